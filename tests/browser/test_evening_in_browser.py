"""Issue 24's evening, replayed at 390x844 from the new-match form to Finish: Mum, Dad, Ava
and Leo, Gran joining at hole 3, Leo leaving after hole 7; the table's house rules (going
out first but not lowest doubles, two jokers in a column −4, kings −2); a tie with Leo that
decides a doubling; a correction; an undo. It ends with the totals and the shared win that
the rules' arithmetic gives (docs/rules.md#late-and-leaving-players; worked out in
tests/service/test_leaving.py). On the way it pins what issue 35 asked of such an evening:
the late joiner's starting total said before she sits down, a joker hand scored with the
table's values from the top bar's Calculator, and typed scores kept across a Rules visit."""

from __future__ import annotations

import re

from playwright.sync_api import expect

from tests.browser.conftest import ARTIFACTS, screenshot
from tests.browser.test_calculator_in_browser import expect_columns
from tests.browser.test_match_in_browser import no_horizontal_scroll, standings
from tests.service.test_leaving import EVENING  # layout scores typed, who went out


def _switch(page, name, value):
    """Set a house-rule switch of the new-match form, unfolding "More house rules"."""
    field = page.locator(f"[name='rules-{name}']")
    if field.count() > 1:  # a switch whose answers are too long for a select: radios
        field = page.locator(f"[name='rules-{name}'][value='{value}']")
    if not field.first.is_visible():
        page.locator("details.switches > summary").click()
    kind = field.evaluate("element => element.type || element.tagName")
    if kind == "radio":
        field.check()
    elif kind == "select-one":
        field.select_option(value)
    else:
        field.fill(value)


def _save_hole(page, hole, scores, went_out):
    for name, points in scores.items():
        page.get_by_label(name, exact=True).fill(str(points))
    page.get_by_label(re.compile(r"^Went out")).select_option(label=went_out)
    page.get_by_role("button", name=f"Save hole {hole}").click()
    page.get_by_text(f"Hole {hole} saved.").wait_for()


def _grid_points(page, hole):
    """The points that count on ``hole``, by player, as the score sheet shows them."""
    names = page.locator(".score-grid thead th.player-col .player-name").all_inner_texts()
    cells = page.locator(".score-grid tbody tr").nth(hole - 1).locator("td:not(.deal-col)")
    shown = []
    for index in range(cells.count()):
        text = cells.nth(index).inner_text().replace("not played, counted", "")
        shown.append(re.search(r"−?\d+|·|–", text).group(0))
    return dict(zip(names, shown, strict=True))


def test_the_whole_evening_ends_with_a_shared_win_by_rules_md(page, live_server):
    page.goto(live_server.url + "/matches/new")
    for row, name in enumerate(["Mum", "Dad", "Ava", "Leo"], start=1):
        page.get_by_label(f"Player {row}", exact=True).fill(name)
    page.get_by_label("Name of the match (optional)").fill("Family golf night")
    _switch(page, "going_out_penalty", "double")
    _switch(page, "jokers", "-2")
    _switch(page, "pair_of_jokers", "minus4")
    # Kings −2 with the card-values picker's steppers (a king is worth 0 by the main rule).
    for _ in range(2):
        page.get_by_role("button", name="Lower K").click()
    assert page.locator("[name='rules-card_values']").input_value() == "K:-2"
    screenshot(page, "evening-new-match")
    page.get_by_role("button", name="Start the match").click()
    page.wait_for_url(re.compile(r"/matches/\d+$"))
    match_url = page.url
    summary = page.locator(".rules-summary").inner_text()
    assert "−4" in summary and "−2" in summary

    for hole in (1, 2):
        _save_hole(page, hole, *EVENING[hole])

    # Gran sits down before hole 3, after Leo, told first what she starts on: the highest of
    # holes 1 and 2 (Leo's 20 and Ava's 11, as tests/service/test_leaving.py works out).
    page.get_by_role("link", name="Players").first.click()
    start = page.locator("[data-late-start]").inner_text()
    assert start == (
        "A player who joins now starts on 31: holes 1 and 2 count the highest score of each. "
        "They play from hole 3."
    )
    screenshot(page, "evening-late-joiner-start")
    page.get_by_label("Name", exact=True).fill("Gran")
    page.get_by_role("button", name="Add the player").click()
    page.get_by_text("Gran joined the table from hole 3. Gran starts on 31").wait_for()
    page.goto(match_url)

    # The top bar's Calculator opens under the table's rules: a joker hand is scored with
    # the table's values, a joker −2 over a 3 and a king −2 over a 4: 1 + 2 + 11.
    page.locator("nav[aria-label='Main']").get_by_role("link", name="Calculator").click()
    page.wait_for_url(re.compile(r"/calculator/\?match=\d+$"))
    assert page.locator("[name='rank-1-1'][value='JK']").count() == 1
    page.locator("#layout").fill("JK K 5 / 3 4 6")
    page.get_by_role("button", name="Score it").click()
    expect_columns(page, ["1", "2", "11"], "14")
    assert "the rules of Family golf night" in page.locator(".calc-result").inner_text()
    screenshot(page, "evening-calculator-joker")
    page.goto(match_url)

    # Hole 3 typed with a slip (Dad 4), then corrected: Dad's 3 ties Leo's, so it doubles.
    scores, out = EVENING[3]
    _save_hole(page, 3, {**scores, "Dad": 4}, out)
    page.get_by_role("link", name="Correct hole 3").click()
    page.get_by_label("Dad", exact=True).fill("3")
    page.get_by_label("Reason for the change (optional)").fill("Dad miscounted")
    page.get_by_role("button", name="Save hole 3").click()
    page.get_by_text("Hole 3 saved.").wait_for()
    assert _grid_points(page, 3)["Dad"] == "6"
    assert "Dad went out with 3, only tied for the lowest (with Leo): doubled → 6" in (
        page.locator("body").inner_text()
    )
    # Gran's hole 1 counts the highest score of the hole: Leo's 20.
    assert _grid_points(page, 1)["Gran"] == "20"

    # Hole 4 typed, then a rule checked mid-hole: Rules in the top bar (no "Leave site?":
    # Playwright would dismiss it and stay), and Back: the scores are there, not saved.
    scores, out = EVENING[4]
    for name, points in scores.items():
        page.get_by_label(name, exact=True).fill(str(points))
    page.get_by_label(re.compile(r"^Went out")).select_option(label=out)
    page.locator("nav[aria-label='Main']").get_by_role("link", name="Rules").click()
    page.wait_for_url(re.compile(r"/rules/table/\d+$"))
    page.go_back()
    expect(page.locator("[data-kept-offer]")).to_contain_text("Not saved yet")
    for name, points in scores.items():
        assert page.get_by_label(name, exact=True).input_value() == str(points)
    went_out = page.get_by_label(re.compile(r"^Went out"))
    assert went_out.locator("option:checked").inner_text() == out
    screenshot(page, "evening-kept-after-rules")
    page.get_by_role("button", name="Save hole 4").click()
    page.get_by_text("Hole 4 saved.").wait_for()
    # Hole 5 saved with Ava's and Mum's scores swapped, undone, then typed again.
    scores, out = EVENING[5]
    _save_hole(page, 5, {**scores, "Mum": scores["Ava"], "Ava": scores["Mum"]}, out)
    page.get_by_role("button", name="Undo the last change").click()
    page.get_by_text("Hole 5 of 9").wait_for()
    _save_hole(page, 5, scores, out)
    # Hole 6: Leo's layout scored by the table's rules in the calculator: two jokers in a
    # column −4, a king (−2) over a 3 is 1, a 5 over a king 3: −4 + 1 + 3 = 0.
    page.get_by_role("button", name="Score this layout for Leo").click()
    page.locator("#layout").fill("JK K 5 / JK 3 K")
    page.get_by_role("button", name="Score it").click()
    page.locator("#calc-columns .total").wait_for()
    columns = page.locator("#calc-columns .column-point").all_inner_texts()
    assert [" ".join(text.split()) for text in columns] == [
        "Column 1: −4",
        "Column 2: 1",
        "Column 3: 3",
    ]
    assert page.locator("#calc-columns .total").inner_text() == "0"
    screenshot(page, "evening-calculator")
    page.get_by_role("link", name="Use this score").click()
    assert page.get_by_label("Leo", exact=True).input_value() == "0"
    scores, out = EVENING[6]
    _save_hole(page, 6, {name: v for name, v in scores.items() if name != "Leo"}, out)
    _save_hole(page, 7, *EVENING[7])

    # Leo leaves after hole 7: "leaves" comes before "Remove (added by mistake)".
    page.get_by_role("link", name="Players").first.click()
    page.get_by_role("link", name="Leo leaves…").click()
    assert page.get_by_label("Leo leaves after").input_value() == "7"
    screenshot(page, "evening-leave-page")
    page.get_by_role("button", name="Leo leaves").click()
    page.locator(".flash", has_text="Leo left the table after hole 7").wait_for()
    assert page.get_by_label("Leo", exact=True).count() == 0  # not dealt in on hole 8
    before = {hole: _grid_points(page, hole) for hole in range(1, 8)}
    assert before[3]["Dad"] == "6" and before[1]["Gran"] == "20"  # nothing scored again

    page.get_by_role("link", name="Players").first.click()
    leo = page.locator(".roster li", has_text="Leo")
    assert "left after hole 7" in leo.inner_text()
    assert leo.get_by_role("button", name="Leo is back").is_visible()
    screenshot(page, "evening-players-after-leave")
    page.goto(match_url)
    for hole in (8, 9):
        _save_hole(page, hole, *EVENING[hole])
    assert _grid_points(page, 8)["Leo"] == "13"  # the highest of hole 8: Gran's 13
    page.get_by_role("button", name="Finish match").click()
    page.get_by_role("heading", name="Match finished").wait_for()

    assert standings(page) == [
        ("1=", "Mum", "60"),
        ("1=", "Dad", "60"),
        ("3", "Ava", "64"),
        ("4", "Leo", "98"),
        ("5", "Gran", "101"),
    ]
    assert "Mum and Dad share the win with 60 points each." in (
        page.locator(".winner-line").inner_text()
    )
    note = page.locator(".standings li", has_text="Leo").locator(".note").inner_text()
    assert note == "left after hole 7: holes 8–9 not played, counted at the highest score of each"
    assert no_horizontal_scroll(page)
    screenshot(page, "evening-finished")
    for part in ("standings", "score-grid"):
        page.locator(f".{part}").screenshot(path=str(ARTIFACTS / f"evening-{part}.png"))


def test_a_duplicate_import_stores_a_second_copy_without_choosing_the_file_again(page, live_server):
    page.goto(live_server.url + "/matches/new")
    for row, name in enumerate(["Ann", "Bo"], start=1):
        page.get_by_label(f"Player {row}", exact=True).fill(name)
    page.get_by_label("Name of the match (optional)").fill("Family golf night")
    page.get_by_role("button", name="Start the match").click()
    page.wait_for_url(re.compile(r"/matches/\d+$"))
    _save_hole(page, 1, {"Ann": 3, "Bo": 5}, "Ann")
    exported = page.request.get(page.url + "/export.json").body()

    page.goto(live_server.url + "/matches/import")
    file = {"name": "match.json", "mimeType": "application/json", "buffer": exported}
    page.get_by_label("Match file (.json)").set_input_files(file)
    page.get_by_role("button", name="Import").click()
    page.get_by_role("heading", name="Stored already").wait_for()
    assert page.get_by_role("link", name="Open “Family golf night”").is_visible()
    screenshot(page, "import-stored-already")
    page.get_by_role("button", name="Store a second copy").click()
    page.get_by_text("Imported as Family golf night 2.").wait_for()
