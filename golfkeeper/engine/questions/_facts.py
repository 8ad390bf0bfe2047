"""Facts about a game that several answers need, and the example layouts they score.

An answer that quotes a score never states it: it builds a small layout here and has
:func:`~golfkeeper.engine.scoring.score_layout` score it under the table's rules.
"""

from __future__ import annotations

from collections.abc import Iterable

from golfkeeper.engine.cards import Layout, parse_layout
from golfkeeper.engine.house_rules import (
    Game,
    HouseRules,
    InitialReveal,
    KnockMode,
    NineCardLines,
)
from golfkeeper.engine.scoring import LayoutScore, check_layout, score_layout
from golfkeeper.engine.text import game_cards_word


def cards_word(rules: HouseRules) -> str:
    """How many cards a layout holds, as a word: ``"six"``, ``"four"`` or ``"nine"``."""
    return game_cards_word(rules.game)


def face_up_at_start(rules: HouseRules) -> int:
    """Cards each player turns face up before the first turn."""
    if rules.game is Game.FOUR_CARD:
        return 0
    if rules.game is Game.NINE_CARD:
        return rules.nine_initial_up
    return 0 if rules.initial_reveal is InitialReveal.LOOK_NEAREST_ROW else rules.initial_up


def nine_lines(rules: HouseRules) -> str:
    """Where three of a kind cancel in nine-card golf, in words."""
    if rules.nine_card_lines is NineCardLines.ALL:
        return "along a column, a row or a diagonal"
    if rules.nine_card_lines is NineCardLines.COLUMNS_AND_ROWS:
        return "along a column or a row"
    return "in a column"


def last_card_ends_hole(rules: HouseRules) -> bool:
    """Whether a layout going all face up ends the hole (or starts the last turns): not
    in four-card golf, nor where knocking replaces that ending (``knocking`` =
    ``replaces_auto_end``, which applies only when knocking is agreed)."""
    if rules.game is Game.FOUR_CARD:
        return False
    return not (rules.knocking and rules.knock_mode is KnockMode.REPLACES_AUTO_END)


def then_end(rules: HouseRules) -> str:
    """What happens when a layout's last card goes face up."""
    if rules.last_turn:
        return "everyone else then has one last turn before the hole is scored"
    return "the hole ends at once"


# Filler ranks for example layouts: all different, so they never pair with anything.
_FILLER = ("5", "6", "7", "8", "9", "3", "4", "A", "10", "J", "Q", "K", "2")


def example_layout(rules: HouseRules, *columns: Iterable[str | None]) -> Layout:
    """A layout in the table's shape whose first columns hold the given cards (top first).

    Every other position, and any ``None``, gets a filler card of a rank used nowhere
    else, so it never pairs with anything. Raises :class:`CardError` when the table's
    decks could not deal the layout.

    >>> from golfkeeper.engine.house_rules import MAIN_RULES
    >>> str(example_layout(MAIN_RULES, ["2", "2"]))
    '2 5 7 / 2 6 8'
    """
    n_rows, n_columns = rules.game.shape
    given = [list(column) for column in columns]
    used = {text.upper().rstrip("SHDC") for column in given for text in column if text}
    filler = iter(rank for rank in _FILLER if rank not in used)
    grid: list[list[str]] = []
    for index in range(n_columns):
        column = given[index] if index < len(given) else []
        column = column + [None] * (n_rows - len(column))
        grid.append([text or next(filler) for text in column[:n_rows]])
    text = " / ".join(" ".join(grid[c][r] for c in range(n_columns)) for r in range(n_rows))
    layout = parse_layout(text)
    check_layout(layout, rules)
    return layout


def score_example(rules: HouseRules, *columns: Iterable[str | None]) -> LayoutScore:
    """:func:`example_layout` scored under ``rules``; raises :class:`CardError` the same way."""
    return score_layout(example_layout(rules, *columns), rules)


def how_it_scores(score: LayoutScore, column: int = 0) -> str:
    """The engine's reason for one column's points (``column`` counts from 0), as a sentence."""
    return f"How it scores: {score.columns[column].reason}."
