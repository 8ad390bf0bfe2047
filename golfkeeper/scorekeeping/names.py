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


def has_control_characters(text: str) -> bool:
    """Whether ``text`` holds a control character (tab, line break, NUL...), a lone
    surrogate or a bidi override. Joiners stay allowed: emoji are built with them."""
    return any(
        unicodedata.category(char) in ("Cc", "Cs") or char in _BIDI_CONTROLS for char in text
    )


def clean_name(name: str | None) -> str:
    """A player's name as stored: trimmed; raises ``ScorekeepingError`` when empty, too long
    or holding control characters."""
    name = (name if isinstance(name, str) else "").strip()  # a file posted as a name is none
    if not name or all(unicodedata.category(char)[0] in "ZC" for char in name):
        raise ScorekeepingError("Type a name.", "name")  # blank, or only invisible characters
    if has_control_characters(name):
        raise ScorekeepingError("Names can't contain tabs, line breaks or control characters.")
    if len(name) > PLAYER_NAME_MAX:
        raise ScorekeepingError(
            f"Keep names to {PLAYER_NAME_MAX} characters (this one has {len(name)}).", "name"
        )
    return name


def _check_name_free(players: Iterable[Player], name: str, ignore: Player | None = None) -> None:
    """Refuse a name a player on the score sheet has (one who left too), in any letter
    case."""
    for player in players:
        if (
            player is not ignore
            and not player.is_removed
            and player.name.casefold() == (name.casefold())
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
        if name.casefold() in seen:
            raise ScorekeepingError(
                f"{name} is already at the table: give each player a different name.", "name"
            )
        seen.add(name.casefold())
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
