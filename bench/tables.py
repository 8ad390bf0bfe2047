"""Tables at once: simulated Six-card Golf tables on gunicorn, next to a bare Flask "hello".

Each table is a scorekeeper's phone and 3 to 7 followers' phones, each its own keep-alive
connection and cookie jar, doing what the app's own pages make a browser do:

* a follower opens the view link (page and assets), then asks ``/m/<token>/state`` every
  ``data-poll-seconds`` as ``static/js/live.js`` does (revalidating with ``If-None-Match``
  when the answer carries an ETag and may be kept), and fetches the live view again, HTML
  only, when the version changed;
* the scorekeeper saves the hole form shown on the score sheet (its CSRF token and hole
  version: a real 302), then loads the score sheet again with its assets as a browser
  would (fresh or immutable assets are not asked for; others are revalidated); every 4th
  hole it first scores a layout in the calculator, every 6th it corrects an earlier hole
  on its own page, every 8th it opens a rule question.

Timings are compressed: a hole every 3 to 5 s (4 s on average) instead of about 4 minutes.

One run prints, for one database:

* the mix: every table runs its holes back to back, without waiting (per hole: each
  follower polls ``4 s / poll period - 1`` times with no change, the scorekeeper plays its
  turn, each follower polls once more and fetches the new page), ``--concurrency`` tables
  at once; its requests/s, p99 and errors next to the bare "hello" app under the same
  gunicorn settings and the same client at the same concurrency, in alternating rounds;
  the calculator result, the matches page and a poll with no change the same way;
* tables one box serves at the real pace (a hole every 4 minutes), from those rates;
* the delay from a save's 302 to every follower holding a page that shows it (p50, p95),
  with the compressed timings and ``--pace-tables`` tables;
* requests and bytes (as sent, br or gzip) per save, and the largest gunicorn worker's
  memory after the mix;
* in process (alone with ``--in-process``): the uncached render time of every page of the
  largest match (8 players, 36 holes), the calculator result, the matches page and a poll
  with no change next to "hello" through the test client, and the score sheets built per
  save.

Then push (bench/push.py): followers holding the match's stream at the real pace, on
`make run`'s server on SQLite and on the 1-box hosted stack, each a ladder of numbers of
tables (``--push-tables``) until one is not served; on the SQLite server afterwards,
``--hold-streams`` streams (10,000) opened at once and held 65 s, with its memory. The
run keeps to ``--minutes`` (15) and ends with the line
``push: tables per box N (sqlite), M (hosted); followers p95 X s; open streams S; p99 Y ms``.

Needs gunicorn (requirements-dev.txt). Other work on the machine moves the absolute
numbers; the ratios to "hello" are taken within each round.

    .venv/bin/python bench/tables.py                  # SQLite, then push: within 15 minutes
    .venv/bin/python bench/tables.py --no-push        # SQLite alone, about four minutes
    .venv/bin/python bench/tables.py --hold-only      # 10,000 streams held, about four minutes
    .venv/bin/python bench/tables.py --postgres       # then PostgreSQL (Debian's server)
    .venv/bin/python bench/tables.py --stack hosted   # the hosted stack, about two minutes
    WEB_CONCURRENCY=2 .venv/bin/python bench/tables.py --stack hosted --boxes 2

``--stack hosted`` measures what a public host runs instead (bench/stack.py starts it):
a throwaway PostgreSQL (or ``--database-url``), ``deploy/start.sh`` (gunicorn with
``deploy/gunicorn.conf.py``, GOLFKEEPER_HOSTED=1) and Caddy with ``tls internal`` in front,
every phone speaking HTTPS to Caddy and checking its certificate against Caddy's own
authority. ``--boxes 2`` starts two such servers at once on the one database, behind the
shipped ``deploy/Caddyfile`` balancing between them: a scorekeeper's save lands on one,
its followers' polls on either, so the delay to every follower is across servers (on one
machine they share its cores: no capacity is gained). "hello" gets the same gunicorn
settings, on as many servers, behind the same Caddy. Rate limits stay
on but far above the benchmark's pace (``HOSTED_ENV``), since one loopback address plays
every phone; they count in each worker's memory, without Redis.
"""

from __future__ import annotations

import argparse
import functools
import gzip
import http.client
import os
import random
import re
import secrets
import ssl
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterable
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass, field
from html import unescape
from pathlib import Path
from urllib.parse import urlencode, urlsplit

import brotli

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench import push, stack  # noqa: E402 - found through the line above when run as a script

PYTHON = sys.executable
GUNICORN = ["--workers", "2", "--threads", "8", "--keep-alive", "30"]  # as bench/load.py
HOLE_SECONDS = (3.0, 5.0)  # compressed; at the table a hole takes about 4 minutes
REAL_HOLE_SECONDS = 240
HOLES = 36
APP = "golfkeeper:create_app()"
# The hosted stack's settings (GOLFKEEPER_HOSTED=1, deploy/gunicorn.conf.py as shipped), with
# rate limits far above what the benchmark sends: one loopback address plays every phone of
# every table. The limits are still counted, in each worker's memory (no Redis here).
HOSTED_ENV = {
    "GOLFKEEPER_HOSTED": "1",
    "GOLFKEEPER_RATELIMIT_WRITES": "1000000 per minute",
    "GOLFKEEPER_RATELIMIT_NEW_MATCHES": "1000000 per hour",
    "GOLFKEEPER_RATELIMIT_NEW_MATCHES_PER_BROWSER": "1000000 per hour",
    "GOLFKEEPER_RATELIMIT_IMPORTS": "1000000 per hour",
    "GOLFKEEPER_RATELIMIT_API": "1000000 per minute",
}
P99_LIMIT_MS = 100
LAYOUT = "5H KC 2S / 5D QH AC"
LAYOUT_ARG = LAYOUT.replace(" ", "+")
HELLO_APP = """from flask import Flask

app = Flask(__name__)


@app.get("/")
def hello():
    return "hello"


@app.get("/livez")  # what Caddy's health check asks (deploy/Caddyfile)
def alive():
    return "alive"
"""
_INPUT = re.compile(r"<input\b[^>]*>")
_ATTR = re.compile(r'([\w-]+)="([^"]*)"')
_ASSET = re.compile(
    r'<(?:script|img)\b[^>]*\bsrc="([^"]+)"|<link\b[^>]*\brel="(?:stylesheet|icon)"[^>]*'
    r'\bhref="([^"]+)"'
)
_MAX_AGE = re.compile(r"max-age=(\d+)")


# ---------------------------------------------------------------------------------------
# What every request cost


@dataclass
class Record:
    label: str
    status: int
    started: float
    seconds: float
    size: int


@dataclass
class Log:
    """Every request of a phase, from every phone."""

    records: list[Record] = field(default_factory=list)
    failures: list[str] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def add(self, record: Record) -> None:
        with self.lock:
            self.records.append(record)

    def fail(self, text: str) -> None:
        with self.lock:
            self.failures.append(text)


# ---------------------------------------------------------------------------------------
# A phone's browser


@dataclass(frozen=True)
class Origin:
    """Where the phones connect: a loopback port, over HTTPS when ``tls`` is given."""

    port: int
    tls: ssl.SSLContext | None = None

    @property
    def url(self) -> str:
        return f"{'https' if self.tls else 'http'}://127.0.0.1:{self.port}"

    def connect(self) -> http.client.HTTPConnection:
        if self.tls is None:
            return http.client.HTTPConnection("127.0.0.1", self.port, timeout=30)
        return http.client.HTTPSConnection("127.0.0.1", self.port, timeout=30, context=self.tls)


class Browser:
    """One phone: a keep-alive connection, cookies, and an HTTP cache for assets."""

    def __init__(self, origin: Origin, log: Log):
        self.origin = origin
        self.log = log
        self.cookies: dict[str, str] = {}
        self.conn: http.client.HTTPConnection | None = None
        # url -> (fresh until, ETag, Last-Modified)
        self.cache: dict[str, tuple[float, str | None, str | None]] = {}

    def request(self, label, method, path, form=None, headers=None, expect=(200, 302, 304)):
        """Send one request; returns (status, headers, body text)."""
        sent = {"Accept-Encoding": "br, gzip", **(headers or {})}
        if self.cookies:
            sent["Cookie"] = "; ".join(f"{k}={v}" for k, v in self.cookies.items())
        body = None
        if form is not None:
            body = urlencode(form)
            sent["Content-Type"] = "application/x-www-form-urlencoded"
            # As a browser sends it: over HTTPS the CSRF check wants the app's own origin.
            sent["Referer"] = self.origin.url + path
        for attempt in range(2):
            if self.conn is None:
                self.conn = self.origin.connect()
            started = time.monotonic()
            try:
                self.conn.request(method, path, body=body, headers=sent)
                response = self.conn.getresponse()
                raw = response.read()
                break
            except (OSError, http.client.HTTPException):
                self.conn.close()
                self.conn = None
                if attempt or method != "GET":  # a server closing an idle connection
                    raise
        seconds = time.monotonic() - started
        size = len(raw) + sum(len(k) + len(v) + 4 for k, v in response.getheaders()) + 17
        self.log.add(Record(label, response.status, started, seconds, size))
        if response.status not in expect:
            self.log.fail(f"{method} {path}: {response.status}")
        for cookie in response.headers.get_all("Set-Cookie") or []:
            name, _, rest = cookie.partition("=")
            self.cookies[name.strip()] = rest.split(";", 1)[0]
        if response.headers.get("Connection", "").lower() == "close":
            self.conn.close()
            self.conn = None
        encoding = response.headers.get("Content-Encoding")
        raw = {"br": brotli.decompress, "gzip": gzip.decompress}.get(encoding, bytes)(raw)
        return response.status, response.headers, raw.decode("utf-8", "replace")

    def page(self, label: str, path: str) -> str:
        """Open a page as a browser does: the HTML, then each asset it names, from the
        cache when fresh (immutable or within max-age), revalidated when it can be."""
        status, _, html = self.request(label, "GET", path)
        for match in _ASSET.finditer(html):
            self.asset(unescape(match.group(1) or match.group(2)), f"{label} asset")
        return html

    def asset(self, url: str, label: str) -> None:
        now = time.monotonic()
        fresh_until, etag, modified = self.cache.get(url, (0.0, None, None))
        if fresh_until > now:
            return
        headers = {}
        if etag:
            headers["If-None-Match"] = etag
        if modified:
            headers["If-Modified-Since"] = modified
        status, response, _ = self.request(label, "GET", url, headers=headers)
        if status == 304:
            response_etag, response_modified = etag, modified
        else:
            response_etag, response_modified = response.get("ETag"), response.get("Last-Modified")
        control = response.get("Cache-Control", "")
        lifetime = 0.0
        if "immutable" in control or _MAX_AGE.search(control):
            age = _MAX_AGE.search(control)
            lifetime = 10**9 if "immutable" in control else float(age.group(1) if age else 0)
        if "no-store" not in control:
            self.cache[url] = (now + lifetime, response_etag, response_modified)


def inputs(html: str) -> dict[str, str]:
    found = {}
    for tag in _INPUT.findall(html):
        attrs = dict(_ATTR.findall(tag))
        if "name" in attrs:
            found[attrs["name"]] = unescape(attrs.get("value", ""))
    return found


def form_at(html: str, action: str) -> dict[str, str]:
    """The inputs of the form posting to ``action`` on the page."""
    start = html.index(f'action="{action}"')
    return inputs(html[start : html.index("</form>", start)])


# ---------------------------------------------------------------------------------------
# A table


class Follower:
    """A phone following the match: the live view, polled as live.js does."""

    def __init__(self, origin: Origin, log: Log, view_path: str):
        self.browser = Browser(origin, log)
        self.view_path = view_path
        html = self.browser.page("live view", view_path)
        self._read(html)
        self.state_url = re.search(r'data-state-url="([^"]+)"', html).group(1)
        self.poll_seconds = float(re.search(r'data-poll-seconds="([\d.]+)"', html).group(1))
        self.etag: str | None = None
        self.seen: list[tuple[int, float]] = []  # (version shown, when the page arrived)

    def _read(self, html: str) -> None:
        self.version = int(re.search(r'data-live data-version="(\d+)"', html).group(1))

    def poll(self) -> bool:
        """Ask for the version; fetch the page when it changed. True when it did."""
        headers = {"Accept": "application/json"}
        if self.etag:
            headers["If-None-Match"] = self.etag
        status, response, body = self.browser.request(
            "poll", "GET", self.state_url, headers=headers
        )
        if status == 304:
            return False
        control = response.get("Cache-Control", "")
        self.etag = response.get("ETag") if "no-store" not in control else None
        version = int(re.search(r'"version":\s*(\d+)', body).group(1))
        if version == self.version:
            return False
        _, _, html = self.browser.request("live view", "GET", self.view_path)
        self._read(html)
        self.seen.append((self.version, time.monotonic()))
        return True


_HOLE_ACTION = re.compile(r'action="(/matches/\d+/holes/(\d+))"[^>]*class="hole-form"')


class Table:
    """A match and its phones: the scorekeeper's browser and the followers'."""

    def __init__(self, origin: Origin, log: Log, followers: int, rng: random.Random, number: int):
        self.origin = origin
        self.log = log
        self.rng = rng
        self.number = number
        self.turns = 0
        self.saves: list[tuple[int, float]] = []  # (version after the save, its 302 arrived)
        self.scorekeeper = Browser(origin, log)
        self.followers: list[Follower] = []
        self._start(followers)

    def _start(self, followers: int) -> None:
        """A new match of ``HOLES`` holes for this table's players, followed by as many
        phones (the same list, refilled). Only the mix's back-to-back holes ever use up a
        match; the paced run saves some ten holes a table, so its saves and followers stay
        one match's."""
        html = self.scorekeeper.page("new match", "/matches/new")
        form = {f"name_{seat}": f"P{seat}" for seat in range(1, followers + 2)}
        form |= {
            "csrf_token": inputs(html)["csrf_token"],
            "first_dealer": "1",
            "holes": "custom",
            "holes_custom": str(HOLES),
            "name": f"Table {self.number}",
            "rules-preset": "main",
        }
        status, headers, _ = self.scorekeeper.request("start", "POST", "/matches/new", form)
        assert status == 302, status
        self.sheet_path = urlsplit(headers["Location"]).path
        self.match_id = int(self.sheet_path.rstrip("/").rsplit("/", 1)[1])
        self.sheet = self.scorekeeper.page("score sheet", self.sheet_path)
        self.sheet = self.scorekeeper.page("score sheet", self.sheet_path)  # the flash shown
        self.view_path = urlsplit(re.search(r'id="view-link"[^>]*value="([^"]+)"', self.sheet)[1])
        self.edit_path = urlsplit(re.search(r'id="edit-link"[^>]*value="([^"]+)"', self.sheet)[1])
        self.view_path, self.edit_path = self.view_path.path, self.edit_path.path
        self.followers[:] = [
            Follower(self.origin, self.log, self.view_path) for _ in range(followers)
        ]

    def turn(self, questions: list[str]) -> None:
        """The scorekeeper's turn: a hole saved, now and then with a trip around it."""
        self.turns += 1
        if self.turns % 4 == 0:
            base = f"/calculator/?match={self.match_id}"
            self.scorekeeper.page("calculator", base)
            self.scorekeeper.page("calculator", f"{base}&layout={LAYOUT_ARG}")
        if self.turns % 6 == 0:
            self.correct()
        if self.turns % 8 == 0:
            self.scorekeeper.page("rule question", self.rng.choice(questions))
        self.save()

    def save(self) -> None:
        action = _HOLE_ACTION.search(self.sheet)
        if action is None:  # every hole recorded: the table starts a new match
            self._start(len(self.followers))
            action = _HOLE_ACTION.search(self.sheet)
        self._post(action.group(1), form_at(self.sheet, action.group(1)), "save")

    def correct(self) -> None:
        current = int(re.search(r'action="/matches/\d+/holes/(\d+)"', self.sheet).group(1))
        if current < 2:
            return
        path = f"/matches/{self.match_id}/holes/{self.rng.randint(1, current - 1)}"
        html = self.scorekeeper.page("hole page", path)
        fields = form_at(html, path) | {"reason": "Recounted the columns", "editing": "1"}
        self._post(path, fields, "correction")

    def _post(self, path: str, fields: dict[str, str], label: str) -> None:
        players = [name for name in fields if name.startswith("player-")]
        for name in players:
            fields[name] = str(self.rng.randint(-2, 12))
        status, headers, _ = self.scorekeeper.request(label, "POST", path, fields, expect=(302,))
        done = time.monotonic()
        if status != 302:
            return
        self.sheet = self.scorekeeper.page("score sheet", urlsplit(headers["Location"]).path)
        versions = [
            int(attrs["value"])
            for tag in _INPUT.findall(self.sheet)
            if (attrs := dict(_ATTR.findall(tag))).get("name") == "version" and "id" not in attrs
        ]
        self.saves.append((max(versions), done))


def make_tables(origin: Origin, log: Log, count: int, seed: int) -> list[Table]:
    rng = random.Random(seed)
    return [Table(origin, log, rng.randint(3, 7), random.Random(seed + n), n) for n in range(count)]


def question_paths(origin: Origin) -> list[str]:
    html = Browser(origin, Log()).request("questions", "GET", "/rules/questions")[2]
    return sorted(set(re.findall(r'href="(/rules/questions/[\w-]+)"', html)))[:20]


# ---------------------------------------------------------------------------------------
# Servers


@contextmanager
def gunicorn(app: str, env: dict[str, str], chdir: Path):
    """gunicorn on loopback with the same settings for every app; yields (origin, pid) once
    it answers (``/healthz``, or ``/`` for "hello"). What gunicorn said (warnings and up)
    goes to standard error when it stops."""
    port = stack.free_port()
    command = [PYTHON, "-m", "gunicorn", *GUNICORN, "--bind", f"127.0.0.1:{port}"]
    command += ["--log-level", "warning", "--chdir", str(chdir), app]
    health = "/healthz" if app == APP else "/"
    # stack.start_process writes to a log: one in a folder of its own, never in the
    # checkout that ``chdir`` may be.
    with tempfile.TemporaryDirectory(prefix="golfkeeper-gunicorn-") as scratch:
        log = Path(scratch) / f"gunicorn-{port}.log"
        process = stack.start_process(command, log, env)
        try:
            try:
                stack.wait_until_healthy(f"http://127.0.0.1:{port}{health}", 30, process, log)
            except stack.StackError:
                raise SystemExit(f"{app} did not start") from None
            time.sleep(0.5)  # both workers up
            yield Origin(port), process.pid
        finally:
            stack.stop_process(process)
            sys.stderr.write(log.read_text())


@contextmanager
def hosted(app: str, env: dict[str, str], chdir: Path, boxes: int = 1):
    """The app (or "hello") as hosted: ``boxes`` gunicorn servers with
    deploy/gunicorn.conf.py, started together, behind Caddy (the shipped deploy/Caddyfile,
    ``tls internal``) on loopback; yields (HTTPS origin trusting Caddy's authority, the
    servers' pids)."""
    options = ["--log-level", "warning"]
    application, health = (None, "/healthz") if app == APP else (app, "/")
    with (
        # Logs and Caddy's data (its local authority's keys) in a folder of their own,
        # never in the checkout that ``chdir`` may be.
        tempfile.TemporaryDirectory(prefix="golfkeeper-hosted-") as scratch,
        stack.boxes(
            env, chdir if application else Path(scratch), boxes, *options, app=application
        ) as started,
        stack.caddy(Path(scratch) / "caddy", [box.port for box in started], health) as proxy,
    ):
        time.sleep(0.5)  # every worker up
        yield Origin(proxy.port, proxy.tls()), [box.process.pid for box in started]


def _workers(master: int | list[int]) -> list[Path]:
    """The /proc folders of gunicorn's worker processes (the children of ``master``, or of
    every server's master)."""
    masters = {master} if isinstance(master, int) else set(master)
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            if int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1]) in masters:
                found.append(entry)
        except (OSError, IndexError, ValueError):
            continue
    return found


def workers_rss_mb(master: int | list[int]) -> list[float]:
    """Resident memory of each of gunicorn's worker processes, in MB (from /proc)."""
    sizes = []
    for entry in _workers(master):
        try:
            rss = re.search(r"VmRSS:\s+(\d+) kB", (entry / "status").read_text())
        except OSError:
            continue
        if rss:
            sizes.append(int(rss.group(1)) / 1024)
    return sizes


def workers_cpu_seconds(master: int | list[int]) -> float:
    """CPU time (user and system) gunicorn's workers have used so far, in seconds."""
    return cpu_seconds(_workers(master))


def cpu_seconds(entries: Iterable[Path]) -> float:
    """CPU time (user and system) the processes of ``entries`` (``/proc/<pid>``) have used
    so far, in seconds."""
    ticks = 0
    for entry in entries:
        try:
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        ticks += int(fields[11]) + int(fields[12])  # utime, stime (fields 14, 15 of stat)
    return ticks / os.sysconf("SC_CLK_TCK")


def environment(folder: Path, database_url: str) -> dict[str, str]:
    return {
        **os.environ,
        "GOLFKEEPER_INSTANCE": str(folder),
        "DATABASE_URL": database_url,
        "SECRET_KEY": "bench-" + secrets.token_hex(8),
    }


# ---------------------------------------------------------------------------------------
# Phases


def closed_loop(
    workers: list, seconds: float, log: Log, master: int | list[int] | None = None
) -> dict:
    """Run each worker (a callable doing one step) back to back in its own thread for
    ``seconds`` after a one-second warm-up; the rate, p99 and errors of what happened, and
    the CPU milliseconds a request cost the phones (this process) and, given gunicorn's
    ``master``, the server's workers."""
    stop = threading.Event()

    def run(step) -> None:
        while not stop.is_set():
            try:
                step()
            except Exception as error:  # noqa: BLE001 - counted, shown
                log.fail(repr(error)[:200])

    threads = [threading.Thread(target=run, args=(step,)) for step in workers]
    for thread in threads:
        thread.start()
    time.sleep(1)
    start = time.monotonic()
    phones, server = time.process_time(), workers_cpu_seconds(master) if master else 0.0
    with log.lock:
        log.failures.clear()
    time.sleep(seconds)
    end = time.monotonic()
    phones = time.process_time() - phones
    server = workers_cpu_seconds(master) - server if master else float("nan")
    stop.set()
    for thread in threads:
        thread.join()
    window = [r for r in log.records if start <= r.started and r.started + r.seconds <= end]
    times = sorted(r.seconds * 1000 for r in window)
    count = max(len(window), 1)
    return {
        "rate": len(window) / (end - start),
        "p50": times[len(times) // 2] if times else 0.0,
        "p99": times[int(len(times) * 0.99)] if times else 0.0,
        "errors": len(log.failures),
        "failures": log.failures[:5],
        "records": window,
        "server cpu ms": 1000 * server / count,
        "phones cpu ms": 1000 * phones / count,
    }


def hello_steps(origin: Origin, count: int, log: Log) -> list:
    browsers = [Browser(origin, log) for _ in range(count)]
    return [lambda b=b: b.request("hello", "GET", "/") for b in browsers]


def mix_steps(tables: list[Table], questions: list[str]) -> list:
    """One hole of a table, back to back: the polls that find nothing, the scorekeeper's
    turn, and each follower finding the change."""

    def hole(table: Table) -> None:
        quiet = max(round(4 / table.followers[0].poll_seconds) - 1, 0)
        for _ in range(quiet):
            for follower in table.followers:
                follower.poll()
        table.turn(questions)
        for follower in table.followers:
            follower.poll()

    return [lambda t=t: hole(t) for t in tables]


def pace(tables: list[Table], questions: list[str], seconds: float) -> list[float]:
    """The tables at the compressed pace; the delay of each save to each follower (s)."""
    stop_keeping, stop_following = threading.Event(), threading.Event()

    def keep(table: Table) -> None:
        while not stop_keeping.wait(table.rng.uniform(*HOLE_SECONDS)):
            table.turn(questions)

    def follow(follower: Follower, rng: random.Random) -> None:
        if stop_following.wait(rng.uniform(0, follower.poll_seconds)):
            return
        while True:
            follower.poll()
            if stop_following.wait(follower.poll_seconds):
                return

    marks = {id(table): len(table.saves) for table in tables}
    threads = [threading.Thread(target=keep, args=(table,)) for table in tables]
    threads += [
        threading.Thread(target=follow, args=(f, random.Random(n)))
        for n, f in enumerate(f for table in tables for f in table.followers)
    ]
    for thread in threads:
        thread.start()
    time.sleep(seconds)
    stop_keeping.set()
    time.sleep(2 * max(f.poll_seconds for t in tables for f in t.followers) + 1)
    stop_following.set()
    for thread in threads:
        thread.join()
    delays = []
    for table in tables:
        for version, done in table.saves[marks[id(table)] :]:
            for follower in table.followers:
                shown = [when for seen, when in follower.seen if seen >= version]
                if shown:
                    delays.append(max(min(shown) - done, 0.0))
    return delays


# ---------------------------------------------------------------------------------------
# In process: the largest match's pages rendered afresh, rates next to "hello", sheet builds


def _seed_largest(app) -> tuple[int, str, str]:
    """An 8-player 36-hole match, 35 holes saved and 12 of them corrected: (id, view
    token, edit token)."""
    from golfkeeper import scorekeeping
    from golfkeeper.engine.house_rules import PRESETS
    from golfkeeper.extensions import db

    with app.app_context():
        rules = PRESETS["main"].rules.replace(holes=HOLES)
        names = [f"Player {n}" for n in range(1, 9)]
        match = scorekeeping.start_match(names, 0, rules, name="Eight for 36")
        db.session.flush()
        for hole in range(1, HOLES):
            points = {p.id: (hole * 3 + p.seat) % 14 - 2 for p in match.players}
            scorekeeping.record_hole(match, hole, points)
        for hole in range(1, HOLES, 3):
            points = {p.id: (hole * 5 + p.seat) % 14 - 2 for p in match.players}
            scorekeeping.record_hole(match, hole, points, reason="Recounted")
        db.session.commit()
        return match.id, match.view_token, match.edit_token


def _median_ms(repeats: int, call, *args, **kwargs) -> float:
    """Median CPU ms of ``call(*args, **kwargs)`` over ``repeats`` calls after 3 unmeasured:
    this process's CPU time, which the other work on a busy machine moves far less than
    the time on the clock (a request here never waits for another process)."""
    times = []
    for _ in range(repeats + 3):
        started = time.process_time()
        call(*args, **kwargs)
        times.append((time.process_time() - started) * 1000)
    return statistics.median(times[3:])


def _profiled(call, *args):
    """``call(*args)`` under cProfile: (what it returned, its pstats.Stats). The count of
    Python function calls it made is the same from run to run, however busy the machine."""
    import cProfile
    import pstats

    profile = cProfile.Profile()
    profile.enable()
    result = call(*args)
    profile.disable()
    return result, pstats.Stats(profile)


def in_process(env: dict[str, str], repeats: int = 15) -> dict:
    """Figures taken through the test client in this process, where the machine's other
    work moves them least: ``render`` (median CPU ms of each page of the 8 x 36 match with
    nothing kept, and the Python function calls of one such render), ``rates``
    (requests/s of a page as a browser keeps asking for it, over a bare Flask "hello"
    timed the same way in turns: median of 5 turns) and ``builds`` (score sheets built by
    one save of a hole, and by the score sheet it leads to)."""
    saved = dict(os.environ)
    os.environ.update(env)
    try:
        from flask import Flask

        from golfkeeper import create_app
        from golfkeeper.extensions import cache
        from golfkeeper.scorekeeping import sheet

        app = create_app()
        match_id, view, edit = _seed_largest(app)
        pages = {
            "score sheet": f"/matches/{match_id}",
            "live view": f"/m/{view}",
            "hole page": f"/matches/{match_id}/holes/20",
            "history": f"/matches/{match_id}/history",
            "players": f"/matches/{match_id}/players",
            "print": f"/matches/{match_id}/print",
            "statistics": "/stats/",
            "export JSON": f"/matches/{match_id}/export.json",
            "export CSV": f"/matches/{match_id}/export.csv",
            "table rules": f"/rules/table/{match_id}",
            "calculator from the match": f"/calculator/?match={match_id}&layout=" + LAYOUT_ARG,
            "matches page": "/matches/",
        }
        client = app.test_client()
        client.get(f"/m/edit/{edit}")
        client.get("/")  # shows the "can now keep score" message

        def fresh(path: str) -> None:
            with app.app_context():
                cache.clear()
            response = client.get(path)
            assert response.status_code == 200, (path, response.status_code)

        render = {
            label: (_median_ms(repeats, fresh, path), _profiled(fresh, path)[1].total_calls)
            for label, path in pages.items()
        }

        hello_app = Flask("hello")
        hello_app.get("/")(lambda: "hello")
        hello = hello_app.test_client()
        # The same cookie as the golfkeeper browsers: the test client's cookie handling is
        # a good part of a request this small, and is no cost of the app's.
        hello.set_cookie("session", client.get_cookie("session").value)
        follower = app.test_client()
        state = f"/m/{view}/state"
        etag = follower.get(state).headers["ETag"]
        asked = {
            "calculator result": (client, f"/calculator/?layout={LAYOUT_ARG}", {}),
            "matches page": (client, "/matches/", {}),
            "poll, no change": (follower, state, {"If-None-Match": etag}),
        }
        turns: dict[str, list[float]] = {label: [] for label in asked}
        for _ in range(5):
            hello_ms = _median_ms(200, hello.get, "/")
            for label, (browser, path, headers) in asked.items():
                turns[label].append(hello_ms / _median_ms(40, browser.get, path, headers=headers))
        rates = {label: statistics.median(ratios) for label, ratios in turns.items()}

        builds = {}
        page = client.get(pages["score sheet"]).get_data(as_text=True)
        action = f"/matches/{match_id}/holes/{HOLES}"
        form = form_at(page, action)
        form.update({name: "3" for name in form if name.startswith("player-")})
        for label, call in (
            ("a save", lambda: client.post(action, data=form)),
            ("the sheet after it", lambda: client.get(pages["score sheet"])),
        ):
            response, profile = _profiled(call)
            assert response.status_code in (200, 302), (label, response.status_code)
            builds[label] = sum(
                entry[1]  # (file, line, name) -> (primitive calls, calls, ...)
                for (file, _, name), entry in profile.stats.items()
                if name == "build_sheet" and file == sheet.__file__
            )
        return {"render": render, "rates": rates, "builds": builds}
    finally:
        os.environ.clear()
        os.environ.update(saved)


def in_process_report(figures: dict) -> str:
    lines = ["uncached render, 8 players x 36 holes (median CPU ms; Python calls):"]
    lines += [
        f"    {page:<28}{ms:6.1f}{calls:9,d}" for page, (ms, calls) in figures["render"].items()
    ]
    lines.append("in process, requests/s over a bare Flask hello's (median of 5 turns):")
    lines += [f"    {label:<28}{ratio:6.2f}" for label, ratio in figures["rates"].items()]
    lines.append("score sheets built (build_sheet calls):")
    lines += [f"    {label:<28}{count:6d}" for label, count in figures["builds"].items()]
    return "\n".join(lines)


# ---------------------------------------------------------------------------------------


def per_save(tables: list[Table], records: list[Record]) -> dict[str, float]:
    """Requests and bytes per save (a hole saved or corrected) at the compressed pace, on
    warm browsers (the tables were set up before ``records`` began): the
    scorekeeper's (the POST, the score sheet it leads to and the sheet's assets) and the
    followers' (the poll that finds it and the live view, on every follower)."""
    saves = sum(r.label in ("save", "correction") for r in records)
    keeper = [r for r in records if r.label in ("save", "correction", "score sheet")]
    keeper += [r for r in records if r.label == "score sheet asset"]
    views = [r for r in records if r.label == "live view"]
    return {
        "keeper requests": len(keeper) / saves,
        "keeper bytes": sum(r.size for r in keeper) / saves,
        "follower requests": 2 * len(views) / saves,
        "follower bytes": sum(r.size for r in views) / saves,
        "followers per table": sum(len(t.followers) for t in tables) / len(tables),
    }


def endpoint(origin: Origin, cookies: dict[str, str], path: str, count: int, log: Log, label: str):
    browsers = []
    for _ in range(count):
        browser = Browser(origin, log)
        browser.cookies = dict(cookies)
        browsers.append(browser)
    return [lambda b=b: b.request(label, "GET", path) for b in browsers]


def poll_steps(origin: Origin, tables: list[Table], count: int, log: Log) -> list:
    """Followers polling a match that does not change (answered 304 when it can be)."""
    steps = []
    for n in range(count):
        follower = Follower(origin, log, tables[n % len(tables)].view_path)
        follower.poll()
        steps.append(follower.poll)
    return steps


def migrate(env: dict[str, str]) -> None:
    subprocess.run(
        [PYTHON, "-m", "flask", "--app", "app", "db", "upgrade"],
        cwd=ROOT,
        env=env,
        check=True,
        capture_output=True,
    )


def run_database(
    label: str, database_url: str, args, folder: Path, serve=gunicorn, settings: dict | None = None
) -> dict:
    """Every phase on one database, each app served by ``serve`` (``gunicorn`` or
    ``hosted``) with ``settings`` added to the environment; the figures ``report`` prints."""
    plain = environment(folder, database_url)
    env = {**plain, **(settings or {})}
    migrate(env)
    (folder / "hello.py").write_text(HELLO_APP)
    result: dict = {"rounds": [], "server": f"gunicorn {' '.join(GUNICORN)}"}
    if serve is hosted:
        boxes = getattr(args, "boxes", 1)
        result["server"] = (
            f"Caddy (HTTPS, tls internal) in front of {boxes} gunicorn server(s) with"
            f" deploy/gunicorn.conf.py ({os.environ.get('WEB_CONCURRENCY', '3')} workers"
            f" x {os.environ.get('GUNICORN_THREADS', '4')} threads each)"
        )
        serve = functools.partial(hosted, boxes=boxes)
    for round_number in range(args.rounds):
        row = {}
        with serve("hello:app", dict(os.environ), folder) as (origin, master):
            log = Log()
            steps = hello_steps(origin, args.concurrency, log)
            row["hello"] = closed_loop(steps, args.seconds, log, master)
        with serve(APP, env, ROOT) as (origin, master):
            log = Log()
            tables = make_tables(origin, log, args.concurrency, seed=round_number * 100)
            questions = question_paths(origin)
            row["mix"] = closed_loop(mix_steps(tables, questions), args.seconds, log, master)
            row["rss"] = max(workers_rss_mb(master))
            keeper = tables[0].scorekeeper
            for other in tables[1:]:
                keeper.request("edit link", "GET", other.edit_path)
            calc = f"/calculator/?layout={LAYOUT_ARG}"
            short = args.seconds / 2
            for name, path in (("calculator", calc), ("matches page", "/matches/")):
                log = Log()
                steps = endpoint(origin, keeper.cookies, path, args.concurrency, log, name)
                row[name] = closed_loop(steps, short, log, master)
            poll_log = Log()
            row["poll, no change"] = closed_loop(
                poll_steps(origin, tables, args.concurrency, poll_log), short, poll_log, master
            )
            row["poll bytes"] = statistics.median(r.size for r in row["poll, no change"]["records"])
            if round_number == args.rounds - 1:
                pace_log = Log()
                pace_tables = make_tables(origin, pace_log, args.pace_tables, seed=999)
                begun = time.monotonic()
                result["delays"] = pace(pace_tables, questions, args.pace_seconds)
                paced = [r for r in pace_log.records if r.started >= begun]
                result["per save"] = per_save(pace_tables, paced)
                result["pace errors"] = pace_log.failures[:5] + [f"{len(pace_log.failures)} in all"]
                result["poll seconds"] = pace_tables[0].followers[0].poll_seconds
                result["rss after pace"] = max(workers_rss_mb(master))
        print(
            f"  {label} round {round_number + 1}: hello {row['hello']['rate']:.0f} req/s,"
            f" mix {row['mix']['rate']:.0f} req/s (p99 {row['mix']['p99']:.1f} ms,"
            f" {row['mix']['errors']} errors)",
            flush=True,
        )
        result["rounds"].append(row)
    result["in process"] = in_process(plain)
    return result


def report(label: str, result: dict, args) -> str:
    rounds = result["rounds"]
    lines = [f"\n{label}: {args.concurrency} at once, {args.seconds:g} s per mix,"]
    lines[0] += f" {result['server']}; medians of {len(rounds)} rounds"
    lines.append(
        f"{'':<20}{'req/s':>8}{'p50 ms':>8}{'p99 ms':>8}{'× hello':>9}"
        f"{'CPU ms: server':>16}{'phones':>8}  errors"
    )
    for name in ("hello", "mix", "calculator", "matches page", "poll, no change"):
        runs = [row[name] for row in rounds]
        ratios = [row[name]["rate"] / row["hello"]["rate"] for row in rounds]
        rate, p50, p99, server, phones = (
            statistics.median(run[k] for run in runs)
            for k in ("rate", "p50", "p99", "server cpu ms", "phones cpu ms")
        )
        errors = sum(run["errors"] for run in runs)
        shown = " ".join(f"{r:.2f}" for r in ratios)
        lines.append(
            f"{name:<20}{rate:>8.0f}{p50:>8.1f}{p99:>8.1f}{statistics.median(ratios):>9.2f}"
            f"{server:>16.2f}{phones:>8.2f}  {errors} ({shown})"
        )
        for run in runs:
            lines += [f"    {failure}" for failure in run["failures"]]
    mix = rounds[-1]["mix"]["records"]
    total = sum(r.seconds for r in mix)
    lines.append("the mix by request (last round): share of requests, of time; p50, p99 ms")
    for name in sorted(
        {r.label for r in mix}, key=lambda n: -sum(r.seconds for r in mix if r.label == n)
    ):
        times = sorted(r.seconds * 1000 for r in mix if r.label == name)
        lines.append(
            f"    {name:<24}{len(times) / len(mix):>6.0%}"
            f"{sum(times) / 1000 / total:>6.0%}{times[len(times) // 2]:>8.1f}"
            f"{times[int(len(times) * 0.99)]:>8.1f}"
        )
    # Both runs keep the two cores busy, so a rate is the CPU a request costs, the
    # server's and the phones' (this process) together: at 0.5x hello, a request of the
    # mix could cost the server twice hello's total, less what it costs the phones.
    last = rounds[-1]
    holes = max(sum(r.label == "save" for r in mix), 1)
    per_hole = len(mix) / holes
    hello_cpu = last["hello"]["server cpu ms"] + last["hello"]["phones cpu ms"]
    budget = 2 * hello_cpu - last["mix"]["phones cpu ms"]
    lines.append(
        f"the mix per hole (last round): {per_hole:.1f} requests, server CPU"
        f" {per_hole * last['mix']['server cpu ms']:.0f} ms; at 0.5× hello it could spend"
        f" {budget:.2f} ms a request, {per_hole * budget:.0f} ms a hole"
    )
    hello_bytes = statistics.median(r.size for r in rounds[-1]["hello"]["records"])
    lines.append(
        f"poll with no change: {rounds[-1]['poll bytes']:.0f} bytes; hello {hello_bytes:.0f}"
    )
    saves = result["per save"]
    lines.append(
        f"per save: scorekeeper {saves['keeper requests']:.2f} requests,"
        f" {saves['keeper bytes'] / 1024:.1f} KB; followers (each: the poll that finds it"
        f" and the page) {saves['follower requests']:.1f} requests,"
        f" {saves['follower bytes'] / 1024:.1f} KB ({saves['followers per table']:.1f}"
        " followers a table)"
    )
    lines.append(
        f"largest worker after the mix: {statistics.median(r['rss'] for r in rounds):.0f} MB"
    )
    delays = sorted(result["delays"])
    p50 = delays[len(delays) // 2]
    p95 = delays[int(len(delays) * 0.95)]
    lines.append(
        f"save to every follower ({args.pace_tables} tables, a hole every"
        f" {HOLE_SECONDS[0]:g}-{HOLE_SECONDS[1]:g} s, poll every {result['poll seconds']:g} s,"
        f" {len(delays)} deliveries): p50 {p50:.2f} s, p95 {p95:.2f} s;"
        f" errors: {result['pace errors']}"
    )
    # A table at the real pace, per second: each follower's polls, and per hole the
    # scorekeeper's requests and each follower's page. Polls cost what a quiet poll costs;
    # everything else what the mix costs on average (the mix includes cheap polls too, so
    # this undercounts the tables a little).
    mix_rate = statistics.median(row["mix"]["rate"] for row in rounds)
    poll_rate = statistics.median(row["poll, no change"]["rate"] for row in rounds)
    followers = saves["followers per table"]
    polls = followers / result["poll seconds"]
    others = (saves["keeper requests"] + followers) / REAL_HOLE_SECONDS
    load = polls / poll_rate + others / mix_rate
    tables = int(1 / load)
    # With several servers on the one machine, the figure is for all of them together.
    boxes = getattr(args, "boxes", 1)
    per = "box" if boxes == 1 else f"machine ({boxes} servers)"
    lines.append(
        f"at the real pace a table sends {polls + others:.1f} requests/s"
        f" ({polls:.1f} polls); tables per {per}: {tables}"
    )
    lines.append(in_process_report(result["in process"]))
    ratio = statistics.median(row["mix"]["rate"] / row["hello"]["rate"] for row in rounds)
    p99 = statistics.median(row["mix"]["p99"] for row in rounds)
    p95_text = f"{p95:.2f}"
    result["last line"] = (
        f"mix: {ratio:.2f}× hello at p99 {p99:.0f} ms; followers p95 {p95_text} s;"
        f" tables per {per} {tables}"
    )
    return "\n".join(lines)


# Starting the hosted stack (PostgreSQL, Redis, seeding, a server, Caddy) and one window.
HOSTED_LEAST_SECONDS = 240


def _say(text: str) -> None:
    print(text, flush=True)


def _push_steps(args, divide: int = 1) -> list[int]:
    return [max(1, int(n) // divide) for n in args.push_tables.split(",")]


def push_report(folder: Path, args, deadline: float) -> tuple[str, str]:
    """Push at the real pace on SQLite (`make run`'s server) and on the 1-box hosted stack
    (each ladder's lines printed as it goes): a summary, and the issue's last line."""
    hard = push.raise_open_files()
    _say(f"\nPush at the real pace (bench/push.py; open-file limit {hard}):")
    sqlite_served, sqlite_runs, held = push.on_sqlite(
        folder,
        _push_steps(args),
        args.push_seconds,
        _say,
        args.hold_streams,
        # What the hosted stack needs at least: starting it, and its first window.
        deadline=deadline - HOSTED_LEAST_SECONDS,
    )
    try:
        hosted_served, _ = push.on_hosted(
            folder, _push_steps(args, 2), args.push_seconds, _say, deadline=deadline
        )
    except stack.StackError as error:
        _say(f"  hosted: not run ({error})")
        hosted_served = 0
    # The figures of the largest number of tables SQLite served (else the first tried).
    shown = next(
        (run for run in reversed(sqlite_runs) if run.tables == sqlite_served),
        sqlite_runs[0] if sqlite_runs else push.Figures(0),
    )
    push_line = (
        f"push: tables per box {sqlite_served} (sqlite), {hosted_served} (hosted);"
        f" followers p95 {shown.delay_p95:.2f} s;"
        f" open streams {held};"
        f" p99 {shown.p99_ms:.0f} ms"
    )
    summary = (
        f"  SQLite on `make run`'s server (gevent's WSGI server): {sqlite_served} tables;"
        f" hosted (1 box, gunicorn gevent workers, Redis, Caddy): {hosted_served} tables"
    )
    return summary, push_line


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--concurrency", type=int, default=8, help="tables (or phones) at once")
    parser.add_argument("--seconds", type=float, default=6.0, help="each mix and hello run")
    parser.add_argument("--rounds", type=int, default=2, help="hello/golfkeeper turns")
    parser.add_argument("--pace-tables", type=int, default=8)
    parser.add_argument(
        "--pace-seconds",
        type=float,
        default=30.0,
        help=f"the compressed-pace run (more than {HOLE_SECONDS[1]:g} s: a table's first"
        " hole comes 3 to 5 s in)",
    )
    parser.add_argument("--postgres", action="store_true", help="PostgreSQL after SQLite")
    parser.add_argument(
        "--stack",
        choices=("local", "hosted"),
        default="local",
        help="hosted: Caddy (HTTPS) + gunicorn as deployed + PostgreSQL, instead of SQLite",
    )
    parser.add_argument(
        "--boxes",
        type=int,
        default=1,
        help="with --stack hosted: app servers behind the one Caddy, started together"
        " (2: a save through one, its followers polling either)",
    )
    parser.add_argument(
        "--database-url",
        help="with --stack hosted: an empty PostgreSQL database to use (its tables are"
        " created and the benchmark's matches left in it) instead of a throwaway server",
    )
    parser.add_argument(
        "--in-process", action="store_true", help="only the in-process figures (SQLite)"
    )
    parser.add_argument(
        "--push-tables",
        default="250,1000,2000",
        help="push at the real pace (bench/push.py): numbers of tables tried in turn on"
        " SQLite, until one is not served; the hosted stack tries half as many",
    )
    parser.add_argument(
        "--push-seconds",
        type=float,
        default=45.0,
        help="each push ladder window (streams held with at least 2 heartbeats or events)",
    )
    parser.add_argument("--no-push", action="store_true", help="leave out the push runs")
    parser.add_argument(
        "--hold-streams",
        type=int,
        default=10_000,
        metavar="S",
        help="after the SQLite push ladder, S streams opened at once on the same server and"
        f" held {push.HOLD_SECONDS:g} s, with its memory (bench/push.py's hold; 0: none)",
    )
    parser.add_argument(
        "--hold-only", action="store_true", help="only the hold, on a fresh SQLite server"
    )
    parser.add_argument(
        "--minutes",
        type=float,
        default=15.0,
        help="the run's time: a push window that would end later is not tried (and said so)",
    )
    args = parser.parse_args(argv)
    if args.stack == "hosted" and args.postgres:
        parser.error("--stack hosted always runs on PostgreSQL: leave out --postgres")
    if args.boxes < 1 or (args.boxes > 1 and args.stack != "hosted"):
        parser.error("--boxes is 1 or more, and more than 1 only with --stack hosted")
    if args.pace_seconds <= HOLE_SECONDS[1]:
        parser.error(
            f"--pace-seconds must be more than {HOLE_SECONDS[1]:g}: no hole is saved sooner"
        )
    started = time.monotonic()
    deadline = started + args.minutes * 60
    with tempfile.TemporaryDirectory(prefix="golfkeeper-tables-") as tmp:
        folder = Path(tmp)
        if args.hold_only:
            push.raise_open_files()
            held = push.hold(folder, args.hold_streams, push.HOLD_SECONDS, _say)
            print(f"open streams {held.held} held on one SQLite box; {held.line()}")
            return 0
        if args.in_process:
            env = environment(folder, f"sqlite:///{folder / 'tables.sqlite3'}")
            migrate(env)
            print(in_process_report(in_process(env)))
            return 0
        if args.stack == "hosted":
            label = f"Hosted (Caddy + {args.boxes} x gunicorn + PostgreSQL)"
            with ExitStack() as servers:
                url = args.database_url
                if url is None:
                    server = servers.enter_context(stack.postgres(max_connections=200))
                    url = server.create_database("golfkeeper_bench")
                result = run_database(label, url, args, folder, hosted, HOSTED_ENV)
            print(report(label, result, args), flush=True)
            print(f"\n(run took {time.monotonic() - started:.0f} s; the last line is hosted)")
            print(result["last line"])
            if not args.no_push:
                served, _ = push.on_hosted(
                    folder, _push_steps(args, 2), args.push_seconds, _say, args.boxes
                )
                print(f"push: tables per box {served / args.boxes:.0f} (hosted, {args.boxes})")
            return 0
        result = run_database("SQLite", f"sqlite:///{folder / 'tables.sqlite3'}", args, folder)
        print(report("SQLite", result, args), flush=True)
        last = result["last line"]
        if args.postgres:
            with stack.postgres(max_connections=200) as server:
                url = server.create_database("golfkeeper_bench")
                result = run_database("PostgreSQL", url, args, folder)
            print(report("PostgreSQL", result, args), flush=True)
            print(f"\nPostgreSQL {result['last line']}")
        if not args.no_push:
            summary, last = push_report(folder, args, deadline)
            print(summary, flush=True)
    print(f"\n(run took {time.monotonic() - started:.0f} s; the last line is SQLite's)")
    print(last)
    return 0


if __name__ == "__main__":
    sys.exit(main())
