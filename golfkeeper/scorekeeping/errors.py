"""The refusals of the score sheet: typed errors the views translate into pages."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from golfkeeper.engine.text import names_text

if TYPE_CHECKING:
    from golfkeeper.models import Player


class ScorekeepingError(ValueError):
    """A change the score sheet refuses. ``message`` is for the scorekeeper; ``field``
    names the form field it belongs next to, if any."""

    def __init__(self, message: str, field: str | None = None):
        super().__init__(message)
        self.message = message
        self.field = field


class HoleChanged(ScorekeepingError):
    """Someone else saved this hole after the form was opened: the scores typed would
    overwrite values the person typing never saw."""

    def __init__(self, hole_number: int) -> None:
        super().__init__(f"Hole {hole_number} changed while you were typing.")
        self.hole_number = hole_number


class MatchChanged(ScorekeepingError):
    """Someone else changed the match after the page was opened: the change asked for was
    decided on a score sheet the person no longer sees. ``outcome`` says what did not
    happen ("nothing was undone")."""

    def __init__(self, outcome: str = "nothing was changed") -> None:
        super().__init__(
            f"Another phone or tab changed this match while this page was open, so {outcome}."
        )
        self.outcome = outcome


class MatchFinished(ScorekeepingError):
    """A finished match is read-only until it is reopened: the change asked for (a name or
    scores typed on a page opened before the match finished) is not saved."""

    def __init__(self) -> None:
        super().__init__(
            "This match is finished, so nothing was saved. Reopen it to change anything."
        )


class HoleNotReady(ScorekeepingError):
    """A hole asked for before its turn: holes are recorded in order, so ``hole_number``
    waits until ``current_hole`` (the first one still missing scores) is recorded."""

    def __init__(self, hole_number: int, current_hole: int) -> None:
        super().__init__(f"Hole {current_hole} comes first: record it before hole {hole_number}.")
        self.hole_number = hole_number
        self.current_hole = current_hole


class RosterChanged(ScorekeepingError):
    """Scores typed for players who are no longer dealt in on the hole: they left the
    table on another phone after the form was opened, so nothing is saved. ``gone`` names
    them; ``dealer_before`` is who dealt the hole with them at the table, ``dealer`` and
    ``first_player`` who deal and start it now."""

    def __init__(
        self,
        hole_number: int,
        gone: Sequence[Player],
        dealer_before: Player | None,
        dealer: Player | None,
        first_player: Player | None,
    ) -> None:
        verb = "is" if len(gone) == 1 else "are"
        message = (
            "The players changed on another phone while you were typing: "
            f"{names_text([player.name for player in gone])} {verb} no longer dealt in on "
            f"hole {hole_number}, so nothing was saved. The scores typed for everyone still "
            "in the hole are kept below: check them, then save the hole again."
        )
        if dealer is not None and dealer_before is not None and dealer_before.id != dealer.id:
            message += (
                f" {dealer.name} deals hole {hole_number} now, not {dealer_before.name}, and "
                f"{first_player.name} plays first."
            )
        super().__init__(message)
        self.hole_number = hole_number
        self.gone = tuple(gone)
        self.dealer_before = dealer_before
        self.dealer = dealer
        self.first_player = first_player


class RestoreRefused(ScorekeepingError):
    """An exported match whose parts contradict each other: its history does not lead to
    the scores, names and seats it stores, so undo could not take a change back. ``line``
    is the position of the history line at fault in the file (None: the match as a whole)."""

    def __init__(self, problem: str, line: int | None = None) -> None:
        where = "this match" if line is None else f"“history[{line}]”"
        super().__init__(f"This file can't be imported: {where} {problem}. Nothing was stored.")
        self.line = line
