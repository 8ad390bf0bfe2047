"""What each switch's value says for a table, in plain words (the rulebook's "our table's
rules" and the printable sheet), and the checks between switches. The declarations in
:mod:`.switches` name these; this module is prose kept apart so that one stays short."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from golfkeeper.engine.house_rules.registry import TableRules
from golfkeeper.engine.house_rules.values import (
    ONE_IN_PACK,
    Bonuses,
    CardValues,
    FlipAfterReject,
    FourCardPairs,
    FourOfAKindColumns,
    Game,
    GoingOutPenalty,
    InitialReveal,
    KnockMode,
    KnockTiming,
    MissedHoles,
    NegativePairs,
    NineCardLines,
    PairLines,
    PairOfJokers,
    PairOfTwos,
    RowMatch,
    StockExhaustion,
    default_twos,
)
from golfkeeper.engine.text import holes_text, number_word, points_text

# "our table's rules" and the printable sheet).


def game_sentence(value: Game, rules: TableRules) -> str:
    return {
        Game.SIX_CARD: "Six-card golf: six cards each, face down, in two rows of three.",
        Game.FOUR_CARD: "Four-card golf: four cards each, face down, in two rows of two.",
        Game.NINE_CARD: "Nine-card golf: nine cards each, face down, in three rows of three.",
        Game.EIGHT_CARD: "Eight-card golf: eight cards each, face down, in two rows of four.",
    }[value]


def nine_card_lines_sentence(value: NineCardLines, rules: TableRules) -> str:
    if value is NineCardLines.COLUMNS_AND_ROWS:
        return (
            "Three cards of one rank score 0 along a column or a row (not a diagonal); "
            "a pair never does."
        )
    if value is NineCardLines.ALL:
        return (
            "Three cards of one rank score 0 along a column, a row or a diagonal; "
            "a pair never does."
        )
    return "Three cards of one rank in a column score 0; a pair never does."


def decks_sentence(value: int, rules: TableRules) -> str:
    decks = "One deck" if value == 1 else f"{value} decks shuffled together"
    return f"{decks}: {rules.cards_in_pack} cards in the pack."


def jokers_sentence(value: int | None, rules: TableRules) -> str:
    if value is None:
        return "No jokers."
    if rules.jokers_per_deck == ONE_IN_PACK:
        return f"One joker in the whole pack, worth {points_text(value)}. It is not wild."
    count = "One joker" if rules.jokers_per_deck == 1 else "Two jokers"
    each = "worth" if rules.jokers_per_deck == 1 else "each worth"
    return f"{count} a deck, {each} {points_text(value)}. They are not wild."


def card_values_sentence(value: CardValues, rules: TableRules) -> str | None:
    return value.sentence()


def one_eyed_jacks_sentence(value: bool, rules: TableRules) -> str | None:
    if not value:
        return None
    return "The one-eyed jacks (hearts and spades) score 0; two jacks in a column still pair."


def pair_of_jokers_sentence(value: PairOfJokers, rules: TableRules) -> str:
    if value is PairOfJokers.KEEP:
        return "Two jokers in one column keep their value instead of cancelling."
    if value is PairOfJokers.MINUS4:
        return f"Two jokers in one column score {points_text(-4)} together."
    return "Two jokers in one column are a pair like any other and score 0."


def two_pairs_of_jacks_sentence(value: int, rules: TableRules) -> str | None:
    if value == 0:
        return None
    return (
        f"Two columns that are each a pair of jacks earn {points_text(value)} on top "
        "(once a layout)."
    )


def four_of_a_kind_columns_sentence(value: FourOfAKindColumns, rules: TableRules) -> str | None:
    if value is FourOfAKindColumns.ANY:
        return "The four-of-a-kind bonus counts in any two columns, side by side or not."
    return None  # said in the four-of-a-kind sentence


def bonuses_sentence(value: Bonuses, rules: TableRules) -> str:
    both = bool(rules.four_of_a_kind and rules.two_pairs_of_jacks)
    if value is Bonuses.ADD:
        if not both:
            return "A bonus adds to the two columns' own scores instead of replacing them."
        return (
            "Four of a kind and two pairs of jacks both count when both apply, and a bonus "
            "adds to the two columns' own scores."
        )
    if not both:
        return "A bonus replaces the two columns' own scores."
    return (
        "Where four of a kind and two pairs of jacks both apply, only the larger bonus "
        "counts, and a bonus replaces the two columns' own scores."
    )


def negative_pairs_sentence(value: NegativePairs, rules: TableRules) -> str | None:
    if value is NegativePairs.KEEP:
        return (
            "A pair of cards worth less than 0 keeps its value instead of scoring 0 (a pair "
            "worth 0 or more still scores 0)."
        )
    return None


def row_match_sentence(value: RowMatch, rules: TableRules) -> str:
    if value is RowMatch.TRIPLE:
        return "In a row, only three or more cards of one rank cancel, all together."
    return "In a row, two cards of one rank cancel, two at a time."


def four_card_pairs_sentence(value: FourCardPairs, rules: TableRules) -> str:
    return {
        FourCardPairs.NONE: "Pairs get no discount.",
        FourCardPairs.COLUMNS: "Two cards of one rank in a column cancel (score 0).",
        FourCardPairs.ROWS: "Two cards of one rank in a row cancel (score 0).",
        FourCardPairs.ANYWHERE: "Two cards of one rank cancel wherever they lie, two at a time.",
    }[value]


def pair_of_twos_sentence(value: PairOfTwos, rules: TableRules) -> str:
    if value is PairOfTwos.KEEP:
        return "Two 2s in one column keep their value instead of cancelling."
    return "Two 2s in one column are a pair like any other and score 0."


def pairs_sentence(value: PairLines, rules: TableRules) -> str:
    return {
        PairLines.COLUMNS: "Two cards of the same rank cancel (score 0) when one lies "
        "directly above the other.",
        PairLines.ROWS: "Two cards of the same rank cancel when they share a row, not a column.",
        PairLines.COLUMNS_AND_ROWS: "Two cards of the same rank cancel when they share a "
        "column or a row.",
        PairLines.ANYWHERE: "Two cards of the same rank cancel wherever they lie.",
    }[value]


def four_of_a_kind_sentence(value: int, rules: TableRules) -> str:
    if value == 0:
        return "Four of a kind in two columns earns no bonus: two pairs, 0."
    if value == -20 and rules.four_of_a_kind_columns is not FourOfAKindColumns.ANY:
        return (
            "Four of a kind in two neighbouring columns scores −20 for the pair of "
            "columns; columns 1 and 3 get no bonus."
        )
    return f"Four of a kind in two columns scores {points_text(value)} for the two columns."


def last_turn_sentence(value: bool, rules: TableRules) -> str:
    if value:
        return "When someone's cards are all face up, everyone else takes one more turn."
    return "The hole ends as soon as someone's cards are all face up."


def reveal_instead_sentence(value: bool, rules: TableRules) -> str:
    if value:
        return "Instead of drawing, you may turn one of your cards face up."
    return "Every turn starts with a card from the stock or the discard pile."


def flip_after_reject_sentence(value: FlipAfterReject, rules: TableRules) -> str:
    return {
        FlipAfterReject.NO: "Throwing away a stock card ends your turn.",
        FlipAfterReject.MAY: "After throwing away a stock card you may turn a card face up.",
        FlipAfterReject.MUST: "After throwing away a stock card you must turn a card face "
        "up (your last one may stay down).",
        FlipAfterReject.ENDGAME: "After throwing away a stock card you may turn a card face "
        "up, but only once some player has at most one face-down card left.",
    }[value]


def discard_return_sentence(value: bool, rules: TableRules) -> str:
    if value:
        return "A card taken from the discard pile may go straight back."
    return "A card taken from the discard pile must go into your layout."


def initial_reveal_sentence(value: InitialReveal, rules: TableRules) -> str:
    if rules.game is Game.FOUR_CARD:
        return "Before play you look once at your two nearest cards; all stay face down."
    if rules.game is Game.NINE_CARD:
        count = number_word(rules.nine_initial_up)
        return f"Before play everyone turns any {count} cards face up."
    if value is InitialReveal.ANY_TWO and rules.initial_up != 2:
        if rules.initial_up == 0:
            return "Before play nobody turns a card up."
        return "Before play everyone turns any one card face up."
    return {
        InitialReveal.ANY_TWO: "Before play everyone turns any two cards face up.",
        InitialReveal.SAME_COLUMN: "Before play everyone turns up two cards in one column.",
        InitialReveal.DIFFERENT_COLUMNS: "Before play everyone turns up two cards in "
        "different columns.",
        InitialReveal.LOOK_NEAREST_ROW: "Before play everyone looks once at their nearest "
        "row, then turns it back down.",
    }[value]


def knocking_sentence(value: bool, rules: TableRules) -> str:
    if rules.game is Game.FOUR_CARD:
        return "A player ends the hole by knocking; everyone else then has one more turn."
    if value and rules.knock_timing is KnockTiming.END_OF_TURN:
        return "You may knock at the end of your turn; everyone else then has one more turn."
    if value:
        return "You may knock instead of a turn; everyone else then has one more turn."
    return "No knocking."


def knock_mode_sentence(value: KnockMode, rules: TableRules) -> str:
    if value is KnockMode.REPLACES_AUTO_END:
        return "Only a knock ends the hole; a layout going all face up does not."
    return "A layout going all face up still ends the hole too."


def initial_up_conflict(rules: TableRules) -> str | None:
    if rules.initial_up != 2 and rules.initial_reveal is not InitialReveal.ANY_TWO:
        return (
            f"initial_up {rules.initial_up} goes only with initial_reveal any_two: "
            f"{rules.initial_reveal.value} already says which cards are seen."
        )
    return None


def knock_timing_sentence(value: KnockTiming, rules: TableRules) -> str:
    if value is KnockTiming.END_OF_TURN:
        return "A knock comes after a normal turn: you draw and play, then knock."
    return "A knock is your whole turn: you take no card."


def stock_exhaustion_sentence(value: StockExhaustion, rules: TableRules) -> str:
    if value is StockExhaustion.END_AFTER_LAST_DRAW:
        return "If the stock runs out, the hole ends and is scored."
    return "If the stock runs out, the discards under the top card become a new stock."


def holes_sentence(value: int, rules: TableRules) -> str:
    return f"The match is {holes_text(value)}; the lowest total wins, and a tie shares the win."


def record_who_went_out_sentence(value: bool, rules: TableRules) -> str:
    scores = rules.going_out_penalty is not GoingOutPenalty.NONE or rules.going_out_bonus
    if value and scores:
        return "golfkeeper notes who went out on each hole, and applies the going-out rule."
    if value:
        return "golfkeeper notes who went out on each hole (it scores nothing)."
    return "golfkeeper does not note who went out."


def going_out_penalty_sentence(value: GoingOutPenalty, rules: TableRules) -> str | None:
    unless = "unless their score is strictly the lowest of the hole (a tie counts against them)"
    return {
        GoingOutPenalty.NONE: None,
        GoingOutPenalty.DOUBLE: f"The player who went out scores double {unless}; a score of "
        "0 or less is never doubled.",
        GoingOutPenalty.PLUS10: "The player who went out takes +10 when another player's "
        "score is strictly lower (a tie for the lowest spares them).",
        GoingOutPenalty.PLUS5_EACH: "The player who went out takes +5 for every other player "
        "who scored the same or lower.",
        GoingOutPenalty.DOUBLE_PLUS5: f"The player who went out scores double, then +5, {unless};"
        " a score of 0 or less takes only the +5.",
    }[value]


def going_out_bonus_sentence(value: int, rules: TableRules) -> str | None:
    if not value:
        return None
    return f"The player who went out takes {points_text(value)} whatever they score."


def lowest_hole_bonus_sentence(value: int, rules: TableRules) -> str | None:
    if not value:
        return None
    return f"The lowest score of each hole takes {points_text(value)}; a tie for it shares it."


def tied_hole_penalty_sentence(value: int, rules: TableRules) -> str | None:
    if not value:
        return None
    return f"A hole score equal to another player's takes {points_text(value, signed=True)}."


def hole_21_is_zero_sentence(value: bool, rules: TableRules) -> str | None:
    return "A layout scoring exactly 21 counts 0." if value else None


def missed_holes_sentence(value: MissedHoles, rules: TableRules) -> str:
    counts = {
        MissedHoles.HIGHEST: "the highest score of each hole they missed.",
        MissedHoles.AVERAGE: "the average of each hole they missed, rounded up.",
        MissedHoles.SKIP: "nothing for the holes they missed; their total covers fewer holes.",
    }
    return f"A player who joins late or leaves early scores {counts[value]}"


def twos_follow(given: Mapping[str, Any]) -> int:
    return default_twos(given.get("game", Game.SIX_CARD), given.get("jokers"))
