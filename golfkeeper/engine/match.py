"""A match of several holes: who deals, who starts, running totals, standings and winners.

Seats are 0-based positions in seating order, clockwise. Scores are in points; a hole
score of ``None`` means "not entered" (or "not played" for a late player), never 0.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass
from typing import TypeVar

PlayerKey = TypeVar("PlayerKey", bound=Hashable)


def dealer_seat(first_dealer_seat: int, hole_number: int, players: int) -> int:
    """The seat that deals ``hole_number`` (1-based): the deal passes one seat to the left,
    i.e. clockwise, after every hole (Pagat; common table practice).

    Raises ``ValueError`` for a hole number below 1 or fewer than 1 player.

    >>> [dealer_seat(2, hole, 3) for hole in (1, 2, 3, 4)]
    [2, 0, 1, 2]
    """
    if players < 1:
        raise ValueError("A match needs at least one player.")
    if hole_number < 1:
        raise ValueError("Holes are numbered from 1.")
    return (first_dealer_seat + hole_number - 1) % players


def first_player_seat(dealer: int, players: int) -> int:
    """The seat that plays first: the player to the dealer's left (Bicycle, Pagat).

    >>> first_player_seat(2, 3)
    0
    """
    return (dealer + 1) % players


def running_totals(hole_scores: Sequence[int | None]) -> list[int | None]:
    """Running totals after each hole, in points. A hole not entered adds nothing; the
    running total stays ``None`` until the first entered hole.

    >>> running_totals([3, None, -2, 0])
    [3, 3, 1, 1]
    >>> running_totals([None, 5])
    [None, 5]
    """
    totals: list[int | None] = []
    total: int | None = None
    for score in hole_scores:
        if score is not None:
            total = score if total is None else total + score
        totals.append(total)
    return totals


def match_total(hole_scores: Sequence[int | None]) -> int:
    """The sum of the entered hole scores, in points (0 when none is entered).

    >>> match_total([3, None, -2])
    1
    """
    return sum(score for score in hole_scores if score is not None)


@dataclass(frozen=True)
class Standing:
    """One line of the standings: ``place`` is 1-based and shared by equal totals."""

    place: int
    player: Hashable
    total: int
    shared: bool


def standings(totals: Mapping[PlayerKey, int]) -> list[Standing]:
    """Players ordered lowest total first; equal totals share a place, and the next place
    skips accordingly (1, 1, 3). Players with equal totals keep the order given.

    >>> [(s.place, s.player, s.shared) for s in standings({"Ann": 12, "Bo": 5, "Cy": 12})]
    [(1, 'Bo', False), (2, 'Ann', True), (2, 'Cy', True)]
    """
    ordered = sorted(totals.items(), key=lambda item: item[1])
    counts: dict[int, int] = {}
    for _, total in ordered:
        counts[total] = counts.get(total, 0) + 1
    result = []
    place = 0
    previous: int | None = None
    for position, (player, total) in enumerate(ordered, start=1):
        if total != previous:
            place = position
            previous = total
        result.append(Standing(place, player, total, counts[total] > 1))
    return result


def winners(totals: Mapping[PlayerKey, int]) -> list[PlayerKey]:
    """Every player with the lowest total: equal lowest totals share the win, with no
    play-off hole (common table practice). Empty when there are no players.

    >>> winners({"Ann": 4, "Bo": -3, "Cy": -3})
    ['Bo', 'Cy']
    """
    if not totals:
        return []
    lowest = min(totals.values())
    return [player for player, total in totals.items() if total == lowest]
