"""Security headers on every response (and no browser copies of pages), and session cookies
that follow the connection."""

from __future__ import annotations

import threading

from flask import Flask, Request, Response, request
from flask.sessions import SecureCookieSession, SecureCookieSessionInterface
from itsdangerous import BadSignature
from werkzeug.routing import IntegerConverter

from golfkeeper.config import create_secret_key

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


HOST_PREFIX = "__Host-"
_KEY_LOCK = threading.Lock()


class SessionInterface(SecureCookieSessionInterface):
    """The signed-cookie session, marked Secure whenever the request came over HTTPS.

    A laptop on the home network serves plain HTTP, where a Secure cookie would never be
    sent back; a public host behind HTTPS gets the Secure flag without configuration.

    Under a ``__Host-`` name (hosted), a browser that still holds the cookie under the old
    name (the name without the prefix) is given its session back from it, under the new
    name, and the old cookie is deleted: every right it held carries over.

    A cookie signed with an older key (``SECRET_KEY_FALLBACKS``) is read, and sent back
    signed with the current key, so the old key can be dropped once browsers have been
    back.
    """

    def get_cookie_secure(self, app: Flask) -> bool:
        return bool(app.config["SESSION_COOKIE_SECURE"]) or request.is_secure

    def _old_name(self, app: Flask) -> str | None:
        name = self.get_cookie_name(app)
        return name.removeprefix(HOST_PREFIX) if name.startswith(HOST_PREFIX) else None

    def open_session(self, app: Flask, request: Request) -> SecureCookieSession | None:
        if not app.secret_key:  # a first run: the instance folder's key, made once
            with _KEY_LOCK:
                if not app.secret_key:
                    app.secret_key = create_secret_key(app.instance_path)
        session = super().open_session(app, request)
        if session and app.config.get("SECRET_KEY_FALLBACKS") and not self._current(app):
            session.modified = True  # read with an older key: signed again with this one
        old_name = self._old_name(app)
        if session is None or session or old_name is None:
            return session
        if self.get_cookie_name(app) in request.cookies or old_name not in request.cookies:
            return session
        serializer = self.get_signing_serializer(app)
        max_age = int(app.permanent_session_lifetime.total_seconds())
        try:
            moved = self.session_class(serializer.loads(request.cookies[old_name], max_age=max_age))
        except BadSignature:
            return session
        moved.modified = True  # sent back under the new name
        return moved

    def _current(self, app: Flask) -> bool:
        """Whether this request's session cookie is signed with the current key."""
        serializer = self.get_signing_serializer(app)
        if serializer is None:
            return False
        only_current = type(serializer)(
            app.secret_key,
            salt=self.salt,
            serializer=self.serializer,
            signer_kwargs={
                "key_derivation": self.key_derivation,
                "digest_method": self.digest_method,
            },
        )
        try:
            only_current.loads(request.cookies.get(self.get_cookie_name(app), ""))
        except BadSignature:
            return False
        return True

    def save_session(self, app: Flask, session, response: Response) -> None:
        super().save_session(app, session, response)
        old_name = self._old_name(app)
        if old_name is not None and old_name in request.cookies:
            response.delete_cookie(
                old_name,
                domain=self.get_cookie_domain(app),
                path=self.get_cookie_path(app),
                secure=self.get_cookie_secure(app),
                httponly=self.get_cookie_httponly(app),
                samesite=self.get_cookie_samesite(app),
            )


class IdConverter(IntegerConverter):
    """``<int:...>`` in every route: a number the database can hold, else the route does not
    match (a 404), whatever digits a URL carries."""

    def __init__(self, map, *args, **kwargs) -> None:
        kwargs.setdefault("max", MAX_ID)
        super().__init__(map, *args, **kwargs)


def register_security(app: Flask) -> None:
    """Security headers on every response, the HTTPS-aware session cookie, and ids in URLs
    kept within the database's range (before any route is added)."""
    app.session_interface = SessionInterface()
    app.url_map.converters["int"] = IdConverter

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
