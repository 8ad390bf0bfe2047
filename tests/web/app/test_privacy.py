"""The privacy page, linked from every page, and deleting all of a browser's matches."""

from __future__ import annotations

from golfkeeper.models import Match
from tests.web.helpers import page_text, row_count, start_match


def test_every_page_links_the_privacy_page(client):
    assert 'href="/privacy"' in client.get("/").get_data(as_text=True)
    page = page_text(client.get("/privacy"))
    assert "No accounts" in page
    assert "kept until they are deleted" in page


def test_the_privacy_page_says_how_long_matches_are_kept_when_hosted(app):
    app.config["MATCH_RETENTION_DAYS"] = 90
    assert "nobody opens or changes for 90 days is deleted" in page_text(
        app.test_client().get("/privacy")
    )


def test_deleting_my_matches_asks_first(client):
    start_match(client, ["Ann", "Bo"])
    page = page_text(client.get("/privacy/delete-my-matches"))
    assert "Delete all my matches?" in page and "Match 1" in page
    assert row_count(client, Match) == 1


def test_deleting_my_matches_deletes_only_mine_and_forgets_the_rest(app):
    mine = app.test_client()
    theirs = app.test_client()
    kept = start_match(mine, ["Ann", "Bo"])
    followed = start_match(theirs, ["Cy", "Di"])
    mine.get(f"/m/{followed.view_token}")
    response = mine.post("/privacy/delete-my-matches")
    assert response.status_code == 302 and response.headers["Location"] == "/"
    assert "Deleted 1 match;" in page_text(mine.get("/"))
    assert row_count(mine, Match) == 1
    assert mine.get(f"/matches/{kept.id}").status_code == 404
    assert f"/matches/{followed.id}" not in mine.get("/matches/").get_data(as_text=True)
    assert theirs.get(f"/matches/{followed.id}").status_code == 200


def test_deleting_my_matches_needs_the_forms_csrf_token(app):
    app.config["WTF_CSRF_ENABLED"] = True
    client = app.test_client()
    response = client.post("/privacy/delete-my-matches")
    assert response.status_code == 400
