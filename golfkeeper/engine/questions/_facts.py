"""Facts about a game that several answers need, and the example layouts they score.

An answer that quotes a score never states it: it builds a small layout here and has
:func:`~golfkeeper.engine.scoring.score_layout` score it under the table's rules.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from golfkeeper.engine.cards import Layout, parse_layout
from golfkeeper.engine.holes import adjusted_bounds, played_steps
from golfkeeper.engine.house_rules import (
    Game,
    HouseRules,
    InitialReveal,
    KnockMode,
    NineCardLines,
)
from golfkeeper.engine.scoring import LayoutScore, check_layout, hole_score_bounds, score_layout
from golfkeeper.engine.setup import PLAYER_COUNTS
from golfkeeper.engine.text import game_cards_word, points_text


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
    in four-card golf, nor where knocking replaces that ending (V05 ``replaces_auto_end``,
    which applies only when knocking is agreed)."""
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


@dataclass(frozen=True)
class HoleRange:
    """The lowest and highest score (points) one player can have for a hole under the
    table's rules, after the hole adjustments (RULES.md 2.H "Bounds"): for a match's
    ``players``, or the widest over every count from 2 to 8 when ``players`` is None.
    ``layout_min`` / ``layout_max`` are the layout's own range (what a score entered is
    checked against), ``min_layout`` / ``max_layout`` layouts that score them, and
    ``adjustments`` what the table's hole switches do, in words."""

    min: int
    max: int
    layout_min: int
    layout_max: int
    min_layout: Layout
    max_layout: Layout
    players: int | None
    adjustments: tuple[str, ...]

    @property
    def subject(self) -> str:
        """The players the range covers, as a fact's subject: ``"4"`` or ``"2-8"``."""
        if self.players is not None:
            return str(self.players)
        return f"{PLAYER_COUNTS[0]}-{PLAYER_COUNTS[-1]}"

    def for_whom(self) -> str:
        """Who the range is worked out for, when the table's hole adjustments make it
        depend on the players: " with your 4 players", " with any number of players from
        2 to 8 (the widest range)", else an empty string."""
        if not self.adjustments:
            return ""
        if self.players is not None:
            return f" with your {self.players} players"
        return (
            f" with any number of players from {PLAYER_COUNTS[0]} to {PLAYER_COUNTS[-1]} "
            "(the widest range)"
        )

    def why_wider(self) -> str:
        """A sentence on the layout's own range when the hole adjustments move a hole's
        score beyond it, else an empty string."""
        if not self.adjustments or (self.min, self.max) == (self.layout_min, self.layout_max):
            return ""
        return (
            f" A layout itself scores from {points_text(self.layout_min)} to "
            f"{points_text(self.layout_max)}; your table's hole adjustments "
            f"({'; '.join(self.adjustments)}) take a hole beyond that."
        )


def hole_range(rules: HouseRules, players: int | None = None) -> HoleRange:
    """The table's :class:`HoleRange` (layout bounds by search, then
    :func:`~golfkeeper.engine.holes.adjusted_bounds`)."""
    bounds = hole_score_bounds(rules)
    counts = PLAYER_COUNTS if players is None else (players,)
    ends = [adjusted_bounds(bounds.min, bounds.max, count, rules) for count in counts]
    played = tuple(step.summary for step, _ in played_steps(rules))
    return HoleRange(
        min(low for low, _ in ends),
        max(high for _, high in ends),
        bounds.min,
        bounds.max,
        bounds.min_layout,
        bounds.max_layout,
        players,
        played,
    )
