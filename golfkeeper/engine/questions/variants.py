"""Other games: four-card and nine-card golf."""

from __future__ import annotations

from golfkeeper.engine.house_rules import PRESETS, Game, HouseRules
from golfkeeper.engine.questions._facts import cards_word, how_it_scores, nine_lines, score_example
from golfkeeper.engine.questions.model import PAGAT, TABLE_PRACTICE, WIKIPEDIA, Answer, Topic
from golfkeeper.engine.questions.registry import register_question
from golfkeeper.engine.text import points_text


def _other_game(rules: HouseRules, game: Game, preset: str) -> tuple[HouseRules, str]:
    if rules.game is game:
        return rules, ""
    name = {Game.FOUR_CARD: "four-card", Game.NINE_CARD: "nine-card"}[game]
    return (
        PRESETS[preset].rules,
        f"Your table plays {cards_word(rules)}-card golf. In {name} golf as usually played: ",
    )


@register_question(
    "four-card-golf",
    Topic.VARIANTS,
    "Four-card golf: do pairs cancel? Is a 2 negative?",
    "four-card 4-card four card square knock pairs twos",
)
def _four_card(rules: HouseRules) -> Answer:
    four, prefix = _other_game(rules, Game.FOUR_CARD, "four-card")
    score = score_example(four, ["2", "2"])
    points = score.columns[0].points
    pairs = "pairs cancel" if points == 0 else "pairs don't cancel"
    two = "a 2 is negative" if four.twos < 0 else "a 2 is not negative"
    return Answer(
        f"{pairs.capitalize()}; {two}",
        f"{prefix}{pairs if prefix else pairs.capitalize()}, and {two} "
        f"(worth {points_text(four.twos, signed=True)}), so two 2s "
        f"in a column score {points_text(points, signed=True)}. New cards go in face down, "
        "and the hole ends with a knock. " + how_it_scores(score),
        (PAGAT, WIKIPEDIA, TABLE_PRACTICE),
        example=score,
    )


@register_question(
    "nine-card-golf",
    Topic.VARIANTS,
    "Nine-card golf: do two equal cards in a column score 0?",
    "nine-card 9-card nine card three of a kind triple column",
)
def _nine_card(rules: HouseRules) -> Answer:
    nine, prefix = _other_game(rules, Game.NINE_CARD, "nine-card")
    pair = score_example(nine, ["7", "7", "K"])
    triple = score_example(nine, ["7", "7", "7"])
    lines = nine_lines(nine)
    return Answer(
        "No, only three of a kind",
        f"{prefix}{'no' if prefix else 'No'}, a pair doesn't cancel: 7, 7 and a king in a "
        "column score "
        f"{points_text(pair.columns[0].points)}. Three equal cards do: three 7s in a column "
        f"score {points_text(triple.columns[0].points)}, and three of a kind count {lines}.",
        (PAGAT, TABLE_PRACTICE),
        example=pair,
    )
