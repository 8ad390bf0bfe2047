"""The scoring plan: everything about a rule set that scoring needs, tabulated once per
rule set, and the switches a game ignores.

For every set of positions a rank can occupy (a bit mask, bit ``row * columns + column``,
0-based) the plan records how many of those cards still count and which bonus they earn,
and, for the reasons, which card cancelled with which. :func:`~.layout.layout_total`,
:func:`~.layout.score_layout` and :func:`~.bounds.hole_score_bounds` all read these
tables, so they cannot disagree.
"""

from __future__ import annotations

import functools
import itertools
from dataclasses import dataclass
from typing import TypeAlias

from golfkeeper.engine.cards import Rank
from golfkeeper.engine.house_rules import (
    SWITCHES,
    FourCardPairs,
    Game,
    HouseRules,
    NegativePairs,
    NineCardLines,
    PairLines,
    PairOfJokers,
    PairOfTwos,
    RowMatch,
    SwitchKind,
)
from golfkeeper.engine.scoring.bonuses import BonusGroup, best_bonuses
from golfkeeper.engine.scoring.nine_card import NineCardLine, nine_card_lines
from golfkeeper.engine.scoring.values import FACE_VALUES, rank_supply

__all__ = ["LEFT_OVER", "Outcome", "inactive_switches"]


def inactive_switches(rules: HouseRules) -> tuple[str, ...]:
    """Scoring switches that cannot change a score in the table's game, so scoring ignores
    them: ``pairs``, ``pair_of_twos`` and ``four_of_a_kind`` outside six-card golf (four-card
    golf has no pair discount, nine-card golf cancels only lines of three);
    ``nine_card_lines`` outside nine-card golf; ``four_of_a_kind`` under ``pairs`` = ``rows``
    (no column pairs). Source: house agreement. Read from each switch's declaration
    (:meth:`Switch.applies <golfkeeper.engine.house_rules.Switch.applies>`).

    >>> inactive_switches(HouseRules())  # doctest: +NORMALIZE_WHITESPACE
    ('nine_card_lines', 'jokers_per_deck', 'pair_of_jokers', 'four_of_a_kind_columns',
     'bonuses', 'row_match', 'four_card_pairs')
    """
    return tuple(
        declared.key
        for declared in SWITCHES
        if declared.kind is SwitchKind.SCORING and not declared.applies(rules)
    )


# A set of equal cards that cancel together: a pair, or three or four in one row under
# row_match = triple. Positions ascending.
Group: TypeAlias = tuple[int, ...]
Grouping: TypeAlias = tuple[Group, ...]
# A card that could have paired but found no partner left (see Outcome.left_over).
LEFT_OVER = -1


@dataclass(frozen=True)
class Outcome:
    """What the cards of one rank on a set of positions score and why: ``groups`` that
    cancelled (pairs or row sets), ``left_over`` positions that could have paired but
    had no partner left, ``bonuses`` earned, the columns denied the square bonus
    (``unsquared``), for nine-card golf ``zeroed`` (position, zeroing line indices), and
    ``total`` (points, bonuses included)."""

    groups: Grouping
    left_over: tuple[int, ...]
    bonuses: tuple[BonusGroup, ...]
    unsquared: tuple[int, ...]
    zeroed: tuple[tuple[int, tuple[int, ...]], ...]
    total: int


# The one-eyed jacks (RULES.md V19): the jacks drawn in profile.


# (rows, columns, pair lines, row sets) -> (pairable, groupings, distinct, cancelling) of
# _Plan: a few keys.
_GROUPINGS: dict[
    tuple[int, int, PairLines | None, bool],
    tuple[
        tuple[tuple[bool, ...], ...],
        tuple[tuple[Grouping, ...], ...],
        tuple[tuple[Grouping, ...], ...],
        tuple[tuple[tuple[tuple[int, ...], int], ...], ...],
    ],
] = {}


@functools.lru_cache(maxsize=8)
def _masks(n: int) -> tuple[tuple[int, ...], tuple[tuple[int, ...], ...]]:
    """For every set of ``n`` positions (a mask): how many it holds, and which, ascending.
    Shared by every plan of that layout size, so cached plans stay small."""
    size = 1 << n
    flat = tuple(bin(mask).count("1") for mask in range(size))
    positions = tuple(tuple(p for p in range(n) if mask >> p & 1) for mask in range(size))
    return flat, positions


class _Plan:
    """Everything about a rule set that scoring needs, computed once per rule set.

    ``by_rank[rank][mask]`` is what the cards of ``rank`` score (points, bonuses
    included) when they lie on the positions in ``mask``. Under ``one_eyed_jacks`` the
    jacks are scored by :meth:`jack_total`, which also needs the one-eyed positions.
    :meth:`outcome` says which cards cancelled with which, for the reasons.
    """

    def __init__(self, rules: HouseRules):
        self.rules = rules
        self.game = rules.game
        self.n_rows, self.n_columns = rules.game.shape
        self.n = self.n_rows * self.n_columns
        self.row_lengths = [self.n_columns] * self.n_rows
        size = 1 << self.n
        self.flat, self.positions = _masks(self.n)
        self.values = {rank: FACE_VALUES.get(rank, 0) for rank in Rank}
        for rank, points in rules.card_values:
            self.values[rank] = points
        self.values[Rank.TWO] = rules.twos
        self.values[Rank.JOKER] = rules.jokers if rules.jokers is not None else 0
        self.labels = {rank: rank.label for rank in Rank}
        self.supply = {rank: rank_supply(rank, rules) for rank in Rank}
        self.look_closer = {rank: min(rules.decks, self.supply[rank]) for rank in Rank}
        self.one_eyed = rules.one_eyed_jacks
        self.lines: tuple[NineCardLine, ...] = ()
        self.zero_lines: tuple[tuple[int, ...], ...] = ((),) * size
        self.zeroed_masks: tuple[int, ...] = (0,) * size
        self.line_kept: tuple[int, ...] = self.flat
        self.pair_mode = self._pair_mode()
        self.row_sets = (
            rules.row_match is RowMatch.TRIPLE
            and self.game in (Game.SIX_CARD, Game.EIGHT_CARD)
            and self.pair_mode in (PairLines.ROWS, PairLines.COLUMNS_AND_ROWS)
        )
        self.bonuses_apply = self.game in (
            Game.SIX_CARD,
            Game.EIGHT_CARD,
        ) and self.pair_mode in (PairLines.COLUMNS, PairLines.COLUMNS_AND_ROWS, PairLines.ANYWHERE)
        self.pairable: tuple[tuple[bool, ...], ...] = ()
        self.groupings: tuple[tuple[Grouping, ...], ...] = ((),) * size
        self.distinct: tuple[tuple[Grouping, ...], ...] = ((),) * size
        self.cancelling: tuple[tuple[tuple[tuple[int, ...], int], ...], ...] = ((),) * size
        self._outcomes: dict[tuple[Rank, int, int], Outcome] = {}
        self.surv, self.plain_bonus = self.flat, (0,) * size
        if self.game is Game.NINE_CARD:
            self._build_lines()
        elif self.pair_mode is not None:
            self._build_groupings()
        self.by_rank: dict[Rank, tuple[int, ...]] = {}
        special = self._special_ranks()
        for rank in Rank:
            if self.supply[rank] == 0 or (rank is Rank.JACK and self.one_eyed):
                continue
            value = self.values[rank]
            if self.game is Game.NINE_CARD:
                # What _nine_card_outcome totals, without building an outcome per set.
                self.by_rank[rank] = tuple(value * kept for kept in self.line_kept)
            elif rank in special:
                self.by_rank[rank] = tuple(
                    # Not kept in the memo of outcomes: a table needs only the total.
                    self._pair_outcome(rank, mask, 0).total if self._cancels(mask) else value * flat
                    for mask, flat in enumerate(self.flat)
                )
            else:
                self.by_rank[rank] = tuple(
                    value * kept + change
                    for kept, change in zip(self.surv, self.plain_bonus, strict=True)
                )
        self.rows_can_cancel = (
            self.game in (Game.SIX_CARD, Game.EIGHT_CARD, Game.FOUR_CARD)
            and self.pair_mode in (PairLines.ROWS, PairLines.COLUMNS_AND_ROWS, PairLines.ANYWHERE)
        ) or (self.game is Game.NINE_CARD and rules.nine_card_lines is not NineCardLines.COLUMNS)
        # Reason texts by the situation of a line, which is small and repeats a lot.
        self.column_texts: dict[tuple[object, ...], tuple[int, str]] = {}

    def row_of(self, position: int) -> int:
        return position // self.n_columns

    def column_of(self, position: int) -> int:
        return position % self.n_columns

    def _pair_mode(self) -> PairLines | None:
        """Where two equal ranks cancel in this game, or ``None`` when no pair does."""
        if self.game is Game.FOUR_CARD:
            return {
                FourCardPairs.NONE: None,
                FourCardPairs.COLUMNS: PairLines.COLUMNS,
                FourCardPairs.ROWS: PairLines.ROWS,
                FourCardPairs.ANYWHERE: PairLines.ANYWHERE,
            }[self.rules.four_card_pairs]
        if self.game is Game.NINE_CARD:
            return None
        return self.rules.pairs

    def _special_ranks(self) -> frozenset[Rank]:
        """Ranks whose score on a set of positions is not just value times the cards left
        plus a shared bonus: kept pairs (V09, V21), jacks under V19 or V22."""
        rules, special = self.rules, set()
        if rules.pair_of_twos is PairOfTwos.KEEP:
            special.add(Rank.TWO)
        if rules.pair_of_jokers is not PairOfJokers.ZERO:
            special.add(Rank.JOKER)
        if rules.one_eyed_jacks or rules.two_pairs_of_jacks:
            special.add(Rank.JACK)
        if rules.negative_pairs is NegativePairs.KEEP:
            special.update(rank for rank in Rank if self.values[rank] < 0)
        return frozenset(special)

    def _cancels(self, mask: int) -> bool:
        return bool(self.groupings[mask] and self.groupings[mask][0]) or bool(self.zero_lines[mask])

    # ---- six-, eight- and four-card golf: pairs and row sets --------------------------

    def _build_groupings(self) -> None:
        mode, n, row_of, column_of = self.pair_mode, self.n, self.row_of, self.column_of
        pair_rows = not self.row_sets

        def may_pair(p: int, q: int) -> bool:
            same_column = column_of(p) == column_of(q)
            same_row = row_of(p) == row_of(q)
            if mode is PairLines.COLUMNS:
                return same_column
            if mode is PairLines.ROWS:
                return same_row and pair_rows
            if mode is PairLines.COLUMNS_AND_ROWS:
                return same_column or (same_row and pair_rows)
            return True

        # Which positions may cancel, and how each set can, depend on the layout's shape and
        # the pairing switches alone: shared by every rule set that has them.
        key = (self.n_rows, self.n_columns, mode, self.row_sets)
        known = _GROUPINGS.get(key)
        if known is None:
            self.pairable = tuple(
                tuple(p != q and may_pair(p, q) for q in range(n)) for p in range(n)
            )
            self.groupings = self._max_groupings()
            shapes: dict[Group, tuple[int, int | None]] = {}
            self.distinct = tuple(self._distinct(groupings, shapes) for groupings in self.groupings)
            self.cancelling = tuple(
                self._cancelling(mask, groupings, shapes)
                for mask, groupings in enumerate(self.groupings)
            )
            _GROUPINGS[key] = (self.pairable, self.groupings, self.distinct, self.cancelling)
        else:
            self.pairable, self.groupings, self.distinct, self.cancelling = known
        surv, plain_bonus = [], []
        for mask, groupings in enumerate(self.groupings):
            surv.append(self.flat[mask] - sum(len(group) for group in groupings[0]))
            change = 0
            if self.bonuses_apply and self.rules.four_of_a_kind:
                for grouping in self.distinct[mask]:
                    scores = {self.column_of(g[0]): 0 for g in grouping if self._is_column(g)}
                    change = min(change, self._best_bonuses(Rank.ACE, scores)[1])
            plain_bonus.append(change)
        self.surv, self.plain_bonus = tuple(surv), tuple(plain_bonus)

    def _max_groupings(self) -> tuple[tuple[Grouping, ...], ...]:
        """For every set of positions, every way its cards can cancel that cancels the
        most cards (cancelling is not optional), the ways with more column pairs, then
        more row groups, first.

        Built over the sets in increasing order: the lowest position is left alone, or
        cancels with a partner (or, under row sets, with more of its row), and the rest
        cancel as their own set does at best."""
        size = 1 << self.n
        most = [0] * size
        # Each set's ways in the order of choosing (before the ordering above).
        ways: list[list[Grouping]] = [[()] for _ in range(size)]
        for mask in range(1, size):
            first = (mask & -mask).bit_length() - 1
            rest = mask & (mask - 1)
            options: list[tuple[Group, int]] = [((), rest)]
            others = [q for q in range(first + 1, self.n) if rest >> q & 1]
            options += [((first, q), rest & ~(1 << q)) for q in others if self.pairable[first][q]]
            if self.row_sets:
                row = [q for q in others if self.row_of(q) == self.row_of(first)]
                for count in range(2, len(row) + 1):
                    for mates in itertools.combinations(row, count):
                        left = rest & ~sum(1 << q for q in mates)
                        options.append(((first, *mates), left))
            best = max(len(group) + most[left] for group, left in options)
            most[mask] = best
            ways[mask] = [
                (group, *grouping) if group else grouping
                for group, left in options
                if len(group) + most[left] == best
                for grouping in ways[left]
            ]

        def order(grouping: Grouping) -> tuple[int, int]:
            columns = sum(self._is_column(group) for group in grouping)
            rows = sum(self._is_row(group) for group in grouping)
            return (-columns, -rows)

        return tuple(tuple(sorted(found, key=order)) for found in ways)

    def _shape(
        self, group: Group, shapes: dict[Group, tuple[int, int | None]]
    ) -> tuple[int, int | None]:
        """A group's positions as a mask and its column if it is a column pair (memo)."""
        found = shapes.get(group)
        if found is None:
            column = self.column_of(group[0]) if self._is_column(group) else None
            found = shapes[group] = (sum(1 << p for p in group), column)
        return found

    def _distinct(
        self, groupings: tuple[Grouping, ...], shapes: dict[Group, tuple[int, int | None]]
    ) -> tuple[Grouping, ...]:
        """The first of the ``groupings`` with each (columns paired, group sizes): cards
        of one rank that are all worth the same score alike under any of those ways, so
        a total needs only these."""
        seen: set[tuple[tuple[int, ...], tuple[int, ...]]] = set()
        kept = []
        for grouping in groupings:
            columns = [self._shape(group, shapes)[1] for group in grouping]
            paired = tuple(sorted(column for column in columns if column is not None))
            signature = (paired, tuple(sorted(len(group) for group in grouping)))
            if signature not in seen:
                seen.add(signature)
                kept.append(grouping)
        return tuple(kept)

    def _cancelling(
        self,
        mask: int,
        groupings: tuple[Grouping, ...],
        shapes: dict[Group, tuple[int, int | None]],
    ) -> tuple[tuple[tuple[int, ...], int], ...]:
        """The distinct (columns paired, positions left uncancelled) of the ways the cards
        on ``mask`` cancel: what a rank whose cards differ in value (one-eyed jacks) needs
        to tell the ways apart, when no pair keeps a score."""
        found = set()
        for grouping in groupings or ((),):
            cancelled, columns = 0, []
            for group in grouping:
                bits, column = self._shape(group, shapes)
                cancelled |= bits
                if column is not None:
                    columns.append(column)
            found.add((tuple(columns), mask & ~cancelled))
        return tuple(sorted(found))

    def _is_column(self, group: Group) -> bool:
        return len(group) == 2 and self.column_of(group[0]) == self.column_of(group[1])

    def _is_row(self, group: Group) -> bool:
        return all(self.row_of(p) == self.row_of(group[0]) for p in group)

    def pair_points(self, rank: Rank, first: int, second: int) -> int | None:
        """What a pair of ``rank`` worth ``first`` and ``second`` scores, or ``None`` when
        it scores 0 like any pair: V21 ``minus4`` makes a pair of jokers -4; under V32
        ``keep`` a pair with a card worth less than 0 keeps its values (golfcards.club's
        engine); kept 2s (V09) and kept jokers (V21) keep their values."""
        rules = self.rules
        jokers = rank is Rank.JOKER and rules.jokers is not None
        if jokers and rules.pair_of_jokers is PairOfJokers.MINUS4:
            return -4
        if rules.negative_pairs is NegativePairs.KEEP and (first < 0 or second < 0):
            return first + second
        if (
            rank is Rank.TWO
            and rules.pair_of_twos is PairOfTwos.KEEP
            and self.game is not Game.FOUR_CARD
        ):
            return first + second
        if jokers and rules.pair_of_jokers is PairOfJokers.KEEP:
            return first + second
        return None

    def outcome(self, rank: Rank, mask: int, eyed: int = 0) -> Outcome:
        """How the cards of ``rank`` on ``mask`` score (``eyed``: the positions of
        one-eyed jacks among them, worth 0): the way of cancelling that gives the lowest
        score among those that cancel the most cards (RULES.md 2.H, interactions 5)."""
        key = (rank, mask, eyed)
        found = self._outcomes.get(key)
        if found is not None:
            return found
        if self.game is Game.NINE_CARD:
            found = self._nine_card_outcome(rank, mask, eyed)
        else:
            found = self._pair_outcome(rank, mask, eyed)
        if len(self._outcomes) > 50_000:
            self._outcomes.clear()
        self._outcomes[key] = found
        return found

    def card_points(self, rank: Rank, position: int, eyed: int) -> int:
        if eyed >> position & 1:
            return 0
        return self.values[rank]

    def _pair_outcome(self, rank: Rank, mask: int, eyed: int) -> Outcome:
        # Cards all worth the same (no one-eyed jack among them) score alike under ways
        # of cancelling with the same columns paired and group sizes.
        groupings = (self.distinct[mask] if eyed == 0 else self.groupings[mask]) or ((),)
        best: Outcome | None = None
        for grouping in groupings:
            cancelled = {p for group in grouping for p in group}
            total = sum(
                self.card_points(rank, p, eyed) for p in self.positions[mask] if p not in cancelled
            )
            column_scores: dict[int, int] = {}
            for group in grouping:
                points = 0
                if len(group) == 2:
                    first, second = (self.card_points(rank, p, eyed) for p in group)
                    kept = self.pair_points(rank, first, second)
                    points = 0 if kept is None else kept
                total += points
                if self._is_column(group):
                    column_scores[self.column_of(group[0])] = points
            bonuses, change, unsquared = self._best_bonuses(rank, column_scores)
            total += change
            if best is None or total < best.total:
                left_over = tuple(
                    p
                    for p in self.positions[mask]
                    if p not in cancelled and any(self.pairable[p][q] for q in self.positions[mask])
                )
                best = Outcome(grouping, left_over, bonuses, unsquared, (), total)
        assert best is not None
        return best

    def _best_bonuses(
        self, rank: Rank, column_scores: dict[int, int]
    ) -> tuple[tuple[BonusGroup, ...], int, tuple[int, ...]]:
        """The bonuses the rank's column pairs earn at best (:func:`.bonuses.best_bonuses`)."""
        return best_bonuses(self.rules, self.bonuses_apply, rank, column_scores)

    def jack_total(self, mask: int, eyed: int) -> int:
        """What the jacks on ``mask`` score when those on ``eyed`` are one-eyed (V19)."""
        if not self._cancels(mask):
            return self.values[Rank.JACK] * (self.flat[mask] - self.flat[eyed])
        return self.outcome(Rank.JACK, mask, eyed).total

    # ---- nine-card golf: lines of three --------------------------------------------------

    def _build_lines(self) -> None:
        (
            self.lines,
            self.line_masks,
            self.zero_lines,
            self.zeroed_masks,
            self.line_kept,
        ) = nine_card_lines(self.n_rows, self.n_columns, self.rules.nine_card_lines)

    def _nine_card_outcome(self, rank: Rank, mask: int, eyed: int) -> Outcome:
        full = self.zero_lines[mask]
        zeroed_mask = self.zeroed_masks[mask]
        total = sum(
            self.card_points(rank, p, eyed)
            for p in self.positions[mask]
            if not zeroed_mask >> p & 1
        )
        zeroed = tuple(
            (p, tuple(i for i in full if p in self.lines[i].positions))
            for p in self.positions[mask]
            if zeroed_mask >> p & 1
        )
        return Outcome((), (), (), (), zeroed, total)


@functools.lru_cache(maxsize=256)
def _build_plan(rules: HouseRules) -> _Plan:
    return _Plan(rules)


# Looking a rule set up by identity first saves hashing the 17-field dataclass on every
# call, which dominated the cost of a total.
_PLANS_BY_ID: dict[int, tuple[HouseRules, _Plan]] = {}


def _plan_for(rules: HouseRules) -> _Plan:
    entry = _PLANS_BY_ID.get(id(rules))
    if entry is not None and entry[0] is rules:
        return entry[1]
    plan = _build_plan(rules)
    if len(_PLANS_BY_ID) >= 256:
        _PLANS_BY_ID.clear()
    _PLANS_BY_ID[id(rules)] = (rules, plan)
    return plan
