"""The house-rules form: its switches, its posts, and the words it describes rules in."""

from __future__ import annotations

import pytest
from werkzeug.datastructures import MultiDict

from golfkeeper.engine.house_rules import PRESETS, HouseRules, PairLines
from golfkeeper.table_rules.form import (
    CHOICE_LABELS,
    SWITCH_LABELS,
    HouseRulesForm,
    describe,
    form_data,
    rules_summary,
)


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


def test_form_takes_one_joker_in_the_whole_pack():
    form = HouseRulesForm(
        MultiDict(
            {
                "decks": "3",
                "jokers": "-5",
                "twos": "-2",
                "jokers_per_deck": "one_in_pack",
                "holes": "9",
            }
        )
    )
    rules = form.validate_rules()
    assert rules is not None
    assert (rules.jokers_per_deck, rules.joker_count) == ("one_in_pack", 1)
    assert ("one_in_pack", "one in the whole pack, however many decks") in [
        (value, label) for value, label, *_ in form.jokers_per_deck.iter_choices()
    ]


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
    assert answers["Jokers"] == "worth −5 each"
    assert answers["A 2 is worth"] == "−2"
    assert answers["Four of a kind in two columns"] == "−20, only side by side"
    assert HouseRulesForm().twos.data == "-2"  # the value sent stays plain ASCII


def test_every_switch_is_labelled_once_and_the_form_shows_that_label():
    form = HouseRulesForm()
    for key in HouseRules().to_dict():
        assert form[key].label.text == SWITCH_LABELS[key]
        if key in CHOICE_LABELS:
            assert [(c.value, c.label) for c in form[key].choices] == list(CHOICE_LABELS[key])


def test_the_rules_summary_lists_only_the_house_rules_and_never_the_holes():
    rules = HouseRules(knocking=True, holes=18)
    assert rules_summary(rules) == [("A player may knock to end the hole", "yes")]
    assert rules_summary(HouseRules()) == []
