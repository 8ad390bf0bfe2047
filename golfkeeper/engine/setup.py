"""Setting up a hole: cards in the layouts, the pack, and how many cards are left as stock.

Every figure here is derived, never typed in: the pack is
``(52 + jokers per deck) x decks`` cards (the scoring engine's :func:`pack`), each player
gets one layout (6, 4 or 9 cards by the game), and one card starts the discard pile, so

    stock = pack - cards per layout x players - 1

(docs/rules.md#players-and-cards gives the six-card figures).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from golfkeeper.engine.house_rules import Game, HouseRules, decks_for_players
from golfkeeper.engine.text import decks_text, number_word

__all__ = [
    "DISCARD_START",
    "SetupError",
    "SetupRow",
    "SetupTable",
    "cards_in_layouts",
    "deck_hint",
    "deck_note",
    "pack_size",
    "setup_row",
    "setup_table",
    "stock_size",
]

DISCARD_START = 1  # the card turned face up to start the discard pile
PLAYER_COUNTS = tuple(range(2, 9))


class SetupError(ValueError):
    """A deal the pack cannot supply: more cards in the layouts than the pack holds."""


def pack_size(rules: HouseRules) -> int:
    """Cards in the table's pack: 52 a deck plus 2 jokers a deck when jokers are agreed.

    >>> pack_size(HouseRules()), pack_size(HouseRules(decks=2, jokers=-2))
    (52, 108)
    """
    return rules.cards_in_pack


def cards_in_layouts(players: int, rules: HouseRules) -> int:
    """Cards dealt into the layouts: 6, 4 or 9 per player by the game.

    >>> cards_in_layouts(4, HouseRules())
    24
    """
    return rules.game.cards_per_layout * players


def stock_size(players: int, rules: HouseRules) -> int:
    """Cards left face down as the stock after the deal and the first discard.

    Raises :class:`SetupError` when the pack is too small to deal every layout and turn
    up a discard (for example nine-card golf for 8 players with one deck). Source: derived
    (docs/rules.md#players-and-cards); the deal itself is Pagat's.

    >>> [stock_size(n, HouseRules()) for n in (2, 3, 4)]
    [39, 33, 27]
    >>> stock_size(5, HouseRules(decks=2))
    73
    """
    if players < 1:
        raise SetupError("A hole needs at least one player.")
    stock = pack_size(rules) - cards_in_layouts(players, rules) - DISCARD_START
    if stock < 0:
        raise SetupError(
            f"{pack_size(rules)} cards are not enough to deal {players} layouts of "
            f"{rules.game.cards_per_layout} and start the discard pile."
        )
    return stock


@dataclass(frozen=True)
class SetupRow:
    """One player count: the cards in the layouts and the stock for each pack on offer.

    ``stocks`` maps ``(decks, with_jokers)`` to the stock size, or ``None`` when that pack
    is too small; ``suggested_decks`` is what the sources suggest for the player count.
    """

    players: int
    cards_in_layouts: int
    suggested_decks: int
    stocks: dict[tuple[int, bool], int | None]

    def stock(self, decks: int, jokers: bool = False) -> int | None:
        return self.stocks[(decks, jokers)]


@dataclass(frozen=True)
class SetupTable:
    """Stock sizes for a game, 2-8 players, one or two decks, with or without jokers.

    ``packs`` lists the ``(decks, with_jokers)`` columns in order, ``pack_sizes`` their
    card counts.
    """

    game: Game
    packs: tuple[tuple[int, bool], ...]
    pack_sizes: dict[tuple[int, bool], int]
    rows: tuple[SetupRow, ...]


def _pack_rules(game: Game, decks: int, jokers: bool) -> HouseRules:
    # The joker's value never changes how many cards there are; -2 is Pagat's.
    return HouseRules(game=game, decks=decks, jokers=-2 if jokers else None, twos=2)


def setup_row(players: int, game: Game = Game.SIX_CARD, decks: Sequence[int] = (1, 2)) -> SetupRow:
    """The setup figures for one player count (see :class:`SetupRow`).

    >>> row = setup_row(8)
    >>> row.cards_in_layouts, row.stock(2), row.stock(2, jokers=True), row.suggested_decks
    (48, 55, 59, 2)
    """
    stocks: dict[tuple[int, bool], int | None] = {}
    for deck_count in decks:
        for jokers in (False, True):
            try:
                stocks[(deck_count, jokers)] = stock_size(
                    players, _pack_rules(game, deck_count, jokers)
                )
            except SetupError:
                stocks[(deck_count, jokers)] = None
    return SetupRow(
        players=players,
        cards_in_layouts=cards_in_layouts(players, _pack_rules(game, 1, False)),
        suggested_decks=decks_for_players(players, game),
        stocks=stocks,
    )


def setup_table(
    game: Game = Game.SIX_CARD,
    players: Sequence[int] = PLAYER_COUNTS,
    decks: Sequence[int] = (1, 2),
) -> SetupTable:
    """Stock sizes for 2-8 players with one or two decks, with and without jokers.

    >>> table = setup_table()
    >>> [row.stock(1) for row in table.rows[:3]], table.rows[3].stock(2)
    ([39, 33, 27], 73)
    """
    packs = tuple((deck_count, jokers) for deck_count in decks for jokers in (False, True))
    return SetupTable(
        game=game,
        packs=packs,
        pack_sizes={key: pack_size(_pack_rules(game, *key)) for key in packs},
        rows=tuple(setup_row(count, game, decks) for count in players),
    )


# Where each game's deck suggestion comes from; a game not listed is Pagat's.
_DECK_SOURCES = {Game.NINE_CARD: "Pagat, Wikipedia"}


def deck_hint(game: Game = Game.SIX_CARD, players: Sequence[int] = PLAYER_COUNTS) -> str:
    """The hint under a new match's Decks field: the decks suggested for each run of
    player counts (``decks_for_players``), and why, from the game's layout size.

    >>> deck_hint()  # doctest: +NORMALIZE_WHITESPACE
    'Suggested: 1 deck for 2–4 players, 2 decks for 5–8. Everyone takes six cards from
    the pack, so from 5 players one deck leaves a thin stock and tables shuffle in a
    second one (Pagat).'
    """
    groups: dict[int, list[int]] = {}
    for count in players:
        groups.setdefault(decks_for_players(count, game), []).append(count)
    parts: list[str] = []
    for decks, counts in groups.items():
        span = f"{counts[0]}–{counts[-1]}" if len(counts) > 1 else str(counts[0])
        parts.append(
            f"{decks_text(decks, digits=True)} for {span}{' players' if not parts else ''}"
        )
    first_thin = next(iter(groups.values()), [players[0]])[-1] + 1
    cards = game.cards_per_layout
    return (
        f"Suggested: {', '.join(parts)}. Everyone takes {number_word(cards)} cards "
        f"from the pack, so from {first_thin} players one deck leaves a thin stock and tables "
        f"shuffle in a second one ({_DECK_SOURCES.get(game, 'Pagat')})."
    )


def deck_note(players: int, game: Game = Game.SIX_CARD, chosen: int | None = None) -> str:
    """The line under Decks for the players named: the decks suggested and, if the rules
    chosen use fewer, that they are kept and how to change them (never changed for the
    table).

    >>> deck_note(3)
    'For 3 players: 1 deck.'
    >>> deck_note(6, chosen=1)
    'For 6 players: 2 decks suggested; these rules use 1. Choose 2 decks above for a fuller stock.'
    """
    suggested = decks_for_players(players, game)
    if chosen is not None and chosen < suggested:
        decks = decks_text(suggested, digits=True)
        return (
            f"For {players} players: {decks} suggested; these rules use {chosen}. "
            f"Choose {decks} above for a fuller stock."
        )
    return f"For {players} players: {decks_text(suggested, digits=True)}."
