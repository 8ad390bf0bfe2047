"""A throwaway PostgreSQL server for the module's tests, and a new database on it per test."""

from __future__ import annotations

import re

import pytest

from bench import stack
from tests.conftest import require_tool


@pytest.fixture(scope="module")
def postgres_server():
    require_tool(
        "PostgreSQL", stack.postgres_binaries() is None, "GOLFKEEPER_REQUIRE_POSTGRES", "postgresql"
    )
    with stack.postgres() as server:
        yield server


@pytest.fixture
def database(postgres_server, request):
    """A new database on the throwaway server, for this test alone; its URL."""
    name = re.sub(r"\W", "_", request.node.name)[:60].lower()
    return postgres_server.create_database(name)
