"""Reading a match: the score sheet with its totals, standings and deal, already computed."""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import dataclass, field
from typing import NamedTuple

from sqlalchemy import inspect
from sqlalchemy.orm import selectinload

from golfkeeper.engine import match as match_rules
from golfkeeper.engine.holes.counting import count_holes
from golfkeeper.engine.house_rules import MissedHoles
from golfkeeper.engine.scoring import HoleScoreBounds, hole_score_bounds
from golfkeeper.engine.text import holes_text
from golfkeeper.extensions import db
from golfkeeper.models import Hole, HoleScore, Match, Player

MIN_PLAYERS, MAX_PLAYERS = 2, 8
NINE = 9


class Cell(NamedTuple):
    """One player's square on one hole: the points that count, running total, and whether
    they played. ``points`` is the hole score after the table's hole adjustments (or what
    a missed hole counts); ``layout_points`` is the layout score as entered. A named tuple
    (immutable, built three times cheaper than a frozen dataclass): an 8 x 36 sheet has
    288."""

    points: int | None  # None: not entered (or not played and counted as nothing)
    running_total: int | None
    played: bool  # False for holes before a late player joined
    went_out: bool
    layout_points: int | None = None  # as entered; None: not entered or not played

    @property
    def adjusted(self) -> bool:
        """Whether the score that counts differs from the layout score entered."""
        return self.played and self.points != self.layout_points

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
    # Why scores differ from the layout scores entered (hole adjustments, missed holes).
    adjustments: tuple[str, ...] = ()
    adjustments_wait: bool = False  # the table adjusts holes, and a score is still to come

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
    players: tuple[Player, ...]  # on the score sheet (those who left too), in seat order
    removed_players: tuple[Player, ...]  # taken off the sheet as added by mistake
    holes: tuple[HoleRow, ...]
    totals: tuple[int, ...]  # in seat order, in points
    standings: tuple[match_rules.Standing, ...]  # .player is a Player
    current_hole: int | None  # first hole not fully entered; None once all are entered
    winners: tuple[Player, ...]  # only once the match is finished
    subtotals: Mapping[int, Subtotal]  # shown after the hole number that is the key
    bounds: HoleScoreBounds
    # Holes with a score counted in each total, in seat order (fewer for a late player
    # under missed_holes "skip", and while holes are still to play).
    holes_counted: tuple[int, ...] = ()

    @property
    def skips_missed_holes(self) -> bool:
        """A late player's missed holes count nothing, so totals cover fewer holes."""
        return self.match.house_rules.missed_holes is MissedHoles.SKIP

    def holes_counted_for(self, player: Player) -> int:
        """How many holes the player's total covers."""
        return self.holes_counted[self.players.index(player)]

    # Per player (seat order): holes they were dealt in on, up to the last hole with any
    # score, still blank. Their total counts fewer holes than the others' so far.
    missing: tuple[int, ...] = ()

    # Every saved hole score (points) by (player id, hole number), removed players' too:
    # what the sheet was built from (``stored_points``).
    stored: Mapping[tuple[int, int], int] = field(default_factory=dict)
    # Who went out, by hole number, on the holes with a note (``stored_went_out``).
    went_out_ids: Mapping[int, int | None] = field(default_factory=dict)

    @property
    def missing_holes(self) -> dict[Player, int]:
        """Blank holes behind each player's total, by player (see ``missing``)."""
        return dict(zip(self.players, self.missing, strict=True))

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
    def left_players(self) -> tuple[Player, ...]:
        """Players who left the table: still on the sheet, greyed after their last hole."""
        return tuple(player for player in self.players if player.has_left)

    @property
    def can_add_player(self) -> bool:
        return len(self.players) < MAX_PLAYERS and not self.is_complete

    def absence_note(self, player: Player) -> str:
        """What the standings say of a late player or one who left: the holes they did not
        play and how those count ("joined at hole 3: holes 1–2 not played, counted at the
        highest score of each"); empty for a player dealt in on every hole."""
        parts, missed = [], []
        if player.joined_at_hole > 1:
            parts.append(f"joined at hole {player.joined_at_hole}")
            missed.append(_hole_range_text(1, player.joined_at_hole - 1))
        if player.has_left and player.left_at_hole <= self.match.holes:
            parts.append(f"left after hole {player.left_after_hole}")
            missed.append(_hole_range_text(player.left_at_hole, self.match.holes))
        if not parts:
            return ""
        rule = self.match.house_rules.missed_holes
        if rule is MissedHoles.SKIP:
            counted = self.holes_counted_for(player)
            how = f"so this total covers {holes_text(counted)}"
        else:
            how = f"counted at the {rule.value} score of each"
        return f"{', '.join(parts)}: {' and '.join(missed)} not played, {how}"

    def players_at(self, hole_number: int) -> tuple[Player, ...]:
        """The players on the sheet who were dealt in on this hole, in seat order."""
        return tuple(player for player in self.players if player.at_table(hole_number))


def _hole_range_text(first: int, last: int) -> str:
    return f"hole {first}" if first == last else f"holes {first}–{last}"


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


def _scores_in_hand(match: Match) -> bool:
    """Whether the match's ``HoleScore`` objects are loaded (a write changing them, a match
    not stored yet): then they, with any change not flushed yet, are the scores to read."""
    state = inspect(match)
    return not state.persistent or "scores" not in state.unloaded


def stored_points(match: Match, hole_number: int | None = None) -> dict[tuple[int, int], int]:
    """The match's saved hole scores (points) by (player id, hole number), every hole's or
    only ``hole_number``'s. Read as plain rows in one query, building no ``HoleScore``
    objects, unless they are loaded already (``_scores_in_hand``)."""
    if _scores_in_hand(match):
        return {
            (score.player_id, score.hole_number): score.points
            for score in match.scores
            if hole_number is None or score.hole_number == hole_number
        }
    if hole_number is None:
        rows = db.session.execute(_STORED_POINTS, {"match_id": match.id})
    else:
        rows = db.session.execute(_HOLE_POINTS, {"match_id": match.id, "hole": hole_number})
    return {(player_id, hole): points for player_id, hole, points in rows.all()}


# The reads of ``stored_points`` and ``stored_went_out``, each built once with the match
# bound when it runs (building a select cost about as much as running it), on the tables'
# columns rather than the models': a select of plain columns skips the ORM's handling of
# each of the (up to 288) rows.
_SCORES, _NOTES = HoleScore.__table__, Hole.__table__
_STORED_POINTS = db.select(_SCORES.c.player_id, _SCORES.c.hole_number, _SCORES.c.points).where(
    _SCORES.c.match_id == db.bindparam("match_id")
)
_HOLE_POINTS = _STORED_POINTS.where(_SCORES.c.hole_number == db.bindparam("hole"))
_STORED_WENT_OUT = db.select(_NOTES.c.hole_number, _NOTES.c.went_out_id).where(
    _NOTES.c.match_id == db.bindparam("match_id")
)


def stored_went_out(match: Match) -> dict[int, int | None]:
    """Who went out (a player id, or None: nobody) by hole number, on the holes with a
    note. Read as plain rows in one query, building no ``Hole`` objects, unless the
    match's notes are loaded already (then they, with any change not flushed yet, are the
    notes to read)."""
    state = inspect(match)
    if not state.persistent or "hole_notes" not in state.unloaded:
        return {note.hole_number: note.went_out_id for note in match.hole_notes}
    rows = db.session.execute(_STORED_WENT_OUT, {"match_id": match.id}).all()
    return {hole: went_out for hole, went_out in rows}


def in_seat_order(match: Match) -> list[Player]:
    """Every player of the match, removed ones too, in seat order (clockwise)."""
    return sorted(match.players, key=lambda player: player.seat)


def deal_order(
    match: Match, still_seated: Collection[int] = ()
) -> list[tuple[Player | None, Player | None]]:
    """Dealer and first player of every hole (``engine.match.deal_order`` over the stored
    players). ``still_seated``: ids of players who left, counted as if they had stayed
    (the deal a page showed before they left)."""
    seated = in_seat_order(match)
    seats = [_seat(player, player.id in still_seated) for player in seated]
    return [
        (
            None if dealer is None else seated[dealer],
            None if first is None else seated[first],
        )
        for dealer, first in match_rules.deal_order(seats, match.first_dealer_seat, match.holes)
    ]


def _seat(player: Player, still_seated: bool = False) -> match_rules.Seat:
    """The engine's seat of a stored player (``still_seated``: as if they had not left)."""
    left_at = None if still_seated else player.left_at_hole
    return match_rules.Seat(player.seat, player.joined_at_hole, left_at)


def build_sheet(match: Match) -> ScoreSheet:
    """The whole score sheet of a match: holes, running totals, standings and winners."""
    seated = in_seat_order(match)
    players = tuple(player for player in seated if not player.is_removed)
    points = stored_points(match)
    went_out_ids = stored_went_out(match)
    by_id = {player.id: player for player in seated}
    hole_numbers = range(1, match.holes + 1)
    rules = match.house_rules
    # The engine's seats and the ids, read off the ORM objects once: 288 cells would
    # otherwise each pay for three attribute lookups through SQLAlchemy's descriptors.
    seats = [_seat(player) for player in players]
    ids = [player.id for player in players]
    dealt = [[seat.at_table(hole) for hole in hole_numbers] for seat in seats]
    per_player = [
        [points.get((player_id, hole)) if dealt_in[hole - 1] else None for hole in hole_numbers]
        for player_id, dealt_in in zip(ids, dealt, strict=True)
    ]
    entered = per_player
    index = {player_id: i for i, player_id in enumerate(ids)}
    counted = count_holes(
        rules,
        seats,
        [player.name for player in players],
        entered,
        {hole: index.get(player_id) for hole, player_id in went_out_ids.items()},
        match.holes,
    )
    per_player = [[hole.scores[index] for hole in counted] for index in range(len(players))]
    running = [match_rules.running_totals(scores) for scores in per_player]
    rows = []
    seats_on_sheet = range(len(players))
    for hole, (dealer, first) in zip(hole_numbers, deal_order(match), strict=True):
        at = hole - 1
        went_out_id = went_out_ids.get(hole)
        rows.append(
            HoleRow(
                hole_number=hole,
                dealer=dealer,
                first_player=first,
                # Cell's fields in order: points, running total, played, went out, layout.
                cells=tuple(
                    [
                        Cell(
                            per_player[index][at],
                            running[index][at],
                            dealt[index][at],
                            went_out_id is not None and went_out_id == ids[index],
                            entered[index][at],
                        )
                        for index in seats_on_sheet
                    ]
                ),
                went_out=by_id.get(went_out_id),
                adjustments=counted[at].reasons,
                adjustments_wait=counted[at].waiting,
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
    played_to = max((row.hole_number for row in rows if row.has_scores), default=0)
    missing = tuple(
        sum(1 for row in rows[:played_to] if row.cells[index].state == "not-entered")
        for index in range(len(players))
    )
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
        bounds=hole_score_bounds(rules, stored=True),
        holes_counted=tuple(sum(s is not None for s in scores) for scores in per_player),
        missing=missing,
        stored=points,
        went_out_ids=went_out_ids,
    )


def still_to_enter(match: Match, hole_number: int) -> tuple[list[Player], bool]:
    """After a hole is saved: the players on the sheet dealt in on ``hole_number`` whose
    score is not entered, in seat order, and whether every hole has every score: what the
    sheet built afresh would say (its cells "not-entered" on the hole, ``is_complete``),
    read from the stored scores alone (``stored_points``), with no sheet computed."""
    points = stored_points(match)
    players = [player for player in in_seat_order(match) if not player.is_removed]

    def blank(hole: int) -> list[Player]:
        return [p for p in players if p.at_table(hole) and (p.id, hole) not in points]

    missing = blank(hole_number)
    complete = not missing and not any(blank(hole) for hole in range(1, match.holes + 1))
    return missing, complete


def hole_players(match: Match, hole_number: int) -> list[Player]:
    """The players on the sheet dealt in on ``hole_number``: those a hole form asks for."""
    return [p for p in in_seat_order(match) if not p.is_removed and p.at_table(hole_number)]


def hole_values(
    match: Match, hole_number: int, sheet: ScoreSheet | None = None
) -> tuple[dict[int, int], int | None]:
    """One hole's saved scores by player id, and who went out (``None``: not noted).
    ``sheet``: the match's score sheet as saved now, when the caller has it."""
    if sheet is None:
        stored = stored_points(match, hole_number)
        went_out = next(
            (note.went_out_id for note in match.hole_notes if note.hole_number == hole_number),
            None,
        )
    else:
        stored = {key: points for key, points in sheet.stored.items() if key[1] == hole_number}
        went_out = sheet.went_out_ids.get(hole_number)
    scores = {player_id: points for (player_id, _), points in stored.items()}
    return scores, went_out
