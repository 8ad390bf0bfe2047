"""The score sheet on paper."""

from __future__ import annotations

from flask import render_template

from golfkeeper import charts, scorekeeping
from golfkeeper.matches import bp
from golfkeeper.matches.views.common import match_for_reading, rules_summary


@bp.get("/<int:match_id>/print")
def print_view(match_id: int):
    """The score sheet laid out for paper: one page, with the agreed rules."""
    match = match_for_reading(match_id)
    sheet = scorekeeping.build_sheet(match)
    return render_template(
        "matches/print.html",
        sheet=sheet,
        chart=charts.sheet_chart(sheet),
        rules_summary=rules_summary(match.house_rules),
    )
