"""A book as one JSON file: each match's own export (history included), the book's name
and its name merges; imported back as a new book of new copies of the matches (new
links), whose figures equal the original's.

The file is at most ``MAX_BOOK_FILE_BYTES`` (the largest match file the app reads,
``importing.MAX_FILE_BYTES``, about 19 MB, which the app and Caddy already accept): a
season of a hundred nine-hole evenings comes to well under a megabyte.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from golfkeeper import scorekeeping
from golfkeeper.books.models import BOOK_NAME_MAX, NAME_KEY_MAX, Book
from golfkeeper.matches import export, importing
from golfkeeper.models import Match
from golfkeeper.scorekeeping.transfer import RestoredMatch

FORMAT = "golfkeeper-book"
FORMAT_VERSION = 1
MAX_BOOK_FILE_BYTES = importing.MAX_FILE_BYTES
MAX_FILE_MATCHES = 500


class BookFileRefused(ValueError):
    """A book file that can't be imported: nothing is stored. ``message`` says why."""

    def __init__(self, message: str):
        super().__init__(message)
        self.message = message


def book_file(book: Book, matches: Sequence[Match], aliases: dict[str, str]) -> str:
    """The book as JSON text: ``{"format", "version", "name", "aliases", "matches": [each
    match's export]}``, the matches oldest first."""
    exported = [
        json.loads(
            export.match_json(scorekeeping.build_sheet(match), scorekeeping.change_rows(match))
        )
        for match in matches
    ]
    document = {
        "format": FORMAT,
        "version": FORMAT_VERSION,
        "name": book.name,
        "aliases": aliases,
        "matches": exported,
    }
    return json.dumps(document, ensure_ascii=False, indent=1)


@dataclass(frozen=True)
class BookRecord:
    """A book file read and checked: its name, merges and matches, ready to store."""

    name: str
    aliases: dict[str, str]
    matches: tuple[RestoredMatch, ...]


def _text(value: Any, most: int) -> bool:
    return isinstance(value, str) and 0 < len(value.strip()) <= most


def read_book_file(raw: bytes) -> BookRecord:
    """Read and check a book file whole. Raises ``BookFileRefused`` for anything that is
    not a complete golfkeeper book whose every match is a consistent match file."""
    if len(raw) > MAX_BOOK_FILE_BYTES:
        raise BookFileRefused(
            f"This file is too large to be a book (over {MAX_BOOK_FILE_BYTES // 1024} KB). "
            "Nothing was stored."
        )
    try:
        document = json.loads(raw.decode("utf-8-sig"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        document = None
    if not isinstance(document, dict) or document.get("format") != FORMAT:
        raise BookFileRefused(
            "This file is not a golf book exported from golfkeeper. Nothing was stored."
        )
    if document.get("version") != FORMAT_VERSION:
        raise BookFileRefused(
            "This book file is from a newer golfkeeper than this one. Nothing was stored."
        )
    name, aliases, matches = document.get("name"), document.get("aliases"), document.get("matches")
    if not _text(name, BOOK_NAME_MAX):
        raise BookFileRefused("The book in this file has no usable name. Nothing was stored.")
    if not isinstance(aliases, dict) or not all(
        _text(k, NAME_KEY_MAX) and _text(v, NAME_KEY_MAX) for k, v in aliases.items()
    ):
        raise BookFileRefused("The book's merged names can't be read. Nothing was stored.")
    if not isinstance(matches, list) or len(matches) > MAX_FILE_MATCHES:
        raise BookFileRefused(
            f"A book file holds a list of at most {MAX_FILE_MATCHES} matches. Nothing was stored."
        )
    records = []
    for number, item in enumerate(matches, start=1):
        try:
            records.append(importing.read_match_json(json.dumps(item).encode()))
        except importing.ImportRefused as refusal:
            raise BookFileRefused(f"Match {number} of the book: {refusal.message}") from None
    return BookRecord(name=name.strip(), aliases=dict(aliases), matches=tuple(records))
