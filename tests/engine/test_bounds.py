"""Lowest and highest hole scores, derived by the engine's search, against figures worked
out by hand.

Every figure below was derived by hand from the card supply (the team's rules notes keep
the derivations); the engine finds them by search, so these are independent checks.
docs/rules.md#score-ranges shows the engine's figures for the presets.
"""

from __future__ import annotations

import copy
import itertools
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from golfkeeper.engine.cards import Card, Layout, Rank, Suit, parse_layout
from golfkeeper.engine.house_rules import (
    DECK_COUNTS,
    FOUR_OF_A_KIND_VALUES,
    JOKERS_PER_DECK_CHOICES,
    PRESETS,
    TWO_PAIRS_OF_JACKS_VALUES,
    Bonuses,
    CardValues,
    FourOfAKindColumns,
    Game,
    HouseRules,
    NegativePairs,
    NineCardLines,
    PairLines,
    PairOfJokers,
    PairOfTwos,
    RowMatch,
)
from golfkeeper.engine.scoring import check_layout, hole_score_bounds, layout_total, score_layout
from golfkeeper.engine.scoring.bounds import _search_bounds
from golfkeeper.engine.scoring.plan import _build_plan

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


# --- the search against trying every layout, on a few ranks -------------------------------
#
# Six- and eight-card golf hold too many layouts to try them all with the whole pack, so
# these tests hand the search a pack of a few ranks (its tables for the others removed)
# and try every layout those ranks can make: the search must find the same lowest and
# highest totals. Jacks are always among them, split into one-eyed and other jacks when
# the rules have one-eyed jacks, so the bonus and pair switches meet.

ORDINARY_RANKS = [rank for rank in Rank if rank not in (Rank.JACK, Rank.JOKER)]


@st.composite
def few_rank_cases(draw, game: Game, most_ranks: int):
    ranks = draw(st.sets(st.sampled_from(ORDINARY_RANKS), min_size=1, max_size=most_ranks))
    values = {
        rank: draw(st.integers(-10, 25))
        for rank in [*ranks, Rank.JACK]
        if rank is not Rank.TWO and draw(st.booleans())
    }
    jokers = draw(st.one_of(st.none(), st.integers(-10, 10)))
    rules = HouseRules(
        game=game,
        decks=draw(st.sampled_from(DECK_COUNTS)),
        jokers=jokers,
        twos=draw(st.integers(-10, 10)),
        card_values=CardValues.of(values),
        one_eyed_jacks=draw(st.booleans()),
        jokers_per_deck=draw(st.sampled_from(JOKERS_PER_DECK_CHOICES)),
        pair_of_jokers=draw(st.sampled_from(PairOfJokers)),
        pair_of_twos=draw(st.sampled_from(PairOfTwos)),
        pairs=draw(st.sampled_from(PairLines)),
        row_match=draw(st.sampled_from(RowMatch)),
        four_of_a_kind=draw(st.sampled_from(FOUR_OF_A_KIND_VALUES)),
        two_pairs_of_jacks=draw(st.sampled_from(TWO_PAIRS_OF_JACKS_VALUES)),
        four_of_a_kind_columns=draw(st.sampled_from(FourOfAKindColumns)),
        bonuses=draw(st.sampled_from(Bonuses)),
        negative_pairs=draw(st.sampled_from(NegativePairs)),
    )
    with_joker = jokers is not None and draw(st.booleans()) and len(ranks) < most_ranks + 1
    return rules, {*ranks, Rank.JACK, *([Rank.JOKER] if with_joker else [])}


def _every_layout_of(rules: HouseRules, ranks: set[Rank]) -> tuple[int, int]:
    """The lowest and highest total of every layout the ranks can make from the pack."""
    plan = _build_plan(rules)
    jacks = [Card(Rank.JACK, Suit.HEARTS), Card(Rank.JACK, Suit.DIAMONDS)]
    kinds = [Card(rank) for rank in sorted(ranks - {Rank.JACK}, key=list(Rank).index)]
    kinds += jacks if rules.one_eyed_jacks else [Card(Rank.JACK)]
    half = plan.supply[Rank.JACK] // 2
    rows, columns = rules.game.shape
    totals = []
    for cards in itertools.product(kinds, repeat=rows * columns):
        counts = Counter(card.rank for card in cards)
        if any(count > plan.supply[rank] for rank, count in counts.items()):
            continue
        if rules.one_eyed_jacks and max(cards.count(jack) for jack in jacks) > half:
            continue
        layout = Layout(tuple(cards[r * columns : (r + 1) * columns] for r in range(rows)))
        totals.append(layout_total(layout, rules))
    return min(totals), max(totals)


def _search_over(rules: HouseRules, ranks: set[Rank]) -> tuple[int, int]:
    plan = copy.copy(_build_plan(rules))
    plan.by_rank = {rank: table for rank, table in plan.by_rank.items() if rank in ranks}
    plan.supply = {rank: plan.supply[rank] if rank in ranks else 0 for rank in Rank}
    (low, _), (high, _) = _search_bounds(plan)
    return low, high


@settings(max_examples=25, deadline=None)
@given(few_rank_cases(Game.SIX_CARD, 3))
def test_six_card_search_agrees_with_trying_every_layout_of_a_few_ranks(case):
    rules, ranks = case
    assert _search_over(rules, ranks) == _every_layout_of(rules, ranks)


@settings(max_examples=8, deadline=None)
@given(few_rank_cases(Game.EIGHT_CARD, 1))
def test_eight_card_search_agrees_with_trying_every_layout_of_a_few_ranks(case):
    rules, ranks = case
    assert _search_over(rules, ranks) == _every_layout_of(rules, ranks)
