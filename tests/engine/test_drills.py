"""Drills: seeded deals from the table's real pack, scored by the engine; rule drills."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from golfkeeper.engine.drills import (
    SEED_LIMIT,
    deal_layout,
    drill_questions,
    next_seed,
    rule_drill,
    scoring_drill,
)
from golfkeeper.engine.house_rules import MAIN_RULES, PRESETS, HouseRules
from golfkeeper.engine.questions import VARIATIONS
from golfkeeper.engine.scoring import check_layout, hole_score_bounds, layout_total

RULE_SETS = (
    [p.rules for p in PRESETS.values()]
    + [v.rules for v in VARIATIONS if v.switch in ("decks", "jokers", "pairs", "four_of_a_kind")]
    + [HouseRules(decks=3, jokers=-5, twos=-2)]
)


@pytest.mark.parametrize("rules", RULE_SETS)
def test_drills_never_deal_an_impossible_layout(rules):
    bounds = hole_score_bounds(rules)
    for seed in range(300):
        drill = scoring_drill(seed, rules)
        check_layout(drill.layout, rules)
        assert (drill.layout.n_rows, drill.layout.n_columns) == rules.game.shape
        assert bounds.min <= drill.score.total <= bounds.max
        assert drill.score.total == layout_total(drill.layout, rules)


@settings(max_examples=300, deadline=None)
@given(seed=st.integers(0, SEED_LIMIT - 1), rules=st.sampled_from(RULE_SETS))
def test_any_seed_deals_a_possible_layout_within_the_bounds(seed, rules):
    drill = scoring_drill(seed, rules)
    check_layout(drill.layout, rules)
    bounds = hole_score_bounds(rules)
    assert bounds.min <= drill.score.total <= bounds.max


def test_the_same_seed_deals_the_same_layout():
    assert str(deal_layout(123, MAIN_RULES)) == str(deal_layout(123, MAIN_RULES))
    layouts = {str(deal_layout(seed, MAIN_RULES)) for seed in range(50)}
    assert len(layouts) == 50


def test_drills_deal_pairs_often_enough_to_practise():
    paired = sum(
        any(line.points == 0 and "pair" in line.reason for line in scoring_drill(s).score.columns)
        for s in range(200)
    )
    assert paired >= 40


def test_the_answer_is_checked_with_the_engine():
    drill = scoring_drill(99)
    assert drill.is_right(layout_total(drill.layout, MAIN_RULES))
    assert not drill.is_right(drill.score.total + 1)


def test_next_seed_is_fixed_and_in_range():
    assert next_seed(5) == next_seed(5)
    assert all(0 <= next_seed(seed) < SEED_LIMIT for seed in range(100))


@pytest.mark.parametrize("seed", [-1, SEED_LIMIT, True, 1.5])
def test_seeds_outside_the_range_are_refused(seed):
    with pytest.raises(ValueError):
        scoring_drill(seed)
    with pytest.raises(ValueError):
        rule_drill(seed)


@pytest.mark.parametrize("rules", [MAIN_RULES, *(p.rules for p in PRESETS.values())])
def test_rule_drills_offer_one_right_answer_and_wrong_ones_from_other_house_rules(rules):
    for seed in range(15):
        drill = rule_drill(seed, rules)
        labels = [choice.label for choice in drill.choices]
        assert len(labels) == len(set(labels)) >= 2
        right = [choice for choice in drill.choices if choice.correct]
        assert len(right) == 1 and right[0].label == drill.question.answer(rules).short
        assert all(choice.rules_name for choice in drill.choices if not choice.correct)


def test_rule_drills_draw_from_many_questions():
    assert len(drill_questions(MAIN_RULES)) >= 20
    assert len({rule_drill(seed).question.slug for seed in range(100)}) >= 15


def test_a_rule_drill_choice_is_looked_up_by_its_number():
    drill = rule_drill(1)
    assert drill.choice(1) is drill.choices[0]
    assert drill.choice(0) is None and drill.choice(len(drill.choices) + 1) is None
