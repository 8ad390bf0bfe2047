"""The calculator outside a match at 390x844 (issue 35 point 3): the house rules of the
table this phone keeps score of are offered by name, and card values are set with the
new-match form's steppers, the typed ``card_values`` still what the link carries."""

from __future__ import annotations

import re
from urllib.parse import parse_qs, urlsplit

from playwright.sync_api import expect

from tests.browser.conftest import fits_the_screen, screenshot
from tests.browser.test_accessibility import violations
from tests.browser.test_calculator_in_browser import expect_columns
from tests.browser.test_evening_in_browser import _switch

JOKER_HAND = "JK K 5 / 3 4 6"


def test_the_tables_rules_are_offered_by_name_and_score_the_joker_hand(page, live_server):
    page.goto(live_server.url + "/matches/new")
    for row, name in enumerate(["Mum", "Dad"], start=1):
        page.get_by_label(f"Player {row}", exact=True).fill(name)
    page.get_by_label("Name of the match (optional)").fill("Smith family, Friday")
    _switch(page, "jokers", "-2")
    for _ in range(2):
        page.get_by_role("button", name="Lower K").click()
    page.get_by_role("button", name="Start the match").click()
    page.wait_for_url(re.compile(r"/matches/\d+$"))

    # The home page's "Score a layout": no match, so the main rules, and the table offered.
    page.goto(live_server.url + "/")
    page.get_by_role("link", name="Score a layout").click()
    tables = page.get_by_role("navigation", name="Score under your table's rules")
    offered = tables.get_by_role("listitem").all_inner_texts()
    assert offered == ["Smith family, Friday — kings −2, jokers −2", "Main rules in use"]
    page.locator("#layout").fill(JOKER_HAND)
    page.get_by_role("button", name="Score it").click()
    expect(page.locator("#layout-error")).to_contain_text("no jokers")

    tables.get_by_role("link", name="Smith family, Friday").click()
    # Joker −2 over a 3, king −2 over a 4, a 5 over a 6.
    expect_columns(page, ["1", "2", "11"], "14")
    expect(page.locator(".calc-result")).to_contain_text("Under the rules of Smith family, Friday.")
    expect(tables.get_by_role("link", name="Smith family, Friday")).to_have_attribute(
        "aria-current", "true"
    )
    assert "match" not in parse_qs(urlsplit(page.url).query)  # a link anyone can open
    assert fits_the_screen(page)
    assert violations(page) == []
    screenshot(page, "calculator-table-rules")


def test_card_values_are_set_by_steppers_and_the_link_keeps_card_values(page, live_server):
    page.goto(live_server.url + "/calculator/?layout=" + "K 5 6 / 3 4 7")
    expect_columns(page, ["3", "9", "13"], "25")
    page.locator("#rules-a > summary").click()
    typed = page.locator("[name='card_values']")
    expect(typed).to_be_hidden()  # the steppers stand in for it
    for _ in range(2):
        page.get_by_role("button", name="Lower K").click()
        expect(page.locator("#calc-result")).not_to_have_class(re.compile("is-stale"))
    # The king (−2) over a 3: the column and the total follow, the steppers stay drawn.
    expect_columns(page, ["1", "9", "13"], "23")
    expect(page.locator("#rules-a").get_by_label("K is worth")).to_have_text("−2")
    expect(page.get_by_role("button", name="Lower K")).to_be_focused()
    assert parse_qs(urlsplit(page.url).query)["card_values"] == ["K:-2"]
    assert typed.input_value() == "K:-2"
    assert fits_the_screen(page)
    assert violations(page) == []
    screenshot(page, "calculator-card-value-steppers")

    # The same link opened again shows the steppers at −2; a raise brings the king back.
    page.reload()
    page.locator("#rules-a > summary").click()
    expect(page.locator("#rules-a").get_by_label("K is worth")).to_have_text("−2")
    page.get_by_role("button", name="Raise K").click()
    expect_columns(page, ["2", "9", "13"], "24")


def test_a_card_value_out_of_range_is_named_beside_its_typed_field(page, live_server):
    page.goto(live_server.url + "/calculator/?card_values=K:99")
    typed = page.locator("[name='card_values']")
    expect(typed).to_be_visible()  # the steppers can't show 99: the field stays, with why
    expect(typed).to_have_attribute("aria-invalid", "true")
    message = page.locator("#card_values-error")
    expect(message).to_have_text("K must be worth from -10 to 25 (got 99).")
    assert page.get_by_role("button", name="Lower K").count() == 0
    screenshot(page, "calculator-card-value-error")
