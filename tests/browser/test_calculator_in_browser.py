"""The calculator on a phone: a layout tapped in with the rank buttons, scored as it grows,
and its total sent back to a match's hole form."""

from __future__ import annotations

import re
from urllib.parse import parse_qs, urlsplit

from playwright.sync_api import expect

from golfkeeper import scorekeeping
from golfkeeper.engine.house_rules import MAIN_RULES
from golfkeeper.extensions import db
from tests.browser.conftest import fits_the_screen, open_edit_link, screenshot

SUITS = {"S": "♠ spades", "H": "♥ hearts", "D": "♦ diamonds", "C": "♣ clubs"}


def tap_card(page, key: str, card: str) -> None:
    """Tap a card into the place ``key`` ("2-3"): its suit, then its rank."""
    picker = page.locator(f"#picker-{key}")
    if not picker.is_visible():
        page.locator(f"#slot-{key}").tap()
    expect(picker).to_be_visible()
    rank, suit = (card[:-1], card[-1]) if card[-1] in SUITS else (card, "")
    if suit:
        picker.get_by_role("radio", name=SUITS[suit]).tap()
    picker.get_by_role("radio", name=rank, exact=True).tap()


def tap_layout(page, layout: str) -> None:
    for row, cards in enumerate(layout.split("/"), start=1):
        for column, card in enumerate(cards.split(), start=1):
            tap_card(page, f"{row}-{column}", card)


def expect_columns(page, points: list[str], total: str) -> None:
    columns = page.locator("#calc-columns .column-point")
    expect(columns).to_have_text([f"Column {i}: {p}" for i, p in enumerate(points, start=1)])
    expect(page.locator("#calc-columns .total")).to_have_text(total)
    expect(page.locator("#calc-columns")).not_to_have_class(re.compile("is-stale"))


def open_sheet_of_ann_and_bo(page, live_server, holes_recorded: int = 0) -> int:
    """Ann and Bo's match with its first ``holes_recorded`` holes saved (Ann 1, Bo 2 each),
    open on this phone's score sheet; returns the match's id."""
    with live_server.app.app_context():
        match = scorekeeping.start_match(["Ann", "Bo"], 0, MAIN_RULES)
        db.session.flush()
        ann, bo = match.players
        for hole in range(1, holes_recorded + 1):
            scorekeeping.record_hole(match, hole, {ann.id: 1, bo.id: 2})
        db.session.commit()
        match_id = match.id
    open_edit_link(page, live_server, match_id)
    page.goto(f"{live_server.url}/matches/{match_id}")
    return match_id


def test_tapped_layout_is_scored_and_one_changed_card_updates_column_and_total(page, live_server):
    page.goto(live_server.url + "/calculator/")
    tap_layout(page, "5H KC 2S / 5D QH AC")

    expect_columns(page, ["0", "10", "−1"], "9")
    result = page.locator(".calc-result")
    expect(result.get_by_role("heading")).to_have_text("Total: 9 points")
    expect(result).to_contain_text("5 over 5: same rank, pair, 0")
    expect(result).to_contain_text("K over Q: different ranks, 0 + 10 = 10")
    expect(page.locator("#layout")).to_have_value("5H KC 2S / 5D QH AC")

    # The queen under the king becomes a king: column 2 pairs, and nothing old stays.
    tap_card(page, "2-2", "K")
    expect_columns(page, ["0", "0", "−1"], "−1")
    expect(result.get_by_role("heading")).to_have_text("Total: −1 point")
    expect(result).to_contain_text("K over K: same rank, pair, 0")
    expect(result).not_to_contain_text("K over Q")
    expect(page.locator("#slot-2-2 .card")).to_have_attribute("aria-label", "K♥")
    # The address bar holds a link that reproduces the result.
    query = parse_qs(urlsplit(page.url).query)
    assert query == {"layout": ["5H KC 2S / 5D KH AC"]}
    assert fits_the_screen(page)
    screenshot(page, "calculator-light")
    page.emulate_media(color_scheme="dark")
    screenshot(page, "calculator-dark")


def test_a_card_the_deck_cannot_supply_is_named_and_every_pick_stays(page, live_server):
    page.goto(live_server.url + "/calculator/")
    tap_layout(page, "K K K / K K 5")
    expect(page.locator("#layout-error")).to_have_text(
        "A fifth K (bottom row, column 2): one deck has only 4 kings."
    )
    expect(page.locator("#face-2-2")).to_have_class(re.compile("has-error"))
    expect(page.locator("#calc-columns .column-point")).to_have_count(0)
    expect(page.locator("#picker-2-3").get_by_role("radio", name="5", exact=True)).to_be_checked()
    tap_card(page, "2-2", "9")
    expect_columns(page, ["0", "9", "5"], "14")
    expect(page.locator("#layout-error")).to_have_count(0)


def test_score_from_the_calculator_goes_into_the_hole_form(page, live_server):
    open_sheet_of_ann_and_bo(page, live_server)
    page.get_by_label("Ann", exact=True).fill("4")
    page.get_by_role("button", name="Score this layout for Bo").tap()

    expect(page.get_by_text("For Bo, hole 1.")).to_be_visible()
    tap_layout(page, "5 K 2 / 5 Q A")
    expect_columns(page, ["0", "10", "−1"], "9")
    page.get_by_role("link", name="Use this score").tap()

    expect(page.get_by_label("Bo", exact=True)).to_have_value("9")
    expect(page.get_by_label("Ann", exact=True)).to_have_value("4")  # nothing typed is lost
    screenshot(page, "calculator-score-in-hole-form")


def test_without_javascript_the_rank_buttons_and_score_button_still_work(browser, live_server):
    context = browser.new_context(
        viewport={"width": 390, "height": 844},
        is_mobile=True,
        has_touch=True,
        java_script_enabled=False,
    )
    page = context.new_page()
    try:
        page.goto(live_server.url + "/calculator/?preset=four-card")
        tap_layout(page, "JH 2 / QS K")  # each place tapped, then its rank: no script moves on
        page.get_by_role("button", name="Score it").tap()
        expect(page.locator(".calc-result").get_by_role("heading")).to_have_text("Total: 22 points")
        expect(page.locator(".calc-result")).to_contain_text(
            "J over Q: different ranks, 10 + 10 = 20"
        )
        expect(page.locator("#layout")).to_have_value("JH 2 / QS K")
        screenshot(page, "calculator-no-script")
    finally:
        context.close()


def test_a_suit_tapped_right_after_the_rank_belongs_to_that_card(page, live_server):
    """People tap a card as they read it, rank then suit: the picker has already moved on
    to the next place, but the suit still goes to the card just picked."""
    page.goto(live_server.url + "/calculator/")
    for card in ["5H", "KC", "2S", "5D", "QH", "AC"]:
        page.locator(".picker.current").get_by_role("radio", name=card[:-1], exact=True).tap()
        page.locator(".picker.current").get_by_role("radio", name=SUITS[card[-1]]).tap()
    expect(page.locator("#layout")).to_have_value("5H KC 2S / 5D QH AC")
    expect_columns(page, ["0", "10", "−1"], "9")


def test_a_score_for_a_hole_no_longer_up_waits_for_that_hole(page, live_server):
    match_id = open_sheet_of_ann_and_bo(page, live_server, holes_recorded=2)
    page.get_by_label("Ann", exact=True).fill("-2")
    page.get_by_role("button", name="Score this layout for Bo").tap()
    tap_layout(page, "5 K 2 / 5 Q A")
    expect_columns(page, ["0", "10", "−1"], "9")
    with live_server.app.app_context():  # meanwhile another phone takes hole 2 back
        scorekeeping.undo_last_change(scorekeeping.get_match(match_id))
        db.session.commit()
    page.get_by_role("link", name="Use this score").tap()

    expect(page.get_by_role("heading", name="Hole 2")).to_be_visible()
    expect(page.locator(".flash")).to_have_text(
        "Hole 2 comes first: record it before hole 3. The calculator's score for Bo is kept "
        "for hole 3: it is filled in when that hole is up."
    )
    assert fits_the_screen(page)
    screenshot(page, "calculator-score-for-a-later-hole")
    page.get_by_label("Ann", exact=True).fill("3")
    page.get_by_label("Bo", exact=True).fill("4")
    page.get_by_role("button", name="Save hole 2").tap()

    expect(page.locator(".saved-note p").first).to_have_text(  # the note, then its undo
        "Hole 2 saved. Hole 3 has the calculator's score for Bo filled in: check it."
    )
    expect(page.get_by_label("Ann", exact=True)).to_have_value("-2")
    expect(page.get_by_label("Bo", exact=True)).to_have_value("9")
    screenshot(page, "calculator-score-waiting-in-hole-3")
