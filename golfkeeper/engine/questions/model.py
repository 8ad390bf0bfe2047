"""What a rule question is: its :class:`Topic`, the :class:`Question` itself, the
:class:`Answer` it gives for a table's house rules, and the public sources an answer may
name. A :class:`Variation` is one house rule an answer can be compared under.

The sources, by their public names: Bicycle, Pagat, Wikipedia, "common table practice"
(what only the rules guides say), "house agreement" (choices golfkeeper made where the
sources are silent), and the online tables and apps of docs/rules.md#house-rules
(golfcards.club, nwpages.net, Skyjo's rules, Golf with Cards (xbasoft)).
"""

from __future__ import annotations

import enum
import functools
from collections.abc import Callable
from dataclasses import dataclass

from golfkeeper.engine.house_rules import MAIN_RULES, HouseRules
from golfkeeper.engine.house_rules.registry import (
    BICYCLE,
    GOLFCARDS,
    HOUSE,
    NWPAGES,
    PAGAT,
    SKYJO,
    TABLE_PRACTICE,
    WIKIPEDIA,
    XBASOFT,
)
from golfkeeper.engine.scoring import LayoutScore

__all__ = [
    "BICYCLE",
    "GOLFCARDS",
    "HOUSE",
    "NWPAGES",
    "PAGAT",
    "SKYJO",
    "SOURCES",
    "TABLE_PRACTICE",
    "WIKIPEDIA",
    "XBASOFT",
    "Answer",
    "Fact",
    "Question",
    "Topic",
    "Variation",
]

# The names live with the switch declarations, which cite them too.
SOURCES = (BICYCLE, PAGAT, WIKIPEDIA, TABLE_PRACTICE, HOUSE, GOLFCARDS, NWPAGES, SKYJO, XBASOFT)


class Topic(enum.Enum):
    """Where a question belongs, in the order a hole is played."""

    DEAL = "The deal"
    TURN = "A turn"
    DISCARD = "The discard pile"
    END = "End of a hole"
    SCORING = "Scoring"
    MATCH = "The match"
    VARIANTS = "Other games"

    @property
    def slug(self) -> str:
        return self.name.lower()


@dataclass(frozen=True)
class Fact:
    """One thing an answer asserts about the table's rules, as a value beside its words,
    so a test can check it against the engine (``tests/engine/test_answer_oracle.py``).

    ``key`` names what is asserted, ``subject`` narrows it (a rank, a line, a player
    count) and ``value`` is the assertion: points for a number, ``True`` / ``False`` for a
    verdict. The keys: ``card_value`` (subject a card: ``K``, ``JH``; points),
    ``suits_matter``, ``column_points`` (subject the column's cards top first, ``2 K``;
    points), ``best_column`` (points), ``cancels`` (subject ``column-pair``,
    ``row-pair``, ``diagonal-pair``, ``row-three``, ``diagonal-three``; a verdict),
    ``hole_min`` / ``hole_max`` (subject the players the range covers, ``2-8`` or ``4``;
    points after the hole adjustments), ``match_min`` / ``match_max`` (the same over the
    match's holes), ``hole_switch`` (subject a hole switch's key; its points, or a verdict
    for ``hole_21_is_zero``), ``bonus`` (subject ``four_of_a_kind``, ``four_jacks``
    (four jacks filling columns 1 and 2) or ``two_pairs_of_jacks``; points),
    ``last_card_ends_hole`` and ``one_more_turn`` (verdicts), ``earliest_end_turn`` (the
    turn number a hole can end on without a knock, 0 when only a knock ends it),
    ``tie_penalised`` (subject the two layout scores, the first player's going out:
    whether a tie for the lowest costs them) and ``penalty_example`` (subject the layout
    scores, the first going out: their score after the going-out penalty).
    """

    key: str
    value: int | bool
    subject: str = ""


@dataclass(frozen=True)
class Answer:
    """A question answered for one set of house rules.

    ``short`` is the verdict in a few words (it is what a multiple-choice drill offers),
    ``text`` the full answer in plain words, ``sources`` public source names (see
    :data:`SOURCES`). ``example`` is the layout the answer scored, with the rules it was
    scored under (usually the table's; another game's for questions about other games),
    so a page can draw it or open it in the calculator. ``worked_out`` says the figures
    were computed from the card values rather than read from a source. ``facts`` are what
    the answer asserts (see :class:`Fact`), each worked out by the engine for the table.
    """

    short: str
    text: str
    sources: tuple[str, ...]
    example: LayoutScore | None = None
    worked_out: bool = False
    facts: tuple[Fact, ...] = ()

    def fact(self, key: str, subject: str = "") -> int | bool | None:
        """The value of the fact ``key`` about ``subject``, or ``None`` if not asserted."""
        for fact in self.facts:
            if fact.key == key and fact.subject == subject:
                return fact.value
        return None

    def __post_init__(self) -> None:
        unknown = [source for source in self.sources if source not in SOURCES]
        if unknown or not self.sources:
            raise ValueError(f"Answer sources must be some of {SOURCES} (got {self.sources}).")


@dataclass(frozen=True)
class Question:
    """A rule question: ``slug`` for its link, ``topic``, the question ``text`` and search
    ``keywords``. :meth:`answer` computes the answer for a table's house rules. ``quiz``
    is false for a question whose short answers differ too little to make a fair
    multiple-choice drill. ``for_players`` is set for a question whose answer depends on
    how many play (the score ranges): its ``compute`` takes the player count too."""

    slug: str
    topic: Topic
    text: str
    keywords: tuple[str, ...]
    compute: Callable[..., Answer]
    quiz: bool = True
    for_players: bool = False

    def answer(self, rules: HouseRules = MAIN_RULES, players: int | None = None) -> Answer:
        """The answer under ``rules``; ``players`` is a match's player count (2 to 8),
        ``None`` outside a match (a range then covers every count from 2 to 8).

        >>> from golfkeeper.engine.questions import find_question
        >>> find_question("two-twos-in-a-column").answer().short
        'No, 0'
        """
        return _cached_answer(self, rules, players if self.for_players else None)

    @property
    def is_about_scores(self) -> bool:
        return self.topic is Topic.SCORING


# Pages and the search ask the same few (question, rules) pairs over and over, and each
# answer scores layouts; rules and questions are frozen, so an answer never goes stale.
@functools.lru_cache(maxsize=8192)
def _cached_answer(question: Question, rules: HouseRules, players: int | None) -> Answer:
    if question.for_players:
        return question.compute(rules, players)
    return question.compute(rules)


@dataclass(frozen=True)
class Variation:
    """One house rule from docs/rules.md#house-rules: the main rules with one switch changed.

    ``switch`` names the :class:`HouseRules` field, ``changes`` says in plain words what it
    changes, ``sources`` where it comes from.
    """

    slug: str
    name: str
    switch: str
    rules: HouseRules
    changes: str
    sources: tuple[str, ...]
