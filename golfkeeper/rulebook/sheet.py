"""The rule sheet of a table: its agreed rules in plain words plus the numbers worth
having on paper (card values, score range, stock sizes), all computed by the engine."""

from __future__ import annotations

from dataclasses import dataclass

from flask import url_for

from golfkeeper.engine.cards import Card, CardError, Rank
from golfkeeper.engine.house_rules import MAIN_RULES, SCORING_SWITCHES
from golfkeeper.engine.questions import QUESTIONS, Answer, Variation, find_question
from golfkeeper.engine.scoring import (
    HoleScoreBounds,
    LayoutScore,
    card_value,
    check_layout,
    hole_score_bounds,
    score_layout,
)
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
    bounds: HoleScoreBounds
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
    bounds = hole_score_bounds(rules)
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
        bounds=bounds,
        match_low=bounds.min * rules.holes,
        match_high=bounds.max * rules.holes,
        pack_size=pack_size(rules),
        stocks=stocks,
        earliest_end=find_question("how-soon-can-a-hole-end").answer(rules),
        print_url=print_url,
        questions_url=url_for("rulebook.questions", **rules_context.query),
        drills_url=url_for("rulebook.drills", **rules_context.query),
    )


def variation_example(variation: Variation) -> tuple[LayoutScore, LayoutScore | None] | None:
    """A layout that scores differently with ``variation`` on, from the rule questions'
    examples: ``(score with it, score under the main rules or None if the main rules
    can't deal it)``. ``None`` for a variation that changes no score."""
    if variation.switch not in SCORING_SWITCHES:
        return None
    fallback = None
    for question in QUESTIONS:
        example = question.answer(variation.rules).example
        if example is None or example.rules != variation.rules:
            continue
        try:
            check_layout(example.layout, MAIN_RULES)
        except CardError:
            fallback = fallback or (example, None)
            continue
        main = score_layout(example.layout, MAIN_RULES)
        if main.total != example.total:
            return example, main
    return fallback
