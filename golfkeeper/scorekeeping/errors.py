"""The refusals of the score sheet: typed errors the views translate into pages."""

from __future__ import annotations


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
