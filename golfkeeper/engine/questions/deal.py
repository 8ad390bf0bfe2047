"""The deal: how many cards and decks, what starts face up, jokers."""

from __future__ import annotations

import itertools

from golfkeeper.engine.house_rules import Game, HouseRules, InitialReveal, decks_for_players
from golfkeeper.engine.questions._facts import face_up_at_start, score_example
from golfkeeper.engine.questions.model import (
    BICYCLE,
    GOLFCARDS,
    HOUSE,
    PAGAT,
    TABLE_PRACTICE,
    WIKIPEDIA,
    Answer,
    Topic,
)
from golfkeeper.engine.questions.registry import register_question
from golfkeeper.engine.setup import PLAYER_COUNTS, SetupError, pack_size, stock_size
from golfkeeper.engine.text import (
    decks_text,
    game_cards_word,
    layout_shape_text,
    number_word,
    points_text,
)


@register_question(
    "cards-per-player",
    Topic.DEAL,
    "How many cards does each player get, and how are they laid out?",
    "deal layout rows columns face down how many cards",
)
def _cards_per_player(rules: HouseRules) -> Answer:
    word, shape = game_cards_word(rules.game), layout_shape_text(rules.game)
    up = face_up_at_start(rules)
    if rules.game is Game.FOUR_CARD:
        start = "Before play you look once at the two cards nearest you; all four stay down."
    elif rules.initial_reveal is InitialReveal.LOOK_NEAREST_ROW:
        start = (
            "Nobody turns cards up at the start at your table; you look once at your nearest row."
        )
    elif up == 0:
        start = "Nobody turns cards up at the start at your table: all stay face down."
    elif up == 1:
        start = "Before play each player turns one of them face up."
    else:
        start = f"Before play each player turns {number_word(up)} of them face up."
    return Answer(
        f"{word.capitalize()}, in {shape}",
        f"{word.capitalize()} each, dealt face down one at a time going clockwise, and set out "
        f"in {shape}. A card and the card directly below it form a column. {start}",
        (PAGAT, TABLE_PRACTICE) if rules.game is Game.SIX_CARD else (PAGAT,),
    )


def _deck_ranges(game: Game) -> str:
    ranges = []
    for decks, group in itertools.groupby(range(2, 13), lambda n: decks_for_players(n, game)):
        counts = list(group)
        players = f"{counts[0]} or more" if counts[-1] == 12 else f"{counts[0]} to {counts[-1]}"
        ranges.append(f"{decks_text(decks)} for {players} players")
    return ", ".join(ranges)


@register_question(
    "how-many-decks",
    Topic.DEAL,
    "How many decks do we need? Can three of us use two decks?",
    "deck decks pack packs players cards two",
)
def _how_many_decks(rules: HouseRules) -> Answer:
    game = {Game.FOUR_CARD: " in four-card golf", Game.EIGHT_CARD: " in eight-card golf"}
    suggested = f"The usual advice{game.get(rules.game, '')}: {_deck_ranges(rules.game)}."
    if rules.game is Game.NINE_CARD:
        suggested = f"Nine-card golf uses more cards: {_deck_ranges(rules.game)}."
    extra = (
        "Yes, a small table may shuffle two decks together: the stock just lasts longer."
        if rules.decks == 1
        else ""
    )
    table = f"Your table agreed {decks_text(rules.decks)}"
    table += f", {pack_size(rules)} cards with the jokers." if rules.jokers is not None else "."
    sources: tuple[str, ...] = (PAGAT, WIKIPEDIA, TABLE_PRACTICE)
    if rules.game is Game.EIGHT_CARD:
        # No source gives eight-card golf's decks: golfkeeper's choice, as six-card (``game``).
        suggested = (
            f"Eight-card golf follows six-card golf here, by golfkeeper's choice (no rulebook "
            f"gives it): {_deck_ranges(rules.game)}."
        )
        sources = (HOUSE,)
    return Answer(
        f"{decks_text(rules.decks).capitalize()} at your table",
        " ".join(part for part in (suggested, extra, table) if part),
        sources,
    )


@register_question(
    "stock-size",
    Topic.DEAL,
    "How many cards are left in the stock after the deal?",
    "stock pile deal left over cards count remaining",
)
def _stock_size(rules: HouseRules) -> Answer:
    counts = []
    for players in PLAYER_COUNTS:
        try:
            counts.append(f"{players} players {stock_size(players, rules)}")
        except SetupError:
            counts.append(f"{players} players: not enough cards")
    per = rules.game.cards_per_layout
    return Answer(
        f"{stock_size(2, rules)} for two players",
        f"With your pack of {pack_size(rules)} cards ({decks_text(rules.decks)}"
        f"{', with jokers' if rules.jokers is not None else ''}): {'; '.join(counts)}. "
        f"That is the pack, less {per} cards for each player's layout, less the one card "
        "turned up to start the discard pile.",
        (PAGAT,),
        worked_out=True,
    )


@register_question(
    "which-cards-start-face-up",
    Topic.DEAL,
    "Can I choose which two cards to turn up at the start? Can both be in one column?",
    "start reveal turn up face up two cards same column beginning",
)
def _which_cards_start_up(rules: HouseRules) -> Answer:
    if rules.game is Game.FOUR_CARD:
        return Answer(
            "None go up",
            "In four-card golf nothing is turned up. You look once at the two cards nearest "
            "you and put them back face down.",
            (PAGAT,),
        )
    if rules.game is Game.NINE_CARD:
        count = number_word(rules.nine_initial_up)
        return Answer(
            f"Any {count}",
            f"In nine-card golf you turn up {count} cards, any {count} you like.",
            (PAGAT, TABLE_PRACTICE),
        )
    if rules.initial_up == 1:
        return Answer(
            "Any one",
            "At your table each player turns up only one card before play, any one they like.",
            (GOLFCARDS,),
        )
    if rules.initial_up == 0:
        return Answer(
            "None go up",
            "At your table nobody turns a card up before play, or looks at one: every layout "
            "starts face down.",
            (GOLFCARDS,),
        )
    answers = {
        InitialReveal.ANY_TWO: (
            "Any two",
            "Yes, any two you like: one above the other in the same column, or in different "
            "columns. Putting them in different columns is only a tactic, not a rule.",
            (PAGAT, WIKIPEDIA, TABLE_PRACTICE),
        ),
        InitialReveal.SAME_COLUMN: (
            "Two in one column",
            "Not freely at your table: the two cards you turn up must be in the same column.",
            (PAGAT,),
        ),
        InitialReveal.DIFFERENT_COLUMNS: (
            "Two in different columns",
            "Not freely at your table: the two cards you turn up must be in different columns.",
            (PAGAT,),
        ),
        InitialReveal.LOOK_NEAREST_ROW: (
            "None go up",
            "At your table nobody turns cards up. Each player looks once at the row of three "
            "nearest to them, then turns those cards back face down.",
            (PAGAT,),
        ),
    }
    return Answer(*answers[rules.initial_reveal])


@register_question(
    "look-at-face-down-cards",
    Topic.DEAL,
    "May I look at my face-down cards during the hole?",
    "peek look face down hidden cards check",
)
def _look_at_face_down(rules: HouseRules) -> Answer:
    if rules.game is Game.FOUR_CARD:
        return Answer(
            "Once, the two nearest",
            "Only once, before play: you look at the two cards nearest you. After that all "
            "four stay face down and unseen until the hole is scored.",
            (PAGAT,),
        )
    if rules.game is Game.SIX_CARD and rules.initial_reveal is InitialReveal.LOOK_NEAREST_ROW:
        return Answer(
            "Once, the nearest row",
            "Only once, before play: you look at the three cards of your nearest row and turn "
            "them back down. After that, no more looking.",
            (PAGAT,),
        )
    up = face_up_at_start(rules)
    start = f"You turn {number_word(up)} up at the start; the rest" if up else "All your cards"
    return Answer(
        "No",
        f"No, never. {start} stay unseen until they are turned up in play or when the hole "
        "is scored.",
        (PAGAT, TABLE_PRACTICE),
    )


@register_question(
    "first-dealer",
    Topic.DEAL,
    "How do we choose the first dealer?",
    "first dealer who deals choose pick cut draw start beginning",
)
def _first_dealer(rules: HouseRules) -> Answer:
    jokers = (
        " Jokers are in your pack: whoever cuts one cuts again." if rules.jokers is not None else ""
    )
    return Answer(
        "Any fair way",
        "No rulebook fixes it, so any fair way will do. A common one is cutting for low: "
        "everyone cuts the shuffled pack, and the lowest card deals (ace low, king high; "
        f"players who tie cut again).{jokers} golfkeeper can also draw the first dealer "
        "for you when you start a match. After that the deal passes one seat to the left "
        "every hole.",
        (TABLE_PRACTICE, HOUSE),
    )


@register_question(
    "accidental-peek",
    Topic.DEAL,
    "Someone saw a face-down card by accident, or the deal went wrong. What now?",
    "peek mistake misdeal redeal accident saw seen error",
)
def _accidental_peek(rules: HouseRules) -> Answer:
    allowed = ""
    if rules.game is Game.FOUR_CARD:
        allowed = " Your one look at your two nearest cards before play is allowed; no other."
    elif rules.game is Game.SIX_CARD and rules.initial_reveal is InitialReveal.LOOK_NEAREST_ROW:
        allowed = " Your one look at your nearest row before play is allowed; no other."
    return Answer(
        "Redeal the hole",
        "Call the hole off: nobody scores it, and the same dealer shuffles and deals again. "
        "No published rulebook covers this, so agree it before you start." + allowed,
        (TABLE_PRACTICE, HOUSE),
    )


@register_question(
    "jokers",
    Topic.DEAL,
    "Do we play with jokers? Are they wild?",
    "joker jokers wild minus twos value",
)
def _jokers(rules: HouseRules) -> Answer:
    if rules.jokers is None:
        return Answer(
            "No jokers",
            "No, your table plays without jokers. Some tables add two per deck, worth "
            f"{points_text(-2)} (a 2 is then worth +2), or worth {points_text(-5)}, "
            f"{points_text(-3)} or 0 (a 2 then stays at {points_text(-2)}). A joker is never "
            "wild.",
            (BICYCLE, PAGAT, TABLE_PRACTICE),
        )
    source = (PAGAT, TABLE_PRACTICE) if rules.jokers == -2 else (TABLE_PRACTICE,)
    if rules.joker_count < 2:
        # One joker in the whole pack: there is never a pair of jokers to score.
        score = score_example(rules, ["JK", "K"])
        return Answer(
            f"Yes, {points_text(rules.jokers)}",
            f"Yes, at your table: one joker in the pack, worth {points_text(rules.jokers)}, "
            f"and a 2 is worth {points_text(rules.twos, signed=True)}. A joker is an "
            "ordinary card, not wild.",
            (*source, GOLFCARDS, HOUSE),
            example=score,
        )
    score = score_example(rules, ["JK", "JK"])
    pair = score.columns[0]
    per_deck = "two jokers" if rules.jokers_per_deck == 2 else "one joker"
    return Answer(
        f"Yes, {points_text(rules.jokers)} each",
        f"Yes, at your table: {per_deck} in each deck, each worth {points_text(rules.jokers)}, "
        f"and a 2 is worth {points_text(rules.twos, signed=True)}. A joker is an ordinary "
        f"card, not wild. Two jokers in one column score {points_text(pair.points)} "
        f"({pair.reason}).",
        (*source, HOUSE),
        example=score,
    )
