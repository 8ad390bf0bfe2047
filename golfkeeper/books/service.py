"""Golf books, the service layer: making a book, its matches, its name merges and links.

Functions here change the session but never commit, read the request or abort: a refusal
is a ``BookError`` the view turns into a message. Who may do what (the book's edit right,
the match's) is checked by the views with ``golfkeeper.books.rights``.
"""

from __future__ import annotations

from collections.abc import Mapping

from golfkeeper import scorekeeping
from golfkeeper.books.figures import merge_clash
from golfkeeper.books.models import Book, BookAlias, BookMatch, ReplacedBookLink
from golfkeeper.extensions import db
from golfkeeper.models import Match, new_token
from golfkeeper.scorekeeping import ScoreSheet
from golfkeeper.sharing.links import token_hash
from golfkeeper.stats.figures import load_matches, merged_aliases

MAX_BOOK_MATCHES = 500  # a family's season many times over; the page stays quick


class BookError(Exception):
    """A refused change to a book: nothing was changed. ``field`` names the form field."""

    def __init__(self, message: str, field: str | None = None):
        super().__init__(message)
        self.message = message
        self.field = field


def create_book(name: str, starter: str) -> Book:
    """A new, empty book named ``name`` (already cleaned), made by ``starter`` (a
    ``links.browser_hash``)."""
    book = Book(name=name, starter=starter)
    db.session.add(book)
    db.session.flush()
    return book


def book_by_token(token: str, kind: str) -> Book | None:
    """The book whose ``kind`` (``view`` or ``edit``) link has ``token``, or None."""
    column = Book.view_token if kind == "view" else Book.edit_token
    return db.session.execute(db.select(Book).where(column == token)).scalar_one_or_none()


def was_replaced(token: str) -> bool:
    """Whether ``token`` belonged to a book link its starter replaced."""
    found = db.session.get(ReplacedBookLink, token_hash(token))
    return found is not None


def books_with(match_id: int) -> list[Book]:
    """The books ``match_id`` is kept in."""
    return list(
        db.session.scalars(
            db.select(Book).join(BookMatch).where(BookMatch.match_id == match_id).order_by(Book.id)
        )
    )


def add_match(book: Book, match: Match) -> bool:
    """Keep ``match`` in ``book``; False when it was already there. Raises ``BookError``
    when the book is full."""
    if match.id in book.match_ids:
        return False
    if len(book.entries) >= MAX_BOOK_MATCHES:
        raise BookError(f"A book keeps at most {MAX_BOOK_MATCHES} matches: start a new book.")
    book.entries.append(BookMatch(match_id=match.id))
    return True


def remove_match(book: Book, match_id: int) -> bool:
    """Take the match ``match_id`` out of ``book`` (the match itself stays); False when it
    was not there."""
    entry = next((entry for entry in book.entries if entry.match_id == match_id), None)
    if entry is None:
        return False
    book.entries.remove(entry)
    return True


def book_matches(book: Book) -> list[Match]:
    """The book's matches, oldest first (by when they were started), loaded whole."""
    matches = load_matches(book.match_ids)
    return sorted(matches, key=lambda match: (match.created_at, match.id))


def book_sheets(book: Book) -> list[ScoreSheet]:
    """The score sheets of the book's matches, oldest first."""
    return [scorekeeping.build_sheet(match) for match in book_matches(book)]


def aliases(book: Book) -> dict[str, str]:
    """The book's merges: name key -> the key it is counted under."""
    return {alias.name_key: alias.into_key for alias in book.aliases}


def _store_aliases(book: Book, wanted: Mapping[str, str]) -> None:
    kept = {alias.name_key: alias for alias in book.aliases}
    for key, alias in kept.items():
        if key not in wanted:
            book.aliases.remove(alias)
        else:
            alias.into_key = wanted[key]
    for key, into in wanted.items():
        if key not in kept:
            book.aliases.append(BookAlias(name_key=key, into_key=into))


def merge_names(book: Book, sheets: list[ScoreSheet], merged: str, into: str) -> None:
    """Count the name key ``merged`` as ``into`` in this book ("Granny is Gran"). Raises
    ``BookError`` when they are one player already, or when two players of one match
    would become one person."""
    try:
        wanted = merged_aliases(aliases(book), merged, into)
    except ValueError as refusal:
        raise BookError(str(refusal), "into") from None
    clash = merge_clash(sheets, wanted)
    if clash is not None:
        raise BookError(
            f"Both names played in {clash.match.title}: they are two people, "
            "so they can't be merged.",
            "into",
        )
    _store_aliases(book, wanted)


def unmerge_name(book: Book, key: str) -> bool:
    """Count the name key ``key`` on its own again; False when it was not merged."""
    wanted = aliases(book)
    if wanted.pop(key, None) is None:
        return False
    _store_aliases(book, wanted)
    return True


def replace_link(book: Book, kind: str) -> None:
    """Give ``book`` a new ``kind`` (``view`` or ``edit``) link: the old one answers that it
    was replaced, and every right it gave ends."""
    old = book.view_token if kind == "view" else book.edit_token
    db.session.add(ReplacedBookLink(token_hash=token_hash(old), book_id=book.id, kind=kind))
    if kind == "view":
        book.view_token = new_token()
    else:
        book.edit_token = new_token()


def make_recovery_link(book: Book) -> str:
    """A new recovery link's token for ``book`` (an older one stops working); only its
    SHA-256 is kept, so the starter is shown it once."""
    token = new_token()
    book.recovery_hash = token_hash(token)
    return token


def recovery_book(token: str) -> Book | None:
    """The book whose recovery link has ``token``, or None."""
    return db.session.execute(
        db.select(Book).where(Book.recovery_hash == token_hash(token))
    ).scalar_one_or_none()


def delete_book(book: Book) -> None:
    """Delete ``book``: its matches stay, each as it was."""
    db.session.delete(book)
