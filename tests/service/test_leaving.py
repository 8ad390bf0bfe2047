"""Players who come and go (RULES.md 2.H, V28): a player who leaves keeps their column and
their scores, each hole is scored among the players dealt in on it, and nothing already
scored changes when someone leaves later. The evening is issue 24's: Mum, Dad, Ava and Leo
from hole 1, Gran from hole 3, Leo leaving after hole 7, going out first but not lowest
doubles (V23 ``double``)."""

from __future__ import annotations

import pytest

from golfkeeper import scorekeeping
from golfkeeper.engine.house_rules import MAIN_RULES, GoingOutPenalty, MissedHoles
from golfkeeper.scorekeeping import (
    ScorekeepingError,
    WentOutUnknown,
    add_player,
    come_back,
    finish_match,
    leave_table,
    match_history,
    record_hole,
    removal_effects,
    remove_player,
    undo_last_change,
)
from golfkeeper.stats.figures import build_stats
from tests.service.conftest import write

DOUBLING = MAIN_RULES.replace(holes=9, going_out_penalty=GoingOutPenalty.DOUBLE)

# Layout scores as typed, hole by hole, and who went out. Gran joins at hole 3; Leo plays
# holes 1 to 7 only.
EVENING = {
    1: ({"Mum": 4, "Dad": 12, "Ava": 6, "Leo": 20}, "Mum"),
    2: ({"Mum": 9, "Dad": 5, "Ava": 11, "Leo": 10}, "Dad"),
    3: ({"Mum": 8, "Dad": 3, "Ava": 7, "Leo": 3, "Gran": 12}, "Dad"),
    4: ({"Mum": 6, "Dad": 9, "Ava": 5, "Leo": 14, "Gran": 10}, "Ava"),
    5: ({"Mum": 7, "Dad": 8, "Ava": 4, "Leo": 15, "Gran": 11}, "Mum"),
    6: ({"Mum": 3, "Dad": 6, "Ava": 10, "Leo": 0, "Gran": 9}, "Leo"),
    7: ({"Mum": 5, "Dad": 9, "Ava": 8, "Leo": 12, "Gran": 4}, "Gran"),
    8: ({"Mum": 6, "Dad": 4, "Ava": 9, "Gran": 13}, "Dad"),
    9: ({"Mum": 5, "Dad": 1, "Ava": 4, "Gran": 11}, "Dad"),
}
SEATS = ("Mum", "Dad", "Ava", "Leo", "Gran")


def _record(service, match, hole_number):
    by_name = {player.name: player for player in match.players}
    scores, out = EVENING[hole_number]
    points = {by_name[name].id: value for name, value in scores.items()}
    write(service, record_hole, match, hole_number, points, went_out=by_name[out].id)


def _evening(service, rules=DOUBLING, *, leave=True, to_hole=9):
    """Issue 24's evening up to ``to_hole``; Leo leaves after hole 7 once it is recorded."""
    match = scorekeeping.start_match(["Mum", "Dad", "Ava", "Leo"], 0, rules)
    service.commit()
    for hole_number in range(1, to_hole + 1):
        if hole_number == 3:
            write(service, add_player, match, "Gran")
        _record(service, match, hole_number)
        if hole_number == 7 and leave:
            write(service, leave_table, match, _player(match, "Leo"))
    return match


def _player(match, name):
    return next(player for player in match.players if player.name == name)


def _names(players):
    return [player.name for player in players]


def _by_name(sheet, values):
    return dict(zip(_names(sheet.players), values, strict=True))


def test_the_evening_ends_with_the_totals_rules_md_gives_and_a_shared_win(service, sheet):
    match = _evening(service)
    write(service, finish_match, match)
    shown = sheet(match)
    assert _names(shown.players) == list(SEATS)  # Leo keeps his column
    # Worked out by hand, hole by hole (V23 double, V28 highest):
    # Mum 4+9+8+6+(7 doubled, Ava had 4: 14)+3+5+6+5 = 60
    # Dad 12+5+(3 tied with Leo's 3, so doubled: 6)+9+8+6+9+4+1 = 60
    # Ava 6+11+7+5+4+10+8+9+4 = 64
    # Leo 20+10+3+14+15+0+12, then the highest of holes 8 and 9 (Gran's 13 and 11) = 98
    # Gran the highest of holes 1 and 2 (Leo's 20, Ava's 11), then
    #      12+10+11+9+4+13+11 = 101
    assert _by_name(shown, shown.totals) == {
        "Mum": 60,
        "Dad": 60,
        "Ava": 64,
        "Leo": 98,
        "Gran": 101,
    }
    assert [(s.place, s.player.name, s.shared) for s in shown.standings] == [
        (1, "Mum", True),
        (1, "Dad", True),
        (3, "Ava", False),
        (4, "Leo", False),
        (5, "Gran", False),
    ]
    assert _names(shown.winners) == ["Mum", "Dad"]


def test_a_tie_with_the_player_who_later_left_still_doubles_the_hole(service, sheet):
    match = _evening(service)
    row = sheet(match).holes[2]
    assert _by_name(sheet(match), row.points)["Dad"] == 6
    assert row.adjustments == (
        "Dad went out with 3, only tied for the lowest (with Leo): doubled → 6",
    )


def test_a_late_players_missed_hole_counts_the_highest_including_the_player_who_left(
    service, sheet
):
    match = _evening(service)
    first = sheet(match).holes[0]
    assert _by_name(sheet(match), first.points)["Gran"] == 20
    assert "Gran did not play this hole: the highest score of the hole, 20" in first.adjustments


def test_leaving_never_scores_a_finished_hole_again(service, sheet):
    match = _evening(service, leave=False, to_hole=7)
    before = [row.points for row in sheet(match).holes[:7]]
    write(service, leave_table, match, _player(match, "Leo"))
    assert [row.points for row in sheet(match).holes[:7]] == before


def test_a_player_who_left_is_greyed_after_the_hole_they_left_and_not_dealt_in(service, sheet):
    match = _evening(service, to_hole=7)
    leo = _player(match, "Leo")
    assert (leo.left_at_hole, leo.left_after_hole, leo.has_left) == (8, 7, True)
    shown = sheet(match)
    column = _names(shown.players).index("Leo")
    assert [row.cells[column].played for row in shown.holes] == [True] * 7 + [False] * 2
    assert "Leo" not in {row.dealer.name for row in shown.holes[7:]}
    assert "Leo" not in _names(scorekeeping.hole_players(match, 8))
    assert shown.current_hole == 8


def test_skip_counts_nothing_for_missed_holes_and_compares_totals_as_they_stand(service, sheet):
    match = _evening(service, DOUBLING.replace(missed_holes=MissedHoles.SKIP))
    write(service, finish_match, match)
    shown = sheet(match)
    # Leo 20+10+3+14+15+0+12 = 74 over 7 holes; Gran 12+10+11+9+4+13+11 = 70 over 7.
    assert _by_name(shown, shown.totals) == {
        "Mum": 60,
        "Dad": 60,
        "Ava": 64,
        "Leo": 74,
        "Gran": 70,
    }
    assert _by_name(shown, shown.holes_counted) == {
        "Mum": 9,
        "Dad": 9,
        "Ava": 9,
        "Leo": 7,
        "Gran": 7,
    }
    assert _names(shown.winners) == ["Mum", "Dad"]


def test_a_partial_total_can_win_under_skip(service, sheet):
    # Ann leaves after hole 1: her 2 over one hole stands as it is, and wins.
    other = scorekeeping.start_match(
        ["Ann", "Bo", "Cy"], 0, MAIN_RULES.replace(holes=3, missed_holes=MissedHoles.SKIP)
    )
    service.commit()
    ann, bo, cy = other.players
    write(service, record_hole, other, 1, {ann.id: 2, bo.id: 5, cy.id: 6})
    write(service, leave_table, other, ann)
    for hole_number in (2, 3):
        write(service, record_hole, other, hole_number, {bo.id: 1, cy.id: 1})
    write(service, finish_match, other)
    assert _names(sheet(other).winners) == ["Ann"]
    assert sheet(other).holes_counted == (1, 3, 3)


def test_average_counts_a_missed_hole_as_the_played_average_rounded_up(service, sheet):
    match = _evening(service, DOUBLING.replace(missed_holes=MissedHoles.AVERAGE))
    shown = sheet(match)
    # Hole 1: (4+12+6+20)/4 = 10.5 → 11 for Gran; hole 8: (6+4+9+13)/4 = 8 for Leo.
    assert _by_name(shown, shown.holes[0].points)["Gran"] == 11
    assert _by_name(shown, shown.holes[7].points)["Leo"] == 8


def test_a_player_who_leaves_with_their_next_hole_blank_completes_that_hole(service, sheet):
    match = _evening(service, leave=False, to_hole=7)
    by_name = {player.name: player for player in match.players}
    scores, out = EVENING[8]
    write(
        service,
        record_hole,
        match,
        8,
        {by_name[name].id: value for name, value in scores.items()},
        went_out=by_name[out].id,
    )
    assert sheet(match).holes[7].adjustments_wait  # waiting for Leo's score
    assert sheet(match).current_hole == 8
    write(service, leave_table, match, by_name["Leo"], after_hole=7)
    shown = sheet(match)
    assert shown.current_hole == 9 and not shown.holes[7].adjustments_wait
    assert _by_name(shown, shown.holes[7].points)["Leo"] == 13


def test_a_player_cannot_leave_before_a_hole_they_have_a_score_on(service):
    match = _evening(service, leave=False, to_hole=7)
    with pytest.raises(ScorekeepingError, match="Leo has a score on hole 7"):
        write(service, leave_table, match, _player(match, "Leo"), after_hole=6)


def test_the_table_keeps_two_players_dealt_in(service):
    match = scorekeeping.start_match(["Ann", "Bo"], 0, MAIN_RULES.replace(holes=3))
    service.commit()
    ann, bo = match.players
    write(service, record_hole, match, 1, {ann.id: 1, bo.id: 2})
    with pytest.raises(ScorekeepingError, match="at least 2 players"):
        write(service, leave_table, match, bo)


def test_undo_brings_a_player_who_left_back_to_the_table(service, sheet):
    match = _evening(service, to_hole=7)
    leo = _player(match, "Leo")
    assert match_history(match)[0].lines[0].kind == "left"
    write(service, undo_last_change, match)
    assert leo.left_at_hole is None and sheet(match).holes[7].cells[3].played


def test_a_player_who_comes_back_before_the_next_hole_is_dealt_in_again(service, sheet):
    match = _evening(service, to_hole=7)
    leo = _player(match, "Leo")
    write(service, come_back, match, leo)
    assert leo.left_at_hole is None and not leo.has_left
    assert match_history(match)[0].lines[0].kind == "back"


def test_a_player_cannot_come_back_once_a_hole_was_played_without_them(service):
    match = _evening(service, to_hole=8)
    with pytest.raises(ScorekeepingError, match="hole 8 was played without Leo"):
        write(service, come_back, match, _player(match, "Leo"))


def test_a_late_player_who_leaves_counts_missed_holes_at_both_ends(service, sheet):
    match = _evening(service, leave=False, to_hole=5)
    write(service, leave_table, match, _player(match, "Gran"))
    for hole_number in range(6, 10):
        _record_without(service, match, hole_number, "Gran")
    shown = sheet(match)
    column = _names(shown.players).index("Gran")
    played = [row.cells[column].played for row in shown.holes]
    assert played == [False, False, True, True, True, False, False, False, False]
    # Holes 6-9 count the highest of those dealt in (Leo stays at the table here).
    assert [row.points[column] for row in shown.holes[5:]] == [10, 12, 9, 5]


def _record_without(service, match, hole_number, absent):
    by_name = {player.name: player for player in match.players}
    scores, out = EVENING[hole_number]
    scores = {**scores, "Leo": scores.get("Leo", 5)}
    scores.pop(absent, None)
    out = min(scores, key=scores.__getitem__)  # the lowest goes out: nothing doubled
    write(
        service,
        record_hole,
        match,
        hole_number,
        {by_name[name].id: value for name, value in scores.items()},
        went_out=by_name[out].id,
    )


def test_removing_a_player_added_by_mistake_takes_their_column_away(service, sheet):
    match = _evening(service, leave=False, to_hole=2)
    write(service, add_player, match, "Zed")
    zed = _player(match, "Zed")
    assert removal_effects(match, zed) == ([], {})
    write(service, remove_player, match, zed)
    assert zed.is_removed and "Zed" not in _names(sheet(match).players)
    assert sheet(match).removed_players == (zed,)


def test_removing_a_player_with_scores_says_which_holes_and_totals_change(service, sheet):
    match = _evening(service)
    leo = _player(match, "Leo")
    holes, totals = removal_effects(match, leo)
    # Without Leo: Dad strictly lowest on hole 3 (6 → 3); Gran's hole 1 is Dad's 12 (20 → 12).
    assert holes == [(1, "Gran", 20, 12), (3, "Dad", 6, 3)]
    assert totals == {"Dad": (60, 57), "Gran": (101, 93)}
    write(service, remove_player, match, leo)
    assert _by_name(sheet(match), sheet(match).totals) == {
        "Mum": 60,
        "Dad": 57,
        "Ava": 64,
        "Gran": 93,
    }
    write(service, undo_last_change, match)
    assert _by_name(sheet(match), sheet(match).totals)["Leo"] == 98
    assert not leo.is_removed


def test_statistics_count_the_holes_a_player_who_left_played(service, sheet):
    match = _evening(service)
    write(service, finish_match, match)
    stats = {s.name: s for s in build_stats([sheet(match)], {})}
    assert stats["Leo"].played == 1 and len(stats["Leo"].hole_points) == 7
    assert stats["Leo"].best_total == 98 and stats["Leo"].wins == 0
    assert len(stats["Gran"].hole_points) == 7  # holes 3 to 9
    assert (stats["Mum"].wins, stats["Mum"].shared_wins) == (1, 1)


@pytest.mark.parametrize(
    ("rule", "totals"),
    [
        # Without Leo: Dad strictly lowest on hole 3 (3); Gran's holes 1 and 2 the highest
        # of 4, 12, 6 and of 9, 5, 11 (12 + 11), or their averages (7.33 → 8, 8.33 → 9), or
        # nothing; her holes 3 to 9 make 70.
        (MissedHoles.HIGHEST, {"Mum": 60, "Dad": 57, "Ava": 64, "Gran": 93}),
        (MissedHoles.AVERAGE, {"Mum": 60, "Dad": 57, "Ava": 64, "Gran": 87}),
        (MissedHoles.SKIP, {"Mum": 60, "Dad": 57, "Ava": 64, "Gran": 70}),
    ],
)
def test_a_removed_player_is_scored_as_never_dealt_in_under_each_missed_holes_rule(
    service, sheet, rule, totals
):
    match = _evening(service, DOUBLING.replace(missed_holes=rule))
    write(service, remove_player, match, _player(match, "Leo"))
    shown = sheet(match)
    assert _by_name(shown, shown.totals) == totals


def test_undoing_a_return_sends_the_player_away_again(service, sheet):
    match = _evening(service, to_hole=7)
    leo = _player(match, "Leo")
    write(service, come_back, match, leo)
    write(service, undo_last_change, match)
    assert leo.left_after_hole == 7 and not sheet(match).holes[7].cells[3].played


def test_the_name_of_a_player_who_left_stays_theirs(service):
    match = _evening(service, to_hole=7)
    with pytest.raises(ScorekeepingError, match="Leo is already on the score sheet"):
        write(service, add_player, match, "leo")


def test_a_removal_that_would_leave_one_player_at_the_table_is_refused(service):
    match = _evening(service, leave=False, to_hole=2)
    write(service, leave_table, match, _player(match, "Leo"))
    write(service, leave_table, match, _player(match, "Ava"))
    with pytest.raises(ScorekeepingError, match="at least 2 players"):
        write(service, remove_player, match, _player(match, "Dad"))


# -- Corners where leaving or removing completes a hole (issue 36, point 6) ----------------


def _doubling_match(service, names, holes=9):
    match = scorekeeping.start_match(names, 0, DOUBLING.replace(holes=holes))
    service.commit()
    return match


def test_a_leave_that_completes_a_hole_scored_by_who_went_out_asks_first(service):
    """Hole 2 half saved (Cy not yet typed), nobody noted out: Cy leaving after hole 1
    would score hole 2 as if nobody went out. Asked; answered "nobody", or noted, it goes."""
    match = _doubling_match(service, ["Ann", "Bo", "Cy"])
    ann, bo, cy = match.players
    write(service, record_hole, match, 1, {ann.id: 5, bo.id: 3, cy.id: 4}, went_out=ann.id)
    write(service, record_hole, match, 2, {ann.id: 9, bo.id: 2})
    with pytest.raises(WentOutUnknown) as asked:
        write(service, leave_table, match, cy, 1)
    assert asked.value.hole_number == 2
    assert "Who went out on hole 2?" in asked.value.message
    assert cy.left_at_hole is None
    write(service, leave_table, match, cy, 1, nobody_out=True)
    assert cy.left_at_hole == 2


def test_a_leave_after_who_went_out_was_noted_is_not_asked(service):
    match = _doubling_match(service, ["Ann", "Bo", "Cy"])
    ann, bo, cy = match.players
    write(service, record_hole, match, 1, {ann.id: 5, bo.id: 3, cy.id: 4}, went_out=ann.id)
    write(service, record_hole, match, 2, {ann.id: 9, bo.id: 2}, went_out=ann.id)
    write(service, leave_table, match, cy, 1)
    assert scorekeeping.build_sheet(match).holes[1].points[:2] == (18, 2)  # Ann doubled


def test_a_removal_that_completes_a_hole_scored_by_who_went_out_asks_first(service):
    match = _doubling_match(service, ["Ann", "Bo", "Cy"])
    ann, bo, cy = match.players
    write(service, record_hole, match, 1, {ann.id: 9, bo.id: 2})
    with pytest.raises(WentOutUnknown):
        write(service, remove_player, match, cy)
    assert not cy.removed
    write(service, remove_player, match, cy, nobody_out=True)
    assert cy.removed


def test_a_removal_after_the_last_hole_never_leaves_a_hole_to_one_player(service):
    """Cy left after hole 1; Bo removed after the last hole would leave hole 2 to Ann
    alone, whose doubled 13 silently became her 9 typed (hole adjustments need two)."""
    match = _doubling_match(service, ["Ann", "Bo", "Cy"], holes=2)
    ann, bo, cy = match.players
    write(service, record_hole, match, 1, {ann.id: 5, bo.id: 3, cy.id: 4}, went_out=ann.id)
    write(service, leave_table, match, cy, 1)
    write(service, record_hole, match, 2, {ann.id: 9, bo.id: 2}, went_out=ann.id)
    before = scorekeeping.build_sheet(match).totals
    with pytest.raises(ScorekeepingError, match="hole 2 would have fewer than 2 players"):
        write(service, remove_player, match, bo)
    assert not bo.removed
    assert scorekeeping.build_sheet(match).totals == before
