"""Server-drawn SVG charts: the running totals of a match, one line per player.

The geometry is computed here and drawn by ``templates/charts/_line_chart.html``, so the
page needs no JavaScript and prints as it shows. Each player's line has its own colour,
dash pattern and marker shape, so colour is never the only way to tell the lines apart.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from golfkeeper.engine.match import running_totals as running
from golfkeeper.engine.text import points_text

if TYPE_CHECKING:
    from golfkeeper.scorekeeping import ScoreSheet

WIDTH, HEIGHT = 400, 240
MARGIN_LEFT, MARGIN_RIGHT, MARGIN_TOP, MARGIN_BOTTOM = 36, 10, 10, 30
MARKERS = ("circle", "square", "triangle", "diamond", "circle", "square", "triangle", "diamond")
DASHES = ("", "6 4", "2 3", "10 3 2 3", "", "6 4", "2 3", "10 3 2 3")


# Each marker shape as SVG path data centred on (x, y), so a player's markers are drawn
# as one path rather than an element each.
_MARKER_PATHS = {
    "circle": "M{left:.1f},{y:.1f} a3,3 0 1,0 6,0 a3,3 0 1,0 -6,0 z",
    "square": "M{left:.1f},{top3:.1f} h6 v6 h-6 z",
    "triangle": "M{x:.1f},{top4:.1f} l4,7 h-8 z",
    "diamond": "M{x:.1f},{top4:.1f} l4,4 l-4,4 l-4,-4 z",
}


def marker_path(shape: str, x: float, y: float) -> str:
    """SVG path data of one marker of ``shape`` (a name in ``MARKERS``) at (x, y)."""
    return _MARKER_PATHS[shape].format(x=x, y=y, left=x - 3, top3=y - 3, top4=y - 4)


@dataclass(frozen=True)
class Point:
    x: float
    y: float
    hole_number: int
    total: int


@dataclass(frozen=True)
class Series:
    """One player's line: its points (holes with a running total) and how it is drawn."""

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
        """SVG path data of a marker at every point."""
        return " ".join(marker_path(self.marker, p.x, p.y) for p in self.points)

    @property
    def legend_marker(self) -> str:
        """SVG path data of the marker in the legend's 34 x 12 swatch."""
        return marker_path(self.marker, 17, 6)

    @property
    def totals_text(self) -> str:
        """The running totals in words for the chart's table: "1: 3, 2: −1, ..."."""
        return ", ".join(f"{p.hole_number}: {points_text(p.total)}" for p in self.points)


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


def running_totals_chart(
    names: Sequence[str], hole_scores: Sequence[Sequence[int | None]], holes: int
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
    values = [total for totals in running_totals for total in totals if total is not None]
    low, high = (min(values + [0]), max(values + [0])) if values else (0, 10)
    step = _nice_step(max(high - low, 1))
    low = math.floor(low / step) * step
    high = max(math.ceil(high / step) * step, low + step)

    left, right = MARGIN_LEFT, WIDTH - MARGIN_RIGHT
    top, bottom = MARGIN_TOP, HEIGHT - MARGIN_BOTTOM

    def x_at(hole_number: int) -> float:
        if holes <= 1:
            return (left + right) / 2
        return left + (right - left) * (hole_number - 1) / (holes - 1)

    def y_at(total: int) -> float:
        return bottom - (bottom - top) * (total - low) / (high - low)

    label_every = 1 if holes <= 12 else 2 if holes <= 24 else 3
    x_ticks = tuple(
        Tick(x_at(hole), str(hole))
        for hole in range(1, holes + 1)
        if (hole - 1) % label_every == 0 or hole == holes
    )
    y_ticks = tuple(Tick(y_at(value), points_text(value)) for value in range(low, high + 1, step))
    series = tuple(
        Series(
            name=name,
            index=index + 1,
            points=tuple(
                Point(x_at(hole), y_at(total), hole, total)
                for hole, total in enumerate(totals, start=1)
                if total is not None
            ),
            marker=MARKERS[index % len(MARKERS)],
            dash=DASHES[index % len(DASHES)],
        )
        for index, (name, totals) in enumerate(zip(names, running_totals, strict=True))
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
    )


def sheet_chart(sheet: ScoreSheet) -> LineChart:
    """The running-totals chart of a score sheet: one line per player on the sheet."""
    return running_totals_chart(
        [player.name for player in sheet.players],
        [[row.cells[index].points for row in sheet.holes] for index in range(len(sheet.players))],
        sheet.match.holes,
    )
