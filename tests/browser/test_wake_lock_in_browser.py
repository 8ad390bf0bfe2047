"""'Keep the screen awake' on the scorekeeper's phone, by the address a table uses: the LAN
address over plain HTTP, where the Wake Lock API is missing (it needs a secure context),
and loopback, where it is there. The button is on only when the screen is kept on, and
where nothing can keep it on, a one-line hint says what to do instead."""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.conftest import screenshot, wait_for_wake_lock_answer
from tests.browser.test_accessibility import violations
from tests.browser.test_match_in_browser import start

HINT = "This phone may dim the screen: lengthen its screen timeout in Settings."


def wake_button(page):
    return page.get_by_role("button", name="Keep the screen awake")


def test_over_plain_http_on_a_lan_a_silent_video_keeps_the_screen_on(page, lan_server):
    start(page, lan_server.url, ["Ann", "Bo"])
    assert page.evaluate("[window.isSecureContext, 'wakeLock' in navigator]") == [False, False]
    button = wake_button(page)
    expect(button).to_be_visible()
    button.click()
    on = page.get_by_role("button", name="Screen stays awake")
    expect(on).to_have_attribute("aria-pressed", "true")
    expect(page.locator("[data-wake-lock-status]")).to_have_text("")
    screenshot(page, "wake-lock-lan-on")
    on.click()
    expect(wake_button(page)).to_have_attribute("aria-pressed", "false")


def test_where_the_video_may_not_play_the_hint_says_to_lengthen_the_timeout(page, lan_server):
    # A browser that refuses to play media (a data saver, a strict autoplay setting).
    page.add_init_script(
        "HTMLMediaElement.prototype.play ="
        " () => Promise.reject(new DOMException('refused', 'NotAllowedError'));"
    )
    start(page, lan_server.url, ["Ann", "Bo"])
    wake_button(page).click()
    expect(page.locator("[data-wake-lock-status]")).to_have_text(HINT)
    expect(page.get_by_text(HINT)).to_be_visible()
    expect(wake_button(page)).to_have_attribute("aria-pressed", "false")
    assert violations(page) == []
    screenshot(page, "wake-lock-lan-hint")


def test_without_either_way_the_hint_shows_at_once(page, lan_server):
    page.route("**/vendor/nosleep/*", lambda route: route.abort())
    start(page, lan_server.url, ["Ann", "Bo"])
    expect(page.get_by_text(HINT)).to_be_visible()
    expect(page.locator("[data-wake-lock]")).to_be_hidden()


def test_on_a_secure_context_the_wake_lock_api_is_used_and_never_silently(page, live_server):
    start(page, live_server.url, ["Ann", "Bo"])
    assert page.evaluate("[window.isSecureContext, 'wakeLock' in navigator]") == [True, True]
    wake_button(page).click()
    # Headless Chromium may grant or refuse the lock: either the button says so, or the hint.
    wait_for_wake_lock_answer(page)
    if page.locator("[data-wake-lock]").get_attribute("aria-pressed") == "false":
        expect(page.locator("[data-wake-lock-status]")).to_have_text(HINT)
