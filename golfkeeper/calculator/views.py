"""Calculator views."""

from flask import render_template, request

from golfkeeper.calculator import bp
from golfkeeper.calculator.match_link import match_link
from golfkeeper.calculator.page import build_page
from golfkeeper.calculator.tables import known_tables


@bp.get("/")
def calculator():
    """Score a layout under any house rules (or a match's), column by column with reasons."""
    link = match_link(request.args)
    tables = [] if link else known_tables()
    page = build_page(request.args, link, live=request.args.get("live") == "1", tables=tables)
    return render_template("calculator/calculator.html", page=page), page.status
