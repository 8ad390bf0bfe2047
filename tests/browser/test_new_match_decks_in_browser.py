"""The new-match form keeps a preset's own deck count (Chromium, 390x844): the player
count only suggests decks in the line under the box, with JavaScript on and off."""

from __future__ import annotations

import pytest

from tests.browser.conftest import ARTIFACTS, PHONE, screenshot

SUGGEST_MORE = "For 6 players: 2 decks suggested; these rules use 1."


def fill_names(page, names):
    for row, name in enumerate(names, start=1):
        page.get_by_label(f"Player {row}", exact=True).fill(name)


def decks(page) -> str:
    return page.locator("select[name='rules-decks']").input_value()


def start_and_read_rules(page) -> str:
    page.get_by_role("button", name="Start the match").click()
    return page.locator(".rules-summary").inner_text()


@pytest.mark.parametrize("names_first", [True, False], ids=["names-first", "preset-first"])
def test_nine_card_golf_keeps_its_two_decks_for_two_players(page, live_server, names_first):
    page.goto(live_server.url + "/matches/new")
    if names_first:
        fill_names(page, ["Ann", "Bo"])
    page.locator("input[name='rules-preset'][value='nine-card']").check()
    if not names_first:
        fill_names(page, ["Ann", "Bo"])
    assert decks(page) == "2"
    assert page.locator(".deck-suggestion").inner_text() == "For 2 players: 1 deck."
    hint = page.locator(".deck-table").inner_text()
    assert "Everyone takes nine cards" in hint and "six cards" not in hint
    assert "(nine-card golf)" in start_and_read_rules(page)


def test_jokers_pagat_keeps_one_deck_for_six_players_and_says_two_are_suggested(page, live_server):
    page.goto(live_server.url + "/matches/new")
    fill_names(page, ["Ann", "Bo", "Cy", "Di", "Ed", "Flo"])
    page.locator("input[name='rules-preset'][value='jokers-pagat']").check()
    assert decks(page) == "1"
    assert SUGGEST_MORE in page.locator(".deck-suggestion").inner_text()
    screenshot(page, "new-match-decks-suggested")
    rules = start_and_read_rules(page)
    assert "Jokers −2, a 2 worth +2 (Pagat)" in rules and "Own house rules" not in rules


def test_without_javascript_a_preset_keeps_its_decks_and_the_form_says_what_is_suggested(
    browser, live_server
):
    context = browser.new_context(viewport=PHONE, java_script_enabled=False)
    page = context.new_page()
    try:
        page.goto(live_server.url + "/matches/new")
        fill_names(page, ["Ann", "Bo", "Cy", "Di", "Ed", "Flo"])
        page.locator("input[name='rules-preset'][value='jokers-pagat']").check()
        page.get_by_role("button", name="Fill in the switches from this preset").click()
        assert decks(page) == "1"
        assert SUGGEST_MORE in page.locator(".deck-suggestion").inner_text()
        page.locator("input[name='rules-preset'][value='nine-card']").check()
        page.get_by_role("button", name="Fill in the switches from this preset").click()
        assert decks(page) == "2"
        assert "Everyone takes nine cards" in page.locator(".deck-table").inner_text()
        page.locator("fieldset.house-rules").screenshot(
            path=str(ARTIFACTS / "new-match-decks-no-js.png")
        )
        assert "(nine-card golf)" in start_and_read_rules(page)
    finally:
        context.close()
