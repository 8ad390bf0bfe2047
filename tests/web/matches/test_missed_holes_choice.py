"""A late joiner or a leaver (issue 35 point 1): the add-a-player and leave pages say what
missed holes will count, with the starting total the engine works out
(``engine.missed_holes.late_start_text``), and let the table choose the rule for missed
holes right there while no missed hole has been counted yet."""

from __future__ import annotations

import pytest

from golfkeeper import scorekeeping
from golfkeeper.engine.missed_holes import MissedHoles, late_start, late_start_text
from golfkeeper.extensions import db
from golfkeeper.models import Match
from tests.web.helpers import db_rows, fresh, page_text, record, snapshot, start_match, stored

# Hole 1: Ann 4, Bo 9; hole 2: Ann 26, Bo 3 (main rules: no hole adjustments).
PLAYED = [[4, 9], [26, 3]]


@pytest.fixture
def two_holes(client):
    match = start_match(client, ["Ann", "Bo"])
    for hole, scores in enumerate(PLAYED, start=1):
        assert record(client, match, hole, scores).status_code == 302
    return stored(client, match)


def test_the_add_page_says_what_a_player_joining_now_starts_on(client, two_holes):
    page = page_text(client.get(f"/matches/{two_holes.id}/players"))
    rule = two_holes.house_rules.missed_holes
    assert rule is MissedHoles.HIGHEST
    sentence = late_start_text("A player who joins now", PLAYED, rule)
    assert sentence == (
        "A player who joins now starts on 35: holes 1 and 2 count the highest score of each."
    )
    assert sentence in page
    for choice in MissedHoles:  # each rule offered with its own starting total
        assert f"(starts on {late_start(PLAYED, choice)})</option>" in page


@pytest.mark.parametrize("rule", list(MissedHoles), ids=lambda rule: rule.value)
def test_the_table_chooses_the_missed_holes_rule_as_a_player_joins(client, two_holes, rule):
    response = client.post(
        f"/matches/{two_holes.id}/players",
        data=fresh(client, two_holes, name="Tom", missed_holes=rule.value),
    )
    assert response.status_code == 302, page_text(response)[:2000]
    match = stored(client, two_holes)
    assert match.house_rules.missed_holes is rule
    page = page_text(client.get(f"/matches/{match.id}/players"))
    assert late_start_text("Tom", PLAYED, rule) in page  # the flash
    with db_rows(client):
        sheet = scorekeeping.build_sheet(db.session.get(Match, match.id))
        totals = {p.name: total for p, total in zip(sheet.players, sheet.totals, strict=True)}
    assert totals["Tom"] == late_start(PLAYED, rule)


def test_the_rule_stays_once_a_missed_hole_has_counted(client, two_holes):
    client.post(f"/matches/{two_holes.id}/players", data=fresh(client, two_holes, name="Tom"))
    page = page_text(client.get(f"/matches/{two_holes.id}/players"))
    assert 'name="missed_holes"' not in page
    before = snapshot(client)
    response = client.post(
        f"/matches/{two_holes.id}/players",
        data=fresh(client, two_holes, name="Uma", missed_holes="average"),
    )
    assert response.status_code == 422
    assert "A missed hole has been counted already" in page_text(response)
    assert snapshot(client) == before


def test_the_leave_page_offers_the_rule_until_a_missed_hole_counts(client):
    match = start_match(client, ["Ann", "Bo", "Cy"])
    record(client, match, 1, [4, 5, 6])
    cy = stored(client, match).players[2]
    url = f"/matches/{match.id}/players/{cy.id}/leave"
    page = page_text(client.get(url))
    assert "The holes after count the highest score of each" in page
    assert '<option selected value="highest">' in page
    response = client.post(url, data=fresh(client, match, after_hole="1", missed_holes="skip"))
    assert response.status_code == 302, page_text(response)[:2000]
    assert stored(client, match).house_rules.missed_holes is MissedHoles.SKIP
