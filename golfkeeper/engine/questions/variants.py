"""Other games: four-card and nine-card golf."""

from __future__ import annotations

from golfkeeper.engine.house_rules import PRESETS, Game, HouseRules
from golfkeeper.engine.questions._facts import cards_word, how_it_scores, nine_lines, score_example
from golfkeeper.engine.questions.model import PAGAT, TABLE_PRACTICE, WIKIPEDIA, Answer, Topic
from golfkeeper.engine.questions.registry import register_question
from golfkeeper.engine.text import points_text


def _other_game(rules: HouseRules, game: Game, preset: str) -> tuple[HouseRules, str]:
    """The rules to answer a question about ``game`` under (the table's when it plays that
    game, else the game as usually played) and the game's name for the answer: "four-card
    golf" or "your four-card golf"."""
    name = {Game.FOUR_CARD: "four-card golf", Game.NINE_CARD: "nine-card golf"}[game]
    if rules.game is game:
        return rules, f"your {name}"
    return PRESETS[preset].rules, name


def _played(rules: HouseRules, game: Game) -> str:
    """Says which game the table plays, when it is not ``game``; the answer is then about
    a game the table does not play, and must say so on every line."""
    if rules.game is game:
        return ""
    return f"Your table plays {cards_word(rules)}-card golf; this is about another game. "


@register_question(
    "four-card-golf",
    Topic.VARIANTS,
    "Four-card golf: do pairs cancel? Is a 2 negative?",
    "four-card 4-card four card square knock pairs twos",
)
def _four_card(rules: HouseRules) -> Answer:
    four, name = _other_game(rules, Game.FOUR_CARD, "four-card")
    score = score_example(four, ["2", "2"])
    points = score.columns[0].points
    pairs = "pairs cancel" if points == 0 else "pairs don't cancel"
    two = "a 2 is negative" if four.twos < 0 else "a 2 is not negative"
    return Answer(
        f"In {name}, {pairs}; {two}",
        f"{_played(rules, Game.FOUR_CARD)}In {name}, {pairs}, and {two} "
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
    nine, name = _other_game(rules, Game.NINE_CARD, "nine-card")
    pair = score_example(nine, ["7", "7", "K"])
    triple = score_example(nine, ["7", "7", "7"])
    lines = nine_lines(nine)
    return Answer(
        f"In {name}, no: only three of a kind",
        f"{_played(rules, Game.NINE_CARD)}In {name}, no: a pair doesn't cancel, so 7, 7 "
        f"and a king in a column score {points_text(pair.columns[0].points)}. Three equal "
        f"cards do: three 7s in a column score {points_text(triple.columns[0].points)}, and "
        f"three of a kind count {lines}.",
        (PAGAT, TABLE_PRACTICE),
        example=pair,
    )
