"""Issue 32's limits on held-out sets, inside a match: ``python bench/search_limits.py [FILE]``.

Every phrasing and off-topic query of ``FILE`` (a held-out file, as ``bench/search_heldout.py``
takes; with none, the repository's sets) is searched under four tables' rules (jokers -2,
one-eyed jacks, 21 is zero, nine-card golf) and under the main rules, and each answer is
checked against the issue's limits:

- more than plain: a question is shown at the table that the plain rulebook did not show,
  its answer being the same under both rules, and more questions are shown in all;
- more than three sure: over three sure answers of which over three answer alike under both;
- other layout first: a question about four-card or nine-card golf first at a table that does
  not play it. The query may name that layout itself ("playing the 2x2 version"): each one
  flagged is printed, to be read.

``tests/engine/test_search_sure.py`` holds the limits on fixed phrasings; this reads whole sets.
"""

from __future__ import annotations

import runpy
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.search_heldout import held_out_sets, repository_sets  # noqa: E402
from golfkeeper.engine.house_rules import MAIN_RULES, HouseRules  # noqa: E402
from golfkeeper.engine.house_rules.switches import Game  # noqa: E402
from golfkeeper.engine.questions.search import find, warm_up  # noqa: E402

TABLES = {
    "jokers -2": HouseRules(jokers=-2),
    "one-eyed jacks": HouseRules(one_eyed_jacks=True),
    "21 is zero": HouseRules(hole_21_is_zero=True),
    "nine-card golf": HouseRules(game=Game.NINE_CARD),
}
OTHER_LAYOUTS = {"four-card-golf": Game.FOUR_CARD, "nine-card-golf": Game.NINE_CARD}


def breaches(query: str, rules: HouseRules) -> list[str]:
    """What ``query`` breaks of the limits under ``rules`` (empty when nothing)."""
    plain, at = find(query), find(query, rules)

    def alike(question) -> bool:
        return question.answer(rules).text == question.answer(MAIN_RULES).text

    shown_plain = set(plain.questions + plain.closest)
    shown = at.questions + at.closest
    found = []
    if len(shown) > len(shown_plain) and any(q not in shown_plain and alike(q) for q in shown):
        found.append("more than plain")
    if len(at.questions) > 3 and sum(alike(q) for q in at.questions) > 3:
        found.append("more than three sure")
    if shown and OTHER_LAYOUTS.get(shown[0].slug, rules.game) != rules.game:
        found.append(f"other layout first ({shown[0].slug})")
    return found


def main(argv: list[str]) -> None:
    warm_up()
    if argv:
        sets = [
            (f"{Path(path).name} set {number}", phrasings, off_topic)
            for path in argv
            for number, phrasings, off_topic in held_out_sets(runpy.run_path(path))
        ]
    else:
        sets = repository_sets()
    for name, phrasings, off_topic in sets:
        queries = [query for query, _ in phrasings] + list(off_topic)
        flagged = 0
        for table, rules in TABLES.items():
            for query in queries:
                for breach in breaches(query, rules):
                    flagged += 1
                    print(f"  {breach}, {table}: {query}")
        print(f"{name}: {len(queries)} queries x {len(TABLES)} tables, {flagged} flagged")


if __name__ == "__main__":
    main(sys.argv[1:])
