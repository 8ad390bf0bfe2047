"""The matches page (newest first, paginated, in progress and finished), deleting a match."""

from __future__ import annotations

import re

from golfkeeper.models import HoleScore, Match, MatchChange, Player
from tests.web.helpers import finish, page_text, record, row_count, start_match


def titles(page):
    return re.findall(r'<li>\s*<a href="/matches/\d+">([^<]+)</a>', page)


def test_matches_are_listed_newest_first_and_paginated(app, client):
    app.config["MATCHES_PER_PAGE"] = 2
    for name in ("First", "Second", "Third"):
        start_match(client, ["Ann", "Bo"], name=name)
    page = page_text(client.get("/matches/"))
    assert titles(page) == ["Third", "Second"]
    assert "Page 1 of 2" in page and 'href="/matches/?page=2"' in page
    assert titles(page_text(client.get("/matches/?page=2"))) == ["First"]


def test_in_progress_and_finished_matches_are_told_apart(client):
    done = start_match(client, ["Ann", "Bo"], holes=1, name="Done")
    record(client, done, 1, [1, 1])
    done = finish(client, done)
    going = start_match(client, ["Cy", "Di"], name="Going")
    record(client, going, 1, [1, 1])
    page = page_text(client.get("/matches/"))
    assert "finished · Ann and Bo shared the win" in page
    assert "in progress · hole 2 of 9" in page
    assert titles(page_text(client.get("/matches/?status=finished"))) == ["Done"]
    assert titles(page_text(client.get("/matches/?status=in-progress"))) == ["Going"]


def test_home_page_offers_matches_in_progress(client):
    start_match(client, ["Ann", "Bo"], name="Tonight")
    page = page_text(client.get("/"))
    assert "Continue a match" in page and "Tonight" in page


def test_delete_asks_first_and_cancel_keeps_the_match(client):
    match = start_match(client, ["Ann", "Bo"], name="Keep me")
    record(client, match, 1, [1, 2])
    page = page_text(client.get(f"/matches/{match.id}/delete"))
    assert "Delete Keep me?" in page and "Cancel, keep it" in page
    assert f'href="/matches/{match.id}"' in page
    assert row_count(client, Match) == 1
    response = client.post(f"/matches/{match.id}/delete")
    assert response.status_code == 302 and response.headers["Location"].endswith("/matches/")
    assert "Keep me was deleted." in page_text(client.get("/matches/"))
    for model in (Match, Player, HoleScore, MatchChange):
        assert row_count(client, model) == 0


def test_deleting_needs_a_csrf_token(app, client):
    match = start_match(client, ["Ann", "Bo"])
    app.config["WTF_CSRF_ENABLED"] = True
    assert client.post(f"/matches/{match.id}/delete").status_code == 400
    assert row_count(client, Match) == 1
