"""Whether the table's decks could have dealt a layout: the shape for the game, and no
more copies of a rank, a card or the jokers than the decks hold. The error names the first
card, in reading order, that the decks could not supply."""

from __future__ import annotations

from golfkeeper.engine.cards import Card, CardError, Layout, Rank, Suit, position_name
from golfkeeper.engine.house_rules import HouseRules
from golfkeeper.engine.scoring.plan import _Plan, _plan_for
from golfkeeper.engine.text import (
    decks_text,
    game_name,
    number_word,
    ordinal,
    rank_plural,
    with_article,
)

__all__ = ["check_layout"]


def _decks_have(decks: int) -> str:
    return f"{decks_text(decks)} {'has' if decks == 1 else 'have'}"


def _nth(count: int) -> str:
    """The copy of a card that broke a limit, opening a sentence: "A fifth", "An eighth"."""
    return with_article(ordinal(count)).capitalize()


def check_layout(layout: Layout, rules: HouseRules) -> None:
    """Check that the table's decks could have dealt this layout; return ``None`` if so.

    Raises :class:`CardError` for: the wrong shape for the game (2x3 six-card, 2x2
    four-card, 3x3 nine-card); more than ``4 * decks`` cards of a rank; one card (rank and
    suit) more than ``decks`` times; a joker when the rules have no jokers; more than
    ``2 * decks`` jokers. The message names the card and its position, and the error's
    ``row`` and ``column`` (1-based) point at it. Cards without a suit are checked by rank
    only. Source: Pagat and common table practice (52 cards a deck, 2 jokers a deck).

    >>> from golfkeeper.engine.cards import parse_layout
    >>> from golfkeeper.engine.house_rules import MAIN_RULES
    >>> check_layout(parse_layout("K K K / K K 5"), MAIN_RULES)
    Traceback (most recent call last):
    ...
    golfkeeper.engine.cards.CardError: A fifth K (bottom row, column 2): one deck has only 4 kings.
    """
    _check(layout, rules, _plan_for(rules))


def _check(layout: Layout, rules: HouseRules, plan: _Plan) -> tuple[list[Card], dict[Rank, int]]:
    """Check the layout and return its cards in reading order and each rank's mask."""
    rows = layout.rows
    n_columns = plan.n_columns
    if [len(row) for row in rows] != plan.row_lengths:
        got_columns = len(rows[0]) if rows else 0
        raise CardError(
            f"{game_name(rules.game)} needs {plan.n_rows} rows of {n_columns} cards; "
            f"this layout has {len(rows)} row{'' if len(rows) == 1 else 's'} of {got_columns}."
        )
    cards = [card for row in rows for card in row]
    masks: dict[Rank, int] = {}
    bit = 1
    for card in cards:
        rank = card.rank
        masks[rank] = masks.get(rank, 0) | bit
        bit <<= 1
    # Only a rank with more copies than decks can break a limit; look closer only then.
    flat, look_closer, decks = plan.flat, plan.look_closer, rules.decks
    for rank, mask in masks.items():
        count = flat[mask]
        if count > look_closer[rank]:
            if count > plan.supply[rank]:
                _raise_supply_error(layout, rules, plan)
            suits = [cards[p].suit for p in plan.positions[mask] if cards[p].suit is not None]
            if any(suits.count(suit) > decks for suit in suits):
                _raise_supply_error(layout, rules, plan)
    return cards, masks


def _raise_supply_error(layout: Layout, rules: HouseRules, plan: _Plan) -> None:
    """Walk the layout in reading order and raise for the first card the decks cannot
    supply."""
    rank_counts: dict[Rank, int] = {}
    card_counts: dict[tuple[Rank, Suit], int] = {}
    for row_number, row in enumerate(layout.rows, start=1):
        for column_number, card in enumerate(row, start=1):
            rank = card.rank
            where = position_name(row_number, column_number, plan.n_rows)
            if rank is Rank.JOKER and rules.jokers is None:
                raise CardError(
                    f"A joker ({where}), but these house rules have no jokers: "
                    "turn jokers on or correct the card.",
                    row=row_number,
                    column=column_number,
                )
            count = rank_counts[rank] = rank_counts.get(rank, 0) + 1
            supply = plan.supply[rank]
            if count > supply:
                raise CardError(
                    f"{_nth(count)} {rank.value} ({where}): "
                    f"{_decks_have(rules.decks)} only {supply} {rank_plural(rank)}.",
                    row=row_number,
                    column=column_number,
                )
            if card.suit is not None:
                key = (rank, card.suit)
                same = card_counts[key] = card_counts.get(key, 0) + 1
                if same > rules.decks:
                    limit = (
                        f"one deck has only one {card}"
                        if rules.decks == 1
                        else f"{_decks_have(rules.decks)} only "
                        f"{number_word(rules.decks)} of each card"
                    )
                    raise CardError(
                        f"{_nth(same)} {card} ({where}): {limit}.",
                        row=row_number,
                        column=column_number,
                    )
    raise AssertionError("a supply limit was broken but no card was found")  # pragma: no cover
