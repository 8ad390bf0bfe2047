"""An exported match as read and checked, before it is stored again: its players, its
history lines and the match itself (``matches/importing.py`` reads the file into these)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from golfkeeper.engine.house_rules import HouseRules


@dataclass(frozen=True)
class RestoredPlayer:
    """A player as read from an exported match (see ``matches/importing.py``)."""

    key: str
    name: str
    seat: int
    joined_at_hole: int
    left_at_hole: int | None
    removed: bool = False  # taken off the sheet as added by mistake (``Player.removed``)


@dataclass(frozen=True)
class RestoredChange:
    """One history line as read from an exported match; player values are player keys."""

    batch: int
    kind: str
    at: datetime
    player: str | None
    hole_number: int | None
    old: Any
    new: Any
    reason: str | None
    undone_at: datetime | None


@dataclass(frozen=True)
class RestoredMatch:
    """A whole match as read and checked from an export, ready to store as a new match."""

    name: str | None
    created_at: datetime | None  # None: now
    rules: HouseRules
    first_dealer_seat: int
    first_dealer_drawn: bool
    finished_at: datetime | None
    players: tuple[RestoredPlayer, ...]
    scores: Mapping[tuple[str, int], int]  # (player key, hole number) -> points
    went_out: Mapping[int, str]  # hole number -> player key
    history: tuple[RestoredChange, ...]
