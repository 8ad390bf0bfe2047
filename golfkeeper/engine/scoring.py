"""Scoring a layout: card values, the column (and variant) cancelling rules, bonuses, the
reasons a player can read, and the lowest and highest hole score a rule set allows.

How every rule set is scored, in one idea: the score of a layout is the sum, over the
ranks in it, of what the cards of that rank score where they lie. Cards of one rank only
ever cancel each other (a 5 never cancels a 9), so "which of these equal cards cancel"
depends only on the set of positions the rank occupies. For each rule set we tabulate,
for every set of positions (a bit mask, bit ``row * columns + column``, 0-based), how many
of those cards still count and which bonus they earn. :func:`layout_total`,
:func:`score_layout` and :func:`hole_score_bounds` all read the same tables, so they
cannot disagree.

Decisions recorded here (RULES.md section 7 and "house agreement" where the sources are
silent):

* Every card's points are counted exactly once, in its column. ``LayoutScore.columns``
  therefore carries all the points; a card cancelled by a row partner, a partner
  anywhere, or a nine-card row or diagonal of three shows as 0 in its column, and the
  column's reason says which card it cancelled with.
* ``LayoutScore.rows`` is filled only when rows (or, in nine-card golf, rows and
  diagonals) cancel under the rules: ``pairs`` = ``rows`` or ``columns_and_rows``, or
  ``nine_card_lines`` = ``all``. Those lines carry 0 points (their cards are already
  counted in the columns) and a reason naming what they cancelled. Diagonals are in
  ``rows`` too, with ``kind == "diagonal"``. So ``total`` is always the sum of the
  points of ``columns``, ``rows`` and ``bonuses``.
* Pairs cancel pairwise (RULES.md 7.4): among equal ranks that may pair (same column, same
  row, either, or anywhere, by the ``pairs`` switch) the largest possible number of
  disjoint pairs cancel, so three equal cards leave one counting and four make two pairs.
  When several pairings are equally large, column pairs are preferred, then row pairs.
* ``pair_of_twos`` = ``keep``: 2s never cancel each other, wherever they lie.
* Four of a kind needs two columns that each pair the same rank, so it applies where
  column pairs cancel (``pairs`` = ``columns``, ``columns_and_rows`` or ``anywhere``) and
  never under ``rows``. The bonus replaces the 0 + 0 of those two columns: the columns
  show 0 and a :class:`Bonus` carries the -10 or -20. A column belongs to at most one
  bonus, so six equal cards earn one bonus and one plain pair.
* Four-card golf has no pair discount at all; nine-card golf cancels only three equal
  ranks in a line, and a card is zeroed if it lies in any such line (a row and a column
  of three sharing a corner zero five cards). Switches that cannot change a score in the
  table's game are listed by :func:`inactive_switches` and ignored.
"""

from __future__ import annotations

import functools
import itertools
from dataclasses import dataclass

from golfkeeper.engine.cards import Card, CardError, Layout, Rank, Suit, parse_layout, position_name
from golfkeeper.engine.house_rules import (
    MAIN_RULES,
    Game,
    HouseRules,
    NineCardLines,
    PairLines,
    PairOfTwos,
)

__all__ = [
    "Bonus",
    "HoleScoreBounds",
    "LayoutScore",
    "LineScore",
    "card_value",
    "check_layout",
    "hole_score_bounds",
    "inactive_switches",
    "layout_total",
    "score_layout",
    "score_text",
]

_FACE_VALUES = {
    Rank.ACE: 1,
    Rank.THREE: 3,
    Rank.FOUR: 4,
    Rank.FIVE: 5,
    Rank.SIX: 6,
    Rank.SEVEN: 7,
    Rank.EIGHT: 8,
    Rank.NINE: 9,
    Rank.TEN: 10,
    Rank.JACK: 10,
    Rank.QUEEN: 10,
    Rank.KING: 0,
}
_PLURALS = {
    Rank.ACE: "aces",
    Rank.JACK: "jacks",
    Rank.QUEEN: "queens",
    Rank.KING: "kings",
    Rank.JOKER: "jokers",
}
_ORDINALS = [
    "first",
    "second",
    "third",
    "fourth",
    "fifth",
    "sixth",
    "seventh",
    "eighth",
    "ninth",
    "tenth",
    "eleventh",
    "twelfth",
    "thirteenth",
    "fourteenth",
    "fifteenth",
    "sixteenth",
    "seventeenth",
    "eighteenth",
    "nineteenth",
    "twentieth",
]
_NUMBER_WORDS = {1: "one", 2: "two", 3: "three"}
_GAME_NAMES = {
    Game.SIX_CARD: "Six-card golf",
    Game.FOUR_CARD: "Four-card golf",
    Game.NINE_CARD: "Nine-card golf",
}
RANKS_PER_DECK = 4


def _plural(rank: Rank) -> str:
    return _PLURALS.get(rank, f"{rank.value}s")


def card_value(card: Card, rules: HouseRules) -> int:
    """The points one card counts before any cancelling: A 1, 2 ``rules.twos`` (-2 or +2),
    3-10 face value, J and Q 10, K 0, a joker ``rules.jokers``. Suits never matter.

    Source: Bicycle, Pagat and Wikipedia for the main values; Pagat (jokers -2, 2s +2) and
    common table practice (-5, -3, 0 jokers); house agreement for choosing the two apart.
    Raises :class:`CardError` for a joker when the house rules have no jokers.

    >>> from golfkeeper.engine.cards import parse_card
    >>> card_value(parse_card("2h"), MAIN_RULES), card_value(parse_card("K"), MAIN_RULES)
    (-2, 0)
    >>> card_value(parse_card("JK"), HouseRules(jokers=-5))
    -5
    """
    rank = card.rank
    if rank is Rank.TWO:
        return rules.twos
    if rank is Rank.JOKER:
        if rules.jokers is None:
            raise CardError("A joker was given, but these house rules have no jokers.")
        return rules.jokers
    return _FACE_VALUES[rank]


@dataclass(frozen=True)
class LineScore:
    """One scored line of a layout: a column, or (when they cancel) a row or diagonal.

    ``index`` is 1-based: columns left to right, rows top to bottom, diagonal 1 from the
    top left to the bottom right and diagonal 2 from the top right. ``cards`` run top to
    bottom in a column, left to right in a row or diagonal. ``points`` is what the line
    adds to the hole score (always 0 for rows and diagonals: see the module notes).

    >>> LineScore("column", 2, (), 0, "").label
    'Column 2'
    """

    kind: str
    index: int
    cards: tuple[Card, ...]
    points: int
    reason: str

    @property
    def label(self) -> str:
        """The line's name for people, e.g. ``"Column 1"``, ``"Row 2"``, ``"Diagonal 1"``."""
        return f"{self.kind.capitalize()} {self.index}"


@dataclass(frozen=True)
class Bonus:
    """A four-of-a-kind bonus: ``points`` (-10 or -20) earned by the 1-based ``columns``.

    >>> Bonus(-10, "four 5s", (1, 3)).columns
    (1, 3)
    """

    points: int
    reason: str
    columns: tuple[int, ...]


@dataclass(frozen=True)
class LayoutScore:
    """A layout scored under house rules, line by line, with the reasons.

    ``total`` (points) always equals the sum of the points of ``columns``, ``rows`` and
    ``bonuses``. ``rows`` is empty unless rows (or nine-card rows and diagonals) can cancel
    under the rules; those lines carry 0 points because every card counts in its column.

    >>> score = score_text("5 K 2 / 5 Q A")
    >>> score.total, [column.points for column in score.columns]
    (9, [0, 10, -1])
    """

    layout: Layout
    rules: HouseRules
    columns: tuple[LineScore, ...]
    rows: tuple[LineScore, ...]
    bonuses: tuple[Bonus, ...]
    total: int

    @property
    def lines(self) -> tuple[LineScore, ...]:
        """Columns, then any rows and diagonals."""
        return self.columns + self.rows


@dataclass(frozen=True)
class HoleScoreBounds:
    """The lowest and highest hole score (points) a rule set allows, with a layout that
    scores each (both pass :func:`check_layout`).

    >>> hole_score_bounds(MAIN_RULES).min
    -6
    """

    min: int
    max: int
    min_layout: Layout
    max_layout: Layout


def inactive_switches(rules: HouseRules) -> tuple[str, ...]:
    """Scoring switches that cannot change a score in the table's game, so scoring ignores
    them: ``pairs``, ``pair_of_twos`` and ``four_of_a_kind`` outside six-card golf (four-card
    golf has no pair discount, nine-card golf cancels only lines of three);
    ``nine_card_lines`` outside nine-card golf; ``four_of_a_kind`` under ``pairs`` = ``rows``
    (no column pairs). Source: house agreement.

    >>> inactive_switches(HouseRules())
    ('nine_card_lines',)
    """
    inactive = []
    if rules.game is not Game.NINE_CARD:
        inactive.append("nine_card_lines")
    if rules.game is not Game.SIX_CARD:
        inactive += ["pair_of_twos", "pairs", "four_of_a_kind"]
    elif rules.pairs is PairLines.ROWS:
        inactive.append("four_of_a_kind")
    return tuple(inactive)


# ---------------------------------------------------------------------------------------
# Card supply


def _supply(rank: Rank, rules: HouseRules) -> int:
    if rank is Rank.JOKER:
        return rules.joker_count
    return RANKS_PER_DECK * rules.decks


def _ordinal(number: int) -> str:
    word = _ORDINALS[number - 1] if number <= len(_ORDINALS) else f"{number}th"
    article = "An" if word[0] in "aeiou" else "A"
    return f"{article} {word}"


def _decks_have(decks: int) -> str:
    return "one deck has" if decks == 1 else f"{_NUMBER_WORDS[decks]} decks have"


def check_layout(layout: Layout, rules: HouseRules) -> None:
    """Check that the table's decks could have dealt this layout; return ``None`` if so.

    Raises :class:`CardError` for: the wrong shape for the game (2x3 six-card, 2x2
    four-card, 3x3 nine-card); more than ``4 * decks`` cards of a rank; one card (rank and
    suit) more than ``decks`` times; a joker when the rules have no jokers; more than
    ``2 * decks`` jokers. The message names the card and its position, and the error's
    ``row`` and ``column`` (1-based) point at it. Cards without a suit are checked by rank
    only. Source: Pagat and common table practice (52 cards a deck, 2 jokers a deck).

    >>> check_layout(parse_layout("K K K / K K 5"), MAIN_RULES)
    Traceback (most recent call last):
    ...
    golfkeeper.engine.cards.CardError: A fifth K (bottom row, column 2): one deck has only 4 kings.
    """
    want_rows, want_columns = rules.game.shape
    rows = layout.rows
    if len(rows) != want_rows or any(len(row) != want_columns for row in rows):
        got_columns = len(rows[0]) if rows else 0
        raise CardError(
            f"{_GAME_NAMES[rules.game]} needs {want_rows} rows of {want_columns} cards; "
            f"this layout has {len(rows)} rows of {got_columns}."
        )
    rank_counts: dict[Rank, int] = {}
    card_counts: dict[tuple[Rank, Suit], int] = {}
    for row_number, row in enumerate(rows, start=1):
        for column_number, card in enumerate(row, start=1):
            rank = card.rank
            where = position_name(row_number, column_number, want_rows)
            if rank is Rank.JOKER and rules.jokers is None:
                raise CardError(
                    f"A joker ({where}), but these house rules have no jokers: "
                    "turn jokers on or correct the card.",
                    row=row_number,
                    column=column_number,
                )
            count = rank_counts[rank] = rank_counts.get(rank, 0) + 1
            supply = _supply(rank, rules)
            if count > supply:
                raise CardError(
                    f"{_ordinal(count)} {rank.value} ({where}): "
                    f"{_decks_have(rules.decks)} only {supply} {_plural(rank)}.",
                    row=row_number,
                    column=column_number,
                )
            if card.suit is not None:
                key = (rank, card.suit)
                same = card_counts[key] = card_counts.get(key, 0) + 1
                if same > rules.decks:
                    limit = (
                        f"one deck has only one {card}"
                        if rules.decks == 1
                        else f"{_decks_have(rules.decks)} only "
                        f"{_NUMBER_WORDS[rules.decks]} of each card"
                    )
                    raise CardError(
                        f"{_ordinal(same)} {card} ({where}): {limit}.",
                        row=row_number,
                        column=column_number,
                    )


# ---------------------------------------------------------------------------------------
# Per-rule-set tables


@dataclass(frozen=True)
class _Line:
    """A line of the layout that can cancel: its kind, 1-based index and positions."""

    kind: str
    index: int
    positions: tuple[int, ...]

    @property
    def label(self) -> str:
        return f"{self.kind} {self.index}"


class _Plan:
    """Everything about a rule set that scoring needs, computed once per rule set.

    ``surv[mask]`` is how many cards of a cancelling rank still count when the rank lies
    on the positions in ``mask``; ``bonus[mask]`` the bonus points they earn. Ranks that
    never cancel (every rank in four-card golf, 2s under ``pair_of_twos`` = ``keep``) use
    ``flat`` (a popcount) and no bonus.
    """

    def __init__(self, rules: HouseRules):
        self.rules = rules
        self.game = rules.game
        self.n_rows, self.n_columns = rules.game.shape
        self.n = self.n_rows * self.n_columns
        size = 1 << self.n
        self.flat = tuple(bin(mask).count("1") for mask in range(size))
        self.no_bonus = (0,) * size
        self.values = {rank: _FACE_VALUES.get(rank, 0) for rank in Rank}
        self.values[Rank.TWO] = rules.twos
        self.values[Rank.JOKER] = rules.jokers if rules.jokers is not None else 0
        self.supply = {rank: _supply(rank, rules) for rank in Rank}
        self.keep_twos = rules.game is Game.SIX_CARD and rules.pair_of_twos is PairOfTwos.KEEP
        self.lines: tuple[_Line, ...] = ()
        self.pairable: tuple[tuple[bool, ...], ...] = ()
        # Detail per mask, for the reasons: chosen pairs, zeroed lines, bonus columns.
        self.pairs: tuple[tuple[tuple[int, int], ...], ...] = ((),) * size
        self.zero_lines: tuple[tuple[_Line, ...], ...] = ((),) * size
        self.bonus_columns: tuple[tuple[int, ...], ...] = ((),) * size
        if rules.game is Game.SIX_CARD:
            self._build_pairs()
        elif rules.game is Game.NINE_CARD:
            self._build_lines()
        else:
            self.surv, self.bonus = self.flat, self.no_bonus
        self.by_rank = {
            rank: (
                self.values[rank],
                *(
                    (self.flat, self.no_bonus)
                    if self.never_cancels(rank)
                    else (self.surv, self.bonus)
                ),
            )
            for rank in Rank
            if self.supply[rank] > 0
        }

    def never_cancels(self, rank: Rank) -> bool:
        return self.game is Game.FOUR_CARD or (rank is Rank.TWO and self.keep_twos)

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
        size = 1 << n
        surv, bonus, pairs, bonus_columns = [], [], [], []
        for mask in range(size):
            chosen = self._best_pairing([p for p in range(n) if mask >> p & 1])
            pairs.append(chosen)
            columns = self._bonus_columns(chosen)
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

    def _bonus_columns(self, pairing: tuple[tuple[int, int], ...]) -> tuple[int, ...]:
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
        line_masks = [(line, sum(1 << p for p in line.positions)) for line in lines]
        surv, zero_lines = [], []
        for mask in range(1 << self.n):
            full = tuple(line for line, bits in line_masks if mask & bits == bits)
            zeroed = 0
            for line in full:
                zeroed |= sum(1 << p for p in line.positions)
            surv.append(self.flat[mask] - self.flat[zeroed])
            zero_lines.append(full)
        self.surv, self.bonus = tuple(surv), self.no_bonus
        self.zero_lines = tuple(zero_lines)


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


def _shape_error(layout: Layout, rules: HouseRules) -> CardError:
    try:
        check_layout(layout, rules)
    except CardError as error:
        return error
    return CardError("The layout does not fit the game.")  # pragma: no cover


def layout_total(layout: Layout, rules: HouseRules) -> int:
    """The hole score (points) of a layout, without reasons: the fast path for searches
    and bulk checks. Always equals ``score_layout(layout, rules).total``.

    It checks only the shape and jokers, not the card supply: call :func:`check_layout`
    first for a layout a person typed. Raises :class:`CardError` for a wrong shape or a
    joker when the rules have no jokers. Sources: as :func:`score_layout`.

    >>> layout_total(parse_layout("2 K 2 / K 2 K"), MAIN_RULES)
    -6
    """
    plan = _plan_for(rules)
    rows = layout.rows
    n_columns = plan.n_columns
    if len(rows) != plan.n_rows:
        raise _shape_error(layout, rules)
    masks: dict[Rank, int] = {}
    bit = 1
    for row in rows:
        if len(row) != n_columns:
            raise _shape_error(layout, rules)
        for card in row:
            rank = card.rank
            masks[rank] = masks.get(rank, 0) | bit
            bit <<= 1
    by_rank = plan.by_rank
    total = 0
    try:
        for rank, mask in masks.items():
            value, surv, bonus = by_rank[rank]
            total += value * surv[mask] + bonus[mask]
    except KeyError:
        raise _shape_error(layout, rules) from None
    return total


# ---------------------------------------------------------------------------------------
# The breakdown with reasons


def _sum_text(values: list[int]) -> str:
    text = str(values[0])
    for value in values[1:]:
        text += f" - {-value}" if value < 0 else f" + {value}"
    return f"{text} = {sum(values)}"


_ROW_WORDS = {2: ("top", "bottom"), 3: ("top", "middle", "bottom")}


class _Breakdown:
    """Works out, card by card, what cancelled and why; builds the lines and bonuses."""

    def __init__(self, layout: Layout, plan: _Plan):
        self.layout = layout
        self.plan = plan
        self.cards = layout.cards
        self.masks: dict[Rank, int] = {}
        for position, card in enumerate(self.cards):
            self.masks[card.rank] = self.masks.get(card.rank, 0) | 1 << position
        self.partner: dict[int, int] = {}
        self.zeroed_by: dict[int, list[_Line]] = {}
        self.left_over: set[int] = set()
        self.kept: set[int] = set()
        self.bonuses: list[Bonus] = []
        self.bonus_columns: set[int] = set()
        self.unsquared: dict[int, tuple[int, int]] = {}
        for rank, mask in self.masks.items():
            self._explain_rank(rank, mask)

    def _explain_rank(self, rank: Rank, mask: int) -> None:
        plan = self.plan
        positions = [p for p in range(plan.n) if mask >> p & 1]
        if plan.game is Game.SIX_CARD:
            if plan.never_cancels(rank):
                self.kept.update(
                    p for p in positions if any(plan.pairable[p][q] for q in positions)
                )
                return
            for p, q in plan.pairs[mask]:
                self.partner[p], self.partner[q] = q, p
            self.left_over.update(
                p
                for p in positions
                if p not in self.partner and any(plan.pairable[p][q] for q in positions)
            )
            columns = plan.bonus_columns[mask]
            if columns:
                self.bonus_columns.update(columns)
                self.bonuses.append(self._bonus(rank, columns))
            elif self.plan.rules.four_of_a_kind == -20:
                paired = [
                    plan.column_of(p) + 1
                    for p, q in plan.pairs[mask]
                    if plan.column_of(p) == plan.column_of(q)
                ]
                if len(paired) >= 2:
                    for column in paired:
                        self.unsquared[column] = (paired[0], paired[1])
        elif plan.game is Game.NINE_CARD:
            for line in plan.zero_lines[mask]:
                for p in line.positions:
                    self.zeroed_by.setdefault(p, []).append(line)

    def _bonus(self, rank: Rank, columns: tuple[int, ...]) -> Bonus:
        points = self.plan.rules.four_of_a_kind
        left, right = columns
        if points == -20:
            reason = (
                f"Four {_plural(rank)} in columns {left} and {right}, side by side: a square, "
                f"{points} instead of 0 + 0"
            )
        else:
            reason = (
                f"Four {_plural(rank)} in columns {left} and {right}: four of a kind, "
                f"{points} instead of 0 + 0"
            )
        return Bonus(points, reason, columns)

    def value_at(self, position: int) -> int:
        if position in self.partner or position in self.zeroed_by:
            return 0
        return self.plan.values[self.cards[position].rank]

    def where(self, position: int, other: int) -> str:
        plan = self.plan
        column = plan.column_of(other) + 1
        if plan.row_of(position) == plan.row_of(other):
            return f"in column {column} (row pair)"
        row_name = position_name(plan.row_of(other) + 1, column, plan.n_rows)
        return f"in the {row_name}"

    def column_line(self, column: int) -> LineScore:
        plan = self.plan
        positions = [r * plan.n_columns + column for r in range(plan.n_rows)]
        cards = tuple(self.cards[p] for p in positions)
        values = [self.value_at(p) for p in positions]
        head = " over ".join(card.rank.label for card in cards)
        if plan.game is Game.NINE_CARD:
            reason = self._nine_card_reason(column, positions, cards, values)
        else:
            reason = self._pair_reason(column, positions, cards, values)
        return LineScore("column", column + 1, cards, sum(values), f"{head}: {reason}")

    def _pair_reason(
        self, column: int, positions: list[int], cards: tuple[Card, ...], values: list[int]
    ) -> str:
        plan = self.plan
        top, bottom = positions
        rank = cards[0].rank
        same_rank = rank is cards[1].rank
        if self.partner.get(top) == bottom:
            reason = "same rank, pair, 0"
            if rank is Rank.TWO:
                reason += f" (a pair of 2s scores 0, not {2 * plan.rules.twos})"
            if column + 1 in self.bonus_columns:
                reason += "; counted in the four-of-a-kind bonus"
            elif column + 1 in self.unsquared:
                left, right = self.unsquared[column + 1]
                reason += (
                    f"; no square bonus, because columns {left} and {right} are not side by side"
                )
            return reason
        clauses = []
        words = _ROW_WORDS[plan.n_rows]
        if plan.game is Game.FOUR_CARD:
            if same_rank:
                clauses.append("same rank, but four-card golf has no pair discount")
        elif same_rank and top in self.kept and bottom in self.kept:
            clauses.append("two 2s keep their value under the house rule")
        else:
            if same_rank and plan.rules.pairs is PairLines.ROWS:
                clauses.append("same rank, but under this house rule pairs cancel only in rows")
            for p, word in zip(positions, words, strict=True):
                label = self.cards[p].rank.label
                if p in self.partner:
                    clauses.append(
                        f"the {word} {label} pairs with the {label} "
                        f"{self.where(p, self.partner[p])}"
                    )
                elif p in self.left_over:
                    clauses.append(
                        f"the {word} {label} is left over (equal cards cancel two at a time)"
                    )
                elif p in self.kept:
                    clauses.append(f"the {word} 2 keeps its value (2s never cancel here)")
        if not clauses:
            clauses.append("same rank, no pair discount" if same_rank else "different ranks")
        return f"{', '.join(clauses)}, {_sum_text(values)}"

    def _nine_card_reason(
        self, column: int, positions: list[int], cards: tuple[Card, ...], values: list[int]
    ) -> str:
        lines = self.zeroed_by.get(positions[0], [])
        if any(line.kind == "column" and line.index == column + 1 for line in lines):
            return "three of the same rank, 0"
        clauses = []
        for p, word in zip(positions, _ROW_WORDS[3], strict=True):
            for line in self.zeroed_by.get(p, []):
                label = self.cards[p].rank
                clauses.append(
                    f"the {word} {label.label} is one of three {_plural(label)} "
                    f"in {line.label}, so it scores 0"
                )
                break
        ranks = {card.rank for card in cards}
        if len(ranks) < len(cards):
            clauses.insert(0, "not three of a kind (a pair does not cancel in nine-card golf)")
        elif not clauses:
            clauses.append("different ranks")
        return f"{', '.join(clauses)}, {_sum_text(values)}"

    def row_lines(self) -> tuple[LineScore, ...]:
        plan = self.plan
        if plan.game is Game.NINE_CARD:
            if plan.rules.nine_card_lines is not NineCardLines.ALL:
                return ()
            return tuple(self._triple_line(line) for line in plan.lines if line.kind != "column")
        if plan.game is Game.FOUR_CARD or plan.rules.pairs not in (
            PairLines.ROWS,
            PairLines.COLUMNS_AND_ROWS,
        ):
            return ()
        return tuple(self._pair_row(row) for row in range(plan.n_rows))

    def _pair_row(self, row: int) -> LineScore:
        plan = self.plan
        positions = [row * plan.n_columns + c for c in range(plan.n_columns)]
        cards = tuple(self.cards[p] for p in positions)
        clauses = []
        for p in positions:
            q = self.partner.get(p)
            if q is not None and q > p and plan.row_of(q) == row:
                label = self.cards[p].rank.label
                clauses.append(
                    f"the {label}s in columns {plan.column_of(p) + 1} and "
                    f"{plan.column_of(q) + 1} pair and cancel"
                )
        if clauses:
            reason = f"{'; '.join(clauses)} (they show as 0 in their columns)"
        else:
            reason = "no pair cancels in this row"
        head = ", ".join(card.rank.label for card in cards)
        return LineScore("row", row + 1, cards, 0, f"{head}: {reason}")

    def _triple_line(self, line: _Line) -> LineScore:
        cards = tuple(self.cards[p] for p in line.positions)
        head = ", ".join(card.rank.label for card in cards)
        if all(line in self.zeroed_by.get(p, []) for p in line.positions):
            reason = "three of the same rank, so these cards score 0 in their columns"
        else:
            reason = "not three of a kind, nothing cancels"
        return LineScore(line.kind, line.index, cards, 0, f"{head}: {reason}")


def score_layout(layout: Layout, rules: HouseRules = MAIN_RULES) -> LayoutScore:
    """Score a layout under house rules, with a reason for every line.

    ``layout`` must fit the game (2x3, 2x2 or 3x3) and the card supply: it is checked with
    :func:`check_layout` first, which raises :class:`CardError`. Points: columns score
    their cards' values, equal ranks cancel as the rules say, four-of-a-kind bonuses are
    separate :class:`Bonus` entries, and ``total`` is their sum.

    Sources: Bicycle, Pagat and Wikipedia for the column rule (a pair scores 0, even 2s);
    common table practice for pairs of 2s at -4, rows, pairs anywhere and four-of-a-kind
    bonuses; Pagat for four-card and nine-card golf; house agreement for the details in
    the module notes.

    >>> score = score_layout(parse_layout("9S KD 2C / 9H QC 7D"))
    >>> score.total
    15
    >>> [column.reason for column in score.columns]  # doctest: +NORMALIZE_WHITESPACE
    ['9 over 9: same rank, pair, 0', 'K over Q: different ranks, 0 + 10 = 10',
     '2 over 7: different ranks, -2 + 7 = 5']
    """
    check_layout(layout, rules)
    plan = _plan_for(rules)
    breakdown = _Breakdown(layout, plan)
    columns = tuple(breakdown.column_line(c) for c in range(plan.n_columns))
    rows = breakdown.row_lines()
    bonuses = tuple(sorted(breakdown.bonuses, key=lambda bonus: bonus.columns))
    total = sum(line.points for line in columns + rows) + sum(b.points for b in bonuses)
    return LayoutScore(layout, rules, columns, rows, bonuses, total)


def score_text(text: str, rules: HouseRules = MAIN_RULES) -> LayoutScore:
    """Parse a layout typed as rows separated by ``/`` (see
    :func:`~golfkeeper.engine.cards.parse_layout`) and score it with :func:`score_layout`.

    Raises :class:`CardError` for card text that is not a card, a wrong shape or a card
    the decks cannot supply. Sources: as :func:`score_layout`.

    >>> score_text("2 2 5 / K K 5").total
    -4
    >>> score_text("2 K / 2 K", HouseRules(game=Game.FOUR_CARD, twos=2)).total
    4
    """
    return score_layout(parse_layout(text), rules)


# ---------------------------------------------------------------------------------------
# Lowest and highest hole score


def hole_score_bounds(rules: HouseRules) -> HoleScoreBounds:
    """The lowest and highest hole score (points) the rules allow, each with a layout that
    scores it. Derived by search, not looked up: see :func:`_search_bounds`.

    Source: derived from the scoring rules (RULES.md section 5.2 lists the figures). Raises
    nothing for valid :class:`HouseRules`. Cached per rule set.

    >>> bounds = hole_score_bounds(HouseRules(pair_of_twos=PairOfTwos.KEEP, decks=2))
    >>> bounds.min, bounds.max, str(bounds.min_layout)
    (-12, 60, '2S 2H 2D / 2C 2S 2H')
    """
    return _cached_bounds(rules)


@functools.lru_cache(maxsize=256)
def _cached_bounds(rules: HouseRules) -> HoleScoreBounds:
    plan = _build_plan(rules)
    (low, low_blocks), (high, high_blocks) = _search_bounds(plan)
    return HoleScoreBounds(low, high, _witness(plan, low_blocks), _witness(plan, high_blocks))


_SUIT_ORDER = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)


def _witness(plan: _Plan, blocks: tuple[tuple[int, Rank], ...]) -> Layout:
    """Lay the ranks of the search's blocks out on their positions, giving copies of a rank
    the suits in turn so the decks can supply them."""
    cards: list[Card | None] = [None] * plan.n
    for mask, rank in blocks:
        copy = 0
        for p in range(plan.n):
            if mask >> p & 1:
                suit = None if rank is Rank.JOKER else _SUIT_ORDER[copy % 4]
                cards[p] = Card(rank, suit)
                copy += 1
    width = plan.n_columns
    return Layout(tuple(tuple(cards[r * width : (r + 1) * width]) for r in range(plan.n_rows)))


def _orbits(plan: _Plan) -> list[int]:
    """Group masks that score alike under every rank into classes: returns a class id for
    each mask. Candidate symmetries (swapping columns, rows, cards within one column,
    mirroring, transposing) are kept only if the tables are provably unchanged by them on
    every mask, so the search over classes loses nothing."""
    rows, columns, n = plan.n_rows, plan.n_columns, plan.n
    grid = [[r * columns + c for c in range(columns)] for r in range(rows)]
    candidates: list[dict[int, int]] = []
    for a, b in itertools.combinations(range(columns), 2):
        candidates.append(
            {grid[r][a]: grid[r][b] for r in range(rows)}
            | {grid[r][b]: grid[r][a] for r in range(rows)}
        )
    for a, b in itertools.combinations(range(rows), 2):
        candidates.append(
            {grid[a][c]: grid[b][c] for c in range(columns)}
            | {grid[b][c]: grid[a][c] for c in range(columns)}
        )
        for c in range(columns):
            candidates.append({grid[a][c]: grid[b][c], grid[b][c]: grid[a][c]})
    candidates.append(
        {grid[r][c]: grid[r][columns - 1 - c] for r in range(rows) for c in range(columns)}
    )
    candidates.append(
        {grid[r][c]: grid[rows - 1 - r][c] for r in range(rows) for c in range(columns)}
    )
    if rows == columns:
        candidates.append({grid[r][c]: grid[c][r] for r in range(rows) for c in range(columns)})
    size = 1 << n
    parent = list(range(size))

    def find(x: int) -> int:
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    surv, bonus = plan.surv, plan.bonus
    for swap in candidates:
        image = [0] * size
        for mask in range(1, size):
            low = mask & -mask
            image[mask] = image[mask ^ low] | 1 << swap.get(
                low.bit_length() - 1, low.bit_length() - 1
            )
        if any(surv[image[m]] != surv[m] or bonus[image[m]] != bonus[m] for m in range(size)):
            continue
        for mask in range(size):
            a, b = find(mask), find(image[mask])
            if a != b:
                parent[max(a, b)] = min(a, b)
    return [find(mask) for mask in range(size)]


def _search_bounds(
    plan: _Plan,
) -> tuple[tuple[int, tuple[tuple[int, Rank], ...]], tuple[int, tuple[tuple[int, Rank], ...]]]:
    """Exact lowest and highest total over every layout the decks can deal.

    A layout is a choice, for each rank, of the set of positions it occupies (disjoint
    sets covering the layout, at most ``supply`` positions per rank); its total is the sum
    over ranks of ``value * surv[set] + bonus[set]``. A dynamic programme over ranks keeps,
    for every set of positions covered so far, the lowest and highest total reachable;
    sets that the rules score alike (see :func:`_orbits`) share one entry. Returns
    ``((min, blocks), (max, blocks))`` with ``blocks`` the ``(mask, rank)`` choices.
    """
    full = (1 << plan.n) - 1
    orbit = _orbits(plan)
    start = (0, 0, ())
    low: dict[int, tuple[int, int, tuple]] = {orbit[0]: start}
    high: dict[int, tuple[int, int, tuple]] = {orbit[0]: start}
    for rank, (value, surv, bonus) in plan.by_rank.items():
        supply = plan.supply[rank]
        flat = plan.flat
        for table, better in ((low, int.__lt__), (high, int.__gt__)):
            updates: dict[int, tuple[int, int, tuple]] = {}
            for total, covered, blocks in table.values():
                free = full ^ covered
                subset = free
                while subset:
                    if flat[subset] <= supply:
                        score = total + value * surv[subset] + bonus[subset]
                        key = orbit[covered | subset]
                        current = updates.get(key) or table.get(key)
                        if current is None or better(score, current[0]):
                            updates[key] = (score, covered | subset, (*blocks, (subset, rank)))
                    subset = (subset - 1) & free
            table.update(updates)
    low_total, _, low_blocks = low[orbit[full]]
    high_total, _, high_blocks = high[orbit[full]]
    return (low_total, low_blocks), (high_total, high_blocks)
