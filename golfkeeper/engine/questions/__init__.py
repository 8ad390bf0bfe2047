"""Rule questions a table argues about, each answered for the table's own house rules.

An answer is computed from a :class:`HouseRules` value, never looked up: a question about
a score scores an example layout with :func:`score_layout`, a question about the lowest
or highest score asks :func:`hole_score_bounds`, a question about the stock asks
:mod:`golfkeeper.engine.setup`. So switching a house rule changes the answer, and the
scoring engine stays the one place that owns each scoring rule.

Every answer names its sources by their public names: Bicycle, Pagat, Wikipedia,
"common table practice" (what only the rules guides say) and "house agreement" (choices
golfkeeper made where the sources are silent). The questions are the disputes real
tables have; the readings they rest on are in docs/rules.md#readings.

The :data:`VARIATIONS` are the house rules of docs/rules.md#house-rules, one switch at a
time, with what each changes and its sources: every question's answer differs under at least
one of them (a test checks it).

Where things are: :mod:`.model` (the dataclasses and sources), :mod:`.registry` (the
catalogue and look-up), :mod:`.search` (finding a question by words, with the table talk
of :mod:`.synonyms`, and by meaning, with the model of :mod:`.meaning`),
:mod:`.variations`, and one module of questions per
:class:`Topic` (:mod:`.deal`, :mod:`.turn`, :mod:`.discard`, :mod:`.end`, :mod:`.scoring`,
:mod:`.bonuses`, :mod:`.match`, :mod:`.variants`); private helpers in :mod:`._facts` and
:mod:`._words`.
"""

from __future__ import annotations

# Imported for their side effect: each registers its questions, so this order, the
# order a hole is played in, is the order of QUESTIONS, of the rules pages and of the
# drills. Sorting these imports by name would reorder all three.
# isort: off
from golfkeeper.engine.questions import deal as deal
from golfkeeper.engine.questions import turn as turn
from golfkeeper.engine.questions import discard as discard
from golfkeeper.engine.questions import end as end
from golfkeeper.engine.questions import scoring as scoring
from golfkeeper.engine.questions import bonuses as bonuses
from golfkeeper.engine.questions import match as match
from golfkeeper.engine.questions import variants as variants

# isort: on
from golfkeeper.engine.questions.model import (
    BICYCLE,
    HOUSE,
    PAGAT,
    SOURCES,
    TABLE_PRACTICE,
    WIKIPEDIA,
    Answer,
    Fact,
    Question,
    Topic,
    Variation,
)
from golfkeeper.engine.questions.registry import QUESTIONS, find_question, other_answers
from golfkeeper.engine.questions.search import MAX_QUERY_CHARS, Found, find, search
from golfkeeper.engine.questions.variations import VARIATIONS
from golfkeeper.engine.questions.variations import VARIATIONS_BY_SLUG as VARIATIONS_BY_SLUG

__all__ = [
    "BICYCLE",
    "HOUSE",
    "MAX_QUERY_CHARS",
    "PAGAT",
    "QUESTIONS",
    "SOURCES",
    "TABLE_PRACTICE",
    "VARIATIONS",
    "WIKIPEDIA",
    "Answer",
    "Fact",
    "Found",
    "Question",
    "Topic",
    "Variation",
    "find",
    "find_question",
    "other_answers",
    "search",
]
