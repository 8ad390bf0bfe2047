"""Find the rule question a table is arguing about from the words someone types: a full
sentence, a few keywords, table talk, a typo, a child's or a text-speak spelling.

Three rankings are fused. By words: BM25F over three fields of each question, the question
itself, its search keywords and its answer under the table's rules, with the question's
words weighted most. Before ranking, a query is cut into words, ignored words are dropped
(:data:`.synonyms.STOP_WORDS` and the English list of the ``stop-words`` package, less the
words the questions use), the rest are stemmed with the Snowball English stemmer (so
"jokers", "flipped" and "shuffling" meet "joker", "flip" and "shuffle"), and words the
catalogue does not use are corrected against its vocabulary (a rapidfuzz edit distance,
the first letter kept) or read as the start of a catalogue word. Table talk is then
expanded with the one table in :mod:`.synonyms` ("deck" also asks for "stock"). By
meaning: the cosine similarity of the query's vector and each question's (text and
keywords), from the static embedding model of :mod:`.meaning`. By example: the similarity
of the query and the nearest of the question's examples, a dozen ways families have asked
it (:mod:`.examples`). The three are fused by reciprocal rank (:func:`rank`).

What is shown (:func:`find`) depends on each question's confidence, a blend of the share
of the query's words it uses (each word weighted by its rarity in the catalogue, a word
the catalogue does not know by half of what a word in no question would weigh) and its
similarity in meaning: the questions at or over :data:`CONFIDENCE_CUT`, best first; else,
when the nearest question in meaning reaches :data:`OFF_TOPIC_CUT`, the closest three;
else nothing. Either is shown only when the query reads like this game's questions rather
than like something else (:mod:`.examples`, with :data:`SURE_OTHER_TOPIC_MARGIN` and
:data:`OTHER_TOPIC_MARGIN`; a keyword or two the catalogue uses are not checked),
and a query naming another game (:data:`.synonyms.OTHER_GAMES`) finds nothing.
The fusion and the weights were tuned on ``tests/engine/phrasings.py``; the two cuts were
picked on the first held-out set (``tests/engine/phrasings_heldout.py``), the weight of
the examples on the first two and the topic margins on the first three; the fourth,
written before those last choices, measures them (``bench/search.py``).
"""

from __future__ import annotations

import functools
import math
import re
from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING

import snowballstemmer
from rapidfuzz import process
from rapidfuzz.distance import OSA
from stop_words import get_stop_words

from golfkeeper.engine.house_rules import MAIN_RULES, Game, HouseRules
from golfkeeper.engine.questions.examples import Nearness, nearness
from golfkeeper.engine.questions.examples import warm_up as warm_up_examples
from golfkeeper.engine.questions.meaning import model
from golfkeeper.engine.questions.model import Question
from golfkeeper.engine.questions.reading import Reading, names_another_game, read
from golfkeeper.engine.questions.registry import QUESTIONS
from golfkeeper.engine.questions.synonyms import CHAT, PEOPLE, STOP_WORDS, SYNONYMS
from golfkeeper.engine.text import MINUS

if TYPE_CHECKING:
    from golfkeeper.engine.questions.meaning import Vectors

# BM25F: a word in the question counts three times one in the answer.
FIELD_WEIGHTS = {"question": 3.0, "keywords": 2.0, "answer": 1.0}
K1 = 1.2
B = 0.75
# A word the query did not say in so many words counts for less than one it did.
SYNONYM_WEIGHT = 0.8
TYPO_WEIGHT = 0.8
PREFIX_WEIGHT = 0.5
# A word the catalogue does not know counts this share of the rarest word's weight.
UNKNOWN_WEIGHT = 0.5
# Reciprocal-rank fusion: a question at place p of a ranking gets weight / (RRF_K + p);
# the ranking by the question's own text weighs 1.
RRF_K = 10
WORDS_FUSION_WEIGHT = 1.0
EXAMPLES_FUSION_WEIGHT = 1.0
# A question's confidence: its share of the query's words and its similarity in meaning
# (to its text or its nearest example, whichever is nearer).
MEANING_SHARE = 0.3
# The cuts (see find), picked on the held-out phrasings: a question whose confidence is at
# or over CONFIDENCE_CUT answers; when none does, the closest three are shown if the
# nearest in meaning reaches OFF_TOPIC_CUT (a cosine), and nothing otherwise.
CONFIDENCE_CUT = 0.55
# The confidence cut for a query whose topic margin is over OTHER_TOPIC_MARGIN (but within
# SURE_OTHER_TOPIC_MARGIN): the cut of before issue 32.
NEAR_OTHER_TOPIC_CONFIDENCE_CUT = 0.6
OFF_TOPIC_CUT = 0.25
# The topic check (see .examples): no question is shown when the query is nearer the
# examples about something else than those about this game by more than this margin, a
# larger one for a query some question answers surely. Picked on the first three
# held-out sets.
OTHER_TOPIC_MARGIN = 0.0
SURE_OTHER_TOPIC_MARGIN = 0.1
# A query of this many words or fewer, all of them the catalogue's, is not checked.
KEYWORDS = 2
CLOSEST = 3
# At most this many sure answers (more only where the table's rules change the answer).
MOST_SURE = 3
# The reranker (issue 32): the first RERANK questions of the fused ranking are ordered
# again by a weighted sum of what is known of each (its share of the query's words, its
# similarity in meaning, to its nearest example, and its fusion score).
RERANK = 8
RERANK_WEIGHTS = {"words": 1.0, "meaning": 1.0, "example": 2.0, "fused": 5.0}
# The first question is sure, even under CONFIDENCE_CUT, when it leads the second by
# LEAD_CUT (a difference of reranking scores) and one of its examples is this near; a
# question more than SURE_SPREAD under the first one's score is never sure.
# Picked in issue 32 on the tuning phrasings (tests/engine/phrasings.py,
# phrasings_tuning_32.py) and each example of data/on_topic.json left out of the
# examples in turn.
LEAD_CUT = 0.1
EXAMPLE_CUT = 0.45
SURE_SPREAD = 0.3
# The questions about another layout, and the game they are about.
_OTHER_LAYOUTS = {"four-card-golf": Game.FOUR_CARD, "nine-card-golf": Game.NINE_CARD}
_LAYOUT_NAMES = {
    Game.FOUR_CARD: ("four card", "4 card", "2x2"),
    Game.NINE_CARD: ("nine card", "9 card", "3x3"),
}
# Typos are looked for only in words this long; an edit more is allowed from LONG_WORD on.
MIN_TYPO_LENGTH = 4
LONG_WORD = 7
MAX_QUERY_WORDS = 40
# The longest query the search box and the API take, in characters: room for a story with
# its question at the end.
MAX_QUERY_CHARS = 200

_STEMMER = snowballstemmer.stemmer("english")
# Numbers keep their sign ("-4"); "2s" reads as "2" because a lone "s" is ignored.
_TOKEN = re.compile(r"[+-]?\d+|[^\W\d_]+")


def _words(text: str, ignored: frozenset[str] = STOP_WORDS) -> list[str]:
    """The words of ``text`` worth searching for, lower-cased, ``ignored`` words left out."""
    words = _TOKEN.findall(text.casefold().replace(MINUS, "-"))
    return [word for word in words if word not in ignored]


@functools.lru_cache(maxsize=8192)
def _stem(word: str) -> str:
    return str(_STEMMER.stemWord(word))


def _phrase(text: str) -> tuple[str, ...]:
    stems = tuple(_stem(word) for word in _words(text))
    if not stems:
        raise ValueError(f"The synonym {text!r} is made only of ignored words.")
    return stems


# Each phrase of table talk, stemmed, with the catalogue stems it adds; by first stem.
_EXPANSIONS: dict[str, list[tuple[tuple[str, ...], tuple[str, ...]]]] = {}
for _talk, _catalogue in SYNONYMS.items():
    _key = _phrase(_talk)
    _EXPANSIONS.setdefault(_key[0], []).append((_key, _phrase(_catalogue)))
_TALK_STEMS = frozenset(stem for entries in _EXPANSIONS.values() for k, _ in entries for stem in k)
_TALK_WORDS = frozenset(word for talk in SYNONYMS for word in _words(talk))


def _ignored(questions: tuple[Question, ...]) -> frozenset[str]:
    """The words a search skips: :data:`STOP_WORDS` (chat and the words every rule question
    shares) and the English stop words of the ``stop-words`` package ("much", "u", "r",
    "theyre"...), but for those the questions or the synonym table use ("first", "out")."""
    used = set(_TALK_WORDS)
    for question in questions:
        used.update(_words(question.text + " " + " ".join(question.keywords)))
    library = (word for word in get_stop_words("en") if word.isalpha())
    return STOP_WORDS | PEOPLE | frozenset(word for word in library if word not in used)


@dataclass(frozen=True)
class _Index:
    """The catalogue ready to search under one set of rules: ``scores[stem][i]`` is what
    the stem adds to question ``i`` (its BM25F term score), ``idf[stem]`` its rarity,
    ``spellings`` every word the questions or the synonym table write, with its stem, and
    ``ignored`` the words a query's ranking skips."""

    questions: tuple[Question, ...]
    scores: dict[str, dict[int, float]]
    idf: dict[str, float]
    spellings: dict[str, str]
    unknown_idf: float
    ignored: frozenset[str]


@functools.lru_cache(maxsize=64)
def _index(rules: HouseRules, questions: tuple[Question, ...]) -> _Index:
    """Build the index for ``rules`` (once per rules value: answers depend on the rules)."""
    ignored = _ignored(questions)
    fields: list[dict[str, list[str]]] = []
    spellings = {word: _stem(word) for word in _TALK_WORDS}
    for question in questions:
        texts = {
            "question": question.text,
            "keywords": " ".join(question.keywords),
            "answer": question.answer(rules).text,
        }
        words = {name: _words(text, ignored) for name, text in texts.items()}
        spellings.update((word, _stem(word)) for field in words.values() for word in field)
        fields.append({name: [_stem(word) for word in field] for name, field in words.items()})
    average = {
        name: max(1.0, sum(len(doc[name]) for doc in fields) / len(fields))
        for name in FIELD_WEIGHTS
    }
    weighted: dict[str, dict[int, float]] = {}
    for i, doc in enumerate(fields):
        for name, weight in FIELD_WEIGHTS.items():
            norm = 1 - B + B * len(doc[name]) / average[name]
            for stem, count in Counter(doc[name]).items():
                per_doc = weighted.setdefault(stem, {})
                per_doc[i] = per_doc.get(i, 0.0) + weight * count / norm
    n = len(questions)
    idf = {
        stem: math.log(1 + (n - len(docs) + 0.5) / (len(docs) + 0.5))
        for stem, docs in weighted.items()
    }
    scores = {
        stem: {i: idf[stem] * tf * (K1 + 1) / (K1 + tf) for i, tf in docs.items()}
        for stem, docs in weighted.items()
    }
    unknown_idf = math.log(1 + (n + 0.5) / 0.5)
    return _Index(questions, scores, idf, spellings, unknown_idf, ignored)


@functools.lru_cache(maxsize=256)
def _vector(query: str) -> Vectors:
    """The query's vector, shape ``(256,)``: the ranking and the topic check both use it."""
    return model().embed([query]).reshape(-1)


@functools.lru_cache(maxsize=256)
def _nearness(query: str, questions: tuple[Question, ...]) -> Nearness:
    """How near the query is to the examples: the ranking and the topic check both use it."""
    return nearness(_vector(query), questions)


@functools.lru_cache(maxsize=4)
def _meanings(questions: tuple[Question, ...]) -> Vectors:
    """Each question's vector, from its text and keywords (not its answer, so once per
    process and not once per rules value): shape ``(len(questions), 256)``."""
    return model().embed([f"{q.text} {' '.join(q.keywords)}" for q in questions])


def _guesses(word: str, index: _Index) -> dict[str, float]:
    """Catalogue stems a word the catalogue does not know may have meant: spellings within
    one edit (two for long words) that start with the same letter, and spellings it starts."""
    if len(word) < MIN_TYPO_LENGTH or word[0].isdigit() or word[0] in "+-":
        return {}
    edits = 1 if len(word) < LONG_WORD else 2
    found: dict[str, float] = {}
    # A typo rarely hits the first letter, and keeping it stops "poker" reading as "joker".
    candidates = [spelling for spelling in index.spellings if spelling[0] == word[0]]
    near = process.extract(word, candidates, scorer=OSA.distance, score_cutoff=edits, limit=None)
    if near:
        closest = min(distance for _, distance, _ in near)
        for spelling, distance, _ in near:
            if distance == closest:
                found[index.spellings[spelling]] = TYPO_WEIGHT
    for spelling, stem in index.spellings.items():
        if spelling.startswith(word) and stem not in found:
            found[stem] = PREFIX_WEIGHT
    return found


def _query_groups(query: str, index: _Index) -> list[dict[str, float]]:
    """One group per word of the query: the catalogue stems it stands for, with weights."""
    groups: list[dict[str, float]] = []
    stems: list[str] = []
    for word in _words(query, index.ignored)[:MAX_QUERY_WORDS]:
        stem = _stem(word)
        if stem in index.idf or stem in _TALK_STEMS:
            groups.append({stem: 1.0})
            stems.append(stem)
        else:
            guesses = _guesses(word, index)
            groups.append(guesses)
            stems.append(max(guesses, key=guesses.__getitem__) if guesses else stem)
    start = 0
    while start < len(stems):
        # The longest phrase starting here wins; a phrase's words are not read again.
        entries = _EXPANSIONS.get(stems[start], [])
        matches = [(k, e) for k, e in entries if tuple(stems[start : start + len(k)]) == k]
        if not matches:
            start += 1
            continue
        key, expansion = max(matches, key=lambda entry: len(entry[0]))
        span = groups[start : start + len(key)]
        sure = min(max(group.values(), default=0.0) for group in span)
        if len(key) == 1:
            for added in expansion:
                span[0][added] = max(span[0].get(added, 0.0), SYNONYM_WEIGHT * sure)
        else:
            for group in span:
                group.clear()
                group.update(dict.fromkeys(expansion, sure))
        start += len(key)
    return groups


def _by_words(query: str, index: _Index) -> tuple[dict[int, float], dict[int, float]]:
    """The BM25F score of each question that shares a word with ``query``, and the share
    of the query's weight it covers (0 to 1; each word weighted by its rarity in the
    catalogue, a word the catalogue does not know by :data:`UNKNOWN_WEIGHT`)."""
    groups = _query_groups(query, index)
    terms: dict[str, float] = {}
    for group in groups:
        for stem, weight in group.items():
            terms[stem] = max(terms.get(stem, 0.0), weight)
    scores: dict[int, float] = {}
    for stem, weight in terms.items():
        for i, score in index.scores.get(stem, {}).items():
            scores[i] = scores.get(i, 0.0) + weight * score
    rarity = [
        max(
            (index.idf[stem] for stem in group if stem in index.idf),
            default=UNKNOWN_WEIGHT * index.unknown_idf,
        )
        for group in groups
    ]
    total = sum(rarity)
    covered: dict[int, float] = {}
    for group, weight in zip(groups, rarity, strict=True):
        reached = set().union(*(index.scores.get(stem, {}) for stem in group))
        for i in reached:
            covered[i] = covered.get(i, 0.0) + weight
    coverage = {i: covered.get(i, 0.0) / total for i in scores}
    return scores, coverage


@dataclass(frozen=True)
class Ranked:
    """How well one question answers a query: ``words`` is the share of the query's words
    (weighted by rarity) the question uses, 0 to 1; ``meaning`` the cosine similarity of
    the two vectors, about 0.1 for unrelated texts to 1; ``example`` the same for the
    question's nearest example (:class:`.examples.Nearness`); ``confidence`` the
    blend of the share of words and the nearer meaning that the cuts are applied to;
    ``fused`` its reciprocal-rank fusion score."""

    question: Question
    words: float
    meaning: float
    example: float
    confidence: float
    fused: float

    @property
    def score(self) -> float:
        """The reranker's score (:data:`RERANK_WEIGHTS`), about 0.5 to 5."""
        values = {"words": self.words, "meaning": self.meaning, "example": self.example}
        values["fused"] = self.fused
        return sum(weight * values[name] for name, weight in RERANK_WEIGHTS.items())


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
    index = _index(rules, questions)
    scores, coverage = _by_words(query, index)
    if meaning and _words(query, index.ignored):
        cosines = [float(c) for c in _meanings(questions) @ _vector(query)]
        nearest = _nearness(query, questions).by_question
    elif scores:
        cosines = nearest = [0.0] * len(questions)
    else:
        return ()
    fused = [0.0] * len(questions)
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
        )
        for i, question in enumerate(questions)
        if fused[i] > 0
    ]
    ranked.sort(key=lambda one: -one.fused)
    if not meaning:
        return tuple(ranked)
    return tuple(sorted(ranked[:RERANK], key=lambda one: -one.score)) + tuple(ranked[RERANK:])


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
    names another game other than as a comparison, or reads more like the topic check's
    examples of something else (:mod:`.examples`) than like this game's questions; a
    story of the table (:func:`.reading.read`) always gets at least the closest three.

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
    if names_another_game(reading.text):
        return Found([], [])
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
    if not sure:
        if not (plain.closest or plain.questions or any(differs(q) for q in others[:CLOSEST])):
            return Found([], [])
        others = [q for q in others if not elsewhere(q)] + [q for q in others if elsewhere(q)]
        return Found([], others[:CLOSEST])
    return Found(sure, others[: max(0, CLOSEST - len(sure))])


def _elsewhere(question: Question, rules: HouseRules, reading: Reading) -> bool:
    """Whether ``question`` is about a layout the table does not play (four-card golf at
    a six-card table) and the query does not name that layout."""
    game = _OTHER_LAYOUTS.get(question.slug)
    if game is None or game == rules.game:
        return False
    named = re.sub(r"[-\s]+", " ", reading.text.casefold())
    return not any(name in named for name in _LAYOUT_NAMES[game])


def _find(reading: Reading, rules: HouseRules) -> Found:
    """What a search shows under ``rules`` alone (see :func:`find`)."""
    query = reading.text
    ranked = _rank(query, rules, True)
    if not ranked or _chat(query):
        return Found([], [])
    questions = tuple(QUESTIONS)
    # A keyword or two the rules use ("shuffling the stock") are about this game (a
    # vector of one or two words is a poor guide to the topic); the check weighs the rest.
    index = _index(rules, questions)
    margin = (
        -math.inf
        if _a_few_catalogue_words(query, index)
        else _nearness(query, questions).off_topic_margin
    )
    if reading.story:
        margin = -math.inf
    top = ranked[0]
    lead = top.score - ranked[1].score if len(ranked) > 1 else top.score
    # A query that reads a little like something else needs the higher confidence cut.
    clear = margin <= OTHER_TOPIC_MARGIN
    leads = clear and lead >= LEAD_CUT and top.example >= EXAMPLE_CUT
    cut = CONFIDENCE_CUT if clear else NEAR_OTHER_TOPIC_CONFIDENCE_CUT
    sure = [one for one in ranked if one.confidence >= cut or (one is top and leads)]
    sure = [one for one in sure if one.score >= top.score - SURE_SPREAD]
    if sure and margin <= SURE_OTHER_TOPIC_MARGIN:
        answers = [one.question for one in sure][:MOST_SURE]
        others = [one.question for one in ranked if one.question not in answers]
        return Found(answers, others[: max(0, CLOSEST - len(answers))])
    # The closest three need a word in common with some question, to be near in meaning,
    # and the query to read more like this game's questions than like something else.
    if (
        max(one.words for one in ranked) > 0
        and max(one.meaning for one in ranked) >= OFF_TOPIC_CUT
        and margin <= OTHER_TOPIC_MARGIN
    ) or reading.story:
        return Found([], [one.question for one in ranked[:CLOSEST]])
    return Found([], [])


def _chat(query: str) -> bool:
    """Whether ``query`` is made only of chat, people and ignored words (:mod:`.synonyms`)."""
    return all(word in CHAT or word in PEOPLE or word in STOP_WORDS for word in _words(query))


def _a_few_catalogue_words(query: str, index: _Index) -> bool:
    """Whether ``query`` reads as at most :data:`KEYWORDS` words, each one the catalogue or
    the synonym table uses (after stemming, before any typo is corrected)."""
    stems = [_stem(word) for word in _words(query, index.ignored)]
    return 0 < len(stems) <= KEYWORDS and all(
        stem in index.idf or stem in _TALK_STEMS for stem in stems
    )


def warm_up() -> None:
    """Load the model, embed the catalogue and build the main rules' index now, rather
    than on the first query (a server calls this as it starts)."""
    questions = tuple(QUESTIONS)
    _index(MAIN_RULES, questions)
    _meanings(questions)
    warm_up_examples(questions)
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
