"""Rate limits on a public host: every write, new matches, imports and the API, counted per
client address (behind the proxy), with a 429 that says when to try again; a Redis outage
only costs the counting."""

from __future__ import annotations

import doctest
import io
import json

import pytest

from golfkeeper import create_app
from golfkeeper.extensions import db
from golfkeeper.models import Match
from golfkeeper.web import limits
from tests.conftest import TEST_DATABASE_URL
from tests.web.helpers import record, row_count, start_match

NEW_MATCH = {"name_1": "Ann", "name_2": "Bo", "first_dealer": "1", "holes": "9"}


@pytest.fixture
def limited():
    """An app as hosted: rate limits on, behind one proxy."""

    def build(**config):
        app = create_app(
            {
                "TESTING": True,
                "SECRET_KEY": "t",
                "SQLALCHEMY_DATABASE_URI": TEST_DATABASE_URL,
                "WTF_CSRF_ENABLED": False,
                "RATELIMIT_ENABLED": True,
                "TRUSTED_PROXIES": 1,
                **config,
            }
        )
        with app.app_context():
            db.drop_all()
            db.create_all()
        built.append(app)
        return app

    built: list = []
    yield build
    for app in built:
        with app.app_context():
            db.drop_all()
            db.engine.dispose()


def from_address(client, address: str):
    """Send the client's next requests through the proxy from ``address``."""
    client.environ_base["HTTP_X_FORWARDED_FOR"] = address
    return client


def test_the_wait_is_said_in_words():
    assert doctest.testmod(limits).failed == 0


def test_limits_are_off_in_the_tests_and_on_a_lan(client):
    for _ in range(40):
        assert client.get("/api/presets").status_code == 200


def test_the_api_answers_429_as_json_with_retry_after(limited):
    client = limited(RATELIMIT_API="3 per minute").test_client()
    for _ in range(3):
        assert client.get("/api/presets").status_code == 200
    response = client.get("/api/presets")
    assert response.status_code == 429
    body = response.get_json()
    assert "try again in" in body["error"]
    assert 1 <= body["retry_after"] <= 60
    assert 1 <= int(response.headers["Retry-After"]) <= 60


def test_writes_are_counted_per_client_address_behind_the_proxy(limited):
    client = from_address(limited(RATELIMIT_WRITES="4 per minute").test_client(), "198.51.100.1")
    match = start_match(client, ["Ann", "Bo"])
    for hole in (1, 2, 3):
        assert record(client, match, hole, [hole, 5]).status_code == 302
    refused = record(client, match, 4, [1, 1])
    assert refused.status_code == 429
    page = refused.get_data(as_text=True)
    assert "Too many requests" in page and "try again in" in page and "Nothing was saved" in page
    assert 1 <= int(refused.headers["Retry-After"]) <= 60
    # Reading is never counted; another address (another table) is not held back.
    assert client.get(f"/matches/{match.id}").status_code == 200
    assert record(from_address(client, "198.51.100.2"), match, 4, [1, 1]).status_code == 302


def test_new_matches_are_capped_per_browser_per_hour(limited):
    app = limited(RATELIMIT_NEW_MATCHES_PER_BROWSER="2 per hour")
    browser = app.test_client()
    for _ in range(2):
        assert browser.post("/matches/new", data=NEW_MATCH).status_code == 302
    assert browser.post("/matches/new", data=NEW_MATCH).status_code == 429
    assert row_count(browser, Match) == 2
    # Another browser at the same table (same address) may still start one.
    assert app.test_client().post("/matches/new", data=NEW_MATCH).status_code == 302


def test_a_browser_over_its_own_limit_does_not_use_up_its_households(limited):
    app = limited(
        RATELIMIT_NEW_MATCHES_PER_BROWSER="1 per hour", RATELIMIT_NEW_MATCHES="2 per hour"
    )
    eager = app.test_client()
    assert eager.post("/matches/new", data=NEW_MATCH).status_code == 302
    for _ in range(3):
        assert eager.post("/matches/new", data=NEW_MATCH).status_code == 429
    # The refusals counted nothing: the next phone at the table still has its address's share.
    assert app.test_client().post("/matches/new", data=NEW_MATCH).status_code == 302
    assert app.test_client().post("/matches/new", data=NEW_MATCH).status_code == 429


def test_rate_limit_headers_only_on_the_api_and_on_429s(limited):
    client = from_address(limited(RATELIMIT_WRITES="2 per minute").test_client(), "198.51.100.1")
    saved = client.post("/matches/new", data=NEW_MATCH)
    assert saved.status_code == 302
    page = client.get(saved.headers["Location"])
    for answer in (saved, page):
        assert not [name for name, _ in answer.headers if "ratelimit" in name.lower()]
        assert "Retry-After" not in answer.headers
    api = client.get("/api/presets")
    assert api.headers["X-RateLimit-Limit"] == "120"
    assert api.headers["X-RateLimit-Remaining"] == "119"
    assert "Retry-After" not in api.headers
    client.post("/matches/new", data=NEW_MATCH)
    refused = client.post("/matches/new", data=NEW_MATCH)
    assert refused.status_code == 429 and 1 <= int(refused.headers["Retry-After"]) <= 60


def test_new_matches_are_capped_per_address_per_hour(limited):
    app = limited(RATELIMIT_NEW_MATCHES="2 per hour")
    for _ in range(2):
        assert app.test_client().post("/matches/new", data=NEW_MATCH).status_code == 302
    assert app.test_client().post("/matches/new", data=NEW_MATCH).status_code == 429
    # The new-match form itself is still shown.
    assert app.test_client().get("/matches/new").status_code == 200


def test_imports_are_capped_per_address(limited):
    client = limited(RATELIMIT_IMPORTS="1 per hour").test_client()
    empty = {"file": (io.BytesIO(json.dumps({}).encode()), "m.json")}
    assert client.post("/matches/import", data=empty).status_code == 422
    again = {"file": (io.BytesIO(b"{}"), "m.json")}
    assert client.post("/matches/import", data=again).status_code == 429


def test_a_redis_outage_never_stops_the_score_sheet(limited, caplog):
    # Nothing listens on port 1: every call to the storage fails at once.
    app = limited(RATELIMIT_STORAGE_URI="redis://127.0.0.1:1/0")
    client = app.test_client()
    response = client.post("/matches/new", data=NEW_MATCH)
    assert response.status_code == 302
    assert client.get(response.headers["Location"]).status_code == 200
    assert any("storage" in r.getMessage().lower() for r in caplog.records), caplog.text


def test_replacing_links_counts_as_a_write(limited):
    client = from_address(limited(RATELIMIT_WRITES="2 per minute").test_client(), "198.51.100.1")
    match = start_match(client, ["Ann", "Bo"])
    assert client.post(f"/matches/{match.id}/links/view").status_code == 302
    refused = client.post(f"/matches/{match.id}/links/edit")
    assert refused.status_code == 429 and "Nothing was saved" in refused.get_data(as_text=True)
