"""Scoring one layout: its total alone (:func:`layout_total`, the fast path) or line by
line with a reason a player can read for every column and cancelling row
(:func:`score_layout`, :func:`score_text`)."""

from __future__ import annotations

from golfkeeper.engine.cards import (
    ROW_NAMES,
    Card,
    Layout,
    Rank,
    parse_layout,
    position_name,
)
from golfkeeper.engine.house_rules import MAIN_RULES, Game, HouseRules, PairLines
from golfkeeper.engine.scoring.plan import (
    KEPT,
    LEFT_OVER,
    CardState,
    ColumnMark,
    _Plan,
    _plan_for,
)
from golfkeeper.engine.scoring.results import Bonus, LayoutScore, LineScore
from golfkeeper.engine.scoring.supply import _check
from golfkeeper.engine.text import points_text, rank_plural, sum_text

__all__ = ["layout_total", "score_layout", "score_text"]


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


# "top", "bottom": the row names without the word "row", for the cards of a column.
_ROW_WORDS = {n: tuple(name.split()[0] for name in names) for n, names in ROW_NAMES.items()}
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
    state: list[CardState] = [None] * n
    bonuses: list[Bonus] = []
    column_marks: dict[int, ColumnMark] = {}
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
                f"Four {rank_plural(rank)} in columns {left} and {right}, side by side: a square, "
                f"{points_text(points)} instead of 0 + 0"
            )
        else:
            reason = (
                f"Four {rank_plural(rank)} in columns {left} and {right}: four of a kind, "
                f"{points_text(points)} instead of 0 + 0"
            )
        bonus = plan.bonus_memo[(rank, columns)] = Bonus(points, reason, columns)
    return bonus


def _column_text(
    plan: _Plan,
    column: int,
    cards: tuple[Card, ...],
    state: list[CardState],
    mark: ColumnMark | None,
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
    state: list[CardState],
    values: list[int],
    mark: ColumnMark | None,
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
        elif isinstance(mark, tuple):
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
            what = state[p]
            if not isinstance(what, int):  # None: the card simply counts
                continue
            if what >= 0:
                clauses.append(f"the {word} {label} pairs with the {label} {_where(plan, p, what)}")
            elif what == LEFT_OVER:
                clauses.append(
                    f"the {word} {label} is left over (equal cards cancel two at a time)"
                )
            elif what == KEPT:
                clauses.append(f"the {word} 2 keeps its value (2s never cancel here)")
    if not clauses:
        clauses.append("same rank, no pair discount" if same_rank else "different ranks")
    return f"{', '.join(clauses)}, {sum_text(values)}"


def _nine_card_reason(
    plan: _Plan,
    column: int,
    positions: range,
    cards: tuple[Card, ...],
    state: list[CardState],
    values: list[int],
) -> str:
    top = state[positions[0]]
    lines = top if isinstance(top, tuple) else ()
    if column in lines:  # line indices 0-2 are the columns
        return "three of the same rank, 0"
    clauses = []
    for p, word, card in zip(positions, _ROW_WORDS[3], cards, strict=True):
        zeroed_by = state[p]
        if isinstance(zeroed_by, tuple) and zeroed_by:
            line = plan.lines[zeroed_by[0]]
            clauses.append(
                f"the {word} {plan.labels[card.rank]} is one of three {rank_plural(card.rank)} "
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
            f"the {rank_plural(cards[p].rank)} in columns {p % width + 1} and {q % width + 1} "
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
