"""Fit the rule search's learned parameters (golfkeeper/engine/questions/data/learned.json).

``python scripts/fit_search.py`` rewrites the file from the data below; run again, it
writes the same bytes. ``python scripts/fit_search.py --loso`` fits once per held-out set
with that set left out of everything (the classifiers, the reranker, the topic and sure
models) and prints the set's figures under that fit, as ``bench/search_heldout.py`` would:
the honest measure of what the fitting adds, since every set it prints was left out of its
own fit.

What is fitted (see golfkeeper/engine/questions/learned.py), in four steps:

1. The classifier of which question a query asks: a softmax regression over the query's
   256-dimensional vector, fitted by full-batch Adam (:data:`ASKED_STEPS` steps, L2
   penalty :data:`ASKED_PENALTY`) on every phrasing with its question: the examples
   (``data/on_topic.json`` and each question's own text), the tuning phrasings
   (``tests/engine/phrasings.py``, ``phrasings_tuning_32.py``, and the (query, question)
   pairs the search's tests pin, :func:`_pinned`, less any a held-out set holds) and
   held-out sets 1-11.
2. The reranker's weights: a softmax over each query's first :data:`.search.RERANK`
   candidates (the right question against the others), on the same queries, each example
   read with itself left out of the examples. Each query's classifier feature comes from
   a classifier fitted without the query's own group (the examples, the tuning phrasings,
   one held-out set), so the reranker learns how far to trust the classifier on
   phrasings it has not seen.
3. The topic model: a logistic regression of "about something else" over the vector of
   what was typed (:func:`fit_other`, on the same queries, their off-topic ones and the
   topic check's examples about something else, ``data/off_topic.json``), then one of
   "about this game" over :data:`TOPIC_FEATURES` on the queries it judges (those the
   hand rules leave, :func:`_judged`, and none of whose words one of the first three
   lacks), each query's log-odds from a classifier fitted without its group; an off-topic
   query weighs :data:`TOPIC_OFF_WEIGHT`.
4. The sure model: a logistic regression of "the reranker's first question is the one
   asked" on :func:`.search.sure_features` of the first, on the same queries, with the
   off-topic queries that reach the sure decision (past the hand rules and the topic
   model) as cases where it is not; cut at an even chance (:data:`.learned.EVEN`), fixed
   beforehand. The closest model likewise, of "the right question is among the
   reranker's first three".

Fit-time only: numpy (already a runtime dependency of the search).
"""

from __future__ import annotations

import argparse
import contextlib
import dataclasses
import importlib
import inspect
import json
import math
import re
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.search_heldout import repository_sets  # noqa: E402
from golfkeeper.engine.house_rules import MAIN_RULES  # noqa: E402
from golfkeeper.engine.questions import examples as examples_module  # noqa: E402
from golfkeeper.engine.questions import learned as learned_module  # noqa: E402
from golfkeeper.engine.questions import topic as topic_module  # noqa: E402
from golfkeeper.engine.questions.examples import ON_TOPIC, OTHER_TOPICS  # noqa: E402
from golfkeeper.engine.questions.reading import (  # noqa: E402
    names_another_game,
    read,
    without_other_games,
)
from golfkeeper.engine.questions.registry import QUESTIONS  # noqa: E402

search = importlib.import_module("golfkeeper.engine.questions.search")
vectors = importlib.import_module("golfkeeper.engine.questions.vectors")

OUT = ROOT / "golfkeeper" / "engine" / "questions" / "data" / learned_module.DATA_FILE
# The held-out sets the fit reads: the first eleven of bench/search_heldout.py's list. Set 12
# was read once after the ninth round, by a search whose fit had never seen it; the shipped
# learned.json is that search's. It joins the fit in the next round, which then needs a new
# set nobody tuning has seen to judge it.
FITTED_SETS = 11


FEATURES = (
    "words",
    "meaning",
    "example",
    "confidence",
    "fused",
    "apart",
    "layout",
    "pile",
    "ranks",
    "scope",
    "asked",
)
SURE_FEATURES = (
    "chance",
    "words",
    "meaning",
    "example",
    "confidence",
    "topic",
    "near_other",
    "near_other_confidence",
)
ASKED_PENALTY = 1e-5
ASKED_STEPS = 600
RERANK_PENALTY = 1e-3
RERANK_STEPS = 1000
SURE_PENALTY = 1e-3
SURE_STEPS = 2000
# An off-topic query answered surely costs this many right answers left unsure: picked
# with each held-out set left out in turn (sets 1-9), among 1, 2, 3, 5, 10 and 20.
OFF_TOPIC_WEIGHT = 5.0
DIGITS = 5
# The group of the topic check's examples about something else (data/off_topic.json): read
# by the classifier of "about something else" alone, not ranked.
OTHER_EXAMPLES = "other examples"
# The classifier of "about something else" (picked LOSO among 1e-3, 1e-4 and 1e-5).
OTHER_PENALTY = 1e-5
OTHER_STEPS = 600
# The topic model's features (:func:`.topic.topic_features`), and what an off-topic query
# called about this game costs, in rule questions given nothing: picked with each held-out
# set left out in turn (sets 1-11), among 1, 1.5, 2, 2.5 and 3, as the weight that gave
# fewest given nothing with no more off-topic queries answered than before.
TOPIC_FEATURES = ("margin", "other")
TOPIC_OFF_WEIGHT = 2.0


@dataclass
class Row:
    """One query: its ``group`` (``examples``, ``tuning`` or ``set<k>``), the question it
    asks (``None`` for an off-topic query), its vector, its candidates (the first
    :data:`.search.RERANK` of the fused ranking and any question about the layout it names:
    ``slugs`` and ``features``, shape ``(candidates, len(FEATURES))`` with ``asked`` left
    0), and whether it reaches the sure decision (past the topic check)."""

    group: str
    slug: str | None
    vector: np.ndarray
    slugs: list[str]
    features: np.ndarray
    reaches_sure: bool
    margin: float
    said: np.ndarray


def _phrasings() -> list[tuple[str, str | None, str]]:
    """Every (query, slug or None, group) the fitting reads."""
    from tests.engine import phrasings_tuning_32 as tuning_32
    from tests.engine.phrasings import OFF_TOPIC, OFF_TOPIC_NEAR, PHRASINGS

    out: list[tuple[str, str | None, str]] = []
    for question in QUESTIONS:
        for text in [question.text, *ON_TOPIC.get(question.slug, [])]:
            out.append((text, question.slug, "examples"))
    for query, slug in PHRASINGS + tuning_32.TUNING_32:
        out.append((query, slug, "tuning"))
    for name in sorted(vars(tuning_32)):
        value = getattr(tuning_32, name)
        if name.endswith("_32") and name != "TUNING_32" and isinstance(value, list):
            for item in value:
                if isinstance(item, tuple):
                    out.append((item[0], item[1], "tuning"))
                else:
                    out.append((item, None, "tuning"))
    out += [(query, None, "tuning") for query in OFF_TOPIC + OFF_TOPIC_NEAR]
    out += [(query, None, OTHER_EXAMPLES) for queries in OTHER_TOPICS.values() for query in queries]
    # The held-out sets, in the order bench/search_heldout.py lists the repository's sets.
    sets = [(phrasings, off_topic) for _, phrasings, off_topic in fitted_sets()]
    held_out = {query.casefold() for phrasings, _ in sets for query, _ in phrasings}
    pinned = [(query, slug) for query, slug in _pinned() if query.casefold() not in held_out]
    out += [(query, slug, "tuning") for query, slug in pinned]
    for k, (phrasings, off_topic) in enumerate(sets, start=1):
        out += [(query, slug, f"set{k}") for query, slug in phrasings]
        out += [(query, None, f"set{k}") for query in off_topic]
    return out


def _pinned() -> list[tuple[str, str]]:
    """The (query, slug) pairs the search's tests pin (their ``query, slug`` parameters),
    which earlier rounds wrote as tuning phrasings."""
    pairs = []
    for name in ("test_search", "test_search_sure"):
        module = importlib.import_module(f"tests.engine.{name}")
        for test in vars(module).values():
            for mark in getattr(test, "pytestmark", []):
                if mark.name != "parametrize":
                    continue
                values = [getattr(v, "values", v) for v in mark.args[1]]
                if mark.args[0] in (("query", "slug"), "query, slug"):
                    pairs += [tuple(v) for v in values]
                elif mark.args[0] == "query":
                    # A test of queries with one question first: `== ["slug"]` in its body.
                    wanted = set(re.findall(r'== \["([a-z0-9-]+)"\]', inspect.getsource(test)))
                    if len(wanted) == 1:
                        pairs += [(query, *wanted) for query in values]
    return [(query, slug) for query, slug in pairs if isinstance(slug, str)]


def _neutral() -> learned_module.Learned:
    """A model that gives every question an even chance and weighs the fused score alone, to
    rank with while the features are read (they do not depend on the fitted parameters)."""
    slugs = tuple(question.slug for question in QUESTIONS)
    return learned_module.Learned(
        slugs,
        np.zeros((len(slugs), 256), np.float32),
        np.zeros(len(slugs), np.float32),
        {"fused": 1.0},
        {"bias": -1.0},
        {"bias": -1.0},
        {"bias": 1.0},
        np.zeros(256, np.float32),
        0.0,
    )


def _use(model: learned_module.Learned) -> None:
    """Make the engine search with ``model``."""
    learned_module.learned = lambda: model  # type: ignore[assignment]
    search.learned = learned_module.learned
    learned_module._rows.cache_clear()


def _reading(query: str):
    reading = read(query)
    if names_another_game(reading.text):
        reading = read(without_other_games(query))
    return reading


@contextlib.contextmanager
def _without_example(text: str) -> Iterator[None]:
    """The search's examples without ``text`` (an example read as a query is then not its
    own nearest example), while the block runs."""
    questions = tuple(QUESTIONS)
    whole = examples_module._examples(questions)
    texts = [t for q in questions for t in [q.text, *ON_TOPIC.get(q.slug, [])]]
    keep = np.array([t != text for t in texts])
    less = dataclasses.replace(whole, about_golf=whole.about_golf[keep], owners=whole.owners[keep])
    saved = examples_module._examples
    examples_module._examples = lambda _questions: less  # type: ignore[assignment]
    vectors.query_nearness.cache_clear()
    try:
        yield
    finally:
        examples_module._examples = saved
        vectors.query_nearness.cache_clear()


def fitted_sets() -> list[tuple[str, list[tuple[str, str]], list[str]]]:
    """The held-out sets the fit reads, each (name, phrasings, off-topic queries)."""
    return repository_sets()[:FITTED_SETS]


def collect() -> list[Row]:
    """Read every query of :func:`_phrasings` as the search does (an example with itself
    left out of the examples)."""
    _use(_neutral())
    rows = []
    for query, slug, group in _phrasings():
        reading = _reading(query)
        said = vectors.query_vector(reading.said or reading.text).astype(np.float64)
        if group == OTHER_EXAMPLES:
            empty = np.zeros((0, len(FEATURES)))
            rows.append(Row(group, slug, said, [], empty, False, math.nan, said))
            continue
        with _without_example(query) if group == "examples" else contextlib.nullcontext():
            ranked = search._rank(reading.text, MAIN_RULES, True)
            topic = topic_module.topic_of(reading, ranked, MAIN_RULES)
        window = [one for one in ranked[: search.RERANK]]
        window += [one for one in ranked[search.RERANK :] if one.layout > 0]
        reaches = topic is not None and topic[0] <= search.SURE_OTHER_TOPIC_MARGIN
        features = np.array(
            [[getattr(one, name) for name in FEATURES] for one in window], dtype=np.float64
        ).reshape(len(window), len(FEATURES))
        rows.append(
            Row(
                group,
                slug,
                vectors.query_vector(reading.text).astype(np.float64),
                [one.question.slug for one in window],
                features,
                reaches,
                topic[0] if topic is not None else math.inf,
                said,
            )
        )
    return rows


def _adam(gradient, start: np.ndarray, steps: int, rate: float) -> np.ndarray:
    """Full-batch Adam from ``start``: deterministic, so a fit is repeatable."""
    x = start.copy()
    m = np.zeros_like(x)
    v = np.zeros_like(x)
    for t in range(1, steps + 1):
        g = gradient(x)
        m = 0.9 * m + 0.1 * g
        v = 0.999 * v + 0.001 * g * g
        x -= rate * (m / (1 - 0.9**t)) / (np.sqrt(v / (1 - 0.999**t)) + 1e-8)
    return x


def fit_asked(rows: list[Row], slugs: list[str]) -> tuple[np.ndarray, np.ndarray]:
    """The classifier's weights (``(len(slugs), 256)``) and biases, from ``rows``."""
    index = {slug: i for i, slug in enumerate(slugs)}
    x = np.array([row.vector for row in rows])
    x1 = np.hstack([x, np.ones((len(rows), 1))])
    y = np.zeros((len(rows), len(slugs)))
    y[np.arange(len(rows)), [index[row.slug] for row in rows]] = 1
    penalty = np.full((x1.shape[1], 1), ASKED_PENALTY)
    penalty[-1] = 0

    def gradient(w: np.ndarray) -> np.ndarray:
        z = x1 @ w
        z -= z.max(axis=1, keepdims=True)
        p = np.exp(z)
        p /= p.sum(axis=1, keepdims=True)
        return x1.T @ (p - y) / len(rows) + penalty * w

    w = _adam(gradient, np.zeros((x1.shape[1], len(slugs))), ASKED_STEPS, 0.05)
    return w[:-1].T.copy(), w[-1].copy()


def _log_chances(weights: np.ndarray, bias: np.ndarray, vector: np.ndarray) -> np.ndarray:
    z = weights @ vector + bias
    z -= z.max()
    return z - math.log(float(np.exp(z).sum()))


def _with_asked(row: Row, weights, bias, index) -> np.ndarray:
    """``row``'s candidate features with the classifier's log-probability filled in."""
    features = row.features.copy()
    if len(features):
        log_chances = _log_chances(weights, bias, row.vector)
        features[:, FEATURES.index("asked")] = [log_chances[index[s]] for s in row.slugs]
    return features


def fit_rerank(cases: list[tuple[np.ndarray, int]]) -> np.ndarray:
    """The reranker's weights, from (candidate features, index of the right one) pairs."""
    most = max(len(features) for features, _ in cases)
    x = np.zeros((len(cases), most, len(FEATURES)))
    mask = np.full((len(cases), most), -np.inf)
    y = np.zeros((len(cases), most))
    for n, (features, right) in enumerate(cases):
        x[n, : len(features)] = features
        mask[n, : len(features)] = 0
        y[n, right] = 1

    def gradient(w: np.ndarray) -> np.ndarray:
        s = x @ w + mask
        s -= s.max(axis=1, keepdims=True)
        p = np.exp(s)
        p /= p.sum(axis=1, keepdims=True)
        return np.einsum("nm,nmd->d", p - y, x) / len(cases) + RERANK_PENALTY * w

    return _adam(gradient, np.zeros(len(FEATURES)), RERANK_STEPS, 0.05)


def _order(features: np.ndarray, w: np.ndarray) -> list[int]:
    """The reranker's order: a question about the layout named first, then by score."""
    scores = features @ w
    layout = features[:, FEATURES.index("layout")]
    return sorted(range(len(features)), key=lambda i: (layout[i] <= 0, -scores[i]))


def _sure_case(features: np.ndarray, w: np.ndarray, margin: float) -> tuple[np.ndarray, int]:
    """:func:`.search.sure_features` of the reranker's first candidate, and its index."""
    order = _order(features, w)
    scores = features[: search.RERANK] @ w
    chances = np.exp(scores - scores.max())
    chances /= chances.sum()
    first = order[0]
    chance = chances[first] if first < search.RERANK else 0.0
    named = {name: features[first, FEATURES.index(name)] for name in ("words", "meaning")}
    named.update((name, features[first, FEATURES.index(name)]) for name in ("example",))
    named["confidence"] = features[first, FEATURES.index("confidence")]
    named["chance"] = chance
    named["topic"] = min(max(margin, topic_module.TOPIC_FLOOR), search.SURE_OTHER_TOPIC_MARGIN)
    named["near_other"] = float(margin > search.OTHER_TOPIC_MARGIN)
    named["near_other_confidence"] = named["near_other"] * named["confidence"]
    return np.array([named[name] for name in SURE_FEATURES]), first


def fit_sure(x: np.ndarray, y: np.ndarray, weight: np.ndarray) -> tuple[np.ndarray, float]:
    """Logistic regression of ``y`` on ``x`` (standardised while fitting), each case
    counted ``weight`` times."""
    mean = x.mean(axis=0)
    spread = x.std(axis=0) + 1e-9
    w = _logistic((x - mean) / spread, y, weight, SURE_PENALTY, SURE_STEPS)
    weights = w[:-1] / spread
    return weights, float(w[-1] - weights @ mean)


def _logistic(
    x: np.ndarray, y: np.ndarray, weight: np.ndarray, penalty: float, steps: int
) -> np.ndarray:
    """A weighted logistic regression of ``y`` (0 or 1) on the columns of ``x``, each case
    counted ``weight`` times, fitted by :func:`_adam`: one weight per column, then the
    bias (the one weight not penalised by the L2 ``penalty``)."""
    z = np.hstack([x, np.ones((len(x), 1))])
    penalties = np.full(z.shape[1], penalty)
    penalties[-1] = 0

    def gradient(w: np.ndarray) -> np.ndarray:
        p = 1 / (1 + np.exp(-(z @ w)))
        return z.T @ (weight * (p - y)) / weight.sum() + penalties * w

    return _adam(gradient, np.zeros(z.shape[1]), steps, 0.05)


def fit(rows: list[Row], left_out: str | None = None) -> learned_module.Learned:
    """The models fitted on ``rows``, with the group ``left_out`` (if any) left out."""
    rows = [row for row in rows if row.group != left_out]
    slugs = [question.slug for question in QUESTIONS]
    index = {slug: i for i, slug in enumerate(slugs)}
    asked_rows = [row for row in rows if row.slug is not None]
    weights, bias = fit_asked(asked_rows, slugs)
    # Each group's classifier features from a classifier fitted without it.
    groups = sorted({row.group for row in asked_rows})
    outside = {}
    for group in groups:
        w, b = fit_asked([row for row in asked_rows if row.group != group], slugs)
        outside[group] = (w, b)
    judged = [row for row in rows if len(row.features)]
    filled = [_with_asked(row, *outside[row.group], index) for row in judged]
    cases = [
        (features, row.slugs.index(row.slug))
        for row, features in zip(judged, filled, strict=True)
        if row.slug in row.slugs
    ]
    rerank = fit_rerank(cases)
    # The topic model, on each query it judges (not one whose every word one of the first
    # three uses), from its group's log-odds of "about something else" by a classifier
    # fitted without that group.
    other = fit_other(rows)
    other_outside = {
        group: fit_other([row for row in rows if row.group != group]) for group in groups
    }
    words = FEATURES.index("words")
    every_word = {
        id(row): bool(features[_order(features, rerank)[: search.CLOSEST], words].max() >= 1)
        for row, features in zip(judged, filled, strict=True)
    }

    def topic_judges(row: Row) -> bool:
        return _judged(row.margin) and not every_word[id(row)]

    def topic_case(row: Row) -> list[float]:
        w, b = other_outside[row.group]
        return [max(row.margin, topic_module.TOPIC_FLOOR), float(row.said @ w + b)]

    topic_rows = [row for row in judged if topic_judges(row)]
    topic = fit_sure(
        np.array([topic_case(row) for row in topic_rows]),
        np.array([float(row.slug is not None) for row in topic_rows]),
        np.array([1.0 if row.slug is not None else TOPIC_OFF_WEIGHT for row in topic_rows]),
    )

    def reaches_sure(row: Row) -> bool:
        """Whether the row reaches the sure decision: past the hand rules of the topic
        check and, where it judges, the topic model."""
        if row.reaches_sure and topic_judges(row):
            return bool(topic[0] @ topic_case(row) + topic[1] >= 0)
        return row.reaches_sure

    sure_x, sure_y, closest_y, sure_weight = [], [], [], []
    for row, features in zip(judged, filled, strict=True):
        if not reaches_sure(row):
            continue
        case, first = _sure_case(features, rerank, row.margin)
        first_three = [row.slugs[i] for i in _order(features, rerank)[:3]]
        sure_x.append(case)
        sure_y.append(float(row.slug is not None and row.slugs[first] == row.slug))
        closest_y.append(float(row.slug is not None and row.slug in first_three))
        sure_weight.append(1.0 if row.slug is not None else OFF_TOPIC_WEIGHT)
    models = [
        fit_sure(np.array(sure_x), np.array(y), np.array(sure_weight)) for y in (sure_y, closest_y)
    ]
    return learned_module.Learned(
        tuple(slugs),
        np.round(weights, DIGITS).astype(np.float32),
        np.round(bias, DIGITS).astype(np.float32),
        {name: round(float(w), DIGITS) for name, w in zip(FEATURES, rerank, strict=True)},
        *(
            {"bias": round(bias, DIGITS)}
            | {name: round(float(w), DIGITS) for name, w in zip(SURE_FEATURES, w, strict=True)}
            for w, bias in models
        ),
        {"bias": round(topic[1], DIGITS)}
        | {name: round(float(w), DIGITS) for name, w in zip(TOPIC_FEATURES, topic[0], strict=True)},
        np.round(other[0], DIGITS).astype(np.float32),
        round(other[1], DIGITS),
    )


def _judged(margin: float) -> bool:
    """Whether the topic model (:meth:`.learned.Learned.on_topic`) judges a query of topic
    ``margin`` (:func:`.topic.topic_of`): finite and at most
    :data:`.search.SURE_OTHER_TOPIC_MARGIN`."""
    return -math.inf < margin <= search.SURE_OTHER_TOPIC_MARGIN


def fit_other(rows: list[Row]) -> tuple[np.ndarray, float]:
    """Logistic regression of "about something else" (no question) on the vector of what
    was typed, from ``rows``: weights (shape ``(256,)``) and bias, the two classes weighing
    alike in all."""
    x = np.array([row.said for row in rows])
    y = np.array([float(row.slug is None) for row in rows])
    weight = np.where(y == 1, (1 - y).sum() / y.sum(), 1.0)
    w = _logistic(x, y, weight, OTHER_PENALTY, OTHER_STEPS)
    return w[:-1].copy(), float(w[-1])


def as_json(model: learned_module.Learned) -> str:
    """The file's text for ``model``: one line for each question's weights."""
    rows = [json.dumps([round(float(w), DIGITS) for w in row]) for row in model.weights]
    data = {
        "fitted_by": "scripts/fit_search.py",
        "rerank": dict(model.rerank),
        "sure": dict(model.sure_model),
        "closest": dict(model.closest_model),
        "topic": dict(model.topic_model),
        "other": {
            "bias": model.other_bias,
            "weights": "OTHER",
        },
        "asked": {
            "slugs": list(model.slugs),
            "bias": [round(float(b), DIGITS) for b in model.bias],
            "weights": "ROWS",
        },
    }
    text = json.dumps(data, indent=1).replace('"ROWS"', "[\n  " + ",\n  ".join(rows) + "\n ]")
    other = json.dumps([round(float(w), DIGITS) for w in model.other_weights])
    text = text.replace('"OTHER"', other)
    return text + "\n"


def loso(rows: list[Row]) -> None:
    """Each held-out set's figures under a fit that left it out."""
    from bench.search_heldout import measure

    for k, (name, phrasings, off_topic) in enumerate(fitted_sets(), start=1):
        _use(fit(rows, f"set{k}"))
        vectors.query_vector.cache_clear()
        measure(f"{name} (left out of the fit)", phrasings, off_topic)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--loso", action="store_true", help="leave each held-out set out")
    args = parser.parse_args()
    rows = collect()
    if args.loso:
        loso(rows)
        return
    OUT.write_text(as_json(fit(rows)), encoding="utf-8")
    print(f"wrote {OUT.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
