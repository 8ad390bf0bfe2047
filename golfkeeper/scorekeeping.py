"""The service layer between the stored score sheet and the rules engine.

Views call these functions; they never do scoring arithmetic themselves. Functions here
change the session but do not commit: the view commits once, so every write is one
transaction. Every write goes through a function below that starts with
``_ensure_open(match)``, and every change of a value is written to the match's history
by ``_log``. A write decided on a page passes the version that page showed:
``check_version`` (a whole match) or ``hole_version`` (one hole) refuses it when another
phone changed the match meanwhile. A rename passes the name its page showed instead
(``rename_player``): only a rename of the same player stops it.
"""

from __future__ import annotations

import hashlib
import unicodedata
from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy.orm import selectinload

from golfkeeper.engine import match as match_rules
from golfkeeper.engine.house_rules import HouseRules
from golfkeeper.engine.scoring import HoleScoreBounds, hole_score_bounds
from golfkeeper.extensions import db
from golfkeeper.models import (
    PLAYER_NAME_MAX,
    REASON_MAX,
    Hole,
    HoleScore,
    Match,
    MatchChange,
    Player,
    utcnow,
)

MIN_PLAYERS, MAX_PLAYERS = 2, 8
NINE = 9


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


# ---------------------------------------------------------------------------------------
# Reading: the score sheet, already computed


@dataclass(frozen=True)
class Cell:
    """One player's square on one hole: points, running total, and whether they played."""

    points: int | None  # None: not entered (or not played)
    running_total: int | None
    played: bool  # False for holes before a late player joined
    went_out: bool

    @property
    def state(self) -> str:
        if not self.played:
            return "not-played"
        return "not-entered" if self.points is None else "entered"


@dataclass(frozen=True)
class HoleRow:
    """One hole of the score sheet: who deals, who starts, and each player's points."""

    hole_number: int
    dealer: Player | None
    first_player: Player | None
    cells: tuple[Cell, ...]  # in seat order of ScoreSheet.players
    went_out: Player | None

    @property
    def points(self) -> tuple[int | None, ...]:
        return tuple(cell.points for cell in self.cells)

    @property
    def running_totals(self) -> tuple[int | None, ...]:
        return tuple(cell.running_total for cell in self.cells)

    @property
    def is_complete(self) -> bool:
        return all(cell.points is not None for cell in self.cells if cell.played)

    @property
    def has_scores(self) -> bool:
        return any(cell.points is not None for cell in self.cells)


def missing_scores(match: Match, hole_number: int) -> list[Player]:
    """The players dealt in on ``hole_number`` whose score is not entered, in seat order."""
    sheet = build_sheet(match)
    row = sheet.holes[hole_number - 1]
    return [
        player
        for player, cell in zip(sheet.players, row.cells, strict=True)
        if cell.state == "not-entered"
    ]


@dataclass(frozen=True)
class Subtotal:
    """Points per player over a run of holes (the front or back nine of 18)."""

    label: str
    first_hole: int
    last_hole: int
    totals: tuple[int, ...]


@dataclass(frozen=True)
class ScoreSheet:
    """Everything a score sheet page shows, already computed."""

    match: Match
    players: tuple[Player, ...]  # on the score sheet, in seat order
    removed_players: tuple[Player, ...]
    holes: tuple[HoleRow, ...]
    totals: tuple[int, ...]  # in seat order, in points
    standings: tuple[match_rules.Standing, ...]  # .player is a Player
    current_hole: int | None  # first hole not fully entered; None once all are entered
    winners: tuple[Player, ...]  # only once the match is finished
    subtotals: Mapping[int, Subtotal]  # shown after the hole number that is the key
    bounds: HoleScoreBounds

    @property
    def current_row(self) -> HoleRow | None:
        return self.holes[self.current_hole - 1] if self.current_hole else None

    @property
    def is_finished(self) -> bool:
        return self.match.is_finished

    @property
    def is_complete(self) -> bool:
        """Every hole has every score, whether or not the match has been closed."""
        return self.current_hole is None

    @property
    def has_scores(self) -> bool:
        return any(row.has_scores for row in self.holes)

    @property
    def late_players(self) -> tuple[Player, ...]:
        return tuple(player for player in self.players if player.joined_at_hole > 1)

    @property
    def can_add_player(self) -> bool:
        return len(self.players) < MAX_PLAYERS and not self.is_complete

    def players_at(self, hole_number: int) -> tuple[Player, ...]:
        """The players on the sheet who were dealt in on this hole, in seat order."""
        return tuple(player for player in self.players if player.at_table(hole_number))


def lock_match(match_id: int) -> None:
    """Start a write by taking the match's write lock, before the match is read: two writes
    to one match then run one after the other, and each reads what the one before saved.

    A no-op UPDATE is the portable way: SQLite takes its database write lock on it (waiting
    up to the busy timeout), PostgreSQL locks the match's row until the commit.
    """
    db.session.execute(
        db.update(Match)
        .where(Match.id == match_id)
        .values(version=Match.version, updated_at=Match.updated_at)
        .execution_options(synchronize_session=False)
    )


def get_match(match_id: int) -> Match | None:
    """The match with its players, scores and hole notes loaded; None for no such match
    (never stored, or deleted)."""
    return db.session.execute(
        db.select(Match)
        .where(Match.id == match_id)
        .options(
            selectinload(Match.players),
            selectinload(Match.scores),
            selectinload(Match.hole_notes),
        )
    ).scalar_one_or_none()


def _seated(match: Match) -> list[Player]:
    return sorted(match.players, key=lambda player: player.seat)


def deal_order(
    match: Match, still_seated: Collection[int] = ()
) -> list[tuple[Player | None, Player | None]]:
    """Dealer and first player of every hole. The deal passes to the left (clockwise) among
    the players dealt in on that hole, so a late player or one who left never changes who
    dealt an earlier hole. ``still_seated``: ids of players who left, counted as if they
    had stayed (the deal a page showed before they left)."""
    seated = _seated(match)
    order: list[tuple[Player | None, Player | None]] = []
    previous: Player | None = None
    for hole_number in range(1, match.holes + 1):
        table = [
            player
            for player in seated
            if player.at_table(hole_number)
            or (player.id in still_seated and player.joined_at_hole <= hole_number)
        ]
        if not table:
            order.append((None, None))
            continue
        if previous is None:
            dealer = next((p for p in table if p.seat >= match.first_dealer_seat), table[0])
        else:
            dealer = next((p for p in table if p.seat > previous.seat), table[0])
        first = table[match_rules.first_player_seat(table.index(dealer), len(table))]
        order.append((dealer, first))
        previous = dealer
    return order


def build_sheet(match: Match) -> ScoreSheet:
    """The whole score sheet of a match: holes, running totals, standings and winners."""
    seated = _seated(match)
    players = tuple(player for player in seated if not player.is_removed)
    points = {(score.player_id, score.hole_number): score.points for score in match.scores}
    went_out_ids = {note.hole_number: note.went_out_id for note in match.hole_notes}
    by_id = {player.id: player for player in seated}
    hole_numbers = range(1, match.holes + 1)
    per_player = [
        [points.get((player.id, hole)) if player.at_table(hole) else None for hole in hole_numbers]
        for player in players
    ]
    running = [match_rules.running_totals(scores) for scores in per_player]
    rows = []
    for hole, (dealer, first) in zip(hole_numbers, deal_order(match), strict=True):
        went_out = by_id.get(went_out_ids.get(hole))
        rows.append(
            HoleRow(
                hole_number=hole,
                dealer=dealer,
                first_player=first,
                cells=tuple(
                    Cell(
                        points=per_player[index][hole - 1],
                        running_total=running[index][hole - 1],
                        played=player.at_table(hole),
                        went_out=went_out is player,
                    )
                    for index, player in enumerate(players)
                ),
                went_out=went_out,
            )
        )
    totals = {
        player: match_rules.match_total(scores)
        for player, scores in zip(players, per_player, strict=True)
    }
    subtotals = {}
    if match.holes == 2 * NINE:
        for label, first_hole in (("Front nine", 1), ("Back nine", NINE + 1)):
            last_hole = first_hole + NINE - 1
            subtotals[last_hole] = Subtotal(
                label,
                first_hole,
                last_hole,
                tuple(match_rules.match_total(s[first_hole - 1 : last_hole]) for s in per_player),
            )
    current = next((row.hole_number for row in rows if not row.is_complete), None)
    return ScoreSheet(
        match=match,
        players=players,
        removed_players=tuple(player for player in seated if player.is_removed),
        holes=tuple(rows),
        totals=tuple(totals.values()),
        standings=tuple(match_rules.standings(totals)),
        current_hole=current,
        winners=tuple(match_rules.winners(totals)) if match.is_finished else (),
        subtotals=subtotals,
        bounds=hole_score_bounds(match.house_rules),
    )


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


# ---------------------------------------------------------------------------------------
# The history


# History lines that mark a step of the match rather than a changed value: finishing it
# (by hand, or by its last missing score) and reopening it. Undo passes over them.
MILESTONES = ("finished", "reopened")


@dataclass(frozen=True)
class HistoryLine:
    """One changed value, ready to show: ``old`` and ``new`` are points, names or numbers."""

    kind: str
    player: Player | None
    hole_number: int | None
    old: Any
    new: Any


@dataclass(frozen=True)
class HistoryEntry:
    """One write to the match: when, why, what changed, and whether it was undone."""

    batch: int
    at: datetime
    reason: str | None
    undone_at: datetime | None
    lines: tuple[HistoryLine, ...]
    changes: tuple[MatchChange, ...]  # the stored rows, for the export

    @property
    def is_milestone(self) -> bool:
        """Finishing or reopening the match: listed in the history, never undone."""
        return any(line.kind in MILESTONES for line in self.lines)


def _history_line(change: MatchChange, players: Mapping[int, Player]) -> HistoryLine:
    old, new = change.old_value, change.new_value
    if change.kind in ("score", "seat", "joined", "left"):
        old, new = _int_or_none(old), _int_or_none(new)
        if change.kind == "seat":
            old, new = (None if v is None else v + 1 for v in (old, new))
    elif change.kind == "went_out":
        old, new = (players.get(_int_or_none(v)) for v in (old, new))
    return HistoryLine(change.kind, players.get(change.player_id), change.hole_number, old, new)


def _entries(changes: Sequence[MatchChange], match: Match) -> list[HistoryEntry]:
    players = {player.id: player for player in match.players}
    batches: dict[int, list[MatchChange]] = {}
    for change in changes:
        batches.setdefault(change.batch, []).append(change)
    return [
        HistoryEntry(
            batch=batch,
            at=rows[0].at,
            reason=rows[0].reason,
            undone_at=rows[0].undone_at,
            lines=tuple(_history_line(row, players) for row in rows),
            changes=tuple(rows),
        )
        for batch, rows in sorted(batches.items(), reverse=True)
    ]


def match_history(match: Match) -> list[HistoryEntry]:
    """Every write to the match, newest first: undone ones, finishing and reopening too."""
    changes = db.session.execute(
        db.select(MatchChange).where(MatchChange.match_id == match.id).order_by(MatchChange.id)
    ).scalars()
    return _entries(list(changes), match)


def next_to_undo(history: Sequence[HistoryEntry]) -> HistoryEntry | None:
    """Of a match's history (newest first), the entry "Undo" would take back."""
    return next((e for e in history if e.undone_at is None and not e.is_milestone), None)


def _last_batch_query(match: Match):
    newest = (
        db.select(db.func.max(MatchChange.batch))
        .where(
            MatchChange.match_id == match.id,
            MatchChange.undone_at.is_(None),
            MatchChange.kind.not_in(MILESTONES),
        )
        .scalar_subquery()
    )
    return (
        db.select(MatchChange)
        .where(MatchChange.match_id == match.id, MatchChange.batch == newest)
        .order_by(MatchChange.id)
    )


def last_change(match: Match) -> HistoryEntry | None:
    """The newest write that has not been undone, finishing and reopening aside: what
    "Undo" would take back."""
    rows = list(db.session.execute(_last_batch_query(match)).scalars())
    return _entries(rows, match)[0] if rows else None


# ---------------------------------------------------------------------------------------
# Writing


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
    if match.is_finished:
        raise MatchFinished()


def _text(value: int | None) -> str | None:
    return None if value is None else str(value)


def _int_or_none(text: str | None) -> int | None:
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


def _settle(match: Match, was_complete: bool) -> None:
    """Finish the match when a change fills in its last missing score."""
    if not was_complete and build_sheet(match).is_complete and not match.is_finished:
        _finish(match)


def _finish(match: Match) -> None:
    """Close the match, as a write of its own in the history (one that undo skips)."""
    match.finished_at = utcnow()
    _log(match, [dict(kind="finished")])


# Characters that change how the text around them is laid out, right to left: a name holding
# one could make the next name on the sheet read backwards.
_BIDI_CONTROLS = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


def has_control_characters(text: str) -> bool:
    """Whether ``text`` holds a control character (tab, line break, NUL...), a lone
    surrogate or a bidi override. Joiners stay allowed: emoji are built with them."""
    return any(
        unicodedata.category(char) in ("Cc", "Cs") or char in _BIDI_CONTROLS for char in text
    )


def clean_name(name: str | None) -> str:
    """A player's name as stored: trimmed; raises ``ScorekeepingError`` when empty, too long
    or holding control characters."""
    name = (name or "").strip()
    if not name or all(unicodedata.category(char)[0] in "ZC" for char in name):
        raise ScorekeepingError("Type a name.", "name")  # blank, or only invisible characters
    if has_control_characters(name):
        raise ScorekeepingError("Names can't contain tabs, line breaks or control characters.")
    if len(name) > PLAYER_NAME_MAX:
        raise ScorekeepingError(
            f"Keep names to {PLAYER_NAME_MAX} characters (this one has {len(name)}).", "name"
        )
    return name


def _check_name_free(players: Iterable[Player], name: str, ignore: Player | None = None) -> None:
    for player in players:
        if (
            player is not ignore
            and not player.is_removed
            and player.name.casefold() == (name.casefold())
        ):
            raise ScorekeepingError(
                f"{player.name} is already at the table: give each player a different name.",
                "name",
            )


def check_roster(names: Sequence[str]) -> list[str]:
    """The names of a new match's players, cleaned; raises ``ScorekeepingError`` for fewer
    than 2 or more than 8 players, or a name that is empty, too long or used twice."""
    cleaned = [clean_name(name) for name in names]
    if len(cleaned) < MIN_PLAYERS:
        raise ScorekeepingError(f"Enter at least {MIN_PLAYERS} players.")
    if len(cleaned) > MAX_PLAYERS:
        raise ScorekeepingError(f"A match has at most {MAX_PLAYERS} players.")
    seen: set[str] = set()
    for name in cleaned:
        if name.casefold() in seen:
            raise ScorekeepingError(
                f"{name} is already at the table: give each player a different name.", "name"
            )
        seen.add(name.casefold())
    return cleaned


def start_match(
    names: Sequence[str],
    first_dealer_seat: int,
    rules: HouseRules,
    *,
    name: str | None = None,
    dealer_drawn: bool = False,
) -> Match:
    """Create a match with players seated in the given (clockwise) order."""
    names = check_roster(names)
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


def hole_players(match: Match, hole_number: int) -> list[Player]:
    """The players on the sheet dealt in on ``hole_number``: those a hole form asks for."""
    return [p for p in _seated(match) if not p.is_removed and p.at_table(hole_number)]


UNCHANGED: Any = object()
_PARKED_SEAT = -1000


def record_hole(
    match: Match,
    hole_number: int,
    points: Mapping[int, int | None],
    *,
    went_out: int | None = UNCHANGED,
    reason: str | None = None,
    seen_version: str | None = None,
) -> None:
    """Save one hole's points, keyed by player id (``None`` clears a score back to "not
    entered"; a player left out keeps their score), and who went out. Every changed value
    goes to the history; the match finishes when its last missing score is filled in.

    ``seen_version`` is the ``hole_version`` the form was opened with: if the hole has
    changed since, and this write would change it again, ``HoleChanged`` is raised and
    nothing is saved (the match must be loaded ``for_writing`` so the check and the write
    are one transaction)."""
    _ensure_open(match)
    if not 1 <= hole_number <= match.holes:
        raise ScorekeepingError(f"This match has holes 1 to {match.holes}.")
    if (
        seen_version is not None
        and seen_version != hole_version(match, hole_number)
        and _would_change(match, hole_number, points, went_out)
    ):
        raise HoleChanged(hole_number)
    saved, saved_went_out = hole_values(match, hole_number)
    typed = [value for value in [*points.values(), went_out] if value is not UNCHANGED]
    if not saved and saved_went_out is None and all(value is None for value in typed):
        raise ScorekeepingError("Type at least one score before saving the hole.")
    was_complete = build_sheet(match).is_complete
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
    _settle(match, was_complete)


def hole_version(match: Match, hole_number: int) -> str:
    """A short fingerprint of one hole's saved values (every score and who went out). A
    hole form carries the fingerprint it was opened with; a different one at saving time
    means someone else saved the hole meanwhile. Other holes never change it, so two phones
    correcting different holes never get in each other's way."""
    scores, went_out = hole_values(match, hole_number)
    text = f"{hole_number}|{sorted(scores.items())}|{went_out}"
    return hashlib.blake2s(text.encode(), digest_size=8).hexdigest()


def hole_values(match: Match, hole_number: int) -> tuple[dict[int, int], int | None]:
    """One hole's saved scores by player id, and who went out (``None``: not noted)."""
    scores = {s.player_id: s.points for s in match.scores if s.hole_number == hole_number}
    went_out = next(
        (note.went_out_id for note in match.hole_notes if note.hole_number == hole_number), None
    )
    return scores, went_out


def _would_change(
    match: Match, hole_number: int, points: Mapping[int, int | None], went_out: Any
) -> bool:
    """Whether saving these values would change the hole as it is saved now."""
    saved, saved_went_out = hole_values(match, hole_number)
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
    note = next((n for n in match.hole_notes if n.hole_number == hole_number), None)
    old = note.went_out_id if note else None
    if note is None:
        if player_id is not None:
            match.hole_notes.append(Hole(hole_number=hole_number, went_out_id=player_id))
    else:
        note.went_out_id = player_id
    return old


def rename_player(
    match: Match,
    player: Player,
    name: str,
    reason: str | None = None,
    *,
    shown_name: str | None = None,
) -> None:
    """Give a player a new name; their scores stay theirs. ``shown_name``: the name the
    page showed; if the player is called something else now (renamed on another phone),
    raises ``MatchChanged`` and changes nothing. Other changes since (a saved hole, a new
    player) do not matter to a rename. None: no check."""
    _ensure_open(match)
    name = clean_name(name)
    if shown_name is not None and shown_name != player.name:
        raise MatchChanged(
            f"the name was not changed: it is “{player.name}” now. "
            "Check the names, then tap Rename again"
        )
    _check_name_free(match.players, name, ignore=player)
    if name == player.name:
        return
    entries = [dict(kind="name", player_id=player.id, old_value=player.name, new_value=name)]
    player.name = name
    _log(match, entries, reason)


def _reseat(match: Match, ordered: list[Player]) -> list[dict[str, Any]]:
    """Give ``ordered`` (every player, removed ones too) seats 0, 1, 2...; the first dealer
    stays the same person. Returns the history lines of the seats that changed."""
    dealer = next((p for p in match.players if p.seat == match.first_dealer_seat), None)
    old_seats = {id(player): player.seat for player in ordered}
    # Two steps, so the unique (match, seat) rule never sees two players on one seat: first
    # to seats far below any real one (and below a new player's -1), then to the real ones.
    for index, player in enumerate(ordered):
        player.seat = _PARKED_SEAT - index
    db.session.flush()
    for index, player in enumerate(ordered):
        player.seat = index
    if dealer is not None:
        match.first_dealer_seat = dealer.seat
    return [
        dict(
            kind="seat", player_id=p.id, old_value=_text(old_seats[id(p)]), new_value=_text(p.seat)
        )
        for p in ordered
        if old_seats[id(p)] >= 0 and old_seats[id(p)] != p.seat  # a new player had no seat
    ]


def add_player(
    match: Match, name: str, after: Player | None = None, *, seen_version: Any = ANY_VERSION
) -> Player:
    """Seat a new player clockwise after ``after`` (default: after the last seat). Once a
    hole has scores they are a late player: dealt in from the current hole on."""
    _ensure_open(match)
    name = clean_name(name)
    check_version(
        match, seen_version, "nobody was added. Check the players above, then add the player again"
    )
    sheet = build_sheet(match)
    if len(sheet.players) >= MAX_PLAYERS:
        raise ScorekeepingError(f"A match has at most {MAX_PLAYERS} players.", "name")
    _check_name_free(match.players, name)
    if sheet.current_hole is None:
        raise ScorekeepingError("Every hole has been played: nobody can join now.", "name")
    joined = sheet.current_hole if sheet.has_scores else 1
    seated = _seated(match)
    position = seated.index(after) + 1 if after in seated else len(seated)
    player = Player(name=name, seat=-1, joined_at_hole=joined)
    match.players.append(player)
    db.session.flush()
    entries = [dict(kind="joined", player_id=player.id, new_value=_text(joined))]
    entries += _reseat(match, [*seated[:position], player, *seated[position:]])
    _log(match, entries)
    return player


def remove_player(
    match: Match, player: Player, reason: str | None = None, *, seen_version: Any = ANY_VERSION
) -> None:
    """Take a player off the score sheet from the current hole on. Their scores are kept
    (the history and the export show them) and the removal can be undone."""
    _ensure_open(match)
    check_version(
        match,
        seen_version,
        (
            f"{player.name} is still at the table. Check the details below, then remove "
            f"{player.name} again if they have left"
        ),
    )
    sheet = build_sheet(match)
    if player.is_removed:
        raise ScorekeepingError(f"{player.name} has already left the table.")
    if len(sheet.players) <= MIN_PLAYERS:
        raise ScorekeepingError(
            f"A match needs at least {MIN_PLAYERS} players: add someone before removing "
            f"{player.name}."
        )
    left = max(sheet.current_hole or match.holes + 1, player.joined_at_hole)
    if not sheet.has_scores:
        left = player.joined_at_hole
    player.left_at_hole = left
    _log(match, [dict(kind="left", player_id=player.id, new_value=_text(left))], reason)
    _settle(match, sheet.is_complete)


def move_player(
    match: Match, player: Player, step: int, *, seen_version: Any = ANY_VERSION
) -> None:
    """Before the first hole is recorded: move a player one seat counter-clockwise
    (``step=-1``) or clockwise (``step=1``) among the players on the sheet."""
    _ensure_open(match)
    check_version(
        match, seen_version, "nobody moved. Check the seating order below, then move again"
    )
    sheet = build_sheet(match)
    if sheet.has_scores or any(note.went_out_id for note in match.hole_notes):
        raise ScorekeepingError("Seats are fixed once the first hole has scores.")
    players = list(sheet.players)
    index = players.index(player)
    other = index + step
    if not 0 <= other < len(players):
        return
    seated = _seated(match)
    a, b = seated.index(players[index]), seated.index(players[other])
    seated[a], seated[b] = seated[b], seated[a]
    _log(match, _reseat(match, seated))


def finish_match(match: Match, *, seen_version: Any = ANY_VERSION) -> None:
    """Close a match whose every hole has every score; it is read-only from now on."""
    _ensure_open(match)
    check_version(
        match,
        seen_version,
        "the match is not finished. Check the score sheet below, then finish it again",
    )
    sheet = build_sheet(match)
    if not sheet.is_complete:
        raise ScorekeepingError(f"Hole {sheet.current_hole} still needs scores.")
    _finish(match)


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


def undo_last_change(match: Match, *, seen_version: Any = ANY_VERSION) -> HistoryEntry:
    """Take back the newest change that is not undone yet: restore every old value of
    that write and mark it undone in the history. Returns what was undone.

    ``seen_version`` is the match version of the page that showed "Last change": if
    another write came since, the newest change is no longer the one that page named, so
    ``MatchChanged`` is raised and nothing is undone."""
    _ensure_open(match)
    check_version(match, seen_version, "nothing was undone")
    rows = list(db.session.execute(_last_batch_query(match)).scalars())
    if not rows:
        raise ScorekeepingError("There is nothing to undo.")
    entry = _entries(rows, match)[0]
    players = {player.id: player for player in match.players}
    was_complete = build_sheet(match).is_complete
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
            unjoined.add(player.id)
        elif row.kind == "left":
            player.left_at_hole = None
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
    _settle(match, was_complete)
    return entry


def _check_undo(match: Match, rows: list[MatchChange], players: Mapping[int, Player]) -> None:
    """Refuse an undo that would break the roster rules, before anything changes."""
    for row in rows:
        player = players.get(row.player_id)
        if row.kind == "name":
            _check_name_free(match.players, row.old_value, ignore=player)
        elif row.kind == "left":
            on_sheet = [p for p in match.players if not p.is_removed]
            if len(on_sheet) >= MAX_PLAYERS:
                raise ScorekeepingError(
                    f"{player.name} can't come back: the table already has {MAX_PLAYERS} players."
                )
            _check_name_free(match.players, player.name, ignore=player)


def delete_match(match: Match) -> None:
    """Delete a match with everything it recorded."""
    db.session.delete(match)


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
        if [player.name for player in _seated(match)] == names:
            return match
    return None
