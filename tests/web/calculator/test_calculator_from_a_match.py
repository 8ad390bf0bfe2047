"""From a match, the top bar's Calculator opens under the match's rules (issue 35 point 3),
as its Rules link opens the table's rules: a joker hand at a joker table is scored, not
refused as it is under the main rules."""

from __future__ import annotations

import re
from urllib.parse import quote

from golfkeeper.engine.holes import hole_range
from golfkeeper.engine.text import points_text
from tests.web.helpers import fresh, page_text, record, start_match, stored
from tests.web.matches.test_matches_start import new_match_data

JOKER_HAND = "JK 2 3 / 4 5 6"
REFUSED = "these house rules have no jokers"


def nav_link(page: str, label: str) -> str:
    nav = page[page.index('<nav aria-label="Main">') :]
    return re.search(rf'<a href="([^"]+)">{label}</a>', nav).group(1).replace("&amp;", "&")


def test_the_top_bars_calculator_opens_under_the_matchs_rules(client):
    match = start_match(client, ["Ann", "Bo"], preset="jokers-pagat")
    sheet = page_text(client.get(f"/matches/{match.id}"))
    calculator = nav_link(sheet, "Calculator")
    assert calculator == f"/calculator/?match={match.id}"
    scored = page_text(client.get(f"{calculator}&layout={quote(JOKER_HAND)}"))
    assert REFUSED not in scored
    assert nav_link(scored, "Rules") == f"/rules/table/{match.id}"  # still the table's
    assert nav_link(scored, "Calculator") == calculator
    main = page_text(client.get(f"/calculator/?layout={quote(JOKER_HAND)}"))
    assert REFUSED in main
    assert nav_link(main, "Calculator") == "/calculator/"


def test_a_match_this_browser_was_not_given_leaves_the_calculator_link_plain(client, app):
    match = start_match(client, ["Ann", "Bo"], preset="jokers-pagat")
    stranger = app.test_client()
    page = page_text(stranger.get(f"/rules/questions?match={match.id}"))
    assert nav_link(page, "Calculator") == "/calculator/"


def test_after_a_player_leaves_the_calculator_scores_for_the_players_still_playing(client):
    """Cy left after hole 1: the calculator names him as gone, and its range is the
    engine's for the two still playing (for hole 1, the three dealt in then)."""
    data = new_match_data(["Ann", "Bo", "Cy"], holes="custom", holes_custom="3")
    data["rules-going_out_penalty"] = "plus5_each"
    started = client.post("/matches/new", data=data)
    match = stored(client, int(started.headers["Location"].rsplit("/", 1)[1]))
    record(client, match, 1, [9, 9, 12], went_out=str(match.players[0].id))
    cy = match.players[2]
    left = client.post(
        f"/matches/{match.id}/players/{cy.id}/leave", data=fresh(client, match, after_hole="1")
    )
    assert left.status_code == 302
    rules = stored(client, match).house_rules
    page = words(client.get(f"/calculator/?match={match.id}&layout={quote('2 3 4 / 5 6 7')}"))
    assert "(Ann, Bo; Cy left after hole 1)" in page
    now = hole_range(rules, 2)
    assert now.for_whom() == " with your 2 players"
    counts = f"a hole counts from {points_text(now.min)} to {points_text(now.max)}"
    assert f"{counts} with your 2 players" in page
    ann = match.players[0]
    then = hole_range(rules, 3)
    hole_1 = words(
        client.get(
            f"/calculator/?match={match.id}&hole=1&player={ann.id}&layout={quote('2 3 4 / 5 6 7')}"
        )
    )
    assert f"to {points_text(then.max)} with your 3 players" in hole_1


def words(response) -> str:
    return " ".join(re.sub(r"<[^>]+>", " ", page_text(response)).split())
