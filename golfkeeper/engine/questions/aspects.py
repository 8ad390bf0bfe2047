"""What a text speaks of, beyond its words: which pile, which card ranks, which score.
The rule search (:mod:`.search`) reads these of the query and of each question, and marks
down a question about something the query rules out (issue 32, fourth round: "pile",
"deck", "discard", a card's rank and "score" are words the neighbouring questions share,
so the words alone sent a query about the draw pile to the discard pile's questions, "2
and 2 stacked" to two jokers, and "lowest total after nine holes" to one hole's bonus).
Each returns a frozenset, empty when the text says nothing of it.
"""

from __future__ import annotations

import functools
import re

from golfkeeper.engine.house_rules import Game, HouseRules
from golfkeeper.engine.questions.model import Question
from golfkeeper.engine.questions.words import NAMES_A_RANK
from golfkeeper.engine.text import MINUS

# Which pile a text speaks of: the stock (by any of the table's names for it, or a card
# drawn from it) or the discard pile (as a noun: "the discards", "the top discard", the
# face-up pile). Issue 32, fourth round: "pile", "deck" and "discard" are shared words, so
# a query about the draw pile running out was read as one about the discard pile.
_STOCK = re.compile(
    r"\b(?:stock|draw(?:ing)?\s+pile|pile\s+(?:you|we|i|they)\s+(?:draw|pick|take)"
    r"|face[-\s]?down\s+(?:pile|stack|deck)|(?:pile|stack|deck)\s+face[-\s]?down"
    r"|(?:pile|stack|cards?)\s+in\s+the\s+middle|(?:the|a|from)\s+deck|deck\s+for\s+draw"
    r"|drawn\s+card|card\s+(?:i|you|he|she|they|we)\s+(?:just\s+)?drew|talon|kitty)\b",
    re.IGNORECASE,
)
_DISCARD_PILE = re.compile(
    r"\b(?:discards|discard\s+pile|(?:top|the|a|last)\s+discard(?!\s+(?:it|the|a|my|that)\b)"
    r"|face[-\s]?up\s+(?:pile|stack)|(?:throw|trash|used|open)\s+pile)\b",
    re.IGNORECASE,
)


def piles(text: str) -> frozenset[str]:
    """The piles ``text`` speaks of: ``"stock"``, ``"discard"``, both or neither.

    >>> sorted(piles("no more cards in the draw pile")), sorted(piles("discard the drawn card"))
    (['stock'], ['stock'])
    >>> sorted(piles("Can I take the top discard and throw it straight back?"))
    ['discard']
    """
    return _named(text, {"stock": _STOCK, "discard": _DISCARD_PILE})


_RANK_NAMES = {
    "ace": "A",
    "king": "K",
    "k": "K",
    "queen": "Q",
    "q": "Q",
    "jack": "J",
    "j": "J",
    "joker": "joker",
    "deuce": "2",
    "two": "2",
    "three": "3",
    "four": "4",
    "five": "5",
    "six": "6",
    "seven": "7",
    "eight": "8",
    "nine": "9",
    "ten": "10",
}
# A digit followed by one of these counts something else ("2 packs", "6 of us").
_COUNTED = re.compile(
    r"\s*(?:of\b|players?|people|packs?|decks?|rows?|columns?|holes?|cards?|turns?|goes"
    r"|points?|pts|times|x\b|by\b)",
    re.IGNORECASE,
)


def ranks(text: str) -> frozenset[str]:
    """The card ranks ``text`` names ("A", "2" to "10", "J", "Q", "K", "joker"), leaving out
    what is in brackets (an example in a question) and digits that count something else.

    >>> sorted(ranks("2 and 2 stacked = -4 right")), sorted(ranks("Do two jokers score 0?"))
    (['2'], ['joker'])
    >>> sorted(ranks("there's 6 of us, do we need 2 packs")), sorted(ranks("a king with a deuce"))
    ([], ['2', 'K'])
    """
    folded = re.sub(r"\([^)]*\)", " ", text.casefold().replace(MINUS, "-"))
    found = set()
    for rank in NAMES_A_RANK.finditer(folded):
        word = rank.group()
        if word[0].isdigit():
            if _COUNTED.match(folded, rank.end()):
                continue
            found.add(word.rstrip("s"))
        else:
            name = word[:-1] if word.endswith("s") and len(word) > 2 else word
            found.add(_RANK_NAMES.get(name, name))
    return frozenset(found)


# Which score a text speaks of: one hole's ("on this hole", "a hole score", "each hand")
# or the match's ("the total", "final score", "after all nine holes").
_HOLE_SCOPE = re.compile(
    r"\bhole\s+scores?\b|\b(?:on|of|for|in)\s+(?:a|one|this|that|the|each|a\s+single)\s+"
    r"(?:hole|hand|deal)\b|\b(?:this|that|each|per|every|one|single)\s+(?:hole|hand)\b",
    re.IGNORECASE,
)
_MATCH_SCOPE = re.compile(
    r"\b(?:totals?|final\s+scores?|overall|whole\s+(?:game|match)|match|matches"
    r"|after\s+(?:all|nine|9|eighteen|18|the\s+last)\b)",
    re.IGNORECASE,
)


def scopes(text: str) -> frozenset[str]:
    """The scores ``text`` speaks of: ``"hole"`` (one hole's), ``"match"`` (the match's
    total), both or neither.

    >>> sorted(scopes("me and mum both got 8 on this hole")), sorted(scopes("same total"))
    (['hole'], ['match'])
    >>> sorted(scopes("Can a hole score or a running total be negative?"))
    ['hole', 'match']
    """
    return _named(text, {"hole": _HOLE_SCOPE, "match": _MATCH_SCOPE})


def _named(text: str, patterns: dict[str, re.Pattern[str]]) -> frozenset[str]:
    """The names of ``patterns`` whose pattern ``text`` holds."""
    return frozenset(name for name, pattern in patterns.items() if pattern.search(text))


def disagrees(spoken: frozenset[str], about: frozenset[str]) -> bool:
    """Whether a question about ``about`` (piles, ranks or scores, as read above) is
    asked by a query that speaks only of others, ``spoken``.

    >>> disagrees(frozenset({"stock"}), frozenset({"discard"}))
    True
    >>> disagrees(frozenset(), frozenset({"discard"})), disagrees(frozenset({"2"}), frozenset())
    (False, False)
    """
    return bool(spoken and about and not spoken & about)


_SCORED = re.compile(r"\b(?:score|total)", re.IGNORECASE)


@functools.lru_cache(maxsize=128)
def question_piles(text: str) -> frozenset[str]:
    """:func:`piles` of a question's text, read once per process."""
    return piles(text)


@functools.lru_cache(maxsize=128)
def question_ranks(text: str) -> frozenset[str]:
    """:func:`ranks` of a question's text, read once per process."""
    return ranks(text)


@functools.lru_cache(maxsize=128)
def question_scopes(text: str) -> frozenset[str]:
    """:func:`scopes` of a question's text, read once per process, for a question about a
    score or a total (how many holes a match has is about neither)."""
    return scopes(text) if _SCORED.search(text) else frozenset()


# The questions about another layout, and the game they are about: such a question is
# first when the query names its layout, and never first (nor sure) when the query does
# not and the table does not play it (issue 32, fourth round: "card scores" and "a pair
# going left to right" went to nine- or four-card golf for sharing their words).
OTHER_LAYOUTS = {"four-card-golf": Game.FOUR_CARD, "nine-card-golf": Game.NINE_CARD}
_LAYOUT_NAMES = {
    Game.FOUR_CARD: re.compile(
        r"\b(?:four|4)[-\s]?card(?!s)|\b(?:four|4)\s+cards\s+(?:each|a\s+player|per|in\s+2|in\s+two)"
        r"|\b(?:2|two)\s*(?:x|by)\s*(?:2|two)\b|\b(?:2|two)\s+rows\s+of\s+(?:2|two)\b",
        re.IGNORECASE,
    ),
    Game.NINE_CARD: re.compile(
        r"\b(?:nine|9)[-\s]?cards?\b|\b(?:3|three)\s+rows\s+of\s+(?:3|three)\b"
        r"|\b(?:3|three)\s*(?:x|by)\s*(?:3|three)\b",
        re.IGNORECASE,
    ),
}


def layout(question: Question, rules: HouseRules, query: str) -> float:
    """1 when ``question`` is about a layout (:data:`OTHER_LAYOUTS`) that ``query``
    names, -1 when it is about one the query does not name and ``rules`` do not play,
    else 0 (the search's ``layout`` feature)."""
    game = OTHER_LAYOUTS.get(question.slug)
    if game is None:
        return 0.0
    if _LAYOUT_NAMES[game].search(query):
        return 1.0
    return 0.0 if game == rules.game else -1.0
