"""A book's figures as the page and the API give them: texts, JSON and the form chart."""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from typing import Any

from golfkeeper.books.figures import BookFigures, BookPlayer
from golfkeeper.books.models import Book
from golfkeeper.engine.text import decimal_text, points_text
from golfkeeper.models import Match
from golfkeeper.web.charts import LineChart, line_chart

_SHARES = {
    Fraction(1, 2): "½",
    Fraction(1, 3): "⅓",
    Fraction(2, 3): "⅔",
    Fraction(1, 4): "¼",
    Fraction(3, 4): "¾",
}


def wins_text(wins: Fraction) -> str:
    """Wins with the shares of shared wins: "2", "1½", "⅓", else a plain fraction.

    >>> wins_text(Fraction(3, 2)), wins_text(Fraction(1, 3)), wins_text(Fraction(7, 5))
    ('1½', '⅓', '1 2/5')
    """
    whole, part = divmod(wins, 1)
    if not part:
        return str(int(whole))
    share = _SHARES.get(part)
    if share:
        return (str(int(whole)) if whole else "") + share
    plain = f"{part.numerator}/{part.denominator}"
    return f"{int(whole)} {plain}" if whole else plain


def figure_text(value: Fraction | None) -> str:
    """A mean to one decimal with a true minus sign, or an en dash for none."""
    return "–" if value is None else decimal_text(float(value))


def _number(value: Fraction | None) -> float | None:
    return None if value is None else round(float(value), 3)


def player_json(person: BookPlayer) -> dict[str, Any]:
    """One row of the API's ``players``."""
    return {
        "name": person.name,
        "matches": person.matches,
        "wins": _number(person.wins),
        "average_per_hole": _number(person.average_per_hole),
        "fair": _number(person.fair),
        "best_totals": {str(length): total for length, total in sorted(person.best_totals.items())},
    }


def book_json(book: Book, matches: Sequence[Match], figures: BookFigures) -> dict[str, Any]:
    """``GET /api/books/<view token>``: the figures as JSON."""
    return {
        "name": book.name,
        "matches": [
            {
                "id": match.id,
                "name": match.title,
                "holes": match.holes,
                "finished": match.is_finished,
                "started": match.created_at.date().isoformat(),
            }
            for match in matches
        ],
        "champion": figures.champion.name if figures.champion else None,
        "players": [player_json(person) for person in figures.players],
        "head_to_head": [
            {"a": h.a, "b": h.b, "a_ahead": h.a_ahead, "b_ahead": h.b_ahead, "tied": h.tied}
            for h in figures.head_to_head
        ],
    }


def best_totals_text(person: BookPlayer) -> str:
    """ "9 holes: 31; 5 holes: 12", or an en dash."""
    if not person.best_totals:
        return "–"
    return "; ".join(
        f"{length} holes: {points_text(total)}"
        for length, total in sorted(person.best_totals.items())
    )


def form_chart(figures: BookFigures) -> LineChart:
    """The form chart: one line per player through their fair figure in each match of the
    book they played a hole in (lower is better), laid out as the score sheet's chart is."""
    count = figures.match_count
    values: list[list[Fraction | None]] = []
    for person in figures.players:
        row: list[Fraction | None] = [None] * count
        for position, value in person.form:
            row[position] = value
        values.append(row)
    return line_chart(
        [person.name for person in figures.players],
        values,
        count,
        figure_text,
        label_every_beyond_24=5,
    )
