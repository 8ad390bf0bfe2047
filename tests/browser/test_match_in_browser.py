"""A whole nine-hole match played through the pages, in Chromium at phone size."""

from __future__ import annotations

from tests.browser.conftest import screenshot


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

    assert page.get_by_role("heading", name="Match finished").is_visible()
    assert "Bo wins with −9 points." in page.locator(".winner-line").inner_text()
    standings = page.locator(".standings li").all_inner_texts()
    assert standings[0].split()[:3] == ["1", "Bo", "−9"]
    # Nothing on the page is wider than the phone, except inside the scrolling grid.
    overflow = page.evaluate("document.documentElement.scrollWidth > window.innerWidth")
    assert not overflow
    screenshot(page, "finished-scorecard")
