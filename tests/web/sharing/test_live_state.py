"""The live view's poll: a bodiless 304 while the match is unchanged, the news at once after."""

from __future__ import annotations

from tests.web.helpers import record, start_match


def test_a_poll_with_nothing_new_is_answered_304_and_a_save_is_seen_at_once(app, client):
    match = start_match(client, ["Ann", "Bo"])
    follower = app.test_client()
    url = f"/m/{match.view_token}/state"
    first = follower.get(url)
    assert first.status_code == 200 and first.headers["Cache-Control"] == "no-cache"
    etag = first.headers["ETag"]
    again = follower.get(url, headers={"If-None-Match": etag})
    assert again.status_code == 304 and again.get_data() == b""
    record(client, match, 1, [3, 4])
    after = follower.get(url, headers={"If-None-Match": etag})
    assert after.status_code == 200 and after.headers["ETag"] != etag
    assert after.get_json() == {"version": first.get_json()["version"] + 1, "finished": False}


def test_the_live_page_polls_every_second(app, client):
    match = start_match(client, ["Ann", "Bo"])
    page = app.test_client().get(f"/m/{match.view_token}").get_data(as_text=True)
    assert 'data-poll-seconds="1"' in page
