"""The theme switch in Chromium: dark by choice or by the device, light by choice."""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.conftest import screenshot
from tests.browser.test_match_in_browser import no_horizontal_scroll, start


def background(page) -> str:
    return page.evaluate("getComputedStyle(document.body).backgroundColor")


def switch(page, name: str) -> None:
    """Press the theme switch and wait for the page it sends back to."""
    with page.expect_navigation():
        page.get_by_role("button", name=name).click()


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
    with page.expect_navigation():
        page.keyboard.press("Enter")
    expect(page.locator("html")).to_have_attribute("data-theme", "dark")
    assert page.url == live_server.url + "/"


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
