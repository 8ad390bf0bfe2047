"""The enums a house-rules switch takes its values from, and the fixed number choices."""

from __future__ import annotations

import enum
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from golfkeeper.engine.cards import _RANK_FROM_TEXT, Rank
from golfkeeper.engine.text import whole_number_text


class Game(enum.Enum):
    """Which layout the table deals (RULES.md V16, V17)."""

    SIX_CARD = "six-card"
    FOUR_CARD = "four-card"
    NINE_CARD = "nine-card"
    EIGHT_CARD = "eight-card"

    @property
    def shape(self) -> tuple[int, int]:
        """(rows, columns) of a layout in this game."""
        return {
            Game.SIX_CARD: (2, 3),
            Game.FOUR_CARD: (2, 2),
            Game.NINE_CARD: (3, 3),
            Game.EIGHT_CARD: (2, 4),
        }[self]

    @property
    def cards_per_layout(self) -> int:
        rows, columns = self.shape
        return rows * columns


class NineCardLines(enum.Enum):
    """Nine-card golf: which lines of three equal ranks score 0 (RULES.md V17)."""

    COLUMNS = "columns"
    COLUMNS_AND_ROWS = "columns_and_rows"
    ALL = "all"  # columns, rows and diagonals


class PairLines(enum.Enum):
    """Where two cards of the same rank cancel (RULES.md V11, V12, section 7.4)."""

    COLUMNS = "columns"
    ROWS = "rows"
    COLUMNS_AND_ROWS = "columns_and_rows"
    ANYWHERE = "anywhere"


class RowMatch(enum.Enum):
    """What cancels in a row when rows cancel (RULES.md V12, 2.H): a pair of equal ranks,
    pairwise, or three (or, in eight-card golf, three or four) equal ranks together."""

    PAIR = "pair"
    TRIPLE = "triple"


class FourCardPairs(enum.Enum):
    """Four-card golf: where two equal ranks cancel, pairwise (RULES.md 2.G, 2.H)."""

    NONE = "none"
    COLUMNS = "columns"
    ROWS = "rows"
    ANYWHERE = "anywhere"


class PairOfJokers(enum.Enum):
    """Two jokers in one column (RULES.md V21): a pair scoring 0, a pair keeping both
    jokers' values, or a pair scoring -4 whatever a joker is worth."""

    ZERO = "zero"
    KEEP = "keep"
    MINUS4 = "minus4"


class PairOfTwos(enum.Enum):
    """Two 2s in one column: a pair like any other, or they keep their value (V09)."""

    ZERO = "zero"
    KEEP = "keep"


class FourOfAKindColumns(enum.Enum):
    """Which two columns V10's bonus needs (RULES.md 2.H, V30): as V10's value says (the
    -20 square only side by side), or any two columns at either value (golfcards.club)."""

    RULE = "rule"
    ANY = "any"


class Bonuses(enum.Enum):
    """How V10's and V22's bonuses count (RULES.md 2.H, V31): the larger one replaces the
    columns' scores, or both add to them (golfcards.club)."""

    LARGER = "larger"
    ADD = "add"


class NegativePairs(enum.Enum):
    """A pair worth less than 0 (RULES.md 2.H, V32): scores 0 like any pair, or keeps its
    value (golfcards.club's "negative pairs keep value")."""

    ZERO = "zero"
    KEEP = "keep"


class FlipAfterReject(enum.Enum):
    """After rejecting a stock card: no flip, may flip, must flip one card (V03), or may
    flip once some player has at most one face-down card left (golfcards.club, RULES.md
    2.H; optional since December 2026)."""

    NO = "no"
    MAY = "may"
    MUST = "must"
    ENDGAME = "endgame"  # may, but only once some player has at most one face-down card left


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
# V18: the whole-number range of a 2, a joker and any rank's own value.
TWO_RANGE = (-10, 10)
JOKER_RANGE = (-10, 10)
CARD_VALUE_RANGE = (-10, 25)
_DIGITS_PAST_ANY_VALUE = 6
# V20: jokers a deck, or golfcards.club's one joker in the whole pack however many decks.
ONE_IN_PACK = "one_in_pack"
JOKERS_PER_DECK_CHOICES: tuple[int | str, ...] = (2, 1, ONE_IN_PACK)
TWO_PAIRS_OF_JACKS_VALUES = (0, -5, -20)
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


# The ranks a table may give its own value (V18): every rank but the 2 and the joker.
VALUED_RANKS = tuple(rank for rank in Rank if rank not in (Rank.TWO, Rank.JOKER))
_RANK_WORDS = {
    Rank.ACE: ("ace", "aces"),
    Rank.THREE: ("three", "threes"),
    Rank.FOUR: ("four", "fours"),
    Rank.FIVE: ("five", "fives"),
    Rank.SIX: ("six", "sixes"),
    Rank.SEVEN: ("seven", "sevens"),
    Rank.EIGHT: ("eight", "eights"),
    Rank.NINE: ("nine", "nines"),
    Rank.TEN: ("ten", "tens"),
    Rank.JACK: ("jack", "jacks"),
    Rank.QUEEN: ("queen", "queens"),
    Rank.KING: ("king", "kings"),
}


class CardValuesError(ValueError):
    """Text or a plain value that is not a table's card values; the message names the bad
    part."""


@dataclass(frozen=True)
class CardValues:
    """The table's own values for some ranks (RULES.md V18): ``items`` are (rank, points)
    pairs in rank order, each rank at most once, never a 2 or a joker. Hashable, so house
    rules holding it stay a cache key. Empty means every rank keeps its usual value.

    The JSON form is ``{"K": -2, "10": 1}``, the text form ``K:-2, 10:1``.

    >>> values = CardValues.parse("K:-2, 10:1")
    >>> values.to_plain(), values.to_text()
    ({'10': 1, 'K': -2}, '10:1, K:-2')
    >>> values.get(Rank.KING), values.get(Rank.ACE)
    (-2, None)
    """

    items: tuple[tuple[Rank, int], ...] = ()

    def __post_init__(self) -> None:
        seen = [rank for rank, _ in self.items]
        order = {rank: i for i, rank in enumerate(Rank)}
        if seen != sorted(set(seen), key=order.__getitem__):
            raise CardValuesError("Give each rank once, in rank order.")
        low, high = CARD_VALUE_RANGE
        for rank, points in self.items:
            if rank not in VALUED_RANKS:
                raise CardValuesError(
                    f"{rank.value} takes its value from another switch, not card_values."
                )
            if isinstance(points, bool) or not isinstance(points, int):
                raise CardValuesError(f"{rank.value} must be worth a whole number.")
            if not low <= points <= high:
                raise CardValuesError(
                    f"{rank.value} must be worth from {low} to {high} (got {points})."
                )

    @classmethod
    def of(cls, values: Mapping[Rank, int]) -> CardValues:
        """From a mapping of rank to points, in any order."""
        order = {rank: i for i, rank in enumerate(Rank)}
        return cls(tuple(sorted(values.items(), key=lambda item: order[item[0]])))

    def __bool__(self) -> bool:
        return bool(self.items)

    def __iter__(self) -> Iterator[tuple[Rank, int]]:
        return iter(self.items)

    def get(self, rank: Rank) -> int | None:
        """The table's value for ``rank``, or ``None`` when it keeps its usual value."""
        for given, points in self.items:
            if given is rank:
                return points
        return None

    def to_plain(self) -> dict[str, int]:
        return {rank.value: points for rank, points in self.items}

    def to_text(self) -> str:
        return ", ".join(f"{rank.value}:{points}" for rank, points in self.items)

    @classmethod
    def from_plain(cls, raw: Any) -> CardValues:
        """From the JSON form (an object of rank to points; ``None`` or empty for none).
        Raises :class:`CardValuesError` naming the bad rank or value."""
        if raw is None:
            return cls()
        if not isinstance(raw, Mapping):
            raise CardValuesError('must be an object of rank and points, like {"K": -2}.')
        values: dict[Rank, int] = {}
        for text, points in raw.items():
            rank = _rank_from_text(str(text))
            if rank in values:
                raise CardValuesError(f"{rank.value} is given twice.")
            if isinstance(points, bool) or not isinstance(points, int):
                raise CardValuesError(f"{text} must be worth a whole number (got {points!r}).")
            values[rank] = points
        return cls.of(values)

    @classmethod
    def parse(cls, text: str, *, strict: bool = False) -> CardValues:
        """From the text form ``K:-2, 10:1`` (commas or spaces between parts; ``none`` or
        nothing for none), each value a whole number as a phone types it (``K:+5``,
        full-width digits), or, with ``strict`` (the JSON API), in ASCII digits with at
        most a minus (see :func:`.text.whole_number_text`). Raises
        :class:`CardValuesError` naming the bad part.

        >>> CardValues.parse("K:\uff0b5").to_text()
        'K:5'
        """
        stripped = text.strip()
        if stripped.lower() in ("", "none", "null"):
            return cls()
        values: dict[Rank, int] = {}
        for part in stripped.replace(";", ",").split(","):
            part = part.strip()
            if not part:
                continue
            rank_text, colon, points_text = part.partition(":")
            if not colon:
                rank_text, _, points_text = part.partition("=")
            if not points_text.strip():
                raise CardValuesError(f"{part!r} needs a rank and points, like K:-2.")
            rank = _rank_from_text(rank_text.strip())
            number = whole_number_text(points_text, strict=strict)
            if number is None:
                if strict and (typed := whole_number_text(points_text)) is not None:
                    raise CardValuesError(f"{part!r}: type {typed} in plain digits.")
                raise CardValuesError(f"{part!r}: {points_text.strip()!r} is not a whole number.")
            if rank in values:
                raise CardValuesError(f"{rank.value} is given twice.")
            if len(number) > _DIGITS_PAST_ANY_VALUE:  # int() refuses thousands of digits
                low, high = CARD_VALUE_RANGE
                raise CardValuesError(f"{rank.value} must be worth from {low} to {high}.")
            values[rank] = int(number)
        return cls.of(values)

    def words(self) -> str:
        """The values as words for a list of rules: "Kings −2, tens 1" (empty when none).

        >>> CardValues.of({Rank.KING: -2, Rank.TEN: 1}).words()
        'Tens 1, kings −2'
        """
        text = ", ".join(f"{_RANK_WORDS[rank][1]} {_points(points)}" for rank, points in self.items)
        return text[:1].upper() + text[1:]

    def sentence(self) -> str | None:
        """The values in words: "Kings are worth −2; tens 1." (``None`` when empty)."""
        if not self.items:
            return None
        parts = [f"{_RANK_WORDS[rank][1]} {_points(points)}" for rank, points in self.items]
        first, *rest = parts
        words, value = first.rsplit(" ", 1)
        head = f"{words.capitalize()} are worth {value}"
        return "; ".join([head, *rest]) + "."


def _points(points: int) -> str:
    return str(points).replace("-", "−")


def _rank_from_text(text: str) -> Rank:
    rank = _RANK_FROM_TEXT.get(text.strip().upper())
    if rank is None:
        raise CardValuesError(f"{text!r} is not a rank (A, 3-10, J, Q or K).")
    if rank not in VALUED_RANKS:
        switch_key = "twos" if rank is Rank.TWO else "jokers"
        raise CardValuesError(f"{rank.value} takes its value from the {switch_key} switch.")
    return rank


class GoingOutPenalty(enum.Enum):
    """What the player who went out pays when another player scored lower, or as low
    for every form but ``plus10`` (V23)."""

    NONE = "none"
    """No penalty: the main rules (common table practice)."""
    DOUBLE = "double"
    """The score is doubled; a score of 0 or less is never doubled (Skyjo's rules)."""
    PLUS10 = "plus10"
    """+10 points when another player's score is strictly lower; a tie for the lowest
    spares them. The "knock penalty" (golfcards.club's engine)."""
    PLUS5_EACH = "plus5_each"
    """+5 points for every other player who scored the same or lower (nwpages.net)."""
    DOUBLE_PLUS5 = "double_plus5"
    """Doubled, then +5; a score of 0 or less only takes the +5 (common table practice,
    the four-card knocker's rule; house agreement for 0 or less)."""


GOING_OUT_BONUS_VALUES = (0, -5)
LOWEST_HOLE_BONUS_VALUES = (0, -3)
TIED_HOLE_PENALTY_VALUES = (0, 5)


class MissedHoles(enum.Enum):
    """What a player scores for a hole they did not play, joining late or leaving early
    (V28)."""

    HIGHEST = "highest"
    """The highest score recorded on the hole (common table practice; house agreement
    makes it the default for new matches)."""
    AVERAGE = "average"
    """The average of the players who played the hole, rounded up (house agreement)."""
    SKIP = "skip"
    """Nothing is counted; the standings say how many holes each total covers (house
    agreement; matches stored before V28 keep it)."""
