"""POST /api/hole: a whole hole's scores after the table's hole adjustments (RULES.md 2.H,
V23-V27), with the reasons; 400 for a malformed request, 422 for an impossible hole."""

from __future__ import annotations

import pytest


def post_hole(client, body):
    return client.post("/api/hole", json=body)


def test_going_out_doubled_then_the_bonus_derived_example(client):
    """RULES.md Derived: V23 double with V24 −5; Ann went out with 12, Bo 9, Cy 15."""
    response = post_hole(
        client,
        {
            "rules": {"going_out_penalty": "double", "going_out_bonus": -5},
            "scores": [12, 9, 15],
            "went_out": 0,
        },
    )
    assert response.status_code == 200
    body = response.get_json()
    assert body["scores"] == [19, 9, 15] and body["layout_scores"] == [12, 9, 15]
    assert body["adjustments"] == [
        {
            "player": 0,
            "switch": "going_out_penalty",
            "from": 12,
            "to": 24,
            "reason": "Player 1 went out with 12, not the lowest (Player 2 9): doubled → 24",
        },
        {
            "player": 0,
            "switch": "going_out_bonus",
            "from": 24,
            "to": 19,
            "reason": "Player 1 went out: −5 → 19",
        },
    ]
    assert body["rules"]["going_out_penalty"] == "double" and "pairs" in body["rules"]
    assert "last_turn" not in body["rules"]


def test_five_points_for_each_player_as_low_derived_example(client):
    """RULES.md Derived: plus5_each; Ann went out with 7, Bo 7, Cy 4, Di 10."""
    body = post_hole(
        client,
        {"rules": {"going_out_penalty": "plus5_each"}, "scores": [7, 7, 4, 10], "went_out": 0},
    ).get_json()
    assert body["scores"] == [17, 7, 4, 10]


def test_21_is_zero_lowest_bonus_and_tie_penalty_derived_example(client):
    """RULES.md Derived: V27, V25 −3, V26 5; Ann 21, Bo 4, Cy 4."""
    rules = {"hole_21_is_zero": True, "lowest_hole_bonus": -3, "tied_hole_penalty": 5}
    body = post_hole(client, {"rules": rules, "scores": [21, 4, 4], "went_out": None}).get_json()
    assert body["scores"] == [-3, 9, 9]
    assert [a["switch"] for a in body["adjustments"]] == [
        "hole_21_is_zero",
        "lowest_hole_bonus",
        "tied_hole_penalty",
        "tied_hole_penalty",
    ]


def test_a_layout_text_is_scored_before_the_adjustments(client):
    body = post_hole(
        client,
        {
            "rules": {"going_out_penalty": "plus10"},
            "scores": ["5H KC 2S / 5D QH AC", 3],
            "went_out": 0,
        },
    ).get_json()
    assert body["layout_scores"] == [9, 3] and body["scores"] == [19, 3]


def test_the_main_rules_change_nothing(client):
    body = post_hole(client, {"scores": [12, 9], "went_out": 0}).get_json()
    assert body["scores"] == [12, 9] and body["adjustments"] == []


@pytest.mark.parametrize(
    "body",
    [
        None,
        [1, 2],
        {"scores": "12 9"},
        {"scores": [12, 9], "extra": 1},
        {"scores": [12, True]},
        {"scores": [12, 9.5]},
        {"scores": [12, 9], "went_out": "0"},
        {"scores": [12, 9], "went_out": True},
        {"scores": [12, 9], "rules": "main"},
    ],
)
def test_a_malformed_request_is_a_400(client, body):
    response = client.post("/api/hole", data="" if body is None else None, json=body)
    assert response.status_code == 400
    assert response.get_json()["error"]


@pytest.mark.parametrize(
    ("body", "words"),
    [
        ({"scores": [12, "5H KC 2S / 5D QH"]}, "scores[1]"),
        ({"scores": [12, "5H KC ZZ / 5D QH AC"]}, "scores[1]"),
        ({"scores": [61, 3]}, "from −6 to 60"),
        ({"scores": [12, 9], "went_out": 2}, "from 0 to 1"),
        ({"scores": [12]}, "2 to 8"),
        ({"scores": [1] * 9}, "2 to 8"),
        ({"scores": ["K K K / 2 3 4", "K K 5 / 6 7 8"]}, "only 4 kings"),
        ({"scores": [12, 9], "rules": {"going_out_penalty": "triple"}}, "going_out_penalty"),
    ],
)
def test_an_impossible_hole_is_a_422_naming_the_problem(client, body, words):
    response = post_hole(client, body)
    assert response.status_code == 422
    assert words in response.get_json()["error"]


def test_a_number_beyond_the_layout_range_is_refused_even_when_doubling_could_reach_it(client):
    """RULES.md "Interactions settled" 10: the layout range, not the adjusted one."""
    body = {"rules": {"going_out_penalty": "double"}, "scores": [70, 3], "went_out": 0}
    response = post_hole(client, body)
    assert response.status_code == 422 and response.get_json()["player"] == 0
    body["scores"] = [60, 3]
    assert post_hole(client, body).get_json()["scores"] == [120, 3]


def test_the_layout_range_follows_the_golfcards_club_bonuses(client):
    """Four jacks in two columns earn both bonuses under V31 add (RULES.md 2.H): J J 2 /
    J J K scores -20 - 20 - 2, a number the larger bonus alone never reaches."""
    adding = {
        "four_of_a_kind": -20,
        "two_pairs_of_jacks": -20,
        "four_of_a_kind_columns": "any",
        "bonuses": "add",
    }
    body = {"rules": adding, "scores": [-42, 3], "went_out": None}
    assert post_hole(client, body).get_json()["scores"] == [-42, 3]
    assert post_hole(client, {**body, "scores": ["J J 2 / J J K", 3]}).get_json()["scores"] == [
        -42,
        3,
    ]
    body["rules"] = {**adding, "bonuses": "larger"}
    response = post_hole(client, body)
    assert response.status_code == 422
    assert "from −22 to 60" in response.get_json()["error"]
