"""The score sheet grid on a phone: on a long sheet the player names stay in sight while
it scrolls, the hole number stays at the left, four players fit a 360-wide phone, and the
print view shows the whole sheet with no scroll box."""

from __future__ import annotations

import pytest

from golfkeeper.extensions import db
from golfkeeper.models import Match
from tests.browser.conftest import ARTIFACTS, open_edit_link, screenshot
from tests.browser.test_match_in_browser import LONG_NAMES, finished_match, no_horizontal_scroll

FOUR = ["Ann", "Bartholomew", "Cy", "Dee-Anne"]


def sheet_urls(server, match_id: int) -> dict[str, str]:
    with server.app.app_context():
        token = db.session.get(Match, match_id).view_token
    return {
        "scorecard": f"{server.url}/matches/{match_id}",
        "live": f"{server.url}/m/{token}",
    }


def screen(page, name: str) -> None:
    """Save what the phone's screen shows now (not the whole page) under test-artifacts/."""
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"{name}.png"))


def scroll_into_the_middle(page) -> None:
    """Scroll the way a thumb would: the page until the grid's box starts at the top of
    the screen, then on down halfway through the holes (inside the box if it scrolls)."""
    page.locator(".grid-scroll").evaluate(
        """box => {
          window.scrollTo(0, box.getBoundingClientRect().top + window.scrollY);
          if (box.scrollHeight > box.clientHeight + 1) {
            box.scrollTop = (box.scrollHeight - box.clientHeight) / 2;
          } else {
            window.scrollBy(0, box.scrollHeight / 2);
          }
        }"""
    )


def in_sight(page, selector: str) -> bool:
    """True when the element is on screen and inside the grid's visible box."""
    return page.evaluate(
        """sel => {
          const el = document.querySelector(sel).getBoundingClientRect();
          const box = document.querySelector('.grid-scroll').getBoundingClientRect();
          const top = Math.max(box.top, 0), bottom = Math.min(box.bottom, innerHeight);
          return el.top >= top - 1 && el.bottom <= bottom + 1 && el.bottom > top
            && el.left >= box.left - 1 && el.right <= box.right + 1;
        }""",
        selector,
    )


@pytest.mark.parametrize("where", ["scorecard", "live"])
@pytest.mark.parametrize("holes", [18, 36])
def test_the_player_names_stay_in_sight_halfway_down_a_long_sheet(page, live_server, where, holes):
    match_id = finished_match(live_server.app, FOUR, holes)
    open_edit_link(page, live_server, match_id)
    page.goto(sheet_urls(live_server, match_id)[where])
    scroll_into_the_middle(page)
    for seat in range(1, 5):
        assert in_sight(page, f".score-grid thead th.player-col:nth-child({seat + 1})"), seat
    assert no_horizontal_scroll(page)
    screen(page, f"grid-{where}-{holes}-holes-scrolled")


@pytest.mark.parametrize("where", ["scorecard", "live"])
@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_four_players_fit_a_360_wide_phone_and_the_hole_number_stays_at_the_left(
    page, live_server, where, scheme
):
    match_id = finished_match(live_server.app, FOUR, 18)
    open_edit_link(page, live_server, match_id)
    page.set_viewport_size({"width": 360, "height": 780})
    page.emulate_media(color_scheme=scheme)
    page.goto(sheet_urls(live_server, match_id)[where])
    page.locator(".grid-scroll").evaluate("box => box.scrollIntoView()")
    for seat in range(1, 5):
        assert in_sight(page, f".score-grid thead th.player-col:nth-child({seat + 1})"), seat
    assert no_horizontal_scroll(page)
    scroll_into_the_middle(page)
    screen(page, f"grid-{where}-4-players-360-{scheme}")
    # Eight players need a sideways swipe; the hole number stays at the left edge.
    many = finished_match(live_server.app, LONG_NAMES, 18)
    open_edit_link(page, live_server, many)
    page.goto(sheet_urls(live_server, many)[where])
    scroll_into_the_middle(page)
    page.locator(".grid-scroll").evaluate("b => { b.scrollLeft = b.scrollWidth; }")
    assert page.locator(".grid-scroll").evaluate("b => b.scrollLeft > 0")
    assert in_sight(page, ".score-grid tbody tr:nth-child(9) th.hole-col")
    assert in_sight(page, ".score-grid thead th.hole-col")
    screen(page, f"grid-{where}-8-players-360-{scheme}-swiped")


def test_the_print_view_shows_the_whole_sheet_without_a_scroll_box(page, live_server):
    match_id = finished_match(live_server.app, FOUR, 36)
    open_edit_link(page, live_server, match_id)
    page.goto(f"{live_server.url}/matches/{match_id}/print")
    page.emulate_media(media="print")
    box = page.locator(".grid-scroll")
    assert box.evaluate("b => b.scrollHeight <= b.clientHeight + 1")
    assert box.evaluate("b => getComputedStyle(b).maxHeight") == "none"
    screenshot(page, "grid-print-36-holes")
