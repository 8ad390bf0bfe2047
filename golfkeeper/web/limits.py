"""Rate limits on a public host, with Flask-Limiter: every write, starting and importing
matches, and the JSON API, counted per client address (behind the proxy, ProxyFix makes
``remote_addr`` the client's), with a 429 page that says when to try again.

On a home network they are off (``RATELIMIT_ENABLED``, see ``config.HOSTED_DEFAULTS``) and
nothing is counted. Counts live in Redis when ``RATELIMIT_STORAGE_URI`` (or ``REDIS_URL``)
names one, else in each server process's memory. When Redis cannot be reached, Flask-Limiter
logs it and counts in memory until it is back: the score sheet is never refused for it.
"""

from __future__ import annotations

import math
import secrets
import time

from flask import Flask, Response, current_app, render_template, request, session
from flask_limiter import Limiter, RateLimitExceeded
from flask_limiter.util import get_remote_address

from golfkeeper.config import Config

READS = frozenset({"GET", "HEAD", "OPTIONS"})
BROWSER_KEY = "browser"
EXTENSION = "golfkeeper.limiter"
# A client that cannot connect to Redis within this many seconds counts in memory instead.
REDIS_TIMEOUTS = {"socket_connect_timeout": 1, "socket_timeout": 1}


def _configured(key: str):
    """A limit read from the configuration at each request (tests change it on the fly)."""
    return lambda: current_app.config[key]


def _is_read() -> bool:
    return request.method in READS


def counts(response: Response) -> bool:
    """Whether a request counts against the limits, once answered: not when another limit
    refused it (a 429: one browser over its own limit must not use up its household's), nor
    when the server failed it (a 5xx: a form kept on the 503 page and sent again while the
    database is away is one save, not several)."""
    return response.status_code < 500 and response.status_code != 429


LIMIT_HEADERS = ("X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset")


def _limit_headers(response: Response) -> Response:
    """The JSON API's answers say how much of its limit is left (``X-RateLimit-*``), for
    programs that pace themselves; pages do not, and no answer but a 429 says when to come
    back (a 503 keeps its own ``Retry-After``)."""
    limit = current_app.extensions[EXTENSION].current_limit
    if limit is not None and request.path.startswith("/api/"):
        # Every limit here is counted once the request is answered (``counts``), after
        # this: what is left excludes this request if it counts.
        remaining = max(0, limit.remaining - counts(response))
        values = (limit.limit.amount, remaining, int(limit.reset_at))
        for name, value in zip(LIMIT_HEADERS, values, strict=True):
            response.headers[name] = str(value)
    return response


def browser_key() -> str:
    """This browser, by a random id kept in its session cookie (given on its first counted
    request). A client that sends no cookie gets a new id each time, and only the limit
    per address holds it back."""
    browser = session.get(BROWSER_KEY)
    if not isinstance(browser, str):
        browser = session[BROWSER_KEY] = secrets.token_urlsafe(12)
    return f"browser:{browser}"


def _limit_view(app: Flask, limiter: Limiter, endpoint: str, key: str, **options) -> None:
    """Limit the POSTs of one view of another blueprint, decorated where it is registered."""
    view = limiter.limit(_configured(key), methods=["POST"], deduct_when=counts, **options)(
        app.view_functions[endpoint]
    )
    app.view_functions[endpoint] = view


def _in_words(seconds: int) -> str:
    """
    >>> _in_words(1), _in_words(59), _in_words(61), _in_words(3600)
    ('1 second', '59 seconds', '2 minutes', '60 minutes')
    """
    if seconds < 60:
        return f"{seconds} second{'s' if seconds != 1 else ''}"
    minutes = math.ceil(seconds / 60)
    return f"{minutes} minute{'s' if minutes != 1 else ''}"


def too_many_requests(error: RateLimitExceeded):
    """The 429 answer: what was refused and when to try again (a page, or JSON under /api/)."""
    limit = current_app.extensions[EXTENSION].current_limit
    retry_after = max(1, int(limit.reset_at - time.time())) if limit else 60
    current_app.logger.warning(
        "rate limit %s reached by %s on %s", error.description, request.remote_addr, request.path
    )
    message = (
        f"This address has sent more than the server takes ({error.description}). "
        f"Please try again in {_in_words(retry_after)}."
    )
    if request.method not in READS:
        message += " Nothing was saved."
    headers = {"Retry-After": str(retry_after)}
    if request.path.startswith("/api/"):
        return {"error": message, "retry_after": retry_after}, 429, headers
    page = render_template(
        "errors/error.html", code=429, title="Too many requests", message=message
    )
    return page, 429, headers


def register(app: Flask) -> None:
    """Rate limits as the configuration sets them, after the blueprints are registered."""
    if not app.config["RATELIMIT_ENABLED"]:
        return
    from golfkeeper import api

    uri = app.config.get("RATELIMIT_STORAGE_URI") or Config.RATELIMIT_STORAGE_URI
    if uri.startswith(("redis://", "rediss://", "redis+")):
        app.config.setdefault("RATELIMIT_STORAGE_OPTIONS", REDIS_TIMEOUTS)
    limiter = Limiter(
        get_remote_address,
        # One count per address over every write, whichever page it comes from.
        application_limits=[_configured("RATELIMIT_WRITES")],
        application_limits_exempt_when=_is_read,
        application_limits_deduct_when=counts,
        key_prefix="golfkeeper",
    )
    limiter.init_app(app)
    app.extensions[EXTENSION] = limiter
    limiter.limit(_configured("RATELIMIT_API"), deduct_when=counts)(api.bp)
    app.after_request(_limit_headers)
    _limit_view(app, limiter, "matches.new", "RATELIMIT_NEW_MATCHES")
    _limit_view(
        app, limiter, "matches.new", "RATELIMIT_NEW_MATCHES_PER_BROWSER", key_func=browser_key
    )
    _limit_view(app, limiter, "matches.import_match", "RATELIMIT_IMPORTS")
    app.register_error_handler(RateLimitExceeded, too_many_requests)
