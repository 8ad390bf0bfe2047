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
    Game,
    HouseRules,
    NineCardLines,
    PairLines,
    PairOfTwos,
    SwitchKind,
)
from golfkeeper.engine.scoring.results import Bonus
from golfkeeper.engine.scoring.values import FACE_VALUES, rank_supply

__all__ = ["KEPT", "LEFT_OVER", "CardState", "ColumnMark", "Effect", "inactive_switches"]


def inactive_switches(rules: HouseRules) -> tuple[str, ...]:
    """Scoring switches that cannot change a score in the table's game, so scoring ignores
    them: ``pairs``, ``pair_of_twos`` and ``four_of_a_kind`` outside six-card golf (four-card
    golf has no pair discount, nine-card golf cancels only lines of three);
    ``nine_card_lines`` outside nine-card golf; ``four_of_a_kind`` under ``pairs`` = ``rows``
    (no column pairs). Source: house agreement. Read from each switch's declaration
    (:meth:`Switch.applies <golfkeeper.engine.house_rules.Switch.applies>`).

    >>> inactive_switches(HouseRules())
    ('nine_card_lines',)
    """
    return tuple(
        declared.key
        for declared in SWITCHES
        if declared.kind is SwitchKind.SCORING and not declared.applies(rules)
    )


@dataclass(frozen=True)
class _Line:
    """A line of three that can cancel in nine-card golf: kind, 1-based index, positions."""

    kind: str
    index: int
    positions: tuple[int, ...]

    @property
    def label(self) -> str:
        return f"{self.kind} {self.index}"


# What happened to one card, as recorded per position while explaining a layout: a partner
# position (int >= 0), LEFT_OVER, KEPT, a tuple of the nine-card lines that zeroed it, or
# None when the card simply counts.
CardState: TypeAlias = int | tuple[int, ...] | None
LEFT_OVER = -1
KEPT = -2
# A column's part in four of a kind: True when it earned a bonus, or the two columns whose
# pairs were denied the square bonus because they are not side by side.
ColumnMark: TypeAlias = bool | tuple[int, ...]
# What a cancelling rank does on a set of positions (see _Plan._effects): pairs, left-over
# positions, bonus columns, columns denied the square bonus, (position, zeroing lines).
Effect: TypeAlias = tuple[
    tuple[tuple[int, int], ...],
    tuple[int, ...],
    tuple[int, ...],
    tuple[int, ...],
    tuple[tuple[int, tuple[int, ...]], ...],
]


class _Plan:
    """Everything about a rule set that scoring needs, computed once per rule set.

    ``surv[mask]`` is how many cards of a cancelling rank still count when the rank lies
    on the positions in ``mask``; ``bonus[mask]`` the bonus points they earn. Ranks that
    never cancel (every rank in four-card golf, 2s under ``pair_of_twos`` = ``keep``) use
    ``flat`` (a popcount) and no bonus. ``effects[mask]`` and ``kept[mask]`` say which
    cards cancelled with which, for the reasons.
    """

    def __init__(self, rules: HouseRules):
        self.rules = rules
        self.game = rules.game
        self.n_rows, self.n_columns = rules.game.shape
        self.n = self.n_rows * self.n_columns
        self.row_lengths = [self.n_columns] * self.n_rows
        size = 1 << self.n
        self.flat = tuple(bin(mask).count("1") for mask in range(size))
        self.no_bonus = (0,) * size
        self.values = {rank: FACE_VALUES.get(rank, 0) for rank in Rank}
        self.values[Rank.TWO] = rules.twos
        self.values[Rank.JOKER] = rules.jokers if rules.jokers is not None else 0
        self.labels = {rank: rank.label for rank in Rank}
        self.supply = {rank: rank_supply(rank, rules) for rank in Rank}
        self.look_closer = {rank: min(rules.decks, self.supply[rank]) for rank in Rank}
        self.positions = tuple(
            tuple(p for p in range(self.n) if mask >> p & 1) for mask in range(size)
        )
        self.never_cancel = frozenset(
            rank
            for rank in Rank
            if rules.game is Game.FOUR_CARD
            or (
                rank is Rank.TWO
                and rules.game is Game.SIX_CARD
                and rules.pair_of_twos is PairOfTwos.KEEP
            )
        )
        self.lines: tuple[_Line, ...] = ()
        self.pairable: tuple[tuple[bool, ...], ...] = ()
        self.pairs: tuple[tuple[tuple[int, int], ...], ...] = ((),) * size
        self.zero_lines: tuple[tuple[int, ...], ...] = ((),) * size
        self.bonus_columns: tuple[tuple[int, ...], ...] = ((),) * size
        if rules.game is Game.SIX_CARD:
            self._build_pairs()
        elif rules.game is Game.NINE_CARD:
            self._build_lines()
        else:
            self.surv, self.bonus = self.flat, self.no_bonus
        # None where nothing happens (the usual case), so scoring can skip the rank at once.
        self.effects = tuple(
            effects if any(effects) else None
            for effects in (self._effects(mask) for mask in range(size))
        )
        self.kept = tuple(self._kept(mask) or None for mask in range(size))
        self.by_rank = {
            rank: (
                self.values[rank],
                *(
                    (self.flat, self.no_bonus)
                    if rank in self.never_cancel
                    else (self.surv, self.bonus)
                ),
            )
            for rank in Rank
            if self.supply[rank] > 0
        }
        self.rows_can_cancel = (
            rules.game is Game.SIX_CARD
            and rules.pairs in (PairLines.ROWS, PairLines.COLUMNS_AND_ROWS)
        ) or (rules.game is Game.NINE_CARD and rules.nine_card_lines is NineCardLines.ALL)
        # Reason texts by the situation of a line, which is small and repeats a lot.
        self.column_texts: dict[tuple[object, ...], tuple[int, str]] = {}
        self.bonus_memo: dict[tuple[Rank, tuple[int, ...]], Bonus] = {}

    def row_of(self, position: int) -> int:
        return position // self.n_columns

    def column_of(self, position: int) -> int:
        return position % self.n_columns

    def _build_pairs(self) -> None:
        mode = self.rules.pairs
        n, row_of, column_of = self.n, self.row_of, self.column_of

        def may_pair(p: int, q: int) -> bool:
            same_column = column_of(p) == column_of(q)
            same_row = row_of(p) == row_of(q)
            if mode is PairLines.COLUMNS:
                return same_column
            if mode is PairLines.ROWS:
                return same_row
            if mode is PairLines.COLUMNS_AND_ROWS:
                return same_column or same_row
            return True

        self.pairable = tuple(tuple(p != q and may_pair(p, q) for q in range(n)) for p in range(n))
        surv, bonus, pairs, bonus_columns = [], [], [], []
        for mask in range(1 << n):
            chosen = self._best_pairing([p for p in range(n) if mask >> p & 1])
            pairs.append(chosen)
            columns = self._find_bonus_columns(chosen)
            bonus_columns.append(columns)
            surv.append(self.flat[mask] - 2 * len(chosen))
            bonus.append(self.rules.four_of_a_kind if columns else 0)
        self.surv, self.bonus = tuple(surv), tuple(bonus)
        self.pairs, self.bonus_columns = tuple(pairs), tuple(bonus_columns)

    def _best_pairing(self, positions: list[int]) -> tuple[tuple[int, int], ...]:
        """The largest set of disjoint pairs; ties prefer column pairs, then row pairs."""
        best: tuple[tuple[int, int, int], tuple[tuple[int, int], ...]] = ((-1, -1, -1), ())

        def key(pairing: tuple[tuple[int, int], ...]) -> tuple[int, int, int]:
            columns = sum(self.column_of(p) == self.column_of(q) for p, q in pairing)
            rows = sum(self.row_of(p) == self.row_of(q) for p, q in pairing)
            return (len(pairing), columns, rows)

        def walk(rest: list[int], chosen: tuple[tuple[int, int], ...]) -> None:
            nonlocal best
            if not rest:
                score = key(chosen)
                if score > best[0]:
                    best = (score, chosen)
                return
            first, others = rest[0], rest[1:]
            walk(others, chosen)
            for i, other in enumerate(others):
                if self.pairable[first][other]:
                    walk(others[:i] + others[i + 1 :], (*chosen, (first, other)))

        walk(positions, ())
        return best[1]

    def _find_bonus_columns(self, pairing: tuple[tuple[int, int], ...]) -> tuple[int, ...]:
        rule = self.rules.four_of_a_kind
        if rule == 0 or self.rules.pairs is PairLines.ROWS:
            return ()
        paired = sorted(
            self.column_of(p) for p, q in pairing if self.column_of(p) == self.column_of(q)
        )
        if rule == -10 and len(paired) >= 2:
            return (paired[0] + 1, paired[1] + 1)
        for left, right in itertools.pairwise(paired):
            if right == left + 1:
                return (left + 1, right + 1)
        return ()

    def _build_lines(self) -> None:
        rows, columns = self.n_rows, self.n_columns
        lines = [
            _Line("column", c + 1, tuple(r * columns + c for r in range(rows)))
            for c in range(columns)
        ]
        if self.rules.nine_card_lines is NineCardLines.ALL:
            lines += [
                _Line("row", r + 1, tuple(r * columns + c for c in range(columns)))
                for r in range(rows)
            ]
            lines.append(_Line("diagonal", 1, tuple(i * columns + i for i in range(rows))))
            lines.append(
                _Line("diagonal", 2, tuple(i * columns + columns - 1 - i for i in range(rows)))
            )
        self.lines = tuple(lines)
        line_masks = [sum(1 << p for p in line.positions) for line in lines]
        surv, zero_lines = [], []
        for mask in range(1 << self.n):
            full = tuple(i for i, bits in enumerate(line_masks) if mask & bits == bits)
            zeroed = 0
            for i in full:
                zeroed |= line_masks[i]
            surv.append(self.flat[mask] - self.flat[zeroed])
            zero_lines.append(full)
        self.surv, self.bonus = tuple(surv), self.no_bonus
        self.zero_lines = tuple(zero_lines)

    def _effects(self, mask: int) -> Effect:
        """What a cancelling rank on ``mask`` does, for the reasons: (pairs, left-over
        positions, bonus columns, columns denied the square bonus, (position, zeroing
        line indices) for nine-card golf)."""
        pairs = self.pairs[mask]
        positions = [p for p in range(self.n) if mask >> p & 1]
        paired = {p for pair in pairs for p in pair}
        left_over = tuple(
            p
            for p in positions
            if p not in paired and self.pairable and any(self.pairable[p][q] for q in positions)
        )
        unsquared: tuple[int, ...] = ()
        if self.rules.four_of_a_kind == -20 and not self.bonus_columns[mask]:
            column_pairs = [
                self.column_of(p) + 1 for p, q in pairs if self.column_of(p) == self.column_of(q)
            ]
            if len(column_pairs) >= 2:
                unsquared = tuple(column_pairs)
        zeroed = tuple(
            (p, tuple(i for i in self.zero_lines[mask] if p in self.lines[i].positions))
            for p in positions
            if any(p in self.lines[i].positions for i in self.zero_lines[mask])
        )
        return pairs, left_over, self.bonus_columns[mask], unsquared, zeroed

    def _kept(self, mask: int) -> tuple[int, ...]:
        """Positions of a never-cancelling rank on ``mask`` that would otherwise pair."""
        if not self.pairable:
            return ()
        positions = [p for p in range(self.n) if mask >> p & 1]
        return tuple(p for p in positions if any(self.pairable[p][q] for q in positions))


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
