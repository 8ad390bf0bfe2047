"""Error pages: friendly 404, 400 (including a missing CSRF token), 413, 503 and 500."""

from __future__ import annotations

from flask import Flask, current_app, render_template, request
from flask_wtf.csrf import CSRFError
from sqlalchemy.exc import DBAPIError, OperationalError
from werkzeug.exceptions import HTTPException, NotFound, RequestEntityTooLarge

from golfkeeper.extensions import db

# A refused body is read to its end (and dropped) before the 413 goes out, up to this much:
# a proxy still sending it when the answer came back cut the connection, and the person saw
# a broken page instead of ours. deploy/Caddyfile refuses bodies over 30 MB itself.
DRAIN_MAX = 32 * 1024 * 1024


def _drain_body() -> None:
    stream = request.environ.get("wsgi.input")
    left = DRAIN_MAX
    while stream is not None and left > 0:
        chunk = stream.read(min(left, 64 * 1024))
        if not chunk:
            return
        left -= len(chunk)


def _wants_json() -> bool:
    return request.path.startswith("/api/")


# Werkzeug's own 404 text talks about servers and spelling; an address no page answers
# (such as /matches/abc) gets this instead.
NO_PAGE = "There is no page at this address. Check the link, or start again from the home page."


def _description(error: HTTPException) -> str | None:
    if isinstance(error, NotFound) and error.description == NotFound.description:
        return NO_PAGE
    return error.description


def _error(
    code: int,
    title: str,
    message: str | None,
    headers: dict | None = None,
    resend: bool = False,
    typed: list[tuple[str, str]] | None = None,
):
    """An error answer: JSON under /api/, else the error page. ``resend``: the page carries
    the form that was posted, every value as typed, ready to send again with one tap.
    ``typed``: the scores a refused hole form carried, as (label, value), listed as not
    saved."""
    if _wants_json():
        return {"error": message}, code, headers or {}
    fields = _posted_fields() if resend else None
    page = render_template(
        "errors/error.html",
        code=code,
        title=title,
        message=message,
        resend=fields,
        typed=typed,
    )
    return page, code, headers or {}


def _posted_fields() -> list[tuple[str, str]] | None:
    """The fields of a posted form, to post them again as they were (a chosen file can't
    be carried: the person chooses it again). None for anything but a form post."""
    if request.method != "POST" or not request.form:
        return None
    return list(request.form.items(multi=True))


# Why a database refuses a write while nothing is wrong with what was sent: SQLite's words
# for a locked, read-only or full database file (a read-only folder reads as read-only, as
# SQLite can't create its journal there), and PostgreSQL's codes for a read-only
# transaction (a standby, or default_transaction_read_only) and a full disk.
_SQLITE_BUSY = ("database is locked",)
_SQLITE_UNWRITABLE = (
    "readonly database",
    "unable to open database file",
    "database or disk is full",
)
_POSTGRES_UNWRITABLE = ("25006", "53100")
# A database server that went away: PostgreSQL's connection-exception class (08...) and
# its shutdown codes (an administrator's, a crash's, a server still starting).
_POSTGRES_GONE_CLASS = "08"
_POSTGRES_GONE = ("57P01", "57P02", "57P03")


def _refusal(error: DBAPIError) -> str | None:
    """ "busy", "unwritable" or "unreachable" when the database refused the request for one
    of the reasons above or could not be reached (a server restarting, a connection cut):
    sending it again later can work. Else None (a fault of ours: the 500 page)."""
    text = str(error.orig)
    if any(words in text for words in _SQLITE_BUSY):
        return "busy"
    if any(words in text for words in _SQLITE_UNWRITABLE):
        return "unwritable"
    sqlstate = getattr(error.orig, "sqlstate", None) or ""
    if sqlstate in _POSTGRES_UNWRITABLE:
        return "unwritable"
    if error.connection_invalidated or sqlstate.startswith(_POSTGRES_GONE_CLASS):
        return "unreachable"
    if sqlstate in _POSTGRES_GONE:
        return "unreachable"
    # No statement: the error came while connecting (refused, timed out, no such host).
    if isinstance(error, OperationalError) and error.statement is None:
        return "unreachable"
    return None


def register_error_handlers(app: Flask) -> None:
    """Render every HTTP error as a page (or JSON under /api/); roll back on a 500."""

    @app.errorhandler(CSRFError)
    def csrf_error(error: CSRFError):
        message = (
            "This form has expired or was sent from another site. "
            "Go back, reload the page and try again."
        )
        return _error(400, "Form expired", message)

    @app.errorhandler(RequestEntityTooLarge)
    def too_large(error: RequestEntityTooLarge):
        limit = (request.max_content_length or app.config["MAX_CONTENT_LENGTH"]) // 1024
        _drain_body()
        message = f"That is more than the server accepts (at most {limit} KB). Nothing was saved."
        return _error(413, "Too large", message)

    @app.errorhandler(HTTPException)
    def http_error(error: HTTPException):
        return _error(
            error.code, error.name, _description(error), typed=getattr(error, "typed", None)
        )

    @app.errorhandler(DBAPIError)
    def database_refused(error: DBAPIError):
        """The database stayed locked past the busy timeout, can't be written (a read-only
        file or folder, a full disk) or can't be reached (its server restarting): say so,
        and that nothing was saved, with the form as it was sent ready to send again (a
        503, not a crash). The next request connects afresh (the pool pings first)."""
        reason = _refusal(error)
        if reason is None:
            raise error
        db.session.rollback()
        if reason == "busy":
            message = (
                "The score sheet is busy right now and nothing was saved. Please send it again."
            )
            return _error(503, "Busy", message, {"Retry-After": "2"}, resend=True)
        if reason == "unreachable":
            current_app.logger.warning("the database is unreachable: %s", error.orig)
            message = "The score sheet can't reach its database right now."
            if request.method == "POST":
                message += (
                    " Nothing was saved. What you sent is kept below: send it again in a "
                    "moment. Everything saved before is still there."
                )
            else:
                message += " Please reload the page in a moment."
            return _error(503, "Can't reach the scores", message, {"Retry-After": "5"}, resend=True)
        message = (
            "The score sheet can't be written right now (the server can't write to its "
            "database), so nothing was saved. What you sent is kept below: send it again "
            "once the person running the server has fixed it. Everything saved before is "
            "still there."
        )
        return _error(503, "Can't save right now", message, {"Retry-After": "30"}, resend=True)

    @app.errorhandler(500)
    def server_error(error):
        db.session.rollback()
        message = "Something went wrong on our side. Nothing you saved before has been lost."
        return _error(500, "Server error", message)
