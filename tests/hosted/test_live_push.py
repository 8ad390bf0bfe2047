"""Live updates on the hosted stack: two boxes (gunicorn's gevent workers, 2 each) on one
PostgreSQL, Redis carrying each change between them, Caddy in front with the shipped
``deploy/Caddyfile``. Checked: a save through one box reaches a stream held by the other;
Caddy passes a stream's bytes on at once (no buffering); Redis down, saves still land and
streams end (pages poll), and once it is back streams open and hear saves again; a box
killed with streams open, its followers reconnect through Caddy to the other and miss
nothing; a replaced view link ends its streams on both boxes at once. On one box of its
own behind Caddy: the per-address cap on streams counts each phone's address.

Needs PostgreSQL's server programs, ``caddy`` and ``redis-server`` (skipped when missing,
unless CI's GOLFKEEPER_REQUIRE_* switches say they must be there).
"""

from __future__ import annotations

import http.client
import json
import queue
import re
import shutil
import socket
import threading
import time
from urllib.parse import urlsplit

import pytest

from bench import stack
from tests.conftest import require_tool
from tests.hosted.conftest import database_name
from tests.hosted.test_two_boxes import LIMITS, Phone, fill
from tests.web.hosting.test_limits_redis import RedisServer


@pytest.fixture(scope="module")
def hosted(postgres_server, tmp_path_factory):
    """Redis, an empty database, two boxes sharing both, Caddy in front."""
    executable = shutil.which("redis-server")
    require_tool("redis-server", executable is None, "GOLFKEEPER_REQUIRE_REDIS", "redis-server")
    require_tool("caddy", stack.caddy_executable() is None, "GOLFKEEPER_REQUIRE_CADDY", "caddy")
    folder = tmp_path_factory.mktemp("live-push")
    redis = RedisServer(executable, folder, stack.free_port())
    redis.start()
    env = {
        "DATABASE_URL": postgres_server.create_database(database_name("live_push")),
        "GOLFKEEPER_INSTANCE": str(folder / "instance"),
        "SECRET_KEY": "shared by every box",
        "GOLFKEEPER_RATELIMIT_STORAGE_URI": redis.url,
        "GOLFKEEPER_EVENTS_REDIS_URL": redis.url,
        # Every test phone is one loopback address.
        "GOLFKEEPER_STREAMS_PER_ADDRESS": "1000",
        "GOLFKEEPER_STREAM_HEARTBEAT_SECONDS": "1",
        **LIMITS,
    }
    try:
        with (
            stack.boxes(env, folder, 2, "--workers", "2") as boxes,
            stack.caddy(folder / "caddy", [box.port for box in boxes], "/livez") as proxy,
        ):
            yield boxes, proxy, redis
    finally:
        redis.kill()


class Stream(threading.Thread):
    """A phone's EventSource, by hand: one connection, each line noted with its time."""

    def __init__(
        self, url: str, path: str, tls=None, headers: dict | None = None, source: str = ""
    ) -> None:
        """Opened from the loopback address ``source`` if given (another household)."""
        super().__init__(daemon=True)
        parts = urlsplit(url)
        where = {"timeout": 30, "source_address": (source, 0) if source else None}
        if parts.scheme == "https":
            self.connection = http.client.HTTPSConnection(
                parts.hostname, parts.port, context=tls, **where
            )
        else:
            self.connection = http.client.HTTPConnection(parts.hostname, parts.port, **where)
        self.connection.request(
            "GET", path, headers={"Accept": "text/event-stream", **(headers or {})}
        )
        self.response = self.connection.getresponse()
        self.lines: queue.Queue[tuple[float, str] | None] = queue.Queue()
        self.ids: list[int] = []
        if self.response.status == 200:
            self.start()

    def run(self) -> None:
        try:
            for line in self.response:
                text = line.decode().rstrip("\n")
                if text.startswith("id: "):
                    self.ids.append(int(text[4:]))
                self.lines.put((time.monotonic(), text))
        except (OSError, http.client.HTTPException, ValueError):
            pass
        self.lines.put(None)

    def line(self, starting: str, timeout: float = 10) -> tuple[float, str] | None:
        """The next line starting with ``starting`` and when it came (None: the end)."""
        deadline = time.monotonic() + timeout
        while True:
            got = self.lines.get(timeout=max(0.01, deadline - time.monotonic()))
            if got is None or got[1].startswith(starting):
                return got

    def ended(self, timeout: float = 20) -> bool:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                if self.lines.get(timeout=max(0.01, deadline - time.monotonic())) is None:
                    return True
            except queue.Empty:
                return False
        return False

    def close(self) -> None:
        if self.connection.sock is not None:
            self.connection.sock.shutdown(socket.SHUT_RDWR)
        if self.is_alive():
            self.join(5)
        self.connection.close()


def _match(phone: Phone) -> tuple[str, str]:
    """A new match: its score sheet's path and its view link's path."""
    sheet_path = phone.start_match()
    sheet = phone.get(sheet_path).page
    view_url = re.search(r'id="view-link"[^>]*value="([^"]+)"', sheet).group(1)
    return sheet_path, urlsplit(view_url).path


def _version(phone: Phone, view_path: str) -> int:
    return json.loads(phone.get(view_path + "/state").page)["version"]


def _save(phone: Phone, sheet_path: str, points: int) -> float:
    action, fields = fill(phone.get(sheet_path).page, points)
    answer = phone.post(action, fields)
    assert answer.status == 302, answer.page[:2000]
    return time.monotonic()


def _direct(box: stack.Box, path: str, **headers: str) -> Stream:
    """A stream straight from ``box``, with the headers Caddy would add."""
    forwarded = {"X-Forwarded-Proto": "https", "X-Forwarded-Host": "golf.test"}
    return Stream(box.url, path, headers={**forwarded, **headers})


def test_a_save_through_one_box_reaches_a_stream_held_by_the_other(hosted):
    boxes, proxy, _ = hosted
    phone = Phone(proxy.url, proxy.url, proxy.tls())
    first = phone.through(boxes[0])
    sheet_path, view_path = _match(first)
    version = _version(first, view_path)
    followers = [_direct(boxes[1], f"{view_path}/events?version={version}") for _ in range(4)]
    try:
        assert [follower.response.status for follower in followers] == [200] * 4
        saved_at = _save(first, sheet_path, 3)
        for follower in followers:
            at, line = follower.line("id: ")
            assert line == f"id: {version + 1}"
            assert at - saved_at < 2
    finally:
        for follower in followers:
            follower.close()


def test_caddy_passes_a_stream_on_unbuffered(hosted):
    boxes, proxy, _ = hosted
    phone = Phone(proxy.url, proxy.url, proxy.tls())
    sheet_path, view_path = _match(phone)
    version = _version(phone, view_path)
    opened = time.monotonic()
    follower = Stream(proxy.url, f"{view_path}/events?version={version}", proxy.tls())
    try:
        assert follower.response.status == 200
        assert follower.response.getheader("Content-Type").startswith("text/event-stream")
        # The stream's first line and each heartbeat (a few bytes) come through at once.
        at, _ = follower.line(": following", timeout=5)
        assert at - opened < 2
        beats = [follower.line(": keep-alive", timeout=5)[0] for _ in range(2)]
        assert beats[1] - beats[0] < 2
        saved_at = _save(phone, sheet_path, 4)
        at, line = follower.line("id: ")
        assert line == f"id: {version + 1}" and at - saved_at < 2
    finally:
        follower.close()


def test_redis_down_saves_land_and_streams_come_back_with_it(hosted):
    boxes, proxy, redis = hosted
    phone = Phone(proxy.url, proxy.url, proxy.tls())
    first, second = phone.through(boxes[0]), phone.through(boxes[1])
    sheet_path, view_path = _match(first)
    follower = _direct(boxes[1], f"{view_path}/events?version={_version(first, view_path)}")

    redis.kill()
    try:
        _save(first, sheet_path, 5)
        version = _version(second, view_path)  # the poll sees the save
        assert follower.ended(), "the stream stays open though changes can't reach it"
        deadline = time.monotonic() + 20
        while _direct(boxes[1], f"{view_path}/events").response.status != 503:
            assert time.monotonic() < deadline
            time.sleep(0.5)
    finally:
        redis.start()

    deadline = time.monotonic() + 30
    while True:
        back = _direct(boxes[1], f"{view_path}/events", **{"Last-Event-ID": str(version)})
        if back.response.status == 200:
            break
        back.close()
        assert time.monotonic() < deadline, "streams did not come back with Redis"
        time.sleep(0.5)
    try:
        _save(first, sheet_path, 6)
        assert back.line("id: ")[1] == f"id: {version + 1}"
    finally:
        back.close()


def test_a_box_killed_with_streams_open_its_followers_reconnect_and_miss_nothing(hosted):
    boxes, proxy, _ = hosted
    phone = Phone(proxy.url, proxy.url, proxy.tls())
    sheet_path, view_path = _match(phone)
    version = _version(phone, view_path)
    # Caddy spreads them over both boxes (round robin).
    followers = [
        Stream(proxy.url, f"{view_path}/events?version={version}", proxy.tls()) for _ in range(6)
    ]
    try:
        assert all(follower.response.status == 200 for follower in followers)
        boxes[0].kill()
        # Through Caddy, to the box still up. A post Caddy had sent on a kept connection to
        # the killed box is answered 502 and never sent twice: sent again, as a person would.
        action, fields = fill(phone.get(sheet_path).page, 7)
        for _ in range(10):
            answer = phone.post(action, fields)
            if answer.status != 502:
                break
            time.sleep(0.5)
        assert answer.status == 302, answer.page[:2000]
        for follower in followers:
            # Each hears of the save on its stream, or its stream broke with its box.
            got = follower.line("id: ")
            assert got is None or got[1] == f"id: {version + 1}"
        broken = [f for f in followers if f.ids[-1:] != [version + 1]]
        assert broken, "no stream was on the killed box"
        # A browser reconnects by itself, naming the last version it saw.
        for follower in broken:
            last = follower.ids[-1] if follower.ids else version
            again = Stream(
                proxy.url, f"{view_path}/events", proxy.tls(), {"Last-Event-ID": str(last)}
            )
            assert again.response.status == 200
            assert again.line("id: ")[1] == f"id: {version + 1}"
            again.close()
    finally:
        for follower in followers:
            follower.close()
        boxes[0].serve_again()


def test_a_replaced_view_link_ends_its_streams_on_every_box(hosted):
    boxes, proxy, _ = hosted
    phone = Phone(proxy.url, proxy.url, proxy.tls())
    first = phone.through(boxes[0])
    sheet_path, view_path = _match(first)
    version = _version(first, view_path)
    # Two on each box: its two workers each likely hold one.
    followers = [
        _direct(box, f"{view_path}/events?version={version}") for box in boxes for _ in range(2)
    ]
    try:
        assert [follower.response.status for follower in followers] == [200] * 4
        links = first.get(sheet_path + "/links").page
        form = re.search(
            r'action="([^"]+)">\s*<input[^>]*name="csrf_token"[^>]*value="([^"]+)"[^>]*>\s*'
            r"<button[^>]*>Replace the view link<",
            links,
        )
        replaced_at = time.monotonic()
        answer = first.post(form.group(1), {"csrf_token": form.group(2)})
        assert answer.status == 302, answer.page[:2000]
        for follower in followers:
            at, line = follower.line("event: ")
            assert line == "event: gone" and at - replaced_at < 2
            _, data = follower.line("data: ")
            assert json.loads(data.removeprefix("data: "))["status"] == 410
            assert follower.ended(timeout=5)
        again = _direct(boxes[1], f"{view_path}/events")
        assert again.response.status == 410
        again.close()
    finally:
        for follower in followers:
            follower.close()


@pytest.fixture(scope="module")
def capped(postgres_server, tmp_path_factory):
    """One box (one worker, as without Redis) allowing 3 streams an address, behind Caddy."""
    folder = tmp_path_factory.mktemp("live-cap")
    env = {
        "DATABASE_URL": postgres_server.create_database(database_name("live_cap")),
        "GOLFKEEPER_INSTANCE": str(folder / "instance"),
        "SECRET_KEY": "one box",
        "GOLFKEEPER_STREAMS_PER_ADDRESS": "3",
        "GOLFKEEPER_STREAM_HEARTBEAT_SECONDS": "1",
        **LIMITS,
    }
    require_tool("caddy", stack.caddy_executable() is None, "GOLFKEEPER_REQUIRE_CADDY", "caddy")
    with (
        stack.boxes(env, folder, 1) as boxes,
        stack.caddy(folder / "caddy", [box.port for box in boxes], "/livez") as proxy,
    ):
        yield proxy


def _from(address: str, proxy, path: str) -> Stream:
    """A stream through Caddy from the loopback address ``address``."""
    return Stream(proxy.url, path, proxy.tls(), source=address)


def test_the_cap_on_streams_counts_each_client_address_behind_caddy(capped):
    """Caddy names the phone's address (X-Forwarded-For) and the app counts that, not
    Caddy's own: one household reaches the cap, another still follows."""
    proxy = capped
    phone = Phone(proxy.url, proxy.url, proxy.tls())
    _, view_path = _match(phone)
    path = f"{view_path}/events"
    held = [_from("127.0.0.2", proxy, path) for _ in range(3)]
    try:
        assert [stream.response.status for stream in held] == [200] * 3
        refused = _from("127.0.0.2", proxy, path)
        assert refused.response.status == 429
        assert refused.response.getheader("Retry-After") == "60"
        refused.close()
        other = _from("127.0.0.3", proxy, path)
        assert other.response.status == 200
        other.close()
        # A page closed gives its place back once the server notices (its next heartbeat).
        held.pop().close()
        deadline = time.monotonic() + 10
        while (again := _from("127.0.0.2", proxy, path)).response.status != 200:
            again.close()
            assert time.monotonic() < deadline, "a closed stream kept its place"
            time.sleep(0.3)
        held.append(again)
    finally:
        for stream in held:
            stream.close()
