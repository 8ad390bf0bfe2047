"""What a player scores for a hole they did not play, joining late or leaving early
(docs/rules.md#missed_holes, docs/rules.md#late-and-leaving-players).

The missing score is worked out from the hole scores recorded for the players who did play
it, that is after their hole adjustments (:mod:`golfkeeper.engine.adjustments`); the
player who was not at the table takes no adjustment of their own (house agreement).
"""

from __future__ import annotations

from collections.abc import Sequence

from golfkeeper.engine.house_rules.values import MissedHoles
from golfkeeper.engine.text import decimal_text, names_text, points_text

__all__ = ["MissedHoles", "missed_hole_reason", "missed_hole_score"]


def missed_hole_score(played_scores: Sequence[int], rule: MissedHoles) -> int | None:
    """What a player who did not play a hole scores for it (points), from the scores of
    those who played it: the highest, or the average rounded up to a whole point (−2.5
    becomes −2), or None for ``skip`` and when nobody played. Source: ``missed_holes``, see
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
