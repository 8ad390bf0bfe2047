"""Saving a hole from its form (``scorekeeping.save_hole``): one call owns the checks, the
nobody-out question, the lock and its retry, and says how the save ended."""

from __future__ import annotations

import pytest

from golfkeeper import scorekeeping
from golfkeeper.engine.house_rules import MAIN_RULES, GoingOutPenalty
from golfkeeper.extensions import db
from golfkeeper.models import Match
from golfkeeper.scorekeeping import SaveOutcome, TypedHole, commands, saving


def _table(rules=MAIN_RULES):
    match = scorekeeping.start_match(["Ann", "Bo"], 0, rules)
    db.session.commit()
    return match.id, [p.id for p in sorted(match.players, key=lambda p: p.seat)]


def _save(match_id, hole_number, typed: TypedHole | None, sent_for=None):
    def load():
        return db.session.get(Match, match_id)

    return scorekeeping.save_hole(
        load, hole_number, set(sent_for if sent_for is not None else typed.points), lambda *_: typed
    )


def test_a_valid_hole_is_saved_and_says_so(service):
    match_id, (ann, bo) = _table()
    result = _save(match_id, 1, TypedHole({ann: 3, bo: 4}))
    assert result.outcome is SaveOutcome.SAVED and result.changed
    assert result.message == "Hole 1 saved."
    db.session.commit()
    assert scorekeeping.hole_values(db.session.get(Match, match_id), 1) == ({ann: 3, bo: 4}, None)


def test_a_save_reads_the_hole_once(service, monkeypatch):
    match_id, (ann, bo) = _table()
    reads = []
    hole_values = scorekeeping.hole_values

    def counted(*args, **kwargs):
        reads.append(args[1])
        return hole_values(*args, **kwargs)

    for module in (saving, commands, scorekeeping):
        monkeypatch.setattr(module, "hole_values", counted)
    opened = scorekeeping.hole_version(db.session.get(Match, match_id), 1)
    reads.clear()
    result = _save(match_id, 1, TypedHole({ann: 3, bo: 4}, seen_version=opened))
    assert result.outcome is SaveOutcome.SAVED
    assert reads == [1]


def test_a_hole_saved_meanwhile_is_stale_and_nothing_is_saved(service):
    match_id, (ann, bo) = _table()
    opened = scorekeeping.hole_version(db.session.get(Match, match_id), 1)
    _save(match_id, 1, TypedHole({ann: 1, bo: 1}))
    db.session.commit()
    result = _save(match_id, 1, TypedHole({ann: 6, bo: 5}, seen_version=opened))
    assert result.outcome is SaveOutcome.STALE
    assert isinstance(result.error, scorekeeping.HoleChanged)
    assert scorekeeping.hole_values(db.session.get(Match, match_id), 1)[0] == {ann: 1, bo: 1}


def test_a_hole_before_its_turn_is_not_up(service):
    match_id, (ann, bo) = _table()
    result = _save(match_id, 2, TypedHole({ann: 1, bo: 1}))
    assert result.outcome is SaveOutcome.NOT_UP
    assert result.error.current_hole == 1


def test_a_form_refused_by_its_own_checks_is_invalid_with_no_message(service):
    match_id, (ann, bo) = _table()
    result = _save(match_id, 1, None, sent_for={ann, bo})
    assert (result.outcome, result.error) == (SaveOutcome.INVALID, None)


def test_a_hole_with_no_score_typed_is_refused_with_the_services_message(service):
    match_id, (ann, bo) = _table()
    result = _save(match_id, 1, TypedHole({ann: None, bo: None}))
    assert result.outcome is SaveOutcome.INVALID
    assert result.error.message == "Type at least one score before saving the hole."


@pytest.mark.parametrize(
    ("went_out", "nobody_out", "outcome"),
    [
        (None, False, SaveOutcome.ASK_NOBODY_OUT),
        (None, True, SaveOutcome.SAVED),
        ("ann", False, SaveOutcome.SAVED),
        (scorekeeping.UNCHANGED, False, SaveOutcome.SAVED),
    ],
)
def test_nobody_out_under_a_going_out_rule_is_asked_once(service, went_out, nobody_out, outcome):
    match_id, (ann, bo) = _table(MAIN_RULES.replace(going_out_penalty=GoingOutPenalty.DOUBLE))
    went_out = ann if went_out == "ann" else went_out
    typed = TypedHole({ann: 3, bo: 4}, went_out=went_out, nobody_out=nobody_out)
    assert _save(match_id, 1, typed).outcome is outcome
