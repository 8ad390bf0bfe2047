"""Storing an exported match again: the checked record and the match it may be a copy of."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy.orm import selectinload

from golfkeeper.engine.house_rules import HouseRules
from golfkeeper.extensions import db
from golfkeeper.models import Hole, HoleScore, Match, MatchChange, Player
from golfkeeper.scorekeeping.sheet import in_seat_order


@dataclass(frozen=True)
class RestoredPlayer:
    """A player as read from an exported match (see ``matches/export.py``)."""

    key: str
    name: str
    seat: int
    joined_at_hole: int
    left_at_hole: int | None


@dataclass(frozen=True)
class RestoredChange:
    """One history line as read from an exported match; player values are player keys."""

    batch: int
    kind: str
    at: datetime
    player: str | None
    hole_number: int | None
    old: Any
    new: Any
    reason: str | None
    undone_at: datetime | None


@dataclass(frozen=True)
class RestoredMatch:
    """A whole match as read and checked from an export, ready to store as a new match."""

    name: str | None
    rules: HouseRules
    first_dealer_seat: int
    first_dealer_drawn: bool
    finished_at: datetime | None
    players: tuple[RestoredPlayer, ...]
    scores: Mapping[tuple[str, int], int]  # (player key, hole number) -> points
    went_out: Mapping[int, str]  # hole number -> player key
    history: tuple[RestoredChange, ...]


def restore_match(record: RestoredMatch) -> Match:
    """Store an exported match again, as a new match: players, rules, every hole and the
    whole history, exactly as they were."""
    match = Match(
        name=record.name,
        first_dealer_seat=record.first_dealer_seat,
        first_dealer_drawn=record.first_dealer_drawn,
        rules=record.rules.to_dict(),
        finished_at=record.finished_at,
        version=max((change.batch for change in record.history), default=0),
    )
    players = {
        p.key: Player(
            name=p.name, seat=p.seat, joined_at_hole=p.joined_at_hole, left_at_hole=p.left_at_hole
        )
        for p in record.players
    }
    match.players = list(players.values())
    db.session.add(match)
    db.session.flush()
    match.scores = [
        HoleScore(player_id=players[key].id, hole_number=hole, points=points)
        for (key, hole), points in record.scores.items()
    ]
    match.hole_notes = [
        Hole(hole_number=hole, went_out_id=players[key].id) for hole, key in record.went_out.items()
    ]
    for change in record.history:
        old, new = change.old, change.new
        if change.kind == "went_out":
            old, new = (None if v is None else players[v].id for v in (old, new))
        db.session.add(
            MatchChange(
                match_id=match.id,
                batch=change.batch,
                kind=change.kind,
                at=change.at,
                player_id=players[change.player].id if change.player else None,
                hole_number=change.hole_number,
                old_value=None if old is None else str(old),
                new_value=None if new is None else str(new),
                reason=change.reason,
                undone_at=change.undone_at,
            )
        )
    return match


def stored_twin(record: RestoredMatch) -> Match | None:
    """A stored match that ``record`` is a copy of: the match it was exported from, or an
    earlier import of the same file. Both share the record's last history line (its time,
    to the microsecond, batch and kind) and its players' names in the same seats. None for
    a record without history: there are no holes to count twice.

    Reads every history line with that time: no index, as imports are rare."""
    if not record.history:
        return None
    last = max(record.history, key=lambda change: (change.batch, change.at))
    names = [player.name for player in sorted(record.players, key=lambda p: p.seat)]
    same_last_change = db.select(MatchChange.match_id).where(
        MatchChange.at == last.at,
        MatchChange.batch == last.batch,
        MatchChange.kind == last.kind,
    )
    candidates = db.session.scalars(
        db.select(Match)
        .where(Match.id.in_(same_last_change))
        .options(selectinload(Match.players))
        .order_by(Match.id)
    )
    for match in candidates:
        if [player.name for player in in_seat_order(match)] == names:
            return match
    return None
