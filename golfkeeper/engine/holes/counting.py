"""The hole scores a match counts: each hole's layout scores as entered, adjusted by the
table's hole steps, and the holes a late player or one who left missed
(docs/rules.md#hole-adjustments, docs/rules.md#missed_holes).

Decisions (docs/rules.md#late-and-leaving-players records them):

* The adjustments wait until every player dealt in on the hole has a layout score; until
  then the hole counts the layout scores as entered, and says it is waiting.
* The hole is among the players dealt in on it (their :class:`Seat` says which holes), a
  player who left later among them: docs/rules.md#late-and-leaving-players (settled
  December 2026) works each hole out among the players dealt in on it, so a departure
  never scores a finished hole again. A hole with one such player takes no adjustment:
  there is no one to compare with. A "went out" noted for someone not among them counts
  as nobody going out.
* A missed hole counts only once the hole's own scores are complete, from the adjusted
  scores of those who played it (:mod:`golfkeeper.engine.missed_holes`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from golfkeeper.engine.holes.adjust import adjust_hole, adjusts_holes
from golfkeeper.engine.house_rules import HouseRules, MissedHoles
from golfkeeper.engine.match import Seat
from golfkeeper.engine.missed_holes import missed_hole_reason, missed_hole_score


@dataclass(frozen=True)
class CountedHole:
    """One hole's scores that count, one per player in the order given (points; ``None``:
    not entered, or a missed hole that counts nothing), why any differ from the layout
    score entered, and whether the adjustments still wait for a score."""

    scores: tuple[int | None, ...]
    reasons: tuple[str, ...]
    waiting: bool


def count_holes(
    rules: HouseRules,
    seats: Sequence[Seat],
    names: Sequence[str],
    layout_scores: Sequence[Sequence[int | None]],
    went_out: Mapping[int, int | None],
    holes: int,
) -> list[CountedHole]:
    """The counted scores of holes 1 to ``holes``. ``seats[i]`` and ``names[i]`` are
    player ``i``'s seat and name; ``layout_scores[i][h - 1]`` is their layout score
    entered on hole ``h`` (``None``: not entered or not played); ``went_out`` maps a hole
    number to the index of the player noted as going out.

    >>> seats, names = [Seat(0), Seat(1), Seat(2, joined_at_hole=2)], ["Ann", "Bo", "Cy"]
    >>> rules = HouseRules(lowest_hole_bonus=-3)
    >>> hole_1, hole_2 = count_holes(rules, seats, names, [[4, 3], [6, None], [None, 5]], {}, 2)
    >>> hole_1.scores
    (1, 6, 6)
    >>> for reason in hole_1.reasons:
    ...     print(reason)
    Ann has the lowest score of the hole: 4 → 1 (−3)
    Cy did not play this hole: the highest score of the hole, 6
    >>> hole_2.scores, hole_2.waiting
    ((3, None, 5), True)
    """
    adjusting = adjusts_holes(rules)
    counted = []
    for hole in range(1, holes + 1):
        entered = [scores[hole - 1] for scores in layout_scores]
        played = [i for i, seat in enumerate(seats) if seat.at_table(hole)]
        scores = [entered[i] if i in played else None for i in range(len(entered))]
        complete = bool(played) and all(entered[i] is not None for i in played)
        if not complete:
            some = any(entered[i] is not None for i in played)
            counted.append(CountedHole(tuple(scores), (), waiting=adjusting and some))
            continue
        reasons: list[str] = []
        # Without a hole adjustment in play the layout scores stand: nothing to work out.
        if adjusting and len(played) >= 2:
            out = went_out.get(hole)
            adjusted = adjust_hole(
                [score for i in played if (score := entered[i]) is not None],
                played.index(out) if out in played else None,
                rules,
                [names[i] for i in played],
            )
            for i, score in zip(played, adjusted.scores, strict=True):
                scores[i] = score
            reasons += [item.reason for item in adjusted.adjustments]
            reasons += adjusted.notes  # e.g. a score of 0 that going out did not double
        if rules.missed_holes is not MissedHoles.SKIP:
            played_scores = [score for score in scores if score is not None]
            for i, name in enumerate(names):
                if i not in played:
                    scores[i] = missed_hole_score(played_scores, rules.missed_holes)
                    reasons.append(missed_hole_reason(name, played_scores, rules.missed_holes))
        counted.append(CountedHole(tuple(scores), tuple(reasons), waiting=False))
    return counted
