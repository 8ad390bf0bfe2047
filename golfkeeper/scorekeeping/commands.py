"""Writing a match: starting it, recording holes, finishing, reopening and deleting it."""

from __future__ import annotations

import hashlib
import secrets
from collections.abc import Collection, Container, Mapping, Sequence
from typing import Any

from golfkeeper.engine.house_rules import HouseRules
from golfkeeper.extensions import db
from golfkeeper.models import REASON_MAX, Hole, HoleScore, Match, MatchChange, Player, utcnow
from golfkeeper.scorekeeping.errors import (
    HoleChanged,
    HoleNotReady,
    MatchChanged,
    MatchFinished,
    RosterChanged,
    ScorekeepingError,
)
from golfkeeper.scorekeeping.names import check_roster, numbered_name
from golfkeeper.scorekeeping.sheet import (
    MIN_PLAYERS,
    ScoreSheet,
    build_sheet,
    deal_order,
    hole_players,
    hole_values,
    in_seat_order,
    stored_points,
)


def lock_match(match_id: int) -> int | None:
    """Start a write by taking the match's write lock: two writes to one match then run
    one after the other, and each reads what the one before saved. Returns the match's
    version as it is now, under the lock (None: no such match).

    A no-op UPDATE is the portable way: SQLite takes its database write lock on it (waiting
    up to the busy timeout), PostgreSQL locks the match's row until the commit.
    """
    db.session.execute(
        db.update(Match)
        .where(Match.id == match_id)
        .values(version=Match.version, updated_at=Match.updated_at)
        .execution_options(synchronize_session=False)
    )
    return db.session.execute(
        db.select(Match.version).where(Match.id == match_id)
    ).scalar_one_or_none()


# A write not decided on a page (a script, a test, the benchmark): no version to check.
ANY_VERSION: Any = object()


def check_version(match: Match, seen: Any, outcome: str = "nothing was changed") -> None:
    """Refuse a write decided on an older page. ``seen`` is the ``Match.version`` the form
    was rendered with, as posted (text); missing, garbled or different from the version
    now raises ``MatchChanged`` naming ``outcome``. Call it with the match locked (loaded
    for writing), so the check and the write are one transaction."""
    if seen is ANY_VERSION:
        return
    if not isinstance(seen, str | int) or str(seen) != str(match.version):
        raise MatchChanged(outcome)


def _ensure_open(match: Match) -> None:
    """Refuse any write to a finished match (``MatchFinished``)."""
    if match.is_finished:
        raise MatchFinished()


def _text(value: int | None) -> str | None:
    """A value as the history stores it: text, or None."""
    return None if value is None else str(value)


def _int_or_none(text: str | None) -> int | None:
    """A number read back from the history (None stays None)."""
    return None if text is None else int(text)


def _log(match: Match, entries: list[dict[str, Any]], reason: str | None = None) -> None:
    """Write one batch of changed values to the match's history (nothing if none changed)."""
    if not entries:
        return
    if match.id is None:
        db.session.flush()
    match.version += 1
    at = utcnow()
    reason = (reason or "").strip()[:REASON_MAX] or None
    for entry in entries:
        db.session.add(
            MatchChange(match_id=match.id, batch=match.version, at=at, reason=reason, **entry)
        )


def start_match(
    names: Sequence[str],
    first_dealer_seat: int | None,
    rules: HouseRules,
    *,
    name: str | None = None,
    dealer_drawn: bool = False,
) -> Match:
    """Create a match with players seated in the given (clockwise) order. A
    ``first_dealer_seat`` of ``None`` has the app draw the first dealer, at random, as
    the table would by cutting the pack (the match notes it was drawn)."""
    names = check_roster(names)
    if first_dealer_seat is None:
        first_dealer_seat, dealer_drawn = secrets.randbelow(len(names)), True
    if not 0 <= first_dealer_seat < len(names):
        raise ScorekeepingError("The first dealer must be one of the players.")
    match = Match(
        name=(name or "").strip() or None,
        first_dealer_seat=first_dealer_seat,
        first_dealer_drawn=dealer_drawn,
        rules=rules.to_dict(),
    )
    match.players = [Player(seat=seat, name=name) for seat, name in enumerate(names)]
    db.session.add(match)
    return match


def start_rematch(match: Match, taken_names: Collection[str] = ()) -> Match:
    """A new match with the players still at ``match``'s table at its end (in seat order;
    those who left went home), its house rules and its name numbered on ("Family golf
    night 2", a number none of ``taken_names`` and ``match`` has), dealt on from where it
    ended: the player after the last hole's dealer deals first, as the deal passes to the
    left after every hole."""
    sheet = build_sheet(match)
    players = [p for p in sheet.players if not p.has_left]
    if len(players) < MIN_PLAYERS:
        players = list(sheet.players)
    last_dealer = sheet.holes[-1].dealer if sheet.holes else None
    first = (players.index(last_dealer) + 1) % len(players) if last_dealer in players else 0
    name = None if match.name is None else numbered_name(match.name, [*taken_names, match.name])
    rematch = start_match([p.name for p in players], first, match.house_rules, name=name)
    db.session.flush()
    # Whoever follows ``match`` is offered the new one's view link: a write to ``match``,
    # so its pages (and the streams that follow it) bring themselves up to date.
    match.next_match_id = rematch.id
    match.version += 1
    return rematch


def next_match(match: Match) -> Match | None:
    """The match the table started from ``match`` with Play again, while it is offered to
    ``match``'s followers (None: none, or no longer offered)."""
    return None if match.next_match_id is None else db.session.get(Match, match.next_match_id)


def withdraw_as_next(match: Match) -> None:
    """Stop offering ``match`` to the followers of the matches it was played after (its
    view link is being replaced, or it is being deleted): each such match forgets it, and
    its pages bring themselves up to date."""
    earlier = db.session.scalars(db.select(Match).where(Match.next_match_id == match.id))
    for before in earlier:
        before.next_match_id = None
        before.version += 1


UNCHANGED: Any = object()


def check_hole_up(match: Match, hole_number: int, sheet: ScoreSheet | None = None) -> None:
    """Refuse a hole after the first one still missing scores (``HoleNotReady``): holes
    are recorded in order. ``sheet``: the match's score sheet, when the caller has it."""
    current = (sheet or build_sheet(match)).current_hole
    if current and hole_number > current:
        raise HoleNotReady(hole_number, current)


def check_hole_form(
    match: Match, hole_number: int, player_ids: Container[int], sheet: ScoreSheet | None = None
) -> None:
    """Refuse a posted hole form before its scores are read: the hole is not up yet
    (``HoleNotReady``), the match is finished (``MatchFinished``), or the form has scores
    for players of the match no longer dealt in on the hole (``RosterChanged``).
    ``player_ids``: the players of the match the form sent a score for; ``sheet``: the
    match's score sheet, when the caller has it."""
    sheet = sheet or build_sheet(match)
    check_hole_up(match, hole_number, sheet)
    _ensure_open(match)
    dealt_in = {player.id for player in hole_players(match, hole_number)}
    gone = [p for p in in_seat_order(match) if p.id in player_ids and p.id not in dealt_in]
    if gone:
        # Who dealt the hole on the page that was open: the players gone still at the table.
        before, _ = deal_order(match, {player.id for player in gone})[hole_number - 1]
        row = sheet.holes[hole_number - 1]
        raise RosterChanged(hole_number, gone, before, row.dealer, row.first_player)


def record_hole(
    match: Match,
    hole_number: int,
    points: Mapping[int, int | None],
    *,
    went_out: int | None = UNCHANGED,
    reason: str | None = None,
    seen_version: Any = ANY_VERSION,
    saved: tuple[dict[int, int], int | None] | None = None,
) -> None:
    """Save one hole's points, keyed by player id (``None`` clears a score back to "not
    entered"; a player left out keeps their score), and who went out. Every changed value
    goes to the history. Filling in the last missing score leaves the match complete but
    open: the scorekeeper checks the sheet (and may undo or correct) before finishing it.

    ``seen_version`` is the ``hole_version`` the form was opened with: if the hole has
    changed since, and this write would change it again, ``HoleChanged`` is raised and
    nothing is saved (the match must be loaded ``for_writing`` so the check and the write
    are one transaction). A form that sent no version (None or blank) can't show what it
    saw, so it counts as opened on an older hole, as the other writes do. ``saved``: the
    hole as saved now (``hole_values``), when the caller has read it under the lock."""
    _ensure_open(match)
    if not 1 <= hole_number <= match.holes:
        raise ScorekeepingError(f"This match has holes 1 to {match.holes}.")
    saved_scores, saved_went_out = saved or hole_values(match, hole_number)
    if (
        seen_version is not ANY_VERSION
        and seen_version != hole_fingerprint(hole_number, saved_scores, saved_went_out)
        and _would_change(saved_scores, saved_went_out, points, went_out)
    ):
        raise HoleChanged(hole_number)
    typed = [value for value in [*points.values(), went_out] if value is not UNCHANGED]
    if not saved_scores and saved_went_out is None and all(value is None for value in typed):
        raise ScorekeepingError("Type at least one score before saving the hole.")
    dealt_in = {player.id: player for player in hole_players(match, hole_number)}
    entries = []
    for player_id, new in points.items():
        if player_id not in dealt_in:
            raise ScorekeepingError("That player was not dealt in on this hole.")
        old = _set_points(match, player_id, hole_number, new)
        if old != new:
            entries.append(
                dict(
                    kind="score",
                    player_id=player_id,
                    hole_number=hole_number,
                    old_value=_text(old),
                    new_value=_text(new),
                )
            )
    if went_out is not UNCHANGED:
        if went_out is not None and went_out not in dealt_in:
            raise ScorekeepingError("Only a player dealt in on this hole can go out.", "went_out")
        old = _set_went_out(match, hole_number, went_out)
        if old != went_out:
            entries.append(
                dict(
                    kind="went_out",
                    hole_number=hole_number,
                    old_value=_text(old),
                    new_value=_text(went_out),
                )
            )
    _log(match, entries, reason)


def hole_version(match: Match, hole_number: int, sheet: ScoreSheet | None = None) -> str:
    """A short fingerprint of one hole's saved values (every score and who went out). A
    hole form carries the fingerprint it was opened with; a different one at saving time
    means someone else saved the hole meanwhile. Other holes never change it, so two phones
    correcting different holes never get in each other's way. ``sheet``: the match's score
    sheet as saved now, when the caller has it."""
    return hole_fingerprint(hole_number, *hole_values(match, hole_number, sheet))


def hole_fingerprint(hole_number: int, scores: Mapping[int, int], went_out: int | None) -> str:
    """``hole_version`` of a hole whose saved values (``hole_values``) are at hand."""
    text = f"{hole_number}|{sorted(scores.items())}|{went_out}"
    return hashlib.blake2s(text.encode(), digest_size=8).hexdigest()


def _would_change(
    saved: Mapping[int, int],
    saved_went_out: int | None,
    points: Mapping[int, int | None],
    went_out: Any,
) -> bool:
    """Whether saving these values would change the hole as it is saved now."""
    if any(saved.get(player_id) != new for player_id, new in points.items()):
        return True
    return went_out is not UNCHANGED and went_out != saved_went_out


def _set_points(match: Match, player_id: int, hole_number: int, points: int | None) -> int | None:
    """Store a score (``None`` deletes it); returns the points it replaced."""
    row = next(
        (s for s in match.scores if s.player_id == player_id and s.hole_number == hole_number),
        None,
    )
    old = row.points if row else None
    if points is None:
        if row is not None:
            match.scores.remove(row)
    elif row is None:
        match.scores.append(HoleScore(player_id=player_id, hole_number=hole_number, points=points))
    else:
        row.points = points
    return old


def _set_went_out(match: Match, hole_number: int, player_id: int | None) -> int | None:
    """Note who went out on a hole (``None`` clears it); returns who was noted before."""
    note = next((n for n in match.hole_notes if n.hole_number == hole_number), None)
    old = note.went_out_id if note else None
    if note is None:
        if player_id is not None:
            match.hole_notes.append(Hole(hole_number=hole_number, went_out_id=player_id))
    else:
        note.went_out_id = player_id
    return old


def finish_match(match: Match, *, seen_version: Any = ANY_VERSION) -> None:
    """Close a match whose every hole has every score, once the scorekeeper has checked
    the sheet: its winners are named from now on, and it is read-only until reopened.
    Written to the history as a milestone of its own (one that undo passes over)."""
    _ensure_open(match)
    check_version(
        match,
        seen_version,
        "the match is not finished. Check the score sheet below, then finish it again",
    )
    sheet = build_sheet(match)
    if not sheet.is_complete:
        raise ScorekeepingError(f"Hole {sheet.current_hole} still needs scores.")
    match.finished_at = utcnow()
    _log(match, [dict(kind="finished")])


def reopen_match(match: Match, *, seen_version: Any = ANY_VERSION) -> None:
    """Open a finished match again so a hole or a name can be corrected (an open match
    stays as it is: nothing to lose)."""
    if match.is_finished:
        check_version(
            match,
            seen_version,
            (
                "the match was not reopened. Check the score sheet below, then reopen it if it "
                "still needs a correction"
            ),
        )
        match.finished_at = None
        _log(match, [dict(kind="reopened")])


def rules_fixed_reason(match: Match) -> str | None:
    """Why the match's house rules can no longer change (a hole is saved: its scores
    count under the rules agreed), or ``None`` while they still can."""
    saved = sorted({hole for _, hole in stored_points(match)})
    if not saved:
        return None
    return (
        f"The house rules can't change now: hole {saved[0]} is saved, and its scores count "
        "under the rules agreed. Undo that save first, or start a new match with these players."
    )


def change_house_rules(match: Match, rules: HouseRules, *, seen_version: Any = ANY_VERSION) -> bool:
    """Correct the table's house rules before any score is saved (a rule set wrongly when
    the match started); returns whether they changed. Raises ``ScorekeepingError`` once a
    hole has a score (``rules_fixed_reason``)."""
    _ensure_open(match)
    check_version(match, seen_version, "the house rules were not changed")
    reason = rules_fixed_reason(match)
    if reason:
        raise ScorekeepingError(reason)
    if rules == match.house_rules:
        return False
    match.rules = rules.to_dict()
    # Not a line of the history (no score was counted under the old rules), but a write:
    # pages and forms opened before it see the match changed.
    match.version += 1
    return True


def delete_match(match: Match) -> None:
    """Delete a match with everything it recorded; a match it was played after no longer
    offers it."""
    withdraw_as_next(match)
    db.session.delete(match)
