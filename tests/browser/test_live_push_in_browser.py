"""Pushed, not polled: on a phone (390x844) and on the table view, a follower hears of a save
over the match's stream and asks the server nothing while idle; a replaced view link ends the
page's following with the link page's words."""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.conftest import PHONE, screenshot
from tests.browser.test_live_in_browser import record_hole
from tests.browser.test_match_in_browser import start


def _requests(page) -> list[str]:
    asked: list[str] = []
    page.on("request", lambda request: asked.append(request.url))
    return asked


def test_a_follower_updates_from_the_stream_without_polling(browser, page, live_server):
    start(page, live_server.url, ["Ann", "Bo", "Cy"])
    record_hole(page, {"Ann": "4", "Bo": "-2", "Cy": "7"})
    view_url = page.locator("#view-link").input_value()
    context = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True)
    try:
        viewer, table = context.new_page(), context.new_page()
        asked, table_asked = _requests(viewer), _requests(table)
        viewer.goto(view_url)
        table.goto(view_url + "/table")
        expect(viewer.get_by_role("heading", name="Hole 2 of 9")).to_be_visible()
        viewer.wait_for_timeout(3_000)  # idle: a polling page would have asked 3 times
        streams = [url for url in asked if url.split("?")[0].endswith("/events")]
        assert len(streams) == 1
        assert [url for url in asked if "/state" in url] == []

        record_hole(page, {"Ann": "0", "Bo": "3", "Cy": "-1"})

        expect(viewer.get_by_role("heading", name="Hole 3 of 9")).to_be_visible(timeout=3_000)
        expect(viewer.locator(".score-grid tfoot .total").nth(1)).to_have_text("1")
        expect(viewer.locator("[data-live-status]")).to_contain_text("Updated at")
        expect(table.locator(".board")).to_contain_text("Bo")
        expect(table.locator("[data-live-part='now']")).to_contain_text("Hole 3", timeout=3_000)
        # One page fetch per save, and still not a single poll.
        assert [url for url in asked + table_asked if "/state" in url] == []
        pages = [url for url in asked if url == view_url]
        assert len(pages) == 2  # the first load, then the fetch after the save
        screenshot(viewer, "live-view-pushed")
    finally:
        context.close()


def test_a_replaced_view_link_ends_the_followers_stream_at_once(browser, page, live_server):
    start(page, live_server.url, ["Ann", "Bo"])
    view_url = page.locator("#view-link").input_value()
    context = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True)
    try:
        viewer = context.new_page()
        asked = _requests(viewer)
        viewer.goto(view_url)
        expect(viewer.get_by_text("Following live")).to_be_visible()
        viewer.wait_for_timeout(500)

        match_id = page.url.split("/matches/")[1].split("/")[0].split("?")[0].split("#")[0]
        page.goto(f"{live_server.url}/matches/{match_id}/links")
        page.get_by_role("button", name="Replace the view link").click()

        status = viewer.locator("[data-live-status]")
        expect(status).to_contain_text("This link was replaced by the scorekeeper", timeout=3_000)
        expect(viewer.get_by_text("Following live")).to_be_hidden()
        assert [url for url in asked if "/state" in url] == []
        screenshot(viewer, "live-view-link-replaced-pushed")
    finally:
        context.close()
