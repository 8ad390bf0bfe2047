"""The hostile-input corpus (``hostile_corpus.py``) over the score sheet's routes
(``matches.*``), one test a route: a file of their own, so that ``make test`` runs the
corpus in two workers at once."""

from __future__ import annotations

import pytest

from tests.web.robustness.hostile_corpus import MATCH_ROUTES, check_route, new_table


@pytest.fixture(scope="module")
def table():
    yield from new_table()


@pytest.mark.parametrize(
    ("endpoint", "path"), MATCH_ROUTES, ids=[f"{e} {r}" for e, r in MATCH_ROUTES]
)
def test_no_route_answers_hostile_input_with_a_5xx_or_a_changed_database(table, endpoint, path):
    check_route(table, endpoint, path)
