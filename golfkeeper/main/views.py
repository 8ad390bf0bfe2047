"""Home: start or continue a match, open the calculator, read the rules."""

from flask import render_template

from golfkeeper import scorekeeping
from golfkeeper.main import bp


@bp.get("/")
def home():
    """Start a match, continue one in progress, open the calculator or read the rules."""
    return render_template("main/home.html", in_progress=scorekeeping.matches_in_progress())
