"""Reading a book: its page of figures, its matches' view pages opened from it, and the
figures as JSON. The view link in the address is the right: nothing is kept in the
browser's cookie, and nothing else of the browser's is shown."""

from __future__ import annotations

from typing import NoReturn

from flask import abort, jsonify, render_template

from golfkeeper import sharing
from golfkeeper.books import bp, display, service
from golfkeeper.books.figures import book_figures
from golfkeeper.books.models import Book
from golfkeeper.scorekeeping import build_sheet
from golfkeeper.sharing import links
from golfkeeper.stats.figures import load_matches
from golfkeeper.table_rules.form import rules_summary
from golfkeeper.web import charts

UNKNOWN_BOOK = (
    "There is no book at this link. Check that the whole link was copied, or ask whoever "
    "keeps the book for it again."
)


class BookLinkReplaced(sharing.LinkReplaced):
    """A book link its starter replaced: the 410 page a replaced match link gives."""


def _unknown(token: str) -> NoReturn:
    if service.was_replaced(token):
        raise BookLinkReplaced()
    abort(404, description=UNKNOWN_BOOK)


def book_from_token(token: str, kind: str) -> Book:
    """The book whose ``kind`` link is ``token``; else the 410 page of a replaced link or
    the 404 page of an unknown one."""
    if not sharing.looks_like_token(token):
        abort(404, description=UNKNOWN_BOOK)  # never a token: no query
    book = service.book_by_token(token, kind)
    if book is None:
        _unknown(token)
    return book


@bp.get("/b/<token>")
def page(token: str):
    """A book's figures: the season's table, head to head, form, bests and streaks."""
    book = book_from_token(token, "view")
    sheets = service.book_sheets(book)
    figures = book_figures(sheets, service.aliases(book))
    return render_template(
        "books/page.html",
        book=book,
        sheets=sheets,
        figures=figures,
        chart=display.form_chart(figures),
        display=display,
    )


@bp.get("/b/<token>/matches/<int:match_id>")
def match(token: str, match_id: int):
    """One of the book's matches, read-only, opened from the book's page."""
    book = book_from_token(token, "view")
    if match_id not in book.match_ids:
        abort(404, description="That match is not in this book.")
    [kept] = load_matches([match_id])
    sheet = build_sheet(kept)
    return render_template(
        "books/match.html",
        book=book,
        sheet=sheet,
        chart=charts.sheet_chart(sheet),
        rules_summary=rules_summary(sheet.match.house_rules),
    )


@bp.get("/api/books/<token>")
def api(token: str):
    """The book's figures as JSON (the page's rights: its view link). 404 ``{"error"}``
    for an unknown link, 410 for a replaced one."""
    book = None
    if sharing.looks_like_token(token):
        book = service.book_by_token(token, "view")
    if book is None:
        if sharing.looks_like_token(token) and service.was_replaced(token):
            return jsonify(error=links.REPLACED), 410
        return jsonify(error=UNKNOWN_BOOK), 404
    matches = service.book_matches(book)
    sheets = [build_sheet(m) for m in matches]
    figures = book_figures(sheets, service.aliases(book))
    return jsonify(display.book_json(book, matches, figures))
