"""Hole adjustments: the switches that change a whole hole's scores once every player's
layout is scored (docs/rules.md#hole-adjustments and docs/rules.md#going-out). What a player who
missed a hole scores (``missed_holes``) is in :mod:`golfkeeper.engine.missed_holes`.

A layout score says what one player's cards are worth. Some tables then adjust the hole as
a whole: a 21 counts as 0, the player who went out pays a penalty unless they were strictly
lowest or takes a bonus, the lowest score takes a bonus, tied scores take a penalty. These
need every player's layout score and who went out, so they live here and never in the
score of one layout. The hole keeps both numbers: the layout scores as entered and the
scores after adjustments, with a reason for each change.

Decisions recorded here (docs/rules.md#house-readings; house agreement):

* The steps run in golfcards.club's order, each reading the scores the step before left:
  ``hole_21_is_zero``, ``going_out_penalty``, ``going_out_bonus``, ``lowest_hole_bonus``,
  ``tied_hole_penalty`` (:data:`HOLE_ADJUSTMENT_SWITCHES`).
* "Lowest" for ``going_out_penalty`` is strict: a tie for the lowest counts against the
  player who went out, except under ``plus10``, which golfcards.club's engine spares on a tie
  (settled December 2026: +10 only when another player's score is strictly lower).
* Only an :class:`Adjustment` that changes a score is recorded, so replaying the list from
  the layout scores gives the final scores. A ``double`` that spares a score of 0 or less
  changes nothing and is not listed; the hole's ``notes`` say why it was not doubled.
* Players are numbered from 0 in the order of ``layout_scores``; reasons name them by the
  names given, else "Player 1", "Player 2", ...
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from golfkeeper.engine.house_rules.values import (
    GOING_OUT_BONUS_VALUES,
    LOWEST_HOLE_BONUS_VALUES,
    TIED_HOLE_PENALTY_VALUES,
    GoingOutPenalty,
)
from golfkeeper.engine.text import names_text, points_text

__all__ = [
    "GOING_OUT_BONUS_VALUES",
    "HOLE_ADJUSTMENT_SWITCHES",
    "LOWEST_HOLE_BONUS_VALUES",
    "TIED_HOLE_PENALTY_VALUES",
    "AdjustedHole",
    "Adjustment",
    "GoingOutPenalty",
    "HoleAdjustmentRules",
    "HoleAdjustmentSwitch",
    "HoleAdjustmentSwitches",
    "HoleError",
    "adjust_hole",
    "adjusted_bounds",
    "reads_who_went_out",
]


@dataclass(frozen=True)
class HoleAdjustmentSwitch:
    """One hole-adjustment switch: its key on the house rules, its former id (listed in
    docs/rules.md#house-rules), the source to cite, and what it does in a few words."""

    key: str
    rule: str
    source: str
    summary: str


HOLE_ADJUSTMENT_SWITCHES = (
    HoleAdjustmentSwitch("hole_21_is_zero", "V27", "golfcards.club", "a layout of 21 scores 0"),
    HoleAdjustmentSwitch(
        "going_out_penalty",
        "V23",
        "Skyjo's rules, golfcards.club, nwpages.net",
        "the player who went out pays a penalty when beaten",
    ),
    HoleAdjustmentSwitch(
        "going_out_bonus", "V24", "golfcards.club", "the player who went out takes a bonus"
    ),
    HoleAdjustmentSwitch(
        "lowest_hole_bonus", "V25", "golfcards.club", "the lowest score of the hole takes a bonus"
    ),
    HoleAdjustmentSwitch(
        "tied_hole_penalty", "V26", "golfcards.club", "scores equal to another's take a penalty"
    ),
)
"""The switches in the order they are applied (golfcards.club's order; house agreement)."""


class HoleAdjustmentRules(Protocol):
    """The five house-rules switches a hole's adjustment reads. ``HouseRules`` and
    :class:`HoleAdjustmentSwitches` both fit."""

    @property
    def going_out_penalty(self) -> GoingOutPenalty: ...

    @property
    def going_out_bonus(self) -> int: ...

    @property
    def lowest_hole_bonus(self) -> int: ...

    @property
    def tied_hole_penalty(self) -> int: ...

    @property
    def hole_21_is_zero(self) -> bool: ...


@dataclass(frozen=True)
class HoleAdjustmentSwitches:
    """The hole-adjustment switches on their own, all off by default (the main rules).
    Bonuses and penalties are points: ``going_out_bonus`` 0 or −5, ``lowest_hole_bonus``
    0 or −3, ``tied_hole_penalty`` 0 or 5.

    Raises :class:`ValueError` for any other value.

    >>> HoleAdjustmentSwitches(going_out_bonus=-5).going_out_bonus
    -5
    """

    going_out_penalty: GoingOutPenalty = GoingOutPenalty.NONE
    going_out_bonus: int = 0
    lowest_hole_bonus: int = 0
    tied_hole_penalty: int = 0
    hole_21_is_zero: bool = False

    def __post_init__(self) -> None:
        if not isinstance(self.going_out_penalty, GoingOutPenalty):
            raise ValueError("going_out_penalty must be a GoingOutPenalty.")
        for key, allowed in (
            ("going_out_bonus", GOING_OUT_BONUS_VALUES),
            ("lowest_hole_bonus", LOWEST_HOLE_BONUS_VALUES),
            ("tied_hole_penalty", TIED_HOLE_PENALTY_VALUES),
        ):
            if getattr(self, key) not in allowed:
                choices = " or ".join(points_text(value) for value in allowed)
                raise ValueError(f"{key} must be {choices}.")
        if not isinstance(self.hole_21_is_zero, bool):
            raise ValueError("hole_21_is_zero must be true or false.")


def reads_who_went_out(rules: HoleAdjustmentRules) -> bool:
    """Whether the table's hole adjustments depend on who went out (``going_out_penalty`` or
    ``going_out_bonus`` set): a hole saved with nobody out then skips them, so the score sheet asks
    before it does.

    >>> reads_who_went_out(HoleAdjustmentSwitches(GoingOutPenalty.DOUBLE))
    True
    >>> reads_who_went_out(HoleAdjustmentSwitches(lowest_hole_bonus=-3))
    False
    """
    return rules.going_out_penalty is not GoingOutPenalty.NONE or rules.going_out_bonus != 0


class HoleError(ValueError):
    """A hole that cannot be adjusted: too few scores, an unknown player who went out, or
    names that do not match the scores."""


@dataclass(frozen=True)
class Adjustment:
    """One change to one player's hole score: ``player`` (0-based, in the order of the
    layout scores), the ``switch`` key, the score ``before`` and ``after`` (points), and a
    ``reason`` for people."""

    player: int
    switch: str
    before: int
    after: int
    reason: str


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
    rules: HoleAdjustmentRules,
    names: Sequence[str] | None = None,
) -> AdjustedHole:
    """Apply the table's hole adjustments to every player's layout score (points).

    ``went_out`` is the 0-based index of the player who went out, or None when nobody did
    (the stock ran out); then ``going_out_penalty`` and ``going_out_bonus`` do not apply
    and ``lowest_hole_bonus``, ``tied_hole_penalty`` and ``hole_21_is_zero`` still do
    (docs/rules.md#going-out-readings). Steps, each reading the scores the one before
    left: ``hole_21_is_zero``, ``going_out_penalty``, ``going_out_bonus``,
    ``lowest_hole_bonus``, ``tied_hole_penalty`` (golfcards.club's order). Sources: see
    :data:`HOLE_ADJUSTMENT_SWITCHES` and :class:`GoingOutPenalty`.

    Raises :class:`HoleError` for fewer than 2 scores, ``went_out`` out of range, or
    ``names`` of another length than the scores.

    >>> rules = HoleAdjustmentSwitches(GoingOutPenalty.DOUBLE, going_out_bonus=-5)
    >>> hole = adjust_hole([12, 9, 15], 0, rules, ["Ann", "Bo", "Cy"])
    >>> hole.scores
    (19, 9, 15)
    >>> [item.reason for item in hole.adjustments]
    ['Ann went out with 12, not the lowest (Bo 9): doubled → 24', 'Ann went out: −5 → 19']
    """
    scores = list(layout_scores)
    if len(scores) < 2:
        raise HoleError(f"A hole needs at least 2 players' scores (got {len(scores)}).")
    if went_out is not None and not 0 <= went_out < len(scores):
        raise HoleError(
            f"The player who went out must be from 0 to {len(scores) - 1} (got {went_out})."
        )
    if names is None:
        names = [f"Player {number}" for number in range(1, len(scores) + 1)]
    elif len(names) != len(scores):
        raise HoleError(f"{len(names)} names were given for {len(scores)} scores.")
    adjustments: list[Adjustment] = []
    notes: list[str] = []

    def change(player: int, switch: str, after: int, reason: str) -> None:
        if after == scores[player]:
            notes.append(reason)  # the rule reached the score and left it: say why
            return
        adjustments.append(Adjustment(player, switch, scores[player], after, reason))
        scores[player] = after

    if rules.hole_21_is_zero:
        for player, score in enumerate(scores):
            if score == 21:
                change(player, "hole_21_is_zero", 0, f"{names[player]} scored exactly 21: 0")

    if went_out is not None:
        penalty = _going_out_penalty(scores, went_out, rules.going_out_penalty, names)
        if penalty is not None:
            change(went_out, "going_out_penalty", *penalty)
        if rules.going_out_bonus:
            after = scores[went_out] + rules.going_out_bonus
            bonus = points_text(rules.going_out_bonus, signed=True)
            reason = f"{names[went_out]} went out: {bonus} → {points_text(after)}"
            change(went_out, "going_out_bonus", after, reason)

    if rules.lowest_hole_bonus:
        lowest = min(scores)
        players = [player for player, score in enumerate(scores) if score == lowest]
        bonus = points_text(rules.lowest_hole_bonus, signed=True)
        for player in players:
            others = [names[other] for other in players if other != player]
            tied = f", tied with {names_text(others)}" if others else ""
            after = lowest + rules.lowest_hole_bonus
            reason = (
                f"{names[player]} has the lowest score of the hole ({points_text(lowest)}){tied}:"
                f" {bonus} → {points_text(after)}"
            )
            change(player, "lowest_hole_bonus", after, reason)

    if rules.tied_hole_penalty:
        # One pass over the scores ``lowest_hole_bonus`` left (docs/rules.md#tied-once).
        seen = tuple(scores)
        counts = Counter(seen)
        penalty_text = points_text(rules.tied_hole_penalty, signed=True)
        for player, score in enumerate(seen):
            if counts[score] > 1:
                others = [
                    names[other] for other, s in enumerate(seen) if s == score and other != player
                ]
                after = score + rules.tied_hole_penalty
                reason = (
                    f"{names[player]} tied with {names_text(others)} on {points_text(score)}:"
                    f" {penalty_text} → {points_text(after)}"
                )
                change(player, "tied_hole_penalty", after, reason)

    return AdjustedHole(
        tuple(layout_scores), went_out, tuple(scores), tuple(adjustments), tuple(notes)
    )


def _going_out_penalty(
    scores: Sequence[int], went_out: int, penalty: GoingOutPenalty, names: Sequence[str]
) -> tuple[int, str] | None:
    """``going_out_penalty`` for the player who went out: their new score and the reason (the same
    score when ``double`` spares a score of 0 or less), or None when the rule does not apply."""
    score = scores[went_out]
    others = [(names[p], s) for p, s in enumerate(scores) if p != went_out]
    opening = f"{names[went_out]} went out with {points_text(score)}"
    if penalty is GoingOutPenalty.PLUS5_EACH:
        as_low = [f"{name} {points_text(s)}" for name, s in others if s <= score]
        if not as_low:
            return None
        after = score + 5 * len(as_low)
        times = f" × {len(as_low)}" if len(as_low) > 1 else ""
        return after, (
            f"{opening}; {names_text(as_low)} scored the same or lower:"
            f" +5{times} → {points_text(after)}"
        )
    lowest_other = min(s for _, s in others)
    if penalty is GoingOutPenalty.NONE or score < lowest_other:
        return None
    if penalty is GoingOutPenalty.PLUS10 and score == lowest_other:
        return None  # golfcards.club spares a tie for the lowest (docs/rules.md#going_out_penalty).
    lowest_names = names_text([name for name, s in others if s == lowest_other])
    if score == lowest_other:
        opening += f", only tied for the lowest (with {lowest_names})"
    else:
        opening += f", not the lowest ({lowest_names} {points_text(lowest_other)})"
    if penalty is GoingOutPenalty.DOUBLE:
        if score <= 0:  # Skyjo's rules never double a score of 0 or less: said, not changed.
            return score, f"{opening}: not doubled, as a score of 0 or less never is"
        return score * 2, f"{opening}: doubled → {points_text(score * 2)}"
    if penalty is GoingOutPenalty.PLUS10:
        return score + 10, f"{opening}: +10 → {points_text(score + 10)}"
    if score <= 0:
        return score + 5, f"{opening}: +5, not doubled at 0 or less → {points_text(score + 5)}"
    return score * 2 + 5, f"{opening}: doubled, then +5 → {points_text(score * 2 + 5)}"


def adjusted_bounds(
    layout_min: int, layout_max: int, players: int, rules: HoleAdjustmentRules
) -> tuple[int, int]:
    """The lowest and highest hole score (points) one player can have after the table's
    adjustments, when every player's layout scores from ``layout_min`` to ``layout_max``.

    The bounds never leave out a score the adjustments can give; they are exact for the
    lowest score in the usual case and may be a few points wide for the highest. Doubling
    reaches twice the layout maximum, ``plus5_each`` adds up to 5 × (players − 1), the
    bonuses lower the minimum, and ``hole_21_is_zero`` keeps 0 in range
    (docs/rules.md#score-ranges and docs/rules.md#entered-scores).

    Raises :class:`ValueError` when ``layout_min`` > ``layout_max`` or there are fewer
    than 2 players.

    >>> adjusted_bounds(-6, 39, 4, HoleAdjustmentSwitches(GoingOutPenalty.DOUBLE))
    (-6, 78)
    >>> adjusted_bounds(-6, 39, 4, HoleAdjustmentSwitches(going_out_bonus=-5, lowest_hole_bonus=-3))
    (-14, 39)
    """
    if layout_min > layout_max:
        raise ValueError(f"layout_min {layout_min} is above layout_max {layout_max}.")
    if players < 2:
        raise HoleError(f"A hole needs at least 2 players (got {players}).")
    low, high = layout_min, layout_max
    if rules.hole_21_is_zero and low <= 21 <= high:
        # 21 becomes 0, so 0 is possible and 21 is not.
        if high == 21:
            high = 20 if low <= 20 else 0
        low, high = min(low, 0), max(high, 0)
    penalty = rules.going_out_penalty
    if penalty is GoingOutPenalty.DOUBLE:
        penalised = 2 * high if high > 0 else high
    elif penalty is GoingOutPenalty.PLUS10:
        penalised = high + 10
    elif penalty is GoingOutPenalty.PLUS5_EACH:
        penalised = high + 5 * (players - 1)
    elif penalty is GoingOutPenalty.DOUBLE_PLUS5:
        penalised = 2 * high + 5 if high > 0 else high + 5
    else:
        penalised = high
    # Every step after ``hole_21_is_zero`` moves a score by a fixed amount or not at all;
    # ``going_out_penalty`` never lowers one (a score of 0 or less is spared or only gains 5).
    low += min(0, rules.going_out_bonus) + min(0, rules.lowest_hole_bonus)
    low += min(0, rules.tied_hole_penalty)
    others_high = high + max(0, rules.lowest_hole_bonus)
    went_out_high = penalised + rules.going_out_bonus + max(0, rules.lowest_hole_bonus)
    # The tie penalty needs an equal score, and only the player who went out can be above
    # every other player's highest; a score that high has nobody to tie with.
    high = max(others_high + max(0, rules.tied_hole_penalty), went_out_high)
    return low, high
