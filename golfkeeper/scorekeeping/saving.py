"""Saving one hole from its form: the checks, the nobody-out question, the write lock and
its retry, and what came of it, as one value the view turns into a page.

The match is read and checked unlocked first, so other saves hardly wait; it is locked
only for the write itself. Every write raises ``Match.version``: when the version under
the lock is not the one read, another write landed in between, and the whole save runs
once more on the match read afresh, under the lock it already holds.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Container, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from golfkeeper.engine.holes import reads_who_went_out
from golfkeeper.extensions import db
from golfkeeper.models import Match, Player
from golfkeeper.scorekeeping.commands import (
    ANY_VERSION,
    UNCHANGED,
    check_hole_form,
    hole_fingerprint,
    lock_match,
    record_hole,
)
from golfkeeper.scorekeeping.errors import (
    HoleChanged,
    HoleNotReady,
    MatchFinished,
    RosterChanged,
    ScorekeepingError,
)
from golfkeeper.scorekeeping.sheet import (
    ScoreSheet,
    build_sheet,
    hole_players,
    hole_values,
    still_to_enter,
)


@dataclass(frozen=True)
class TypedHole:
    """What a valid hole form asks to save: ``points`` by player id (``None`` clears a
    score; a player left out keeps theirs), who went out (a player id, ``None`` for
    nobody, or ``UNCHANGED`` when the form did not send the choice), the reason for a
    correction, the ``hole_version`` the form was opened with, and whether the table has
    already answered that nobody went out."""

    points: Mapping[int, int | None]
    went_out: Any = UNCHANGED
    reason: str | None = None
    seen_version: Any = ANY_VERSION
    nobody_out: bool = False


class SaveOutcome(enum.Enum):
    """How a hole's save ended."""

    SAVED = "saved"
    """Recorded (or nothing changed): the view commits and goes back to the score sheet."""
    NOT_UP = "not up"
    """An earlier hole still needs scores (``error`` is the ``HoleNotReady``): 422."""
    ROSTER_CHANGED = "roster changed"
    """The form has scores for players no longer dealt in (``error``: the
    ``RosterChanged``): the form again, as the hole is now dealt, 409."""
    INVALID = "invalid"
    """The form was refused: by its own checks (the errors are on it), or by the service
    (``error`` says why; nothing was saved): 422."""
    ASK_NOBODY_OUT = "ask nobody out"
    """The hole would be complete with nobody out under a going-out rule, and the table
    has not said so yet: the form again, asking, 422."""
    STALE = "stale"
    """Someone else saved the hole after the form was opened (``HoleChanged``): nothing
    was saved, and the two versions are compared, 409."""


@dataclass(frozen=True)
class HoleSave:
    """What came of saving a hole: the ``outcome``, the match and its score sheet as read
    for the save (the sheet before the write), the players dealt in on the hole, the
    refusal if any, and for a save the message to show and whether a value changed."""

    outcome: SaveOutcome
    match: Match
    hole_number: int
    sheet: ScoreSheet
    players: tuple[Player, ...]
    error: ScorekeepingError | None = None
    message: str = ""
    changed: bool = False


def save_hole(
    load: Callable[[], Match],
    hole_number: int,
    sent_for: Container[int],
    read: Callable[[ScoreSheet, Sequence[Player]], TypedHole | None],
) -> HoleSave:
    """Save one hole as typed on its form, or say why not (:class:`SaveOutcome`).

    ``load`` reads the match for writing (its scores loaded), again on the retry;
    ``player_id in sent_for``: whether the form sent a score for that player; ``read(sheet,
    players)`` validates the form against the sheet and the players dealt in on the hole,
    returning what to save or ``None`` (the form's errors say why). A finished match
    raises ``MatchFinished``. Changes the session without committing; a refused write is
    rolled back."""
    locked = False
    while True:
        match = load()
        sheet = build_sheet(match)
        players = tuple(hole_players(match, hole_number))
        try:
            check_hole_form(match, hole_number, sent_for, sheet)
        except HoleNotReady as error:
            return HoleSave(SaveOutcome.NOT_UP, match, hole_number, sheet, players, error)
        except RosterChanged as error:
            return HoleSave(SaveOutcome.ROSTER_CHANGED, match, hole_number, sheet, players, error)
        typed = read(sheet, players)
        if typed is None:
            return HoleSave(SaveOutcome.INVALID, match, hole_number, sheet, players)
        saved = hole_values(match, hole_number, sheet)  # the one read of the hole per save
        if _asks_nobody_out(match, players, typed, *saved):
            return HoleSave(SaveOutcome.ASK_NOBODY_OUT, match, hole_number, sheet, players)
        if not locked and lock_match(match.id) != match.version:
            db.session.expunge_all()  # nothing changed yet: read it all again, keeping the lock
            locked = True
            continue
        return _record(match, sheet, players, hole_number, typed, saved)


def _asks_nobody_out(
    match: Match,
    players: Sequence[Player],
    typed: TypedHole,
    saved_scores: Mapping[int, int],
    saved_out: int | None,
) -> bool:
    """Whether this save would complete the hole with nobody out under a going-out rule
    without the table having said so: the hole's adjustments would then skip the rule. A
    hole already stored complete with nobody out was answered before."""
    if not reads_who_went_out(match.house_rules) or typed.went_out is not None:
        return False  # not asked, not sent (UNCHANGED), or someone went out
    if typed.nobody_out:
        return False
    scores = {p.id: typed.points.get(p.id, saved_scores.get(p.id)) for p in players}
    if any(points is None for points in scores.values()):
        return False  # the adjustments wait for the last score anyway
    stored_complete = all(p.id in saved_scores for p in players)
    return not (stored_complete and saved_out is None)


def _record(
    match: Match,
    sheet: ScoreSheet,
    players: tuple[Player, ...],
    hole_number: int,
    typed: TypedHole,
    saved: tuple[dict[int, int], int | None],
) -> HoleSave:
    """Write the hole under the lock, and say what the save did."""
    version_before = match.version
    # A form opened before the hole was saved, that would change nothing: most likely the
    # same save sent again after its answer was lost (kept-scores.js resends it).
    seen_older = typed.seen_version != hole_fingerprint(hole_number, *saved)
    try:
        record_hole(
            match,
            hole_number,
            typed.points,
            went_out=typed.went_out,
            reason=typed.reason,
            seen_version=typed.seen_version,
            saved=saved,
        )
    except MatchFinished:
        raise
    except HoleChanged as error:
        db.session.rollback()
        return HoleSave(SaveOutcome.STALE, match, hole_number, sheet, players, error)
    except ScorekeepingError as error:
        db.session.rollback()
        return HoleSave(SaveOutcome.INVALID, match, hole_number, sheet, players, error)
    changed = match.version != version_before
    message = _saved_message(match, hole_number, changed, seen_older)
    return HoleSave(
        SaveOutcome.SAVED, match, hole_number, sheet, players, message=message, changed=changed
    )


def _saved_message(match: Match, hole_number: int, changed: bool, seen_older: bool) -> str:
    """What a save says, from the match as it is about to be committed: whether it changed
    anything, and who is still to enter a score."""
    note = ""
    missing, complete = still_to_enter(match, hole_number)  # as saved now
    if missing:
        note = f" Still to enter: {', '.join(player.name for player in missing)}."
    elif complete:
        note = " Every hole is recorded: check the score sheet, then finish the match."
    # The service raises the match's version only when a value changed.
    if changed:
        saved = f"Hole {hole_number} saved."
    elif seen_older:
        saved = f"Hole {hole_number} was already saved with these scores: nothing saved twice."
    else:
        saved = f"Nothing changed on hole {hole_number}."
    return f"{saved}{note}"
