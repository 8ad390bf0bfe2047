"""A golf book's figures, computed from its matches' score sheets: the season's table,
head to head, the champion, personal bests and streaks.

Pure computation over ``ScoreSheet`` values (``scorekeeping.build_sheet``): no query, no
request. Players are people, not spellings: a name counts under its name key
(``stats.figures.name_key``), and under another key where the book merged it (``aliases``).

What counts (all in points; lower is better):

- matches played: every match in the book with the player on its score sheet;
- wins: finished matches only, the sheet's own winners; a win shared by n players counts
  1/n (an exact fraction);
- hole figures (average, best, worst): the holes the player played, never a score counted
  for a hole they missed (joining late or after leaving, docs/rules.md#missed_holes);
- the fair figure: over the holes the player played, the mean of their score minus the
  mean of the other players' scores on that hole (those who played it too); it compares
  players across different house rules;
- a best total: finished matches in which the player played every hole (no score counted
  for a missed hole, none skipped), one per length of match;
- head to head: for each pair, the finished matches both were on the sheet of, and who
  finished with the lower total (the sheet's own totals);
- the champion: the most wins, ties broken by the lower fair figure; none while nobody
  has won, or while the leaders are level on both;
- streaks: wins (a shared win counts) in a row over the finished matches a player played,
  in the book's order (oldest first): the longest, and the one still running.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from itertools import combinations

from golfkeeper.scorekeeping import ScoreSheet
from golfkeeper.stats.figures import name_key


@dataclass
class BookPlayer:
    """One person's figures across the book's matches (points; lower is better)."""

    key: str
    name: str
    names: set[str] = field(default_factory=set)  # every spelling counted here
    matches: int = 0
    wins: Fraction = Fraction(0)
    hole_points: list[int] = field(default_factory=list)  # holes played, in book order
    # Per hole played with others: their score minus the others' mean (``fair``).
    differences: list[Fraction] = field(default_factory=list)
    best_totals: dict[int, int] = field(default_factory=dict)  # match length -> total
    best_total_matches: dict[int, int] = field(default_factory=dict)  # length -> match id
    # (match id, won) for each finished match played, in book order.
    results: list[tuple[int, bool]] = field(default_factory=list)
    # (match index in the book, the fair figure of that match) per match with a hole played.
    form: list[tuple[int, Fraction]] = field(default_factory=list)

    @property
    def average_per_hole(self) -> Fraction | None:
        """The mean of the hole scores played, or None before any."""
        if not self.hole_points:
            return None
        return Fraction(sum(self.hole_points), len(self.hole_points))

    @property
    def fair(self) -> Fraction | None:
        """The fair figure (see the module), or None without a hole played with others."""
        if not self.differences:
            return None
        return sum(self.differences, Fraction(0)) / len(self.differences)

    @property
    def best_hole(self) -> int | None:
        return min(self.hole_points) if self.hole_points else None

    @property
    def worst_hole(self) -> int | None:
        return max(self.hole_points) if self.hole_points else None

    @property
    def longest_streak(self) -> int:
        """The most wins in a row."""
        longest = run = 0
        for _, won in self.results:
            run = run + 1 if won else 0
            longest = max(longest, run)
        return longest

    @property
    def current_streak(self) -> int:
        """Wins in a row up to the newest finished match played."""
        run = 0
        for _, won in reversed(self.results):
            if not won:
                break
            run += 1
        return run


@dataclass(frozen=True)
class HeadToHead:
    """Two players' finished matches together: how often each finished ahead (a lower
    total), and how often level."""

    a: str  # names, as the table shows them
    b: str
    a_ahead: int
    b_ahead: int
    tied: int

    @property
    def met(self) -> int:
        return self.a_ahead + self.b_ahead + self.tied


@dataclass(frozen=True)
class BookFigures:
    """Everything the book's page and API show. ``players`` are in the table's order:
    most wins, then the better fair figure, then name."""

    players: tuple[BookPlayer, ...]
    head_to_head: tuple[HeadToHead, ...]
    champion: BookPlayer | None
    match_count: int
    finished_count: int


def _key(name: str, aliases: Mapping[str, str]) -> str:
    key = name_key(name)
    return aliases.get(key, key)


def _hole_difference(points: int, others: Sequence[int]) -> Fraction:
    return points - Fraction(sum(others), len(others))


def _played_every_hole(sheet: ScoreSheet, index: int) -> bool:
    return all(
        row.cells[index].played and row.cells[index].points is not None for row in sheet.holes
    )


def book_figures(sheets: Iterable[ScoreSheet], aliases: Mapping[str, str]) -> BookFigures:
    """The figures of a book whose matches have ``sheets`` (oldest first); ``aliases``
    maps a name key to the key it is counted under (the book's merges)."""
    sheets = list(sheets)
    people: dict[str, BookPlayer] = {}
    meetings: dict[tuple[str, str], list[int]] = {}
    for position, sheet in enumerate(sheets):
        keys = [_key(player.name, aliases) for player in sheet.players]
        winners = {player.id for player in sheet.winners}
        for index, player in enumerate(sheet.players):
            person = people.setdefault(keys[index], BookPlayer(key=keys[index], name=player.name))
            person.names.add(player.name)
            person.matches += 1
            match_differences: list[Fraction] = []
            for row in sheet.holes:
                cell = row.cells[index]
                if not cell.played or cell.points is None:
                    continue  # a missed hole's counted score is not theirs
                person.hole_points.append(cell.points)
                others = [
                    other.points
                    for other_index, other in enumerate(row.cells)
                    if other_index != index and other.played and other.points is not None
                ]
                if others:
                    match_differences.append(_hole_difference(cell.points, others))
            person.differences.extend(match_differences)
            if match_differences:
                mean = sum(match_differences, Fraction(0)) / len(match_differences)
                person.form.append((position, mean))
            if not sheet.is_finished:
                continue
            won = player.id in winners
            if won:
                person.wins += Fraction(1, len(winners))
            person.results.append((sheet.match.id, won))
            if _played_every_hole(sheet, index):
                length, total = sheet.match.holes, sheet.totals[index]
                if length not in person.best_totals or total < person.best_totals[length]:
                    person.best_totals[length] = total
                    person.best_total_matches[length] = sheet.match.id
        if sheet.is_finished:
            for (i, a), (j, b) in combinations(enumerate(keys), 2):
                if a == b:
                    continue  # never within one match: a merge refuses it
                pair, totals = (a, b), (sheet.totals[i], sheet.totals[j])
                if b < a:
                    pair, totals = (b, a), (totals[1], totals[0])
                tally = meetings.setdefault(pair, [0, 0, 0])
                tally[0 if totals[0] < totals[1] else 1 if totals[1] < totals[0] else 2] += 1
    for person in people.values():
        # A merged person is shown under a spelling of the name they are merged into.
        own = sorted(n for n in person.names if name_key(n) == person.key)
        if own:
            person.name = own[0]
    table = sorted(people.values(), key=_table_order)
    head_to_head = tuple(
        sorted(
            (
                HeadToHead(people[a].name, people[b].name, *tally)
                for (a, b), tally in meetings.items()
            ),
            key=lambda h: (h.a.casefold(), h.b.casefold()),
        )
    )
    return BookFigures(
        players=tuple(table),
        head_to_head=head_to_head,
        champion=_champion(table),
        match_count=len(sheets),
        finished_count=sum(1 for sheet in sheets if sheet.is_finished),
    )


def _table_order(person: BookPlayer) -> tuple:
    fair = person.fair
    return (-person.wins, fair is None, fair if fair is not None else 0, person.name.casefold())


def _champion(table: Sequence[BookPlayer]) -> BookPlayer | None:
    if not table or table[0].wins == 0:
        return None
    leader = table[0]
    if len(table) > 1:
        runner_up = table[1]
        if runner_up.wins == leader.wins and runner_up.fair == leader.fair:
            return None  # level on wins and on the fair figure: no one champion
    return leader


def merge_clash(sheets: Iterable[ScoreSheet], aliases: Mapping[str, str]) -> ScoreSheet | None:
    """The first sheet on which two players would count as one person under ``aliases``
    (a merge that must be refused: two people of the same match are never one); else
    None."""
    for sheet in sheets:
        keys = [_key(player.name, aliases) for player in sheet.players]
        if len(set(keys)) < len(keys):
            return sheet
    return None
