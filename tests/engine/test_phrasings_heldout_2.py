"""The second held-out set's shape: enough of them, each naming a real question, none twice.

Only the structure is checked here; how well the search does on them is bench/search.py's.
"""

from __future__ import annotations

from collections import Counter

from golfkeeper.engine.questions import find_question
from tests.engine.phrasings_heldout_2 import HELD_OUT_2, OFF_TOPIC_2


def test_every_phrasing_names_a_question_in_the_catalogue() -> None:
    unknown = sorted({slug for _, slug in HELD_OUT_2 if find_question(slug) is None})
    assert unknown == []


def test_no_query_appears_twice_across_both_lists() -> None:
    queries = [query.casefold() for query, _ in HELD_OUT_2]
    queries += [query.casefold() for query in OFF_TOPIC_2]
    repeated = [query for query, count in Counter(queries).items() if count > 1]
    assert repeated == []


def test_set_is_large_enough_and_spread_over_the_questions() -> None:
    per_question = Counter(slug for _, slug in HELD_OUT_2)
    assert len(HELD_OUT_2) >= 100
    assert len(OFF_TOPIC_2) >= 40
    assert max(per_question.values()) <= 4
