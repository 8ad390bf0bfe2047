"""Layout scores: the worked examples of docs/rules.md#worked-examples, card supply, and every
scoring switch.

Expected totals are worked out by hand in the comments, never by calling the engine.
"""

from __future__ import annotations

import pytest

from golfkeeper.engine.cards import CardError, Rank, parse_card, parse_layout
from golfkeeper.engine.house_rules import (
    MAIN_RULES,
    PRESETS,
    Game,
    HouseRules,
    NineCardLines,
    PairLines,
    PairOfTwos,
)
from golfkeeper.engine.scoring import (
    card_value,
    check_layout,
    inactive_switches,
    layout_total,
    score_text,
)

NINE = HouseRules(game=Game.NINE_CARD)
NINE_ALL = HouseRules(game=Game.NINE_CARD, nine_card_lines=NineCardLines.ALL)
FOUR = PRESETS["four-card"].rules


# --- card values --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "points"),
    [("A", 1), ("2", -2), ("3", 3), ("9", 9), ("10", 10), ("J", 10), ("Q", 10), ("K", 0)],
)
def test_card_values_under_the_main_rules(text, points):
    assert card_value(parse_card(text), MAIN_RULES) == points


def test_jokers_and_twos_take_their_values_from_the_house_rules():
    rules = HouseRules(jokers=-5, twos=2)
    assert card_value(parse_card("JK"), rules) == -5
    assert card_value(parse_card("2C"), rules) == 2


def test_a_joker_has_no_value_without_jokers():
    with pytest.raises(CardError, match="no jokers"):
        card_value(parse_card("JK"), MAIN_RULES)


# --- docs/rules.md#worked-examples, worked examples (main rules) ----------------------------------

WORKED_EXAMPLES = [
    # (id, layout, column scores, total)
    ("G1-pair_of_nines_cancels", "9♠ K♦ 2♣ / 9♥ Q♣ 7♦", [0, 10, 5], 15),
    ("G2-pair_of_kings_scores_zero", "9♠ K♦ 2♣ / 9♥ K♣ 7♦", [0, 0, 5], 5),
    ("G3-two_with_ace_scores_minus_one", "5♥ K♣ 2♠ / 5♦ Q♥ A♣", [0, 10, -1], 9),
    ("G4-two_with_three_scores_one", "8 K 2 / 8 Q 3", [0, 10, 1], 11),
    ("G5-three_twos_over_kings_score_minus_six", "2 2 2 / K K K", [-2, -2, -2], -6),
    ("G6-pair_of_twos_scores_zero", "2 5 9 / 2 6 8", [0, 11, 17], 28),
    ("G7-pair_of_sevens_scores_zero", "7♥ 4 6 / 7♣ 3 8", [0, 7, 14], 21),
    ("G8-pair_of_queens_scores_zero", "Q 4 6 / Q 3 8", [0, 7, 14], 21),
    ("G9-king_with_two_is_not_a_pair", "K 4 6 / 2 3 8", [-2, 7, 14], 19),
    ("G10-pairs_of_sevens_and_kings_score_zero", "7 K 6 / 7 K 8", [0, 0, 14], 14),
    ("G11-identical_cards_from_two_decks_pair", "8♠ 4 6 / 8♠ 3 8", [0, 7, 14], 21),
    ("G12-eight_under_eight_scores_zero", "8 4 6 / 8 3 9", [0, 7, 15], 22),
    ("G13-queens_in_different_columns_do_not_pair", "Q Q K / 5 6 K", [15, 16, 0], 31),
    ("G14-unpaired_twos_go_below_zero", "2 2 5 / K K 5", [-2, -2, 0], -4),
    ("G15-jack_with_queen_is_not_a_pair", "J 4 6 / Q 3 8", [20, 7, 14], 41),
]


@pytest.mark.parametrize(
    ("text", "columns", "total"),
    [example[1:] for example in WORKED_EXAMPLES],
    ids=[example[0] for example in WORKED_EXAMPLES],
)
def test_worked_examples_from_the_guides(text, columns, total):
    rules = HouseRules(decks=2) if "8♠ 4 6 / 8♠" in text else MAIN_RULES
    score = score_text(text, rules)
    assert [column.points for column in score.columns] == columns
    assert score.total == total


def test_pair_of_twos_scores_zero():
    column = score_text("2 5 9 / 2 6 8").columns[0]
    assert column.points == 0
    assert column.reason == "2 over 2: same rank, pair, 0 (a pair of 2s scores 0, not −4)"


def test_jack_with_queen_is_not_a_pair():
    column = score_text("J 4 6 / Q 3 8").columns[0]
    assert column.reason == "J over Q: different ranks, 10 + 10 = 20"


def test_two_over_king_reads_as_minus_two():
    column = score_text("2 4 6 / K 3 8").columns[0]
    assert column.reason == "2 over K: different ranks, −2 + 0 = −2"


def test_pair_reason_names_the_rank():
    assert score_text("5 4 6 / 5 3 8").columns[0].reason == "5 over 5: same rank, pair, 0"


def test_lines_are_labelled_for_people():
    score = score_text("5 4 6 / 5 3 8", HouseRules(pairs=PairLines.ROWS))
    assert [column.label for column in score.columns] == ["Column 1", "Column 2", "Column 3"]


def test_main_rules_have_no_row_lines_or_bonuses():
    score = score_text("5 5 K / 5 5 K")
    assert score.rows == ()
    assert score.bonuses == ()
    assert score.total == 0


def test_suits_never_change_a_score():
    assert score_text("9♠ K♦ 2♣ / 9♥ Q♣ 7♦").total == score_text("9 K 2 / 9 Q 7").total


# --- card supply ----------------------------------------------------------------------


def supply_error(text: str, rules: HouseRules = MAIN_RULES) -> CardError:
    with pytest.raises(CardError) as error:
        check_layout(parse_layout(text), rules)
    return error.value


def test_a_fifth_king_is_refused_with_one_deck():
    error = supply_error("K K K / K K 5")
    assert error.message == "A fifth K (bottom row, column 2): one deck has only 4 kings."
    assert (error.row, error.column) == (2, 2)


def test_five_kings_are_fine_with_two_decks():
    check_layout(parse_layout("K K K / K K 5"), HouseRules(decks=2))


def test_a_ninth_card_of_a_rank_is_refused_with_two_decks():
    error = supply_error("5 5 5 / 5 5 5 / 5 5 5", HouseRules(game=Game.NINE_CARD, decks=2))
    assert error.message.startswith("A ninth 5 (bottom row, column 3): two decks have only 8")


def test_a_duplicate_eight_of_spades_is_refused_with_one_deck():
    error = supply_error("8S 4 6 / 8♠ 3 9")
    assert error.message == "A second 8♠ (bottom row, column 1): one deck has only one 8♠."
    assert (error.row, error.column) == (2, 1)


def test_a_duplicate_eight_of_spades_is_allowed_with_two_decks():
    assert score_text("8S 4 6 / 8S 3 9", HouseRules(decks=2)).total == 22


def test_a_third_eight_of_spades_is_refused_with_two_decks():
    error = supply_error("8S 8S 8S / 4 3 9", HouseRules(decks=2))
    assert "A third 8♠ (top row, column 3)" in error.message


def test_cards_without_suits_are_checked_by_rank_only():
    check_layout(parse_layout("8 8 8 / 8 3 9"), MAIN_RULES)


def test_a_joker_is_refused_when_jokers_are_not_agreed():
    error = supply_error("5 JK 6 / 5 3 9")
    assert "joker" in error.message and "top row, column 2" in error.message
    assert (error.row, error.column) == (1, 2)


def test_a_third_joker_is_refused_with_one_deck():
    error = supply_error("JK JK JK / 5 3 9", HouseRules(jokers=-2, twos=2))
    assert error.message == "A third Jk (top row, column 3): one deck has only 2 jokers."


def test_four_jokers_are_fine_with_two_decks():
    assert score_text("JK JK 9 / JK JK 9", HouseRules(jokers=-2, twos=2, decks=2)).total == 0


@pytest.mark.parametrize(
    ("text", "rules"),
    [
        ("5 K / 5 Q", MAIN_RULES),
        ("5 K 2 7 / 5 Q A 8", MAIN_RULES),
        ("5 K 2 / 5 Q A", FOUR),
        ("5 K 2 / 5 Q A", NINE),
        ("5 K 2 / 5 Q A / 7 8 9", MAIN_RULES),
    ],
)
def test_the_wrong_number_of_cards_for_the_game_is_refused(text, rules):
    error = supply_error(text, rules)
    assert "needs" in error.message
    with pytest.raises(CardError):
        layout_total(parse_layout(text), rules)


# --- each scoring switch changes the scores it should ------------------------------


def test_four_card_golf_has_no_pair_discount():
    # 7+7 = 14 and K+K = 0: the pair of 7s still counts in four-card golf.
    assert score_text("7 K / 7 K", FOUR).total == 14
    # Six-card: the 7s pair (0), the kings pair (0), Q+Q pair (0).
    assert score_text("7 K Q / 7 K Q").total == 0


def test_four_card_golf_counts_a_two_as_plus_two():
    # 2+K = 2 and 2+9 = 11.
    assert score_text("2 2 / K 9", FOUR).total == 13


def test_nine_card_golf_cancels_only_three_equal_cards_in_a_column():
    # Columns: 5+5+5 = 0 (three of a kind), 2+2+K = -4 (a pair does not cancel), 9+8+7 = 24.
    assert score_text("5 2 9 / 5 2 8 / 5 K 7", NINE).total == 20


def test_nine_card_rows_cancel_only_with_all_lines():
    text = "5 5 5 / 2 9 K / 3 4 2"
    # Columns only: 5-2+3 = 6, 5+9+4 = 18, 5+0-2 = 3.
    assert score_text(text, NINE).total == 27
    # All lines: the top row of 5s scores 0: 0-2+3 = 1, 0+9+4 = 13, 0+0-2 = -2.
    score = score_text(text, NINE_ALL)
    assert score.total == 12
    assert [(row.label, row.points) for row in score.rows] == [("Row 1", 0)]


def test_nine_card_diagonal_cancels_only_with_all_lines():
    text = "5 9 3 / 4 5 K / 2 8 5"
    # Columns only: 5+4-2 = 7, 9+5+8 = 22, 3+0+5 = 8.
    assert score_text(text, NINE).total == 37
    # All lines: the diagonal of 5s scores 0: 0+4-2 = 2, 9+0+8 = 17, 3+0+0 = 3.
    score = score_text(text, NINE_ALL)
    assert score.total == 22
    assert [row.label for row in score.rows] == ["Diagonal 1"]


def test_nine_card_lines_sharing_a_card_zero_it_once():
    # Column 1 and row 1 are both 5s (two decks): five cards score 0, the corner once.
    # Columns: 0; 5, 2, 4 -> 0-2+4 = 2; 5, K, 2 -> 0+0-2 = -2.
    score = score_text("5 5 5 / 5 2 K / 5 4 2", NINE_ALL.replace(decks=2))
    assert score.total == 0
    assert [column.points for column in score.columns] == [0, 2, -2]


def test_decks_decide_which_layouts_are_possible():
    # Two 8♠ need two decks; the score is the usual pair.
    with pytest.raises(CardError):
        score_text("8S 4 6 / 8S 3 9")
    assert score_text("8S 4 6 / 8S 3 9", HouseRules(decks=2)).total == 0 + 7 + 15
    # Six 5s need two decks: three pairs.
    with pytest.raises(CardError):
        score_text("5 5 5 / 5 5 5")
    assert score_text("5 5 5 / 5 5 5", HouseRules(decks=2)).total == 0


@pytest.mark.parametrize(("jokers", "total"), [(-2, 10), (-5, 7), (-3, 9), (0, 12)])
def test_the_joker_value_is_the_house_rule(jokers, total):
    # Joker+K = jokers, 5 over 5 = 0, 9+3 = 12.
    assert score_text("JK 5 9 / K 5 3", HouseRules(jokers=jokers)).total == total


@pytest.mark.parametrize("jokers", [-2, -5, -3, 0])
def test_two_jokers_in_a_column_are_a_pair(jokers):
    # Jk over Jk = 0, 7+9 = 16, 8+K = 8.
    score = score_text("JK 7 8 / JK 9 K", HouseRules(jokers=jokers))
    assert score.total == 24
    assert score.columns[0].reason == "joker over joker: same rank, pair, 0"


@pytest.mark.parametrize(
    ("text", "minus_two", "plus_two"),
    [
        # -2+9 = 7 or 2+9 = 11; then two pairs.
        ("2 K 5 / 9 K 5", 7, 11),
        # -2+8 = 6 and -2+3 = 1, or 2+8 = 10 and 2+3 = 5; Q pair 0.
        ("2 2 Q / 8 3 Q", 7, 15),
    ],
)
def test_the_value_of_a_two_is_the_house_rule(text, minus_two, plus_two):
    assert score_text(text, HouseRules(twos=-2)).total == minus_two
    assert score_text(text, HouseRules(twos=2)).total == plus_two


def test_a_pair_of_twos_can_keep_its_value():
    keep = HouseRules(pair_of_twos=PairOfTwos.KEEP)
    # 2 over 2 = 0 or -4; 6 pair 0; K+Q = 10.
    assert score_text("2 6 K / 2 6 Q").total == 10
    assert score_text("2 6 K / 2 6 Q", keep).total == 6
    # Four 2s in two columns: 0 + 0 or -4 + -4; the kings pair.
    assert score_text("2 2 K / 2 2 K").total == 0
    assert score_text("2 2 K / 2 2 K", keep).total == -8
    # With 2s at +2 a kept pair is +4: 4 + 0 + 10.
    assert score_text("2 6 K / 2 6 Q", keep.replace(twos=2)).total == 14
    reason = score_text("2 6 K / 2 6 Q", keep).columns[0].reason
    assert reason == "2 over 2: two 2s keep their value under the house rule, −2 − 2 = −4"


@pytest.mark.parametrize(
    ("pairs", "total"),
    [
        # 5+9 = 14, 9+Q = 19, 5+7 = 12: nothing pairs in a column.
        (PairLines.COLUMNS, 45),
        # The 5s in the top row cancel: 0+9, 9+10, 0+7.
        (PairLines.ROWS, 35),
        (PairLines.COLUMNS_AND_ROWS, 35),
        # The 5s cancel, and so do the two 9s (column 2 top, column 1 bottom): 0, 0+10, 0+7.
        (PairLines.ANYWHERE, 17),
    ],
)
def test_where_pairs_cancel_is_the_house_rule(pairs, total):
    assert score_text("5 9 5 / 9 Q 7", HouseRules(pairs=pairs)).total == total


@pytest.mark.parametrize(
    ("pairs", "total"),
    [
        # 5 over 5 = 0, K+Q = 10, -2+1 = -1.
        (PairLines.COLUMNS, 9),
        # Rows only: the column pair of 5s does not cancel: 10 + 10 - 1.
        (PairLines.ROWS, 19),
        (PairLines.COLUMNS_AND_ROWS, 9),
        (PairLines.ANYWHERE, 9),
    ],
)
def test_a_column_pair_does_not_cancel_under_rows_instead(pairs, total):
    assert score_text("5 K 2 / 5 Q A", HouseRules(pairs=pairs)).total == total


def test_row_pair_reason_names_the_partner():
    score = score_text("5 9 5 / 9 Q 7", HouseRules(pairs=PairLines.ROWS))
    assert score.columns[0].reason == (
        "5 over 9: the top 5 pairs with the 5 in column 3 (row pair), 0 + 9 = 9"
    )
    assert [row.label for row in score.rows] == ["Row 1"]
    assert score.rows[0].points == 0


def test_three_equal_cards_in_a_row_leave_one_counting():
    # Two of the three 5s cancel and one counts: 5+9, 0+10, 0+7.
    score = score_text("5 5 5 / 9 Q 7", HouseRules(pairs=PairLines.ROWS))
    assert score.total == 31
    assert "left over" in score.columns[0].reason


def test_four_equal_cards_anywhere_are_two_pairs():
    # All four 5s cancel, leaving 9 (column 3) and 7 (column 1): 7 + 0 + 9 = 16.
    assert score_text("5 5 9 / 7 5 5", HouseRules(pairs=PairLines.ANYWHERE)).total == 16


def test_the_minimum_under_pairs_anywhere_is_minus_two():
    # 2 counts -2; aces cancel; kings are 0 (two cancel, one is left over at 0).
    assert score_text("2 K K / A A K", HouseRules(pairs=PairLines.ANYWHERE)).total == -2


@pytest.mark.parametrize(
    ("text", "plain", "minus_ten", "square"),
    [
        # Side-by-side 5s: 0 + 0 + (2+K = -2); bonus -10 or -20.
        ("5 5 2 / 5 5 K", -2, -12, -22),
        # 5s in columns 1 and 3 are not side by side: no square bonus.
        ("5 K 5 / 5 2 5", -2, -12, -2),
    ],
)
def test_four_of_a_kind_bonus_is_the_house_rule(text, plain, minus_ten, square):
    assert score_text(text).total == plain
    assert score_text(text, HouseRules(four_of_a_kind=-10)).total == minus_ten
    assert score_text(text, HouseRules(four_of_a_kind=-20)).total == square


def test_four_of_a_kind_bonus_replaces_the_two_zero_columns():
    score = score_text("5 5 2 / 5 5 K", HouseRules(four_of_a_kind=-20))
    assert [column.points for column in score.columns] == [0, 0, -2]
    (bonus,) = score.bonuses
    assert (bonus.points, bonus.columns) == (-20, (1, 2))
    assert "square" in bonus.reason


def test_six_equal_cards_earn_one_bonus_and_one_plain_pair():
    for bonus_points in (-10, -20):
        score = score_text("5 5 5 / 5 5 5", HouseRules(decks=2, four_of_a_kind=bonus_points))
        assert len(score.bonuses) == 1
        assert score.total == bonus_points


def test_kept_twos_are_still_pairs_for_the_four_of_a_kind_bonus():
    keep = HouseRules(pair_of_twos=PairOfTwos.KEEP, four_of_a_kind=-10)
    # docs/rules.md#kept-pairs: the bonus replaces the two kept pairs' -4 + -4.
    assert score_text("2 2 K / 2 2 K", keep).total == -10
    # Without keep, the four 2s are four of a kind: -10 + 0.
    assert score_text("2 2 K / 2 2 K", HouseRules(four_of_a_kind=-10)).total == -10


def test_no_four_of_a_kind_bonus_under_rows_instead():
    rules = HouseRules(pairs=PairLines.ROWS, four_of_a_kind=-20)
    # Rows cancel the four 5s in pairs; there are no column pairs, so no bonus: 0+0-2.
    assert score_text("5 5 2 / 5 5 K", rules).total == -2
    assert "four_of_a_kind" in inactive_switches(rules)


def test_switches_that_do_not_apply_to_the_game_are_reported():
    assert inactive_switches(MAIN_RULES) == (
        "nine_card_lines",
        "jokers_per_deck",
        "pair_of_jokers",
        "four_of_a_kind_columns",
        "bonuses",
        "row_match",
        "four_card_pairs",
    )
    assert set(inactive_switches(NINE)) == {
        "pair_of_twos",
        "pairs",
        "four_of_a_kind",
        "jokers_per_deck",
        "pair_of_jokers",
        "two_pairs_of_jacks",
        "four_of_a_kind_columns",
        "bonuses",
        "negative_pairs",
        "row_match",
        "four_card_pairs",
    }


# --- the parts always add up ------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "rules"),
    [
        ("5 5 2 / 5 5 K", HouseRules(four_of_a_kind=-20)),
        ("5 9 5 / 9 Q 7", HouseRules(pairs=PairLines.COLUMNS_AND_ROWS)),
        ("5 5 5 / 5 2 K / 5 4 2", NINE_ALL.replace(decks=2)),
        ("2 K K / A A K", HouseRules(pairs=PairLines.ANYWHERE)),
    ],
)
def test_total_is_the_sum_of_the_lines_and_bonuses(text, rules):
    score = score_text(text, rules)
    parts = sum(line.points for line in score.columns + score.rows)
    assert score.total == parts + sum(bonus.points for bonus in score.bonuses)
    assert score.total == layout_total(parse_layout(text), rules)


def test_card_ranks_in_reasons_never_show_suits():
    score = score_text("5H KC 2S / 5D QH AC")
    assert all("♥" not in column.reason for column in score.columns)
    assert score.columns[0].cards[0].rank is Rank.FIVE
