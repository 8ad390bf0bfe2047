"""Calculator views."""

from flask import render_template, request

from golfkeeper.calculator import bp
from golfkeeper.calculator.forms import COLUMNS, ROWS, LayoutForm, has_cards, layout_text
from golfkeeper.engine.cards import CardError
from golfkeeper.engine.scoring import score_text


@bp.get("/")
def calculator():
    """Score a layout typed card by card or as text, under the main rules."""
    form = LayoutForm(request.args)
    result = error = None
    if has_cards(form):
        try:
            result = score_text(layout_text(form))
        except CardError as exc:
            error = exc
    page = render_template(
        "calculator/calculator.html",
        form=form,
        result=result,
        error=error,
        rows=ROWS,
        columns=COLUMNS,
    )
    return page, 422 if error else 200
