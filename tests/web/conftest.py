"""Web tests: an app that deletes old matches (``kept_30_days``), and the hostile corpus's
summary line at the end of the run."""

from __future__ import annotations

import pytest

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


def pytest_terminal_summary(terminalreporter):
    from tests.web import test_hostile_corpus

    line = test_hostile_corpus.SUMMARY.get("line")
    if line:
        terminalreporter.write_line(str(line))
