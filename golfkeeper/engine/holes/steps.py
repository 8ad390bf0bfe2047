"""The hole steps: one entry per hole switch, in the order they run (RULES.md section 2.H,
V23-V27), each with what it does to a hole, the hint the calculator gives for one layout,
and what it does to the bounds of a hole score.

Decisions recorded here (RULES.md's "Interactions settled"; house agreement):

* The steps run in golfcards.club's order, each reading the scores the step before left:
  V27 ``hole_21_is_zero``, V23 ``going_out_penalty``, V24 ``going_out_bonus``, V25
  ``lowest_hole_bonus``, V26 ``tied_hole_penalty`` (:data:`HOLE_STEPS`).
* "Lowest" for V23 is strict: a tie for the lowest counts against the player who went out,
  except under ``plus10``, which golfcards.club's engine spares on a tie (settled December
  2026: +10 only when another player's score is strictly lower).
* A step whose switch has its main-rules value (its declaration's default) does nothing,
  so only the steps the table plays run.

A new hole switch is a declaration in :mod:`golfkeeper.engine.house_rules.switches`, its
sentence, and one :class:`HoleStep` here.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from golfkeeper.engine.house_rules.values import GoingOutPenalty
from golfkeeper.engine.text import names_text, points_text


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


class Working:
    """A hole being adjusted: the scores so far (points), who went out (0-based or None),
    the players' names, and the changes and notes made so far."""

    def __init__(self, scores: Sequence[int], went_out: int | None, names: Sequence[str]):
        self.scores = list(scores)
        self.went_out = went_out
        self.names = list(names)
        self.adjustments: list[Adjustment] = []
        self.notes: list[str] = []

    def change(self, player: int, switch: str, after: int, reason: str) -> None:
        """Set one player's score, recording why; the same score is a note instead (the
        rule reached the score and left it)."""
        if after == self.scores[player]:
            self.notes.append(reason)
            return
        self.adjustments.append(Adjustment(player, switch, self.scores[player], after, reason))
        self.scores[player] = after


@dataclass
class Bounds:
    """The bounds of a hole score while the steps run (points): the lowest any player can
    have, the highest a player who did not go out can have, and the highest the player
    who went out can have."""

    low: int
    others_high: int
    went_out_high: int


@dataclass(frozen=True)
class HoleStep:
    """One hole switch's step. ``key`` names the :class:`HouseRules` switch, ``rule`` its
    number in RULES.md, ``source`` the public source to cite and ``summary`` what it does
    in a few words (the answers' order sentence reads them). ``adjust(hole, value)``
    changes the hole; ``hint(value, total)`` gives the calculator's line for a layout of
    ``total`` points (or None) and the total the next step reads; ``bounds(bounds, value,
    players)`` widens the bounds of a hole score. ``reads_went_out``: the step needs to
    know who went out (a hole with nobody out skips it)."""

    key: str
    rule: str
    source: str
    summary: str
    adjust: Callable[[Working, Any], None]
    hint: Callable[[Any, int], tuple[str | None, int]]
    bounds: Callable[[Bounds, Any, int], None]
    reads_went_out: bool = False


# ---- V27: a layout of 21 scores 0 ----------------------------------------------------------


def _adjust_21(hole: Working, value: bool) -> None:
    for player, score in enumerate(hole.scores):
        if score == 21:
            hole.change(player, "hole_21_is_zero", 0, f"{hole.names[player]} scored exactly 21: 0")


def _hint_21(value: bool, total: int) -> tuple[str | None, int]:
    if total == 21:
        return "21 → 0: a layout of exactly 21 counts 0", 0  # the later steps read 0
    return None, total


def _bounds_21(bounds: Bounds, value: bool, players: int) -> None:
    low, high = bounds.low, bounds.others_high
    if low <= 21 <= high:
        # 21 becomes 0, so 0 is possible and 21 is not.
        if high == 21:
            high = 20 if low <= 20 else 0
        low, high = min(low, 0), max(high, 0)
    bounds.low, bounds.others_high, bounds.went_out_high = low, high, high


# ---- V23: the player who went out pays a penalty when beaten -------------------------------


def _adjust_going_out_penalty(hole: Working, penalty: GoingOutPenalty) -> None:
    if hole.went_out is None:
        return
    changed = _going_out_penalty(hole.scores, hole.went_out, penalty, hole.names)
    if changed is not None:
        hole.change(hole.went_out, "going_out_penalty", *changed)


def _going_out_penalty(
    scores: Sequence[int], went_out: int, penalty: GoingOutPenalty, names: Sequence[str]
) -> tuple[int, str] | None:
    """V23 for the player who went out: their new score and the reason (the same score
    when ``double`` spares a score of 0 or less), or None when the rule does not apply."""
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
        return None  # golfcards.club spares a tie for the lowest (RULES.md V23).
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


def _hint_going_out_penalty(penalty: GoingOutPenalty, total: int) -> tuple[str | None, int]:
    unless = "if you went out and are not strictly the lowest"
    if penalty is GoingOutPenalty.DOUBLE:
        if total > 0:
            return f"{points_text(total)} → {points_text(2 * total)} {unless}: doubled", total
        return "never doubled, even if you went out: a score of 0 or less is spared", total
    if penalty is GoingOutPenalty.PLUS10:
        beaten = "if you went out and another player scores lower (a tie spares you)"
        return f"{points_text(total)} → {points_text(total + 10)} {beaten}: +10", total
    if penalty is GoingOutPenalty.PLUS5_EACH:
        return "+5 for each other player who scores the same or lower, if you went out", total
    after = 2 * total + 5 if total > 0 else total + 5
    return f"{points_text(total)} → {points_text(after)} {unless}", total


def _bounds_going_out_penalty(bounds: Bounds, penalty: GoingOutPenalty, players: int) -> None:
    # Only the player who went out is penalised, and a penalty never lowers a score (one of
    # 0 or less is spared or only gains 5).
    high = bounds.went_out_high
    if penalty is GoingOutPenalty.DOUBLE:
        bounds.went_out_high = 2 * high if high > 0 else high
    elif penalty is GoingOutPenalty.PLUS10:
        bounds.went_out_high = high + 10
    elif penalty is GoingOutPenalty.PLUS5_EACH:
        bounds.went_out_high = high + 5 * (players - 1)
    else:
        bounds.went_out_high = 2 * high + 5 if high > 0 else high + 5


# ---- V24: the player who went out takes a bonus --------------------------------------------


def _adjust_going_out_bonus(hole: Working, bonus: int) -> None:
    if hole.went_out is None:
        return
    after = hole.scores[hole.went_out] + bonus
    said = points_text(bonus, signed=True)
    reason = f"{hole.names[hole.went_out]} went out: {said} → {points_text(after)}"
    hole.change(hole.went_out, "going_out_bonus", after, reason)


def _hint_going_out_bonus(bonus: int, total: int) -> tuple[str | None, int]:
    return f"{points_text(bonus, signed=True)} if you went out, whatever you score", total


def _bounds_going_out_bonus(bounds: Bounds, bonus: int, players: int) -> None:
    bounds.low += min(0, bonus)
    bounds.went_out_high += bonus


# ---- V25: the lowest score of the hole takes a bonus ---------------------------------------


def _adjust_lowest_hole_bonus(hole: Working, bonus: int) -> None:
    lowest = min(hole.scores)
    players = [player for player, score in enumerate(hole.scores) if score == lowest]
    said = points_text(bonus, signed=True)
    for player in players:
        others = [hole.names[other] for other in players if other != player]
        tied = f", tied with {names_text(others)}" if others else ""
        after = lowest + bonus
        reason = (
            f"{hole.names[player]} has the lowest score of the hole ({points_text(lowest)}){tied}:"
            f" {said} → {points_text(after)}"
        )
        hole.change(player, "lowest_hole_bonus", after, reason)


def _hint_lowest_hole_bonus(bonus: int, total: int) -> tuple[str | None, int]:
    return (
        f"{points_text(bonus, signed=True)} if it is the lowest score of the hole (ties too)",
        total,
    )


def _bounds_lowest_hole_bonus(bounds: Bounds, bonus: int, players: int) -> None:
    bounds.low += min(0, bonus)
    bounds.others_high += max(0, bonus)
    bounds.went_out_high += max(0, bonus)


# ---- V26: scores equal to another's take a penalty -----------------------------------------


def _adjust_tied_hole_penalty(hole: Working, penalty: int) -> None:
    # One pass over the scores V25 left (RULES.md "Interactions settled" 11).
    seen = tuple(hole.scores)
    counts = Counter(seen)
    said = points_text(penalty, signed=True)
    for player, score in enumerate(seen):
        if counts[score] > 1:
            others = [
                hole.names[other] for other, s in enumerate(seen) if s == score and other != player
            ]
            after = score + penalty
            reason = (
                f"{hole.names[player]} tied with {names_text(others)} on {points_text(score)}:"
                f" {said} → {points_text(after)}"
            )
            hole.change(player, "tied_hole_penalty", after, reason)


def _hint_tied_hole_penalty(penalty: int, total: int) -> tuple[str | None, int]:
    return f"{points_text(penalty, signed=True)} if another player's hole score is the same", total


def _bounds_tied_hole_penalty(bounds: Bounds, penalty: int, players: int) -> None:
    # The tie penalty needs an equal score, and only the player who went out can be above
    # every other player's highest; a score that high has nobody to tie with.
    bounds.low += min(0, penalty)
    bounds.others_high += max(0, penalty)


HOLE_STEPS: tuple[HoleStep, ...] = (
    HoleStep(
        "hole_21_is_zero",
        "V27",
        "golfcards.club",
        "a layout of 21 scores 0",
        _adjust_21,
        _hint_21,
        _bounds_21,
    ),
    HoleStep(
        "going_out_penalty",
        "V23",
        "Skyjo's rules, golfcards.club, nwpages.net",
        "the player who went out pays a penalty when beaten",
        _adjust_going_out_penalty,
        _hint_going_out_penalty,
        _bounds_going_out_penalty,
        reads_went_out=True,
    ),
    HoleStep(
        "going_out_bonus",
        "V24",
        "golfcards.club",
        "the player who went out takes a bonus",
        _adjust_going_out_bonus,
        _hint_going_out_bonus,
        _bounds_going_out_bonus,
        reads_went_out=True,
    ),
    HoleStep(
        "lowest_hole_bonus",
        "V25",
        "golfcards.club",
        "the lowest score of the hole takes a bonus",
        _adjust_lowest_hole_bonus,
        _hint_lowest_hole_bonus,
        _bounds_lowest_hole_bonus,
    ),
    HoleStep(
        "tied_hole_penalty",
        "V26",
        "golfcards.club",
        "scores equal to another's take a penalty",
        _adjust_tied_hole_penalty,
        _hint_tied_hole_penalty,
        _bounds_tied_hole_penalty,
    ),
)
"""The hole steps in the order they run (golfcards.club's order; house agreement)."""
