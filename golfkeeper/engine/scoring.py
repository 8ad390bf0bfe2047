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
* ``LayoutScore.rows`` lists the rows (and, in nine-card golf, diagonals) that cancelled
  cards, which can happen only under ``pairs`` = ``rows`` or ``columns_and_rows``, or
  ``nine_card_lines`` = ``all``; otherwise it is empty. Those lines carry 0 points (their
  cards are already counted, as 0, in their columns) and a reason naming what they
  cancelled. Diagonals are in ``rows`` too, with ``kind == "diagonal"``. So ``total`` is
  always the sum of the points of ``columns``, ``rows`` and ``bonuses``.
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
import operator
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
from golfkeeper.engine.text import points_text, sum_text

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
    "pack",
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
    ``bonuses``. ``rows`` holds the rows (and nine-card diagonals) that cancelled cards
    under rules where they can; they carry 0 points because every card counts in its
    column.

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


def pack(rules: HouseRules) -> tuple[Card, ...]:
    """Every card in the table's decks: 52 a deck (each rank in each suit), plus 2 jokers a
    deck when jokers are agreed. Source: Pagat (decks and jokers per deck).

    >>> len(pack(MAIN_RULES)), len(pack(HouseRules(decks=2, jokers=-2)))
    (52, 108)
    """
    cards = [
        Card(rank, suit)
        for _ in range(rules.decks)
        for rank in Rank
        if rank is not Rank.JOKER
        for suit in Suit
    ]
    cards += [Card(Rank.JOKER)] * rules.joker_count
    return tuple(cards)


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
    _check(layout, rules, _plan_for(rules))


def _check(layout: Layout, rules: HouseRules, plan: _Plan) -> tuple[list[Card], dict[Rank, int]]:
    """Check the layout and return its cards in reading order and each rank's mask."""
    rows = layout.rows
    n_columns = plan.n_columns
    if [len(row) for row in rows] != plan.row_lengths:
        got_columns = len(rows[0]) if rows else 0
        raise CardError(
            f"{_GAME_NAMES[rules.game]} needs {plan.n_rows} rows of {n_columns} cards; "
            f"this layout has {len(rows)} row{'' if len(rows) == 1 else 's'} of {got_columns}."
        )
    cards = [card for row in rows for card in row]
    masks: dict[Rank, int] = {}
    bit = 1
    for card in cards:
        rank = card.rank
        masks[rank] = masks.get(rank, 0) | bit
        bit <<= 1
    # Only a rank with more copies than decks can break a limit; look closer only then.
    flat, look_closer, decks = plan.flat, plan.look_closer, rules.decks
    for rank, mask in masks.items():
        count = flat[mask]
        if count > look_closer[rank]:
            if count > plan.supply[rank]:
                _raise_supply_error(layout, rules, plan)
            suits = [cards[p].suit for p in plan.positions[mask] if cards[p].suit is not None]
            if any(suits.count(suit) > decks for suit in suits):
                _raise_supply_error(layout, rules, plan)
    return cards, masks


def _raise_supply_error(layout: Layout, rules: HouseRules, plan: _Plan) -> None:
    """Walk the layout in reading order and raise for the first card the decks cannot
    supply."""
    rank_counts: dict[Rank, int] = {}
    card_counts: dict[tuple[Rank, Suit], int] = {}
    for row_number, row in enumerate(layout.rows, start=1):
        for column_number, card in enumerate(row, start=1):
            rank = card.rank
            where = position_name(row_number, column_number, plan.n_rows)
            if rank is Rank.JOKER and rules.jokers is None:
                raise CardError(
                    f"A joker ({where}), but these house rules have no jokers: "
                    "turn jokers on or correct the card.",
                    row=row_number,
                    column=column_number,
                )
            count = rank_counts[rank] = rank_counts.get(rank, 0) + 1
            supply = plan.supply[rank]
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
    raise AssertionError("a supply limit was broken but no card was found")  # pragma: no cover


# ---------------------------------------------------------------------------------------
# Per-rule-set tables


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
LEFT_OVER = -1
KEPT = -2


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
        self.values = {rank: _FACE_VALUES.get(rank, 0) for rank in Rank}
        self.values[Rank.TWO] = rules.twos
        self.values[Rank.JOKER] = rules.jokers if rules.jokers is not None else 0
        self.labels = {rank: rank.label for rank in Rank}
        self.supply = {rank: _supply(rank, rules) for rank in Rank}
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
        self.column_texts: dict[tuple, tuple[int, str]] = {}
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

    def _effects(self, mask: int) -> tuple:
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
        _check(layout, rules, plan)
    masks: dict[Rank, int] = {}
    bit = 1
    for row in rows:
        if len(row) != n_columns:
            _check(layout, rules, plan)
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
        _check(layout, rules, plan)  # raises for the joker
        raise  # pragma: no cover
    return total


# ---------------------------------------------------------------------------------------
# The breakdown with reasons


_ROW_WORDS = {2: ("top", "bottom"), 3: ("top", "middle", "bottom")}
_MEMO_LIMIT = 20_000


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
     '2 over 7: different ranks, −2 + 7 = 5']
    """
    plan = _plan_for(rules)
    cards, masks = _check(layout, rules, plan)
    n, width = plan.n, plan.n_columns
    state: list = [None] * n
    bonuses: list[Bonus] = []
    column_marks: dict[int, object] = {}
    row_pairs: list[tuple[int, int]] = []
    zero_lines: set[int] = set()
    effects, kept, never_cancel = plan.effects, plan.kept, plan.never_cancel
    for rank, mask in masks.items():
        if rank in never_cancel:
            for p in kept[mask] or ():
                state[p] = KEPT
            continue
        effect = effects[mask]
        if effect is None:
            continue
        pairs, left_over, bonus_columns, unsquared, zeroed = effect
        for p, q in pairs:
            state[p] = q
            state[q] = p
            if p // width == q // width:
                row_pairs.append((p, q))
        for p in left_over:
            state[p] = LEFT_OVER
        if bonus_columns:
            bonuses.append(_bonus(plan, rank, bonus_columns))
            for column in bonus_columns:
                column_marks[column] = True
        for column in unsquared:
            column_marks[column] = unsquared
        for p, lines in zeroed:
            state[p] = lines
            zero_lines.update(lines)

    texts = plan.column_texts
    if len(texts) > _MEMO_LIMIT:
        texts.clear()
    columns = []
    total = 0
    for column in range(width):
        column_cards = tuple(cards[column::width])
        key = (
            column,
            *[card.rank for card in column_cards],
            *state[column::width],
            column_marks.get(column + 1),
        )
        text = texts.get(key)
        if text is None:
            mark = column_marks.get(column + 1)
            text = texts[key] = _column_text(plan, column, column_cards, state, mark)
        total += text[0]
        columns.append(LineScore("column", column + 1, column_cards, text[0], text[1]))
    for bonus in bonuses:
        total += bonus.points
    rows: tuple[LineScore, ...] = ()
    if plan.rows_can_cancel and (row_pairs or zero_lines):
        rows = _row_lines(plan, cards, row_pairs, zero_lines)
    return LayoutScore(layout, rules, tuple(columns), rows, tuple(bonuses), total)


def _bonus(plan: _Plan, rank: Rank, columns: tuple[int, ...]) -> Bonus:
    bonus = plan.bonus_memo.get((rank, columns))
    if bonus is None:
        points = plan.rules.four_of_a_kind
        left, right = columns
        if points == -20:
            reason = (
                f"Four {_plural(rank)} in columns {left} and {right}, side by side: a square, "
                f"{points_text(points)} instead of 0 + 0"
            )
        else:
            reason = (
                f"Four {_plural(rank)} in columns {left} and {right}: four of a kind, "
                f"{points_text(points)} instead of 0 + 0"
            )
        bonus = plan.bonus_memo[(rank, columns)] = Bonus(points, reason, columns)
    return bonus


def _column_text(
    plan: _Plan, column: int, cards: tuple[Card, ...], state: list, mark: object
) -> tuple[int, str]:
    """The points and reason of one column, from its cards and what happened to them."""
    positions = range(column, plan.n, plan.n_columns)
    values = [
        plan.values[card.rank] if state[p] is None or state[p] in (LEFT_OVER, KEPT) else 0
        for p, card in zip(positions, cards, strict=True)
    ]
    head = " over ".join(plan.labels[card.rank] for card in cards)
    if plan.game is Game.NINE_CARD:
        reason = _nine_card_reason(plan, column, positions, cards, state, values)
    else:
        reason = _pair_reason(plan, positions, cards, state, values, mark)
    return sum(values), f"{head}: {reason}"


def _where(plan: _Plan, position: int, other: int) -> str:
    column = plan.column_of(other) + 1
    if plan.row_of(position) == plan.row_of(other):
        return f"in column {column} (row pair)"
    return f"in the {position_name(plan.row_of(other) + 1, column, plan.n_rows)}"


def _pair_reason(
    plan: _Plan,
    positions: range,
    cards: tuple[Card, ...],
    state: list,
    values: list[int],
    mark: object,
) -> str:
    top, bottom = positions
    rank = cards[0].rank
    same_rank = rank is cards[1].rank
    if state[top] == bottom:
        reason = "same rank, pair, 0"
        if rank is Rank.TWO:
            reason += f" (a pair of 2s scores 0, not {points_text(2 * plan.rules.twos)})"
        if mark is True:
            reason += "; counted in the four-of-a-kind bonus"
        elif mark:
            reason += (
                f"; no square bonus, because columns {mark[0]} and {mark[1]} are not side by side"
            )
        return reason
    clauses = []
    if plan.game is Game.FOUR_CARD:
        if same_rank:
            clauses.append("same rank, but four-card golf has no pair discount")
    elif same_rank and state[top] == KEPT and state[bottom] == KEPT:
        clauses.append("two 2s keep their value under the house rule")
    else:
        if same_rank and plan.rules.pairs is PairLines.ROWS:
            clauses.append("same rank, but under this house rule pairs cancel only in rows")
        for p, word, card in zip(positions, ("top", "bottom"), cards, strict=True):
            label = plan.labels[card.rank]
            if state[p] is None:
                continue
            if state[p] >= 0:
                clauses.append(
                    f"the {word} {label} pairs with the {label} {_where(plan, p, state[p])}"
                )
            elif state[p] == LEFT_OVER:
                clauses.append(
                    f"the {word} {label} is left over (equal cards cancel two at a time)"
                )
            elif state[p] == KEPT:
                clauses.append(f"the {word} 2 keeps its value (2s never cancel here)")
    if not clauses:
        clauses.append("same rank, no pair discount" if same_rank else "different ranks")
    return f"{', '.join(clauses)}, {sum_text(values)}"


def _nine_card_reason(
    plan: _Plan,
    column: int,
    positions: range,
    cards: tuple[Card, ...],
    state: list,
    values: list[int],
) -> str:
    lines = state[positions[0]] or ()
    if column in lines:  # line indices 0-2 are the columns
        return "three of the same rank, 0"
    clauses = []
    for p, word, card in zip(positions, _ROW_WORDS[3], cards, strict=True):
        if state[p]:
            line = plan.lines[state[p][0]]
            clauses.append(
                f"the {word} {plan.labels[card.rank]} is one of three {_plural(card.rank)} "
                f"in {line.label}, so it scores 0"
            )
    if len({card.rank for card in cards}) < len(cards):
        clauses.insert(0, "not three of a kind (a pair does not cancel in nine-card golf)")
    elif not clauses:
        clauses.append("different ranks")
    return f"{', '.join(clauses)}, {sum_text(values)}"


def _row_lines(
    plan: _Plan, cards: list[Card], row_pairs: list[tuple[int, int]], zero_lines: set[int]
) -> tuple[LineScore, ...]:
    """The rows (and nine-card diagonals) that cancelled cards, each with 0 points: the
    cards they cancelled already show as 0 in their columns."""
    labels = plan.labels
    lines = []
    if plan.game is Game.NINE_CARD:
        for i in sorted(zero_lines):
            line = plan.lines[i]
            if line.kind == "column":
                continue
            line_cards = tuple(cards[p] for p in line.positions)
            head = ", ".join(labels[card.rank] for card in line_cards)
            reason = "three of the same rank, so these cards score 0 in their columns"
            lines.append(LineScore(line.kind, line.index, line_cards, 0, f"{head}: {reason}"))
        return tuple(lines)
    width = plan.n_columns
    for row in range(plan.n_rows):
        pairs = sorted((p, q) if p < q else (q, p) for p, q in row_pairs if p // width == row)
        if not pairs:
            continue
        row_cards = tuple(cards[row * width : (row + 1) * width])
        head = ", ".join(labels[card.rank] for card in row_cards)
        clauses = [
            f"the {_plural(cards[p].rank)} in columns {p % width + 1} and {q % width + 1} "
            "pair and cancel"
            for p, q in pairs
        ]
        reason = f"{'; '.join(clauses)} (they show as 0 in their columns)"
        lines.append(LineScore("row", row + 1, row_cards, 0, f"{head}: {reason}"))
    return tuple(lines)


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
    bounds = HoleScoreBounds(low, high, _witness(plan, low_blocks), _witness(plan, high_blocks))
    # The search and the scorer share their tables, but a witness that did not score its
    # bound would mean a bug in one of them: refuse to answer rather than mislead.
    for layout, expected in ((bounds.min_layout, low), (bounds.max_layout, high)):
        if layout_total(layout, rules) != expected:  # pragma: no cover
            raise AssertionError(f"{layout} does not score {expected} under {rules}")
    return bounds


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

    Ranks that behave alike (same supply, same tables) differ only in value, and a count
    of surviving cards is never negative, so swapping a used rank for an unused one of
    lower value never raises a total: some lowest layout uses only the ``n`` lowest of
    them (a layout has ``n`` cards), and some highest layout only the ``n`` highest.
    """
    full = (1 << plan.n) - 1
    orbit = _orbits(plan)
    alike: dict[tuple[int, int, int], list[Rank]] = {}
    for rank, (_, surv, bonus) in plan.by_rank.items():
        alike.setdefault((id(surv), id(bonus), plan.supply[rank]), []).append(rank)
    for_low: set[Rank] = set()
    for_high: set[Rank] = set()
    for ranks in alike.values():
        ranks.sort(key=lambda rank: plan.values[rank])
        for_low.update(ranks[: plan.n])
        for_high.update(ranks[-plan.n :])
    start = (0, 0, ())
    low: dict[int, tuple[int, int, tuple]] = {orbit[0]: start}
    high: dict[int, tuple[int, int, tuple]] = {orbit[0]: start}
    for rank, (value, surv, bonus) in plan.by_rank.items():
        gain = [value * kept + extra for kept, extra in zip(surv, bonus, strict=True)]
        subsets = _subsets(plan.n, plan.supply[rank])
        for table, better, wanted in ((low, operator.lt, for_low), (high, operator.gt, for_high)):
            if rank not in wanted:
                continue
            for total, covered, blocks in list(table.values()):
                for subset in subsets[full ^ covered]:
                    key = orbit[covered | subset]
                    score = total + gain[subset]
                    current = table.get(key)
                    if current is None or better(score, current[0]):
                        table[key] = (score, covered | subset, (*blocks, (subset, rank)))
    low_total, _, low_blocks = low[orbit[full]]
    high_total, _, high_blocks = high[orbit[full]]
    return (low_total, low_blocks), (high_total, high_blocks)


@functools.lru_cache(maxsize=16)
def _subsets(n: int, most: int) -> tuple[tuple[int, ...], ...]:
    """For every mask of ``n`` positions, its non-empty submasks of at most ``most`` bits."""
    counts = [bin(mask).count("1") for mask in range(1 << n)]
    table = []
    for free in range(1 << n):
        found = []
        subset = free
        while subset:
            if counts[subset] <= most:
                found.append(subset)
            subset = (subset - 1) & free
        table.append(tuple(found))
    return tuple(table)
