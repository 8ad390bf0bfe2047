"""Web tests: an app that deletes old matches (``kept_30_days``), the SQL statements a test
makes the app run (``sql_statements``), and the hostile corpus's summary line at the end of
the run."""

from __future__ import annotations

import pytest
from sqlalchemy import event

from golfkeeper import create_app
from golfkeeper.extensions import db
from tests.conftest import TEST_DATABASE_URL


@pytest.fixture
def kept_30_days():
    """The app as on a public host that deletes a match nobody opened or changed for 30
    days, with empty tables, outside any app context."""
    app = create_app(
        {
            "TESTING": True,
            "SECRET_KEY": "t",
            "SQLALCHEMY_DATABASE_URI": TEST_DATABASE_URL,
            "WTF_CSRF_ENABLED": False,
            "MATCH_RETENTION_DAYS": 30,
        }
    )
    with app.app_context():
        db.drop_all()
        db.create_all()
    yield app
    with app.app_context():
        db.drop_all()
        db.engine.dispose()


@pytest.fixture
def sql_statements(app):
    """Every SQL statement the app's engine runs from here to the test's end, in order (a
    list: clear it just before the requests to count)."""
    statements: list[str] = []

    def listen(conn, cursor, statement, *args):
        statements.append(statement)

    with app.app_context():
        engine = db.engine  # every request's session connects through it
    event.listen(engine, "before_cursor_execute", listen)
    yield statements
    event.remove(engine, "before_cursor_execute", listen)


def pytest_terminal_summary(terminalreporter):
    from tests.web.robustness import test_hostile_corpus

    line = test_hostile_corpus.SUMMARY.get("line")
    if line:
        terminalreporter.write_line(str(line))
