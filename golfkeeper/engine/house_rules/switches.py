"""HouseRules: every switch declared once, as a field of the frozen value.

Each field's default is a :func:`~.registry.switch` declaration: the main rule's value,
the form's label and answers, the kind, the sentence the rulebook says it in, where it
applies and its sources. :data:`SWITCHES` lists them in field order; validation and the
JSON form (:meth:`HouseRules.to_dict`, :func:`house_rules_from_dict`) are derived from it.
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from typing import Any

from golfkeeper.engine.cards import Rank, Suit
from golfkeeper.engine.house_rules.registry import (
    BICYCLE,
    GOLFCARDS,
    HOUSE,
    NWPAGES,
    PAGAT,
    SKYJO,
    TABLE_PRACTICE,
    WIKIPEDIA,
    XBASOFT,
    Choice,
    FormGroup,
    HouseRulesError,
    Section,
    Switch,
    SwitchKind,
    ValueCodec,
    declared_switches,
    switch,
)
from golfkeeper.engine.house_rules.sentences import (
    bonuses_sentence,
    card_values_sentence,
    decks_sentence,
    discard_return_sentence,
    flip_after_reject_sentence,
    four_card_pairs_sentence,
    four_of_a_kind_columns_sentence,
    four_of_a_kind_sentence,
    game_sentence,
    going_out_bonus_sentence,
    going_out_penalty_sentence,
    hole_21_is_zero_sentence,
    holes_sentence,
    initial_reveal_sentence,
    initial_up_conflict,
    jokers_sentence,
    knock_mode_sentence,
    knock_timing_sentence,
    knocking_sentence,
    last_turn_sentence,
    lowest_hole_bonus_sentence,
    missed_holes_sentence,
    negative_pairs_sentence,
    nine_card_lines_sentence,
    one_eyed_jacks_sentence,
    pair_of_jokers_sentence,
    pair_of_twos_sentence,
    pairs_sentence,
    record_who_went_out_sentence,
    reveal_instead_sentence,
    row_match_sentence,
    stock_exhaustion_sentence,
    tied_hole_penalty_sentence,
    two_pairs_of_jacks_sentence,
    twos_follow,
)
from golfkeeper.engine.house_rules.values import (
    DECK_COUNTS,
    FOUR_OF_A_KIND_VALUES,
    GOING_OUT_BONUS_VALUES,
    JOKER_RANGE,
    JOKERS_PER_DECK_CHOICES,
    LOWEST_HOLE_BONUS_VALUES,
    MAX_HOLES,
    MIN_HOLES,
    ONE_IN_PACK,
    TIED_HOLE_PENALTY_VALUES,
    TWO_PAIRS_OF_JACKS_VALUES,
    TWO_RANGE,
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
)
from golfkeeper.engine.text import points_text

NOT_FOUR_CARD = frozenset({Game.SIX_CARD, Game.NINE_CARD, Game.EIGHT_CARD})
SIX_OR_EIGHT = frozenset({Game.SIX_CARD, Game.EIGHT_CARD})
CARD_VALUES_CODEC = ValueCodec(
    CardValues,
    from_plain=CardValues.from_plain,
    to_plain=CardValues.to_plain,
    parse=CardValues.parse,
    to_text=CardValues.to_text,
    to_words=CardValues.words,
    example="K:-2, 10:1",
)


@dataclass(frozen=True)
class HouseRules:
    """The table's agreed rules. The defaults are the main rules (docs/rules.md#main-rules).

    Scoring switches change layout scores; hole switches change a whole hole's scores on
    the score sheet; play switches change only how a hole is played (and so the rule
    answers), never a score. Each field is declared once with :func:`switch`.

    Raises :class:`HouseRulesError` (its ``key`` naming the switch) when a value is not
    one the switch allows.

    >>> HouseRules().is_main_rules
    True
    >>> HouseRules(jokers=-2, twos=2).jokers
    -2
    """

    # Scoring switches
    game: Game = switch(
        Game.SIX_CARD,
        label="Layout",
        kind=SwitchKind.SCORING,
        choices=(
            Choice(Game.SIX_CARD, "Six cards, 2 rows of 3"),
            Choice(Game.FOUR_CARD, "Four cards, 2 rows of 2"),
            Choice(Game.NINE_CARD, "Nine cards, 3 rows of 3"),
            Choice(
                Game.EIGHT_CARD,
                "Eight cards, 2 rows of 4",
                variation="Eight-card golf",
                changes="Eight cards each in two rows of four (four columns of two), two "
                "turned up at the start; card values and column pairs as in six-card golf.",
                sources=(PAGAT, TABLE_PRACTICE),
            ),
        ),
        sentence=game_sentence,
        sources=(PAGAT, WIKIPEDIA, TABLE_PRACTICE),
        group=FormGroup.COMMON,
        section=Section.OTHER_GAMES,
    )
    nine_card_lines: NineCardLines = switch(
        NineCardLines.COLUMNS,
        label="Nine-card: three of a kind cancel",
        kind=SwitchKind.SCORING,
        choices=(
            Choice(NineCardLines.COLUMNS, "in a column"),
            Choice(
                NineCardLines.COLUMNS_AND_ROWS,
                "in a column or a row",
                variation="Nine-card golf: rows of three cancel too",
                changes="Nine-card golf where three cards of one rank score 0 in a row as "
                "well as in a column; diagonals do not count.",
                sources=(TABLE_PRACTICE,),
            ),
            Choice(NineCardLines.ALL, "in a column, row or diagonal"),
        ),
        sentence=nine_card_lines_sentence,
        sources=(PAGAT, TABLE_PRACTICE),
        games=frozenset({Game.NINE_CARD}),
        section=Section.OTHER_GAMES,
    )
    decks: int = switch(
        1,
        label="Decks",
        kind=SwitchKind.SCORING,
        choices=tuple(
            Choice(count, "1 deck" if count == 1 else f"{count} decks") for count in DECK_COUNTS
        ),
        sentence=decks_sentence,
        sources=(PAGAT, WIKIPEDIA, TABLE_PRACTICE),
        group=FormGroup.COMMON,
        section=Section.SETUP,
    )
    jokers: int | None = switch(  # the joker's points, or None for no jokers
        None,
        label="Jokers",
        kind=SwitchKind.SCORING,
        minimum=JOKER_RANGE[0],
        maximum=JOKER_RANGE[1],
        none_label="No jokers",
        value_label=lambda value: f"worth {points_text(value)} each",
        sentence=jokers_sentence,
        sources=(PAGAT, TABLE_PRACTICE, GOLFCARDS),
        group=FormGroup.COMMON,
        section=Section.SCORING,
    )
    twos: int = switch(
        -2,
        label="A 2 is worth",
        kind=SwitchKind.SCORING,
        minimum=TWO_RANGE[0],
        maximum=TWO_RANGE[1],
        value_label=lambda value: points_text(value, signed=True),
        follows=twos_follow,
        sentence=lambda value, rules: f"A 2 is worth {points_text(value, signed=True)}.",
        sources=(PAGAT, TABLE_PRACTICE),
        group=FormGroup.COMMON,
    )
    pair_of_twos: PairOfTwos = switch(
        PairOfTwos.ZERO,
        label="Two 2s in a column",
        kind=SwitchKind.SCORING,
        choices=(
            Choice(PairOfTwos.ZERO, "score 0, like any pair"),
            Choice(PairOfTwos.KEEP, "keep their value"),
        ),
        sentence=pair_of_twos_sentence,
        sources=(TABLE_PRACTICE,),
        games=SIX_OR_EIGHT,
        section=Section.SCORING,
    )
    pairs: PairLines = switch(
        PairLines.COLUMNS,
        label="Same-rank cards cancel",
        kind=SwitchKind.SCORING,
        choices=(
            Choice(PairLines.COLUMNS, "in a column"),
            Choice(PairLines.ROWS, "in a row, not a column"),
            Choice(PairLines.COLUMNS_AND_ROWS, "in a column or a row"),
            Choice(PairLines.ANYWHERE, "anywhere in the layout"),
        ),
        sentence=pairs_sentence,
        sources=(TABLE_PRACTICE,),
        games=SIX_OR_EIGHT,
        section=Section.SCORING,
    )
    four_of_a_kind: int = switch(
        0,
        label="Four of a kind in two columns",
        kind=SwitchKind.SCORING,
        choices=(
            Choice(0, "no bonus"),
            Choice(-10, f"{points_text(-10)} bonus"),
            Choice(-20, f"{points_text(-20)}, only side by side"),
        ),
        listed_order=FOUR_OF_A_KIND_VALUES,
        sentence=four_of_a_kind_sentence,
        sources=(PAGAT, TABLE_PRACTICE),
        games=SIX_OR_EIGHT,
        # Under pairs in rows no column is a pair, so there is no bonus to give.
        applies_when=lambda rules: rules.pairs is not PairLines.ROWS,
        section=Section.SCORING,
    )
    card_values: CardValues = switch(
        CardValues(),
        label="Cards with the table's own value",
        kind=SwitchKind.SCORING,
        codec=CARD_VALUES_CODEC,
        sentence=card_values_sentence,
        sources=(GOLFCARDS, NWPAGES, XBASOFT, TABLE_PRACTICE),
        section=Section.SCORING,
        group=FormGroup.COMMON,
    )
    one_eyed_jacks: bool = switch(
        False,
        label="The one-eyed jacks (hearts, spades) score 0",
        kind=SwitchKind.SCORING,
        sentence=one_eyed_jacks_sentence,
        sources=(GOLFCARDS, TABLE_PRACTICE),
        section=Section.SCORING,
    )
    jokers_per_deck: int | str = switch(  # jokers a deck, or ONE_IN_PACK
        2,
        label="Jokers in each deck",
        kind=SwitchKind.SCORING,
        choices=tuple(
            Choice(
                count,
                {2: "two", 1: "one", ONE_IN_PACK: "one in the whole pack, however many decks"}[
                    count
                ],
            )
            for count in JOKERS_PER_DECK_CHOICES
        ),
        sentence=lambda value, rules: None,  # said in the jokers sentence
        sources=(GOLFCARDS,),
        applies_when=lambda rules: rules.jokers is not None,
        section=Section.SCORING,
    )
    pair_of_jokers: PairOfJokers = switch(
        PairOfJokers.ZERO,
        label="Two jokers in a column",
        kind=SwitchKind.SCORING,
        choices=(
            Choice(PairOfJokers.ZERO, "score 0, like any pair"),
            Choice(PairOfJokers.KEEP, "keep their value"),
            Choice(PairOfJokers.MINUS4, f"score {points_text(-4)}"),
        ),
        sentence=pair_of_jokers_sentence,
        sources=(NWPAGES, GOLFCARDS),
        applies_when=lambda rules: rules.jokers is not None and rules.game is not Game.NINE_CARD,
        section=Section.SCORING,
    )
    two_pairs_of_jacks: int = switch(
        0,
        label="Two columns each a pair of jacks",
        kind=SwitchKind.SCORING,
        choices=tuple(
            Choice(value, "no bonus" if value == 0 else f"{points_text(value)} bonus")
            for value in TWO_PAIRS_OF_JACKS_VALUES
        ),
        sentence=two_pairs_of_jacks_sentence,
        sources=(GOLFCARDS,),
        games=SIX_OR_EIGHT,
        applies_when=lambda rules: rules.pairs is not PairLines.ROWS,
        section=Section.SCORING,
    )
    four_of_a_kind_columns: FourOfAKindColumns = switch(
        FourOfAKindColumns.RULE,
        label="The four-of-a-kind bonus needs",
        kind=SwitchKind.SCORING,
        choices=(
            Choice(FourOfAKindColumns.RULE, "columns side by side for the square"),
            Choice(
                FourOfAKindColumns.ANY,
                "any two columns",
                variation="Square bonus in any two columns",
                changes=f"Four of a kind scores {points_text(-20)} in any two columns, side "
                "by side or not.",
                sources=(GOLFCARDS,),
            ),
        ),
        sentence=four_of_a_kind_columns_sentence,
        sources=(GOLFCARDS,),
        games=SIX_OR_EIGHT,
        # Only the square (-20) asks for columns side by side.
        applies_when=lambda rules: (
            rules.pairs is not PairLines.ROWS and rules.four_of_a_kind == -20
        ),
        variation_with=(("four_of_a_kind", -20),),
        section=Section.SCORING,
    )
    bonuses: Bonuses = switch(
        Bonuses.LARGER,
        label="Four of a kind and two pairs of jacks",
        kind=SwitchKind.SCORING,
        choices=(
            Choice(Bonuses.LARGER, "the larger bonus, instead of the columns' scores"),
            Choice(
                Bonuses.ADD,
                "both bonuses, added to the columns' scores",
                variation="Bonuses add up",
                changes="Four of a kind and two pairs of jacks both count when both apply, "
                "and a bonus adds to the two columns' own scores instead of replacing them.",
                sources=(GOLFCARDS,),
            ),
        ),
        sentence=bonuses_sentence,
        sources=(GOLFCARDS,),
        games=SIX_OR_EIGHT,
        applies_when=lambda rules: (
            rules.pairs is not PairLines.ROWS
            and bool(rules.four_of_a_kind or rules.two_pairs_of_jacks)
        ),
        variation_with=(("four_of_a_kind", -20), ("two_pairs_of_jacks", -20)),
        section=Section.SCORING,
    )
    negative_pairs: NegativePairs = switch(
        NegativePairs.ZERO,
        label="A pair worth less than 0",
        kind=SwitchKind.SCORING,
        choices=(
            Choice(NegativePairs.ZERO, "scores 0, like any pair"),
            Choice(
                NegativePairs.KEEP,
                "keeps its value",
                variation="Negative pairs keep their value",
                changes=f"Two cards of one rank worth less than 0 keep their value as a pair: "
                f"two 2s score {points_text(-4)} instead of 0.",
                sources=(GOLFCARDS,),
            ),
        ),
        sentence=negative_pairs_sentence,
        sources=(GOLFCARDS,),
        applies_when=lambda rules: (
            rules.game is not Game.NINE_CARD
            and not (rules.game is Game.FOUR_CARD and rules.four_card_pairs is FourCardPairs.NONE)
        ),
        section=Section.SCORING,
    )
    row_match: RowMatch = switch(
        RowMatch.PAIR,
        label="In a row, what cancels",
        kind=SwitchKind.SCORING,
        choices=(
            Choice(RowMatch.PAIR, "two cards of one rank"),
            Choice(RowMatch.TRIPLE, "three (or more) cards of one rank, together"),
        ),
        sentence=row_match_sentence,
        sources=(TABLE_PRACTICE, HOUSE),
        games=SIX_OR_EIGHT,
        applies_when=lambda rules: rules.pairs in (PairLines.ROWS, PairLines.COLUMNS_AND_ROWS),
        section=Section.SCORING,
    )
    four_card_pairs: FourCardPairs = switch(
        FourCardPairs.NONE,
        label="Four-card: two cards of one rank cancel",
        kind=SwitchKind.SCORING,
        choices=(
            Choice(FourCardPairs.NONE, "never"),
            Choice(FourCardPairs.COLUMNS, "in a column"),
            Choice(FourCardPairs.ROWS, "in a row"),
            Choice(FourCardPairs.ANYWHERE, "anywhere in the layout"),
        ),
        sentence=four_card_pairs_sentence,
        sources=(PAGAT,),
        games=frozenset({Game.FOUR_CARD}),
        section=Section.OTHER_GAMES,
    )
    # Play switches
    last_turn: bool = switch(
        False,
        label="Everyone else gets one last turn after someone goes out",
        kind=SwitchKind.PLAY,
        sentence=last_turn_sentence,
        sources=(PAGAT, WIKIPEDIA, TABLE_PRACTICE),
        group=FormGroup.COMMON,
        section=Section.TURNS,
    )
    reveal_instead_of_draw: bool = switch(
        False,
        label="You may turn a card up instead of drawing",
        kind=SwitchKind.PLAY,
        sentence=reveal_instead_sentence,
        sources=(PAGAT, TABLE_PRACTICE),
        games=NOT_FOUR_CARD,
        section=Section.TURNS,
    )
    flip_after_reject: FlipAfterReject = switch(
        FlipAfterReject.NO,
        label="After throwing away a stock card",
        kind=SwitchKind.PLAY,
        choices=(
            Choice(FlipAfterReject.NO, "your turn ends"),
            Choice(FlipAfterReject.MAY, "you may turn a card up"),
            Choice(FlipAfterReject.MUST, "you must turn a card up (not your last)"),
            Choice(
                FlipAfterReject.ENDGAME,
                "you may turn a card up once someone has one card down or none",
                variation="May turn a card up near the end",
                changes="After throwing away a card drawn from the stock, you may turn one "
                "of your face-down cards face up, but only once some player has at most one "
                "face-down card left. Before that, throwing the card away ends your turn.",
                sources=(GOLFCARDS,),
            ),
        ),
        sentence=flip_after_reject_sentence,
        sources=(PAGAT, WIKIPEDIA, TABLE_PRACTICE),
        games=NOT_FOUR_CARD,
        section=Section.TURNS,
    )
    discard_return_allowed: bool = switch(
        False,
        label="A card taken from the discard pile may go straight back",
        kind=SwitchKind.PLAY,
        sentence=discard_return_sentence,
        sources=(BICYCLE,),
        section=Section.TURNS,
    )
    initial_reveal: InitialReveal = switch(
        InitialReveal.ANY_TWO,
        label="At the start, each player",
        kind=SwitchKind.PLAY,
        choices=(
            Choice(InitialReveal.ANY_TWO, "turns up any two cards"),
            Choice(InitialReveal.SAME_COLUMN, "turns up two cards in one column"),
            Choice(InitialReveal.DIFFERENT_COLUMNS, "turns up two cards in different columns"),
            Choice(InitialReveal.LOOK_NEAREST_ROW, "looks once at the nearest row"),
        ),
        sentence=initial_reveal_sentence,
        sources=(PAGAT,),
        section=Section.SETUP,
    )
    initial_up: int = switch(
        2,
        label="Cards each player turns up at the start",
        kind=SwitchKind.PLAY,
        choices=(
            Choice(2, "two"),
            Choice(
                1,
                "one",
                variation="Turn up one card at the start",
                changes="Each player turns up only one card before play, any one they like.",
            ),
            Choice(
                0,
                "none",
                variation="Turn up no cards at the start",
                changes="Nobody turns a card up before play, or looks at one: every layout "
                "starts all face down.",
            ),
        ),
        # Said in the initial_reveal sentence, which reads it.
        sentence=lambda value, rules: None,
        sources=(GOLFCARDS,),
        games=frozenset({Game.SIX_CARD}),
        applies_when=lambda rules: rules.initial_reveal is InitialReveal.ANY_TWO,
        conflict=initial_up_conflict,
        section=Section.SETUP,
    )
    nine_initial_up: int = switch(
        3,
        label="Nine-card: cards each player turns up at the start",
        kind=SwitchKind.PLAY,
        choices=(
            Choice(3, "three"),
            Choice(
                2,
                "two",
                variation="Nine-card golf with two cards up at the start",
                changes="Nine-card golf where each player turns up two cards before play, "
                "not three.",
            ),
        ),
        sentence=lambda value, rules: None,
        sources=(PAGAT, TABLE_PRACTICE),
        games=frozenset({Game.NINE_CARD}),
        variation_base="nine-card",
        section=Section.OTHER_GAMES,
    )
    knocking: bool = switch(
        False,
        label="A player may knock to end the hole",
        kind=SwitchKind.PLAY,
        sentence=knocking_sentence,
        sources=(PAGAT, WIKIPEDIA, TABLE_PRACTICE),
        section=Section.TURNS,
    )
    knock_timing: KnockTiming = switch(
        KnockTiming.INSTEAD_OF_TURN,
        label="A knock comes",
        kind=SwitchKind.PLAY,
        choices=(
            Choice(KnockTiming.INSTEAD_OF_TURN, "instead of your turn"),
            Choice(
                KnockTiming.END_OF_TURN,
                "after a normal turn",
                variation="Knock after your turn",
                changes="With knocking agreed, you knock after taking and playing a card as "
                "usual, rather than in place of your turn. Everyone else then has one more "
                "turn.",
                sources=(TABLE_PRACTICE,),
            ),
        ),
        sentence=knock_timing_sentence,
        sources=(WIKIPEDIA, TABLE_PRACTICE),
        games=NOT_FOUR_CARD,
        applies_when=lambda rules: rules.knocking,
        variation_with=(("knocking", True),),
        section=Section.TURNS,
    )
    knock_mode: KnockMode = switch(
        KnockMode.ADDITIONAL,
        label="Once knocking is agreed, a layout all face up",
        kind=SwitchKind.PLAY,
        choices=(
            Choice(KnockMode.ADDITIONAL, "still ends the hole"),
            Choice(
                KnockMode.REPLACES_AUTO_END,
                "no longer ends the hole: only a knock does",
                variation="Only a knock ends the hole",
                changes="With knocking agreed, turning up your last face-down card no "
                "longer ends the hole; only a knock does, after which everyone else has one "
                "more turn.",
                sources=(TABLE_PRACTICE,),
            ),
        ),
        sentence=knock_mode_sentence,
        sources=(TABLE_PRACTICE,),
        games=NOT_FOUR_CARD,
        applies_when=lambda rules: rules.knocking,
        variation_with=(("knocking", True),),
        section=Section.TURNS,
    )
    stock_exhaustion: StockExhaustion = switch(
        StockExhaustion.RESHUFFLE,
        label="When the stock runs out",
        kind=SwitchKind.PLAY,
        choices=(
            Choice(StockExhaustion.RESHUFFLE, "shuffle the discards into a new stock"),
            Choice(StockExhaustion.END_AFTER_LAST_DRAW, "the hole ends"),
        ),
        sentence=stock_exhaustion_sentence,
        sources=(TABLE_PRACTICE,),
        section=Section.WRONG,
    )
    holes: int = switch(
        9,
        label="Holes",
        kind=SwitchKind.PLAY,
        minimum=MIN_HOLES,
        maximum=MAX_HOLES,
        required_message="Say how many holes the match has.",
        range_message=f"From {MIN_HOLES} to {MAX_HOLES} holes.",
        sentence=holes_sentence,
        sources=(PAGAT, WIKIPEDIA, TABLE_PRACTICE),
        group=FormGroup.COMMON,
        section=Section.LENGTH,
    )
    record_who_went_out: bool = switch(
        True,
        label="Note who went out on each hole",
        kind=SwitchKind.PLAY,
        sentence=record_who_went_out_sentence,
        sources=(HOUSE,),
        records_only=(
            "The score sheet asks who went out on each hole and keeps the answer; it scores "
            "nothing by itself (the going-out switches read what it keeps)."
        ),
    )
    # Hole switches: the score sheet adjusts a whole hole once every layout is scored
    # (docs/rules.md#hole-adjustments), in the order of engine.holes.HOLE_STEPS.
    going_out_penalty: GoingOutPenalty = switch(
        GoingOutPenalty.NONE,
        label="The player who went out",
        kind=SwitchKind.HOLE,
        choices=(
            Choice(GoingOutPenalty.NONE, "pays nothing"),
            Choice(
                GoingOutPenalty.DOUBLE,
                "scores double unless strictly lowest (never a score of 0 or less)",
                variation="Going out doubled unless lowest",
                changes="The player who went out scores double unless their score is strictly "
                "the lowest of the hole; a tie for the lowest counts against them. A score of "
                "0 or less is never doubled.",
                sources=(SKYJO,),
            ),
            Choice(
                GoingOutPenalty.PLUS10,
                "takes +10 when another player scores lower",
                variation="Knock penalty of 10",
                changes="The player who went out takes 10 extra points when another player's "
                "score is strictly lower; a tie for the lowest spares them.",
                sources=(GOLFCARDS,),
            ),
            Choice(
                GoingOutPenalty.PLUS5_EACH,
                "takes +5 for each player as low or lower",
                variation="Five points for each player as low",
                changes="The player who went out takes 5 extra points for every other player "
                "whose score is the same as theirs or lower.",
                sources=(NWPAGES,),
            ),
            Choice(
                GoingOutPenalty.DOUBLE_PLUS5,
                "scores double, then +5, unless strictly lowest",
                variation="Going out doubled, then 5 more",
                changes="The player who went out scores double and then 5 more unless their "
                "score is strictly the lowest; a score of 0 or less takes only the 5.",
                sources=(TABLE_PRACTICE,),
            ),
        ),
        sentence=going_out_penalty_sentence,
        sources=(SKYJO, GOLFCARDS, NWPAGES, TABLE_PRACTICE),
        section=Section.SCORING,
        group=FormGroup.COMMON,
    )
    going_out_bonus: int = switch(
        0,
        label="The player who went out gets",
        kind=SwitchKind.HOLE,
        choices=(
            Choice(0, "no bonus"),
            Choice(
                -5,
                f"{points_text(-5)} whatever they score",
                variation="Bonus for going out",
                changes=f"The player who went out takes {points_text(-5)} whatever they score.",
                sources=(GOLFCARDS,),
            ),
        ),
        listed_order=GOING_OUT_BONUS_VALUES,
        sentence=going_out_bonus_sentence,
        sources=(GOLFCARDS,),
        section=Section.SCORING,
    )
    lowest_hole_bonus: int = switch(
        0,
        label="The lowest score of a hole gets",
        kind=SwitchKind.HOLE,
        choices=(
            Choice(0, "no bonus"),
            Choice(
                -3,
                f"{points_text(-3)} (every player tied for it)",
                variation="Bonus for the lowest score of a hole",
                changes=f"The lowest score of each hole takes {points_text(-3)}; every player "
                "tied for the lowest takes it.",
                sources=(GOLFCARDS,),
            ),
        ),
        listed_order=LOWEST_HOLE_BONUS_VALUES,
        sentence=lowest_hole_bonus_sentence,
        sources=(GOLFCARDS,),
        section=Section.SCORING,
    )
    tied_hole_penalty: int = switch(
        0,
        label="A hole score equal to another player's gets",
        kind=SwitchKind.HOLE,
        choices=(
            Choice(0, "nothing"),
            Choice(
                5,
                "+5",
                variation="Penalty for a tied hole score",
                changes="Every player whose hole score equals another player's takes 5 "
                "points more.",
                sources=(GOLFCARDS,),
            ),
        ),
        listed_order=TIED_HOLE_PENALTY_VALUES,
        sentence=tied_hole_penalty_sentence,
        sources=(GOLFCARDS,),
        section=Section.SCORING,
    )
    hole_21_is_zero: bool = switch(
        False,
        label="A layout scoring exactly 21 counts 0",
        kind=SwitchKind.HOLE,
        sentence=hole_21_is_zero_sentence,
        sources=(GOLFCARDS,),
        section=Section.SCORING,
    )
    # Highest, not skip: new matches count a late player's missed holes
    # (docs/rules.md#late-and-leaving-players). The main rules never seat a late player, so this
    # default changes no score the API or the calculator gives; matches stored before the switch
    # existed were given "skip" by migration 0004, and exports without the key are imported with
    # "skip" (matches/importing.py), so no stored total changes.
    missed_holes: MissedHoles = switch(
        MissedHoles.HIGHEST,
        label="A hole a late player, or one who left, did not play counts",
        kind=SwitchKind.HOLE,
        choices=(
            Choice(MissedHoles.HIGHEST, "the highest score of the hole"),
            Choice(
                MissedHoles.AVERAGE,
                "the average score of the hole, rounded up",
                variation="Missed holes at the average",
                changes="A player who joins late or leaves early scores, for each hole they did "
                "not play, the average of the players who did play it, rounded up to a whole "
                "point.",
                sources=(HOUSE,),
            ),
            Choice(
                MissedHoles.SKIP,
                "nothing (totals cover fewer holes)",
                variation="Missed holes count nothing",
                changes="A player who joins late or leaves early scores nothing for the holes "
                "they did not play; the standings say how many holes each total covers.",
                sources=(HOUSE,),
            ),
        ),
        sentence=missed_holes_sentence,
        sources=(TABLE_PRACTICE, HOUSE),
        section=Section.LENGTH,
    )

    def __post_init__(self) -> None:
        for declared in SWITCHES:
            declared.check(getattr(self, declared.key))
        for declared in SWITCHES:
            message = declared.conflict(self) if declared.conflict else None
            if message:
                raise HouseRulesError(message, declared.key)

    @property
    def is_main_rules(self) -> bool:
        return self == HouseRules()

    @property
    def joker_count(self) -> int:
        """Jokers in the pack: ``jokers_per_deck`` a deck when jokers are agreed (one in
        the whole pack under ``one_in_pack``), else 0.

        >>> HouseRules(jokers=-5, decks=3, jokers_per_deck="one_in_pack").joker_count
        1
        """
        if self.jokers is None:
            return 0
        if isinstance(self.jokers_per_deck, str):
            return 1
        return self.jokers_per_deck * self.decks

    @property
    def cards_in_pack(self) -> int:
        """Cards in the table's pack: 52 a deck (each rank in each suit) and the jokers.

        >>> HouseRules().cards_in_pack, HouseRules(decks=2, jokers=-2).cards_in_pack
        (52, 108)
        """
        return self.decks * len(Suit) * (len(Rank) - 1) + self.joker_count

    def to_dict(self) -> dict[str, Any]:
        """Every switch as plain JSON-ready values, in field order.

        >>> HouseRules().to_dict()["pairs"]
        'columns'
        """
        return {declared.key: declared.encode(getattr(self, declared.key)) for declared in SWITCHES}

    def replace(self, **changes: Any) -> HouseRules:
        """A copy with some switches changed (validated again)."""
        return replace(self, **changes)

    def differences_from(self, other: HouseRules) -> tuple[str, ...]:
        """Names of the switches whose values differ from ``other``'s, in field order."""
        return tuple(
            field.name
            for field in fields(self)
            if getattr(self, field.name) != getattr(other, field.name)
        )


SWITCHES: tuple[Switch, ...] = declared_switches(HouseRules)
"""Every switch, in :class:`HouseRules` field order."""
SWITCHES_BY_KEY: dict[str, Switch] = {declared.key: declared for declared in SWITCHES}


def _kind_order(kind: SwitchKind) -> tuple[str, ...]:
    # In the order a table picks them: switches of the main game first, then those that
    # belong to another game only (the nine-card option last).
    chosen = [declared for declared in SWITCHES if declared.kind is kind]
    chosen.sort(key=lambda d: d.games is not None and Game.SIX_CARD not in d.games)
    return tuple(declared.key for declared in chosen)


SCORING_SWITCHES = _kind_order(SwitchKind.SCORING)
HOLE_SWITCHES = _kind_order(SwitchKind.HOLE)
PLAY_SWITCHES = _kind_order(SwitchKind.PLAY)
