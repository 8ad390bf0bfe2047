"""The score sheet as stored: matches, their players and the hole scores they record."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from sqlalchemy import JSON, ForeignKey, Index, String, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column, relationship

from golfkeeper.engine.house_rules import HouseRules, house_rules_from_dict
from golfkeeper.extensions import db

PLAYER_NAME_MAX = 40


def utcnow() -> datetime:
    return datetime.now(UTC).replace(tzinfo=None)


class Match(db.Model):
    """One match: players in seating order, the first dealer and the agreed house rules."""

    id: Mapped[int] = mapped_column(primary_key=True)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(default=utcnow, onupdate=utcnow)
    finished_at: Mapped[datetime | None]
    first_dealer_seat: Mapped[int] = mapped_column(default=0)
    # A snapshot of the table's house rules as HouseRules.to_dict(): later changes to
    # presets never change a match already started.
    rules: Mapped[dict[str, Any]] = mapped_column(JSON)

    players: Mapped[list[Player]] = relationship(
        back_populates="match", order_by="Player.seat", cascade="all, delete-orphan"
    )
    scores: Mapped[list[HoleScore]] = relationship(
        back_populates="match", cascade="all, delete-orphan"
    )

    __table_args__ = (Index("ix_match_created_at", "created_at"),)

    @property
    def house_rules(self) -> HouseRules:
        """The stored rules as the engine's value: the one place that converts them."""
        return house_rules_from_dict(self.rules)

    @property
    def holes(self) -> int:
        return int(self.rules.get("holes", 9))

    @property
    def is_finished(self) -> bool:
        return self.finished_at is not None


class Player(db.Model):
    """A player at a seat (0-based, clockwise). Scores belong to the player, not the name."""

    id: Mapped[int] = mapped_column(primary_key=True)
    match_id: Mapped[int] = mapped_column(ForeignKey("match.id", ondelete="CASCADE"))
    seat: Mapped[int]
    name: Mapped[str] = mapped_column(String(PLAYER_NAME_MAX))

    match: Mapped[Match] = relationship(back_populates="players")

    __table_args__ = (UniqueConstraint("match_id", "seat"),)


class HoleScore(db.Model):
    """One player's points for one hole. No row means "not entered", never 0."""

    id: Mapped[int] = mapped_column(primary_key=True)
    match_id: Mapped[int] = mapped_column(ForeignKey("match.id", ondelete="CASCADE"))
    player_id: Mapped[int] = mapped_column(ForeignKey("player.id", ondelete="CASCADE"))
    hole_number: Mapped[int]
    points: Mapped[int]

    match: Mapped[Match] = relationship(back_populates="scores")
    player: Mapped[Player] = relationship()

    __table_args__ = (
        UniqueConstraint("player_id", "hole_number"),
        Index("ix_hole_score_match", "match_id", "hole_number"),
    )
