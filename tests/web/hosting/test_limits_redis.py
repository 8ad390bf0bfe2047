"""Rate limits counted in a real Redis, as a host with several gunicorn workers runs them:
two app instances (two workers) on one Redis share every count; Redis stopping mid-run
costs the counting only (logged), never a save; Redis coming back brings the shared count
back.

Each test starts its own ``redis-server`` on a free loopback port (nothing written to
disk). Skipped when ``redis-server`` is not installed (``apt-get install -y redis-server``),
unless GOLFKEEPER_REQUIRE_REDIS=1 (CI sets it): then a missing server fails.
"""

from __future__ import annotations

import logging
import shutil
import socket
import subprocess
import time

import pytest
import redis

from golfkeeper import create_app
from golfkeeper.extensions import db
from golfkeeper.models import HoleScore
from tests.conftest import TEST_DATABASE_URL, require_tool
from tests.web.helpers import record, row_count, start_match, stored

WRITES_PER_MINUTE = 4
# Flask-Limiter asks a storage it gave up on again after 1, 2, 4, ... seconds.
RECOVERY_SECONDS = 20


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class RedisServer:
    """A ``redis-server`` of the test's own on one loopback port, keeping nothing on disk;
    it can be killed and started again on the same port."""

    def __init__(self, executable: str, folder, port: int):
        self.command = [
            executable,
            "--port", str(port),
            "--bind", "127.0.0.1",
            "--save", "",
            "--appendonly", "no",
            "--dir", str(folder),
        ]  # fmt: skip
        self.log = folder / "redis.log"
        self.url = f"redis://127.0.0.1:{port}/0"
        self.process: subprocess.Popen | None = None

    def start(self) -> None:
        with self.log.open("a") as log:
            self.process = subprocess.Popen(self.command, stdout=log, stderr=subprocess.STDOUT)
        client = redis.Redis.from_url(self.url, socket_connect_timeout=1)
        deadline = time.monotonic() + 10
        while True:
            try:
                client.ping()
                return
            except redis.ConnectionError:
                if self.process.poll() is not None or time.monotonic() > deadline:
                    pytest.fail(f"redis-server did not start:\n{self.log.read_text()}")
                time.sleep(0.05)
            finally:
                client.close()

    def kill(self) -> None:
        """Stop at once, as a crash or an out-of-memory kill would."""
        if self.process and self.process.poll() is None:
            self.process.kill()
            self.process.wait()


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
    # In-memory SQLite would give each instance a database of its own.
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
                "RATELIMIT_ENABLED": True,
                "RATELIMIT_STORAGE_URI": redis_server.url,
                "RATELIMIT_WRITES": f"{WRITES_PER_MINUTE} per minute",
            }
        )
        for _ in range(2)
    ]
    with apps[0].app_context():
        db.drop_all()
        db.create_all()
    yield apps
    with apps[0].app_context():
        db.drop_all()
    for app in apps:
        with app.app_context():
            db.engine.dispose()


def one_phone(apps, names=("Ann", "Bo")):
    """A match started through the first worker, and a test client on each worker holding
    the same session (its edit right): the proxy sends a phone's requests to any worker."""
    first, second = (app.test_client() for app in apps)
    match = start_match(first, list(names))  # one write, counted
    second.set_cookie("session", first.get_cookie("session").value)
    return match, first, second


def storage_messages(caplog, words: str) -> list[str]:
    return [r.getMessage() for r in caplog.records if words in r.getMessage()]


def test_workers_on_one_redis_share_each_count(workers, redis_server):
    match, first, second = one_phone(workers)  # write 1, through the first worker
    assert record(second, match, 1, [3, 4]).status_code == 302  # 2, through the second
    assert record(first, match, 2, [5, 1]).status_code == 302  # 3
    assert record(second, match, 3, [2, 2]).status_code == 302  # 4: the limit reached
    # Each worker alone has seen two writes; only a shared count refuses the fifth.
    for client in (first, second):
        refused = record(client, match, 4, [1, 1])
        assert refused.status_code == 429
        page = refused.get_data(as_text=True)
        assert "Too many requests" in page and "Nothing was saved" in page
        assert "try again in" in page
        assert 1 <= int(refused.headers["Retry-After"]) <= 60
    assert row_count(first, HoleScore) == 6
    keys = redis.Redis.from_url(redis_server.url).keys("*golfkeeper*")
    assert keys, "nothing was counted in Redis"


def test_redis_stopping_mid_run_costs_the_counting_only(workers, redis_server, caplog):
    match, first, second = one_phone(workers)
    assert record(second, match, 1, [3, 4]).status_code == 302
    redis_server.kill()
    with caplog.at_level(logging.WARNING, logger="flask-limiter"):
        # Saves go on through both workers, and the score sheet shows them.
        assert record(first, match, 2, [5, 1]).status_code == 302
        assert record(second, match, 3, [2, 2]).status_code == 302
        assert first.get(f"/matches/{match.id}").status_code == 200
    hole_3 = [score.points for score in stored(first, match).scores if score.hole_number == 3]
    assert hole_3 == [2, 2]
    # Said once by each worker, not on every request.
    assert len(storage_messages(caplog, "storage unreachable")) == 2, caplog.text
    # Meanwhile each worker counts on its own, in memory: the limit still holds per worker.
    for hole in (4, 5, 6):
        assert record(first, match, hole, [1, 1]).status_code == 302
    assert record(first, match, 7, [1, 1]).status_code == 429


def test_counting_is_shared_again_once_redis_is_back(workers, redis_server, caplog):
    match, first, second = one_phone(workers)
    caplog.set_level(logging.INFO, logger="flask-limiter")
    redis_server.kill()
    assert record(first, match, 1, [3, 4]).status_code == 302
    assert record(second, match, 2, [3, 4]).status_code == 302
    assert len(storage_messages(caplog, "storage unreachable")) == 2
    redis_server.start()  # empty: a Redis that restarts has lost its counts
    deadline = time.monotonic() + RECOVERY_SECONDS
    # Each worker looks at Redis again on a later request (reading pages is never counted).
    while len(storage_messages(caplog, "storage recovered")) < 2:
        assert time.monotonic() < deadline, caplog.text
        for client in (first, second):
            assert client.get(f"/matches/{match.id}").status_code == 200
        time.sleep(0.25)
    for hole, client in zip((3, 4, 5, 6), (first, second, first, second), strict=True):
        assert record(client, match, hole, [1, 1]).status_code == 302
    for client in (first, second):
        assert record(client, match, 7, [1, 1]).status_code == 429
    assert row_count(first, HoleScore) == 12
