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


def register_error_handlers(app: Flask) -> None:
    """Render every HTTP error as a page (or JSON under /api/); roll back on a 500."""

    @app.errorhandler(CSRFError)
    def csrf_error(error: CSRFError):
        message = (
            "This form has expired or was sent from another site. "
            "Go back, reload the page and try again."
        )
        if _wants_json():
            return {"error": message}, 400
        return render_template(
            "errors/error.html", code=400, title="Form expired", message=message
        ), 400

    @app.errorhandler(RequestEntityTooLarge)
    def too_large(error: RequestEntityTooLarge):
        limit = app.config["MAX_CONTENT_LENGTH"] // 1024
        message = f"That is more than the server accepts (at most {limit} KB). Nothing was saved."
        if _wants_json():
            return {"error": message}, 413
        return render_template(
            "errors/error.html", code=413, title="Too large", message=message
        ), 413

    @app.errorhandler(HTTPException)
    def http_error(error: HTTPException):
        message = _description(error)
        if _wants_json():
            return {"error": message}, error.code
        return (
            render_template(
                "errors/error.html", code=error.code, title=error.name, message=message
            ),
            error.code,
        )

    @app.errorhandler(OperationalError)
    def database_busy(error: OperationalError):
        """The database stayed locked past the busy timeout: say so, and that nothing was
        saved, so the phone can simply send it again (a 503, not a crash)."""
        if "locked" not in str(error.orig):
            raise error
        db.session.rollback()
        message = "The score sheet is busy right now and nothing was saved. Please send it again."
        if _wants_json():
            return {"error": message}, 503
        page = render_template("errors/error.html", code=503, title="Busy", message=message)
        return page, 503, {"Retry-After": "2"}

    @app.errorhandler(500)
    def server_error(error):
        db.session.rollback()
        message = "Something went wrong on our side. Nothing you saved before has been lost."
        if _wants_json():
            return {"error": message}, 500
        return render_template(
            "errors/error.html", code=500, title="Server error", message=message
        ), 500
