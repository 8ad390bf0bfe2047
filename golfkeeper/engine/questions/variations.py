"""The house rules of docs/rules.md#house-rules, one switch at a time, with what each changes and
its sources.

The entries below are worded by hand; a switch value declared with a ``variation`` name
(:class:`~golfkeeper.engine.house_rules.Choice`) adds its own entry after them, so a new
switch needs no entry here.

Every question's answer differs under at least one of them (a test checks it), and
:func:`~golfkeeper.engine.questions.other_answers` compares a table's answer with theirs.
"""

from __future__ import annotations

import re
from typing import Any

from golfkeeper.engine.cards import Rank
from golfkeeper.engine.house_rules import (
    MAIN_RULES,
    PRESETS,
    SWITCHES,
    SWITCHES_BY_KEY,
    CardValues,
    FlipAfterReject,
    FourCardPairs,
    Game,
    HouseRules,
    InitialReveal,
    NineCardLines,
    PairLines,
    PairOfJokers,
    PairOfTwos,
    RowMatch,
    StockExhaustion,
    default_twos,
)
from golfkeeper.engine.questions.model import (
    BICYCLE,
    GOLFCARDS,
    NWPAGES,
    PAGAT,
    TABLE_PRACTICE,
    WIKIPEDIA,
    XBASOFT,
    Variation,
)
from golfkeeper.engine.text import points_text

_WORDED: tuple[Variation, ...] = (
    Variation(
        "last-turn",
        "One last turn for the others",
        "last_turn",
        HouseRules(last_turn=True),
        "When a player's last card goes face up, that layout is finished, but every other "
        "player takes one more turn, going clockwise, before anyone scores. Someone going "
        "out during that last round does not start it again.",
        (PAGAT, WIKIPEDIA, TABLE_PRACTICE),
    ),
    Variation(
        "turn-card-up-instead",
        "Turn a card up instead of drawing",
        "reveal_instead_of_draw",
        HouseRules(reveal_instead_of_draw=True),
        "A turn may be just turning one of your own face-down cards face up, without taking "
        "a card from either pile. Turning up your last one this way ends the hole.",
        (PAGAT, TABLE_PRACTICE),
    ),
    Variation(
        "flip-may",
        "May turn a card up after throwing away a stock card",
        "flip_after_reject",
        HouseRules(flip_after_reject=FlipAfterReject.MAY),
        "After throwing away a card drawn from the stock, you may also turn one of your "
        "face-down cards face up.",
        (WIKIPEDIA, TABLE_PRACTICE),
    ),
    Variation(
        "flip-must",
        "Must turn a card up after throwing away a stock card",
        "flip_after_reject",
        HouseRules(flip_after_reject=FlipAfterReject.MUST),
        "After throwing away a card drawn from the stock, you must turn one of your "
        "face-down cards face up, except that your very last face-down card may stay down.",
        (PAGAT, WIKIPEDIA, TABLE_PRACTICE),
    ),
    Variation(
        "discard-may-go-back",
        "A taken discard may go straight back",
        "discard_return_allowed",
        HouseRules(discard_return_allowed=True),
        "A card taken from the discard pile may be thrown back unused, the same as an "
        "unwanted stock card. This reads Bicycle's wording literally; the other sources "
        "forbid it.",
        (BICYCLE,),
    ),
    Variation(
        "knocking",
        "Knocking",
        "knocking",
        HouseRules(knocking=True),
        "A player may knock instead of taking a turn. Everyone else then gets one more "
        "turn and the hole is scored. A layout going all face up still ends the hole too.",
        (WIKIPEDIA, TABLE_PRACTICE),
    ),
    Variation(
        "start-same-column",
        "Start with two cards up in one column",
        "initial_reveal",
        HouseRules(initial_reveal=InitialReveal.SAME_COLUMN),
        "The two cards each player turns up before play must be one above the other.",
        (PAGAT,),
    ),
    Variation(
        "start-different-columns",
        "Start with two cards up in different columns",
        "initial_reveal",
        HouseRules(initial_reveal=InitialReveal.DIFFERENT_COLUMNS),
        "The two cards each player turns up before play must be in different columns.",
        (PAGAT,),
    ),
    Variation(
        "look-at-nearest-row",
        "Look once at the nearest row",
        "initial_reveal",
        HouseRules(initial_reveal=InitialReveal.LOOK_NEAREST_ROW),
        "Nobody turns cards up at the start. Each player looks once at the row of three "
        "nearest to them and puts it back face down, so every layout starts all face down.",
        (PAGAT,),
    ),
    Variation(
        "two-decks",
        "Two decks for any number of players",
        "decks",
        HouseRules(decks=2),
        "Two decks shuffled together even for two to four players, so the stock lasts "
        "longer. It hardly changes the play.",
        (PAGAT, WIKIPEDIA, TABLE_PRACTICE),
    ),
    Variation(
        "jokers-pagat",
        f"Jokers at {points_text(-2)}, twos at +2",
        "jokers",
        PRESETS["jokers-pagat"].rules,
        f"Two jokers join each deck. A joker is worth {points_text(-2)} and a 2 becomes worth "
        "+2. Jokers are not wild; two jokers in one column are a pair.",
        (PAGAT, TABLE_PRACTICE),
    ),
    Variation(
        "jokers-minus-5",
        f"Jokers at {points_text(-5)}",
        "jokers",
        PRESETS["jokers-minus-5"].rules,
        f"Two jokers join each deck, worth {points_text(-5)} each; a 2 stays at {points_text(-2)}.",
        (TABLE_PRACTICE,),
    ),
    Variation(
        "jokers-minus-3",
        f"Jokers at {points_text(-3)}",
        "jokers",
        HouseRules(jokers=-3, twos=default_twos(Game.SIX_CARD, -3)),
        f"Two jokers join each deck, worth {points_text(-3)} each; a 2 stays at "
        f"{points_text(default_twos(Game.SIX_CARD, -3))}.",
        (TABLE_PRACTICE,),
    ),
    Variation(
        "jokers-zero",
        "Jokers at 0",
        "jokers",
        HouseRules(jokers=0, twos=default_twos(Game.SIX_CARD, 0)),
        "Two jokers join each deck, worth nothing; they still pair with each other. A 2 "
        f"stays at {points_text(default_twos(Game.SIX_CARD, 0))}.",
        (TABLE_PRACTICE,),
    ),
    Variation(
        "pair-of-twos-keeps",
        f"A pair of twos keeps {points_text(-4)}",
        "pair_of_twos",
        HouseRules(pair_of_twos=PairOfTwos.KEEP),
        "Two 2s in one column keep their value, so that column scores "
        f"{points_text(-4)}. Every other pair still scores 0.",
        (TABLE_PRACTICE,),
    ),
    Variation(
        "four-of-a-kind-minus-10",
        f"Four of a kind: {points_text(-10)}",
        "four_of_a_kind",
        HouseRules(four_of_a_kind=-10),
        "Two columns that are both pairs of the same rank score "
        f"{points_text(-10)} together instead of 0.",
        (PAGAT, TABLE_PRACTICE),
    ),
    Variation(
        "four-of-a-kind-square",
        f"Four of a kind side by side: {points_text(-20)}",
        "four_of_a_kind",
        HouseRules(four_of_a_kind=-20),
        "Two neighbouring columns that are both pairs of the same rank, a square of four "
        f"equal cards, score {points_text(-20)} together. Columns 1 and 3 are not neighbours.",
        (PAGAT, TABLE_PRACTICE),
    ),
    Variation(
        "pairs-anywhere",
        "Pairs count anywhere",
        "pairs",
        HouseRules(pairs=PairLines.ANYWHERE),
        "Two cards of the same rank cancel wherever they lie in the layout, two at a time.",
        (TABLE_PRACTICE,),
    ),
    Variation(
        "pairs-in-rows",
        "Pairs count in rows, not columns",
        "pairs",
        HouseRules(pairs=PairLines.ROWS),
        "Two cards of the same rank cancel when they share a row, and no longer when they "
        "share a column.",
        (TABLE_PRACTICE,),
    ),
    Variation(
        "pairs-in-rows-and-columns",
        "Pairs count in rows and columns",
        "pairs",
        HouseRules(pairs=PairLines.COLUMNS_AND_ROWS),
        "Two cards of the same rank cancel when they share a column or a row.",
        (TABLE_PRACTICE,),
    ),
    Variation(
        "eighteen-holes",
        "18 holes",
        "holes",
        HouseRules(holes=18),
        "A longer match of 18 holes.",
        (PAGAT, WIKIPEDIA, TABLE_PRACTICE),
    ),
    Variation(
        "five-holes",
        "5 holes",
        "holes",
        HouseRules(holes=5),
        "A short match of 5 holes.",
        (TABLE_PRACTICE,),
    ),
    Variation(
        "stock-out-ends-hole",
        "The hole ends when the stock runs out",
        "stock_exhaustion",
        HouseRules(stock_exhaustion=StockExhaustion.END_AFTER_LAST_DRAW),
        "Once the last stock card has been drawn and played, the hole is scored at once; "
        "the discards are not shuffled into a new stock.",
        (TABLE_PRACTICE,),
    ),
    Variation(
        "four-card-golf",
        "Four-card golf",
        "game",
        PRESETS["four-card"].rules,
        "A separate game with four cards in two rows of two, all face down. You look once "
        "at the two nearest you, replacements go in face down, a 2 is worth +2, pairs do "
        "not cancel, and a player knocks to end the hole.",
        (PAGAT, WIKIPEDIA, TABLE_PRACTICE),
    ),
    Variation(
        "nine-card-golf",
        "Nine-card golf",
        "game",
        PRESETS["nine-card"].rules,
        "A separate game with nine cards in three rows of three and three turned up at the "
        "start. Only three cards of one rank in a column score 0; a pair does not.",
        (PAGAT, WIKIPEDIA, TABLE_PRACTICE),
    ),
    Variation(
        "nine-card-all-lines",
        "Nine-card golf with rows and diagonals",
        "nine_card_lines",
        PRESETS["nine-card"].rules.replace(nine_card_lines=NineCardLines.ALL),
        "Nine-card golf where three of a kind also score 0 along a row or a diagonal.",
        (PAGAT, TABLE_PRACTICE),
    ),
)


def _declared() -> tuple[Variation, ...]:
    """An entry for every switch value declared with a ``variation`` name: the main rules
    (or the switch's ``variation_base`` preset), with the other values the switch needs
    (``variation_with``) and that value."""
    found = []
    for declared in SWITCHES:
        base = PRESETS[declared.variation_base].rules if declared.variation_base else MAIN_RULES
        base = base.replace(**dict(declared.variation_with))
        for choice in declared.choices:
            if choice.variation is None:
                continue
            value = declared.encode(choice.value)
            found.append(
                Variation(
                    f"{declared.key}-{value}".replace("_", "-"),
                    choice.variation,
                    declared.key,
                    base.replace(**{declared.key: choice.value}),
                    choice.changes or "",
                    choice.sources or declared.sources,
                )
            )
    return tuple(found)


# The switches no entry above covers, each with the table it is shown at (a switch that
# means something only beside others gets them) and the values to show, with their
# sources (docs/rules.md#house-rules). The words are each switch's own sentence, so nothing here
# restates a value.
_CARD_VALUE_EXAMPLES = (
    ({Rank.KING: -2}, (GOLFCARDS,)),
    ({Rank.KING: 10}, (TABLE_PRACTICE,)),
    ({Rank.TEN: 1}, (GOLFCARDS,)),
    ({Rank.JACK: 11, Rank.QUEEN: 12}, (NWPAGES,)),
    ({Rank.JACK: 20, Rank.QUEEN: 20}, (XBASOFT,)),
)
_SENTENCED: tuple[tuple[str, HouseRules, tuple[tuple[Any, tuple[str, ...]], ...]], ...] = (
    ("twos", HouseRules(), ((2, (PAGAT, TABLE_PRACTICE)),)),
    (
        "card_values",
        HouseRules(),
        tuple((CardValues.of(values), sources) for values, sources in _CARD_VALUE_EXAMPLES),
    ),
    ("one_eyed_jacks", HouseRules(), ((True, (GOLFCARDS, TABLE_PRACTICE)),)),
    ("jokers_per_deck", HouseRules(jokers=-5), ((1, (GOLFCARDS,)),)),
    (
        "pair_of_jokers",
        PRESETS["jokers-pagat"].rules,
        ((PairOfJokers.KEEP, (NWPAGES,)), (PairOfJokers.MINUS4, (GOLFCARDS,))),
    ),
    ("two_pairs_of_jacks", HouseRules(), ((-5, (GOLFCARDS,)),)),
    ("row_match", HouseRules(pairs=PairLines.ROWS), ((RowMatch.TRIPLE, (TABLE_PRACTICE,)),)),
    (
        "four_card_pairs",
        PRESETS["four-card"].rules,
        tuple((value, (PAGAT,)) for value in FourCardPairs if value is not FourCardPairs.NONE),
    ),
    ("hole_21_is_zero", HouseRules(), ((True, (GOLFCARDS,)),)),
)


def _sentenced() -> tuple[Variation, ...]:
    """An entry for each value in :data:`_SENTENCED`, named by the switch's label and the
    value's words and described by the switch's sentence for that table."""
    found = []
    for key, base, values in _SENTENCED:
        declared = SWITCHES_BY_KEY[key]
        for value, sources in values:
            rules = base.replace(**{key: value})
            words = declared.answer(value)
            slug = re.sub(r"[^a-z0-9]+", "-", f"{key} {words}".replace("−", "minus ").lower())
            said = [declared.sentence_for(rules)]
            if said[0] is None:  # said with the switches it goes with (jokers per deck)
                said = [
                    SWITCHES_BY_KEY[other].sentence_for(rules)
                    for other in rules.differences_from(MAIN_RULES)
                ]
            found.append(
                Variation(
                    slug.strip("-"),
                    f"{declared.label}: {words}",
                    key,
                    rules,
                    " ".join(sentence for sentence in said if sentence),
                    sources,
                )
            )
    return tuple(found)


VARIATIONS: tuple[Variation, ...] = _WORDED + _declared() + _sentenced()
VARIATIONS_BY_SLUG: dict[str, Variation] = {variation.slug: variation for variation in VARIATIONS}
