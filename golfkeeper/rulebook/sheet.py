"""The rule sheet of a table: its agreed rules in plain words plus the numbers worth
having on paper (card values, what a layout scores and what a hole counts after the hole
adjustments, stock sizes), all computed by the engine."""

from __future__ import annotations

import functools
from dataclasses import dataclass

from flask import url_for

from golfkeeper.engine.cards import Card, CardError, Rank
from golfkeeper.engine.holes import HoleRange, hole_range
from golfkeeper.engine.house_rules import (
    MAIN_RULES,
    SCORING_SWITCHES,
    HouseRules,
    HouseRulesError,
)
from golfkeeper.engine.questions import QUESTIONS, Answer, Variation, find_question
from golfkeeper.engine.scoring import LayoutScore, card_value, check_layout, score_layout
from golfkeeper.engine.setup import PLAYER_COUNTS, SetupError, pack_size, stock_size
from golfkeeper.rulebook.content import RuleLine, rule_lines
from golfkeeper.rulebook.rules_context import RulesContext
from golfkeeper.table_rules.form import describe


@dataclass(frozen=True)
class Sheet:
    """Everything a rule sheet shows for one rules context."""

    rules_context: RulesContext
    lines: list[RuleLine]
    card_values: list[tuple[str, int]]
    hole_range: HoleRange
    match_low: int
    match_high: int
    pack_size: int
    stocks: list[tuple[int, int | None]]
    earliest_end: Answer
    print_url: str
    questions_url: str
    drills_url: str

    @property
    def house_lines(self) -> list[RuleLine]:
        return [line for line in self.lines if line.differs]


_RANK_NAMES = {Rank.ACE: "A", Rank.JACK: "J", Rank.QUEEN: "Q", Rank.KING: "K", Rank.JOKER: "Joker"}


def build_sheet(rules_context: RulesContext) -> Sheet:
    """The rule sheet for ``rules_context``: every number computed from its house rules."""
    rules = rules_context.rules
    found = hole_range(rules, rules_context.players)
    ranks = [rank for rank in Rank if rank is not Rank.JOKER or rules.jokers is not None]
    stocks = []
    for players in PLAYER_COUNTS:
        try:
            stocks.append((players, stock_size(players, rules)))
        except SetupError:
            stocks.append((players, None))
    if rules_context.match is not None:
        print_url = url_for("rulebook.table_sheet", match_id=rules_context.match.id)
    else:
        print_url = url_for("rulebook.sheet", **rules_context.query)
    return Sheet(
        rules_context=rules_context,
        lines=rule_lines(rules, describe(rules)),
        card_values=[
            (_RANK_NAMES.get(rank, rank.value), card_value(Card(rank), rules)) for rank in ranks
        ],
        hole_range=found,
        match_low=found.min * rules.holes,
        match_high=found.max * rules.holes,
        pack_size=pack_size(rules),
        stocks=stocks,
        earliest_end=find_question("how-soon-can-a-hole-end").answer(rules),
        print_url=print_url,
        questions_url=url_for("rulebook.questions", **rules_context.query),
        drills_url=url_for("rulebook.drills", **rules_context.query),
    )


# The variations and the question examples are fixed and frozen: the variants page shows
# the same example for a variation on every visit, so it is found once.
@functools.cache
def variation_example(variation: Variation) -> tuple[LayoutScore, LayoutScore | None] | None:
    """A layout that scores differently with ``variation`` on, from the rule questions'
    examples: ``(score with it, score under the main rules or None if the main rules
    can't deal it)``. One that shows the variation's own switch at work (scores otherwise,
    or can't be dealt, with that switch alone back at the main rules' value) comes first:
    a pair-of-jokers rule shows two jokers, not a 2 that the jokers preset revalues.
    ``None`` for a variation that changes no score."""
    if variation.switch not in SCORING_SWITCHES:
        return None
    examples = []
    for question in QUESTIONS:
        example = question.answer(variation.rules).example
        if example is not None and example.rules == variation.rules:
            examples.append(example)
    without = _without_switch(variation)
    own = [example for example in examples if _scores_otherwise(example, without)]
    return _against_main(own) or _against_main(examples)


def _without_switch(variation: Variation) -> HouseRules:
    """The variation's rules with its own switch at the main rules' value (the main rules
    when that combination is not allowed)."""
    try:
        return variation.rules.replace(**{variation.switch: getattr(MAIN_RULES, variation.switch)})
    except (HouseRulesError, ValueError):
        return MAIN_RULES


def _scores_otherwise(example: LayoutScore, rules: HouseRules) -> bool:
    """Whether ``example``'s layout scores another total under ``rules``, or can't be dealt."""
    try:
        check_layout(example.layout, rules)
    except CardError:
        return True
    return score_layout(example.layout, rules).total != example.total


def _against_main(
    examples: list[LayoutScore],
) -> tuple[LayoutScore, LayoutScore | None] | None:
    """The first example the main rules score otherwise, with its main-rules score; else
    the first they can't deal, with None."""
    fallback = None
    for example in examples:
        try:
            check_layout(example.layout, MAIN_RULES)
        except CardError:
            fallback = fallback or (example, None)
            continue
        main = score_layout(example.layout, MAIN_RULES)
        if main.total != example.total:
            return example, main
    return fallback
