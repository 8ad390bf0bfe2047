"""Scoring: pairs, twos, kings, four of a kind, the lowest and highest scores."""

from __future__ import annotations

import functools
import itertools

from golfkeeper.engine.cards import CardError, Rank
from golfkeeper.engine.house_rules import MAIN_RULES, Game, HouseRules, PairLines
from golfkeeper.engine.questions._facts import example_layout, how_it_scores, score_example
from golfkeeper.engine.questions.model import (
    BICYCLE,
    HOUSE,
    SOURCES,
    TABLE_PRACTICE,
    WIKIPEDIA,
    Answer,
    Topic,
)
from golfkeeper.engine.questions.registry import register_question
from golfkeeper.engine.questions.variations import VARIATIONS
from golfkeeper.engine.scoring import LayoutScore, card_value, hole_score_bounds, score_layout
from golfkeeper.engine.text import decks_text, number_word, points_text, ranks_text


def _cancelled(score: LayoutScore, *positions: tuple[int, int]) -> bool:
    """Whether every card at the given (row, column) positions (0-based) counts 0."""
    layout, rules = score.layout, score.rules
    counted = sum(card_value(layout.rows[r][c], rules) for r, c in positions)
    columns = {c for _, c in positions}
    others = sum(
        card_value(layout.rows[r][c], rules)
        for c in columns
        for r in range(layout.n_rows)
        if (r, c) not in positions
    )
    return counted != 0 and sum(score.columns[c].points for c in columns) == others


# (row, column) places in a layout, both counted from 0.
_Positions = tuple[tuple[int, int], ...]

_PAIR_SWITCHES = ("game", "pairs", "pair_of_twos", "nine_card_lines")


def _sources(
    rules: HouseRules, main: tuple[str, ...], switches: tuple[str, ...]
) -> tuple[str, ...]:
    """``main`` when the switches that decide the answer are the main rules', else the
    sources of the house rules the table agreed for them (house agreement if none)."""
    if all(getattr(rules, name) == getattr(MAIN_RULES, name) for name in switches):
        return main
    found: list[str] = []
    for variation in VARIATIONS:
        value = getattr(rules, variation.switch)
        if (
            variation.switch in switches
            and value != getattr(MAIN_RULES, variation.switch)
            and value == getattr(variation.rules, variation.switch)
        ):
            found += variation.sources
    return tuple(source for source in SOURCES if source in found) or (HOUSE,)


@register_question(
    "two-twos-in-a-column",
    Topic.SCORING,
    f"Do two 2s in a column score {points_text(-4)}?",
    "twos 2s deuces pair minus four -4 column",
)
def _two_twos(rules: HouseRules) -> Answer:
    score = score_example(rules, ["2", "2", "K"] if rules.game is Game.NINE_CARD else ["2", "2"])
    points = score.columns[0].points
    if points == 0:
        short, verdict = "No, 0", "No. Two 2s in one column are a pair like any other: 0."
    elif points < 0:
        short = f"Yes, {points_text(points)}"
        verdict = f"Yes, at your table a column holding two 2s scores {points_text(points)}."
    else:
        short = f"No, {points_text(points, signed=True)}"
        verdict = (
            f"No: at your table a 2 is worth {points_text(rules.twos, signed=True)}, and a "
            f"column holding two of them scores {points_text(points, signed=True)}."
        )
    return Answer(
        short,
        f"{verdict} {how_it_scores(score)}",
        _sources(rules, (BICYCLE, TABLE_PRACTICE), (*_PAIR_SWITCHES, "jokers", "twos")),
        example=score,
    )


@register_question(
    "jack-with-a-queen",
    Topic.SCORING,
    "Does a jack pair with a queen, or a 10 with a jack?",
    "jack queen ten 10 J Q pair same value rank court",
)
def _jack_queen(rules: HouseRules) -> Answer:
    cards = ["J", "Q", "10"] if rules.game is Game.NINE_CARD else ["J", "Q"]
    score = score_example(rules, cards)
    points = score.columns[0].points
    together = "a jack, a queen and a 10" if len(cards) == 3 else "a jack over a queen"
    return Answer(
        f"No, {points_text(points)}",
        "No. Jacks, queens and 10s are all worth 10, but they are different ranks, and only "
        f"the same rank cancels: {together} in one column scores {points_text(points)}. "
        f"{how_it_scores(score)}",
        _sources(rules, (TABLE_PRACTICE,), ("game",)),
        example=score,
    )


@register_question(
    "do-suits-matter",
    Topic.SCORING,
    "Do suits matter?",
    "suit suits hearts spades clubs diamonds colour color",
)
def _suits(rules: HouseRules) -> Answer:
    try:
        example_layout(rules, ["8S", "8S"])
        supply = (
            f"with {decks_text(rules.decks)} there are {number_word(rules.decks)} of every "
            "card, so two 8♠ can turn up, and they count like any two 8s."
        )
    except CardError:
        supply = "with one deck there is just one 8♠, so a layout can never hold two."
    return Answer(
        "No, only rank",
        "Not for the score: a card's value, and whether two cards cancel, depend only on "
        f"rank. Suits matter only for which cards exist: {supply}",
        (TABLE_PRACTICE,),
    )


@register_question(
    "two-identical-cards",
    Topic.SCORING,
    "With two decks, do two identical cards (say two 8♠) pair?",
    "identical same card two decks duplicate pair 8",
)
def _identical_cards(rules: HouseRules) -> Answer:
    with_two = rules if rules.decks >= 2 else rules.replace(decks=2)
    cards = ["8S", "8S", "K"] if rules.game is Game.NINE_CARD else ["8S", "8S"]
    score = score_example(with_two, cards)
    points = score.columns[0].points
    if points == 0:
        short, verdict = "Yes, 0", "Yes. They are the same rank, so they are a pair: 0."
    else:
        short = f"No, {points_text(points)}"
        verdict = f"They count like any two 8s, and here the column scores {points_text(points)}."
    if rules.decks == 1:
        short = "Not with one deck"
        verdict = (
            "It can't happen with your one deck: it has only one 8♠. With two decks: "
            f"{verdict[0].lower()}{verdict[1:]}"
        )
    return Answer(
        short,
        f"{verdict} {how_it_scores(score)}",
        (WIKIPEDIA, TABLE_PRACTICE),
        example=score,
    )


def _line_answer(
    rules: HouseRules, score: LayoutScore, positions: _Positions, where: str
) -> tuple[str, str]:
    """Short and verdict for "do equal cards along ``where`` cancel?"."""
    counted = sum(card_value(score.layout.rows[r][c], rules) for r, c in positions)
    if _cancelled(score, *positions):
        return "Yes", f"Yes, at your table equal cards {where} cancel: they count 0."
    if rules.game is Game.NINE_CARD:
        return "No", (
            "No. In nine-card golf a pair never cancels, and at your table three equal cards "
            f"{where} count in full too (only a column of three cancels): here "
            f"{points_text(counted)}."
        )
    return "No", (
        f"No. Equal cards {where} don't cancel; each counts in full, here "
        f"{points_text(counted)} together."
    )


@register_question(
    "pair-in-a-row",
    Topic.SCORING,
    "Does a pair side by side in a row count?",
    "row side by side horizontal pair next to adjacent",
)
def _row_pair(rules: HouseRules) -> Answer:
    if rules.game is Game.NINE_CARD:
        score = score_example(rules, ["8"], ["8"], ["8"])
        positions: _Positions = ((0, 0), (0, 1), (0, 2))
        where = "along a row"
    else:
        score = score_example(rules, ["8", "K"], ["8", "3"])
        positions = ((0, 0), (0, 1))
        where = "side by side in a row"
    short, verdict = _line_answer(rules, score, positions, where)
    return Answer(
        short,
        verdict,
        _sources(rules, (TABLE_PRACTICE,), _PAIR_SWITCHES),
        example=score,
    )


@register_question(
    "pair-on-a-diagonal",
    Topic.SCORING,
    "Do two equal cards on a diagonal cancel?",
    "diagonal corner pair across",
)
def _diagonal_pair(rules: HouseRules) -> Answer:
    if rules.game is Game.NINE_CARD:
        score = score_example(rules, ["8", None, None], [None, "8", None], [None, None, "8"])
        positions: _Positions = ((0, 0), (1, 1), (2, 2))
    else:
        score = score_example(rules, ["8", "K"], ["3", "8"])
        positions = ((0, 0), (1, 1))
    short, verdict = _line_answer(rules, score, positions, "on a diagonal")
    return Answer(
        short,
        verdict,
        _sources(rules, (TABLE_PRACTICE,), _PAIR_SWITCHES),
        example=score,
    )


@register_question(
    "column-of-two-kings",
    Topic.SCORING,
    "Is a column of two kings worth anything special?",
    "kings king pair zero K column bonus",
)
def _two_kings(rules: HouseRules) -> Answer:
    if rules.game is Game.NINE_CARD:
        score = score_example(rules, ["K", "K", "K"])
        kings = "kings"
    else:
        score = score_example(rules, ["K", "K"], ["K", "K"])
        kings = "two kings"
    points = score.columns[0].points
    text = (
        f"A column of {kings} scores {points_text(points)}, no better than kings spread over "
        "different columns, because a king is worth 0 anyway."
    )
    short = f"No, {points_text(points)}"
    bonus = sum(bonus.points for bonus in score.bonuses)
    if bonus:
        text += (
            " But at your table four kings filling columns 1 and 2 earn the four-of-a-kind "
            f"bonus: {points_text(bonus)}."
        )
        short = f"Only as four of a kind: {points_text(bonus)}"
    return Answer(
        short,
        text,
        _sources(rules, (TABLE_PRACTICE,), ("game", "four_of_a_kind")),
        example=score,
    )


@register_question(
    "king-with-a-two",
    Topic.SCORING,
    "Is a 2 with a king in one column a pair?",
    "king two 2 K column zero minus",
)
def _king_and_two(rules: HouseRules) -> Answer:
    score = score_example(rules, ["2", "K", "K"] if rules.game is Game.NINE_CARD else ["2", "K"])
    points = score.columns[0].points
    return Answer(
        f"No, {points_text(points, signed=True)}",
        "No. A 2 and a king are different ranks, so nothing cancels: the 2 keeps its "
        f"{points_text(rules.twos, signed=True)} and a king adds 0, so the column scores "
        f"{points_text(points, signed=True)}. {how_it_scores(score)}",
        _sources(rules, (TABLE_PRACTICE,), ("game", "jokers", "twos")),
        example=score,
    )


@functools.lru_cache(maxsize=256)
def _best_column(rules: HouseRules) -> tuple[int, LayoutScore]:
    """The lowest score one column can make, and a layout whose first column makes it.

    Only 2s, kings and jokers are tried: swapping every card worth more than 0 in a
    column for a king (worth 0, and no deck runs short of three) never raises the column,
    so the lowest column is always made of those three ranks. The engine scores each try.
    """
    ranks = [Rank.TWO, Rank.KING] + ([Rank.JOKER] if rules.jokers is not None else [])
    best: tuple[int, LayoutScore] | None = None
    for cards in itertools.combinations_with_replacement(ranks, rules.game.shape[0]):
        try:
            score = score_example(rules, [rank.value for rank in cards])
        except CardError:
            continue  # the decks don't hold that many of the rank
        if best is None or score.columns[0].points < best[0]:
            best = (score.columns[0].points, score)
    assert best is not None
    return best


@register_question(
    "best-column",
    Topic.SCORING,
    "What's the best a single column can score?",
    "best lowest column minimum score one column",
)
def _best_column_answer(rules: HouseRules) -> Answer:
    points, score = _best_column(rules)
    column = score.columns[0]
    cards = ranks_text([card.rank for card in column.cards])
    text = f"{points_text(points)}, from {cards} in one column. {how_it_scores(score)}"
    if rules.four_of_a_kind and rules.game is Game.SIX_CARD and rules.pairs is not PairLines.ROWS:
        text += " A four-of-a-kind bonus, earned by two columns together, comes on top."
    return Answer(
        points_text(points),
        text,
        (TABLE_PRACTICE,),
        example=score,
        worked_out=True,
    )


@register_question(
    "four-of-a-kind",
    Topic.SCORING,
    "I have four of a kind in two columns. Is there a bonus?",
    "four of a kind square bonus minus ten twenty -10 -20 two pairs",
)
def _four_of_a_kind(rules: HouseRules) -> Answer:
    third = ["K"] if rules.game is Game.NINE_CARD else []
    score = score_example(rules, ["7", "7", *third], ["7", "7", *third])
    bonus = sum(bonus.points for bonus in score.bonuses)
    together = score.columns[0].points + score.columns[1].points + bonus
    if not bonus:
        short = "No bonus"
        text = (
            f"No bonus at your table: those two columns score {points_text(together)} "
            f"together. {how_it_scores(score)}"
        )
    else:
        short = f"Yes, {points_text(bonus)}"
        text = (
            f"Yes, at your table: four 7s filling columns 1 and 2 score {points_text(together)} "
            "for the two columns instead of 0."
        )
        apart = score_example(rules, ["7", "7"], [None, None], ["7", "7"])
        apart_bonus = sum(bonus.points for bonus in apart.bonuses)
        if apart_bonus != bonus:
            apart_total = apart.columns[0].points + apart.columns[2].points + apart_bonus
            short = f"Only side by side: {points_text(bonus)}"
            text += (
                f" Only side by side, though: four 7s in columns 1 and 3 score "
                f"{points_text(apart_total)}."
            )
    return Answer(
        short,
        text,
        _sources(rules, (TABLE_PRACTICE,), ("game", "pairs", "four_of_a_kind")),
        example=score,
    )


@register_question(
    "lowest-hole-score",
    Topic.SCORING,
    "What's the lowest possible score for one hole?",
    "lowest minimum best score hole record",
)
def _lowest_hole(rules: HouseRules) -> Answer:
    bounds = hole_score_bounds(rules)
    return Answer(
        points_text(bounds.min),
        f"{points_text(bounds.min)} points, for example with the layout {bounds.min_layout}. "
        "Nothing the decks can deal scores lower under your rules.",
        (TABLE_PRACTICE,),
        example=score_layout(bounds.min_layout, rules),
        worked_out=True,
    )


@register_question(
    "highest-hole-score",
    Topic.SCORING,
    "What's the highest possible score for one hole?",
    "highest maximum worst score hole",
)
def _highest_hole(rules: HouseRules) -> Answer:
    bounds = hole_score_bounds(rules)
    return Answer(
        points_text(bounds.max),
        f"{points_text(bounds.max)} points, for example with the layout {bounds.max_layout}. "
        "Nothing the decks can deal scores higher under your rules.",
        (TABLE_PRACTICE,),
        example=score_layout(bounds.max_layout, rules),
        worked_out=True,
    )


@register_question(
    "negative-scores",
    Topic.SCORING,
    "Can a hole score or a running total be negative?",
    "negative below zero minus total running",
)
def _negative_score(rules: HouseRules) -> Answer:
    bounds = hole_score_bounds(rules)
    if bounds.min < 0:
        return Answer(
            "Yes",
            f"Yes. A hole can score as low as {points_text(bounds.min)}, and a total below "
            "zero stays below zero: nothing resets at 0.",
            (TABLE_PRACTICE,),
            worked_out=True,
        )
    return Answer(
        "No, not with your rules",
        f"No, not with your rules: the lowest a hole can score is {points_text(bounds.min)}, "
        "so no score or total ever drops below zero.",
        (TABLE_PRACTICE,),
        worked_out=True,
    )
