"""An imported match is one the app could have written: its history replays to the scores,
names and seats it stores, so every Undo on it works (issue 16)."""

from __future__ import annotations

import pytest

from golfkeeper.extensions import db
from golfkeeper.models import Match
from tests.web.helpers import db_rows, fresh, page_text, record, snapshot, start_match, stored
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


def test_a_score_from_before_history_was_kept_is_accepted_only_for_a_player_dealt_in(
    client, two_holes
):
    """A match started before the history existed (migration 0002) holds scores no line
    wrote: a file may too, but only where the player was at the table."""
    two_holes["holes"][1]["scores"]["p1"] = 4
    two_holes["players"][0]["joined_at_hole"] = 3
    refused(client, two_holes, "not dealt in")
    two_holes["players"][0]["joined_at_hole"] = 1
    assert import_file(client, two_holes, again=True).status_code == 302


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
