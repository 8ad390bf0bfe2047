"""How well and how fast the rule-question search answers: run ``python bench/search.py``.

Quality, on five sets of phrasings: the tuning part (``tests/engine/phrasings.py``, which
the synonym table and the weights were tuned on) and four held-out parts, each written by
someone who had seen none of the search's tables, code or other sets. The first
(``tests/engine/phrasings_heldout.py``): the cuts were chosen on it and other games' names
were added while its off-topic figure was read. The second (``_2``): the topic check and
the ranking by example were weighed on it and the first. The third (``_3``): written
before the topic check; read twice as the honest figure, then the topic check's margins
were chosen on all three. The fourth (``_4``): written and committed before that last
round, and tuned on since. The fifth and sixth (``_5``, ``_6``) are measured by
``bench/search_heldout.py``: the fifth was read before and after one round and tuned on in
the next; the sixth was written before that next round and read once, after it: its
figures are the honest ones now.
For each: top 1 and top 3 of what the page shows (the answering questions, or else the
closest three), the same with the topic check off, for the ranking alone by words (BM25F),
by meaning alone (the question's text), by example alone (its nearest example) and fused,
with no cut; and how many off-topic queries get any rule question shown (the
closest list counts as an answer). Targets: held-out top 3 >= 90%, top 1 >= 75%,
off-topic at most 1 in 10 answered.

Speed and memory, in a fresh process (``--cold``, run by this script as a subprocess):
every query's wall time, the first one in the process included (it loads the model and
builds the index), its p95 (target < 20 ms); and the memory the search adds to a process
(resident set growth and its private, unshareable part; target < 60 MB per worker).
"""

from __future__ import annotations

import contextlib
import importlib
import json
import math
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

search_module = importlib.import_module("golfkeeper.engine.questions.search")
from tests.engine.phrasings import OFF_TOPIC, OFF_TOPIC_NEAR, PHRASINGS  # noqa: E402

TOP_3_TARGET = 0.90
TOP_1_TARGET = 0.75
OFF_TOPIC_TARGET = 0.10
P95_TARGET_MS = 20.0
MEMORY_TARGET_MB = 60.0

Ranker = Callable[[str], list[str]]


def held_out() -> list[tuple[str, list[tuple[str, str]], list[str]]]:
    from tests.engine.phrasings_heldout import HELD_OUT, OFF_TOPIC_HELD_OUT
    from tests.engine.phrasings_heldout_2 import HELD_OUT_2, OFF_TOPIC_2
    from tests.engine.phrasings_heldout_3 import HELD_OUT_3, OFF_TOPIC_3
    from tests.engine.phrasings_heldout_4 import HELD_OUT_4, OFF_TOPIC_4

    return [
        (
            "first held-out part (cuts, topic check, examples weighed on it)",
            HELD_OUT,
            OFF_TOPIC_HELD_OUT,
        ),
        ("second held-out part (topic check, examples weighed on it)", HELD_OUT_2, OFF_TOPIC_2),
        ("third held-out part (read twice, then margins chosen on it)", HELD_OUT_3, OFF_TOPIC_3),
        ("fourth held-out part (never tuned on)", HELD_OUT_4, OFF_TOPIC_4),
    ]


def shown(query: str) -> list[str]:
    found = search_module.find(query)
    return [question.slug for question in found.questions + found.closest]


def ranked(meaning: bool, by: str = "") -> Ranker:
    """The fused ranking (or by words alone when not ``meaning``), or sorted ``by`` one of
    :class:`Ranked`'s similarities alone ("meaning", "example")."""

    def slugs(query: str) -> list[str]:
        matches = search_module.rank(query, meaning=meaning)
        if by:
            matches = sorted(matches, key=lambda match: -getattr(match, by))
        return [match.question.slug for match in matches]

    return slugs


def top(phrasings: Sequence[tuple[str, str]], ranker: Ranker) -> str:
    first = three = 0
    for query, slug in phrasings:
        found = ranker(query)[:3]
        first += found[:1] == [slug]
        three += slug in found
    size = len(phrasings)
    return f"top 1 {first / size:6.1%}  top 3 {three / size:6.1%}"


@contextlib.contextmanager
def no_topic_check() -> Iterator[None]:
    """The search as it was before the topic check: its margins out of reach and its
    topic model saying yes."""
    saved = search_module.OTHER_TOPIC_MARGIN, search_module.SURE_OTHER_TOPIC_MARGIN
    about = search_module.about_this_game
    search_module.OTHER_TOPIC_MARGIN = search_module.SURE_OTHER_TOPIC_MARGIN = math.inf
    search_module.about_this_game = lambda margin, said, closest: True
    try:
        yield
    finally:
        search_module.OTHER_TOPIC_MARGIN, search_module.SURE_OTHER_TOPIC_MARGIN = saved
        search_module.about_this_game = about


def off_topic_answered(off_topic: Sequence[str]) -> str:
    answered = [query for query in off_topic if shown(query)]
    return (
        f"{len(answered)}/{len(off_topic)}"
        f" ({len(answered) / len(off_topic):.0%}; target <= {OFF_TOPIC_TARGET:.0%})"
    )


def report(name: str, phrasings: Sequence[tuple[str, str]], off_topic: Sequence[str]) -> None:
    print(f"{name}: {len(phrasings)} phrasings, {len(off_topic)} off-topic queries")
    print(f"  shown by the page        {top(phrasings, shown)}")
    with no_topic_check():
        print(f"  ... without topic check {top(phrasings, shown)}")
    print(f"  ranking by words (BM25F) {top(phrasings, ranked(meaning=False))}")
    print(f"  ranking by meaning       {top(phrasings, ranked(meaning=True, by='meaning'))}")
    print(f"  ranking by example       {top(phrasings, ranked(meaning=True, by='example'))}")
    print(f"  ranking fused            {top(phrasings, ranked(meaning=True))}")
    print(f"  off-topic answered       {off_topic_answered(off_topic)}")
    with no_topic_check():
        print(f"  ... without topic check {off_topic_answered(off_topic)}")


def memory() -> dict[str, float]:
    """This process's resident set and its private part, in MB (Linux)."""
    fields = {}
    for line in Path("/proc/self/smaps_rollup").read_text().splitlines()[1:]:
        name, value = line.split()[:2]
        fields[name.rstrip(":")] = int(value) / 1024
    return {"rss": fields["Rss"], "private": fields["Private_Clean"] + fields["Private_Dirty"]}


def cold() -> None:
    """In a fresh process: time every query, the first included, and the memory added."""
    queries = [query for query, _ in PHRASINGS] + OFF_TOPIC + OFF_TOPIC_NEAR
    for _, phrasings, off_topic in held_out():
        queries += [query for query, _ in phrasings] + off_topic
    before = memory()
    times = []
    for query in queries:
        start = time.perf_counter()
        search_module.find(query)
        times.append((time.perf_counter() - start) * 1000)
    after = memory()
    print(json.dumps({"times": times, "before": before, "after": after}))


def speed_and_memory() -> None:
    out = subprocess.run(
        [sys.executable, __file__, "--cold"], capture_output=True, text=True, check=True
    ).stdout
    figures = json.loads(out)
    times = figures["times"]
    ordered = sorted(times)
    p95 = ordered[max(0, int(len(ordered) * 0.95) - 1)]
    print(
        f"speed, fresh process, {len(times)} queries (ms): first {times[0]:.0f} "
        f"(loads the model, builds the index), median {statistics.median(times):.2f}, "
        f"p95 {p95:.2f}, worst after the first {max(times[1:]):.2f} (target p95 < {P95_TARGET_MS})"
    )
    added = {key: figures["after"][key] - figures["before"][key] for key in ("rss", "private")}
    print(
        f"memory added by the search: resident {added['rss']:.1f} MB, "
        f"of it private {added['private']:.1f} MB (target < {MEMORY_TARGET_MB} MB per worker)"
    )


def main() -> None:
    if sys.argv[1:] == ["--cold"]:
        cold()
        return
    search_module.find("warm up")
    report("tuning part", PHRASINGS, OFF_TOPIC + OFF_TOPIC_NEAR)
    for name, phrasings, off_topic in held_out():
        report(name, phrasings, off_topic)
    speed_and_memory()


if __name__ == "__main__":
    main()
