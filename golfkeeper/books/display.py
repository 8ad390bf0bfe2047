"""A book's figures as the page and the API give them: texts, JSON and the form chart."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from golfkeeper.books.figures import BookFigures, BookPlayer
from golfkeeper.books.models import Book
from golfkeeper.engine.text import decimal_text, points_text
from golfkeeper.models import Match
from golfkeeper.web.charts import DASHES, HEIGHT, MARKERS, WIDTH, _nice_step, marker_path

MARGIN_LEFT, MARGIN_RIGHT, MARGIN_TOP, MARGIN_BOTTOM = 36, 10, 10, 30


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


@dataclass(frozen=True)
class FormPoint:
    x: float
    y: float
    label: str  # the match's number in the book
    value: str


@dataclass(frozen=True)
class FormSeries:
    name: str
    index: int
    points: tuple[FormPoint, ...]
    marker: str
    dash: str

    @property
    def path(self) -> str:
        return " ".join(
            f"{'M' if i == 0 else 'L'}{p.x:.1f},{p.y:.1f}" for i, p in enumerate(self.points)
        )

    @property
    def markers(self) -> str:
        return " ".join(marker_path(self.marker, p.x, p.y) for p in self.points)

    @property
    def legend_marker(self) -> str:
        return marker_path(self.marker, 17, 6)

    @property
    def values_text(self) -> str:
        return ", ".join(f"{p.label}: {p.value}" for p in self.points)


@dataclass(frozen=True)
class FormChart:
    """Each player's fair figure match by match (lower is better), ready to draw."""

    width: int
    height: int
    plot_left: float
    plot_right: float
    plot_top: float
    plot_bottom: float
    x_ticks: tuple[tuple[float, str], ...]
    y_ticks: tuple[tuple[float, str], ...]
    zero_y: float | None
    series: tuple[FormSeries, ...]


def form_chart(figures: BookFigures) -> FormChart:
    """The form chart: one line per player through their fair figure in each match of the
    book they played a hole in, drawn as the score sheet's chart is (``charts``)."""
    values = [float(v) for person in figures.players for _, v in person.form]
    low, high = (math.floor(min(values + [0])), math.ceil(max(values + [0]))) if values else (0, 1)
    step = _nice_step(max(high - low, 1))
    low = math.floor(low / step) * step
    high = max(math.ceil(high / step) * step, low + step)
    left, right = MARGIN_LEFT, WIDTH - MARGIN_RIGHT
    top, bottom = MARGIN_TOP, HEIGHT - MARGIN_BOTTOM
    count = figures.match_count

    def x_at(position: int) -> float:
        return (left + right) / 2 if count <= 1 else left + (right - left) * position / (count - 1)

    def y_at(value: float) -> float:
        return bottom - (bottom - top) * (value - low) / (high - low)

    every = 1 if count <= 12 else 2 if count <= 24 else 5
    x_ticks = tuple(
        (x_at(position), str(position + 1))
        for position in range(count)
        if position % every == 0 or position == count - 1
    )
    y_ticks = tuple((y_at(value), points_text(value)) for value in range(low, high + 1, step))
    series = tuple(
        FormSeries(
            name=person.name,
            index=index + 1,
            points=tuple(
                FormPoint(x_at(position), y_at(float(value)), str(position + 1), figure_text(value))
                for position, value in person.form
            ),
            marker=MARKERS[index % len(MARKERS)],
            dash=DASHES[index % len(DASHES)],
        )
        for index, person in enumerate(figures.players)
    )
    return FormChart(
        WIDTH,
        HEIGHT,
        left,
        right,
        top,
        bottom,
        x_ticks,
        y_ticks,
        y_at(0) if low <= 0 <= high else None,
        series,
    )
