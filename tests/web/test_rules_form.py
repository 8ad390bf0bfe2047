"""The house-rules form and the query-string form of house rules."""

from __future__ import annotations

import itertools

import pytest
from werkzeug.datastructures import MultiDict

from golfkeeper.engine.house_rules import PRESETS, Game, HouseRules, HouseRulesError, PairLines
from golfkeeper.rules_form import (
    HouseRulesForm,
    QueryError,
    describe,
    form_data,
    rules_from_query,
    rules_query_args,
)


@pytest.mark.parametrize(
    ("game", "jokers", "twos", "holes"),
    list(itertools.product(Game, [None, -2, -5, -3, 0], [-2, 2], [5, 9, 18])),
)
def test_query_args_read_back_to_the_same_rules(game, jokers, twos, holes):
    rules = HouseRules(game=game, jokers=jokers, twos=twos, holes=holes, last_turn=True)
    assert rules_from_query(MultiDict(rules_query_args(rules))) == rules


def test_main_rules_need_no_query_args():
    assert rules_query_args(HouseRules()) == {}


def test_switches_in_the_query_override_the_preset():
    rules = rules_from_query(MultiDict({"preset": "jokers-pagat", "jokers": "-5"}))
    assert (rules.jokers, rules.twos) == (-5, -2)


@pytest.mark.parametrize(
    "args", [{"preset": "nope"}, {"decks": "7"}, {"decks": "two"}, {"pairs": "diagonal"}]
)
def test_bad_query_args_raise_house_rules_error(args):
    with pytest.raises(HouseRulesError):
        rules_from_query(MultiDict(args))


@pytest.mark.parametrize("preset", PRESETS.values(), ids=lambda p: p.slug)
def test_form_prefilled_with_rules_gives_them_back(preset):
    form = HouseRulesForm(data=form_data(preset.rules, preset.slug))
    assert form.to_house_rules() == preset.rules


def test_form_posts_become_house_rules():
    form = HouseRulesForm(
        MultiDict(
            {
                "game": "six-card",
                "decks": "2",
                "jokers": "none",
                "twos": "-2",
                "pair_of_twos": "zero",
                "pairs": "anywhere",
                "four_of_a_kind": "0",
                "nine_card_lines": "columns",
                "flip_after_reject": "may",
                "initial_reveal": "any_two",
                "stock_exhaustion": "reshuffle",
                "holes": "18",
                "last_turn": "y",
            }
        )
    )
    rules = form.validate_rules()
    assert rules is not None
    assert (rules.decks, rules.pairs, rules.holes, rules.last_turn) == (
        2,
        PairLines.ANYWHERE,
        18,
        True,
    )
    assert rules.record_who_went_out is False  # an unticked box is off


def test_form_refuses_unknown_choices_next_to_the_field():
    form = HouseRulesForm(MultiDict({"decks": "9", "holes": "40"}))
    assert form.validate_rules() is None
    assert form.decks.errors and form.holes.errors


def test_describe_marks_the_house_rules():
    lines = describe(HouseRules(pair_of_twos=PRESETS["pair-of-twos-keeps"].rules.pair_of_twos))
    differing = [(question, answer) for question, answer, differs in lines if differs]
    assert differing == [("Two 2s in a column", "keep their value")]


def test_rule_choices_write_negative_points_with_a_minus_sign():
    answers = {
        question: answer
        for question, answer, _ in describe(HouseRules(jokers=-5, twos=-2, four_of_a_kind=-20))
    }
    assert answers["Jokers"] == "2 per deck, worth −5"
    assert answers["A 2 is worth"] == "−2"
    assert answers["Four of a kind in two columns"] == "−20, only side by side"
    assert HouseRulesForm().twos.data == "-2"  # the value sent stays plain ASCII


@pytest.mark.parametrize(
    ("args", "message"),
    [
        ([("colour", "red")], "Unknown parameter 'colour'."),
        ([("decks", "1"), ("decks", "2")], "Give decks once."),
        ([("knocking", "maybe")], "knocking must be true or false (got 'maybe')."),
        ([("holes", "nine")], "holes must be a whole number (got 'nine')."),
    ],
)
def test_a_strict_query_refuses_what_a_link_lets_pass(args, message):
    with pytest.raises(QueryError) as refused:
        rules_from_query(MultiDict(args), strict=True)
    assert refused.value.message == message
    if args[0][0] != "holes":
        rules_from_query(MultiDict(args))  # a link ignores it, or reads the switch as off


def test_a_strict_query_takes_a_preset_alone():
    with pytest.raises(HouseRulesError) as refused:
        rules_from_query(MultiDict({"preset": "jokers-pagat", "jokers": "-5"}), strict=True)
    assert refused.value.key == "jokers"


@pytest.mark.parametrize("preset", PRESETS.values(), ids=lambda p: p.slug)
def test_strict_and_lenient_read_a_link_alike(preset):
    args = MultiDict(rules_query_args(preset.rules))
    assert rules_from_query(args, strict=True) == rules_from_query(args) == preset.rules


@pytest.mark.parametrize(
    ("text", "on"), [("1", True), ("true", True), ("Yes", True), ("on", True), ("0", False)]
)
def test_a_switch_reads_the_same_in_links_and_the_api(text, on):
    args = MultiDict({"last_turn": text})
    assert rules_from_query(args).last_turn is on
    assert rules_from_query(args, strict=True).last_turn is on
