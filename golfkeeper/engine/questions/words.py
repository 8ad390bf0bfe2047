"""The rule search's ranking by words (:mod:`.search` fuses it with the rankings by
meaning): BM25F over three fields of each question, the question itself, its search
keywords and its answer under the table's rules, with the question's words weighted most.

A query is cut into words, ignored words are dropped (:data:`.synonyms.STOP_WORDS`, the
people of :data:`.synonyms.PEOPLE` and the English list of the ``stop-words`` package, less
the words the questions use), the rest are stemmed with the Snowball English stemmer (so
"jokers", "flipped" and "shuffling" meet "joker", "flip" and "shuffle"), and words the
catalogue does not use are corrected against its vocabulary (a rapidfuzz edit distance,
the first letter kept) or read as the start of a catalogue word. Table talk is then
expanded with the one table in :mod:`.synonyms` ("deck" also asks for "stock").
The weights were tuned on ``tests/engine/phrasings.py``.
"""

from __future__ import annotations

import functools
import math
import re
import threading
from collections import Counter
from dataclasses import dataclass

import snowballstemmer
from rapidfuzz import process
from rapidfuzz.distance import OSA
from stop_words import get_stop_words

from golfkeeper.engine.house_rules import HouseRules
from golfkeeper.engine.questions.model import Question
from golfkeeper.engine.questions.synonyms import (
    ASKING,
    CHAT,
    PEOPLE,
    PERSONS,
    STOP_WORDS,
    SYNONYMS,
)
from golfkeeper.engine.text import MINUS

# A query of this many words or fewer, all of them the catalogue's, is not checked.
KEYWORDS = 2
# A query (or, for small talk, each clause) with this share of its words or more in none
# of the game's words is about something else, unless it is a story of the table or names
# this game (:func:`.search.find`). Picked in issue 32's fourth round on the
# seven repository sets.
UNFAMILIAR_CUT = 0.5
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
# Typos are looked for only in words this long; an edit more is allowed from LONG_WORD on.
MIN_TYPO_LENGTH = 4
LONG_WORD = 7
MAX_QUERY_WORDS = 40
_STEMMER = snowballstemmer.stemmer("english")
# Snowball keeps the word it is stemming in the stemmer object: two threads sharing it (a
# server's search warm-up and its first request) broke each other's word.
_STEMMER_LOCK = threading.Lock()
# Numbers keep their sign ("-4"); "2s" reads as "2" because a lone "s" is ignored.
_TOKEN = re.compile(r"[+-]?\d+|[^\W\d_]+")


def query_words(text: str, ignored: frozenset[str] = STOP_WORDS) -> list[str]:
    """The words of ``text`` worth searching for, lower-cased, ``ignored`` words left out."""
    words = _TOKEN.findall(text.casefold().replace(MINUS, "-"))
    return [word for word in words if word not in ignored]


@functools.lru_cache(maxsize=8192)
def stemmed(word: str) -> str:
    """``word``'s Snowball English stem.

    >>> stemmed("jokers"), stemmed("shuffling")
    ('joker', 'shuffl')
    """
    with _STEMMER_LOCK:
        return str(_STEMMER.stemWord(word))


def _phrase(text: str) -> tuple[str, ...]:
    stems = tuple(stemmed(word) for word in query_words(text))
    if not stems:
        raise ValueError(f"The synonym {text!r} is made only of ignored words.")
    return stems


# Each phrase of table talk, stemmed, with the catalogue stems it adds; by first stem.
_EXPANSIONS: dict[str, list[tuple[tuple[str, ...], tuple[str, ...]]]] = {}
for _talk, _catalogue in SYNONYMS.items():
    _key = _phrase(_talk)
    _EXPANSIONS.setdefault(_key[0], []).append((_key, _phrase(_catalogue)))
TALK_STEMS = frozenset(stem for entries in _EXPANSIONS.values() for k, _ in entries for stem in k)
_TALK_WORDS = frozenset(word for talk in SYNONYMS for word in query_words(talk))


def _ignored(questions: tuple[Question, ...]) -> frozenset[str]:
    """The words a search skips: :data:`STOP_WORDS` (chat and the words every rule question
    shares) and the English stop words of the ``stop-words`` package ("much", "u", "r",
    "theyre"...), but for those the questions or the synonym table use ("first", "out")."""
    used = set(_TALK_WORDS)
    for question in questions:
        used.update(query_words(question.text + " " + " ".join(question.keywords)))
    library = (word for word in get_stop_words("en") if word.isalpha())
    return STOP_WORDS | PEOPLE | frozenset(word for word in library if word not in used)


@dataclass(frozen=True)
class Index:
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
def catalogue_index(rules: HouseRules, questions: tuple[Question, ...]) -> Index:
    """Build the index for ``rules`` (once per rules value: answers depend on the rules)."""
    ignored = _ignored(questions)
    fields: list[dict[str, list[str]]] = []
    # Sorted: a frozenset's order changes with the hash seed, and a typo's guesses tied
    # at the same distance are taken in this order ("mind": "mid" or "min").
    spellings = {word: stemmed(word) for word in sorted(_TALK_WORDS)}
    for question in questions:
        texts = {
            "question": question.text,
            "keywords": " ".join(question.keywords),
            "answer": question.answer(rules).text,
        }
        words = {name: query_words(text, ignored) for name, text in texts.items()}
        spellings.update((word, stemmed(word)) for field in words.values() for word in field)
        fields.append({name: [stemmed(word) for word in field] for name, field in words.items()})
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
    return Index(questions, scores, idf, spellings, unknown_idf, ignored)


def _guesses(word: str, index: Index) -> dict[str, float]:
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


def _query_groups(query: str, index: Index) -> list[dict[str, float]]:
    """One group per word of the query: the catalogue stems it stands for, with weights."""
    groups: list[dict[str, float]] = []
    stems: list[str] = []
    for word in query_words(query, index.ignored)[:MAX_QUERY_WORDS]:
        stem = stemmed(word)
        if stem in index.idf or stem in TALK_STEMS:
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


def by_words(query: str, index: Index) -> tuple[dict[int, float], dict[int, float]]:
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


def is_chat(query: str) -> bool:
    """Whether ``query`` is made only of chat, people and ignored words (:mod:`.synonyms`)."""
    return all(word in CHAT or word in PEOPLE or word in STOP_WORDS for word in query_words(query))


def is_table_talk(query: str) -> bool:
    """Whether ``query`` is a remark to or about someone at the table rather than a
    question: it names or speaks to someone (:data:`.synonyms.PEOPLE`,
    :data:`.synonyms.PERSONS`), asks nothing (no question mark, no word of
    :data:`.synonyms.ASKING`) and has at most :data:`KEYWORDS` other words.

    >>> is_table_talk("your go, grandad"), is_table_talk("can i knock")
    (True, False)
    >>> is_table_talk("gran peeked")
    False
    """
    if "?" in query:
        return False
    words = query_words(query, frozenset())
    if any(word in ASKING for word in words):
        return False
    if not any(word in PEOPLE or word in PERSONS for word in words):
        return False
    if any(_told(word) for word in words):
        # What someone did ("gran peeked", "dad misdealt") is a story, not a remark.
        return False
    return len(query_words(query, STOP_WORDS | PEOPLE | PERSONS)) <= KEYWORDS


_IRREGULAR_PAST_TEXT = """
    saw drew went took threw got dealt misdealt forgot kept held had did made won lost
    left came sat ran
"""
_IRREGULAR_PAST = frozenset(_IRREGULAR_PAST_TEXT.split())


def _told(word: str) -> bool:
    """Whether ``word`` reads as something done (a past tense: "peeked", "drew")."""
    return (len(word) > 3 and word.endswith("ed")) or word in _IRREGULAR_PAST


def few_catalogue_words(query: str, index: Index) -> bool:
    """Whether ``query`` reads as at most :data:`KEYWORDS` words, each one the catalogue or
    the synonym table uses (after stemming, before any typo is corrected), and names no
    one at the table (:data:`.synonyms.PEOPLE`: "I think nan is cheating" is talk about
    someone, not a search)."""
    if any(word in PEOPLE for word in query_words(query, frozenset())):
        return False
    stems = [stemmed(word) for word in query_words(query, index.ignored)]
    return 0 < len(stems) <= KEYWORDS and all(
        stem in index.idf or stem in TALK_STEMS for stem in stems
    )


# A card by rank: a face or a joker by name (or its letter), a number card by its digit
# ("2", "10", "2s"), or a number word after "a", "an", "the", "one" or "single" ("is a
# two minus"; a bare "two" is a count).
_RANK = (
    r"(?:aces?|kings?|queens?|jacks?|jokers?|deuces?|twos|k|q|j"
    r"|(?:10|[2-9])s?|(?:(?<=\ba )|(?<=\ban )|(?<=\bthe )|(?<=\bone )|(?<=\bsingle ))"
    r"(?:two|three|four|five|six|seven|eight|nine|ten))"
)
# A rank in the plural: two of them joined ("jacks and queens") list ranks, as in asking
# what each is worth, rather than put two cards together (issue 32, sixth round).
_RANKS = r"(?:aces|kings|queens|jacks|jokers|deuces|twos|(?:10|[2-9])s)"
NAMES_A_RANK = re.compile(rf"(?<![\w-]){_RANK}(?![\w-])")
# Two or more cards taken together: a word for cards side by side, paired or stacked, a
# count of one rank ("two kings", "both 2s") or two ranks joined ("a king and a 2").
_TOGETHER = re.compile(
    r"\b(?:pairs?|paired|pairing|columns?|match\w*|cancel\w*|same|together|both|each other"
    r"|above|below|under\w*|on top|stack\w*|next to|beside|side by side|twins?|diagonal\w*"
    r"|slant\w*|across|kind|identical|equal|rows?|set|square)\b"
    rf"|\b(?:two|2|three|3|four|4|pair of)\s+{_RANK}(?![\w-])"
    rf"|(?!{_RANKS}\s+(?:and|&)\s+{_RANKS}(?![\w-]))"
    rf"{_RANK}\s+(?:and|with|&|\+|n|over|by)\s+(?:an?\s+)?{_RANK}(?![\w-])"
)


def cards_alone(text: str) -> bool:
    """Whether ``text`` names a card by its rank and nothing that puts cards together
    (a pair, a column, two of a rank, two ranks joined, unless both in the plural):
    "what is a king worth" asks about one card, "a column of two kings" about a
    combination.

    >>> cards_alone("wat r kings worth"), cards_alone("is a 2 minus")
    (True, True)
    >>> cards_alone("two kings in a column"), cards_alone("a king with a 2")
    (False, False)
    >>> cards_alone("what is each card worth")
    False
    >>> cards_alone("what are aces and kings worth"), cards_alone("an ace and a king")
    (True, False)
    """
    folded = text.casefold().replace(MINUS, "-")
    return bool(NAMES_A_RANK.search(folded)) and not _TOGETHER.search(folded)


def cards_together(text: str) -> bool:
    """Whether ``text`` names a card by its rank and puts cards together (see
    :func:`cards_alone`): a question about a combination of cards.

    >>> cards_together("Is a column of two kings worth anything special?")
    True
    >>> cards_together("Do we play with jokers? Are they wild?")
    False
    """
    folded = text.casefold().replace(MINUS, "-")
    return bool(NAMES_A_RANK.search(folded)) and bool(_TOGETHER.search(folded))


def unfamiliar_share(query: str, index: Index, familiar: frozenset[str]) -> float:
    """The share of ``query``'s words (ignored words, people and the words that ask,
    :data:`.synonyms.ASKING`, left out) that neither the
    catalogue, the synonym table nor ``familiar`` (stems, such as those of the ways families
    ask: :data:`.examples.ON_TOPIC`) use, and that are no typo of a catalogue word: 0 for a
    query all in the game's words (or of none), 1 for one in none of them ("bluetooth",
    "england"). Issue 32, fourth round: the topic check by meaning alone read "who was king
    of england in 1600" as a question about a king's worth."""
    words = [
        word
        for word in query_words(query, index.ignored)
        if word not in PEOPLE and word not in ASKING
    ]
    if not words:
        return 0.0
    unfamiliar = [
        word
        for word in words
        if (stem := stemmed(word)) not in index.idf
        and stem not in TALK_STEMS
        and stem not in familiar
        and not _guesses(word, index)
        and not _SCORE.fullmatch(word)
    ]
    return len(unfamiliar) / len(words)


# A number of up to three digits is the game's (a score, a card, a count), not a year.
_SCORE = re.compile(r"[+-]?\d{1,3}")
