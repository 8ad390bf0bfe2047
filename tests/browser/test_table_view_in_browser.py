"""The table view in Chromium: a laptop or TV facing the table shows the whole match
without scrolling, follows each save, and still works on a phone, upright or turned."""

from __future__ import annotations

import io

import pytest
import zxingcpp
from PIL import Image
from playwright.sync_api import expect

from golfkeeper import scorekeeping
from golfkeeper.engine.house_rules import MAIN_RULES
from golfkeeper.extensions import db
from golfkeeper.models import Match
from tests.browser.conftest import ARTIFACTS
from tests.browser.test_live_in_browser import record_hole
from tests.browser.test_match_in_browser import finished_match, start

LONG_NAMES = [
    "Maximilian Featherstonehaugh",
    "Alexandra Wolfeschlegelstein",
    "Bartholomew Throckmorton",
    "Grandma Josephine",
    "Christopher-Columbus",
    "Anastasia Konstantinopoulou",
    "Sam",
    "Supercalifragilisticexpialidoc",
]
SCREENS = [{"width": 1280, "height": 720}, {"width": 1920, "height": 1080}]


def match_in_progress(app, names, holes, played) -> int:
    """A match stored directly with ``played`` holes recorded, the last one missing the
    third player's score; its id."""
    with app.app_context():
        match = scorekeeping.start_match(names, 0, MAIN_RULES.replace(holes=holes), name="Sunday")
        db.session.flush()
        players = match.players
        for hole in range(1, played + 1):
            points = {p.id: (hole * (seat + 3)) % 13 - 4 for seat, p in enumerate(players)}
            if hole == played:
                points[players[2].id] = None
            scorekeeping.record_hole(match, hole, points)
        db.session.commit()
        return match.id


def table_url(server, match_id: int) -> str:
    with server.app.app_context():
        token = db.session.get(Match, match_id).view_token
    return f"{server.url}/m/{token}/table"


def scrolls(page) -> bool:
    """Whether the page is larger than the screen either way."""
    return page.evaluate(
        "document.documentElement.scrollWidth > window.innerWidth"
        " || document.documentElement.scrollHeight > window.innerHeight"
    )


def on_screen(page, locator) -> bool:
    """Whether every element ``locator`` finds lies wholly inside the screen."""
    size = page.viewport_size
    for box in (element.bounding_box() for element in locator.all()):
        if not box or box["x"] < 0 or box["y"] < 0:
            return False
        if box["x"] + box["width"] > size["width"] + 0.5:
            return False
        if box["y"] + box["height"] > size["height"] + 0.5:
            return False
    return True


def shoot(page, name: str) -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"{name}.png"))


@pytest.fixture
def screen(browser, request):
    """A page of the given landscape size (a laptop or a TV), no phone emulation."""
    context = browser.new_context(viewport=request.param)
    page = context.new_page()
    page.set_default_timeout(15_000)
    yield page
    context.close()


@pytest.mark.parametrize("screen", SCREENS, indirect=True, ids=["1280x720", "1920x1080"])
def test_eight_long_names_fill_the_screen_without_scrolling(screen, live_server):
    match_id = match_in_progress(live_server.app, LONG_NAMES, 18, 11)
    screen.goto(table_url(live_server, match_id))
    size = f"{screen.viewport_size['width']}x{screen.viewport_size['height']}"
    for scheme in ("light", "dark"):
        screen.emulate_media(color_scheme=scheme)
        assert not scrolls(screen)
        rows = screen.locator(".board .standings li")
        expect(rows).to_have_count(8)
        assert on_screen(screen, rows)
        for part in ("#hole-heading", ".deal-line", ".table-qr svg", ".table-qr .link-text"):
            assert on_screen(screen, screen.locator(part)), part
        expect(screen.get_by_role("heading", name="Hole 11 of 18")).to_be_visible()
        shoot(screen, f"table-view-8-players-{size}-{scheme}")
    # Readable across the room: big figures, and each name on one line, cut, never broken.
    total_size = screen.locator(".board .total").first.evaluate(
        "element => parseFloat(getComputedStyle(element).fontSize)"
    )
    assert total_size >= 30  # body text is 17px
    for name in screen.locator(".board .name").all():
        assert len(name.evaluate("element => Array.from(element.getClientRects())")) == 1
        lines = name.evaluate(
            "element => element.getBoundingClientRect().height"
            " / parseFloat(getComputedStyle(element).lineHeight)"
        )
        assert lines < 1.5
    expect(screen.locator(".board .standings li").first).to_have_attribute("title", LONG_NAMES[0])
    # The QR code on the screen scans to the view link.
    image = Image.open(io.BytesIO(screen.locator(".table-qr svg").screenshot()))
    view_url = screen.url.removesuffix("/table")
    assert [result.text for result in zxingcpp.read_barcodes(image)] == [view_url]


@pytest.mark.parametrize("screen", SCREENS[:1], indirect=True, ids=["1280x720"])
def test_a_save_on_the_scorekeepers_phone_shows_on_the_table_view_within_a_poll(
    page, screen, live_server
):
    start(page, live_server.url, ["Ann", "Bo", "Sam", "Grandma"])
    record_hole(page, {"Ann": "4", "Bo": "-2", "Sam": "7", "Grandma": "0"})
    sheet_url, view_url = page.url, page.locator("#view-link").input_value()
    page.get_by_role("link", name="Show on a TV or laptop").click()
    expect(page).to_have_url(view_url + "/table")
    screen.goto(view_url + "/table")
    expect(screen.get_by_role("heading", name="Hole 2 of 9")).to_be_visible()
    screen.evaluate("window.notReloaded = true")

    page.goto(sheet_url)
    record_hole(page, {"Ann": "0", "Bo": "3", "Sam": "-1", "Grandma": "2"})
    # The poll asks every second; allow for a loaded machine, but far less than a reload.
    expect(screen.get_by_role("heading", name="Hole 3 of 9")).to_be_visible(timeout=4_000)
    expect(screen.locator(".board .total").first).to_have_text("1")
    expect(screen.locator(".board .last-hole").first).to_contain_text("hole 2: 3")
    expect(screen.locator("[data-live-status]")).to_contain_text("Updated at")
    assert screen.evaluate("window.notReloaded === true")  # patched in place
    assert not scrolls(screen)
    shoot(screen, "table-view-4-players-1280x720-after-hole-2")

    # The theme switch works here too, in place.
    screen.get_by_role("button", name="Theme: device").click()
    expect(screen.locator("html")).to_have_attribute("data-theme", "dark")
    background = screen.evaluate("getComputedStyle(document.body).backgroundColor")
    assert background == "rgb(18, 20, 19)"
    shoot(screen, "table-view-4-players-1280x720-dark")


@pytest.mark.parametrize("size", [(390, 844), (844, 390)], ids=["upright", "turned"])
def test_on_a_phone_the_table_view_reads_without_a_sideways_scroll(page, live_server, size):
    width, height = size
    page.set_viewport_size({"width": width, "height": height})
    finished_id = finished_match(live_server.app, ["Dee", "Ed", "Grandma Josephine"], 5)
    playing_id = match_in_progress(live_server.app, LONG_NAMES, 9, 4)
    for name, match_id in (("finished", finished_id), ("8-players", playing_id)):
        page.goto(table_url(live_server, match_id))
        assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
        for part in (".board .standings", ".now h2", ".table-qr svg"):
            locator = page.locator(part)
            locator.scroll_into_view_if_needed()
            assert on_screen(page, locator), part
        for scheme in ("light", "dark"):
            page.emulate_media(color_scheme=scheme)
            page.screenshot(
                path=str(ARTIFACTS / f"table-view-{name}-{width}x{height}-{scheme}.png"),
                full_page=True,
            )
    # Finished: the winner line, and no "Following live".
    page.goto(table_url(live_server, finished_id))
    expect(page.locator(".winner-line")).to_be_visible()
    expect(page.get_by_text("Final scores.")).to_be_visible()
    expect(page.get_by_text("Following live")).to_have_count(0)


def family_with_a_late_player(app) -> int:
    """Four players, Gran joining at hole 3, five holes recorded; the match's id."""
    with app.app_context():
        names = ["Mum", "Dad", "Ava", "Leo"]
        match = scorekeeping.start_match(names, 0, MAIN_RULES, name="Family golf night")
        db.session.flush()
        for hole in (1, 2):
            scorekeeping.record_hole(
                match, hole, {p.id: 5 + i for i, p in enumerate(match.players)}
            )
        scorekeeping.add_player(match, "Gran", None)
        db.session.flush()
        for hole in (3, 4, 5):
            scorekeeping.record_hole(
                match, hole, {p.id: 4 + i for i, p in enumerate(match.players)}
            )
        db.session.commit()
        return match.id


@pytest.mark.parametrize("screen", SCREENS, indirect=True, ids=["1280x720", "1920x1080"])
def test_the_board_fills_the_screen_and_shows_the_late_join_note_in_full(screen, live_server):
    screen.goto(table_url(live_server, family_with_a_late_player(live_server.app)))
    assert not scrolls(screen)
    height = screen.viewport_size["height"]
    board = screen.locator(".board").bounding_box()
    assert board["y"] + board["height"] >= 0.85 * height, board  # not the lower 40% empty
    note = screen.locator(".board .note")
    expect(note).to_have_text(
        "joined at hole 3: holes 1–2 not played, counted at the highest score of each"
    )
    assert note.evaluate("e => e.scrollWidth <= e.clientWidth")
    assert on_screen(screen, note)
    size = f"{screen.viewport_size['width']}x{height}"
    shoot(screen, f"table-view-late-player-{size}")
