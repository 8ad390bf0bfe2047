"""Calculator views."""

from flask import render_template, request

from golfkeeper.calculator import bp
from golfkeeper.calculator.match_link import match_link
from golfkeeper.calculator.page import build_page


@bp.get("/")
def calculator():
    """Score a layout under any house rules (or a match's), column by column with reasons."""
    page = build_page(request.args, match_link(request.args), live=request.args.get("live") == "1")
    return render_template("calculator/calculator.html", page=page), page.status
