"""Two phones on one hole: the second save never silently overwrites the first."""

from __future__ import annotations

from golfkeeper import scorekeeping
from golfkeeper.extensions import db
from golfkeeper.models import HoleScore, Match, MatchChange
from golfkeeper.scorekeeping import saving
from tests.web.helpers import (
    db_rows,
    hole_fields,
    hole_form_version,
    page_text,
    record,
    start_match,
)


def _saved(client, hole_number: int) -> list[int]:
    with db_rows(client):
        rows = db.session.execute(
            db.select(HoleScore.points)
            .where(HoleScore.hole_number == hole_number)
            .order_by(HoleScore.player_id)
        ).scalars()
        return list(rows)


def _change_count(client) -> int:
    with db_rows(client):
        return db.session.scalar(db.select(db.func.count(MatchChange.id)))


def test_second_phone_correcting_the_same_hole_gets_a_conflict_and_the_first_save_stays(client):
    match = start_match(client, ["Ann", "Bo"])
    record(client, match, 1, [4, 5])
    phone_a = hole_form_version(client.get(f"/matches/{match.id}/holes/1"))
    phone_b = hole_form_version(client.get(f"/matches/{match.id}/holes/1"))
    url = f"/matches/{match.id}/holes/1"

    saved = client.post(url, data=hole_fields(match, [6, 5], phone_a, editing="1"))
    assert saved.status_code == 302
    conflict = client.post(url, data=hole_fields(match, [4, 9], phone_b, editing="1"))

    assert conflict.status_code == 409
    page = page_text(conflict)
    assert "Hole 1 changed while you were typing" in page
    assert "Keep the saved scores" in page
    assert _saved(client, 1) == [6, 5]  # phone A's correction is kept
    assert _change_count(client) == 3
    # The retry form holds what phone B typed, on top of the new version.
    assert 'value="9"' in page
    assert hole_form_version(conflict) not in (phone_a, phone_b)


def test_retrying_after_a_conflict_saves_over_the_newhole_form_version(client):
    match = start_match(client, ["Ann", "Bo"])
    record(client, match, 1, [4, 5])
    url = f"/matches/{match.id}/holes/1"
    stale = hole_form_version(client.get(url))
    assert client.post(url, data=hole_fields(match, [6, 5], stale, editing="1")).status_code == 302
    conflict = client.post(url, data=hole_fields(match, [4, 9], stale, editing="1"))
    retry = client.post(
        url, data=hole_fields(match, [4, 9], hole_form_version(conflict), editing="1")
    )
    assert retry.status_code == 302
    assert _saved(client, 1) == [4, 9]


def test_two_phones_correcting_different_holes_never_conflict(client):
    match = start_match(client, ["Ann", "Bo"])
    record(client, match, 1, [4, 5])
    record(client, match, 2, [1, 2])
    hole_1 = hole_form_version(client.get(f"/matches/{match.id}/holes/1"))
    hole_2 = hole_form_version(client.get(f"/matches/{match.id}/holes/2"))
    first = client.post(f"/matches/{match.id}/holes/1", data=hole_fields(match, [7, 5], hole_1))
    second = client.post(f"/matches/{match.id}/holes/2", data=hole_fields(match, [1, 8], hole_2))
    assert (first.status_code, second.status_code) == (302, 302)
    assert _saved(client, 1) == [7, 5] and _saved(client, 2) == [1, 8]


def test_two_phones_recording_the_next_hole_from_the_score_sheet_conflict(client):
    match = start_match(client, ["Ann", "Bo"])
    phone_a = hole_form_version(client.get(f"/matches/{match.id}"))
    phone_b = hole_form_version(client.get(f"/matches/{match.id}"))
    url = f"/matches/{match.id}/holes/1"
    assert client.post(url, data=hole_fields(match, [3, 4], phone_a)).status_code == 302
    conflict = client.post(url, data=hole_fields(match, [8, 8], phone_b))
    assert conflict.status_code == 409
    assert _saved(client, 1) == [3, 4]


def test_two_phones_typing_the_same_scores_do_not_conflict(client):
    match = start_match(client, ["Ann", "Bo"])
    phone_a = hole_form_version(client.get(f"/matches/{match.id}"))
    phone_b = hole_form_version(client.get(f"/matches/{match.id}"))
    url = f"/matches/{match.id}/holes/1"
    assert client.post(url, data=hole_fields(match, [3, 4], phone_a)).status_code == 302
    assert client.post(url, data=hole_fields(match, [3, 4], phone_b)).status_code == 302
    assert _saved(client, 1) == [3, 4]
    assert _change_count(client) == 2


def test_a_stale_version_with_a_bad_score_shows_the_field_error_first(client):
    match = start_match(client, ["Ann", "Bo"])
    record(client, match, 1, [4, 5])
    url = f"/matches/{match.id}/holes/1"
    stale = hole_form_version(client.get(url))
    client.post(url, data=hole_fields(match, [6, 5], stale, editing="1"))
    response = client.post(url, data=hole_fields(match, ["4.5", 5], stale, editing="1"))
    assert response.status_code == 422
    assert "no decimals" in page_text(response)
    assert _saved(client, 1) == [6, 5]


def test_the_calculator_trip_keeps_the_version_the_form_was_opened_with(client):
    match = start_match(client, ["Ann", "Bo"])
    record(client, match, 1, [4, 5])
    url = f"/matches/{match.id}/holes/1"
    ann, bo = sorted(match.players, key=lambda p: p.seat)
    opened = hole_form_version(client.get(url))
    client.post(
        f"{url}/layout", data={**hole_fields(match, [4, 5], opened, editing="1"), "player": ann.id}
    )
    with db_rows(client):  # another phone saves meanwhile
        scorekeeping.record_hole(db.session.get(Match, match.id), 1, {ann.id: 1, bo.id: 1})
        db.session.commit()
    back = client.get(f"{url}?player-{ann.id}=12")  # back from the calculator
    assert hole_form_version(back) == opened
    response = client.post(
        url, data=hole_fields(match, [12, 5], hole_form_version(back), editing="1")
    )
    assert response.status_code == 409
    assert _saved(client, 1) == [1, 1]


def test_a_forged_version_is_a_conflict_not_an_error(client):
    match = start_match(client, ["Ann", "Bo"])
    record(client, match, 1, [4, 5])
    url = f"/matches/{match.id}/holes/1"
    response = client.post(url, data=hole_fields(match, [6, 5], "<script>x" * 50, editing="1"))
    assert response.status_code == 409
    assert "<script>x" not in page_text(response)
    assert _saved(client, 1) == [4, 5]


def test_a_save_landing_between_another_saves_read_and_its_lock_is_not_overwritten(
    client, monkeypatch
):
    # A hole's save reads and checks the match before it takes the write lock; a save by
    # another phone in between must still be seen, as if it had come first.
    match = start_match(client, ["Ann", "Bo"])
    record(client, match, 1, [4, 5])
    url = f"/matches/{match.id}/holes/1"
    opened = hole_form_version(client.get(url))
    ann, bo = sorted(match.players, key=lambda p: p.seat)
    lock_match = saving.lock_match
    locks = []

    def another_phone_saves_first(match_id):
        if not locks:
            with db_rows(client):
                scorekeeping.record_hole(db.session.get(Match, match_id), 1, {ann.id: 1, bo.id: 1})
                db.session.commit()
        locks.append(match_id)
        return lock_match(match_id)

    monkeypatch.setattr(saving, "lock_match", another_phone_saves_first)
    response = client.post(url, data=hole_fields(match, [6, 5], opened, editing="1"))

    assert response.status_code == 409
    assert "Hole 1 changed while you were typing" in page_text(response)
    assert _saved(client, 1) == [1, 1]
    assert len(locks) == 1  # read again under the lock it already held, not locked twice


def test_a_save_with_nothing_landing_before_its_lock_reads_the_match_once(client, monkeypatch):
    match = start_match(client, ["Ann", "Bo"])
    url = f"/matches/{match.id}/holes/1"
    opened = hole_form_version(client.get(f"/matches/{match.id}"))
    builds = []
    build_sheet = saving.build_sheet
    monkeypatch.setattr(saving, "build_sheet", lambda m: builds.append(m.id) or build_sheet(m))
    assert client.post(url, data=hole_fields(match, [3, 4], opened)).status_code == 302
    assert _saved(client, 1) == [3, 4]
    assert len(builds) == 1
