"""Undo takes back the newest write that is not undone yet, and only that write."""

from __future__ import annotations

import pytest

from golfkeeper import scorekeeping
from golfkeeper.scorekeeping import (
    MatchChanged,
    MatchFinished,
    ScorekeepingError,
    add_player,
    match_history,
    record_hole,
    remove_player,
    rename_player,
    reopen_match,
    undo_last_change,
)
from tests.service.conftest import saved, write


def test_undo_of_a_correction_restores_the_points_the_hole_had_before(service, new_match):
    match = new_match(["Ann", "Bo"])
    ann, bo = match.players
    write(service, record_hole, match, 1, {ann.id: 4, bo.id: 5})
    write(service, record_hole, match, 1, {ann.id: 9, bo.id: 5}, reason="Recounted")

    undone = write(service, undo_last_change, match)

    assert saved(match) == {("Ann", 1): 4, ("Bo", 1): 5}
    assert [(line.kind, line.old, line.new) for line in undone.lines] == [("score", 4, 9)]
    assert undone.reason == "Recounted"


def test_undo_of_a_first_save_leaves_the_hole_not_entered(service, new_match, sheet):
    match = new_match(["Ann", "Bo"])
    ann, bo = match.players
    write(service, record_hole, match, 1, {ann.id: 4, bo.id: 5}, went_out=bo.id)

    write(service, undo_last_change, match)

    assert saved(match) == {}
    assert scorekeeping.hole_values(match, 1) == ({}, None)
    assert sheet(match).current_hole == 1


def test_undo_restores_who_went_out(service, new_match):
    match = new_match(["Ann", "Bo"])
    ann, bo = match.players
    write(service, record_hole, match, 1, {ann.id: 4, bo.id: 0}, went_out=bo.id)
    write(service, record_hole, match, 1, {}, went_out=ann.id)

    write(service, undo_last_change, match)

    assert scorekeeping.hole_values(match, 1) == ({ann.id: 4, bo.id: 0}, bo.id)


def test_undo_takes_back_one_write_at_a_time_newest_first(service, new_match):
    match = new_match(["Ann", "Bo"])
    ann, bo = match.players
    write(service, record_hole, match, 1, {ann.id: 1, bo.id: 2})
    write(service, record_hole, match, 2, {ann.id: 3, bo.id: 4})

    write(service, undo_last_change, match)
    assert saved(match) == {("Ann", 1): 1, ("Bo", 1): 2}
    write(service, undo_last_change, match)
    assert saved(match) == {}
    with pytest.raises(ScorekeepingError, match="There is nothing to undo."):
        write(service, undo_last_change, match)


def test_an_undone_write_stays_in_the_history_marked_undone(service, new_match):
    match = new_match(["Ann", "Bo"])
    ann, bo = match.players
    write(service, record_hole, match, 1, {ann.id: 1, bo.id: 2})
    version = match.version

    write(service, undo_last_change, match)

    (entry,) = match_history(match)
    assert entry.undone_at is not None
    assert match.version == version + 1  # an undo is a write other pages must notice


def test_undo_of_a_rename_gives_the_old_name_back_and_keeps_the_scores(service, new_match):
    match = new_match(["Ann", "Bo"])
    ann, bo = match.players
    write(service, record_hole, match, 1, {ann.id: 4, bo.id: 5})
    write(service, rename_player, match, ann, "Annie")
    assert saved(match)[("Annie", 1)] == 4

    write(service, undo_last_change, match)

    assert ann.name == "Ann"
    assert saved(match) == {("Ann", 1): 4, ("Bo", 1): 5}


def test_undo_of_a_removal_puts_the_player_back_on_the_sheet(service, new_match, sheet):
    match = new_match(["Ann", "Bo", "Cy"])
    ann, bo, cy = match.players
    write(service, record_hole, match, 1, {ann.id: 1, bo.id: 2, cy.id: 3})
    write(service, remove_player, match, cy)
    assert sheet(match).players == (ann, bo)

    write(service, undo_last_change, match)

    assert cy.left_at_hole is None
    assert sheet(match).players == (ann, bo, cy)
    assert saved(match)[("Cy", 1)] == 3


def test_undo_of_a_late_player_joining_takes_them_off_and_gives_the_seats_back(
    service, new_match, sheet
):
    match = new_match(["Ann", "Bo", "Cy"], dealer=1)
    ann, bo, cy = match.players
    write(service, record_hole, match, 1, {ann.id: 1, bo.id: 2, cy.id: 3})
    di = write(service, add_player, match, "Di", after=ann)
    assert [p.name for p in sheet(match).players] == ["Ann", "Di", "Bo", "Cy"]

    write(service, undo_last_change, match)

    assert sheet(match).players == (ann, bo, cy)  # in this seat order again
    assert di.is_removed and di.left_at_hole == di.joined_at_hole  # never dealt in
    assert match.first_dealer_seat == bo.seat  # Bo still dealt the first hole


def test_undo_from_a_page_opened_before_another_phones_write_undoes_nothing(service, new_match):
    match = new_match(["Ann", "Bo"])
    ann, bo = match.players
    write(service, record_hole, match, 1, {ann.id: 1, bo.id: 2})
    seen = str(match.version)  # the page with "Undo" shows hole 1 as the last change
    write(service, record_hole, match, 2, {ann.id: 3, bo.id: 4})  # the other phone

    with pytest.raises(MatchChanged) as refused:
        write(service, undo_last_change, match, seen_version=seen)

    assert refused.value.outcome == "nothing was undone"
    assert "Another phone or tab changed this match" in refused.value.message
    assert saved(match) == {("Ann", 1): 1, ("Bo", 1): 2, ("Ann", 2): 3, ("Bo", 2): 4}
    assert all(entry.undone_at is None for entry in match_history(match))


@pytest.mark.parametrize("seen", [None, "", "seven", "-1", 3.0])
def test_undo_without_a_readable_page_version_undoes_nothing(service, new_match, seen):
    match = new_match(["Ann", "Bo"])
    ann, bo = match.players
    write(service, record_hole, match, 1, {ann.id: 1, bo.id: 2})

    with pytest.raises(MatchChanged):
        write(service, undo_last_change, match, seen_version=seen)

    assert saved(match) == {("Ann", 1): 1, ("Bo", 1): 2}


def test_undo_from_the_page_as_it_is_now_undoes(service, new_match):
    match = new_match(["Ann", "Bo"])
    ann, bo = match.players
    write(service, record_hole, match, 1, {ann.id: 1, bo.id: 2})

    write(service, undo_last_change, match, seen_version=str(match.version))

    assert saved(match) == {}


def test_a_finished_match_refuses_undo_until_it_is_reopened(service, new_match):
    match = new_match(["Ann", "Bo"], holes=1)
    ann, bo = match.players
    write(service, record_hole, match, 1, {ann.id: 1, bo.id: 2})
    write(service, scorekeeping.finish_match, match)
    assert match.is_finished

    with pytest.raises(MatchFinished):
        write(service, undo_last_change, match)

    write(service, reopen_match, match)
    undone = write(service, undo_last_change, match)
    assert [line.kind for line in undone.lines] == ["score", "score"]  # not the milestones
    assert saved(match) == {} and not match.is_finished
