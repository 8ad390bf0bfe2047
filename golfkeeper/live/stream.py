"""``/m/<view token>/events``: a match's changes as Server-Sent Events, for the live view,
the table view and any other page that follows the match.

Each event is ``event: version`` with ``id:`` the match's new version and data
``{"version": v, "finished": bool}``; the page brings itself up to date as after a poll.
A browser that reconnects sends the last id it saw (``Last-Event-ID``), a page opening the
stream sends the version it shows (``?version=``): a newer version is sent at once, so no
change is missed. Between events a comment line keeps mobile networks and proxies from
dropping the connection. A replaced view link or a deleted match ends the stream with
``event: gone`` (the words the link's page would show); a finished match's stream ends with
``event: closed`` ten minutes after the finish, and a stream asked for later is answered
204, which tells the browser not to reconnect.

The stream holds no database connection and no app context while it waits, so a server
that runs it on a greenlet (``golfkeeper/web/serve.py``, deploy/gunicorn.conf.py) holds
thousands of them.
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta

from flask import current_app, jsonify, request

from golfkeeper import sharing
from golfkeeper.extensions import db
from golfkeeper.live import bp
from golfkeeper.live.events import Follower, hub, link_hash
from golfkeeper.models import Match
from golfkeeper.sharing import links

# A finished match's streams stay open this long after the finish, for a last correction.
FINISHED_STREAM_SECONDS = 10 * 60
# Said to the browser: wait this long before reconnecting a broken stream (milliseconds).
RECONNECT_MS = 2000
DELETED = "This match is no longer there."

_HEAD = db.select(Match.__table__.c.version, Match.__table__.c.finished_at).where(
    Match.__table__.c.view_token == db.bindparam("token")
)


def _seen_version() -> int:
    """The version the browser has: its Last-Event-ID on a reconnect, else ``?version=``
    (-1: none, so the current version is sent at once)."""
    for value in (request.headers.get("Last-Event-ID"), request.args.get("version")):
        if value is not None and value.strip().isdigit():
            return int(value)
    return -1


def _aware(moment: datetime | None) -> datetime | None:
    if moment is not None and moment.tzinfo is None:
        return moment.replace(tzinfo=UTC)
    return moment


def _closes_at(finished_at: datetime | None) -> float | None:
    """The wall-clock second a finished match's streams end (None: open match)."""
    finished = _aware(finished_at)
    if finished is None:
        return None
    return (finished + timedelta(seconds=FINISHED_STREAM_SECONDS)).timestamp()


def _message(name: str, data: dict, event_id: int | None = None) -> bytes:
    head = f"id: {event_id}\n" if event_id is not None else ""
    return f"{head}event: {name}\ndata: {json.dumps(data)}\n\n".encode()


def _version_event(version: int, finished: bool) -> bytes:
    return _message("version", {"version": version, "finished": finished}, version)


def _stream(
    follower: Follower, seen: int, version: int, closes_at: float | None, heartbeat: float
) -> Iterator[bytes]:
    """The body of one stream: what the browser has not seen, then news as it comes."""
    try:
        yield f"retry: {RECONNECT_MS}\n: following\n\n".encode()
        if version != seen:
            yield _version_event(version, closes_at is not None)
        while True:
            now = time.time()
            if closes_at is not None and now >= closes_at:
                yield _message("closed", {"finished": True})
                return
            wait = heartbeat if closes_at is None else min(heartbeat, closes_at - now)
            change = follower.wait(wait)
            if follower.interrupted:
                return  # the browser reconnects, or polls while it can't
            if change is None:
                yield b": keep-alive\n\n"
                continue
            if change.deleted:
                yield _message("gone", {"status": 404, "error": DELETED})
                return
            if change.link != follower.link:
                yield _message("gone", {"status": 410, "error": links.REPLACED})
                return
            closes_at = _closes_at(change.finished_at)
            if change.version != version:
                version = change.version
                yield _version_event(version, closes_at is not None)
    finally:
        # Run on the client's going away too (the server closes the body), with no app
        # context: the follower knows its hub.
        follower.hub.leave(follower)


@bp.get("/<token>/events")
def events(token: str):
    """The match's changes as they are committed (Server-Sent Events), until its view link
    is replaced, it is deleted, or ten minutes after it finishes."""
    if not sharing.looks_like_token(token):
        return jsonify(error=sharing.NOT_SHARED), 404
    config = current_app.config
    if not hub().accepting:
        # Changes can't reach this process's streams now (Redis down): the page polls.
        response = jsonify(error="Live updates are paused; this page checks for changes.")
        response.status_code = 503
        response.headers["Retry-After"] = "30"
        return response
    follower = hub().follow(
        link_hash(token), request.remote_addr or "", int(config["STREAMS_PER_ADDRESS"])
    )
    if follower is None:
        response = jsonify(error="Too many live pages open from this address.")
        response.status_code = 429
        response.headers["Retry-After"] = "60"
        return response
    try:
        with db.engine.connect() as connection:
            row = connection.execute(_HEAD, {"token": token}).one_or_none()
    except Exception:
        follower.hub.leave(follower)
        raise
    closes_at = None if row is None else _closes_at(row.finished_at)
    if row is None or (closes_at is not None and time.time() >= closes_at):
        follower.hub.leave(follower)
        if row is not None:
            # No Content: the browser stops reconnecting; the page checks now and then
            # whether the match was reopened.
            return current_app.response_class(status=204)
        if links.was_replaced(token):
            return jsonify(error=links.REPLACED), 410
        return jsonify(error=sharing.NOT_SHARED), 404
    body = _stream(
        follower,
        _seen_version(),
        row.version,
        closes_at,
        float(config["STREAM_HEARTBEAT_SECONDS"]),
    )
    response = current_app.response_class(body, mimetype="text/event-stream")
    response.headers["Cache-Control"] = "no-cache, no-transform"
    # nginx-style proxies: don't buffer this answer (Caddy: deploy/Caddyfile).
    response.headers["X-Accel-Buffering"] = "no"
    return response
