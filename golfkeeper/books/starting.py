"""A new match joining a book as it starts: chosen on the new-match page ("Add to the
Smith family book"), or by Play again from a match the book keeps."""

from __future__ import annotations

from golfkeeper.books import rights, service
from golfkeeper.books.models import Book
from golfkeeper.extensions import db
from golfkeeper.models import Match

BOOK_FIELD = "book_id"  # the new-match form's choice of book, drawn by books/_start_in_book.html


def keep_in_chosen_book(match: Match, chosen: str | None) -> Book | None:
    """Keep the newly started ``match`` in the book whose id ``chosen`` names (the form's
    text), if this browser holds that book's edit right; the book, or None (no book chosen,
    or one it may not change: the match starts all the same). The caller commits."""
    if not chosen or not chosen.isdigit():
        return None
    book = db.session.get(Book, int(chosen))
    if book is None or not rights.may_edit(book):
        return None
    db.session.flush()  # the match's id
    try:
        service.add_match(book, match)
    except service.BookError:
        return None
    return book


def keep_in_same_books(original: Match, rematch: Match) -> list[Book]:
    """Play again: ``rematch`` joins every book ``original`` is kept in. The caller
    commits."""
    books = service.books_with(original.id)
    db.session.flush()
    kept = []
    for book in books:
        try:
            service.add_match(book, rematch)
        except service.BookError:
            continue
        kept.append(book)
    return kept
