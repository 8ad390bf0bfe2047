"""A throwaway PostgreSQL server for the test process (each xdist worker's), shared by the
modules here, and a new database on it per test.

One server a process, not one a module: its ``initdb`` and start cost more than most tests
here, and each test keeps a database of its own. Tests that stop the server (a restart, an
outage) start it again before they end, in their ``finally``; tests run one at a time in a
process, so no other module's test is running when it goes away.
"""

from __future__ import annotations

import itertools
import re

import pytest

from bench import stack
from tests.conftest import require_tool

_NUMBERS = itertools.count(1)


@pytest.fixture(scope="session")
def postgres_server():
    require_tool(
        "PostgreSQL", stack.postgres_binaries() is None, "GOLFKEEPER_REQUIRE_POSTGRES", "postgresql"
    )
    with stack.postgres() as server:
        yield server


def database_name(name: str) -> str:
    """A name PostgreSQL takes (63 bytes at most), new on the shared server: ``name`` in
    lower case with a number after it, since two modules may name a test or a fixture's
    database alike."""
    plain = re.sub(r"\W", "_", name)[:54].lower()
    return f"{plain}_{next(_NUMBERS)}"


@pytest.fixture
def database(postgres_server, request):
    """A new database on the throwaway server, for this test alone; its URL."""
    return postgres_server.create_database(database_name(request.node.name))
