"""The roster: renaming players, adding a late one, removing one, changing seats."""

from __future__ import annotations

from flask import flash, redirect, render_template, request, url_for
from wtforms.fields.choices import SelectChoice

from golfkeeper import scorekeeping, sharing
from golfkeeper.engine.missed_holes import MissedHoles, missed_holes_count
from golfkeeper.engine.text import points_text
from golfkeeper.extensions import db
from golfkeeper.matches import bp
from golfkeeper.matches.forms import ActionForm, AddPlayerForm, LeaveForm, RenameForm
from golfkeeper.matches.views.common import (
    commit_change,
    commit_or_flash,
    match_for_writing,
    player_or_404,
    posted_action,
)
from golfkeeper.models import Match
from golfkeeper.scorekeeping import (
    MAX_PLAYERS,
    MatchChanged,
    MatchFinished,
    ScorekeepingError,
    ScoreSheet,
    WentOutUnknown,
)


def _offer_missed_holes(field, sheet: ScoreSheet, starts: dict[MissedHoles, int]) -> None:
    """Offer the rules for missed holes on ``field`` while none has been counted (each
    with what a player joining now starts on, when holes have been played), the table's
    own chosen unless the form sent another."""
    if not scorekeeping.missed_holes_open(sheet):
        field.choices = []
        return
    field.choices = [
        SelectChoice(
            rule.value,
            missed_holes_count(rule, short=True).capitalize()
            + (f" (starts on {points_text(starts[rule])})" if rule in starts else ""),
        )
        for rule in MissedHoles
    ]
    if field.data not in {rule.value for rule in MissedHoles}:
        field.data = sheet.match.house_rules.missed_holes.value


def _render_players(match: Match, add_form=None, rename_forms=None, status: int = 200):
    """The players page, with the add form and one rename form per player on the sheet."""
    sheet = scorekeeping.build_sheet(match)
    if add_form is None:
        add_form = AddPlayerForm(formdata=None, data={"after": str(sheet.players[-1].id)})
    add_form.after.choices = [SelectChoice(str(p.id), p.name) for p in sheet.players]
    starts = scorekeeping.late_starts(sheet)
    if starts:
        _offer_missed_holes(add_form.missed_holes, sheet, starts)
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
        late_start=scorekeeping.late_start_sentence(sheet, "A player who joins now"),
        may_leave={
            p.id: not p.has_left and bool(scorekeeping.leave_holes(match, p, sheet.stored)[0])
            for p in sheet.players
        },
        may_come_back={
            p.id: scorekeeping.may_come_back(match, p, sheet.stored) for p in sheet.players
        },
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
                match,
                form.name.data,
                after,
                seen_version=form.version.data,
                missed_holes=form.missed_holes_rule(),
            )
        except MatchFinished:
            raise
        except ScorekeepingError as error:
            db.session.rollback()
            form.name.errors = [*form.name.errors, error.message]
            status = 409 if isinstance(error, MatchChanged) else 422
        else:
            late = ""
            if player.joined_at_hole > 1:
                start = scorekeeping.late_start_sentence(
                    scorekeeping.build_sheet(match), player.name
                )
                late = f" from hole {player.joined_at_hole}. {start}"
            db.session.commit()
            flash(f"{player.name} joined the table{late}" + ("" if late else "."))
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
    """Ask first, saying which holes and totals change, then take a player added by
    mistake off the score sheet (their scores are kept, and undo brings them back)."""
    match = match_for_writing(match_id)
    player = player_or_404(match, player_id)
    form = ActionForm()
    if player.is_removed:
        flash(f"{player.name} is no longer on the score sheet.")
        return redirect(url_for("matches.players", match_id=match_id))
    status, changed, asking = 200, None, None
    if form.validate_on_submit():
        done = f"{player.name} is off the score sheet. “Undo the last change” brings them back."
        error = commit_change(
            lambda: scorekeeping.remove_player(
                match, player, seen_version=form.version.data, nobody_out=_nobody_out()
            )
        )
        if isinstance(error, WentOutUnknown):
            # Asked as the hole form asks: pressed again, the answer is "nobody went out".
            match, status, asking = sharing.match_or_404(match_id, whole=True), 422, error
        elif not isinstance(error, MatchChanged):
            flash(error.message if error else done)
            return redirect(url_for("matches.players", match_id=match_id))
        else:
            # Ask again, about the match as it is now.
            match, status = sharing.match_or_404(match_id, whole=True), 409
            changed = error.message
    holes, totals = scorekeeping.removal_effects(match, player)
    sheet = scorekeeping.build_sheet(match)
    scored = sorted(h for (pid, h) in sheet.stored if pid == player.id)
    page = render_template(
        "matches/remove_player.html",
        sheet=sheet,
        player=player,
        form=form,
        changed=changed,
        changed_holes=holes,
        changed_totals=totals,
        scored_holes=scored,
        may_leave=bool(scorekeeping.leave_holes(match, player)[0]) and not player.has_left,
        asking_went_out=asking,
    )
    return page, status


def _nobody_out() -> bool:
    """Whether the form answered "nobody went out" on the hole a leave or removal completes
    (its second press, after ``WentOutUnknown`` asked)."""
    return request.form.get("nobody_out") == "1"


@bp.route("/<int:match_id>/players/<int:player_id>/leave", methods=["GET", "POST"])
def leave_table(match_id: int, player_id: int):
    """Ask after which hole a player leaves; they keep their column, scores and place."""
    match = match_for_writing(match_id)
    player = player_or_404(match, player_id)
    if player.is_removed or player.has_left:
        flash(f"{player.name} has already left the table.")
        return redirect(url_for("matches.players", match_id=match_id))
    holes, last_scored = scorekeeping.leave_holes(match, player)
    if not holes:
        flash(f"{player.name} has no score yet: if they were added by mistake, remove them.")
        return redirect(url_for("matches.players", match_id=match_id))
    form = LeaveForm(data={"after_hole": last_scored})
    form.after_hole.choices = [(hole, f"Hole {hole}") for hole in holes]
    _offer_missed_holes(form.missed_holes, scorekeeping.build_sheet(match), {})
    status, changed, asking = 200, None, None
    if form.validate_on_submit():
        after = form.after_hole.data
        error = commit_change(
            lambda: scorekeeping.leave_table(
                match,
                player,
                after,
                seen_version=form.version.data,
                nobody_out=_nobody_out(),
                missed_holes=form.missed_holes_rule(),
            )
        )
        if error is None:
            flash(
                f"{player.name} left the table after hole {after}: their column and scores "
                "stay. “Undo the last change” brings them back."
            )
            return redirect(url_for("matches.scorecard", match_id=match_id))
        if isinstance(error, MatchChanged):
            match, changed = sharing.match_or_404(match_id, whole=True), error.message
            status = 409
        else:
            form.after_hole.errors = [*form.after_hole.errors, error.message]
            status = 422
            if isinstance(error, WentOutUnknown):
                match, asking = sharing.match_or_404(match_id, whole=True), error
    elif request.method == "POST":
        status = 422
    page = render_template(
        "matches/leave_player.html",
        sheet=scorekeeping.build_sheet(match),
        player=player,
        form=form,
        changed=changed,
        asking_went_out=asking,
        missed_count=missed_holes_count(match.house_rules.missed_holes),
    )
    return page, status


@bp.post("/<int:match_id>/players/<int:player_id>/back")
def come_back(match_id: int, player_id: int):
    """A player who left sits down again, before any hole was played without them."""
    match = match_for_writing(match_id)
    player = player_or_404(match, player_id)
    form = posted_action()
    commit_or_flash(
        lambda: scorekeeping.come_back(match, player, seen_version=form.version.data),
        f"{player.name} is back at the table.",
    )
    return redirect(url_for("matches.players", match_id=match_id))
