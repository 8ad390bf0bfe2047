"""The service layer between the stored score sheet and the rules engine.

Views call these functions; they never do scoring arithmetic themselves. Functions here
change the session but do not commit: the view commits once, so every write is one
transaction.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from golfkeeper.engine import match as match_rules
from golfkeeper.engine.house_rules import HouseRules
from golfkeeper.extensions import db
from golfkeeper.models import HoleScore, Match, Player, utcnow


@dataclass(frozen=True)
class HoleRow:
    """One hole of the score sheet: who deals, who starts, and each player's points."""

    hole_number: int
    dealer: Player
    first_player: Player
    points: tuple[int | None, ...]  # in seat order; None = not entered
    running_totals: tuple[int | None, ...]

    @property
    def is_complete(self) -> bool:
        return all(points is not None for points in self.points)


@dataclass(frozen=True)
class Scorecard:
    """Everything a scorecard page shows, already computed."""

    match: Match
    players: tuple[Player, ...]
    holes: tuple[HoleRow, ...]
    totals: tuple[int, ...]  # in seat order, in points
    standings: tuple[match_rules.Standing, ...]  # .player is a Player
    current_hole: int | None  # first hole not fully entered; None once all are entered
    winners: tuple[Player, ...]  # only once the match is finished

    @property
    def current_row(self) -> HoleRow | None:
        return self.holes[self.current_hole - 1] if self.current_hole else None

    @property
    def is_finished(self) -> bool:
        return self.match.is_finished


def start_match(names: Sequence[str], first_dealer_seat: int, rules: HouseRules) -> Match:
    """Create a match with players seated in the given (clockwise) order."""
    match = Match(first_dealer_seat=first_dealer_seat, rules=rules.to_dict())
    match.players = [Player(seat=seat, name=name) for seat, name in enumerate(names)]
    db.session.add(match)
    return match


def get_match(match_id: int) -> Match:
    """The match with this id, or a 404 page."""
    return db.get_or_404(Match, match_id)


def _points_by_player(match: Match) -> dict[tuple[int, int], int]:
    return {(score.player_id, score.hole_number): score.points for score in match.scores}


def build_scorecard(match: Match) -> Scorecard:
    """The whole score sheet of a match: holes, running totals, standings and winners."""
    players = tuple(match.players)
    points = _points_by_player(match)
    per_player = [
        [points.get((player.id, hole)) for hole in range(1, match.holes + 1)] for player in players
    ]
    running = [match_rules.running_totals(scores) for scores in per_player]
    rows = []
    for hole in range(1, match.holes + 1):
        dealer_seat = match_rules.dealer_seat(match.first_dealer_seat, hole, len(players))
        rows.append(
            HoleRow(
                hole_number=hole,
                dealer=players[dealer_seat],
                first_player=players[match_rules.first_player_seat(dealer_seat, len(players))],
                points=tuple(scores[hole - 1] for scores in per_player),
                running_totals=tuple(totals[hole - 1] for totals in running),
            )
        )
    totals = {
        player: match_rules.match_total(scores)
        for player, scores in zip(players, per_player, strict=True)
    }
    current = next((row.hole_number for row in rows if not row.is_complete), None)
    return Scorecard(
        match=match,
        players=players,
        holes=tuple(rows),
        totals=tuple(totals.values()),
        standings=tuple(match_rules.standings(totals)),
        current_hole=current,
        winners=tuple(match_rules.winners(totals)) if match.is_finished else (),
    )


def record_hole(match: Match, hole_number: int, points: Mapping[int, int | None]) -> None:
    """Save the points typed for one hole, keyed by player id; ``None`` leaves that
    player's score as it is. Finishes the match once every hole has every score."""
    existing = {
        score.player_id: score for score in match.scores if score.hole_number == hole_number
    }
    for player in match.players:
        value = points.get(player.id)
        if value is None:
            continue
        if player.id in existing:
            existing[player.id].points = value
        else:
            match.scores.append(
                HoleScore(player_id=player.id, hole_number=hole_number, points=value)
            )
    if build_scorecard(match).current_hole is None and not match.is_finished:
        match.finished_at = utcnow()


def matches_in_progress(limit: int = 5) -> list[Match]:
    """The most recently started matches that are not finished yet, newest first."""
    return list(
        db.session.execute(
            db.select(Match)
            .where(Match.finished_at.is_(None))
            .order_by(Match.created_at.desc(), Match.id.desc())
            .limit(limit)
        ).scalars()
    )
