"""Every hole switch the registry offers plays: it has its step in the hole table, and each
of its values changes some probe hole against the main rules while staying within the
bounds the table gives. A hole switch declared in the registry alone fails here."""

from __future__ import annotations

import pytest

from golfkeeper.engine.holes import HOLE_STEPS, adjust_hole, adjusted_bounds, count_holes
from golfkeeper.engine.house_rules import MAIN_RULES, SWITCHES, MissedHoles, SwitchKind
from golfkeeper.engine.match import Seat

# Hole switches that are not a step of the hole table: what a missed hole counts (V28) is
# worked out after the steps, from the scores they left.
AFTER_THE_STEPS = {"missed_holes"}
HOLE_SWITCHES = [d for d in SWITCHES if d.kind is SwitchKind.HOLE]
PROBES = [
    (scores, went_out)
    for scores in ([12, 9, 15], [21, 5, 21], [5, 5, 9], [-4, 3, 3, 7], [0, 7, 0], [9, 9])
    for went_out in (None, *range(len(scores)))
]
LAYOUT_MIN, LAYOUT_MAX = -12, 39


def _other_values(declared):
    if declared.is_bool:
        return [not declared.default]
    return [c.value for c in declared.choices if c.value != declared.default]


def test_every_hole_switch_has_its_step_or_says_why_not():
    stepped = [step.key for step in HOLE_STEPS]
    declared = [d.key for d in HOLE_SWITCHES if d.key not in AFTER_THE_STEPS]
    assert sorted(stepped) == sorted(declared)
    assert len(set(stepped)) == len(stepped)


@pytest.mark.parametrize(
    ("key", "value"),
    [
        (d.key, value)
        for d in HOLE_SWITCHES
        if d.key not in AFTER_THE_STEPS
        for value in _other_values(d)
    ],
)
def test_every_hole_switch_value_changes_a_hole_within_the_bounds(key, value):
    rules = MAIN_RULES.replace(**{key: value})
    changed = False
    for scores, went_out in PROBES:
        adjusted = adjust_hole(scores, went_out, rules)
        changed |= adjusted.scores != adjust_hole(scores, went_out, MAIN_RULES).scores
        low, high = adjusted_bounds(LAYOUT_MIN, LAYOUT_MAX, len(scores), rules)
        assert all(low <= score <= high for score in adjusted.scores)
    assert changed, f"{key}={value!r} changes no hole"


@pytest.mark.parametrize(
    "rule", [rule for rule in MissedHoles if rule is not MAIN_RULES.missed_holes]
)
def test_every_missed_holes_value_changes_what_a_late_player_counts(rule):
    seats, names = [Seat(0), Seat(1), Seat(2, joined_at_hole=2)], ["Ann", "Bo", "Cy"]
    layouts = [[4, 3], [9, 2], [None, 5]]

    def counted(rules):
        return [hole.scores for hole in count_holes(rules, seats, names, layouts, {}, 2)]

    assert counted(MAIN_RULES.replace(missed_holes=rule)) != counted(MAIN_RULES)
