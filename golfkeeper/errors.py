"""Error pages: friendly 404, 400 (including a missing CSRF token), 413, 503 and 500."""

from __future__ import annotations

from flask import Flask, render_template, request
from flask_wtf.csrf import CSRFError
from sqlalchemy.exc import OperationalError
from werkzeug.exceptions import HTTPException, NotFound, RequestEntityTooLarge

from golfkeeper.extensions import db


def _wants_json() -> bool:
    return request.path.startswith("/api/")


# Werkzeug's own 404 text talks about servers and spelling; an address no page answers
# (such as /matches/abc) gets this instead.
NO_PAGE = "There is no page at this address. Check the link, or start again from the home page."


def _description(error: HTTPException) -> str | None:
    if isinstance(error, NotFound) and error.description == NotFound.description:
        return NO_PAGE
    return error.description


def _error(code: int, title: str, message: str | None, headers: dict | None = None):
    """An error answer: JSON under /api/, else the error page."""
    if _wants_json():
        return {"error": message}, code, headers or {}
    page = render_template("errors/error.html", code=code, title=title, message=message)
    return page, code, headers or {}


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
        limit = app.config["MAX_CONTENT_LENGTH"] // 1024
        message = f"That is more than the server accepts (at most {limit} KB). Nothing was saved."
        return _error(413, "Too large", message)

    @app.errorhandler(HTTPException)
    def http_error(error: HTTPException):
        return _error(error.code, error.name, _description(error))

    @app.errorhandler(OperationalError)
    def database_busy(error: OperationalError):
        """The database stayed locked past the busy timeout: say so, and that nothing was
        saved, so the phone can simply send it again (a 503, not a crash)."""
        if "locked" not in str(error.orig):
            raise error
        db.session.rollback()
        message = "The score sheet is busy right now and nothing was saved. Please send it again."
        return _error(503, "Busy", message, {"Retry-After": "2"})

    @app.errorhandler(500)
    def server_error(error):
        db.session.rollback()
        message = "Something went wrong on our side. Nothing you saved before has been lost."
        return _error(500, "Server error", message)
