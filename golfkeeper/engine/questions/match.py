"""The match: its length, ties and the range of totals."""

from __future__ import annotations

from golfkeeper.engine.house_rules import HouseRules
from golfkeeper.engine.questions.model import (
    BICYCLE,
    HOUSE,
    PAGAT,
    TABLE_PRACTICE,
    WIKIPEDIA,
    Answer,
    Topic,
)
from golfkeeper.engine.questions.registry import register_question
from golfkeeper.engine.scoring import hole_score_bounds
from golfkeeper.engine.text import points_text


@register_question(
    "how-many-holes",
    Topic.MATCH,
    "How many holes is a match, and who deals each one?",
    "holes rounds deals length match dealer next first player left clockwise",
)
def _how_many_holes(rules: HouseRules) -> Answer:
    sources = {9: (BICYCLE, PAGAT, WIKIPEDIA), 18: (PAGAT, WIKIPEDIA, TABLE_PRACTICE)}
    usual = " (the usual length)" if rules.holes == 9 else ""
    return Answer(
        f"{rules.holes} holes",
        f"Your match is {rules.holes} holes{usual}. After every hole the deal moves one seat "
        "to the left, and the player on the dealer's left always plays first. The score "
        "sheet shows who deals each hole.",
        sources.get(rules.holes, (TABLE_PRACTICE,) if rules.holes == 5 else (HOUSE,)),
    )


@register_question(
    "tie-for-the-win",
    Topic.MATCH,
    "Two players tie for the lowest total at the end. Who wins?",
    "tie draw equal win winner play-off playoff",
)
def _tie(rules: HouseRules) -> Answer:
    return Answer(
        "They share the win",
        f"They share it. After the last of your {rules.holes} holes, everyone on the lowest "
        "total wins together; there is no extra hole to break the tie.",
        (TABLE_PRACTICE,),
    )


@register_question(
    "match-total-range",
    Topic.MATCH,
    "What's the lowest and highest possible match total?",
    "match total range lowest highest possible whole game",
)
def _match_total(rules: HouseRules) -> Answer:
    bounds = hole_score_bounds(rules)
    low, high = bounds.min * rules.holes, bounds.max * rules.holes
    return Answer(
        f"{points_text(low)} to {points_text(high)}",
        f"From {points_text(low)} to {points_text(high)} over your {rules.holes} holes: each "
        f"hole scores between {points_text(bounds.min)} and {points_text(bounds.max)}. A total "
        "outside that range means a score was written down wrong.",
        (TABLE_PRACTICE,),
        worked_out=True,
    )
