"""An imported match is one the app could have written: its history replays to the scores,
names and seats it stores, so every Undo on it works (issue 16)."""

from __future__ import annotations

import pytest

from golfkeeper.extensions import db
from golfkeeper.models import Match
from tests.web.helpers import (
    db_rows,
    fresh,
    hole_version_now,
    page_text,
    record,
    snapshot,
    start_match,
    stored,
)
from tests.web.transfer.test_export import eventful_match, export_json, import_file, match_count


def refused(client, document, named: str) -> str:
    """Import ``document``: a 422 whose message names ``named``, and nothing stored."""
    before, count = snapshot(client), match_count(client)
    response = import_file(client, document, again=True)
    assert response.status_code == 422
    text = page_text(response)
    assert named in text, text[text.find("error") - 200 : text.find("error") + 400]
    assert "Nothing was stored." in text
    assert snapshot(client) == before and match_count(client) == count
    return text


@pytest.fixture
def two_holes(client):
    """Ann, Bo and Cy; hole 1 recorded, then Ann renamed Anna."""
    match = start_match(client, ["Ann", "Bo", "Cy"], holes=3)
    record(client, match, 1, [1, 2, 3])
    ann = sorted(match.players, key=lambda p: p.seat)[0]
    data = fresh(client, match, **{f"p{ann.id}-name": "Anna", f"p{ann.id}-shown": "Ann"})
    assert client.post(f"/matches/{match.id}/players/{ann.id}/name", data=data).status_code == 302
    return export_json(client, match)


@pytest.mark.parametrize("kind", ["name", "seat"])
def test_a_name_or_seat_line_without_its_old_value_is_refused(client, two_holes, kind):
    line = next(i for i, c in enumerate(two_holes["history"]) if c["kind"] == "name")
    two_holes["history"][line].update(kind=kind, old=None, new=1 if kind == "seat" else "Anna")
    refused(client, two_holes, f"“history[{line}]”.old is missing")


def test_a_score_after_a_player_left_is_refused(client, two_holes):
    two_holes["players"][2]["left_at_hole"] = 2
    two_holes["holes"][2]["scores"]["p3"] = 5
    refused(client, two_holes, "hole")


def test_a_score_before_a_player_joined_is_refused(client, two_holes):
    two_holes["players"][2]["joined_at_hole"] = 2
    refused(client, two_holes, "records hole 1 for a player not dealt in on it")


def test_a_stored_score_the_history_does_not_lead_to_is_refused_naming_the_line(client, two_holes):
    two_holes["holes"][0]["scores"]["p2"] = 9
    line = next(
        i
        for i, c in enumerate(two_holes["history"])
        if c["kind"] == "score" and c["player"] == "p2"
    )
    refused(client, two_holes, f"“history[{line}]” sets the score on hole 1 to “2”")


def test_a_name_the_history_does_not_lead_to_is_refused(client, two_holes):
    two_holes["players"][0]["name"] = "Annie"
    refused(client, two_holes, "sets the name to “Anna”, but the match holds “Annie”")


def test_a_score_from_before_history_was_kept_is_accepted_only_in_whole_first_holes(
    client, two_holes
):
    """A match started before the history existed (migration 0002) holds whole holes no
    line wrote, from hole 1 on: a file may too, but nothing else that no line typed."""
    two_holes["holes"][1]["scores"]["p1"] = 4  # hole 2, Ann only, no line
    refused(client, two_holes, "has scores on hole 2 that no history line typed")
    old_match = dict(two_holes, history=[])
    old_match["match"] = dict(old_match["match"], created_at="2026-11-01T20:00:00")
    refused(client, old_match, "has scores on hole 2 that no history line typed, but none for Bo")
    old_match["holes"][1]["scores"].update(p2=6, p3=0)
    assert import_file(client, old_match, again=True).status_code == 302


def test_a_score_on_a_later_hole_while_an_earlier_one_is_empty_is_refused(client, two_holes):
    """After undoing every line, hole 3 would still hold scores while hole 2 had none."""
    two_holes["holes"][2]["scores"].update(p1=-50, p2=1, p3=1)
    refused(client, two_holes, "has scores on hole 3 that no history line typed, while hole 1")


def test_a_hidden_score_after_a_player_left_is_refused_naming_the_departure(client):
    """Cy leaves after hole 1 (a history line says so); a crafted file gives him -50 on
    hole 2, which no line typed, and which would still count after undoing everything."""
    match = start_match(client, ["Ann", "Bo", "Cy"], holes=3)
    record(client, match, 1, [1, 2, 3])
    cy = sorted(stored(client, match).players, key=lambda p: p.seat)[2]
    url = f"/matches/{match.id}/players/{cy.id}/leave"
    assert client.post(url, data=fresh(client, match, after_hole="1")).status_code == 302
    ann, bo = sorted(stored(client, match).players, key=lambda p: p.seat)[:2]
    data = {
        f"player-{ann.id}": "4",
        f"player-{bo.id}": "5",
        "version": hole_version_now(client, match, 2),
    }
    assert client.post(f"/matches/{match.id}/holes/2", data=data).status_code == 302
    document = export_json(client, match)
    document["holes"][1]["scores"]["p3"] = -50
    refused(
        client, document, "has a score for Cy on hole 2, after they left the table after hole 1"
    )


def test_a_history_with_a_later_line_first_is_refused(client, two_holes):
    two_holes["history"].reverse()
    refused(client, two_holes, "out of order")


def test_every_undo_on_an_imported_match_works(client):
    original = eventful_match(client)
    response = import_file(client, export_json(client, original), again=True)
    assert response.status_code == 302
    with db_rows(client):
        copy = db.session.scalars(db.select(Match).order_by(Match.id.desc())).first()
    undone = 0
    while True:
        response = client.post(f"/matches/{copy.id}/undo", data=fresh(client, copy))
        assert response.status_code == 302
        if "nothing to undo" in page_text(client.get(response.headers["Location"])):
            break
        undone += 1
    assert undone == 7  # every change of eventful_match but the one it undid itself
    assert stored(client, copy).scores == []


def test_a_tampered_copy_of_a_stored_match_is_refused_as_invalid_before_any_duplicate_question(
    client, two_holes
):
    """The file is checked whole first: a tampered export of a match stored here is told
    what is wrong with it, never first offered "Store a second copy"."""
    two_holes["holes"][0]["scores"]["p2"] = 9
    before, count = snapshot(client), match_count(client)
    response = import_file(client, two_holes)
    assert response.status_code == 422
    text = page_text(response)
    assert "sets the score on hole 1 to “2”" in text and "Nothing was stored." in text
    assert "stored already" not in text and "Store a second copy" not in text
    assert snapshot(client) == before and match_count(client) == count
