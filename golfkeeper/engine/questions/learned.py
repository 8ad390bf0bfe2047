"""What the rule search learned from the ways its questions were asked (issue 32, seventh
and ninth rounds): fitted parameters, read from ``data/learned.json``, which
``scripts/fit_search.py`` writes (and rewrites byte for byte from the same data).

Six small models, each fitted on the examples (``data/on_topic.json``), the tuning
phrasings (``tests/engine/phrasings.py``, ``phrasings_tuning_32.py`` and the phrasings the
search's tests pin) and the eleven held-out sets (``tests/engine/phrasings_heldout*.py``):

- :func:`asked`, which question a query asks, by a softmax regression over the query's
  256-dimensional vector (:mod:`.meaning`): one weight vector and bias per question of the
  catalogue. It learns which directions of the vector tell neighbouring questions apart,
  where the nearest example only says which wording is closest.
- :data:`Learned.rerank`, the reranker's weights (:attr:`.search.Ranked.score`), fitted
  by a softmax over each query's candidates (the right one against the others).
- :meth:`Learned.other`, the log-odds that a query is about something else than this
  game, by a logistic regression over its vector, fitted also on the topic check's
  examples about something else (``data/off_topic.json``) and every off-topic query of
  the tuning phrasings and the held-out sets (ninth round).
- :meth:`Learned.on_topic`, whether a query the topic check's hand rules leave undecided
  is about this game: a logistic model over its topic margin and :meth:`Learned.other`
  (:func:`.topic.topic_features`), cut at an even chance, an off-topic query called on
  topic weighing as much as two rule questions given nothing (ninth round; it replaced the
  cut of the margin at 0, which gave the closest three to queries just on one side of it
  and nothing to those just on the other).
- :meth:`Learned.sure`, whether the first question the reranker gives is the one asked: a
  logistic model over what is known of the first (its share of the reranker's scores,
  its nearness in words and meaning, the query's topic margin), cut at an even chance;
  an off-topic query answered surely weighs as much as several right answers left unsure.
- :meth:`Learned.closest`, whether the right question is among the reranker's first
  three, by a logistic model over the same features: when the first is not sure, the
  closest three are shown if this reaches an even chance.

How each was chosen, and the figures with each held-out set left out of the fitting in
turn, are in bench/HISTORY.md ("The rule search answers surely, seventh round" and
"ninth round").
"""

from __future__ import annotations

import functools
import json
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from importlib import resources
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

    from golfkeeper.engine.questions.meaning import Vectors
    from golfkeeper.engine.questions.model import Question

DATA_FILE = "learned.json"


@dataclass(frozen=True)
class Learned:
    """The fitted parameters: ``slugs``, the questions :func:`asked` knows, in the order of
    the rows of ``weights`` (shape ``(len(slugs), 256)``) and of ``bias``; ``rerank``, the
    reranker's weight for each feature of :class:`.search.Ranked` by name; ``sure_model``,
    ``closest_model`` and ``topic_model``, the logistic models of :meth:`sure`,
    :meth:`closest` and :meth:`on_topic`, each its bias (``"bias"``) and a weight for each
    feature by name; ``other_weights`` (shape ``(256,)``) and ``other_bias``, the
    log-odds that a query of a given vector is about something else than this game."""

    slugs: tuple[str, ...]
    weights: npt.NDArray[np.float32]
    bias: npt.NDArray[np.float32]
    rerank: Mapping[str, float]
    sure_model: Mapping[str, float]
    closest_model: Mapping[str, float]
    topic_model: Mapping[str, float]
    other_weights: npt.NDArray[np.float32]
    other_bias: float

    def sure(self, features: Mapping[str, float]) -> bool:
        """Whether the question whose ``features`` are given (see
        :func:`.search.sure_features`) is more likely than not the one asked."""
        return _chance(self.sure_model, features) >= EVEN

    def closest(self, features: Mapping[str, float]) -> bool:
        """Whether the right question is more likely than not among the first three, from
        the first one's ``features``."""
        return _chance(self.closest_model, features) >= EVEN

    def other(self, vector: Vectors) -> float:
        """The log-odds, about -10 to 10, that a query of unit ``vector`` (shape
        ``(256,)``, from :mod:`.meaning`) is about something else than this game."""
        return float(self.other_weights @ vector) + self.other_bias

    def on_topic(self, features: Mapping[str, float]) -> bool:
        """Whether a query whose topic ``features`` are given (see
        :func:`.topic.topic_features`) is more likely than not about this game."""
        return _chance(self.topic_model, features) >= EVEN


# The probability at which the models decide: an even chance, fixed before fitting.
EVEN = 0.5


def _chance(weights: Mapping[str, float], features: Mapping[str, float]) -> float:
    """A logistic model's probability, 0 to 1, for ``features``."""
    z = sum(w * features[name] for name, w in weights.items() if name != "bias")
    return 1 / (1 + math.exp(min(-(z + weights["bias"]), 700.0)))


@functools.lru_cache(maxsize=1)
def learned() -> Learned:
    """The parameters of ``data/learned.json``, read once per process. Raises
    :class:`FileNotFoundError` if the file is missing."""
    import numpy as np

    path = resources.files(__package__).joinpath("data", DATA_FILE)
    data = json.loads(path.read_text(encoding="utf-8"))
    asked_ = data["asked"]
    return Learned(
        tuple(asked_["slugs"]),
        np.array(asked_["weights"], dtype=np.float32),
        np.array(asked_["bias"], dtype=np.float32),
        dict(data["rerank"]),
        dict(data["sure"]),
        dict(data["closest"]),
        dict(data["topic"]),
        np.array(data["other"]["weights"], dtype=np.float32),
        float(data["other"]["bias"]),
    )


@functools.lru_cache(maxsize=4)
def _rows(questions: tuple[Question, ...]) -> npt.NDArray[np.intp]:
    """For each question, its row in :attr:`Learned.weights`, or -1 for one the model does
    not know (added to the catalogue since it was fitted)."""
    import numpy as np

    known = {slug: row for row, slug in enumerate(learned().slugs)}
    return np.array([known.get(question.slug, -1) for question in questions], dtype=np.intp)


def asked(vector: Vectors, questions: Sequence[Question]) -> list[float]:
    """For each of ``questions``, in order, the log-probability (at most 0) that a query
    of unit ``vector`` (shape ``(256,)``) asks it, over the questions the model knows; a
    question it does not know gets the largest of the others', so that the classifier
    neither lifts nor sinks it against the best.

    >>> from golfkeeper.engine.questions.meaning import model
    >>> from golfkeeper.engine.questions.registry import QUESTIONS
    >>> questions = tuple(QUESTIONS)
    >>> chances = asked(model().embed(["is the stock card shown to all"])[0], questions)
    >>> questions[max(range(len(questions)), key=chances.__getitem__)].slug
    'see-the-stock-card'
    """
    import numpy as np

    model = learned()
    logits = model.weights @ vector + model.bias
    logits -= logits.max()
    log_chances = logits - math.log(float(np.exp(logits).sum()))
    best = float(log_chances.max())
    rows = _rows(tuple(questions))
    return [float(log_chances[row]) if row >= 0 else best for row in rows]


def warm_up() -> None:
    """Read the parameters now rather than on the first query."""
    learned()
