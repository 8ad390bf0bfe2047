"""Whether the table's decks could have dealt a whole hole: across every player's layout,
no rank, card or joker appears more often than the decks hold
(docs/rules.md#entered-scores). Each layout on its own is checked by
:func:`golfkeeper.engine.scoring.check_layout`."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from golfkeeper.engine.cards import CardError, Layout, Rank, Suit
from golfkeeper.engine.house_rules import HouseRules
from golfkeeper.engine.scoring.values import rank_supply
from golfkeeper.engine.text import decks_text, rank_plural

__all__ = ["check_hole_cards"]


def check_hole_cards(layouts: Sequence[Layout | None], rules: HouseRules) -> None:
    """Check that one pack of the table's decks could deal all these layouts together;
    ``None`` stands for a player whose score was given as a number (no cards to count).

    Raises :class:`CardError` naming the first player (1-based, in the order given) whose
    layout takes a card past the supply: more than ``4 * decks`` of a rank, one card (rank
    and suit) more than ``decks`` times, or more jokers than the decks hold. Cards without
    a suit count by rank only. Source: Pagat (52 cards a deck, 2 jokers a deck).

    >>> from golfkeeper.engine.cards import parse_layout
    >>> check_hole_cards([parse_layout("K K K / 5 5 5"), parse_layout("K K 9 / 9 9 9")],
    ...                  HouseRules())
    Traceback (most recent call last):
    ...
    golfkeeper.engine.cards.CardError: Player 2: across the hole, one deck has only 4 kings.
    """
    ranks: Counter[Rank] = Counter()
    cards: Counter[tuple[Rank, Suit]] = Counter()
    for number, layout in enumerate(layouts, start=1):
        if layout is None:
            continue
        for row in layout.rows:
            for card in row:
                ranks[card.rank] += 1
                supply = rank_supply(card.rank, rules)
                problem = None
                have = f"{decks_text(rules.decks)} {'has' if rules.decks == 1 else 'have'} only"
                if ranks[card.rank] > supply:
                    problem = f"{have} {supply} {rank_plural(card.rank)}"
                elif card.suit is not None:
                    cards[(card.rank, card.suit)] += 1
                    if cards[(card.rank, card.suit)] > rules.decks:
                        copies = "one" if rules.decks == 1 else f"{rules.decks} of each card"
                        problem = f"{have} {copies}" + (f" {card}" if rules.decks == 1 else "")
                if problem:
                    raise CardError(f"Player {number}: across the hole, {problem}.")
