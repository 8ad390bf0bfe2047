"""The new-match and hole forms at phone size (390x844): slips that would change a score
without anyone noticing (Enter starting a match, a forgotten "went out")."""

from __future__ import annotations

import re

from golfkeeper import scorekeeping
from golfkeeper.engine.house_rules import GoingOutPenalty, HouseRules
from golfkeeper.extensions import db
from golfkeeper.models import Match
from golfkeeper.table_rules.form import CHOICE_LABELS
from tests.browser.conftest import ARTIFACTS, fits_the_screen, open_edit_link, screenshot


def stored_match(app, names, rules):
    """A match with no hole saved yet, stored directly."""
    with app.app_context():
        match = scorekeeping.start_match(names, 0, rules)
        db.session.commit()
        return match.id


def focused(locator) -> bool:
    return locator.evaluate("e => e === document.activeElement")


def test_enter_on_the_last_score_goes_to_went_out_and_nobody_out_is_asked_once(page, live_server):
    rules = HouseRules(going_out_penalty=GoingOutPenalty.DOUBLE)
    match_id = stored_match(live_server.app, ["Ann", "Bo", "Cy"], rules)
    open_edit_link(page, live_server, match_id)
    page.get_by_role("button", name="Change the sign of Ann's score").wait_for()
    for name, points in (("Ann", "12"), ("Bo", "9"), ("Cy", "15")):
        page.get_by_label(name, exact=True).fill(points)
    page.get_by_label("Cy", exact=True).press("Enter")  # the last score
    went_out = page.get_by_label("Went out", exact=True)
    assert focused(went_out)
    assert page.get_by_text("Hole 1 saved").count() == 0

    page.get_by_role("button", name="Save hole 1").click()
    question = page.locator("[data-nobody-out]")
    question.wait_for()
    assert "Nobody went out (the table stopped the hole)?" in question.inner_text()
    assert focused(went_out)
    assert [page.get_by_label(n, exact=True).input_value() for n in ("Ann", "Bo", "Cy")] == [
        "12",
        "9",
        "15",
    ]
    screenshot(page, "hole-form-nobody-out-question")
    with live_server.app.app_context():
        assert not db.session.get(Match, match_id).scores  # nothing sent yet

    page.get_by_role("button", name="Save hole 1").click()  # the answer: nobody
    page.get_by_text("Hole 1 saved.").wait_for()
    with live_server.app.app_context():
        assert len(db.session.get(Match, match_id).scores) == 3


def test_enter_in_a_name_moves_to_the_next_field_and_starts_nothing(page, live_server):
    page.goto(live_server.url + "/matches/new")
    page.get_by_label("Player 1", exact=True).fill("Ann")
    page.get_by_label("Player 1", exact=True).press("Enter")
    assert focused(page.get_by_label("Player 2", exact=True))
    page.keyboard.type("Bo")
    page.keyboard.press("Enter")
    assert focused(page.get_by_label("Player 3", exact=True))
    page.get_by_label("Name of the match (optional)").fill("Friday")
    page.get_by_label("Name of the match (optional)").press("Enter")
    assert re.search(r"/matches/new$", page.url)
    assert not focused(page.get_by_label("Name of the match (optional)"))
    with live_server.app.app_context():
        assert db.session.scalar(db.select(db.func.count(Match.id))) == 0
    page.get_by_role("button", name="Start the match").click()
    page.wait_for_url(re.compile(r"/matches/\d+$"))


def test_the_house_rules_are_corrected_inside_the_match_before_hole_1(page, live_server):
    from golfkeeper.engine.house_rules import MAIN_RULES

    match_id = stored_match(live_server.app, ["Ann", "Bo", "Cy", "Di", "Ed"], MAIN_RULES)
    open_edit_link(page, live_server, match_id)
    page.get_by_role("link", name="Change house rules").click()
    # The page's scripts run before its load event: a preset picked earlier fills nothing,
    # and the form is sent as picked but not applied (seen on two CI runs).
    page.wait_for_load_state("load")
    assert "For 5 players: 2 decks suggested" in page.locator(".deck-suggestion").inner_text()
    # Picking a preset fills in the switches.
    page.locator("input[name='rules-preset'][value='skyjo-going-out']").check()
    screenshot(page, "change-house-rules")
    page.get_by_role("button", name="Save the house rules").click()
    page.get_by_text("House rules changed.").wait_for()
    with live_server.app.app_context():
        rules = db.session.get(Match, match_id).house_rules
    assert rules.going_out_penalty is GoingOutPenalty.DOUBLE
    assert page.get_by_role("link", name="Change house rules").count() == 1


def visible_switches(page) -> list[str]:
    return page.locator(".switch-row:visible").evaluate_all(
        "rows => rows.map(row => row.dataset.switch)"
    )


def test_the_house_rules_filter_finds_switches_by_their_words(page, live_server):
    page.goto(live_server.url + "/matches/new")
    box = page.get_by_label("Find a house rule")
    box.fill("king")
    box.press("Enter")  # starts nothing, leaves the box
    assert focused(box) and re.search(r"/matches/new$", page.url)
    found = visible_switches(page)
    assert "card_values" in found and "going_out_penalty" not in found
    assert "knocking" not in found  # "king" inside "knocking" is not a king
    box.fill("kings -2")  # a plural, and a hyphen for the minus
    assert "card_values" in visible_switches(page)
    box.fill("double")
    assert "going_out_penalty" in visible_switches(page)
    box.fill("joker")
    found = visible_switches(page)
    assert {"jokers", "pair_of_jokers", "jokers_per_deck"} <= set(found)
    screenshot(page, "house-rules-filter-joker")
    box.fill("zzz")
    assert visible_switches(page) == []
    assert "No house rule mentions “zzz”." in page.locator("[data-filter-result]").inner_text()
    box.fill("")
    assert "going_out_penalty" in visible_switches(page)  # a common one, shown unfolded


def test_switches_of_other_layouts_show_only_with_that_layout(page, live_server):
    page.goto(live_server.url + "/matches/new")
    page.locator("details.switches summary").click()
    assert "nine_card_lines" not in visible_switches(page)
    assert "pair_of_twos" in visible_switches(page)
    page.get_by_label("Layout", exact=True).select_option("nine-card")
    assert "nine_card_lines" in visible_switches(page)
    assert "pair_of_twos" not in visible_switches(page)


def test_going_out_and_card_values_are_set_in_a_minute_on_a_phone(page, live_server):
    page.goto(live_server.url + "/matches/new")
    roster_line = page.locator("[data-roster-decks]")
    for row, name in enumerate(["Mum", "Dad", "Ava", "Leo", "Gran"], start=1):
        page.get_by_label(f"Player {row}", exact=True).fill(name)
        if row == 4:
            assert roster_line.is_hidden()
    # Said by the names as soon as the table outgrows one deck.
    assert roster_line.inner_text() == "Two decks suggested for 5 players: see Decks below."
    # Every answer of the going-out rule reads in full: radio buttons, not a cut select.
    choice = page.get_by_label(dict(CHOICE_LABELS["going_out_penalty"])["double"])
    box = choice.locator("xpath=..").bounding_box()
    assert box and box["x"] >= 0 and box["x"] + box["width"] <= 390
    choice.check()
    # Every select left shows its longest answer whole (text width measured in its font).
    page.locator("details.switches summary").click()
    cut = page.locator(".house-rules select").evaluate_all(
        """selects => selects.filter(s => s.getClientRects().length).filter(s => {
            const style = getComputedStyle(s);
            const pen = document.createElement("canvas").getContext("2d");
            pen.font = style.fontSize + " " + style.fontFamily;
            const widest = Math.max(...[...s.options].map(o => pen.measureText(o.text).width));
            return widest + 40 > s.clientWidth;
        }).map(s => s.name)"""
    )
    assert cut == []
    # Kings −2 with the steppers; the typed form is what is sent.
    page.get_by_role("button", name="Lower K").click()
    page.get_by_role("button", name="Lower K").click()
    assert page.locator("[aria-label='K is worth']").inner_text() == "−2"
    assert page.locator("input[name='rules-card_values']").input_value() == "K:-2"
    page.get_by_label("Jokers", exact=True).select_option("-4")
    assert "2 decks suggested" in page.locator(".deck-suggestion").inner_text()
    assert fits_the_screen(page)
    screenshot(page, "new-match-house-rules-phone")
    page.get_by_role("button", name="Start the match").click()
    page.wait_for_url(re.compile(r"/matches/\d+$"))
    with live_server.app.app_context():
        rules = db.session.scalars(db.select(Match)).one().house_rules
    assert rules.going_out_penalty is GoingOutPenalty.DOUBLE
    assert rules.card_values.to_text() == "K:-2" and rules.jokers == -4


def test_the_undo_is_inside_the_hole_saved_note_on_the_first_screen(page, live_server):
    from golfkeeper.engine.house_rules import MAIN_RULES

    match_id = stored_match(live_server.app, ["Ann", "Bo", "Cy", "Di", "Ed"], MAIN_RULES)
    open_edit_link(page, live_server, match_id)
    for name, points in (("Ann", "3"), ("Bo", "4"), ("Cy", "5"), ("Di", "6"), ("Ed", "7")):
        page.get_by_label(name, exact=True).fill(points)
    page.get_by_role("button", name="Save hole 1").click()
    note = page.locator(".saved-note")
    note.wait_for()
    undo = note.get_by_role("button", name="Undo the last change")
    page.evaluate("window.scrollTo(0, 0)")
    box = undo.bounding_box()
    assert box and box["y"] + box["height"] <= 844
    screenshot(page, "hole-saved-note-with-undo")
    undo.click()
    page.get_by_text("Undone").first.wait_for()
    with live_server.app.app_context():
        assert not db.session.get(Match, match_id).scores


def test_a_five_player_sheet_keeps_its_deal_column_in_view_at_390_and_360(browser, live_server):
    from golfkeeper.engine.house_rules import MAIN_RULES

    with live_server.app.app_context():
        match = scorekeeping.start_match(["Mum", "Dad", "Ava", "Leo", "Grandma"], 0, MAIN_RULES)
        db.session.flush()
        for hole in (1, 2):
            points = {p.id: -10 - seat for seat, p in enumerate(match.players)}
            scorekeeping.record_hole(match, hole, points)
        db.session.commit()
        match_id, token = match.id, match.view_token
    for width, who in ((390, "scorekeeper"), (360, "follower")):
        context = browser.new_context(
            viewport={"width": width, "height": 844},
            device_scale_factor=2,
            is_mobile=True,
            has_touch=True,
        )
        page = context.new_page()
        try:
            if who == "scorekeeper":
                open_edit_link(page, live_server, match_id)
            else:
                page.goto(f"{live_server.url}/m/{token}")
            box = page.locator(".sheet-scroll").first
            scroll_width, client_width = box.evaluate("e => [e.scrollWidth, e.clientWidth]")
            assert scroll_width <= client_width, (who, scroll_width, client_width)
            deal = page.locator("th.deal-col").first.bounding_box()
            assert deal and deal["x"] + deal["width"] <= width, (who, deal)
            box.screenshot(path=str(ARTIFACTS / f"five-player-sheet-{width}.png"))
        finally:
            context.close()


def test_a_blank_first_row_leaves_the_first_dealer_on_the_first_named_player(page, live_server):
    page.goto(live_server.url + "/matches/new")
    page.get_by_label("Player 2", exact=True).fill("Ann")
    page.get_by_label("Player 3", exact=True).fill("Bo")
    assert page.get_by_label("Player 2 deals first").is_checked()
    screenshot(page, "new-match-blank-first-row")
    page.get_by_role("button", name="Start the match").click()
    page.wait_for_url(re.compile(r"/matches/\d+$"))
    assert "Ann</strong> deals" in page.content()


def test_after_a_save_on_a_laptop_the_next_hole_is_in_view_with_its_first_score_focused(
    browser, live_server
):
    from golfkeeper.engine.house_rules import MAIN_RULES

    context = browser.new_context(viewport={"width": 1280, "height": 720})
    page = context.new_page()
    try:
        names = ["Ann", "Bo", "Cy", "Di", "Ed"]
        match_id = stored_match(live_server.app, names, MAIN_RULES)
        open_edit_link(page, live_server, match_id)
        for name, points in zip(names, ("3", "4", "5", "6", "7"), strict=True):
            page.get_by_label(name, exact=True).fill(points)
        page.get_by_role("button", name="Save hole 1").click()
        page.get_by_text("Hole 1 saved").first.wait_for()
        page.wait_for_load_state("load")
        assert focused(page.get_by_label("Ann", exact=True))
        for field in (page.get_by_label("Ed", exact=True), page.get_by_label("Went out")):
            box = field.bounding_box()
            assert box and box["y"] >= 0 and box["y"] + box["height"] <= 720
        undo = page.get_by_role("button", name="Undo the last change")
        box = undo.bounding_box()
        assert box and box["y"] >= 0 and box["y"] + box["height"] <= 720
        screenshot(page, "laptop-after-a-save")
    finally:
        context.close()
