"""Cards and layouts: ranks, suits, and the parser that turns typed text into cards.

Text becomes cards only here. Everything else in the engine works on :class:`Card`
and :class:`Layout` values, so a typo can never reach the scoring as a silent 0.
"""

from __future__ import annotations

import enum
import re
from dataclasses import dataclass


class Rank(enum.Enum):
    """A card's rank. The value is the short text shown on a card face."""

    ACE = "A"
    TWO = "2"
    THREE = "3"
    FOUR = "4"
    FIVE = "5"
    SIX = "6"
    SEVEN = "7"
    EIGHT = "8"
    NINE = "9"
    TEN = "10"
    JACK = "J"
    QUEEN = "Q"
    KING = "K"
    JOKER = "Jk"

    # Members are singletons, so identity hashing is exact, and it runs in C: Enum's own
    # __hash__ is Python code, which dominated the cost of scoring a layout.
    __hash__ = object.__hash__

    @property
    def label(self) -> str:
        """The rank in words for reasons, e.g. ``"5"``, ``"J"``, ``"joker"``."""
        return "joker" if self is Rank.JOKER else self.value


class Suit(enum.Enum):
    """A card's suit. Suits never change a score; they matter only for card supply."""

    SPADES = "S"
    HEARTS = "H"
    DIAMONDS = "D"
    CLUBS = "C"

    __hash__ = object.__hash__  # as for Rank

    @property
    def symbol(self) -> str:
        return _SUIT_SYMBOLS[self]

    @property
    def is_red(self) -> bool:
        return self in (Suit.HEARTS, Suit.DIAMONDS)


_SUIT_SYMBOLS = {Suit.SPADES: "♠", Suit.HEARTS: "♥", Suit.DIAMONDS: "♦", Suit.CLUBS: "♣"}

_SUIT_FROM_TEXT = {
    **{suit.value: suit for suit in Suit},
    **{symbol: suit for suit, symbol in _SUIT_SYMBOLS.items()},
    "♤": Suit.SPADES,
    "♡": Suit.HEARTS,
    "♢": Suit.DIAMONDS,
    "♧": Suit.CLUBS,
}

_RANK_FROM_TEXT = {
    **{rank.value.upper(): rank for rank in Rank if rank is not Rank.JOKER},
    "T": Rank.TEN,
    "JK": Rank.JOKER,
    "JOKER": Rank.JOKER,
    "🃏": Rank.JOKER,
}


@dataclass(frozen=True)
class Card:
    """One playing card. ``suit`` is ``None`` when the player did not say (suits never score).

    >>> str(Card(Rank.FIVE, Suit.HEARTS))
    '5♥'
    """

    rank: Rank
    suit: Suit | None = None

    def __str__(self) -> str:
        # Read before the joker test: mypy types .value on the narrowed rank as Any.
        face: str = self.rank.value
        if self.rank is Rank.JOKER:
            return "Joker"
        return face + (self.suit.symbol if self.suit else "")

    @property
    def code(self) -> str:
        """The card as parseable ASCII text, e.g. ``"5H"``, ``"K"``, ``"JK"``."""
        face: str = self.rank.value  # before the joker test, as in __str__
        if self.rank is Rank.JOKER:
            return "JK"
        return face + (self.suit.value if self.suit else "")


class CardError(ValueError):
    """Card text that is not a card, a card the decks cannot supply, or a layout of the
    wrong shape. ``row`` and ``column`` are 1-based positions, or ``None`` when the problem
    is the whole layout."""

    def __init__(self, message: str, *, row: int | None = None, column: int | None = None):
        super().__init__(message)
        self.message = message
        self.row = row
        self.column = column


ROW_NAMES = {
    2: ("top row", "bottom row"),
    3: ("top row", "middle row", "bottom row"),
}


def position_name(row: int, column: int, n_rows: int = 2) -> str:
    """Where a card lies, in words: ``position_name(2, 2)`` is ``"bottom row, column 2"``.

    ``row`` and ``column`` are 1-based.
    """
    names = ROW_NAMES.get(n_rows)
    row_name = names[row - 1] if names and 1 <= row <= len(names) else f"row {row}"
    return f"{row_name}, column {column}"


def parse_card(
    text: str, *, row: int | None = None, column: int | None = None, n_rows: int = 2
) -> Card:
    """Read one card: a rank (A, 2-10, T, J, Q, K or JK/Joker) and an optional suit
    (S H D C or a suit symbol), in any case, e.g. ``"5h"``, ``"10♠"``, ``"K"``.

    Raises :class:`CardError` naming the text and, when given, its position.

    >>> parse_card("qs")
    Card(rank=<Rank.QUEEN: 'Q'>, suit=<Suit.SPADES: 'S'>)
    """
    cached = _PARSED.get(text)
    if cached is not None:
        return cached
    raw = text.strip()
    where = f" ({position_name(row, column, n_rows)})" if row and column else ""
    if not raw:
        raise CardError(f"A card is missing{where}.", row=row, column=column)
    upper = raw.upper()
    rank = _RANK_FROM_TEXT.get(upper)
    if rank is Rank.JOKER:
        return Card(Rank.JOKER)
    suit = None
    if rank is None:
        rank_text, suit_text = upper[:-1], upper[-1:]
        rank = _RANK_FROM_TEXT.get(rank_text)
        suit = _SUIT_FROM_TEXT.get(suit_text)
        if rank is None or suit is None or rank is Rank.JOKER:
            raise CardError(
                f"“{_shown(raw)}”{where} is not a card: use a rank A, 2-10, J, Q, K or JK "
                "with an optional suit S, H, D or C.",
                row=row,
                column=column,
            )
    card = Card(rank, suit)
    if len(_PARSED) < _PARSED_LIMIT:
        _PARSED[text] = card
    return card


def _shown(raw: str, limit: int = 8) -> str:
    """Card text as an error message quotes it: at most ``limit`` characters (a pasted
    paragraph is cut, with "…"), and characters that cannot be printed as U+FFFD.

    >>> _shown("XQ"), _shown("x" * 5000)
    ('XQ', 'xxxxxxx…')
    """
    shown = raw if len(raw) <= limit else raw[: limit - 1] + "…"
    return "".join(char if char.isprintable() else "\ufffd" for char in shown)


# Cards are immutable, so text that parsed once can share its Card; only good cards are
# kept, so errors still name their position.
_PARSED: dict[str, Card] = {}
_PARSED_LIMIT = 4096


@dataclass(frozen=True)
class Layout:
    """A player's cards on the table as rows (top row first), each row left to right.

    The card directly below another is in the same column. Shapes: 2x3 (six-card golf),
    2x2 (four-card), 3x3 (nine-card).
    """

    rows: tuple[tuple[Card, ...], ...]

    @property
    def n_rows(self) -> int:
        return len(self.rows)

    @property
    def n_columns(self) -> int:
        return len(self.rows[0]) if self.rows else 0

    @property
    def columns(self) -> tuple[tuple[Card, ...], ...]:
        """The columns left to right, each top card first."""
        return tuple(zip(*self.rows, strict=True))

    @property
    def cards(self) -> tuple[Card, ...]:
        """Every card, row by row."""
        return tuple(card for row in self.rows for card in row)

    def __str__(self) -> str:
        return " / ".join(" ".join(card.code for card in row) for row in self.rows)


_SEPARATORS = re.compile(r"[\s,;]+")


def parse_layout(text: str) -> Layout:
    """Read a layout typed as rows separated by ``/`` (or new lines), cards separated by
    spaces, e.g. ``"5H KC 2S / 5D QH AC"``.

    Raises :class:`CardError` for unknown card text (naming the card and its position),
    an empty layout, or rows of unequal length. Whether the shape fits the table's game is
    checked by the scoring, which knows the house rules.

    >>> str(parse_layout("5h k 2s / 5d qh a"))
    '5H K 2S / 5D QH A'
    """
    row_texts = [part for part in re.split(r"[/\n|]", text) if part.strip()]
    if not row_texts:
        raise CardError("Enter the cards of the layout, rows separated by “/”.")
    rows = []
    for row_number, row_text in enumerate(row_texts, start=1):
        words = [w for w in _SEPARATORS.split(row_text.strip()) if w]
        rows.append(
            tuple(
                _PARSED.get(word)
                or parse_card(word, row=row_number, column=column_number, n_rows=len(row_texts))
                for column_number, word in enumerate(words, start=1)
            )
        )
    if len({len(row) for row in rows}) != 1:
        lengths = ", ".join(str(len(row)) for row in rows)
        raise CardError(f"Every row needs the same number of cards (got {lengths}).")
    return Layout(tuple(rows))
