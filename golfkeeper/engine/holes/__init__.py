"""The hole rules: one ordered table of hole steps (:data:`HOLE_STEPS`, one per hole
switch), and what is derived from it: a hole's adjusted scores, the bounds of a hole
score (:func:`hole_range` sets a table's layout and hole ranges side by side), the
calculator's hints, and the scores a match counts hole by hole."""

from golfkeeper.engine.holes.adjust import (
    AdjustedHole,
    adjust_hole,
    adjusted_bounds,
    adjusts_holes,
    hole_hints,
    how_nobody_goes_out,
    played_steps,
    reads_who_went_out,
)
from golfkeeper.engine.holes.counting import CountedHole, count_holes
from golfkeeper.engine.holes.ranges import HoleRange, hole_range
from golfkeeper.engine.holes.steps import HOLE_STEPS, Adjustment, HoleError, HoleStep

__all__ = [
    "HOLE_STEPS",
    "AdjustedHole",
    "CountedHole",
    "HoleRange",
    "Adjustment",
    "HoleError",
    "HoleStep",
    "adjust_hole",
    "adjusted_bounds",
    "adjusts_holes",
    "count_holes",
    "hole_range",
    "hole_hints",
    "played_steps",
    "how_nobody_goes_out",
    "reads_who_went_out",
]
