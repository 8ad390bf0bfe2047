"""The score sheet and its holes: recording a hole, correcting one, the calculator trip."""

from __future__ import annotations

from flask import flash, get_flashed_messages, redirect, render_template, request, url_for

from golfkeeper import scorekeeping, sharing
from golfkeeper.engine.holes import how_nobody_goes_out, reads_who_went_out
from golfkeeper.engine.text import sheet_points_text as format_points
from golfkeeper.extensions import db
from golfkeeper.matches import bp, drafts
from golfkeeper.matches.forms import ActionForm, hole_form
from golfkeeper.matches.views import share_address
from golfkeeper.matches.views.common import (
    hole_or_404,
    match_for_writing,
    player_or_404,
)
from golfkeeper.models import Match
from golfkeeper.scorekeeping import HoleNotReady, SaveOutcome
from golfkeeper.table_rules.form import rules_summary
from golfkeeper.web import charts, page_cache


def _hole_data(sheet, hole_number: int, players, args=None) -> tuple[dict, list]:
    """Values to pre-fill a hole form, in increasing priority: the saved scores, the
    draft kept while the calculator was open, and the calculator's answer in ``args``.
    Also returns the players whose score came from the calculator (now, or kept in the
    draft while an earlier hole was still to record)."""
    row = sheet.holes[hole_number - 1]
    cells = dict(zip(sheet.players, row.cells, strict=True))
    data: dict = {f"player-{p.id}": cells[p].layout_points for p in players}
    data["went_out"] = str(row.went_out.id) if row.went_out else ""
    if row.went_out is None and all(cells[p].layout_points is not None for p in players):
        data["nobody_out"] = "1"  # saved whole with nobody out: asked and answered before
    # A draft keeps the version its form was opened with: a save after the calculator
    # trip still notices a change made meanwhile.
    data["version"] = scorekeeping.hole_version(sheet.match, hole_number, sheet)
    draft = drafts.draft_for(sheet.match, hole_number)
    kept = draft.pop(drafts.FROM_CALCULATOR, [])
    for name, value in draft.items():
        data[name] = bool(value) if name.startswith("confirm-") else value
    from_calculator = []
    for player in players:
        value = (args or {}).get(f"player-{player.id}")
        if value is not None:
            data[f"player-{player.id}"] = value[: drafts.DRAFT_VALUE_MAX]
        if value is not None or player.id in kept:
            from_calculator.append(player)
    return data, from_calculator


def _hole_form(sheet, players, **kwargs):
    """A hole form for ``players``, within the score bounds of the match's house rules."""
    rules = sheet.match.house_rules
    form = hole_form(
        players,
        sheet.bounds,
        went_out=rules.record_who_went_out,
        needs_went_out=reads_who_went_out(rules),
        **kwargs,
    )
    form.nobody_out_because = how_nobody_goes_out(rules)
    return form


def _render_sheet(match: Match, form=None, status: int = 200):
    """The score sheet page, with the current hole's form (``form``: one sent back)."""
    sheet = scorekeeping.build_sheet(match)
    from_calculator: list = []
    if form is None and sheet.current_hole and not sheet.is_finished:
        players = scorekeeping.hole_players(match, sheet.current_hole)
        data, from_calculator = _hole_data(sheet, sheet.current_hole, players)
        form = _hole_form(sheet, players, formdata=None, data=data)
    last = scorekeeping.last_change(match)
    # A hole just saved says so at the top, with its undo (shown there rather than lower).
    saved_note = any(kind == "hole-saved" for kind, _ in get_flashed_messages(True))
    page = render_template(
        "matches/scorecard.html",
        sheet=sheet,
        form=form,
        last=last,
        undo_in_note=bool(saved_note and last and not sheet.is_finished),
        action_form=ActionForm(),
        rules_summary=rules_summary(match.house_rules),
        chart=charts.sheet_chart(sheet),
        share=sharing.share_links(match),
        address_form=share_address.address_form(),
        from_calculator=from_calculator,
        next_match=scorekeeping.next_match(match) if sheet.is_finished else None,
    )
    return page, status


@bp.get("/<int:match_id>")
def scorecard(match_id: int):
    """The score sheet: holes, running totals, standings, dealer and the next hole's form.
    A browser that may only follow the match is sent to its live view."""
    sharing.given_or_404(match_id)
    head = sharing.require_read(page_cache.match_head(match_id))
    if not sharing.may_write(head):
        return redirect(url_for("live.view", token=head.view_token))
    return page_cache.match_page(
        "scorecard",
        (head.id, head.view_token, head.edit_token, head.version, share_address.page_key()),
        lambda: _render_sheet(sharing.match_or_404(match_id, whole=True))[0],
        keep=not drafts.has_drafts(head.id),
    )


def _render_hole(sheet, hole_number, form, status=200, from_calculator=()):
    """One hole's own page: its dealer, its form, and which scores the calculator sent."""
    page = render_template(
        "matches/hole.html",
        sheet=sheet,
        row=sheet.holes[hole_number - 1],
        form=form,
        from_calculator=from_calculator,
        action_form=ActionForm(),
    )
    return page, status


@bp.get("/<int:match_id>/holes/<int:hole_number>")
def hole(match_id: int, hole_number: int):
    """The form to record or correct one hole's scores and who went out."""
    match = match_for_writing(match_id)
    hole_or_404(match, hole_number)
    players = scorekeeping.hole_players(match, hole_number)
    sheet = scorekeeping.build_sheet(match)
    try:
        scorekeeping.check_hole_up(match, hole_number, sheet)
    except HoleNotReady as error:
        # "Use this score" for this hole: the total waits in the hole's draft.
        flash(f"{error.message} {drafts.keep_for_later(match, hole_number, players)}".rstrip())
        return redirect(url_for("matches.hole", match_id=match.id, hole_number=error.current_hole))
    data, from_calculator = _hole_data(sheet, hole_number, players, request.args)
    form = _hole_form(sheet, players, formdata=None, data=data)
    return _render_hole(sheet, hole_number, form, from_calculator=from_calculator)


@bp.post("/<int:match_id>/holes/<int:hole_number>")
def save_hole(match_id: int, hole_number: int):
    """Save one hole's scores and who went out, or show the form again saying why not."""
    posted = _PostedHole(match_id, hole_number)
    result = scorekeeping.save_hole(posted.load, hole_number, posted, posted.read)
    form = posted.form if posted.form is not None else _hole_form(result.sheet, result.players)
    match result.outcome:
        case SaveOutcome.SAVED:
            return _saved(result)
        case SaveOutcome.NOT_UP:
            return _not_up(result, form)
        case SaveOutcome.ROSTER_CHANGED:
            return _roster_changed(result, form)
        case SaveOutcome.STALE:
            return _render_conflict(match_id, hole_number, form)
    form.asking_nobody_out = result.outcome is SaveOutcome.ASK_NOBODY_OUT
    if result.error is not None:
        form.form_errors.append(result.error.message)
    return _render_hole_again(result.match, result.sheet, hole_number, form, 422)


class _PostedHole:
    """The posted hole form, read against the match as each try of the save loads it
    (``form``: the one read on the last try, if it got that far); ``player_id in`` it:
    whether it sent a score for that player."""

    def __init__(self, match_id: int, hole_number: int) -> None:
        self.match_id, self.hole_number = match_id, hole_number
        self.form = None

    def load(self) -> Match:
        """The match for writing, with its scores, or the 403/404 page."""
        self.form = None  # a form read against the sheet loaded before is not this one's
        match = sharing.match_or_404(self.match_id, write=True, whole=True, scores=True)
        hole_or_404(match, self.hole_number)
        return match

    def __contains__(self, player_id: object) -> bool:
        """Whether the form sent a score for the player with this id."""
        return f"player-{player_id}" in request.form

    def read(self, sheet, players) -> scorekeeping.TypedHole | None:
        """The form against this sheet, keeping what was typed; None when it is refused."""
        form = self.form = _hole_form(sheet, players)
        if not _valid_hole_form(form):
            return None
        return scorekeeping.TypedHole(
            form.points(request.form),
            went_out=form.went_out_id(request.form),
            reason=form.reason.data,
            seen_version=form.version.data,
            nobody_out=form.nobody_out.data == "1",
        )


def _saved(result: scorekeeping.HoleSave):
    """Commit the saved hole and go back to the score sheet, saying what the save did."""
    match, match_id, hole_number = result.match, result.match.id, result.hole_number
    sharing.note_writing(match)  # committed with the write
    message = result.message + drafts.kept_note(match, hole_number + 1)
    db.session.commit()
    # Nothing is read from the match from here on: the commit expired what was loaded,
    # and reading it again would load every score of the match anew.
    drafts.clear_draft(match_id, hole_number)
    # A change: the score sheet offers its undo inside this note.
    flash(message, "hole-saved" if result.changed else "message")
    return redirect(url_for("matches.scorecard", match_id=match_id))


def _not_up(result: scorekeeping.HoleSave, form):
    """A hole saved before its turn: what was typed waits in its draft (422)."""
    hole_number = result.hole_number
    drafts.save_draft(result.match, hole_number, drafts.typed_values(result.players, request.form))
    form.form_errors.append(f"{result.error.message} What you typed is kept for it.")
    return _render_hole(result.sheet, hole_number, form, 422)


def _roster_changed(result: scorekeeping.HoleSave, form):
    """The form again, as the hole is now dealt, with what was typed for the players still
    in it (409, like the compare page)."""
    form.validate_on_submit()
    went_out = getattr(form, "went_out", None)
    if went_out is not None and went_out.data in {str(player.id) for player in result.error.gone}:
        went_out.data, went_out.errors = "", []  # who went out has left the table
    form.form_errors.append(result.error.message)
    return _render_hole_again(result.match, result.sheet, result.hole_number, form, 409)


def _render_hole_again(match: Match, sheet, hole_number: int, form, status: int):
    """A hole form that was not saved, on the page it was sent from: the score sheet for
    the current hole, the hole's own page when correcting one."""
    if hole_number == sheet.current_hole and not request.form.get("editing"):
        return _render_sheet(match, form, status)
    return _render_hole(sheet, hole_number, form, status)


def _valid_hole_form(form) -> bool:
    """Validate a posted hole form. A score for a player not dealt in on the hole (another
    match's player, or one who left meanwhile) makes it invalid instead of being ignored."""
    valid = form.validate_on_submit()
    asked = {form.score_field(player).name for player in form.players}
    if any(name.startswith("player-") and name not in asked for name in request.form):
        form.form_errors.append(
            "A score was sent for a player who is not dealt in on this hole. "
            "Reload the page and type the scores again."
        )
        return False
    return valid


def _render_conflict(match_id: int, hole_number: int, form):
    """A save that would overwrite scores saved by someone else meanwhile: the hole as it
    is saved now next to what this phone typed, the typed values ready to save again on
    top of the new version (409 Conflict). Nothing was saved."""
    match = sharing.match_or_404(match_id, whole=True)
    sheet = scorekeeping.build_sheet(match)
    saved, saved_out = scorekeeping.hole_values(match, hole_number)
    lines = [
        {
            "label": player.name,
            "saved": format_points(saved.get(player.id)),
            "typed": format_points(form.score_field(player).data),
            "differs": saved.get(player.id) != form.score_field(player).data,
        }
        for player in form.players
        if form.score_field(player).name in request.form
    ]
    typed_out = form.went_out_id(request.form)
    if typed_out is not scorekeeping.UNCHANGED:
        names = {player.id: player.name for player in match.players}
        lines.append(
            {
                "label": "Went out",
                "saved": names.get(saved_out, "not noted"),
                "typed": names.get(typed_out, "not noted"),
                "differs": saved_out != typed_out,
            }
        )
    form.version.data = scorekeeping.hole_version(match, hole_number)
    page = render_template(
        "matches/conflict.html",
        sheet=sheet,
        row=sheet.holes[hole_number - 1],
        form=form,
        lines=lines,
    )
    return page, 409


@bp.post("/<int:match_id>/holes/<int:hole_number>/layout")
def score_layout(match_id: int, hole_number: int):
    """Keep what was typed for a hole, then open the calculator for one player's layout."""
    match = match_for_writing(match_id)
    hole_or_404(match, hole_number)
    player = player_or_404(match, request.form.get("player", type=int) or 0)
    players = scorekeeping.hole_players(match, hole_number)
    drafts.save_draft(match, hole_number, drafts.typed_values(players, request.form))
    return redirect(
        url_for("calculator.calculator", match=match.id, hole=hole_number, player=player.id)
    )
