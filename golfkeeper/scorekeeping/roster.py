"""The roster of a match: renaming, adding a late player, one leaving (and coming back),
removing one added by mistake, changing seats."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from golfkeeper.engine.holes import reads_who_went_out
from golfkeeper.engine.missed_holes import MissedHoles, late_start, late_start_text
from golfkeeper.engine.text import holes_text
from golfkeeper.extensions import db
from golfkeeper.models import Match, Player
from golfkeeper.scorekeeping.commands import (
    ANY_VERSION,
    _ensure_open,
    _log,
    _text,
    check_version,
)
from golfkeeper.scorekeeping.errors import MatchChanged, ScorekeepingError
from golfkeeper.scorekeeping.names import _check_name_free, clean_name
from golfkeeper.scorekeeping.sheet import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    ScoreSheet,
    build_sheet,
    in_seat_order,
    stored_points,
)

_PARKED_SEAT = -1000


class WentOutUnknown(ScorekeepingError):
    """Leaving or removing a player would complete a hole whose score depends on who went
    out (a going-out penalty or bonus), with nobody noted: the table is asked first, as the
    hole form asks, instead of the hole being scored as if nobody went out. ``hole_number``:
    the first such hole."""

    def __init__(self, player: Player, hole_number: int, press: str) -> None:
        super().__init__(
            f"Without {player.name}, hole {hole_number} is complete, and this table's rules "
            f"score it by who went out. Who went out on hole {hole_number}? Note it on the "
            f"hole's form first; if nobody went out, press “{press}” again.",
            "after_hole",
        )
        self.hole_number = hole_number


def _completed_without_went_out(
    match: Match, points: Mapping[tuple[int, int], int], player: Player, from_hole: int
) -> int | None:
    """The first hole from ``from_hole`` on that ``player`` is dealt in on without a score,
    whose other players all have one (at least two of them), with nobody noted out, under
    rules that score a hole by who went out: the hole their going would complete."""
    if not reads_who_went_out(match.house_rules):
        return None
    noted = {note.hole_number for note in match.hole_notes if note.went_out_id is not None}
    for hole in range(from_hole, match.holes + 1):
        if hole in noted or not player.at_table(hole) or (player.id, hole) in points:
            continue
        others = [
            p for p in match.players if p is not player and not p.is_removed and p.at_table(hole)
        ]
        if len(others) >= MIN_PLAYERS and all((p.id, hole) in points for p in others):
            return hole
    return None


def _holes_left_short(match: Match, player: Player) -> int | None:
    """The first hole with a score that would keep fewer than two players dealt in without
    ``player`` (its hole adjustments would silently stop counting)."""
    points = stored_points(match)
    scored = sorted({hole for (_pid, hole) in points})
    for hole in scored:
        dealt = [
            p for p in match.players if p is not player and not p.is_removed and p.at_table(hole)
        ]
        if len(dealt) < MIN_PLAYERS:
            return hole
    return None


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
    match: Match,
    name: str,
    after: Player | None = None,
    *,
    seen_version: Any = ANY_VERSION,
    missed_holes: MissedHoles | None = None,
) -> Player:
    """Seat a new player clockwise after ``after`` (default: after the last seat). Once a
    hole has scores they are a late player: dealt in from the current hole on.
    ``missed_holes``: the rule their missed holes count by, chosen as they join (see
    :func:`choose_missed_holes`)."""
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
    choose_missed_holes(match, sheet, missed_holes)
    seated = in_seat_order(match)
    position = seated.index(after) + 1 if after in seated else len(seated)
    player = Player(name=name, seat=-1, joined_at_hole=joined)
    match.players.append(player)
    db.session.flush()
    entries = [dict(kind="joined", player_id=player.id, new_value=_text(joined))]
    entries += _reseat(match, [*seated[:position], player, *seated[position:]])
    _log(match, entries)
    return player


def remove_player(
    match: Match,
    player: Player,
    reason: str | None = None,
    *,
    seen_version: Any = ANY_VERSION,
    nobody_out: bool = False,
) -> None:
    """Take a player added by mistake off the score sheet: no column, total or place, and
    every hole is scored as if they had never been dealt in (``removal_effects`` says what
    that changes). Their scores are kept (the history and the export show them) and undo
    brings them back. A player who left the table keeps their column: ``leave_table``.
    Raises ``WentOutUnknown`` when the removal completes a hole scored by who went out with
    nobody noted, unless ``nobody_out`` (the table said nobody went out)."""
    _ensure_open(match)
    check_version(
        match,
        seen_version,
        (
            f"{player.name} is still on the score sheet. Check the details below, then "
            f"remove {player.name} again if they were added by mistake"
        ),
    )
    sheet = build_sheet(match)
    if player.is_removed:
        raise ScorekeepingError(f"{player.name} is no longer on the score sheet.")
    staying = [p for p in sheet.players if p is not player and p.left_at_hole is None]
    if len(sheet.players) <= MIN_PLAYERS or (len(staying) < MIN_PLAYERS and sheet.current_hole):
        raise ScorekeepingError(
            f"A match needs at least {MIN_PLAYERS} players: add someone before removing "
            f"{player.name}."
        )
    short = _holes_left_short(match, player)
    if short is not None:
        raise ScorekeepingError(
            f"Without {player.name}, hole {short} would have fewer than {MIN_PLAYERS} "
            f"players, and its hole adjustments would stop counting: {player.name} stays."
        )
    if not nobody_out:
        completed = _completed_without_went_out(match, sheet.stored, player, 1)
        if completed is not None:
            raise WentOutUnknown(player, completed, f"Remove {player.name}")
    before = player.left_at_hole
    if before is None:
        # The deal of the holes already shown stays as it was: they were dealt in up to here.
        left = max(sheet.current_hole or match.holes + 1, player.joined_at_hole)
        player.left_at_hole = left if sheet.has_scores else player.joined_at_hole
    player.removed = True
    entry = dict(
        kind="removed",
        player_id=player.id,
        old_value=_text(before),
        new_value=_text(player.left_at_hole),
    )
    _log(match, [entry], reason)


def removal_effects(
    match: Match, player: Player
) -> tuple[list[tuple[int, str, int | None, int | None]], dict[str, tuple[int, int]]]:
    """What removing ``player`` would change for everyone else: the hole scores that
    change, as (hole number, name, points now, points after), and the totals that change,
    as {name: (points now, points after)}. Changes nothing. Loads the match's scores,
    which both sheets (and the caller's next one) then read without a query."""
    match.scores  # noqa: B018 -- loaded once for the sheets below (``_scores_in_hand``)
    now = build_sheet(match)
    with db.session.no_autoflush:
        player.removed = True
        try:
            after = build_sheet(match)
        finally:
            player.removed = False
    holes = [
        (row.hole_number, other.name, row.points[index], after_row.points[after_index])
        for row, after_row in zip(now.holes, after.holes, strict=True)
        for after_index, other in enumerate(after.players)
        if row.points[(index := now.players.index(other))] != after_row.points[after_index]
    ]
    totals = {
        other.name: (now.totals[now.players.index(other)], total)
        for other, total in zip(after.players, after.totals, strict=True)
        if now.totals[now.players.index(other)] != total
    }
    return holes, totals


def leave_table(
    match: Match,
    player: Player,
    after_hole: int | None = None,
    reason: str | None = None,
    *,
    seen_version: Any = ANY_VERSION,
    nobody_out: bool = False,
    missed_holes: MissedHoles | None = None,
) -> int:
    """A player leaves the table after ``after_hole`` (default: the last hole they have a
    score on). They keep their column, their scores and their place in the standings; the
    holes after count by the table's ``missed_holes`` (docs/rules.md#missed_holes; ``missed_holes``
    chooses it as they leave, see :func:`choose_missed_holes`) and the deal skips
    them. Holes already scored are not scored again: each hole is worked out among the
    players dealt in on it. Returns the last hole they played; undo brings them back.
    Raises ``WentOutUnknown`` when leaving completes a hole scored by who went out with
    nobody noted, unless ``nobody_out`` (the table said nobody went out)."""
    _ensure_open(match)
    check_version(
        match,
        seen_version,
        f"{player.name} is still at the table. Check the details below, then try again",
    )
    if player.is_removed or player.has_left:
        raise ScorekeepingError(f"{player.name} has already left the table.")
    sheet = build_sheet(match)
    scored = [hole for (pid, hole) in sheet.stored if pid == player.id and player.at_table(hole)]
    if after_hole is None:
        after_hole = max(scored, default=(sheet.current_hole or match.holes + 1) - 1)
    if scored and after_hole < max(scored):
        raise ScorekeepingError(
            f"{player.name} has a score on hole {max(scored)}: they can leave after that "
            "hole or a later one.",
            "after_hole",
        )
    if after_hole < player.joined_at_hole:
        raise ScorekeepingError(
            f"{player.name} has not played a hole yet: remove them instead.", "after_hole"
        )
    if after_hole >= match.holes:
        raise ScorekeepingError(
            f"The match has {holes_text(match.holes)}: {player.name} plays them all.", "after_hole"
        )
    staying = [p for p in sheet.players if p is not player and p.left_at_hole is None]
    if len(staying) < MIN_PLAYERS:
        raise ScorekeepingError(
            f"A match needs at least {MIN_PLAYERS} players at the table: add someone before "
            f"{player.name} leaves."
        )
    if not nobody_out:
        completed = _completed_without_went_out(match, sheet.stored, player, after_hole + 1)
        if completed is not None:
            raise WentOutUnknown(player, completed, f"{player.name} leaves")
    choose_missed_holes(match, sheet, missed_holes)
    player.left_at_hole = after_hole + 1
    _log(match, [dict(kind="left", player_id=player.id, new_value=_text(after_hole + 1))], reason)
    return after_hole


def leave_holes(
    match: Match, player: Player, points: Mapping[tuple[int, int], int] | None = None
) -> tuple[list[int], int | None]:
    """The holes a player at the table may leave after (from the last one they have a
    score on to the one before the last), and the one a page offers first: the last hole
    they have a score on. Empty, None: they have not played a hole, so they are removed
    rather than leave. ``points``: the match's ``stored_points``, when the caller has them."""
    points = stored_points(match) if points is None else points
    player_id = player.id  # read once: the ORM attribute costs a call per score
    scored = [h for (pid, h) in points if pid == player_id]
    scored = [h for h in scored if player.at_table(h)]
    if not scored:
        return [], None
    return list(range(max(scored), match.holes)), max(scored)


def _played_without(
    match: Match, player: Player, points: Mapping[tuple[int, int], int] | None = None
) -> int | None:
    """The first hole with a score since ``player`` left (None: none yet)."""
    points = stored_points(match) if points is None else points
    holes = [h for (_pid, h) in points if h >= (player.left_at_hole or h + 1)]
    return min(holes, default=None)


def may_come_back(
    match: Match, player: Player, points: Mapping[tuple[int, int], int] | None = None
) -> bool:
    """Whether a player who left may sit down again: no hole has a score since.
    ``points``: the match's ``stored_points``, when the caller has them."""
    return player.has_left and _played_without(match, player, points) is None


def come_back(match: Match, player: Player, *, seen_version: Any = ANY_VERSION) -> None:
    """A player who left sits down again before any hole was played without them: they
    are dealt in again from the hole after the last one they played. Once a hole has a
    score without them, their missed holes are counted (``missed_holes``) and they stay out: a
    player leaves a match once (house agreement; a score sheet column has one gap at most)."""
    _ensure_open(match)
    check_version(match, seen_version, f"{player.name} was not brought back. Try again")
    if not player.has_left:
        raise ScorekeepingError(f"{player.name} is at the table.")
    hole = _played_without(match, player)
    if hole is not None:
        raise ScorekeepingError(
            f"hole {hole} was played without {player.name}: their missed holes are counted, "
            "and they stay out of this match. Play again starts a new one with them."
        )
    entry = dict(kind="back", player_id=player.id, old_value=_text(player.left_at_hole))
    player.left_at_hole = None
    _log(match, [entry])


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
    seated = in_seat_order(match)
    a, b = seated.index(players[index]), seated.index(players[other])
    seated[a], seated[b] = seated[b], seated[a]
    _log(match, _reseat(match, seated))


def missed_holes_open(sheet: ScoreSheet) -> bool:
    """Whether the table may still choose what a missed hole counts: no player on the
    score sheet has missed a hole that has a score yet, so the choice changes no total."""
    scored = {hole for (_pid, hole) in sheet.stored}
    # A cell's ``played`` is its player's ``at_table`` for that hole, worked out already.
    return all(cell.played for hole in scored for cell in sheet.holes[hole - 1].cells)


def choose_missed_holes(match: Match, sheet: ScoreSheet, rule: MissedHoles | None) -> bool:
    """Set the table's rule for missed holes (docs/rules.md#missed_holes) as a player joins late or
    leaves; returns whether it changed. Like correcting the house rules before hole 1 it
    is no line of the history: no total counted under the old rule. Raises
    ``ScorekeepingError`` once a missed hole has been counted (:func:`missed_holes_open`)."""
    rules = match.house_rules
    if rule is None or rule is rules.missed_holes:
        return False
    if not missed_holes_open(sheet):
        raise ScorekeepingError(
            "A missed hole has been counted already, so the rule for missed holes stays.",
            "missed_holes",
        )
    match.rules = dataclasses.replace(rules, missed_holes=rule).to_dict()
    return True


def _missed_scores(sheet: ScoreSheet) -> list[list[int]]:
    """The counted scores of the players who played each hole before the current one."""
    before = (sheet.current_hole or sheet.match.holes + 1) - 1 if sheet.has_scores else 0
    return [
        [cell.points for cell in row.cells if cell.played and cell.points is not None]
        for row in sheet.holes[:before]
    ]


def late_starts(sheet: ScoreSheet) -> dict[MissedHoles, int]:
    """What a player who joins now starts on (points) under each rule for missed holes;
    empty before any hole is played."""
    missed = _missed_scores(sheet)
    return {rule: late_start(missed, rule) for rule in MissedHoles} if missed else {}


def late_start_sentence(sheet: ScoreSheet, name: str, rule: MissedHoles | None = None) -> str:
    """``name`` joining now starts on what, and why ("Tom starts on 35: holes 1 and 2
    count the highest score of each."), under ``rule`` (default: the table's); empty
    before any hole is played."""
    rule = sheet.match.house_rules.missed_holes if rule is None else rule
    return late_start_text(name, _missed_scores(sheet), rule)
