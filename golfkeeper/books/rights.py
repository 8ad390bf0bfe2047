"""Who may change a book: the book's edit right, kept in the session cookie as a match's is
(``golfkeeper.sharing``), as ``"<book id>~<first characters of the edit token>"``, so a
new edit link ends every right the old one gave.

Reading a book needs no right in the cookie: its view link is in the address of every
page it shows (``/b/<view token>``), and so are its matches' view pages opened from it.
"""

from __future__ import annotations

from flask import session

from golfkeeper import sharing
from golfkeeper.books import bp
from golfkeeper.books.models import Book
from golfkeeper.extensions import db
from golfkeeper.models import CHECK_CHARS

BOOK_RIGHTS = "book_rights"
# The oldest are forgotten first. Book rights share the cookie with the match rights and
# never yield to them (``sharing.keep_within_cookie``): ten take some 110 bytes of its 4,000.
MAX_BOOK_RIGHTS = 10


def _entries() -> list[str]:
    value = session.get(BOOK_RIGHTS)
    return value.split() if isinstance(value, str) else []


def _entry(book: Book) -> str:
    return f"{book.id}~{book.edit_token[:CHECK_CHARS]}"


def grant_edit(book: Book) -> None:
    """Give this browser the right to change ``book``."""
    entry = _entry(book)
    head = f"{book.id}~"
    entries = [e for e in _entries() if not e.startswith(head)] + [entry]
    session[BOOK_RIGHTS] = " ".join(entries[-MAX_BOOK_RIGHTS:])
    session.permanent = True


def may_edit(book: Book) -> bool:
    """Whether this browser holds ``book``'s current edit right."""
    return _entry(book) in _entries()


def is_starter(book: Book) -> bool:
    """Whether this browser made ``book`` (or opened its recovery link since)."""
    return book.starter is not None and book.starter == sharing.this_browser()


@bp.app_template_global("editable_books")
def editable_books() -> list[Book]:
    """The books this browser may change, newest right first."""
    ids = []
    for entry in _entries():
        head = entry.partition("~")[0]
        if head.isdigit():
            ids.append(int(head))
    if not ids:
        return []
    books = db.session.scalars(db.select(Book).where(Book.id.in_(ids))).all()
    order = {book_id: position for position, book_id in enumerate(reversed(ids))}
    return sorted((b for b in books if may_edit(b)), key=lambda b: order[b.id])
