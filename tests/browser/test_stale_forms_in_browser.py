"""An older page at phone size (390x844): undo tapped after another tab changed the match,
and a rename after another tab renamed that player, change nothing and say so with the
match as it is now; Back never shows an old copy of the score sheet."""

from __future__ import annotations

from tests.browser.conftest import PHONE, open_edit_link, screenshot
from tests.browser.test_match_in_browser import no_horizontal_scroll, start


def save_hole(page, hole: int, scores: dict[str, str]) -> None:
    for name, points in scores.items():
        page.get_by_label(name, exact=True).fill(points)
    page.get_by_role("button", name=f"Save hole {hole}").click()
    page.get_by_text(f"Hole {hole} saved.").wait_for()


def test_undo_in_an_older_tab_undoes_nothing_then_undoes_what_it_names(page, live_server):
    start(page, live_server.url, ["Ann", "Bo"])
    save_hole(page, 1, {"Ann": "1", "Bo": "2"})
    sheet_url = page.url
    assert "Last change: Hole 1, Ann: 1 entered" in page.locator(".undo-form").inner_text()
    other_tab = page.context.new_page()
    other_tab.goto(sheet_url)
    save_hole(other_tab, 2, {"Ann": "3", "Bo": "4"})

    page.get_by_role("button", name="Undo the last change").click()

    assert page.get_by_role("heading", name="Nothing was undone").is_visible()
    alert = page.get_by_role("alert").inner_text()
    assert "Another phone or tab changed this match while this page was open" in alert
    assert "Hole 2, Ann: 3 entered" in page.locator(".changes").inner_text()
    assert no_horizontal_scroll(page)
    screenshot(page, "undo-from-an-older-page")

    page.get_by_role("button", name="Undo this change").click()
    page.get_by_text("Undid hole 2: Ann 3 → blank, Bo 4 → blank.").wait_for()
    assert page.get_by_label("Ann", exact=True).input_value() == "3"  # the undone save
    page.goto(sheet_url)
    assert "Hole 1, Ann: 1 entered" in page.locator(".undo-form").inner_text()


def test_rename_in_an_older_tab_keeps_the_typed_name_with_the_reason(page, live_server):
    start(page, live_server.url, ["Ann", "Bo"])
    sheet_url = page.url
    page.goto(sheet_url + "/players")
    other_tab = page.context.new_page()
    other_tab.goto(sheet_url + "/players")
    other_tab.get_by_label("Name of player 2").fill("Bob")
    other_tab.get_by_label("Name of player 2").locator("xpath=ancestor::form").get_by_role(
        "button", name="Rename"
    ).click()
    other_tab.get_by_text("Bo is now called Bob.").wait_for()

    field = page.get_by_label("Name of player 2")
    field.fill("Bobby")
    field.locator("xpath=ancestor::form").get_by_role("button", name="Rename").click()

    assert page.get_by_label("Name of player 2").input_value() == "Bobby"
    error = page.locator(".rename-field .error").inner_text()
    assert "so the name was not changed" in error
    assert no_horizontal_scroll(page)
    screenshot(page, "rename-from-an-older-page")
    page.get_by_label("Name of player 2").locator("xpath=ancestor::form").get_by_role(
        "button", name="Rename"
    ).click()
    page.get_by_text("Bob is now called Bobby.").wait_for()


def test_back_to_the_score_sheet_shows_what_another_phone_saved_meanwhile(page, live_server):
    start(page, live_server.url, ["Ann", "Bo"])
    save_hole(page, 1, {"Ann": "1", "Bo": "2"})
    second = page.context.browser.new_context(viewport=PHONE).new_page()
    open_edit_link(second, live_server, 1)  # shows "this device can now keep score"
    second.reload()  # the sheet as that phone is left lying on the table: its cookie
    second.reload()  # no longer changes, so the browser could answer Back from its copy
    second.get_by_role("link", name="Rules").first.click()
    second.wait_for_load_state()
    save_hole(page, 2, {"Ann": "3", "Bo": "4"})

    second.go_back()

    assert second.get_by_role("heading", name="Hole 3 of 9").is_visible()  # not hole 2
    assert "Hole 2, Ann: 3 entered" in second.locator(".undo-form").inner_text()
    second.context.close()
