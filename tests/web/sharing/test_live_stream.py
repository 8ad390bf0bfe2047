"""The live pages' stream (``/m/<view token>/events``): a change is pushed once it is
committed, a reconnect resumes from the last version seen, a replaced link or a deleted
match ends the stream, one address holds a limited number, and a quiet stream sends a
heartbeat."""

from __future__ import annotations

import json
import queue
import threading
import time
from datetime import timedelta

import pytest

from golfkeeper.extensions import db
from golfkeeper.live import stream
from golfkeeper.live.events import hub, link_hash
from golfkeeper.models import Match, utcnow
from golfkeeper.web import retention
from tests.web.helpers import db_rows, finish, fresh, record, start_match, stored


class Stream:
    """An open stream read on a thread of its own, message by message."""

    def __init__(self, client, url: str, **headers: str) -> None:
        self.response = client.get(url, headers=headers, buffered=False)
        self.messages: queue.Queue[dict | None] = queue.Queue()
        self.stop = threading.Event()
        self.ended = False
        if self.response.status_code == 200:
            threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        text = ""
        chunks = iter(self.response.response)
        try:
            for chunk in chunks:
                text += chunk.decode()
                while "\n\n" in text:
                    block, text = text.split("\n\n", 1)
                    self.messages.put(_parse(block))
                if self.stop.is_set():
                    break
        finally:
            self.response.close()
            self.messages.put(None)  # the stream ended

    def next(self, timeout: float = 5) -> dict | None:
        """The next message (fields by name, comments under "comment"), None at the end."""
        message = self.messages.get(timeout=timeout)
        self.ended = message is None
        return message

    def next_event(self, timeout: float = 5) -> dict | None:
        """The next message that is an event (comments skipped), None at the end."""
        deadline = time.monotonic() + timeout
        while True:
            message = self.next(max(0.01, deadline - time.monotonic()))
            if message is None or "event" in message:
                return message

    def close(self) -> None:
        """Go away, as a browser does, and wait until the server has let the stream go."""
        self.stop.set()
        while self.response.status_code == 200 and not self.ended and self.next() is not None:
            pass


def _parse(block: str) -> dict:
    message: dict = {}
    for line in block.split("\n"):
        field, _, value = line.partition(":")
        message[field or "comment"] = value.removeprefix(" ")
    if "data" in message:
        message["data"] = json.loads(message["data"])
    return message


@pytest.fixture
def quick(app):
    """The app with a heartbeat every 0.1 s."""
    app.config["STREAM_HEARTBEAT_SECONDS"] = 0.1
    return app


def _version(client, match) -> int:
    return stored(client, match).version


def test_a_save_is_pushed_after_its_commit_with_the_new_version_as_its_id(quick, client):
    match = start_match(client, ["Ann", "Bo"])
    before = _version(client, match)
    follower = Stream(
        quick.test_client(),
        f"/m/{match.view_token}/events?version={before}",
        **{"Accept-Encoding": "br, gzip"},  # as browsers send: never held back to compress
    )
    assert follower.response.mimetype == "text/event-stream"
    assert "Content-Encoding" not in follower.response.headers
    assert follower.next()["retry"] == "2000"

    record(client, match, 1, [3, 4])

    pushed = follower.next_event()
    assert pushed["event"] == "version" and pushed["id"] == str(before + 1)
    assert pushed["data"] == {"version": before + 1, "finished": False}
    follower.close()


def test_a_write_rolled_back_is_never_pushed(quick, client):
    match = start_match(client, ["Ann", "Bo"])
    with quick.app_context():
        follower = hub().follow(link_hash(match.view_token), "127.0.0.9", 5)
        row = db.session.get(Match, match.id)
        row.version += 1
        db.session.flush()
        db.session.rollback()
        assert follower.wait(0.2) is None
        row = db.session.get(Match, match.id)
        row.version += 1
        db.session.commit()
        assert follower.wait(1).version == row.version
        hub().leave(follower)


def test_a_stream_resumes_from_the_last_event_id_and_misses_nothing(quick, client):
    match = start_match(client, ["Ann", "Bo"])
    seen = _version(client, match)
    record(client, match, 1, [3, 4])
    record(client, match, 2, [1, 2])
    url = f"/m/{match.view_token}/events"

    behind = Stream(quick.test_client(), url, **{"Last-Event-ID": str(seen)})
    assert behind.next_event()["id"] == str(seen + 2)
    behind.close()
    # Up to date: nothing but heartbeats until the next save.
    current = Stream(quick.test_client(), url, **{"Last-Event-ID": str(seen + 2)})
    assert current.next() == {"retry": "2000", "comment": "following"}
    assert current.next()["comment"] == "keep-alive"
    record(client, match, 3, [0, 5])
    assert current.next_event()["id"] == str(seen + 3)
    current.close()


def test_a_quiet_stream_sends_a_heartbeat_comment(quick, client):
    match = start_match(client, ["Ann", "Bo"])
    follower = Stream(quick.test_client(), f"/m/{match.view_token}/events")
    follower.next_event()  # the version now, since the browser named none
    started = time.monotonic()
    beats = [follower.next() for _ in range(3)]
    assert all(beat == {"comment": "keep-alive"} for beat in beats)
    assert time.monotonic() - started < 2
    follower.close()


def test_replacing_the_view_link_ends_its_streams_with_the_link_pages_words(quick, client):
    match = start_match(client, ["Ann", "Bo"])
    old = f"/m/{match.view_token}/events?version={_version(client, match)}"
    follower = Stream(quick.test_client(), old)

    client.post(f"/matches/{match.id}/links/view")

    gone = follower.next_event()
    assert gone["event"] == "gone" and gone["data"]["status"] == 410
    assert "replaced by the scorekeeper" in gone["data"]["error"]
    assert follower.next_event() is None  # the server ended the stream
    assert quick.test_client().get(old).status_code == 410
    new = Stream(quick.test_client(), f"/m/{stored(client, match).view_token}/events")
    assert new.response.status_code == 200
    new.close()


def test_deleting_the_match_ends_its_streams(quick, client):
    match = start_match(client, ["Ann", "Bo"])
    url = f"/m/{match.view_token}/events"
    follower = Stream(quick.test_client(), url, **{"Last-Event-ID": str(_version(client, match))})

    client.post(f"/matches/{match.id}/delete", data=fresh(client, match))

    gone = follower.next_event()
    assert gone["event"] == "gone" and gone["data"]["status"] == 404
    assert follower.next_event() is None
    assert quick.test_client().get(url).status_code == 404


def test_purging_old_matches_ends_their_streams_as_deleting_one_does(quick, client):
    old = start_match(client, ["Ann", "Bo"])
    kept = start_match(client, ["Cy", "Di"])
    with db_rows(client):
        db.session.execute(
            db.update(Match)
            .where(Match.id == old.id)
            .values(updated_at=utcnow() - timedelta(days=31), opened_at=None)
        )
        db.session.commit()
    url = f"/m/{old.view_token}/events?version={_version(client, old)}"
    follower = Stream(quick.test_client(), url)
    other = Stream(
        quick.test_client(), f"/m/{kept.view_token}/events?version={_version(client, kept)}"
    )

    with db_rows(client):
        assert retention.purge_old_matches(30) == 1  # one DELETE statement, no ORM flush

    gone = follower.next_event()
    assert gone["event"] == "gone"
    assert gone["data"] == {"status": 404, "error": stream.DELETED}
    assert follower.next_event() is None  # the server ended the stream
    assert quick.test_client().get(url).status_code == 404
    assert other.next()["retry"] == "2000"
    assert other.next() == {"comment": "keep-alive"}  # the kept match's stream carries on
    other.close()


def test_purging_the_next_match_tells_the_streams_of_the_match_that_offered_it(quick, client):
    """A finished match offers the match played after it; when the purge deletes that one,
    the offer goes, and the earlier match's followers are told at once (a bulk UPDATE)."""
    earlier = start_match(client, ["Ann", "Bo"])
    later = start_match(client, ["Ann", "Bo"])
    with db_rows(client):
        db.session.execute(
            db.update(Match).where(Match.id == earlier.id).values(next_match_id=later.id)
        )
        db.session.execute(
            db.update(Match)
            .where(Match.id == later.id)
            .values(updated_at=utcnow() - timedelta(days=31), opened_at=None)
        )
        db.session.commit()
    seen = _version(client, earlier)
    follower = Stream(quick.test_client(), f"/m/{earlier.view_token}/events?version={seen}")

    with db_rows(client):
        assert retention.purge_old_matches(30) == 1

    pushed = follower.next_event()
    assert pushed["event"] == "version" and pushed["id"] == str(seen + 1)
    assert stored(client, earlier).next_match_id is None
    follower.close()


def test_one_address_holds_at_most_the_configured_number_of_streams(quick, client):
    quick.config["STREAMS_PER_ADDRESS"] = 2
    match = start_match(client, ["Ann", "Bo"])
    url = f"/m/{match.view_token}/events"
    first, second = Stream(quick.test_client(), url), Stream(quick.test_client(), url)
    third = quick.test_client().get(url, environ_base={"REMOTE_ADDR": "127.0.0.1"})
    assert third.status_code == 429 and third.headers["Retry-After"] == "60"
    elsewhere = quick.test_client().get(
        url, environ_base={"REMOTE_ADDR": "10.0.0.7"}, buffered=False
    )
    assert elsewhere.status_code == 200
    elsewhere.close()

    first.close()
    again = Stream(quick.test_client(), url)
    assert again.response.status_code == 200
    second.close()
    again.close()


def test_a_finished_matchs_streams_close_after_a_while_and_reopening_opens_them_again(
    quick, client, monkeypatch
):
    monkeypatch.setattr(stream, "FINISHED_STREAM_SECONDS", 0.5)
    match = start_match(client, ["Ann", "Bo"], holes=1)
    record(client, match, 1, [3, 4])
    url = f"/m/{match.view_token}/events"
    follower = Stream(quick.test_client(), url, **{"Last-Event-ID": str(_version(client, match))})

    finished = finish(client, match)

    assert follower.next_event()["data"] == {"version": finished.version, "finished": True}
    assert follower.next_event()["event"] == "closed"
    assert follower.next_event() is None
    # Later: 204, which tells a browser not to reconnect.
    assert quick.test_client().get(url).status_code == 204
    client.post(f"/matches/{match.id}/reopen", data=fresh(client, match))
    reopened = Stream(quick.test_client(), url)
    assert reopened.next_event()["data"]["finished"] is False
    reopened.close()


def test_an_unknown_link_has_no_stream(quick):
    assert quick.test_client().get("/m/" + "Ab1-" * 8 + "/events").status_code == 404
    assert quick.test_client().get("/m/a%00b/events").status_code == 404
