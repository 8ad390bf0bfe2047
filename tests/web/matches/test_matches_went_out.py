"""A hole saved with nobody out under a going-out rule (RULES.md 2.H V23-V24): the sheet
asks once whether nobody went out, keeping what was typed, before the rule is skipped."""

from __future__ import annotations

from tests.web.helpers import page_text, record, stored
from tests.web.transfer.test_export import start_with_rules

QUESTION = "Nobody went out (the stock ran out)?"


def _saved(client, match, hole=1):
    match = stored(client, match)
    scores = {s.player_id: s.points for s in match.scores if s.hole_number == hole}
    out = next((n.went_out_id for n in match.hole_notes if n.hole_number == hole), None)
    return scores, out


def test_a_complete_hole_with_nobody_out_under_a_going_out_rule_asks_once(client):
    match = start_with_rules(client, ["Ann", "Bo", "Cy"], going_out_penalty="double")
    response = record(client, match, 1, [12, 9, 15], went_out="")
    assert response.status_code == 422
    page = page_text(response)
    assert QUESTION in page
    # What was typed comes back, and nothing is saved yet.
    for value in ("12", "9", "15"):
        assert f'value="{value}"' in page
    assert '<input type="hidden" name="nobody_out" value="1">' in page
    assert _saved(client, match) == ({}, None)
    # The next save with nobody chosen is the answer.
    assert record(client, match, 1, [12, 9, 15], went_out="", nobody_out="1").status_code == 302
    scores, out = _saved(client, match)
    assert sorted(scores.values()) == [9, 12, 15] and out is None


def test_choosing_who_went_out_saves_without_asking(client):
    match = start_with_rules(client, ["Ann", "Bo"], going_out_bonus="-5")
    ann = match.players[0]
    assert record(client, match, 1, [12, 9], went_out=str(ann.id)).status_code == 302
    assert _saved(client, match)[1] == ann.id


def test_without_a_going_out_rule_nobody_out_is_not_asked(client):
    match = start_with_rules(client, ["Ann", "Bo"], lowest_hole_bonus="-3")
    assert record(client, match, 1, [12, 9], went_out="").status_code == 302
    page = page_text(client.get(f"/matches/{match.id}"))
    assert "data-nobody-out" not in page and "Went out (optional)" in page


def test_a_hole_still_missing_a_score_is_saved_without_asking(client):
    match = start_with_rules(client, ["Ann", "Bo", "Cy"], going_out_penalty="plus10")
    assert record(client, match, 1, [12, None, 15], went_out="").status_code == 302


def test_correcting_a_hole_saved_with_nobody_out_does_not_ask_again(client):
    match = start_with_rules(client, ["Ann", "Bo"], going_out_penalty="double")
    record(client, match, 1, [12, 9], went_out="", nobody_out="1")
    page = page_text(client.get(f"/matches/{match.id}/holes/1"))
    assert '<input type="hidden" name="nobody_out" value="1">' in page  # answered before
    assert record(client, match, 1, [11, 9], went_out="", editing="1").status_code == 302
    assert sorted(_saved(client, match)[0].values()) == [9, 11]


def test_changing_who_went_out_to_nobody_asks(client):
    match = start_with_rules(client, ["Ann", "Bo"], going_out_penalty="double")
    record(client, match, 1, [12, 9], went_out=str(match.players[0].id))
    response = record(client, match, 1, [12, 9], went_out="", editing="1")
    assert response.status_code == 422 and QUESTION in page_text(response)


def test_the_going_out_field_is_named_plainly_when_the_rules_read_it(client):
    match = start_with_rules(client, ["Ann", "Bo"], going_out_penalty="double")
    page = page_text(client.get(f"/matches/{match.id}"))
    assert ">Went out</label>" in page and "Went out (optional)" not in page
    assert "data-nobody-out" in page and f"<strong>{QUESTION}</strong>" in page
