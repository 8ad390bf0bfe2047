"""The score sheet as stored: matches, their players, hole scores, notes and history."""

from __future__ import annotations

import json
import secrets
from datetime import UTC, datetime
from functools import lru_cache
from typing import Any

from sqlalchemy import JSON, ForeignKey, Index, String, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column, relationship

from golfkeeper.engine.house_rules import HouseRules, house_rules_from_dict
from golfkeeper.engine.setup import PLAYER_COUNTS
from golfkeeper.extensions import db

PLAYER_NAME_MAX = 40
MATCH_NAME_MAX = 60
REASON_MAX = 200
CHANGE_VALUE_MAX = PLAYER_NAME_MAX


TOKEN_MAX = 64
CHECK_CHARS = 4  # a token's first characters, kept in a browser's cookie with each right
DEVICE_MAX = 40


def utcnow() -> datetime:
    return datetime.now(UTC).replace(tzinfo=None)


def new_token() -> str:
    """An unguessable link token: 24 random bytes (192 bits), URL-safe text."""
    return secrets.token_urlsafe(24)


@lru_cache(maxsize=256)
def _house_rules(stored: str) -> HouseRules:
    """``house_rules_from_dict`` of a match's stored rules, as JSON text with its keys
    sorted (the rules are a frozen value, so one can serve every match that has them)."""
    return house_rules_from_dict(json.loads(stored))


class Match(db.Model):
    """One match: players in seating order, the first dealer and the agreed house rules."""

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str | None] = mapped_column(String(MATCH_NAME_MAX))
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(default=utcnow, onupdate=utcnow)
    finished_at: Mapped[datetime | None]
    # When a browser last opened the match (its score sheet or a link), noted at most hourly
    # and only where old matches are deleted (golfkeeper/web/retention.py).
    opened_at: Mapped[datetime | None]
    first_dealer_seat: Mapped[int] = mapped_column(default=0)
    # True when the app drew the first dealer at random ("draw for it").
    first_dealer_drawn: Mapped[bool] = mapped_column(default=False, server_default="0")
    # Counts the writes: every change to the match (a batch in its history) adds one.
    version: Mapped[int] = mapped_column(default=0, server_default="0")
    # A snapshot of the table's house rules as HouseRules.to_dict(): later changes to
    # presets never change a match already started.
    rules: Mapped[dict[str, Any]] = mapped_column(JSON)
    # Capability links: the view token lets anyone follow the match, the edit token lets
    # its holder keep score (see golfkeeper/sharing/).
    view_token: Mapped[str] = mapped_column(
        String(TOKEN_MAX), unique=True, index=True, default=new_token
    )
    edit_token: Mapped[str] = mapped_column(
        String(TOKEN_MAX), unique=True, index=True, default=new_token
    )
    # The first characters of the view token when edit rights still named the view token
    # (matches stored before migration 0006): cookies holding such a right keep it until
    # the edit link is first replaced, which clears this. None for every later match.
    legacy_edit_check: Mapped[str | None] = mapped_column(String(CHECK_CHARS))
    # The browser that started (or imported) the match, as a grant names it (a SHA-256 of
    # its cookie id): it alone may replace the links, and may take the match back
    # (golfkeeper/sharing/links.py). None for a match from before migration 0008 whose starter was
    # not recorded: any browser with the edit right may replace links, as before.
    starter: Mapped[str | None] = mapped_column(String(64))
    # The SHA-256 of the match's recovery link, shown once to the starter: whoever opens
    # it becomes the starter (once). None when there is none.
    recovery_hash: Mapped[str | None] = mapped_column(String(64), unique=True, index=True)
    # The match the table started from this one with Play again (the latest, when it played
    # again twice): its view link is offered to whoever follows this one. None when there is
    # none, or when the next match was deleted or its view link replaced (an old match's
    # followers are not given a link the scorekeeper meant to take back).
    next_match_id: Mapped[int | None] = mapped_column(
        ForeignKey("match.id", ondelete="SET NULL"), index=True
    )

    # Deleting a match leaves its rows to the database's ON DELETE CASCADE.
    players: Mapped[list[Player]] = relationship(
        back_populates="match",
        order_by="Player.seat",
        cascade="all, delete-orphan",
        passive_deletes=True,
    )
    scores: Mapped[list[HoleScore]] = relationship(
        back_populates="match", cascade="all, delete-orphan", passive_deletes=True
    )
    hole_notes: Mapped[list[Hole]] = relationship(
        cascade="all, delete-orphan", passive_deletes=True
    )
    changes: Mapped[list[MatchChange]] = relationship(
        order_by="MatchChange.id",
        cascade="all, delete-orphan",
        passive_deletes=True,
        lazy="raise",  # the history is read by its own query, never by accident
    )

    __table_args__ = (Index("ix_match_created_at", "created_at"),)

    @property
    def house_rules(self) -> HouseRules:
        """The stored rules as the engine's value: the one place that converts them. Each
        distinct set is converted once (``_house_rules``): a score sheet page asks four
        times, and converting costs some 400 Python calls."""
        return _house_rules(json.dumps(self.rules, sort_keys=True))

    @property
    def holes(self) -> int:
        return int(self.rules.get("holes", 9))

    @property
    def is_finished(self) -> bool:
        return self.finished_at is not None

    @property
    def title(self) -> str:
        """The match's name, or "Match <id>" when it has none."""
        return self.name or f"Match {self.id}"

    def players_dealt_in(self, hole_number: int | None = None) -> list[Player]:
        """The players dealt in on ``hole_number`` or, with None, those still playing
        (neither left nor taken off the score sheet), in seat order."""
        return sorted(
            (
                player
                for player in self.players
                if not player.removed
                and (
                    player.left_at_hole is None
                    if hole_number is None
                    else player.at_table(hole_number)
                )
            ),
            key=lambda player: player.seat,
        )

    def range_players(self, hole_number: int | None = None) -> int | None:
        """How many players a hole's range is worked out for (``engine.holes.hole_range``):
        those dealt in on ``hole_number``, or still playing; None (the widest range) when
        fewer than the game's least."""
        count = len(self.players_dealt_in(hole_number))
        return count if count >= PLAYER_COUNTS[0] else None


class Player(db.Model):
    """A player at a seat (0-based, clockwise). Scores belong to the player, not the name.

    A late player plays from ``joined_at_hole``; a player who left is no longer dealt in
    from ``left_at_hole`` on and keeps their column, scores and place on the score sheet
    (docs/rules.md#missed_holes). A ``removed`` player (added by mistake) is kept with every score
    typed but is no longer on the score sheet; ``left_at_hole`` then says where the deal stopped
    counting them.
    """

    id: Mapped[int] = mapped_column(primary_key=True)
    match_id: Mapped[int] = mapped_column(ForeignKey("match.id", ondelete="CASCADE"))
    seat: Mapped[int]
    name: Mapped[str] = mapped_column(String(PLAYER_NAME_MAX))
    joined_at_hole: Mapped[int] = mapped_column(default=1, server_default="1")
    left_at_hole: Mapped[int | None]
    removed: Mapped[bool] = mapped_column(default=False, server_default="0")

    match: Mapped[Match] = relationship(back_populates="players")

    __table_args__ = (UniqueConstraint("match_id", "seat"),)

    @property
    def is_removed(self) -> bool:
        """Taken off the score sheet (added by mistake): no column, total or place."""
        return self.removed

    @property
    def has_left(self) -> bool:
        """Left the table and still on the score sheet, greyed from ``left_at_hole``."""
        return self.left_at_hole is not None and not self.removed

    @property
    def left_after_hole(self) -> int | None:
        """The last hole a player who left was dealt in on (None: still at the table)."""
        return None if not self.has_left else self.left_at_hole - 1

    def at_table(self, hole_number: int) -> bool:
        """Whether this player was dealt in on ``hole_number``."""
        return self.joined_at_hole <= hole_number and (
            self.left_at_hole is None or hole_number < self.left_at_hole
        )


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


class Hole(db.Model):
    """What a hole records besides its scores: who went out. No row means nothing noted."""

    id: Mapped[int] = mapped_column(primary_key=True)
    match_id: Mapped[int] = mapped_column(ForeignKey("match.id", ondelete="CASCADE"))
    hole_number: Mapped[int]
    went_out_id: Mapped[int | None] = mapped_column(ForeignKey("player.id", ondelete="SET NULL"))

    __table_args__ = (UniqueConstraint("match_id", "hole_number"),)


class MatchChange(db.Model):
    """One line of a match's history: a value changed from ``old_value`` to ``new_value``.

    Every write to a match is one ``batch`` (the match's version after it); undoing a batch
    restores the old values and stamps ``undone_at`` on its lines. ``kind`` says what the
    values are: ``score`` (points, blank = not entered) for ``player_id`` on
    ``hole_number``; ``went_out`` (a player id) on ``hole_number``; ``name``; ``seat``;
    ``joined`` and ``left`` (hole numbers: the first hole dealt in, the first one no longer
    dealt in) for ``player_id``; ``back`` (the hole they had left at, now none) for a player
    who sat down again; ``removed`` (the hole they stopped being dealt in, before and after)
    for a player taken off the sheet as added by mistake; ``finished`` and ``reopened``
    (no values) mark the match closing and opening again, each a batch that undo passes over.
    """

    id: Mapped[int] = mapped_column(primary_key=True)
    match_id: Mapped[int] = mapped_column(ForeignKey("match.id", ondelete="CASCADE"))
    batch: Mapped[int]
    kind: Mapped[str] = mapped_column(String(12))
    at: Mapped[datetime] = mapped_column(default=utcnow)
    player_id: Mapped[int | None] = mapped_column(ForeignKey("player.id", ondelete="CASCADE"))
    hole_number: Mapped[int | None]
    old_value: Mapped[str | None] = mapped_column(String(CHANGE_VALUE_MAX))
    new_value: Mapped[str | None] = mapped_column(String(CHANGE_VALUE_MAX))
    reason: Mapped[str | None] = mapped_column(String(REASON_MAX))
    undone_at: Mapped[datetime | None]

    __table_args__ = (Index("ix_match_change_match_batch", "match_id", "batch"),)


class EditGrant(db.Model):
    """A browser given the edit right for a match, as the scorekeeper sees it on the links
    page. The right itself lives in the browser's cookie (golfkeeper/sharing/); this
    record names the browser by a hash of its random cookie id, never by the id itself.

    ``how`` is ``started``, ``imported``, ``edit_link`` or ``before_list`` (a right given
    before grants were recorded, first seen writing); ``device`` a short label read from
    the User-Agent ("Chrome on Android"); ``name`` what the device was named on the links
    page ("Ann's phone"; None: not named); ``last_seen_at`` when it last saved something,
    noted at most once a minute.
    """

    id: Mapped[int] = mapped_column(primary_key=True)
    match_id: Mapped[int] = mapped_column(ForeignKey("match.id", ondelete="CASCADE"))
    browser: Mapped[str] = mapped_column(String(64))
    how: Mapped[str] = mapped_column(String(12))
    device: Mapped[str] = mapped_column(String(DEVICE_MAX))
    name: Mapped[str | None] = mapped_column(String(DEVICE_MAX))
    granted_at: Mapped[datetime] = mapped_column(default=utcnow)
    last_seen_at: Mapped[datetime | None]

    __table_args__ = (UniqueConstraint("match_id", "browser"),)


class ReplacedLink(db.Model):
    """A view or edit link the scorekeeper replaced: its token's SHA-256 (hex), so that a
    copy of the database holds no working link, and whoever follows it is told it was
    replaced rather than that nothing is there. ``kind`` is ``view`` or ``edit``."""

    token_hash: Mapped[str] = mapped_column(String(64), primary_key=True)
    match_id: Mapped[int] = mapped_column(ForeignKey("match.id", ondelete="CASCADE"), index=True)
    kind: Mapped[str] = mapped_column(String(4))
    replaced_at: Mapped[datetime] = mapped_column(default=utcnow)


class ImportedMatch(db.Model):
    """A match stored from an exported file, by what makes two files the same match
    (``scorekeeping.transfer.import_key``: its last history line and its players' names):
    unique, so the same file imported twice at the same moment is stored once. Copies kept
    on purpose ("import it again anyway") have none."""

    key: Mapped[str] = mapped_column(String(64), primary_key=True)
    match_id: Mapped[int] = mapped_column(ForeignKey("match.id", ondelete="CASCADE"), index=True)
