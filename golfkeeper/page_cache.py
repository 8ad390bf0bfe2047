"""Rendered pages kept per match version, so reading a score sheet again costs no rendering.

A score sheet is read far more often than it changes: the scorekeeper's phone reloads it
after every save, and every phone at the table follows it. Rendering an 8-player 18-hole
sheet takes about 10 ms; sending a kept copy takes a small fraction of that.

A kept page is found by everything that shapes it:

* the match, the first characters of its view token (a deleted match's id can be reused)
  and its ``version``, which grows with every write (``scorekeeping._log``, finishing,
  reopening, undoing), so a change is never served stale;
* the URL (host included: the share links name the host the browser used) and the cookies
  other than the session (the colour theme).

What differs per browser is kept out: the CSRF token is swapped for a placeholder when a page
is stored and the browser's own token is put back in when it is sent. A page that shows
something only this browser should see once (a flashed message, a draft typed before a
trip to the calculator) is rendered afresh and not stored.

The store is Flask-Caching (``CACHE_TYPE``, default an in-process ``SimpleCache`` in each
server process; entries expire after ``CACHE_DEFAULT_TIMEOUT`` seconds).
"""

from __future__ import annotations

import hashlib
import hmac
from collections.abc import Callable

from flask import current_app, request, session
from flask_wtf.csrf import generate_csrf

from golfkeeper.extensions import cache


def _token_placeholder() -> str:
    """What stands for the CSRF token in a stored page: derived from the secret key, so
    every server process agrees on it and no text a player typed can match it."""
    secret = str(current_app.config["SECRET_KEY"]).encode()
    return "\x00" + hmac.new(secret, b"page-cache csrf", hashlib.sha256).hexdigest() + "\x00"


def _key(name: str, parts: tuple) -> str:
    session_cookie = current_app.config["SESSION_COOKIE_NAME"]
    cookies = sorted((k, v) for k, v in request.cookies.items() if k != session_cookie)
    return repr((name, parts, request.url, cookies))


def match_page(name: str, parts: tuple, render: Callable[[], str], *, keep: bool = True) -> str:
    """The page ``render()`` returns for the state named by ``parts`` (a tuple that must
    include the match's id, view token and version), from the store when it was rendered
    before. ``keep=False`` renders afresh without storing (the page shows this browser's
    own draft). Pages showing a flashed message are never stored.
    """
    if not keep or session.get("_flashes"):
        return render()
    key = _key(name, parts)
    stored = cache.get(key)
    if stored is not None:
        return stored.replace(_token_placeholder(), generate_csrf())
    page = render()
    cache.set(key, page.replace(generate_csrf(), _token_placeholder()))
    return page
