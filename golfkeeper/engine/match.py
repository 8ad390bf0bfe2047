"""A match of several holes: who deals, who starts, running totals, standings and winners.

Seats are numbered in seating order, clockwise, from 0. Scores are in points; a hole score
of ``None`` means "not entered" (or "not played" for a late player), never 0.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass
from typing import TypeVar

PlayerKey = TypeVar("PlayerKey", bound=Hashable)


@dataclass(frozen=True)
class Seat:
    """One player's place at the table: seat number (clockwise order), the first hole they
    were dealt in on (1-based) and the first hole they were no longer dealt in on (None
    while still at the table).

    >>> late = Seat(2, joined_at_hole=3)
    >>> late.at_table(2), late.at_table(3), Seat(0, left_at_hole=4).at_table(4)
    (False, True, False)
    """

    number: int
    joined_at_hole: int = 1
    left_at_hole: int | None = None

    def at_table(self, hole_number: int) -> bool:
        """Whether this player was dealt in on ``hole_number`` (1-based)."""
        return self.joined_at_hole <= hole_number and (
            self.left_at_hole is None or hole_number < self.left_at_hole
        )


def deal_order(
    seats: Sequence[Seat], first_dealer_seat: int, holes: int
) -> list[tuple[int | None, int | None]]:
    """For holes 1..holes, (dealer, first player) as indexes into ``seats`` (None, None for
    a hole nobody was dealt in on).

    The deal passes one seat to the left, i.e. clockwise in seat-number order, after every
    hole (Pagat; common table practice), among the players dealt in on that hole only, so
    a late player or one who left never changes who dealt an earlier hole. Hole 1 goes to
    the first seat numbered ``first_dealer_seat`` or more (wrapping to the lowest); each
    later hole to the next seat after the previous dealer's, wrapping. The first player is
    the dealer's left-hand neighbour at that hole (:func:`first_player_seat`). Equal seat
    numbers keep the order given. Raises nothing; ``holes`` of 0 gives ``[]``.

    Ann, Bo and (from hole 3) Cy, with Bo dealing first:

    >>> deal_order([Seat(0), Seat(1), Seat(2, joined_at_hole=3)], 1, 4)
    [(1, 0), (0, 1), (1, 2), (2, 0)]
    """
    by_number = sorted(range(len(seats)), key=lambda index: seats[index].number)
    order: list[tuple[int | None, int | None]] = []
    previous: int | None = None  # the seat number of the previous hole's dealer
    for hole_number in range(1, holes + 1):
        table = [index for index in by_number if seats[index].at_table(hole_number)]
        if not table:
            order.append((None, None))
            continue
        if previous is None:
            after = (index for index in table if seats[index].number >= first_dealer_seat)
        else:
            after = (index for index in table if seats[index].number > previous)
        dealer = next(after, table[0])
        first = table[first_player_seat(table.index(dealer), len(table))]
        order.append((dealer, first))
        previous = seats[dealer].number
    return order


def first_player_seat(dealer: int, players: int) -> int:
    """The position (0-based, among ``players`` in clockwise order) that plays first: the
    player to the dealer's left (Bicycle, Pagat). ``dealer`` is the dealer's position.

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
