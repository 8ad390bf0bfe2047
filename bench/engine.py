"""How fast the scoring engine is, on one core: run ``python bench/engine.py``.

Prints layouts scored per second for totals of parsed layouts (target 200,000/s) and for
full breakdowns with reasons from layout text (target 50,000/s), under the main rules and
under the slowest variant measured; then the uncached time of ``hole_score_bounds`` for
every preset and some odd combinations (target under 50 ms each).

Times are CPU time of this process (``time.process_time``), so other work on a busy
machine does not count against the engine; each figure is the best of three rounds.
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from golfkeeper.engine import scoring  # noqa: E402
from golfkeeper.engine.cards import Layout  # noqa: E402
from golfkeeper.engine.house_rules import (  # noqa: E402
    PRESETS,
    Game,
    HouseRules,
    NineCardLines,
    PairLines,
    PairOfTwos,
)

TOTALS_TARGET = 200_000
BREAKDOWN_TARGET = 50_000
BOUNDS_TARGET_MS = 50.0
LAYOUTS = 2_000
FRESH_TEXTS = 25_000
ROUNDS = 3  # best of three: other processes on the machine only ever slow a round down
MIN_SECONDS = 0.5

VARIANTS = {
    "main": HouseRules(),
    "jokers -5, two decks": HouseRules(jokers=-5, decks=2),
    "pair of 2s keeps, square -20": HouseRules(pair_of_twos=PairOfTwos.KEEP, four_of_a_kind=-20),
    "rows": HouseRules(pairs=PairLines.ROWS),
    "columns and rows, -10": HouseRules(pairs=PairLines.COLUMNS_AND_ROWS, four_of_a_kind=-10),
    "anywhere, square -20, 3 decks": HouseRules(
        pairs=PairLines.ANYWHERE, four_of_a_kind=-20, decks=3
    ),
    "four-card": PRESETS["four-card"].rules,
    "nine-card, all lines, 3 decks, jokers": HouseRules(
        game=Game.NINE_CARD, nine_card_lines=NineCardLines.ALL, decks=3, jokers=-2, twos=2
    ),
}

ODD_BOUNDS = {
    "nine-card, all lines, 1 deck": HouseRules(
        game=Game.NINE_CARD, nine_card_lines=NineCardLines.ALL
    ),
    "nine-card, all lines, 3 decks, jokers -5": HouseRules(
        game=Game.NINE_CARD, nine_card_lines=NineCardLines.ALL, decks=3, jokers=-5
    ),
    "nine-card, columns, 3 decks, jokers -3, 2s +2": HouseRules(
        game=Game.NINE_CARD, decks=3, jokers=-3, twos=2
    ),
    "anywhere, 2s keep, square -20, 3 decks, jokers -5": HouseRules(
        pairs=PairLines.ANYWHERE,
        pair_of_twos=PairOfTwos.KEEP,
        four_of_a_kind=-20,
        decks=3,
        jokers=-5,
    ),
    "columns and rows, -10, 2 decks, jokers -2": HouseRules(
        pairs=PairLines.COLUMNS_AND_ROWS, four_of_a_kind=-10, decks=2, jokers=-2, twos=2
    ),
    "rows, 2s keep, 3 decks": HouseRules(
        pairs=PairLines.ROWS, pair_of_twos=PairOfTwos.KEEP, decks=3
    ),
    "four-card, 2 decks, jokers -5": HouseRules(game=Game.FOUR_CARD, decks=2, jokers=-5),
}


def deal(rules: HouseRules, rng: random.Random) -> Layout:
    """One layout dealt at random from the table's real pack."""
    rows, columns = rules.game.shape
    cards = rng.sample(scoring.pack(rules), rows * columns)
    return Layout(tuple(tuple(cards[r * columns : (r + 1) * columns]) for r in range(rows)))


def rate(work, items: list) -> float:
    """Items processed per second by ``work`` over ``items``, repeated for at least
    ``MIN_SECONDS``."""
    done, start = 0, time.process_time()
    while True:
        for item in items:
            work(item)
        done += len(items)
        elapsed = time.process_time() - start
        if elapsed >= MIN_SECONDS:
            return done / elapsed


def once(work, items: list) -> float:
    """Items processed per second by ``work``, each item once."""
    start = time.process_time()
    for item in items:
        work(item)
    return len(items) / (time.process_time() - start)


def clear_caches() -> None:
    scoring._cached_bounds.cache_clear()
    scoring._build_plan.cache_clear()
    scoring._PLANS_BY_ID.clear()
    scoring._subsets.cache_clear()


def verdict(ok: bool) -> str:
    return "met" if ok else "NOT MET"


def main() -> None:
    rng = random.Random(2024)
    print(
        f"Python {sys.version.split()[0]}, one core; totals over {LAYOUTS:,} random legal "
        f"layouts, repeated; breakdowns over {FRESH_TEXTS:,} fresh layouts, each once; "
        f"best of {ROUNDS} rounds\n"
    )
    print(f"{'rules':44} {'totals/s':>12} {'breakdowns/s':>14}")
    results = {}
    for name, rules in VARIANTS.items():
        layouts = [deal(rules, rng) for _ in range(LAYOUTS)]
        for layout in layouts:
            assert scoring.layout_total(layout, rules) == scoring.score_layout(layout, rules).total
        totals = max(
            rate(lambda layout, rules=rules: scoring.layout_total(layout, rules), layouts)
            for _ in range(ROUNDS)
        )
        # Fresh layouts, each scored once, so the reason memo sees real traffic, not a replay.
        breakdowns = 0.0
        for _ in range(ROUNDS):
            texts = [str(deal(rules, rng)) for _ in range(FRESH_TEXTS)]
            work = lambda text, rules=rules: scoring.score_text(text, rules)  # noqa: E731
            breakdowns = max(breakdowns, once(work, texts))
        results[name] = (totals, breakdowns)
        print(f"{name:44} {totals:12,.0f} {breakdowns:14,.0f}")

    slowest_totals = min(results, key=lambda name: results[name][0])
    slowest_breakdowns = min(results, key=lambda name: results[name][1])
    main_totals, main_breakdowns = results["main"]
    print()
    print(
        f"totals, main rules: {main_totals:,.0f}/s, target {TOTALS_TARGET:,}: "
        f"{verdict(main_totals >= TOTALS_TARGET)}"
    )
    print(
        f"totals, slowest ({slowest_totals}): {results[slowest_totals][0]:,.0f}/s: "
        f"{verdict(results[slowest_totals][0] >= TOTALS_TARGET)}"
    )
    print(
        f"breakdowns, main rules: {main_breakdowns:,.0f}/s, target {BREAKDOWN_TARGET:,}: "
        f"{verdict(main_breakdowns >= BREAKDOWN_TARGET)}"
    )
    print(
        f"breakdowns, slowest ({slowest_breakdowns}): {results[slowest_breakdowns][1]:,.0f}/s: "
        f"{verdict(results[slowest_breakdowns][1] >= BREAKDOWN_TARGET)}"
    )

    print(
        f"\nhole_score_bounds, uncached, best of {ROUNDS} (target under {BOUNDS_TARGET_MS:.0f} ms)"
    )
    cases = {f"preset {slug}": preset.rules for slug, preset in PRESETS.items()} | ODD_BOUNDS
    worst = 0.0
    for name, rules in cases.items():
        elapsed = float("inf")
        for _ in range(ROUNDS):
            clear_caches()
            start = time.process_time()
            bounds = scoring.hole_score_bounds(rules)
            elapsed = min(elapsed, (time.process_time() - start) * 1000)
        worst = max(worst, elapsed)
        print(f"  {name:52} {bounds.min:4} to {bounds.max:3}  {elapsed:6.1f} ms")
    print(f"slowest bounds: {worst:.1f} ms: {verdict(worst < BOUNDS_TARGET_MS)}")


if __name__ == "__main__":
    main()
