"""The held-out phrasing sets' shape, and that nothing the search learns from is in them.

Only the structure is checked here; how well the search does on them is bench/search.py's.
"""

from __future__ import annotations

from collections import Counter

import pytest

from golfkeeper.engine.questions import find_question
from golfkeeper.engine.questions.examples import ON_TOPIC, OTHER_TOPICS
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

# Each set: its phrasings with their questions, its off-topic queries, the least of each, and
# the most phrasings one question may have (the last two sets give the questions people
# argue about most a few more).
SETS = {
    "first": (HELD_OUT, OFF_TOPIC_HELD_OUT, 100, 25, 5),
    "second": (HELD_OUT_2, OFF_TOPIC_2, 100, 40, 5),
    "third": (HELD_OUT_3, OFF_TOPIC_3, 130, 50, 5),
    "fourth": (HELD_OUT_4, OFF_TOPIC_4, 150, 80, 5),
    "fifth": (HELD_OUT_5, OFF_TOPIC_5, 120, 40, 9),
    "sixth": (HELD_OUT_6, OFF_TOPIC_6, 120, 40, 12),
    "seventh": (HELD_OUT_7, OFF_TOPIC_7, 120, 40, 12),
    "eighth": (HELD_OUT_8, OFF_TOPIC_8, 120, 40, 12),
    "ninth": (HELD_OUT_9, OFF_TOPIC_9, 120, 40, 12),
    "tenth": (HELD_OUT_10, OFF_TOPIC_10, 120, 40, 12),
    "eleventh": (HELD_OUT_11, OFF_TOPIC_11, 120, 40, 12),
    "twelfth": (HELD_OUT_12, OFF_TOPIC_12, 120, 40, 12),
}
every_set = pytest.mark.parametrize(
    ("phrasings", "off_topic", "least", "least_off", "most"), SETS.values(), ids=SETS.keys()
)


@every_set
def test_every_phrasing_names_a_question_in_the_catalogue(
    phrasings, off_topic, least, least_off, most
):
    unknown = sorted({slug for _, slug in phrasings if find_question(slug) is None})
    assert unknown == []


@every_set
def test_no_query_appears_twice_in_a_set(phrasings, off_topic, least, least_off, most):
    queries = [query.casefold() for query, _ in phrasings] + [
        query.casefold() for query in off_topic
    ]
    repeated = [query for query, count in Counter(queries).items() if count > 1]
    assert repeated == []


@every_set
def test_a_set_is_large_enough_and_spread_over_the_questions(
    phrasings, off_topic, least, least_off, most
):
    per_question = Counter(slug for _, slug in phrasings)
    assert len(phrasings) >= least
    assert len(off_topic) >= least_off
    assert max(per_question.values()) <= most


def test_the_topic_checks_examples_hold_no_held_out_query():
    """The examples the topic check learns from (.examples, read from its data files) were
    written apart from the held-out sets; a query both wrote the same is kept only in the
    held-out set."""
    held_out = set()
    for phrasings, off_topic, *_ in SETS.values():
        held_out |= {query.casefold().strip() for query, _ in phrasings}
        held_out |= {query.casefold().strip() for query in off_topic}
    examples = [query for queries in OTHER_TOPICS.values() for query in queries]
    examples += [query for queries in ON_TOPIC.values() for query in queries]
    assert sorted(query for query in examples if query.casefold().strip() in held_out) == []
