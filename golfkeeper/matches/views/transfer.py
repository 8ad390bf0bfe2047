"""A match as a file: exporting it as CSV or JSON, importing a JSON export again."""

from __future__ import annotations

from flask import Response, flash, redirect, render_template, request, url_for
from sqlalchemy.exc import IntegrityError, SQLAlchemyError

from golfkeeper import scorekeeping, sharing
from golfkeeper.extensions import db
from golfkeeper.matches import bp, export, importing
from golfkeeper.matches.forms import ImportCopyForm, ImportForm
from golfkeeper.models import Match


@bp.get("/<int:match_id>/export.csv")
def export_csv(match_id: int):
    """The score sheet as CSV, for a spreadsheet."""
    sheet = scorekeeping.build_sheet(sharing.match_or_404(match_id, whole=True))
    return Response(
        export.sheet_csv(sheet),
        mimetype="text/csv",
        headers={"Content-Disposition": f'attachment; filename="{export.filename(sheet, "csv")}"'},
    )


@bp.get("/<int:match_id>/export.json")
def export_json(match_id: int):
    """The whole match as JSON: players, rules, every hole, the history and the result."""
    match = sharing.match_or_404(match_id, whole=True)
    sheet = scorekeeping.build_sheet(match)
    body = export.match_json(sheet, scorekeeping.change_rows(match))
    return Response(
        body,
        mimetype="application/json",
        headers={"Content-Disposition": f'attachment; filename="{export.filename(sheet, "json")}"'},
    )


# A match file and the form around it (the multipart framing, the CSRF token, the box).
IMPORT_BODY_MAX = importing.MAX_FILE_BYTES + 16 * 1024


@bp.url_value_preprocessor
def _room_for_a_match_file(endpoint: str | None, values: dict | None) -> None:
    """Let the import form carry any file the app can export (the app's body limit is for
    a score sheet's forms). Set here because this runs before every ``before_request``,
    the CSRF check among them, and that check reads the form."""
    if endpoint == "matches.import_match":
        request.max_content_length = IMPORT_BODY_MAX
        # A second copy comes back as a form field ("Store a second copy"), not a file.
        request.max_form_memory_size = IMPORT_BODY_MAX


@bp.route("/import", methods=["GET", "POST"])
def import_match():
    """Store a match exported as JSON again, as a new match; refuse a bad file whole. A
    valid file whose match is stored already is offered to open, or to store a second copy
    without choosing the file again."""
    form = ImportForm()
    copy = ImportCopyForm(prefix="copy")
    twin = raw = None
    again = False
    if copy.content.data and copy.validate_on_submit():
        raw, again = copy.content.data.encode(), True
    elif form.validate_on_submit():
        raw, again = form.file.data.read(importing.MAX_FILE_BYTES + 1), form.again.data
    if raw is not None:
        try:
            record = importing.read_match_json(raw)
            # The file is checked whole before the duplicate question: a tampered copy of
            # a stored match is told what is wrong, never offered "Store a second copy".
            scorekeeping.check_history(record)
            twin = None if again else scorekeeping.stored_twin(record)
            if twin is not None:
                raise importing.ImportRefused(_stored_already(twin))
            taken = scorekeeping.match_names(sharing.remembered_ids())
            match = scorekeeping.restore_match(record, taken_names=taken, second_copy=again)
            db.session.flush()
        except (importing.ImportRefused, scorekeeping.RestoreRefused) as error:
            db.session.rollback()
            form.file.errors = [*form.file.errors, error.message]
        except IntegrityError:
            # The same file stored a moment ago (another tap, another server), or a file
            # that contradicts itself.
            db.session.rollback()
            twin = scorekeeping.stored_twin(record)
            message = importing.INCONSISTENT if twin is None else _stored_already(twin)
            form.file.errors = [*form.file.errors, message]
        except SQLAlchemyError:
            # A file that passed every check but still contradicts itself.
            db.session.rollback()
            form.file.errors = [*form.file.errors, importing.INCONSISTENT]
        else:
            sharing.grant_edit(match, "imported")
            db.session.commit()
            flash(f"Imported as {match.title}.")
            return redirect(url_for("matches.scorecard", match_id=match.id))
    status = 422 if form.is_submitted() else 200
    shown_twin = twin if twin is not None and sharing.may_read(twin) else None
    if twin is not None:
        copy = ImportCopyForm(
            formdata=None, prefix="copy", data={"content": raw.decode("utf-8-sig")}
        )
    page = render_template(
        "matches/import.html", form=form, copy_form=copy, twin=twin, shown_twin=shown_twin
    )
    return page, status


def _stored_already(twin: Match) -> str:
    """Why a file is not imported: its match is stored, named only to a browser given it."""
    where = f"as “{twin.title}”" if sharing.may_read(twin) else "on this server, from another phone"
    return (
        f"This match is stored already, {where}: importing it again would count its holes "
        "twice in the statistics. Nothing was stored. To keep a second copy anyway, use "
        "“Store a second copy” below: there is no need to choose the file again."
    )
