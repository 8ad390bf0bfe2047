"""What the calculator shows for a layout: its score under one rule set or two, the
difference column by column, and the range of hole scores the rules allow.

All scoring is the engine's; this module only runs it and does the subtraction for the
comparison, so templates receive every number already computed.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from golfkeeper.engine.cards import CardError, Layout
from golfkeeper.engine.holes import HoleRange, hole_range
from golfkeeper.engine.house_rules import (
    MAIN_RULES,
    OWN_RULES,
    PRESETS,
    SCORING_SWITCHES,
    HouseRules,
    Preset,
)
from golfkeeper.engine.scoring import HoleScoreBounds, LayoutScore, hole_score_bounds, score_layout


@lru_cache(maxsize=256)
def scoring_rules(rules: HouseRules) -> HouseRules:
    """Only the switches that change a layout's score; play switches back to the main rules,
    so a calculator link never carries rules that cannot change its result. Kept per rule
    set: a result page compares the presets with each other a hundred times."""
    return MAIN_RULES.replace(**{key: getattr(rules, key) for key in SCORING_SWITCHES})


def scoring_preset(rules: HouseRules) -> Preset | None:
    """The first preset that scores exactly like ``rules`` (play switches aside), if any."""
    wanted = scoring_rules(rules)
    return next((p for p in PRESETS.values() if scoring_rules(p.rules) == wanted), None)


def scoring_name(rules: HouseRules | None) -> str:
    """What to call a rule set in the calculator: the preset it scores like, else "Own
    house rules" (or "?" for rules that could not be read)."""
    if rules is None:
        return "?"
    preset = scoring_preset(rules)
    return preset.name if preset else OWN_RULES


@dataclass(frozen=True)
class Outcome:
    """A layout under one rule set: its score, or the reason it cannot be scored."""

    rules: HouseRules
    score: LayoutScore | None
    error: CardError | None
    bounds: HoleScoreBounds
    hole_range: HoleRange

    @property
    def name(self) -> str:
        return scoring_name(self.rules)

    @property
    def bonus_points(self) -> int:
        """Points from four-of-a-kind bonuses (0 when none, or when not scored)."""
        return sum(bonus.points for bonus in self.score.bonuses) if self.score else 0


def outcome(layout: Layout, rules: HouseRules) -> Outcome:
    """Score ``layout`` under ``rules``; a layout these rules cannot deal gives an error."""
    try:
        score, error = score_layout(layout, rules), None
    except CardError as exc:
        score, error = None, exc
    return Outcome(rules, score, error, hole_score_bounds(rules), hole_range(rules))


@dataclass(frozen=True)
class LineDifference:
    """One line of a comparison: its name, the points under each rule set, and B minus A."""

    label: str
    a_points: int
    b_points: int
    difference: int


@dataclass(frozen=True)
class Comparison:
    """The same layout under rules A and B. ``lines`` (columns, then bonuses if either side
    has any) and ``total_difference`` are empty/``None`` unless both sides scored."""

    a: Outcome
    b: Outcome
    lines: tuple[LineDifference, ...]
    total_difference: int | None


def compare(a: Outcome, b: Outcome) -> Comparison:
    """Put two outcomes of one layout side by side, with B minus A per column and in total."""
    if not (a.score and b.score and len(a.score.columns) == len(b.score.columns)):
        return Comparison(a, b, (), None)
    lines = [
        LineDifference(line_a.label, line_a.points, line_b.points, line_b.points - line_a.points)
        for line_a, line_b in zip(a.score.columns, b.score.columns, strict=True)
    ]
    if a.score.bonuses or b.score.bonuses:
        lines.append(
            LineDifference(
                "Bonuses", a.bonus_points, b.bonus_points, b.bonus_points - a.bonus_points
            )
        )
    return Comparison(a, b, tuple(lines), b.score.total - a.score.total)
