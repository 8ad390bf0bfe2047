"""Players' names as stored: cleaned, checked, and different from each other."""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable, Sequence

from golfkeeper.models import MATCH_NAME_MAX, PLAYER_NAME_MAX, Player
from golfkeeper.scorekeeping.errors import ScorekeepingError
from golfkeeper.scorekeeping.sheet import MAX_PLAYERS, MIN_PLAYERS

# Characters that change how the text around them is laid out, right to left: a name holding
# one could make the next name on the sheet read backwards.
_BIDI_CONTROLS = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")

# Characters a screen shows as nothing: Unicode's default-ignorable code points (zero-width
# spaces and joiners, variation selectors, the Hangul fillers...) and the blank Braille
# pattern, which is a symbol to Unicode but an empty cell to the eye. A name of nothing
# else reads as no name; inside a name they do not make it another name.
_INVISIBLE_RANGES = (
    (0x00AD, 0x00AD), (0x034F, 0x034F), (0x061C, 0x061C), (0x115F, 0x1160),
    (0x17B4, 0x17B5), (0x180B, 0x180F), (0x200B, 0x200F), (0x202A, 0x202E),
    (0x2060, 0x206F), (0x2800, 0x2800), (0x3164, 0x3164), (0xFE00, 0xFE0F),
    (0xFEFF, 0xFEFF), (0xFFA0, 0xFFA0), (0xFFF0, 0xFFF8), (0x1BCA0, 0x1BCA3),
    (0x1D173, 0x1D17A), (0xE0000, 0xE0FFF),
)  # fmt: skip


INVISIBLE_NAME = "This name shows as blank: type letters, digits or emoji a person can see."


def _is_invisible(char: str) -> bool:
    code = ord(char)
    return unicodedata.category(char)[0] in "ZC" or any(
        low <= code <= high for low, high in _INVISIBLE_RANGES
    )


def name_key(name: str) -> str:
    """What two names that look alike share: compatibility forms folded (full-width
    letters), invisible characters dropped, spaces collapsed, letter case ignored.

    >>> name_key("Ann") == name_key("ANN\u200b") == name_key("\uff21nn")
    True
    """
    folded = unicodedata.normalize("NFKC", name)
    visible = "".join(
        " " if char.isspace() else char
        for char in folded
        if char.isspace() or not _is_invisible(char)
    )
    return " ".join(visible.split()).casefold()


def has_control_characters(text: str) -> bool:
    """Whether ``text`` holds a control character (tab, line break, NUL...), a lone
    surrogate or a bidi override. Joiners stay allowed: emoji are built with them."""
    return any(
        unicodedata.category(char) in ("Cc", "Cs") or char in _BIDI_CONTROLS for char in text
    )


def clean_name(name: str | None) -> str:
    """A player's name as stored: trimmed; raises ``ScorekeepingError`` when empty, only
    invisible characters, too long or holding control characters."""
    name = (name if isinstance(name, str) else "").strip()  # a file posted as a name is none
    if not name:
        raise ScorekeepingError("Type a name.", "name")
    if all(_is_invisible(char) for char in name):
        # A zero-width space, U+3164 HANGUL FILLER, U+2800 BRAILLE PATTERN BLANK...
        raise ScorekeepingError(INVISIBLE_NAME, "name")
    if has_control_characters(name):
        raise ScorekeepingError("Names can't contain tabs, line breaks or control characters.")
    if len(name) > PLAYER_NAME_MAX:
        raise ScorekeepingError(
            f"Keep names to {PLAYER_NAME_MAX} characters (this one has {len(name)}).", "name"
        )
    return name


def _check_name_free(players: Iterable[Player], name: str, ignore: Player | None = None) -> None:
    """Refuse a name a player on the score sheet has (one who left too), in any letter
    case or with invisible characters added (``name_key``)."""
    for player in players:
        if (
            player is not ignore
            and not player.is_removed
            and name_key(player.name) == name_key(name)
        ):
            where = "on the score sheet" if player.has_left else "at the table"
            raise ScorekeepingError(
                f"{player.name} is already {where}: give each player a different name.",
                "name",
            )


def check_roster(names: Sequence[str]) -> list[str]:
    """The names of a new match's players, cleaned; raises ``ScorekeepingError`` for fewer
    than 2 or more than 8 players, or a name that is empty, too long or used twice."""
    cleaned = [clean_name(name) for name in names]
    if len(cleaned) < MIN_PLAYERS:
        raise ScorekeepingError(f"Enter at least {MIN_PLAYERS} players.")
    if len(cleaned) > MAX_PLAYERS:
        raise ScorekeepingError(f"A match has at most {MAX_PLAYERS} players.")
    seen: set[str] = set()
    for name in cleaned:
        if name_key(name) in seen:
            raise ScorekeepingError(
                f"{name} is already at the table: give each player a different name.", "name"
            )
        seen.add(name_key(name))
    return cleaned


def numbered_name(name: str, taken: Iterable[str]) -> str:
    """A name for another match like ``name`` that none of ``taken`` has, in any letter
    case: the next free number after the one it ends with ("Family golf night" becomes
    "Family golf night 2", "Family golf night 2" becomes "Family golf night 3"), kept to
    ``MATCH_NAME_MAX`` characters."""
    used = {other.casefold() for other in taken}
    base, _, last = name.rpartition(" ")
    if not (base and last.isdecimal() and last.isascii()):
        base, last = name, "1"
    number = int(last) + 1
    while True:
        ending = f" {number}"
        candidate = base[: MATCH_NAME_MAX - len(ending)].rstrip() + ending
        if candidate.casefold() not in used:
            return candidate
        number += 1
