"""Every match the app can write comes back from its export field for field (issue 16):
export, import, export again gives the same file, JSON and CSV alike."""

from __future__ import annotations

import dataclasses
import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from golfkeeper import scorekeeping
from golfkeeper.engine.house_rules import (
    MAIN_RULES,
    MAX_HOLES,
    PRESETS,
    FourOfAKindColumns,
    NegativePairs,
)
from golfkeeper.extensions import db
from golfkeeper.matches import export, importing
from golfkeeper.models import REASON_MAX, Match
from tests.conftest import TEST_DATABASE_URL, app_on
from tests.web.helpers import db_rows, page_text, snapshot
from tests.web.transfer.test_export import import_file, match_count

NAMES = ["Ann", "Bo", "=Cy", "Dee", "Émile", "Fu 福", "Gil 🂡", "Hal", "Ivy", "Jo"]


def files(match_id: int) -> tuple[dict, str]:
    """The match's JSON export (without the moment it was written) and its CSV (inside an
    app context, as the service calls below)."""
    db.session.expire_all()
    match = scorekeeping.get_match(match_id)
    sheet = scorekeeping.build_sheet(match)
    document = json.loads(export.match_json(sheet, scorekeeping.change_rows(match)))
    del document["exported_at"]
    return document, export.sheet_csv(sheet)


def round_trip(match_id: int) -> int:
    """Import the match's JSON export as a new match, through the service; its id."""
    document, _ = files(match_id)
    document["exported_at"] = "2026-01-01T00:00:00"
    record = importing.read_match_json(json.dumps(document).encode())
    copy = scorekeeping.restore_match(record)
    db.session.commit()
    return copy.id


def assert_same_files(match_id: int) -> None:
    before = files(match_id)
    copy_id = round_trip(match_id)
    assert copy_id != match_id
    assert files(copy_id) == before


def apply(match_id: int, step: tuple) -> None:
    """One thing a table might do, through the service as a view would; a refusal
    changes nothing."""
    match = scorekeeping.get_match(match_id)
    sheet = scorekeeping.build_sheet(match)
    seated = list(sheet.players)
    kind, a, b, text = step
    try:
        if kind == "hole":
            hole = sheet.current_hole or match.holes
            hole = max(1, hole - a % 2) if a % 3 == 0 else hole  # now and then a correction
            players = scorekeeping.hole_players(match, hole)
            points = {p.id: (b + i * 7) % 15 - 2 for i, p in enumerate(players)}
            if a % 5 == 0 and players:
                points[players[0].id] = None  # cleared back to "not entered"
            went_out = players[b % len(players)].id if players and a % 4 == 0 else None
            scorekeeping.record_hole(match, hole, points, went_out=went_out, reason=text)
        elif kind == "add":
            after = seated[a % len(seated)] if seated else None
            scorekeeping.add_player(match, NAMES[b % len(NAMES)], after)
        elif kind == "remove":
            scorekeeping.remove_player(match, seated[a % len(seated)], text)
        elif kind == "rename":
            scorekeeping.rename_player(match, seated[a % len(seated)], NAMES[b % len(NAMES)], text)
        elif kind == "move":
            scorekeeping.move_player(match, seated[a % len(seated)], 1 if b % 2 else -1)
        elif kind == "undo":
            scorekeeping.undo_last_change(match)
        elif kind == "finish":
            scorekeeping.finish_match(match)
        elif kind == "reopen":
            scorekeeping.reopen_match(match)
    except scorekeeping.ScorekeepingError:
        db.session.rollback()
        return
    db.session.commit()


reasons = st.one_of(
    st.none(),
    st.text(
        alphabet=st.characters(blacklist_categories=("Cc", "Cs")), min_size=1, max_size=REASON_MAX
    ),
)
steps = st.lists(
    st.tuples(
        st.sampled_from(
            ["hole"] * 6 + ["add", "remove", "rename", "move", "undo", "undo", "finish", "reopen"]
        ),
        st.integers(0, 60),
        st.integers(0, 60),
        reasons,
    ),
    max_size=40,
)


@settings(
    max_examples=30,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(
    players=st.integers(2, 8),
    holes=st.sampled_from([1, 2, 3, 9]),
    name=st.sampled_from([None, "Saturday"]),
    history=steps,
)
def test_every_match_history_exports_imports_and_exports_the_same_files(
    players, holes, name, history
):
    with app_on(TEST_DATABASE_URL) as app, app.app_context():
        rules = dataclasses.replace(MAIN_RULES, holes=holes)
        match = scorekeeping.start_match(NAMES[:players], players - 1, rules, name=name)
        db.session.commit()
        for step in history:
            apply(match.id, step)
        assert_same_files(match.id)


def test_an_unnamed_match_keeps_its_title_and_start_in_a_copy(app):
    with app.app_context():
        matches = [scorekeeping.start_match(["Ann", "Bo"], 0, MAIN_RULES) for _ in range(3)]
        db.session.commit()
        original = matches[1]
        scorekeeping.record_hole(original, 1, {p.id: 3 for p in original.players})
        db.session.commit()
        copy = db.session.get(Match, round_trip(original.id))
        assert copy.title == original.title == f"Match {original.id}"
        assert copy.created_at == original.created_at


def test_the_golfcards_club_switches_come_back_from_an_export(app):
    # One joker in the whole pack is a word in an otherwise numeric switch.
    rules = PRESETS["golfcards-club"].rules.replace(
        jokers=-5,
        jokers_per_deck="one_in_pack",
        four_of_a_kind=-20,
        four_of_a_kind_columns=FourOfAKindColumns.ANY,
        negative_pairs=NegativePairs.KEEP,
    )
    with app.app_context():
        match = scorekeeping.start_match(["Ann", "Bo"], 0, rules)
        db.session.commit()
        scorekeeping.record_hole(match, 1, {p.id: 3 for p in match.players})
        db.session.commit()
        copy_id = round_trip(match.id)
        assert scorekeeping.get_match(copy_id).house_rules == rules
        assert files(copy_id) == files(match.id)


def test_a_long_match_with_many_corrections_imports_over_the_web(client):
    """8 players, 36 holes, six corrections a hole with long reasons: well over the old
    512 KB limit."""
    names = NAMES[:8]
    rules = dataclasses.replace(MAIN_RULES, holes=MAX_HOLES)
    with db_rows(client):
        match = scorekeeping.start_match(names, 0, rules, name="Marathon")
        db.session.commit()
        reason = "The dealer recounted every column after the stock ran out twice. " * 3
        for hole in range(1, MAX_HOLES + 1):
            for correction in range(7 if hole < MAX_HOLES else 1):  # the last hole once
                points = {p.id: (hole + correction + p.seat) % 12 for p in match.players}
                scorekeeping.record_hole(
                    match, hole, points, reason=reason[:REASON_MAX] if correction else None
                )
        scorekeeping.finish_match(match)  # recording it no longer finishes the match
        db.session.commit()
        match_id, edit_token = match.id, match.edit_token
    body = client.get(f"/m/edit/{edit_token}") and client.get(f"/matches/{match_id}/export.json")
    assert len(body.data) > 600 * 1024
    response = import_file(client, body.data, again=True)
    assert response.status_code == 302, page_text(response)[-2000:]
    copy_id = int(response.headers["Location"].rsplit("/", 1)[1])
    with db_rows(client):
        (copy, copy_csv), (original, original_csv) = files(copy_id), files(match_id)
    # A copy in the browser that has the original is named apart (issue 24).
    assert (copy["match"].pop("name"), original["match"].pop("name")) == ("Marathon 2", "Marathon")
    assert copy == original
    assert copy_csv.replace("Marathon 2", "Marathon", 1) == original_csv


def test_a_match_that_stored_many_players_by_adding_and_undoing_imports(client):
    with db_rows(client):
        match = scorekeeping.start_match(["Ann", "Bo"], 0, MAIN_RULES)
        db.session.commit()
        for number in range(32):
            scorekeeping.add_player(match, f"Guest {number}")
            scorekeeping.undo_last_change(match)
            db.session.commit()
        assert len(match.players) == 34
        match_id, edit_token = match.id, match.edit_token
    client.get(f"/m/edit/{edit_token}")
    body = client.get(f"/matches/{match_id}/export.json").data
    response = import_file(client, body, again=True)
    assert response.status_code == 302, page_text(response)[-2000:]
    copy_id = int(response.headers["Location"].rsplit("/", 1)[1])
    with db_rows(client):
        assert files(copy_id) == files(match_id)


def test_a_file_past_what_the_app_can_write_is_still_refused(client):
    before, count = snapshot(client), match_count(client)
    response = import_file(client, b"{" + b" " * importing.MAX_FILE_BYTES + b"}")
    assert response.status_code == 422
    assert "too large" in page_text(response)
    assert snapshot(client) == before and match_count(client) == count
