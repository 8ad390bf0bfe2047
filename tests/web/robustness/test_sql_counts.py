"""Every page reads the database in a few statements, however big the match."""

from __future__ import annotations

import pytest

from golfkeeper.extensions import cache
from tests.web.helpers import fresh, record, start_match, stored

MAX_STATEMENTS = 6


def _pages(match) -> list[str]:
    first = sorted(match.players, key=lambda p: p.seat)[0]
    base = f"/matches/{match.id}"
    return [
        "/",
        "/matches/",
        base,
        f"{base}/holes/1",
        f"{base}/history",
        f"{base}/players",
        f"{base}/players/{first.id}/remove",
        f"{base}/print",
        f"{base}/delete",
        f"{base}/export.csv",
        f"{base}/export.json",
        "/matches/new",
        "/calculator/?layout=5H+KC+2S+/+5D+QH+AC",
        f"/calculator/?match={match.id}",
        f"/calculator/?match={match.id}&hole=1&player={first.id}&layout=5H+KC+2S+/+5D+QH+AC",
        "/rules/",
        f"/rules/table/{match.id}",
        f"/rules/table/{match.id}/print",
        f"/m/{match.view_token}",
        f"/m/{match.view_token}/state",
        "/api/presets",
        "/api/rules/bounds?preset=main",
    ]


@pytest.fixture
def counted(app, client, sql_statements):
    """``count(url)``: the SQL statements one GET of ``url`` runs, with no page kept (the
    worst case: the first view after a write)."""

    def count(url: str) -> int:
        with app.app_context():
            cache.clear()
        sql_statements.clear()
        response = client.get(url)
        assert response.status_code == 200, url
        return len(sql_statements)

    return count


def test_no_page_needs_more_than_six_statements_and_match_size_changes_none(client, counted):
    small = start_match(client, ["Ann", "Bo"], holes=1)
    big = start_match(client, [f"Player {n}" for n in range(1, 9)], holes=18)
    for hole in range(1, 18):
        record(client, big, hole, [hole % 7 - 2] * 8)
    for hole in range(1, 17):  # a long history: every hole corrected
        record(client, big, hole, [hole % 5] * 8, reason="Recounted", editing="1")
    small = stored(client, small)
    big = stored(client, big)
    small_pages, big_pages = _pages(small), _pages(big)
    small_counts = {url: counted(url) for url in small_pages}
    big_counts = {url: counted(url) for url in big_pages}
    assert big_counts[f"/matches/{big.id}"] >= 2  # the listener sees the page's reads
    for small_url, big_url in zip(small_pages, big_pages, strict=True):
        assert big_counts[big_url] <= MAX_STATEMENTS, (big_url, big_counts[big_url])
        assert big_counts[big_url] == small_counts[small_url], big_url


def test_the_matches_page_needs_the_same_statements_for_one_match_or_forty(client, counted):
    start_match(client, ["Ann", "Bo"])
    one = counted("/matches/")
    for number in range(40):
        start_match(client, ["Ann", "Bo", f"Guest {number}"])
    assert counted("/matches/") == counted("/matches/?page=2") == one <= MAX_STATEMENTS


def test_a_one_button_write_reads_the_scores_once(client, sql_statements):
    """Finish, reopen, undo and moving a seat redirect by the match's id from the URL: the
    match is not loaded again, all its scores with it, after the commit."""
    match = start_match(client, ["Ann", "Bo", "Cy"], holes=2)

    def score_reads() -> int:
        return sum(
            1
            for statement in sql_statements
            if statement.startswith("SELECT") and "FROM hole_score" in statement
        )

    first = sorted(match.players, key=lambda p: p.seat)[0]
    move = f"/matches/{match.id}/players/{first.id}/move"
    data = fresh(client, match, direction="down")
    sql_statements.clear()
    assert client.post(move, data=data).status_code == 302
    assert score_reads() == 1
    record(client, match, 1, [1, 2, 3])
    record(client, match, 2, [4, 5, 6])
    for action in ("finish", "reopen", "undo"):
        data = fresh(client, match)
        sql_statements.clear()
        response = client.post(f"/matches/{match.id}/{action}", data=data)
        assert response.status_code == 302, action
        assert score_reads() == 1, (action, score_reads())
