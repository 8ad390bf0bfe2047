"""Bonuses and penalties some tables add (RULES.md 2.H): two pairs of jacks on a layout,
and the hole switches a score sheet applies to the whole hole (a layout of 21, the
lowest score's bonus, tied scores' penalty). Every figure is the engine's: the layouts
are scored by :func:`~golfkeeper.engine.scoring.score_layout` and the holes adjusted by
:func:`~golfkeeper.engine.holes.adjust_hole` under the table's own switches.
"""

from __future__ import annotations

from golfkeeper.engine.holes import HOLE_STEPS, adjust_hole
from golfkeeper.engine.house_rules import SWITCHES_BY_KEY, HouseRules
from golfkeeper.engine.house_rules.values import (
    LOWEST_HOLE_BONUS_VALUES,
    TIED_HOLE_PENALTY_VALUES,
)
from golfkeeper.engine.questions._facts import cards_word, how_it_scores, score_example
from golfkeeper.engine.questions.model import GOLFCARDS, HOUSE, TABLE_PRACTICE, Answer, Fact, Topic
from golfkeeper.engine.questions.registry import register_question
from golfkeeper.engine.text import names_text, points_text

_NAMES = ("Ann", "Bo", "Cy")


def _worked(rules: HouseRules, scores: tuple[int, ...], went_out: int | None = None) -> str:
    """A hole of Ann, Bo and Cy adjusted under every hole switch the table plays, as the
    reasons the score sheet shows."""
    hole = adjust_hole(scores, went_out, rules, _NAMES[: len(scores)])
    given = names_text(
        [f"{name} {points_text(s)}" for name, s in zip(_NAMES, scores, strict=False)]
    )
    after = names_text(
        [f"{name} {points_text(s)}" for name, s in zip(_NAMES, hole.scores, strict=False)]
    )
    reasons = "; ".join(item.reason for item in hole.adjustments) or "nothing changes"
    return f"With layouts of {given}: {reasons}. The hole counts {after}."


def _order(key: str) -> str:
    """Where the hole switch ``key`` comes among the hole adjustments, in words."""
    keys = [step.key for step in HOLE_STEPS]
    before = [step.summary for step in HOLE_STEPS[: keys.index(key)]]
    if not before:
        return "It comes first, before every other hole adjustment."
    return (
        f"It comes after these, each reading the scores the one before left: {'; '.join(before)}."
    )


@register_question(
    "layout-of-21",
    Topic.SCORING,
    "Does a layout that scores exactly 21 count 0?",
    "21 twenty-one twenty one blackjack zero layout exactly",
)
def _layout_of_21(rules: HouseRules) -> Answer:
    fact = (Fact("hole_switch", rules.hole_21_is_zero, "hole_21_is_zero"),)
    if not rules.hole_21_is_zero:
        return Answer(
            "No, 21",
            "No, not at your table: a layout of 21 counts 21 like any other score. Some tables "
            '(golfcards.club\'s "blackjack") agree that exactly 21 becomes 0.',
            (TABLE_PRACTICE, GOLFCARDS),
            facts=fact,
        )
    return Answer(
        "Yes, 0",
        "Yes, at your table a layout scoring exactly 21 counts 0 for the hole; 20 or 22 "
        "count as they are. It is the first hole adjustment, so the going-out rule and the "
        f"bonuses read the 0. {_worked(rules, (21, 4, 9), None)}",
        (GOLFCARDS,),
        worked_out=True,
        facts=fact,
    )


@register_question(
    "lowest-hole-bonus",
    Topic.SCORING,
    "Does the lowest score of a hole earn a bonus?",
    "lowest score hole bonus underdog best minus three -3 tie tied",
)
def _lowest_hole_bonus(rules: HouseRules) -> Answer:
    bonus = rules.lowest_hole_bonus
    fact = (Fact("hole_switch", bonus, "lowest_hole_bonus"),)
    if not bonus:
        return Answer(
            "No",
            "No, not at your table: the lowest score of a hole earns nothing extra; it simply "
            f"adds the least to that player's total. Some tables (golfcards.club's "
            f'"underdog") give it {points_text(min(LOWEST_HOLE_BONUS_VALUES))}.',
            (TABLE_PRACTICE, GOLFCARDS),
            facts=fact,
        )
    return Answer(
        f"Yes, {points_text(bonus)}",
        f"Yes, at your table the lowest score of the hole takes {points_text(bonus)}, and "
        f"when players tie for the lowest, each of them takes it. {_order('lowest_hole_bonus')} "
        f"{_worked(rules, (3, 3, 8))}",
        (GOLFCARDS, HOUSE),
        worked_out=True,
        facts=fact,
    )


@register_question(
    "tied-hole-penalty",
    Topic.SCORING,
    "Is there a penalty when two players score the same on a hole?",
    "tie tied same equal score hole penalty shame plus five +5",
)
def _tied_hole_penalty(rules: HouseRules) -> Answer:
    penalty = rules.tied_hole_penalty
    fact = (Fact("hole_switch", penalty, "tied_hole_penalty"),)
    if not penalty:
        return Answer(
            "No",
            "No, not at your table: equal hole scores are simply equal. Some tables "
            "(golfcards.club's \"tied shame\") give every player whose score equals another's "
            f"{points_text(max(TIED_HOLE_PENALTY_VALUES), signed=True)}.",
            (TABLE_PRACTICE, GOLFCARDS),
            facts=fact,
        )
    return Answer(
        f"Yes, {points_text(penalty, signed=True)}",
        f"Yes, at your table every player whose hole score equals at least one other "
        f"player's takes {points_text(penalty, signed=True)}, once: the scores are compared "
        "a single time, so two players still equal after the penalty take nothing more. "
        f"{_order('tied_hole_penalty')} {_worked(rules, (3, 3, 8))}",
        (GOLFCARDS,),
        worked_out=True,
        facts=fact,
    )


def _with_four_of_a_kind(rules: HouseRules) -> str:
    """What four jacks filling two side-by-side columns earn at a table that also plays
    the four-of-a-kind bonus, as the engine scores them; else an empty string."""
    if not rules.four_of_a_kind:
        return ""
    score = score_example(rules, ["JC", "JD"], ["JH", "JS"])
    bonus = sum(item.points for item in score.bonuses)
    return (
        f" Your table also plays the four-of-a-kind bonus: four jacks filling columns 1 and 2 "
        f"earn {points_text(bonus)} in all ({'; '.join(item.reason for item in score.bonuses)})."
    )


@register_question(
    "two-pairs-of-jacks",
    Topic.SCORING,
    "Do two pairs of jacks earn a bonus?",
    "wolfpack jacks jack bonus",
)
def _two_pairs_of_jacks(rules: HouseRules) -> Answer:
    declared = SWITCHES_BY_KEY["two_pairs_of_jacks"]
    if not declared.applies(rules):
        return Answer(
            "Not in this game",
            f"Not in {cards_word(rules)}-card golf as your table plays it: the bonus for two "
            'columns that are each a pair of jacks (golfcards.club\'s "wolfpack") needs '
            "pairs in columns.",
            (GOLFCARDS, HOUSE),
            facts=(Fact("bonus", 0, "two_pairs_of_jacks"),),
        )
    score = score_example(rules, ["JC", "JD"], [None, None], ["JH", "JS"])
    bonus = sum(item.points for item in score.bonuses)
    columns = score.columns[0].points + score.columns[2].points
    fact = (Fact("bonus", bonus, "two_pairs_of_jacks"),)
    if not bonus:
        return Answer(
            "No bonus",
            f"No bonus at your table: two columns of paired jacks score "
            f"{points_text(columns)} together, like any two pairs. {how_it_scores(score)}",
            (TABLE_PRACTICE, GOLFCARDS),
            example=score,
            facts=fact,
        )
    reasons = "; ".join(item.reason for item in score.bonuses)
    return Answer(
        f"Yes, {points_text(bonus)}",
        f"Yes, at your table two columns that are each a pair of jacks earn "
        f"{points_text(bonus)} on top of their own {points_text(columns)} ({reasons}), once a "
        f"layout.{_with_four_of_a_kind(rules)}",
        (GOLFCARDS, HOUSE),
        example=score,
        worked_out=True,
        facts=fact,
    )
