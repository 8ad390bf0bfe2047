"""Practice: seeded deals to score by hand, and multiple-choice rule drills.

A scoring drill deals one layout from the table's real pack (its decks and jokers, via
:func:`~golfkeeper.engine.scoring.pack`), so it is always a layout the table could be
dealt, and scores it with :func:`~golfkeeper.engine.scoring.score_layout`. A rule drill
asks one of the :mod:`~golfkeeper.engine.questions` and offers as wrong choices the
answers other house rules would give. The same seed and rules always give the same drill,
so a drill can be shared as a link.
"""

from __future__ import annotations

import functools
import random
from dataclasses import dataclass

from golfkeeper.engine.cards import Card, Layout
from golfkeeper.engine.house_rules import MAIN_RULES, HouseRules
from golfkeeper.engine.questions import QUESTIONS, VARIATIONS, Answer, Question, Topic, Variation
from golfkeeper.engine.scoring import LayoutScore, pack, score_layout

__all__ = [
    "SEED_LIMIT",
    "Choice",
    "RuleDrill",
    "ScoringDrill",
    "deal_layout",
    "drill_questions",
    "next_seed",
    "rule_drill",
    "scoring_drill",
]

SEED_LIMIT = 10**9  # seeds are 0 .. SEED_LIMIT - 1
# How often a dealt card is swapped for one matching a card already in the layout. A
# plain shuffle gives a pair in a column less than one deal in five; practice needs more.
MATCH_CHANCE = 0.3


def next_seed(seed: int) -> int:
    """The seed of the drill after ``seed``: fixed, so a sequence of drills is shareable.

    >>> next_seed(1) == next_seed(1) != 1
    True
    """
    return random.Random(seed * 7919 + 1).randrange(SEED_LIMIT)


def deal_layout(seed: int, rules: HouseRules = MAIN_RULES) -> Layout:
    """Deal one layout for the table's game from its pack, reproducibly from ``seed``.

    Cards come off a shuffled pack without replacement, so the decks can always supply
    the layout. Now and then a card is taken from further down the pack to match a card
    already dealt, so pairs (and rows, diagonals, four of a kind) turn up often enough
    to practise.

    >>> str(deal_layout(7)) == str(deal_layout(7))
    True
    """
    rng = random.Random(seed)
    cards = list(pack(rules))
    rng.shuffle(cards)
    n_rows, n_columns = rules.game.shape
    grid: list[list[Card | None]] = [[None] * n_columns for _ in range(n_rows)]
    dealt: list[Card] = []
    for column in range(n_columns):
        for row in range(n_rows):
            card = cards.pop()
            if dealt and rng.random() < MATCH_CHANCE:
                above = grid[row - 1][column] if row else None
                wanted = above.rank if above and rng.random() < 0.6 else rng.choice(dealt).rank
                match = next((i for i, c in enumerate(cards) if c.rank is wanted), None)
                if match is not None:
                    cards.append(card)  # back on top of the pack, unused
                    card = cards.pop(match)
            grid[row][column] = card
            dealt.append(card)
    return Layout(tuple(tuple(card for card in row if card) for row in grid))


@dataclass(frozen=True)
class ScoringDrill:
    """A dealt layout to score: ``score`` is the engine's answer with its column breakdown."""

    seed: int
    rules: HouseRules
    layout: Layout
    score: LayoutScore

    @property
    def next_seed(self) -> int:
        return next_seed(self.seed)

    def is_right(self, points: int) -> bool:
        """Whether ``points`` is the layout's score under the table's rules."""
        return points == self.score.total


def scoring_drill(seed: int, rules: HouseRules = MAIN_RULES) -> ScoringDrill:
    """The scoring drill for ``seed`` under ``rules``.

    Raises ``ValueError`` for a seed outside 0 .. ``SEED_LIMIT`` - 1.

    >>> drill = scoring_drill(42)
    >>> drill.is_right(drill.score.total)
    True
    """
    _check_seed(seed)
    layout = deal_layout(seed, rules)
    return ScoringDrill(seed, rules, layout, score_layout(layout, rules))


@dataclass(frozen=True)
class Choice:
    """One answer offered in a rule drill; ``rules_name`` says which house rules give it
    (for a wrong choice), ``None`` for the right one."""

    label: str
    correct: bool
    rules_name: str | None


@dataclass(frozen=True)
class RuleDrill:
    """A multiple-choice rule question under the table's rules."""

    seed: int
    question: Question
    answer: Answer
    choices: tuple[Choice, ...]

    @property
    def next_seed(self) -> int:
        return next_seed(self.seed)

    def choice(self, index: int) -> Choice | None:
        """The choice at 1-based ``index``, or ``None`` if there is no such choice."""
        return self.choices[index - 1] if 1 <= index <= len(self.choices) else None


MAX_CHOICES = 4


def _with(rules: HouseRules, variation: Variation) -> HouseRules:
    """The table's rules with one more house rule switched on."""
    changed = variation.rules.differences_from(MAIN_RULES)
    return rules.replace(**{name: getattr(variation.rules, name) for name in changed})


# Every question of a drill list asks the same other tables; rules are frozen values.
@functools.lru_cache(maxsize=64)
def _candidates(rules: HouseRules) -> tuple[tuple[str, HouseRules], ...]:
    """The other tables a drill's wrong answers come from, named: the main rules, then
    ``rules`` with each house rule switched on."""
    return (("Main rules", MAIN_RULES),) + tuple(
        (variation.name, _with(rules, variation)) for variation in VARIATIONS
    )


def _alternatives(question: Question, rules: HouseRules) -> list[tuple[str, str]]:
    """Short answers ``question`` gets if the table changed one house rule: ``(short,
    name)``. Other games count only for questions about other games, so the wrong
    choices stay believable."""
    right = question.answer(rules).short
    seen = {right}
    found = []
    for name, candidate in _candidates(rules):
        if candidate.game is not rules.game and question.topic is not Topic.VARIANTS:
            continue
        short = question.answer(candidate).short
        if short not in seen:
            seen.add(short)
            found.append((short, name))
    return found


@functools.lru_cache(maxsize=64)
def drill_questions(rules: HouseRules = MAIN_RULES) -> tuple[Question, ...]:
    """The questions that make a multiple-choice drill under ``rules``: those fit for a quiz
    with at least one different short answer under other house rules."""
    return tuple(q for q in QUESTIONS if q.quiz and _alternatives(q, rules))


def rule_drill(seed: int, rules: HouseRules = MAIN_RULES) -> RuleDrill:
    """A multiple-choice drill: a question, the right short answer under ``rules`` and up
    to three wrong ones, each the answer under some other house rules, in seeded order.

    Raises ``ValueError`` for a seed outside 0 .. ``SEED_LIMIT`` - 1.

    >>> drill = rule_drill(3)
    >>> sum(choice.correct for choice in drill.choices)
    1
    """
    _check_seed(seed)
    rng = random.Random(seed)
    question = rng.choice(drill_questions(rules))
    answer = question.answer(rules)
    wrong = _alternatives(question, rules)
    rng.shuffle(wrong)
    choices = [Choice(answer.short, True, None)]
    choices += [Choice(short, False, name) for short, name in wrong[: MAX_CHOICES - 1]]
    rng.shuffle(choices)
    return RuleDrill(seed, question, answer, tuple(choices))


def _check_seed(seed: int) -> None:
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < SEED_LIMIT:
        raise ValueError(f"A drill number is a whole number from 0 to {SEED_LIMIT - 1}.")
