"""Every switch the registry offers plays: for each value of each switch, some outcome the
engine computes (a layout's score, a hole's adjusted scores, a missed hole, the pack and
the stock, an answer's facts) differs from the same table with the switch at its default,
and the scores stay within the table's bounds. A switch that only records something says
so in its declaration (``records_only``, with the reason). A switch declared in the
registry alone, with no rule behind it, fails here."""

from __future__ import annotations

import pytest

from golfkeeper.engine.cards import CardError, parse_layout
from golfkeeper.engine.holes import adjust_hole, adjusted_bounds, count_holes
from golfkeeper.engine.house_rules import (
    MAIN_RULES,
    PRESETS,
    SWITCHES,
    HouseRules,
    PairLines,
)
from golfkeeper.engine.match import Seat
from golfkeeper.engine.questions import QUESTIONS
from golfkeeper.engine.scoring import check_layout, hole_score_bounds, score_layout
from golfkeeper.engine.setup import SetupError, pack_size, stock_size

# Layouts of every game's shape that the scoring tests reason about: pairs, twos, kings,
# jokers, one-eyed jacks, four of a kind, rows and lines.
LAYOUTS = (
    "10 5 7 / 9 6 8", "2 2 / K 9", "2 2 2 / K K K", "2 2 5 / K K 5", "2 2 K / 2 2 K",
    "2 2 Q / 8 3 Q", "2 4 6 / K 3 8", "2 5 9 / 2 6 8", "2 6 K / 2 6 Q", "2 K 2 / K 2 K",
    "2 K 2 K / K 2 K 2", "2 K 5 / 9 K 5", "2 K K / A A K", "5 2 3 / 4 5 6 / 7 8 5",
    "5 2 9 / 5 2 8 / 5 K 7", "5 4 6 / 5 3 8", "5 5 / 7 8", "5 5 2 / 5 5 K",
    "5 5 5 / 2 9 K / 3 4 2", "5 5 5 / 2 K 7 / 3 4 6", "5 5 5 / 2 K 7",
    "5 5 5 / 5 2 K / 5 4 2", "5 5 5 / 5 5 5 / 5 5 5", "5 5 5 / 5 5 5", "5 5 5 / 9 Q 7",
    "5 5 5 5 / 2 K 7 8", "5 5 5 5 / 5 5 5 5", "5 5 5 9 / 2 K 7 8", "5 5 9 / 2 K 7",
    "5 5 9 / 7 5 5", "5 5 K / 5 5 K", "5 7 / 5 8", "5 7 / 8 5", "5 9 3 / 4 5 K / 2 8 5",
    "5 9 5 / 9 Q 7", "5 JK 6 / 5 3 9", "5 K / 5 Q", "5 K 2 / 5 Q A / 7 8 9",
    "5 K 2 / 5 Q A", "5 K 2 7 / 5 Q A 8", "5 K 5 / 5 2 5", "5H KC 2S / 5D QH AC",
    "7 K / 7 K", "7 K 6 / 7 K 8", "7 K Q / 7 K Q", "8 4 6 / 8 3 9", "8 8 8 / 8 3 9",
    "8 K 2 / 8 Q 3", "8S 8S 8S / 4 3 9", "9 K 2 / 9 Q 7", "9 K 2 5 / 9 Q 7 5",
    "J 4 6 / Q 3 8", "J J 5 / 9 8 6", "J J 5 / J J 6", "J J J / J J J", "J Q 5 / Q J 5",
    "JD 5 7 / 9 6 8", "JH 5 7 / JD 6 8", "JH JD JC / 5 6 7", "JK 5 9 / K 5 3",
    "JK 7 8 / JK 9 K", "JK JK 9 / JK JK 9", "JK JK JK / 5 3 9", "JS 5 7 / 9 6 8",
    "K 4 6 / 2 3 8", "K 5 K / 9 6 K", "K K 5 / K Q 5", "K K K / K K 5", "Q 4 6 / Q 3 8",
    "Q Q K / 5 6 K",
)  # fmt: skip
HOLES = tuple(
    (scores, went_out)
    for scores in ([12, 9, 15], [21, 5, 21], [5, 5, 9], [-4, 3, 3, 7], [0, 7, 0], [9, 9])
    for went_out in (None, *range(len(scores)))
)
# Switches that mean something only beside another one's value.
NEEDS: dict[str, dict[str, object]] = {
    "jokers_per_deck": {"jokers": -2},
    "pair_of_jokers": {"jokers": -2},
    "row_match": {"pairs": PairLines.ROWS},
}
SEATS, NAMES = (Seat(0), Seat(1), Seat(2, joined_at_hole=2)), ("Ann", "Bo", "Cy")


def outcomes(rules: HouseRules) -> dict[object, object]:
    """What the engine computes under ``rules`` on the probes, checking every score it
    meets against the table's bounds."""
    bounds = hole_score_bounds(rules)
    seen: dict[object, object] = {"bounds": (bounds.min, bounds.max)}
    for text in LAYOUTS:
        try:
            layout = parse_layout(text)
            check_layout(layout, rules)
        except CardError:
            seen[text] = None
            continue
        total = seen[text] = score_layout(layout, rules).total
        assert bounds.min <= total <= bounds.max, (text, total)
    for scores, went_out in HOLES:
        adjusted = adjust_hole(scores, went_out, rules).scores
        low, high = adjusted_bounds(min(scores), max(scores), len(scores), rules)
        assert all(low <= score <= high for score in adjusted), (scores, went_out, adjusted)
        seen[(tuple(scores), went_out)] = adjusted
    layouts = [[4, 3], [9, 2], [None, 5]]
    seen["missed"] = [h.scores for h in count_holes(rules, SEATS, NAMES, layouts, {}, 2)]
    for players in range(2, 9):
        try:
            seen[("pack", players)] = (pack_size(rules), stock_size(players, rules))
        except SetupError as error:
            seen[("pack", players)] = str(error)
    for question in QUESTIONS:
        answer = question.answer(rules)
        facts = tuple((f.key, f.subject, f.value) for f in answer.facts)
        seen[question.slug] = (answer.short, facts)  # the verdict and the facts stated
    return seen


def _base(declared) -> HouseRules:
    """The table a switch is tried on: its variation's (a preset, other switches it goes
    with), on a preset of a game it belongs to."""
    rules = PRESETS[declared.variation_base].rules if declared.variation_base else MAIN_RULES
    if declared.games is not None and rules.game not in declared.games:
        rules = next(p.rules for p in PRESETS.values() if p.rules.game in declared.games)
    return rules.replace(**dict(declared.variation_with, **NEEDS.get(declared.key, {})))


def _values(declared):
    if declared.is_bool:
        return [not declared.default]
    if declared.is_text:
        return [declared.codec.parse(declared.codec.example)]
    if declared.is_range:
        ends = {declared.minimum, declared.maximum} - {declared.default}
        return sorted(ends) + [c.value for c in declared.choices if c.value not in ends]
    return [c.value for c in declared.choices if c.value != declared.default]


CASES = [
    pytest.param(declared, value, id=f"{declared.key}={value!r}")
    for declared in SWITCHES
    if declared.records_only is None
    for value in _values(declared)
]


@pytest.mark.parametrize(("declared", "value"), CASES)
def test_every_switch_value_changes_an_outcome_within_the_bounds(declared, value):
    base = _base(declared)
    rules = base.replace(**{declared.key: value})
    assert outcomes(rules) != outcomes(base), f"{declared.key}={value!r} changes nothing"


@pytest.mark.parametrize(
    "declared", [d for d in SWITCHES if d.records_only is not None], ids=lambda d: d.key
)
def test_a_switch_that_only_records_says_why(declared):
    assert len(declared.records_only.split()) >= 5
