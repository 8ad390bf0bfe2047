"""A refused change says that what was typed was not saved, and why."""

from __future__ import annotations

from tests.web.helpers import (
    finish,
    fresh,
    hole_fields,
    hole_form_version,
    page_text,
    record,
    rename_fields,
    snapshot,
    start_match,
    stored,
)

FINISHED = "This match is finished, so nothing was saved. Reopen it to change anything."
CHANGED = "Another phone or tab changed this match while this page was open"


def test_renaming_after_another_phone_finished_the_match_says_nothing_was_saved(client):
    match = start_match(client, ["Ann", "Bo"], holes=2)
    ann = sorted(match.players, key=lambda p: p.seat)[0]
    typed = rename_fields(client, ann, "Anna")
    record(client, match, 1, [1, 2])
    record(client, match, 2, [3, 4])
    match = finish(client, match)
    before = snapshot(client)

    response = client.post(f"/matches/{match.id}/players/{ann.id}/name", data=typed)

    assert response.status_code == 302
    assert FINISHED in page_text(client.get(response.headers["Location"]))
    assert snapshot(client) == before
    assert stored(client, match).players[0].name == "Ann"


def test_saving_from_the_conflict_page_after_the_match_finished_says_nothing_was_saved(client):
    match = start_match(client, ["Ann", "Bo"], holes=2)
    record(client, match, 1, [4, 5])
    url = f"/matches/{match.id}/holes/1"
    stale = hole_form_version(client.get(url))
    assert client.post(url, data=hole_fields(match, [6, 5], stale, editing="1")).status_code == 302
    conflict = client.post(url, data=hole_fields(match, [4, 9], stale, editing="1"))
    assert conflict.status_code == 409
    record(client, match, 2, [1, 1])  # another phone finishes the match meanwhile
    match = finish(client, match)
    before = snapshot(client)

    response = client.post(
        url, data=hole_fields(match, [4, 9], hole_form_version(conflict), editing="1")
    )

    assert response.status_code == 302
    assert FINISHED in page_text(client.get(response.headers["Location"]))
    assert snapshot(client) == before


def test_a_stale_form_names_another_phone_or_another_tab(client):
    match = start_match(client, ["Ann", "Bo"])
    old_tab = fresh(client, match)
    record(client, match, 1, [4, 5])  # saved from another tab of the same phone
    before = snapshot(client)

    response = client.post(f"/matches/{match.id}/undo", data=old_tab)

    assert response.status_code == 409
    assert f"{CHANGED}, so nothing was undone." in page_text(response)
    assert snapshot(client) == before
