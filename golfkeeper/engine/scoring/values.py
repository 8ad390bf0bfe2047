"""What one card counts before any cancelling, and the cards the table's decks hold."""

from __future__ import annotations

from golfkeeper.engine.cards import Card, CardError, Rank, Suit
from golfkeeper.engine.house_rules import HouseRules

__all__ = ["FACE_VALUES", "RANKS_PER_DECK", "card_value", "pack", "rank_supply"]

FACE_VALUES = {
    Rank.ACE: 1,
    Rank.THREE: 3,
    Rank.FOUR: 4,
    Rank.FIVE: 5,
    Rank.SIX: 6,
    Rank.SEVEN: 7,
    Rank.EIGHT: 8,
    Rank.NINE: 9,
    Rank.TEN: 10,
    Rank.JACK: 10,
    Rank.QUEEN: 10,
    Rank.KING: 0,
}
# Cards of one rank in a deck: one in each suit.
RANKS_PER_DECK = 4


# The two jacks drawn in profile (docs/rules.md#one_eyed_jacks).
ONE_EYED_SUITS = (Suit.HEARTS, Suit.SPADES)


def card_value(card: Card, rules: HouseRules) -> int:
    """The points one card counts before any cancelling: A 1, 2 ``rules.twos`` (-2 or +2),
    3-10 face value, J and Q 10, K 0, a joker ``rules.jokers``. Suits never matter.

    Source: Bicycle, Pagat and Wikipedia for the main values; Pagat (jokers -2, 2s +2) and
    common table practice (-5, -3, 0 jokers); house agreement for choosing the two apart.
    Raises :class:`CardError` for a joker when the house rules have no jokers.

    >>> from golfkeeper.engine.cards import parse_card
    >>> from golfkeeper.engine.house_rules import MAIN_RULES
    >>> card_value(parse_card("2h"), MAIN_RULES), card_value(parse_card("K"), MAIN_RULES)
    (-2, 0)
    >>> card_value(parse_card("JK"), HouseRules(jokers=-5))
    -5

    The table's own values (docs/rules.md#card_values) and one-eyed jacks (``one_eyed_jacks``,
    golfcards.club) too:

    >>> from golfkeeper.engine.house_rules import CardValues
    >>> card_value(parse_card("K"), HouseRules(card_values=CardValues.of({Rank.KING: 10})))
    10
    >>> card_value(parse_card("JH"), HouseRules(one_eyed_jacks=True))
    0
    """
    rank = card.rank
    if rank is Rank.TWO:
        return rules.twos
    if rank is Rank.JOKER:
        if rules.jokers is None:
            raise CardError("A joker was given, but these house rules have no jokers.")
        return rules.jokers
    if rank is Rank.JACK and rules.one_eyed_jacks and card.suit in ONE_EYED_SUITS:
        return 0
    return dict(rules.card_values).get(rank, FACE_VALUES[rank])


def rank_supply(rank: Rank, rules: HouseRules) -> int:
    """How many cards of ``rank`` the decks hold: 4 a deck, or the jokers agreed.

    >>> rank_supply(Rank.KING, HouseRules(decks=2)), rank_supply(Rank.JOKER, HouseRules())
    (8, 0)
    """
    if rank is Rank.JOKER:
        return rules.joker_count
    return RANKS_PER_DECK * rules.decks


def pack(rules: HouseRules) -> tuple[Card, ...]:
    """Every card in the table's decks: 52 a deck (each rank in each suit), plus 2 jokers a
    deck when jokers are agreed. Source: Pagat (decks and jokers per deck).

    >>> from golfkeeper.engine.house_rules import MAIN_RULES
    >>> len(pack(MAIN_RULES)), len(pack(HouseRules(decks=2, jokers=-2)))
    (52, 108)
    """
    cards = [
        Card(rank, suit)
        for _ in range(rules.decks)
        for rank in Rank
        if rank is not Rank.JOKER
        for suit in Suit
    ]
    cards += [Card(Rank.JOKER)] * rules.joker_count
    return tuple(cards)
