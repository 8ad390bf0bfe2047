"""Every match-related 404 is a friendly page: an unknown or deleted match reads like a
match not shared with this browser, a hole past the match's end names the match's length,
and a form sent to any of them says nothing was saved."""

from __future__ import annotations

import pytest

from golfkeeper.extensions import db
from golfkeeper.models import Match
from golfkeeper.sharing import NOT_SHARED as SHARED_TEXT
from golfkeeper.web.errors import NO_PAGE
from tests.web.helpers import db_rows, fresh, page_text, rename_fields, snapshot, start_match

WERKZEUG_TEXT = "not found on the server"
NOT_SHARED = SHARED_TEXT.split(". ")[0]  # the page escapes the apostrophe after it


def sorted_players(match):
    return sorted(match.players, key=lambda player: player.seat)


def delete_elsewhere(client, match) -> None:
    """Another phone deletes ``match`` (same edit right, its own request)."""
    response = client.post(f"/matches/{match.id}/delete", data=fresh(client, match))
    assert response.status_code == 302
    with db_rows(client):
        assert db.session.get(Match, match.id) is None


def test_saving_a_hole_of_a_match_deleted_meanwhile_says_nothing_was_saved(client):
    match = start_match(client, ["Ann", "Bo"])
    ann, bo = sorted_players(match)
    typed = fresh(client, match, **{f"player-{ann.id}": "4", f"player-{bo.id}": "5"})
    delete_elsewhere(client, match)
    before = snapshot(client)
    response = client.post(f"/matches/{match.id}/holes/1", data=typed)
    assert response.status_code == 404
    text = page_text(response)
    assert NOT_SHARED in text
    assert "Nothing was saved." in text
    assert WERKZEUG_TEXT not in text
    assert snapshot(client) == before


def test_renaming_in_a_match_deleted_meanwhile_says_nothing_was_saved(client):
    match = start_match(client, ["Ann", "Bo"])
    ann = sorted_players(match)[0]
    typed = rename_fields(client, ann, "Anna")
    delete_elsewhere(client, match)
    response = client.post(f"/matches/{match.id}/players/{ann.id}/name", data=typed)
    assert response.status_code == 404
    assert NOT_SHARED in page_text(response)
    assert "Nothing was saved." in page_text(response)


def test_a_deleted_match_reads_like_a_match_not_shared(client, app):
    match = start_match(client, ["Ann", "Bo"])
    delete_elsewhere(client, match)
    deleted = page_text(client.get(f"/matches/{match.id}"))
    with app.test_client() as stranger:
        other = start_match(client, ["Cy", "Di"])
        not_shared = stranger.get(f"/matches/{other.id}")
        assert not_shared.status_code == 404
    assert NOT_SHARED in deleted
    assert NOT_SHARED in page_text(not_shared)


def test_a_hole_past_the_end_names_the_match_length(client):
    match = start_match(client, ["Ann", "Bo"])
    response = client.get(f"/matches/{match.id}/holes/99")
    assert response.status_code == 404
    assert f"Match {match.id} has 9 holes; there is no hole 99." in page_text(response)


def test_a_score_sent_to_a_hole_past_the_end_says_nothing_was_saved(client):
    match = start_match(client, ["Ann", "Bo"])
    ann = sorted_players(match)[0]
    before = snapshot(client)
    response = client.post(
        f"/matches/{match.id}/holes/10", data=fresh(client, match, **{f"player-{ann.id}": "4"})
    )
    assert response.status_code == 404
    text = page_text(response)
    assert f"Match {match.id} has 9 holes; there is no hole 10. Nothing was saved." in text
    assert snapshot(client) == before


@pytest.mark.parametrize(
    "url",
    [
        "/calculator/?match=999",
        "/calculator/?match=abc",
        "/rules/questions?match=999",
        "/rules/questions?match=99999999999999999999",
        "/rules/table/999",
        "/rules/table/999/print",
        "/matches/999",
        "/matches/999/history",
        "/matches/999/holes/1",
    ],
)
def test_an_unknown_match_anywhere_reads_like_a_match_not_shared(client, url):
    response = client.get(url)
    assert response.status_code == 404
    assert NOT_SHARED in page_text(response)
    assert WERKZEUG_TEXT not in page_text(response)


def test_an_address_no_page_answers_is_a_friendly_404(client):
    response = client.get("/matches/abc")
    assert response.status_code == 404
    assert NO_PAGE in page_text(response)
    assert WERKZEUG_TEXT not in page_text(response)
