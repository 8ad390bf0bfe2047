"""Outside a match, the calculator offers by name the house rules of the tables this
browser keeps score of or follows (issue 35 point 3): a family picks "our table's rules"
without setting a switch. The summaries are the engine's card values and switch answers."""

from __future__ import annotations

import html
import json
import re
from urllib.parse import quote

import pytest

from golfkeeper.calculator.tables import rules_differences
from golfkeeper.engine.cards import Card, Rank
from golfkeeper.engine.house_rules import MAIN_RULES, PRESETS
from golfkeeper.engine.scoring import card_value
from golfkeeper.engine.text import points_text, rank_plural
from golfkeeper.table_rules.form import card_value_picker
from tests.web.helpers import page_text, stored
from tests.web.matches.test_matches_start import new_match_data

# The evening's table (issue 35): kings −2, jokers −2.
SMITH_RULES = {"rules-jokers": "-2", "rules-card_values": "K:-2"}
JOKER_HAND = "JK K 5 / 3 4 6"


def start_match(client, names, **extra):
    """Start a match from the new-match form as a browser sends it (every switch)."""
    response = client.post("/matches/new", data=new_match_data(names, **extra))
    assert response.status_code == 302, response.get_data(as_text=True)
    return stored(client, int(response.headers["Location"].rstrip("/").rsplit("/", 1)[1]))


def tables_box(page: str) -> str:
    match = re.search(r'<nav class="known-tables".*?</nav>', page, re.S)
    return html.unescape(match.group(0)) if match else ""


def table_links(page: str) -> dict[str, str]:
    """The tables offered, by the words of their link, with the link."""
    box = tables_box(page)
    links = re.findall(r'<a href="([^"]+)"[^>]*>(.*?)</a>', box, re.S)
    return {re.sub(r"<[^>]+>", "", text).strip(): href for href, text in links}


def test_a_table_kept_here_is_offered_by_its_name_with_what_scores_differently(client):
    start_match(client, ["Mum", "Dad"], name="Smith family, Friday", **SMITH_RULES)
    page = page_text(client.get("/calculator/"))
    box = tables_box(page)
    assert "Smith family, Friday</a> — kings −2, jokers −2" in box
    assert set(table_links(page)) == {"Smith family, Friday", "Main rules"}


def test_the_tables_link_scores_the_joker_hand_under_the_tables_values(client):
    start_match(client, ["Mum", "Dad"], name="Smith family, Friday", **SMITH_RULES)
    page = page_text(client.get(f"/calculator/?layout={quote(JOKER_HAND)}"))
    assert "these house rules have no jokers" in page  # the main rules refuse a joker
    link = table_links(page)["Smith family, Friday"]
    assert "match=" not in link  # the switches, so the link opens for anyone it is sent to
    scored = page_text(client.get(link))
    # Joker −2 over a 3, king −2 over a 4, a 5 over a 6: 1 + 2 + 11.
    assert 'data-total="14"' in scored
    assert "Under the rules of Smith family, Friday." in scored
    assert 'aria-current="true">Smith family, Friday</a>' in scored
    # A stranger given the same link scores it alike, with no table named.
    stranger = client.application.test_client()
    theirs = page_text(stranger.get(link))
    assert 'data-total="14"' in theirs and "Smith family" not in theirs


def test_a_table_without_a_name_is_named_by_its_players_and_day(client):
    match = start_match(client, ["Ann", "Bo"], **SMITH_RULES)
    started = match.created_at.strftime("%d %b %Y")
    names = list(table_links(page_text(client.get("/calculator/"))))
    assert names == [f"Ann, Bo, {started}", "Main rules"]


def test_tables_scoring_alike_are_offered_once_by_the_newest_and_main_rules_never(client):
    start_match(client, ["Ann", "Bo"], name="Plain night")
    start_match(client, ["Ann", "Bo"], name="Last week", **SMITH_RULES)
    start_match(client, ["Ann", "Bo"], name="Tonight", **SMITH_RULES)
    assert list(table_links(page_text(client.get("/calculator/")))) == ["Tonight", "Main rules"]


def test_a_stranger_and_a_match_page_get_no_list(client, app):
    match = start_match(client, ["Ann", "Bo"], name="Smith family, Friday", **SMITH_RULES)
    assert tables_box(page_text(app.test_client().get("/calculator/"))) == ""
    assert tables_box(page_text(client.get(f"/calculator/?match={match.id}"))) == ""


def test_a_followed_table_is_offered_too(client, app):
    match = start_match(client, ["Ann", "Bo"], name="Smith family, Friday", **SMITH_RULES)
    follower = app.test_client()
    assert follower.get(f"/m/{match.view_token}").status_code in (200, 302)
    assert "Smith family, Friday" in table_links(page_text(follower.get("/calculator/")))


@pytest.mark.parametrize("slug", sorted(PRESETS))
def test_every_card_worth_other_than_the_main_rules_is_said_with_the_engines_value(slug):
    rules = PRESETS[slug].rules
    said = rules_differences(rules)
    for rank in Rank:
        if rank is Rank.JOKER and rules.jokers is None:
            continue
        points = card_value(Card(rank), rules)
        usual = None if rank is Rank.JOKER else card_value(Card(rank), MAIN_RULES)
        phrase = f"{rank_plural(rank)} {points_text(points)}"
        assert (phrase in said) == (points != usual), (slug, phrase, said)
    if slug == "main":
        assert said == []


def test_the_card_values_field_carries_the_new_match_forms_steppers(client):
    page = page_text(client.get("/calculator/?card_values=K:-2"))
    field = re.search(r'<input[^>]*name="card_values"[^>]*>', page).group(0)
    table = json.loads(html.unescape(re.search(r'data-card-values="([^"]*)"', field).group(1)))
    assert table == json.loads(
        json.dumps(card_value_picker())
    )  # the engine's ranks, main values and range
    assert 'value="K:-2"' in field  # still the typed field the link fills in
    new_match = page_text(client.get("/matches/new"))
    assert "data-card-values=" in new_match
    for page_html in (page, new_match):
        assert "js/card-values.js" in page_html


def test_a_tables_name_and_players_are_shown_as_text(client):
    start_match(client, ["<b>Ann</b>", "Bo"], name="<script>alert(1)</script>", **SMITH_RULES)
    start_match(client, ["<i>Cy</i>", "Di"], **{"rules-card_values": "Q:5"})
    box = re.search(
        r'<nav class="known-tables".*?</nav>', page_text(client.get("/calculator/")), re.S
    )
    assert "<script>" not in box.group(0) and "<i>" not in box.group(0)
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in box.group(0)
    assert "&lt;i&gt;Cy&lt;/i&gt;, Di" in box.group(0)
