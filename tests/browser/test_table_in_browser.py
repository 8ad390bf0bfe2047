"""An evening at the table: the hole form on a phone (390x844) and on a laptop keyboard."""

from __future__ import annotations

import re

from tests.browser.conftest import ARTIFACTS, PHONE, fits_the_screen, open_edit_link, screenshot
from tests.browser.test_match_in_browser import finished_match, no_horizontal_scroll, start

TABLE = ["Ann", "Bo", "Sam", "Grandma"]


def test_save_hole_stays_in_reach_and_names_the_blank_scores(page, live_server):
    start(page, live_server.url, TABLE)
    save = page.get_by_role("button", name="Save hole 1")
    box = save.bounding_box()
    assert box and box["y"] >= 0 and box["y"] + box["height"] <= PHONE["height"]
    note = page.locator("[data-blank-note]")
    assert note.inner_text() == "Blank: Ann, Bo, Sam, Grandma"
    page.get_by_label("Ann", exact=True).fill("4")
    page.get_by_label("Bo", exact=True).fill("0")
    assert note.inner_text() == "Blank: Sam, Grandma"
    box = save.bounding_box()
    assert box["y"] + box["height"] <= PHONE["height"]
    assert no_horizontal_scroll(page)
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "hole-form-save-bar.png"))  # the screen, as seen
    save.click()
    page.get_by_text("Hole 1 saved. Still to enter: Sam, Grandma.").wait_for()


def test_the_keyboards_next_key_never_lands_on_a_field_under_the_save_bar(page, live_server):
    start(page, live_server.url, TABLE)
    page.evaluate("window.scrollTo(0, 0)")
    page.get_by_label("Ann", exact=True).focus()
    for name in ["Bo", "Sam", "Grandma", "Went out (optional)"]:
        page.keyboard.press("Tab")  # the phone keyboard's Next key
        field = page.get_by_label(name, exact=True)
        assert field.evaluate("e => e === document.activeElement"), name
        box, bar = field.bounding_box(), page.locator(".save-bar").bounding_box()
        assert box and bar and box["y"] + box["height"] <= bar["y"], (name, box, bar)


def test_tab_and_enter_go_from_score_to_score_and_enter_on_the_last_saves(browser, live_server):
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    page = context.new_page()
    try:
        start(page, live_server.url, TABLE)
        page.get_by_role("button", name="Change the sign of Ann's score").wait_for()
        page.get_by_label("Ann", exact=True).focus()
        page.keyboard.type("3")
        page.keyboard.press("Tab")
        assert page.evaluate("document.activeElement.id") == page.get_by_label(
            "Bo", exact=True
        ).get_attribute("id")
        page.keyboard.type("-1")
        page.keyboard.press("Enter")  # not a save: on to Sam
        assert page.evaluate("document.activeElement.getAttribute('aria-label')") is None
        assert page.get_by_label("Sam", exact=True).evaluate("e => e === document.activeElement")
        assert page.get_by_text("Hole 1 saved").count() == 0
        page.keyboard.type("5")
        page.keyboard.press("Enter")
        assert page.get_by_label("Grandma", exact=True).evaluate(
            "e => e === document.activeElement"
        )
        page.keyboard.type("7")
        page.keyboard.press("Enter")  # the last score: save
        page.get_by_text("Hole 1 saved.").wait_for()
        assert re.search(r"/matches/\d+$", page.url)
        assert page.locator(".score-grid tfoot td.total").all_inner_texts() == ["3", "−1", "5", "7"]
    finally:
        context.close()


WORDS_SPLIT = """() => {
  // Every word of every player header and deal cell laid out on one line: a word the
  // browser broke in two has client rects on two lines.
  const broken = [];
  for (const el of document.querySelectorAll('.score-grid .player-name, .score-grid .deal-name')) {
    const text = el.firstChild;
    if (!text || text.nodeType !== 3) continue;
    const re = /\\S+/g; let m;
    while ((m = re.exec(text.data))) {
      const range = document.createRange();
      range.setStart(text, m.index); range.setEnd(text, m.index + m[0].length);
      const tops = new Set([...range.getClientRects()].map(r => Math.round(r.top)));
      if (tops.size > 1) broken.push(m[0]);
    }
  }
  return broken;
}"""


def test_a_score_field_chosen_before_the_page_script_runs_keeps_its_digits(page, live_server):
    """Right after a save the page focuses the next hole's first score, but not over a field
    the scorekeeper already chose: on a slow phone the tap can come first, and the digits
    typed next went into the first score (Ann 12, Bo blank; seen on a busy CI run)."""
    start(page, live_server.url, ["Ann", "Bo"])
    held = []  # the next page's matches.js, let through once Bo's field is chosen
    page.route("**/static/js/matches.js*", lambda route: held.append(route))
    page.get_by_label("Ann", exact=True).fill("1")
    page.get_by_label("Bo", exact=True).fill("2")
    page.get_by_role("button", name="Save hole 1").click()
    page.get_by_text("Hole 1 saved.").wait_for()
    page.get_by_label("Bo", exact=True).focus()
    held[0].continue_()
    page.get_by_role("button", name="Change the sign of Ann's score").wait_for()  # it ran
    page.keyboard.type("7")
    assert page.get_by_label("Bo", exact=True).input_value() == "7"
    assert page.get_by_label("Ann", exact=True).input_value() == ""


def test_names_never_break_inside_a_word_and_four_players_fit_with_the_deal_column(
    page, live_server
):
    start(page, live_server.url, ["Samuel", "Grandma", "Christopher", "Bo"])
    page.get_by_role("button", name="Save hole 1").wait_for()
    assert page.evaluate(WORDS_SPLIT) == []
    grid = page.locator(".sheet-scroll")
    assert grid.evaluate("b => b.scrollWidth <= b.clientWidth + 1"), "the deal column is cut off"
    deal = page.locator(".score-grid thead th.deal-col").bounding_box()
    box = grid.bounding_box()
    assert deal["x"] + deal["width"] <= box["x"] + box["width"] + 1
    # The full name is still there for a screen reader and on a long press (title).
    header = page.locator(".score-grid thead th.player-col").nth(2)
    assert header.inner_text().strip() == "Christopher" or "Christopher" in header.text_content()
    assert header.get_attribute("title") == "Christopher"
    assert no_horizontal_scroll(page)
    page.locator(".sheet-scroll").scroll_into_view_if_needed()
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "grid-four-names-390.png"))


def test_play_again_from_a_finished_match_then_names_are_suggested(page, live_server):
    match_id = finished_match(live_server.app, ["Ann", "Bo", "Cy"], 5)
    open_edit_link(page, live_server, match_id)
    page.goto(f"{live_server.url}/matches/{match_id}")
    screenshot(page, "finished-scorecard-play-again")
    page.get_by_role("button", name="Play again").click()
    page.get_by_text("A new match with the same players and rules").wait_for()
    assert page.get_by_role("heading", name="Hole 1 of 5").is_visible()
    assert not page.url.endswith(f"/matches/{match_id}")
    page.goto(f"{live_server.url}/matches/new")
    assert page.get_by_label("Player 1", exact=True).get_attribute("list") == "known-names"
    options = page.locator("#known-names option")
    assert sorted(options.evaluate_all("os => os.map(o => o.value)")) == ["Ann", "Bo", "Cy"]
    assert no_horizontal_scroll(page)


def test_the_score_sheets_landmarks_have_names_of_their_own(page, live_server):
    from axe_playwright_python.sync_playwright import Axe

    match_id = finished_match(live_server.app, ["Ann", "Bo"], 5)
    open_edit_link(page, live_server, match_id)
    for path in (f"/matches/{match_id}", f"/matches/{match_id}/print"):
        page.goto(live_server.url + path)
        results = Axe().run(page, options={"runOnly": ["landmark-unique"]})
        assert results.response["violations"] == [], path


def test_on_a_wide_screen_the_live_views_names_sit_over_their_columns(browser, live_server):
    from golfkeeper.extensions import db
    from golfkeeper.models import Match

    match_id = finished_match(live_server.app, ["Ann", "Bartholomew", "Cy"], 5)
    with live_server.app.app_context():
        token = db.session.get(Match, match_id).view_token
    context = browser.new_context(viewport={"width": 1920, "height": 1080})
    page = context.new_page()
    try:
        page.goto(f"{live_server.url}/m/{token}")
        offsets = page.evaluate(
            """() => {
              const names = [...document.querySelectorAll('.score-grid thead .player-name')];
              const totals = [...document.querySelectorAll('.score-grid tfoot td.total')];
              const mid = r => (r.left + r.right) / 2;
              return names.map((n, i) =>
                Math.abs(mid(n.getBoundingClientRect()) - mid(totals[i].getBoundingClientRect())));
            }"""
        )
        assert len(offsets) == 3 and max(offsets) < 4, offsets
        page.screenshot(path=str(ARTIFACTS / "live-view-1920.png"))
    finally:
        context.close()


def test_the_statistics_table_shows_every_column_on_a_laptop(browser, live_server):
    match_id = finished_match(live_server.app, ["Ann", "Bartholomew", "Cy"], 5)
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    page = context.new_page()
    try:
        open_edit_link(page, live_server, match_id)
        page.goto(f"{live_server.url}/stats/")
        box = page.locator(".stats-scroll")
        assert box.evaluate("b => b.scrollWidth <= b.clientWidth + 1"), "the table is cut off"
        assert page.get_by_role("columnheader", name=re.compile("Went out")).is_visible()
        assert fits_the_screen(page)
        page.screenshot(path=str(ARTIFACTS / "stats-1280.png"))
        page.set_viewport_size(PHONE)
        assert fits_the_screen(page)
    finally:
        context.close()


EIGHT_LONG = [
    "Christopher Columbus-Smith",
    "Bartholomew Throckmorton",
    "Alexandra Wolfeschlegel",
    "Anastasia Konstantinopoulou",
    "Maximilian Featherstonehaugh",
    "Grandma Josephine Abernathy",
    "Samuel Jonathan Whitaker",
    "Evangeline Montgomery",
]


def test_eight_long_names_blank_keep_the_save_bar_short(page, live_server):
    start(page, live_server.url, EIGHT_LONG)
    bar = page.locator(".save-bar").bounding_box()
    assert bar and bar["height"] <= 120, bar  # two lines of names at most, not half the screen
    assert page.locator("[data-blank-note]").text_content().startswith("Blank: Christopher")


def test_a_refused_score_below_the_fold_is_named_by_the_save_button_and_focused(page, live_server):
    start(page, live_server.url, EIGHT_LONG)
    for row, name in enumerate(EIGHT_LONG[:-1]):
        page.get_by_label(name, exact=True).fill(str(row))
    page.get_by_label(EIGHT_LONG[-1], exact=True).fill("x")
    page.get_by_role("button", name="Save hole 1").click()
    note = page.locator(".save-bar .to-fix")
    note.wait_for()
    assert note.inner_text() == "Not saved: check Evangeline Montgomery"
    last = page.get_by_label(EIGHT_LONG[-1], exact=True)
    assert last.evaluate("e => e === document.activeElement")
    box = last.bounding_box()
    assert box and box["y"] >= 0 and box["y"] + box["height"] <= page.viewport_size["height"]
    page.screenshot(path=str(ARTIFACTS / "hole-form-refused-score.png"))  # the screen, as seen
