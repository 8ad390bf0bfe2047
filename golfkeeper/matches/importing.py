"""A match file read back: an exported match's JSON checked and turned into a
``RestoredMatch`` for ``scorekeeping.restore_match``.

Reading trusts nothing in the file: every value is checked for type and range before
anything is stored, and the first bad value is named in an ``ImportRefused`` message.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from typing import Any

from golfkeeper import scorekeeping
from golfkeeper.engine.house_rules import (
    MAX_HOLES,
    HouseRulesError,
    MissedHoles,
    house_rules_from_dict,
)
from golfkeeper.engine.text import points_text
from golfkeeper.matches.export import FORMAT
from golfkeeper.models import (
    CHANGE_VALUE_MAX,
    MATCH_NAME_MAX,
    PLAYER_NAME_MAX,
    REASON_MAX,
)
from golfkeeper.scorekeeping import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    RestoredChange,
    RestoredMatch,
    RestoredPlayer,
    ScorekeepingError,
    name_key,
)
from golfkeeper.web.forms import SCORE_DIGITS_MAX

# Version 1 files were written before missed_holes existed (see export.FORMAT_VERSION).
READABLE_VERSIONS = (1, 2, 3)
KEY_MAX = 16

# What the app itself can write, with room to spare: a larger file is no export of ours.
# Every write of a hole is at most one history line per player dealt in and one for who
# went out; a table saves each hole and corrects some. Roster changes are writes too.
WRITES_PER_HOLE = 32  # a save and 31 corrections of every hole of the longest match
MAX_HISTORY = MAX_HOLES * (MAX_PLAYERS + 1) * WRITES_PER_HOLE  # 10,368 lines
# A player who leaves stays stored with their scores, and so does one whose joining was
# undone: adding and undoing again and again grows the list past MAX_PLAYERS, each one
# by a history line ("joined").
MAX_STORED_PLAYERS = MAX_PLAYERS + MAX_HISTORY
# The longest history line as ``match_json`` writes it: a reason and two names of the
# longest, every character four bytes in UTF-8 (emoji), plus keys, numbers, times and
# indentation. Each line can also bring a player (a name) and a score to the file.
_LINE_BYTES = 4 * (REASON_MAX + 2 * CHANGE_VALUE_MAX) + 4 * PLAYER_NAME_MAX + 640
MAX_FILE_BYTES = MAX_HISTORY * _LINE_BYTES + 64 * 1024  # about 19 MB; the rest is small
KINDS = (
    "score",
    "went_out",
    "name",
    "seat",
    "joined",
    "left",
    "back",
    "removed",
    *scorekeeping.MILESTONES,
)
# The times a file may carry, as UTC: a day inside the calendar's ends, so that any time
# zone (every UTC offset is under a day) can show them.
EARLIEST_MOMENT = datetime.min + timedelta(days=1)
LATEST_MOMENT = datetime.max - timedelta(days=1)
OUTSIDE_CALENDAR = "is not a date and time the calendar can hold"
INCONSISTENT = "This file can't be imported: its parts contradict each other. Nothing was stored."


class ImportRefused(ValueError):
    """A file that cannot be imported; ``message`` says why, for the person importing."""

    def __init__(self, message: str):
        super().__init__(message)
        self.message = message


def _refuse(where: str, problem: str) -> ImportRefused:
    """A refusal naming ``where`` and its ``problem``: a clause, or a clause followed by a
    message that is already a sentence (its own full stop ends the problem)."""
    stop = "" if problem.endswith(".") else "."
    return ImportRefused(
        f"This file can't be imported: {where} {problem}{stop} Nothing was stored."
    )


def _reject_constant(name: str):
    raise ValueError(f"{name} is not a number")


def read_match_json(raw: bytes) -> RestoredMatch:
    """Read and check an exported match. Raises ``ImportRefused`` for anything that is not
    a complete, consistent golfkeeper match file."""
    if len(raw) > MAX_FILE_BYTES:
        raise ImportRefused(
            f"This file is too large to be a match (over {MAX_FILE_BYTES // 1024} KB). "
            "Nothing was stored."
        )
    try:
        text = raw.decode("utf-8-sig")
        document = json.loads(text, parse_constant=_reject_constant)
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise ImportRefused(
            "This file is not a JSON export of a match (it could not be read as JSON). "
            "Nothing was stored."
        ) from None
    return _Reader().match(document)


class _Reader:
    """Checks one document; each method raises ``ImportRefused`` naming the bad value."""

    def match(self, document: Any) -> RestoredMatch:
        doc = self._object(document, "the file", ("format", "format_version", "match", "rules"))
        if doc["format"] != FORMAT:
            raise ImportRefused("This file is not a golfkeeper match export. Nothing was stored.")
        # An integer, not true or 1.0 (which Python counts as equal to 1).
        version = doc["format_version"]
        if type(version) is not int or version not in READABLE_VERSIONS:
            raise ImportRefused(
                "This file was written by another version of golfkeeper "
                f"(format {doc['format_version']!r}). Nothing was stored."
            )
        info = self._object(doc["match"], "“match”", ("holes", "first_dealer_seat"))
        self.holes = self._int(info["holes"], "“match.holes”", 1, MAX_HOLES)
        try:
            rules = house_rules_from_dict(doc["rules"])
        except (HouseRulesError, TypeError) as error:
            raise _refuse("“rules”", f"are not valid: {error}") from None
        if doc["format_version"] == 1 and "missed_holes" not in doc["rules"]:
            rules = rules.replace(missed_holes=MissedHoles.SKIP)
        if rules.holes != self.holes:
            raise _refuse("“rules.holes”", "does not match “match.holes”")
        players = self._players(doc.get("players"))
        self.keys = {player.key for player in players}
        dealer_seat = self._int(
            info["first_dealer_seat"], "“match.first_dealer_seat”", 0, len(players) - 1
        )
        name = info.get("name")
        if name is not None:
            name = self._text(name, "“match.name”", MATCH_NAME_MAX) or None
        scores, went_out = self._holes(doc.get("holes", []))
        if doc["format_version"] < 3:
            players = _departures_kept(players, scores, self.unmarked)
        self._check_sheet(players)
        return RestoredMatch(
            name=name,
            created_at=self._moment(info.get("created_at"), "“match.created_at”"),
            rules=rules,
            first_dealer_seat=dealer_seat,
            first_dealer_drawn=self._bool(
                info.get("first_dealer_drawn", False), "“match.first_dealer_drawn”"
            ),
            finished_at=self._moment(info.get("finished_at"), "“match.finished_at”"),
            players=players,
            scores=scores,
            went_out=went_out,
            history=self._history(doc.get("history", [])),
        )

    # --- values

    def _object(self, value: Any, where: str, required: tuple[str, ...] = ()) -> dict:
        if not isinstance(value, dict):
            raise _refuse(where, "is not an object")
        for key in required:
            if key not in value:
                raise _refuse(where, f"has no “{key}”")
        return value

    def _list(self, value: Any, where: str, limit: int) -> list:
        if not isinstance(value, list):
            raise _refuse(where, "is not a list")
        if len(value) > limit:
            raise _refuse(where, f"has more than {limit} entries")
        return value

    def _int(self, value: Any, where: str, low: int, high: int) -> int:
        if isinstance(value, str):
            # JSON keeps numbers bare: "4" or "+5" in quotes is text, though it reads as one.
            raise _refuse(where, "is text in quotes, not a whole number")
        if isinstance(value, bool) or not isinstance(value, int):
            raise _refuse(where, "is not a whole number")
        if not low <= value <= high:
            range_text = f"{points_text(low)} to {points_text(high)}"
            raise _refuse(where, f"is {points_text(value)}, outside {range_text}")
        return value

    def _optional_int(self, value: Any, where: str, low: int, high: int) -> int | None:
        return None if value is None else self._int(value, where, low, high)

    def _bool(self, value: Any, where: str) -> bool:
        if not isinstance(value, bool):
            raise _refuse(where, "is not true or false")
        return value

    def _text(self, value: Any, where: str, limit: int) -> str:
        if not isinstance(value, str):
            raise _refuse(where, "is not text")
        if len(value) > limit:
            raise _refuse(where, f"is longer than {limit} characters")
        if scorekeeping.has_control_characters(value):
            raise _refuse(where, "holds control characters")
        return value.strip()

    def _moment(self, value: Any, where: str) -> datetime | None:
        if value is None:
            return None
        if not isinstance(value, str) or len(value) > 40:
            raise _refuse(where, "is not a date and time")
        try:
            moment = datetime.fromisoformat(value)
        except ValueError:
            raise _refuse(where, "is not a date and time") from None
        if moment.tzinfo is not None:
            try:
                moment = moment.astimezone(UTC).replace(tzinfo=None)
            except OverflowError:  # its UTC time falls before year 1 or after 9999
                raise _refuse(where, OUTSIDE_CALENDAR) from None
        # Stored as UTC and shown in the serving computer's time zone: within a day of the
        # calendar's ends, that time would fall outside it.
        if not EARLIEST_MOMENT <= moment <= LATEST_MOMENT:
            raise _refuse(where, OUTSIDE_CALENDAR)
        return moment

    def _points(self, value: Any, where: str) -> int:
        limit = 10**SCORE_DIGITS_MAX - 1
        return self._int(value, where, -limit, limit)

    def _key(self, value: Any, where: str) -> str:
        if not isinstance(value, str) or value not in self.keys:
            raise _refuse(where, "is not one of the players' keys")
        return value

    # --- parts

    def _players(self, value: Any) -> tuple[RestoredPlayer, ...]:
        entries = self._list(value, "“players”", MAX_STORED_PLAYERS)
        players = []
        self.unmarked = set()  # keys of players whose entry does not say "removed"
        for index, entry in enumerate(entries):
            where = f"“players[{index}]”"
            entry = self._object(entry, where, ("key", "name", "seat"))
            key = entry["key"]
            if not isinstance(key, str) or not 0 < len(key) <= KEY_MAX:
                raise _refuse(f"{where}.key", "is not a short text key")
            try:
                name = scorekeeping.clean_name(
                    entry["name"] if isinstance(entry["name"], str) else ""
                )
            except ScorekeepingError as error:
                raise _refuse(f"{where}.name", f"is not a valid name: {error.message}") from None
            joined = self._int(
                entry.get("joined_at_hole", 1), f"{where}.joined_at_hole", 1, self.holes
            )
            left = self._optional_int(
                entry.get("left_at_hole"), f"{where}.left_at_hole", joined, self.holes + 1
            )
            seat = self._int(entry["seat"], f"{where}.seat", 0, len(entries) - 1)
            if "removed" not in entry:
                self.unmarked.add(key)
            removed = self._bool(entry.get("removed", False), f"{where}.removed")
            if removed and left is None:
                raise _refuse(f"{where}.removed", "is true for a player with no “left_at_hole”")
            players.append(RestoredPlayer(key, name, seat, joined, left, removed))
        if len({p.key for p in players}) != len(players):
            raise _refuse("“players”", "use the same key twice")
        if len({p.seat for p in players}) != len(players):
            raise _refuse("“players”", "put two players on one seat")
        self._check_sheet(players)
        return tuple(players)

    def _check_sheet(self, players: Sequence[RestoredPlayer]) -> None:
        """2 to 8 players on the score sheet, those still at the table named apart."""
        on_sheet = [p for p in players if not p.removed]
        if not MIN_PLAYERS <= len(on_sheet) <= MAX_PLAYERS:
            raise _refuse(
                "“players”",
                f"list {len(on_sheet)} players on the sheet, not {MIN_PLAYERS} to {MAX_PLAYERS}",
            )
        at_table = [name_key(p.name) for p in on_sheet if p.left_at_hole is None]
        if len(set(at_table)) != len(at_table):
            raise _refuse("“players”", "give two players at the table the same name")

    def _holes(self, value: Any) -> tuple[dict[tuple[str, int], int], dict[int, str]]:
        entries = self._list(value, "“holes”", self.holes)
        scores: dict[tuple[str, int], int] = {}
        went_out: dict[int, str] = {}
        seen: set[int] = set()
        for index, entry in enumerate(entries):
            where = f"“holes[{index}]”"
            entry = self._object(entry, where, ("hole_number",))
            number = self._int(entry["hole_number"], f"{where}.hole_number", 1, self.holes)
            if number in seen:
                raise _refuse(where, f"repeats hole {number}")
            seen.add(number)
            hole_scores = self._object(entry.get("scores", {}), f"{where}.scores")
            for key, points in hole_scores.items():
                self._key(key, f"{where}.scores key “{str(key)[:KEY_MAX]}”")
                if points is not None:
                    scores[(key, number)] = self._points(points, f"{where}.scores.{key}")
            if entry.get("went_out") is not None:
                went_out[number] = self._key(entry["went_out"], f"{where}.went_out")
        return scores, went_out

    def _history(self, value: Any) -> tuple[RestoredChange, ...]:
        entries = self._list(value, "“history”", MAX_HISTORY)
        changes = []
        for index, entry in enumerate(entries):
            where = f"“history[{index}]”"
            entry = self._object(entry, where, ("batch", "kind", "at"))
            kind = entry["kind"]
            if kind not in KINDS:
                raise _refuse(f"{where}.kind", f"is not one of {', '.join(KINDS)}")
            player = entry.get("player")
            if kind not in ("went_out", *scorekeeping.MILESTONES) or player is not None:
                player = self._key(player, f"{where}.player")
            hole_number = self._optional_int(
                entry.get("hole_number"), f"{where}.hole_number", 1, self.holes
            )
            old, new = (
                self._history_value(kind, entry.get(side), f"{where}.{side}")
                for side in ("old", "new")
            )
            self._check_shape(kind, player, hole_number, old, new, where)
            reason = entry.get("reason")
            changes.append(
                RestoredChange(
                    batch=self._int(entry["batch"], f"{where}.batch", 1, 10**9),
                    kind=kind,
                    at=self._moment(entry["at"], f"{where}.at"),
                    player=player,
                    hole_number=hole_number,
                    old=old,
                    new=new,
                    reason=None
                    if reason is None
                    else self._text(reason, f"{where}.reason", REASON_MAX),
                    undone_at=self._moment(entry.get("undone_at"), f"{where}.undone_at"),
                )
            )
        return tuple(changes)

    def _check_shape(
        self, kind: str, player: str | None, hole_number: int | None, old: Any, new: Any, where: str
    ) -> None:
        """Refuse a line missing a value its kind always has, or holding one it never has
        (see ``models.MatchChange``): undo reads these values back."""
        with_hole = kind in ("score", "went_out")
        if with_hole and hole_number is None:
            raise _refuse(f"{where}.hole_number", "is missing")
        if not with_hole and hole_number is not None:
            raise _refuse(f"{where}.hole_number", f"is not part of a “{kind}” line")
        if kind in scorekeeping.MILESTONES and (player, old, new) != (None, None, None):
            raise _refuse(where, f"gives values to a “{kind}” line, which has none")
        if kind in ("name", "seat"):
            for side, value in (("old", old), ("new", new)):
                if value is None or value == "":
                    raise _refuse(f"{where}.{side}", f"is missing from a “{kind}” line")
        if kind in ("joined", "left", "removed") and new is None:
            raise _refuse(f"{where}.new", f"is missing from a “{kind}” line")
        if kind in ("joined", "left") and old is not None:
            raise _refuse(f"{where}.old", f"is not part of a “{kind}” line")
        if kind == "back" and (old is None or new is not None):
            raise _refuse(where, "is a “back” line without the hole they had left at")

    def _history_value(self, kind: str, value: Any, where: str) -> Any:
        if value is None:
            return None
        if kind == "score":
            return self._points(value, where)
        if kind == "went_out":
            return self._key(value, where)
        if kind == "name":
            return self._text(value, where, CHANGE_VALUE_MAX)
        if kind == "seat":
            return self._int(value, where, 0, len(self.keys) - 1)
        return self._int(value, where, 1, self.holes + 1)


def _departures_kept(
    players: tuple[RestoredPlayer, ...], scores: dict[tuple[str, int], int], unmarked: set[str]
) -> tuple[RestoredPlayer, ...]:
    """A file written before format 3 took every player who left off the sheet. As
    migration 0007 does for stored matches, each of ``unmarked`` (not saying "removed")
    with a score typed left after the hole before ``left_at_hole`` and keeps their column;
    one without is removed."""
    scored = {key for key, _hole in scores}
    return tuple(
        replace(p, removed=p.left_at_hole is not None and p.key not in scored)
        if p.key in unmarked
        else p
        for p in players
    )
