"""A hole saved while the Wi-Fi drops, at phone size (390x844): the scores stay on the
page and on the phone, are sent once when the connection is back, are offered again when
the form is opened again, and a save whose answer was lost is not saved twice."""

from __future__ import annotations

import re

import pytest

from golfkeeper.extensions import db
from golfkeeper.models import MatchChange
from tests.browser.conftest import screenshot
from tests.browser.test_match_in_browser import no_horizontal_scroll, standings, start

NOT_SENT = "[data-not-sent]"


def history_lines(server) -> int:
    with server.app.app_context():
        return db.session.scalar(db.select(db.func.count()).select_from(MatchChange))


def type_scores(page, scores: dict[str, str]) -> None:
    for name, points in scores.items():
        page.get_by_label(name, exact=True).fill(points)


def save_offline(page, hole_number: int, scores: dict[str, str]) -> None:
    """Type a hole's scores, lose the Wi-Fi and press Save: returns once the page says the
    scores were not sent."""
    type_scores(page, scores)
    page.context.set_offline(True)
    page.get_by_role("button", name=f"Save hole {hole_number}").click()
    page.locator(NOT_SENT).filter(has_text="Not sent").wait_for()


def leave(page) -> None:
    """The hole form's tab is left before the Wi-Fi comes back (closed, or the phone went
    to sleep): from now on it reaches nothing, so it can't send the kept scores itself when
    the browser is online again. Closing it would not do: Chromium may keep a closed page
    running a moment, long enough to hear "online" and send."""
    page.route("**/*", lambda route: route.abort())


def test_a_save_sent_offline_stays_on_the_page_and_is_sent_once_back_online(page, live_server):
    start(page, live_server.url, ["Ann", "Bo"])
    sheet_url = page.url
    save_offline(page, 1, {"Ann": "7", "Bo": "3"})

    notice = page.locator(NOT_SENT)
    notice.filter(has_text="Not sent: no connection").wait_for()
    assert "Kept on this phone, sent when the Wi-Fi is back." in notice.inner_text()
    assert page.url == sheet_url
    assert page.get_by_label("Ann", exact=True).input_value() == "7"
    assert page.get_by_label("Bo", exact=True).input_value() == "3"
    assert history_lines(live_server) == 0
    assert no_horizontal_scroll(page)
    screenshot(page, "kept-scores-not-sent")

    page.context.set_offline(False)
    page.get_by_text("Hole 1 saved.").wait_for()
    assert history_lines(live_server) == 2  # Ann's score and Bo's, once each
    assert [(name, total) for _, name, total in standings(page)] == [("Bo", "3"), ("Ann", "7")]
    # Nothing is left on the phone to offer again.
    page.reload()
    assert page.locator("[data-kept-offer]").count() == 0
    assert page.evaluate("Object.keys(localStorage).length") == 0


def test_scores_kept_offline_are_offered_again_when_the_form_opens(page, live_server):
    start(page, live_server.url, ["Ann", "Bo"])
    sheet_url = page.url
    save_offline(page, 1, {"Ann": "7", "Bo": "-2"})
    leave(page)  # the phone went to sleep, or the tab was closed, before the Wi-Fi came back

    page.context.set_offline(False)
    again = page.context.new_page()
    again.goto(sheet_url)
    offer = again.locator("[data-kept-offer]")
    assert re.search(
        r"Not sent yet: this phone kept scores typed at .*: Ann 7, Bo -2\.", offer.inner_text()
    )
    assert again.get_by_label("Ann", exact=True).input_value() == ""  # not filled in unasked
    assert no_horizontal_scroll(again)
    screenshot(again, "kept-scores-offered")

    offer.get_by_role("button", name="Put them back").click()
    assert again.get_by_label("Ann", exact=True).input_value() == "7"
    assert again.get_by_label("Bo", exact=True).input_value() == "-2"
    assert history_lines(live_server) == 0
    again.get_by_role("button", name="Save hole 1").click()
    again.get_by_text("Hole 1 saved.").wait_for()
    assert history_lines(live_server) == 2


def test_kept_scores_can_be_discarded(page, live_server):
    start(page, live_server.url, ["Ann", "Bo"])
    save_offline(page, 1, {"Ann": "4", "Bo": "5"})
    page.context.set_offline(False)
    page.get_by_text("Hole 1 saved.").wait_for()
    # A second save kept while offline, then thrown away.
    save_offline(page, 2, {"Ann": "1", "Bo": "1"})
    url = page.url
    leave(page)
    page.context.set_offline(False)
    again = page.context.new_page()
    again.goto(url)
    again.locator("[data-kept-offer]").get_by_role("button", name="Discard").click()
    again.reload()
    assert again.locator("[data-kept-offer]").count() == 0
    assert history_lines(live_server) == 2


def test_a_save_whose_answer_was_lost_is_not_saved_twice(page, live_server):
    start(page, live_server.url, ["Ann", "Bo"])
    type_scores(page, {"Ann": "6", "Bo": "0"})

    def answer_lost(route):
        if route.request.method == "POST":
            route.fetch(max_redirects=0)  # the server gets the save...
            route.abort("internetdisconnected")  # ...and its answer never arrives
        else:
            route.continue_()

    page.route(re.compile(r"/matches/\d+/holes/1$"), answer_lost)
    page.get_by_role("button", name="Save hole 1").click()
    page.locator(NOT_SENT).filter(has_text="Not sent").wait_for()
    assert "press Save again" in page.locator(NOT_SENT).inner_text()
    assert history_lines(live_server) == 2
    page.unroute(re.compile(r"/matches/\d+/holes/1$"))

    page.get_by_role("button", name="Save hole 1").click()
    page.get_by_text("Hole 1 was already saved with these scores: nothing saved twice.").wait_for()
    assert history_lines(live_server) == 2
    assert no_horizontal_scroll(page)
    screenshot(page, "kept-scores-already-saved")


def test_no_service_worker_is_registered_over_plain_http(page, live_server):
    page.goto(live_server.url + "/rules/", wait_until="load")
    page.wait_for_timeout(500)
    assert page.evaluate("location.protocol") == "http:"
    assert page.evaluate("navigator.serviceWorker.getRegistrations().then(r => r.length)") == 0


def test_deleting_my_matches_forgets_the_scores_this_phone_kept(page, live_server):
    start(page, live_server.url, ["Ann", "Bo"])
    save_offline(page, 1, {"Ann": "7", "Bo": "3"})
    kept = "Object.keys(localStorage).filter(k => k.startsWith('golfkeeper-kept:')).length"
    assert page.evaluate(kept) == 1
    leave(page)
    page.context.set_offline(False)

    again = page.context.new_page()
    again.goto(live_server.url + "/privacy/delete-my-matches")
    again.get_by_role("button", name="Delete it and forget").click()
    again.wait_for_url(re.compile(r"/$"))
    assert again.evaluate(kept) == 0
    assert history_lines(live_server) == 0  # never sent, and nothing left to send


@pytest.mark.parametrize("status", [502, 503, 400])
def test_a_save_the_proxy_answers_for_a_restarting_server_stays_on_the_phone(
    page, live_server, status
):
    """Caddy's own answer while a server restarts (a 502 or 503, or a 400 for a request it
    sent on without its body) is no acknowledgement: the scores stay typed and kept, and
    the next Save sends them (issue 36)."""
    start(page, live_server.url, ["Ann", "Bo"])
    sheet_url = page.url
    type_scores(page, {"Ann": "8", "Bo": "1"})

    def proxy_answers(route):
        if route.request.method == "POST":
            route.fulfill(status=status, body="", headers={"Server": "Caddy"})
        else:
            route.continue_()

    page.route(re.compile(r"/matches/\d+/holes/1$"), proxy_answers)
    page.get_by_role("button", name="Save hole 1").click()
    notice = page.locator(NOT_SENT).filter(has_text=f"the server answered {status}")
    notice.wait_for()
    assert "Kept on this phone: press Save again." in notice.inner_text()
    assert page.url == sheet_url
    assert page.get_by_label("Ann", exact=True).input_value() == "8"
    assert page.evaluate("Object.keys(localStorage).length") == 1
    assert history_lines(live_server) == 0
    if status == 502:
        screenshot(page, "kept-scores-proxy-502")

    page.unroute(re.compile(r"/matches/\d+/holes/1$"))
    page.get_by_role("button", name="Save hole 1").click()
    page.get_by_text("Hole 1 saved.").wait_for()
    assert history_lines(live_server) == 2
    assert page.evaluate("Object.keys(localStorage).length") == 0
