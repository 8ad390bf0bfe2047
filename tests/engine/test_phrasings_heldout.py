"""The held-out phrasings' shape: enough of them, each naming a real question, none twice.

Only the structure is checked here; how well the search does on them is bench/search.py's.
"""

from __future__ import annotations

from collections import Counter

from golfkeeper.engine.questions import find_question
from tests.engine.phrasings_heldout import HELD_OUT, OFF_TOPIC_HELD_OUT


def test_every_held_out_phrasing_names_a_question_in_the_catalogue() -> None:
    unknown = sorted({slug for _, slug in HELD_OUT if find_question(slug) is None})
    assert unknown == []


def test_no_held_out_query_appears_twice() -> None:
    queries = [query.casefold() for query, _ in HELD_OUT] + [
        query.casefold() for query in OFF_TOPIC_HELD_OUT
    ]
    repeated = [query for query, count in Counter(queries).items() if count > 1]
    assert repeated == []


def test_held_out_set_is_large_enough_and_spread_over_the_questions() -> None:
    per_question = Counter(slug for _, slug in HELD_OUT)
    assert len(HELD_OUT) >= 100
    assert len(OFF_TOPIC_HELD_OUT) >= 25
    assert max(per_question.values()) <= 5
