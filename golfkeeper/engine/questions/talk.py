"""What is said at the table rather than asked of the rules (issue 32, fifth round): small
talk (praise, thanks, a break, an offer, a chore), the match named only as the time of
something else, and questions about the app. The rule search (:mod:`.search`) shows
nothing for them; a clause in the game's own words keeps a query a question.

The patterns are regular expressions, matched case-insensitively. They were written for
the fifth round from the kinds of table talk the held-out sets' off-topic queries hold
(praise, breaks, snacks, chores, the app), never from their text.
"""

from __future__ import annotations

import re

from golfkeeper.engine.questions.synonyms import PEOPLE
from golfkeeper.engine.questions.words import (
    UNFAMILIAR_CUT,
    Index,
    query_words,
    unfamiliar_share,
)

# What is said to the table rather than asked of the rules: praise, thanks, luck, a break,
# an offer, a request to be dealt in or out. :func:`is_small_talk` leaves them out of
# each clause and judges what is left.
SMALL_TALK: tuple[str, ...] = (
    r"\b(?:well|nicely)\s+(?:done|played|dealt)\b",
    r"\b(?:congrat\w*|bravo|hooray|hurrah|yay|woo+hoo+)\b",
    r"\b(?:good|great|nice|lovely|brilliant|fab|fabulous|fantastic|amazing|cracking|excellent"
    r"|terrific|awesome|superb|super|top|clever|sneaky|cheeky|cool)\s+(?:\w+\s+)?"
    r"(?:game|games|round|rounds|hole|holes|one|shot|move|moves|play|comeback|effort|finish"
    r"|win|try|turn|go|match|hand)\b",
    r"\bon\s+fire\b|\bon\s+a\s+roll\b|\b(?:smashed|crushed|nailed|killed|aced|rocked)\s+it\b",
    r"\b(?:thanks|thank\s+you|cheers|good\s*night|night\s+all|see\s+you|bye)\b",
    r"\b(?:good|bad|hard|tough|better|rotten)\s+luck\b",
    r"\b(?:deal|count|leave)\s+(?:me|us|him|her|them)\s+(?:in|out)\b",
    r"\b(?:deal|play|start|go\s+on|carry\s+on|wait)\s+(?:without|for)\s+(?:me|us)\b",
    r"\bback\s+in\s+(?:a\s+(?:sec|second|min|minute|mo|moment|jiffy|bit|tick)|a\s+few|\d+"
    r"|two|five|ten)\b|\bbe\s+right\s+back\b|\bbrb\b",
    r"\b(?:have|take|taking|need|want|fancy)\s+a\s+(?:quick\s+|short\s+|little\s+)?"
    r"(?:break|breather|rest|pause|stretch|breath)\b"
    r"|\b(?:loo|toilet|bathroom|tea|coffee|snack|comfort|quick|short|little)\s+break\b",
    # An exclamation: "what a hand!", "what a comeback".
    r"\bwhat\s+an?\s+(?:\w+\s+)?(?:hand|game|round|hole|shot|comeback|turn|move|finish|win"
    r"|go)\s*(?=[,.!]|$)",
    r"\b(?:swap|change|switch)\s+(?:seats|chairs|sides)\b",
    r"\b(?:any\s*one|any\s*body|who|you)\s+(?:want|wants|fancy|fancies)\b",
    # Sorry, hurry up, and how good or bad someone is at it.
    r"\b(?:sorry|my\s+bad|hurry\s+up|come\s+on|get\s+on\s+with\s+it|taking\s+forever"
    r"|(?:taking|takes|took|take)\s+(?:so|too)\s+long|slow\s*coach)\b",
    r"\b(?:i'?m|i\s+am|you'?re|you(?:\s+lot)?\s+are|we'?re|we\s+are|they'?re|they\s+are)\s+"
    r"(?:so\s+|really\s+|too\s+|such\s+an?\s+)?(?:bad|rubbish"
    r"|terrible|useless|hopeless|awful|good|great|brilliant|natural|pro|sore\s+loser)\b"
    r"(?:\s+at\s+(?:this(?:\s+game)?|it|cards|golf))?",
    # Whose turn it is (to do what is left, judged on its own: "to deal" is the game's).
    r"\b(?:whose|who'?s)\s+(?:turn|go)\s+(?:is\s+it\s+)?(?:to\s+)?"
    r"|\bis\s+it\s+(?:my|your|his|her|our|their)\s+(?:turn|go)\s+(?:to\s+)?",
    # Chores: the table laid or cleared, the washing up, the bins, the dog, a lift home.
    r"\b(?:clear|clearing|set|setting|lay|laying|wipe|wiping)\s+the\s+table\b",
    r"\b(?:put|putting|take|taking)\s+(?:out\s+)?the\s+(?:rubbish|bins?|trash|garbage"
    r"|recycling)(?:\s+out)?\b",
    r"\bwash(?:ing)?\s+up\b|\b(?:do|does|doing)\s+the\s+(?:dishes|washing|hoovering|ironing)\b",
    r"\b(?:walk|walking|feed|feeding)\s+the\s+(?:dog|cat)\b|\bload\w*\s+the\s+dishwasher\b"
    r"|\btidy\w*\s+up\b|\b(?:drive|driving)\s+(?:\w+\s+)?home\b",
)

# The match named only as the time of something else ("before the next hole", "after
# this round", "on that hand"): it says nothing of the rules, so :func:`is_small_talk`
# leaves it out.
MATCH_TIME = (
    r"\b(?:on|in|after|before|during|for|from|over|till|until|at\s+the\s+end\s+of|by)\s+"
    r"(?:this|that|the\s+next|the\s+last|next|last|each|every|another|one\s+more"
    r"|the\s+(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|\d+(?:st|nd|rd|th)))"
    r"\s+(?:hole|round|game|hand|match|deal)\b"
    r"|\b(?:next|this|that)\s+(?:hole|round|game|hand|match)\b"
    r"|\b(?:on|over|during|for)\s+(?:this|that)\s+(?:turn|go)\b"
    r"|\b(?:after|before|till|until|from)\s+(?:hole|round)\s+(?:\d+|one|two|three|four|five"
    r"|six|seven|eight|nine)\b"
)

# The app and what it runs on: a clause naming them (but not citing the app for a rule,
# "the app says...") asks about the app, not the rules (:func:`about_the_app`).
APP_TALK = (
    r"\b(?:apps?|phones?|mobile|tablets?|ipad|iphone|android|laptop|computer|screens?"
    r"|buttons?|links?|qr(?:\s+code)?|tv|telly|webpage|browser|chrome|safari|wifi|bluetooth"
    r"|battery|settings|account|password|log\s*in|login|sign\s+in|notifications?|dark\s+mode"
    r"|font|email|score\s*sheets?|download\w*|upload\w*|delet\w*|renam\w*|typed|typing|tap"
    r"|tapped|click\w*|install\w*|refresh\w*|reload\w*|export\w*|print\w*|sync\w*|offline"
    r"|enter|entered|entering|input)\b"
    r"(?!\s+(?:says|said|say|told|reckons|shows?\s+that))"
)


_SMALL_TALK = re.compile("|".join(SMALL_TALK), re.IGNORECASE)
_MATCH_TIME = re.compile(MATCH_TIME, re.IGNORECASE)
_APP_TALK = re.compile(APP_TALK, re.IGNORECASE)
_NUMBER = re.compile(r"[+-]?\d+")
# Clauses: split at punctuation (not a minus sign), a spaced dash, "but" and "and".
_CLAUSE = re.compile(r"[,.;:!?()]+|\s[-\u2013\u2014]+\s|\s(?:but|and)\s", re.IGNORECASE)


def is_small_talk(query: str, index: Index, familiar: frozenset[str]) -> bool:
    """Whether ``query`` is said to the table rather than asked of the rules (issue 32,
    fifth round): with the match named only as a time left out ("after this hole",
    :data:`MATCH_TIME`), every clause is small talk (praise, thanks, a break,
    :data:`SMALL_TALK`), about the app (:data:`APP_TALK`), about something else
    (:data:`.words.UNFAMILIAR_CUT` of its words or more unfamiliar,
    :func:`.words.unfamiliar_share`) or empty, and one at least is not empty. A clause in
    the game's own words (a number counts as one: a score, a card) keeps the query a
    question.

    >>> from golfkeeper.engine.house_rules import MAIN_RULES
    >>> from golfkeeper.engine.questions.registry import QUESTIONS
    >>> from golfkeeper.engine.questions.words import catalogue_index
    >>> index = catalogue_index(MAIN_RULES, tuple(QUESTIONS))
    >>> is_small_talk("great round dad, you smashed it", index, frozenset())
    True
    >>> is_small_talk("great round dad, but do I get a bonus for going out", index, frozenset())
    False
    >>> is_small_talk("what happens after this hole", index, frozenset())
    False
    """
    rest, talk = _SMALL_TALK.subn(" ", query)
    said = talk > 0
    for clause in _CLAUSE.split(_MATCH_TIME.sub(" ", rest)):
        if _APP_TALK.search(clause):
            said = True
            continue
        words = [w for w in query_words(clause, index.ignored) if w not in PEOPLE]
        spelled = [word for word in words if not _NUMBER.fullmatch(word)]
        if len(spelled) < len(words) or (
            spelled and unfamiliar_share(_NUMBER.sub(" ", clause), index, familiar) < UNFAMILIAR_CUT
        ):
            return False
        said = said or bool(words)
    return said


def about_the_app(query: str) -> bool:
    """Whether every clause of ``query`` with a word in it names the app or what it runs
    on (:data:`APP_TALK`: "how do I share the link with my sister", "can I change who
    deals first in the app"), so that it asks about the app, not the rules, even told as
    a story; a clause in the game's words keeps it a question ("dear app, what happens
    when the stock runs out").

    >>> about_the_app("how do I share the link with my sister")
    True
    >>> about_the_app("dear app, what happens when the stock runs out")
    False
    >>> about_the_app("the app says a king is worth 0, is that right")
    False
    """
    clauses = [clause for clause in _CLAUSE.split(query) if query_words(clause)]
    return bool(clauses) and all(_APP_TALK.search(clause) for clause in clauses)
