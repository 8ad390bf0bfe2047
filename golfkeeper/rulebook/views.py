"""Rulebook views."""

from flask import render_template

from golfkeeper.rulebook import bp


@bp.get("/")
def rules():
    """The main rules of six-card golf: deal, turn, end of a hole, scoring, the match."""
    return render_template("rulebook/rules.html")
