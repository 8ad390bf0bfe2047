"""The enums a house-rules switch takes its values from, and the fixed number choices."""

from __future__ import annotations

import enum


class Game(enum.Enum):
    """Which layout the table deals (RULES.md V16, V17)."""

    SIX_CARD = "six-card"
    FOUR_CARD = "four-card"
    NINE_CARD = "nine-card"

    @property
    def shape(self) -> tuple[int, int]:
        """(rows, columns) of a layout in this game."""
        return {Game.SIX_CARD: (2, 3), Game.FOUR_CARD: (2, 2), Game.NINE_CARD: (3, 3)}[self]

    @property
    def cards_per_layout(self) -> int:
        rows, columns = self.shape
        return rows * columns


class NineCardLines(enum.Enum):
    """Nine-card golf: which lines of three equal ranks score 0 (RULES.md V17)."""

    COLUMNS = "columns"
    ALL = "all"  # columns, rows and diagonals


class PairLines(enum.Enum):
    """Where two cards of the same rank cancel (RULES.md V11, V12, section 7.4)."""

    COLUMNS = "columns"
    ROWS = "rows"
    COLUMNS_AND_ROWS = "columns_and_rows"
    ANYWHERE = "anywhere"


class PairOfTwos(enum.Enum):
    """Two 2s in one column: a pair like any other, or they keep their value (V09)."""

    ZERO = "zero"
    KEEP = "keep"


class FlipAfterReject(enum.Enum):
    """After rejecting a stock card: no flip, may flip, must flip one card (V03), or must
    flip once some player is down to one face-down card (golfcards.club, RULES.md 2.H)."""

    NO = "no"
    MAY = "may"
    MUST = "must"
    ENDGAME = "endgame"  # must, but only once some player has one face-down card left


class InitialReveal(enum.Enum):
    """Which cards a player sees before the first turn (V06)."""

    ANY_TWO = "any_two"
    SAME_COLUMN = "same_column"
    DIFFERENT_COLUMNS = "different_columns"
    LOOK_NEAREST_ROW = "look_nearest_row"


class StockExhaustion(enum.Enum):
    """What happens when the stock runs out (V14)."""

    RESHUFFLE = "reshuffle"
    END_AFTER_LAST_DRAW = "end_after_last_draw"


class KnockTiming(enum.Enum):
    """When a six- or nine-card player knocks (V05): as their whole turn, or after one."""

    INSTEAD_OF_TURN = "instead_of_turn"
    END_OF_TURN = "end_of_turn"


class KnockMode(enum.Enum):
    """Whether a knock is one more way to end a hole or the only way (V05)."""

    ADDITIONAL = "additional"
    REPLACES_AUTO_END = "replaces_auto_end"


JOKER_VALUES = (-2, -5, -3, 0)
TWO_VALUES = (-2, 2)
FOUR_OF_A_KIND_VALUES = (0, -10, -20)
DECK_COUNTS = (1, 2, 3)
MIN_HOLES, MAX_HOLES = 1, 36
JOKERS_PER_DECK = 2


def default_twos(game: Game, jokers: int | None) -> int:
    """The value of a 2 when the table did not say: +2 in four-card golf (Pagat) and with
    the -2 joker (Pagat's joker form), otherwise -2 (RULES.md section 7.1).

    >>> default_twos(Game.SIX_CARD, -2), default_twos(Game.SIX_CARD, None)
    (2, -2)
    """
    if game is Game.FOUR_CARD or jokers == -2:
        return 2
    return -2
