"""Rule questions a table argues about, each answered for the table's own house rules.

An answer is computed from a :class:`HouseRules` value, never looked up: a question about
a score scores an example layout with :func:`score_layout`, a question about the lowest
or highest score asks :func:`hole_score_bounds`, a question about the stock asks
:mod:`golfkeeper.engine.setup`. So switching a house rule changes the answer, and the
scoring engine stays the one place that owns each scoring rule.

Every answer names its sources by their public names: Bicycle, Pagat, Wikipedia,
"common table practice" (what only the rules guides say) and "house agreement" (choices
golfkeeper made where the sources are silent). The questions follow RULES.md section 4.

The :data:`VARIATIONS` are the house rules of RULES.md section 2, one switch at a time,
with what each changes and its sources: every question's answer differs under at least
one of them (a test checks it).
"""

from __future__ import annotations

import enum
import functools
import itertools
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from golfkeeper.engine.cards import Card, CardError, Layout, Rank, parse_layout
from golfkeeper.engine.house_rules import (
    MAIN_RULES,
    PRESETS,
    FlipAfterReject,
    Game,
    HouseRules,
    InitialReveal,
    NineCardLines,
    PairLines,
    PairOfTwos,
    StockExhaustion,
    decks_for_players,
    default_twos,
)
from golfkeeper.engine.scoring import (
    LayoutScore,
    card_value,
    check_layout,
    hole_score_bounds,
    score_layout,
)
from golfkeeper.engine.setup import PLAYER_COUNTS, SetupError, pack_size, stock_size
from golfkeeper.engine.text import MINUS, points_text

__all__ = [
    "BICYCLE",
    "HOUSE",
    "PAGAT",
    "QUESTIONS",
    "SOURCES",
    "TABLE_PRACTICE",
    "VARIATIONS",
    "WIKIPEDIA",
    "Answer",
    "Question",
    "Topic",
    "Variation",
    "find_question",
    "other_answers",
    "search",
]

BICYCLE = "Bicycle"
PAGAT = "Pagat"
WIKIPEDIA = "Wikipedia"
TABLE_PRACTICE = "common table practice"
HOUSE = "house agreement"
SOURCES = (BICYCLE, PAGAT, WIKIPEDIA, TABLE_PRACTICE, HOUSE)


class Topic(enum.Enum):
    """Where a question belongs, in the order a hole is played."""

    DEAL = "The deal"
    TURN = "A turn"
    DISCARD = "The discard pile"
    END = "End of a hole"
    SCORING = "Scoring"
    MATCH = "The match"
    VARIANTS = "Other games"

    @property
    def slug(self) -> str:
        return self.name.lower()


@dataclass(frozen=True)
class Answer:
    """A question answered for one set of house rules.

    ``short`` is the verdict in a few words (it is what a multiple-choice drill offers),
    ``text`` the full answer in plain words, ``sources`` public source names (see
    :data:`SOURCES`). ``example`` is the layout the answer scored, with the rules it was
    scored under (usually the table's; another game's for questions about other games),
    so a page can draw it or open it in the calculator. ``worked_out`` says the figures
    were computed from the card values rather than read from a source.
    """

    short: str
    text: str
    sources: tuple[str, ...]
    example: LayoutScore | None = None
    worked_out: bool = False

    def __post_init__(self) -> None:
        unknown = [source for source in self.sources if source not in SOURCES]
        if unknown or not self.sources:
            raise ValueError(f"Answer sources must be some of {SOURCES} (got {self.sources}).")


@dataclass(frozen=True)
class Question:
    """A rule question: ``slug`` for its link, ``topic``, the question ``text`` and search
    ``keywords``. :meth:`answer` computes the answer for a table's house rules. ``quiz``
    is false for a question whose short answers differ too little to make a fair
    multiple-choice drill."""

    slug: str
    topic: Topic
    text: str
    keywords: tuple[str, ...]
    compute: Callable[[HouseRules], Answer]
    quiz: bool = True

    def answer(self, rules: HouseRules = MAIN_RULES) -> Answer:
        """The answer under ``rules``.

        >>> find_question("two-twos-in-a-column").answer().short
        'No, 0'
        """
        return _cached_answer(self.slug, rules)

    @property
    def is_about_scores(self) -> bool:
        return self.topic is Topic.SCORING


@dataclass(frozen=True)
class Variation:
    """One house rule from RULES.md section 2: the main rules with one switch changed.

    ``switch`` names the :class:`HouseRules` field, ``changes`` says in plain words what it
    changes, ``sources`` where it comes from.
    """

    slug: str
    name: str
    switch: str
    rules: HouseRules
    changes: str
    sources: tuple[str, ...]


VARIATIONS: tuple[Variation, ...] = (
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
        f"Two jokers join each deck, worth {points_text(-3)} each.",
        (TABLE_PRACTICE,),
    ),
    Variation(
        "jokers-zero",
        "Jokers at 0",
        "jokers",
        HouseRules(jokers=0, twos=default_twos(Game.SIX_CARD, 0)),
        "Two jokers join each deck, worth nothing; they still pair with each other.",
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
VARIATIONS_BY_SLUG = {variation.slug: variation for variation in VARIATIONS}


# ---------------------------------------------------------------------------------------
# Facts about a game that several answers need


_GAME_WORDS = {
    Game.SIX_CARD: ("six", "two rows of three"),
    Game.FOUR_CARD: ("four", "two rows of two"),
    Game.NINE_CARD: ("nine", "three rows of three"),
}
_ORDINAL_WORDS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth")
_COUNT_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")


def _cards_word(rules: HouseRules) -> str:
    return _GAME_WORDS[rules.game][0]


def _face_up_at_start(rules: HouseRules) -> int:
    """Cards each player turns face up before the first turn."""
    if rules.game is Game.FOUR_CARD:
        return 0
    if rules.game is Game.NINE_CARD:
        return 3
    return 0 if rules.initial_reveal is InitialReveal.LOOK_NEAREST_ROW else 2


def _deck_words(decks: int) -> str:
    return "one deck" if decks == 1 else f"{_COUNT_WORDS[decks]} decks"


def _nine_lines(rules: HouseRules) -> str:
    """Where three of a kind cancel in nine-card golf, in words."""
    if rules.nine_card_lines is NineCardLines.ALL:
        return "along a column, a row or a diagonal"
    return "in a column"


def _then_end(rules: HouseRules) -> str:
    """What happens when a layout's last card goes face up."""
    if rules.last_turn:
        return "everyone else then has one last turn before the hole is scored"
    return "the hole ends at once"


# Filler ranks for example layouts: all different, so they never pair with anything.
_FILLER = ("5", "6", "7", "8", "9", "3", "4", "A", "10", "J", "Q", "K", "2")


def _example(rules: HouseRules, *columns: Iterable[str | None]) -> Layout:
    """A layout in the table's shape whose first columns hold the given cards (top first).

    Every other position, and any ``None``, gets a filler card of a rank used nowhere
    else, so it never pairs with anything. Raises :class:`CardError` when the table's
    decks could not deal the layout.
    """
    n_rows, n_columns = rules.game.shape
    given = [list(column) for column in columns]
    used = {text.upper().rstrip("SHDC") for column in given for text in column if text}
    filler = iter(rank for rank in _FILLER if rank not in used)
    grid = []
    for index in range(n_columns):
        column = given[index] if index < len(given) else []
        column = column + [None] * (n_rows - len(column))
        grid.append([text or next(filler) for text in column[:n_rows]])
    text = " / ".join(" ".join(grid[c][r] for c in range(n_columns)) for r in range(n_rows))
    layout = parse_layout(text)
    check_layout(layout, rules)
    return layout


def _score(rules: HouseRules, *columns: Iterable[str]) -> LayoutScore:
    return score_layout(_example(rules, *columns), rules)


def _cancelled(score: LayoutScore, *positions: tuple[int, int]) -> bool:
    """Whether every card at the given (row, column) positions (0-based) counts 0."""
    layout, rules = score.layout, score.rules
    counted = sum(card_value(layout.rows[r][c], rules) for r, c in positions)
    columns = {c for _, c in positions}
    others = sum(
        card_value(layout.rows[r][c], rules)
        for c in columns
        for r in range(layout.n_rows)
        if (r, c) not in positions
    )
    return counted != 0 and sum(score.columns[c].points for c in columns) == others


# ---------------------------------------------------------------------------------------
# The questions

QUESTIONS: list[Question] = []


def _question(slug: str, topic: Topic, text: str, keywords: str = "", quiz: bool = True):
    def register(compute: Callable[[HouseRules], Answer]) -> Callable[[HouseRules], Answer]:
        QUESTIONS.append(Question(slug, topic, text, tuple(keywords.split()), compute, quiz))
        return compute

    return register


# The deal ------------------------------------------------------------------------------


@_question(
    "cards-per-player",
    Topic.DEAL,
    "How many cards does each player get, and how are they laid out?",
    "deal layout rows columns face down how many cards",
)
def _cards_per_player(rules: HouseRules) -> Answer:
    word, shape = _GAME_WORDS[rules.game]
    up = _face_up_at_start(rules)
    if rules.game is Game.FOUR_CARD:
        start = "Before play you look once at the two cards nearest you; all four stay down."
    elif up == 0:
        start = (
            "Nobody turns cards up at the start at your table; you look once at your nearest row."
        )
    else:
        start = f"Before play each player turns {_COUNT_WORDS[up]} of them face up."
    return Answer(
        f"{word.capitalize()}, in {shape}",
        f"{word.capitalize()} each, dealt face down one at a time going clockwise, and set out "
        f"in {shape}. A card and the card directly below it form a column. {start}",
        (PAGAT, TABLE_PRACTICE) if rules.game is Game.SIX_CARD else (PAGAT,),
    )


def _deck_ranges(game: Game) -> str:
    ranges = []
    for decks, counts in itertools.groupby(range(2, 13), lambda n: decks_for_players(n, game)):
        counts = list(counts)
        players = f"{counts[0]} or more" if counts[-1] == 12 else f"{counts[0]} to {counts[-1]}"
        ranges.append(f"{_deck_words(decks)} for {players} players")
    return ", ".join(ranges)


@_question(
    "how-many-decks",
    Topic.DEAL,
    "How many decks do we need? Can three of us use two decks?",
    "deck decks pack packs players cards two",
)
def _how_many_decks(rules: HouseRules) -> Answer:
    game = {Game.SIX_CARD: "", Game.FOUR_CARD: " in four-card golf", Game.NINE_CARD: ""}
    suggested = f"The usual advice{game[rules.game]}: {_deck_ranges(rules.game)}."
    if rules.game is Game.NINE_CARD:
        suggested = f"Nine-card golf uses more cards: {_deck_ranges(rules.game)}."
    extra = (
        "Yes, a small table may shuffle two decks together: the stock just lasts longer."
        if rules.decks == 1
        else ""
    )
    table = f"Your table agreed {_deck_words(rules.decks)}"
    table += f", {pack_size(rules)} cards with the jokers." if rules.jokers is not None else "."
    return Answer(
        f"{_deck_words(rules.decks).capitalize()} at your table",
        " ".join(part for part in (suggested, extra, table) if part),
        (PAGAT, WIKIPEDIA, TABLE_PRACTICE),
    )


@_question(
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
        f"With your pack of {pack_size(rules)} cards ({_deck_words(rules.decks)}"
        f"{', with jokers' if rules.jokers is not None else ''}): {'; '.join(counts)}. "
        f"That is the pack, less {per} cards for each player's layout, less the one card "
        "turned up to start the discard pile.",
        (PAGAT,),
        worked_out=True,
    )


@_question(
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
        return Answer(
            "Any three",
            "In nine-card golf you turn up three cards, any three you like.",
            (PAGAT, TABLE_PRACTICE),
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


@_question(
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
    up = _COUNT_WORDS[_face_up_at_start(rules)]
    return Answer(
        "No",
        f"No, never. You turn {up} up at the start; the rest stay unseen until they are "
        "turned up in play or when the hole is scored.",
        (PAGAT, TABLE_PRACTICE),
    )


@_question(
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


@_question(
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
            f"{points_text(-2)} (with a 2 then worth +2), or worth {points_text(-5)}, "
            f"{points_text(-3)} or 0. A joker is never wild.",
            (BICYCLE, PAGAT, TABLE_PRACTICE),
        )
    score = _score(rules, ["JK", "JK"])
    pair = score.columns[0]
    source = (PAGAT, TABLE_PRACTICE) if rules.jokers == -2 else (TABLE_PRACTICE,)
    return Answer(
        f"Yes, {points_text(rules.jokers)} each",
        f"Yes, at your table: two jokers in each deck, each worth {points_text(rules.jokers)}, "
        f"and a 2 is worth {points_text(rules.twos, signed=True)}. A joker is an ordinary "
        f"card, not wild. Two jokers in one column score {points_text(pair.points)} "
        f"({pair.reason}).",
        (*source, HOUSE),
        example=score,
    )


# A turn --------------------------------------------------------------------------------


@_question(
    "see-the-stock-card",
    Topic.TURN,
    "Do I see a stock card before deciding what to do with it?",
    "stock draw look see private secret decide",
)
def _see_stock_card(rules: HouseRules) -> Answer:
    if rules.game is Game.FOUR_CARD:
        return Answer(
            "Yes, only you",
            "Yes, you look at it on your own. If you keep it, it goes into your layout face "
            "down, so nobody else sees it; if you throw it away, it lies face up on the "
            "discard pile for all to see.",
            (PAGAT,),
        )
    return Answer(
        "Yes",
        "Yes. You look at it without showing anyone, then either put it into your layout or "
        "throw it face up on the discard pile. Either way everyone sees it once it is face up.",
        (TABLE_PRACTICE,),
    )


@_question(
    "turn-a-card-up-instead-of-drawing",
    Topic.TURN,
    "Can I just turn one of my cards face up instead of drawing?",
    "flip reveal turn over instead draw skip",
)
def _flip_instead_of_drawing(rules: HouseRules) -> Answer:
    if rules.game is Game.FOUR_CARD:
        return Answer(
            "No: draw or knock",
            "No. In four-card golf your cards stay face down all hole: a turn is either a draw "
            "(from the stock or the discard pile) or a knock.",
            (PAGAT,),
        )
    if rules.reveal_instead_of_draw:
        return Answer(
            "Yes",
            "Yes, at your table: instead of drawing, turn exactly one of your face-down cards "
            "face up where it lies, and that is your turn. If it was your last face-down card, "
            f"{_then_end(rules)}.",
            (PAGAT, TABLE_PRACTICE),
        )
    return Answer(
        "No",
        "No. Every turn starts by taking a card, from the stock or from the discard pile. "
        "Turning a card over by itself is not a move.",
        (TABLE_PRACTICE,),
    )


@_question(
    "look-before-replacing",
    Topic.TURN,
    "Can I peek at a face-down card before deciding to replace it?",
    "peek look replace swap face down before choose",
)
def _look_before_replacing(rules: HouseRules) -> Answer:
    if rules.game is Game.FOUR_CARD:
        return Answer(
            "No",
            "No. Choose which of your four cards to replace without looking at it. The new "
            "card goes in face down, and the old one goes face up on the discard pile.",
            (PAGAT,),
        )
    extra = ""
    if rules.game is Game.SIX_CARD and rules.initial_reveal is InitialReveal.LOOK_NEAREST_ROW:
        extra = " The one look at your nearest row before play is all you get."
    return Answer(
        "No",
        "No. Pick the position first, without looking. You see the old card only as it goes "
        "face up onto the discard pile, and by then the swap stands." + extra,
        (PAGAT, TABLE_PRACTICE),
    )


@_question(
    "replace-a-face-up-card",
    Topic.TURN,
    "Can I replace a card that is already face up?",
    "replace swap face up card visible high",
)
def _replace_face_up(rules: HouseRules) -> Answer:
    if rules.game is Game.FOUR_CARD:
        return Answer(
            "No face-up cards",
            "Four-card golf has no face-up cards in a layout: every card, old or new, lies "
            "face down, so you always replace a card you can't see (though you may remember "
            "the two you looked at).",
            (PAGAT,),
        )
    return Answer(
        "Yes",
        "Yes. Any of your cards may be replaced, face up or face down; swapping a high card "
        "you can see for a lower one is the point of the game. The old card goes face up on "
        "the discard pile.",
        (PAGAT, WIKIPEDIA, TABLE_PRACTICE),
    )


@_question(
    "move-cards-around",
    Topic.TURN,
    "Can I move my cards around, slide two together to make a pair, or swap with another player?",
    "move rearrange slide swap player position pair",
)
def _move_cards(rules: HouseRules) -> Answer:
    text = (
        f"No. Each of your {_cards_word(rules)} cards keeps its position for the whole hole; "
        "a position changes only when you replace its card. Nothing is swapped between players."
    )
    if rules.game is Game.SIX_CARD and rules.pairs is PairLines.ANYWHERE:
        text += " At your table moving wouldn't help anyway: equal cards cancel wherever they lie."
    return Answer("No", text, (WIKIPEDIA, TABLE_PRACTICE))


@_question(
    "take-a-pair-off-the-table",
    Topic.TURN,
    "Can I take a finished pair off the table so it's safe?",
    "pair remove bank safe keep break",
)
def _take_pair_off(rules: HouseRules) -> Answer:
    if rules.game is Game.FOUR_CARD:
        return Answer(
            "There are no pairs",
            "There is nothing to bank in four-card golf: equal cards don't cancel, and every "
            "card stays where it is until the hole is scored.",
            (PAGAT,),
        )
    if rules.game is Game.NINE_CARD:
        return Answer(
            "No",
            "No. In nine-card golf a pair doesn't cancel anyway; only three of a kind "
            f"{_nine_lines(rules)} does, and those cards stay in place too. Replacing one of "
            "them breaks the set.",
            (PAGAT,),
        )
    return Answer(
        "No",
        "No. A pair stays where it is until the hole is scored, and you may break it up later "
        "by replacing one of its cards.",
        (TABLE_PRACTICE,),
    )


# The discard pile ----------------------------------------------------------------------


@_question(
    "throw-a-discard-straight-back",
    Topic.DISCARD,
    "Can I take the top discard and throw it straight back?",
    "discard take back return pile throw put",
)
def _throw_discard_back(rules: HouseRules) -> Answer:
    if rules.discard_return_allowed:
        return Answer(
            "Yes",
            "Yes, at your table: a card taken from the discard pile may go straight back, just "
            "like a stock card you don't want. This follows Bicycle's wording read literally; "
            "Pagat, Wikipedia and most guides forbid it.",
            (BICYCLE,),
        )
    return Answer(
        "No",
        "No. A card taken from the discard pile must go into your layout in place of one of "
        "your cards. Only a card drawn from the stock may be thrown away unused.",
        (PAGAT, WIKIPEDIA, TABLE_PRACTICE),
    )


@_question(
    "dig-into-the-discard-pile",
    Topic.DISCARD,
    "Can I take a card from lower down the discard pile?",
    "discard pile lower search dig underneath older",
    quiz=False,
)
def _dig_discard_pile(rules: HouseRules) -> Answer:
    text = (
        "No. Only the top card of the discard pile can be taken, and nobody searches either pile."
    )
    if rules.stock_exhaustion is StockExhaustion.END_AFTER_LAST_DRAW:
        text += (
            " At your table the cards underneath never come back: the hole ends once the "
            "stock is used up."
        )
        return Answer("No, never", text, (TABLE_PRACTICE,))
    text += (
        " The cards underneath come back only if the stock runs out: then everything under "
        "the top discard is shuffled face down as a new stock."
    )
    return Answer("No, only the top card", text, (TABLE_PRACTICE, HOUSE))


def _flip_answer(rules: HouseRules) -> tuple[str, str, tuple[str, ...]]:
    last = f"If that was your last face-down card, {_then_end(rules)}."
    if rules.flip_after_reject is FlipAfterReject.MAY:
        return (
            "You may turn one up",
            "You may, at your table: turn one of your face-down cards face up if you like, or "
            f"leave them all. {last}",
            (WIKIPEDIA, TABLE_PRACTICE),
        )
    if rules.flip_after_reject is FlipAfterReject.MUST:
        return (
            "You must turn one up",
            "You must, at your table: turn one of your face-down cards face up. The exception "
            "is your very last face-down card, which you may leave down.",
            (PAGAT, WIKIPEDIA, TABLE_PRACTICE),
        )
    return (
        "No, the turn ends",
        "No. Throwing the stock card away is your whole turn; none of your cards turns over.",
        (TABLE_PRACTICE,),
    )


@_question(
    "throw-away-a-stock-card",
    Topic.DISCARD,
    "Can I draw from the stock and just throw the card away?",
    "stock draw reject discard throw away unwanted",
)
def _reject_stock_card(rules: HouseRules) -> Answer:
    start = "Yes: put it face up on the discard pile"
    if rules.flip_after_reject is FlipAfterReject.MAY:
        return Answer(
            "Yes, then you may turn one up",
            f"{start}. At your table you may then turn one of your face-down cards face up, "
            f"and your turn ends. If that was your last face-down card, {_then_end(rules)}.",
            (WIKIPEDIA, TABLE_PRACTICE),
        )
    if rules.flip_after_reject is FlipAfterReject.MUST:
        return Answer(
            "Yes, then you must turn one up",
            f"{start}. At your table you must then turn one of your face-down cards face up, "
            "unless only one is left: that one may stay down.",
            (PAGAT, WIKIPEDIA, TABLE_PRACTICE),
        )
    return Answer(
        "Yes, that ends your turn",
        f"{start}, and that is your whole turn.",
        (BICYCLE, PAGAT, WIKIPEDIA, TABLE_PRACTICE),
    )


@_question(
    "turn-a-card-up-after-throwing-away",
    Topic.DISCARD,
    "After I throw away a stock card, do I (or may I) turn one of my cards face up?",
    "flip turn up reveal after reject discard stock",
)
def _flip_after_reject(rules: HouseRules) -> Answer:
    short, text, sources = _flip_answer(rules)
    if rules.game is Game.FOUR_CARD:
        return Answer(
            "No",
            "No. In four-card golf your cards stay face down; throwing the card away ends "
            "your turn.",
            (PAGAT,),
        )
    return Answer(short, text, sources)


@_question(
    "discard-onto-a-face-down-card",
    Topic.DISCARD,
    "If I take the top discard, must it go on a face-down card?",
    "discard take replace face down face up where",
)
def _discard_on_face_down(rules: HouseRules) -> Answer:
    if rules.game is Game.FOUR_CARD:
        return Answer(
            "All are face down",
            "In four-card golf all your cards are face down anyway. The discard replaces any "
            "one of them and goes in face down.",
            (PAGAT,),
        )
    return Answer(
        "No, any card",
        f"No. It may replace any of your {_cards_word(rules)} cards, face up or face down, "
        "and it goes in face up.",
        (PAGAT, TABLE_PRACTICE),
    )


# End of a hole -------------------------------------------------------------------------


@_question(
    "one-more-turn",
    Topic.END,
    "Do the others get one more turn after someone turns up their last card?",
    "last turn final round going out end hole others extra",
)
def _one_more_turn(rules: HouseRules) -> Answer:
    if rules.game is Game.FOUR_CARD:
        return Answer(
            "After a knock, yes",
            "Four-card golf ends with a knock, not with face-up cards: after someone knocks, "
            "every other player has one more turn, then the hole is scored.",
            (PAGAT,),
        )
    if rules.last_turn:
        return Answer(
            "Yes, one each",
            "Yes, at your table: the player who went out is finished, and every other player "
            "takes exactly one more turn, clockwise. If someone else goes out in that round, "
            "it doesn't start again. Then everyone turns up what is left and scores.",
            (PAGAT, WIKIPEDIA, TABLE_PRACTICE),
        )
    return Answer(
        "No, it ends at once",
        "No. The hole stops at the end of the turn in which someone's last card went face up. "
        "Everyone turns up their remaining cards where they lie and scores.",
        (PAGAT, TABLE_PRACTICE),
    )


@_question(
    "going-out-bonus",
    Topic.END,
    "Does the player who goes out win the hole or get a bonus?",
    "going out first bonus win hole penalty finish",
)
def _goes_out_bonus(rules: HouseRules) -> Answer:
    text = (
        "No. Everyone scores their own layout; going out first earns nothing, and the player "
        "who went out may not have the lowest score. There is no hole winner, only totals."
    )
    if rules.last_turn:
        text += (
            " At your table the others still get one more turn after you go out, so going out "
            "with a high score is a risk."
        )
    if rules.record_who_went_out:
        text += " golfkeeper can note who went out on each hole, for the record only."
    return Answer("No", text, (TABLE_PRACTICE,))


@_question(
    "avoid-going-out",
    Topic.END,
    "Can I avoid going out while my score is bad?",
    "avoid going out delay last card hidden strategy",
)
def _avoid_going_out(rules: HouseRules) -> Answer:
    if rules.game is Game.FOUR_CARD:
        return Answer(
            "Yes: don't knock",
            "Yes. In four-card golf the hole ends only when someone knocks, so simply don't.",
            (PAGAT,),
        )
    text = (
        "Yes. Keep your last face-down card hidden: replace a face-up card instead, or throw "
        "away stock cards you don't want."
    )
    if rules.flip_after_reject is FlipAfterReject.MUST:
        text += (
            " At your table throwing a stock card away makes you turn a card up, but your "
            "last face-down card is the exception: it may stay down."
        )
    return Answer("Yes", text, (TABLE_PRACTICE,))


@_question(
    "how-soon-can-a-hole-end",
    Topic.END,
    "How soon can a hole end?",
    "earliest quick fast shortest hole end turns",
)
def _how_soon_end(rules: HouseRules) -> Answer:
    if rules.game is Game.FOUR_CARD:
        return Answer(
            "After a first-turn knock",
            "A player may knock on their very first turn; the hole ends once everyone else "
            "has had one more turn.",
            (PAGAT,),
            worked_out=True,
        )
    down = rules.game.cards_per_layout - _face_up_at_start(rules)
    text = (
        f"At the earliest, at the end of a player's {_ORDINAL_WORDS[down - 1]} turn: "
        f"{_COUNT_WORDS[down]} cards start face down, and a turn turns up at most one."
    )
    if rules.last_turn:
        text += " Then everyone else has one more turn."
    short = f"{_ORDINAL_WORDS[down - 1].capitalize()} turn"
    if rules.knocking:
        text += (
            " With knocking agreed it can be sooner: a player may knock on their first turn, "
            "and the hole ends once the others have had one more turn each."
        )
        short = "After a first-turn knock"
    return Answer(short, text, (TABLE_PRACTICE,), worked_out=True)


@_question(
    "stock-runs-out",
    Topic.END,
    "What happens if the stock runs out?",
    "stock empty runs out reshuffle pile no cards left",
)
def _stock_runs_out(rules: HouseRules) -> Answer:
    if rules.stock_exhaustion is StockExhaustion.END_AFTER_LAST_DRAW:
        return Answer(
            "The hole ends",
            "At your table the hole ends: once the last stock card has been drawn and played "
            "or thrown away, everyone turns up their cards and scores. Nothing is reshuffled.",
            (TABLE_PRACTICE,),
        )
    return Answer(
        "Shuffle a new stock",
        "Leave the top discard where it is, shuffle every card under it, and turn them face "
        "down as a new stock; layouts are not touched, and play goes on. There is always "
        "something to shuffle, because the cards not in layouts are all in the two piles. "
        "Bicycle, Pagat and Wikipedia don't cover this.",
        (TABLE_PRACTICE, HOUSE),
    )


@_question(
    "knocking",
    Topic.END,
    "Can I knock to end the hole?",
    "knock knocking end hole early",
)
def _knocking(rules: HouseRules) -> Answer:
    if rules.game is Game.FOUR_CARD:
        return Answer(
            "Yes, that's the ending",
            "Yes: in four-card golf a knock is how a hole ends. Knock instead of drawing when "
            "you think you are lowest; everyone else has one more turn, then all score.",
            (PAGAT, WIKIPEDIA),
        )
    if rules.knocking:
        return Answer(
            "Yes",
            "Yes, at your table: a knock is your whole turn, then every other player has one "
            "more turn and the hole is scored. A layout going all face up still counts too: "
            f"{_then_end(rules)}.",
            (WIKIPEDIA, TABLE_PRACTICE, HOUSE),
        )
    return Answer(
        "No",
        f"No. The hole ends only when someone's {_cards_word(rules)} cards are all face up. "
        "Knocking belongs to four-card golf, though some tables add it as a house rule.",
        (TABLE_PRACTICE,),
    )


# Scoring -------------------------------------------------------------------------------

_PAIR_SWITCHES = ("game", "pairs", "pair_of_twos", "nine_card_lines")


def _sources(rules: HouseRules, main: tuple[str, ...], switches: tuple[str, ...]) -> tuple:
    """``main`` when the switches that decide the answer are the main rules', else the
    sources of the house rules the table agreed for them (house agreement if none)."""
    if all(getattr(rules, name) == getattr(MAIN_RULES, name) for name in switches):
        return main
    found: list[str] = []
    for variation in VARIATIONS:
        value = getattr(rules, variation.switch)
        if (
            variation.switch in switches
            and value != getattr(MAIN_RULES, variation.switch)
            and value == getattr(variation.rules, variation.switch)
        ):
            found += variation.sources
    return tuple(source for source in SOURCES if source in found) or (HOUSE,)


def _how(score: LayoutScore, column: int = 0) -> str:
    return f"How it scores: {score.columns[column].reason}."


@_question(
    "two-twos-in-a-column",
    Topic.SCORING,
    f"Do two 2s in a column score {points_text(-4)}?",
    "twos 2s deuces pair minus four -4 column",
)
def _two_twos(rules: HouseRules) -> Answer:
    score = _score(rules, ["2", "2", "K"] if rules.game is Game.NINE_CARD else ["2", "2"])
    points = score.columns[0].points
    if points == 0:
        short, verdict = "No, 0", "No. Two 2s in one column are a pair like any other: 0."
    elif points < 0:
        short = f"Yes, {points_text(points)}"
        verdict = f"Yes, at your table a column holding two 2s scores {points_text(points)}."
    else:
        short = f"No, {points_text(points, signed=True)}"
        verdict = (
            f"No: at your table a 2 is worth {points_text(rules.twos, signed=True)}, and a "
            f"column holding two of them scores {points_text(points, signed=True)}."
        )
    return Answer(
        short,
        f"{verdict} {_how(score)}",
        _sources(rules, (BICYCLE, TABLE_PRACTICE), (*_PAIR_SWITCHES, "jokers", "twos")),
        example=score,
    )


@_question(
    "jack-with-a-queen",
    Topic.SCORING,
    "Does a jack pair with a queen, or a 10 with a jack?",
    "jack queen ten 10 J Q pair same value rank court",
)
def _jack_queen(rules: HouseRules) -> Answer:
    cards = ["J", "Q", "10"] if rules.game is Game.NINE_CARD else ["J", "Q"]
    score = _score(rules, cards)
    points = score.columns[0].points
    together = "a jack, a queen and a 10" if len(cards) == 3 else "a jack over a queen"
    return Answer(
        f"No, {points_text(points)}",
        "No. Jacks, queens and 10s are all worth 10, but they are different ranks, and only "
        f"the same rank cancels: {together} in one column scores {points_text(points)}. "
        f"{_how(score)}",
        _sources(rules, (TABLE_PRACTICE,), ("game",)),
        example=score,
    )


@_question(
    "do-suits-matter",
    Topic.SCORING,
    "Do suits matter?",
    "suit suits hearts spades clubs diamonds colour color",
)
def _suits(rules: HouseRules) -> Answer:
    try:
        _example(rules, ["8S", "8S"])
        supply = (
            f"with {_deck_words(rules.decks)} there are {_COUNT_WORDS[rules.decks]} of every "
            "card, so two 8♠ can turn up, and they count like any two 8s."
        )
    except CardError:
        supply = "with one deck there is just one 8♠, so a layout can never hold two."
    return Answer(
        "No, only rank",
        "Not for the score: a card's value, and whether two cards cancel, depend only on "
        f"rank. Suits matter only for which cards exist: {supply}",
        (TABLE_PRACTICE,),
    )


@_question(
    "two-identical-cards",
    Topic.SCORING,
    "With two decks, do two identical cards (say two 8♠) pair?",
    "identical same card two decks duplicate pair 8",
)
def _identical_cards(rules: HouseRules) -> Answer:
    with_two = rules if rules.decks >= 2 else rules.replace(decks=2)
    cards = ["8S", "8S", "K"] if rules.game is Game.NINE_CARD else ["8S", "8S"]
    score = _score(with_two, cards)
    points = score.columns[0].points
    if points == 0:
        short, verdict = "Yes, 0", "Yes. They are the same rank, so they are a pair: 0."
    else:
        short = f"No, {points_text(points)}"
        verdict = f"They count like any two 8s, and here the column scores {points_text(points)}."
    if rules.decks == 1:
        short = "Not with one deck"
        verdict = (
            "It can't happen with your one deck: it has only one 8♠. With two decks: "
            f"{verdict[0].lower()}{verdict[1:]}"
        )
    return Answer(
        short,
        f"{verdict} {_how(score)}",
        (WIKIPEDIA, TABLE_PRACTICE),
        example=score,
    )


def _line_answer(
    rules: HouseRules, score: LayoutScore, positions: tuple, where: str
) -> tuple[str, str]:
    """Short and verdict for "do equal cards along ``where`` cancel?"."""
    counted = sum(card_value(score.layout.rows[r][c], rules) for r, c in positions)
    if _cancelled(score, *positions):
        return "Yes", f"Yes, at your table equal cards {where} cancel: they count 0."
    if rules.game is Game.NINE_CARD:
        return "No", (
            "No. In nine-card golf a pair never cancels, and at your table three equal cards "
            f"{where} count in full too (only a column of three cancels): here "
            f"{points_text(counted)}."
        )
    return "No", (
        f"No. Equal cards {where} don't cancel; each counts in full, here "
        f"{points_text(counted)} together."
    )


@_question(
    "pair-in-a-row",
    Topic.SCORING,
    "Does a pair side by side in a row count?",
    "row side by side horizontal pair next to adjacent",
)
def _row_pair(rules: HouseRules) -> Answer:
    if rules.game is Game.NINE_CARD:
        score = _score(rules, ["8"], ["8"], ["8"])
        positions: tuple = ((0, 0), (0, 1), (0, 2))
        where = "along a row"
    else:
        score = _score(rules, ["8", "K"], ["8", "3"])
        positions = ((0, 0), (0, 1))
        where = "side by side in a row"
    short, verdict = _line_answer(rules, score, positions, where)
    return Answer(
        short,
        verdict,
        _sources(rules, (TABLE_PRACTICE,), _PAIR_SWITCHES),
        example=score,
    )


@_question(
    "pair-on-a-diagonal",
    Topic.SCORING,
    "Do two equal cards on a diagonal cancel?",
    "diagonal corner pair across",
)
def _diagonal_pair(rules: HouseRules) -> Answer:
    if rules.game is Game.NINE_CARD:
        score = _score(rules, ["8", None, None], [None, "8", None], [None, None, "8"])
        positions: tuple = ((0, 0), (1, 1), (2, 2))
    else:
        score = _score(rules, ["8", "K"], ["3", "8"])
        positions = ((0, 0), (1, 1))
    short, verdict = _line_answer(rules, score, positions, "on a diagonal")
    return Answer(
        short,
        verdict,
        _sources(rules, (TABLE_PRACTICE,), _PAIR_SWITCHES),
        example=score,
    )


@_question(
    "column-of-two-kings",
    Topic.SCORING,
    "Is a column of two kings worth anything special?",
    "kings king pair zero K column bonus",
)
def _two_kings(rules: HouseRules) -> Answer:
    if rules.game is Game.NINE_CARD:
        score = _score(rules, ["K", "K", "K"])
        kings = "kings"
    else:
        score = _score(rules, ["K", "K"], ["K", "K"])
        kings = "two kings"
    points = score.columns[0].points
    text = (
        f"A column of {kings} scores {points_text(points)}, no better than kings spread over "
        "different columns, because a king is worth 0 anyway."
    )
    short = f"No, {points_text(points)}"
    bonus = sum(bonus.points for bonus in score.bonuses)
    if bonus:
        text += (
            " But at your table four kings filling columns 1 and 2 earn the four-of-a-kind "
            f"bonus: {points_text(bonus)}."
        )
        short = f"Only as four of a kind: {points_text(bonus)}"
    return Answer(
        short,
        text,
        _sources(rules, (TABLE_PRACTICE,), ("game", "four_of_a_kind")),
        example=score,
    )


@_question(
    "king-with-a-two",
    Topic.SCORING,
    "Is a 2 with a king in one column a pair?",
    "king two 2 K column zero minus",
)
def _king_and_two(rules: HouseRules) -> Answer:
    score = _score(rules, ["2", "K", "K"] if rules.game is Game.NINE_CARD else ["2", "K"])
    points = score.columns[0].points
    return Answer(
        f"No, {points_text(points, signed=True)}",
        "No. A 2 and a king are different ranks, so nothing cancels: the 2 keeps its "
        f"{points_text(rules.twos, signed=True)} and a king adds 0, so the column scores "
        f"{points_text(points, signed=True)}. {_how(score)}",
        _sources(rules, (TABLE_PRACTICE,), ("game", "jokers", "twos")),
        example=score,
    )


@functools.lru_cache(maxsize=256)
def _best_column(rules: HouseRules) -> tuple[int, LayoutScore]:
    """The lowest score one column can make, and a layout whose first column makes it.

    Only 2s, kings and jokers are tried: swapping every card worth more than 0 in a
    column for a king (worth 0, and no deck runs short of three) never raises the column,
    so the lowest column is always made of those three ranks. The engine scores each try.
    """
    ranks = [Rank.TWO, Rank.KING] + ([Rank.JOKER] if rules.jokers is not None else [])
    best: tuple[int, LayoutScore] | None = None
    for cards in itertools.combinations_with_replacement(ranks, rules.game.shape[0]):
        try:
            score = _score(rules, [rank.value for rank in cards])
        except CardError:
            continue  # the decks don't hold that many of the rank
        if best is None or score.columns[0].points < best[0]:
            best = (score.columns[0].points, score)
    assert best is not None
    return best


_RANK_WORDS = {
    Rank.ACE: "an ace",
    Rank.EIGHT: "an 8",
    Rank.JACK: "a jack",
    Rank.QUEEN: "a queen",
    Rank.KING: "a king",
    Rank.JOKER: "a joker",
}


_PLURAL_WORDS = {Rank.KING: "kings", Rank.JOKER: "jokers"}


def _card_words(cards: tuple[Card, ...]) -> str:
    if len({card.rank for card in cards}) == 1:
        rank = cards[0].rank
        return f"{_COUNT_WORDS[len(cards)]} {_PLURAL_WORDS.get(rank, rank.value + 's')}"
    names = [_RANK_WORDS.get(card.rank, f"a {card.rank.value}") for card in cards]
    return " with ".join(names) if len(names) == 2 else f"{', '.join(names[:-1])} and {names[-1]}"


@_question(
    "best-column",
    Topic.SCORING,
    "What's the best a single column can score?",
    "best lowest column minimum score one column",
)
def _best_column_answer(rules: HouseRules) -> Answer:
    points, score = _best_column(rules)
    column = score.columns[0]
    text = f"{points_text(points)}, from {_card_words(column.cards)} in one column. {_how(score)}"
    if rules.four_of_a_kind and rules.game is Game.SIX_CARD and rules.pairs is not PairLines.ROWS:
        text += " A four-of-a-kind bonus, earned by two columns together, comes on top."
    return Answer(
        points_text(points),
        text,
        (TABLE_PRACTICE,),
        example=score,
        worked_out=True,
    )


@_question(
    "four-of-a-kind",
    Topic.SCORING,
    "I have four of a kind in two columns. Is there a bonus?",
    "four of a kind square bonus minus ten twenty -10 -20 two pairs",
)
def _four_of_a_kind(rules: HouseRules) -> Answer:
    third = ["K"] if rules.game is Game.NINE_CARD else []
    score = _score(rules, ["7", "7", *third], ["7", "7", *third])
    bonus = sum(bonus.points for bonus in score.bonuses)
    together = score.columns[0].points + score.columns[1].points + bonus
    if not bonus:
        short = "No bonus"
        text = (
            f"No bonus at your table: those two columns score {points_text(together)} "
            f"together. {_how(score)}"
        )
    else:
        short = f"Yes, {points_text(bonus)}"
        text = (
            f"Yes, at your table: four 7s filling columns 1 and 2 score {points_text(together)} "
            "for the two columns instead of 0."
        )
        apart = _score(rules, ["7", "7"], [None, None], ["7", "7"])
        apart_bonus = sum(bonus.points for bonus in apart.bonuses)
        if apart_bonus != bonus:
            apart_total = apart.columns[0].points + apart.columns[2].points + apart_bonus
            short = f"Only side by side: {points_text(bonus)}"
            text += (
                f" Only side by side, though: four 7s in columns 1 and 3 score "
                f"{points_text(apart_total)}."
            )
    return Answer(
        short,
        text,
        _sources(rules, (TABLE_PRACTICE,), ("game", "pairs", "four_of_a_kind")),
        example=score,
    )


@_question(
    "lowest-hole-score",
    Topic.SCORING,
    "What's the lowest possible score for one hole?",
    "lowest minimum best score hole record",
)
def _lowest_hole(rules: HouseRules) -> Answer:
    bounds = hole_score_bounds(rules)
    return Answer(
        points_text(bounds.min),
        f"{points_text(bounds.min)} points, for example with the layout {bounds.min_layout}. "
        "Nothing the decks can deal scores lower under your rules.",
        (TABLE_PRACTICE,),
        example=score_layout(bounds.min_layout, rules),
        worked_out=True,
    )


@_question(
    "highest-hole-score",
    Topic.SCORING,
    "What's the highest possible score for one hole?",
    "highest maximum worst score hole",
)
def _highest_hole(rules: HouseRules) -> Answer:
    bounds = hole_score_bounds(rules)
    return Answer(
        points_text(bounds.max),
        f"{points_text(bounds.max)} points, for example with the layout {bounds.max_layout}. "
        "Nothing the decks can deal scores higher under your rules.",
        (TABLE_PRACTICE,),
        example=score_layout(bounds.max_layout, rules),
        worked_out=True,
    )


@_question(
    "negative-scores",
    Topic.SCORING,
    "Can a hole score or a running total be negative?",
    "negative below zero minus total running",
)
def _negative_score(rules: HouseRules) -> Answer:
    bounds = hole_score_bounds(rules)
    if bounds.min < 0:
        return Answer(
            "Yes",
            f"Yes. A hole can score as low as {points_text(bounds.min)}, and a total below "
            "zero stays below zero: nothing resets at 0.",
            (TABLE_PRACTICE,),
            worked_out=True,
        )
    return Answer(
        "No, not with your rules",
        f"No, not with your rules: the lowest a hole can score is {points_text(bounds.min)}, "
        "so no score or total ever drops below zero.",
        (TABLE_PRACTICE,),
        worked_out=True,
    )


# The match -----------------------------------------------------------------------------


@_question(
    "how-many-holes",
    Topic.MATCH,
    "How many holes is a match, and who deals each one?",
    "holes rounds deals length match dealer next first player left clockwise",
)
def _how_many_holes(rules: HouseRules) -> Answer:
    sources = {9: (BICYCLE, PAGAT, WIKIPEDIA), 18: (PAGAT, WIKIPEDIA, TABLE_PRACTICE)}
    usual = " (the usual length)" if rules.holes == 9 else ""
    return Answer(
        f"{rules.holes} holes",
        f"Your match is {rules.holes} holes{usual}. After every hole the deal moves one seat "
        "to the left, and the player on the dealer's left always plays first. The score "
        "sheet shows who deals each hole.",
        sources.get(rules.holes, (TABLE_PRACTICE,) if rules.holes == 5 else (HOUSE,)),
    )


@_question(
    "tie-for-the-win",
    Topic.MATCH,
    "Two players tie for the lowest total at the end. Who wins?",
    "tie draw equal win winner play-off playoff",
)
def _tie(rules: HouseRules) -> Answer:
    return Answer(
        "They share the win",
        f"They share it. After the last of your {rules.holes} holes, everyone on the lowest "
        "total wins together; there is no extra hole to break the tie.",
        (TABLE_PRACTICE,),
    )


@_question(
    "match-total-range",
    Topic.MATCH,
    "What's the lowest and highest possible match total?",
    "match total range lowest highest possible whole game",
)
def _match_total(rules: HouseRules) -> Answer:
    bounds = hole_score_bounds(rules)
    low, high = bounds.min * rules.holes, bounds.max * rules.holes
    return Answer(
        f"{points_text(low)} to {points_text(high)}",
        f"From {points_text(low)} to {points_text(high)} over your {rules.holes} holes: each "
        f"hole scores between {points_text(bounds.min)} and {points_text(bounds.max)}. A total "
        "outside that range means a score was written down wrong.",
        (TABLE_PRACTICE,),
        worked_out=True,
    )


# Other games ---------------------------------------------------------------------------


def _other_game(rules: HouseRules, game: Game, preset: str) -> tuple[HouseRules, str]:
    if rules.game is game:
        return rules, ""
    name = {Game.FOUR_CARD: "four-card", Game.NINE_CARD: "nine-card"}[game]
    return (
        PRESETS[preset].rules,
        f"Your table plays {_cards_word(rules)}-card golf. In {name} golf as usually played: ",
    )


@_question(
    "four-card-golf",
    Topic.VARIANTS,
    "Four-card golf: do pairs cancel? Is a 2 negative?",
    "four-card 4-card four card square knock pairs twos",
)
def _four_card(rules: HouseRules) -> Answer:
    four, prefix = _other_game(rules, Game.FOUR_CARD, "four-card")
    score = _score(four, ["2", "2"])
    points = score.columns[0].points
    pairs = "pairs cancel" if points == 0 else "pairs don't cancel"
    two = "a 2 is negative" if four.twos < 0 else "a 2 is not negative"
    return Answer(
        f"{pairs.capitalize()}; {two}",
        f"{prefix}{pairs if prefix else pairs.capitalize()}, and {two} "
        f"(worth {points_text(four.twos, signed=True)}), so two 2s "
        f"in a column score {points_text(points, signed=True)}. New cards go in face down, "
        "and the hole ends with a knock. " + _how(score),
        (PAGAT, WIKIPEDIA, TABLE_PRACTICE),
        example=score,
    )


@_question(
    "nine-card-golf",
    Topic.VARIANTS,
    "Nine-card golf: do two equal cards in a column score 0?",
    "nine-card 9-card nine card three of a kind triple column",
)
def _nine_card(rules: HouseRules) -> Answer:
    nine, prefix = _other_game(rules, Game.NINE_CARD, "nine-card")
    pair = _score(nine, ["7", "7", "K"])
    triple = _score(nine, ["7", "7", "7"])
    lines = _nine_lines(nine)
    return Answer(
        "No, only three of a kind",
        f"{prefix}{'no' if prefix else 'No'}, a pair doesn't cancel: 7, 7 and a king in a "
        "column score "
        f"{points_text(pair.columns[0].points)}. Three equal cards do: three 7s in a column "
        f"score {points_text(triple.columns[0].points)}, and three of a kind count {lines}.",
        (PAGAT, TABLE_PRACTICE),
        example=pair,
    )


# ---------------------------------------------------------------------------------------
# Looking questions up

_BY_SLUG = {question.slug: question for question in QUESTIONS}


@functools.lru_cache(maxsize=8192)
def _cached_answer(slug: str, rules: HouseRules) -> Answer:
    return _BY_SLUG[slug].compute(rules)


def find_question(slug: str) -> Question | None:
    """The question with this slug, or ``None``.

    >>> find_question("tie-for-the-win").topic.value
    'The match'
    """
    return _BY_SLUG.get(slug)


def other_answers(question: Question, rules: HouseRules) -> list[tuple[str, HouseRules, Answer]]:
    """How other tables answer: ``(name, rules, answer)`` for the main rules (when the
    table's differ) and each :data:`VARIATIONS` entry, wherever the answer's text differs
    from the table's. Answers that coincide with an earlier one are left out."""
    mine = question.answer(rules)
    seen = {mine.text}
    found = []
    candidates = [("Main rules", MAIN_RULES)] if rules != MAIN_RULES else []
    candidates += [(variation.name, variation.rules) for variation in VARIATIONS]
    for name, candidate in candidates:
        if candidate == rules:
            continue
        answer = question.answer(candidate)
        if answer.text not in seen:
            seen.add(answer.text)
            found.append((name, candidate, answer))
    return found


_WORD = re.compile(rf"[\w\-+{MINUS}]+")


def _words(text: str) -> list[str]:
    return [word.replace(MINUS, "-") for word in _WORD.findall(text.casefold())]


def search(query: str, rules: HouseRules = MAIN_RULES) -> list[Question]:
    """Questions whose text, keywords or answer (under ``rules``) hold every word of the
    query (a trailing "s" is optional), best first: matches in the question text count
    most. An empty query finds nothing.

    >>> [question.slug for question in search("jack queen")]
    ['jack-with-a-queen']
    """
    terms = _words(query)
    if not terms:
        return []
    ranked = []
    for index, question in enumerate(QUESTIONS):
        title = " ".join(_words(question.text))
        keywords = " ".join(_words(" ".join(question.keywords)))
        answer = " ".join(_words(question.answer(rules).text))
        everything = f"{title} {keywords} {answer}"
        rank = 0
        for term in terms:
            stem = term[:-1] if len(term) > 3 and term.endswith("s") else term
            if stem not in everything:
                break
            rank += 3 if stem in title else 2 if stem in keywords else 1
        else:
            ranked.append((-rank, index, question))
    return [question for _, _, question in sorted(ranked)]
