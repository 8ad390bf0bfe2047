"""Changes between processes through a real Redis (``live/relay.py``): a save through one
worker reaches a stream held by another; Redis down, the save still lands, the streams end
and new ones are refused (the pages poll); Redis back, streams open and hear saves again."""

from __future__ import annotations

import shutil
import time

import pytest

from golfkeeper import create_app
from golfkeeper.extensions import db
from golfkeeper.live.events import hub
from tests.conftest import TEST_DATABASE_URL, require_tool
from tests.web.helpers import record, start_match, stored
from tests.web.hosting.test_limits_redis import RedisServer, free_port
from tests.web.sharing.test_live_stream import Stream


@pytest.fixture
def redis_server(tmp_path):
    executable = shutil.which("redis-server")
    require_tool("redis-server", executable is None, "GOLFKEEPER_REQUIRE_REDIS", "redis-server")
    server = RedisServer(executable, tmp_path, free_port())
    server.start()
    yield server
    server.kill()


@pytest.fixture
def workers(tmp_path, redis_server):
    """Two app instances on one database and one Redis, as two gunicorn workers are."""
    database = TEST_DATABASE_URL
    if database == "sqlite://":
        database = f"sqlite:///{tmp_path / 'shared.sqlite3'}"
    apps = [
        create_app(
            {
                "TESTING": True,
                "SECRET_KEY": "t",
                "SQLALCHEMY_DATABASE_URI": database,
                "WTF_CSRF_ENABLED": False,
                "RATELIMIT_ENABLED": False,
                "EVENTS_REDIS_URL": redis_server.url,
                "STREAM_HEARTBEAT_SECONDS": 0.2,
            }
        )
        for _ in range(2)
    ]
    with apps[0].app_context():
        db.drop_all()
        db.create_all()
    for app in apps:
        assert hub(app).relay.wait_up(10)
    yield apps
    for app in apps:
        hub(app).relay.stop()
    with apps[0].app_context():
        db.drop_all()
        db.engine.dispose()


def _until(condition, seconds: float = 20) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline
        time.sleep(0.05)


def test_a_save_through_one_worker_reaches_a_stream_held_by_another(workers):
    first, second = workers
    keeper = first.test_client()
    match = start_match(keeper, ["Ann", "Bo"])
    version = stored(keeper, match).version
    follower = Stream(second.test_client(), f"/m/{match.view_token}/events?version={version}")

    record(keeper, match, 1, [3, 4])

    assert follower.next_event()["id"] == str(version + 1)
    follower.close()


def test_redis_down_saves_land_and_pages_poll_then_streams_come_back(workers, redis_server):
    first, second = workers
    keeper = first.test_client()
    match = start_match(keeper, ["Ann", "Bo"])
    url = f"/m/{match.view_token}/events"
    before = stored(keeper, match).version
    follower = Stream(second.test_client(), f"{url}?version={before}")

    redis_server.kill()
    record(keeper, match, 1, [3, 4])  # asserts the save's redirect

    saved = stored(keeper, match)
    assert saved.version == before + 1
    # Every stream ends (its page then polls, and /state answers with the new version)...
    assert follower.next_event(timeout=20) is None
    _until(lambda: not hub(second).accepting)
    refused = second.test_client().get(url)
    assert refused.status_code == 503 and refused.headers["Retry-After"] == "30"
    state = second.test_client().get(f"/m/{match.view_token}/state").get_json()
    assert state["version"] == saved.version

    redis_server.start()
    _until(lambda: hub(first).accepting and hub(second).accepting)
    back = Stream(second.test_client(), url, **{"Last-Event-ID": str(saved.version - 1)})
    assert back.next_event()["id"] == str(saved.version)  # what it missed, at once
    record(keeper, match, 2, [1, 2])
    assert back.next_event()["id"] == str(saved.version + 1)
    back.close()
