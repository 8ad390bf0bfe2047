"""Properties over random legal layouts, dealt from the real pack for random house rules."""

from __future__ import annotations

import dataclasses

from hypothesis import given, settings
from hypothesis import strategies as st

from golfkeeper.engine.cards import Card, Layout
from golfkeeper.engine.house_rules import (
    DECK_COUNTS,
    FOUR_OF_A_KIND_VALUES,
    JOKER_VALUES,
    JOKERS_PER_DECK_CHOICES,
    TWO_PAIRS_OF_JACKS_VALUES,
    TWO_VALUES,
    Bonuses,
    FourOfAKindColumns,
    Game,
    HouseRules,
    NegativePairs,
    NineCardLines,
    PairLines,
    PairOfTwos,
)
from golfkeeper.engine.scoring import (
    check_layout,
    hole_score_bounds,
    layout_total,
    pack,
    score_layout,
)

EXAMPLES = settings(max_examples=200, deadline=None)

house_rules = st.builds(
    HouseRules,
    game=st.sampled_from(Game),
    nine_card_lines=st.sampled_from(NineCardLines),
    decks=st.sampled_from(DECK_COUNTS),
    jokers=st.sampled_from((None, *JOKER_VALUES)),
    twos=st.sampled_from(TWO_VALUES),
    pair_of_twos=st.sampled_from(PairOfTwos),
    pairs=st.sampled_from(PairLines),
    four_of_a_kind=st.sampled_from(FOUR_OF_A_KIND_VALUES),
    one_eyed_jacks=st.booleans(),
    jokers_per_deck=st.sampled_from(JOKERS_PER_DECK_CHOICES),
    two_pairs_of_jacks=st.sampled_from(TWO_PAIRS_OF_JACKS_VALUES),
    four_of_a_kind_columns=st.sampled_from(FourOfAKindColumns),
    bonuses=st.sampled_from(Bonuses),
    negative_pairs=st.sampled_from(NegativePairs),
)


@st.composite
def dealt(draw, rules_strategy=house_rules):
    """House rules and a layout dealt from their real pack, so it is always legal."""
    rules = draw(rules_strategy)
    rows, columns = rules.game.shape
    cards = pack(rules)
    picks = st.integers(0, len(cards) - 1)
    chosen = draw(st.lists(picks, min_size=rows * columns, max_size=rows * columns, unique=True))
    cards = [cards[i] for i in chosen]
    layout = Layout(tuple(tuple(cards[r * columns : (r + 1) * columns]) for r in range(rows)))
    return rules, layout


def with_rows(layout: Layout, rows) -> Layout:
    return Layout(tuple(tuple(row) for row in rows))


def transpose(columns) -> list[list[Card]]:
    return [list(row) for row in zip(*columns, strict=True)]


@EXAMPLES
@given(dealt())
def test_dealt_layouts_pass_the_supply_check(case):
    rules, layout = case
    check_layout(layout, rules)


@EXAMPLES
@given(dealt(), st.data())
def test_suits_never_change_a_score(case, data):
    rules, layout = case
    # Save the one-eyed jacks (docs/rules.md#one_eyed_jacks): a jack's suit is what makes it
    # one-eyed.
    rules = rules.replace(one_eyed_jacks=False)
    score = score_layout(layout, rules)
    unsuited = with_rows(
        layout, [[dataclasses.replace(card, suit=None) for card in row] for row in layout.rows]
    )
    other = score_layout(unsuited, rules)
    assert other.total == score.total
    assert [line.reason for line in other.lines] == [line.reason for line in score.lines]


@EXAMPLES
@given(dealt())
def test_total_is_the_sum_of_the_parts(case):
    rules, layout = case
    score = score_layout(layout, rules)
    parts = sum(line.points for line in score.columns + score.rows)
    assert score.total == parts + sum(bonus.points for bonus in score.bonuses)
    assert all(line.points == 0 for line in score.rows)


@EXAMPLES
@given(dealt())
def test_the_fast_total_agrees_with_the_breakdown(case):
    rules, layout = case
    assert layout_total(layout, rules) == score_layout(layout, rules).total


column_rules = house_rules.filter(
    lambda rules: (
        rules.game not in (Game.SIX_CARD, Game.EIGHT_CARD) or rules.pairs is PairLines.COLUMNS
    )
).filter(lambda rules: rules.nine_card_lines is NineCardLines.COLUMNS)


@EXAMPLES
@given(dealt(column_rules), st.data())
def test_with_column_pairing_the_order_of_columns_does_not_matter(case, data):
    rules, layout = case
    columns = list(layout.columns)
    # The square bonus depends on which columns are side by side; only a mirror keeps that.
    square = rules.four_of_a_kind == -20
    shuffled = columns[::-1] if square else data.draw(st.permutations(columns))
    moved = with_rows(layout, transpose(shuffled))
    assert score_layout(moved, rules).total == score_layout(layout, rules).total


@EXAMPLES
@given(dealt(column_rules), st.data())
def test_with_column_pairing_the_order_within_a_column_does_not_matter(case, data):
    rules, layout = case
    columns = [data.draw(st.permutations(column)) for column in layout.columns]
    moved = with_rows(layout, transpose(columns))
    assert score_layout(moved, rules).total == score_layout(layout, rules).total


@EXAMPLES
@given(dealt())
def test_every_score_lies_within_the_bounds(case):
    rules, layout = case
    bounds = hole_score_bounds(rules)
    assert bounds.min <= layout_total(layout, rules) <= bounds.max


@settings(max_examples=60, deadline=None)
@given(house_rules)
def test_the_witness_layouts_score_exactly_the_bounds(rules):
    bounds = hole_score_bounds(rules)
    for layout, expected in ((bounds.min_layout, bounds.min), (bounds.max_layout, bounds.max)):
        check_layout(layout, rules)
        assert score_layout(layout, rules).total == expected
