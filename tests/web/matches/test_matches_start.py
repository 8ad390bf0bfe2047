"""Starting a match: players and seats, the first dealer, holes, and the agreed house rules."""

from __future__ import annotations

import html as markup
import re

import pytest

from golfkeeper import scorekeeping
from golfkeeper.engine.house_rules import MAIN_RULES, PRESETS, PairOfTwos
from golfkeeper.extensions import db
from golfkeeper.models import Match
from golfkeeper.table_rules.form import form_data
from tests.web.helpers import (
    db_rows,
    finish,
    fresh,
    only_match,
    page_text,
    record,
    start_match,
    stored,
)


def new_match_data(names, **extra):
    """The new-match form as a browser sends it: names, holes, every switch of a preset."""
    data = {f"name_{row}": name for row, name in enumerate(names, start=1)}
    data.update(first_dealer="1", holes="9")
    preset = extra.pop("preset", "main")
    for key, value in form_data(PRESETS[preset].rules, preset).items():
        if key == "holes":
            continue
        if isinstance(value, bool):
            if value:
                data[f"rules-{key}"] = "y"
        else:
            data[f"rules-{key}"] = str(value)
    data["rules-applied"] = preset
    data.update(extra)
    return {key: value for key, value in data.items() if value is not None}


def match_count(client):
    with db_rows(client):
        return db.session.scalar(db.select(db.func.count(Match.id)))


def test_new_match_form_offers_holes_dealer_draw_and_every_switch(client):
    page = page_text(client.get("/matches/new"))
    for holes in ("5", "9", "18", "custom"):
        assert f'name="holes" type="radio" value="{holes}"' in page or f'value="{holes}"' in page
    assert 'name="holes_custom"' in page
    assert 'value="draw"' in page and "Draw for it" in page
    for switch in MAIN_RULES.to_dict():
        if switch != "holes":
            assert f'name="rules-{switch}"' in page, switch
    assert "1 deck for 2–4 players, 2 decks for 5–8" in page


def test_switches_are_stored_as_a_snapshot_of_the_agreed_rules(client):
    data = new_match_data(["Ann", "Bo"], **{"rules-pair_of_twos": "keep", "rules-decks": "2"})
    response = client.post("/matches/new", data=data)
    assert response.status_code == 302
    match = only_match(client)
    assert match.house_rules == MAIN_RULES.replace(pair_of_twos=PairOfTwos.KEEP, decks=2)
    assert match.rules["pair_of_twos"] == "keep"


def test_scorecard_shows_the_rules_name_and_what_differs(client):
    client.post("/matches/new", data=new_match_data(["Ann", "Bo"], **{"rules-twos": "2"}))
    match = only_match(client)
    page = page_text(client.get(f"/matches/{match.id}"))
    assert "Own house rules" in page
    assert "A 2 is worth: <strong>+2</strong>" in page
    assert f'href="/rules/table/{match.id}"' in page


def test_later_preset_changes_never_change_a_started_match(client, monkeypatch):
    match = start_match(client, ["Ann", "Bo"], preset="jokers-pagat")
    monkeypatch.setitem(
        PRESETS, "jokers-pagat", PRESETS["jokers-pagat"].__class__("x", "X", "", MAIN_RULES)
    )
    match = stored(client, match)
    assert match.house_rules.jokers == -2 and match.house_rules.twos == 2


@pytest.mark.parametrize(
    ("choice", "custom", "holes"),
    [("5", None, 5), ("18", None, 18), ("custom", "36", 36), ("custom", "1", 1)],
)
def test_holes_are_5_9_18_or_any_count_from_1_to_36(client, choice, custom, holes):
    data = new_match_data(["Ann", "Bo"], holes=choice, holes_custom=custom)
    assert client.post("/matches/new", data=data).status_code == 302
    match = only_match(client)
    assert match.holes == holes == match.house_rules.holes


@pytest.mark.parametrize(
    ("custom", "message"),
    [("0", "From 1 to 36 holes"), ("37", "From 1 to 36 holes"), ("", "Type the number of holes")],
)
def test_a_custom_hole_count_outside_1_to_36_is_refused(client, custom, message):
    response = client.post(
        "/matches/new", data=new_match_data(["Ann", "Bo"], holes="custom", holes_custom=custom)
    )
    assert response.status_code == 422
    assert message in page_text(response)
    assert 'value="Ann"' in page_text(response)
    assert match_count(client) == 0


def test_draw_for_it_picks_a_dealer_at_random_and_says_so(client):
    response = client.post(
        "/matches/new", data=new_match_data(["Ann", "Bo", "Cy"], first_dealer="draw")
    )
    assert response.status_code == 302
    match = only_match(client)
    assert match.first_dealer_drawn and 0 <= match.first_dealer_seat < 3
    dealer = match.players[match.first_dealer_seat].name
    page = page_text(client.get(response.headers["Location"]))
    assert f"The app drew for it: {dealer} deals first." in page
    assert f"<strong>{dealer}</strong> deals;" in page
    assert "The app drew the first dealer." in page


def test_move_buttons_reorder_the_seats_and_the_dealer_follows(client):
    data = new_match_data(["Ann", "Bo", "Cy"], first_dealer="2", move="2:up")
    response = client.post("/matches/new", data=data)
    page = page_text(response)
    assert response.status_code == 200 and match_count(client) == 0
    assert page.index('value="Bo"') < page.index('value="Ann"') < page.index('value="Cy"')
    assert 'value="1" aria-label="Player 1 deals first" checked' in page  # Bo still deals
    data.update(name_1="Bo", name_2="Ann", first_dealer="1", move=None)
    del data["move"]
    client.post("/matches/new", data=data)
    match = only_match(client)
    assert [p.name for p in match.players] == ["Bo", "Ann", "Cy"]
    assert match.first_dealer_seat == 0


def test_choosing_another_preset_without_javascript_fills_the_switches_first(client):
    # The browser sent switches for the main rules but the preset select says Jokers (Pagat):
    # nothing is stored until the table has seen the switches that preset means.
    data = new_match_data(["Ann", "Bo"], **{"rules-preset": "jokers-pagat"})
    response = client.post("/matches/new", data=data)
    page = page_text(response)
    assert response.status_code == 200 and match_count(client) == 0
    assert "The switches now show “Jokers −2, a 2 worth +2 (Pagat)”" in page
    assert '<option selected value="-2">worth −2 each</option>' in page
    assert 'name="rules-applied" value="jokers-pagat"' in page


def test_apply_button_fills_the_switches_and_then_the_match_starts_with_them(client):
    data = new_match_data(["Ann", "Bo"], **{"rules-preset": "four-card", "apply": "1"})
    assert client.post("/matches/new", data=data).status_code == 200
    data = new_match_data(["Ann", "Bo"], preset="four-card")
    assert client.post("/matches/new", data=data).status_code == 302
    match = only_match(client)
    assert match.house_rules == PRESETS["four-card"].rules


def test_deck_suggestion_follows_the_player_count(client):
    data = new_match_data(["A", "B", "C", "D", "E"], **{"rules-preset": "two-decks"})
    page = page_text(client.post("/matches/new", data=data))
    assert "For 5 players: 2 decks." in page
    page = page_text(client.post("/matches/new", data=new_match_data(["A", "B"], move="1:down")))
    assert "For 2 players: 1 deck." in page


@pytest.mark.parametrize(
    ("names", "message"),
    [
        (["Ann"], "Enter at least 2 players."),
        (["Ann", "ann"], "already at the table"),
        (["Ann", "B" * 200], "Keep names to 40 characters"),
    ],
)
def test_bad_rosters_are_refused_and_nothing_is_created(client, names, message):
    response = client.post("/matches/new", data=new_match_data(names))
    assert response.status_code == 422
    assert message in page_text(response)
    assert match_count(client) == 0


@pytest.mark.parametrize(
    ("second", "message"),
    [
        ("Ann\u200b", "Ann\u200b is already at the table"),  # a zero-width space added
        ("\u3164", "This name shows as blank"),  # HANGUL FILLER
        ("\u2800", "This name shows as blank"),  # BRAILLE PATTERN BLANK
    ],
    ids=["zero-width-space", "hangul-filler", "braille-blank"],
)
def test_a_name_that_looks_like_another_or_like_none_is_refused_next_to_its_field(
    client, second, message
):
    response = client.post("/matches/new", data=new_match_data(["Ann", second]))
    assert response.status_code == 422
    error = re.search(r'<span class="error" id="name_2-error"[^>]*>([^<]*)</span>', response.text)
    assert error and message in markup.unescape(error.group(1))
    assert match_count(client) == 0


def test_match_name_is_optional_and_shown(client):
    match = start_match(client, ["Ann", "Bo"], name="Friday at Jo's")
    assert match.name == "Friday at Jo's"
    assert "Friday at Jo&#39;s" in page_text(client.get(f"/matches/{match.id}"))
    unnamed = start_match(client, ["Ann", "Bo"])
    assert f'<h1 class="match-title">Match {unnamed.id}</h1>' in page_text(
        client.get(f"/matches/{unnamed.id}")
    )


def test_a_link_with_house_rules_fills_in_the_new_match_form(client):
    """The rulebook's "start a match with this rule" links carry the rules in the query."""
    page = client.get("/matches/new?pair_of_twos=keep&last_turn=1&holes=18").get_data(as_text=True)
    assert "The house rules from the link are filled in below" in page
    assert re.search(r'<option selected value="keep">', page)
    assert '<input checked id="rules-last_turn"' in page
    assert re.search(
        r'<input checked id="holes-\d" name="holes" required type="radio" value="18">', page
    )


def test_a_link_with_bad_house_rules_says_so_and_offers_the_main_rules(client):
    response = client.get("/matches/new?decks=7")
    assert response.status_code == 200
    assert "could not be read" in response.get_data(as_text=True)


def test_a_link_with_an_out_of_range_switch_says_why_in_one_sentence(client):
    page = page_text(client.get("/matches/new?twos=99"))
    notice = re.search(r"The house rules in this link[^<]*", page).group(0)
    assert notice == (
        "The house rules in this link could not be read: twos must be from -10 to 10 "
        "(got 99). The main rules are shown."
    )


@pytest.mark.parametrize(
    ("preset", "cards", "suggested"),
    [
        ("main", "six cards", "1 deck for 2–4 players, 2 decks for 5–8"),
        ("nine-card", "nine cards", "1 deck for 2–3 players, 2 decks for 4–8"),
        ("four-card", "four cards", "1 deck for 2–7 players, 2 decks for 8"),
    ],
)
def test_the_deck_hint_follows_the_layout_size(client, preset, cards, suggested):
    data = new_match_data(["Ann", "Bo"], preset=preset, move="1:down")
    page = page_text(client.post("/matches/new", data=data))
    hint = re.search(r'<span class="deck-table">([^<]*)</span>', page).group(1)
    assert f"Everyone takes {cards} from the pack" in hint
    assert hint.startswith(f"Suggested: {suggested}.")


def test_fewer_decks_than_suggested_are_kept_and_the_form_says_so(client):
    names = ["A", "B", "C", "D", "E", "F"]
    data = new_match_data(names, preset="jokers-pagat", move="1:down")
    page = page_text(client.post("/matches/new", data=data))
    assert '<option selected value="1">1 deck</option>' in page
    assert "For 6 players: 2 decks suggested; these rules use 1." in page


def test_a_presets_own_deck_count_is_kept_for_two_players(client):
    data = new_match_data(["Ann", "Bo"], preset="nine-card", move="1:down")
    page = page_text(client.post("/matches/new", data=data))
    assert '<option selected value="2">2 decks</option>' in page
    started = client.post("/matches/new", data=new_match_data(["Ann", "Bo"], preset="nine-card"))
    assert started.status_code == 302
    match = only_match(client)
    assert match.house_rules == PRESETS["nine-card"].rules
    assert "(nine-card golf)" in page_text(client.get(f"/matches/{match.id}"))


def test_play_again_starts_the_same_table_dealt_on_from_the_last_dealer(client):
    match = start_match(client, ["Ann", "Bo", "Cy"], holes=5, preset="pair-of-twos-keeps")
    for hole in range(1, 6):
        record(client, match, hole, [1, 2, 3])
    match = finish(client, match)
    sheet = page_text(client.get(f"/matches/{match.id}"))
    assert "Play again" in sheet
    last_dealer = scorekeeping.build_sheet(match).holes[-1].dealer.name

    response = client.post(f"/matches/{match.id}/again", data=fresh(client, match))

    assert response.status_code == 302
    with db_rows(client):
        again_id = db.session.scalars(db.select(Match.id).order_by(Match.id.desc())).first()
    again = stored(client, again_id)
    assert again.id != match.id
    assert response.headers["Location"].endswith(f"/matches/{again.id}")
    assert [p.name for p in sorted(again.players, key=lambda p: p.seat)] == ["Ann", "Bo", "Cy"]
    assert again.house_rules == match.house_rules and again.holes == 5
    assert last_dealer == "Bo" and again.first_dealer_seat == 2  # Cy, to Bo's left
    page = page_text(client.get(response.headers["Location"]))
    assert "same players and rules: Cy deals first." in page and "Hole 1 of 5" in page


def test_the_new_match_form_suggests_names_from_this_browsers_matches(app, client):
    start_match(client, ["Ann", "Grandma"])
    start_match(client, ["ann", "Zoë"])
    page = page_text(client.get("/matches/new"))
    assert 'list="known-names"' in page
    datalist = page.split('<datalist id="known-names">')[1].split("</datalist>")[0]
    assert re.findall(r'<option value="([^"]*)">', datalist) == ["ann", "Zoë", "Grandma"]
    other = app.test_client()  # another browser: none of these names
    assert "known-names" not in page_text(other.get("/matches/new"))


def test_a_blank_first_row_makes_the_first_named_player_the_first_dealer(client):
    """The first-dealer tick starts on row 1; with row 1 left blank nobody chose it, so
    the first named player deals (without JavaScript too)."""
    data = new_match_data(["", "Ann", "Bo"])
    assert data["first_dealer"] == "1"
    response = client.post("/matches/new", data=data)
    assert response.status_code == 302, page_text(response)
    match = only_match(client)
    assert match.first_dealer_seat == 0 and match.players[0].name == "Ann"


def test_a_blank_row_chosen_as_first_dealer_is_still_refused(client):
    data = new_match_data(["Ann", "Bo", "", "Cy"], first_dealer="3")
    response = client.post("/matches/new", data=data)
    assert response.status_code == 422
    assert "The first dealer must be one of the players named." in page_text(response)
