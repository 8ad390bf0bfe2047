"""Importing: a restored match is the exported one field for field, and a copy of a match
already stored is recognised as its twin."""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime

import pytest

from golfkeeper.engine.house_rules import MAIN_RULES
from golfkeeper.scorekeeping import (
    RestoredChange,
    RestoredMatch,
    RestoredPlayer,
    match_history,
    restore_match,
    stored_twin,
)
from tests.service.conftest import saved, write

AT = datetime(2026, 3, 14, 20, 15, 9, 123456)


def change(batch, kind, player=None, hole=None, old=None, new=None, **extra):
    fields = dict(at=AT.replace(minute=15 + batch), reason=None, undone_at=None)
    fields.update(extra)
    return RestoredChange(batch, kind, player=player, hole_number=hole, old=old, new=new, **fields)


PLAYERS = (
    RestoredPlayer("p1", "Ann", 0, 1, None),
    RestoredPlayer("p2", "Bo", 1, 1, 3),
    RestoredPlayer("p3", "Cy", 2, 2, None),
)


def a_record(**changes) -> RestoredMatch:
    """Three holes of a finished 3-hole match: Cy joined at hole 2, Bo left before hole 3,
    Ann's hole-1 score was corrected with a reason, and one write was undone."""
    record = RestoredMatch(
        name="Friday",
        created_at=AT.replace(hour=18, minute=0),
        rules=replace(MAIN_RULES, holes=3, jokers=-2, decks=2),
        first_dealer_seat=1,
        first_dealer_drawn=True,
        finished_at=AT.replace(hour=22),
        players=PLAYERS,
        scores={
            ("p1", 1): 7,
            ("p2", 1): 0,
            ("p1", 2): -2,
            ("p2", 2): 5,
            ("p3", 2): 3,
            ("p1", 3): 4,
            ("p3", 3): 1,
        },
        went_out={1: "p2", 3: "p3"},
        history=(
            change(1, "score", "p1", 1, None, 3),
            change(1, "score", "p2", 1, None, 0),
            change(1, "went_out", None, 1, None, "p2"),
            change(2, "score", "p1", 1, 3, 7, reason="Ann counted a king as 0"),
            change(3, "joined", "p3", None, None, 2),
            change(4, "score", "p1", 2, None, -2),
            change(4, "score", "p2", 2, None, 5),
            change(4, "score", "p3", 2, None, 3),
            change(5, "name", "p2", None, "Bo", "Bob", undone_at=AT.replace(minute=59)),
            change(6, "left", "p2", None, None, 3),
            change(7, "score", "p1", 3, None, 4),
            change(7, "score", "p3", 3, None, 1),
            change(7, "went_out", None, 3, None, "p3"),
            change(8, "finished"),
        ),
    )
    return replace(record, **changes)


def a_record_without_history(**changes) -> RestoredMatch:
    """A match from before history lines were kept: Ann and Bo from the first hole on, with
    no one joining or leaving and no one noted as going out (a file can't show either
    without its history line)."""
    return a_record(
        players=PLAYERS[:1] + (RestoredPlayer("p2", "Bo", 1, 1, None),),
        scores={("p1", 1): 7, ("p2", 1): 0},
        went_out={},
        history=(),
        **changes,
    )


def test_a_restored_match_has_every_field_of_the_record(service):
    record = a_record()

    match = write(service, restore_match, record)

    assert (match.name, match.first_dealer_seat, match.first_dealer_drawn) == (
        "Friday",
        1,
        True,
    )
    assert match.house_rules == record.rules
    assert match.finished_at == record.finished_at
    assert match.version == 8  # the newest batch: the next write is batch 9
    assert [(p.name, p.seat, p.joined_at_hole, p.left_at_hole) for p in match.players] == [
        ("Ann", 0, 1, None),
        ("Bo", 1, 1, 3),
        ("Cy", 2, 2, None),
    ]
    names = {p.key: p.name for p in record.players}
    assert saved(match) == {(names[key], hole): pts for (key, hole), pts in record.scores.items()}
    went_out = {note.hole_number: note.went_out_id for note in match.hole_notes}
    assert went_out == {1: match.players[1].id, 3: match.players[2].id}


def test_a_restored_history_keeps_times_reasons_undone_writes_and_who_went_out(service):
    record = a_record()
    match = write(service, restore_match, record)
    ann, bo, cy = match.players

    history = match_history(match)

    assert [entry.batch for entry in history] == [8, 7, 6, 5, 4, 3, 2, 1]
    by_batch = {entry.batch: entry for entry in history}
    assert by_batch[2].reason == "Ann counted a king as 0"
    assert [(line.player, line.old, line.new) for line in by_batch[2].lines] == [(ann, 3, 7)]
    assert by_batch[5].undone_at == AT.replace(minute=59)
    assert [(line.kind, line.old, line.new) for line in by_batch[1].lines][-1] == (
        "went_out",
        None,
        bo,
    )
    assert [(line.kind, line.player, line.new) for line in by_batch[3].lines] == [("joined", cy, 2)]
    assert all(entry.at == AT.replace(minute=15 + entry.batch) for entry in history)


def test_a_record_with_an_unfinished_match_restores_open(service):
    match = write(service, restore_match, a_record_without_history(finished_at=None))
    assert not match.is_finished and match.version == 0


def test_the_twin_of_a_record_is_the_match_it_was_restored_as(service):
    record = a_record()
    first = write(service, restore_match, record)
    write(service, restore_match, a_record_without_history(name="Saturday"))  # no twin of it

    assert stored_twin(record) is first


def test_a_record_with_no_history_finds_its_twin_by_what_it_stores(service):
    stored = write(service, restore_match, a_record_without_history())
    assert stored_twin(a_record_without_history()) is stored
    other_scores = replace(a_record_without_history(), scores={("p1", 1): 8, ("p2", 1): 0})
    assert stored_twin(other_scores) is None


def test_an_export_taken_before_later_writes_still_finds_its_match(service):
    stored = write(service, restore_match, a_record())
    earlier = a_record(history=a_record().history[:-1], finished_at=None)
    assert stored_twin(earlier) is stored


def _last_write(**changes) -> dict:
    *before, last = a_record().history
    return dict(history=(*before, replace(last, **changes)))


@pytest.mark.parametrize(
    "differs",
    [
        dict(players=tuple(replace(p, name="Cyd") if p.key == "p3" else p for p in PLAYERS)),
        dict(players=tuple(replace(p, seat=1 - p.seat) if p.seat < 2 else p for p in PLAYERS)),
        _last_write(at=AT.replace(minute=23, microsecond=123457)),
        _last_write(batch=9),
        _last_write(kind="reopened"),
    ],
    ids=["another-name", "other-seats", "a-microsecond-later", "another-batch", "another-kind"],
)
def test_a_record_of_another_table_or_another_write_has_no_twin(service, differs):
    write(service, restore_match, a_record())
    assert stored_twin(a_record(**differs)) is None
