"""The switch registry: every switch declared once, and the play switches of
docs/rules.md#house-rules."""

from __future__ import annotations

import pytest

from golfkeeper.engine.cards import Card, Rank, parse_layout
from golfkeeper.engine.holes import adjust_hole
from golfkeeper.engine.house_rules import (
    MAIN_RULES,
    PRESETS,
    SWITCHES,
    SWITCHES_BY_KEY,
    FlipAfterReject,
    Game,
    GoingOutPenalty,
    HouseRules,
    HouseRulesError,
    InitialReveal,
    KnockMode,
    KnockTiming,
    MissedHoles,
    SwitchKind,
    house_rules_from_dict,
    rules_name,
)
from golfkeeper.engine.questions import find_question
from golfkeeper.engine.questions._facts import face_up_at_start
from golfkeeper.engine.scoring import card_value, score_layout


def _other_values(declared):
    if declared.is_bool:
        return [not declared.default]
    if declared.choices:
        return [c.value for c in declared.choices if c.value != declared.default]
    if declared.is_text:
        return [declared.codec.parse(declared.codec.example)]
    return [declared.maximum]


@pytest.mark.parametrize("declared", SWITCHES, ids=lambda d: d.key)
def test_every_switch_value_goes_through_the_json_form_and_back(declared):
    base = MAIN_RULES.replace(knocking=True) if declared.key.startswith("knock_") else MAIN_RULES
    for value in _other_values(declared):
        rules = base.replace(**{declared.key: value})
        assert house_rules_from_dict(rules.to_dict()) == rules
        assert declared.answer(value)


def test_a_match_stored_before_the_new_switches_loads_with_their_defaults():
    stored = MAIN_RULES.to_dict()
    for key in ("knock_timing", "knock_mode", "initial_up", "nine_initial_up"):
        del stored[key]
    assert house_rules_from_dict(stored) == MAIN_RULES


def test_the_new_switches_are_play_switches():
    kinds = {d.key: d.kind for d in SWITCHES}
    for key in ("knock_timing", "knock_mode", "initial_up", "nine_initial_up"):
        assert kinds[key] is SwitchKind.PLAY


def test_fewer_cards_up_goes_only_with_any_two():
    with pytest.raises(HouseRulesError) as error:
        HouseRules(initial_up=1, initial_reveal=InitialReveal.SAME_COLUMN)
    assert error.value.key == "initial_up"


@pytest.mark.parametrize(
    ("rules", "up"),
    [
        (HouseRules(), 2),
        (HouseRules(initial_up=1), 1),
        (HouseRules(initial_up=0), 0),
        (HouseRules(game=Game.NINE_CARD, decks=2), 3),
        (HouseRules(game=Game.NINE_CARD, decks=2, nine_initial_up=2), 2),
    ],
)
def test_cards_turned_up_at_the_start_follow_initial_up(rules, up):
    assert face_up_at_start(rules) == up


def test_a_knock_after_a_normal_turn_that_replaces_the_face_up_ending():
    rules = HouseRules(
        knocking=True,
        knock_timing=KnockTiming.END_OF_TURN,
        knock_mode=KnockMode.REPLACES_AUTO_END,
    )
    text = find_question("knocking").answer(rules).text
    assert "you knock after taking and playing a card" in text
    assert "only a knock does" in text


def test_turning_a_card_up_only_near_the_end_and_only_if_you_like():
    """docs/rules.md#flip-endgame (settled December 2026): the endgame flip is optional."""
    rules = HouseRules(flip_after_reject=FlipAfterReject.ENDGAME)
    answer = find_question("turn-a-card-up-after-throwing-away").answer(rules)
    assert answer.short == "Only near the end, if you like"
    assert "you may" in answer.text and "must" not in answer.text
    assert answer.sources == ("golfcards.club",)
    throw_away = find_question("throw-away-a-stock-card").answer(rules)
    assert "may" in throw_away.short and "must" not in throw_away.text
    sentence = SWITCHES_BY_KEY["flip_after_reject"].sentence_for(rules)
    assert sentence is not None and "may" in sentence and "must" not in sentence


HOLE_KEYS = (
    "going_out_penalty",
    "going_out_bonus",
    "lowest_hole_bonus",
    "tied_hole_penalty",
    "hole_21_is_zero",
    "missed_holes",
)


def test_the_hole_adjustments_and_missed_holes_are_hole_switches():
    kinds = {d.key: d.kind for d in SWITCHES}
    assert all(kinds[key] is SwitchKind.HOLE for key in HOLE_KEYS)
    assert [d.key for d in SWITCHES][-len(HOLE_KEYS) :] == list(HOLE_KEYS)


def test_house_rules_drive_the_hole_adjustments_directly():
    rules = HouseRules(going_out_penalty=GoingOutPenalty.DOUBLE, going_out_bonus=-5)
    assert adjust_hole([12, 9, 15], 0, rules).scores == (19, 9, 15)


def test_new_matches_count_a_late_players_missed_holes_at_the_highest_score():
    assert HouseRules().missed_holes is MissedHoles.HIGHEST
    assert house_rules_from_dict({"missed_holes": "skip"}).missed_holes is MissedHoles.SKIP


@pytest.mark.parametrize("rule", MissedHoles)
def test_the_missed_holes_line_covers_a_late_player_and_one_who_leaves(rule):
    declared = SWITCHES_BY_KEY["missed_holes"]
    sentence = declared.sentence_for(HouseRules(missed_holes=rule))
    for words in (sentence, declared.label):
        assert "late" in words and ("leav" in words or "left" in words), words


def test_a_stored_match_that_skips_missed_holes_still_follows_its_preset():
    assert rules_name(MAIN_RULES.replace(missed_holes=MissedHoles.SKIP)) == "Main rules"


def test_the_skyjo_preset_doubles_the_player_who_went_out():
    rules = house_rules_from_dict({"preset": "skyjo-going-out"})
    assert rules.going_out_penalty is GoingOutPenalty.DOUBLE
    assert adjust_hole([12, 9], 0, rules).scores == (24, 9)
    assert (
        rules_name(rules.replace(holes=18))
        == "Going out first must be lowest: doubled (Skyjo style)"
    )


def test_nwpages_preset_scores_its_own_card_table() -> None:
    """docs/rules.md#card_values: a 2 is +2 (2-9 at face value), jokers -2, jack 11, queen 12, two
    jokers in a column keep -4, and +5 for each player as low as the one who went out."""
    rules = PRESETS["nwpages-net"].rules
    values = {rank: card_value(Card(rank), rules) for rank in (Rank.TWO, Rank.JOKER)}
    assert values == {Rank.TWO: 2, Rank.JOKER: -2}
    assert card_value(Card(Rank.JACK), rules) == 11
    assert card_value(Card(Rank.QUEEN), rules) == 12
    assert score_layout(parse_layout("JK 5H 2S / JK 5D 9C"), rules).total == -4 + 0 + 11
    assert rules.going_out_penalty is GoingOutPenalty.PLUS5_EACH


def test_plus10_sentences_say_a_tie_is_spared() -> None:
    rules = HouseRules(going_out_penalty=GoingOutPenalty.PLUS10)
    sentence = SWITCHES_BY_KEY["going_out_penalty"].sentence_for(rules)
    assert sentence is not None and "strictly lower" in sentence and "unless" not in sentence
    choice_label = SWITCHES_BY_KEY["going_out_penalty"].value_label(GoingOutPenalty.PLUS10)
    assert "unless" not in choice_label
    answer = find_question("going-out-penalty").answer(rules)
    assert "tie" in answer.text and "unless it is strictly the lowest" not in answer.text


@pytest.mark.parametrize(
    ("text", "value"),
    [("\u22122", -2), ("-2", -2), (" \u22125 ", -5), ("3", 3), ("+3", 3), ("\uff13", 3)],
)
def test_a_number_switch_reads_a_true_minus_sign_like_a_hyphen(text, value):
    # The app writes points with U+2212 (engine.text.points_text); a link may carry it.
    assert SWITCHES_BY_KEY["twos"].number_from_text(text) == value


@pytest.mark.parametrize("text", ["\u0663", "1_0", "\u00b2", "2.0"])
def test_a_number_switch_refuses_what_is_not_a_whole_number(text):
    with pytest.raises(ValueError):
        SWITCHES_BY_KEY["twos"].number_from_text(text)


@pytest.mark.parametrize("text", ["+3", "\uff13"])
def test_a_number_switch_read_strictly_takes_plain_digits(text):
    assert SWITCHES_BY_KEY["twos"].number_from_text("\u22122", strict=True) == -2
    with pytest.raises(ValueError):
        SWITCHES_BY_KEY["twos"].number_from_text(text, strict=True)
