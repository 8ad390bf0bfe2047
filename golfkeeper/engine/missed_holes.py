"""What a player scores for a hole they did not play, joining late or leaving early
(RULES.md section 2.H, V28; section 7 item 9).

The missing score is worked out from the hole scores recorded for the players who did play
it, that is after their hole adjustments (:mod:`golfkeeper.engine.holes`); the
player who was not at the table takes no adjustment of their own (house agreement).
"""

from __future__ import annotations

from collections.abc import Sequence

from golfkeeper.engine.house_rules.values import MissedHoles
from golfkeeper.engine.text import decimal_text, names_text, points_text

__all__ = [
    "MissedHoles",
    "late_start",
    "late_start_text",
    "missed_hole_reason",
    "missed_hole_score",
    "missed_holes_count",
]

# What each rule counts for a hole a player missed, after "count": for several holes, for
# one, and in short for a choice on a phone's screen (RULES.md V28).
_COUNTS = {
    MissedHoles.HIGHEST: (
        "the highest score of each",
        "the highest score of the hole",
        "the highest score",
    ),
    MissedHoles.AVERAGE: (
        "the average score of each, rounded up",
        "the average score of the hole, rounded up",
        "the average, rounded up",
    ),
    MissedHoles.SKIP: ("nothing", "nothing", "nothing"),
}


def missed_hole_score(played_scores: Sequence[int], rule: MissedHoles) -> int | None:
    """What a player who did not play a hole scores for it (points), from the scores of
    those who played it: the highest, or the average rounded up to a whole point (−2.5
    becomes −2), or None for ``skip`` and when nobody played. Source: V28, see
    :class:`MissedHoles`.

    >>> missed_hole_score([4, 9, 2], MissedHoles.HIGHEST)
    9
    >>> missed_hole_score([4, 9, 2], MissedHoles.AVERAGE)
    5
    >>> missed_hole_score([-3, -2], MissedHoles.AVERAGE)
    -2
    >>> missed_hole_score([4, 9, 2], MissedHoles.SKIP) is None
    True
    """
    if rule is MissedHoles.SKIP or not played_scores:
        return None
    if rule is MissedHoles.HIGHEST:
        return max(played_scores)
    # Ceiling division in whole numbers: no float rounding, and right for negative sums.
    return -(-sum(played_scores) // len(played_scores))


def missed_hole_reason(name: str, played_scores: Sequence[int], rule: MissedHoles) -> str:
    """Why a player who did not play a hole scores what :func:`missed_hole_score` gives.

    >>> missed_hole_reason("Di", [4, 9, 2], MissedHoles.HIGHEST)
    'Di did not play this hole: the highest score of the hole, 9'
    >>> missed_hole_reason("Di", [-3, -2], MissedHoles.AVERAGE)
    'Di did not play this hole: the average of −3 and −2 is −2.5, rounded up to −2'
    """
    score = missed_hole_score(played_scores, rule)
    opening = f"{name} did not play this hole"
    if not played_scores:
        return f"{opening}: nobody did, so nothing is counted"
    if score is None:
        return f"{opening}: nothing is counted"
    if rule is MissedHoles.HIGHEST:
        return f"{opening}: the highest score of the hole, {points_text(score)}"
    listed = names_text([points_text(value) for value in played_scores])
    total, count = sum(played_scores), len(played_scores)
    if total % count == 0:
        return f"{opening}: the average of {listed}, {points_text(score)}"
    # Enough decimals that an average just above a whole number (3.04) never reads "3.0".
    places = 1
    while decimal_text(total / count, places).rstrip("0").endswith("."):
        places += 1
    average = decimal_text(total / count, places)
    return f"{opening}: the average of {listed} is {average}, rounded up to {points_text(score)}"


def missed_holes_count(rule: MissedHoles, holes: int = 2, *, short: bool = False) -> str:
    """What ``rule`` counts for ``holes`` missed holes, in the words that follow "count"
    (``short``: as a choice, whatever the number of holes).

    >>> missed_holes_count(MissedHoles.HIGHEST), missed_holes_count(MissedHoles.AVERAGE, 1)
    ('the highest score of each', 'the average score of the hole, rounded up')
    >>> missed_holes_count(MissedHoles.AVERAGE, short=True)
    'the average, rounded up'
    """
    several, one, brief = _COUNTS[rule]
    return brief if short else one if holes == 1 else several


def late_start(played_scores: Sequence[Sequence[int]], rule: MissedHoles) -> int:
    """The total (points) a player who joins at hole ``len(played_scores) + 1`` starts on:
    the sum of what :func:`missed_hole_score` gives each hole they missed, from the
    counted scores of the players who played it (a hole nobody played counts nothing).

    >>> late_start([[4, 9], [26, 3]], MissedHoles.HIGHEST)
    35
    >>> late_start([[4, 9], [26, 3]], MissedHoles.AVERAGE), late_start([[4]], MissedHoles.SKIP)
    (22, 0)
    """
    return sum(missed_hole_score(scores, rule) or 0 for scores in played_scores)


def late_start_text(name: str, played_scores: Sequence[Sequence[int]], rule: MissedHoles) -> str:
    """What a player who joins after the holes in ``played_scores`` (the counted scores of
    the players who played each, from hole 1) starts on, and why, in a sentence. Empty
    before any hole is played.

    >>> late_start_text("Tom", [[4, 9], [26, 3]], MissedHoles.HIGHEST)
    'Tom starts on 35: holes 1 and 2 count the highest score of each.'
    >>> late_start_text("Tom", [[-3, -2]], MissedHoles.AVERAGE)
    'Tom starts on −2: hole 1 counts the average score of the hole, rounded up.'
    >>> late_start_text("Tom", [[4], [5]], MissedHoles.SKIP)
    'Tom starts on 0: holes 1 and 2 count nothing, so their total covers fewer holes.'
    """
    count = len(played_scores)
    if not count:
        return ""
    if count == 1:
        holes = "hole 1 counts"
    elif count == 2:
        holes = "holes 1 and 2 count"
    else:
        holes = f"holes 1 to {count} count"
    total = points_text(late_start(played_scores, rule))
    text = f"{name} starts on {total}: {holes} {missed_holes_count(rule, count)}"
    if rule is MissedHoles.SKIP:
        text += ", so their total covers fewer holes"
    return text + "."
