"""Flask extensions, created unbound here and bound to the app in ``create_app``."""

import logging
import sqlite3

from flask_caching import Cache
from flask_compress import Compress
from flask_migrate import Migrate
from flask_sqlalchemy import SQLAlchemy
from flask_wtf.csrf import CSRFProtect
from sqlalchemy import MetaData, event
from sqlalchemy.engine import Engine
from sqlalchemy.exc import DBAPIError
from sqlalchemy.orm import DeclarativeBase

# Named constraints, so migrations can alter them on SQLite and PostgreSQL alike.
NAMING_CONVENTION = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_N_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}


class Base(DeclarativeBase):
    metadata = MetaData(naming_convention=NAMING_CONVENTION)


db = SQLAlchemy(model_class=Base)
migrate = Migrate()
csrf = CSRFProtect()
compress = Compress()
cache = Cache()  # rendered score sheets (golfkeeper/web/page_cache.py)
bounds_cache = Cache()  # rules' score bounds, apart from the pages (table_rules/kept_bounds.py)

logger = logging.getLogger("golfkeeper")


def close_session(error: BaseException | None) -> None:
    """End the request's database session; registered after ``db.init_app``, so it runs
    before Flask-SQLAlchemy's own teardown, which then finds nothing left to close.

    Closing rolls back. When the database server went away after the answer was built (a
    restart between the last read and the end of the request), that rollback meets a closed
    connection: the answer stands (it was made from what was read, and a save was committed
    before it, or was lost with the connection), so the cut connection is logged and
    dropped instead of turning a finished page into a 500."""
    try:
        db.session.remove()
    except DBAPIError as failure:
        if not failure.connection_invalidated:
            raise
        logger.warning("the database connection closed at the end of a request: %s", failure.orig)
        db.session.remove()  # the transaction is gone with its connection: nothing to roll back


def use_sqlite_settings(engine: Engine) -> None:
    """Give each new connection of ``engine``, if it is a SQLite one, the app's settings:
    write-ahead logging so readers never block the scorekeeper, a busy timeout instead of
    "database is locked", and foreign keys enforced. Other engines are left alone."""
    if engine.dialect.name == "sqlite":
        event.listen(engine, "connect", _configure_sqlite)


def _configure_sqlite(dbapi_connection, connection_record) -> None:
    # The timeout is long because SQLite does not queue waiting writers fairly: with several
    # server processes under load (bench/load.py on gunicorn) one writer can wait over five
    # seconds while others overtake it. A slow save beats a lost one.
    if isinstance(dbapi_connection, sqlite3.Connection):
        cursor = dbapi_connection.cursor()
        cursor.execute("PRAGMA foreign_keys=ON")
        cursor.execute("PRAGMA busy_timeout=30000")
        cursor.execute("PRAGMA journal_mode=WAL")
        cursor.close()
