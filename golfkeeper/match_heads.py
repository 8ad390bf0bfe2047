"""A match's head: its id, view token and version, the one row read at the start of every
score sheet and live view.

Reloading a score sheet is the app's most frequent request, and once the page is kept
(``page_cache``) this read is most of its cost. Through the request's SQLAlchemy session
it costs a session, a pooled connection, a transaction and its rollback: about 0.13 ms,
more than the rest of sending a kept page. So on a SQLite file (the app's default) each
server thread keeps one connection of its own for this read:

* in autocommit, so every read sees the newest commit of any process, like a new
  transaction would; and ``PRAGMA query_only``, so it can never write;
* opened through a second engine on the same URL, so it gets the same SQLite settings
  (``extensions.use_sqlite_settings``: WAL, busy timeout) and runs the same statement, compiled by
  SQLAlchemy for SQLite;
* if it fails in any way it is dropped, and the request's session reads the row
  instead, with the app's usual error handling.

On PostgreSQL, and on an in-memory SQLite database (each connection would be a
database of its own), the request's session reads the row.
"""

from __future__ import annotations

import sqlite3
import threading
from typing import NamedTuple

from flask import Flask, current_app
from sqlalchemy import bindparam, create_engine
from sqlalchemy.engine import Engine
from sqlalchemy.pool import NullPool

from golfkeeper.extensions import db, use_sqlite_settings
from golfkeeper.models import Match

EXTENSION = "golfkeeper.match_heads"


class MatchHead(NamedTuple):
    """Enough to check a browser's rights (``sharing``) and find a kept page."""

    id: int
    view_token: str
    version: int


_HEAD = db.select(Match.id, Match.view_token, Match.version)
_STATEMENTS = {  # by the column the match is looked up by
    "id": _HEAD.where(Match.id == bindparam("key")),
    "view_token": _HEAD.where(Match.view_token == bindparam("key")),
}


class ThreadReads:
    """One autocommit, query-only SQLite connection per thread, for the head read."""

    def __init__(self, engine: Engine):
        self.engine = engine
        self.sql = {
            column: str(statement.compile(dialect=engine.dialect))
            for column, statement in _STATEMENTS.items()
        }
        self._local = threading.local()

    def fetch_one(self, column: str, key: int | str) -> tuple | None:
        """The head row of the match whose ``column`` holds ``key``, or None. Raises
        ``sqlite3.Error`` (the connection is dropped first; the next read opens another)."""
        try:
            return self.connection().execute(self.sql[column], (key,)).fetchone()
        except sqlite3.Error:
            self.drop()
            raise

    def connection(self) -> sqlite3.Connection:
        """This thread's connection, opened on its first read."""
        connection = getattr(self._local, "connection", None)
        if connection is None:
            pooled = self.engine.raw_connection()  # configured by the engine's events
            pooled.detach()  # the thread's own: closed by drop(), or when the thread ends
            connection = self._local.connection = pooled.dbapi_connection
            connection.isolation_level = None  # autocommit: each read sees the newest commit
            connection.execute("PRAGMA query_only = ON")
        return connection

    def drop(self) -> None:
        """Close this thread's connection (the next read opens another)."""
        connection = self._local.__dict__.pop("connection", None)
        if connection is not None:
            connection.close()


def init_app(app: Flask) -> None:
    """Give ``app`` its own head reads when its database is a SQLite file."""
    with app.app_context():
        url = db.engine.url
    # A URL with options (``?mode=memory&uri=true``, ...) takes the session's way too.
    in_a_file = url.database not in (None, "", ":memory:") and not url.query
    if url.get_backend_name() == "sqlite" and in_a_file:
        engine = create_engine(url, poolclass=NullPool)
        use_sqlite_settings(engine)
        app.extensions[EXTENSION] = ThreadReads(engine)


def match_head(match_id: int | None = None, *, view_token: str | None = None) -> MatchHead | None:
    """The head of the match with ``match_id`` (or ``view_token``), or None when there is
    no such match. For pages that only read: on a SQLite file the thread's own connection
    does not see what this request's session has not committed yet."""
    column, key = ("id", match_id) if view_token is None else ("view_token", view_token)
    reads: ThreadReads | None = current_app.extensions.get(EXTENSION)
    if reads is not None:
        try:
            row = reads.fetch_one(column, key)
        except sqlite3.Error:
            current_app.logger.warning("Head read failed; the session reads it", exc_info=True)
        else:
            return None if row is None else MatchHead(*row)
    row = db.session.connection().execute(_STATEMENTS[column], {"key": key}).one_or_none()
    return None if row is None else MatchHead(*row)
