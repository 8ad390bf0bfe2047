"""The hole scores that count: each hole's layout scores as entered, adjusted by the
table's hole switches, and the holes a late player or one who left missed
(docs/rules.md#hole-adjustments, docs/rules.md#missed_holes).

Computed on every read from what is stored (the layout scores and who went out), never
stored themselves: correcting a score, noting who went out or undoing either applies the
adjustments again, and the history keeps recording only what was typed.

Decisions (docs/rules.md#late-and-leaving-players records them):

* The adjustments wait until every player dealt in on the hole has a layout score; until
  then the hole counts the layout scores as entered, and the sheet says it is waiting.
* The hole is among the players on the sheet dealt in on it (those the hole form asks
  for), a player who left later among them: docs/rules.md#late-and-leaving-players
  (settled December 2026) works each hole out among the players dealt in on it, so a departure never
  scores a finished hole again. A hole with one such player takes no adjustment: there is no one to
  compare with.
  A "went out" noted for someone not among them counts as nobody going out.
* A missed hole counts only once the hole's own scores are complete, from the adjusted
  scores of those who played it (``engine.missed_holes``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from golfkeeper.engine.adjustments import (
    HOLE_ADJUSTMENT_SWITCHES,
    HoleAdjustmentSwitches,
    adjust_hole,
)
from golfkeeper.engine.house_rules import HouseRules, MissedHoles
from golfkeeper.engine.missed_holes import missed_hole_reason, missed_hole_score
from golfkeeper.models import Player

_NO_ADJUSTMENTS = HoleAdjustmentSwitches()


@dataclass(frozen=True)
class CountedHole:
    """One hole's scores that count, one per player in the order given (points; ``None``:
    not entered, or a missed hole that counts nothing), why any differ from the layout
    score entered, and whether the adjustments still wait for a score."""

    scores: tuple[int | None, ...]
    reasons: tuple[str, ...]
    waiting: bool


def adjusts_holes(rules: HouseRules) -> bool:
    """Whether the table plays any hole adjustment (docs/rules.md#hole-adjustments) at all."""
    return any(
        getattr(rules, item.key) != getattr(_NO_ADJUSTMENTS, item.key)
        for item in HOLE_ADJUSTMENT_SWITCHES
    )


def count_holes(
    rules: HouseRules,
    players: Sequence[Player],
    layout_scores: Sequence[Sequence[int | None]],
    went_out: Mapping[int, int | None],
    holes: int,
) -> list[CountedHole]:
    """The counted scores of holes 1 to ``holes``. ``layout_scores[i][h - 1]`` is player
    ``i``'s layout score entered on hole ``h`` (``None``: not entered or not played);
    ``went_out`` maps a hole number to the id of the player noted as going out."""
    adjusting = adjusts_holes(rules)
    counted = []
    for hole in range(1, holes + 1):
        entered = [scores[hole - 1] for scores in layout_scores]
        played = [i for i, player in enumerate(players) if player.at_table(hole)]
        scores = [entered[i] if i in played else None for i in range(len(entered))]
        complete = bool(played) and all(entered[i] is not None for i in played)
        if not complete:
            some = any(entered[i] is not None for i in played)
            counted.append(CountedHole(tuple(scores), (), waiting=adjusting and some))
            continue
        reasons: list[str] = []
        if len(played) >= 2:
            out = next((i for i in played if players[i].id == went_out.get(hole)), None)
            adjusted = adjust_hole(
                [score for i in played if (score := entered[i]) is not None],
                None if out is None else played.index(out),
                rules,
                [players[i].name for i in played],
            )
            for i, score in zip(played, adjusted.scores, strict=True):
                scores[i] = score
            reasons += [item.reason for item in adjusted.adjustments]
            reasons += adjusted.notes  # e.g. a score of 0 that going out did not double
        if rules.missed_holes is not MissedHoles.SKIP:
            played_scores = [score for score in scores if score is not None]
            for i, player in enumerate(players):
                if i not in played:
                    scores[i] = missed_hole_score(played_scores, rules.missed_holes)
                    reasons.append(
                        missed_hole_reason(player.name, played_scores, rules.missed_holes)
                    )
        counted.append(CountedHole(tuple(scores), tuple(reasons), waiting=False))
    return counted
