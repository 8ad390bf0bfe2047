"""A match's house rules: Enter on the new-match form never starts the match before they
are set, and they can be corrected inside the match until its first hole is saved."""

from __future__ import annotations

from golfkeeper.models import Match
from tests.web.helpers import only_match, page_text, record, row_count, start_match, stored
from tests.web.matches.test_matches_start import new_match_data


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


def _rules_data(client, match, **switches):
    """The "Change house rules" form as the page fills it in, with ``switches`` changed."""
    data = {k: v for k, v in new_match_data([]).items() if k.startswith("rules-")}
    data.update({"rules-holes": str(match.holes), "version": str(stored(client, match).version)})
    data.update({f"rules-{key}": value for key, value in switches.items()})
    return data


def test_the_house_rules_can_be_corrected_until_the_first_hole_is_saved(client):
    match = start_match(client, ["Ann", "Bo", "Cy"])
    sheet = page_text(client.get(f"/matches/{match.id}"))
    assert f'href="/matches/{match.id}/rules">Change house rules</a>' in sheet
    page = page_text(client.get(f"/matches/{match.id}/rules"))
    assert "Save the house rules" in page
    data = _rules_data(client, match, going_out_penalty="double", jokers="-2", holes="5")
    response = client.post(f"/matches/{match.id}/rules", data=data)
    assert response.status_code == 302
    assert response.headers["Location"].endswith(f"/matches/{match.id}")
    rules = stored(client, match).house_rules
    assert rules.going_out_penalty.value == "double" and rules.jokers == -2 and rules.holes == 5
    sheet = page_text(client.get(f"/matches/{match.id}"))
    assert "House rules changed." in sheet and "Hole 1 of 5" in sheet


def test_the_house_rules_are_refused_once_a_hole_is_saved(client):
    match = start_match(client, ["Ann", "Bo"])
    data = _rules_data(client, match, jokers="-2")
    record(client, match, 1, [3, 4])
    assert "Change house rules" not in page_text(client.get(f"/matches/{match.id}"))
    page = page_text(client.get(f"/matches/{match.id}/rules"))
    assert "change now: hole 1 is saved, and its scores count" in page
    assert "Save the house rules" not in page
    data["version"] = str(stored(client, match).version)
    response = client.post(f"/matches/{match.id}/rules", data=data)
    assert response.status_code == 422
    assert "change now: hole 1 is saved, and its scores count" in page_text(response)
    assert stored(client, match).house_rules.jokers is None


def test_a_rules_change_decided_on_an_older_page_is_refused(client):
    match = start_match(client, ["Ann", "Bo"])
    data = _rules_data(client, match, jokers="-2")
    client.post(f"/matches/{match.id}/players", data={"name": "Cy", "version": data["version"]})
    response = client.post(f"/matches/{match.id}/rules", data=data)
    assert response.status_code == 409
    assert stored(client, match).house_rules.jokers is None


def test_a_rules_change_needs_the_edit_right_and_a_valid_form(app, client):
    match = start_match(client, ["Ann", "Bo"])
    other = app.test_client()
    assert other.get(f"/matches/{match.id}/rules").status_code in (403, 404)
    response = client.post(
        f"/matches/{match.id}/rules", data=_rules_data(client, match, holes="40")
    )
    assert response.status_code == 422
    assert stored(client, match).holes == 9
