"""The calculator opened from a match: the table's agreed rules, and optionally one player's
hole, so the total can go back into the score sheet."""

from __future__ import annotations

from dataclasses import dataclass

from flask import url_for
from werkzeug.datastructures import MultiDict

from golfkeeper import sharing
from golfkeeper.calculator.results import scoring_rules
from golfkeeper.engine.house_rules import HouseRules
from golfkeeper.models import Match, Player
from golfkeeper.web.security import MAX_ID


@dataclass(frozen=True)
class MatchLink:
    """A match whose rules the calculator uses, with the player and hole to score for (both
    or neither). ``problem`` says why a hole or player in the link was not used."""

    match: Match
    player: Player | None = None
    hole_number: int | None = None
    problem: str | None = None

    @property
    def rules(self) -> HouseRules:
        """The match's agreed rules, scoring switches only."""
        return scoring_rules(self.match.house_rules)

    def query_args(self) -> dict[str, str]:
        """The link's part of a calculator URL: ``match``, and ``hole`` and ``player``."""
        args = {"match": str(self.match.id)}
        if self.player is not None:
            args |= {"hole": str(self.hole_number), "player": str(self.player.id)}
        return args

    def use_score_url(self, total: int) -> str | None:
        """The hole page with ``total`` filled in for the player, or ``None`` without one."""
        if self.player is None:
            return None
        return url_for(
            "matches.hole",
            match_id=self.match.id,
            hole_number=self.hole_number,
            **{f"player-{self.player.id}": str(total)},
        )

    def hole_url(self) -> str | None:
        """The player's hole page, unchanged, or ``None`` without a player."""
        if self.player is None:
            return None
        return url_for("matches.hole", match_id=self.match.id, hole_number=self.hole_number)


def _is_number(text: str) -> bool:
    """ASCII digits only (``str.isdigit`` also takes "²", which ``int`` refuses), and few
    enough to be an id or a hole number (Python turns at most 4,300 digits into a number)."""
    return text.isascii() and text.isdigit() and len(text) <= len(str(MAX_ID))


def match_link(args: MultiDict) -> MatchLink | None:
    """The match named by ``match=<id>`` (404 if there is none), with ``hole=<n>`` and
    ``player=<id>`` checked against it; ``None`` without a match."""
    raw_match = (args.get("match") or "").strip()
    if not raw_match:
        return None
    if not _is_number(raw_match):
        sharing.not_found()
    match = sharing.match_or_404(int(raw_match))
    raw_hole = (args.get("hole") or "").strip()
    raw_player = (args.get("player") or "").strip()
    if not raw_hole and not raw_player:
        return MatchLink(match)
    if not raw_hole or not raw_player:
        return MatchLink(
            match,
            problem="To send a score back to the score sheet, the link needs both a hole "
            "and a player.",
        )
    if not _is_number(raw_hole) or not 1 <= int(raw_hole) <= match.holes:
        return MatchLink(
            match,
            problem=f"This match has holes 1 to {match.holes}, so there is no hole "
            f"“{raw_hole}” to send a score to.",
        )
    player = next((p for p in match.players if str(p.id) == raw_player), None)
    if player is None:
        return MatchLink(
            match,
            problem=f"Player “{raw_player}” is not at this table, so the score cannot go "
            "back to the score sheet.",
        )
    if not player.at_table(int(raw_hole)):
        return MatchLink(
            match,
            problem=f"{player.name} was not dealt in on hole {raw_hole}, so there is no "
            "score of theirs to fill in.",
        )
    return MatchLink(match, player, int(raw_hole))
