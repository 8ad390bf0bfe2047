"""A whole hole under the table's hole switches: the adjusted scores, the bounds of a hole
score, the calculator's hints and whether the hole needs to know who went out, each run
over :data:`~golfkeeper.engine.holes.steps.HOLE_STEPS` (RULES.md section 2.H, V23-V27;
section 7 item 8). What a player who missed a hole scores (V28) is in
:mod:`golfkeeper.engine.missed_holes`.

A layout score says what one player's cards are worth. Some tables then adjust the hole as
a whole: a 21 counts as 0, the player who went out pays a penalty unless they were strictly
lowest or takes a bonus, the lowest score takes a bonus, tied scores take a penalty. These
need every player's layout score and who went out, so they live here and never in the
score of one layout. The hole keeps both numbers: the layout scores as entered and the
scores after adjustments, with a reason for each change.

* Only an :class:`Adjustment` that changes a score is recorded, so replaying the list from
  the layout scores gives the final scores. A ``double`` that spares a score of 0 or less
  changes nothing and is not listed; the hole's ``notes`` say why it was not doubled.
* Players are numbered from 0 in the order of ``layout_scores``; reasons name them by the
  names given, else "Player 1", "Player 2", ...
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from golfkeeper.engine.holes.steps import (
    HOLE_STEPS,
    Adjustment,
    Bounds,
    HoleError,
    HoleStep,
    Working,
)
from golfkeeper.engine.house_rules import SWITCHES_BY_KEY, HouseRules


def played_steps(rules: HouseRules) -> Iterator[tuple[HoleStep, Any]]:
    """The hole steps the table plays, in order, each with its switch's value: those
    whose value is not the main rules' (the declaration's default).

    >>> [step.key for step, _ in played_steps(HouseRules(lowest_hole_bonus=-3))]
    ['lowest_hole_bonus']
    """
    for step in HOLE_STEPS:
        value = getattr(rules, step.key)
        if value != SWITCHES_BY_KEY[step.key].default:
            yield step, value


def adjusts_holes(rules: HouseRules) -> bool:
    """Whether the table plays any hole adjustment (V23-V27) at all.

    >>> adjusts_holes(HouseRules()), adjusts_holes(HouseRules(hole_21_is_zero=True))
    (False, True)
    """
    return any(True for _ in played_steps(rules))


def reads_who_went_out(rules: HouseRules) -> bool:
    """Whether the table's hole adjustments depend on who went out (V23 or V24 set): a
    hole saved with nobody out then skips them, so the score sheet asks before it does.

    >>> from golfkeeper.engine.house_rules import GoingOutPenalty
    >>> reads_who_went_out(HouseRules(going_out_penalty=GoingOutPenalty.DOUBLE))
    True
    >>> reads_who_went_out(HouseRules(lowest_hole_bonus=-3))
    False
    """
    return any(step.reads_went_out for step, _ in played_steps(rules))


@dataclass(frozen=True)
class AdjustedHole:
    """A hole's layout scores, the scores after adjustments (points, one per player, in the
    same order) and the adjustments that lead from one to the other, in the order applied.
    ``notes`` say why a rule that reached a score left it as it was (a score of 0 or less
    that ``double`` spares)."""

    layout_scores: tuple[int, ...]
    went_out: int | None
    scores: tuple[int, ...]
    adjustments: tuple[Adjustment, ...]
    notes: tuple[str, ...] = ()

    def adjustments_for(self, player: int) -> tuple[Adjustment, ...]:
        """The adjustments to one player's score, in the order applied."""
        return tuple(item for item in self.adjustments if item.player == player)


def adjust_hole(
    layout_scores: Sequence[int],
    went_out: int | None,
    rules: HouseRules,
    names: Sequence[str] | None = None,
) -> AdjustedHole:
    """Apply the table's hole adjustments to every player's layout score (points).

    ``went_out`` is the 0-based index of the player who went out, or None when nobody did
    (the stock ran out); then V23 and V24 do not apply and V25-V27 still do (RULES.md,
    "Interactions settled" 2). The steps run in the order of ``HOLE_STEPS``, each reading
    the scores the one before left; sources: each step's ``source``.

    Raises :class:`HoleError` for fewer than 2 scores, ``went_out`` out of range, or
    ``names`` of another length than the scores.

    >>> from golfkeeper.engine.house_rules import GoingOutPenalty
    >>> rules = HouseRules(going_out_penalty=GoingOutPenalty.DOUBLE, going_out_bonus=-5)
    >>> hole = adjust_hole([12, 9, 15], 0, rules, ["Ann", "Bo", "Cy"])
    >>> hole.scores
    (19, 9, 15)
    >>> [item.reason for item in hole.adjustments]
    ['Ann went out with 12, not the lowest (Bo 9): doubled → 24', 'Ann went out: −5 → 19']
    """
    if len(layout_scores) < 2:
        raise HoleError(f"A hole needs at least 2 players' scores (got {len(layout_scores)}).")
    if went_out is not None and not 0 <= went_out < len(layout_scores):
        raise HoleError(
            f"The player who went out must be from 0 to {len(layout_scores) - 1} (got {went_out})."
        )
    if names is None:
        names = [f"Player {number}" for number in range(1, len(layout_scores) + 1)]
    elif len(names) != len(layout_scores):
        raise HoleError(f"{len(names)} names were given for {len(layout_scores)} scores.")
    hole = Working(layout_scores, went_out, names)
    for step, value in played_steps(rules):
        step.adjust(hole, value)
    return AdjustedHole(
        tuple(layout_scores),
        went_out,
        tuple(hole.scores),
        tuple(hole.adjustments),
        tuple(hole.notes),
    )


def adjusted_bounds(
    layout_min: int, layout_max: int, players: int, rules: HouseRules
) -> tuple[int, int]:
    """The lowest and highest hole score (points) one player can have after the table's
    adjustments, when every player's layout scores from ``layout_min`` to ``layout_max``.

    The bounds never leave out a score the adjustments can give; they are exact for the
    lowest score in the usual case and may be a few points wide for the highest. Doubling
    reaches twice the layout maximum, ``plus5_each`` adds up to 5 × (players − 1), the
    bonuses lower the minimum, and ``hole_21_is_zero`` keeps 0 in range (RULES.md
    section 2.H, "Bounds"; "Interactions settled" 10).

    Raises :class:`ValueError` when ``layout_min`` > ``layout_max`` or there are fewer
    than 2 players.

    >>> from golfkeeper.engine.house_rules import GoingOutPenalty
    >>> adjusted_bounds(-6, 39, 4, HouseRules(going_out_penalty=GoingOutPenalty.DOUBLE))
    (-6, 78)
    >>> adjusted_bounds(-6, 39, 4, HouseRules(going_out_bonus=-5, lowest_hole_bonus=-3))
    (-14, 39)
    """
    if layout_min > layout_max:
        raise ValueError(f"layout_min {layout_min} is above layout_max {layout_max}.")
    if players < 2:
        raise HoleError(f"A hole needs at least 2 players (got {players}).")
    bounds = Bounds(layout_min, layout_max, layout_max)
    for step, value in played_steps(rules):
        step.bounds(bounds, value, players)
    return bounds.low, max(bounds.others_high, bounds.went_out_high)


def hole_hints(rules: HouseRules, total: int) -> list[str]:
    """Short lines, one per hole step the table plays, in the order they run, saying what
    it would make of a layout that scores ``total`` points (the calculator's hints: it
    never applies the hole's adjustments to one layout).

    >>> for line in hole_hints(HouseRules(hole_21_is_zero=True, lowest_hole_bonus=-3), 21):
    ...     print(line)
    21 → 0: a layout of exactly 21 counts 0
    −3 if it is the lowest score of the hole (ties too)
    """
    hints = []
    for step, value in played_steps(rules):
        hint, total = step.hint(value, total)
        if hint is not None:
            hints.append(hint)
    return hints
