"""The hole rules: one ordered table of hole steps (:data:`HOLE_STEPS`, one per hole
switch), and what is derived from it: a hole's adjusted scores, the bounds of a hole
score, the calculator's hints, and the scores a match counts hole by hole."""

from golfkeeper.engine.holes.adjust import (
    AdjustedHole,
    adjust_hole,
    adjusted_bounds,
    adjusts_holes,
    hole_hints,
    played_steps,
    reads_who_went_out,
)
from golfkeeper.engine.holes.counting import CountedHole, count_holes
from golfkeeper.engine.holes.steps import HOLE_STEPS, Adjustment, HoleError, HoleStep

__all__ = [
    "HOLE_STEPS",
    "AdjustedHole",
    "CountedHole",
    "Adjustment",
    "HoleError",
    "HoleStep",
    "adjust_hole",
    "adjusted_bounds",
    "adjusts_holes",
    "count_holes",
    "hole_hints",
    "played_steps",
    "reads_who_went_out",
]
