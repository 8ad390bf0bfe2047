"""Shared fixtures: an app on an in-memory database, its test client and CLI runner.

``GOLFKEEPER_TEST_DATABASE_URL`` (for example ``postgresql+psycopg://postgres@127.0.0.1:54329/
golfkeeper_test``, as ``make test-postgres`` sets it) runs the same tests on that database
instead: every test starts from empty tables there.
"""

from __future__ import annotations

import os

import pytest

from golfkeeper import create_app
from golfkeeper.extensions import db

TEST_DATABASE_URL = os.environ.get("GOLFKEEPER_TEST_DATABASE_URL") or "sqlite://"


@pytest.fixture
def app(tmp_path):
    app = create_app(
        {
            "TESTING": True,
            "SECRET_KEY": "test",
            "SQLALCHEMY_DATABASE_URI": TEST_DATABASE_URL,
            "WTF_CSRF_ENABLED": False,
        }
    )
    with app.app_context():
        if TEST_DATABASE_URL != "sqlite://":
            db.drop_all()  # a shared server: start clean even after an interrupted run
        db.create_all()
        yield app
        db.session.remove()
        db.drop_all()
        db.engine.dispose()  # a server has few connections to spare across hundreds of tests


@pytest.fixture
def client(app):
    return app.test_client()


@pytest.fixture
def runner(app):
    return app.test_cli_runner()
