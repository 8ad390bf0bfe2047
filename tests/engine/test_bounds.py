"""Lowest and highest hole scores, derived by the engine's search, against RULES.md 5.2.

Every figure below is copied from the table in RULES.md 5.2 (and its derivations in 5.3);
the engine finds them by search, so these are independent checks.
"""

from __future__ import annotations

import itertools

import pytest

from golfkeeper.engine.cards import Card, Layout, Rank, parse_layout
from golfkeeper.engine.house_rules import (
    PRESETS,
    Game,
    HouseRules,
    NineCardLines,
    PairLines,
    PairOfTwos,
)
from golfkeeper.engine.scoring import check_layout, hole_score_bounds, layout_total, score_layout

KEEP = PairOfTwos.KEEP
ALL_LINES = NineCardLines.ALL

RULES_5_2 = [
    # (row of the table, rules, min, max)
    ("6-card main, 1 deck", HouseRules(), -6, 60),
    ("6-card main, 2 decks", HouseRules(decks=2), -6, 60),
    ("6-card main, 3 decks", HouseRules(decks=3), -6, 60),
    ("V09 pair of 2s -4, 1 deck", HouseRules(pair_of_twos=KEEP), -8, 60),
    ("V09 pair of 2s -4, 2 decks", HouseRules(pair_of_twos=KEEP, decks=2), -12, 60),
    ("V08 jokers -2, 2s +2, 1 deck", HouseRules(jokers=-2, twos=2), -4, 60),
    ("V08 jokers -2, 2s +2, 2 decks", HouseRules(jokers=-2, twos=2, decks=2), -6, 60),
    ("V08 jokers -5, 2s -2, 1 deck", HouseRules(jokers=-5, twos=-2), -16, 60),
    ("V08 jokers -5, 2s -2, 2 decks", HouseRules(jokers=-5, twos=-2, decks=2), -21, 60),
    ("V08 jokers -5, 2s +2, 1 deck", HouseRules(jokers=-5, twos=2), -10, 60),
    ("V08 jokers -5, 2s +2, 2 decks", HouseRules(jokers=-5, twos=2, decks=2), -15, 60),
    ("V08 jokers -3, 2s +2, 1 deck", HouseRules(jokers=-3, twos=2), -6, 60),
    ("V08 jokers -3, 2s +2, 2 decks", HouseRules(jokers=-3, twos=2, decks=2), -9, 60),
    ("V08 jokers -3, 2s -2, 1 deck", HouseRules(jokers=-3, twos=-2), -12, 60),
    ("V08 jokers -3, 2s -2, 2 decks", HouseRules(jokers=-3, twos=-2, decks=2), -15, 60),
    ("V08 jokers 0, 2s +2, 1 deck", HouseRules(jokers=0, twos=2), 0, 60),
    ("V08 jokers 0, 2s +2, 2 decks", HouseRules(jokers=0, twos=2, decks=2), 0, 60),
    ("V08 jokers 0, 2s -2, 1 deck", HouseRules(jokers=0, twos=-2), -6, 60),
    ("V08 jokers 0, 2s -2, 2 decks", HouseRules(jokers=0, twos=-2, decks=2), -6, 60),
    ("V10 four of a kind -10, 1 deck", HouseRules(four_of_a_kind=-10), -12, 60),
    ("V10 four of a kind -10, 2 decks", HouseRules(four_of_a_kind=-10, decks=2), -12, 60),
    ("V10 square -20, 1 deck", HouseRules(four_of_a_kind=-20), -22, 60),
    ("V10 square -20, 2 decks", HouseRules(four_of_a_kind=-20, decks=2), -22, 60),
    ("V11 pairs anywhere, 1 deck", HouseRules(pairs=PairLines.ANYWHERE), -2, 54),
    ("V11 pairs anywhere, 2 decks", HouseRules(pairs=PairLines.ANYWHERE, decks=2), -2, 54),
    ("V12 rows instead, 1 deck", HouseRules(pairs=PairLines.ROWS), -4, 60),
    ("V12 rows instead, 2 decks", HouseRules(pairs=PairLines.ROWS, decks=2), -4, 60),
    ("V12 both, 1 deck", HouseRules(pairs=PairLines.COLUMNS_AND_ROWS), -4, 60),
    ("V12 both, 2 decks", HouseRules(pairs=PairLines.COLUMNS_AND_ROWS, decks=2), -4, 60),
    ("V16 4-card, 1 deck", HouseRules(game=Game.FOUR_CARD, twos=2), 0, 40),
    ("V16 4-card, 2 decks", HouseRules(game=Game.FOUR_CARD, twos=2, decks=2), 0, 40),
    ("V17 9-card columns, 1 deck", HouseRules(game=Game.NINE_CARD), -8, 90),
    ("V17 9-card columns, 2 decks", HouseRules(game=Game.NINE_CARD, decks=2), -12, 90),
    (
        "V17 9-card all lines, 1 deck",
        HouseRules(game=Game.NINE_CARD, nine_card_lines=ALL_LINES),
        -8,
        90,
    ),
    (
        "V17 9-card all lines, 2 decks",
        HouseRules(game=Game.NINE_CARD, nine_card_lines=ALL_LINES, decks=2),
        -12,
        90,
    ),
]


@pytest.mark.parametrize(
    ("rules", "low", "high"),
    [row[1:] for row in RULES_5_2],
    ids=[row[0] for row in RULES_5_2],
)
def test_bounds_match_the_rules_reference(rules, low, high):
    bounds = hole_score_bounds(rules)
    assert (bounds.min, bounds.max) == (low, high)
    for layout, expected in ((bounds.min_layout, low), (bounds.max_layout, high)):
        check_layout(layout, rules)
        assert score_layout(layout, rules).total == expected


@pytest.mark.parametrize("slug", list(PRESETS))
def test_every_preset_has_bounds_reached_by_its_witness_layouts(slug):
    rules = PRESETS[slug].rules
    bounds = hole_score_bounds(rules)
    assert bounds.min < bounds.max
    assert score_layout(bounds.min_layout, rules).total == bounds.min
    assert score_layout(bounds.max_layout, rules).total == bounds.max


def text(layout: str) -> Layout:
    return parse_layout(layout)


def test_reference_layouts_of_5_2_score_the_bounds():
    assert layout_total(text("2 K 2 / K 2 K"), HouseRules()) == -6
    assert layout_total(text("10 J Q / J Q 10"), HouseRules()) == 60
    assert layout_total(text("5 5 2 / 5 5 K"), HouseRules(four_of_a_kind=-20)) == -22
    assert layout_total(text("10 J Q / 9 8 7"), HouseRules(pairs=PairLines.ANYWHERE)) == 54
    assert layout_total(text("10 J Q / J Q 10"), HouseRules(pairs=PairLines.ANYWHERE)) == 0
    nine_all = HouseRules(game=Game.NINE_CARD, nine_card_lines=ALL_LINES, decks=2)
    assert layout_total(text("2 2 K / 2 K 2 / K 2 2"), nine_all) == -12
    assert layout_total(text("10 10 J / J Q Q / Q J 10"), nine_all) == 90
    assert layout_total(text("2 2 5 / 2 2 5 / K K 5"), HouseRules(game=Game.NINE_CARD)) == -8


FOUR_CARD_RULES = [
    HouseRules(game=Game.FOUR_CARD, twos=2),
    HouseRules(game=Game.FOUR_CARD, twos=-2, jokers=-5),
    HouseRules(game=Game.FOUR_CARD, twos=2, jokers=-3, decks=2),
]


@pytest.mark.parametrize("rules", FOUR_CARD_RULES, ids=lambda rules: str(rules.to_dict()))
def test_four_card_bounds_agree_with_trying_every_layout(rules):
    ranks = [rank for rank in Rank if rank is not Rank.JOKER or rules.jokers is not None]
    supply = {rank: (2 if rank is Rank.JOKER else 4) * rules.decks for rank in ranks}
    totals = [
        layout_total(Layout(((Card(a), Card(b)), (Card(c), Card(d)))), rules)
        for a, b, c, d in itertools.product(ranks, repeat=4)
        if all([a, b, c, d].count(rank) <= supply[rank] for rank in {a, b, c, d})
    ]
    bounds = hole_score_bounds(rules)
    assert (bounds.min, bounds.max) == (min(totals), max(totals))
