"""Players' statistics, computed from score sheets: a player is a name (case ignored)."""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from sqlalchemy.orm import selectinload

from golfkeeper.engine.text import decimal_text
from golfkeeper.engine.text import sheet_points_text as points_text
from golfkeeper.extensions import db
from golfkeeper.models import Match
from golfkeeper.scorekeeping import ScoreSheet

# Sortable columns: (query value, heading, first direction). Lower is better in golf, so
# the score columns sort ascending first; counts sort descending first.
COLUMNS = (
    ("name", "Player", "asc"),
    ("played", "Matches", "desc"),
    ("wins", "Wins", "desc"),
    ("average", "Average hole", "asc"),
    ("best_hole", "Best hole", "asc"),
    ("worst_hole", "Worst hole", "asc"),
    ("best_total", "Best match total", "asc"),
    ("went_out", "Went out", "desc"),
)
COLUMN_NAMES = tuple(name for name, _, _ in COLUMNS)
# The value a column sorts by, where it is not the attribute of the column's name.
SORT_VALUES = {"went_out": "went_out_share"}


# Invisible characters a name can carry from a paste (zero-width spaces, a byte-order
# mark): format characters, except the joiner that builds emoji.
_ZERO_WIDTH_JOINER = "\u200d"


def name_key(name: str) -> str:
    """The key two spellings of one name share: case, outer spaces and invisible characters
    ignored.

    >>> name_key(" Gran\u200b") == name_key("GRAN")
    True
    """
    visible = "".join(
        char for char in name if unicodedata.category(char) != "Cf" or char == _ZERO_WIDTH_JOINER
    )
    return visible.strip().casefold()


def merged_aliases(aliases: Mapping[str, str], merged: str, into: str) -> dict[str, str]:
    """``aliases`` (name key -> the key it is counted under) after counting ``merged`` under
    ``into`` (both name keys; ``into`` may itself be merged already): names already merged
    into ``merged`` follow it. Raises ``ValueError`` when the two are already one player."""
    into = aliases.get(into, into)
    if into == merged:
        raise ValueError("These two names are already one player.")
    result = {key: (into if value == merged else value) for key, value in aliases.items()}
    result[merged] = into
    return result


@dataclass
class PlayerStats:
    """One player's numbers across matches (points; lower is better)."""

    key: str
    name: str
    names: set[str] = field(default_factory=set)  # every spelling counted here
    played: int = 0
    wins: int = 0
    shared_wins: int = 0
    hole_points: list[int] = field(default_factory=list)  # after the hole adjustments
    layout_points: list[int] = field(default_factory=list)  # as entered, same holes
    best_total: int | None = None
    went_out: int = 0
    # Holes they played on which the scorekeeper noted who went out: the share's base.
    noted_holes: int = 0

    @property
    def average(self) -> float | None:
        if not self.hole_points:
            return None
        return sum(self.hole_points) / len(self.hole_points)

    @property
    def average_text(self) -> str:
        """The average hole score to one decimal, with a true minus sign."""
        if self.average is None:
            return "–"
        return decimal_text(self.average)

    @property
    def layout_average_text(self) -> str | None:
        """The average layout score entered, to one decimal, when the table's hole
        adjustments (docs/rules.md#hole-adjustments) made it differ from :attr:`average`; else
        None."""
        if not self.layout_points or self.layout_points == self.hole_points:
            return None
        return decimal_text(sum(self.layout_points) / len(self.layout_points))

    @property
    def best_hole(self) -> int | None:
        return min(self.hole_points) if self.hole_points else None

    @property
    def worst_hole(self) -> int | None:
        return max(self.hole_points) if self.hole_points else None

    @property
    def went_out_share(self) -> float | None:
        """The share of their noted holes on which they went out; ``None`` with none noted."""
        if not self.noted_holes:
            return None
        return self.went_out / self.noted_holes

    @property
    def went_out_text(self) -> str:
        """How often they went out, of the holes where someone was noted as going out."""
        if self.went_out_share is None:
            return "not recorded"
        holes = "hole" if self.noted_holes == 1 else "holes"
        share = round(100 * self.went_out_share)
        return f"{self.went_out} of {self.noted_holes} noted {holes} ({share}%)"

    @property
    def points_texts(self) -> dict[str, str]:
        return {
            "best_hole": points_text(self.best_hole),
            "worst_hole": points_text(self.worst_hole),
            "best_total": points_text(self.best_total),
        }


def build_stats(sheets: Iterable[ScoreSheet], aliases: Mapping[str, str]) -> list[PlayerStats]:
    """Every player across ``sheets``; ``aliases`` maps a name key to the key it is counted
    under (a merge). Wins and best match totals count finished matches only."""
    players: dict[str, PlayerStats] = {}
    for sheet in sheets:
        winners = {player.id for player in sheet.winners}
        for index, player in enumerate(sheet.players):
            key = name_key(player.name)
            key = aliases.get(key, key)
            stats = players.setdefault(key, PlayerStats(key=key, name=player.name))
            stats.names.add(player.name)
            stats.played += 1
            for row in sheet.holes:
                cell = row.cells[index]
                # Holes played only: a missed hole's counted score (``missed_holes``) is not theirs.
                if cell.played and cell.points is not None:
                    stats.hole_points.append(cell.points)
                    stats.layout_points.append(cell.layout_points)
                    # A hole with nobody noted (left blank, or a table that does not
                    # note it) says nothing about how often anyone goes out.
                    if row.went_out is not None:
                        stats.noted_holes += 1
                        stats.went_out += cell.went_out
            if sheet.is_finished:
                total = sheet.totals[index]
                if stats.best_total is None or total < stats.best_total:
                    stats.best_total = total
                if player.id in winners:
                    stats.wins += 1
                    stats.shared_wins += len(winners) > 1
    for stats in players.values():
        # A merged player is shown under the name they are merged into.
        if stats.key in {name_key(n) for n in stats.names}:
            stats.name = next(n for n in sorted(stats.names) if name_key(n) == stats.key)
    return list(players.values())


def sort_stats(rows: list[PlayerStats], column: str, direction: str) -> list[PlayerStats]:
    """``rows`` sorted by ``column``; a player without a value comes last either way."""

    def value(row: PlayerStats):
        return (
            row.name.casefold()
            if column == "name"
            else getattr(row, SORT_VALUES.get(column, column))
        )

    present = [row for row in rows if value(row) is not None]
    missing = [row for row in rows if value(row) is None]
    present.sort(key=lambda row: row.name.casefold())
    present.sort(key=value, reverse=direction == "desc")
    return present + sorted(missing, key=lambda row: row.name.casefold())


def load_matches(ids: Iterable[int]) -> list[Match]:
    """The matches among ``ids`` with their players, scores and hole notes: four SQL
    statements however many matches there are."""
    return list(
        db.session.execute(
            db.select(Match)
            .where(Match.id.in_(list(ids)))
            .order_by(Match.id)
            .options(
                selectinload(Match.players),
                selectinload(Match.scores),
                selectinload(Match.hole_notes),
            )
        ).scalars()
    )
