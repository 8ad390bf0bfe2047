"""On a phone (390x844): a follower of a finished match sees Play again's new match offered
without reloading, and follows it by its view link; History and Links and devices show
each time in the phone's own zone and language, whatever the server's."""

from __future__ import annotations

import re
from datetime import UTC, datetime
from zoneinfo import ZoneInfo

from playwright.sync_api import expect

from golfkeeper.extensions import db
from golfkeeper.models import Match
from tests.browser.conftest import PHONE, open_edit_link, screenshot
from tests.browser.test_live_in_browser import record_hole
from tests.browser.test_match_in_browser import finished_match, start

# Half an hour off every whole-hour zone a server may run in: a time shown in the server's
# zone can't pass for the phone's.
PHONE_ZONE = "Asia/Kolkata"


def test_a_follower_is_offered_the_next_match_without_reloading(browser, page, live_server):
    match_id = finished_match(live_server.app, ["Ann", "Bo", "Cy"], 5)
    open_edit_link(page, live_server, match_id)
    page.goto(f"{live_server.url}/matches/{match_id}")
    with live_server.app.app_context():
        view_token = db.session.get(Match, match_id).view_token
    context = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True)
    try:
        follower, tv = context.new_page(), context.new_page()
        follower.goto(f"{live_server.url}/m/{view_token}")
        tv.goto(f"{live_server.url}/m/{view_token}/table")
        expect(follower.get_by_text("This match is finished")).to_be_visible()
        expect(follower.get_by_text("The table started a new match")).to_have_count(0)
        for phone in (follower, tv):
            phone.evaluate("window.stillThisPage = true")

        page.get_by_role("button", name="Play again").click()
        page.get_by_text("A new match with the same players and rules").wait_for()

        offer = follower.locator(".next-match")
        expect(offer).to_contain_text("The table started a new match", timeout=5_000)
        expect(tv.locator(".next-match")).to_contain_text("follow it", timeout=5_000)
        for phone in (follower, tv):
            assert phone.evaluate("window.stillThisPage === true")  # not reloaded
        with live_server.app.app_context():
            rematch = db.session.get(Match, db.session.get(Match, match_id).next_match_id)
            new_view, new_edit = rematch.view_token, rematch.edit_token
        link = offer.get_by_role("link", name="follow it")
        assert link.get_attribute("href") == f"/m/{new_view}"
        assert tv.locator(".next-match a").get_attribute("href") == f"/m/{new_view}/table"
        assert new_edit not in follower.content() + tv.content()
        offer.scroll_into_view_if_needed()
        screenshot(follower, "follower-offered-next-match")
        screenshot(tv, "table-view-offered-next-match")

        link.click()
        follower.wait_for_url(f"{live_server.url}/m/{new_view}", wait_until="load")
        expect(follower.get_by_role("heading", name="Hole 1 of 5")).to_be_visible()
        expect(follower.get_by_text("Following live")).to_be_visible()
        expect(follower.get_by_role("link", name="Keep score")).to_have_count(0)
        screenshot(follower, "follower-on-next-match")
    finally:
        context.close()


def _phone_clock(stamp: str, seconds: bool) -> str:
    """How en-US writes the moment ``stamp`` (ISO, UTC) in PHONE_ZONE: "4:07:09 PM"."""
    moment = datetime.fromisoformat(stamp.replace("Z", "+00:00")).astimezone(ZoneInfo(PHONE_ZONE))
    hour = moment.hour % 12 or 12
    clock = f"{hour}:{moment:%M}" + (f":{moment:%S}" if seconds else "")
    return f"{clock} {'AM' if moment.hour < 12 else 'PM'}"


def test_history_and_links_show_the_phones_own_time(browser, live_server):
    context = browser.new_context(
        viewport=PHONE,
        is_mobile=True,
        has_touch=True,
        timezone_id=PHONE_ZONE,
        locale="en-US",
    )
    try:
        page = context.new_page()
        start(page, live_server.url, ["Ann", "Bo"])
        record_hole(page, {"Ann": "4", "Bo": "-2"})
        match_id = re.search(r"/matches/(\d+)", page.url).group(1)

        page.goto(f"{live_server.url}/matches/{match_id}/history")
        shown = page.locator("time[data-local='second']").first
        stamp = shown.get_attribute("datetime")
        expect(shown).to_contain_text(_phone_clock(stamp, seconds=True))
        assert "UTC" not in shown.inner_text()
        moment = datetime.fromisoformat(stamp.replace("Z", "+00:00"))
        assert f"{moment.astimezone(UTC):%H:%M}" not in shown.inner_text()
        assert "GMT+5:30" in shown.get_attribute("title")
        screenshot(page, "history-in-the-phones-zone")

        page.goto(f"{live_server.url}/matches/{match_id}/links")
        granted = page.locator("time[data-local='minute']").first
        expect(granted).to_contain_text(
            _phone_clock(granted.get_attribute("datetime"), seconds=False)
        )
        screenshot(page, "links-in-the-phones-zone")
    finally:
        context.close()
