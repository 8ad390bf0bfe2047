"""A database the server can't write (a read-only file or folder, a full disk) refuses a
save with a 503 that says nothing was saved, and keeps what was typed to send again."""

from __future__ import annotations

import re

import pytest

from golfkeeper import create_app
from golfkeeper.extensions import db
from golfkeeper.models import HoleScore, Match
from tests.web.helpers import db_rows, page_text, record, row_count, start_match
from tests.web.robustness.test_errors import _crash_with

SEND_AGAIN = "nothing was saved"


def _resend_fields(response) -> dict[str, str]:
    text = page_text(response)
    text = text[text.index('<form class="resend"') : text.index("Send it again")]
    return dict(re.findall(r'<input type="hidden" name="([^"]+)" value="([^"]*)">', text))


@pytest.fixture
def read_only_pair(tmp_path):
    """The same SQLite file served twice: writable, then read-only (as a file or folder the
    server may not write), with the scorekeeper's browser cookie carried over."""
    path = tmp_path / "golfkeeper.sqlite3"
    settings = {"TESTING": True, "SECRET_KEY": "test", "WTF_CSRF_ENABLED": False}
    writable = create_app({**settings, "SQLALCHEMY_DATABASE_URI": f"sqlite:///{path}"})
    read_only = create_app(
        {**settings, "SQLALCHEMY_DATABASE_URI": f"sqlite:///file:{path}?mode=ro&uri=true"}
    )
    with writable.app_context():
        db.create_all()
    yield writable, read_only
    for app in (writable, read_only):
        with app.app_context():
            db.engine.dispose()


def test_a_save_to_a_read_only_database_is_a_503_that_keeps_the_scores_typed(read_only_pair):
    writable, read_only = read_only_pair
    scorekeeper = writable.test_client()
    match = start_match(scorekeeper, ["Ann", "Bo"])
    record(scorekeeper, match, 1, [3, 4])
    ann, bo = sorted(match.players, key=lambda player: player.seat)
    phone = read_only.test_client()
    phone.set_cookie("session", scorekeeper.get_cookie("session").value)
    typed = {f"player-{ann.id}": "7", f"player-{bo.id}": "-2", "reason": "recount"}

    response = phone.post(f"/matches/{match.id}/holes/1", data=typed)

    assert response.status_code == 503
    text = page_text(response)
    assert SEND_AGAIN in text and "Everything saved before is still there" in text
    assert "Something went wrong" not in text
    assert _resend_fields(response) == typed
    assert f'action="/matches/{match.id}/holes/1"' in text
    with db_rows(writable):
        rows = db.session.execute(db.select(HoleScore.points).order_by(HoleScore.points)).all()
        assert [row.points for row in rows] == [3, 4]
        assert db.session.scalar(db.select(db.func.count(Match.id))) == 1


@pytest.mark.parametrize(
    "message",
    [
        "attempt to write a readonly database",
        "unable to open database file",
        "database or disk is full",
    ],
)
def test_every_way_sqlite_says_it_cant_write_is_the_503(app, client, monkeypatch, message):
    match = start_match(client, ["Ann", "Bo"])
    _crash_with(monkeypatch, message)
    app.config["PROPAGATE_EXCEPTIONS"] = False
    response = record(client, match, 1, [3, 4])
    assert response.status_code == 503
    assert SEND_AGAIN in page_text(response)
    assert _resend_fields(response)[f"player-{match.players[0].id}"] == "3"
    assert row_count(client, HoleScore) == 0


def test_a_locked_database_keeps_the_form_to_send_again_too(app, client, monkeypatch):
    match = start_match(client, ["Ann", "Bo"])
    _crash_with(monkeypatch, "database is locked")
    app.config["PROPAGATE_EXCEPTIONS"] = False
    response = record(client, match, 1, [3, 4])
    assert response.status_code == 503
    assert _resend_fields(response)[f"player-{match.players[1].id}"] == "4"
