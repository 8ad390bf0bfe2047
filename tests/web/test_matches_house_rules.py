"""A match's house rules: Enter on the new-match form never starts the match before they
are set, and they can be corrected inside the match until its first hole is saved."""

from __future__ import annotations

from golfkeeper.models import Match
from tests.web.helpers import only_match, page_text, row_count
from tests.web.test_matches_start import new_match_data


def test_enter_in_a_field_without_javascript_starts_nothing_and_keeps_what_was_typed(client):
    data = new_match_data(["Ann", "Bo"], **{"rules-jokers": "-2", "next": "1"})
    response = client.post("/matches/new", data=data)
    assert response.status_code == 200
    assert row_count(client, Match) == 0
    page = page_text(response)
    assert "Nothing is started yet" in page
    assert 'value="Ann"' in page and 'value="Bo"' in page
    assert '<option selected value="-2">' in page
    # Its own button starts it, with the rules as set.
    del data["next"]
    assert client.post("/matches/new", data=data).status_code == 302
    assert only_match(client).house_rules.jokers == -2


def test_the_form_s_default_button_is_the_one_that_starts_nothing(client):
    page = page_text(client.get("/matches/new"))
    form = page.split('class="new-match"')[1]
    first_submit = form.split('type="submit"')[1].split(">")[0]
    assert 'name="next"' in first_submit
