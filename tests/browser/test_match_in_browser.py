"""Keeping a match in Chromium at phone size (390x844): the keypad, corrections, the result,
the history and the printed sheet."""

from __future__ import annotations

import re

import pytest

from golfkeeper import scorekeeping
from golfkeeper.engine.house_rules import MAIN_RULES
from golfkeeper.extensions import db
from tests.browser.conftest import (
    ARTIFACTS,
    PHONE,
    fits_the_screen,
    open_edit_link,
    page_width,
    screenshot,
)
from tests.browser.test_rulebook_in_browser import EVERYTHING_CHANGED

LONG_NAMES = [
    "Bartholomew-Maximilian Featherstonehaugh",
    "Wolfeschlegelsteinhausenbergerdorff Jr.",
    "Anne-Marie",
    "Bo",
    "Christopher Columbus Langdon-Smythe",
    "Dee",
    "Evangelina Montgomery-Ravenscroft",
    "Fitz",
]


def no_horizontal_scroll(page) -> bool:
    return fits_the_screen(page)


def standings(page):
    """(place, name, total) for each line of the standings, top first."""
    lines = page.locator(".standings li")
    return [
        tuple(lines.nth(i).locator(f".{part}").inner_text() for part in ("place", "name", "total"))
        for i in range(lines.count())
    ]


def start(page, url, names, dealer_row=1):
    """Start a match from the new-match form and wait until its score sheet has loaded,
    stylesheets included (a computed colour read any earlier is the browser's default)."""
    page.goto(url + "/matches/new")
    for row, name in enumerate(names, start=1):
        page.get_by_label(f"Player {row}", exact=True).fill(name)
    page.locator(f"input[name=first_dealer][value='{dealer_row}']").check()
    page.get_by_role("button", name="Start the match").click()
    page.wait_for_url(re.compile(r"/matches/\d+$"), wait_until="load")


def finished_match(app, names, holes, rules=MAIN_RULES):
    """A finished match stored directly, for pages that show a whole match."""
    with app.app_context():
        match = scorekeeping.start_match(names, 0, rules.replace(holes=holes), name="Sunday")
        db.session.flush()
        players = match.players
        for hole in range(1, holes + 1):
            points = {p.id: (hole * (seat + 3)) % 13 - 4 for seat, p in enumerate(players)}
            went_out = players[hole % len(players)].id
            if hole == holes:  # a correction before the last hole
                scorekeeping.record_hole(match, 2, {players[0].id: 9}, reason="A queen, not 0")
            scorekeeping.record_hole(match, hole, points, went_out=went_out)
        scorekeeping.finish_match(match)
        db.session.commit()
        return match.id


def test_three_player_match_to_its_winner(page, live_server):
    page.goto(live_server.url + "/")
    page.get_by_role("link", name="Start a match").first.click()
    for seat, name in enumerate(["Ann", "Bo", "Cy"], start=1):
        page.get_by_label(f"Player {seat}", exact=True).fill(name)
    page.locator("input[name=first_dealer][value='2']").check()
    page.get_by_role("button", name="Start the match").click()

    assert page.get_by_text("Hole 1 of 9").is_visible()
    assert page.locator(".next-hole").inner_text().count("Bo deals; Cy plays first") == 1

    # Ann ends on 9, Bo on -9, Cy on 27: Bo wins.
    for hole in range(1, 10):
        page.get_by_label("Ann", exact=True).fill("1")
        page.get_by_label("Bo", exact=True).fill("-1")
        page.get_by_label("Cy", exact=True).fill("3")
        page.get_by_role("button", name=f"Save hole {hole}").click()
        page.get_by_text(f"Hole {hole} saved.").wait_for()

    # The last hole leads to the check step: no winner yet, Undo at hand.
    assert page.get_by_role("heading", name=re.compile("check the sheet, then finish")).is_visible()
    assert page.get_by_role("button", name="Undo the last change").is_visible()
    assert page.locator(".winner-line").count() == 0
    screenshot(page, "check-step-scorecard")
    page.get_by_role("button", name="Finish match").click()
    assert page.get_by_role("heading", name="Match finished").is_visible()
    assert "Bo wins with −9 points." in page.locator(".winner-line").inner_text()
    assert standings(page)[0] == ("1", "Bo", "−9")
    assert no_horizontal_scroll(page)
    screenshot(page, "finished-scorecard")


def test_negative_score_on_the_keypad_then_a_correction_changes_the_standings(page, live_server):
    start(page, live_server.url, ["Ann", "Bo", "Cy"])
    ann = page.get_by_label("Ann", exact=True)
    sign = page.get_by_role("button", name="Change the sign of Ann's score")
    sign.wait_for()  # added by the page's script
    # The field asks for the digit keypad, and "±" gives the minus that keypad lacks.
    assert ann.get_attribute("inputmode") == "numeric"
    assert ann.get_attribute("type") == "text"
    ann.fill("0")
    sign.click()
    assert ann.input_value() == "0"  # 0 has no sign
    ann.fill("+4")
    sign.click()
    assert ann.input_value() == "-4"  # never "-+4", which the server would refuse
    ann.fill("3")
    sign.click()
    assert ann.input_value() == "-3"
    page.get_by_label("Bo", exact=True).fill("5")
    page.get_by_label("Cy", exact=True).fill("0")
    page.get_by_role("button", name="Save hole 1").click()
    page.get_by_text("Hole 1 saved.").wait_for()

    # Hole 2, with a typing mistake: the message sits next to the field, nothing is lost.
    page.get_by_label("Ann", exact=True).fill("4.5")
    page.get_by_label("Bo", exact=True).fill("−2")
    page.get_by_label("Cy", exact=True).fill("1")
    page.get_by_role("button", name="Save hole 2").click()
    error = page.locator(".score-field.has-error .error")
    assert "no decimals" in error.inner_text()
    assert page.get_by_label("Bo", exact=True).input_value() == "−2"
    screenshot(page, "scorecard-mid-match-error")
    page.get_by_label("Ann", exact=True).fill("4")
    page.get_by_role("button", name="Save hole 2").click()
    page.get_by_text("Hole 2 saved.").wait_for()
    # Ann −3+4 = 1, Bo 5−2 = 3, Cy 0+1 = 1: Ann and Cy share first place.
    assert standings(page) == [("1=", "Ann", "1"), ("1=", "Cy", "1"), ("3", "Bo", "3")]

    # Correct hole 1: Bo's 5 was really −5, which puts Bo in the lead.
    page.get_by_role("link", name="Correct hole 1").click()
    bo = page.get_by_label("Bo", exact=True)
    bo.fill("5")
    page.get_by_role("button", name="Change the sign of Bo's score").click()
    page.get_by_label("Reason for the change (optional)").fill("Bo's pair of kings")
    page.get_by_role("button", name="Save hole 1").click()
    page.get_by_text("Hole 1 saved.").wait_for()
    assert standings(page) == [("1", "Bo", "−7"), ("2=", "Ann", "1"), ("2=", "Cy", "1")]
    assert no_horizontal_scroll(page)

    page.get_by_role("link", name="History").click()
    assert "Hole 1, Bo: 5 → −5" in page.locator(".history").inner_text()
    assert "Reason: Bo's pair of kings" in page.locator(".history").inner_text()
    screenshot(page, "history")


def test_new_match_form_fills_switches_from_a_preset_and_suggests_decks(page, live_server):
    page.goto(live_server.url + "/matches/new")
    for row, name in enumerate(["Ann", "Bo", "Cy", "Di", "Ed"], start=1):
        page.get_by_label(f"Player {row}", exact=True).fill(name)
    # The decks box keeps the preset's own count; the line under it suggests more.
    assert page.locator(".deck-suggestion").inner_text() == (
        "For 5 players: 2 decks suggested; these rules use 1. "
        "Choose 2 decks above for a fuller stock."
    )
    assert page.locator("select[name='rules-decks']").input_value() == "1"
    page.locator("input[name='rules-preset'][value='jokers-pagat']").check()
    page.locator("select[name='rules-decks']").select_option("2")  # the person's own choice
    assert page.locator(".deck-suggestion").inner_text() == "For 5 players: 2 decks."
    assert page.locator("select[name='rules-jokers']").input_value() == "-2"
    assert page.locator("select[name='rules-twos']").input_value() == "2"
    assert not page.locator(".apply-preset").is_visible()
    # Reordering in place: Ed moves above Di.
    page.get_by_role("button", name="Move player 5 up").click()
    assert page.get_by_label("Player 4", exact=True).input_value() == "Ed"
    page.locator("input[name=holes][value='custom']").focus()
    page.locator(".holes-custom").fill("12")
    assert page.locator("input[name=holes][value='custom']").is_checked()
    assert no_horizontal_scroll(page)
    screenshot(page, "new-match-form")
    page.get_by_role("button", name="Start the match").click()
    assert page.get_by_text("Hole 1 of 12").is_visible()
    # Jokers (Pagat) with two decks chosen by hand for five players: the table's own mix.
    summary = page.locator(".rules-summary").inner_text()
    assert "Jokers: worth −2 each" in summary and "Decks: 2 decks" in summary


def test_finished_eight_player_eighteen_hole_match_with_long_names(page, live_server):
    match_id = finished_match(live_server.app, LONG_NAMES, 18)
    open_edit_link(page, live_server, match_id)
    page.goto(f"{live_server.url}/matches/{match_id}")
    assert page.get_by_role("heading", name="Match finished").is_visible()
    assert page.get_by_text("Front nine").is_visible()
    assert no_horizontal_scroll(page)
    # The grid scrolls sideways inside its own box; the names are cut, never the layout.
    header = page.locator(".score-grid thead th.player-col").first.bounding_box()
    assert header["width"] < 160
    screenshot(page, "finished-8-players-18-holes")


# Words of the names the print view shows that the browser laid out on more than one line
# ([text, word] pairs; none when every word stays whole). A hyphen ends a word: names
# such as "Langdon-Smythe" may wrap after it, as printed names do.
BROKEN_WORDS = """() => {
  const broken = [];
  const names = ".print-sheet .player-name, .print-places bdi, .print-chart .chart-legend li";
  for (const node of document.querySelectorAll(names)) {
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      for (const match of text.data.matchAll(/[^\\s-]+-?/g)) {
        const range = document.createRange();
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (lines.size > 1) { broken.push([text.data.trim(), match[0]]); }
      }
    }
  }
  return broken;
}"""


@pytest.mark.parametrize(
    ("holes", "rules"),
    [(18, MAIN_RULES), (36, MAIN_RULES), (36, EVERYTHING_CHANGED)],
    ids=["18-main", "36-main", "36-everything-changed"],
)
def test_print_view_fits_eight_players_on_one_page_without_breaking_a_name(
    page, live_server, holes, rules
):
    """The longest sheet there is (8 players, 36 holes, long names, the longest list of
    agreed rules) prints on one page of A4 and of Letter."""
    match_id = finished_match(live_server.app, LONG_NAMES, holes, rules)
    open_edit_link(page, live_server, match_id)
    page.goto(f"{live_server.url}/matches/{match_id}/print")
    assert page.get_by_role("heading", name=re.compile("^Agreed rules: ")).is_visible()
    page.set_viewport_size({"width": 718, "height": 1047})  # A4 inside 10 mm margins
    page.emulate_media(media="print")
    assert page.evaluate(BROKEN_WORDS) == []
    assert page_width(page) <= 718
    # Every full name is on the sheet, in the standings, whatever the header shortened.
    places = page.locator(".print-places").inner_text()
    assert all(name in places for name in LONG_NAMES)
    name = f"8x{holes}-{'main' if rules == MAIN_RULES else 'changed'}"
    screenshot(page, f"print-view-{name}")
    ARTIFACTS.mkdir(exist_ok=True)
    for paper in ("A4", "Letter"):
        pdf = page.pdf(
            format=paper,
            prefer_css_page_size=True,
            path=str(ARTIFACTS / f"print-{name}-{paper}.pdf"),
        )
        pages = len(re.findall(rb"/Type\s*/Page[^s]", pdf))
        assert pages == 1, f"{paper}: {pages} pages"


@pytest.fixture
def page_without_javascript(browser):
    context = browser.new_context(
        viewport=PHONE, device_scale_factor=2, is_mobile=True, java_script_enabled=False
    )
    page = context.new_page()
    page.set_default_timeout(10_000)
    yield page
    context.close()


def test_score_this_layout_works_without_javascript(page_without_javascript, live_server):
    page = page_without_javascript
    start(page, live_server.url, ["Ann", "Bo"])
    ann = page.get_by_label("Ann", exact=True)
    assert ann.get_attribute("inputmode") is None  # the text keyboard, which has a minus
    ann.fill("-4")
    page.get_by_role("button", name="Score this layout for Bo").click()
    assert re.search(r"/calculator/?\?match=\d+&hole=1&player=\d+$", page.url)
    bo_id = re.search(r"player=(\d+)", page.url).group(1)
    match_id = re.search(r"match=(\d+)", page.url).group(1)
    # The calculator's "Use this score" link brings the total back; Ann's -4 is still there.
    page.goto(f"{live_server.url}/matches/{match_id}/holes/1?player-{bo_id}=7")
    assert page.get_by_label("Ann", exact=True).input_value() == "-4"
    assert page.get_by_label("Bo", exact=True).input_value() == "7"
    page.get_by_role("button", name="Save hole 1").click()
    page.get_by_text("Hole 1 saved.").wait_for()
    totals = page.locator(".score-grid tfoot .total").all_inner_texts()
    assert totals == ["−4", "7"]


def test_a_finished_holes_page_offers_reopen_for_that_hole(page, live_server):
    match_id = finished_match(live_server.app, ["Ann", "Bo", "Cy"], 5)
    open_edit_link(page, live_server, match_id)
    page.goto(f"{live_server.url}/matches/{match_id}/holes/2")
    assert "read-only" in page.locator("main").inner_text()
    screenshot(page, "finished-hole-page")
    page.get_by_role("button", name="Reopen to correct hole 2").click()
    page.get_by_role("button", name="Save hole 2").wait_for()
    assert page.url.endswith(f"/matches/{match_id}/holes/2")
    assert no_horizontal_scroll(page)
