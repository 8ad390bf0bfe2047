"""What people ask, by example: the rule search's nearest-example judgements, in meaning.

Two sets of examples, kept as data files in ``data/`` (read with :mod:`importlib.resources`):

- ``on_topic.json`` (:data:`ON_TOPIC`): questions about Six-card Golf's rules as families
  type them, twelve for each question of the catalogue (by its slug), six from each of two
  writers: children, text-speak, grandparents, non-native English, long stories,
  one-to-three-word searches, arguments ("my husband says..."), British and American
  words, and the table's own words for the stock, the discard pile, going out;
- ``off_topic.json`` (:data:`OTHER_TOPICS`): queries about something else, by kind: other
  card games (named, or described without the name), real golf, other games, sports,
  apps, playing cards in general, everyday chat and nonsense; many share this game's words
  on purpose (deck, discard, knock, hole, round, par, column).

Both were written on 3 December 2026 (issue 26) by two independent helper sessions that had
seen none of the search's phrasing sets, its synonym table or its code; issue 32 added
four of its own (one-eyed jacks' worth, someone leaving for bed or home). Adding a query
teaches the search; never add one taken from a held-out set
(tests/engine/phrasings_heldout*.py). Both are embedded once per process with the model of
:mod:`.meaning`.

:func:`nearness` judges a query's vector against both, in one pass:

- ``by_question``, each question's similarity to its nearest example: a third ranking the
  search fuses with its rankings by words and by the question's own text (a family's
  wording is often nearer another family's than the catalogue's);
- ``off_topic_margin``, whether a query reads like this game's questions or like
  something else: the mean cosine similarity of its :data:`NEIGHBOURS` nearest examples
  about something else, less that of its nearest examples about this game. The search
  (:func:`.search.find`) shows no rule question when the margin is over its cut, so a query
  about hearts or a par 5 no longer gets a "closest three" list for sharing "cards" or
  "hole".

The search's weight for the ranking by example was picked on the first two held-out sets,
its topic margins on the first three, and the fourth measures both (``bench/search.py``).
"""

from __future__ import annotations

import functools
import json
from dataclasses import dataclass
from importlib import resources
from typing import TYPE_CHECKING

from golfkeeper.engine.questions.meaning import model

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

    from golfkeeper.engine.questions.meaning import Vectors
    from golfkeeper.engine.questions.model import Question

# How many of the nearest examples on each side the topic check averages.
NEIGHBOURS = 3


def _load(name: str) -> dict[str, list[str]]:
    """One of the example files in ``data/``: a JSON object of lists of strings."""
    text = resources.files(__package__).joinpath("data", name).read_text(encoding="utf-8")
    loaded: dict[str, list[str]] = json.loads(text)
    return loaded


# Each question's examples, by its slug.
ON_TOPIC: dict[str, list[str]] = _load("on_topic.json")
# Queries about something else, by kind.
OTHER_TOPICS: dict[str, list[str]] = _load("off_topic.json")


@dataclass(frozen=True)
class _Examples:
    """The examples' vectors: ``about_golf`` (shape ``(examples, 256)``) with the index in
    the catalogue of the question each asks (``owners``), and ``about_else``."""

    about_golf: Vectors
    owners: npt.NDArray[np.intp]
    about_else: Vectors


@functools.lru_cache(maxsize=4)
def _examples(questions: tuple[Question, ...]) -> _Examples:
    """Embed the examples for ``questions`` (each question's text and its phrasings in
    :data:`ON_TOPIC`; a question with none there has its text alone)."""
    import numpy as np

    texts: list[str] = []
    owners: list[int] = []
    for i, question in enumerate(questions):
        for text in [question.text, *ON_TOPIC.get(question.slug, [])]:
            texts.append(text)
            owners.append(i)
    about_else = [query for queries in OTHER_TOPICS.values() for query in queries]
    return _Examples(
        model().embed(texts), np.array(owners, dtype=np.intp), model().embed(about_else)
    )


@dataclass(frozen=True)
class Nearness:
    """How near a query is to the examples: ``by_question``, for each question of the
    catalogue in order, the cosine similarity of the query and the question's nearest
    example, about 0.1 (unrelated) to 1; ``off_topic_margin``, how much nearer the query is
    to queries about something else than to questions about this game, a difference of
    mean cosines, about -0.3 (surely about the game) to 0.3 (surely not)."""

    by_question: list[float]
    off_topic_margin: float


def nearness(vector: Vectors, questions: tuple[Question, ...]) -> Nearness:
    """Judge a query's unit ``vector`` (shape ``(256,)``, from :func:`.meaning.model`)
    against the examples for ``questions``; the zero vector of a query with no tokens is
    near nothing (margin 0).

    >>> from golfkeeper.engine.questions.registry import QUESTIONS
    >>> questions = tuple(QUESTIONS)
    >>> stock, jokers, hearts = model().embed(
    ...     ["is the stock card shown to all", "are jokers minus two", "moon shot in hearts"]
    ... )
    >>> near = nearness(stock, questions).by_question
    >>> questions[max(range(len(questions)), key=near.__getitem__)].slug
    'see-the-stock-card'
    >>> margin = [nearness(vector, questions).off_topic_margin for vector in (jokers, hearts)]
    >>> margin[0] < 0 < margin[1]
    True
    """
    import numpy as np

    examples = _examples(questions)
    about_golf = examples.about_golf @ vector
    best = np.full(len(questions), -1.0, dtype=np.float32)
    np.maximum.at(best, examples.owners, about_golf)
    margin = _nearest(examples.about_else @ vector) - _nearest(about_golf)
    return Nearness([float(cosine) for cosine in best], margin)


def _nearest(cosines: Vectors) -> float:
    """The mean of the :data:`NEIGHBOURS` largest ``cosines``."""
    import numpy as np

    return float(np.sort(cosines)[-NEIGHBOURS:].mean())


def warm_up(questions: tuple[Question, ...]) -> None:
    """Embed the examples now rather than on the first query."""
    _examples(questions)
