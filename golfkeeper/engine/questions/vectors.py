"""The vectors and readings the rule search computes once and keeps: a query's vector and
its nearness to the examples (the ranking and the topic check both use them), the
catalogue's vectors, and what is read once of each question's text. Per process, in
least-recently-used caches; :func:`.search.warm_up` fills those of the catalogue as a
server starts."""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

from golfkeeper.engine.questions.examples import ON_TOPIC, Nearness, nearness
from golfkeeper.engine.questions.meaning import model
from golfkeeper.engine.questions.words import cards_together, query_words, stemmed

if TYPE_CHECKING:
    from golfkeeper.engine.questions.meaning import Vectors
    from golfkeeper.engine.questions.model import Question


@functools.lru_cache(maxsize=256)
def query_vector(query: str) -> Vectors:
    """The query's vector, shape ``(256,)``: the ranking and the topic check both use it."""
    return model().embed([query]).reshape(-1)


@functools.lru_cache(maxsize=256)
def query_nearness(query: str, questions: tuple[Question, ...]) -> Nearness:
    """How near the query is to the examples: the ranking and the topic check both use it."""
    return nearness(query_vector(query), questions)


@functools.lru_cache(maxsize=4)
def catalogue_meanings(questions: tuple[Question, ...]) -> Vectors:
    """Each question's vector, from its text and keywords (not its answer, so once per
    process and not once per rules value): shape ``(len(questions), 256)``."""
    return model().embed([f"{q.text} {' '.join(q.keywords)}" for q in questions])


@functools.lru_cache(maxsize=128)
def together(text: str) -> bool:
    """:func:`.words.cards_together` of a question's text, read once per process."""
    return cards_together(text)


@functools.lru_cache(maxsize=1)
def familiar_stems() -> frozenset[str]:
    """The stems of the words families ask the catalogue's questions in
    (:data:`.examples.ON_TOPIC`), for :func:`.words.unfamiliar_share`."""
    return frozenset(
        stemmed(word) for asked in ON_TOPIC.values() for text in asked for word in query_words(text)
    )
