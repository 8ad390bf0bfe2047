"""The scoring switches of docs/rules.md#house-rules: card values (``card_values``), wider 2s and
jokers, one-eyed jacks (``one_eyed_jacks``), jokers per deck (``jokers_per_deck``), pairs of jokers
(``pair_of_jokers``), two pairs of jacks (``two_pairs_of_jacks``), eight-card golf (``game``),
four-card pairs, nine-card rows, row_match, and the bounds derived from the card supply for any of
them."""

from __future__ import annotations

import functools
import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from golfkeeper.engine.cards import Card, CardError, Layout, Rank, Suit, parse_layout
from golfkeeper.engine.house_rules import (
    JOKERS_PER_DECK_CHOICES,
    MAIN_RULES,
    TWO_PAIRS_OF_JACKS_VALUES,
    Bonuses,
    CardValues,
    CardValuesError,
    FourCardPairs,
    FourOfAKindColumns,
    Game,
    HouseRules,
    HouseRulesError,
    NegativePairs,
    NineCardLines,
    PairLines,
    PairOfJokers,
    PairOfTwos,
    RowMatch,
    house_rules_from_dict,
)
from golfkeeper.engine.scoring import (
    check_layout,
    hole_score_bounds,
    layout_total,
    pack,
    score_text,
)
from golfkeeper.engine.setup import stock_size

EIGHT = HouseRules(game=Game.EIGHT_CARD)


def values(text: str) -> CardValues:
    return CardValues.parse(text)


# --- card values (``card_values``) --------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "table", "total"),
    [
        # Kings at 10 still cancel in a column: 0 + (10 + 10) + 0.
        ("K K 5 / K Q 5", "K:10", 20),
        # Jacks 11 and queens 12 never pair with each other: 23 + 23 + 0.
        ("J Q 5 / Q J 5", "J:11, Q:12", 46),
        # Super kings at -2: a lone king counts -2, a pair of kings still scores 0.
        ("K 5 K / 9 6 K", "K:-2", 7 + 11 + 0),
        # Ten penny: a ten is worth 1.
        ("10 5 7 / 9 6 8", "10:1", 10 + 11 + 15),
    ],
)
def test_the_tables_own_card_values_score(text, table, total):
    assert score_text(text, HouseRules(card_values=values(table))).total == total


@given(
    points=st.integers(-10, 25),
    rank=st.sampled_from([Rank.ACE, Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING]),
)
def test_pairs_go_by_rank_whatever_the_values(points, rank):
    rules = HouseRules(card_values=CardValues.of({rank: points}))
    face = rank.value
    # Two of the rank in a column score 0, whatever the rank is worth.
    assert score_text(f"{face} 5 7 / {face} 6 8", rules).total == 11 + 15
    # Beside a different rank of the same value, it is no pair: both count.
    other = Rank.JACK if rank is Rank.QUEEN else Rank.QUEEN
    rules = HouseRules(card_values=CardValues.of({rank: points, other: points}))
    assert score_text(f"{face} 3 3 / {other.value} 4 4", rules).total == 2 * points + 14


@pytest.mark.parametrize(
    ("text", "plain"),
    [
        ("K:-2, 10:1", {"10": 1, "K": -2}),
        ("k=10", {"K": 10}),
        ("K: −2", {"K": -2}),
        ("", {}),
        ("none", {}),
        # As a phone types a number (issue 35): a plus sign, full-width digits, "-0".
        ("K: +5", {"K": 5}),
        ("K:\uff0d\uff12, 10:-0", {"10": 0, "K": -2}),
    ],
)
def test_card_values_read_as_text_and_as_json(text, plain):
    parsed = values(text)
    assert parsed.to_plain() == plain
    assert CardValues.from_plain(plain) == parsed
    assert values(parsed.to_text()) == parsed


@pytest.mark.parametrize(
    ("text", "named"),
    [
        ("K:abc", "'abc'"),
        ("2:3", "2"),
        ("Jk:3", "Jk"),
        ("K:30", "K must be worth from -10 to 25"),
        ("Z:1", "'Z'"),
        ("K", "'K'"),
        ("K:1, K:2", "K is given twice"),
        # Whole numbers in plain digits: int() alone took each of these.
        ("K:1_0", "'1_0' is not a whole number"),
        ("K:١٢", "'١٢' is not a whole number"),
        ("K:++5", "'++5' is not a whole number"),
    ],
)
def test_bad_card_values_name_the_bad_part(text, named):
    with pytest.raises(CardValuesError) as error:
        values(text)
    assert named in str(error.value)


@pytest.mark.parametrize(("text", "named"), [("K:+5", "type 5 in plain digits"), ("K:١", "'١'")])
def test_card_values_in_the_json_apis_reading_are_plain_digits(text, named):
    assert values("K:-2") == CardValues.parse("K:\u22122", strict=True)
    with pytest.raises(CardValuesError) as error:
        CardValues.parse(text, strict=True)
    assert named in str(error.value)


def test_card_values_in_the_json_form_name_the_switch():
    with pytest.raises(HouseRulesError) as error:
        house_rules_from_dict({"card_values": {"K": 40}})
    assert error.value.key == "card_values"
    assert house_rules_from_dict({"card_values": {"K": -2, "10": 1}}).card_values == values(
        "K:-2, 10:1"
    )


def test_card_values_are_said_in_a_sentence():
    assert values("K:-2, 10:1").sentence() == "Tens are worth 1; kings −2."
    assert CardValues().sentence() is None


def test_house_rules_with_card_values_stay_a_cache_key():
    rules = HouseRules(card_values=values("K:10"))
    assert hash(rules) == hash(HouseRules(card_values=values("K:10")))


# --- wider 2s and jokers, and the 2 that follows the jokers (docs/rules.md#twos-follow-jokers)


@pytest.mark.parametrize("twos", [-10, 0, 7, 10])
def test_a_two_may_be_any_whole_number_from_minus_ten_to_ten(twos):
    assert score_text("2 5 7 / 9 6 8", HouseRules(twos=twos)).total == twos + 9 + 26


@pytest.mark.parametrize("bad", [{"twos": 11}, {"jokers": -11}, {"twos": "x"}])
def test_values_out_of_range_name_the_switch(bad):
    with pytest.raises(HouseRulesError) as error:
        house_rules_from_dict(bad)
    assert error.value.key == next(iter(bad))


@pytest.mark.parametrize(
    ("given", "twos"),
    [({"jokers": -2}, 2), ({"jokers": -1}, -2), ({"jokers": 2}, -2), ({"game": "four-card"}, 2)],
)
def test_twos_left_out_follow_the_default(given, twos):
    assert house_rules_from_dict(given).twos == twos


# --- one-eyed jacks (``one_eyed_jacks``) ---------------------------------------------------

ONE_EYED = HouseRules(one_eyed_jacks=True)


@pytest.mark.parametrize(
    ("text", "total"),
    [
        ("JH 5 7 / 9 6 8", 0 + 9 + 11 + 15),
        ("JS 5 7 / 9 6 8", 9 + 11 + 15),
        ("JD 5 7 / 9 6 8", 10 + 9 + 11 + 15),
        # A jack written without a suit is an ordinary jack.
        ("J 5 7 / 9 6 8", 10 + 9 + 11 + 15),
        # Any two jacks in a column still pair.
        ("JH 5 7 / JD 6 8", 0 + 11 + 15),
    ],
)
def test_one_eyed_jacks_score_zero(text, total):
    assert score_text(text, ONE_EYED).total == total


def test_equal_cards_pair_the_way_that_scores_lowest():
    # Pairs anywhere, three jacks: the two worth 10 cancel, the one-eyed jack stays at 0.
    rules = ONE_EYED.replace(pairs=PairLines.ANYWHERE)
    assert score_text("JH JD JC / 5 6 7", rules).total == 18


# --- jokers per deck (``jokers_per_deck``) ------------------------------------------------


def test_one_joker_a_deck_changes_the_pack_and_the_stock():
    rules = HouseRules(jokers=-5, jokers_per_deck=1)
    assert len(pack(rules)) == 53
    assert stock_size(2, rules) == 53 - 12 - 1
    with pytest.raises(CardError) as error:
        check_layout(parse_layout("Jk Jk 5 / 9 6 8"), rules)
    assert "joker" in error.value.message.lower()
    check_layout(parse_layout("Jk Jk 5 / 9 6 8"), rules.replace(decks=2))


# --- pair of jokers (``pair_of_jokers``) --------------------------------------------------


@pytest.mark.parametrize(
    ("jokers", "pair", "total"),
    [
        (-2, PairOfJokers.ZERO, 0 + 26),
        (-2, PairOfJokers.KEEP, -4 + 26),
        (2, PairOfJokers.MINUS4, -4 + 26),
        (-5, PairOfJokers.MINUS4, -4 + 26),
        (-5, PairOfJokers.KEEP, -10 + 26),
    ],
)
def test_a_pair_of_jokers_scores_as_the_table_agreed(jokers, pair, total):
    rules = HouseRules(jokers=jokers, pair_of_jokers=pair)
    assert score_text("Jk 5 7 / Jk 6 8", rules).total == total
    assert layout_total(parse_layout("Jk 5 7 / Jk 6 8"), rules) == total


def test_a_bonus_never_raises_a_layout_score():
    # Kept pairs of -5 jokers score -10 a column; four of a kind's -10 for both would
    # raise them, so the player does not take it (docs/rules.md#bonus-groups).
    rules = HouseRules(jokers=-5, pair_of_jokers=PairOfJokers.KEEP, four_of_a_kind=-10, decks=2)
    score = score_text("Jk Jk 5 / Jk Jk 6", rules)
    assert score.total == -20 + 11
    assert score.bonuses == ()


# --- two pairs of jacks (``two_pairs_of_jacks``) ------------------------------------------


@pytest.mark.parametrize(
    ("text", "rules", "total"),
    [
        ("J J 5 / J J 6", HouseRules(two_pairs_of_jacks=-5), 11 - 5),
        # The larger of ``four_of_a_kind`` and ``two_pairs_of_jacks`` for the same columns.
        ("J J 5 / J J 6", HouseRules(two_pairs_of_jacks=-5, four_of_a_kind=-10), 11 - 10),
        # Once a layout: three jack-pair columns (two decks) earn it once.
        ("J J J / J J J", HouseRules(two_pairs_of_jacks=-5, decks=2), -5),
        # Row pairs of jacks do not count.
        ("J J 5 / 9 8 6", HouseRules(two_pairs_of_jacks=-5, pairs=PairLines.COLUMNS_AND_ROWS), 28),
    ],
)
def test_two_pairs_of_jacks_earn_a_bonus_once(text, rules, total):
    assert score_text(text, rules).total == total
    assert layout_total(parse_layout(text), rules) == total


def test_kept_twos_with_four_of_a_kind_score_the_bonus_instead():
    rules = HouseRules(pair_of_twos=PairOfTwos.KEEP, four_of_a_kind=-10)
    assert score_text("2 2 K / 2 2 K", rules).total == -10


# --- eight-card golf (``game``) -----------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "rules", "total"),
    [
        ("2 K 2 K / K 2 K 2", EIGHT, -8),
        ("9 K 2 5 / 9 Q 7 5", EIGHT, 0 + 10 + 5 + 0),
        # Two bonus groups when four columns allow (two decks, eight 5s).
        ("5 5 5 5 / 5 5 5 5", EIGHT.replace(four_of_a_kind=-10, decks=2), -20),
        # A row of four under rows: two pairs cancel.
        ("5 5 5 5 / 2 K 7 8", EIGHT.replace(pairs=PairLines.ROWS), 13),
    ],
)
def test_eight_card_golf_scores_like_six_card(text, rules, total):
    assert score_text(text, rules).total == total


def test_eight_card_layouts_must_be_two_rows_of_four():
    with pytest.raises(CardError):
        check_layout(parse_layout("2 K 2 / K 2 K"), EIGHT)


def test_eight_card_bounds():
    bounds = hole_score_bounds(EIGHT)
    assert (bounds.min, bounds.max) == (-8, 80)


# --- four-card pairs, nine-card rows, row_match ------------------------------------------


@pytest.mark.parametrize(
    ("pairs", "text", "total"),
    [
        (FourCardPairs.NONE, "5 7 / 5 8", 25),
        (FourCardPairs.COLUMNS, "5 7 / 5 8", 15),
        (FourCardPairs.ROWS, "5 7 / 5 8", 25),
        (FourCardPairs.ROWS, "5 5 / 7 8", 15),
        (FourCardPairs.ANYWHERE, "5 7 / 8 5", 15),
    ],
)
def test_four_card_pairs(pairs, text, total):
    rules = HouseRules(game=Game.FOUR_CARD, twos=2, four_card_pairs=pairs)
    assert score_text(text, rules).total == total


@pytest.mark.parametrize(
    ("lines", "text", "total"),
    [
        (NineCardLines.COLUMNS, "5 5 5 / 2 K 7 / 3 4 6", 15 + 5 + 13),
        (NineCardLines.COLUMNS_AND_ROWS, "5 5 5 / 2 K 7 / 3 4 6", 5 + 13),
        # Diagonals do not count under columns_and_rows.
        (NineCardLines.COLUMNS_AND_ROWS, "5 2 3 / 4 5 6 / 7 8 5", 45 - 2 - 2),
        (NineCardLines.ALL, "5 2 3 / 4 5 6 / 7 8 5", 26),
    ],
)
def test_nine_card_lines(lines, text, total):
    rules = HouseRules(game=Game.NINE_CARD, nine_card_lines=lines)
    assert score_text(text, rules).total == total


@pytest.mark.parametrize(
    ("rules", "text", "total"),
    [
        (HouseRules(pairs=PairLines.ROWS, row_match=RowMatch.TRIPLE), "5 5 5 / 2 K 7", 5),
        (HouseRules(pairs=PairLines.ROWS, row_match=RowMatch.TRIPLE), "5 5 9 / 2 K 7", 24),
        (HouseRules(pairs=PairLines.ROWS, row_match=RowMatch.PAIR), "5 5 9 / 2 K 7", 14),
        # Eight-card rows of four: three or four equal cards cancel together (item 14).
        (EIGHT.replace(pairs=PairLines.ROWS, row_match=RowMatch.TRIPLE), "5 5 5 5 / 2 K 7 8", 13),
        (EIGHT.replace(pairs=PairLines.ROWS, row_match=RowMatch.TRIPLE), "5 5 5 9 / 2 K 7 8", 22),
    ],
)
def test_row_match(rules, text, total):
    assert score_text(text, rules).total == total
    assert layout_total(parse_layout(text), rules) == total


# --- bounds for any rules, against brute force --------------------------------------------

# Every card by rank only, but each jack by suit (one-eyed or not), and the joker.
_FOUR_CARD_CARDS = [
    *(Card(rank) for rank in Rank if rank not in (Rank.JACK, Rank.JOKER)),
    *(Card(Rank.JACK, suit) for suit in Suit),
    Card(Rank.JOKER),
]


@functools.cache
def _four_card_layouts() -> tuple[Layout, ...]:
    """Every four-card layout of those cards, built once for every example."""
    return tuple(
        Layout((cards[:2], cards[2:])) for cards in itertools.product(_FOUR_CARD_CARDS, repeat=4)
    )


def _brute_force(rules: HouseRules) -> tuple[int, int]:
    totals = []
    for layout in _four_card_layouts():
        try:
            check_layout(layout, rules)
        except CardError:
            continue
        totals.append(layout_total(layout, rules))
    return min(totals), max(totals)


@settings(max_examples=10, deadline=None)
@given(
    king=st.integers(-10, 25),
    queen=st.integers(-10, 25),
    jack=st.integers(-10, 25),
    jokers=st.one_of(st.none(), st.integers(-10, 10)),
    twos=st.integers(-10, 10),
    pairs=st.sampled_from(FourCardPairs),
    one_eyed=st.booleans(),
    jokers_per_deck=st.sampled_from(JOKERS_PER_DECK_CHOICES),
    pair_of_jokers=st.sampled_from(PairOfJokers),
    negative_pairs=st.sampled_from(NegativePairs),
)
def test_four_card_bounds_agree_with_brute_force(
    king,
    queen,
    jack,
    jokers,
    twos,
    pairs,
    one_eyed,
    jokers_per_deck,
    pair_of_jokers,
    negative_pairs,
):
    rules = HouseRules(
        game=Game.FOUR_CARD,
        card_values=CardValues.of({Rank.KING: king, Rank.QUEEN: queen, Rank.JACK: jack}),
        jokers=jokers,
        twos=twos,
        four_card_pairs=pairs,
        one_eyed_jacks=one_eyed,
        jokers_per_deck=jokers_per_deck,
        pair_of_jokers=pair_of_jokers,
        negative_pairs=negative_pairs,
    )
    bounds = hole_score_bounds(rules)
    assert (bounds.min, bounds.max) == _brute_force(rules)
    for layout, expected in ((bounds.min_layout, bounds.min), (bounds.max_layout, bounds.max)):
        check_layout(layout, rules)
        assert layout_total(layout, rules) == expected


@settings(max_examples=25, deadline=None)
@given(
    king=st.integers(-10, 25),
    jack=st.integers(-10, 25),
    one_eyed=st.booleans(),
    two_pairs_of_jacks=st.sampled_from(TWO_PAIRS_OF_JACKS_VALUES),
    four_of_a_kind=st.sampled_from([0, -10, -20]),
    pairs=st.sampled_from(PairLines),
    row_match=st.sampled_from(RowMatch),
    columns=st.sampled_from(FourOfAKindColumns),
    bonuses=st.sampled_from(Bonuses),
    negative_pairs=st.sampled_from(NegativePairs),
    game=st.sampled_from([Game.SIX_CARD, Game.EIGHT_CARD]),
)
def test_six_card_bounds_witnesses_score_their_bound(
    king,
    jack,
    one_eyed,
    two_pairs_of_jacks,
    four_of_a_kind,
    pairs,
    row_match,
    columns,
    bonuses,
    negative_pairs,
    game,
):
    rules = HouseRules(
        game=game,
        card_values=CardValues.of({Rank.KING: king, Rank.JACK: jack}),
        one_eyed_jacks=one_eyed,
        two_pairs_of_jacks=two_pairs_of_jacks,
        four_of_a_kind=four_of_a_kind,
        pairs=pairs,
        row_match=row_match,
        four_of_a_kind_columns=columns,
        bonuses=bonuses,
        negative_pairs=negative_pairs,
    )
    bounds = hole_score_bounds(rules)
    assert bounds.min <= bounds.max
    for layout, expected in ((bounds.min_layout, bounds.min), (bounds.max_layout, bounds.max)):
        check_layout(layout, rules)
        assert layout_total(layout, rules) == expected


def test_bounds_follow_the_tables_card_values():
    # Kings at 10 are one more 10-point rank: a column is still at most 20, and with no
    # king at 0 the best low column is a 2 with an ace.
    bounds = hole_score_bounds(HouseRules(card_values=values("K:10")))
    assert (bounds.min, bounds.max) == (-3, 60)
    # Kings at 25: three columns of a king with a 10-point card; the best low column
    # is now a 2 with an ace.
    bounds = hole_score_bounds(HouseRules(card_values=values("K:25")))
    assert (bounds.min, bounds.max) == (-3, 105)


# --- stored rules keep loading ------------------------------------------------------------


def test_rules_stored_before_these_switches_load_with_the_same_totals():
    stored = {
        "game": "six-card",
        "nine_card_lines": "columns",
        "decks": 1,
        "jokers": -2,
        "twos": 2,
        "pair_of_twos": "zero",
        "pairs": "columns",
        "four_of_a_kind": -10,
    }
    rules = house_rules_from_dict(stored)
    assert rules == HouseRules(jokers=-2, twos=2, four_of_a_kind=-10)
    assert score_text("Jk 5 5 / K 5 5", rules).total == -2 - 10
    assert house_rules_from_dict(MAIN_RULES.to_dict()) == MAIN_RULES


@pytest.mark.parametrize("preset", ["kings-at-ten", "golfcards-club", "nwpages-net"])
def test_one_cards_value_is_what_the_scorer_counts_for_it(preset):
    """card_value (the rule answers and the rulebook's sheet read it) follows the table's
    own values and one-eyed jacks exactly as a scored layout does."""
    from golfkeeper.engine.cards import Card, Rank, Suit, parse_layout
    from golfkeeper.engine.house_rules import PRESETS
    from golfkeeper.engine.scoring import card_value, score_layout

    rules = PRESETS[preset].rules
    for rank in Rank:
        if rank in (Rank.JOKER, Rank.THREE, Rank.FOUR):
            continue
        for suit in (Suit.HEARTS, Suit.CLUBS):
            card = Card(rank, suit)
            # The card over a 3, beside 4s over 4s (pairs, 0): only the card and the 3 count.
            text = f"{rank.value}{suit.value} 4S 4D / 3C 4H 4C"
            total = score_layout(parse_layout(text), rules).total
            assert total == card_value(card, rules) + card_value(Card(Rank.THREE), rules), text
