"""Match views: thin wrappers that load, validate, call the service, commit and redirect."""

from __future__ import annotations

from flask import abort, flash, redirect, render_template, request, url_for

from golfkeeper import scorekeeping
from golfkeeper.engine.house_rules import PRESETS
from golfkeeper.extensions import db
from golfkeeper.matches import bp
from golfkeeper.matches.forms import NewMatchForm, hole_form, score_field
from golfkeeper.models import Match


@bp.get("/")
def index():
    """Every match, newest first."""
    page = request.args.get("page", 1, type=int)
    matches = db.paginate(
        db.select(Match).order_by(Match.created_at.desc(), Match.id.desc()),
        page=page,
        per_page=20,
        error_out=False,
    )
    return render_template("matches/index.html", matches=matches)


@bp.route("/new", methods=["GET", "POST"])
def new():
    """Start a match: players in seating order, first dealer, holes and house rules."""
    form = NewMatchForm()
    if form.validate_on_submit():
        rules = PRESETS[form.preset.data].rules.replace(holes=form.holes.data)
        match = scorekeeping.start_match(form.player_names(), form.first_dealer_seat(), rules)
        db.session.commit()
        return redirect(url_for("matches.scorecard", match_id=match.id))
    status = 422 if form.is_submitted() else 200
    return render_template("matches/new.html", form=form), status


def _render_scorecard(match: Match, form=None, status: int = 200):
    card = scorekeeping.build_scorecard(match)
    if form is None and card.current_hole and not card.is_finished:
        form = hole_form(card.players, formdata=None)
    return (
        render_template("matches/scorecard.html", card=card, form=form, score_field=score_field),
        status,
    )


@bp.get("/<int:match_id>")
def scorecard(match_id: int):
    """The score sheet: holes, running totals, standings, dealer and the next hole's form."""
    return _render_scorecard(scorekeeping.get_match(match_id))


@bp.route("/<int:match_id>/holes/<int:hole_number>", methods=["GET", "POST"])
def hole(match_id: int, hole_number: int):
    """Record or correct one hole's scores."""
    match = scorekeeping.get_match(match_id)
    if not 1 <= hole_number <= match.holes:
        abort(404)
    card = scorekeeping.build_scorecard(match)
    row = card.holes[hole_number - 1]
    if request.method == "GET":
        data = {f"player-{p.id}": pts for p, pts in zip(card.players, row.points, strict=True)}
        form = hole_form(card.players, formdata=None, data=data)
        return render_template(
            "matches/hole.html", card=card, row=row, form=form, score_field=score_field
        )
    form = hole_form(card.players)
    if not form.validate_on_submit():
        if hole_number == card.current_hole and not request.form.get("editing"):
            return _render_scorecard(match, form, 422)
        return (
            render_template(
                "matches/hole.html", card=card, row=row, form=form, score_field=score_field
            ),
            422,
        )
    points = {player.id: score_field(form, player).data for player in card.players}
    scorekeeping.record_hole(match, hole_number, points)
    db.session.commit()
    flash(f"Hole {hole_number} saved.")
    return redirect(url_for("matches.scorecard", match_id=match.id))
