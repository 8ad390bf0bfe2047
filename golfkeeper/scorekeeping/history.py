"""The history of a match: every write, newest first, and undoing the newest one."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any, NamedTuple

from golfkeeper.engine.text import points_text
from golfkeeper.extensions import db
from golfkeeper.models import Match, MatchChange, Player, utcnow
from golfkeeper.scorekeeping.commands import (
    ANY_VERSION,
    _ensure_open,
    _int_or_none,
    _set_points,
    _set_went_out,
    check_version,
)
from golfkeeper.scorekeeping.errors import ScorekeepingError
from golfkeeper.scorekeeping.names import _check_name_free
from golfkeeper.scorekeeping.roster import _reseat
from golfkeeper.scorekeeping.sheet import MAX_PLAYERS

# History lines that mark a step of the match rather than a changed value: finishing it
# and reopening it. Undo passes over them.
MILESTONES = ("finished", "reopened")


class HistoryLine(NamedTuple):
    """One changed value, ready to show: ``old`` and ``new`` are points, names or numbers.
    A named tuple (immutable, built three times cheaper than a frozen dataclass): a long
    match's history page has hundreds."""

    kind: str
    player: Player | None
    hole_number: int | None
    old: Any
    new: Any


class ChangeRow(NamedTuple):
    """One stored history row read only, with the attributes of a ``MatchChange``. A plain
    tuple rather than SQLAlchemy's ``Row``: a long match has hundreds of rows, and a
    ``Row`` answers an attribute some ten times slower than a tuple's field."""

    id: int
    match_id: int
    batch: int
    kind: str
    at: datetime
    player_id: int | None
    hole_number: int | None
    old_value: str | None
    new_value: str | None
    reason: str | None
    undone_at: datetime | None


# A stored history row: the object (a write reads and changes it) or a plain row of its
# table (``match_history``, read only).
StoredChange = MatchChange | ChangeRow

# The history table's columns in ``ChangeRow``'s order.
_CHANGE_COLUMNS = tuple(MatchChange.__table__.c[name] for name in ChangeRow._fields)


def _change_rows(statement: Any, parameters: Mapping[str, Any] | None = None) -> list[ChangeRow]:
    """The rows ``statement`` (a select of ``_CHANGE_COLUMNS``) reads, as ``ChangeRow``s."""
    make = ChangeRow._make
    return [make(row) for row in db.session.execute(statement, parameters).all()]


@dataclass(frozen=True)
class HistoryEntry:
    """One write to the match: when, why, what changed, and whether it was undone."""

    batch: int
    at: datetime
    reason: str | None
    undone_at: datetime | None
    lines: tuple[HistoryLine, ...]

    @property
    def is_milestone(self) -> bool:
        """Finishing or reopening the match: listed in the history, never undone."""
        return any(line.kind in MILESTONES for line in self.lines)


def _history_line(change: StoredChange, players: Mapping[int, Player]) -> HistoryLine:
    """One stored history row as shown: seats 1-based, who went out as a player."""
    kind, old, new = change.kind, change.old_value, change.new_value
    if kind in _NUMBER_KINDS:
        old, new = _int_or_none(old), _int_or_none(new)
        if kind == "seat":
            old, new = (None if v is None else v + 1 for v in (old, new))
    elif kind == "went_out":
        old, new = players.get(_int_or_none(old)), players.get(_int_or_none(new))
    return HistoryLine(kind, players.get(change.player_id), change.hole_number, old, new)


# History lines whose values are numbers (points, seats, hole numbers).
_NUMBER_KINDS = frozenset(("score", "seat", "joined", "left", "removed", "back"))


def _entries(changes: Sequence[StoredChange], match: Match) -> list[HistoryEntry]:
    """History rows grouped into one entry per write, newest first."""
    players = {player.id: player for player in match.players}
    batches: dict[int, list[StoredChange]] = {}
    for change in changes:
        batches.setdefault(change.batch, []).append(change)
    return [
        HistoryEntry(
            batch=batch,
            at=rows[0].at,
            reason=rows[0].reason,
            undone_at=rows[0].undone_at,
            lines=tuple(_history_line(row, players) for row in rows),
        )
        for batch, rows in sorted(batches.items(), reverse=True)
    ]


def match_history(match: Match) -> list[HistoryEntry]:
    """Every write to the match, newest first: undone ones, finishing and reopening too.
    Read only, so its rows are plain rows of the history table (``ChangeRow``), not
    objects: a long match has hundreds."""
    return _entries(change_rows(match), match)


def change_rows(match: Match) -> list[ChangeRow]:
    """Every stored history row of the match as written, oldest first: what the export
    lists (its writes are ``match_history``'s entries, oldest first)."""
    return _change_rows(_MATCH_CHANGES, {"match_id": match.id})


# Built once, the match bound when it runs (building a select cost about as much as
# running it).
_MATCH_CHANGES = (
    db.select(*_CHANGE_COLUMNS)
    .where(MatchChange.__table__.c.match_id == db.bindparam("match_id"))
    .order_by(MatchChange.__table__.c.id)
)


def next_to_undo(history: Sequence[HistoryEntry]) -> HistoryEntry | None:
    """Of a match's history (newest first), the entry "Undo" would take back."""
    return next((e for e in history if e.undone_at is None and not e.is_milestone), None)


def _last_batch(match_id) -> tuple[Any, ...]:
    """The where-clause of the newest write undo would take back (finishing and reopening
    aside) in match ``match_id`` (a value, or a bound parameter), on the history table's
    columns."""
    table = MatchChange.__table__
    newest = (
        db.select(db.func.max(table.c.batch))
        .where(
            table.c.match_id == match_id,
            table.c.undone_at.is_(None),
            # One comparison a milestone rather than NOT IN: SQLAlchemy renders an IN
            # list afresh on every run, which cost more than the rest of the read.
            *(table.c.kind != kind for kind in MILESTONES),
        )
        .scalar_subquery()
    )
    return table.c.match_id == match_id, table.c.batch == newest


def _last_batch_query(match_id):
    """The newest write undo would take back, as ``MatchChange`` objects of match
    ``match_id`` (a value, or a bound parameter)."""
    return db.select(MatchChange).where(*_last_batch(match_id)).order_by(MatchChange.id)


# The same as plain rows of the history table, for a page that only shows it: built once
# (every uncached score sheet asks), the match id bound when it runs, and on the table's
# columns alone (a select naming the model goes through the ORM's handling of its rows,
# twice the cost of this read).
_LAST_BATCH_ROWS = (
    db.select(*_CHANGE_COLUMNS)
    .where(*_last_batch(db.bindparam("match_id")))
    .order_by(MatchChange.__table__.c.id)
)


def last_change(match: Match) -> HistoryEntry | None:
    """The newest write that has not been undone, finishing and reopening aside: what
    "Undo" would take back. Read only, as plain rows (``match_history``)."""
    rows = _change_rows(_LAST_BATCH_ROWS, {"match_id": match.id})
    return _entries(rows, match)[0] if rows else None


def undo_last_change(match: Match, *, seen_version: Any = ANY_VERSION) -> HistoryEntry:
    """Take back the newest change that is not undone yet: restore every old value of
    that write and mark it undone in the history. Returns what was undone.

    ``seen_version`` is the match version of the page that showed "Last change": if
    another write came since, the newest change is no longer the one that page named, so
    ``MatchChanged`` is raised and nothing is undone."""
    _ensure_open(match)
    check_version(match, seen_version, "nothing was undone")
    rows = list(db.session.execute(_last_batch_query(match.id)).scalars())
    if not rows:
        raise ScorekeepingError("There is nothing to undo.")
    entry = _entries(rows, match)[0]
    players = {player.id: player for player in match.players}
    _check_undo(match, rows, players)
    seats: dict[int, int] = {}
    unjoined: set[int] = set()
    for row in reversed(rows):
        player = players.get(row.player_id)
        if row.kind == "score":
            _set_points(match, row.player_id, row.hole_number, _int_or_none(row.old_value))
        elif row.kind == "went_out":
            _set_went_out(match, row.hole_number, _int_or_none(row.old_value))
        elif row.kind == "name":
            player.name = row.old_value
        elif row.kind == "joined":
            player.left_at_hole = player.joined_at_hole
            player.removed = True
            unjoined.add(player.id)
        elif row.kind == "left":
            # Before migration 0007 a departure took the player off the sheet: undoing
            # one brings them back to the sheet as well as to the table.
            player.left_at_hole = None
            player.removed = False
        elif row.kind == "removed":
            player.left_at_hole = _int_or_none(row.old_value)
            player.removed = False
        elif row.kind == "back":
            player.left_at_hole = _int_or_none(row.old_value)
        elif row.kind == "seat":
            seats[player.id] = int(row.old_value)
    if seats:
        # A player whose joining is undone gives their seat back to the one they displaced.
        ordered = sorted(match.players, key=lambda p: (seats.get(p.id, p.seat), p.id in unjoined))
        _reseat(match, ordered)
    now = utcnow()
    for row in rows:
        row.undone_at = now
    match.version += 1
    return entry


def _check_undo(match: Match, rows: list[MatchChange], players: Mapping[int, Player]) -> None:
    """Refuse an undo that would break the roster rules, before anything changes."""
    for row in rows:
        player = players.get(row.player_id)
        if row.kind == "name":
            _check_name_free(match.players, row.old_value, ignore=player)
        elif row.kind in ("left", "removed") and player.is_removed:
            on_sheet = [p for p in match.players if not p.is_removed]
            if len(on_sheet) >= MAX_PLAYERS:
                raise ScorekeepingError(
                    f"{player.name} can't come back: the table already has {MAX_PLAYERS} players."
                )
            _check_name_free(match.players, player.name, ignore=player)


HOLE_KINDS = ("score", "went_out")


def undone_hole(entry: HistoryEntry) -> int | None:
    """The hole an entry changed, when it changed one hole's scores or who went out and
    nothing else (a save or a correction); ``None`` for any other write."""
    holes = {line.hole_number for line in entry.lines}
    if len(holes) != 1 or any(line.kind not in HOLE_KINDS for line in entry.lines):
        return None
    return holes.pop()


def undo_summary(entry: HistoryEntry) -> str:
    """What an undo took back, from its history lines, saved value first:
    "Undid hole 3: Ann 7 → blank, went out: Bo". A write other than a hole's is named by
    its lines: "Undid: Renamed: Ann → Anna"."""
    hole_number = undone_hole(entry)
    if hole_number is None:
        return "Undid: " + "; ".join(_plain_line(line) for line in entry.lines) + "."
    parts = []
    for line in entry.lines:
        if line.kind == "score":
            name = line.player.name if line.player else ""
            parts.append(f"{name} {_blank_or(line.new)} → {_blank_or(line.old)}")
        else:
            undone = line.new.name if line.new else "not noted"
            before = f" → {line.old.name}" if line.old else ""
            parts.append(f"went out: {undone}{before}")
    return f"Undid hole {hole_number}: " + ", ".join(parts) + "."


def undone_values(entry: HistoryEntry) -> dict[str, str]:
    """The values an undone hole change had saved, as its form's fields hold them
    (``player-<id>``, ``went_out``): the form opened after the undo is filled in with
    them, so only the mistake needs correcting."""
    values: dict[str, str] = {}
    for line in entry.lines:
        if line.kind == "score" and line.player is not None:
            values[f"player-{line.player.id}"] = "" if line.new is None else str(line.new)
        elif line.kind == "went_out":
            values["went_out"] = str(line.new.id) if line.new else ""
    return values


def _blank_or(points: int | None) -> str:
    return "blank" if points is None else points_text(points)


def _plain_line(line: HistoryLine) -> str:
    """A history line in plain words, for an undo's note."""
    who = line.player.name if line.player else ""
    if line.kind == "name":
        return f"Renamed: {line.old} → {line.new}"
    if line.kind == "seat":
        return f"{who}: seat {line.old} → {line.new}"
    if line.kind == "joined":
        return f"{who} joined the table"
    if line.kind in ("left", "removed"):
        return f"{who} left the table"
    if line.kind == "back":
        return f"{who} came back to the table"
    return line.kind
