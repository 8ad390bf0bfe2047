"""The roster of a match: renaming, adding a late player, removing one, changing seats."""

from __future__ import annotations

from typing import Any

from golfkeeper.extensions import db
from golfkeeper.models import Match, Player
from golfkeeper.scorekeeping.commands import (
    ANY_VERSION,
    _ensure_open,
    _log,
    _text,
    check_version,
)
from golfkeeper.scorekeeping.errors import MatchChanged, ScorekeepingError
from golfkeeper.scorekeeping.names import _check_name_free, clean_name
from golfkeeper.scorekeeping.sheet import MAX_PLAYERS, MIN_PLAYERS, build_sheet, in_seat_order

_PARKED_SEAT = -1000


def rename_player(
    match: Match,
    player: Player,
    name: str,
    reason: str | None = None,
    *,
    shown_name: str | None = None,
) -> None:
    """Give a player a new name; their scores stay theirs. ``shown_name``: the name the
    page showed; if the player is called something else now (renamed on another phone),
    raises ``MatchChanged`` and changes nothing. Other changes since (a saved hole, a new
    player) do not matter to a rename. None: no check."""
    _ensure_open(match)
    name = clean_name(name)
    if shown_name is not None and shown_name != player.name:
        raise MatchChanged(
            f"the name was not changed: it is “{player.name}” now. "
            "Check the names, then tap Rename again"
        )
    _check_name_free(match.players, name, ignore=player)
    if name == player.name:
        return
    entries = [dict(kind="name", player_id=player.id, old_value=player.name, new_value=name)]
    player.name = name
    _log(match, entries, reason)


def _reseat(match: Match, ordered: list[Player]) -> list[dict[str, Any]]:
    """Give ``ordered`` (every player, removed ones too) seats 0, 1, 2...; the first dealer
    stays the same person. Returns the history lines of the seats that changed."""
    dealer = next((p for p in match.players if p.seat == match.first_dealer_seat), None)
    old_seats = {id(player): player.seat for player in ordered}
    # Two steps, so the unique (match, seat) rule never sees two players on one seat: first
    # to seats far below any real one (and below a new player's -1), then to the real ones.
    for index, player in enumerate(ordered):
        player.seat = _PARKED_SEAT - index
    db.session.flush()
    for index, player in enumerate(ordered):
        player.seat = index
    if dealer is not None:
        match.first_dealer_seat = dealer.seat
    return [
        dict(
            kind="seat", player_id=p.id, old_value=_text(old_seats[id(p)]), new_value=_text(p.seat)
        )
        for p in ordered
        if old_seats[id(p)] >= 0 and old_seats[id(p)] != p.seat  # a new player had no seat
    ]


def add_player(
    match: Match, name: str, after: Player | None = None, *, seen_version: Any = ANY_VERSION
) -> Player:
    """Seat a new player clockwise after ``after`` (default: after the last seat). Once a
    hole has scores they are a late player: dealt in from the current hole on."""
    _ensure_open(match)
    name = clean_name(name)
    check_version(
        match, seen_version, "nobody was added. Check the players above, then add the player again"
    )
    sheet = build_sheet(match)
    if len(sheet.players) >= MAX_PLAYERS:
        raise ScorekeepingError(f"A match has at most {MAX_PLAYERS} players.", "name")
    _check_name_free(match.players, name)
    if sheet.current_hole is None:
        raise ScorekeepingError("Every hole has been played: nobody can join now.", "name")
    joined = sheet.current_hole if sheet.has_scores else 1
    seated = in_seat_order(match)
    position = seated.index(after) + 1 if after in seated else len(seated)
    player = Player(name=name, seat=-1, joined_at_hole=joined)
    match.players.append(player)
    db.session.flush()
    entries = [dict(kind="joined", player_id=player.id, new_value=_text(joined))]
    entries += _reseat(match, [*seated[:position], player, *seated[position:]])
    _log(match, entries)
    return player


def remove_player(
    match: Match, player: Player, reason: str | None = None, *, seen_version: Any = ANY_VERSION
) -> None:
    """Take a player off the score sheet from the current hole on. Their scores are kept
    (the history and the export show them) and the removal can be undone."""
    _ensure_open(match)
    check_version(
        match,
        seen_version,
        (
            f"{player.name} is still at the table. Check the details below, then remove "
            f"{player.name} again if they have left"
        ),
    )
    sheet = build_sheet(match)
    if player.is_removed:
        raise ScorekeepingError(f"{player.name} has already left the table.")
    if len(sheet.players) <= MIN_PLAYERS:
        raise ScorekeepingError(
            f"A match needs at least {MIN_PLAYERS} players: add someone before removing "
            f"{player.name}."
        )
    left = max(sheet.current_hole or match.holes + 1, player.joined_at_hole)
    if not sheet.has_scores:
        left = player.joined_at_hole
    player.left_at_hole = left
    _log(match, [dict(kind="left", player_id=player.id, new_value=_text(left))], reason)


def move_player(
    match: Match, player: Player, step: int, *, seen_version: Any = ANY_VERSION
) -> None:
    """Before the first hole is recorded: move a player one seat counter-clockwise
    (``step=-1``) or clockwise (``step=1``) among the players on the sheet."""
    _ensure_open(match)
    check_version(
        match, seen_version, "nobody moved. Check the seating order below, then move again"
    )
    sheet = build_sheet(match)
    if sheet.has_scores or any(note.went_out_id for note in match.hole_notes):
        raise ScorekeepingError("Seats are fixed once the first hole has scores.")
    players = list(sheet.players)
    index = players.index(player)
    other = index + step
    if not 0 <= other < len(players):
        return
    seated = in_seat_order(match)
    a, b = seated.index(players[index]), seated.index(players[other])
    seated[a], seated[b] = seated[b], seated[a]
    _log(match, _reseat(match, seated))
