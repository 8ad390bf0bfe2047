"""Match heads (golfkeeper/match_heads.py): on a SQLite file each server thread reads them
through a query-only connection of its own, which sees every commit at once; anything
else reads them through the request's session."""

from __future__ import annotations

import logging
import sqlite3
import threading

import pytest
from sqlalchemy import event

from golfkeeper import create_app, match_heads, scorekeeping
from golfkeeper.extensions import db
from golfkeeper.models import Match
from tests.conftest import app_on
from tests.web.helpers import db_rows, page_text, record, start_match, stored


@pytest.fixture
def file_app(tmp_path):
    with app_on(f"sqlite:///{tmp_path / 'heads.sqlite3'}") as app:
        yield app


@pytest.fixture
def reads(file_app) -> match_heads.ThreadReads:
    return file_app.extensions[match_heads.EXTENSION]


@pytest.fixture
def table(file_app):
    client = file_app.test_client()
    match = start_match(client, ["Ann", "Bo"])
    record(client, match, 1, [4, 6])
    client.get("/")  # shows, and so clears, "Hole 1 saved."
    return client, stored(client, match)


def statements_through_the_session(client, path: str) -> list[str]:
    seen = []
    listener = lambda *args: seen.append(args[2])  # noqa: E731 (the statement's text)
    with db_rows(client):
        engine = db.engine
    event.listen(engine, "before_cursor_execute", listener)
    try:
        assert client.get(path).status_code == 200
    finally:
        event.remove(engine, "before_cursor_execute", listener)
    return seen


def test_a_kept_sheet_reads_its_head_without_the_session(table):
    client, match = table
    client.get(f"/matches/{match.id}")  # rendered and kept
    assert statements_through_the_session(client, f"/matches/{match.id}") == []
    assert statements_through_the_session(client, f"/m/{match.view_token}")  # rendered
    assert statements_through_the_session(client, f"/m/{match.view_token}") == []  # kept


def test_a_kept_sheet_shows_a_save_made_by_another_server_process(file_app, table):
    client, match = table
    assert "Hole 2 of 9" in page_text(client.get(f"/matches/{match.id}"))  # kept
    # Another gunicorn worker: its own app, engine and session on the same file.
    other = create_app({"SQLALCHEMY_DATABASE_URI": file_app.config["SQLALCHEMY_DATABASE_URI"]})
    with other.app_context():
        theirs = db.session.get(Match, match.id)
        scorekeeping.record_hole(theirs, 2, {player.id: 3 for player in theirs.players})
        db.session.commit()
        db.session.remove()
        db.engine.dispose()
    sheet = page_text(client.get(f"/matches/{match.id}"))
    assert "Hole 3 of 9" in sheet
    assert "Hole 2 saved." not in sheet  # not this phone's save: no message, just the sheet


def test_the_head_follows_each_commit_and_a_missing_match_has_none(file_app, table):
    client, match = table
    with file_app.app_context():
        before = match_heads.match_head(match.id)
    assert before == (match.id, match.view_token, match.version)
    record(client, match, 2, [1, 1])
    with file_app.app_context():
        after = match_heads.match_head(view_token=match.view_token)
        assert after.version > before.version
        db.session.execute(db.delete(Match).where(Match.id == match.id))
        db.session.commit()
        assert match_heads.match_head(match.id) is None
        assert match_heads.match_head(view_token=match.view_token) is None


def test_the_threads_connection_cannot_write(reads):
    with pytest.raises(sqlite3.OperationalError, match="readonly"):
        reads.connection().execute("UPDATE match SET version = 0")


def test_each_thread_reads_through_a_connection_of_its_own(file_app, reads, table, caplog):
    client, match = table
    caplog.set_level(logging.WARNING)
    heads, connections = [], []

    def read():
        with file_app.app_context():
            heads.append(match_heads.match_head(match.id))
            connections.append(reads.connection())

    threads = [threading.Thread(target=read) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    with file_app.app_context():
        assert heads == [match_heads.match_head(match.id)] * 4
    assert len({id(connection) for connection in connections}) == 4
    assert reads.connection() not in connections
    assert not caplog.records  # no thread fell back to the session


def test_a_failed_read_falls_back_to_the_session_and_opens_a_new_connection(
    file_app, reads, table, caplog, monkeypatch
):
    client, match = table
    first = reads.connection()
    monkeypatch.setitem(reads.sql, "id", "SELECT no_such_column FROM match WHERE id = ?")
    caplog.set_level(logging.WARNING)
    with file_app.app_context():
        assert match_heads.match_head(match.id) == (match.id, match.view_token, match.version)
    assert "Head read failed" in caplog.text
    monkeypatch.undo()
    assert "Hole 2 of 9" in page_text(client.get(f"/matches/{match.id}"))
    assert reads.connection() is not first


@pytest.mark.filterwarnings("ignore:Selection of the SingletonThreadPool")  # mode=memory
@pytest.mark.parametrize(
    "url", ["sqlite://", "sqlite:///:memory:", "sqlite:///file:heads?mode=memory&uri=true"]
)
def test_an_in_memory_database_reads_heads_through_the_session(url):
    with app_on(url) as app:
        assert match_heads.EXTENSION not in app.extensions
        client = app.test_client()
        match = start_match(client, ["Ann", "Bo"])
        client.get("/")
        assert "Hole 1 of 9" in page_text(client.get(f"/matches/{match.id}"))
        with app.app_context():
            assert match_heads.match_head(match.id).version == match.version
