"""The calculator form: one field per card of a six-card layout, or the layout as text."""

from __future__ import annotations

from flask_wtf import FlaskForm
from wtforms import StringField

ROWS, COLUMNS = 2, 3


class LayoutForm(FlaskForm):
    """A six-card layout typed card by card (``card-<row>-<column>``) or as one line."""

    class Meta:
        csrf = False  # scoring a layout changes nothing, and results are shareable GET links

    layout = StringField(
        "Whole layout",
        description="Rows separated by /, e.g. 5H KC 2S / 5D QH AC",
        render_kw={"autocomplete": "off", "autocapitalize": "characters", "spellcheck": "false"},
    )


for _row in range(1, ROWS + 1):
    for _column in range(1, COLUMNS + 1):
        setattr(
            LayoutForm,
            f"card-{_row}-{_column}",
            StringField(
                f"Row {_row}, column {_column}",
                render_kw={"autocomplete": "off", "autocapitalize": "characters", "size": 3},
            ),
        )


def layout_text(form: LayoutForm) -> str:
    """The layout as text: the text box if filled, else the card fields row by row."""
    if form.layout.data and form.layout.data.strip():
        return form.layout.data
    rows = []
    for row in range(1, ROWS + 1):
        cells = [
            (form[f"card-{row}-{column}"].data or "").strip() or "?"
            for column in range(1, COLUMNS + 1)
        ]
        rows.append(" ".join(cells))
    return " / ".join(rows)


def has_cards(form: LayoutForm) -> bool:
    """Whether anything at all was typed."""
    return any((field.data or "").strip() for field in form if field.type == "StringField")
