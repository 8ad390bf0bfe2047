"""Setting a table's rules in a minute on the new-match form: every switch is a row the
filter box can find, drawn from the switch registry (a switch added anywhere appears by
itself), answers too long for a phone's select box as radio buttons, the common switches
first, presets named by what they do with their old slugs, and a per-rank card-values
picker fed by the engine."""

from __future__ import annotations

import json
from html import unescape

import pytest
from markupsafe import escape

from golfkeeper.engine.cards import Card
from golfkeeper.engine.house_rules import MAIN_RULES, PRESETS, SWITCHES, VALUED_RANKS
from golfkeeper.engine.scoring import card_value
from golfkeeper.table_rules.form import CHOICE_LABELS, SELECT_LABEL_MAX, SWITCH_ROWS
from tests.web.helpers import page_text

SHOWN = [declared for declared in SWITCHES if declared.key != "holes"]  # holes: own field


@pytest.fixture
def new_page(client):
    return page_text(client.get("/matches/new"))


@pytest.mark.parametrize("declared", SHOWN, ids=lambda d: d.key)
def test_every_switch_is_a_row_the_filter_finds_by_its_label(new_page, declared):
    opening = new_page.split(f'data-switch="{declared.key}"')[1].split(">")[0]
    words = unescape(opening.split('data-words="')[1].split('"')[0])
    assert declared.label.lower() in words
    for choice in declared.choices:
        assert choice.label.lower() in words
    if declared.games:
        games = opening.split('data-games="')[1].split('"')[0].split()
        assert set(games) == {game.value for game in declared.games}
    else:
        assert "data-games" not in opening


def test_the_filter_words_hold_the_sentences_people_search_for():
    assert "king" in SWITCH_ROWS["card_values"].words
    assert "double" in SWITCH_ROWS["going_out_penalty"].words
    assert "joker" in SWITCH_ROWS["pair_of_jokers"].words


@pytest.mark.parametrize(
    "declared",
    [
        d
        for d in SHOWN
        if any(len(label) > SELECT_LABEL_MAX for _, label in CHOICE_LABELS.get(d.key, ()))
    ],
    ids=lambda d: d.key,
)
def test_answers_too_long_for_a_phone_select_are_radio_buttons(new_page, declared):
    assert f'<select id="rules-{declared.key}"' not in new_page
    for value, label in CHOICE_LABELS[declared.key]:
        assert f'<input type="radio" name="rules-{declared.key}" value="{value}"' in new_page
        assert escape(label) in new_page


def test_the_going_out_choice_is_read_in_full(new_page):
    assert SWITCH_ROWS["going_out_penalty"].radios
    doubled = dict(CHOICE_LABELS["going_out_penalty"])["double"]
    assert "never a score of 0 or less" in doubled and escape(doubled) in new_page


def test_going_out_and_card_values_come_before_the_folded_switches(new_page):
    folded = new_page.index("More house rules (")
    for key in ("going_out_penalty", "card_values", "jokers", "game", "decks"):
        assert new_page.index(f'data-switch="{key}"') < folded, key


def test_the_card_values_picker_shows_each_ranks_main_value_from_the_engine(new_page):
    raw = new_page.split('data-card-values="')[1].split('"')[0]
    table = json.loads(unescape(raw))
    assert table["ranks"] == [
        [rank.value, card_value(Card(rank), MAIN_RULES)] for rank in VALUED_RANKS
    ]
    # The typed form stays: what links and the API use is what the form sends.
    assert 'name="rules-card_values"' in new_page


def test_presets_are_named_by_what_they_do_and_keep_their_slugs(client, new_page):
    assert (
        PRESETS["skyjo-going-out"].name == "Going out first must be lowest: doubled (Skyjo style)"
    )
    for slug, preset in PRESETS.items():
        assert f'<input type="radio" name="rules-preset" value="{slug}"' in new_page
        assert escape(preset.name) in new_page
    page = page_text(client.get("/matches/new?preset=skyjo-going-out"))
    assert '<input type="radio" name="rules-preset" value="skyjo-going-out" checked>' in page
    assert escape(PRESETS["skyjo-going-out"].description) in page
    assert {p["slug"] for p in client.get("/api/presets").get_json()} == set(PRESETS)


def test_a_roster_that_outgrows_one_deck_is_told_by_the_names(client):
    from tests.web.matches.test_matches_start import new_match_data

    data = new_match_data(["Mum", "Dad", "Ava", "Leo", "Gran"], next="1")
    page = page_text(client.post("/matches/new", data=data))
    assert "Two decks suggested for 5 players: see Decks below." in page
    data = new_match_data(["Mum", "Dad", "Ava", "Leo"], next="1")
    assert "suggested for 4 players" not in page_text(client.post("/matches/new", data=data))
