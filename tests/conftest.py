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

import json
import os
import sqlite3
from collections import Counter
from contextlib import contextmanager

import pytest
from flask import Flask
from jinja2 import BytecodeCache
from werkzeug.routing import Rule

from golfkeeper import create_app
from golfkeeper.extensions import db

TEST_DATABASE_URL = os.environ.get("GOLFKEEPER_TEST_DATABASE_URL") or "sqlite://"

# Most tests make an app of their own (the ``app`` fixture), and three quarters of what
# ``create_app`` cost (some 40 of 55 ms of CPU) was Werkzeug writing, parsing and compiling
# the Python source of two URL builders for each of its 300-odd routes, the same source for
# every app. A builder is a plain function of its rule's parts (the rule itself is passed in
# when it runs), so the tests' process compiles each distinct one once and every later app
# binds the same function to its own rule. Servers the tests start in processes of their
# own (tests/hosted, the Containerfile check) compile theirs as the app always does.
_BUILDERS: dict[tuple, object] = {}
_compile_builder = Rule._compile_builder


def _shared_builder(self, append_unknown=True):
    key = (
        append_unknown,
        self.rule,
        tuple(self._trace),
        tuple((name, repr(value)) for name, value in (self.defaults or {}).items()),
        tuple(
            (name, type(converter), repr({k: v for k, v in vars(converter).items() if k != "map"}))
            for name, converter in self._converters.items()
        ),
    )
    builder = _BUILDERS.get(key)
    if builder is None:
        builder = _BUILDERS[key] = _compile_builder(self, append_unknown)
    return builder


Rule._compile_builder = _shared_builder


class _TemplateCode(BytecodeCache):
    """Each app has a Jinja environment of its own, which compiled every template a test
    rendered again, for every test: lexing, parsing and compiling the templates cost more
    than rendering them. Jinja's bytecode cache keeps a template's compiled code by its name
    and the checksum of its source (an edited template is compiled afresh); here it is kept
    in memory, once for the tests' process, and given to every app's environment."""

    def __init__(self) -> None:
        self.code: dict[str, bytes] = {}

    def load_bytecode(self, bucket) -> None:
        if bucket.key in self.code:
            bucket.bytecode_from_string(self.code[bucket.key])

    def dump_bytecode(self, bucket) -> None:
        self.code[bucket.key] = bucket.bytecode_to_string()


Flask.jinja_options = {**Flask.jinja_options, "bytecode_cache": _TemplateCode()}


def require_tool(what: str, missing: bool, variable: str, package: str) -> None:
    """Skip the test when ``what`` (a program it needs) is ``missing``, saying which Debian
    ``package`` installs it; fail it instead where ``variable`` is "1" (CI sets the
    GOLFKEEPER_REQUIRE_* variables, so a tool missing there is never silently skipped)."""
    if missing:
        message = f"{what} not found: install it with `apt-get install -y {package}`"
        if os.environ.get(variable) == "1":
            pytest.fail(message)
        pytest.skip(message + " (test skipped)")


# Most tests make an app of their own on in-memory SQLite, and creating its tables
# (create_all: 12 tables and their indexes, some 20 ms of CPU) cost as much as a short test.
# The tests' process creates them once, keeps that empty database, and copies it into each
# new app's database with SQLite's backup API: the same schema (sqlite_master compared).
_EMPTY_SCHEMA: sqlite3.Connection | None = None


def _empty_tables_in_memory() -> None:
    """Fill the app's new in-memory SQLite database (inside an app context) with the empty
    tables: created the first time, copied from that first database ever after."""
    global _EMPTY_SCHEMA
    raw = db.engine.raw_connection()  # the one connection the app's StaticPool keeps
    try:
        if _EMPTY_SCHEMA is None:
            db.create_all()
            _EMPTY_SCHEMA = sqlite3.connect(":memory:", check_same_thread=False)
            raw.driver_connection.backup(_EMPTY_SCHEMA)
        else:
            _EMPTY_SCHEMA.backup(raw.driver_connection)
    finally:
        raw.close()


@contextmanager
def app_on(database_url: str):
    """The app on ``database_url``, with empty tables, outside any app context.

    In-memory SQLite (``sqlite://``) keeps its one connection for the app's life
    (Flask-SQLAlchemy gives it a ``StaticPool``), so the tables outlive each context, and
    go with it when the engine is disposed."""
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
    in_memory = database_url == "sqlite://"
    with app.app_context():
        if in_memory:
            _empty_tables_in_memory()
        else:
            db.drop_all()  # a shared server: start clean even after an interrupted run
            db.create_all()
    yield app
    with app.app_context():
        if not in_memory:
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


# The hostile corpus's figures (tests/web/robustness/hostile_corpus.py), carried on its
# tests' reports, summed here: this file is the one conftest the pytest-xdist controller
# loads whatever paths it is given (`make test` names none, `make test-fast` names tests).
HOSTILE_CORPUS: list[dict] = []


def pytest_runtest_logreport(report):
    if report.when == "call":
        HOSTILE_CORPUS.extend(
            json.loads(v) for k, v in report.user_properties if k == "hostile_corpus"
        )


def pytest_terminal_summary(terminalreporter):
    """One line for the hostile corpus's tests (one a route), summed over the run."""
    for database in sorted({figures["database"] for figures in HOSTILE_CORPUS}):
        runs = [figures for figures in HOSTILE_CORPUS if figures["database"] == database]
        statuses: Counter[str] = Counter()
        for figures in runs:
            statuses.update(figures["statuses"])
        counts = ", ".join(f"{status}: {n}" for status, n in sorted(statuses.items()))
        terminalreporter.write_line(
            f"hostile corpus on {database}: {sum(statuses.values())} requests over "
            f"{sum(figures['routes'] for figures in runs)} routes and "
            f"{max(figures['fields'] for figures in runs)} fields in "
            f"{sum(figures['seconds'] for figures in runs):.1f} s; statuses {counts}"
        )
