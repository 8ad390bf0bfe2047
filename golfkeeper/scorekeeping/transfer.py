"""Storing an exported match again: the checked record and the match it may be a copy of."""

from __future__ import annotations

import hashlib
from collections.abc import Collection

from sqlalchemy.orm import selectinload

from golfkeeper.extensions import db
from golfkeeper.models import (
    Hole,
    HoleScore,
    ImportedMatch,
    Match,
    MatchChange,
    Player,
    utcnow,
)
from golfkeeper.scorekeeping.history_check import check_history
from golfkeeper.scorekeeping.names import numbered_name
from golfkeeper.scorekeeping.restored import RestoredChange, RestoredMatch
from golfkeeper.scorekeeping.sheet import in_seat_order


def restore_match(
    record: RestoredMatch, taken_names: Collection[str] = (), *, second_copy: bool = False
) -> Match:
    """Store an exported match again, as a new match: players, rules, every hole and the
    whole history, exactly as they were; a name one of ``taken_names`` has already (in any
    letter case) gets the next number ("Family golf night 2"). Raises ``RestoreRefused``
    (nothing stored) when the history does not lead to what the record stores
    (``check_history``).

    Unless ``second_copy`` (kept on purpose), the record's ``import_key`` is stored with
    it, unique: when the same file is being restored at the same moment elsewhere, the
    flush raises ``IntegrityError`` here (``stored_twin`` then finds the other one)."""
    check_history(record)
    name = record.name
    if name is not None and name.casefold() in {taken.casefold() for taken in taken_names}:
        name = numbered_name(name, taken_names)
    match = Match(
        name=name,
        first_dealer_seat=record.first_dealer_seat,
        first_dealer_drawn=record.first_dealer_drawn,
        rules=record.rules.to_dict(),
        finished_at=record.finished_at,
        created_at=record.created_at or utcnow(),
        version=max((change.batch for change in record.history), default=0),
    )
    players = {
        p.key: Player(
            name=p.name,
            seat=p.seat,
            joined_at_hole=p.joined_at_hole,
            left_at_hole=p.left_at_hole,
            removed=p.removed,
        )
        for p in record.players
    }
    match.players = list(players.values())
    db.session.add(match)
    db.session.flush()
    if not second_copy:
        db.session.add(ImportedMatch(key=import_key(record), match_id=match.id))
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
    """A stored match that ``record`` is a copy of: an earlier import of the same file
    (found by its ``import_key``, even when that copy was changed since, a player renamed
    say), or the match it was exported from. That one shares the record's last history
    line (its time, to the microsecond, batch and kind) and its players' names in the same
    seats; for a record without history, its start time, names and scores, and it has no
    history either.

    Reads every history line with that time: no index, as imports are rare."""
    imported = db.session.execute(
        db.select(Match)
        .join(ImportedMatch, ImportedMatch.match_id == Match.id)
        .where(ImportedMatch.key == import_key(record))
    ).scalar_one_or_none()
    if imported is not None:
        return imported
    if not record.history:
        return _twin_without_history(record)
    last, names = _identity(record)
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


def _twin_without_history(record: RestoredMatch) -> Match | None:
    """The stored match, with no history, that ``record`` (with none either) was exported
    from: the same start time, names by seat and scores."""
    if record.created_at is None:
        return None
    _last, names = _identity(record)
    seats = {p.key: p.seat for p in record.players}
    scores = {(seats[key], hole, points) for (key, hole), points in record.scores.items()}
    candidates = db.session.scalars(
        db.select(Match)
        .where(
            Match.created_at == record.created_at,
            ~db.select(MatchChange.id).where(MatchChange.match_id == Match.id).exists(),
        )
        .options(selectinload(Match.players), selectinload(Match.scores))
        .order_by(Match.id)
    )
    for match in candidates:
        seat_of = {player.id: player.seat for player in match.players}
        stored = {(seat_of[s.player_id], s.hole_number, s.points) for s in match.scores}
        if [player.name for player in in_seat_order(match)] == names and stored == scores:
            return match
    return None


def _identity(record: RestoredMatch) -> tuple[RestoredChange | None, list[str]]:
    """What two copies of one match share: the last history line (None: no history), the
    names by seat."""
    last = max(record.history, key=lambda change: (change.batch, change.at), default=None)
    return last, [player.name for player in sorted(record.players, key=lambda p: p.seat)]


def import_key(record: RestoredMatch) -> str:
    """What makes two files the same match, as one value (SHA-256, hex) for a unique
    column: the last history line and the names by seat; for a record without history,
    its start time, names by seat, first dealer and every score and who went out."""
    last, names = _identity(record)
    if last is not None:
        identity = [last.at.isoformat(), str(last.batch), last.kind, *names]
    else:
        seats = {p.key: p.seat for p in record.players}
        created = "" if record.created_at is None else record.created_at.isoformat()
        holes = sorted(
            f"{seats[key]}@{hole}={points}" for (key, hole), points in record.scores.items()
        )
        out = sorted(f"{hole}:{seats[key]}" for hole, key in record.went_out.items())
        identity = [
            "no history",
            created,
            str(record.first_dealer_seat),
            *names,
            "|",
            *holes,
            "|",
            *out,
        ]
    return hashlib.sha256("\x1f".join(identity).encode()).hexdigest()
