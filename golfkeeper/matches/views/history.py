"""The history of a match and undo; finishing, reopening and deleting a match."""

from __future__ import annotations

from flask import flash, redirect, render_template, request, url_for

from golfkeeper import scorekeeping, sharing
from golfkeeper.extensions import db
from golfkeeper.matches import bp, drafts
from golfkeeper.matches.forms import ActionForm
from golfkeeper.matches.views.common import (
    commit_change,
    commit_or_flash,
    match_for_writing,
    posted_action,
)
from golfkeeper.scorekeeping import MatchChanged
from golfkeeper.web.forms import whole_number


@bp.get("/<int:match_id>/history")
def history(match_id: int):
    """Every change to the match, newest first, with the last one ready to undo (for a
    browser that keeps score; a follower only reads)."""
    match = sharing.match_or_404(match_id)  # its players come with the history
    entries = scorekeeping.match_history(match)
    last = scorekeeping.next_to_undo(entries)
    return render_template(
        "matches/history.html",
        match=match,
        entries=entries,
        last=last,
        action_form=ActionForm(),
        may_write=sharing.may_write(match),
    )


@bp.post("/<int:match_id>/undo")
def undo(match_id: int):
    """Undo the newest change that is not undone yet, if it is the one the page showed."""
    match = match_for_writing(match_id)
    form = posted_action()
    to_history = request.form.get("next") == "history"
    undone: dict = {}

    def undo_it() -> None:
        entry = scorekeeping.undo_last_change(match, seen_version=form.version.data)
        # Read before the commit: the players, and the scores the undo changed, are loaded
        # now (the hole's version from them, as the undo left it: no second read).
        hole = scorekeeping.undone_hole(entry)
        undone.update(
            summary=scorekeeping.undo_summary(entry),
            hole=hole,
            values=scorekeeping.undone_values(entry),
            version=None if hole is None else scorekeeping.hole_version(match, hole),
        )

    error = commit_change(undo_it)
    if isinstance(error, MatchChanged):
        return _render_undo_changed(match_id, error, to_history)
    if error:
        flash(error.message)
    elif undone["hole"] is not None and not to_history:
        return _reopen_undone_hole(match_id, undone["hole"], undone)
    else:
        flash(undone["summary"])
    back = "matches.history" if to_history else "matches.scorecard"
    # match_id, not match.id: reading the match after the commit loads it again, scores too.
    return redirect(url_for(back, match_id=match_id))


def _reopen_undone_hole(match_id: int, hole_number: int, undone: dict):
    """After undoing a hole's save or correction: its form, filled in with the values the
    undone change had saved and not saved, so only the mistake needs correcting."""
    match = sharing.match_or_404(match_id)
    draft = drafts.draft_for(match, hole_number)
    draft.update(undone["values"])
    # Checked against the hole as it is after the undo: a save made meanwhile by another
    # phone is never overwritten unseen.
    draft["version"] = undone["version"]
    drafts.save_draft(match, hole_number, draft)
    flash(
        f"{undone['summary']} Its form holds what the undone change had saved, not saved: "
        "correct the mistake and save, or leave it."
    )
    return redirect(url_for("matches.hole", match_id=match_id, hole_number=hole_number))


def _render_undo_changed(match_id: int, error: MatchChanged, to_history: bool):
    """An undo tapped on an older page: nothing was undone; the change undo would take
    back now, ready to undo from here (409 Conflict)."""
    match = sharing.match_or_404(match_id, whole=True)
    page = render_template(
        "matches/undo_changed.html",
        match=match,
        message=error.message,
        last=scorekeeping.last_change(match),
        action_form=ActionForm(formdata=None),
        to_history=to_history,
    )
    return page, 409


@bp.post("/<int:match_id>/finish")
def finish(match_id: int):
    """Close a match whose every hole is recorded."""
    match = match_for_writing(match_id)
    form = posted_action()
    commit_or_flash(
        lambda: scorekeeping.finish_match(match, seen_version=form.version.data),
        "The match is finished.",
    )
    return redirect(url_for("matches.scorecard", match_id=match_id))


@bp.post("/<int:match_id>/reopen")
def reopen(match_id: int):
    """Open a finished match again for corrections, back on the page it was asked from
    (the score sheet, or the hole to correct)."""
    match = match_for_writing(match_id)
    form = posted_action()
    # Read before the commit: reading the match after it loads it again, scores too.
    holes = match.holes
    reopened = commit_or_flash(
        lambda: scorekeeping.reopen_match(match, seen_version=form.version.data),
        "The match is open for corrections. Finish it again when they are done.",
    )
    if not reopened:  # refused and rolled back: the match as it is now decides
        holes = 0 if match.is_finished else match.holes
    hole_number = request.form.get("hole", type=whole_number)
    if hole_number and 1 <= hole_number <= holes:
        return redirect(url_for("matches.hole", match_id=match_id, hole_number=hole_number))
    return redirect(url_for("matches.scorecard", match_id=match_id))


@bp.route("/<int:match_id>/delete", methods=["GET", "POST"])
def delete(match_id: int):
    """Ask first, then delete a match and everything it recorded."""
    match = match_for_writing(match_id)
    form = ActionForm()
    if form.validate_on_submit():
        title = match.title
        scorekeeping.delete_match(match)
        db.session.commit()
        flash(f"{title} was deleted.")
        return redirect(url_for("matches.index"))
    sheet = scorekeeping.build_sheet(match)
    return render_template("matches/delete.html", sheet=sheet, form=form)
