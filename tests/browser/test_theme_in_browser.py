"""The theme switch in Chromium: dark by choice or by the device, light by choice; with
JavaScript it switches in place and keeps what was typed; leaving typed input asks first."""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.conftest import PHONE, screenshot
from tests.browser.test_match_in_browser import no_horizontal_scroll, start


def background(page) -> str:
    return page.evaluate("getComputedStyle(document.body).backgroundColor")


NEXT = {"device": "dark", "dark": "light", "light": "device"}


def switch(page, name: str) -> None:
    """Press the theme switch and wait until the page shows the next theme (in place)."""
    page.get_by_role("button", name=name).click()
    expect(page.get_by_role("button", name=f"Theme: {NEXT[name.split(': ')[1]]}")).to_be_visible()


LIGHT, DARK = "rgb(247, 247, 242)", "rgb(18, 20, 19)"


def test_the_switch_turns_dark_mode_on_and_off_and_is_remembered(page, live_server):
    start(page, live_server.url, ["Ann", "Bo"])
    page.get_by_role("heading", name="Hole 1 of 9").wait_for()
    scorecard = page.url
    page.emulate_media(color_scheme="light")
    assert background(page) == LIGHT
    switch(page, "Theme: device")  # device -> dark
    assert page.url == scorecard
    assert page.locator("html").get_attribute("data-theme") == "dark"
    assert background(page) == DARK
    assert no_horizontal_scroll(page)
    screenshot(page, "theme-dark-scorecard")
    page.goto(live_server.url + "/rules/")
    assert background(page) == DARK  # the cookie keeps the choice on every page
    page.set_viewport_size({"width": 360, "height": 800})
    assert no_horizontal_scroll(page)
    screenshot(page, "theme-dark-rules-360")
    # Light by choice wins over a dark device.
    page.emulate_media(color_scheme="dark")
    switch(page, "Theme: dark")  # dark -> light
    assert page.locator("html").get_attribute("data-theme") == "light"
    assert background(page) == LIGHT
    switch(page, "Theme: light")  # light -> device
    assert background(page) == DARK


def test_the_switch_works_from_the_keyboard(page, live_server):
    page.goto(live_server.url + "/")
    page.get_by_role("button", name="Theme: device").focus()
    page.keyboard.press("Enter")
    expect(page.locator("html")).to_have_attribute("data-theme", "dark")
    assert page.url == live_server.url + "/"
    page.keyboard.press("Enter")  # the focus stays on the switch: again, to light
    expect(page.locator("html")).to_have_attribute("data-theme", "light")
    page.reload()
    expect(page.locator("html")).to_have_attribute("data-theme", "light")


def test_switching_theme_keeps_every_typed_field(page, live_server):
    start(page, live_server.url, ["Ann", "Bo"])
    page.get_by_role("heading", name="Hole 1 of 9").wait_for()
    page.get_by_label("Ann", exact=True).fill("-3")
    page.get_by_label("Bo", exact=True).fill("12")
    page.wait_for_load_state("load")  # the score sheet's own load is over
    loads = []
    page.on("load", lambda _: loads.append(page.url))
    switch(page, "Theme: device")
    expect(page.locator("html")).to_have_attribute("data-theme", "dark")
    expect(page.get_by_label("Ann", exact=True)).to_have_value("-3")
    expect(page.get_by_label("Bo", exact=True)).to_have_value("12")
    assert not loads  # no page load
    assert background(page) == DARK
    screenshot(page, "theme-switched-in-place-scores-kept")
    # The names typed on New match stay too.
    page.goto(live_server.url + "/matches/new")
    page.get_by_label("Player 1", exact=True).fill("Dee")
    switch(page, "Theme: dark")
    expect(page.locator("html")).to_have_attribute("data-theme", "light")
    expect(page.get_by_label("Player 1", exact=True)).to_have_value("Dee")
    # And a layout typed in the calculator.
    page.goto(live_server.url + "/calculator/")
    layout = page.locator("input[name=layout], textarea[name=layout]").first
    layout.fill("K Q 5")
    switch(page, "Theme: light")
    expect(layout).to_have_value("K Q 5")


def test_without_javascript_the_switch_sends_the_page_back(browser, live_server):
    context = browser.new_context(viewport=PHONE, java_script_enabled=False)
    page = context.new_page()
    try:
        page.goto(live_server.url + "/rules/?preset=main")
        with page.expect_navigation():
            page.get_by_role("button", name="Theme: device").click()
        assert page.url == live_server.url + "/rules/?preset=main"
        assert page.locator("html").get_attribute("data-theme") == "dark"
    finally:
        context.close()


def leave(page, url: str) -> list[str]:
    """Go to url by following a link, as a tap would; the questions the page asked."""
    asked: list[str] = []

    def answer(dialog):
        asked.append(dialog.type)
        dialog.accept()

    page.on("dialog", answer)
    page.evaluate("url => { window.location.href = url; }", url)
    page.wait_for_url(url)
    page.remove_listener("dialog", answer)
    return asked


def test_leaving_typed_scores_does_not_ask_they_are_kept(page, live_server):
    start(page, live_server.url, ["Ann", "Bo"])
    page.get_by_role("heading", name="Hole 1 of 9").wait_for()
    sheet = page.url
    assert leave(page, live_server.url + "/rules/") == []  # nothing typed: no question
    page.goto(sheet)
    page.get_by_label("Ann", exact=True).fill("4")
    # The typed score is kept on the phone: leaving by a link asks nothing.
    assert leave(page, live_server.url + "/rules/") == []
    page.goto(sheet)
    expect(page.get_by_label("Ann", exact=True)).to_have_value("4")
    # Saving the hole is leaving on purpose: no question.
    page.get_by_label("Bo", exact=True).fill("7")
    asked = []
    page.on("dialog", lambda d: (asked.append(d.type), d.accept()))
    page.get_by_role("button", name="Save hole 1").click()
    page.get_by_text("Hole 1 saved.").wait_for()
    assert asked == []


def test_leaving_a_typed_name_on_new_match_or_players_asks_first(page, live_server):
    page.goto(live_server.url + "/matches/new")
    page.get_by_label("Player 1", exact=True).fill("Ann")
    assert leave(page, live_server.url + "/") == ["beforeunload"]
    start(page, live_server.url, ["Ann", "Bo"])
    page.get_by_role("heading", name="Hole 1 of 9").wait_for()
    players = page.url.rstrip("/") + "/players"
    page.goto(players)
    assert leave(page, live_server.url + "/") == []
    page.goto(players)
    page.get_by_label("Name of player 1", exact=True).fill("Annie")
    assert leave(page, live_server.url + "/") == ["beforeunload"]


def test_statistics_and_the_403_page_on_a_phone(browser, page, live_server):
    start(page, live_server.url, ["Ann", "Bartholomew-Maximilian", "Cy"])
    for name, value in (("Ann", "4"), ("Bartholomew-Maximilian", "-2"), ("Cy", "7")):
        page.get_by_label(name, exact=True).fill(value)
    page.get_by_role("button", name="Save hole 1").click()
    page.get_by_text("Hole 1 saved.").wait_for()
    view_url = page.locator("#view-link").input_value()
    match_id = page.url.rstrip("/").rsplit("/", 1)[1]
    page.goto(live_server.url + "/stats/")
    for width in (390, 360):
        page.set_viewport_size({"width": width, "height": 800})
        assert no_horizontal_scroll(page)
        for scheme in ("light", "dark"):
            page.emulate_media(color_scheme=scheme)
            screenshot(page, f"stats-{width}-{scheme}")
    viewer = browser.new_context(viewport={"width": 360, "height": 800}).new_page()
    try:
        viewer.goto(view_url)
        viewer.goto(f"{live_server.url}/matches/{match_id}/players")
        assert viewer.get_by_role("heading", name="Only the scorekeeper").is_visible()
        assert no_horizontal_scroll(viewer)
        screenshot(viewer, "403-edit-right-360")
    finally:
        viewer.context.close()
