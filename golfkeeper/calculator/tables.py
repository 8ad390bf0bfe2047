"""The tables this browser keeps score of or follows, offered by name in the calculator
opened outside a match: "our table's rules" picked without setting a switch.

Each table is named from its match (its name, else its players and the day it started)
and summed up by what its rules score differently from the main rules, as the engine
scores it. A link to a table's rules carries its switches, not the match, so it opens for
anyone it is sent to.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from golfkeeper import scorekeeping, sharing
from golfkeeper.calculator.results import scoring_rules
from golfkeeper.engine.cards import Card, Rank
from golfkeeper.engine.house_rules import MAIN_RULES, SCORING_SWITCHES, SWITCHES_BY_KEY, HouseRules
from golfkeeper.engine.scoring import card_value, inactive_switches
from golfkeeper.engine.text import points_text, rank_plural

# Tables offered at most, newest match first.
TABLES_SHOWN = 5
# Switches the card values already say (a joker's and a 2's worth, the ranks valued
# differently), and those that change what a layout may hold, never what it scores.
_SAID_BY_VALUES = frozenset({"jokers", "twos", "card_values", "decks", "jokers_per_deck"})


@dataclass(frozen=True)
class KnownTable:
    """A table's scoring rules as the calculator offers them: the match ``name`` (``None``
    when it has none: then its ``players`` and the day it was ``started`` name it), the
    ``summary`` of what scores differently from the main rules, and the ``rules``
    (scoring switches only)."""

    match_id: int
    name: str | None
    players: str
    started: datetime
    summary: str
    rules: HouseRules


def rules_differences(rules: HouseRules) -> list[str]:
    """What ``rules`` score differently from the main rules, shortly, in the form's words:
    each card worth something else ("kings −2", "jokers −2"), then each other scoring
    switch that differs and can play in the table's game. Empty when they score alike."""
    parts = []
    for rank in Rank:
        if rank is Rank.JOKER and rules.jokers is None:
            continue
        points = card_value(Card(rank), rules)
        usual = None if rank is Rank.JOKER else card_value(Card(rank), MAIN_RULES)
        if points != usual:
            parts.append(f"{rank_plural(rank)} {points_text(points)}")
    skip = _SAID_BY_VALUES | set(inactive_switches(rules))
    for key in SCORING_SWITCHES:
        value = getattr(rules, key)
        if key in skip or value == getattr(MAIN_RULES, key):
            continue
        declared = SWITCHES_BY_KEY[key]
        label = declared.label[0].lower() + declared.label[1:]
        if declared.is_bool:
            parts.append(label if value else f"{label}: no")
        else:
            parts.append(f"{label}: {declared.answer(value)}")
    return parts


def known_tables(limit: int = TABLES_SHOWN) -> list[KnownTable]:
    """The tables of the matches this browser keeps score of or follows, newest first,
    each set of scoring rules once (named by its newest match), leaving out the tables
    that score as the main rules do."""
    ids = sharing.remembered_ids()
    if not ids:
        return []
    matches = scorekeeping.matches_newest_first(ids)
    tables: list[KnownTable] = []
    seen = {scoring_rules(MAIN_RULES)}
    for match in matches:
        if not sharing.may_read(match):
            continue
        rules = scoring_rules(match.house_rules)
        if rules in seen:
            continue
        seen.add(rules)
        summary = ", ".join(rules_differences(rules))
        if not summary:
            continue  # more decks than the main rules' one, say: it scores as they do
        players = ", ".join(p.name for p in match.players if not p.is_removed)
        tables.append(KnownTable(match.id, match.name, players, match.created_at, summary, rules))
        if len(tables) == limit:
            break
    return tables
