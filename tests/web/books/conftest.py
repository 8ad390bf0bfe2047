"""The small book every book test checks by hand: three evenings, a late joiner, a player
who left, a tie for the win, two rule sets.

Evening 1 (main rules, 3 holes): Ann, Bob, Cy.
    hole 1: 4 6 2 · hole 2: 3 1 5 · hole 3: 2 2 5 → totals 9 9 12: Ann and Bob share the win.
Evening 2 (main rules but a missed hole counts the average rounded up, 4 holes): Ann, Bob;
    Dee joins at hole 2 (her hole 1 counts (5+3)/2 = 4).
    hole 1: 5 3 – · hole 2: 2 4 0 · hole 3: 6 1 3 · hole 4: 1 2 4 → totals 14 10 11: Bob.
Evening 3 (main rules, 3 holes): "ann" (typed in lower case), Bob, Cy; Cy leaves after
    hole 2 (his hole 3 counts the highest played, 6).
    hole 1: 3 5 1 · hole 2: 2 0 4 · hole 3: 1 6 – → totals 6 11 11: ann.
"""

from __future__ import annotations

import pytest

from golfkeeper import scorekeeping
from golfkeeper.engine.house_rules import MAIN_RULES, MissedHoles
from golfkeeper.extensions import db

THREE_HOLES = MAIN_RULES.replace(holes=3)
FOUR_AVERAGE = MAIN_RULES.replace(holes=4, missed_holes=MissedHoles.AVERAGE)


def _holes(match, rows):
    for hole_number, scores in enumerate(rows, start=1):
        by_name = {p.name: p.id for p in match.players}
        points = {by_name[name]: value for name, value in scores.items()}
        scorekeeping.record_hole(match, hole_number, points)
        db.session.commit()


def play_evenings() -> list[int]:
    """The three evenings, stored and finished; their match ids, oldest first (inside an
    app context)."""
    one = scorekeeping.start_match(["Ann", "Bob", "Cy"], 0, THREE_HOLES, name="Evening 1")
    db.session.commit()
    _holes(
        one,
        [
            {"Ann": 4, "Bob": 6, "Cy": 2},
            {"Ann": 3, "Bob": 1, "Cy": 5},
            {"Ann": 2, "Bob": 2, "Cy": 5},
        ],
    )
    scorekeeping.finish_match(one)
    db.session.commit()

    two = scorekeeping.start_match(["Ann", "Bob"], 0, FOUR_AVERAGE, name="Evening 2")
    db.session.commit()
    _holes(two, [{"Ann": 5, "Bob": 3}])
    scorekeeping.add_player(two, "Dee")
    db.session.commit()
    by_name = {p.name: p.id for p in two.players}
    for hole_number, (a, b, d) in enumerate([(2, 4, 0), (6, 1, 3), (1, 2, 4)], start=2):
        scorekeeping.record_hole(
            two, hole_number, {by_name["Ann"]: a, by_name["Bob"]: b, by_name["Dee"]: d}
        )
        db.session.commit()
    scorekeeping.finish_match(two)
    db.session.commit()

    three = scorekeeping.start_match(["ann", "Bob", "Cy"], 0, THREE_HOLES, name="Evening 3")
    db.session.commit()
    _holes(three, [{"ann": 3, "Bob": 5, "Cy": 1}, {"ann": 2, "Bob": 0, "Cy": 4}])
    cy = next(p for p in three.players if p.name == "Cy")
    scorekeeping.leave_table(three, cy)
    db.session.commit()
    by_name = {p.name: p.id for p in three.players}
    scorekeeping.record_hole(three, 3, {by_name["ann"]: 1, by_name["Bob"]: 6})
    db.session.commit()
    scorekeeping.finish_match(three)
    db.session.commit()
    return [one.id, two.id, three.id]


@pytest.fixture
def evenings(app):
    """The three evenings' match ids, stored (no app context left pushed)."""
    with app.app_context():
        return play_evenings()
