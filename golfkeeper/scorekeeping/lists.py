"""The lists of matches: in progress on the home page, page by page on the matches page."""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass

from sqlalchemy.orm import selectinload

from golfkeeper.extensions import db
from golfkeeper.models import Match, Player
from golfkeeper.scorekeeping.sheet import build_sheet


def matches_in_progress(ids: Iterable[int], limit: int = 5) -> list[Match]:
    """The most recently started matches among ``ids`` that are not finished yet, newest
    first."""
    return list(
        db.session.execute(
            db.select(Match)
            .where(Match.finished_at.is_(None), Match.id.in_(list(ids)))
            .order_by(Match.created_at.desc(), Match.id.desc())
            .options(selectinload(Match.players))
            .limit(limit)
        ).scalars()
    )


def matches_newest_first(ids: Iterable[int]) -> list[Match]:
    """The matches among ``ids``, newest first, with their players loaded."""
    return list(
        db.session.execute(
            db.select(Match)
            .where(Match.id.in_(list(ids)))
            .order_by(Match.created_at.desc(), Match.id.desc())
            .options(selectinload(Match.players))
        ).scalars()
    )


MATCH_STATUSES = ("in-progress", "finished")


def matches_page(page: int, per_page: int, ids: Iterable[int], status: str | None = None):
    """One page of the matches among ``ids``, newest first, optionally only those in
    progress or finished (the match rows only: see ``match_summaries``)."""
    query = (
        db.select(Match)
        .where(Match.id.in_(list(ids)))
        .order_by(Match.created_at.desc(), Match.id.desc())
    )
    if status == "in-progress":
        query = query.where(Match.finished_at.is_(None))
    elif status == "finished":
        query = query.where(Match.finished_at.is_not(None))
    return db.paginate(query, page=page, per_page=per_page, error_out=False)


@dataclass(frozen=True)
class MatchSummary:
    """A match's line in the list of matches: the names on its sheet, the winners of a
    finished match, the hole still to record (None when every hole is)."""

    players: tuple[str, ...]
    winners: tuple[str, ...]
    current_hole: int | None


def match_summaries(matches: Sequence[Match]) -> dict[int, MatchSummary]:
    """The list lines of ``matches``, by id, with their players and scores loaded for all of
    them at once (a few statements, however many matches)."""
    loaded = db.session.execute(
        db.select(Match)
        .where(Match.id.in_([match.id for match in matches]))
        .options(
            selectinload(Match.players),
            selectinload(Match.scores),
            selectinload(Match.hole_notes),
        )
    ).scalars()
    summaries = {}
    for match in loaded:
        sheet = build_sheet(match)
        summaries[match.id] = MatchSummary(
            players=tuple(player.name for player in sheet.players),
            winners=tuple(player.name for player in sheet.winners),
            current_hole=sheet.current_hole,
        )
    return summaries


def known_names(ids: Collection[int], limit: int = 60) -> list[str]:
    """Players' names from the matches ``ids`` (a browser's own), newest match first, each
    name once whatever its case: suggestions for the next match's roster."""
    if not ids:
        return []
    rows = db.session.execute(
        db.select(Player.name)
        .join(Match, Player.match_id == Match.id)
        .where(Match.id.in_(list(ids)))
        .order_by(Match.created_at.desc(), Match.id.desc(), Player.seat)
    ).scalars()
    names: dict[str, str] = {}
    for name in rows:
        names.setdefault(name.casefold(), name)
    return list(names.values())[:limit]


def match_names(ids: Collection[int]) -> list[str]:
    """The names of the matches ``ids`` (a browser's own) that have one: what a new match
    started from one of them (Play again, an import) is named apart from."""
    if not ids:
        return []
    query = db.select(Match.name).where(Match.id.in_(list(ids)), Match.name.is_not(None))
    return list(db.session.execute(query).scalars())
