"""The bounds of any rules named in a query string (issue 28, point 1): kept in the shared
cache under the scoring switches, and the few slow searches limited per address."""

from __future__ import annotations

from urllib.parse import urlencode

import pytest

from golfkeeper import create_app, scorekeeping
from golfkeeper.engine.cards import Rank
from golfkeeper.engine.house_rules import CardValues, Game, HouseRules, NegativePairs
from golfkeeper.engine.scoring import HoleScoreBounds, hole_score_bounds, slow_bounds_search
from golfkeeper.engine.scoring import bounds as engine_bounds
from golfkeeper.engine.scoring.bounds import _cached_bounds, _search
from golfkeeper.extensions import bounds_cache, cache, db
from golfkeeper.table_rules.kept_bounds import cache_key
from golfkeeper.table_rules.query import rules_query_args
from tests.conftest import TEST_DATABASE_URL
from tests.web.hosting.test_limits import from_address, limited  # noqa: F401 - the fixture


def slow_rules(jack: int) -> HouseRules:
    """Eight-card golf with one-eyed jacks below 0 whose pairs keep their value."""
    return HouseRules(
        game=Game.EIGHT_CARD,
        one_eyed_jacks=True,
        negative_pairs=NegativePairs.KEEP,
        card_values=CardValues.of({Rank.JACK: jack}),
        decks=2,
    )


def bounds_url(rules: HouseRules) -> str:
    return "/api/rules/bounds?" + urlencode(rules_query_args(rules))


@pytest.fixture(autouse=True)
def fresh_engine():
    """Each test finds no bounds in the process's own memory."""
    _cached_bounds.cache_clear()
    yield
    _cached_bounds.cache_clear()


def test_an_answer_is_kept_in_the_shared_cache_under_the_scoring_switches(app, client):
    rules = HouseRules(decks=3, jokers=-4, card_values=CardValues.parse("Q:17"))
    body = client.get(bounds_url(rules)).get_json()
    with app.app_context():
        kept = bounds_cache.get(cache_key(rules))
    assert isinstance(kept, HoleScoreBounds)
    assert (kept.min, kept.max) == (body["min"], body["max"])
    # The number of holes and the play switches do not change a bound: one entry.
    assert cache_key(rules.replace(holes=18, last_turn=True)) == cache_key(rules)
    assert cache_key(rules.replace(decks=2)) != cache_key(rules)


def test_a_kept_answer_is_read_instead_of_searching_again(app, client):
    rules = HouseRules(decks=2, card_values=CardValues.parse("A:-9"))
    # Another server process put it there: this one must not search.
    searched = _search(rules)
    planted = HoleScoreBounds(-99, 999, searched.min_layout, searched.max_layout)
    with app.app_context():
        bounds_cache.set(cache_key(rules), planted)
    body = client.get(bounds_url(rules)).get_json()
    assert (body["min"], body["max"]) == (-99, 999)
    page = client.get("/calculator/?" + urlencode(rules_query_args(rules))).get_data(True)
    assert "−99" in page


def test_only_eight_card_one_eyed_jacks_below_zero_keeping_their_pairs_are_slow():
    assert slow_bounds_search(slow_rules(-3))
    assert not slow_bounds_search(slow_rules(-3).replace(negative_pairs=NegativePairs.ZERO))
    assert not slow_bounds_search(slow_rules(3))
    assert not slow_bounds_search(slow_rules(-3).replace(game=Game.SIX_CARD))
    assert not slow_bounds_search(slow_rules(-3).replace(one_eyed_jacks=False))


def test_slow_searches_are_limited_per_address_but_kept_answers_are_not(limited):  # noqa: F811
    client = from_address(
        limited(RATELIMIT_SLOW_BOUNDS="2 per minute").test_client(), "203.0.113.7"
    )
    assert client.get(bounds_url(slow_rules(-1))).status_code == 200
    assert client.get(bounds_url(slow_rules(-2))).status_code == 200
    refused = client.get(bounds_url(slow_rules(-3)))
    assert refused.status_code == 429
    assert "try again in" in refused.get_json()["error"]
    # The calculator is refused the same search, with the 429 page.
    page = client.get("/calculator/?" + urlencode(rules_query_args(slow_rules(-4))))
    assert page.status_code == 429
    # Rules already worked out cost nothing and are never refused,
    _cached_bounds.cache_clear()  # (from the shared cache, not this process's memory)
    assert client.get(bounds_url(slow_rules(-1))).status_code == 200
    # and neither are rule sets whose search is fast.
    for jack in range(3, 8):
        assert client.get(bounds_url(slow_rules(jack))).status_code == 200
    # Another address has its own count.
    other = from_address(client, "198.51.100.2")
    assert other.get(bounds_url(slow_rules(-3))).status_code == 200


def test_on_a_home_network_slow_searches_are_never_refused(client):
    for jack in (-5, -6, -7):
        assert client.get(bounds_url(slow_rules(jack))).status_code == 200


def test_the_engine_alone_keeps_nothing_outside_the_app():
    app = create_app(
        {"TESTING": True, "SECRET_KEY": "t", "SQLALCHEMY_DATABASE_URI": TEST_DATABASE_URL}
    )
    assert app  # the store is given to the engine, and answers without an app context
    assert hole_score_bounds(slow_rules(-8)).min < 0


def test_every_way_to_a_new_search_is_under_the_same_limits(limited):  # noqa: F811
    """The JSON API's POST /api/hole and the calculator's pages count their searches of
    new rules like any page (30 slow searches in a row of 80 ms of CPU each went through
    /api/hole before), and fast searches of new rules have their own limit."""
    app = limited(RATELIMIT_SLOW_BOUNDS="1 per minute", RATELIMIT_BOUNDS_SEARCHES="4 per minute")
    client = from_address(app.test_client(), "203.0.113.9")
    assert client.get(bounds_url(slow_rules(-1))).status_code == 200
    response = client.post("/api/hole", json={"rules": slow_rules(-3).to_dict(), "scores": [0, 4]})
    assert response.status_code == 429
    for value in (1, 2, 3):  # 4 searches of new rules in all: the last one refused
        rules = HouseRules(card_values=CardValues.parse(f"Q:{value}"))
        page = client.get("/calculator/?" + urlencode(rules_query_args(rules)))
        assert page.status_code == (200 if value < 3 else 429)


def start_stored(app, rules: HouseRules):
    """A match with ``rules`` saved straight through the service; its view link's path."""
    with app.app_context():
        match = scorekeeping.start_match(["Ann", "Bo"], 0, rules)
        db.session.commit()
        return f"/m/{match.view_token}"


def test_a_saved_matchs_own_bounds_are_never_charged_to_its_family(limited):  # noqa: F811
    """Another address's flood pushed the match's bounds out (simulated: every store
    emptied); the family's phones read on, searching again for free, never refused
    (6 reads gave 429 before)."""
    app = limited(RATELIMIT_SLOW_BOUNDS="1 per minute", RATELIMIT_BOUNDS_SEARCHES="1 per minute")
    view = start_stored(app, slow_rules(-5))
    family = from_address(app.test_client(), "198.51.100.20")
    assert family.get(bounds_url(slow_rules(-1))).status_code == 200  # its limit used up
    for _ in range(8):
        _cached_bounds.cache_clear()
        with app.app_context():
            bounds_cache.clear()
            cache.clear()
        assert family.get(view).status_code == 200


def test_a_flood_of_new_rules_pushes_out_neither_kept_pages_nor_a_matchs_bounds(
    app, client, monkeypatch
):
    """300 calculator pages with card values never seen (a flood from anywhere, limits
    off) leave the score sheet kept and its bounds kept: reading it searches nothing
    (before, bounds filled the 200-entry page store for a day and pushed both out)."""
    view = start_stored(app, HouseRules(card_values=CardValues.parse("K:-3")))
    assert client.get(view).status_code == 200
    with app.app_context():
        pages_before = len(cache.cache._cache)
    for value in range(300):
        queen, jack = divmod(value, 20)
        rules = HouseRules(card_values=CardValues.parse(f"Q:{queen + 1},J:{jack + 1}"))
        assert client.get("/calculator/?" + urlencode(rules_query_args(rules))).status_code == 200
    with app.app_context():
        pages, bounds = len(cache.cache._cache), len(bounds_cache.cache._cache)
    print(f"\nafter the flood: {pages} kept pages (before {pages_before}), {bounds} bounds kept")
    assert bounds >= 300
    searches = []
    monkeypatch.setattr(engine_bounds, "_search", lambda rules: searches.append(rules))
    _cached_bounds.cache_clear()  # another server process: only the shared stores hold it
    assert client.get(view).status_code == 200
    assert searches == []
