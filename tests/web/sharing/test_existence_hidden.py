"""A browser never given a match learns nothing about it, not even from timing: every
match page refuses it on its cookie alone, before any query (issue 16; the figures are in
bench/RESULTS.md, from bench/existence_timing.py)."""

from __future__ import annotations

import re

import pytest

from golfkeeper.web import page_cache
from tests.web.helpers import record, start_match


def _match_routes(app) -> list[tuple[str, str]]:
    """(method, path template) of every route that takes a match id, from the URL map."""
    routes = []
    for rule in app.url_map.iter_rules():
        if "match_id" not in rule.arguments:
            continue
        path = rule.rule.replace("<int:match_id>", "{id}")
        path = path.replace("<int:hole_number>", "1").replace("<int:player_id>", "1")
        for method in sorted(rule.methods - {"HEAD", "OPTIONS"}):
            routes.append((method, path))
    return routes


@pytest.fixture
def stranger(app, client):
    """A match stored by the scorekeeper, and another browser with rights to its own."""
    match = start_match(client, ["Ann", "Bo"])
    record(client, match, 1, [3, 4])
    other = app.test_client()
    start_match(other, ["Eve", "Fay"])
    return match, other


def test_every_match_page_refuses_a_stranger_before_any_query(
    app, stranger, monkeypatch, sql_statements
):
    match, other = stranger

    def no_head_read(*args, **kwargs):
        raise AssertionError("read a match head for a browser never given the match")

    monkeypatch.setattr(page_cache, "match_head", no_head_read)
    routes = _match_routes(app)
    assert len(routes) >= 15  # the sheet, holes, players, history, exports, undo...
    for method, path in routes:
        answers = []
        for match_id in (match.id, match.id + 1000):
            sql_statements.clear()
            response = other.open(path.format(id=match_id), method=method, data={})
            assert sql_statements == [], (method, path, sql_statements)
            # The theme switch's CSRF token carries the second it was signed, and its
            # "next" the address asked for.
            body = re.sub(r'name="(csrf_token|next)"[^>]*', "", response.get_data(as_text=True))
            answers.append((response.status_code, body))
        assert answers[0] == answers[1], (method, path)  # existing and missing alike
        assert answers[0][0] == 404, (method, path)
