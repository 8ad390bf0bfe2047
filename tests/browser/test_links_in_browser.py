"""A leaked link in Chromium: the scorekeeper replaces it, and the phone holding it loses
the edit right at once, is told so on the old link, and a follower's live view stops."""

from __future__ import annotations

import shutil
from pathlib import Path

from playwright.sync_api import expect

from tests.browser.conftest import PHONE, screenshot
from tests.browser.test_accessibility import violations
from tests.browser.test_live_in_browser import record_hole
from tests.browser.test_match_in_browser import no_horizontal_scroll, start

# Kept for a person to look at, next to the suite's own test-artifacts/.
SHOTS = Path("/tmp/shots-links")


def keep(page, name: str) -> None:
    """A full-page screenshot in test-artifacts/, copied to ``SHOTS``."""
    path = screenshot(page, name)
    SHOTS.mkdir(exist_ok=True)
    shutil.copy(path, SHOTS / path.name)


def assert_accessible(page) -> None:
    for scheme in ("light", "dark"):
        page.emulate_media(color_scheme=scheme)
        assert violations(page) == [], scheme
    page.emulate_media(color_scheme="light")


def test_replacing_a_leaked_edit_link_and_view_link(browser, page, live_server):
    start(page, live_server.url, ["Ann", "Bo", "Cy"])
    record_hole(page, {"Ann": "4", "Bo": "-2", "Cy": "7"})
    edit_url = page.locator("#edit-link").input_value()
    view_url = page.locator("#view-link").input_value()

    contexts = [
        browser.new_context(viewport=PHONE, device_scale_factor=2, is_mobile=True, has_touch=True)
        for _ in range(2)
    ]
    leaker, follower = (context.new_page() for context in contexts)
    try:
        leaker.goto(edit_url)
        expect(leaker.get_by_text("This device can now keep score")).to_be_visible()
        follower.goto(view_url)
        expect(follower.get_by_role("heading", name="Hole 2 of 9")).to_be_visible()

        page.get_by_role("link", name="Links and devices").click()
        expect(page.get_by_role("heading", name="Links and devices", level=1)).to_be_visible()
        devices = page.locator(".device-list li")
        expect(devices).to_have_count(2)
        expect(devices.nth(0)).to_contain_text("this device")
        expect(devices.nth(1)).to_contain_text("Opened the edit link")
        assert no_horizontal_scroll(page)
        keep(page, "links-page")
        assert_accessible(page)
        page.emulate_media(color_scheme="dark")
        keep(page, "links-page-dark")
        page.emulate_media(color_scheme="light")

        page.get_by_label("Name of the device you are using").fill("Ann’s phone")
        page.get_by_role("button", name="Save the name").click()
        expect(devices.nth(0)).to_contain_text("Ann’s phone (Chrome on Linux) this device")
        page.get_by_role("button", name="Replace the edit link").click()
        expect(page.get_by_text("only this device can keep score now")).to_be_visible()
        expect(devices).to_have_count(1)
        keep(page, "links-page-after-new-edit-link")

        # The leaked phone's open score sheet no longer saves; its old link says why.
        leaker.get_by_label("Ann", exact=True).fill("1")
        leaker.get_by_label("Bo", exact=True).fill("2")
        leaker.get_by_label("Cy", exact=True).fill("3")
        leaker.get_by_role("button", name="Save hole").click()
        expect(
            leaker.get_by_role("heading", name="Only the scorekeeper can change this match")
        ).to_be_visible()
        expect(leaker.get_by_text("took the match back")).to_be_visible()
        typed = leaker.locator(".typed-scores li")
        expect(typed).to_have_text(["Ann: 1", "Bo: 2", "Cy: 3"])
        kept = "Object.keys(localStorage).filter(k => k.startsWith('golfkeeper-kept:')).length"
        assert leaker.evaluate(kept) == 1  # still on the phone, for when it may keep score
        keep(leaker, "save-refused-after-take-back")
        response = leaker.goto(edit_url)
        assert response.status == 410
        expect(leaker.get_by_role("heading", name="This link was replaced")).to_be_visible()
        expect(leaker.get_by_text("Ask them for the new link or QR code.")).to_be_visible()
        assert "Ann" not in leaker.content()
        keep(leaker, "old-edit-link")
        assert_accessible(leaker)

        # A new view link: the follower's live view stops asking and says why.
        page.get_by_role("button", name="Replace the view link").click()
        expect(page.get_by_text("The view link was replaced")).to_be_visible()
        expect(follower.locator("[data-live-status]")).to_have_text(
            "This link was replaced by the scorekeeper. Ask them for the new link or QR code.",
            timeout=5_000,
        )
        expect(follower.locator(".pass-on")).to_be_hidden()  # its QR code is the old link
        keep(follower, "live-view-after-new-view-link")

        # This phone still keeps score, and its sheet shows the new links.
        page.goto(f"{live_server.url}/matches/{page.url.split('/')[-2]}")
        assert page.locator("#edit-link").input_value() != edit_url
        assert page.locator("#view-link").input_value() != view_url
        SHOTS.mkdir(exist_ok=True)
        page.locator(".share").screenshot(path=str(SHOTS / "share-section.png"))
        record_hole(page, {"Ann": "0", "Bo": "3", "Cy": "-1"})
    finally:
        for context in contexts:
            context.close()


def test_a_phone_whose_links_were_both_replaced_still_sees_what_it_typed(
    browser, page, live_server
):
    """The starter replaces the view link and then the edit link while a phone is typing a
    hole: its save is refused with the page that names nothing of the match, and shows
    the scores it typed; the phone keeps them too."""
    start(page, live_server.url, ["Ann", "Bo"])
    record_hole(page, {"Ann": "4", "Bo": "-2"})
    edit_url = page.locator("#edit-link").input_value()
    context = browser.new_context(
        viewport=PHONE, device_scale_factor=2, is_mobile=True, has_touch=True
    )
    phone = context.new_page()
    try:
        phone.goto(edit_url)
        expect(phone.get_by_text("This device can now keep score")).to_be_visible()
        phone.get_by_label("Ann", exact=True).fill("7")
        phone.get_by_label("Bo", exact=True).fill("-1")

        page.get_by_role("link", name="Links and devices").click()
        page.get_by_role("button", name="Replace the view link").click()
        expect(page.get_by_text("The view link was replaced")).to_be_visible()
        page.get_by_role("button", name="Replace the edit link").click()
        expect(page.get_by_text("only this device can keep score now")).to_be_visible()

        phone.get_by_role("button", name="Save hole").click()
        expect(phone.get_by_text("What you typed (not saved)")).to_be_visible()
        expect(phone.get_by_text("Nothing was saved.")).to_be_visible()
        expect(phone.locator(".typed-scores li")).to_have_text(
            ["First score on the form: 7", "Second score on the form: -1"]
        )
        assert "Ann" not in phone.content() and "Bo:" not in phone.content()
        kept = "Object.keys(localStorage).filter(k => k.startsWith('golfkeeper-kept:')).length"
        assert phone.evaluate(kept) == 1
        assert no_horizontal_scroll(phone)
        keep(phone, "save-refused-after-both-links-replaced")
    finally:
        context.close()


def test_a_link_tapped_on_another_site_asks_before_adding_the_match(browser, page, live_server):
    """Another site's page (here http://localhost:<port>, another site than 127.0.0.1)
    links to an edit link: Chromium marks the navigation cross-site, and the match is added
    only once the visitor says so. Typed in, the same link adds it at once."""
    from golfkeeper import scorekeeping
    from golfkeeper.engine.house_rules import MAIN_RULES
    from golfkeeper.extensions import db

    with live_server.app.app_context():
        planted = scorekeeping.start_match(["Mallory", "Trent"], 0, MAIN_RULES, name="Planted")
        typed = scorekeeping.start_match(["Ann", "Bo"], 0, MAIN_RULES, name="Typed in")
        db.session.commit()
        planted_url = f"{live_server.url}/m/edit/{planted.edit_token}"
        typed_url = f"{live_server.url}/m/edit/{typed.edit_token}"
    other_site = live_server.url.replace("127.0.0.1", "localhost") + "/a-page-elsewhere"
    page.route(
        other_site,
        lambda route: route.fulfill(
            content_type="text/html",
            body=f'<!doctype html><a id="prize" href="{planted_url}">You won!</a>',
        ),
    )
    page.goto(other_site)
    page.click("#prize")
    page.wait_for_url(planted_url)
    expect(page.get_by_role("heading", level=1)).to_have_text("Add this match?")
    no_horizontal_scroll(page)
    keep(page, "links-cross-site-asks")
    assert_accessible(page)
    page.goto(live_server.url + "/matches/")
    assert "Planted" not in page.inner_text("main")

    page.goto(other_site)
    page.click("#prize")
    page.get_by_role("button", name="Add Planted").click()
    page.wait_for_url(f"{live_server.url}/matches/{planted.id}")
    expect(page.get_by_text("This device can now keep score for Planted.")).to_be_visible()

    page.goto(typed_url)  # typed or pasted: Sec-Fetch-Site: none
    page.wait_for_url(f"{live_server.url}/matches/{typed.id}")
    page.goto(live_server.url + "/matches/")
    assert "Typed in" in page.inner_text("main") and "Planted" in page.inner_text("main")
