"""`flask serve` for real, as `make run` starts it (gevent's server on a SQLite file): a
table of 8 followers and a TV hold their streams open while the scorekeeper saves, every
save lands, each stream hears of it, and the server holds them all on a handful of threads."""

from __future__ import annotations

import http.client
import json
import os
import re
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from tests.hosted.test_two_boxes import Phone, fill

ROOT = Path(__file__).resolve().parents[3]
FLASK = str(Path(sys.executable).with_name("flask"))


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@pytest.fixture(scope="module")
def laptop(tmp_path_factory):
    """``flask serve`` on loopback with its own instance folder; its URL and process."""
    instance = tmp_path_factory.mktemp("instance")
    env = {**os.environ, "GOLFKEEPER_INSTANCE": str(instance), "PYTHONUNBUFFERED": "1"}
    env.pop("DATABASE_URL", None)
    subprocess.run([FLASK, "--app", "app", "db", "upgrade"], cwd=ROOT, env=env, check=True)
    port = _free_port()
    server = subprocess.Popen(
        [FLASK, "--app", "app", "serve", "--host", "127.0.0.1", "--port", str(port)],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    url = f"http://127.0.0.1:{port}"
    # Started as `flask serve`, it loads the app, then starts again under gevent.
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            break
        except OSError:
            time.sleep(0.1)
    else:
        server.kill()
        pytest.fail("flask serve did not start: " + (server.stdout.read() or ""))
    yield url, server
    server.terminate()
    output, _ = server.communicate(timeout=10)
    # No access log: no line of the server's output names a link's token.
    assert "/m/" not in output, output


class Follower(threading.Thread):
    """A phone holding the match's stream open, noting each version it is told."""

    def __init__(self, port: int, path: str) -> None:
        super().__init__(daemon=True)
        self.connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        self.connection.request("GET", path, headers={"Accept": "text/event-stream"})
        self.response = self.connection.getresponse()
        self.versions: list[tuple[int, float]] = []
        self.start()

    def run(self) -> None:
        try:
            for line in self.response:
                if line.startswith(b"id: "):
                    self.versions.append((int(line[4:]), time.monotonic()))
        except (OSError, http.client.HTTPException):
            pass  # closed by close()

    def close(self) -> None:
        self.connection.sock.shutdown(socket.SHUT_RDWR)
        self.join(5)
        self.connection.close()


def _threads(process: subprocess.Popen) -> int:
    status = Path(f"/proc/{process.pid}/status").read_text()
    return int(re.search(r"^Threads:\s+(\d+)", status, re.M).group(1))


def test_saves_land_while_a_table_of_nine_streams_is_open(laptop):
    url, server = laptop
    port = int(url.rsplit(":", 1)[1])
    keeper = Phone(url, url)
    sheet_path = keeper.start_match(("Ann", "Bo", "Cy", "Dee"))
    sheet = keeper.get(sheet_path).page
    view_path = re.search(r'id="view-link"[^>]*value="([^"]+)"', sheet).group(1)
    view_path = view_path.split("://", 1)[1].split("/", 1)[1]
    version = json.loads(keeper.get(f"/{view_path}/state").page)["version"]

    followers = [Follower(port, f"/{view_path}/events?version=0") for _ in range(9)]
    try:
        assert all(f.response.status == 200 for f in followers)
        assert _threads(server) <= 4  # not a thread per stream
        for points in (3, 5):
            action, fields = fill(keeper.get(sheet_path).page, points)
            saved_at = time.monotonic()
            answer = keeper.post(action, fields)
            assert answer.status == 302, answer.page[:2000]
            version += 1
            deadline = saved_at + 5
            while time.monotonic() < deadline and not all(
                f.versions and f.versions[-1][0] == version for f in followers
            ):
                time.sleep(0.02)
            assert [f.versions[-1][0] for f in followers] == [version] * 9
        assert json.loads(keeper.get(f"/{view_path}/state").page)["version"] == version
        assert "Hole 3 of" in keeper.get(sheet_path).page
    finally:
        for follower in followers:
            follower.close()
