"""Hole adjustments (RULES.md V23-V27, the Order paragraph and its Derived examples,
"Interactions settled" 2, 3, 10 and 11) and missed holes (V28)."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from golfkeeper.engine.holes import (
    HOLE_STEPS,
    AdjustedHole,
    HoleError,
    adjust_hole,
    adjusted_bounds,
)
from golfkeeper.engine.house_rules import HouseRules
from golfkeeper.engine.house_rules.values import (
    GOING_OUT_BONUS_VALUES,
    LOWEST_HOLE_BONUS_VALUES,
    TIED_HOLE_PENALTY_VALUES,
    GoingOutPenalty,
)
from golfkeeper.engine.missed_holes import MissedHoles, missed_hole_reason, missed_hole_score


def hole_switches(going_out_penalty=GoingOutPenalty.NONE, **switches):
    """The main rules with these hole switches."""
    return HouseRules(going_out_penalty=going_out_penalty, **switches)


DOUBLE = GoingOutPenalty.DOUBLE
PLUS10 = GoingOutPenalty.PLUS10
PLUS5_EACH = GoingOutPenalty.PLUS5_EACH
DOUBLE_PLUS5 = GoingOutPenalty.DOUBLE_PLUS5
NO_SWITCHES = HouseRules()
ORDER = [step.key for step in HOLE_STEPS]

switches = st.builds(
    HouseRules,
    going_out_penalty=st.sampled_from(GoingOutPenalty),
    going_out_bonus=st.sampled_from(GOING_OUT_BONUS_VALUES),
    lowest_hole_bonus=st.sampled_from(LOWEST_HOLE_BONUS_VALUES),
    tied_hole_penalty=st.sampled_from(TIED_HOLE_PENALTY_VALUES),
    hole_21_is_zero=st.booleans(),
)


@st.composite
def holes(draw: st.DrawFn) -> tuple[list[int], int | None]:
    layout_scores = draw(st.lists(st.integers(-12, 30), min_size=2, max_size=8))
    went_out = draw(st.none() | st.integers(0, len(layout_scores) - 1))
    return layout_scores, went_out


def scores(layout_scores, went_out=None, **switches):
    return adjust_hole(layout_scores, went_out, hole_switches(**switches)).scores


# ---------------------------------------------------------------------------------------
# RULES.md's worked examples


def test_doubled_then_going_out_bonus_derived_example():
    rules = hole_switches(DOUBLE, going_out_bonus=-5)
    hole = adjust_hole([12, 9, 15], 0, rules, ["Ann", "Bo", "Cy"])
    assert hole.scores == (19, 9, 15)
    assert hole.layout_scores == (12, 9, 15)
    assert [(a.player, a.switch, a.before, a.after) for a in hole.adjustments] == [
        (0, "going_out_penalty", 12, 24),
        (0, "going_out_bonus", 24, 19),
    ]
    assert [a.reason for a in hole.adjustments] == [
        "Ann went out with 12, not the lowest (Bo 9): doubled → 24",
        "Ann went out: −5 → 19",
    ]


def test_plus5_for_each_player_equal_or_lower_derived_example():
    hole = adjust_hole([7, 7, 4, 10], 0, hole_switches(PLUS5_EACH), ["Ann", "Bo", "Cy", "Di"])
    assert hole.scores == (17, 7, 4, 10)
    assert hole.adjustments[0].reason == (
        "Ann went out with 7; Bo 7 and Cy 4 scored the same or lower: +5 × 2 → 17"
    )


def test_21_becomes_0_then_lowest_bonus_then_tie_penalty_derived_example():
    rules = hole_switches(hole_21_is_zero=True, lowest_hole_bonus=-3, tied_hole_penalty=5)
    hole = adjust_hole([21, 4, 4], None, rules, ["Ann", "Bo", "Cy"])
    assert hole.scores == (-3, 9, 9)
    assert [a.reason for a in hole.adjustments] == [
        "Ann scored exactly 21: 0",
        "Ann has the lowest score of the hole (0): −3 → −3",
        "Bo tied with Cy on 4: +5 → 9",
        "Cy tied with Bo on 4: +5 → 9",
    ]


def test_tie_penalty_is_one_pass_over_the_scores():
    # Interactions settled 11: 3, 3, 8 becomes 8, 8, 8 and stops there.
    assert scores([3, 3, 8], tied_hole_penalty=5) == (8, 8, 8)


# ---------------------------------------------------------------------------------------
# Interactions settled 2 and 3


@pytest.mark.parametrize("penalty", list(GoingOutPenalty))
def test_nobody_went_out_no_going_out_penalty_or_bonus(penalty):
    hole = adjust_hole([12, 9, 15], None, hole_switches(penalty, going_out_bonus=-5))
    assert hole.scores == (12, 9, 15)
    assert hole.adjustments == ()


def test_nobody_went_out_the_other_switches_still_apply():
    rules = hole_switches(
        DOUBLE, going_out_bonus=-5, lowest_hole_bonus=-3, tied_hole_penalty=5, hole_21_is_zero=True
    )
    hole = adjust_hole([21, 9, 9, 12], None, rules)
    assert hole.scores == (-3, 14, 14, 12)
    assert [a.switch for a in hole.adjustments] == [
        "hole_21_is_zero",
        "lowest_hole_bonus",
        "tied_hole_penalty",
        "tied_hole_penalty",
    ]


@pytest.mark.parametrize(
    ("penalty", "layout_scores", "expected"),
    [
        (DOUBLE, [0, -2], 0),  # never doubled at 0 or less
        (DOUBLE, [-2, -4], -2),
        (DOUBLE, [-2, -2], -2),
        (DOUBLE_PLUS5, [-2, -4], 3),  # the 5 without doubling
        (DOUBLE_PLUS5, [0, 0], 5),
        (DOUBLE_PLUS5, [1, 0], 7),
        (PLUS10, [-2, -4], 8),
        (PLUS10, [0, -1], 10),
        (PLUS5_EACH, [-2, -4, 5], 3),
        (PLUS5_EACH, [-2, -2, -3], 8),
    ],
)
def test_only_double_spares_a_score_of_0_or_less(penalty, layout_scores, expected):
    assert scores(layout_scores, 0, going_out_penalty=penalty)[0] == expected


def test_double_that_spares_a_score_records_no_adjustment():
    assert adjust_hole([-2, -4], 0, hole_switches(DOUBLE)).adjustments == ()


# ---------------------------------------------------------------------------------------
# Each switch on its own


@pytest.mark.parametrize(
    ("layout_scores", "expected"),
    [([21, 5], (0, 5)), ([20, 21, 22], (20, 0, 22)), ([21, 21], (0, 0)), ([-21, 42], (-21, 42))],
)
def test_hole_21_is_zero(layout_scores, expected):
    assert scores(layout_scores, hole_21_is_zero=True) == expected


def test_21_stays_21_without_the_switch():
    assert scores([21, 5]) == (21, 5)


@pytest.mark.parametrize(
    ("penalty", "layout_scores", "expected"),
    [
        (DOUBLE, [12, 9, 15], 24),
        (DOUBLE, [9, 9, 15], 18),  # a tie for the lowest counts against them
        (DOUBLE, [8, 9, 15], 8),  # strictly lowest: nothing
        (DOUBLE, [30, 1], 60),
        (PLUS10, [12, 9], 22),
        (PLUS10, [9, 9], 9),  # golfcards.club spares a tie for the lowest
        (PLUS10, [9, 9, 8], 19),
        (PLUS10, [8, 9], 8),
        (PLUS5_EACH, [7, 7, 4, 10], 17),
        (PLUS5_EACH, [10, 1, 2, 3], 25),
        (PLUS5_EACH, [3, 7, 4], 3),
        (PLUS5_EACH, [9, 9], 14),
        (DOUBLE_PLUS5, [12, 9], 29),
        (DOUBLE_PLUS5, [9, 9], 23),
        (DOUBLE_PLUS5, [8, 9], 8),
        (GoingOutPenalty.NONE, [30, 1], 30),
    ],
)
def test_going_out_penalty(penalty, layout_scores, expected):
    hole = adjust_hole(layout_scores, 0, hole_switches(penalty))
    assert hole.scores == (expected, *layout_scores[1:])


def test_going_out_penalty_falls_on_the_player_who_went_out():
    assert scores([5, 12, 9], 1, going_out_penalty=DOUBLE) == (5, 24, 9)


@pytest.mark.parametrize(
    ("layout_scores", "went_out", "expected"),
    [([12, 9], 0, (7, 9)), ([3, 9], 0, (-2, 9)), ([12, 9], 1, (12, 4)), ([-4, 0], 0, (-9, 0))],
)
def test_going_out_bonus_whatever_the_score(layout_scores, went_out, expected):
    assert scores(layout_scores, went_out, going_out_bonus=-5) == expected


@pytest.mark.parametrize(
    ("layout_scores", "expected"),
    [
        ([4, 9, 7], (1, 9, 7)),
        ([4, 4, 7], (1, 1, 7)),  # every player tied for the lowest
        ([-2, 0], (-5, 0)),
        ([6, 6], (3, 3)),
    ],
)
def test_lowest_hole_bonus(layout_scores, expected):
    assert scores(layout_scores, lowest_hole_bonus=-3) == expected


@pytest.mark.parametrize(
    ("layout_scores", "expected"),
    [
        ([4, 4, 7], (9, 9, 7)),
        ([4, 7, 4, 7, 1], (9, 12, 9, 12, 1)),
        ([1, 2, 3], (1, 2, 3)),
        ([0, 0, 0], (5, 5, 5)),
    ],
)
def test_tied_hole_penalty(layout_scores, expected):
    assert scores(layout_scores, tied_hole_penalty=5) == expected


# ---------------------------------------------------------------------------------------
# The order: each step reads the scores the step before left


def test_21_becomes_0_before_the_lowest_check_for_going_out():
    assert scores([21, 5], 0, hole_21_is_zero=True, going_out_penalty=DOUBLE) == (0, 5)


def test_penalty_is_worked_out_before_the_going_out_bonus():
    # Doubled first (10 → 20), then −5; not 10 − 5 doubled.
    assert scores([10, 8], 0, going_out_penalty=DOUBLE, going_out_bonus=-5) == (15, 8)


def test_lowest_bonus_reads_the_score_after_the_going_out_bonus():
    assert scores([10, 8], 0, going_out_bonus=-5, lowest_hole_bonus=-3) == (2, 8)


def test_tie_penalty_reads_the_scores_after_the_lowest_bonus():
    # Both 4s are lowest: 1 and 1, still tied.
    assert scores([4, 4], lowest_hole_bonus=-3, tied_hole_penalty=5) == (6, 6)


def test_tie_penalty_reads_the_scores_after_the_going_out_switches():
    # Bo's 9 − 5 ties Ann's 4; Ann and Bo's tie on the layout is broken by Ann's +10.
    assert scores([4, 9, 1], 1, going_out_bonus=-5, tied_hole_penalty=5) == (9, 9, 1)
    assert scores([4, 4, 1], 0, going_out_penalty=PLUS10, tied_hole_penalty=5) == (14, 4, 1)
    assert scores([4, 4, 5], 0, going_out_penalty=PLUS10, tied_hole_penalty=5) == (9, 9, 5)


# ---------------------------------------------------------------------------------------
# Reasons


def test_reasons_say_who_tied_for_the_lowest():
    hole = adjust_hole([9, 9, 9], 0, hole_switches(DOUBLE), ["Ann", "Bo", "Cy"])
    assert hole.adjustments[0].reason == (
        "Ann went out with 9, only tied for the lowest (with Bo and Cy): doubled → 18"
    )


def test_reasons_for_double_plus5():
    rules = hole_switches(DOUBLE_PLUS5)
    assert adjust_hole([12, 9], 0, rules, ["Ann", "Bo"]).adjustments[0].reason == (
        "Ann went out with 12, not the lowest (Bo 9): doubled, then +5 → 29"
    )
    assert adjust_hole([-2, -4], 0, rules, ["Ann", "Bo"]).adjustments[0].reason == (
        "Ann went out with −2, not the lowest (Bo −4): +5, not doubled at 0 or less → 3"
    )


def test_reasons_for_lowest_bonus_shared_by_a_tie():
    hole = adjust_hole([4, 4, 7], None, hole_switches(lowest_hole_bonus=-3))
    assert [a.reason for a in hole.adjustments] == [
        "Player 1 has the lowest score of the hole (4), tied with Player 2: −3 → 1",
        "Player 2 has the lowest score of the hole (4), tied with Player 1: −3 → 1",
    ]


def test_players_are_named_player_1_and_so_on_without_names():
    hole = adjust_hole([12, 9], 0, hole_switches(going_out_bonus=-5))
    assert hole.adjustments[0].reason == "Player 1 went out: −5 → 7"


def test_adjustments_for_one_player():
    rules = hole_switches(DOUBLE, going_out_bonus=-5, tied_hole_penalty=5)
    hole = adjust_hole([12, 9, 9], 0, rules)
    assert [a.switch for a in hole.adjustments_for(0)] == ["going_out_penalty", "going_out_bonus"]
    assert [a.after for a in hole.adjustments_for(2)] == [14]


# ---------------------------------------------------------------------------------------
# Errors


@pytest.mark.parametrize(
    ("layout_scores", "went_out", "names", "message"),
    [
        ([], None, None, "at least 2"),
        ([5], None, None, "at least 2"),
        ([5, 6], 2, None, "from 0 to 1"),
        ([5, 6], -1, None, "from 0 to 1"),
        ([5, 6], 0, ["Ann"], "1 names were given for 2 scores"),
        ([5, 6], 0, ["Ann", "Bo", "Cy"], "3 names"),
    ],
)
def test_a_hole_that_cannot_be_adjusted_is_refused(layout_scores, went_out, names, message):
    with pytest.raises(HoleError, match=message):
        adjust_hole(layout_scores, went_out, NO_SWITCHES, names)


def test_hole_error_is_a_value_error():
    assert issubclass(HoleError, ValueError)


@pytest.mark.parametrize(
    "changes",
    [
        {"going_out_bonus": -3},
        {"lowest_hole_bonus": -5},
        {"tied_hole_penalty": 3},
        {"going_out_penalty": "double"},
        {"hole_21_is_zero": 1},
    ],
)
def test_switch_values_outside_the_rules_are_refused(changes):
    with pytest.raises(ValueError):
        hole_switches(**changes)


# ---------------------------------------------------------------------------------------
# Properties


@given(holes())
def test_with_no_switch_on_the_hole_keeps_its_layout_scores(hole):
    layout_scores, went_out = hole
    adjusted = adjust_hole(layout_scores, went_out, NO_SWITCHES)
    assert adjusted.scores == tuple(layout_scores)
    assert adjusted.adjustments == ()


@given(holes(), switches)
def test_adjustments_replay_from_layout_scores_to_scores(hole, rules):
    layout_scores, went_out = hole
    adjusted = adjust_hole(layout_scores, went_out, rules)
    assert isinstance(adjusted, AdjustedHole)
    assert adjusted.layout_scores == tuple(layout_scores)
    replayed = list(layout_scores)
    for adjustment in adjusted.adjustments:
        assert replayed[adjustment.player] == adjustment.before != adjustment.after
        replayed[adjustment.player] = adjustment.after
        assert "-" not in adjustment.reason  # a true minus sign, never a hyphen
    assert tuple(replayed) == adjusted.scores
    steps = [ORDER.index(adjustment.switch) for adjustment in adjusted.adjustments]
    assert steps == sorted(steps)


@given(holes(), switches)
def test_going_out_switches_touch_only_the_player_who_went_out(hole, rules):
    layout_scores, went_out = hole
    adjusted = adjust_hole(layout_scores, went_out, rules)
    for adjustment in adjusted.adjustments:
        if adjustment.switch.startswith("going_out"):
            assert adjustment.player == went_out


# ---------------------------------------------------------------------------------------
# Bounds


def brute_force_range(low, high, players, rules):
    """Every hole score any player can have: all score lists, everyone (or no one) out."""
    seen = set()
    for layout_scores in itertools.product(range(low, high + 1), repeat=players):
        for went_out in (None, *range(players)):
            seen.update(adjust_hole(layout_scores, went_out, rules).scores)
    return min(seen), max(seen)


@st.composite
def small_ranges(draw: st.DrawFn) -> tuple[int, int, int]:
    players = draw(st.integers(2, 3))
    width = draw(st.integers(0, 4 if players == 3 else 6))
    low = draw(st.sampled_from([-6, -3, -1, 0, 1, 5]) | st.integers(16, 22))
    return low, low + width, players


@settings(max_examples=300, deadline=None)
@given(small_ranges(), switches)
def test_adjusted_bounds_never_leave_out_an_achievable_score(hole_range, rules):
    low, high, players = hole_range
    lowest, highest = brute_force_range(low, high, players, rules)
    bound_low, bound_high = adjusted_bounds(low, high, players, rules)
    assert bound_low <= lowest
    assert highest <= bound_high
    # The lowest is exact unless every layout score is the same after V27.
    if rules.hole_21_is_zero and low <= 21 <= high:
        distinct = len({0 if s == 21 else s for s in range(low, high + 1)})
    else:
        distinct = high - low + 1
    if distinct > 1:
        assert bound_low == lowest


@pytest.mark.parametrize(
    ("layout_range", "players", "switches", "expected"),
    [
        ((-6, 39), 4, {}, (-6, 39)),
        ((-6, 39), 4, {"going_out_penalty": DOUBLE}, (-6, 78)),
        ((-6, 39), 4, {"going_out_penalty": PLUS10}, (-6, 49)),
        ((-6, 39), 4, {"going_out_penalty": PLUS5_EACH}, (-6, 54)),
        ((-6, 39), 4, {"going_out_penalty": DOUBLE_PLUS5}, (-6, 83)),
        ((-6, 39), 4, {"going_out_bonus": -5}, (-11, 39)),
        ((-6, 39), 4, {"going_out_penalty": DOUBLE, "going_out_bonus": -5}, (-11, 73)),
        ((-6, 39), 4, {"lowest_hole_bonus": -3}, (-9, 39)),
        ((-6, 39), 4, {"tied_hole_penalty": 5}, (-6, 44)),
        # Twice the layout's highest has nobody to tie with.
        ((-6, 39), 4, {"going_out_penalty": DOUBLE, "tied_hole_penalty": 5}, (-6, 78)),
        ((-6, 2), 4, {"going_out_penalty": DOUBLE, "tied_hole_penalty": 5}, (-6, 7)),
        ((-6, 39), 4, {"hole_21_is_zero": True}, (-6, 39)),
        ((5, 21), 2, {"hole_21_is_zero": True}, (0, 20)),
        ((21, 21), 2, {"hole_21_is_zero": True}, (0, 0)),
        ((-20, -10), 3, {"going_out_penalty": DOUBLE}, (-20, -10)),
        ((-20, -10), 3, {"going_out_penalty": DOUBLE_PLUS5}, (-20, -5)),
    ],
)
def test_adjusted_bounds_table(layout_range, players, switches, expected):
    assert adjusted_bounds(*layout_range, players, hole_switches(**switches)) == expected


def test_adjusted_bounds_refuses_an_empty_range_or_one_player():
    with pytest.raises(ValueError):
        adjusted_bounds(5, 4, 3, NO_SWITCHES)
    with pytest.raises(ValueError):
        adjusted_bounds(0, 4, 1, NO_SWITCHES)


# ---------------------------------------------------------------------------------------
# Missed holes (V28)


@pytest.mark.parametrize(
    ("played_scores", "rule", "expected"),
    [
        ([4, 9, 2], MissedHoles.HIGHEST, 9),
        ([-3, -2], MissedHoles.HIGHEST, -2),
        ([4, 9, 2], MissedHoles.AVERAGE, 5),
        ([4, 8], MissedHoles.AVERAGE, 6),
        ([1, 2], MissedHoles.AVERAGE, 2),
        ([-3, -2], MissedHoles.AVERAGE, -2),  # −2.5 rounds up to −2
        ([-1, -2], MissedHoles.AVERAGE, -1),
        ([-4, -3, -3], MissedHoles.AVERAGE, -3),  # −3.33 rounds up to −3
        ([-5], MissedHoles.AVERAGE, -5),
        ([-1, 0, 0], MissedHoles.AVERAGE, 0),
        ([4, 9, 2], MissedHoles.SKIP, None),
        ([], MissedHoles.HIGHEST, None),
        ([], MissedHoles.AVERAGE, None),
    ],
)
def test_missed_hole_score(played_scores, rule, expected):
    assert missed_hole_score(played_scores, rule) == expected


@given(st.lists(st.integers(-30, 60), min_size=1, max_size=8))
def test_missed_hole_average_is_the_smallest_whole_number_not_below_the_average(played):
    score = missed_hole_score(played, MissedHoles.AVERAGE)
    assert score is not None
    assert score * len(played) >= sum(played) > (score - 1) * len(played)


@pytest.mark.parametrize(
    ("played_scores", "rule", "expected"),
    [
        (
            [4, 9, 2],
            MissedHoles.HIGHEST,
            "Di did not play this hole: the highest score of the hole, 9",
        ),
        ([4, 8], MissedHoles.AVERAGE, "Di did not play this hole: the average of 4 and 8, 6"),
        (
            [4, 7, 8],
            MissedHoles.AVERAGE,
            "Di did not play this hole: the average of 4, 7 and 8 is 6.3, rounded up to 7",
        ),
        (
            [-3, -2],
            MissedHoles.AVERAGE,
            "Di did not play this hole: the average of −3 and −2 is −2.5, rounded up to −2",
        ),
        ([4, 9], MissedHoles.SKIP, "Di did not play this hole: nothing is counted"),
        ([], MissedHoles.HIGHEST, "Di did not play this hole: nobody did, so nothing is counted"),
    ],
)
def test_missed_hole_reason(played_scores, rule, expected):
    assert missed_hole_reason("Di", played_scores, rule) == expected


def test_missed_hole_reason_never_shows_a_rounded_whole_number():
    reason = missed_hole_reason("Di", [3] * 24 + [4], MissedHoles.AVERAGE)
    assert reason.endswith("is 3.04, rounded up to 4")


@pytest.mark.parametrize(
    ("layout_scores", "expected"),
    [([9, 9], 9), ([9, 9, 9], 9), ([-3, -3, 4], -3), ([9, 9, 8], 19), ([9, 8, 9], 19)],
)
def test_plus10_spares_a_tie_for_the_lowest(layout_scores: list[int], expected: int) -> None:
    """RULES.md V23 (settled December 2026): +10 only when another player's score is
    strictly lower, as golfcards.club's engine compares."""
    hole = adjust_hole(layout_scores, 0, hole_switches(PLUS10))
    assert hole.scores[0] == expected
    assert bool(hole.adjustments) is (expected != layout_scores[0])


def test_a_score_of_0_that_double_spares_says_why_and_changes_nothing():
    """Skyjo's rules never double 0 or less: the score stays, and the hole says why."""
    rules = hole_switches(GoingOutPenalty.DOUBLE)
    hole = adjust_hole([0, 0, 5], 0, rules, ["Ann", "Bo", "Cy"])
    assert hole.scores == (0, 0, 5) and hole.adjustments == ()
    assert hole.notes == (
        "Ann went out with 0, only tied for the lowest (with Bo): not doubled, as a score "
        "of 0 or less never is",
    )
    assert adjust_hole([-2, 4], 0, rules).notes == ()  # strictly lowest: nothing to say
