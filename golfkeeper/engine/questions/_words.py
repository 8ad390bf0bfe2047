"""The words the answers put games, counts and cards into: the one place in this package
that spells them out."""

# moved to engine/text.py at merge: text.py is becoming the engine's one home for word
# tables, and another change is adding these there; until the two meet, the answers read
# them from here.

from __future__ import annotations

from golfkeeper.engine.cards import Card, Rank
from golfkeeper.engine.house_rules import Game

GAME_WORDS: dict[Game, tuple[str, str]] = {
    Game.SIX_CARD: ("six", "two rows of three"),
    Game.FOUR_CARD: ("four", "two rows of two"),
    Game.NINE_CARD: ("nine", "three rows of three"),
}
ORDINAL_WORDS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth")
COUNT_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
# Only the ranks whose name is not "a" and the rank's own text; see card_words.
RANK_WORDS: dict[Rank, str] = {
    Rank.ACE: "an ace",
    Rank.EIGHT: "an 8",
    Rank.JACK: "a jack",
    Rank.QUEEN: "a queen",
    Rank.KING: "a king",
    Rank.JOKER: "a joker",
}
PLURAL_WORDS: dict[Rank, str] = {Rank.KING: "kings", Rank.JOKER: "jokers"}


def deck_words(decks: int) -> str:
    """``decks`` (1 to 9) as words.

    >>> deck_words(1), deck_words(2)
    ('one deck', 'two decks')
    """
    return "one deck" if decks == 1 else f"{COUNT_WORDS[decks]} decks"


def card_words(cards: tuple[Card, ...]) -> str:
    """The cards of a column (two or more) named in a sentence.

    >>> from golfkeeper.engine.cards import parse_layout
    >>> card_words(parse_layout("K 5 / K 6").columns[0])
    'two kings'
    >>> card_words(parse_layout("2 5 / K 6").columns[0])
    'a 2 with a king'
    """
    if len({card.rank for card in cards}) == 1:
        rank = cards[0].rank
        return f"{COUNT_WORDS[len(cards)]} {PLURAL_WORDS.get(rank, rank.value + 's')}"
    names = [RANK_WORDS.get(card.rank, f"a {card.rank.value}") for card in cards]
    return " with ".join(names) if len(names) == 2 else f"{', '.join(names[:-1])} and {names[-1]}"
