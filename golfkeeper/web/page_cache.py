"""Rendered pages kept per match version, so reading a score sheet again costs no rendering.

A score sheet is read far more often than it changes: the scorekeeper's phone reloads it
after every save, and every phone at the table follows it. Rendering an 8-player 18-hole
sheet takes about 10 ms; sending a kept copy takes a small fraction of that.

A kept page is found by everything that shapes it:

* the match, its view token (a new match can reuse a deleted one's id, and the
  scorekeeper can replace the link), on the score sheet its edit token (shown there, and
  replaceable too), and its ``version``, which grows with every write
  (``scorekeeping._log``, finishing, reopening, undoing), so a change is never served
  stale;
* the URL (host included: the share links name the host the browser used) and the cookies
  other than the session (the colour theme).

What differs per browser is kept out: a page is stored as the bytes around its CSRF token,
and each browser's own token is put between the pieces when it is sent. A page that shows
something only this browser should see once (a flashed message, a draft typed before a
trip to the calculator) is rendered afresh and not stored.

The lines of the list of matches are kept the same way (``per_version``): a line is worked
out from the whole score sheet, so the list loads only the matches that changed.

Phones that ask for the same page at once while it is not kept yet (every follower, as a
save's event reaches them) share one render in each server process.

The store is Flask-Caching (``CACHE_TYPE``, default an in-process ``SimpleCache`` in each
server process; entries expire after ``CACHE_DEFAULT_TIMEOUT`` seconds).
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any, NamedTuple, TypeVar

from flask import current_app, g, request, session
from flask_wtf.csrf import generate_csrf

from golfkeeper.extensions import cache, db
from golfkeeper.models import Match

V = TypeVar("V")


class MatchHead(NamedTuple):
    """Enough to check a browser's rights (``sharing``) and find a kept page."""

    id: int
    view_token: str
    version: int
    edit_token: str
    legacy_edit_check: str | None


# The table's columns rather than the model's: a select naming the model's attributes goes
# through the ORM's handling of its rows.
_HEAD_COLUMNS = tuple(
    Match.__table__.c[name]
    for name in ("id", "view_token", "version", "edit_token", "legacy_edit_check")
)

# The head's query by id and by view token, each built once with its key bound when it
# runs: building it (a comparison, a select) cost more than running it on SQLite, on
# every page a match has, kept or not.
_HEAD_BY = {
    column.key: db.select(*_HEAD_COLUMNS).where(column == db.bindparam("key"))
    for column in (Match.__table__.c.id, Match.__table__.c.view_token)
}


def match_head(match_id: int | None = None, *, view_token: str | None = None) -> MatchHead | None:
    """The id, link tokens and version of the match with ``match_id`` (or ``view_token``),
    or None when there is no such match: the one row a kept page needs.

    Read on a pooled connection of its own, outside the request's ORM session: a kept page
    needs nothing else from the database, and the session's set-up cost as much as the
    read. Only pages that change nothing call it, so a request reads each head once (the
    live view's page asks again for its top bar's links)."""
    column = "id" if view_token is None else "view_token"
    key = match_id if view_token is None else view_token
    read = g.setdefault("match_heads", {})
    if (column, key) not in read:
        with db.engine.connect() as connection:
            row = connection.execute(_HEAD_BY[column], {"key": key}).one_or_none()
        read[column, key] = None if row is None else MatchHead(*row)
    return read[column, key]


def _key(name: str, parts: tuple) -> str:
    session_cookie = current_app.config["SESSION_COOKIE_NAME"]
    cookies = sorted((k, v) for k, v in request.cookies.items() if k != session_cookie)
    # The URL as sent (scheme, host, path, query), read straight from the WSGI environ.
    environ = request.environ
    url = tuple(
        environ.get(name, "")
        for name in (
            "wsgi.url_scheme",
            "HTTP_HOST",
            "SERVER_NAME",
            "SERVER_PORT",
            "SCRIPT_NAME",
            "PATH_INFO",
            "QUERY_STRING",
        )
    )
    return repr((name, parts, url, cookies))


def match_page(name: str, parts: tuple, render: Callable[[], str], *, keep: bool = True) -> bytes:
    """The page ``render()`` returns for the state named by ``parts`` (a tuple that must
    include the match's id, view token and version), encoded as UTF-8, from the store when
    it was rendered before. ``keep=False`` renders afresh without storing (the page shows
    this browser's own draft). Pages showing a flashed message are never stored.
    """
    if not keep or session.get("_flashes"):
        return render().encode()
    key = _key(name, parts)
    token = generate_csrf().encode()
    pieces = cache.get(key)
    if pieces is None:
        with _rendering(key) as first:
            # The followers' phones ask for a new version all at once, as its event reaches
            # them: one of them renders it, the others wait for the kept copy.
            if not first:
                pieces = cache.get(key)  # kept by the first, unless its render failed
            if pieces is None:
                page = render().encode()
                # Kept as the bytes around this browser's token, which the next browser's
                # fills in.
                cache.set(key, tuple(page.split(token)))
                return page
    return token.join(pieces)


class _InFlight:
    """The pages being rendered in this process, by their key, each with the event its
    waiters wait on (``threading``'s, which gevent's monkey-patching makes a greenlet's)."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.pages: dict[str, threading.Event] = {}


_IN_FLIGHT = _InFlight()
RENDER_WAIT_SECONDS = 5.0  # at most, before a waiter renders the page itself


@contextmanager
def _rendering(key: str) -> Iterator[bool]:
    """Whether this request is the first to render the page kept under ``key`` in this
    process. The first renders it (and keeps it) inside the block; any other waits, before
    its block, until the first is done (at most ``RENDER_WAIT_SECONDS``), then reads the
    kept copy, rendering the page itself if none was kept (a failed render, a store that
    keeps nothing)."""
    with _IN_FLIGHT.lock:
        rendering = _IN_FLIGHT.pages.get(key)
        if rendering is None:
            done = _IN_FLIGHT.pages[key] = threading.Event()
    if rendering is not None:
        rendering.wait(RENDER_WAIT_SECONDS)
        yield False
        return
    try:
        yield True
    finally:
        with _IN_FLIGHT.lock:
            _IN_FLIGHT.pages.pop(key, None)
        done.set()


def per_version(
    name: str,
    matches: Sequence[Any],
    compute: Callable[[Sequence[Any]], dict[int, V]],
) -> dict[int, V]:
    """``compute(matches)`` (values by match id), kept per match version like the pages
    above: only the matches whose current version was not seen before are computed, all in
    one call. Each match needs an ``id``, a ``view_token`` and a ``version``."""
    keys = {match.id: repr((name, match.id, match.view_token, match.version)) for match in matches}
    values = {
        match_id: value
        for match_id, value in zip(keys, cache.get_many(*keys.values()), strict=True)
        if value is not None
    }
    missing = [match for match in matches if match.id not in values]
    if missing:
        computed = compute(missing)
        cache.set_many({keys[match_id]: value for match_id, value in computed.items()})
        values.update(computed)
    return values
