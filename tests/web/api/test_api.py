"""The JSON API: scoring a layout, hole-score bounds and presets, and its error answers."""

from __future__ import annotations

import json
from urllib.parse import urlencode

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from golfkeeper.engine.house_rules import PRESETS, SCORING_SWITCHES
from golfkeeper.engine.scoring import hole_score_bounds
from golfkeeper.table_rules.query import rules_query_args


def post_score(client, body):
    data = body if isinstance(body, (bytes, str)) else json.dumps(body)
    return client.post("/api/score", data=data, content_type="application/json")


# --- POST /api/score ---------------------------------------------------------------------


def test_score_answers_with_columns_reasons_and_total(client):
    response = post_score(client, {"layout": "5H KC 2S / 5D QH AC"})
    assert response.status_code == 200
    body = response.get_json()
    assert body["total"] == 9
    assert [column["cards"] for column in body["columns"]] == [
        ["5H", "5D"],
        ["KC", "QH"],
        ["2S", "AC"],
    ]
    assert [column["points"] for column in body["columns"]] == [0, 10, -1]
    assert body["columns"][0]["reason"] == "5 over 5: same rank, pair, 0"
    assert body["rows"] == []
    assert body["bonuses"] == []


def test_score_without_rules_uses_the_main_rules(client):
    body = post_score(client, {"layout": "2 2 K / 2 2 K"}).get_json()
    assert body["total"] == 0
    assert body["rules"] == {
        "game": "six-card",
        "nine_card_lines": "columns",
        "decks": 1,
        "jokers": None,
        "twos": -2,
        "pair_of_twos": "zero",
        "pairs": "columns",
        "four_of_a_kind": 0,
        "card_values": {},
        "one_eyed_jacks": False,
        "jokers_per_deck": 2,
        "pair_of_jokers": "zero",
        "two_pairs_of_jacks": 0,
        "four_of_a_kind_columns": "rule",
        "bonuses": "larger",
        "negative_pairs": "zero",
        "row_match": "pair",
        "four_card_pairs": "none",
    }


def test_score_echoes_only_the_scoring_switches(client):
    body = post_score(client, {"layout": "5 K 2 / 5 Q A", "rules": {"last_turn": True}})
    assert set(body.get_json()["rules"]) == set(SCORING_SWITCHES)


def test_score_with_a_preset(client):
    body = post_score(
        client, {"layout": "2 2 K / 2 2 K", "rules": {"preset": "pair-of-twos-keeps"}}
    ).get_json()
    assert body["total"] == -8
    assert body["rules"]["pair_of_twos"] == "keep"


def test_score_with_switches_reports_the_bonus(client):
    body = post_score(
        client, {"layout": "5 5 2 / 5 5 K", "rules": {"four_of_a_kind": -20}}
    ).get_json()
    assert body["total"] == -22
    assert body["bonuses"] == [
        {
            "points": -20,
            "columns": [1, 2],
            "reason": "Four 5s in columns 1 and 2, side by side: a square, −20 instead of 0 + 0",
        }
    ]


def test_score_with_jokers_defaults_twos_to_plus_two(client):
    # Pagat's jokers: Jk -2 and 2 +2. Jk+K = -2, 2+9 = 11, 5 over 5 = 0.
    body = post_score(client, {"layout": "JK 2 5 / K 9 5", "rules": {"jokers": -2}}).get_json()
    assert body["total"] == 9
    assert body["rules"]["twos"] == 2


def test_score_lists_the_rows_that_cancelled(client):
    body = post_score(client, {"layout": "5 9 5 / 9 Q 7", "rules": {"pairs": "rows"}}).get_json()
    assert body["total"] == 35
    assert [(row["label"], row["points"]) for row in body["rows"]] == [("Row 1", 0)]


def test_score_nine_card_layout(client):
    body = post_score(
        client, {"layout": "2 2 5 / 2 2 5 / K K 5", "rules": {"preset": "nine-card"}}
    ).get_json()
    assert body["total"] == -8


@pytest.mark.parametrize(
    ("body", "message"),
    [
        (b"{not json", "JSON object"),
        (b"", "JSON object"),
        ("[1, 2]", "must be a JSON object"),
        ('"5 K 2 / 5 Q A"', "must be a JSON object"),
        ({"layout": "5 K 2 / 5 Q A", "colour": "red"}, "Unknown key 'colour'"),
        ({"layout": 5}, '"layout" must be text'),
        ({"rules": {}}, '"layout" must be text'),
        ({"layout": "5 K 2 / 5 Q A", "rules": "main"}, '"rules" must be an object'),
        ({"layout": "5 K 2 / 5 Q A", "rules": [1]}, '"rules" must be an object'),
    ],
)
def test_a_malformed_request_is_a_400(client, body, message):
    response = post_score(client, body)
    assert response.status_code == 400
    assert message in response.get_json()["error"]


@pytest.mark.parametrize("path", ["/api/score", "/api/hole"])
def test_a_long_layout_is_told_too_long_and_a_broken_body_where_it_broke(client, path):
    """A 9,000-character layout: too long, with the limit, never "send a JSON object";
    the same text with raw line breaks (not JSON) is told where the parser stopped."""
    layout = "5H KC 2S / 5D QH AC " * 450
    assert len(layout) == 9000
    body = {"layout": layout} if path == "/api/score" else {"scores": [layout, 3]}
    answer = client.post(path, data=json.dumps(body), content_type="application/json")
    assert answer.status_code == 422
    assert "too long (over 500 characters)" in answer.get_json()["error"]
    raw = json.dumps(body).replace("AC 5H", "AC\n5H")  # a line break inside a string
    said = client.post(path, data=raw, content_type="application/json").get_json()["error"]
    assert "not valid JSON: invalid control character at line 1, column" in said
    assert said.startswith("The request body is not valid JSON")


def test_a_body_without_a_json_content_type_is_still_read(client):
    response = client.post("/api/score", data='{"layout": "5 K 2 / 5 Q A"}')
    assert response.status_code == 200
    assert response.get_json()["total"] == 9


def test_an_impossible_card_is_a_422_with_its_position(client):
    response = post_score(client, {"layout": "K K K / K K 5"})
    assert response.status_code == 422
    assert response.get_json() == {
        "error": "A fifth K (bottom row, column 2): one deck has only 4 kings.",
        "row": 2,
        "column": 2,
    }


def test_text_that_is_not_a_card_is_a_422_naming_it(client):
    response = post_score(client, {"layout": "5H KC 2S / 5D QX AC"})
    assert response.status_code == 422
    body = response.get_json()
    assert "QX" in body["error"]
    assert (body["row"], body["column"]) == (2, 2)


def test_the_wrong_shape_for_the_game_is_a_422(client):
    response = post_score(client, {"layout": "5 K / 5 Q"})
    assert response.status_code == 422
    assert "needs 2 rows of 3" in response.get_json()["error"]


@pytest.mark.parametrize(
    ("rules", "key"),
    [
        ({"decks": 7}, "decks"),
        ({"jokers": -11}, "jokers"),
        ({"jokers": "lots"}, "jokers"),
        ({"pairs": "diagonals"}, "pairs"),
        ({"colour": "red"}, "colour"),
        ({"preset": "snap"}, "preset"),
        ({"preset": "main", "decks": 2}, "decks"),
        ({"last_turn": "yes"}, "last_turn"),
    ],
)
def test_an_impossible_rule_is_a_422_naming_the_switch(client, rules, key):
    response = post_score(client, {"layout": "5 K 2 / 5 Q A", "rules": rules})
    assert response.status_code == 422
    assert response.get_json()["key"] == key


def test_a_joker_without_jokers_is_a_422(client):
    response = post_score(client, {"layout": "JK K 2 / 5 Q A"})
    assert response.status_code == 422
    assert "no jokers" in response.get_json()["error"]


def test_score_accepts_only_post(client):
    assert client.get("/api/score").status_code == 405


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda children: (
        st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=12), children, max_size=4)
    ),
    max_leaves=10,
)
rule_values = st.dictionaries(
    st.sampled_from([*SCORING_SWITCHES, "preset", "holes", "knocking", "colour"]),
    json_values | st.sampled_from([-5, -2, 0, 1, 2, 3, "rows", "nine-card", "keep", "main"]),
    max_size=4,
)
bodies = (
    st.fixed_dictionaries(
        {},
        optional={
            "layout": st.text(max_size=40) | st.sampled_from(["5H KC 2S / 5D QH AC", "2 2 / K K"]),
            "rules": rule_values | json_values,
        },
    )
    | json_values
)


@settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(body=bodies)
def test_no_request_body_makes_a_server_error(client, body):
    response = post_score(client, body)
    assert response.status_code in (200, 400, 422)
    assert response.is_json


# --- GET /api/rules/bounds ---------------------------------------------------------------


def test_bounds_of_the_main_rules(client):
    body = client.get("/api/rules/bounds").get_json()
    assert (body["min"], body["max"]) == (-6, 60)
    assert post_score(client, {"layout": body["min_layout"]}).get_json()["total"] == -6
    assert post_score(client, {"layout": body["max_layout"]}).get_json()["total"] == 60


@pytest.mark.parametrize(
    ("query", "low", "high"),
    [
        ("game=nine-card&decks=2", -12, 90),
        ("game=nine-card&decks=1&nine_card_lines=all", -8, 90),
        ("game=four-card&twos=2", 0, 40),
        ("jokers=-5&twos=-2&decks=2", -21, 60),
        ("jokers=-2", -4, 60),
        ("jokers=null", -6, 60),
        ("pairs=anywhere", -2, 54),
        ("four_of_a_kind=-20", -22, 60),
        ("pair_of_twos=keep&decks=2", -12, 60),
        ("preset=jokers-minus-5", -16, 60),
        ("holes=18&last_turn=true", -6, 60),
    ],
)
def test_bounds_follow_the_rules_in_the_query(client, query, low, high):
    response = client.get(f"/api/rules/bounds?{query}")
    assert response.status_code == 200
    body = response.get_json()
    assert (body["min"], body["max"]) == (low, high)


@pytest.mark.parametrize(
    ("query", "status"),
    [
        ("decks=two", 400),
        ("colour=red", 400),
        ("decks=1&decks=2", 400),
        ("knocking=maybe", 400),
        ("decks=4", 422),
        ("game=twelve-card", 422),
        ("preset=snap", 422),
        ("jokers=-11", 422),
    ],
)
def test_bad_bounds_parameters_are_refused(client, query, status):
    response = client.get(f"/api/rules/bounds?{query}")
    assert response.status_code == status
    assert response.get_json()["error"]


@pytest.mark.parametrize(
    ("query", "status", "message"),
    [
        ("decks=two", 400, "decks must be a whole number (got 'two')."),
        ("colour=red", 400, "Unknown parameter 'colour'."),
        ("decks=1&decks=2", 400, "Give decks once."),
        ("knocking=maybe", 400, "knocking must be true or false (got 'maybe')."),
        ("preset=main&decks=2", 422, "Give either a preset or switches, not both"),
        ("jokers=-11", 422, "jokers must be from -10 to 10 (got -11)."),
    ],
)
def test_a_refused_bounds_parameter_is_named(client, query, status, message):
    response = client.get(f"/api/rules/bounds?{query}")
    assert response.status_code == status
    assert response.get_json()["error"].startswith(message)


@pytest.mark.parametrize("preset", PRESETS.values(), ids=lambda preset: preset.slug)
def test_bounds_read_the_rules_a_page_link_carries(client, preset):
    query = urlencode(rules_query_args(preset.rules))
    body = client.get(f"/api/rules/bounds?{query}").get_json()
    assert (body["min"], body["max"]) == (
        hole_score_bounds(preset.rules).min,
        hole_score_bounds(preset.rules).max,
    )


# --- GET /api/presets --------------------------------------------------------------------


def test_presets_list_every_named_rule_set(client):
    body = client.get("/api/presets").get_json()
    assert [preset["slug"] for preset in body] == list(PRESETS)
    main = body[0]
    assert main["name"] == "Main rules"
    assert main["description"]
    assert main["rules"]["pairs"] == "columns"
    four_card = next(preset for preset in body if preset["slug"] == "four-card")
    assert four_card["rules"]["game"] == "four-card"
    assert four_card["rules"]["knocking"] is True


def test_the_api_needs_no_csrf_token(app):
    app.config["WTF_CSRF_ENABLED"] = True
    client = app.test_client()
    # A form elsewhere is refused without its token, so CSRF protection is really on ...
    assert client.post("/matches/new", data={}).status_code == 400
    # ... and the API, which changes nothing, is exempt.
    assert post_score(client, {"layout": "5 K 2 / 5 Q A"}).status_code == 200


# --- the scoring switches of docs/rules.md#house-rules --------------------------------------------


def test_score_takes_the_tables_card_values(client):
    rules = {"card_values": {"K": 10}, "one_eyed_jacks": True}
    body = post_score(client, {"layout": "K 5 JH / Q 6 9", "rules": rules}).get_json()
    assert body["total"] == 20 + 11 + 9
    assert body["rules"]["card_values"] == {"K": 10}


@pytest.mark.parametrize(
    ("rules", "key"),
    [
        ({"card_values": {"K": 30}}, "card_values"),
        ({"card_values": {"2": 1}}, "card_values"),
        ({"card_values": "K:1"}, "card_values"),
        ({"pair_of_jokers": "minus5"}, "pair_of_jokers"),
        ({"jokers_per_deck": 3}, "jokers_per_deck"),
        ({"kings": 10}, "kings"),
    ],
)
def test_a_bad_scoring_switch_is_a_422_naming_it(client, rules, key):
    response = post_score(client, {"layout": "5 K 2 / 5 Q A", "rules": rules})
    assert response.status_code == 422
    assert response.get_json()["key"] == key


def test_the_golfcards_club_switches_score_through_the_api(client):
    rules = {
        "four_of_a_kind": -20,
        "two_pairs_of_jacks": -20,
        "four_of_a_kind_columns": "any",
        "bonuses": "add",
    }
    body = post_score(client, {"layout": "J 5 J / J 6 J", "rules": rules}).get_json()
    assert body["total"] == 11 - 40
    assert [bonus["points"] for bonus in body["bonuses"]] == [-20, -20]
    assert body["rules"]["bonuses"] == "add"


def test_one_joker_in_the_whole_pack_through_the_api(client):
    rules = {"jokers": -5, "jokers_per_deck": "one_in_pack", "decks": 3}
    response = post_score(client, {"layout": "Jk Jk 2 / 5 Q A", "rules": rules})
    assert response.status_code == 422
    body = client.get("/api/rules/bounds?jokers=-5&jokers_per_deck=one_in_pack&decks=3").get_json()
    # One joker with a 2 (-7), then two 2s each with a king (the lowest layout's pattern).
    assert body["min"] == -7 - 2 - 2
    assert body["rules"]["jokers_per_deck"] == "one_in_pack"


def test_two_jokers_from_a_one_joker_pack_are_refused(client):
    rules = {"jokers": -5, "jokers_per_deck": 1}
    response = post_score(client, {"layout": "Jk Jk 2 / 5 Q A", "rules": rules})
    assert response.status_code == 422
    assert "joker" in response.get_json()["error"].lower()


@pytest.mark.parametrize(
    ("query", "low", "high"),
    [
        ("card_values=K:25", -3, 105),
        ("game=eight-card", -8, 80),
        ("card_values=K%3A10%2C%2010%3A1", -3, 60),
    ],
)
def test_bounds_for_the_new_switches(client, query, low, high):
    body = client.get(f"/api/rules/bounds?{query}").get_json()
    assert (body["min"], body["max"]) == (low, high)


def test_bad_card_values_in_a_query_name_the_bad_part(client):
    response = client.get("/api/rules/bounds?card_values=K:lots")
    assert response.status_code == 400  # malformed, like text where a number belongs
    assert "'lots'" in response.get_json()["error"]


def test_a_card_value_out_of_range_is_refused_like_any_switch_out_of_range(client):
    card = client.get("/api/rules/bounds?card_values=K:99")
    twos = client.get("/api/rules/bounds?twos=99")
    assert (card.status_code, twos.status_code) == (422, 422)
    assert card.get_json() == {
        "error": "card_values: K must be worth from -10 to 25 (got 99).",
        "key": "card_values",
    }
