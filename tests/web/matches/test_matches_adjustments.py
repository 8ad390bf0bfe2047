"""The score sheet's pages show the hole adjustments (RULES.md 2.H, V23-V28): the score
that counts, the layout score entered, and the reason."""

from __future__ import annotations

from tests.web.helpers import fresh, page_text, record
from tests.web.transfer.test_export import start_with_rules


def test_the_score_sheet_shows_the_adjusted_score_the_layout_score_and_the_reason(client):
    match = start_with_rules(
        client, ["Ann", "Bo", "Cy"], going_out_penalty="double", going_out_bonus="-5"
    )
    assert (
        record(client, match, 1, [12, 9, 15], went_out=str(match.players[0].id)).status_code == 302
    )
    page = page_text(client.get(f"/matches/{match.id}"))
    assert "Hole adjustments" in page
    assert (
        "Ann went out with 12, not the lowest (Bo 9): doubled → 24; Ann went out: −5 → 19" in page
    )
    cell = page.split('<td class="entered">')[1].split("</td>")[0]
    assert cell.startswith('19<small class="layout-score"') and "(12)</small>" in cell


def test_the_hole_page_lists_the_reasons(client):
    match = start_with_rules(client, ["Ann", "Bo"], hole_21_is_zero="y")
    record(client, match, 1, [21, 4])
    page = page_text(client.get(f"/matches/{match.id}/holes/1"))
    assert "Ann scored exactly 21: 0" in page


def test_the_sheet_says_the_adjustments_wait_for_the_last_score(client):
    match = start_with_rules(client, ["Ann", "Bo", "Cy"], going_out_penalty="plus10")
    record(client, match, 1, [12, 9, None], went_out=str(match.players[0].id))
    page = page_text(client.get(f"/matches/{match.id}"))
    assert "Hole 1: the house rules' adjustments wait for the last score." in page


def test_an_entered_score_is_checked_against_the_layout_range_not_the_adjusted_one(client):
    """RULES.md "Interactions settled" 10: doubling may reach 120, a layout only 60."""
    match = start_with_rules(client, ["Ann", "Bo"], going_out_penalty="double")
    response = record(client, match, 1, [61, 3], went_out=str(match.players[0].id))
    assert response.status_code == 422
    assert "Hole scores under these rules run from −6 to 60." in page_text(response)
    assert record(client, match, 1, [60, 3], went_out=str(match.players[0].id)).status_code == 302
    assert "120" in page_text(client.get(f"/matches/{match.id}"))


def test_the_standings_say_what_a_late_players_missed_holes_count(client):
    for rule, note in (
        ("highest", "counted at the highest score of each"),
        ("skip", "so this total covers 1 hole"),
    ):
        match = start_with_rules(client, ["Ann", "Bo"], missed_holes=rule)
        record(client, match, 1, [3, 4])
        client.post(f"/matches/{match.id}/players", data=fresh(client, match, name="Cy"))
        record(client, match, 2, [1, 2, 5])
        assert note in page_text(client.get(f"/matches/{match.id}"))


def test_a_stored_plus10_match_spares_a_tie_for_the_lowest(client):
    """RULES.md V23 (settled December 2026): the knock penalty needs a strictly lower
    score; a match already stored with plus10 is scored by that reading when read."""
    match = start_with_rules(client, ["Ann", "Bo", "Cy"], going_out_penalty="plus10")
    record(client, match, 1, [9, 9, 12], went_out=str(match.players[0].id))
    record(client, match, 2, [9, 8, 12], went_out=str(match.players[0].id))
    page = page_text(client.get(f"/matches/{match.id}"))
    assert "Ann went out with 9, not the lowest (Bo 8): +10 → 19" in page
    assert "only tied for the lowest" not in page
    assert page.split('<td class="entered">')[1].split("</td>")[0].startswith("9")


def test_a_matchs_range_is_worked_out_for_its_players(client):
    """Issue 25: inside a match the range answers use its players; elsewhere the widest
    range over 2 to 8 players, saying so (+5 for each player as low grows with them)."""
    match = start_with_rules(client, ["Ann", "Bo", "Cy"], going_out_penalty="plus5_each")
    page = page_text(client.get(f"/rules/questions/highest-hole-score?match={match.id}"))
    assert "70 points with your 3 players" in page
    page = page_text(client.get("/rules/questions/highest-hole-score?going_out_penalty=plus5_each"))
    assert "95 points with any number of players from 2 to 8" in page
