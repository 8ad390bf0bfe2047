"""How fast the rule-question search is, in process: run ``python bench/search.py``.

Times every phrasing of ``tests/engine/phrasings.py`` and the off-topic queries through
``search`` under the main rules with the index already built (target: under 5 ms for one
search), and the one-off cost of building the index for a rules value. Times are CPU time
of this process (``time.process_time``); each figure is the best of three rounds.
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from golfkeeper.engine.house_rules import MAIN_RULES, PRESETS  # noqa: E402
from golfkeeper.engine.questions import search  # noqa: E402
from golfkeeper.engine.questions.search import _index  # noqa: E402
from tests.engine.phrasings import OFF_TOPIC, PHRASINGS  # noqa: E402

TARGET_MS = 5.0
ROUNDS = 3


def per_query_ms() -> list[float]:
    queries = [query for query, _ in PHRASINGS] + OFF_TOPIC
    search("warm up", MAIN_RULES)
    best: list[float] = [float("inf")] * len(queries)
    for _ in range(ROUNDS):
        for i, query in enumerate(queries):
            start = time.process_time()
            for _ in range(20):
                search(query, MAIN_RULES)
            best[i] = min(best[i], (time.process_time() - start) / 20 * 1000)
    return best


def index_build_ms() -> float:
    builds = []
    for preset in PRESETS.values():
        search("x", preset.rules)  # answers are cached apart from the index
        _index.cache_clear()
        start = time.process_time()
        _index(preset.rules)
        builds.append((time.process_time() - start) * 1000)
    return max(builds)


def main() -> None:
    times = sorted(per_query_ms())
    p95 = times[int(len(times) * 0.95) - 1]
    print(
        f"{len(times)} queries, one search each (ms): median {statistics.median(times):.3f}, "
        f"p95 {p95:.3f}, worst {times[-1]:.3f} (target < {TARGET_MS})"
    )
    print(
        f"building the index for one rules value: worst {index_build_ms():.1f} ms "
        f"over {len(PRESETS)} presets (once per rules value, then cached)"
    )
    print("met" if times[-1] < TARGET_MS else "NOT met")


if __name__ == "__main__":
    main()
