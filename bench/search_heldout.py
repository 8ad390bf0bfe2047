"""The rule search on a held-out set, read once: ``python bench/search_heldout.py FILE``.

``FILE`` is a Python file defining one or more pairs ``HELD_OUT_<n>`` (a list of
``(query, slug)``: a phrasing and the catalogue question that answers it) and
``OFF_TOPIC_<n>`` (a list of queries no rule question answers), for instance
``HELD_OUT_5`` and ``OFF_TOPIC_5``; each pair is measured as a set of its own. With no
file, the repository's twelve held-out sets are measured instead
(``tests/engine/phrasings_heldout*.py``). For each set it prints, under the main rules:

- sure first: the share of phrasings whose right question is the first of the questions
  the search is sure of (:attr:`.search.Found.questions`);
- in first three: the share whose right question is among the first three the page shows
  (the sure answers, then the closest others; or the "Not sure?" three);
- given nothing: how many phrasings get no question at all, as if they were off-topic;
- off-topic answered: how many off-topic queries get any question shown, of how many.

The file is executed as Python (it is the lead's own file, not user input).
"""

from __future__ import annotations

import re
import runpy
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from golfkeeper.engine.questions.search import find, warm_up  # noqa: E402


def measure(name: str, phrasings: Sequence[tuple[str, str]], off_topic: Sequence[str]) -> None:
    """Print the four figures for one set."""
    first = three = nothing = 0
    for query, slug in phrasings:
        found = find(query)
        first += [q.slug for q in found.questions[:1]] == [slug]
        three += slug in [q.slug for q in (found.questions + found.closest)[:3]]
        nothing += not (found.questions or found.closest)
    answered = 0
    for query in off_topic:
        found = find(query)
        answered += bool(found.questions or found.closest)
    size = len(phrasings)
    print(f"{name}: {size} phrasings, {len(off_topic)} off-topic queries")
    print(f"  sure first          {first / size:6.1%}  ({first} of {size})")
    print(f"  in first three      {three / size:6.1%}  ({three} of {size})")
    print(f"  given nothing       {nothing} of {size} (a rule question called off-topic)")
    print(f"  off-topic answered  {answered} of {len(off_topic)}")


def repository_sets() -> list[tuple[str, list[tuple[str, str]], list[str]]]:
    from tests.engine.phrasings_heldout import HELD_OUT, OFF_TOPIC_HELD_OUT
    from tests.engine.phrasings_heldout_2 import HELD_OUT_2, OFF_TOPIC_2
    from tests.engine.phrasings_heldout_3 import HELD_OUT_3, OFF_TOPIC_3
    from tests.engine.phrasings_heldout_4 import HELD_OUT_4, OFF_TOPIC_4
    from tests.engine.phrasings_heldout_5 import HELD_OUT_5, OFF_TOPIC_5
    from tests.engine.phrasings_heldout_6 import HELD_OUT_6, OFF_TOPIC_6
    from tests.engine.phrasings_heldout_7 import HELD_OUT_7, OFF_TOPIC_7
    from tests.engine.phrasings_heldout_8 import HELD_OUT_8, OFF_TOPIC_8
    from tests.engine.phrasings_heldout_9 import HELD_OUT_9, OFF_TOPIC_9
    from tests.engine.phrasings_heldout_10 import HELD_OUT_10, OFF_TOPIC_10
    from tests.engine.phrasings_heldout_11 import HELD_OUT_11, OFF_TOPIC_11
    from tests.engine.phrasings_heldout_12 import HELD_OUT_12, OFF_TOPIC_12

    return [
        ("held-out 1", HELD_OUT, OFF_TOPIC_HELD_OUT),
        ("held-out 2", HELD_OUT_2, OFF_TOPIC_2),
        ("held-out 3", HELD_OUT_3, OFF_TOPIC_3),
        ("held-out 4", HELD_OUT_4, OFF_TOPIC_4),
        ("held-out 5", HELD_OUT_5, OFF_TOPIC_5),
        ("held-out 6", HELD_OUT_6, OFF_TOPIC_6),
        ("held-out 7", HELD_OUT_7, OFF_TOPIC_7),
        ("held-out 8", HELD_OUT_8, OFF_TOPIC_8),
        ("held-out 9", HELD_OUT_9, OFF_TOPIC_9),
        ("held-out 10", HELD_OUT_10, OFF_TOPIC_10),
        ("held-out 11", HELD_OUT_11, OFF_TOPIC_11),
        ("held-out 12", HELD_OUT_12, OFF_TOPIC_12),
    ]


def main(argv: list[str]) -> None:
    warm_up()
    if not argv:
        for name, phrasings, off_topic in repository_sets():
            measure(name, phrasings, off_topic)
        return
    for path in argv:
        sets = held_out_sets(runpy.run_path(path))
        if not sets:
            sys.exit(f"{path} defines no HELD_OUT_<n> with its OFF_TOPIC_<n>")
        for number, phrasings, off_topic in sets:
            measure(f"{Path(path).name} set {number}", phrasings, off_topic)


def held_out_sets(names: dict[str, object]) -> list[tuple[str, Any, Any]]:
    """Each ``HELD_OUT_<n>`` a file defines with its ``OFF_TOPIC_<n>``, by ``n``."""
    numbers = [m.group(1) for name in names if (m := re.fullmatch(r"HELD_OUT_(\w+)", name))]
    return [
        (number, names[f"HELD_OUT_{number}"], names[f"OFF_TOPIC_{number}"])
        for number in sorted(numbers, key=lambda n: (len(n), n))
        if f"OFF_TOPIC_{number}" in names
    ]


if __name__ == "__main__":
    main(sys.argv[1:])
