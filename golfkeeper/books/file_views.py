"""A book as a file: exporting it as one JSON file, importing one back as a new book."""

from __future__ import annotations

import re

from flask import Response, flash, redirect, render_template, request, url_for
from flask_wtf.file import FileField, FileRequired
from sqlalchemy.exc import SQLAlchemyError

from golfkeeper import scorekeeping, sharing
from golfkeeper.books import bp, rights, service, transfer
from golfkeeper.books.views import _book_or_404
from golfkeeper.extensions import db
from golfkeeper.stats.figures import name_key
from golfkeeper.web.forms import PostedForm

# The file and the form around it (the multipart framing, the CSRF token).
IMPORT_BODY_MAX = transfer.MAX_BOOK_FILE_BYTES + 16 * 1024


class ImportBookForm(PostedForm):
    """A book exported as JSON, to store again as a new book."""

    file = FileField("Book file (.json)", validators=[FileRequired("Choose a file to import.")])


@bp.url_value_preprocessor
def _room_for_a_book_file(endpoint: str | None, values: dict | None) -> None:
    """Let the import form carry any book file the app can export (before the CSRF check
    reads the form, as for a match file)."""
    if endpoint == "books.import_book":
        request.max_content_length = IMPORT_BODY_MAX


def _filename(name: str) -> str:
    slug = re.sub(r"[^a-z0-9]+", "-", name.casefold()).strip("-") or "book"
    return f"{slug[:40]}.golfbook.json"


@bp.get("/books/<int:book_id>/export.json")
def export_book(book_id: int):
    """The whole book as one JSON file: each match's export, its name and merges."""
    book = _book_or_404(book_id)
    body = transfer.book_file(book, service.book_matches(book), service.aliases(book))
    return Response(
        body,
        mimetype="application/json",
        headers={"Content-Disposition": f'attachment; filename="{_filename(book.name)}"'},
    )


@bp.route("/books/import", methods=["GET", "POST"])
def import_book():
    """Store an exported book as a new book of new copies of its matches, new links and
    all; a bad file is refused whole."""
    form = ImportBookForm()
    if form.validate_on_submit():
        raw = form.file.data.read(transfer.MAX_BOOK_FILE_BYTES + 1)
        try:
            record = transfer.read_book_file(raw)
            taken = scorekeeping.match_names(sharing.remembered_ids())
            matches = [
                scorekeeping.restore_match(match, taken_names=taken, second_copy=True)
                for match in record.matches
            ]
            db.session.flush()
            book = service.create_book(record.name, sharing.this_browser())
            for match in matches:
                service.add_match(book, match)
            keys = {name_key(p.name) for match in matches for p in match.players}
            wanted = {k: v for k, v in record.aliases.items() if k in keys and v in keys}
            sheets = [scorekeeping.build_sheet(match) for match in matches]
            for merged, into in wanted.items():
                service.merge_names(book, sheets, merged, into)
        except (transfer.BookFileRefused, scorekeeping.RestoreRefused) as error:
            db.session.rollback()
            form.file.errors = [*form.file.errors, error.message]
        except service.BookError as error:
            db.session.rollback()
            form.file.errors = [*form.file.errors, f"{error.message} Nothing was stored."]
        except SQLAlchemyError:
            db.session.rollback()
            form.file.errors = [
                *form.file.errors,
                "This file can't be imported: its parts contradict each other. Nothing was stored.",
            ]
        else:
            for match in matches:
                sharing.grant_edit(match, "imported")
            db.session.commit()
            rights.grant_edit(book)
            flash(f"Imported the book “{book.name}” with {len(matches)} matches.")
            return redirect(url_for("books.edit", book_id=book.id))
    status = 422 if form.is_submitted() else 200
    limit = transfer.MAX_BOOK_FILE_BYTES // (1024 * 1024)
    return render_template("books/import.html", form=form, limit_mb=limit), status
