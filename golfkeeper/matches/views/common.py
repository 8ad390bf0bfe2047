"""What every match page shares: loading the match with the right checked, committing
a change or saying why it was refused, and the error pages of a write."""

from __future__ import annotations

import re
from collections.abc import Callable

from flask import abort, flash, redirect, render_template, request, url_for

from golfkeeper import scorekeeping, sharing
from golfkeeper.engine.text import holes_text
from golfkeeper.extensions import db
from golfkeeper.matches import bp
from golfkeeper.matches.forms import ActionForm
from golfkeeper.models import Match, Player
from golfkeeper.scorekeeping import MatchFinished, ScorekeepingError


def match_for_writing(match_id: int) -> Match:
    """The match a request is about to change. Every write but a hole's save (which locks
    only for the write itself, ``scorekeeping.save_hole``) loads its match here: locked for a
    POST, and only for a browser with the edit right. The service then checks the
    version the page showed (``scorekeeping.check_version``) inside the same lock."""
    sharing.given_or_404(match_id)  # before the lock: no write waits on a stranger's post
    posting = request.method == "POST"
    if posting:
        # Lock before reading, so the checks below and the write are one transaction.
        scorekeeping.lock_match(match_id)
    # A form page reads the scores as rows; a write may change them, so loads them whole.
    match = sharing.match_or_404(match_id, write=True, whole=True, scores=posting)
    if posting:
        sharing.note_writing(match)  # committed with the write, or rolled back with it
    return match


def commit_change(change: Callable[[], object]) -> ScorekeepingError | None:
    """Run one scorekeeping change as the request's transaction: commit it, or roll it
    back and return why it was refused (``MatchChanged``: another phone changed the match
    after the page was opened). A finished match propagates to its own error page."""
    try:
        change()
    except MatchFinished:
        raise
    except ScorekeepingError as error:
        db.session.rollback()
        return error
    db.session.commit()
    return None


def posted_action() -> ActionForm:
    """The posted form of a one-button action (undo, finish, reopen, move), or a 400."""
    form = ActionForm()
    if not form.validate_on_submit():
        abort(400)
    return form


def commit_or_flash(change: Callable[[], object], done: str | None = None) -> bool:
    """``commit_change`` the change, then flash ``done`` or why it was refused."""
    error = commit_change(change)
    if error is not None:
        flash(error.message)
    elif done:
        flash(done)
    return error is None


@bp.app_errorhandler(sharing.NoEditRight)
def no_edit_right(error: sharing.NoEditRight):
    """A write without the edit right: nothing changed; say why (the starter took the
    match back, when it did), how to get the edit link, and what was typed."""
    db.session.rollback()
    return render_template(
        "matches/no_edit_right.html",
        match=error.match,
        error=error,
        may_read=sharing.may_read(error.match),
        is_starter=sharing.is_starter(error.match),
        taken_back=sharing.lost_edit_right(error.match),
        typed=_typed_scores(error.match),
    ), 403


def _typed_scores(match: Match) -> list[tuple[str, str]]:
    """What a refused hole form carried, as (player's name, what was typed), in seat
    order: shown on the refusal so nothing typed is lost from sight."""
    if request.method != "POST":
        return []
    players = sorted(match.players, key=lambda player: player.seat)
    typed = [
        (player.name, request.form.get(f"player-{player.id}", "").strip()[:20])
        for player in players
    ]
    return [(name, value) for name, value in typed if value]


@bp.errorhandler(MatchFinished)
def match_finished(error: MatchFinished):
    """A write to a finished match: say so on the score sheet, where "Reopen" is."""
    db.session.rollback()
    flash(error.message)
    return redirect(url_for("matches.scorecard", match_id=request.view_args["match_id"]))


def player_or_404(match: Match, player_id: int) -> Player:
    """A player of the match, by id, or a 404 page naming the match."""
    player = next((p for p in match.players if p.id == player_id), None)
    if player is None:
        sharing.not_found(f"Match {match.id} has no player with the number {player_id}.")
    return player


MAX_PAGE = 100_000


def page_number(raw: str | None) -> int:
    """A list's ``?page=``: a whole number from 1 (400 otherwise; 404 far past any list)."""
    if raw is None:
        return 1
    digits = raw.lstrip("0")
    if not re.fullmatch(r"[0-9]+", raw) or not digits:
        abort(400, "A page number is a whole number from 1, such as ?page=2.")
    # Compared as text first: Python turns at most 4,300 digits into a number.
    if len(digits) > len(str(MAX_PAGE)) or int(digits) > MAX_PAGE:
        abort(404, f"There is no page {raw if len(raw) <= 20 else raw[:20] + '…'}.")
    return int(digits)


def hole_or_404(match: Match, hole_number: int) -> None:
    """Nothing for a hole the match has, else a 404 page saying how many holes it has."""
    if not 1 <= hole_number <= match.holes:
        sharing.not_found(
            f"Match {match.id} has {holes_text(match.holes)}; there is no hole {hole_number}."
        )
