"""Find the rule question a table is arguing about from the words someone types: a full
sentence, a few keywords, table talk, a typo, a child's or a text-speak spelling, a story.

A query is first read (:mod:`.reading`): the question is separated from the story around
it (text-speak respelled, the British "draw" read as a tie, another game named only as a
comparison dropped, a trailing second question set aside). Three rankings are then fused
by reciprocal rank (:func:`rank`): by words, BM25F over each question's text, keywords and
answer under the table's rules (:mod:`.words`); by meaning, the cosine similarity of the
query's vector and each question's, from the static embedding model of :mod:`.meaning`;
by example, the similarity to the nearest of a dozen ways families have asked each
question (:mod:`.examples`). The first :data:`RERANK` are ordered again by a weighted sum
(:attr:`Ranked.score`, weights fitted: :mod:`.learned`) of the three similarities, the
fusion score, a classifier's log-probability that the query asks the question
(:func:`.learned.asked`), and marks for a question about something the query rules out:
another layout than the one it names or the table plays, the other pile
(:func:`.aspects.piles`), other card ranks (:func:`.aspects.ranks`), the other score, one
hole's or the match's (:func:`.aspects.scopes`); a question about the layout the query
names comes first.

What is shown (:func:`find`): the questions the search is sure of, at most
:data:`MOST_SURE`, best first: the first question when the fitted sure model
(:meth:`.learned.Learned.sure`, over :func:`sure_features`: its share of the reranker's
scores, its nearness in words and meaning, the query's topic margin) gives it an even
chance or more of being the one asked, or when it is about the layout the query names,
and the next ones the model is as sure of; else the closest three, when a question shares
a word with the query and the nearest in meaning reaches :data:`OFF_TOPIC_CUT` (or an
example :data:`EXAMPLE_OFF_TOPIC_CUT`), or one of the three uses every word of the query,
or the fitted closest model finds the right one likely among them
(:meth:`.learned.Learned.closest`); else nothing. Either is shown only when the query
is about this game (:func:`.topic.about_this_game`): a keyword or two the catalogue uses, this
game named, a story of the table (which always gets the closest three) and a query one of
the first three questions uses every word of are; a query half or more of whose words
the game's questions are never asked in, or nearer the examples about something else than
those about this game by over :data:`SURE_OTHER_TOPIC_MARGIN` (:mod:`.examples`), is not;
any other is judged by the fitted topic model (:meth:`.learned.Learned.on_topic`, over
the topic margin and what the query's vector says of its topic, since issue 32's ninth
round); chat made of the game's words (:data:`.synonyms.CHAT`), table talk
(:func:`.words.is_table_talk`), small talk (praise, a break: :func:`.talk.is_small_talk`),
a question about the app (:func:`.talk.about_the_app`) and a query naming another game
(:data:`.synonyms.OTHER_GAMES`) other than as a comparison find nothing; a sentence naming
another game beside a question of this game ("in poker suits don't rank") is left out.
Under a table's own rules the search shows what the plain rulebook shows, plus the
questions whose answer differs at that table.

How each part was tuned, on which phrasings, and measured on which held-out sets, round by
round, is in ``bench/HISTORY.md`` (issue 32's rounds); the fitted parts come from
``scripts/fit_search.py``.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from golfkeeper.engine.house_rules import MAIN_RULES, HouseRules
from golfkeeper.engine.questions.aspects import (
    disagrees,
    layout,
    piles,
    question_piles,
    question_ranks,
    question_scopes,
    ranks,
    scopes,
)
from golfkeeper.engine.questions.examples import warm_up as warm_up_examples
from golfkeeper.engine.questions.learned import asked, learned
from golfkeeper.engine.questions.learned import warm_up as warm_up_learned
from golfkeeper.engine.questions.meaning import model
from golfkeeper.engine.questions.model import Question
from golfkeeper.engine.questions.reading import (
    Reading,
    names_another_game,
    read,
    without_other_games,
)
from golfkeeper.engine.questions.registry import QUESTIONS
from golfkeeper.engine.questions.talk import about_the_app
from golfkeeper.engine.questions.topic import TOPIC_FLOOR, about_this_game, topic_of
from golfkeeper.engine.questions.vectors import (
    catalogue_meanings,
    familiar_stems,
    query_nearness,
    query_vector,
    together,
)
from golfkeeper.engine.questions.words import (
    by_words,
    cards_alone,
    catalogue_index,
    query_words,
)

# Reciprocal-rank fusion: a question at place p of a ranking gets weight / (RRF_K + p);
# the ranking by the question's own text weighs 1.
RRF_K = 10
WORDS_FUSION_WEIGHT = 1.0
EXAMPLES_FUSION_WEIGHT = 1.0
# A question's confidence, one of the reranker's features: its share of the query's words
# and its similarity in meaning (to its text or its nearest example, whichever is nearer).
MEANING_SHARE = 0.3
# When no question is sure, the closest three are shown if the nearest in meaning reaches
# OFF_TOPIC_CUT (a cosine), and nothing otherwise.
OFF_TOPIC_CUT = 0.25
# Or the nearest example this near (issue 32, fourth round: a family's wording is often
# nearer another family's than the catalogue's text, as in the ranking).
EXAMPLE_OFF_TOPIC_CUT = 0.4
# The topic check (see .examples): no question is shown when the query is nearer the
# examples about something else than those about this game by more than
# SURE_OTHER_TOPIC_MARGIN; under it the topic model judges (picked on the first three
# held-out sets; until issue 32's ninth round a query over OTHER_TOPIC_MARGIN got no
# closest three, now only the sure model reads it, as "near_other").
OTHER_TOPIC_MARGIN = 0.0
SURE_OTHER_TOPIC_MARGIN = 0.1
CLOSEST = 3
# At most this many sure answers (more only where the table's rules change the answer).
MOST_SURE = 3
# The reranker (issue 32): the first RERANK questions of the fused ranking are ordered
# again by a weighted sum of what is known of each (:attr:`Ranked.score`), with the weights
# fitted in issue 32's seventh round (:mod:`.learned`); whether the first is sure is
# fitted there too, from its share of the reranker's scores among the RERANK and its
# nearness in meaning (:func:`sure_features`).
RERANK = 8

# The longest query the search box and the API take, in characters: room for a story with
# its question at the end.
MAX_QUERY_CHARS = 200


@dataclass(frozen=True)
class Ranked:
    """How well one question answers a query: ``words`` is the share of the query's words
    (weighted by rarity) the question uses, 0 to 1; ``meaning`` the cosine similarity of
    the two vectors, about 0.1 for unrelated texts to 1; ``example`` the same for the
    question's nearest example (:class:`.examples.Nearness`); ``confidence`` the
    blend of the share of words and the nearer meaning that the cuts are applied to;
    ``fused`` its reciprocal-rank fusion score; ``apart`` 1 when the query names a card
    alone and the question puts cards together (:func:`.words.cards_alone`), else 0;
    ``layout`` 1 for a question about the layout the query names, -1 for one about a
    layout neither the query nor the table plays, else 0; ``pile`` -1 for a question about
    one pile when the query speaks only of the other, else 0; ``ranks`` -1 for a question
    about cards of some rank when the query names other ranks only, else 0; ``scope`` -1
    for a question about one hole's score asked of the match's total only, or the other
    way round, else 0; ``asked`` the log-probability, at most 0, that the query asks it
    by the classifier of :func:`.learned.asked`."""

    question: Question
    words: float
    meaning: float
    example: float
    confidence: float
    fused: float
    apart: float = 0.0
    layout: float = 0.0
    pile: float = 0.0
    ranks: float = 0.0
    scope: float = 0.0
    asked: float = 0.0

    @property
    def score(self) -> float:
        """The reranker's score, its fitted weights (:attr:`.learned.Learned.rerank`) times
        the features of the same names, about -5 to 5."""
        return float(sum(weight * getattr(self, name) for name, weight in rerank_weights().items()))


def rerank_weights() -> Mapping[str, float]:
    """The reranker's weight for each feature of :class:`Ranked`, by name."""
    return learned().rerank


def rank(query: str, rules: HouseRules = MAIN_RULES, *, meaning: bool = True) -> list[Ranked]:
    """Every question, best first, for ``query`` under ``rules``: the BM25F ranking by
    words and the rankings by meaning (the question's text, its nearest example) fused by
    reciprocal rank (a question no word of the query reaches is ranked by meaning alone).
    ``meaning=False`` ranks by words alone (bench/search.py measures what the model adds).
    A query of ignored words only ranks nothing.

    >>> [one.question.slug for one in rank("are two jokers minus four for us?")][:1]
    ['two-jokers-in-a-column']
    >>> [one.question.slug for one in rank("are two jokers minus four for us?", meaning=False)][:1]
    ['four-card-golf']
    """
    return list(_rank(read(query).text, rules, meaning))


def _rank(query: str, rules: HouseRules, meaning: bool) -> tuple[Ranked, ...]:
    """:func:`rank` of a query already read (:func:`.reading.read`)."""
    questions = tuple(QUESTIONS)
    index = catalogue_index(rules, questions)
    scores, coverage = by_words(query, index)
    if meaning and query_words(query, index.ignored):
        cosines = [float(c) for c in catalogue_meanings(questions) @ query_vector(query)]
        nearest = query_nearness(query, questions).by_question
        chances = asked(query_vector(query), questions)
    elif scores:
        cosines = nearest = chances = [0.0] * len(questions)
    else:
        return ()
    fused = [0.0] * len(questions)
    alone = cards_alone(query)
    spoken = piles(query)
    named = ranks(query)
    scored = scopes(query)
    rankings = [(WORDS_FUSION_WEIGHT, sorted(scores, key=lambda i: -scores[i]))]
    if meaning:
        everyone = range(len(questions))
        rankings.append((1.0, sorted(everyone, key=lambda i: -cosines[i])))
        rankings.append((EXAMPLES_FUSION_WEIGHT, sorted(everyone, key=lambda i: -nearest[i])))
    for weight, ranking in rankings:
        for place, i in enumerate(ranking, start=1):
            fused[i] += weight / (RRF_K + place)
    ranked = [
        Ranked(
            question,
            coverage.get(i, 0.0),
            cosines[i],
            nearest[i],
            (1 - MEANING_SHARE) * coverage.get(i, 0.0) + MEANING_SHARE * max(cosines[i], nearest[i])
            if meaning
            else coverage.get(i, 0.0),
            fused[i],
            float(alone and together(question.text)),
            layout(question, rules, query),
            -float(disagrees(spoken, question_piles(question.text))),
            -float(disagrees(named, question_ranks(question.text))),
            -float(disagrees(scored, question_scopes(question.text))),
            chances[i],
        )
        for i, question in enumerate(questions)
        if fused[i] > 0
    ]
    ranked.sort(key=lambda one: -one.fused)
    if not meaning:
        return tuple(ranked)
    # A question about the layout the query names comes first, wherever it came.
    window = ranked[:RERANK] + [one for one in ranked[RERANK:] if one.layout > 0]
    rest = [one for one in ranked[RERANK:] if one not in window]
    return tuple(sorted(window, key=lambda one: (one.layout <= 0, -one.score))) + tuple(rest)


@dataclass(frozen=True)
class Found:
    """What a search shows: ``questions`` that answer the query, best first, and
    ``closest``, the next nearest questions to make three in all. When no question is sure
    enough, ``questions`` is empty and ``closest`` holds the nearest three (shown as "Not
    sure? These come closest"); both are empty for a query about something else (another
    game, the weather)."""

    questions: list[Question]
    closest: list[Question]


def find(query: str, rules: HouseRules = MAIN_RULES) -> Found:
    """The questions that answer ``query`` under ``rules`` and the closest others, or the
    closest three alone, or nothing (see :class:`Found`): nothing either when the query
    names another game other than as a comparison or in a sentence of its own beside a
    question of this game (:func:`.reading.without_other_games`), or reads more like the
    topic check's examples of something else (:mod:`.examples`) than like this game's
    questions; a story of the table (:func:`.reading.read`) always gets at least the closest three.

    At most :data:`MOST_SURE` questions are sure, unless more answer differently under
    ``rules`` than under the main rules. Under a table's own rules the search answers
    what the plain rulebook would, plus the questions whose answer differs for this
    table; a question about a game the table does not play never comes first.

    >>> [question.slug for question in find("what if the deck runs out?").questions][:1]
    ['stock-runs-out']
    >>> find("how do you play poker")
    Found(questions=[], closest=[])
    """
    reading = read(query)
    if about_the_app(reading.said or reading.text):
        return Found([], [])
    if names_another_game(reading.text):
        # Another game told in a sentence of its own beside a question of this game: the
        # rest is read alone (and checked for its topic); else nothing is shown.
        reading = read(without_other_games(query))
    plain = _find(reading, MAIN_RULES)
    if rules == MAIN_RULES:
        return plain
    return _at_the_table(reading, plain, rules)


def _at_the_table(reading: Reading, plain: Found, rules: HouseRules) -> Found:
    """What a search shows under a table's ``rules``, given what the plain rulebook shows:
    the same questions, ordered for the table, and any question sure under the table's
    rules whose answer there differs from the main rules' answer. A question about a game
    the table does not play is never first (unless the query names that game)."""
    table = _find(reading, rules)
    shown = set(plain.questions)

    def differs(question: Question) -> bool:
        return question.answer(rules).text != question.answer(MAIN_RULES).text

    def elsewhere(question: Question) -> bool:
        return _elsewhere(question, rules, reading)

    sure = [q for q in table.questions if q in shown or differs(q)]
    sure += [q for q in plain.questions if q not in sure]
    sure = [q for q in sure if not elsewhere(q)] + [q for q in sure if elsewhere(q)]
    if len(sure) > MOST_SURE:
        sure = sure[:MOST_SURE] + [q for q in sure[MOST_SURE:] if differs(q)]
    others = [q for q in table.questions + table.closest + plain.closest if q not in sure]
    others = list(dict.fromkeys(others))
    if sure and elsewhere(sure[0]):
        sure, others = [], sure + others
    plain_shows = bool(plain.questions or plain.closest)
    if not sure:
        if not (plain_shows or any(differs(q) for q in others[:CLOSEST])):
            return Found([], [])
        others = [q for q in others if not elsewhere(q)] + [q for q in others if elsewhere(q)]
        if not plain_shows:
            # The plain rulebook shows nothing: only the questions answered otherwise here.
            return Found([], [q for q in others[:CLOSEST] if differs(q)])
        return Found([], others[:CLOSEST])
    if not plain_shows:
        return Found(sure, [])
    return Found(sure, others[: max(0, CLOSEST - len(sure))])


def _elsewhere(question: Question, rules: HouseRules, reading: Reading) -> bool:
    """Whether ``question`` is about a layout the table does not play (four-card golf at
    a six-card table) and the query does not name that layout."""
    return layout(question, rules, reading.text) < 0


def _find(reading: Reading, rules: HouseRules) -> Found:
    """What a search shows under ``rules`` alone (see :func:`find`)."""
    ranked = _rank(reading.text, rules, True)
    topic = topic_of(reading, ranked, rules)
    if topic is None:
        return Found([], [])
    margin, story = topic
    if margin > SURE_OTHER_TOPIC_MARGIN:
        return Found([], [])
    if not about_this_game(margin, reading.said or reading.text, ranked[:CLOSEST]):
        return Found([], [])
    shares = chances(ranked)
    sure = _sure(ranked, shares, margin)
    if sure:
        answers = [one.question for one in sure][:MOST_SURE]
        others = [one.question for one in ranked if one.question not in answers]
        return Found(answers, others[: max(0, CLOSEST - len(answers))])
    # The closest three need a word in common with some question and to be near in
    # meaning; or a story of the table; or one of the three to use every word of the query
    # ("exposed", "gran peeked"), or the closest model to find the right one likely among
    # them.
    if (
        (
            max(one.words for one in ranked) > 0
            and (
                max(one.meaning for one in ranked) >= OFF_TOPIC_CUT
                or max(one.example for one in ranked) >= EXAMPLE_OFF_TOPIC_CUT
            )
        )
        or story
        or max(one.words for one in ranked[:CLOSEST]) >= 1
        or learned().closest(sure_features(ranked[0], shares[0], margin))
    ):
        return Found([], [one.question for one in ranked[:CLOSEST]])
    return Found([], [])


def sure_features(one: Ranked, chance: float, margin: float) -> dict[str, float]:
    """What the sure model (:meth:`.learned.Learned.sure`) reads of a question: its
    ``chance``, the softmax share of its reranker score among the first :data:`RERANK`
    (0 to 1); its share of the query's words, its similarity in meaning to the query's
    text and nearest example and its confidence (:class:`Ranked`); and the query's topic
    ``margin`` (:func:`.topic.topic_of`), held between :data:`TOPIC_FLOOR` and
    :data:`SURE_OTHER_TOPIC_MARGIN`, and for a margin over :data:`OTHER_TOPIC_MARGIN` (a
    query that reads a little like something else) ``near_other`` 1 and its confidence
    again as ``near_other_confidence`` (0 for others)."""
    near_other = float(margin > OTHER_TOPIC_MARGIN)
    return {
        "chance": chance,
        "words": one.words,
        "meaning": one.meaning,
        "example": one.example,
        "confidence": one.confidence,
        "topic": min(max(margin, TOPIC_FLOOR), SURE_OTHER_TOPIC_MARGIN),
        "near_other": near_other,
        "near_other_confidence": near_other * one.confidence,
    }


def chances(ranked: Sequence[Ranked]) -> list[float]:
    """The softmax of the reranker's scores over the first :data:`RERANK` of ``ranked``: for
    each, the share of the chance the reranker gives it (they sum to 1)."""
    scores = [one.score for one in ranked[:RERANK]]
    if not scores:
        return []
    best = max(scores)
    weights = [math.exp(score - best) for score in scores]
    total = sum(weights)
    return [weight / total for weight in weights]


def _sure(ranked: Sequence[Ranked], shares: Sequence[float], margin: float) -> list[Ranked]:
    """The questions of ``ranked`` (in the reranker's order) the search is sure of, for a
    query of topic ``margin``, given the first :data:`RERANK`'s ``shares`` of the chance
    (:func:`chances`): none unless the first is (by the fitted sure model, or because it is
    about the layout the query names), then each of the first :data:`RERANK` the model is
    as sure of."""
    model = learned()
    sure = [
        one
        for one, chance in zip(ranked, shares, strict=False)
        if model.sure(sure_features(one, chance, margin))
    ]
    top = ranked[0]
    if top.layout > 0 and top not in sure:
        sure.insert(0, top)
    return sure if sure and sure[0] is top else []


def warm_up() -> None:
    """Load the model, embed the catalogue and build the main rules' index now, rather
    than on the first query (a server calls this as it starts)."""
    questions = tuple(QUESTIONS)
    catalogue_index(MAIN_RULES, questions)
    catalogue_meanings(questions)
    warm_up_examples(questions)
    warm_up_learned()
    familiar_stems()
    for question in questions:
        # What the reranker reads of each question's text, read now, not on the first query.
        for read_once in (together, question_piles, question_ranks, question_scopes):
            read_once(question.text)
    model().embed(["warm up"])


def search(query: str, rules: HouseRules = MAIN_RULES) -> list[Question]:
    """The questions that answer ``query``, best first, judged on their text, keywords and
    answer under ``rules`` and on what the query means. Forgiving of word forms, typos
    and table talk; an empty query, one about something else (another game, say), or
    one no question answers surely finds nothing (:func:`find` gives the closest three).

    >>> [question.slug for question in search("jack queen")][:1]
    ['jack-with-a-queen']
    >>> [question.slug for question in search("what if the deck runs out?")][:1]
    ['stock-runs-out']
    >>> search("how do you play poker")
    []
    """
    return find(query, rules).questions
