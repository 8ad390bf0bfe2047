"""Whether a query is about Six-card Golf at all (issue 32): the rule search's topic decision.

A query that is chat, table talk or small talk, or mostly words the game's questions are never
asked in, is about something else; a story of the table, a keyword or two of the catalogue's,
or this game named is about this game; any other is weighed by its topic margin (nearer the
examples about something else than those about this game, :mod:`.examples`) and by the fitted
topic model (:meth:`.learned.Learned.on_topic`). :mod:`.search` asks it before showing
anything; ``scripts/fit_search.py`` reads the same features to fit the model.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Protocol

from golfkeeper.engine.house_rules import HouseRules
from golfkeeper.engine.questions.learned import learned
from golfkeeper.engine.questions.reading import Reading
from golfkeeper.engine.questions.registry import QUESTIONS
from golfkeeper.engine.questions.talk import is_small_talk
from golfkeeper.engine.questions.vectors import familiar_stems, query_nearness, query_vector
from golfkeeper.engine.questions.words import (
    UNFAMILIAR_CUT,
    catalogue_index,
    few_catalogue_words,
    is_chat,
    is_table_talk,
    unfamiliar_share,
)


class Ranked(Protocol):
    """What the topic decision reads of a ranked question (:class:`.search.Ranked`)."""

    @property
    def words(self) -> float: ...

    @property
    def example(self) -> float: ...


# The sure and topic models read a margin under this as this (a query surely about this
# game has a margin of -inf).
TOPIC_FLOOR = -0.2

# A few words with someone in them are table talk ("my go now", "deal me in") unless they
# are this near a way families ask a rule question ("rearrange my cards", "swap my
# cards"). Picked in issue 32's fourth round on the table talk among the tuning phrasings.
TALK_EXAMPLE_CUT = 0.7


def topic_of(
    reading: Reading, ranked: Sequence[Ranked], rules: HouseRules
) -> tuple[float, bool] | None:
    """Whether a query, read and ranked under ``rules``, is about this game: ``None`` when
    nothing is shown for it (nothing ranked, chat, table talk), else its topic margin
    (:attr:`.examples.Nearness.off_topic_margin`; ``-inf`` for a story, a keyword or two
    of the catalogue's, or this game named; ``inf`` for small talk or mostly unfamiliar
    words) and whether it is a story of the table."""
    query = reading.text
    if not ranked or is_chat(query):
        return None
    if is_table_talk(query) and not reading.story and ranked[0].example < TALK_EXAMPLE_CUT:
        return None
    questions = tuple(QUESTIONS)
    # A keyword or two the rules use ("shuffling the stock") are about this game (a
    # vector of one or two words is a poor guide to the topic); the check weighs the rest.
    index = catalogue_index(rules, questions)
    said = reading.said or query
    few = few_catalogue_words(said, index)
    margin = -math.inf if few else query_nearness(said, questions).off_topic_margin
    # Small talk is no story, nor about this game ("can dad borrow the car", "good at this
    # game"), unless it tells something of the game.
    familiar = familiar_stems()
    talk = is_small_talk(said, index, familiar)
    story = reading.told or (reading.story and not talk)
    if story or (reading.about_this_game and not talk):
        # A story of the table, a question asked by comparison with another game (which
        # makes it read like that game) or one naming this game is about this game.
        margin = -math.inf
    elif talk or unfamiliar_share(said, index, familiar) >= UNFAMILIAR_CUT:
        # Half its words or more are none the game's questions are asked in ("pair my
        # bluetooth speaker with the tablet"), or it is said to the table, not asked ("great
        # round dad, you smashed it"): about something else, whatever it means.
        margin = math.inf
    return margin, story


def about_this_game(margin: float, said: str, closest: Sequence[Ranked]) -> bool:
    """Whether a query of topic ``margin`` (:func:`topic_of`, at most
    :data:`.search.SURE_OTHER_TOPIC_MARGIN`) of which ``said`` was typed, the first three
    questions ranked for it ``closest`` (:func:`.search.rank`), is about this game: surely
    for a margin of ``-inf`` or when one of ``closest`` uses every word of it ("gran
    peeked", "exposed": a few words far from every example), else when the fitted topic
    model (:meth:`.learned.Learned.on_topic`) finds it more likely than not."""
    return (
        margin == -math.inf
        or max(one.words for one in closest) >= 1
        or learned().on_topic(topic_features(margin, said))
    )


def topic_features(margin: float, said: str) -> dict[str, float]:
    """What the topic model (:meth:`.learned.Learned.on_topic`) reads of a query: its topic
    ``margin`` (:func:`topic_of`), held at :data:`TOPIC_FLOOR` or over, and ``other``, the
    log-odds that what was typed (``said``) is about something else, from its vector
    (:meth:`.learned.Learned.other`)."""
    return {
        "margin": max(margin, TOPIC_FLOOR),
        "other": learned().other(query_vector(said)),
    }
