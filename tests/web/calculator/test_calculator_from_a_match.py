"""From a match, the top bar's Calculator opens under the match's rules (issue 35 point 3),
as its Rules link opens the table's rules: a joker hand at a joker table is scored, not
refused as it is under the main rules."""

from __future__ import annotations

import re
from urllib.parse import quote

from tests.web.helpers import page_text, start_match

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
