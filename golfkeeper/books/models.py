"""A family's golf book as stored: a named collection of matches with its own links."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import ForeignKey, String
from sqlalchemy.orm import Mapped, mapped_column, relationship

from golfkeeper.extensions import db
from golfkeeper.models import MATCH_NAME_MAX, TOKEN_MAX, new_token, utcnow

BOOK_NAME_MAX = MATCH_NAME_MAX
NAME_KEY_MAX = 160  # a name key (``stats.figures.name_key``): casefolding can lengthen a name


class Book(db.Model):
    """A named collection of matches (a family's season): its view link shows the figures
    and the matches' view pages, its edit link lets a browser add and remove matches.
    Deleting a book never deletes its matches."""

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(BOOK_NAME_MAX))
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    view_token: Mapped[str] = mapped_column(
        String(TOKEN_MAX), unique=True, index=True, default=new_token
    )
    edit_token: Mapped[str] = mapped_column(
        String(TOKEN_MAX), unique=True, index=True, default=new_token
    )
    # The browser that made (or imported) the book, as a grant names it
    # (``links.browser_hash``): it alone replaces the links, as a match's starter does.
    starter: Mapped[str | None] = mapped_column(String(64))
    # The SHA-256 of the book's recovery link, shown once to the starter.
    recovery_hash: Mapped[str | None] = mapped_column(String(64), unique=True, index=True)

    entries: Mapped[list[BookMatch]] = relationship(
        cascade="all, delete-orphan", passive_deletes=True, order_by="BookMatch.match_id"
    )
    aliases: Mapped[list[BookAlias]] = relationship(
        cascade="all, delete-orphan", passive_deletes=True, order_by="BookAlias.added_at"
    )

    @property
    def match_ids(self) -> list[int]:
        return [entry.match_id for entry in self.entries]


class BookMatch(db.Model):
    """A match kept in a book. Deleting the match (or the book) deletes this row only."""

    book_id: Mapped[int] = mapped_column(
        ForeignKey("book.id", ondelete="CASCADE"), primary_key=True
    )
    match_id: Mapped[int] = mapped_column(
        ForeignKey("match.id", ondelete="CASCADE"), primary_key=True, index=True
    )
    added_at: Mapped[datetime] = mapped_column(default=utcnow)


class BookAlias(db.Model):
    """ "Granny is Gran": in this book, the name key ``name_key`` counts as ``into_key``."""

    book_id: Mapped[int] = mapped_column(
        ForeignKey("book.id", ondelete="CASCADE"), primary_key=True
    )
    name_key: Mapped[str] = mapped_column(String(NAME_KEY_MAX), primary_key=True)
    into_key: Mapped[str] = mapped_column(String(NAME_KEY_MAX))
    added_at: Mapped[datetime] = mapped_column(default=utcnow)


class ReplacedBookLink(db.Model):
    """A book link the starter replaced, as its token's SHA-256: whoever follows it is
    told it was replaced, as with a match's (``models.ReplacedLink``)."""

    token_hash: Mapped[str] = mapped_column(String(64), primary_key=True)
    book_id: Mapped[int] = mapped_column(ForeignKey("book.id", ondelete="CASCADE"), index=True)
    kind: Mapped[str] = mapped_column(String(4))
    replaced_at: Mapped[datetime] = mapped_column(default=utcnow)
