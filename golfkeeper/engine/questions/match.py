"""The match: its length, ties and the range of totals."""

from __future__ import annotations

from golfkeeper.engine.holes import hole_range
from golfkeeper.engine.house_rules import HouseRules
from golfkeeper.engine.missed_holes import MissedHoles, missed_hole_score
from golfkeeper.engine.questions.model import (
    BICYCLE,
    HOUSE,
    PAGAT,
    TABLE_PRACTICE,
    WIKIPEDIA,
    Answer,
    Fact,
    Topic,
)
from golfkeeper.engine.questions.registry import register_question
from golfkeeper.engine.text import holes_text, names_text, points_text


@register_question(
    "how-many-holes",
    Topic.MATCH,
    "How many holes is a match, and who deals each one?",
    "holes rounds deals length match dealer next first player left clockwise",
)
def _how_many_holes(rules: HouseRules) -> Answer:
    # Bicycle, Pagat and Wikipedia give the length; none of them says who deals next
    # (Pagat only that deal and play go clockwise), so the deal is common table practice.
    lengths = {
        9: (
            "the usual length, as Bicycle, Pagat and Wikipedia give it",
            (BICYCLE, PAGAT, WIKIPEDIA),
        ),
        18: ("a longer match Pagat and Wikipedia mention", (PAGAT, WIKIPEDIA)),
        5: ("a short match some tables play", ()),
    }
    said, sources = lengths.get(rules.holes, ("the length your table agreed", (HOUSE,)))
    return Answer(
        holes_text(rules.holes),
        f"Your match is {holes_text(rules.holes)}, {said}. After every hole the deal moves one "
        "seat to the left, and the player on the dealer's left plays first; the rulebooks "
        "don't settle who deals next, so that part is common table practice. The score "
        "sheet shows who deals each hole.",
        (*sources, TABLE_PRACTICE),
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
        f"They share it. After your {holes_text(rules.holes)}, everyone on the lowest total "
        "wins together; there is no extra hole to break the tie.",
        (TABLE_PRACTICE,),
    )


@register_question(
    "match-total-range",
    Topic.MATCH,
    "What's the lowest and highest possible match total?",
    "match total range lowest highest possible whole game",
    for_players=True,
)
def _match_total(rules: HouseRules, players: int | None) -> Answer:
    found = hole_range(rules, players)
    low, high = found.min * rules.holes, found.max * rules.holes
    return Answer(
        f"{points_text(low)} to {points_text(high)}",
        f"From {points_text(low)} to {points_text(high)} over your "
        f"{holes_text(rules.holes)}{found.for_whom()}: each hole scores between "
        f"{points_text(found.min)} and {points_text(found.max)}.{found.why_wider()} A total "
        "outside that range means a score was written down wrong.",
        (TABLE_PRACTICE,),
        worked_out=True,
        facts=(
            Fact("hole_min", found.min, found.subject),
            Fact("hole_max", found.max, found.subject),
            Fact("match_min", low, found.subject),
            Fact("match_max", high, found.subject),
        ),
    )


# What a player who missed a hole scores, in words (docs/rules.md#missed_holes), in the order tables
# reach for them.
_MISSED_WORDS = {
    MissedHoles.HIGHEST: "the highest score anyone made on that hole (the usual way for a "
    "late player)",
    MissedHoles.AVERAGE: "the average of the players who played it, rounded up",
    MissedHoles.SKIP: "nothing, so the total covers fewer holes",
}
_MISSED_SHORT = {
    MissedHoles.HIGHEST: "The hole's highest score",
    MissedHoles.AVERAGE: "The others' average",
    MissedHoles.SKIP: "Nothing counts",
}


def _missed_holes(rules: HouseRules) -> MissedHoles:
    """The table's rule for a hole a player was not dealt in on (docs/rules.md#missed_holes)."""
    return rules.missed_holes


@register_question(
    "missed-holes",
    Topic.MATCH,
    "What if a player joins late or leaves?",
    "join late joins leaves leave early arrive new player missed holes absent quit drop out",
)
def _joins_late(rules: HouseRules) -> Answer:
    rule = _missed_holes(rules)
    played = (4, 9, 2)
    others = [other for other in MissedHoles if other is not rule]

    def scored(which: MissedHoles) -> str:
        points = missed_hole_score(played, which)
        return "nothing" if points is None else points_text(points)

    return Answer(
        _MISSED_SHORT[rule],
        "A late player is dealt in from the next hole, and a player who leaves is left out "
        "from the next hole; the score sheet can add or remove a player part-way through. "
        f"For each hole a player did not play, your table counts {_MISSED_WORDS[rule]}. "
        "Other tables count "
        f"{'; or '.join(_MISSED_WORDS[other] for other in others)}: if the others scored "
        f"{names_text([points_text(score) for score in played])}, the missing player gets "
        f"{scored(rule)} your way, {' or '.join(scored(other) for other in others)} theirs. "
        "A player who leaves keeps the scores of the holes they played, and each hole's "
        "house-rule adjustments are worked out among the players dealt in on it, so nothing "
        "already scored changes. Agree which before the player joins or leaves.",
        (TABLE_PRACTICE, HOUSE),
    )
