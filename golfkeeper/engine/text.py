"""Numbers and names in text for people: points written with a true minus sign, the
word "point" or "points", names listed in a sentence ("Ann, Bo and Cy"), and the game's
word tables: counts and ordinals in words, ranks by name and in the plural, game names and
the number of decks.

Every text that shows a negative number to a person (a column's reason, a bonus, a preset's
name, a rule answer, the score sheet, the chart) is written through :func:`points_text` or
:func:`sum_text`, so a score reads the same everywhere and a minus sign is never confused
with a hyphen. Data stays plain: JSON numbers, card codes, query strings and exports keep
ASCII digits and ``-``, and score fields accept either sign.

The word tables are declared here once, for the reasons the scoring writes, the rule
answers, the setup pages and the score sheet. Names of games are derived from
:attr:`Game.shape <golfkeeper.engine.house_rules.Game.shape>`, so a game needs no entry of
its own. This module imports nothing from :mod:`~golfkeeper.engine.house_rules`, which
itself writes points through :func:`points_text`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Protocol

from golfkeeper.engine.cards import Rank

__all__ = [
    "MINUS",
    "NOT_ENTERED",
    "decimal_text",
    "GameShape",
    "decks_text",
    "game_cards_word",
    "game_name",
    "holes_text",
    "layout_shape_text",
    "names_text",
    "number_word",
    "ordinal",
    "points_text",
    "points_word",
    "rank_plural",
    "rank_word",
    "ranks_text",
    "sheet_points_text",
    "sum_text",
    "typed_number_text",
    "whole_number_text",
    "with_article",
]

MINUS = "\u2212"
# What the score sheet shows for a score not entered (an en dash, not a hyphen or a 0).
NOT_ENTERED = "\u2013"

_NUMBER_WORDS = (
    "no",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
)
_ORDINALS = (
    "first",
    "second",
    "third",
    "fourth",
    "fifth",
    "sixth",
    "seventh",
    "eighth",
    "ninth",
    "tenth",
    "eleventh",
    "twelfth",
    "thirteenth",
    "fourteenth",
    "fifteenth",
    "sixteenth",
    "seventeenth",
    "eighteenth",
    "nineteenth",
    "twentieth",
)
_RANK_WORDS = {
    Rank.ACE: "ace",
    Rank.JACK: "jack",
    Rank.QUEEN: "queen",
    Rank.KING: "king",
    Rank.JOKER: "joker",
}


def points_text(points: int, signed: bool = False) -> str:
    """Points with a true minus sign, e.g. ``"−4"``; ``signed`` adds ``+`` above zero.

    >>> points_text(-4), points_text(2, signed=True), points_text(0, signed=True)
    ('−4', '+2', '0')
    """
    if points < 0:
        return f"{MINUS}{-points}"
    return f"+{points}" if signed and points > 0 else str(points)


def points_word(points: int) -> str:
    """The unit after a number of points: "point" for 1 and −1, else "points".

    >>> points_word(1), points_word(-1), points_word(0), points_word(4)
    ('point', 'point', 'points', 'points')
    """
    return "point" if abs(points) == 1 else "points"


# What a phone's keyboard may put into a whole number besides ASCII digits and "-": the
# full-width digits and signs of CJK keyboards, and the minus signs and dashes that phones,
# word processors and the app's own pages (points_text) write.
_TYPED_NUMBER_SIGNS = str.maketrans(
    {
        **{chr(0xFF10 + digit): str(digit) for digit in range(10)},
        "\uff0b": "+",
        MINUS: "-",
        "\u2013": "-",
        "\u2014": "-",
        "\ufe63": "-",
        "\uff0d": "-",
    }
)
_TYPED_WHOLE_NUMBER = re.compile(r"([+-]?)0*([0-9]+)")
_PLAIN_WHOLE_NUMBER = re.compile(r"(-?)0*([0-9]+)")


def typed_number_text(typed: str) -> str:
    """``typed`` with its spaces trimmed and the full-width digits, signs and dashes a phone
    may type made ASCII, for the messages about what is not a whole number ("１,０００"
    reads as "1,000"). Other scripts' digits stay as they are.

    >>> typed_number_text(" \uff0b\uff15 "), typed_number_text("\u22123"), typed_number_text("٣")
    ('+5', '-3', '٣')
    """
    return typed.strip().translate(_TYPED_NUMBER_SIGNS)


def whole_number_text(typed: str, *, strict: bool = False) -> str | None:
    """The whole number in ``typed`` written plainly (ASCII digits without leading zeros, a
    hyphen for a negative, "0" for any zero), or ``None`` when it is not one.

    The one reading of a whole number a person typed, for every form field and link: a
    plus sign, a minus of any kind (so "-0" and "−0" are 0) and full-width digits read as
    the number they plainly are. Other scripts' digits ("٣"), separators ("1,000", "1_0"),
    decimals, superscripts ("²") and words are not whole numbers: they are refused with a
    message, never guessed at. ``strict`` is the JSON API's reading, which takes ASCII
    digits with at most a hyphen or the true minus sign ("−") in front.

    >>> [whole_number_text(t) for t in ("5", "+5", "-0", "\u22120", "\uff13\uff15", "007")]
    ['5', '5', '0', '0', '35', '7']
    >>> [whole_number_text(t) for t in ("٣", "1,000", "1_0", "5.5", "²", "five", "+-5")]
    [None, None, None, None, None, None, None]
    >>> whole_number_text("+5", strict=True), whole_number_text("\u22125", strict=True)
    (None, '-5')
    """
    if strict:
        plain = _PLAIN_WHOLE_NUMBER.fullmatch(typed.strip().replace(MINUS, "-"))
    else:
        plain = _TYPED_WHOLE_NUMBER.fullmatch(typed_number_text(typed))
    if plain is None:
        return None
    sign, digits = plain.groups()
    return f"-{digits}" if sign == "-" and digits != "0" else digits


def holes_text(count: int) -> str:
    """A number of holes with its noun: "1 hole", else "N holes" (digits, as the score
    sheet and the new-match form give a match's length).

    >>> holes_text(1), holes_text(9), holes_text(0)
    ('1 hole', '9 holes', '0 holes')
    """
    return f"{count} hole" if count == 1 else f"{count} holes"


def decimal_text(value: float, places: int = 1) -> str:
    """A mean or share rounded to ``places`` decimals, with a true minus sign; a value that
    rounds to zero reads as zero, never "−0.0".

    >>> decimal_text(-2.25), decimal_text(-0.04), decimal_text(3.0)
    ('−2.2', '0.0', '3.0')
    """
    text = f"{value:.{places}f}"
    if text.startswith("-"):
        digits = text[1:]
        return digits if not digits.strip("0.") else f"{MINUS}{digits}"
    return text


def names_text(names: Sequence[str]) -> str:
    """Names in a sentence: commas between them and "and" before the last.

    >>> names_text(["Ann"]), names_text(["Ann", "Bo"]), names_text(["Ann", "Bo", "Dee"])
    ('Ann', 'Ann and Bo', 'Ann, Bo and Dee')
    """
    names = list(names)
    if len(names) < 2:
        return "".join(names)
    return f"{', '.join(names[:-1])} and {names[-1]}"


def sum_text(values: Sequence[int]) -> str:
    """A sum worked out in words: the values in order, then ``=`` and the total (points).
    A negative value after the first is subtracted, with the same minus sign.

    >>> sum_text([-2, 1]), sum_text([10, -2, 6])
    ('−2 + 1 = −1', '10 − 2 + 6 = 14')
    """
    text = points_text(values[0])
    for value in values[1:]:
        text += f" {MINUS} {-value}" if value < 0 else f" + {value}"
    return f"{text} = {points_text(sum(values))}"


def sheet_points_text(points: int | None) -> str:
    """Points as the score sheet shows them: :func:`points_text`, or :data:`NOT_ENTERED`
    (an en dash) for a score not entered. ``None`` is never shown as 0.

    >>> sheet_points_text(-3), sheet_points_text(None)
    ('−3', '–')
    """
    return NOT_ENTERED if points is None else points_text(points)


def number_word(count: int) -> str:
    """A count in words as it reads before a noun: "no" for 0, "one" to "twelve", digits
    from 13 (and for a negative count). Raises nothing.

    >>> number_word(0), number_word(3), number_word(12), number_word(52)
    ('no', 'three', 'twelve', '52')
    """
    return _NUMBER_WORDS[count] if 0 <= count < len(_NUMBER_WORDS) else str(count)


def ordinal(number: int) -> str:
    """A 1-based position in words, "first" to "twentieth", then "21st", "22nd", "23rd",
    "24th"... in digits. Raises ``ValueError`` for a number below 1.

    >>> ordinal(1), ordinal(8), ordinal(20), ordinal(21), ordinal(112)
    ('first', 'eighth', 'twentieth', '21st', '112th')
    """
    if number < 1:
        raise ValueError(f"Positions are numbered from 1, not {number}.")
    if number <= len(_ORDINALS):
        return _ORDINALS[number - 1]
    suffix = (
        "th" if number % 100 in (11, 12, 13) else {1: "st", 2: "nd", 3: "rd"}.get(number % 10, "th")
    )
    return f"{number}{suffix}"


def with_article(word: str) -> str:
    """``word`` after "a" or "an", chosen by its sound: "an" before a vowel and before a
    number said with a vowel sound first (8, 11, 18, 80 to 89...).

    >>> with_article("fifth"), with_article("eighth"), with_article("8"), with_article("10")
    ('a fifth', 'an eighth', 'an 8', 'a 10')
    >>> with_article("11"), with_article("ace")
    ('an 11', 'an ace')
    """
    head = word.split()[0] if word.strip() else ""
    if head.isdigit():
        vowel = head.startswith("8") or head in ("11", "18")
    else:
        vowel = head[:1].lower() in ("a", "e", "i", "o", "u")
    return f"{'an' if vowel else 'a'} {word}"


def rank_word(rank: Rank) -> str:
    """A rank by name in a sentence: "ace", "jack", "queen", "king", "joker"; the number
    ranks as digits, "2" to "10".

    >>> rank_word(Rank.ACE), rank_word(Rank.EIGHT), rank_word(Rank.JOKER)
    ('ace', '8', 'joker')
    """
    return _RANK_WORDS.get(rank, rank.value)


def rank_plural(rank: Rank) -> str:
    """A rank in the plural: "aces", "kings", "jokers", "5s", "10s".

    >>> rank_plural(Rank.QUEEN), rank_plural(Rank.TWO), rank_plural(Rank.TEN)
    ('queens', '2s', '10s')
    """
    return f"{rank_word(rank)}s"


def ranks_text(ranks: Sequence[Rank]) -> str:
    """Cards named by rank in a sentence, e.g. a column's cards: equal ranks counted ("two
    kings"), two different ones joined with "with", more listed with "and". Raises
    ``ValueError`` for no ranks.

    >>> ranks_text([Rank.KING, Rank.KING]), ranks_text([Rank.ACE, Rank.EIGHT])
    ('two kings', 'an ace with an 8')
    >>> ranks_text([Rank.FIVE, Rank.JACK, Rank.JOKER]), ranks_text([Rank.NINE])
    ('a 5, a jack and a joker', 'a 9')
    """
    if not ranks:
        raise ValueError("No cards to name.")
    if len(ranks) == 1:
        return with_article(rank_word(ranks[0]))
    if len(set(ranks)) == 1:
        return f"{number_word(len(ranks))} {rank_plural(ranks[0])}"
    names = [with_article(rank_word(rank)) for rank in ranks]
    return " with ".join(names) if len(names) == 2 else names_text(names)


def decks_text(decks: int, *, digits: bool = False) -> str:
    """A number of decks: "one deck", "two decks"; with ``digits``, "1 deck", "2 decks".

    >>> decks_text(1), decks_text(3), decks_text(2, digits=True)
    ('one deck', 'three decks', '2 decks')
    """
    count = str(decks) if digits else number_word(decks)
    return f"{count} deck{'' if decks == 1 else 's'}"


class GameShape(Protocol):
    """What the game names read of a game: :class:`~golfkeeper.engine.house_rules.Game`
    fits. A protocol, so that this module stays below the house rules."""

    @property
    def shape(self) -> tuple[int, int]: ...

    @property
    def cards_per_layout(self) -> int: ...


def game_cards_word(game: GameShape) -> str:
    """How many cards a layout of ``game`` holds, in words: "six", "four", "nine".

    >>> from golfkeeper.engine.house_rules import Game
    >>> game_cards_word(Game.NINE_CARD)
    'nine'
    """
    return number_word(game.cards_per_layout)


def game_name(game: GameShape) -> str:
    """A game's name at the start of a sentence: "Six-card golf", "Four-card golf",
    "Nine-card golf".

    >>> from golfkeeper.engine.house_rules import Game
    >>> game_name(Game.SIX_CARD)
    'Six-card golf'
    """
    return f"{game_cards_word(game).capitalize()}-card golf"


def layout_shape_text(game: GameShape) -> str:
    """How a layout of ``game`` is set out, in words: "two rows of three".

    >>> from golfkeeper.engine.house_rules import Game
    >>> layout_shape_text(Game.SIX_CARD), layout_shape_text(Game.FOUR_CARD)
    ('two rows of three', 'two rows of two')
    """
    rows, columns = game.shape
    return f"{number_word(rows)} rows of {number_word(columns)}"
