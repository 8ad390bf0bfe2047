"""Undo at phone size (390x844): it says what it took back and opens the hole's form
filled in with what the undone save had, so only the mistake needs correcting."""

from __future__ import annotations

import re

from tests.browser.conftest import screenshot
from tests.browser.test_match_in_browser import no_horizontal_scroll, start


def test_undo_names_what_it_took_back_and_opens_the_hole_filled_in(page, live_server):
    start(page, live_server.url, ["Ann", "Bo"])
    for name, points in (("Ann", "7"), ("Bo", "-2")):
        page.get_by_label(name, exact=True).fill(points)
    page.get_by_label(re.compile(r"^Went out")).select_option(label="Bo")
    page.get_by_role("button", name="Save hole 1").click()
    page.get_by_text("Hole 1 saved.").wait_for()

    page.get_by_role("button", name="Undo the last change").first.click()

    page.wait_for_url(re.compile(r"/holes/1$"))
    note = page.locator(".flash").first.inner_text()
    assert "Undid hole 1: Ann 7 → blank, Bo −2 → blank, went out: Bo" in note
    assert "not saved" in note
    assert page.get_by_label("Ann", exact=True).input_value() == "7"
    assert page.get_by_label("Bo", exact=True).input_value() == "-2"
    went_out = page.get_by_label(re.compile(r"^Went out"))
    assert went_out.locator("option:checked").inner_text().strip() == "Bo"
    assert no_horizontal_scroll(page)
    screenshot(page, "hole-form-after-undo")

    went_out.select_option(label="Ann")  # the mistake, corrected
    page.get_by_role("button", name="Save hole 1").click()
    page.get_by_text("Hole 1 saved.").wait_for()
    assert re.search(r"Hole 1, went out: .*Ann", page.locator(".undo-form").inner_text())
