"""Server-drawn SVG line charts: the running totals of a match, one line per player, and
any other figure over numbered positions (the golf book's form chart).

The geometry is computed here and drawn by ``templates/charts/_line_chart.html``, so the
page needs no JavaScript and prints as it shows. Each player's line has its own colour,
dash pattern and marker shape, so colour is never the only way to tell the lines apart.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, NamedTuple, SupportsFloat, TypeVar

from golfkeeper.engine.match import running_totals as running
from golfkeeper.engine.text import points_text

if TYPE_CHECKING:
    from golfkeeper.scorekeeping import ScoreSheet

WIDTH, HEIGHT = 400, 240
MARGIN_LEFT, MARGIN_RIGHT, MARGIN_TOP, MARGIN_BOTTOM = 36, 10, 10, 30
MARKERS = ("circle", "square", "triangle", "diamond", "circle", "square", "triangle", "diamond")
DASHES = ("", "6 4", "2 3", "10 3 2 3", "", "6 4", "2 3", "10 3 2 3")


# Each marker shape as SVG path data centred on (x, y), so a player's markers are drawn
# as one path rather than an element each. f-strings rather than one str.format template
# a shape: a chart of 8 x 36 draws 288 markers.
_MARKER_PATHS: dict[str, Callable[[float, float], str]] = {
    "circle": lambda x, y: f"M{x - 3:.1f},{y:.1f} a3,3 0 1,0 6,0 a3,3 0 1,0 -6,0 z",
    "square": lambda x, y: f"M{x - 3:.1f},{y - 3:.1f} h6 v6 h-6 z",
    "triangle": lambda x, y: f"M{x:.1f},{y - 4:.1f} l4,7 h-8 z",
    "diamond": lambda x, y: f"M{x:.1f},{y - 4:.1f} l4,4 l-4,4 l-4,-4 z",
}


def marker_path(shape: str, x: float, y: float) -> str:
    """SVG path data of one marker of ``shape`` (a name in ``MARKERS``) at (x, y)."""
    return _MARKER_PATHS[shape](x, y)


class Point(NamedTuple):
    """One point of a line. A named tuple (immutable, built three times cheaper than a
    frozen dataclass): an 8 x 36 sheet's chart has 288."""

    x: float
    y: float
    number: int  # the 1-based x position: the hole, or the match's number in a book
    value: float
    text: str  # the value in words for the chart's table
    missed: bool = False  # a hole the player did not play, counted as the table agreed

    @property
    def hole_number(self) -> int:
        """``number`` in a running-totals chart."""
        return self.number

    @property
    def total(self) -> float:
        """``value`` in a running-totals chart: the running total after the hole."""
        return self.value


@dataclass(frozen=True)
class Series:
    """One player's line: its points (positions with a value) and how it is drawn."""

    name: str
    index: int  # 1-based, picks the colour class series-<index>
    points: tuple[Point, ...]
    marker: str
    dash: str

    @property
    def path(self) -> str:
        """The SVG path data through the points, in order."""
        return " ".join(
            f"{'M' if i == 0 else 'L'}{p.x:.1f},{p.y:.1f}" for i, p in enumerate(self.points)
        )

    @property
    def markers(self) -> str:
        """SVG path data of a marker at every point of a hole played."""
        draw = _MARKER_PATHS[self.marker]
        return " ".join([draw(p.x, p.y) for p in self.points if not p.missed])

    @property
    def missed_markers(self) -> str:
        """SVG path data of a hollow ring at every hole not played but counted: the chart
        never draws a missed hole like a played score."""
        return " ".join(
            f"M{p.x - 3.5:.1f},{p.y:.1f} a3.5,3.5 0 1,0 7,0 a3.5,3.5 0 1,0 -7,0"
            for p in self.points
            if p.missed
        )

    @property
    def legend_marker(self) -> str:
        """SVG path data of the marker in the legend's 34 x 12 swatch."""
        return marker_path(self.marker, 17, 6)

    @property
    def values_text(self) -> str:
        """The values in words for the chart's table: "1: 3, 2: −1, ..."."""
        return ", ".join(
            f"{p.number}: {p.text}{' (not played)' if p.missed else ''}" for p in self.points
        )

    @property
    def totals_text(self) -> str:
        """``values_text`` of a running-totals chart."""
        return self.values_text


@dataclass(frozen=True)
class Tick:
    position: float
    label: str


@dataclass(frozen=True)
class LineChart:
    """A chart ready to draw: the plot area, the axis ticks and one series per player."""

    width: int
    height: int
    plot_left: float
    plot_right: float
    plot_top: float
    plot_bottom: float
    x_ticks: tuple[Tick, ...]
    y_ticks: tuple[Tick, ...]
    zero_y: float | None  # where the 0-points line runs, if it is in range
    series: tuple[Series, ...]
    may_miss: bool = False  # whether a point may be a missed hole, drawn as a hollow ring

    @property
    def is_empty(self) -> bool:
        return not any(series.points for series in self.series)


def _nice_step(span: int, target_ticks: int = 5) -> int:
    """A round step (1, 2, 5, 10, 20, 50, ...) giving about ``target_ticks`` gridlines."""
    raw = max(span / target_ticks, 1)
    magnitude = 10 ** math.floor(math.log10(raw))
    for factor in (1, 2, 5, 10):
        if factor * magnitude >= raw:
            return int(factor * magnitude)
    return int(10 * magnitude)


V = TypeVar("V", bound=SupportsFloat)


def line_chart(
    names: Sequence[str],
    values: Sequence[Sequence[V | None]],
    count: int,
    value_text: Callable[[V], str],
    missed: Sequence[Sequence[bool]] | None = None,
    label_every_beyond_24: int = 3,
) -> LineChart:
    """Lay out a line chart over ``count`` x positions: ``values[i][n]`` is player ``i``'s
    value at position ``n + 1``, ``None`` for no point there. ``value_text`` words a value
    for the table; ``missed[i][n]`` marks a point as a missed hole (a hollow ring). Every x
    position is labelled up to 12, every 2nd up to 24, then every
    ``label_every_beyond_24``-th (and always the last)."""
    numbers = [float(value) for row in values for value in row if value is not None]
    low, high = (
        (math.floor(min(numbers + [0])), math.ceil(max(numbers + [0]))) if numbers else (0, 10)
    )
    step = _nice_step(max(high - low, 1))
    low = math.floor(low / step) * step
    high = max(math.ceil(high / step) * step, low + step)

    left, right = MARGIN_LEFT, WIDTH - MARGIN_RIGHT
    top, bottom = MARGIN_TOP, HEIGHT - MARGIN_BOTTOM

    def x_at(number: int) -> float:
        if count <= 1:
            return (left + right) / 2
        return left + (right - left) * (number - 1) / (count - 1)

    def y_at(value: float) -> float:
        return bottom - (bottom - top) * (value - low) / (high - low)

    label_every = 1 if count <= 12 else 2 if count <= 24 else label_every_beyond_24
    x_ticks = tuple(
        Tick(x_at(number), str(number))
        for number in range(1, count + 1)
        if (number - 1) % label_every == 0 or number == count
    )
    y_ticks = tuple(Tick(y_at(value), points_text(value)) for value in range(low, high + 1, step))
    # Each x position once, not once a line (an 8 x 36 chart has 288 points on 36).
    xs = [x_at(number) for number in range(1, max([count, *map(len, values)]) + 1)]
    series = tuple(
        Series(
            name=name,
            index=index + 1,
            points=tuple(
                [
                    Point(
                        xs[number - 1],
                        y_at(float(value)),
                        number,
                        float(value),
                        value_text(value),
                        bool(missed and missed[index][number - 1]),
                    )
                    for number, value in enumerate(row, start=1)
                    if value is not None
                ]
            ),
            marker=MARKERS[index % len(MARKERS)],
            dash=DASHES[index % len(DASHES)],
        )
        for index, (name, row) in enumerate(zip(names, values, strict=True))
    )
    return LineChart(
        width=WIDTH,
        height=HEIGHT,
        plot_left=left,
        plot_right=right,
        plot_top=top,
        plot_bottom=bottom,
        x_ticks=x_ticks,
        y_ticks=y_ticks,
        zero_y=y_at(0) if low <= 0 <= high else None,
        series=series,
        may_miss=missed is not None,
    )


def running_totals_chart(
    names: Sequence[str],
    hole_scores: Sequence[Sequence[int | None]],
    holes: int,
    missed: Sequence[Sequence[bool]] | None = None,
) -> LineChart:
    """Lay out a running-totals chart: ``hole_scores[i][h]`` is player ``i``'s points for
    hole ``h + 1``, ``None`` when not entered. A player's line has a point at each hole
    they have a score for, at their running total after it."""
    running_totals = [
        [
            None if score is None else total
            for score, total in zip(scores, running(scores), strict=True)
        ]
        for scores in hole_scores
    ]
    return line_chart(names, running_totals, holes, points_text, missed)


def sheet_chart(sheet: ScoreSheet) -> LineChart:
    """The running-totals chart of a score sheet: one line per player on the sheet."""
    return running_totals_chart(
        [player.name for player in sheet.players],
        [[row.cells[index].points for row in sheet.holes] for index in range(len(sheet.players))],
        sheet.match.holes,
        [
            [not row.cells[index].played for row in sheet.holes]
            for index in range(len(sheet.players))
        ],
    )
