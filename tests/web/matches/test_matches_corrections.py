"""Corrections: editing past holes, the history of every change, undo, finish and reopen."""

from __future__ import annotations

import re

from tests.web.helpers import (
    finish,
    fresh,
    history_rows,
    page_text,
    record,
    rename_fields,
    start_match,
    stored,
)


def leader(client, match):
    page = page_text(client.get(f"/matches/{match.id}"))
    return re.search(r'<span class="name">([^<]+)</span>', page).group(1)


def points(client, match, name, hole):
    match = stored(client, match)
    player = next(p for p in match.players if p.name == name)
    return next(
        (s.points for s in match.scores if (s.player_id, s.hole_number) == (player.id, hole)),
        None,
    )


def test_editing_a_past_hole_changes_the_leader_and_undo_restores_it(client):
    match = start_match(client, ["Ann", "Bo"])
    record(client, match, 1, [2, 5])
    record(client, match, 2, [3, 1])
    assert leader(client, match) == "Ann"  # 5 against 6
    page = page_text(client.get(f"/matches/{match.id}/holes/1"))
    assert 'value="2"' in page and 'value="5"' in page and "Reason for the change" in page
    response = record(client, match, 1, [9, 5], editing="1", reason="Ann counted a king as 0")
    assert response.status_code == 302
    assert leader(client, match) == "Bo"  # 12 against 6
    history = page_text(client.get(f"/matches/{match.id}/history"))
    assert "Hole 1, Ann: 2 → 9" in history
    assert "Reason: Ann counted a king as 0" in history
    response = client.post(f"/matches/{match.id}/undo", data=fresh(client, match, next="history"))
    assert response.status_code == 302 and response.headers["Location"].endswith("/history")
    assert points(client, match, "Ann", 1) == 2
    assert leader(client, match) == "Ann"
    history = page_text(client.get(f"/matches/{match.id}/history"))
    assert re.search(r'class="undone">.*?undone .*?Hole 1, Ann: 2 → 9', history, re.S)
    undone = [c for c in history_rows(client) if c.undone_at is not None]
    assert [(c.old_value, c.new_value) for c in undone] == [("2", "9")]


def test_every_change_keeps_old_value_new_value_and_time(client):
    match = start_match(client, ["Ann", "Bo"])
    record(client, match, 1, [4, None])
    record(client, match, 1, [4, -3])
    record(client, match, 1, [5, -3], editing="1")
    rows = history_rows(client)
    assert [(r.kind, r.hole_number, r.old_value, r.new_value) for r in rows] == [
        ("score", 1, None, "4"),
        ("score", 1, None, "-3"),
        ("score", 1, "4", "5"),
    ]
    assert all(r.at is not None for r in rows)
    assert [r.batch for r in rows] == [1, 2, 3]
    history = page_text(client.get(f"/matches/{match.id}/history"))
    assert history.index("Hole 1, Ann: 4 → 5") < history.index("Hole 1, Bo: −3 entered")


def test_undo_takes_back_one_whole_save_at_a_time(client):
    match = start_match(client, ["Ann", "Bo"])
    record(client, match, 1, [1, 2])
    record(client, match, 2, [3, 4])
    client.post(f"/matches/{match.id}/undo", data=fresh(client, match))
    assert points(client, match, "Ann", 2) is None and points(client, match, "Bo", 2) is None
    assert points(client, match, "Ann", 1) == 1
    client.post(f"/matches/{match.id}/undo", data=fresh(client, match))
    assert points(client, match, "Ann", 1) is None
    response = client.post(f"/matches/{match.id}/undo", data=fresh(client, match))
    assert response.status_code == 302
    assert "There is nothing to undo." in page_text(client.get(f"/matches/{match.id}"))


def test_corrections_in_a_reopened_match_change_the_winner(client):
    match = start_match(client, ["Ann", "Bo"], holes=5)
    for hole in range(1, 6):
        record(client, match, hole, [1, 2])
    match = finish(client, match)
    assert "<strong>Ann</strong> wins with 5 points." in page_text(
        client.get(f"/matches/{match.id}")
    )
    # Finished: read-only until reopened.
    response = record(client, match, 3, [9, 2], editing="1")
    assert response.status_code == 302
    refused = page_text(client.get(response.headers["Location"]))
    assert "This match is finished, so nothing was saved. Reopen it to change anything." in refused
    assert points(client, match, "Ann", 3) == 1
    assert client.post(f"/matches/{match.id}/undo", data=fresh(client, match)).status_code == 302
    assert points(client, match, "Ann", 5) == 1
    client.post(f"/matches/{match.id}/reopen", data=fresh(client, match))
    match = stored(client, match)
    assert not match.is_finished
    record(client, match, 3, [9, 2], editing="1")
    match = stored(client, match)
    assert not match.is_finished  # corrections go on until the table finishes again
    page = page_text(client.get(f"/matches/{match.id}"))
    assert "Every hole is recorded" in page and "Finish match" in page
    client.post(f"/matches/{match.id}/finish", data=fresh(client, match))
    page = page_text(client.get(f"/matches/{match.id}"))
    assert "<strong>Bo</strong> wins with 10 points." in page


def test_finished_match_hole_page_is_read_only_with_reopen_at_hand(client):
    match = start_match(client, ["Ann", "Bo"], holes=1)
    record(client, match, 1, [1, 2])
    match = finish(client, match)
    page = page_text(client.get(f"/matches/{match.id}/holes/1"))
    assert "read-only" in page and "Save hole" not in page
    assert "Reopen to correct hole 1" in page
    assert "Reopen for corrections" in page_text(client.get(f"/matches/{match.id}"))

    response = client.post(f"/matches/{match.id}/reopen", data=fresh(client, match, hole="1"))

    assert response.headers["Location"].endswith(f"/matches/{match.id}/holes/1")
    match = stored(client, match)
    assert not match.is_finished
    assert "Save hole 1" in page_text(client.get(response.headers["Location"]))


def test_undo_after_reopening_can_unfinish_the_last_hole(client):
    match = start_match(client, ["Ann", "Bo"], holes=2)
    record(client, match, 1, [1, 2])
    record(client, match, 2, [3, 4])
    match = finish(client, match)
    client.post(f"/matches/{match.id}/reopen", data=fresh(client, match))
    client.post(f"/matches/{match.id}/undo", data=fresh(client, match))
    page = page_text(client.get(f"/matches/{match.id}"))
    assert "Hole 2 of 2" in page
    record(client, match, 2, [0, 0])
    match = stored(client, match)
    assert not match.is_finished  # complete again, waiting for "Finish match"


def test_finish_needs_every_hole(client):
    match = start_match(client, ["Ann", "Bo"], holes=2)
    record(client, match, 1, [1, 2])
    client.post(f"/matches/{match.id}/finish", data=fresh(client, match))
    match = stored(client, match)
    assert not match.is_finished
    assert "Hole 2 still needs scores." in page_text(client.get(f"/matches/{match.id}"))


def test_history_page_lists_roster_changes_too(client):
    match = start_match(client, ["Ann", "Bo"])
    ann = match.players[0]
    client.post(
        f"/matches/{match.id}/players/{ann.id}/name",
        data=rename_fields(client, ann, "Annie"),
    )
    history = page_text(client.get(f"/matches/{match.id}/history"))
    assert "Renamed: Ann → Annie" in history


def test_the_last_hole_leads_to_a_check_step_with_undo_not_to_a_finished_match(client):
    match = start_match(client, ["Ann", "Bo"], holes=2)
    record(client, match, 1, [1, 20])  # Bo's 2 typed as 20
    response = record(client, match, 2, [3, 4])
    match = stored(client, match)
    assert not match.is_finished
    page = page_text(client.get(response.headers["Location"]))
    assert "Hole 2 saved. Every hole is recorded: check the score sheet, then finish" in page
    assert "Finish match" in page and "wins" not in page
    assert "Last change: Hole 2, Ann: 3 entered; Hole 2, Bo: 4 entered." in page
    assert "Undo the last change" in page

    # The typo is corrected straight away: no reopening, and no history of a finish.
    assert record(client, match, 1, [1, 2], editing="1").status_code == 302
    match = finish(client, match)
    assert "<strong>Ann</strong> wins with 4 points." in page_text(
        client.get(f"/matches/{match.id}")
    )
    kinds = [row.kind for row in history_rows(client)]
    assert kinds.count("finished") == 1 and "reopened" not in kinds


def test_undo_in_the_check_step_takes_back_the_last_hole(client):
    match = start_match(client, ["Ann", "Bo"], holes=2)
    record(client, match, 1, [1, 2])
    record(client, match, 2, [3, 4])
    assert client.post(f"/matches/{match.id}/undo", data=fresh(client, match)).status_code == 302
    assert "Hole 2 of 2" in page_text(client.get(f"/matches/{match.id}"))
