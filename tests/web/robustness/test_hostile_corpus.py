"""The hostile-input corpus (``hostile_corpus.py`` says what it sends and checks) over every
route but the score sheet's (``test_hostile_corpus_matches.py``), one test a route, and the
static paths. No answer is a 5xx, and a refused request leaves every stored value as it was.
"""

from __future__ import annotations

import pytest

from tests.web.robustness.hostile_corpus import (
    MATCH_ROUTES,
    OTHER_ROUTES,
    ROUTES,
    check_route,
    check_static,
    new_table,
)


@pytest.fixture(scope="module")
def table():
    yield from new_table()


@pytest.mark.parametrize(
    ("endpoint", "path"), OTHER_ROUTES, ids=[f"{e} {r}" for e, r in OTHER_ROUTES]
)
def test_no_route_answers_hostile_input_with_a_5xx_or_a_changed_database(table, endpoint, path):
    check_route(table, endpoint, path)


def test_no_static_path_answers_hostile_input_with_a_5xx_or_a_changed_database(table):
    check_static(table)


def test_the_corpus_covers_every_route_of_the_app(table):
    routes = table.app.url_map.iter_rules()
    assert {(rule.endpoint, rule.rule) for rule in routes if rule.endpoint != "static"} == set(
        ROUTES
    )
    assert sorted(MATCH_ROUTES + OTHER_ROUTES) == sorted(ROUTES)
