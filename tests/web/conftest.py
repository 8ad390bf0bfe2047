"""Web tests: an app that deletes old matches (``kept_30_days``), the SQL statements a test
makes the app run (``sql_statements``), and the hostile corpus tests' figures on their reports
(tests/conftest.py sums them at the end of the run)."""

from __future__ import annotations

import json

import pytest
from sqlalchemy import event

from golfkeeper import create_app
from golfkeeper.extensions import db
from tests.conftest import TEST_DATABASE_URL
from tests.web.robustness import hostile_corpus


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


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    """Carry a hostile corpus test's figures on its report, so that it reaches the
    run's summary from a pytest-xdist worker too (``make test`` runs the tests in workers)."""
    outcome = yield
    if call.when == "call" and hostile_corpus.SUMMARY:
        figures = json.dumps(hostile_corpus.SUMMARY)
        hostile_corpus.SUMMARY.clear()
        outcome.get_result().user_properties.append(("hostile_corpus", figures))
