"""The score sheet applies the table's hole adjustments and missed holes
(docs/rules.md#hole-adjustments), computed on read from the layout scores entered and who went
out."""

from __future__ import annotations

import pytest

from golfkeeper import scorekeeping
from golfkeeper.engine.house_rules import MAIN_RULES, GoingOutPenalty, MissedHoles
from golfkeeper.scorekeeping import add_player, finish_match, record_hole, undo_last_change
from tests.service.conftest import saved, write

DOUBLE_AND_BONUS = MAIN_RULES.replace(
    holes=3, going_out_penalty=GoingOutPenalty.DOUBLE, going_out_bonus=-5
)


def _start(service, names, rules):
    match = scorekeeping.start_match(names, 0, rules)
    service.commit()
    return match


def _points(sheet, hole_number):
    return sheet.holes[hole_number - 1].points


def test_going_out_not_lowest_is_doubled_then_takes_the_bonus_on_the_sheet(service, sheet):
    match = _start(service, ["Ann", "Bo", "Cy"], DOUBLE_AND_BONUS)
    ann, bo, cy = match.players
    write(service, record_hole, match, 1, {ann.id: 12, bo.id: 9, cy.id: 15}, went_out=ann.id)
    shown = sheet(match)
    row = shown.holes[0]
    assert row.points == (19, 9, 15)
    assert [cell.layout_points for cell in row.cells] == [12, 9, 15]
    assert row.cells[0].adjusted and not row.cells[1].adjusted
    assert row.adjustments == (
        "Ann went out with 12, not the lowest (Bo 9): doubled → 24",
        "Ann went out: −5 → 19",
    )
    assert shown.totals == (19, 9, 15)
    assert [s.player.name for s in shown.standings] == ["Bo", "Cy", "Ann"]
    assert saved(match)[("Ann", 1)] == 12  # the layout score stays as entered


def test_the_winners_are_decided_on_adjusted_totals(service, sheet):
    match = _start(service, ["Ann", "Bo"], DOUBLE_AND_BONUS.replace(holes=1))
    ann, bo = match.players
    write(service, record_hole, match, 1, {ann.id: 6, bo.id: 5}, went_out=ann.id)
    write(service, finish_match, match)
    assert [p.name for p in sheet(match).winners] == ["Bo"]  # Ann 6 → 12 − 5 = 7


def test_adjustments_wait_for_the_last_score_of_the_hole(service, sheet):
    match = _start(service, ["Ann", "Bo", "Cy"], DOUBLE_AND_BONUS)
    ann, bo, cy = match.players
    write(service, record_hole, match, 1, {ann.id: 12, bo.id: 9}, went_out=ann.id)
    row = sheet(match).holes[0]
    assert row.points == (12, 9, None) and row.adjustments == () and row.adjustments_wait
    write(service, record_hole, match, 1, {cy.id: 15})
    assert _points(sheet(match), 1) == (19, 9, 15)


def test_correcting_a_layout_score_applies_the_adjustments_again(service, sheet):
    match = _start(service, ["Ann", "Bo", "Cy"], DOUBLE_AND_BONUS)
    ann, bo, cy = match.players
    write(service, record_hole, match, 1, {ann.id: 12, bo.id: 9, cy.id: 15}, went_out=ann.id)
    write(service, record_hole, match, 1, {ann.id: 8}, reason="Recounted")
    assert _points(sheet(match), 1) == (3, 9, 15)  # strictly lowest: only the −5


def test_correcting_who_went_out_applies_the_adjustments_again(service, sheet):
    match = _start(service, ["Ann", "Bo", "Cy"], DOUBLE_AND_BONUS)
    ann, bo, cy = match.players
    write(service, record_hole, match, 1, {ann.id: 12, bo.id: 9, cy.id: 15}, went_out=ann.id)
    write(service, record_hole, match, 1, {}, went_out=cy.id)
    assert _points(sheet(match), 1) == (12, 9, 25)  # Cy 15 doubled is 30, −5


def test_undo_of_a_correction_restores_the_adjusted_scores_before_it(service, sheet):
    match = _start(service, ["Ann", "Bo", "Cy"], DOUBLE_AND_BONUS)
    ann, bo, cy = match.players
    write(service, record_hole, match, 1, {ann.id: 12, bo.id: 9, cy.id: 15}, went_out=ann.id)
    write(service, record_hole, match, 1, {ann.id: 8}, reason="Recounted")
    write(service, undo_last_change, match)
    assert _points(sheet(match), 1) == (19, 9, 15)


def test_nobody_going_out_leaves_the_going_out_rules_aside(service, sheet):
    """docs/rules.md#going-out-readings: ``lowest_hole_bonus``, ``tied_hole_penalty`` and
    ``hole_21_is_zero`` still apply."""
    rules = DOUBLE_AND_BONUS.replace(hole_21_is_zero=True, lowest_hole_bonus=-3)
    match = _start(service, ["Ann", "Bo"], rules)
    ann, bo = match.players
    write(service, record_hole, match, 1, {ann.id: 21, bo.id: 4})
    assert _points(sheet(match), 1) == (-3, 4)


def _late_player_match(service, missed_holes):
    rules = MAIN_RULES.replace(holes=3, missed_holes=missed_holes)
    match = _start(service, ["Ann", "Bo"], rules)
    ann, bo = match.players
    write(service, record_hole, match, 1, {ann.id: 3, bo.id: 8})
    cy = write(service, add_player, match, "Cy")
    write(service, record_hole, match, 2, {ann.id: 1, bo.id: 2, cy.id: 4})
    return match


def test_a_late_players_missed_hole_counts_the_highest_score_of_the_hole(service, sheet):
    shown = sheet(_late_player_match(service, MissedHoles.HIGHEST))
    assert _points(shown, 1) == (3, 8, 8)
    assert shown.holes[0].adjustments == (
        "Cy did not play this hole: the highest score of the hole, 8",
    )
    assert shown.totals == (4, 10, 12)


def test_a_late_players_missed_hole_counts_the_average_rounded_up(service, sheet):
    shown = sheet(_late_player_match(service, MissedHoles.AVERAGE))
    assert _points(shown, 1) == (3, 8, 6)  # 5.5 rounded up
    assert shown.totals == (4, 10, 10)


def test_skipping_missed_holes_says_how_many_holes_each_total_covers(service, sheet):
    shown = sheet(_late_player_match(service, MissedHoles.SKIP))
    assert _points(shown, 1) == (3, 8, None)
    assert shown.totals == (4, 10, 4)
    assert shown.skips_missed_holes and shown.holes_counted == (2, 2, 1)


def test_new_matches_count_missed_holes_at_the_highest_score(service):
    match = _start(service, ["Ann", "Bo"], MAIN_RULES)
    assert match.house_rules.missed_holes is MissedHoles.HIGHEST


def test_a_stored_match_without_missed_holes_keeps_its_totals(service, sheet):
    """Migration 0005 writes "skip" into every match stored before the switch existed."""
    match = _late_player_match(service, MissedHoles.SKIP)
    assert match.rules["missed_holes"] == "skip"
    assert sheet(match).totals == (4, 10, 4)


@pytest.mark.parametrize(
    ("rules", "layout", "went_out", "scores"),
    [
        (  # docs/rules.md#adjustment-examples: plus5_each; Ann 7, Bo 7, Cy 4, Di 10.
            MAIN_RULES.replace(going_out_penalty=GoingOutPenalty.PLUS5_EACH),
            [7, 7, 4, 10],
            0,
            (17, 7, 4, 10),
        ),
        (  # docs/rules.md#adjustment-examples; Ann 21, Bo 4, Cy 4 (Di 30 added).
            MAIN_RULES.replace(hole_21_is_zero=True, lowest_hole_bonus=-3, tied_hole_penalty=5),
            [21, 4, 4, 30],
            None,
            (-3, 9, 9, 30),
        ),
    ],
)
def test_the_derived_examples_on_the_sheet(service, sheet, rules, layout, went_out, scores):
    match = _start(service, ["Ann", "Bo", "Cy", "Di"], rules.replace(holes=2))
    players = match.players
    out = None if went_out is None else players[went_out].id
    write(
        service,
        record_hole,
        match,
        1,
        {p.id: points for p, points in zip(players, layout, strict=True)},
        went_out=out,
    )
    assert _points(sheet(match), 1) == scores
