"""The lowest and highest hole score a rule set allows, each with a layout that scores
it: an exact search over every layout the decks can deal, on the plan's tables."""

from __future__ import annotations

import functools
import itertools
import operator
from collections.abc import Callable, Iterable
from typing import TypeAlias

from golfkeeper.engine.cards import Card, Layout, Rank, Suit
from golfkeeper.engine.house_rules import HouseRules
from golfkeeper.engine.scoring.layout import layout_total
from golfkeeper.engine.scoring.plan import _build_plan, _Plan
from golfkeeper.engine.scoring.results import HoleScoreBounds
from golfkeeper.engine.scoring.values import ONE_EYED_SUITS

__all__ = ["hole_score_bounds"]


def hole_score_bounds(rules: HouseRules) -> HoleScoreBounds:
    """The lowest and highest hole score (points) the rules allow, each with a layout that
    scores it. Derived by search, not looked up: see :func:`_search_bounds`.

    Source: derived from the scoring rules (RULES.md section 5.2 lists the figures). Raises
    nothing for valid :class:`HouseRules`. Cached per rule set.

    >>> from golfkeeper.engine.house_rules import PairOfTwos
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


def _orbits(plan: _Plan) -> list[int]:
    """Group masks that score alike under every rank into classes: returns a class id for
    each mask. Candidate symmetries (swapping columns, rows, cards within one column,
    mirroring, transposing) are kept only if the tables are provably unchanged by them on
    every mask, so the search over classes loses nothing."""
    rows, columns, n = plan.n_rows, plan.n_columns, plan.n
    if plan.one_eyed:
        # The jacks' scores are not a table on masks alone: keep every mask apart.
        return list(range(1 << n))
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

    tables = list({id(table): table for table in plan.by_rank.values()}.values())
    for swap in candidates:
        image = [0] * size
        for mask in range(1, size):
            low = mask & -mask
            image[mask] = image[mask ^ low] | 1 << swap.get(
                low.bit_length() - 1, low.bit_length() - 1
            )
        if any(table[image[m]] != table[m] for table in tables for m in range(size)):
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
    orbit = _orbits(plan)
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
    if plan.one_eyed:
        ranks.append(Rank.JACK)
    for rank in ranks:
        subsets = _subsets(plan.n, plan.supply[rank])
        for table, better, wanted in ((low, operator.lt, for_low), (high, operator.gt, for_high)):
            if rank not in wanted:
                continue
            if rank is Rank.JACK and plan.one_eyed:
                # Which jacks are one-eyed matters only to the jacks' own score: take the
                # best choice for each set of positions.
                gain, eyed_of = _jack_choices(plan, min if better is operator.lt else max)
            else:
                gain, eyed_of = list(plan.by_rank[rank]), None
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


def _jack_choices(
    plan: _Plan, choose: Callable[[Iterable[tuple[int, int]]], tuple[int, int]]
) -> tuple[list[int | None], list[int]]:
    """Under one-eyed jacks: for every set of jack positions, the best score (``choose``
    min or max) over which of them are one-eyed, and that choice. A deck holds two
    one-eyed and two other jacks, so each kind is at most half the jacks' supply."""
    half = plan.supply[Rank.JACK] // 2
    gain: list[int | None] = [None] * (1 << plan.n)
    eyed_of = [0] * (1 << plan.n)
    for subset in range(1, 1 << plan.n):
        options = [
            (plan.jack_total(subset, eyed), eyed)
            for eyed in _submasks(subset)
            if plan.flat[eyed] <= half and plan.flat[subset] - plan.flat[eyed] <= half
        ]
        if options:
            gain[subset], eyed_of[subset] = choose(options)
    return gain, eyed_of


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
