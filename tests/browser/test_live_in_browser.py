"""The live table in Chromium: one phone keeps score, another follows; the QR code scans."""

from __future__ import annotations

import io
import re

import zxingcpp
from PIL import Image
from playwright.sync_api import expect

from golfkeeper.web import lan
from tests.browser.conftest import ARTIFACTS, CHROMIUM_ARGS, PHONE, screenshot  # noqa: F401
from tests.browser.test_accessibility import violations
from tests.browser.test_match_in_browser import no_horizontal_scroll, start


def record_hole(page, scores: dict[str, str]) -> None:
    """Type ``scores`` into the hole form and save it; back once the sheet says so (the
    previous hole's "saved" note is still on the page until the save lands)."""
    for name, value in scores.items():
        page.get_by_label(name, exact=True).fill(value)
    save = page.get_by_role("button", name=re.compile(r"^Save hole \d+$"))
    hole = save.inner_text().rsplit(" ", 1)[1]
    save.click()
    page.get_by_text(f"Hole {hole} saved.").wait_for()


def test_a_viewer_sees_a_saved_hole_within_five_seconds_without_losing_its_place(
    browser, page, live_server
):
    start(page, live_server.url, ["Ann", "Bo", "Cy"])
    record_hole(page, {"Ann": "4", "Bo": "-2", "Cy": "7"})
    view_url = page.locator("#view-link").input_value()
    assert view_url.startswith(live_server.url + "/m/")

    viewer_context = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True)
    viewer = viewer_context.new_page()
    try:
        viewer.goto(view_url)
        expect(viewer.get_by_role("heading", name="Hole 2 of 9")).to_be_visible()
        viewer.evaluate("window.scrollTo(0, 400)")
        scrolled = viewer.evaluate("window.scrollY")
        assert scrolled > 0

        record_hole(page, {"Ann": "0", "Bo": "3", "Cy": "-1"})
        expect(viewer.locator(".standings")).to_contain_text("Bo", timeout=5_000)
        expect(viewer.locator(".score-grid tfoot .total").nth(0)).to_have_text("4", timeout=5_000)
        expect(viewer.locator(".score-grid tfoot .total").nth(1)).to_have_text("1")
        expect(viewer.get_by_role("heading", name="Hole 3 of 9")).to_be_visible()
        # The page was patched in place, not reloaded: the scroll position stays.
        assert viewer.evaluate("window.scrollY") == scrolled
        expect(viewer.locator("[data-live-status]")).to_contain_text("Updated at")
        assert no_horizontal_scroll(viewer)
        screenshot(viewer, "live-view-after-hole-2")
        viewer.emulate_media(color_scheme="dark")
        screenshot(viewer, "live-view-dark")
    finally:
        viewer_context.close()


def test_the_qr_code_on_the_score_sheet_decodes_to_the_view_link(page, any_server):
    start(page, any_server.url, ["Ann", "Bo"])
    view_url = page.locator("#view-link").input_value()
    # By the LAN address, the links name it: the address the phones at the table can open.
    assert view_url.startswith(any_server.url + "/m/")
    qr = page.locator(".share .qr svg")
    qr.scroll_into_view_if_needed()
    box = qr.bounding_box()
    assert box["width"] >= 250  # big enough to scan across a table
    for scheme in ("light", "dark"):
        page.emulate_media(color_scheme=scheme)
        image = Image.open(io.BytesIO(qr.screenshot()))
        results = zxingcpp.read_barcodes(image)
        assert [result.text for result in results] == [view_url], scheme


def test_the_scorekeepers_page_with_qr_and_chart_on_a_phone(page, live_server):
    start(page, live_server.url, ["Ann", "Bo", "Cy", "Dee"])
    record_hole(page, {"Ann": "4", "Bo": "-2", "Cy": "7", "Dee": "0"})
    record_hole(page, {"Ann": "1", "Bo": "5", "Cy": "-3", "Dee": "2"})
    expect(page.locator(".line-chart")).to_be_visible()
    for width in (390, 360):
        page.set_viewport_size({"width": width, "height": 844})
        assert no_horizontal_scroll(page)
        for scheme in ("light", "dark"):
            page.emulate_media(color_scheme=scheme)
            screenshot(page, f"scorecard-shared-{width}-{scheme}")


def test_the_view_page_works_without_javascript(browser, page, live_server):
    start(page, live_server.url, ["Ann", "Bo"])
    view_url = page.locator("#view-link").input_value()
    context = browser.new_context(viewport=PHONE, java_script_enabled=False)
    try:
        viewer = context.new_page()
        viewer.goto(view_url)
        expect(viewer.get_by_role("heading", name="Hole 1 of 9")).to_be_visible()
        refresh = viewer.locator('noscript meta[http-equiv="refresh"]')
        assert refresh.count() == 1
    finally:
        context.close()


def _run_until(page, done, seconds: int = 60) -> None:
    """Move the page's clock on a second at a time until ``done()`` (polls back off)."""
    for _ in range(seconds):
        if done():
            return
        page.clock.run_for(1_000)
        page.wait_for_timeout(20)  # the fetches a timer started answer in real time
    assert done()


def test_without_a_stream_the_poll_says_the_server_is_down_and_a_deleted_match_stops_it(
    browser, page, live_server
):
    start(page, live_server.url, ["Ann", "Bo"])
    view_url = page.locator("#view-link").input_value()
    viewer_context = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True)
    # A browser without EventSource: the page polls the match's version instead.
    viewer_context.add_init_script("delete window.EventSource;")
    viewer = viewer_context.new_page()
    try:
        viewer.clock.install()
        viewer.goto(view_url)
        status = viewer.locator("[data-live-status]")
        state_calls: list[str] = []
        viewer.on("request", lambda r: "/state" in r.url and state_calls.append(r.url))

        live = viewer.locator("[data-live]")
        stalled = re.compile(r"\blive-stalled\b")
        viewer.route("**/state*", lambda route: route.abort())  # the laptop is off
        _run_until(viewer, lambda: "still trying" in status.inner_text())
        expect(status).to_have_text("No answer from the scorekeeper's server; still trying.")
        expect(live).to_have_class(stalled)  # the dot stops saying live

        viewer.unroute("**/state*")  # back again, and nothing new was saved
        _run_until(viewer, lambda: status.inner_text() == "")
        expect(live).not_to_have_class(stalled)

        viewer_context.set_offline(True)  # this phone's Wi-Fi, not the laptop
        _run_until(viewer, lambda: "offline" in status.inner_text())
        expect(status).to_have_text(
            "This device is offline: scores update again when its Wi-Fi is back."
        )
        assert status.evaluate("e => e.scrollWidth <= e.clientWidth")  # said in full, not cut
        viewer_context.set_offline(False)
        _run_until(viewer, lambda: status.inner_text() == "")

        viewer.route("**/state*", lambda route: route.fulfill(status=404, body="Not found"))
        _run_until(viewer, lambda: "no longer there" in status.inner_text())
        expect(status).to_have_text("This match is no longer there.")
        expect(viewer.get_by_text("Following live")).to_be_hidden()
        expect(status).not_to_contain_text("does not answer")
        asked = len(state_calls)
        viewer.clock.run_for(60_000)
        assert len(state_calls) == asked  # it stopped asking
        screenshot(viewer, "live-view-match-deleted")
    finally:
        viewer_context.close()


def test_a_scorekeeper_on_two_networks_picks_the_address_the_qr_code_names(
    page, live_server, monkeypatch
):
    port = live_server.server_port
    monkeypatch.setattr(
        lan,
        "_recent",
        lambda: [
            lan.LanAddress("192.168.1.20", "wlan0", default=True),
            lan.LanAddress("172.17.0.1", "docker0", default=False),
        ],
    )
    start(page, live_server.url, ["Ann", "Bo"])
    assert page.locator("#view-link").input_value().startswith(f"http://192.168.1.20:{port}/m/")
    picker = page.get_by_label("Address the phones open")
    picker.select_option("172.17.0.1")
    page.get_by_role("button", name="Use this address").click()
    page.wait_for_load_state()
    view_url = page.locator("#view-link").input_value()
    assert view_url.startswith(f"http://172.17.0.1:{port}/m/")
    expect(picker).to_have_value("172.17.0.1")
    qr = page.locator(".share .qr svg")
    results = zxingcpp.read_barcodes(Image.open(io.BytesIO(qr.screenshot())))
    assert [result.text for result in results] == [view_url]
    assert no_horizontal_scroll(page)
    assert violations(page) == []
    ARTIFACTS.mkdir(exist_ok=True)
    page.locator(".share").screenshot(path=str(ARTIFACTS / "share-address-picked.png"))
