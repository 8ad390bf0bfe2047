"""The values scoring returns: a layout's score line by line, its bonuses, and the
bounds of a hole score. See the package notes for what ``columns`` and ``rows`` carry."""

from __future__ import annotations

from dataclasses import dataclass

from golfkeeper.engine.cards import Card, Layout
from golfkeeper.engine.house_rules import HouseRules

__all__ = ["Bonus", "HoleScoreBounds", "LayoutScore", "LineScore"]


@dataclass(frozen=True)
class LineScore:
    """One scored line of a layout: a column, or (when they cancel) a row or diagonal.

    ``index`` is 1-based: columns left to right, rows top to bottom, diagonal 1 from the
    top left to the bottom right and diagonal 2 from the top right. ``cards`` run top to
    bottom in a column, left to right in a row or diagonal. ``points`` is what the line
    adds to the hole score (always 0 for rows and diagonals: see the module notes).

    >>> LineScore("column", 2, (), 0, "").label
    'Column 2'
    """

    kind: str
    index: int
    cards: tuple[Card, ...]
    points: int
    reason: str

    @property
    def label(self) -> str:
        """The line's name for people, e.g. ``"Column 1"``, ``"Row 2"``, ``"Diagonal 1"``."""
        return f"{self.kind.capitalize()} {self.index}"


@dataclass(frozen=True)
class Bonus:
    """A four-of-a-kind bonus: ``points`` (-10 or -20) earned by the 1-based ``columns``.

    >>> Bonus(-10, "four 5s", (1, 3)).columns
    (1, 3)
    """

    points: int
    reason: str
    columns: tuple[int, ...]


@dataclass(frozen=True)
class LayoutScore:
    """A layout scored under house rules, line by line, with the reasons.

    ``total`` (points) always equals the sum of the points of ``columns``, ``rows`` and
    ``bonuses``. ``rows`` holds the rows (and nine-card diagonals) that cancelled cards
    under rules where they can; they carry 0 points because every card counts in its
    column.

    >>> from golfkeeper.engine.scoring import score_text
    >>> score = score_text("5 K 2 / 5 Q A")
    >>> score.total, [column.points for column in score.columns]
    (9, [0, 10, -1])
    """

    layout: Layout
    rules: HouseRules
    columns: tuple[LineScore, ...]
    rows: tuple[LineScore, ...]
    bonuses: tuple[Bonus, ...]
    total: int

    @property
    def lines(self) -> tuple[LineScore, ...]:
        """Columns, then any rows and diagonals."""
        return self.columns + self.rows


@dataclass(frozen=True)
class HoleScoreBounds:
    """The lowest and highest hole score (points) a rule set allows, with a layout that
    scores each (both pass :func:`~golfkeeper.engine.scoring.check_layout`).

    >>> from golfkeeper.engine.house_rules import MAIN_RULES
    >>> from golfkeeper.engine.scoring import hole_score_bounds
    >>> hole_score_bounds(MAIN_RULES).min
    -6
    """

    min: int
    max: int
    min_layout: Layout
    max_layout: Layout
