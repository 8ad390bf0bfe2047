"""The rule search on a held-out set, read once: ``python bench/search_heldout.py FILE``.

``FILE`` is a Python file defining ``HELD_OUT_5`` (a list of ``(query, slug)``: a phrasing
and the catalogue question that answers it) and ``OFF_TOPIC_5`` (a list of queries no rule
question answers). With no file, the repository's four held-out sets are measured instead
(``tests/engine/phrasings_heldout*.py``). For each set it prints, under the main rules:

- sure first: the share of phrasings whose right question is the first of the questions
  the search is sure of (:attr:`.search.Found.questions`);
- in first three: the share whose right question is among the first three the page shows
  (the sure answers, then the closest others; or the "Not sure?" three);
- off-topic answered: how many off-topic queries get any question shown, of how many.

The file is executed as Python (it is the lead's own file, not user input).
"""

from __future__ import annotations

import runpy
import sys
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from golfkeeper.engine.questions.search import find, warm_up  # noqa: E402


def measure(name: str, phrasings: Sequence[tuple[str, str]], off_topic: Sequence[str]) -> None:
    """Print the three figures for one set."""
    first = three = 0
    for query, slug in phrasings:
        found = find(query)
        first += [q.slug for q in found.questions[:1]] == [slug]
        three += slug in [q.slug for q in (found.questions + found.closest)[:3]]
    answered = 0
    for query in off_topic:
        found = find(query)
        answered += bool(found.questions or found.closest)
    size = len(phrasings)
    print(f"{name}: {size} phrasings, {len(off_topic)} off-topic queries")
    print(f"  sure first          {first / size:6.1%}  ({first} of {size})")
    print(f"  in first three      {three / size:6.1%}  ({three} of {size})")
    print(f"  off-topic answered  {answered} of {len(off_topic)}")


def repository_sets() -> list[tuple[str, list[tuple[str, str]], list[str]]]:
    from tests.engine.phrasings_heldout import HELD_OUT, OFF_TOPIC_HELD_OUT
    from tests.engine.phrasings_heldout_2 import HELD_OUT_2, OFF_TOPIC_2
    from tests.engine.phrasings_heldout_3 import HELD_OUT_3, OFF_TOPIC_3
    from tests.engine.phrasings_heldout_4 import HELD_OUT_4, OFF_TOPIC_4

    return [
        ("held-out 1", HELD_OUT, OFF_TOPIC_HELD_OUT),
        ("held-out 2", HELD_OUT_2, OFF_TOPIC_2),
        ("held-out 3", HELD_OUT_3, OFF_TOPIC_3),
        ("held-out 4", HELD_OUT_4, OFF_TOPIC_4),
    ]


def main(argv: list[str]) -> None:
    warm_up()
    if not argv:
        for name, phrasings, off_topic in repository_sets():
            measure(name, phrasings, off_topic)
        return
    for path in argv:
        names = runpy.run_path(path)
        measure(Path(path).name, names["HELD_OUT_5"], names["OFF_TOPIC_5"])


if __name__ == "__main__":
    main(sys.argv[1:])
