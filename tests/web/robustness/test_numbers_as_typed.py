"""A whole number as a phone types it (issue 35): "+5", "-0", "−0" and full-width digits are
the number they plainly are in every form field and link (scores, card values, the number
of holes, the leave form's hole), read by ``engine.text.whole_number_text``; other scripts'
digits, separators, decimals and words are still refused, and the JSON API stays strict.
The hole scores themselves are covered by the bad-input corpus (``test_bad_input.py``)."""

from __future__ import annotations

from urllib.parse import quote

import pytest

from golfkeeper.engine.cards import Rank
from tests.web.helpers import fresh, page_text, record, snapshot, start_match, stored
from tests.web.matches.test_matches_start import new_match_data

FULL_WIDTH_12 = "\uff11\uff12"
ARABIC_INDIC_1 = "\u0661"


def _main(response) -> str:
    """The page's content (the top bar's theme form carries the link as it came)."""
    page = page_text(response)
    return page[page.index("<main") : page.index("</main>")]


@pytest.mark.parametrize("typed", ["+12", FULL_WIDTH_12, "\uff0b12"])
def test_the_new_match_form_reads_the_number_of_holes_as_typed(client, typed):
    match = start_match(client, ["Ann", "Bo"], holes=typed)
    assert match.holes == 12


@pytest.mark.parametrize(
    ("typed", "points"), [("K:+5", 5), ("K:\uff0d\uff12", -2), ("K:-0", 0), ("K:\u22120", 0)]
)
def test_the_new_match_form_reads_card_values_as_typed(client, typed, points):
    response = client.post(
        "/matches/new", data=new_match_data(["Ann", "Bo"], **{"rules-card_values": typed})
    )
    assert response.status_code == 302, page_text(response)[:2000]
    match = stored(client, int(response.headers["Location"].rsplit("/", 1)[1]))
    assert match.house_rules.card_values.get(Rank.KING) == points


@pytest.mark.parametrize("typed", ["K:" + ARABIC_INDIC_1, "K:1_0", "K:5.5", "K:\u00b2"])
def test_the_new_match_form_still_refuses_what_is_not_a_whole_number(client, typed):
    before = snapshot(client)
    data = new_match_data(["Ann", "Bo"], **{"rules-card_values": typed})
    response = client.post("/matches/new", data=data)
    assert response.status_code == 422
    assert "is not a whole number" in page_text(response)
    assert snapshot(client) == before


@pytest.mark.parametrize("typed", ["+2", "\uff12", "\uff0b2"])
def test_a_link_reads_a_number_switch_as_typed_and_the_api_does_not(client, typed):
    lenient = client.get(f"/rules/sheet?twos={quote(typed)}")
    assert lenient.status_code == 200
    assert _main(lenient) == _main(client.get("/rules/sheet?twos=2"))
    strict = client.get(f"/api/rules/bounds?twos={quote(typed)}")
    assert strict.status_code == 400
    assert strict.get_json()["error"].startswith("twos must be a whole number")
    assert client.get("/api/rules/bounds?twos=" + quote("\u22122")).status_code == 200


def test_the_api_refuses_card_values_typed_with_a_plus_sign(client):
    response = client.get(f"/api/rules/bounds?card_values={quote('K:+5')}")
    assert response.status_code == 400
    assert "type 5 in plain digits" in response.get_json()["error"]
    assert client.get(f"/api/rules/bounds?card_values={quote('K:5')}").status_code == 200


@pytest.mark.parametrize("typed", ["+1", "\uff11", "\uff0b\uff11"])
def test_the_leave_form_reads_its_hole_as_a_score_is_read(client, typed):
    match = start_match(client, ["Ann", "Bo", "Cy"])
    record(client, match, 1, [4, 5, 6])
    cy = stored(client, match).players[2]
    response = client.post(
        f"/matches/{match.id}/players/{cy.id}/leave", data=fresh(client, match, after_hole=typed)
    )
    assert response.status_code == 302, page_text(response)[:2000]
    assert stored(client, match).players[2].left_after_hole == 1


@pytest.mark.parametrize("typed", [ARABIC_INDIC_1, "1_0", "1.0", "\u00b9", "one"])
def test_the_leave_form_refuses_another_scripts_digits(client, typed):
    match = start_match(client, ["Ann", "Bo", "Cy"])
    record(client, match, 1, [4, 5, 6])
    cy = stored(client, match).players[2]
    before = snapshot(client)
    response = client.post(
        f"/matches/{match.id}/players/{cy.id}/leave", data=fresh(client, match, after_hole=typed)
    )
    assert response.status_code == 422, page_text(response)[:2000]
    assert snapshot(client) == before


def test_a_rules_link_refuses_a_match_number_in_another_script(client):
    match = start_match(client, ["Ann", "Bo"])
    arabic = "".join(chr(0x0660 + int(digit)) for digit in str(match.id))
    response = client.get(f"/rules/questions?match={quote(arabic)}")
    assert response.status_code == 400
    assert "That match number is not a number." in page_text(response)
    assert client.get(f"/rules/questions?match=%2B{match.id}").status_code == 200
