"""Jinja filters and globals shared by every template, and asset URLs that change with the
file, so a browser asks for an asset once."""

from __future__ import annotations

import hashlib
import os
from collections.abc import Iterable
from functools import lru_cache
from pathlib import Path

from flask import Flask, Response, request
from markupsafe import Markup

from golfkeeper.engine.house_rules import rules_name
from golfkeeper.engine.text import names_text, points_word, sheet_points_text

# A year: the longest lifetime browsers honour. A changed file gets a new URL instead.
IMMUTABLE_SECONDS = 365 * 24 * 3600


def names(values: Iterable[str]) -> Markup:
    """Names in a sentence, "Ann, Bo and Cy" (``names_text``), each isolated in a ``<bdi>``
    so a right-to-left name keeps its place among the others."""
    return Markup(names_text([Markup("<bdi>{}</bdi>").format(value) for value in values]))


@lru_cache(maxsize=256)
def _content_hash(path: str, modified_ns: int, size: int) -> str:
    return hashlib.sha256(Path(path).read_bytes()).hexdigest()[:12]


def static_version(app: Flask, filename: str) -> str | None:
    """The first 12 hex digits of the SHA-256 of the static file ``filename``, or None
    when there is no such file. Read again whenever the file's time or size changes."""
    # os.path rather than pathlib: every page asks this for each of its six or more
    # assets, and a Path costs some 50 Python calls to build (7% of the matches page).
    path = os.path.join(app.static_folder or "", filename)
    try:
        stat = os.stat(path)
    except (OSError, ValueError):
        return None
    return _content_hash(path, stat.st_mtime_ns, stat.st_size)


def register_static_versions(app: Flask) -> None:
    """Every ``url_for('static', ...)`` gains ``?v=<content hash>``, and a request naming
    the current hash is answered ``Cache-Control: public, max-age=<a year>, immutable``:
    a warm browser sends no request for an asset, the favicon included. An older hash
    (a page kept from before a change) gets the file as it is now, revalidated as usual."""

    @app.url_defaults
    def add_static_version(endpoint: str, values: dict) -> None:
        if endpoint == "static" and "filename" in values and "v" not in values:
            version = static_version(app, values["filename"])
            if version:
                values["v"] = version

    @app.after_request
    def cache_versioned_assets(response: Response) -> Response:
        if request.endpoint != "static" or response.status_code not in (200, 304):
            return response
        if request.args.get("v") == static_version(app, request.view_args["filename"]):
            response.cache_control.no_cache = None
            response.cache_control.public = True
            response.cache_control.max_age = IMMUTABLE_SECONDS
            response.cache_control.immutable = True
        return response


def register(app: Flask) -> None:
    app.add_template_filter(sheet_points_text, "points")
    app.add_template_filter(names)
    app.add_template_filter(points_word)
    app.add_template_filter(rules_name)
    register_static_versions(app)
