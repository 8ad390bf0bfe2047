"""golfcards.club's rules as its own engine scores them (docs/rules.md#golfcards-club,
read December 2026; issue 23).

The first part restates, with our own layouts where we could and golfkeeper's API, the
facts golfcards.club's published score tests check (card values under its options, column
pairs, whole holes with its knock penalty and knock bonus, the pack). The second part
scores the points its engine decides beyond those tests (wolfpack -20, four of a kind in
any two columns, bonuses that add, negative pairs that keep their value, one joker in
the whole pack) as worked examples of the switches in docs/rules.md#house-rules. The last
part checks golfkeeper against a reading of that engine's column scoring, written here from
docs/rules.md#golfcards-club, on
random layouts dealt from the real pack, under each golfcards.club option alone and
under the preset.
"""

from __future__ import annotations

import functools
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from golfkeeper.engine.cards import Card, CardError, Layout, Rank, Suit, parse_card, parse_layout
from golfkeeper.engine.holes import adjust_hole
from golfkeeper.engine.house_rules import (
    ONE_IN_PACK,
    PRESETS,
    SWITCHES_BY_KEY,
    Bonuses,
    CardValues,
    FourOfAKindColumns,
    GoingOutPenalty,
    HouseRules,
    NegativePairs,
    PairOfJokers,
    house_rules_from_dict,
)
from golfkeeper.engine.scoring import (
    card_value,
    check_layout,
    hole_score_bounds,
    layout_total,
    pack,
    score_text,
)

GOLFCARDS = PRESETS["golfcards-club"].rules

# Each golfcards.club option alone, as golfkeeper's switches (docs/rules.md#house-rules). The site's
# plain jokers are worth -2 and leave a 2 at -2.
OPTIONS: dict[str, HouseRules] = {
    "standard": HouseRules(),
    "jokers": HouseRules(jokers=-2, twos=-2),
    "super kings": HouseRules(card_values=CardValues.of({Rank.KING: -2})),
    "ten penny": HouseRules(card_values=CardValues.of({Rank.TEN: 1})),
    "one-eyed jacks": HouseRules(one_eyed_jacks=True),
    "lucky swing": HouseRules(jokers=-5, twos=-2, jokers_per_deck=ONE_IN_PACK),
    "eagle eye": HouseRules(jokers=2, twos=-2, pair_of_jokers=PairOfJokers.MINUS4),
    "wolfpack": HouseRules(two_pairs_of_jacks=-20, bonuses=Bonuses.ADD),
    "four of a kind": HouseRules(
        four_of_a_kind=-20,
        four_of_a_kind_columns=FourOfAKindColumns.ANY,
        bonuses=Bonuses.ADD,
    ),
    "negative pairs keep value": HouseRules(negative_pairs=NegativePairs.KEEP),
}


def total(text: str, rules: HouseRules) -> int:
    """The layout's score by the reasons and by the fast path, which must agree."""
    scored = score_text(text, rules).total
    assert layout_total(parse_layout(text), rules) == scored
    return scored


# --- the facts golfcards.club's own score tests check -------------------------------------


@pytest.mark.parametrize(
    ("card", "points"),
    [("A", 1), ("2", -2), ("3", 3), ("6", 6), ("9", 9), ("10", 10), ("J", 10), ("Q", 10)]
    + [("K", 0)],
)
def test_the_sites_plain_card_values(card, points):
    assert card_value(parse_card(card), HouseRules()) == points


@pytest.mark.parametrize(
    ("option", "card", "points"),
    [
        ("jokers", "JK", -2),
        ("jokers", "2", -2),
        ("super kings", "K", -2),
        ("ten penny", "10", 1),
        ("lucky swing", "JK", -5),
        ("eagle eye", "JK", 2),
        ("one-eyed jacks", "JH", 0),
        ("one-eyed jacks", "JS", 0),
        ("one-eyed jacks", "JD", 10),
        ("one-eyed jacks", "JC", 10),
    ],
)
def test_the_sites_options_change_one_cards_value(option, card, points):
    assert card_value(parse_card(card), OPTIONS[option]) == points


@pytest.mark.parametrize(
    ("option", "text", "points"),
    [
        # A column pair scores 0; the other columns add their two cards.
        ("standard", "K 6 8 / K 2 9", 0 + 4 + 17),
        ("standard", "3 7 K / 3 7 K", 0),
        ("standard", "A 4 6 / 8 9 K", 1 + 4 + 6 + 8 + 9),
        # Two 2s in a column are a pair like any other.
        ("standard", "2 9 9 / 2 9 9", 0),
        # A 2 on its own keeps its -2.
        ("standard", "2 Q Q / 3 Q Q", 1),
        ("super kings", "K 7 7 / 4 7 7", -2 + 4),
        ("ten penny", "10 Q Q / 3 Q Q", 1 + 3),
        ("lucky swing", "JK Q Q / 3 Q Q", -5 + 3),
        ("eagle eye", "JK Q Q / 3 Q Q", 2 + 3),
        ("eagle eye", "JK 5 7 / JK 6 8", -4 + 11 + 15),
        # A layout worth exactly 21 before the blackjack rule touches it.
        ("standard", "Q 3 2 / A 9 K", 11 + 12 - 2),
    ],
)
def test_the_sites_column_scores(option, text, points):
    assert total(text, OPTIONS[option]) == points


def test_blackjack_turns_a_layout_of_21_into_0():
    rules = HouseRules(hole_21_is_zero=True)
    assert total("J A 3 / 4 2 5", HouseRules()) == 21
    assert list(adjust_hole([21, 13], None, rules).scores) == [0, 13]


@pytest.mark.parametrize(
    ("rules", "cards"),
    [
        (HouseRules(), 52),
        (OPTIONS["jokers"], 54),
        (OPTIONS["lucky swing"], 53),
        (HouseRules(decks=2), 104),
        # One joker in the whole pack however many decks (docs/rules.md#jokers_per_deck,
        # ``one_in_pack``).
        (OPTIONS["lucky swing"].replace(decks=3), 157),
        (HouseRules(jokers=-5, jokers_per_deck=1, decks=3), 159),
    ],
)
def test_the_pack(rules, cards):
    assert len(pack(rules)) == cards


def test_lucky_swing_never_deals_two_jokers():
    rules = OPTIONS["lucky swing"].replace(decks=3)
    with pytest.raises(CardError, match="joker"):
        check_layout(parse_layout("JK 5 7 / JK 6 8"), rules)
    # So a column of two jokers never happens: the lowest layout has one joker.
    bounds = hole_score_bounds(rules)
    assert [card.rank for card in bounds.min_layout.cards].count(Rank.JOKER) == 1


@pytest.mark.parametrize(
    ("switches", "went_out", "expected"),
    [
        # The player who went out scored 45 against 7: the knock penalty adds 10.
        ({"going_out_penalty": GoingOutPenalty.PLUS10}, 0, [55, 7]),
        # The player who went out with 7 takes the knock bonus of -5 whatever they score.
        ({"going_out_bonus": -5}, 1, [45, 2]),
    ],
)
def test_the_sites_knock_penalty_and_bonus(switches, went_out, expected):
    rules = HouseRules(**switches)
    high = total("10 9 8 / 7 6 5", rules)
    low = total("A 3 4 / 2 K A", rules)
    assert (high, low) == (45, 7)
    assert list(adjust_hole([high, low], went_out, rules).scores) == expected


# --- what the site's engine decides beyond its tests (docs/rules.md#house-rules) ------------------


@pytest.mark.parametrize(
    ("rules", "text", "points"),
    [
        # ``two_pairs_of_jacks`` = ``-20``: two columns each a pair of jacks.
        (HouseRules(two_pairs_of_jacks=-20), "J J 5 / J J 6", 11 - 20),
        (HouseRules(two_pairs_of_jacks=-5), "J J 5 / J J 6", 11 - 5),
        # ``four_of_a_kind_columns`` = ``any``: the -20 bonus for columns 1 and 3 too; under the
        # rule only side by side.
        (OPTIONS["four of a kind"], "5 2 5 / 5 K 5", -20 - 2),
        (HouseRules(four_of_a_kind=-20), "5 2 5 / 5 K 5", -2),
        (HouseRules(four_of_a_kind=-20), "5 5 2 / 5 5 K", -20 - 2),
        # ``bonuses`` = ``add``: four jacks in two columns earn both bonuses.
        (
            HouseRules(
                four_of_a_kind=-20,
                two_pairs_of_jacks=-20,
                four_of_a_kind_columns=FourOfAKindColumns.ANY,
                bonuses=Bonuses.ADD,
            ),
            "J 5 J / J 6 J",
            -40 + 11,
        ),
        # ... where the larger bonus gives one of them.
        (HouseRules(four_of_a_kind=-20, two_pairs_of_jacks=-20), "J J 5 / J J 6", -20 + 11),
        # ``bonuses`` = ``add`` with kept pairs: four 2s kept in two columns, -4 - 4 - 20.
        (
            OPTIONS["four of a kind"].replace(negative_pairs=NegativePairs.KEEP),
            "2 2 K / 2 2 K",
            -28,
        ),
        # ... and with the larger bonus it replaces the columns (docs/rules.md#kept-pairs).
        (
            HouseRules(four_of_a_kind=-20, negative_pairs=NegativePairs.KEEP),
            "2 2 K / 2 2 K",
            -20,
        ),
        # ``negative_pairs`` = ``keep``: any pair worth less than 0 keeps its value, kings at -2
        # included.
        (OPTIONS["negative pairs keep value"], "2 7 K / 2 8 5", -4 + 15 + 5),
        (
            OPTIONS["super kings"].replace(negative_pairs=NegativePairs.KEEP),
            "K 7 K / K 8 K",
            -4 + 15 - 4,
        ),
        # ... a pair of jokers too, whatever ``pair_of_jokers`` says, except that minus4 gives -4.
        (
            HouseRules(jokers=-5, decks=2, negative_pairs=NegativePairs.KEEP),
            "JK 7 8 / JK 7 9",
            -10 + 0 + 17,
        ),
        (
            OPTIONS["eagle eye"].replace(negative_pairs=NegativePairs.KEEP),
            "JK 7 8 / JK 7 9",
            -4 + 17,
        ),
        # ... while a pair worth 0 or more still scores 0, a +2 pair of 2s included.
        (
            HouseRules(twos=2, negative_pairs=NegativePairs.KEEP),
            "2 7 K / 2 7 5",
            5,
        ),
    ],
)
def test_what_the_sites_engine_decides(rules, text, points):
    assert total(text, rules) == points


def test_the_preset_is_the_sites_engine_read_in_december_2026():
    preset = PRESETS["golfcards-club"]
    assert preset.slug == "golfcards-club"
    assert "December 2026" in preset.description
    assert "knock early" in preset.description
    rules = preset.rules
    # Every hole ends with one more turn for each other player.
    assert rules.last_turn
    assert rules.two_pairs_of_jacks == -20
    assert rules.bonuses is Bonuses.ADD
    # Options the preset did not turn on stay off.
    assert rules.negative_pairs is NegativePairs.ZERO
    assert rules.jokers_per_deck == 2
    assert rules.four_of_a_kind == 0


@pytest.mark.parametrize(
    ("text", "points"),
    [
        # Four jacks, two of them one-eyed, in two column pairs: 0 + 0, wolfpack -20,
        # and a king at -2 with a 5.
        ("JH JD K / JS JC 5", -20 + 3),
        # Eagle-eye jokers: -4 as a pair, +2 alone.
        ("JK 5 7 / JK 6 8", -4 + 11 + 15),
        ("JK K 10 / 3 4 10", 5 - 2 + 4 + 0),
        # A pair of super kings scores 0 (negative pairs keep value is off).
        ("K 5 7 / K 6 8", 0 + 11 + 15),
    ],
)
def test_layouts_under_the_preset(text, points):
    assert total(text, GOLFCARDS) == points


def test_the_presets_rules_survive_the_json_form():
    assert house_rules_from_dict(GOLFCARDS.to_dict()) == GOLFCARDS
    assert house_rules_from_dict({"preset": "golfcards-club"}) == GOLFCARDS


# --- against the site's column scoring, on random layouts ---------------------------------


def _site_score(layout: Layout, flags: frozenset[str]) -> int:
    """A layout's score the way docs/rules.md#house-rules reads golfcards.club's engine: each column
    pair of one rank is looked at in turn (a pair of eagle-eye jokers -4; with negative
    pairs keeping value, a pair with a card below 0 keeps both values; else 0); unpaired
    columns add their cards; then wolfpack -20 once for two or more jack-pair columns,
    and -20 for every rank paired in two or more columns."""

    def value(card: Card) -> int:
        if card.rank is Rank.JOKER:
            if "eagle eye" in flags:
                return 2
            return -5 if "lucky swing" in flags else -2
        if card.rank is Rank.KING and "super kings" in flags:
            return -2
        if card.rank is Rank.TEN and "ten penny" in flags:
            return 1
        one_eyed = card.rank is Rank.JACK and card.suit in (Suit.HEARTS, Suit.SPADES)
        if "one-eyed jacks" in flags and one_eyed:
            return 0
        return {Rank.ACE: 1, Rank.TWO: -2, Rank.JACK: 10, Rank.QUEEN: 10, Rank.KING: 0}.get(
            card.rank, int(card.rank.value) if card.rank.value.isdigit() else 0
        )

    points = 0
    paired: list[Rank] = []
    for top, bottom in zip(*layout.rows, strict=True):
        if top.rank is not bottom.rank:
            points += value(top) + value(bottom)
            continue
        paired.append(top.rank)
        if top.rank is Rank.JOKER and "eagle eye" in flags:
            points -= 4
        elif "negative pairs keep value" in flags and min(value(top), value(bottom)) < 0:
            points += value(top) + value(bottom)
    if "wolfpack" in flags and paired.count(Rank.JACK) >= 2:
        points -= 20
    if "four of a kind" in flags:
        points -= 20 * sum(1 for count in Counter(paired).values() if count >= 2)
    return points


# Hypothesis draws the same few option sets over and over; the rules are frozen values.
@functools.cache
def _rules_for(flags: frozenset[str], decks: int) -> HouseRules:
    """golfkeeper's switches for a set of the site's options (as :data:`OPTIONS`)."""
    plain: dict[str, object] = {"decks": decks}
    values: dict[Rank, int] = {}
    default = HouseRules().to_dict()
    for flag in sorted(flags):
        for key, raw in OPTIONS[flag].to_dict().items():
            if raw != default[key] and key != "card_values":
                plain[key] = raw
        values.update(dict(OPTIONS[flag].card_values))
    if "eagle eye" in flags:  # the site's eagle eye wins over its lucky swing's value
        plain.update(jokers=2, pair_of_jokers="minus4")
    if values:
        plain["card_values"] = {rank.value: points for rank, points in values.items()}
    if "jokers" in plain or "lucky swing" in flags or "eagle eye" in flags:
        plain["twos"] = -2
    return house_rules_from_dict(plain)


_FLAGS = sorted(set(OPTIONS) - {"standard"})
ANY_FLAGS = st.sets(st.sampled_from(_FLAGS), max_size=len(_FLAGS))
ONE_FLAG = st.sets(st.sampled_from(_FLAGS), min_size=1, max_size=1)


@st.composite
def site_cases(draw, flag_sets=ANY_FLAGS):
    flags = frozenset(draw(flag_sets))
    rules = _rules_for(flags, draw(st.sampled_from((1, 2, 3))))
    cards = pack(rules)
    chosen = draw(st.lists(st.integers(0, len(cards) - 1), min_size=6, max_size=6, unique=True))
    dealt = [cards[i] for i in chosen]
    return flags, rules, Layout((tuple(dealt[:3]), tuple(dealt[3:])))


@settings(max_examples=400, deadline=None)
@given(site_cases(ONE_FLAG))
def test_each_option_alone_scores_as_the_site(case):
    flags, rules, layout = case
    assert layout_total(layout, rules) == _site_score(layout, flags), (flags, str(layout))


@settings(max_examples=400, deadline=None)
@given(site_cases())
def test_any_mix_of_options_scores_as_the_site(case):
    flags, rules, layout = case
    assert layout_total(layout, rules) == _site_score(layout, flags), (flags, str(layout))


_PRESET_FLAGS = frozenset({"super kings", "ten penny", "one-eyed jacks", "eagle eye", "wolfpack"})


@settings(max_examples=300, deadline=None)
@given(st.data())
def test_the_preset_scores_as_the_site_with_its_options(data):
    cards = pack(GOLFCARDS)
    chosen = data.draw(
        st.lists(st.integers(0, len(cards) - 1), min_size=6, max_size=6, unique=True)
    )
    dealt = [cards[i] for i in chosen]
    layout = Layout((tuple(dealt[:3]), tuple(dealt[3:])))
    assert layout_total(layout, GOLFCARDS) == _site_score(layout, _PRESET_FLAGS), str(layout)


@pytest.mark.parametrize(
    ("key", "rules", "words"),
    [
        ("jokers", OPTIONS["lucky swing"], "One joker in the whole pack, worth −5"),
        ("four_of_a_kind_columns", OPTIONS["four of a kind"], "any two columns"),
        ("bonuses", GOLFCARDS, "adds to the two columns' own scores"),
        (
            "bonuses",
            HouseRules(four_of_a_kind=-10, two_pairs_of_jacks=-20),
            "only the larger bonus counts",
        ),
        ("negative_pairs", OPTIONS["negative pairs keep value"], "keeps its value"),
        ("two_pairs_of_jacks", GOLFCARDS, "−20 on top"),
    ],
)
def test_the_rulebook_says_the_new_switches(key, rules, words):
    sentence = SWITCHES_BY_KEY[key].sentence_for(rules)
    assert sentence is not None and words in sentence


def test_switches_that_change_nothing_say_nothing():
    # The square's columns only matter to the -20 bonus, bonuses only when one is on.
    assert SWITCHES_BY_KEY["four_of_a_kind_columns"].sentence_for(HouseRules()) is None
    assert SWITCHES_BY_KEY["bonuses"].sentence_for(HouseRules()) is None
    assert SWITCHES_BY_KEY["negative_pairs"].sentence_for(HouseRules()) is None
