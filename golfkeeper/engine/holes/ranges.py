"""The range of one hole's score at a table: what a layout can score (what a score entered
is checked against) and what a hole can count once the table's hole adjustments are applied
(docs/rules.md#score-ranges)."""

from __future__ import annotations

from dataclasses import dataclass

from golfkeeper.engine.cards import Layout
from golfkeeper.engine.holes.adjust import adjusted_bounds, played_steps
from golfkeeper.engine.house_rules import HouseRules
from golfkeeper.engine.scoring import hole_score_bounds
from golfkeeper.engine.setup import PLAYER_COUNTS
from golfkeeper.engine.text import points_text

__all__ = ["HoleRange", "hole_range"]


@dataclass(frozen=True)
class HoleRange:
    """The lowest and highest score (points) one player can have for a hole under the
    table's rules, after the hole adjustments (docs/rules.md#score-ranges): for a match's
    ``players``, or the widest over every count from 2 to 8 when ``players`` is None.
    ``layout_min`` / ``layout_max`` are the layout's own range (what a score entered is
    checked against), ``min_layout`` / ``max_layout`` layouts that score them, and
    ``adjustments`` what the table's hole switches do, in words."""

    min: int
    max: int
    layout_min: int
    layout_max: int
    min_layout: Layout
    max_layout: Layout
    players: int | None
    adjustments: tuple[str, ...]

    @property
    def subject(self) -> str:
        """The players the range covers, as a fact's subject: ``"4"`` or ``"2-8"``."""
        if self.players is not None:
            return str(self.players)
        return f"{PLAYER_COUNTS[0]}-{PLAYER_COUNTS[-1]}"

    def for_whom(self) -> str:
        """Who the range is worked out for, when the table's hole adjustments make it
        depend on the players: " with your 4 players", " with any number of players from
        2 to 8 (the widest range)", else an empty string."""
        if not self.adjustments:
            return ""
        if self.players is not None:
            return f" with your {self.players} players"
        return (
            f" with any number of players from {PLAYER_COUNTS[0]} to {PLAYER_COUNTS[-1]} "
            "(the widest range)"
        )

    def why_wider(self) -> str:
        """A sentence on the layout's own range when the hole adjustments move a hole's
        score beyond it, else an empty string."""
        if not self.adjustments or (self.min, self.max) == (self.layout_min, self.layout_max):
            return ""
        return (
            f" A layout itself scores from {points_text(self.layout_min)} to "
            f"{points_text(self.layout_max)}; your table's hole adjustments "
            f"({'; '.join(self.adjustments)}) take a hole beyond that."
        )


def hole_range(rules: HouseRules, players: int | None = None) -> HoleRange:
    """The table's :class:`HoleRange` for ``players`` (2 to 8; ``None`` for the widest
    over every count): the layout's bounds by search
    (:func:`~golfkeeper.engine.scoring.hole_score_bounds`), then
    :func:`~golfkeeper.engine.holes.adjusted_bounds`. Points; raises :class:`HoleError`
    for fewer than 2 players.

    >>> from golfkeeper.engine.house_rules import GoingOutPenalty
    >>> found = hole_range(HouseRules(going_out_penalty=GoingOutPenalty.DOUBLE))
    >>> (found.layout_min, found.layout_max), (found.min, found.max)
    ((-6, 60), (-6, 120))
    """
    bounds = hole_score_bounds(rules)
    counts = PLAYER_COUNTS if players is None else (players,)
    ends = [adjusted_bounds(bounds.min, bounds.max, count, rules) for count in counts]
    played = tuple(step.summary for step, _ in played_steps(rules))
    return HoleRange(
        min(low for low, _ in ends),
        max(high for _, high in ends),
        bounds.min,
        bounds.max,
        bounds.min_layout,
        bounds.max_layout,
        players,
        played,
    )
