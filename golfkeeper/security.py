"""Security headers on every response (and no browser copies of pages), and session cookies
that follow the connection."""

from __future__ import annotations

from flask import Flask, Response, request
from flask.sessions import SecureCookieSessionInterface
from werkzeug.routing import IntegerConverter

# The largest id a table can hold (a PostgreSQL ``integer``). A larger number in a URL names
# nothing; checked before it reaches the database driver, which would refuse it with an error.
MAX_ID = 2**31 - 1

# Scripts only from our own static files (no inline script, no eval); nothing framed, no
# plugins, forms post only to us. Inline style attributes are allowed: they carry layout
# values such as a grid's column count and cannot run code.
CONTENT_SECURITY_POLICY = "; ".join(
    [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data:",
        # The silent video that keeps a phone's screen on over plain HTTP (NoSleep.js).
        "media-src 'self' data:",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
        "frame-ancestors 'none'",
    ]
)

HEADERS = {
    "Content-Security-Policy": CONTENT_SECURITY_POLICY,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "same-origin",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
}


class SessionInterface(SecureCookieSessionInterface):
    """The signed-cookie session, marked Secure whenever the request came over HTTPS.

    A laptop on the home network serves plain HTTP, where a Secure cookie would never be
    sent back; a public host behind HTTPS gets the Secure flag without configuration.
    """

    def get_cookie_secure(self, app: Flask) -> bool:
        return bool(app.config["SESSION_COOKIE_SECURE"]) or request.is_secure


class IdConverter(IntegerConverter):
    """``<int:...>`` in every route: a number the database can hold, else the route does not
    match (a 404), whatever digits a URL carries."""

    def __init__(self, map, *args, **kwargs) -> None:
        kwargs.setdefault("max", MAX_ID)
        super().__init__(map, *args, **kwargs)


def register_security(app: Flask) -> None:
    """Security headers on every response, the HTTPS-aware session cookie (kept within the
    size browsers keep), and ids in URLs kept within the database's range (before any route
    is added)."""
    from golfkeeper import sharing  # the rights it keeps in the cookie (it imports this module)

    app.session_interface = SessionInterface()
    app.url_map.converters["int"] = IdConverter
    app.after_request(sharing.keep_within_cookie)

    @app.after_request
    def add_security_headers(response: Response) -> Response:
        # One pass over the response's headers: a header the view set itself stays.
        present = {name.lower() for name, _ in response.headers}
        added = [(name, value) for name, value in HEADERS.items() if name.lower() not in present]
        if response.mimetype == "text/html" and "cache-control" not in present:
            # A page shows the match as it is now. Without this, Back shows the browser's
            # own old copy of a score sheet another phone has saved since. Assets are
            # still cached.
            added.append(("Cache-Control", "no-store"))
        response.headers.extend(added)
        return response
