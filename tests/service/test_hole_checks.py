"""The service refuses a hole form with typed errors: holes in order, and no scores for a
player who left the table meanwhile (the views turn them into the pages other tests see)."""

from __future__ import annotations

import pytest

from golfkeeper import scorekeeping
from golfkeeper.engine.house_rules import MAIN_RULES
from golfkeeper.extensions import db


def _table(names=("Ann", "Bo", "Cy")):
    match = scorekeeping.start_match(list(names), 0, MAIN_RULES)
    db.session.flush()
    return match, sorted(match.players, key=lambda player: player.seat)


def test_holes_are_recorded_in_order(service):
    match, _ = _table()
    scorekeeping.check_hole_up(match, 1)
    with pytest.raises(scorekeeping.HoleNotReady) as refused:
        scorekeeping.check_hole_up(match, 3)
    assert (refused.value.hole_number, refused.value.current_hole) == (3, 1)
    assert refused.value.message == "Hole 1 comes first: record it before hole 3."


def test_scores_for_a_player_who_left_name_them_and_the_new_dealer(service):
    match, (ann, bo, cy) = _table()
    scorekeeping.record_hole(match, 1, {ann.id: 1, bo.id: 2, cy.id: 3})
    scorekeeping.remove_player(match, bo)  # Bo would have dealt hole 2
    with pytest.raises(scorekeeping.RosterChanged) as refused:
        scorekeeping.check_hole_form(match, 2, [ann.id, bo.id, cy.id])
    error = refused.value
    assert error.gone == (bo,)
    assert (error.dealer_before, error.dealer, error.first_player) == (bo, cy, ann)
    assert "Bo is no longer dealt in on hole 2, so nothing was saved" in error.message
    assert error.message.endswith("Cy deals hole 2 now, not Bo, and Ann plays first.")
    scorekeeping.check_hole_form(match, 2, [ann.id, cy.id])  # the form as dealt now


def test_a_finished_match_refuses_the_form_before_anything_is_read(service):
    match, (ann, bo) = _table(("Ann", "Bo"))
    for hole_number in range(1, match.holes + 1):
        scorekeeping.record_hole(match, hole_number, {ann.id: 1, bo.id: 2})
    scorekeeping.finish_match(match)
    assert match.is_finished
    with pytest.raises(scorekeeping.MatchFinished):
        scorekeeping.check_hole_form(match, 1, [ann.id, bo.id])
