"""The roster: renaming players, adding a late one, removing one, changing seats."""

from __future__ import annotations

from flask import flash, redirect, render_template, request, url_for
from wtforms.fields.choices import SelectChoice

from golfkeeper import scorekeeping, sharing
from golfkeeper.extensions import db
from golfkeeper.matches import bp
from golfkeeper.matches.forms import ActionForm, AddPlayerForm, RenameForm
from golfkeeper.matches.views.common import (
    commit_change,
    commit_or_flash,
    match_for_writing,
    player_or_404,
    posted_action,
)
from golfkeeper.models import Match
from golfkeeper.scorekeeping import MAX_PLAYERS, MatchChanged, MatchFinished, ScorekeepingError


def _render_players(match: Match, add_form=None, rename_forms=None, status: int = 200):
    """The players page, with the add form and one rename form per player on the sheet."""
    sheet = scorekeeping.build_sheet(match)
    if add_form is None:
        add_form = AddPlayerForm(formdata=None, data={"after": str(sheet.players[-1].id)})
    add_form.after.choices = [SelectChoice(str(p.id), p.name) for p in sheet.players]
    rename_forms = rename_forms or {}
    for player in sheet.players:
        rename_forms.setdefault(
            player.id,
            RenameForm(formdata=None, data={"name": player.name}, prefix=f"p{player.id}"),
        )
    page = render_template(
        "matches/players.html",
        sheet=sheet,
        add_form=add_form,
        rename_forms=rename_forms,
        action_form=ActionForm(),
        max_players=MAX_PLAYERS,
    )
    return page, status


@bp.get("/<int:match_id>/players")
def players(match_id: int):
    """The roster: rename, add a late player, remove, and (before hole 1) change seats."""
    return _render_players(match_for_writing(match_id))


@bp.post("/<int:match_id>/players")
def add_player(match_id: int):
    """Seat a new player; once holes have scores, they join at the current hole."""
    match = match_for_writing(match_id)
    form = AddPlayerForm()
    status = 422
    form.after.choices = [
        SelectChoice(str(p.id), p.name) for p in match.players if not p.is_removed
    ]
    if form.validate_on_submit():
        after = next((p for p in match.players if str(p.id) == form.after.data), None)
        try:
            player = scorekeeping.add_player(
                match, form.name.data, after, seen_version=form.version.data
            )
        except MatchFinished:
            raise
        except ScorekeepingError as error:
            db.session.rollback()
            form.name.errors = [*form.name.errors, error.message]
            status = 409 if isinstance(error, MatchChanged) else 422
        else:
            db.session.commit()
            late = f" from hole {player.joined_at_hole}" if player.joined_at_hole > 1 else ""
            flash(f"{player.name} joined the table{late}.")
            return redirect(url_for("matches.players", match_id=match_id))
    db.session.expire_all()
    return _render_players(sharing.match_or_404(match_id, whole=True), add_form=form, status=status)


@bp.post("/<int:match_id>/players/<int:player_id>/name")
def rename_player(match_id: int, player_id: int):
    """Rename a player; every score stays theirs."""
    match = match_for_writing(match_id)
    player = player_or_404(match, player_id)
    form = RenameForm(prefix=f"p{player.id}")
    status = 422
    if form.validate_on_submit():
        old = player.name
        # A form without the name it showed is from an older page: refused like one
        # showing another name.
        shown = form.shown.data or ""
        error = commit_change(
            lambda: scorekeeping.rename_player(match, player, form.name.data, shown_name=shown)
        )
        if error is None:
            if old != player.name:
                flash(f"{old} is now called {player.name}.")
            return redirect(url_for("matches.players", match_id=match_id))
        form.name.errors = [*form.name.errors, error.message]
        status = 409 if isinstance(error, MatchChanged) else 422
    db.session.expire_all()
    return _render_players(
        sharing.match_or_404(match_id, whole=True), rename_forms={player_id: form}, status=status
    )


@bp.post("/<int:match_id>/players/<int:player_id>/move")
def move_player(match_id: int, player_id: int):
    """Before the first hole: move a player one seat up or down the order."""
    match = match_for_writing(match_id)
    player = player_or_404(match, player_id)
    form = posted_action()
    step = -1 if request.form.get("direction") == "up" else 1
    commit_or_flash(
        lambda: scorekeeping.move_player(match, player, step, seen_version=form.version.data)
    )
    return redirect(url_for("matches.players", match_id=match_id))


@bp.route("/<int:match_id>/players/<int:player_id>/remove", methods=["GET", "POST"])
def remove_player(match_id: int, player_id: int):
    """Ask first, then take a player off the score sheet (their scores are kept)."""
    match = match_for_writing(match_id)
    player = player_or_404(match, player_id)
    form = ActionForm()
    if player.is_removed:
        flash(f"{player.name} has already left the table.")
        return redirect(url_for("matches.players", match_id=match_id))
    status, changed = 200, None
    if form.validate_on_submit():
        done = f"{player.name} has left the table. Undo on the history page brings them back."
        error = commit_change(
            lambda: scorekeeping.remove_player(match, player, seen_version=form.version.data)
        )
        if not isinstance(error, MatchChanged):
            flash(error.message if error else done)
            return redirect(url_for("matches.players", match_id=match_id))
        # Ask again, about the match as it is now.
        match, status, changed = sharing.match_or_404(match_id, whole=True), 409, error.message
    sheet = scorekeeping.build_sheet(match)
    page = render_template(
        "matches/remove_player.html", sheet=sheet, player=player, form=form, changed=changed
    )
    return page, status
