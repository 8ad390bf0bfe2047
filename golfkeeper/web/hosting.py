"""Serving on the internet behind an HTTPS proxy: the proxy's forwarded headers, HSTS, one
log line per request (with link tokens left out), and two health checks: ``/livez`` (this
server process answers: for the proxy in front, which keeps sending requests to it during
a database outage so people get the app's own 503 page with what they typed) and
``/healthz`` (the process and its database answer: readiness, for whatever starts and
stops servers, and for the start scripts).

On a home network (``HOSTED`` off) only the health checks are added: the proxy headers are
not believed (anyone on the Wi-Fi could send them), and nothing is logged per request.
"""

from __future__ import annotations

import json
import logging
import re
import secrets
import time
from collections.abc import Iterable
from datetime import UTC, datetime
from ipaddress import ip_address, ip_network
from pathlib import Path

import click
from flask import Flask, Response, current_app, g, jsonify, request
from flask.cli import with_appcontext
from flask.logging import default_handler
from sqlalchemy import inspect, text
from sqlalchemy.engine import make_url
from sqlalchemy.exc import DBAPIError, SQLAlchemyError
from werkzeug.middleware.proxy_fix import ProxyFix

from golfkeeper.extensions import db
from golfkeeper.models import Match

request_log = logging.getLogger("golfkeeper.requests")
# Besides the app's own logger: Flask-Limiter's ("Rate limit storage unreachable"), which
# has only a NullHandler of its own, so under gunicorn its messages went nowhere.
LIBRARY_LOGGERS = ("flask-limiter",)

REQUEST_ID_HEADER = "X-Request-Id"
# An id the proxy or the client sent is kept when it is this plain; anything else (too
# long, spaces, quotes, new lines) could forge log lines, so a new one is made instead.
GIVEN_REQUEST_ID = re.compile(r"[A-Za-z0-9._:-]{1,64}")
# A link's token is the whole secret of the link: the log names the page only. The links'
# pages are /m/<token>..., /m/edit/<token> and /m/recover/<token>, and a golf book's the
# same under /b/ (and /api/books/<token>), in any case and with any number of slashes (the
# router redirects some such forms, and a 404 is logged too).
LINK_TOKEN = re.compile(r"^/+(m|b|api/+books)/+(?:(edit|recover)(?:/+|$))?[^/]*", re.IGNORECASE)
# And anywhere else in a path, a segment shaped like a token (``models.new_token``: 32
# URL-safe characters; no page's own name mixes capitals or digits in 20 or more).
TOKEN_SEGMENT = re.compile(r"(?<![^/])(?=[^/]*[A-Z0-9_])[A-Za-z0-9_-]{20,64}(?![^/])")
# In any other log message (an error naming the path, a database error quoting its
# parameters): a word of exactly a token's length with a capital in it.
_CHAR = "[A-Za-z0-9_-]"
TOKEN_WORD = re.compile(rf"(?<!{_CHAR})(?={_CHAR}*[A-Z]){_CHAR}{{32}}(?!{_CHAR})")
PLAIN_VALUE = re.compile(r"[^\s\"=\\]+")


def _without_link_token(found: re.Match[str]) -> str:
    page = "api/books" if found.group(1).lower().startswith("api") else found.group(1).lower()
    kind = f"{found.group(2).lower()}/" if found.group(2) else ""
    return f"/{page}/{kind}<token>"


def loggable_path(path: str) -> str:
    """``path`` with the token of a view or edit link replaced by ``<token>``.

    >>> loggable_path("/m/edit/Zx3-abc")
    '/m/edit/<token>'
    >>> loggable_path("/m/Zx3-abc/state")
    '/m/<token>/state'
    >>> loggable_path("/matches/4/holes/2")
    '/matches/4/holes/2'
    >>> loggable_path("/M//Edit/Zx3-abc"), loggable_path("/x/" + "Ab1-" * 8)
    ('/m/edit/<token>', '/x/<token>')
    >>> loggable_path("/b/zx3abc/matches/4"), loggable_path("/api/books/zx3abc")
    ('/b/<token>/matches/4', '/api/books/<token>')
    """
    path = LINK_TOKEN.sub(_without_link_token, path, count=1)
    return TOKEN_SEGMENT.sub("<token>", path)


def without_tokens(text: str) -> str:
    """``text`` with every word shaped like a link token replaced by ``<token>``.

    >>> without_tokens("Exception on /m/" + "Ab1-" * 8 + "/state [GET]")
    'Exception on /m/<token>/state [GET]'
    """
    return TOKEN_WORD.sub("<token>", text)


class TokenFilter(logging.Filter):
    """Takes link tokens out of a log record's message and traceback before any handler
    writes it (the record's path, a database error's parameters)."""

    def filter(self, record: logging.LogRecord) -> bool:
        message = record.getMessage()
        if record.exc_info and not record.exc_text:
            record.exc_text = logging.Formatter().formatException(record.exc_info)
        if record.exc_text:
            record.exc_text = without_tokens(record.exc_text)
        cleaned = without_tokens(message)
        if cleaned != message:
            record.msg, record.args = cleaned, None
        return True


# The loggers that may name a request's path: the app's, the servers' error logs, and
# the development server's access log (``flask run``).
TOKEN_FILTERED_LOGGERS = (
    "golfkeeper",
    "gevent.pywsgi",
    "waitress",
    "gunicorn.error",
    "werkzeug",
)


def log_line(fields: dict[str, object]) -> str:
    """``key=value`` pairs on one line; a value with spaces, quotes or ``=`` is quoted as JSON.

    >>> log_line({"method": "GET", "path": "/a b", "status": 200})
    'method=GET path="/a b" status=200'
    """
    parts = []
    for key, value in fields.items():
        value = "-" if value is None else str(value)
        parts.append(f"{key}={value if PLAIN_VALUE.fullmatch(value) else json.dumps(value)}")
    return " ".join(parts)


def _timestamp(moment: datetime) -> str:
    return moment.isoformat(timespec="milliseconds").replace("+00:00", "Z")


class LineFormatter(logging.Formatter):
    """A log record as one ``key=value`` line like the request lines (``event=log``), its
    traceback, if any, as one quoted field."""

    def format(self, record: logging.LogRecord) -> str:
        fields = {
            "ts": _timestamp(datetime.fromtimestamp(record.created, UTC)),
            "event": "log",
            "level": record.levelname.lower(),
            "logger": record.name,
            "message": record.getMessage(),
        }
        if record.exc_info:
            fields["exc"] = self.formatException(record.exc_info)
        return log_line(fields)


def _start_request() -> None:
    given = request.headers.get(REQUEST_ID_HEADER, "")
    g.request_id = given if GIVEN_REQUEST_ID.fullmatch(given) else secrets.token_hex(8)
    g.request_started = time.perf_counter()


def _log_request(response: Response) -> Response:
    request_id = g.get("request_id") or secrets.token_hex(8)
    response.headers[REQUEST_ID_HEADER] = request_id
    started = g.get("request_started")
    fields = {
        "ts": _timestamp(datetime.now(UTC)),
        "event": "request",
        "request_id": request_id,
        "method": request.method,
        "path": loggable_path(request.path),
        "status": response.status_code,
        "ms": f"{(time.perf_counter() - started) * 1000:.1f}" if started else None,
        "addr": request.remote_addr,
        "bytes": response.content_length,
    }
    request_log.info(log_line(fields))
    return response


def _add_hsts(response: Response) -> Response:
    if request.is_secure:
        seconds = current_app.config["HSTS_SECONDS"]
        response.headers.setdefault("Strict-Transport-Security", f"max-age={seconds}")
    return response


def livez():
    """Whether this server process answers requests, the database not asked: always 200
    ``alive`` (for the proxy's health check)."""
    response = jsonify(status="alive")
    response.headers["Cache-Control"] = "no-store"
    return response


def healthz():
    """Whether the app can reach its database (readiness): 200 ``ok``, else 503."""
    try:
        db.session.execute(text("SELECT 1"))
    except SQLAlchemyError as error:
        db.session.rollback()
        current_app.logger.warning("health check: the database is unreachable: %s", error)
        response = jsonify(status="unavailable", reason="database")
        response.status_code = 503
    else:
        response = jsonify(status="ok")
    response.headers["Cache-Control"] = "no-store"
    return response


def database_problem(*, set_up: bool = False) -> str | None:
    """Why the app cannot open its database, in one line naming the database (its password
    hidden), or None when it can. ``set_up``: the database must also hold golfkeeper's
    tables (a command that works on matches; a server about to migrate does not ask)."""
    url = make_url(current_app.config["SQLALCHEMY_DATABASE_URI"])
    named = url.render_as_string(hide_password=True)
    fix = "Check DATABASE_URL (user, password, host, database name)."
    in_file = url.get_backend_name() == "sqlite" and url.database not in (None, "", ":memory:")
    if in_file and not Path(str(url.database)).exists():  # connecting would make an empty one
        return (
            f"golfkeeper found no database at {named}: run this with the servers' "
            "settings (DATABASE_URL, GOLFKEEPER_HOSTED and the rest)."
        )
    try:
        with db.engine.connect() as connection:
            tables = inspect(connection).has_table(Match.__table__.name) if set_up else True
    except (DBAPIError, SQLAlchemyError) as error:
        cause = str(getattr(error, "orig", None) or error).strip().splitlines()[0]
        return f"golfkeeper cannot open its database {named}: {cause}. {fix}"
    if not tables:
        return (
            f"The database {named} holds no matches yet (no tables): run this with the "
            "servers' settings, after `flask --app app db upgrade`."
        )
    return None


@click.command("check-database")
@with_appcontext
def check_database_command() -> None:
    """Say in one line why the database cannot be opened (exit status 1), before the
    servers start: a wrong password is one clear line, not a traceback on every restart."""
    problem = database_problem()
    if problem:
        click.echo(without_tokens(problem), err=True)
        raise SystemExit(1)


def _use_request_log_handler() -> None:
    """One plain line per record on standard error (gunicorn and containers collect it)."""
    if not any(getattr(handler, "golfkeeper", False) for handler in request_log.handlers):
        handler = logging.StreamHandler()
        handler.setFormatter(logging.Formatter("%(message)s"))
        handler.golfkeeper = True  # type: ignore[attr-defined]
        request_log.addHandler(handler)
    request_log.setLevel(logging.INFO)
    # Not again through the app's logger ("golfkeeper"), which Flask gives a handler too.
    request_log.propagate = False


def _use_app_log_handler(app: Flask) -> None:
    """The app's own messages (info and above) and its libraries' warnings on standard
    error, one line each in the request lines' form, instead of Flask's default handler."""
    handler = logging.StreamHandler()
    handler.setFormatter(LineFormatter())
    handler.golfkeeper = True  # type: ignore[attr-defined]
    for logger in (app.logger, *map(logging.getLogger, LIBRARY_LOGGERS)):
        if not any(getattr(known, "golfkeeper", False) for known in logger.handlers):
            logger.addHandler(handler)
        logger.setLevel(logging.INFO)
    app.logger.removeHandler(default_handler)


class FromTrustedProxies:
    """``ProxyFix`` for requests that come from one of the proxy's ``addresses`` (addresses
    or networks, e.g. ``127.0.0.1`` or ``10.0.0.0/8``): anyone else reaching the app's port
    directly has their forwarded headers ignored, so they cannot choose the address their
    rate limits and log lines count against, nor the scheme or host of its links."""

    def __init__(self, app, proxies: int, addresses: Iterable[str]) -> None:
        self.app = app
        self.fixed = ProxyFix(app, x_for=proxies, x_proto=proxies, x_host=proxies)
        self.networks = [ip_network(address, strict=False) for address in addresses]

    def _trusted(self, address: str) -> bool:
        try:
            found = ip_address(address)
        except ValueError:
            return False  # a Unix socket, or nothing: no proxy of ours
        return any(found in network for network in self.networks)

    def __call__(self, environ, start_response):
        trusted = self._trusted(environ.get("REMOTE_ADDR", ""))
        return (self.fixed if trusted else self.app)(environ, start_response)


def proxy_addresses(value: str | Iterable[str]) -> list[str]:
    """``TRUSTED_PROXY_ADDRESSES`` as a list: a list, or one string separated by spaces or
    commas (as an environment variable gives it).

    >>> proxy_addresses("127.0.0.1, ::1 10.0.0.0/8")
    ['127.0.0.1', '::1', '10.0.0.0/8']
    """
    if isinstance(value, str):
        return value.replace(",", " ").split()
    return list(value)


def register(app: Flask) -> None:
    """The proxy's headers, HSTS and the request log as the configuration asks; /livez and
    /healthz."""
    proxies = int(app.config["TRUSTED_PROXIES"])
    if proxies:
        # The client's address, scheme and host as the proxy received them: rate limits
        # count per real client, url_for(_external=True) names the public https address.
        addresses = proxy_addresses(app.config["TRUSTED_PROXY_ADDRESSES"])
        app.wsgi_app = FromTrustedProxies(app.wsgi_app, proxies, addresses)
    if app.config["HSTS_SECONDS"]:
        app.after_request(_add_hsts)
    if app.config["REQUEST_LOG"]:
        _use_request_log_handler()
        _use_app_log_handler(app)
        app.before_request(_start_request)
        app.after_request(_log_request)
    token_filter = TokenFilter()
    for name in TOKEN_FILTERED_LOGGERS:
        logger = logging.getLogger(name)
        if not any(isinstance(found, TokenFilter) for found in logger.filters):
            logger.addFilter(token_filter)
    app.add_url_rule("/livez", "livez", livez)
    app.add_url_rule("/healthz", "healthz", healthz)
