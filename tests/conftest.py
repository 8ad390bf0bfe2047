"""Shared fixtures: an app on an in-memory database, its test client and CLI runner.

The ``app`` fixture yields outside any application context, as a server does between
requests: each test-client request gets a context and a database session of its own, and
a test that reads or writes rows itself pushes a context for it (``with app.app_context()``
or the ``db_rows`` helper in ``tests/web/helpers.py``).

``GOLFKEEPER_TEST_DATABASE_URL`` (for example ``postgresql+psycopg://postgres@127.0.0.1:54329/
golfkeeper_test``, as ``make test-postgres`` sets it) runs the same tests on that database
instead: every test starts from empty tables there.
"""

from __future__ import annotations

import os
from contextlib import contextmanager

import pytest

from golfkeeper import create_app
from golfkeeper.extensions import db

TEST_DATABASE_URL = os.environ.get("GOLFKEEPER_TEST_DATABASE_URL") or "sqlite://"


def require_tool(what: str, missing: bool, variable: str, package: str) -> None:
    """Skip the test when ``what`` (a program it needs) is ``missing``, saying which Debian
    ``package`` installs it; fail it instead where ``variable`` is "1" (CI sets the
    GOLFKEEPER_REQUIRE_* variables, so a tool missing there is never silently skipped)."""
    if missing:
        message = f"{what} not found: install it with `apt-get install -y {package}`"
        if os.environ.get(variable) == "1":
            pytest.fail(message)
        pytest.skip(message + " (test skipped)")


@contextmanager
def app_on(database_url: str):
    """The app on ``database_url``, with empty tables, outside any app context.

    In-memory SQLite (``sqlite://``) keeps its one connection for the app's life
    (Flask-SQLAlchemy gives it a ``StaticPool``), so the tables outlive each context."""
    app = create_app(
        {
            "TESTING": True,
            "SECRET_KEY": "test",
            "SQLALCHEMY_DATABASE_URI": database_url,
            "WTF_CSRF_ENABLED": False,
            # Tests post far faster than a table: only tests/web/hosting/test_limits.py counts.
            "RATELIMIT_ENABLED": False,
        }
    )
    with app.app_context():
        if database_url != "sqlite://":
            db.drop_all()  # a shared server: start clean even after an interrupted run
        db.create_all()
    yield app
    with app.app_context():
        db.drop_all()
        db.engine.dispose()  # a server has few connections to spare across hundreds of tests


@pytest.fixture
def app():
    with app_on(TEST_DATABASE_URL) as app:
        yield app


@pytest.fixture
def client(app):
    return app.test_client()


@pytest.fixture
def runner(app):
    return app.test_cli_runner()
