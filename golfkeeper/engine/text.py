"""Numbers and names in text for people: points written with a true minus sign, the
word "point" or "points", and names listed in a sentence ("Ann, Bo and Cy").

Every text that shows a negative number to a person (a column's reason, a bonus, a preset's
name, a rule answer, the score sheet, the chart) is written through :func:`points_text` or
:func:`sum_text`, so a score reads the same everywhere and a minus sign is never confused
with a hyphen. Data stays plain: JSON numbers, card codes, query strings and exports keep
ASCII digits and ``-``, and score fields accept either sign.
"""

from __future__ import annotations

from collections.abc import Sequence

__all__ = ["MINUS", "decimal_text", "names_text", "points_text", "points_word", "sum_text"]

MINUS = "\u2212"


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
