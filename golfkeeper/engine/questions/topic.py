"""Whether a query is about this game's rules at all, judged by the examples it is nearest to
in meaning: questions about Six-card Golf as families type them (:mod:`.on_topic`, and the
catalogue's own question texts) and queries about something else (:mod:`.off_topic`: other
card games, real golf, apps, chat).

The score is a margin: the mean cosine similarity of the query's :data:`NEIGHBOURS` nearest
examples about something else, less that of its nearest examples about this game. Below 0 a
query reads like this game's questions; above, like something else. The search
(:func:`.search.find`) shows no rule question when the margin is over its cut, so a query
about hearts or a par 5 no longer gets a "closest three" list just because it shares the
words "cards" or "hole".

The examples were written by helpers who had seen none of the held-out phrasing sets; the
cuts on the margin were picked on the first two held-out sets and measured on the third
(``bench/search.py``).
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

from golfkeeper.engine.questions.meaning import model
from golfkeeper.engine.questions.off_topic import OTHER_TOPICS
from golfkeeper.engine.questions.on_topic import ON_TOPIC

if TYPE_CHECKING:
    from golfkeeper.engine.questions.meaning import Vectors
    from golfkeeper.engine.questions.model import Question

# How many of the nearest examples on each side are averaged.
NEIGHBOURS = 3


@functools.lru_cache(maxsize=4)
def _examples(questions: tuple[Question, ...]) -> tuple[Vectors, Vectors]:
    """The vectors of the examples about this game (``questions``' texts and
    :data:`.on_topic.ON_TOPIC`) and of those about something else, each of shape
    ``(examples, 256)``; computed once per process."""
    about_golf = [question.text for question in questions]
    about_golf += [phrasing for phrasings in ON_TOPIC.values() for phrasing in phrasings]
    about_else = [query for queries in OTHER_TOPICS.values() for query in queries]
    return model().embed(about_golf), model().embed(about_else)


def _nearest(cosines: Vectors) -> float:
    """The mean of the :data:`NEIGHBOURS` largest ``cosines``."""
    import numpy as np

    return float(np.sort(cosines)[-NEIGHBOURS:].mean())


def off_topic_margin(vector: Vectors, questions: tuple[Question, ...]) -> float:
    """How much nearer a query's unit ``vector`` (shape ``(256,)``, from
    :func:`.meaning.model`) is to queries about something else than to questions about this
    game: a difference of mean cosines, about -0.3 (surely about the game) to 0.3 (surely
    not); 0 for the zero vector of a query with no tokens.

    >>> from golfkeeper.engine.questions.registry import QUESTIONS
    >>> jokers, hearts = model().embed(["are jokers minus two", "shooting the moon in hearts"])
    >>> off_topic_margin(jokers, tuple(QUESTIONS)) < 0 < off_topic_margin(hearts, tuple(QUESTIONS))
    True
    """
    about_golf, about_else = _examples(questions)
    return _nearest(about_else @ vector) - _nearest(about_golf @ vector)


def warm_up(questions: tuple[Question, ...]) -> None:
    """Embed the examples now rather than on the first query."""
    _examples(questions)
