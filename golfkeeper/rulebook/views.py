"""Rulebook views."""

from flask import render_template

from golfkeeper.extensions import db
from golfkeeper.models import Match
from golfkeeper.rulebook import bp
from golfkeeper.rules_form import describe


@bp.get("/")
def rules():
    """The main rules of six-card golf: deal, turn, end of a hole, scoring, the match."""
    return render_template("rulebook/rules.html")


@bp.get("/table/<int:match_id>")
def table_rules(match_id: int):
    """The house rules a match's table agreed; those that differ from the main rules marked."""
    match = db.get_or_404(Match, match_id)
    return render_template(
        "rulebook/table_rules.html", match=match, lines=describe(match.house_rules)
    )
