"""Who deals each hole and who plays first: the deal passes clockwise among the players
dealt in on that hole."""

from __future__ import annotations

import pytest

from golfkeeper.engine.match import Seat, deal_order

ANN, BO, CY, DEE = 0, 1, 2, 3


def dealers(order):
    return [dealer for dealer, _ in order]


def test_the_deal_passes_one_seat_clockwise_each_hole_and_wraps():
    seats = [Seat(ANN), Seat(BO), Seat(CY)]
    assert dealers(deal_order(seats, first_dealer_seat=CY, holes=4)) == [CY, ANN, BO, CY]


def test_the_player_left_of_the_dealer_plays_first():
    seats = [Seat(ANN), Seat(BO), Seat(CY)]
    assert deal_order(seats, first_dealer_seat=ANN, holes=3) == [(ANN, BO), (BO, CY), (CY, ANN)]


@pytest.mark.parametrize(
    ("seats", "first_dealer_seat", "holes", "expected"),
    [
        pytest.param(
            [Seat(0), Seat(1), Seat(2, joined_at_hole=3)],
            1,
            4,
            [(BO, ANN), (ANN, BO), (BO, CY), (CY, ANN)],
            id="late-player-joins-the-rotation-only-from-their-first-hole",
        ),
        pytest.param(
            [Seat(0), Seat(1, left_at_hole=3), Seat(2)],
            0,
            4,
            [(ANN, BO), (BO, CY), (CY, ANN), (ANN, CY)],
            id="departed-player-is-skipped-from-the-hole-they-left",
        ),
        pytest.param(
            [Seat(0, left_at_hole=2), Seat(1, joined_at_hole=3)],
            0,
            4,
            [(ANN, ANN), (None, None), (BO, BO), (BO, BO)],
            id="a-hole-nobody-was-dealt-in-on-has-no-dealer",
        ),
        pytest.param(
            [Seat(0), Seat(1), Seat(2)],
            2,
            3,
            [(CY, ANN), (ANN, BO), (BO, CY)],
            id="the-deal-wraps-from-the-last-seat-to-the-first",
        ),
        pytest.param(
            [Seat(0), Seat(1, left_at_hole=1)],
            1,
            2,
            [(ANN, ANN), (ANN, ANN)],
            id="a-first-dealer-who-is-not-at-the-table-passes-to-the-lowest-seat",
        ),
        pytest.param(
            [Seat(0), Seat(1), Seat(2, left_at_hole=2), Seat(3)],
            1,
            3,
            [(BO, CY), (DEE, ANN), (ANN, BO)],
            id="the-deal-skips-an-empty-seat-after-the-dealer",
        ),
    ],
)
def test_deal_order(seats, first_dealer_seat, holes, expected):
    assert deal_order(seats, first_dealer_seat, holes) == expected


def test_dealer_and_first_player_are_indexes_into_the_seats_as_given():
    # Listed out of seat order: index 0 sits in seat 2.
    seats = [Seat(2), Seat(0), Seat(1)]
    assert deal_order(seats, first_dealer_seat=0, holes=3) == [(1, 2), (2, 0), (0, 1)]


def test_no_holes_no_deals():
    assert deal_order([Seat(0)], first_dealer_seat=0, holes=0) == []
