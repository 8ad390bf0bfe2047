"""Home: start or continue a match, open the calculator, read the rules."""

from flask import render_template

from golfkeeper import scorekeeping, sharing
from golfkeeper.main import bp


@bp.get("/")
def home():
    """Start a match, continue one in progress, open the calculator or read the rules."""
    in_progress = scorekeeping.matches_in_progress(sharing.remembered_ids())
    return render_template(
        "main/home.html", in_progress=[m for m in in_progress if sharing.may_read(m)]
    )
