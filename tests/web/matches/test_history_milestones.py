"""Finishing and reopening a match are entries of its history that undo passes over."""

from __future__ import annotations

import re

from golfkeeper.extensions import db
from golfkeeper.models import Match
from tests.web.helpers import (
    db_rows,
    finish,
    fresh,
    history_rows,
    page_text,
    record,
    start_match,
    stored,
)
from tests.web.transfer.test_export import export_json, import_file, summary


def _entries(client, match) -> list[str]:
    """The history page's entries, newest first, as text ("undone" marks an undone one)."""
    page = page_text(client.get(f"/matches/{match.id}/history"))
    items = re.findall(r'<li class="(undone)?">.*?<ul class="changes">(.*?)</ul>', page, re.S)
    return [
        ("undone: " if undone else "") + " ".join(re.sub(r"<[^>]+>", " ", changes).split())
        for undone, changes in items
    ]


def _finished_then_reopened(client):
    match = start_match(client, ["Ann", "Bo"], holes=2)
    record(client, match, 1, [1, 2])
    record(client, match, 2, [3, 4])
    match = finish(client, match)
    assert client.post(f"/matches/{match.id}/reopen", data=fresh(client, match)).status_code == 302
    return match


def test_finishing_and_reopening_are_listed_in_the_history(client):
    match = _finished_then_reopened(client)
    record(client, match, 2, [3, 0], editing="1")
    client.post(f"/matches/{match.id}/finish", data=fresh(client, match))

    assert _entries(client, match) == [
        "Match finished",
        "Hole 2, Bo: 4 → 0",
        "Reopened for corrections",
        "Match finished",
        "Hole 2, Ann: 3 entered Hole 2, Bo: 4 entered",
        "Hole 1, Ann: 1 entered Hole 1, Bo: 2 entered",
    ]
    batches = [change.batch for change in history_rows(client)]
    assert batches[-1] == stored(client, match).version == 6


def test_undo_after_reopening_takes_back_the_last_score_not_the_reopening(client):
    match = _finished_then_reopened(client)
    sheet = page_text(client.get(f"/matches/{match.id}"))
    assert "Last change: Hole 2, Ann: 3 entered; Hole 2, Bo: 4 entered." in sheet

    response = client.post(f"/matches/{match.id}/undo", data=fresh(client, match))

    assert response.status_code == 302
    assert not stored(client, match).is_finished
    assert _entries(client, match) == [
        "Reopened for corrections",
        "Match finished",
        "undone: Hole 2, Ann: 3 entered Hole 2, Bo: 4 entered",
        "Hole 1, Ann: 1 entered Hole 1, Bo: 2 entered",
    ]
    history = page_text(client.get(f"/matches/{match.id}/history"))
    assert "Takes back: Hole 1, Ann: 1 entered; Hole 1, Bo: 2 entered." in history


def test_a_match_with_only_finishing_and_reopening_left_has_nothing_to_undo(client):
    match = start_match(client, ["Ann", "Bo"], holes=1)
    record(client, match, 1, [1, 2])
    match = finish(client, match)
    client.post(f"/matches/{match.id}/reopen", data=fresh(client, match))
    client.post(f"/matches/{match.id}/undo", data=fresh(client, match))

    response = client.post(f"/matches/{match.id}/undo", data=fresh(client, match))

    assert "There is nothing to undo." in page_text(client.get(response.headers["Location"]))
    assert "Undo the last change" not in page_text(client.get(f"/matches/{match.id}"))


def test_an_export_with_finishing_and_reopening_imports_as_it_was(client):
    match = _finished_then_reopened(client)
    document = export_json(client, match)
    assert [entry["kind"] for entry in document["history"][-2:]] == ["finished", "reopened"]

    response = import_file(client, document, again=True)

    assert response.status_code == 302
    with db_rows(client):
        copy = db.session.scalars(db.select(Match).order_by(Match.id.desc())).first()
        assert copy.id != match.id
        assert summary(copy) == summary(match)
