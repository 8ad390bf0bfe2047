"""Helpers for web tests: start a match and record holes through the real forms."""

from __future__ import annotations

from golfkeeper.extensions import db
from golfkeeper.models import Match


def start_match(client, names, dealer=0, holes=9, preset="main"):
    """POST the new-match form and return the created match."""
    data = {f"name_{seat}": name for seat, name in enumerate(names, start=1)}
    data.update(first_dealer=str(dealer + 1), holes=str(holes), preset=preset)
    response = client.post("/matches/new", data=data)
    assert response.status_code == 302, response.get_data(as_text=True)
    match_id = int(response.headers["Location"].rstrip("/").rsplit("/", 1)[1])
    return db.session.get(Match, match_id)


def record(client, match, hole, scores, **extra):
    """POST one hole's scores (a list in seat order; None sends a blank field)."""
    data = {
        f"player-{player.id}": "" if value is None else str(value)
        for player, value in zip(match.players, scores, strict=True)
    }
    data.update(extra)
    return client.post(f"/matches/{match.id}/holes/{hole}", data=data)
