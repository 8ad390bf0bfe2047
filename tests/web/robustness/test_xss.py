"""Script and markup typed into any text field are shown as text on every page."""

from __future__ import annotations

import io

import pytest

from golfkeeper.extensions import db
from golfkeeper.models import Match
from tests.web.helpers import db_rows, fresh, page_text, record, rename_fields, start_match, stored

PLAYER_PAYLOADS = [
    "<script>alert(1)</script>",
    '"><img src=x onerror=alert(2)>',
    "javascript:alert(3)",
    "'><svg onload=alert(4)>",
    "{{7*7}}",
]
MATCH_NAME = '<script>alert("match")</script>'
REASON = '</textarea><script>alert("reason")</script><img src=x onerror=alert(5)>'
RENAMED = "<b onmouseover=alert(6)>x</b>"
LATE_PLAYER = "<iframe src=javascript:alert(7)>"

# What must never reach a page unescaped: each would run or inject markup.
LIVE_MARKUP = [
    "<script>alert",
    "<img src=x",
    "<svg onload",
    "<b onmouseover",
    "<iframe",
    "</textarea><script",
    'href="javascript:',
    "href='javascript:",
]


@pytest.fixture
def hostile_match(client):
    """A match whose every text field holds a payload: names, match name, a correction's
    reason, a renamed player and a late player."""
    match = start_match(client, PLAYER_PAYLOADS, name=MATCH_NAME)
    record(client, match, 1, [1, 2, 3, 4, 5])
    record(client, match, 2, [5, 4, 3, 2, 1])
    record(client, match, 1, [2, 2, 3, 4, 5], reason=REASON, editing="1")
    last = sorted(match.players, key=lambda p: p.seat)[-1]
    response = client.post(
        f"/matches/{match.id}/players/{last.id}/name",
        data=rename_fields(client, last, RENAMED),
    )
    assert response.status_code == 302
    response = client.post(
        f"/matches/{match.id}/players", data=fresh(client, match, name=LATE_PLAYER)
    )
    assert response.status_code == 302
    match = stored(client, match)
    return match


def assert_inert(page: str, where: str) -> None:
    for markup in LIVE_MARKUP:
        assert markup not in page, f"{markup!r} reached {where} unescaped"


def _pages(match) -> list[str]:
    first = sorted(match.players, key=lambda p: p.seat)[0]
    return [
        "/",
        "/matches/",
        f"/matches/{match.id}",
        f"/matches/{match.id}/holes/1",
        f"/matches/{match.id}/holes/2",
        f"/matches/{match.id}/history",
        f"/matches/{match.id}/players",
        f"/matches/{match.id}/players/{first.id}/remove",
        f"/matches/{match.id}/print",
        f"/matches/{match.id}/delete",
        f"/calculator/?match={match.id}",
        f"/calculator/?match={match.id}&hole=1&player={first.id}&layout=5H+KC+2S+/+5D+QH+AC",
        f"/rules/table/{match.id}",
        f"/rules/table/{match.id}/print",
    ]


def test_every_page_shows_the_payloads_as_text(client, hostile_match):
    for url in _pages(hostile_match):
        response = client.get(url)
        assert response.status_code == 200, url
        assert_inert(page_text(response), url)
    sheet = page_text(client.get(f"/matches/{hostile_match.id}"))
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in sheet  # shown, as text
    assert "&#34;&gt;&lt;img src=x onerror=alert(2)&gt;" in sheet
    listing = page_text(client.get("/matches/"))
    assert "&lt;script&gt;alert(&#34;match&#34;)&lt;/script&gt;" in listing
    history = page_text(client.get(f"/matches/{hostile_match.id}/history"))
    assert "&lt;/textarea&gt;&lt;script&gt;alert(&#34;reason&#34;)" in history
    assert "{{7*7}}" in history  # the name before the rename: never evaluated as a template


def test_a_page_that_refuses_a_payload_shows_it_as_text(client, hostile_match):
    too_long = "<script>alert('too long')</script>" * 3
    response = client.post(f"/matches/{hostile_match.id}/players", data={"name": too_long})
    assert response.status_code == 422
    assert_inert(page_text(response), "the refused roster form")
    response = client.post("/matches/new", data={"name_1": too_long, "name_2": "<img src=x>"})
    assert response.status_code == 422
    assert_inert(page_text(response), "the refused new-match form")


def test_the_conflict_page_shows_the_payloads_as_text(client, hostile_match):
    players = sorted(hostile_match.players, key=lambda p: p.seat)
    data = {f"player-{p.id}": "1" for p in players if p.joined_at_hole == 1}
    response = client.post(
        f"/matches/{hostile_match.id}/holes/1",
        data={**data, "version": "stale", "reason": REASON, "editing": "1"},
    )
    assert response.status_code == 409
    assert_inert(page_text(response), "the conflict page")


def test_exports_are_served_as_files_that_no_browser_runs(client, hostile_match):
    for suffix, mimetype in (("csv", "text/csv"), ("json", "application/json")):
        response = client.get(f"/matches/{hostile_match.id}/export.{suffix}")
        assert response.mimetype == mimetype
        assert response.headers["Content-Disposition"].startswith("attachment;")
        assert response.headers["X-Content-Type-Options"] == "nosniff"


def test_an_imported_match_shows_its_payloads_as_text(client, hostile_match):
    exported = client.get(f"/matches/{hostile_match.id}/export.json").get_data()
    data = {"file": (io.BytesIO(exported), "match.json"), "again": "y"}  # a second copy
    response = client.post("/matches/import", data=data)
    assert response.status_code == 302
    with db_rows(client):
        newest = db.session.scalar(db.select(db.func.max(Match.id)))
    imported = stored(client, newest)
    assert imported.id != hostile_match.id and imported.name == f"{MATCH_NAME} 2"
    for url in _pages(imported):
        assert_inert(page_text(client.get(url)), f"imported {url}")
