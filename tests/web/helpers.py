"""Helpers for web tests: start a match and record holes through the real forms.

The tests' app has no context pushed between requests (see ``tests/conftest.py``), so a
helper that reads rows pushes one of its own, around the read only: a request never shares
a session with the test. Matches come back detached, loaded with their players, scores and
hole notes as stored at that moment; ``stored(client, match)`` reads one again.
"""

from __future__ import annotations

import re

from sqlalchemy.orm import selectinload

from golfkeeper import scorekeeping
from golfkeeper.extensions import db
from golfkeeper.models import Hole, HoleScore, Match, MatchChange, Player

BDI = re.compile(r"<bdi>(.*?)</bdi>")


def db_rows(client_or_app):
    """An app context for reading or writing rows in a test, with a session of its own:
    ``with db_rows(client): db.session.get(Match, match_id)``. Objects read inside stay
    readable after, as they were (their relationships only if loaded inside)."""
    return getattr(client_or_app, "application", client_or_app).app_context()


def stored(client, match_or_id) -> Match:
    """The match as stored now (by object or id), detached, with its players, scores and
    hole notes loaded."""
    match_id = getattr(match_or_id, "id", match_or_id)
    with db_rows(client):
        return db.session.execute(
            db.select(Match)
            .where(Match.id == match_id)
            .options(
                selectinload(Match.players),
                selectinload(Match.scores),
                selectinload(Match.hole_notes),
            )
        ).scalar_one()


def history_rows(client) -> list[MatchChange]:
    """Every stored history line, oldest first, detached."""
    with db_rows(client):
        return list(db.session.scalars(db.select(MatchChange).order_by(MatchChange.id)))


def row_count(client, model) -> int:
    """How many rows of ``model`` are stored."""
    with db_rows(client):
        return db.session.scalar(db.select(db.func.count()).select_from(model))


def only_match(client) -> Match:
    """The one match stored, detached, with its players, scores and hole notes loaded."""
    with db_rows(client):
        match_id = db.session.scalars(db.select(Match.id)).one()
    return stored(client, match_id)


def start_match(client, names, dealer=0, holes=9, preset="main", **extra):
    """POST the new-match form (naming only a preset) and return the created match."""
    data = {f"name_{seat}": name for seat, name in enumerate(names, start=1)}
    data.update(first_dealer=str(dealer + 1), **{"rules-preset": preset})
    if holes in (5, 9, 18):
        data["holes"] = str(holes)
    else:
        data.update(holes="custom", holes_custom=str(holes))
    data.update(extra)
    response = client.post("/matches/new", data=data)
    assert response.status_code == 302, response.get_data(as_text=True)
    match_id = int(response.headers["Location"].rstrip("/").rsplit("/", 1)[1])
    return stored(client, match_id)


def record(client, match, hole, scores, **extra):
    """POST one hole's scores (a list in seat order of the players on the sheet; None
    sends a blank field), from a form opened on the hole as it is saved now (its
    ``version``, unless ``extra`` gives one)."""
    match = stored(client, match)
    players = [p for p in sorted(match.players, key=lambda p: p.seat) if not p.is_removed]
    data = {
        f"player-{player.id}": "" if value is None else str(value)
        for player, value in zip(players, scores, strict=True)
    }
    if 1 <= hole <= match.holes:
        data["version"] = scorekeeping.hole_version(match, hole)
    data.update(extra)
    return client.post(f"/matches/{match.id}/holes/{hole}", data=data)


def page_text(response) -> str:
    """The page's HTML, with the plain ``<bdi>`` around names in sentences taken out (they
    only keep a right-to-left name in its place), so a test reads "Hole 1, Ann: 4 entered"
    as a person does."""
    return BDI.sub(r"\1", response.get_data(as_text=True))


def open_edit_link(client, match):
    """Give the client's browser the edit right to a match stored without it, as the
    scorekeeper's edit link would."""
    response = client.get(f"/m/edit/{match.edit_token}")
    assert response.status_code == 302, response.status_code
    return match


def snapshot(client) -> tuple:
    """Every stored value a request could change, in a fixed order (PostgreSQL returns
    rows in any order, and an updated row moves)."""
    queries = (
        db.select(
            Match.id, Match.name, Match.version, Match.finished_at, Match.rules, Match.view_token
        ).order_by(Match.id),
        db.select(
            Player.id,
            Player.match_id,
            Player.name,
            Player.seat,
            Player.joined_at_hole,
            Player.left_at_hole,
        ).order_by(Player.id),
        db.select(HoleScore.player_id, HoleScore.hole_number, HoleScore.points).order_by(
            HoleScore.player_id, HoleScore.hole_number
        ),
        db.select(Hole.match_id, Hole.hole_number, Hole.went_out_id).order_by(
            Hole.match_id, Hole.hole_number
        ),
        db.select(MatchChange.id, MatchChange.undone_at).order_by(MatchChange.id),
    )
    with db_rows(client):
        return tuple(db.session.execute(query).all() for query in queries)


def rows_written(client) -> int | None:
    """How many rows the app's database has inserted, updated or deleted so far, on the
    in-memory SQLite of the tests (SQLite's ``total_changes()`` over the one connection its
    ``StaticPool`` keeps), else None (unknown). Two equal counts around a request mean it
    wrote no row at all, so every stored value is as it was, without a ``snapshot``."""
    with db_rows(client):
        if db.engine.url.render_as_string() != "sqlite://":
            return None
        return db.session.execute(db.text("SELECT total_changes()")).scalar_one()


def fresh(client, match, prefix: str | None = None, **data) -> dict:
    """Form data as a page showing the match as it is now would post it: ``data`` and the
    match's current version (``version``, or ``<prefix>-version`` for a prefixed form)."""
    data[f"{prefix}-version" if prefix else "version"] = str(stored(client, match).version)
    return data


def rename_fields(client, player, name: str) -> dict:
    """A rename form as the players page posts it now: the new name, and the name the page
    showed (the player's name as stored)."""
    with db_rows(client):
        shown = db.session.get(Player, player.id).name
    return {f"p{player.id}-name": name, f"p{player.id}-shown": shown}


def hole_version_now(client, match, hole_number: int) -> str:
    """The version a hole form opened now carries (``scorekeeping.hole_version``)."""
    return scorekeeping.hole_version(stored(client, match), hole_number)


def hole_form_version(response) -> str:
    """The hole version a rendered hole form carries in its hidden field."""
    text = page_text(response)
    found = re.search(r'name="version" type="hidden" value="([^"]*)"', text) or re.search(
        r'type="hidden" name="version" value="([^"]*)"', text
    )
    assert found, "the hole form carries no version"
    return found.group(1)


def hole_fields(match, values, version, **extra) -> dict:
    """A hole form's data: ``values`` in seat order, the hole ``version`` it was opened with."""
    players = sorted(match.players, key=lambda p: p.seat)
    data = {f"player-{p.id}": str(v) for p, v in zip(players, values, strict=True)}
    return {**data, "version": version, **extra}


def finish(client, match):
    """Confirm "Finish match" on the score sheet as it is now (recording the last hole
    only makes the match complete: the scorekeeper checks the sheet, then finishes), and
    return the match as stored after it."""
    response = client.post(f"/matches/{match.id}/finish", data=fresh(client, match))
    assert response.status_code == 302, response.status_code
    return stored(client, match)


def recovery_race(app, rounds: int) -> list[int]:
    """``rounds`` times: the starter makes a recovery link and two new browsers send its
    page's answer at the same moment, each from a thread of its own. The number of
    browsers that were told they won, each round, after checking the match agrees (its
    starter is a winner's, and the link is spent)."""
    import threading

    from golfkeeper.sharing import links

    keeper = app.test_client()
    match = start_match(keeper, ["Ann", "Bo"])
    won = []
    for _ in range(rounds):
        shown = page_text(keeper.post(f"/matches/{match.id}/links/recovery", follow_redirects=True))
        token = re.search(r"/m/recover/([A-Za-z0-9_-]+)", shown).group(1)
        phones = [app.test_client(), app.test_client()]
        answers: list[tuple[object, int]] = []
        together = threading.Barrier(len(phones))
        threads = [
            threading.Thread(target=_send_together, args=(phone, token, together, answers))
            for phone in phones
        ]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(30)
        winners = [phone for phone, status in answers if status == 302]
        assert all(status in (302, 404) for _, status in answers)
        now = stored(keeper, match)
        assert now.recovery_hash is None
        starters = set()
        for phone in winners:
            with phone.session_transaction() as session:
                starters.add(links.browser_hash(f"browser:{session['browser']}"))
        assert now.starter in starters
        won.append(len(winners))
        # The keeper takes the match back for the next round.
        with db_rows(app):
            db.session.get(Match, match.id).starter = None
            db.session.commit()
        assert keeper.post(f"/matches/{match.id}/links/edit").status_code == 302
    return won


def _send_together(phone, token: str, together, answers: list) -> None:
    together.wait()
    answers.append((phone, phone.post(f"/m/recover/{token}").status_code))
