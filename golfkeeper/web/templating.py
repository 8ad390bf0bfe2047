"""Jinja filters and globals shared by every template, and asset URLs that change with the
file, so a browser asks for an asset once."""

from __future__ import annotations

import hashlib
import os
from collections.abc import Iterable
from datetime import UTC, datetime
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from flask import Flask, Response, has_request_context, request, url_for
from markupsafe import Markup, escape

from golfkeeper.engine.house_rules import rules_name
from golfkeeper.engine.text import holes_text, names_text, points_word, sheet_points_text

if TYPE_CHECKING:
    from golfkeeper.scorekeeping import Cell, HistoryLine, ScoreSheet

# A year: the longest lifetime browsers honour. A changed file gets a new URL instead.
IMMUTABLE_SECONDS = 365 * 24 * 3600


# How a stored time is written for a page without JavaScript: the serving computer's clock,
# naming its zone ("07 Dec 2026, 01:19 UTC"). static/js/local-times.js rewrites each in the
# phone's own zone and language, with the same fields (a date; to the minute; to the second;
# the time of day to the second).
TIME_STYLES = {
    "date": "%d %b %Y",
    "minute": "%d %b %Y, %H:%M %Z",
    "second": "%d %b %Y, %H:%M:%S %Z",
    "clock": "%H:%M:%S %Z",
}


def time_tag(moment: datetime | None, style: str = "minute") -> Markup:
    """A stored time (naive, UTC) as ``<time datetime="...Z" data-local="style">``, its text
    in the serving computer's zone and naming it (``TIME_STYLES[style]``), for the phone's
    script to write in its own zone; empty for None. Raises ``KeyError`` for an unknown
    ``style``.

    >>> str(time_tag(datetime(2026, 12, 7, 1, 19, 5), "second")).startswith(
    ...     '<time datetime="2026-12-07T01:19:05Z" data-local="second">')
    True
    """
    if moment is None:
        return Markup("")
    utc = moment.replace(tzinfo=UTC)
    try:
        shown = utc.astimezone().strftime(TIME_STYLES[style])
    except OverflowError:  # a moment at the calendar's edge: said in UTC, which names itself
        shown = utc.strftime(TIME_STYLES[style])
    stamp = utc.isoformat(timespec="seconds").replace("+00:00", "Z")
    # An f-string of escaped values, not Markup.format: its formatter is pure Python, and
    # cost 20 µs a time (a long history shows a time for each write).
    return Markup(
        f'<time datetime="{escape(stamp)}" data-local="{escape(style)}">{escape(shown)}</time>'
    )


def names(values: Iterable[str]) -> Markup:
    """Names in a sentence, "Ann, Bo and Cy" (``names_text``), each isolated in a ``<bdi>``
    so a right-to-left name keeps its place among the others."""
    return Markup(names_text([Markup(f"<bdi>{escape(value)}</bdi>") for value in values]))


def grid_rows(sheet: ScoreSheet, hole_url: str | None = None) -> Markup:
    """The score sheet grid's body: a ``<tr>`` a hole (its number, :func:`grid_cells`,
    who deals and starts) and one after each subtotal. ``hole_url``: the stem of the hole
    pages' URLs (``url_stem``), numbers linked to them; None for no links (the print and
    live views). Written here rather than in ``_grid.html``, for the reason of
    :func:`grid_cell`: Jinja spent some 30 Python calls on each of a sheet's 36 rows."""
    current = sheet.current_hole
    out = []
    for row in sheet.holes:
        number = row.hole_number
        here = number == current
        has_scores = row.has_scores
        if hole_url is not None and (has_scores or here):
            verb = "Correct" if has_scores else "Record"
            link = (
                f'\n          <a href="{escape(hole_url)}{number}" aria-label="{verb} hole '
                f'{number}">{number}</a>\n        '
            )
        else:
            link = str(number)
        deal = ""
        if row.dealer:
            deal = (
                f'<bdi class="deal-name">{escape(row.dealer.name)}</bdi> · '
                f'<bdi class="deal-name">{escape(row.first_player.name)}</bdi>'
            )
        marked = ' class="current" aria-current="step"' if here else ' class=""'
        out.append(
            f"\n    <tr{marked}>\n"
            f'      <th scope="row" class="hole-col">\n        {link}\n      </th>\n'
            f"      {_cells_html(row.cells)}\n"
            f'      <td class="deal-col">{deal}</td>\n    </tr>\n    \n    '
        )
        subtotal = sheet.subtotals.get(number)
        if subtotal:
            totals = "".join(f"<td>{escape(sheet_points_text(t))}</td>" for t in subtotal.totals)
            out.append(
                '\n    <tr class="subtotal">\n'
                f'      <th scope="row" class="hole-col">{escape(subtotal.label)}</th>\n'
                f"      {totals}\n"
                f'      <td class="deal-col">holes {subtotal.first_hole}–'
                f"{subtotal.last_hole}</td>\n"
                "    </tr>\n    "
            )
        out.append("\n    ")
    return Markup("".join(out))


def grid_cells(cells: Iterable[Cell]) -> Markup:
    """One hole's squares of the score sheet grid (:func:`grid_cell`), one line each."""
    return Markup(_cells_html(cells))


def _cells_html(cells: Iterable[Cell]) -> str:
    return "\n      ".join([_cell_html(cell) for cell in cells])


def grid_cell(cell: Cell) -> Markup:
    """One square of the score sheet grid as a ``<td>``: the points that count, the layout
    score entered when an adjustment changed it, the went-out arrow and the running total,
    or a dot (not played) or a dash (not entered). Written here rather than in
    ``_grid.html``: an 8 x 36 sheet has 288 squares, and Jinja spent some 50 Python calls
    on each. Every value is a number (``sheet_points_text``), so nothing needs escaping."""
    return Markup(_cell_html(cell))


_NOT_ENTERED = '<td class="not-entered"><span aria-label="not entered">–</span></td>'
_NOT_PLAYED = (
    '<td class="not-played"><span aria-label="not played" title="not played">·</span></td>'
)
_WENT_OUT = '<span class="went-out" title="went out" aria-label="went out">↑</span>'


def _cell_html(cell: Cell) -> str:
    """:func:`grid_cell` as plain text, read off the cell's fields (its ``state`` and
    ``adjusted`` worked out here once rather than through its properties)."""
    points, running_total, played, went_out, layout_points = cell
    if points is None:
        return _NOT_ENTERED if played else _NOT_PLAYED
    shown = sheet_points_text(points)
    running = (
        f'<small class="running" aria-label="running total">'
        f"{sheet_points_text(running_total)}</small>"
    )
    if not played:
        return (
            f'<td class="not-played"><span title="not played: counted {shown}">'
            f'<span class="visually-hidden">not played, counted </span>{shown}'
            f'<span aria-hidden="true">·</span></span>{running}</td>'
        )
    layout = ""
    if points != layout_points:
        layout = (
            '<small class="layout-score" title="layout score entered"> '
            '<span class="visually-hidden">layout score </span>'
            f"({sheet_points_text(layout_points)})</small>"
        )
    return f'<td class="entered">{shown}{layout}{_WENT_OUT if went_out else ""}{running}</td>'


_STEM_MARK = 987654321


def url_stem(endpoint: str, last: str, **values: Any) -> str:
    """The URL of ``endpoint`` without its ``last`` part (a number at the end of the path),
    which the template then writes itself: ``url_stem('matches.hole', 'hole_number',
    match_id=3)`` is ``/matches/3/holes/``. A score sheet's hole links then cost one
    ``url_for`` instead of one each (36, at some 40 Python calls apiece). Raises
    ``ValueError`` for an endpoint whose URL does not end with ``last``."""
    url = url_for(endpoint, **values, **{last: _STEM_MARK})
    stem, mark, rest = url.rpartition(str(_STEM_MARK))
    if not mark or rest:
        raise ValueError(f"{endpoint}'s URL does not end with {last}: {url}")
    return stem


def change_items(lines: Iterable[HistoryLine]) -> Markup:
    """A write's changed values as list items, ``<li>`` each (:func:`change_line`), for a
    history of hundreds of lines in one call rather than one template call each."""
    return Markup("".join([f"<li>{change_line(line)}</li>" for line in lines]))


def change_line(line: HistoryLine) -> Markup:
    """One changed value of the history in words, e.g. "Hole 3, Ann: 4 → 6". Each name is
    isolated in a ``<bdi>``, so a right-to-left name keeps its place in the sentence.
    Written here rather than as a Jinja macro: a long history has hundreds of lines, and
    the macro spent some 40 Python calls on each."""
    kind, old, new = line.kind, line.old, line.new
    who = f"<bdi>{escape(line.player.name if line.player else '')}</bdi>"
    if kind == "score":
        if old is None:
            change = f"{sheet_points_text(new)} entered"
        elif new is None:
            change = f"{sheet_points_text(old)} cleared (now not entered)"
        else:
            change = f"{sheet_points_text(old)} → {sheet_points_text(new)}"
        return Markup(f"Hole {line.hole_number}, {who}: {change}")
    if kind == "went_out":
        after = f"<bdi>{escape(new.name)}</bdi>" if new else "not noted"
        if old is None:  # noted for the first time: nothing to compare with
            return Markup(f"Hole {line.hole_number}, went out: {after}")
        before = f"<bdi>{escape(old.name)}</bdi>"
        return Markup(f"Hole {line.hole_number}, went out: {before} → {after}")
    if kind == "name":
        return Markup(f"Renamed: <bdi>{escape(old)}</bdi> → <bdi>{escape(new)}</bdi>")
    if kind == "seat":
        return Markup(f"{who}: seat {escape(old)} → {escape(new)}")
    if kind == "joined":
        return Markup(f"{who} joined the table" + (f" at hole {new}" if new and new > 1 else ""))
    if kind == "left":
        after_hole = f" after hole {new - 1}" if new and new > 1 else ""
        return Markup(f"{who} left the table{after_hole}")
    if kind == "back":
        return Markup(f"{who} came back to the table from hole {old}")
    if kind == "removed":
        return Markup(f"{who} was removed from the score sheet (added by mistake)")
    return Markup(_MILESTONE_WORDS.get(kind, ""))


_MILESTONE_WORDS = {"finished": "Match finished", "reopened": "Reopened for corrections"}


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

    # Each asset's URL as url_for built it, by where the app is mounted and the file's
    # content hash (static_version, which reads the file again when it changes): a score
    # sheet names 14 assets, and url_for costs some 50 Python calls each.
    urls: dict[tuple[str, str, str], str] = {}

    @app.template_global()
    def static_url(filename: str) -> str:
        """``url_for('static', filename=filename)``, its ``?v=`` hash included, built once
        for each version of the file."""
        version = static_version(app, filename)
        if version is None or not has_request_context():  # no such file, or no request
            return url_for("static", filename=filename)
        key = (request.script_root, filename, version)
        url = urls.get(key)
        if url is None:
            if len(urls) >= 1024:  # a bound, should anything send many mount points
                urls.clear()
            url = urls[key] = url_for("static", filename=filename)
        return url

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
    app.add_template_filter(grid_cells)
    app.add_template_filter(grid_rows)
    app.add_template_global(change_line)
    app.add_template_filter(change_items)
    app.add_template_global(url_stem)
    app.add_template_filter(points_word)
    app.add_template_filter(holes_text, "holes")
    app.add_template_filter(rules_name)
    app.add_template_filter(time_tag)
    register_static_versions(app)
