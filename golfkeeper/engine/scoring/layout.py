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
from golfkeeper.engine.house_rules import (
    MAIN_RULES,
    Bonuses,
    FourOfAKindColumns,
    Game,
    HouseRules,
    NegativePairs,
    PairLines,
    PairOfJokers,
)
from golfkeeper.engine.scoring.bonuses import BonusGroup
from golfkeeper.engine.scoring.plan import (
    LEFT_OVER,
    _Plan,
    _plan_for,
)
from golfkeeper.engine.scoring.results import Bonus, LayoutScore, LineScore
from golfkeeper.engine.scoring.supply import _check
from golfkeeper.engine.scoring.values import ONE_EYED_SUITS
from golfkeeper.engine.text import number_word, points_text, rank_plural, sum_text

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
    eyed = 0
    bit = 1
    for row in rows:
        if len(row) != n_columns:
            _check(layout, rules, plan)
        for card in row:
            rank = card.rank
            masks[rank] = masks.get(rank, 0) | bit
            if rank is Rank.JACK and card.suit in ONE_EYED_SUITS:
                eyed |= bit
            bit <<= 1
    by_rank = plan.by_rank
    total = 0
    try:
        for rank, mask in masks.items():
            if rank is Rank.JACK and plan.one_eyed:
                total += plan.jack_total(mask, eyed)
            else:
                total += by_rank[rank][mask]
    except KeyError:
        _check(layout, rules, plan)  # raises for the joker
        raise  # pragma: no cover
    return total


# "top", "bottom": the row names without the word "row", for the cards of a column.
_ROW_WORDS = {n: tuple(name.split()[0] for name in names) for n, names in ROW_NAMES.items()}
_MEMO_LIMIT = 20_000


def _eyed_mask(plan: _Plan, cards: list[Card]) -> int:
    if not plan.one_eyed:
        return 0
    return sum(
        1 << p
        for p, card in enumerate(cards)
        if card.rank is Rank.JACK and card.suit in ONE_EYED_SUITS
    )


def score_layout(layout: Layout, rules: HouseRules = MAIN_RULES) -> LayoutScore:
    """Score a layout under house rules, with a reason for every line.

    ``layout`` must fit the game (2x3, 2x2, 2x4 or 3x3) and the card supply: it is checked
    with :func:`check_layout` first, which raises :class:`CardError`. Points: columns score
    their cards' values, equal ranks cancel as the rules say, four-of-a-kind and
    two-pairs-of-jacks bonuses are separate :class:`Bonus` entries, and ``total`` is
    their sum.

    Sources: Bicycle, Pagat and Wikipedia for the column rule (a pair scores 0, even 2s);
    common table practice for pairs of 2s at -4, rows, pairs anywhere and four-of-a-kind
    bonuses; golfcards.club and nwpages.net for card values, one-eyed jacks, pairs of
    jokers and two pairs of jacks; Pagat for four-, eight- and nine-card golf; house
    agreement for the details in the module notes.

    >>> score = score_layout(parse_layout("9S KD 2C / 9H QC 7D"))
    >>> score.total
    15
    >>> [column.reason for column in score.columns]  # doctest: +NORMALIZE_WHITESPACE
    ['9 over 9: same rank, pair, 0', 'K over Q: different ranks, 0 + 10 = 10',
     '2 over 7: different ranks, −2 + 7 = 5']
    """
    plan = _plan_for(rules)
    cards, masks = _check(layout, rules, plan)
    eyed = _eyed_mask(plan, cards)
    n, width = plan.n, plan.n_columns
    points = [plan.card_points(card.rank, p, eyed) for p, card in enumerate(cards)]
    state: list[object] = [None] * n
    bonuses: list[Bonus] = []
    column_marks: dict[int, object] = {}
    row_groups: list[tuple[int, ...]] = []
    zero_lines: set[int] = set()
    for rank, mask in masks.items():
        if not plan._cancels(mask):
            continue
        outcome = plan.outcome(rank, mask, eyed & mask if rank is Rank.JACK else 0)
        for group in outcome.groups:
            kept = None
            if len(group) == 2:
                kept = plan.pair_points(rank, points[group[0]], points[group[1]])
            if kept is None:
                shares = [0] * len(group)
            elif rank is Rank.JOKER and rules.pair_of_jokers is PairOfJokers.MINUS4:
                shares = [kept // 2, kept - kept // 2]
            else:
                shares = [points[p] for p in group]
            for p, share in zip(group, shares, strict=True):
                state[p] = group
                points[p] = share
            if all(p // width == group[0] // width for p in group):
                row_groups.append(group)
        for p in outcome.left_over:
            state[p] = LEFT_OVER
        for bonus in outcome.bonuses:
            bonuses.append(_bonus(plan, rank, bonus, points))
            if rules.bonuses is Bonuses.ADD:
                continue
            # Under the larger bonus it replaces the columns' scores (a plain pair of
            # jacks is 0 already, so ``two_pairs_of_jacks`` then reads as coming on top).
            replaced = [p for column in bonus.columns for p in range(column - 1, n, width)]
            if bonus.kind == "four" or any(points[p] for p in replaced):
                for column in bonus.columns:
                    column_marks[column] = bonus
                for p in replaced:
                    points[p] = 0
        for column in outcome.unsquared:
            column_marks.setdefault(column, outcome.unsquared)
        for p, lines in outcome.zeroed:
            state[p] = lines
            points[p] = 0
            zero_lines.update(lines)

    texts = plan.column_texts
    if len(texts) > _MEMO_LIMIT:
        texts.clear()
    columns = []
    total = 0
    for column in range(width):
        column_cards = tuple(cards[column::width])
        positions = range(column, n, width)
        mark = column_marks.get(column + 1)
        key = (
            column,
            *[card.rank for card in column_cards],
            *[eyed >> p & 1 for p in positions],
            *[state[p] for p in positions],
            *[points[p] for p in positions],
            mark,
        )
        text = texts.get(key)
        if text is None:
            text = texts[key] = _column_text(plan, column, column_cards, state, points, eyed, mark)
        total += text[0]
        columns.append(LineScore("column", column + 1, column_cards, text[0], text[1]))
    total += sum(earned.points for earned in bonuses)
    rows: tuple[LineScore, ...] = ()
    if plan.rows_can_cancel and (row_groups or zero_lines):
        rows = _row_lines(plan, cards, row_groups, zero_lines, eyed)
    return LayoutScore(layout, rules, tuple(columns), rows, tuple(bonuses), total)


def _bonus(plan: _Plan, rank: Rank, bonus: BonusGroup, points: list[int]) -> Bonus:
    left, right = bonus.columns
    width = plan.n_columns
    replaced = [points[p] for column in bonus.columns for p in range(column - 1, plan.n, width)]
    # Each column's pair score, as it stood before the bonus replaced it.
    column_sums = [sum(replaced[:2]), sum(replaced[2:])]
    if plan.rules.bonuses is Bonuses.ADD:
        instead = "added to the two columns' own scores"
    else:
        instead = f"instead of {sum_text(column_sums).rsplit(' = ', 1)[0]}"
    if bonus.kind == "jacks":
        on_top = "on top" if not any(column_sums) else instead
        reason = (
            f"Columns {left} and {right} are each a pair of jacks: "
            f"{points_text(bonus.points)} {on_top}"
        )
        return Bonus(bonus.points, reason, bonus.columns)
    any_two = plan.rules.four_of_a_kind_columns is FourOfAKindColumns.ANY
    if plan.rules.four_of_a_kind == -20 and not any_two:
        reason = (
            f"Four {rank_plural(rank)} in columns {left} and {right}, side by side: a square, "
            f"{points_text(bonus.points)} {instead}"
        )
    else:
        reason = (
            f"Four {rank_plural(rank)} in columns {left} and {right}: four of a kind, "
            f"{points_text(bonus.points)} {instead}"
        )
    return Bonus(bonus.points, reason, bonus.columns)


def _column_text(
    plan: _Plan,
    column: int,
    cards: tuple[Card, ...],
    state: list[object],
    points: list[int],
    eyed: int,
    mark: object,
) -> tuple[int, str]:
    """The points and reason of one column, from its cards and what happened to them."""
    positions = range(column, plan.n, plan.n_columns)
    values = [points[p] for p in positions]
    head = " over ".join(plan.labels[card.rank] for card in cards)
    if plan.game is Game.NINE_CARD:
        reason = _nine_card_reason(plan, column, positions, cards, state, values)
    else:
        reason = _pair_reason(plan, positions, cards, state, values, eyed, mark)
    return sum(values), f"{head}: {reason}"


def _where(plan: _Plan, position: int, other: int) -> str:
    column = plan.column_of(other) + 1
    if plan.row_of(position) == plan.row_of(other):
        return f"in column {column} (row pair)"
    return f"in the {position_name(plan.row_of(other) + 1, column, plan.n_rows)}"


def _kept(plan: _Plan, rank: Rank, pair: tuple[int, ...], eyed: int) -> bool:
    """Whether the pair of ``rank`` on the two positions keeps a score instead of 0."""
    first, second = (plan.card_points(rank, p, eyed) for p in pair)
    return plan.pair_points(rank, first, second) is not None


def _kept_clause(plan: _Plan, rank: Rank, values: list[int]) -> str:
    rules = plan.rules
    if rank is Rank.JOKER and rules.pair_of_jokers is PairOfJokers.MINUS4:
        return (
            f"a pair of jokers scores {points_text(-4)} under the house rule, whatever one "
            "joker is worth"
        )
    if rules.negative_pairs is NegativePairs.KEEP and min(values) < 0:
        return "a pair worth less than 0 keeps its value under the house rule"
    if rank is Rank.TWO:
        return "two 2s keep their value under the house rule"
    return "two jokers keep their value under the house rule"


def _pair_reason(
    plan: _Plan,
    positions: range,
    cards: tuple[Card, ...],
    state: list[object],
    values: list[int],
    eyed: int,
    mark: object,
) -> str:
    top, bottom = positions
    rank = cards[0].rank
    same_rank = rank is cards[1].rank
    if state[top] == (top, bottom):
        kept = _kept(plan, rank, (top, bottom), eyed)
        if isinstance(mark, BonusGroup):
            bonus = "four-of-a-kind" if mark.kind == "four" else "two-pairs-of-jacks"
            return f"same rank, pair, 0; counted in the {bonus} bonus"
        if kept and rank is Rank.JOKER and plan.rules.pair_of_jokers is PairOfJokers.MINUS4:
            # The pair's score is the rule's, not the two jokers' values added (issue 25).
            reason = f"{_kept_clause(plan, rank, values)}: {points_text(sum(values))}"
        elif kept:
            reason = f"{_kept_clause(plan, rank, values)}, {sum_text(values)}"
        else:
            reason = "same rank, pair, 0"
            face = sum(plan.card_points(rank, position, eyed) for position in positions)
            if rank is Rank.TWO and face:
                reason += f" (a pair of 2s scores 0, not {points_text(face)})"
        if isinstance(mark, tuple):
            reason += (
                f"; no square bonus, because columns {mark[0]} and {mark[1]} are not side by side"
            )
        return reason
    clauses = []
    if plan.game is Game.FOUR_CARD and plan.pair_mode is None:
        if same_rank:
            clauses.append("same rank, but four-card golf has no pair discount")
    else:
        if same_rank and plan.pair_mode is PairLines.ROWS:
            clauses.append("same rank, but under this house rule pairs cancel only in rows")
        for p, word, card in zip(positions, ("top", "bottom"), cards, strict=True):
            label = plan.labels[card.rank]
            what = state[p]
            if isinstance(what, tuple):
                others = [q for q in what if q != p]
                if len(others) == 1:
                    clause = (
                        f"the {word} {label} pairs with the {label} {_where(plan, p, others[0])}"
                    )
                    if _kept(plan, card.rank, what, eyed):
                        kept_values = [plan.card_points(card.rank, q, eyed) for q in what]
                        clause += f" ({_kept_clause(plan, card.rank, kept_values)})"
                    clauses.append(clause)
                else:
                    count = number_word(len(what))
                    clauses.append(
                        f"the {word} {label} is one of {count} {rank_plural(card.rank)} in row "
                        f"{plan.row_of(p) + 1}, which cancel together"
                    )
            elif what == LEFT_OVER:
                clauses.append(
                    f"the {word} {label} is left over (equal cards cancel two at a time)"
                )
    for p, word in zip(positions, ("top", "bottom"), strict=True):
        if eyed >> p & 1 and (state[p] is None or state[p] == LEFT_OVER):
            clauses.append(f"the {word} J is a one-eyed jack, worth 0")
    if not clauses:
        clauses.append("same rank, no pair discount" if same_rank else "different ranks")
    return f"{', '.join(clauses)}, {sum_text(values)}"


def _nine_card_reason(
    plan: _Plan,
    column: int,
    positions: range,
    cards: tuple[Card, ...],
    state: list[object],
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
    plan: _Plan,
    cards: list[Card],
    row_groups: list[tuple[int, ...]],
    zero_lines: set[int],
    eyed: int,
) -> tuple[LineScore, ...]:
    """The rows (and nine-card diagonals) that cancelled cards, each with 0 points: the
    cards they cancelled already show in their columns."""
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
        groups = sorted(group for group in row_groups if group[0] // width == row)
        if not groups:
            continue
        row_cards = tuple(cards[row * width : (row + 1) * width])
        head = ", ".join(labels[card.rank] for card in row_cards)
        clauses = []
        for group in groups:
            where = " and ".join(str(p % width + 1) for p in group)
            verb = "pair and cancel" if len(group) == 2 else "cancel together"
            clauses.append(f"the {rank_plural(cards[group[0]].rank)} in columns {where} {verb}")
        kept = any(
            len(group) == 2 and _kept(plan, cards[group[0]].rank, group, eyed) for group in groups
        )
        shown = "they show in their columns" if kept else "they show as 0 in their columns"
        reason = f"{'; '.join(clauses)} ({shown})"
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
