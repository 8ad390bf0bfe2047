"""Every hole switch the registry offers has its step in the hole table, or is worked out
after the steps (what a missed hole counts). A hole switch declared in the registry alone
fails here; ``test_every_switch_plays`` checks that each of its values changes a hole."""

from __future__ import annotations

import pytest

from golfkeeper.engine.holes import HOLE_STEPS, count_holes
from golfkeeper.engine.house_rules import MAIN_RULES, SWITCHES, MissedHoles, SwitchKind
from golfkeeper.engine.match import Seat

# Hole switches that are not a step of the hole table: what a missed hole counts (V28) is
# worked out after the steps, from the scores they left.
AFTER_THE_STEPS = {"missed_holes"}
OTHER_MISSED_HOLES = [rule for rule in MissedHoles if rule is not MAIN_RULES.missed_holes]


def test_every_hole_switch_has_its_step_or_is_worked_out_after_them():
    stepped = [step.key for step in HOLE_STEPS]
    declared = [d.key for d in SWITCHES if d.kind is SwitchKind.HOLE]
    assert sorted(stepped) == sorted(key for key in declared if key not in AFTER_THE_STEPS)
    assert len(set(stepped)) == len(stepped)


@pytest.mark.parametrize("rule", OTHER_MISSED_HOLES)
def test_every_missed_holes_value_changes_what_a_late_player_counts(rule):
    seats, names = [Seat(0), Seat(1), Seat(2, joined_at_hole=2)], ["Ann", "Bo", "Cy"]
    layouts = [[4, 3], [9, 2], [None, 5]]

    def counted(rules):
        return [hole.scores for hole in count_holes(rules, seats, names, layouts, {}, 2)]

    assert counted(MAIN_RULES.replace(missed_holes=rule)) != counted(MAIN_RULES)
