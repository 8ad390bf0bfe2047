"""The lowest and highest hole score a rule set allows, each with a layout that scores
it: an exact search over every layout the decks can deal, on the plan's tables."""

from __future__ import annotations

import contextvars
import functools
import itertools
import operator
from collections.abc import Callable, Iterable, Sequence
from typing import Protocol, TypeAlias

from golfkeeper.engine.cards import Card, Layout, Rank, Suit
from golfkeeper.engine.house_rules import Game, HouseRules, NegativePairs
from golfkeeper.engine.scoring.layout import layout_total
from golfkeeper.engine.scoring.plan import Group, Grouping, _build_plan, _Plan
from golfkeeper.engine.scoring.results import HoleScoreBounds
from golfkeeper.engine.scoring.values import ONE_EYED_SUITS

__all__ = ["BoundsStore", "hole_score_bounds", "slow_bounds_search", "use_bounds_store"]


class BoundsStore(Protocol):
    """Where answers outlive this process (the web app's shared cache): ``get`` an answer
    worked out before (``None`` if none), be told before a search starts (``searching``,
    which may raise to refuse it; ``stored`` when the rules are a saved match's, which
    were searched when it started), and ``put`` a new answer."""

    def get(self, rules: HouseRules) -> HoleScoreBounds | None: ...

    def searching(self, rules: HouseRules, *, stored: bool) -> None: ...

    def put(self, rules: HouseRules, bounds: HoleScoreBounds) -> None: ...


_STORE: list[BoundsStore] = []
# Whether the bounds asked for now are those of a saved match (see hole_score_bounds).
_STORED: contextvars.ContextVar[bool] = contextvars.ContextVar("stored_rules", default=False)


def use_bounds_store(store: BoundsStore | None) -> None:
    """Ask ``store`` for an answer before searching, and give it each new one (``None``:
    no store). The search itself stays here; the store only keeps and refuses."""
    _STORE[:] = [] if store is None else [store]


def hole_score_bounds(rules: HouseRules, *, stored: bool = False) -> HoleScoreBounds:
    """The lowest and highest hole score (points) the rules allow, each with a layout that
    scores it. Derived by search, not looked up: see :func:`_search_bounds`.

    Source: derived from the scoring rules (RULES.md section 5.2 lists the figures). Raises
    nothing for valid :class:`HouseRules`, unless the store given to
    :func:`use_bounds_store` refuses a search (then its error); ``stored``: the rules of a
    saved match, which the store is told so it never refuses them. Cached per rule set.

    >>> from golfkeeper.engine.house_rules import PairOfTwos
    >>> bounds = hole_score_bounds(HouseRules(pair_of_twos=PairOfTwos.KEEP, decks=2))
    >>> bounds.min, bounds.max, str(bounds.min_layout)
    (-12, 60, '2S 2H 2D / 2C 2S 2H')
    """
    token = _STORED.set(stored)
    try:
        return _cached_bounds(rules)
    finally:
        _STORED.reset(token)


def slow_bounds_search(rules: HouseRules) -> bool:
    """Whether the search for these rules may take more than about 0.1 s of CPU: eight-card
    golf with one-eyed jacks, jacks worth less than 0 and negative pairs keeping their
    value (V32 ``keep``), where which jacks are one-eyed changes what their pairs score, so
    the search tries each choice (bench/bounds_cpu.py measures it). Every other rule set
    takes well under that.

    >>> slow_bounds_search(HouseRules())
    False
    """
    return (
        rules.game is Game.EIGHT_CARD
        and rules.one_eyed_jacks
        and rules.negative_pairs is NegativePairs.KEEP
        and dict(rules.card_values).get(Rank.JACK, 0) < 0
    )


@functools.lru_cache(maxsize=256)
def _cached_bounds(rules: HouseRules) -> HoleScoreBounds:
    store = _STORE[0] if _STORE else None
    if store is not None:
        known = store.get(rules)
        if known is not None:
            return known
        store.searching(rules, stored=_STORED.get())
    bounds = _search(rules)
    if store is not None:
        store.put(rules, bounds)
    return bounds


def _search(rules: HouseRules) -> HoleScoreBounds:
    plan = _build_plan(rules)
    (low, low_blocks), (high, high_blocks) = _search_bounds(plan)
    bounds = HoleScoreBounds(low, high, _witness(plan, low_blocks), _witness(plan, high_blocks))
    # The search and the scorer share their tables, but a witness that did not score its
    # bound would mean a bug in one of them: refuse to answer rather than mislead.
    for layout, expected in ((bounds.min_layout, low), (bounds.max_layout, high)):
        if layout_total(layout, rules) != expected:  # pragma: no cover
            raise AssertionError(f"{layout} does not score {expected} under {rules}")
    return bounds


# The positions each rank takes in a layout the search builds: (mask, rank, one-eyed
# jack positions) triples.
Blocks: TypeAlias = tuple[tuple[int, Rank, int], ...]

_SUIT_ORDER = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)


def _witness(plan: _Plan, blocks: Blocks) -> Layout:
    """Lay the ranks of the search's blocks out on their positions, giving copies of a rank
    the suits in turn so the decks can supply them."""
    cards: list[Card | None] = [None] * plan.n
    for mask, rank, eyed in blocks:
        copy = 0
        if rank is Rank.JACK and plan.one_eyed:
            # One-eyed jacks take hearts and spades, the others diamonds and clubs.
            one_eyed = other = 0
            for p in plan.positions[mask]:
                if eyed >> p & 1:
                    cards[p] = Card(rank, ONE_EYED_SUITS[one_eyed % 2])
                    one_eyed += 1
                else:
                    cards[p] = Card(rank, (Suit.DIAMONDS, Suit.CLUBS)[other % 2])
                    other += 1
            continue
        for p in range(plan.n):
            if mask >> p & 1:
                suit = None if rank is Rank.JOKER else _SUIT_ORDER[copy % 4]
                cards[p] = Card(rank, suit)
                copy += 1
    placed = [card for card in cards if card is not None]
    if len(placed) != plan.n:  # pragma: no cover
        raise AssertionError(f"the blocks {blocks} leave a position empty")
    width = plan.n_columns
    return Layout(tuple(tuple(placed[r * width : (r + 1) * width]) for r in range(plan.n_rows)))


def _orbits(plan: _Plan, extra: Iterable[Sequence[int | None]] = ()) -> list[int]:
    """Group masks that score alike under every rank into classes: returns a class id for
    each mask. Candidate symmetries (swapping columns, rows, cards within one column,
    mirroring, transposing) are kept only if the tables (the plan's and the ``extra``
    ones: the one-eyed jacks' best scores) are provably unchanged by them on every mask,
    so the search over classes loses nothing."""
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

    tables: list[Sequence[int | None]] = list(
        {id(table): table for table in plan.by_rank.values()}.values()
    )
    tables += extra
    as_lists = [list(table) for table in tables]
    for swap in candidates:
        image = [0] * size
        for mask in range(1, size):
            low = mask & -mask
            image[mask] = image[mask ^ low] | 1 << swap.get(
                low.bit_length() - 1, low.bit_length() - 1
            )
        if any([table[m] for m in image] != table for table in as_lists):
            continue
        for mask in range(size):
            a, b = find(mask), find(image[mask])
            if a != b:
                parent[max(a, b)] = min(a, b)
    return [find(mask) for mask in range(size)]


def _search_bounds(
    plan: _Plan,
) -> tuple[tuple[int, Blocks], tuple[int, Blocks]]:
    """Exact lowest and highest total over every layout the decks can deal.

    A layout is a choice, for each rank, of the set of positions it occupies (disjoint
    sets covering the layout, at most ``supply`` positions per rank); its total is the sum
    over ranks of ``by_rank[rank][set]`` (under one-eyed jacks the jacks also choose which
    of their positions are one-eyed, at most half the jacks). A dynamic programme over
    ranks keeps, for every set of positions covered so far, the lowest and highest total
    reachable; sets that the rules score alike (see :func:`_orbits`) share one entry.
    Returns ``((min, blocks), (max, blocks))`` with ``blocks`` the choices made.

    Plain ranks (no kept pairs, no jack rules) differ only in value, and a count of
    surviving cards is never negative, so swapping a used plain rank for an unused one
    of lower value never raises a total: some lowest layout uses only the ``n`` lowest
    of them (a layout has ``n`` cards), and some highest layout only the ``n`` highest.
    Values may be any whole numbers (RULES.md V18).
    """
    full = (1 << plan.n) - 1
    jacks: dict[bool, tuple[list[int | None], list[int]]] = {}
    if plan.one_eyed and Rank.JACK in plan.supply and plan.supply[Rank.JACK]:
        # Which jacks are one-eyed matters only to the jacks' own score: take the best
        # choice for each set of positions, for the lowest and for the highest total.
        jacks = {low: _jack_choices(plan, low) for low in (True, False)}
    orbit = _orbits(plan, [gain for gain, _ in jacks.values()])
    special = plan._special_ranks()
    alike: dict[int, list[Rank]] = {}
    for rank in plan.by_rank:
        if rank not in special:
            alike.setdefault(plan.supply[rank], []).append(rank)
    for_low: set[Rank] = set(special)
    for_high: set[Rank] = set(special)
    for ranks in alike.values():
        ranks.sort(key=lambda rank: plan.values[rank])
        for_low.update(ranks[: plan.n])
        for_high.update(ranks[-plan.n :])
    start: tuple[int, int, Blocks] = (0, 0, ())
    low: dict[int, tuple[int, int, Blocks]] = {orbit[0]: start}
    high: dict[int, tuple[int, int, Blocks]] = {orbit[0]: start}
    ranks = list(plan.by_rank)
    if jacks:
        ranks.append(Rank.JACK)
    for rank in ranks:
        subsets = _subsets(plan.n, plan.supply[rank])
        for table, better, wanted in ((low, operator.lt, for_low), (high, operator.gt, for_high)):
            if rank not in wanted:
                continue
            eyed_of: list[int] | None = None
            if rank is Rank.JACK and jacks:
                gain, eyed_of = jacks[better is operator.lt]
            else:
                gain = list(plan.by_rank[rank])
            for total, covered, blocks in list(table.values()):
                for subset in subsets[full ^ covered]:
                    points = gain[subset]
                    if points is None:
                        continue
                    key = orbit[covered | subset]
                    score = total + points
                    current = table.get(key)
                    if current is None or better(score, current[0]):
                        eyed = eyed_of[subset] if eyed_of else 0
                        table[key] = (score, covered | subset, (*blocks, (subset, rank, eyed)))
    low_total, _, low_blocks = low[orbit[full]]
    high_total, _, high_blocks = high[orbit[full]]
    return (low_total, low_blocks), (high_total, high_blocks)


def _jack_choices(plan: _Plan, lowest: bool) -> tuple[list[int | None], list[int]]:
    """Under one-eyed jacks: for every set of jack positions, the lowest (``lowest``) or
    highest score over which of them are one-eyed, and that choice (a mask). A deck holds
    two one-eyed and two other jacks, so each kind is at most half the jacks' supply.

    Unless a pair of jacks can keep a score (V32 with jacks below 0), a pair of jacks
    scores 0 whichever they are, so a way of cancelling scores its bonus plus the jacks'
    value for each uncancelled jack that is not one-eyed (worth 0): the choice is then a
    count, not a search, when the cards can cancel only one way."""
    choose = min if lowest else max
    half = plan.supply[Rank.JACK] // 2
    value = plan.values[Rank.JACK]
    size = 1 << plan.n
    gain: list[int | None] = [None] * size
    eyed_of = [0] * size
    flat = plan.flat
    simple = plan.game is Game.NINE_CARD or (
        plan.pair_points(Rank.JACK, value, 0) is None
        and plan.pair_points(Rank.JACK, value, value) is None
    )
    kept_score = None if simple else _kept_jacks_score(plan)
    for subset in range(1, size):
        count = flat[subset]
        most, least = min(count, half), max(0, count - half)
        if least > most:
            continue
        if kept_score is not None:
            options = [
                (kept_score(subset, eyed), eyed)
                for eyed in _submasks(subset)
                if least <= flat[eyed] <= most
            ]
            gain[subset], eyed_of[subset] = choose(options)
            continue
        ways = _jack_ways(plan, subset)
        if len(ways) == 1:
            bonus, kept = ways[0]
            gain[subset], eyed_of[subset] = _count_choice(
                plan, subset, kept, bonus, lowest, least, most
            )
            continue
        best: tuple[int, int] | None = None
        for eyed in _submasks(subset):
            if least <= flat[eyed] <= most:
                score = min(b + value * flat[kept & ~eyed] for b, kept in ways)
                if best is None or choose((score, eyed), best) != best:
                    best = (score, eyed)
        assert best is not None
        gain[subset], eyed_of[subset] = best
    return gain, eyed_of


def _kept_jacks_score(plan: _Plan) -> Callable[[int, int], int]:
    """What :meth:`_Plan.jack_total` gives, for jacks whose pairs may keep a score
    (V32 with jacks below 0): the lowest total over the ways of cancelling, with each
    set of bonus columns' scores looked up once."""
    value = plan.values[Rank.JACK]
    flat, column_of = plan.flat, plan.column_of
    bonuses: dict[tuple[tuple[int, int], ...], int] = {}
    # When every pair of jacks keeps both values, a pair that is not a column scores as
    # if it had not cancelled: only the column pairs and the larger groups (row sets,
    # which score 0) tell ways of cancelling apart.
    as_sums = all(
        (plan.pair_points(Rank.JACK, a, b) or 0) == a + b for a in (0, value) for b in (0, value)
    )

    def shape(grouping: Grouping) -> tuple[int, tuple[tuple[Group, int | None], ...]]:
        counted = [
            group for group in grouping if not as_sums or len(group) > 2 or plan._is_column(group)
        ]
        pairs = tuple(
            (group, column_of(group[0]) if plan._is_column(group) else None)
            for group in counted
            if len(group) == 2
        )
        return sum(1 << p for group in counted for p in group), pairs

    shapes = [
        sorted({shape(grouping) for grouping in groupings or ((),)}) for groupings in plan.groupings
    ]

    def score(subset: int, eyed: int) -> int:
        best: int | None = None
        for cancelled, pairs in shapes[subset]:
            total = value * flat[subset & ~cancelled & ~eyed]
            columns = []
            for (p, q), column in pairs:
                first = 0 if eyed >> p & 1 else value
                second = 0 if eyed >> q & 1 else value
                kept = plan.pair_points(Rank.JACK, first, second)
                points = 0 if kept is None else kept
                total += points
                if column is not None:
                    columns.append((column, points))
            key = tuple(columns)
            bonus = bonuses.get(key)
            if bonus is None:
                bonus = bonuses[key] = plan._best_bonuses(Rank.JACK, dict(columns))[1]
            total += bonus
            if best is None or total < best:
                best = total
        assert best is not None
        return best

    return score


# The jacks' ways of cancelling by what they depend on (see _jack_ways_key): a few keys.
_JACK_WAYS: dict[tuple[object, ...], list[list[tuple[int, int]]]] = {}


def _jack_ways_key(plan: _Plan) -> tuple[object, ...]:
    rules = plan.rules
    return (
        plan.game,
        plan.pair_mode,
        plan.row_sets,
        plan.bonuses_apply,
        rules.four_of_a_kind,
        rules.two_pairs_of_jacks,
        rules.four_of_a_kind_columns,
        rules.bonuses,
        rules.nine_card_lines if plan.game is Game.NINE_CARD else None,
    )


def _jack_ways(plan: _Plan, subset: int) -> list[tuple[int, int]]:
    """The distinct (bonus points, uncancelled positions) of the ways the jacks on
    ``subset`` cancel the most cards, when no pair of jacks keeps a score. Shared by
    every rule set with the same pairing and bonus switches."""
    key = _jack_ways_key(plan)
    table = _JACK_WAYS.get(key)
    if table is None:
        if len(_JACK_WAYS) >= 64:
            _JACK_WAYS.clear()
        table = _JACK_WAYS[key] = [_ways_of(plan, mask) for mask in range(1 << plan.n)]
    return table[subset]


def _ways_of(plan: _Plan, subset: int) -> list[tuple[int, int]]:
    if plan.game is Game.NINE_CARD:
        return [(0, subset & ~plan.zeroed_masks[subset])]
    ways = set()
    bonus_of: dict[tuple[int, ...], int] = {}
    for paired, kept in plan.cancelling[subset] or (((), subset),):
        if paired not in bonus_of:
            scores = dict.fromkeys(paired, 0)
            bonus_of[paired] = plan._best_bonuses(Rank.JACK, scores)[1]
        ways.add((bonus_of[paired], kept))
    return sorted(ways)


def _count_choice(
    plan: _Plan, subset: int, kept: int, bonus: int, lowest: bool, least: int, most: int
) -> tuple[int, int]:
    """The best score and one-eyed jacks for jacks on ``subset`` that cancel one way,
    leaving ``kept`` uncancelled: one-eyed jacks (worth 0) go where the jacks' value
    counts (``kept``) when that helps, else where it does not."""
    value = plan.values[Rank.JACK]
    kept_count, other = plan.flat[kept], plan.flat[subset & ~kept]
    # Uncancelled one-eyed jacks lower the score when the value is above 0.
    more_eyed = (value > 0) == lowest
    if more_eyed:
        eyed_count = most
        on_kept = min(eyed_count, kept_count)
    else:
        eyed_count = least
        on_kept = max(0, eyed_count - other)
    eyed = _first(kept, on_kept) | _first(subset & ~kept, eyed_count - on_kept)
    return bonus + value * (kept_count - on_kept), eyed


def _first(mask: int, count: int) -> int:
    """The ``count`` lowest positions of ``mask``."""
    chosen = 0
    while count > 0:
        low = mask & -mask
        chosen |= low
        mask ^= low
        count -= 1
    return chosen


def _submasks(mask: int) -> list[int]:
    found = [0]
    subset = mask
    while subset:
        found.append(subset)
        subset = (subset - 1) & mask
    return found


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
