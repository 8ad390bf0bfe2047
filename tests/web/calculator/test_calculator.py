"""The grid calculator: layouts picked or typed, scored under any rules, with reasons."""

from __future__ import annotations

import re
from html import unescape
from html.parser import HTMLParser
from urllib.parse import parse_qs, urlsplit

import pytest

from golfkeeper import scorekeeping
from golfkeeper.engine.holes import hole_range
from golfkeeper.engine.house_rules import PRESETS
from golfkeeper.engine.text import points_text
from golfkeeper.extensions import db
from golfkeeper.models import Match, Player
from tests.web.helpers import db_rows, open_edit_link, stored

URL = "/calculator/"
VOID = {"input", "br", "img", "meta", "link", "hr"}


class Page(HTMLParser):
    """Just enough of a page to test: its text, its inputs, and any element's text by id."""

    def __init__(self, html: str):
        super().__init__()
        self.inputs: list[dict[str, str]] = []
        self.links: list[tuple[str, str]] = []
        self.by_id: dict[str, list[str]] = {}
        self.attrs_by_id: dict[str, dict[str, str]] = {}
        self._open: list[tuple[str, str | None]] = []
        self._link: list[str] | None = None
        self._parts: list[str] = []
        self.feed(html)
        self.text = " ".join("".join(self._parts).split())

    def handle_starttag(self, tag, attrs):
        attrs = {key: value or "" for key, value in attrs}
        if "id" in attrs:
            self.attrs_by_id[attrs["id"]] = attrs
        if tag == "input":
            self.inputs.append(attrs)
        if tag == "a":
            self._link = [attrs.get("href", "")]
        if tag not in VOID:
            self._open.append((tag, attrs.get("id")))
            if attrs.get("id"):
                self.by_id[attrs["id"]] = []

    def handle_endtag(self, tag):
        if tag == "a" and self._link is not None:
            self.links.append((" ".join("".join(self._link[1:]).split()), self._link[0]))
            self._link = None
        while self._open:
            open_tag, _ = self._open.pop()
            if open_tag == tag:
                break

    def handle_data(self, data):
        self._parts.append(data)
        if self._link is not None:
            self._link.append(data)
        for _, element_id in self._open:
            if element_id:
                self.by_id[element_id].append(data)

    def text_of(self, element_id: str) -> str:
        return " ".join("".join(self.by_id.get(element_id, [])).split())

    def checked(self, name: str) -> str | None:
        """The value of the checked radio called ``name``."""
        for attrs in self.inputs:
            if attrs.get("name") == name and "checked" in attrs:
                return attrs.get("value")
        return None

    def value(self, element_id: str) -> str | None:
        return self.attrs_by_id.get(element_id, {}).get("value")

    def link(self, text: str) -> str:
        """The href of the first link whose text starts with ``text``."""
        return unescape(next(href for label, href in self.links if label.startswith(text)))

    def positions(self) -> list[str]:
        return [attrs["value"] for attrs in self.inputs if attrs.get("name") == "at"]


def get(client, params=None, status=200):
    response = client.get(URL, query_string=params or {})
    assert response.status_code == status, response.get_data(as_text=True)[:2000]
    return Page(response.get_data(as_text=True))


def picks(layout: str) -> dict[str, str]:
    """Grid fields for a layout typed like ``"5H K 2S / 5D QH A"``."""
    fields = {}
    for row, cards in enumerate(layout.split("/"), start=1):
        for column, card in enumerate(cards.split(), start=1):
            rank, suit = (card[:-1], card[-1]) if card[-1] in "SHDC" else (card, "")
            fields[f"rank-{row}-{column}"] = rank
            fields[f"suit-{row}-{column}"] = suit
    return fields


def a_match(client, names=("Ann", "Bo", "Cy"), preset="main"):
    with db_rows(client):
        match = scorekeeping.start_match(list(names), 0, PRESETS[preset].rules)
        db.session.commit()
        match_id = match.id
    return open_edit_link(client, stored(client, match_id))


# -- The grid follows the game ---------------------------------------------------------


@pytest.mark.parametrize(
    ("params", "positions"),
    [
        ({}, ["1-1", "1-2", "1-3", "2-1", "2-2", "2-3"]),
        ({"preset": "four-card"}, ["1-1", "1-2", "2-1", "2-2"]),
        ({"game": "nine-card"}, [f"{r}-{c}" for r in (1, 2, 3) for c in (1, 2, 3)]),
    ],
    ids=["six-card 2x3", "four-card 2x2", "nine-card 3x3"],
)
def test_the_grid_has_one_place_per_card_of_the_game(client, params, positions):
    page = get(client, params)
    assert page.positions() == positions
    for position in positions:
        assert page.text_of(f"picker-{position}")  # a rank picker for every place


def test_middle_row_is_named_in_nine_card_golf(client):
    page = get(client, {"game": "nine-card"})
    assert page.text_of("picker-2-1").startswith("Middle row, column 1")
    assert page.text_of("picker-3-3").startswith("Bottom row, column 3")


def test_joker_button_only_when_jokers_are_agreed(client):
    assert "JK" not in [a["value"] for a in get(client).inputs if a.get("name") == "rank-1-1"]
    with_jokers = get(client, {"preset": "jokers-pagat"})
    assert "JK" in [a["value"] for a in with_jokers.inputs if a.get("name") == "rank-1-1"]


# -- Scores and reasons ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("layout", "rules", "total", "reasons"),
    [
        (
            "5H KC 2S / 5D QH AC",
            {},
            "9",
            [
                "5 over 5: same rank, pair, 0",
                "K over Q: different ranks, 0 + 10 = 10",
                "2 over A: different ranks, −2 + 1 = −1",
            ],
        ),
        ("J 2 K / Q 2 K", {}, "20", ["J over Q: different ranks, 10 + 10 = 20"]),
        (
            "J 2 K / Q 2 K",
            {"preset": "pair-of-twos-keeps"},
            "16",
            ["2 over 2: two 2s keep their value under the house rule, −2 − 2 = −4"],
        ),
        (
            "5 5 2 / 5 5 K",
            {"four_of_a_kind": "-20"},
            "−22",
            ["Four 5s in columns 1 and 2, side by side: a square, −20 instead of 0 + 0"],
        ),
        ("K 5 / K Q", {"preset": "four-card"}, "15", ["same rank, but four-card golf"]),
        (
            "2 2 5 / 2 K 5 / 2 K 5",
            {"preset": "nine-card"},
            "−2",
            ["2 over 2 over 2: three of the same rank, 0"],
        ),
    ],
    ids=["main", "jack-queen", "pair-of-twos-keeps", "square", "four-card", "nine-card"],
)
def test_each_line_shows_the_engines_points_and_reason(client, layout, rules, total, reasons):
    page = get(client, {"layout": layout, **rules})
    assert f"Total: {total} points" in page.text
    for reason in reasons:
        assert reason in page.text


def test_cards_are_drawn_with_red_and_black_suits(client):
    html = client.get(URL, query_string={"layout": "5H KC 2S / 5D QH AC"}).get_data(as_text=True)
    assert 'class="card red" aria-label="5♥"' in html
    assert 'class="card" aria-label="K♣"' in html


def test_picked_cards_are_scored_and_shown_in_the_text_box_too(client):
    page = get(client, picks("5H KC 2S / 5D QH AC"))
    assert "Total: 9 points" in page.text
    assert page.value("layout") == "5H KC 2S / 5D QH AC"
    assert page.value("scored") == "5H KC 2S / 5D QH AC"


def test_a_typed_layout_is_shown_in_the_grid_too(client):
    page = get(client, {"layout": "5h kc 2s / 5d qh ac"})
    assert page.checked("rank-2-2") == "Q"
    assert page.checked("suit-2-2") == "H"
    assert page.value("layout") == "5H KC 2S / 5D QH AC"


def test_changing_the_grid_after_a_score_scores_the_grid(client):
    scored = "5H KC 2S / 5D QH AC"
    changed = picks("5H KC 2S / 5D KH AC")  # the queen became a king
    page = get(client, {"layout": scored, "scored": scored, **changed})
    assert "Total: −1 point" in page.text
    assert page.value("layout") == "5H KC 2S / 5D KH AC"


def test_changing_the_text_after_a_score_scores_the_text(client):
    scored = "5H KC 2S / 5D QH AC"
    page = get(client, {"layout": "5H KC 2S / 5D 9H AC", "scored": scored, **picks(scored)})
    assert "Total: 9 points" not in page.text
    assert "Total: 8 points" in page.text
    assert page.checked("rank-2-2") == "9"


def test_column_points_and_total_show_under_the_grid(client):
    page = get(client, {"layout": "5H KC 2S / 5D QH AC"})
    assert page.text_of("calc-columns") == "Column 1: 0 Column 2: 10 Column 3: −1 Total 9"


def test_bounds_are_shown_with_layouts_that_reach_them(client):
    page = get(client, {"layout": "5H KC 2S / 5D QH AC"})
    assert "Under these rules a layout scores from −6 to 60" in page.text
    lowest = get(client, parse_qs(urlsplit(page.link("K♠")).query))
    assert "Total: −6 points" in lowest.text


def test_bounds_follow_the_rules(client):
    page = get(client, {"preset": "pair-of-twos-keeps"})
    assert "a layout scores from −8 to 60" in page.text


@pytest.mark.parametrize(
    ("opened", "players"),
    [("match", 3), ("link", None), ("main", None)],
)
def test_the_calculator_gives_a_layouts_range_and_a_holes_range(client, opened, players):
    """Issue 35: "a hole scores from −6 to 60" at a Skyjo-style table that records 120.
    The calculator says what a layout scores (what a score box takes) and what a hole
    counts after the table's hole adjustments, both the engine's."""
    rules = PRESETS["skyjo-going-out"].rules if opened != "main" else PRESETS["main"].rules
    params = {"layout": "5H KC 2S / 5D QH AC"}
    if opened == "match":
        params["match"] = a_match(client, preset="skyjo-going-out").id
    elif opened == "link":
        params["going_out_penalty"] = rules.going_out_penalty.value
    page = get(client, params)
    found = hole_range(rules, players)
    said = page.text_of("calc-bounds")
    layout = f"a layout scores from {points_text(found.layout_min)} to "
    assert layout + points_text(found.layout_max) in said
    hole = f"a hole counts from {points_text(found.min)} to {points_text(found.max)}"
    assert hole + found.for_whom() in said
    if opened != "main":
        assert found.max > found.layout_max


def test_compared_rules_each_give_a_layouts_range_and_a_holes_range(client):
    page = get(
        client, {"layout": "2 2 5 / 2 2 K", "compare": "1", "b_preset": "pair-of-twos-keeps"}
    )
    for name in ("main", "pair-of-twos-keeps"):
        found = hole_range(PRESETS[name].rules)
        assert (
            f"A layout scores from {points_text(found.layout_min)} to "
            f"{points_text(found.layout_max)}; a hole counts from {points_text(found.min)} to "
            f"{points_text(found.max)}" in page.text
        )


# -- Bad input: a message naming the card and its place, nothing lost -------------------


@pytest.mark.parametrize(
    ("layout", "rules", "message"),
    [
        ("5H KC 2S / 5D QH XC", {}, "“XC” (bottom row, column 3) is not a card"),
        ("K K K / K K 5", {}, "A fifth K (bottom row, column 2): one deck has only 4 kings."),
        ("JK 2 3 / 4 5 6", {}, "A joker (top row, column 1), but these house rules have no jokers"),
        ("5 5 / 5 5", {}, "Six-card golf needs 2 rows of 3 cards; this layout has 2 rows of 2."),
        ("5 5 5 / 5 5 5", {"preset": "nine-card"}, "Nine-card golf needs 3 rows of 3 cards"),
        ("5H 5H 2 / 3 4 6", {}, "A second 5♥ (top row, column 2): one deck has only one 5♥."),
    ],
    ids=["unknown text", "fifth king", "joker without jokers", "too few", "too few nine", "twin"],
)
def test_bad_typed_layout_names_the_card_keeps_the_text_and_shows_no_score(
    client, layout, rules, message
):
    page = get(client, {"layout": layout, **rules}, status=422)
    assert message in page.text_of("layout-error")
    assert page.attrs_by_id["layout"].get("aria-invalid") == "true"
    assert "layout-error" in page.attrs_by_id["layout"]["aria-describedby"]
    assert page.value("layout") == layout
    assert "Total:" not in page.text
    assert page.text_of("calc-columns") == ""


def test_two_decks_supply_a_fifth_king(client):
    page = get(client, {"layout": "K K K / K K 5", "decks": "2"})
    assert "Total: 5 points" in page.text


def test_bad_picked_card_marks_its_place_and_keeps_every_pick(client):
    fields = picks("K K K / K K 5")
    page = get(client, fields, status=422)
    assert "A fifth K (bottom row, column 2)" in page.text_of("layout-error")
    for attrs in page.inputs:
        if attrs.get("name") == "rank-2-2":
            assert attrs.get("aria-invalid") == "true"
            assert attrs.get("aria-describedby") == "layout-error"
        elif attrs.get("name", "").startswith("rank-"):
            assert "aria-invalid" not in attrs
    assert page.checked("at") == "2-2"  # the picker of the bad card is the one open
    assert [page.checked(name) for name in fields if name.startswith("rank-")] == [
        "K",
        "K",
        "K",
        "K",
        "K",
        "5",
    ]
    assert "Total:" not in page.text


def test_a_missing_pick_names_its_place(client):
    fields = picks("5 K 2 / 5 Q A")
    del fields["rank-2-3"]
    page = get(client, fields, status=422)
    assert "A card is missing (bottom row, column 3)." in page.text_of("layout-error")
    assert page.checked("rank-1-1") == "5"


def test_while_picking_with_the_script_a_part_layout_is_not_an_error(client):
    page = get(client, {**picks("5 K / 5 Q"), "live": "1"})
    assert "2 cards still to pick." in page.text_of("calc-message")
    assert "layout-error" not in page.attrs_by_id


def test_a_joker_picked_when_jokers_are_off_stays_on_the_page(client):
    page = get(client, picks("JK 2 3 / 4 5 6"), status=422)
    assert "A joker (top row, column 1)" in page.text
    assert page.checked("rank-1-1") == "JK"


@pytest.mark.parametrize(
    ("params", "field", "message"),
    [
        ({"decks": "7"}, "decks", "“7” is not one of the choices for “Decks”"),
        ({"pairs": "diagonal"}, "pairs", "“diagonal” is not one of the choices"),
        ({"preset": "poker"}, "preset", "There is no preset called “poker”"),
        ({"compare": "1", "b_jokers": "lots"}, "b_jokers", "“lots” is not one of the choices"),
        # Typed, not chosen: the same message as on the new-match form.
        ({"card_values": "K:99"}, "card_values", "K must be worth from -10 to 25 (got 99)."),
        ({"compare": "1", "b_card_values": "Z:1"}, "b_card_values", "'Z' is not a rank"),
    ],
)
def test_bad_rule_value_gets_a_message_next_to_its_switch(client, params, field, message):
    page = get(client, {"layout": "5 K 2 / 5 Q A", **params}, status=422)
    assert message in page.text_of(f"{field}-error")
    assert page.value("layout") == "5 K 2 / 5 Q A"


@pytest.mark.parametrize(
    "params", [{"twos": "\u22122"}, {"compare": "1", "b_twos": "\u22122"}], ids=["a", "b"]
)
def test_a_link_with_a_true_minus_sign_is_read_and_its_select_shows_the_value(client, params):
    # The app writes points with U+2212, so a link copied from its text carries that sign.
    response = client.get(URL, query_string={"layout": "2 K 2 / 5 Q A", **params})
    assert response.status_code == 200, response.get_data(as_text=True)[:2000]
    field = "b_twos" if "b_twos" in params else "twos"
    select = re.search(rf'<select id="{field}"[^>]*>(.*?)</select>', response.get_data(True), re.S)
    assert re.findall(r"<option selected value=\"([^\"]*)\"", select.group(1)) == ["-2"]


# -- Rules: presets and switches --------------------------------------------------------


def test_use_preset_button_takes_the_preset_over_the_switches(client):
    params = {"preset": "nine-card", "use_preset": "a", "game": "six-card", "decks": "1"}
    page = get(client, params)
    assert len(page.positions()) == 9
    assert "(nine-card golf)" in page.text_of("rules-name-a")


def test_switches_name_their_rules_own_house_rules(client):
    page = get(client, {"preset": "main", "decks": "2", "pairs": "anywhere"})
    assert page.text_of("rules-name-a") == "Own house rules"


# -- Compare ---------------------------------------------------------------------------


def test_compare_shows_both_scores_and_the_difference_per_column(client):
    page = get(
        client,
        {"layout": "2 2 5 / 2 2 K", "compare": "1", "b_preset": "pair-of-twos-keeps"},
    )
    table = page.text_of("compare-heading")
    assert table == "Rules A vs rules B"
    assert "A: Main rules · B: Two 2s in a column keep −4" in page.text
    assert "A: Main rules: total 5 points" in page.text
    assert "B: Two 2s in a column keep −4: total −3 points" in page.text
    assert "B − A Column 1 0 −4 −4 Column 2 0 −4 −4 Column 3 5 5 0 Total 5 −3 −8" in page.text


def test_compare_counts_bonuses_as_their_own_line(client):
    page = get(client, {"layout": "5 5 2 / 5 5 K", "compare": "1", "b_four_of_a_kind": "-10"})
    assert "Bonuses 0 −10 −10 Total −2 −12 −10" in page.text


def test_compare_says_when_rules_b_cannot_deal_the_layout(client):
    page = get(client, {"layout": "K K K / K K 5", "decks": "2", "compare": "1"})
    assert "Under rules B this layout cannot be scored: A fifth K" in page.text
    assert "Total 5" in page.text_of("calc-columns")
    assert "A: Two decks shuffled together (5-8 players): total 5 points" in page.text


def test_a_result_offers_comparisons_under_presets_of_the_same_game(client):
    page = get(client, {"layout": "2 2 5 / 2 2 K"})
    url = page.link("Main rules vs Two 2s in a column keep −4")
    compared = get(client, parse_qs(urlsplit(url).query))
    assert "Total 5 −3 −8" in compared.text
    assert not any(label.endswith("(four-card golf)") for label, _ in page.links)


def test_each_way_of_scoring_is_offered_once_and_never_the_one_in_use(client):
    page = get(client, {"layout": "2 2 5 / 2 2 K", "preset": "one-last-turn"})
    offered = [label for label, _ in page.links if " vs " in label]
    # One last turn scores like the main rules: neither is offered against the other.
    assert offered == [
        "Main rules vs Jokers −2, a 2 worth +2 (Pagat)",
        "Main rules vs Jokers −5, a 2 worth −2",
        "Main rules vs Two 2s in a column keep −4",
        "Main rules vs Kings −2, going out +10 if someone is lower, bonuses (golfcards.club)",
        "Main rules vs 2s +2, jacks 11, queens 12, going out +5 a player as low (nwpages.net)",
        "Main rules vs Kings worth 10",
        "Main rules vs Two decks shuffled together (5-8 players)",
    ]


# -- Links that reproduce a result ------------------------------------------------------


def test_the_link_to_a_result_reproduces_it(client):
    params = {**picks("JK 2 5 / K 2 5"), "preset": "jokers-minus-5", "compare": "1"}
    params["b_preset"] = "jokers-pagat"
    page = get(client, params)
    link = page.link("Link to this result")
    assert link.startswith("http://localhost/calculator/?")
    again = get(client, parse_qs(urlsplit(link).query))
    for shown in (page, again):
        assert "Total −5" in shown.text_of("calc-columns")
        assert "Column 1 −5 −2 +3" in shown.text
        assert "Total −5 −2 +3" in shown.text
    for reason in ("joker over K: different ranks, −5 + 0 = −5", "2 over 2: same rank, pair, 0"):
        assert reason in page.text and reason in again.text


def test_the_link_is_short(client):
    page = get(client, {**picks("5H KC 2S / 5D QH AC"), "preset": "main", "decks": "2"})
    query = parse_qs(urlsplit(page.link("Link to this result")).query)
    assert query == {"layout": ["5H KC 2S / 5D QH AC"], "decks": ["2"]}


# -- Opened from a match ----------------------------------------------------------------


def test_match_mode_uses_the_match_rules_and_names_them(client):
    match = a_match(client, preset="jokers-pagat")
    page = get(client, {"match": match.id, "layout": "JK 5 2 / K 5 Q", "jokers": "none"})
    assert "Jokers −2, a 2 worth +2 (Pagat)" in page.text
    assert "Ann, Bo, Cy" in page.text
    assert "joker over K: different ranks, −2 + 0 = −2" in page.text  # rules did not drift
    assert "Total: 10 points" in page.text
    assert 'name="jokers"' not in client.get(URL, query_string={"match": match.id}).get_data(
        as_text=True
    )  # no switches to change


def test_try_other_rules_drops_the_match_and_keeps_layout_and_rules(client):
    match = a_match(client, preset="pair-of-twos-keeps")
    page = get(client, {"match": match.id, "layout": "2 2 5 / 2 2 K"})
    query = parse_qs(urlsplit(page.link("Try other rules")).query)
    assert query == {"layout": ["2 2 5 / 2 2 K"], "pair_of_twos": ["keep"]}


def test_unknown_match_is_404(client):
    assert client.get(URL, query_string={"match": "999"}).status_code == 404
    assert client.get(URL, query_string={"match": "x"}).status_code == 404


def test_player_not_in_the_match_gets_a_message(client):
    match = a_match(client)
    other = a_match(client, names=("Di", "Ed"))
    params = {
        "match": match.id,
        "hole": "1",
        "player": other.players[0].id,
        "layout": "5 K 2/5 Q A",
    }
    page = get(client, params)
    assert f"Player “{other.players[0].id}” is not at this table" in page.text
    assert "Total: 9 points" in page.text
    assert "Use this score" not in page.text


def test_player_not_dealt_in_on_that_hole_gets_a_message(client):
    match = a_match(client)
    cy = match.players[2]
    with db_rows(client):
        db.session.get(Player, cy.id).joined_at_hole = 3  # a late player
        db.session.commit()
    page = get(client, {"match": match.id, "hole": "2", "player": cy.id, "layout": "5 K 2/5 Q A"})
    assert "Cy was not dealt in on hole 2" in page.text
    assert "Use this score" not in page.text
    later = get(client, {"match": match.id, "hole": "3", "player": cy.id, "layout": "5 K 2/5 Q A"})
    assert "Use this score" in later.text


def test_the_match_is_named_by_its_title(client):
    match = a_match(client)
    with db_rows(client):
        db.session.get(Match, match.id).name = "Friday at Ann's"
        db.session.commit()
    assert "Scoring for Friday at Ann's" in get(client, {"match": match.id}).text


@pytest.mark.parametrize("hole", ["0", "10", "two"])
def test_hole_outside_the_match_gets_a_message(client, hole):
    match = a_match(client)
    params = {"match": match.id, "hole": hole, "player": match.players[0].id}
    page = get(client, params)
    assert "This match has holes 1 to 9" in page.text
    assert "Use this score" not in page.text


def test_use_this_score_links_to_the_players_hole_with_the_total(client):
    match = a_match(client)
    bo = match.players[1]
    page = get(client, {"match": match.id, "hole": "4", "player": bo.id, "layout": "5 K 2/5 Q A"})
    assert "For Bo, hole 4." in page.text
    url = urlsplit(page.link("Use this score"))
    assert url.path == f"/matches/{match.id}/holes/4"
    assert parse_qs(url.query) == {f"player-{bo.id}": ["9"]}
    assert page.link("Back to hole 4") == f"/matches/{match.id}/holes/4"


def test_negative_totals_go_back_with_an_ascii_minus(client):
    match = a_match(client)
    ann = match.players[0]
    page = get(client, {"match": match.id, "hole": "1", "player": ann.id, "layout": "2 K 2/K 2 K"})
    assert parse_qs(urlsplit(page.link("Use this score")).query) == {f"player-{ann.id}": ["-6"]}


def test_the_link_to_a_match_result_keeps_the_match(client):
    match = a_match(client)
    ann = match.players[0]
    page = get(client, {"match": match.id, "hole": "2", "player": ann.id, "layout": "5 K 2/5 Q A"})
    query = parse_qs(urlsplit(page.link("Link to this result")).query)
    assert query == {
        "layout": ["5 K 2 / 5 Q A"],
        "match": [str(match.id)],
        "hole": ["2"],
        "player": [str(ann.id)],
    }


def test_clear_keeps_the_rules_and_drops_the_cards(client):
    page = get(client, {"layout": "5 K 2 / 5 Q A", "decks": "2"})
    assert parse_qs(urlsplit(page.link("Clear the cards")).query) == {"decks": ["2"]}


def test_after_the_game_changes_the_last_layout_is_said_not_to_fit(client):
    scored = "9S KD 2C / 9H QC 7D"
    page = get(
        client, {"layout": scored, "scored": scored, **picks(scored), "game": "four-card"}, 422
    )
    assert "Four-card golf needs 2 rows of 2 cards; this layout has 2 rows of 3." in page.text
    assert page.value("layout") == scored
    assert page.checked("rank-2-2") == "Q"


def test_after_the_game_changes_a_new_pick_scores_the_new_grid(client):
    scored = "9S KD 2C / 9H QC 7D"
    changed = {**picks(scored), "rank-2-2": "K"}
    page = get(client, {"layout": scored, "scored": scored, **changed, "game": "four-card"})
    assert "Total: 18 points" in page.text  # four-card golf: 9 + 9 + 0 + 0, no pair discount
    assert page.value("layout") == "9S KD / 9H KC"


@pytest.mark.parametrize("preset", ["four-card", "nine-card", "jokers-pagat", "one-last-turn"])
def test_rules_are_named_by_the_preset_they_score_like(client, preset):
    name = "Main rules" if preset == "one-last-turn" else PRESETS[preset].name
    assert get(client, {"preset": preset}).text_of("rules-name-a") == name


def test_the_calculator_lists_the_hole_adjustments_that_could_apply(client):
    """docs/rules.md#house-rules: the calculator never applies them to one layout; it says which
    would."""
    response = client.get(
        "/calculator/?layout=5H+KC+2S+/+5D+QH+AC&going_out_penalty=double&hole_21_is_zero=true"
    )
    page = response.get_data(as_text=True)
    assert 'Total: <span class="total">9</span>' in page
    assert "9 → 18 if you went out and are not strictly the lowest: doubled" in page
    assert "21 → 0" not in page
    page = client.get("/calculator/?layout=QH+9C+6S+/+AD+AH+6C&hole_21_is_zero=true").text
    assert "21 → 0: a layout of exactly 21 counts 0" in page


def test_a_layout_of_the_wrong_shape_names_the_problem_not_a_card(client):
    response = client.get("/calculator/", query_string={"layout": "5H KC 2S / 5D QH"})
    assert response.status_code == 422
    status = re.search(r'<p class="no-score"[^>]*>(.*?)</p>', response.get_data(as_text=True), re.S)
    assert "card named above" not in status[1]
    assert "Every row needs the same number of cards (got 3, 2)." in status[1]


def test_the_calculator_grid_has_four_columns_in_eight_card_golf(client):
    page = client.get("/calculator/?game=eight-card").get_data(as_text=True)
    assert 'data-signature="2x4' in page
    assert 'id="slot-2-4"' in page
    layout = "2 K 2 K / K 2 K 2"
    page = client.get(f"/calculator/?game=eight-card&layout={layout}").get_data(as_text=True)
    assert "−8" in page


def test_card_values_show_in_their_text_field(client):
    page = client.get("/calculator/?card_values=K:10").get_data(as_text=True)
    assert 'value="K:10"' in page


def test_rules_drawn_once_are_not_built_as_a_form_again_but_a_bad_value_is(client, monkeypatch):
    from golfkeeper.table_rules.form import HouseRulesForm

    built = []
    real_init = HouseRulesForm.__init__

    def counted(self, *args, **kwargs):
        built.append(kwargs.get("prefix", ""))
        real_init(self, *args, **kwargs)

    monkeypatch.setattr(HouseRulesForm, "__init__", counted)
    params = {"layout": "5 K 2 / 5 Q A", "decks": "2", "compare": "1", "b_preset": "nine-card"}
    get(client, params)
    built.clear()
    page = get(client, params)
    assert built == []  # rules A and B were drawn on the first request
    assert page.text_of("rules-name-a") == "Two decks shuffled together (5-8 players)"
    assert page.text_of("rules-name-b") == "Nine cards, 3 rows of 3 (nine-card golf)"
    page = get(client, {**params, "b_jokers": "lots"}, status=422)
    assert built == ["b_"]
    assert "“lots” is not one of the choices" in page.text_of("b_jokers-error")
