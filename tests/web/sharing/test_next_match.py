"""Play again, seen by a follower: the finished match offers the next match's view link (never
its edit link) on the live view, the table view and the scorekeeper's sheet, pushed to its
streams and seen by a poll; a next match whose view link is replaced, or that is deleted, is
no longer offered."""

from __future__ import annotations

import pytest

from tests.web.helpers import finish, record, start_match, stored
from tests.web.sharing.test_live_stream import Stream

OFFER = "The table started a new match"


@pytest.fixture
def finished(client):
    """A two-hole match kept by ``client``, finished."""
    match = start_match(client, ["Ann", "Bo"], holes=2, name="Friday golf")
    record(client, match, 1, [4, -2])
    record(client, match, 2, [1, 3])
    return finish(client, match)


@pytest.fixture
def follower(app, finished):
    """Another phone that opened the finished match's view link, and holds nothing else."""
    phone = app.test_client()
    assert phone.get(f"/m/{finished.view_token}").status_code == 200
    return phone


def play_again(client, match):
    """Tap Play again on the finished match; the new match as stored."""
    response = client.post(f"/matches/{match.id}/again")
    assert response.status_code == 302
    return stored(client, int(response.headers["Location"].rsplit("/", 1)[1]))


def test_followers_of_a_finished_match_are_offered_the_next_ones_view_link(
    client, finished, follower
):
    assert OFFER not in follower.get(f"/m/{finished.view_token}").get_data(as_text=True)
    rematch = play_again(client, finished)

    for url, link in (
        (f"/m/{finished.view_token}", f'href="/m/{rematch.view_token}"'),
        (f"/m/{finished.view_token}/table", f'href="/m/{rematch.view_token}/table"'),
    ):
        page = follower.get(url).get_data(as_text=True)
        assert OFFER in page and link in page and "Friday golf 2" in page
        # A follower is handed a way to follow, never to keep score.
        assert rematch.edit_token not in page
    sheet = client.get(f"/matches/{finished.id}").get_data(as_text=True)
    assert OFFER in sheet and f'href="/m/{rematch.view_token}"' in sheet

    opened = follower.get(f"/m/{rematch.view_token}")
    assert opened.status_code == 200 and "Keep score" not in opened.get_data(as_text=True)
    assert record(follower, rematch, 1, [2, 2]).status_code == 403


def test_play_again_is_news_on_the_finished_matchs_stream_and_its_poll(
    app, client, finished, follower
):
    app.config["STREAM_HEARTBEAT_SECONDS"] = 0.1
    before = stored(client, finished).version
    state = follower.get(f"/m/{finished.view_token}/state")
    stream = Stream(app.test_client(), f"/m/{finished.view_token}/events?version={before}")
    assert stream.next()["retry"]

    play_again(client, finished)

    pushed = stream.next_event()
    assert pushed["event"] == "version"
    assert pushed["data"] == {"version": before + 1, "finished": True}
    stream.close()
    polled = follower.get(
        f"/m/{finished.view_token}/state", headers={"If-None-Match": state.headers["ETag"]}
    )
    assert polled.status_code == 200 and polled.get_json()["version"] == before + 1


def test_a_next_match_whose_view_link_is_replaced_is_no_longer_offered(client, finished, follower):
    rematch = play_again(client, finished)
    for url in (f"/m/{finished.view_token}", f"/m/{finished.view_token}/table"):
        assert OFFER in follower.get(url).get_data(as_text=True)  # and kept by the page cache
    assert client.post(f"/matches/{rematch.id}/links/view").status_code == 302
    fresh = stored(client, rematch)

    for url in (f"/m/{finished.view_token}", f"/m/{finished.view_token}/table"):
        page = follower.get(url).get_data(as_text=True)
        assert OFFER not in page
        assert rematch.view_token not in page and fresh.view_token not in page
    assert stored(client, finished).next_match_id is None


def test_a_deleted_next_match_is_no_longer_offered(client, finished, follower):
    rematch = play_again(client, finished)
    assert OFFER in follower.get(f"/m/{finished.view_token}").get_data(as_text=True)
    deleted = client.post(f"/matches/{rematch.id}/delete", data={"confirm": "y"})
    assert deleted.status_code == 302

    page = follower.get(f"/m/{finished.view_token}").get_data(as_text=True)
    assert OFFER not in page and rematch.view_token not in page


def test_the_latest_of_two_play_agains_is_offered(client, finished, follower):
    play_again(client, finished)
    second = play_again(client, finished)
    page = follower.get(f"/m/{finished.view_token}").get_data(as_text=True)
    assert f'href="/m/{second.view_token}"' in page
