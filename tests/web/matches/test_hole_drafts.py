"""Scores waiting for a hole (kept from the calculator, or typed before a roster change) never
overwrite what another phone saved meanwhile, and never pass for saved scores."""

from __future__ import annotations

import re

import pytest

from golfkeeper.extensions import db
from golfkeeper.models import MatchChange
from tests.web.helpers import (
    db_rows,
    finish,
    fresh,
    open_edit_link,
    page_text,
    record,
    snapshot,
    start_match,
)
from tests.web.matches.test_stale_forms import _points, _seated, form_on

NOT_SAVED = "not saved yet"


@pytest.fixture
def other_phone(app):
    """A second phone at the table that also holds the edit link."""
    return app.test_client()


def change_count(client) -> int:
    with db_rows(client):
        return db.session.scalar(db.select(db.func.count(MatchChange.id)))


def field_value(page: str, player) -> str | None:
    found = re.search(rf'<input[^>]*name="player-{player.id}"[^>]*>', page)
    if found is None:
        return None
    value = re.search(r'value="([^"]*)"', found.group(0))
    return value.group(1) if value else ""


def _kept_for_hole_2(client, other_phone):
    """Ann, Bo and Zed; the calculator's 10 for Zed kept for hole 2 while hole 1 is open,
    hole 1 then saved on this phone, and Zed = 4 saved for hole 2 on the other phone."""
    match = start_match(client, ["Ann", "Bo", "Zed"])
    open_edit_link(other_phone, match)
    zed = _seated(client, match)[2]
    response = client.get(f"/matches/{match.id}/holes/2?player-{zed.id}=10")
    assert response.headers["Location"] == f"/matches/{match.id}/holes/1"
    assert "is kept for hole 2" in page_text(client.get(response.headers["Location"]))
    assert record(client, match, 1, [1, 2, 3]).status_code == 302
    page = other_phone.get(f"/matches/{match.id}/holes/2")
    data = form_on(page, f"/matches/{match.id}/holes/2")
    data[f"player-{zed.id}"] = "4"
    assert other_phone.post(f"/matches/{match.id}/holes/2", data=data).status_code == 302
    assert _points(client, match, 2) == [None, None, 4]
    return match, zed


def test_a_kept_calculator_score_saved_over_another_phones_score_asks_first(client, other_phone):
    match, zed = _kept_for_hole_2(client, other_phone)
    hole = client.get(f"/matches/{match.id}/holes/2")
    assert field_value(page_text(hole), zed) == "10"
    assert f"From the calculator: Zed's score — {NOT_SAVED}" in page_text(hole)
    before = snapshot(client)

    response = client.post(
        f"/matches/{match.id}/holes/2", data=form_on(hole, f"/matches/{match.id}/holes/2")
    )

    assert response.status_code == 409
    page = page_text(response)
    assert "Hole 2 changed while you were typing" in page
    assert re.search(r"<th scope=\"row\">Zed</th><td>4</td><td>10</td>", page)
    assert snapshot(client) == before
    assert _points(client, match, 2) == [None, None, 4]
    # Saving again from the compare page is this phone's choice, made knowingly.
    retry = client.post(
        f"/matches/{match.id}/holes/2", data=form_on(response, f"/matches/{match.id}/holes/2")
    )
    assert retry.status_code == 302
    assert _points(client, match, 2) == [None, None, 10]


def test_the_score_sheets_form_marks_a_kept_score_and_asks_before_overwriting(client, other_phone):
    match, zed = _kept_for_hole_2(client, other_phone)
    sheet = client.get(f"/matches/{match.id}")
    page = page_text(sheet)
    assert field_value(page, zed) == "10"
    assert f"From the calculator: Zed's score — {NOT_SAVED}" in page

    response = client.post(
        f"/matches/{match.id}/holes/2", data=form_on(sheet, f"/matches/{match.id}/holes/2")
    )

    assert response.status_code == 409
    assert "Hole 2 changed while you were typing" in page_text(response)
    assert _points(client, match, 2) == [None, None, 4]


def test_a_kept_score_with_nothing_saved_meanwhile_saves_without_asking(client):
    match = start_match(client, ["Ann", "Bo", "Zed"])
    zed = _seated(client, match)[2]
    client.get(f"/matches/{match.id}/holes/2?player-{zed.id}=10")
    record(client, match, 1, [1, 2, 3])
    sheet = client.get(f"/matches/{match.id}")
    data = form_on(sheet, f"/matches/{match.id}/holes/2")
    data.update(
        {f"player-{p.id}": v for p, v in zip(_seated(client, match)[:2], ["5", "6"], strict=True)}
    )
    response = client.post(f"/matches/{match.id}/holes/2", data=data)
    assert response.status_code == 302
    assert _points(client, match, 2) == [5, 6, 10]
    assert NOT_SAVED not in page_text(client.get(f"/matches/{match.id}"))


# ---------------------------------------------------------------------------------------
# The calculator and a finished match


def test_the_calculator_offers_no_use_this_score_for_a_finished_match(client):
    match = start_match(client, ["Ann", "Bo"], holes=2)
    record(client, match, 1, [1, 2])
    record(client, match, 2, [3, 4])
    match = finish(client, match)
    bo = _seated(client, match)[1]
    response = client.get(
        "/calculator/",
        query_string={"match": match.id, "hole": 2, "player": bo.id, "layout": "5 K 2 / 5 Q A"},
    )
    assert response.status_code == 200
    page = page_text(response)
    assert "Use this score" not in page
    assert 'data-total="9"' in page  # the result stays on screen
    assert "is finished" in page
    assert f'href="/matches/{match.id}"' in page  # where "Reopen for corrections" is
    assert "reopen" in page.lower()


# ---------------------------------------------------------------------------------------
# A player removed on another phone while this one was typing


def _hole_5_typed_before_cara_left(client, other_phone, dealer=0):
    match = start_match(client, ["Ann", "Bo", "Cara"], dealer=dealer)
    open_edit_link(other_phone, match)
    for hole in range(1, 5):
        record(client, match, hole, [1, 2, 3])
    sheet = client.get(f"/matches/{match.id}")
    typed = form_on(sheet, f"/matches/{match.id}/holes/5")
    ann, bo, cara = _seated(client, match)
    typed.update({f"player-{ann.id}": "3", f"player-{bo.id}": "4", f"player-{cara.id}": "5"})
    removed = other_phone.post(
        f"/matches/{match.id}/players/{cara.id}/remove", data=fresh(client, match)
    )
    assert removed.status_code == 302
    return match, typed


def test_scores_typed_before_a_player_left_on_another_phone_are_kept_for_the_others(
    client, other_phone
):
    match, typed = _hole_5_typed_before_cara_left(client, other_phone)
    ann, bo, cara = _seated(client, match)
    before = snapshot(client)

    response = client.post(f"/matches/{match.id}/holes/5", data=typed)

    assert response.status_code == 409
    page = page_text(response)
    assert "Cara" in page and "another phone" in page
    assert "not dealt in on this hole. Reload the page" not in page
    assert field_value(page, ann) == "3" and field_value(page, bo) == "4"
    assert field_value(page, cara) is None
    assert "deals hole 5" not in page  # Bo dealt hole 5 with Cara too
    assert snapshot(client) == before
    retry = client.post(
        f"/matches/{match.id}/holes/5", data=form_on(response, f"/matches/{match.id}/holes/5")
    )
    assert retry.status_code == 302
    assert _points(client, match, 5) == [3, 4, None]


def test_the_player_who_left_is_no_longer_named_as_going_out(client, other_phone):
    match, typed = _hole_5_typed_before_cara_left(client, other_phone)
    cara = _seated(client, match)[2]
    response = client.post(f"/matches/{match.id}/holes/5", data={**typed, "went_out": str(cara.id)})
    assert response.status_code == 409
    page = page_text(response)
    assert "Not a valid choice" not in page
    assert re.search(r'<option selected value="">', page) or 'value="" selected' in page


def test_a_player_leaving_who_was_to_deal_the_hole_is_pointed_out(client, other_phone):
    match, typed = _hole_5_typed_before_cara_left(client, other_phone, dealer=1)
    response = client.post(f"/matches/{match.id}/holes/5", data=typed)
    assert response.status_code == 409
    assert "Ann deals hole 5 now" in page_text(response)


# ---------------------------------------------------------------------------------------
# Saving with nothing changed


def test_saving_a_hole_without_changing_anything_says_nothing_changed(client):
    match = start_match(client, ["Ann", "Bo"])
    record(client, match, 1, [1, 2])
    assert "Hole 1 saved." in page_text(client.get(f"/matches/{match.id}"))
    changes = change_count(client)
    response = record(client, match, 1, [1, 2], editing="1")
    assert response.status_code == 302
    page = page_text(client.get(f"/matches/{match.id}"))
    assert "Nothing changed on hole 1." in page
    assert "Hole 1 saved." not in page
    assert change_count(client) == changes
