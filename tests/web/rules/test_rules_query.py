"""House rules in query strings: links read leniently, the JSON API strictly, one parser."""

from __future__ import annotations

import itertools

import pytest
from werkzeug.datastructures import MultiDict

from golfkeeper.engine.house_rules import (
    PRESETS,
    Bonuses,
    FourOfAKindColumns,
    Game,
    HouseRules,
    HouseRulesError,
    NegativePairs,
)
from golfkeeper.table_rules.query import QueryError, rules_from_query, rules_query_args


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


def test_a_link_is_read_once_whatever_else_its_query_holds():
    first = rules_from_query(MultiDict([("decks", "2"), ("layout", "5 K"), ("decks", "1")]))
    again = rules_from_query(MultiDict([("at", "1-2"), ("decks", "2")]))
    assert first.decks == 2
    assert again is first  # the same rules, not read and checked again
    for _ in range(2):  # a bad value is refused every time, never kept
        with pytest.raises(HouseRulesError):
            rules_from_query(MultiDict({"decks": "7"}))


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


# golfcards.club's switches (RULES.md 2.H, issue 23) travel in links like any other.
GOLFCARDS_SWITCHES = HouseRules(
    jokers=-5,
    jokers_per_deck="one_in_pack",
    two_pairs_of_jacks=-20,
    four_of_a_kind=-20,
    four_of_a_kind_columns=FourOfAKindColumns.ANY,
    bonuses=Bonuses.ADD,
    negative_pairs=NegativePairs.KEEP,
)


def test_the_golfcards_club_switches_read_back_from_a_link():
    args = rules_query_args(GOLFCARDS_SWITCHES)
    assert args["jokers_per_deck"] == "one_in_pack"
    assert args["four_of_a_kind_columns"] == "any"
    assert rules_from_query(MultiDict(args)) == GOLFCARDS_SWITCHES
    assert rules_from_query(MultiDict(args), strict=True) == GOLFCARDS_SWITCHES


@pytest.mark.parametrize("text", ["one_in_pack", "One_In_Pack "])
def test_one_joker_in_the_pack_is_a_word_in_the_query(text):
    args = MultiDict({"jokers": "-5", "jokers_per_deck": text})
    assert rules_from_query(args, strict=True).joker_count == 1
    with pytest.raises(QueryError):
        rules_from_query(MultiDict({"jokers_per_deck": "one_in_box"}), strict=True)
