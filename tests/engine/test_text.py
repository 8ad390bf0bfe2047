"""Texts for people write a negative number with a true minus sign, never a hyphen."""

from __future__ import annotations

import re

import pytest

from golfkeeper.engine.drills import deal_layout, rule_drill
from golfkeeper.engine.house_rules import (
    PRESETS,
    SWITCHES,
    Game,
    HouseRules,
    NineCardLines,
    PairLines,
)
from golfkeeper.engine.questions import QUESTIONS, VARIATIONS
from golfkeeper.engine.scoring import score_layout, score_text
from golfkeeper.engine.text import MINUS, decimal_text, points_text, sum_text, whole_number_text

# A hyphen-minus written as a sign or as subtraction: "-2", "(-4", "5 - 2". A hyphen inside a
# word or a range ("four-card", "5-8 players", "2-10") follows a letter or digit: allowed.
HYPHEN_MINUS = re.compile(r"(?<![\w-])-\s?\d")
RULE_SETS = (
    [preset.rules for preset in PRESETS.values()]
    + [variation.rules for variation in VARIATIONS]
    + [
        HouseRules(jokers=-5, twos=-2, four_of_a_kind=-20, decks=2),
        HouseRules(jokers=-3, twos=2, pairs=PairLines.ROWS, decks=2),
        HouseRules(game=Game.NINE_CARD, decks=2, jokers=-5, nine_card_lines=NineCardLines.ALL),
        HouseRules(game=Game.FOUR_CARD, jokers=-2, twos=-2),
    ]
)


@pytest.mark.parametrize(
    ("points", "signed", "text"),
    [(-4, False, "−4"), (-4, True, "−4"), (0, True, "0"), (3, False, "3"), (3, True, "+3")],
)
def test_points_read_with_a_true_minus_sign(points, signed, text):
    assert points_text(points, signed=signed) == text


@pytest.mark.parametrize(
    ("value", "text"),
    [(-2.34, "−2.3"), (2.34, "2.3"), (-0.04, "0.0"), (-0.0, "0.0"), (-12.0, "−12.0")],
)
def test_an_average_reads_with_a_true_minus_sign_and_never_as_minus_zero(value, text):
    assert decimal_text(value) == text


@pytest.mark.parametrize(
    ("values", "text"),
    [
        ([-2, 7], "−2 + 7 = 5"),
        ([0, -2], "0 − 2 = −2"),
        ([-2, -2], "−2 − 2 = −4"),
        ([10, -5, -5], "10 − 5 − 5 = 0"),
        ([5], "5 = 5"),
    ],
)
def test_a_sum_subtracts_with_the_minus_sign(values, text):
    assert sum_text(values) == text


def test_a_column_reason_writes_its_sum_with_minus_signs():
    score = score_text("2 K 5 / A 2 5")
    assert score.columns[0].reason == f"2 over A: different ranks, {MINUS}2 + 1 = {MINUS}1"
    assert score.columns[1].reason == f"K over 2: different ranks, 0 {MINUS} 2 = {MINUS}2"


def test_a_bonus_names_its_points_with_a_minus_sign():
    score = score_text("5 5 2 / 5 5 K", HouseRules(four_of_a_kind=-10))
    assert score.bonuses[0].reason.endswith(f"four of a kind, {MINUS}10 instead of 0 + 0")


def test_preset_names_and_descriptions_use_the_minus_sign():
    assert PRESETS["jokers-minus-5"].name == f"Jokers {MINUS}5, a 2 worth {MINUS}2"
    assert PRESETS["pair-of-twos-keeps"].description.endswith(f"score {MINUS}4.")


def _texts_for_people() -> list[str]:
    texts = [preset.name for preset in PRESETS.values()]
    texts += [preset.description for preset in PRESETS.values()]
    texts += [variation.name for variation in VARIATIONS]
    texts += [variation.changes for variation in VARIATIONS]
    texts += [question.text for question in QUESTIONS]
    for rules in RULE_SETS:
        for question in QUESTIONS:
            answer = question.answer(rules)
            texts += [answer.short, answer.text]
        for seed in range(25):
            score = score_layout(deal_layout(seed, rules), rules)
            texts += [line.reason for line in score.lines]
            texts += [bonus.reason for bonus in score.bonuses]
    for seed in range(60):
        drill = rule_drill(seed)
        texts += [choice.label for choice in drill.choices]
        texts += [choice.rules_name for choice in drill.choices if choice.rules_name]
    return texts


def test_no_engine_text_writes_minus_as_a_hyphen():
    texts = _texts_for_people()
    assert any(MINUS in text for text in texts)  # the scan does reach negative numbers
    offenders = sorted({text for text in texts if HYPHEN_MINUS.search(text)})
    assert offenders == []


def test_a_match_of_one_hole_is_said_as_one_hole_in_sentences_and_answers():
    one_hole = HouseRules(holes=1)
    texts = [switch.sentence_for(one_hole) or "" for switch in SWITCHES]
    for question in QUESTIONS:
        answer = question.answer(one_hole)
        texts += [answer.short, answer.text]
    assert any("1 hole" in text for text in texts)  # the scan does reach the count
    assert [text for text in texts if re.search(r"\b1 holes\b", text)] == []


# A whole number as a phone types it (issue 35): every form field and link reads it with
# ``whole_number_text``; the JSON API reads it strictly.
TYPED_WHOLE_NUMBERS = [
    ("5", "5", "5"),
    ("+5", "5", None),
    ("-0", "0", "0"),
    ("\u22120", "0", "0"),
    ("\u22125", "-5", "-5"),
    ("\u20135", "-5", None),  # an en dash, as word processors write a minus
    ("\uff15", "5", None),  # full-width digits and signs: a CJK keyboard's
    ("\uff0d\uff11\uff10", "-10", None),
    ("\uff0b\uff12", "2", None),
    ("\u3000 007 ", "7", "7"),
    ("\u0663", None, None),  # Arabic-Indic three: another script's digit
    ("\u0969", None, None),  # Devanagari three
    ("\u00b2", None, None),  # superscript two
    ("1,000", None, None),
    ("1_0", None, None),
    ("5.5", None, None),
    ("five", None, None),
    ("++5", None, None),
    ("+-5", None, None),
    ("5-", None, None),
    ("", None, None),
]


@pytest.mark.parametrize(("typed", "read", "strict"), TYPED_WHOLE_NUMBERS, ids=repr)
def test_a_whole_number_is_read_as_a_phone_types_it(typed, read, strict):
    assert whole_number_text(typed) == read
    assert whole_number_text(typed, strict=True) == strict
