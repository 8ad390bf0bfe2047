"""Scores typed or kept for a hole, at phone size (390x844): a player who leaves on another
tab keeps what was typed for the others, and the calculator says when a match is finished."""

from __future__ import annotations

from tests.browser.conftest import screenshot
from tests.browser.test_match_in_browser import no_horizontal_scroll, start
from tests.browser.test_stale_forms_in_browser import save_hole


def test_a_player_leaving_on_another_tab_keeps_the_scores_typed_for_the_others(page, live_server):
    start(page, live_server.url, ["Ann", "Bo", "Cara"], dealer_row=2)
    for hole in range(1, 5):
        save_hole(page, hole, {"Ann": "1", "Bo": "2", "Cara": "3"})
    sheet_url = page.url
    for name, points in {"Ann": "3", "Bo": "4", "Cara": "5"}.items():
        page.get_by_label(name, exact=True).fill(points)
    other_tab = page.context.new_page()
    other_tab.goto(sheet_url + "/players")
    other_tab.get_by_role("link", name="Cara leaves…").click()
    other_tab.get_by_role("button", name="Cara leaves").click()

    page.get_by_role("button", name="Save hole 5").click()

    alert = page.locator(".hole-form [role=alert]").inner_text()
    assert "Cara is no longer dealt in on hole 5, so nothing was saved" in alert
    assert "Ann deals hole 5 now, not Cara" in alert
    assert page.get_by_label("Ann", exact=True).input_value() == "3"
    assert page.get_by_label("Bo", exact=True).input_value() == "4"
    assert page.get_by_label("Cara", exact=True).count() == 0
    assert no_horizontal_scroll(page)
    screenshot(page, "hole-roster-changed")
    save_hole(page, 5, {})


def test_the_calculator_for_a_finished_match_points_to_reopening(page, live_server):
    start(page, live_server.url, ["Ann", "Bo"])
    page.get_by_role("link", name="Players").wait_for()
    match_url = page.url
    for hole in range(1, 10):
        save_hole_or_finish(page, hole)
    page.get_by_role("button", name="Finish match").click()
    page.get_by_role("heading", name="Match finished").wait_for()
    match_id = match_url.rstrip("/").rsplit("/", 1)[1]
    page.goto(
        f"{live_server.url}/calculator/?match={match_id}&hole=2&player=2&layout=5+K+2+/+5+Q+A"
    )
    note = page.locator(".finished-note")
    assert "is finished" in note.inner_text()
    assert page.get_by_role("link", name="Use this score").count() == 0
    assert page.locator("[data-total]").first.inner_text() == "9"
    assert no_horizontal_scroll(page)
    screenshot(page, "calculator-finished-match")
    note.get_by_role("link").click()
    page.get_by_role("button", name="Reopen for corrections").wait_for()


def save_hole_or_finish(page, hole: int) -> None:
    page.get_by_label("Ann", exact=True).fill("1")
    page.get_by_label("Bo", exact=True).fill("2")
    page.get_by_role("button", name=f"Save hole {hole}").click()
    page.get_by_text(f"Hole {hole} saved.").wait_for()
