"""What the table's hole adjustments (docs/rules.md#hole-adjustments) would do to a layout's score.

They need the whole hole (every player's score and who went out), so the calculator never
applies them to one layout: it lists the ones that could apply, in the order the score
sheet applies them.
"""

from __future__ import annotations

from golfkeeper.engine.house_rules import GoingOutPenalty, HouseRules
from golfkeeper.engine.text import points_text


def hole_hints(rules: HouseRules, total: int) -> list[str]:
    """Short lines, one per hole switch the table plays, saying what it would make of a
    layout that scores ``total`` points."""
    hints = []
    if rules.hole_21_is_zero and total == 21:
        hints.append("21 → 0: a layout of exactly 21 counts 0")
        total = 0  # the later steps read the score this one left
    penalty = rules.going_out_penalty
    unless = "if you went out and are not strictly the lowest"
    if penalty is GoingOutPenalty.DOUBLE:
        if total > 0:
            hints.append(f"{points_text(total)} → {points_text(2 * total)} {unless}: doubled")
        else:
            hints.append("never doubled, even if you went out: a score of 0 or less is spared")
    elif penalty is GoingOutPenalty.PLUS10:
        beaten = "if you went out and another player scores lower (a tie spares you)"
        hints.append(f"{points_text(total)} → {points_text(total + 10)} {beaten}: +10")
    elif penalty is GoingOutPenalty.PLUS5_EACH:
        hints.append("+5 for each other player who scores the same or lower, if you went out")
    elif penalty is GoingOutPenalty.DOUBLE_PLUS5:
        after = 2 * total + 5 if total > 0 else total + 5
        hints.append(f"{points_text(total)} → {points_text(after)} {unless}")
    if rules.going_out_bonus:
        bonus = points_text(rules.going_out_bonus, signed=True)
        hints.append(f"{bonus} if you went out, whatever you score")
    if rules.lowest_hole_bonus:
        bonus = points_text(rules.lowest_hole_bonus, signed=True)
        hints.append(f"{bonus} if it is the lowest score of the hole (ties too)")
    if rules.tied_hole_penalty:
        penalty_text = points_text(rules.tied_hole_penalty, signed=True)
        hints.append(f"{penalty_text} if another player's hole score is the same")
    return hints
