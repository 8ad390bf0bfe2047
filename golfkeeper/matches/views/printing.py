"""The score sheet on paper."""

from __future__ import annotations

from flask import render_template

from golfkeeper import scorekeeping, sharing
from golfkeeper.matches import bp
from golfkeeper.table_rules.form import rules_summary
from golfkeeper.web import charts


@bp.get("/<int:match_id>/print")
def print_view(match_id: int):
    """The score sheet laid out for paper: one page, with the agreed rules."""
    match = sharing.match_or_404(match_id, whole=True)
    sheet = scorekeeping.build_sheet(match)
    return render_template(
        "matches/print.html",
        sheet=sheet,
        chart=charts.sheet_chart(sheet),
        rules_summary=rules_summary(match.house_rules),
    )
