"""An exported match's history, replayed: every stored score, player and milestone must be
the result of the file's history lines, or the import is refused with the line at fault."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from golfkeeper.scorekeeping.errors import RestoreRefused
from golfkeeper.scorekeeping.history import MILESTONES
from golfkeeper.scorekeeping.names import name_key
from golfkeeper.scorekeeping.restored import RestoredChange, RestoredMatch
from golfkeeper.scorekeeping.sheet import MAX_PLAYERS, MIN_PLAYERS


@dataclass
class _PlayerThen:
    """A player as the replay sees them at one point of the match's history."""

    name: str
    seat: int
    joined_at_hole: int
    left_at_hole: int | None
    removed: bool = False
    exists: bool = True  # False before the history line that added them

    def dealt_in(self, hole_number: int) -> bool:
        """On the sheet and at the table for ``hole_number``: who a hole form asks for."""
        return (
            self.exists
            and not self.removed
            and self.joined_at_hole <= hole_number
            and (self.left_at_hole is None or hole_number < self.left_at_hole)
        )


def check_history(record: RestoredMatch) -> None:
    """Refuse a record whose history does not lead to what it stores, naming the first
    line at fault (``RestoreRefused``).

    Takes back every change not undone, newest first, as "Undo" would: each line's new
    value must be the one stored at that point, and its old value becomes the stored one.
    Every score must have been typed for a player dealt in on its hole, and where the
    history begins the table is as a new match leaves it: 2 to 8 players seated from hole
    1 and no scores, or, for a match started before history was kept (migration 0002),
    whole holes from hole 1 on, every player's score in each, and nobody marked as going
    out (that came with the history). So every other score stored is the result of a
    history line, and "Undo" on every line leaves only those first holes."""
    lines = list(enumerate(record.history))
    batches: dict[int, list[tuple[int, RestoredChange]]] = {}
    for index, change in lines:
        if index and change.batch < record.history[index - 1].batch:
            raise RestoreRefused("comes after a later change: the lines are out of order", index)
        batches.setdefault(change.batch, []).append((index, change))
    for batch in batches.values():
        _check_batch(batch)
    _check_milestones(record, lines)
    players = {
        p.key: _PlayerThen(p.name, p.seat, p.joined_at_hole, p.left_at_hole, p.removed)
        for p in record.players
    }
    scores = dict(record.scores)
    went_out = dict(record.went_out)
    undone_joins = {
        change.player for change in record.history if change.kind == "joined" and change.undone_at
    }
    for number in sorted(batches, reverse=True):
        batch = batches[number]
        if batch[0][1].undone_at is not None or batch[0][1].kind in MILESTONES:
            continue
        for index, change in reversed(batch):
            _take_back(change, index, players, scores, went_out)
        for index, change in batch:
            _check_dealt_in(change, index, players)
        _check_table(players, batch[0][0])
    _check_departures(record)
    _check_start(players, scores, went_out, undone_joins)


def _check_batch(batch: list[tuple[int, RestoredChange]]) -> None:
    """One write: its lines share their time, reason and undoing; finishing or reopening
    is a write of its own, never undone."""
    first_index, first = batch[0]
    for index, change in batch[1:]:
        if (change.at, change.reason, change.undone_at) != (
            first.at,
            first.reason,
            first.undone_at,
        ):
            raise RestoreRefused(
                f"differs in time, reason or undoing from the other lines of write {first.batch}",
                index,
            )
    if any(change.kind in MILESTONES for _, change in batch):
        if len(batch) > 1:
            raise RestoreRefused(
                "finishes or reopens the match in a write with other changes", first_index
            )
        if first.undone_at is not None:
            raise RestoreRefused(
                "finishes or reopens the match, which undo never takes back", first_index
            )


def _check_milestones(record: RestoredMatch, lines: list[tuple[int, RestoredChange]]) -> None:
    """The newest finishing or reopening agrees with whether the match is finished."""
    milestones = [(index, change) for index, change in lines if change.kind in MILESTONES]
    if not milestones:
        return  # started before history was kept
    index, last = milestones[-1]
    if (last.kind == "finished") != (record.finished_at is not None):
        state = "finished" if record.finished_at is not None else "in progress"
        raise RestoreRefused(f"is the last “{last.kind}”, but the match is stored {state}", index)


def _take_back(
    change: RestoredChange,
    index: int,
    players: dict[str, _PlayerThen],
    scores: dict[tuple[str, int], int],
    went_out: dict[int, str],
) -> None:
    """Undo one line on the replayed state, after checking its new value is the one there."""
    player = players.get(change.player) if change.player else None
    if change.player and (player is None or not player.exists):
        raise RestoreRefused("changes a player the match does not have at that point", index)
    kind = change.kind
    if kind == "score":
        key = (change.player, change.hole_number)
        _expect(scores.get(key), change.new, index, f"score on hole {change.hole_number}")
        if change.old is None:
            scores.pop(key, None)
        else:
            scores[key] = change.old
    elif kind == "went_out":
        _expect(went_out.get(change.hole_number), change.new, index, "player who went out")
        if change.old is None:
            went_out.pop(change.hole_number, None)
        else:
            went_out[change.hole_number] = change.old
    elif kind == "name":
        _expect(player.name, change.new, index, "name")
        player.name = change.old
    elif kind == "seat":
        _expect(player.seat, change.new, index, "seat")
        player.seat = change.old
    elif kind == "joined":
        _expect(player.joined_at_hole, change.new, index, "first hole")
        if player.left_at_hole is not None:
            raise RestoreRefused("adds a player who has already left", index)
        player.exists = False
    elif kind == "left":
        _expect(player.left_at_hole, change.new, index, "hole they left at")
        player.left_at_hole = None
        player.removed = False  # a departure before migration 0007 also removed them
    elif kind == "removed":
        _expect(player.left_at_hole, change.new, index, "hole they left at")
        if not player.removed:
            raise RestoreRefused("removes a player the match still has on the sheet", index)
        player.left_at_hole = change.old
        player.removed = False
    elif kind == "back":
        _expect(player.left_at_hole, None, index, "hole they left at")
        player.left_at_hole = change.old


def _expect(stored: Any, new: Any, index: int, what: str) -> None:
    if stored != new:
        raise RestoreRefused(
            f"sets the {what} to {_shown(new)}, but the match holds {_shown(stored)} after it",
            index,
        )


def _shown(value: Any) -> str:
    return "nothing" if value is None else f"“{value}”"


def _check_dealt_in(change: RestoredChange, index: int, players: dict[str, _PlayerThen]) -> None:
    """A score (or who went out) was typed for a player dealt in on the hole."""
    if change.kind == "score":
        key = change.player
    elif change.kind == "went_out" and change.new is not None:
        key = change.new
    else:
        return
    if not players[key].dealt_in(change.hole_number):
        raise RestoreRefused(
            f"records hole {change.hole_number} for a player not dealt in on it", index
        )


def _check_table(players: dict[str, _PlayerThen], index: int) -> None:
    """After any write, players at the table have different names and everyone stored
    their own seat."""
    seated = [p for p in players.values() if p.exists]
    if len({p.seat for p in seated}) != len(seated):
        raise RestoreRefused("leaves two players on one seat", index)
    at_table = [name_key(p.name) for p in seated if p.left_at_hole is None and not p.removed]
    if len(set(at_table)) != len(at_table):
        raise RestoreRefused("leaves two players at the table with the same name", index)


def _check_start(
    players: dict[str, _PlayerThen],
    scores: dict[tuple[str, int], int],
    went_out: dict[int, str],
    undone_joins: set[str | None],
) -> None:
    """The table where the history begins: as a new match seats it, with no score for a
    player not dealt in (a match older than its history may have scores already)."""
    starting = 0
    for key, player in players.items():
        if not player.exists:
            continue
        if key in undone_joins and player.left_at_hole == player.joined_at_hole:
            continue  # added, then undone: stored, never at the table
        if player.joined_at_hole != 1 or player.left_at_hole is not None:
            raise RestoreRefused(
                f"has {player.name} join late or leave with no history line saying so"
            )
        starting += 1
    if not MIN_PLAYERS <= starting <= MAX_PLAYERS:
        raise RestoreRefused(f"starts with {starting} players, not {MIN_PLAYERS} to {MAX_PLAYERS}")
    for (key, hole_number), _points in scores.items():
        if not players[key].dealt_in(hole_number):
            raise RestoreRefused(
                f"has a score for {players[key].name} on hole {hole_number}, where they were "
                "not dealt in"
            )
    for hole_number, key in went_out.items():
        raise RestoreRefused(
            f"has {players[key].name} go out on hole {hole_number} with no history line saying so"
        )
    _check_holes_before_history(players, scores)


def _check_holes_before_history(
    players: dict[str, _PlayerThen], scores: dict[tuple[str, int], int]
) -> None:
    """The scores no history line typed (those left once every line is taken back) are
    the whole holes of a match started before history was kept: holes 1 to n, each with
    every player's score, as the first score sheet saved them."""
    holes = sorted({hole_number for _key, hole_number in scores})
    for expected, hole_number in enumerate(holes, start=1):
        if hole_number != expected:
            raise RestoreRefused(
                f"has scores on hole {hole_number} that no history line typed, while hole "
                f"{expected} has none"
            )
        for key, player in players.items():
            if player.dealt_in(hole_number) and (key, hole_number) not in scores:
                raise RestoreRefused(
                    f"has scores on hole {hole_number} that no history line typed, but none "
                    f"for {player.name}"
                )


def _check_departures(record: RestoredMatch) -> None:
    """Every stored score, and who went out, is of a player at the table on that hole:
    leaving refuses a player with a later score, and a save asks only those dealt in. (A
    player removed from the sheet keeps the scores typed before, wherever the removal put
    their departure.)"""
    players = {p.key: p for p in record.players if not p.removed}
    holes = [(key, hole_number) for key, hole_number in record.scores]
    holes += [(key, hole_number) for hole_number, key in record.went_out.items()]
    for key, hole_number in sorted(holes, key=lambda entry: entry[1]):
        player = players.get(key)
        if player is None:
            continue
        if hole_number < player.joined_at_hole:
            raise RestoreRefused(
                f"has a score for {player.name} on hole {hole_number}, before they joined "
                f"at hole {player.joined_at_hole}"
            )
        if player.left_at_hole is not None and hole_number >= player.left_at_hole:
            raise RestoreRefused(
                f"has a score for {player.name} on hole {hole_number}, after they left the "
                f"table after hole {player.left_at_hole - 1}"
            )
