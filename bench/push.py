"""Push at the real pace: tables whose followers hold the match's stream open
(``/m/<token>/events``) while their scorekeepers save a hole every 4 minutes, staggered.

One asyncio client (aiohttp, requirements-dev.txt) plays every phone: each follower holds
its own connection to the stream, as a phone would, and on each event fetches the live
view again (HTML, as ``static/js/live.js`` does) over a pool of keep-alive connections;
each scorekeeper has its own cookies, opened the edit link once, and saves the hole form
its score sheet shows (CSRF token, hole version: a real 302), then loads the sheet again.
The per-address cap on streams is raised for the run (one loopback address plays every
phone), as the rate limits are.

For each number of tables tried, after every stream is open, a window of ``seconds``:

* delay from a save's 302 to each follower holding the page that shows it (p50, p95; a
  follower that had it before the 302 arrived counts 0);
* p99 of every other request (saves, score sheets, live views, stream openings);
* streams held through the window, each with at least 2 heartbeats or events (an event
  puts the next heartbeat off);
* the server's memory per open stream (resident memory with every stream open, less
  before any, over the streams);
* requests per table per minute (a stream's heartbeats are not requests).

A number of tables is served when every stream was held, p95 <= 0.3 s and p99 < 100 ms.

A hold (``hold``, ``hold_on``; ``bench/tables.py --hold-only``, and after the SQLite
ladder in a full run) opens many streams at once with no saves, from client processes of
their own, and holds them through ``HOLD_SECONDS``: how many one box keeps open, each
with at least 2 heartbeats in the window, and the server's memory with them open.
"""

from __future__ import annotations

import asyncio
import random
import re
import ssl
import statistics
import time
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from html import unescape
from pathlib import Path

import aiohttp

FOLLOWERS = (3, 7)  # per table, as bench/tables.py
REAL_HOLE_SECONDS = 240
P95_LIMIT_S = 0.3
P99_LIMIT_MS = 100
STREAM_OPENERS = 200  # streams being opened at once during the ramp
PAGE_CONNECTIONS = 64  # the followers' page fetches, over keep-alive connections
HOLD_PER_MATCH = 5  # streams of one match in a hold run, as a table's followers
HOLD_SECONDS = 65.0  # a hold run's window: "held at least 60 s with heartbeats"
OPENED_PER_SECOND = 150  # streams opened a second, at worst seen (to keep to a deadline)

_FORM = re.compile(r'<form[^>]*class="hole-form"[^>]*>.*?</form>', re.S)
_ACTION = re.compile(r'action="([^"]+)"')
_INPUT = re.compile(r"<input\b[^>]*>")
_ATTR = re.compile(r'([\w-]+)="([^"]*)"')


@dataclass
class Seeded:
    """A match made for the run: its id and its links' tokens."""

    match_id: int
    view_token: str
    edit_token: str
    players: int


@dataclass
class Figures:
    """What one window measured."""

    tables: int
    streams: int = 0
    held: int = 0
    saves: int = 0
    delays: list[float] = field(default_factory=list)
    kinds: dict[str, list[float]] = field(default_factory=dict)  # requests' seconds, by kind
    errors: list[str] = field(default_factory=list)
    memory_mb: float = 0.0
    seconds: float = 0.0
    server_cpu: float = float("nan")  # the server's CPU seconds a second of the window
    client_cpu: float = float("nan")  # this client's

    def by_request(self) -> str:
        """Each kind of request's p50, p99 and count, slowest first: "save 30/140 ms (26),
        ..."."""
        kinds = sorted(self.kinds.items(), key=lambda kind: -self.p(kind[1], 99))
        return ", ".join(
            f"{kind} {self.p(times, 50) * 1000:.0f}/{self.p(times, 99) * 1000:.0f} ms"
            f" ({len(times)})"
            for kind, times in kinds
        )

    def p(self, values: list[float], q: int) -> float:
        if not values:
            return float("nan")
        if len(values) == 1:
            return values[0]
        return statistics.quantiles(values, n=100, method="inclusive")[q - 1]

    @property
    def delay_p50(self) -> float:
        return self.p(self.delays, 50)

    @property
    def delay_p95(self) -> float:
        return self.p(self.delays, 95)

    @property
    def p99_ms(self) -> float:
        return self.p([t for times in self.kinds.values() for t in times], 99) * 1000

    @property
    def per_table_minute(self) -> float:
        requests = sum(len(times) for times in self.kinds.values())
        return requests / self.tables / (self.seconds / 60) if self.seconds else 0.0

    @property
    def served(self) -> bool:
        return (
            self.held == self.streams
            and not self.errors
            and self.saves > 0
            and self.delay_p95 <= P95_LIMIT_S
            and self.p99_ms < P99_LIMIT_MS
        )

    def line(self) -> str:
        return (
            f"{self.tables} tables, {self.streams} streams ({self.held} held"
            f" {self.seconds:.0f} s, >= 2 heartbeats or events each): {self.saves} saves, to every"
            f" follower p50 {self.delay_p50:.3f} s"
            f" p95 {self.delay_p95:.3f} s; p99 of other requests {self.p99_ms:.0f} ms;"
            f" {self.memory_mb * 1024 / max(self.streams, 1):.1f} KB per stream;"
            f" {self.per_table_minute:.1f} requests per table per minute; errors"
            f" {len(self.errors)}{error_kinds(self.errors)}"
            f" -> {'served' if self.served else 'NOT served'}"
        )


def error_kinds(errors: list[str]) -> str:
    """``errors`` counted by kind, most first (" (12 stream: TimeoutError, 3 ...)"), or ""."""
    if not errors:
        return ""
    counted = Counter(error[:120] for error in errors).most_common()
    return " (" + ", ".join(f"{count} {kind}" for kind, count in counted) + ")"


def seed(app, count: int, rng: random.Random) -> list[Seeded]:
    """``count`` 9-hole matches of 3 to 7 followers' tables, straight into the database."""
    from golfkeeper import scorekeeping
    from golfkeeper.engine.house_rules import PRESETS
    from golfkeeper.extensions import db

    seeded = []
    with app.app_context():
        rules = PRESETS["main"].rules
        for number in range(count):
            players = rng.randint(2, 6)
            names = [f"Player {n}" for n in range(1, players + 1)]
            match = scorekeeping.start_match(names, 0, rules, name=f"Table {number}")
            db.session.flush()
            seeded.append(Seeded(match.id, match.view_token, match.edit_token, players))
            if number % 200 == 199:
                db.session.commit()
        db.session.commit()
    return seeded


def _hole_form(page: str) -> tuple[str, dict[str, str]]:
    form = _FORM.search(page)
    if form is None:
        raise ValueError("no hole form on the score sheet")
    action = unescape(_ACTION.search(form.group(0)).group(1))
    fields = {}
    for tag in _INPUT.findall(form.group(0)):
        attrs = dict(_ATTR.findall(tag))
        if "name" in attrs and attrs.get("type") not in ("submit", "button"):
            fields[attrs["name"]] = unescape(attrs.get("value", ""))
    return action, fields


class Run:
    """The phones of ``tables`` for one window."""

    def __init__(self, origin: str, tls: ssl.SSLContext | None, tables: list[Seeded]):
        self.origin = origin
        self.tls = tls if tls is not None else False
        self.tables = tables
        self.figures = Figures(len(tables))
        self.saved_at: dict[int, float] = {}  # match id -> its save's 302
        self.got_at: dict[int, list[float]] = {}  # match id -> followers' page fetched
        self.measuring = False

    def _note(self, kind: str, seconds: float) -> None:
        if self.measuring:
            self.figures.kinds.setdefault(kind, []).append(seconds)

    async def _get(
        self, session: aiohttp.ClientSession, kind: str, path: str, **kw
    ) -> tuple[int, str]:
        started = time.monotonic()
        async with session.get(self.origin + path, ssl=self.tls, **kw) as answer:
            text = await answer.text()
        self._note(kind, time.monotonic() - started)
        return answer.status, text

    async def follow(self, streams: aiohttp.ClientSession, pages, table: Seeded, ready, held):
        """One follower: the stream open, the live view fetched on each event."""
        path = f"/m/{table.view_token}"
        started = time.monotonic()
        try:
            answer = await streams.get(self.origin + path + "/events", ssl=self.tls)
        except (aiohttp.ClientError, OSError, TimeoutError) as error:
            self.figures.errors.append(f"stream: {type(error).__name__}")
            ready.set_result(False)
            return
        self._note("stream opened", time.monotonic() - started)
        if answer.status != 200:
            self.figures.errors.append(f"stream answered {answer.status}")
            ready.set_result(False)
            return
        beats, seen, ended = 0, None, False
        ready.set_result(True)
        try:
            while True:
                line = await answer.content.readline()
                if not line:
                    ended = True
                    break
                if self.measuring and line.startswith((b": keep-alive", b"id: ")):
                    beats += 1  # a heartbeat, or an event (which puts the next one off)
                if line.startswith(b"id: "):
                    version = int(line[4:])
                    if seen is not None and self.measuring:
                        try:
                            status, _ = await self._get(pages, "live view", path)
                        except (aiohttp.ClientError, OSError, TimeoutError) as error:
                            self.figures.errors.append(f"live view: {type(error).__name__}")
                            continue
                        if status == 200:
                            self.got_at.setdefault(table.match_id, []).append(time.monotonic())
                    seen = version
        except (aiohttp.ClientError, OSError, asyncio.CancelledError) as error:
            if not isinstance(error, asyncio.CancelledError):
                self.figures.errors.append(f"stream broke: {type(error).__name__}")
                ended = True
        finally:
            if not ended and beats >= 2:
                held.append(1)
            answer.release()

    async def keep_score(self, session: aiohttp.ClientSession, table: Seeded, at: float):
        """The scorekeeper: wait for its turn, save the hole shown, load the sheet again."""
        await asyncio.sleep(max(0.0, at - time.monotonic()))
        if not self.measuring:
            return
        sheet = f"/matches/{table.match_id}"
        try:
            status, page = await self._get(session, "score sheet", sheet)
            if status != 200:
                self.figures.errors.append(f"score sheet answered {status}")
                return
            action, fields = _hole_form(page)
            fields |= {name: "4" for name in fields if name.startswith("player-")}
            started = time.monotonic()
            async with session.post(
                self.origin + action,
                data=fields,
                ssl=self.tls,
                allow_redirects=False,
                headers={"Referer": self.origin + sheet},
            ) as answer:
                await answer.read()
            done = time.monotonic()
            self._note("save", done - started)
            if answer.status != 302:
                self.figures.errors.append(f"save answered {answer.status}")
                return
            self.saved_at[table.match_id] = done
            self.figures.saves += 1
            await self._get(session, "score sheet", sheet)
        except (aiohttp.ClientError, OSError, TimeoutError, ValueError) as error:
            self.figures.errors.append(f"save: {type(error).__name__}")

    async def run(self, seconds: float, rng: random.Random, memory, cpu=None) -> Figures:
        connector = aiohttp.TCPConnector(limit=0, force_close=False)
        page_connector = aiohttp.TCPConnector(limit=PAGE_CONNECTIONS)
        timeout = aiohttp.ClientTimeout(total=None, sock_read=None, connect=60)
        streams = aiohttp.ClientSession(connector=connector, timeout=timeout)
        pages = aiohttp.ClientSession(connector=page_connector, timeout=timeout)
        keepers = []
        held: list[int] = []
        tasks = []
        try:
            before = memory()
            # Every scorekeeper opens the edit link once (its cookie then keeps the right).
            gate = asyncio.Semaphore(STREAM_OPENERS)

            async def join(table: Seeded) -> aiohttp.ClientSession:
                session = aiohttp.ClientSession(
                    connector=page_connector,
                    connector_owner=False,
                    cookie_jar=aiohttp.CookieJar(unsafe=True),
                    timeout=timeout,
                )
                async with gate:
                    try:
                        link = f"/m/edit/{table.edit_token}"
                        status, _ = await self._get(session, "edit link", link)
                    except (aiohttp.ClientError, OSError, TimeoutError) as error:
                        # Its name only: the error's text would hold the edit link's token.
                        self.figures.errors.append(f"edit link: {type(error).__name__}")
                    else:
                        if status != 200:
                            self.figures.errors.append(f"edit link answered {status}")
                return session

            keepers = await asyncio.gather(*(join(table) for table in self.tables))
            readies = []

            async def open_one(table: Seeded) -> None:
                ready = asyncio.get_running_loop().create_future()
                readies.append(ready)
                async with gate:
                    tasks.append(
                        asyncio.create_task(self.follow(streams, pages, table, ready, held))
                    )
                    await ready

            followers = [table for table in self.tables for _ in range(rng.randint(*FOLLOWERS))]
            self.figures.streams = len(followers)
            await asyncio.gather(*(open_one(table) for table in followers))
            await asyncio.sleep(2)
            self.figures.memory_mb = memory() - before
            # The window: every table saves once every 4 minutes, its first save at a
            # random moment of those 4 minutes.
            self.measuring = True
            start = time.monotonic()
            cpu_before, client_before = cpu() if cpu else 0.0, time.process_time()
            turns = [
                asyncio.create_task(
                    self.keep_score(keeper, table, start + rng.uniform(0, REAL_HOLE_SECONDS))
                )
                for keeper, table in zip(keepers, self.tables, strict=True)
            ]
            await asyncio.sleep(seconds)
            self.figures.seconds = time.monotonic() - start
            if cpu:
                self.figures.server_cpu = (cpu() - cpu_before) / self.figures.seconds
            self.figures.client_cpu = (time.process_time() - client_before) / self.figures.seconds
            await asyncio.sleep(1)  # the last saves' followers
            self.measuring = False
            for turn in turns:
                turn.cancel()
            for task in tasks:
                task.cancel()
            await asyncio.gather(*turns, *tasks, return_exceptions=True)
            self.figures.held = len(held)
            for match_id, saved in self.saved_at.items():
                for got in self.got_at.get(match_id, []):
                    self.figures.delays.append(max(0.0, got - saved))
        finally:
            for keeper in keepers:
                await keeper.close()
            await streams.close()
            await pages.close()
            await page_connector.close()
        return self.figures


def measure(
    origin, tls, tables: list[Seeded], seconds: float, seed: int, memory, cpu=None
) -> Figures:
    """One window of ``seconds`` with every follower of ``tables`` holding its stream;
    ``memory()`` the server's resident MB, ``cpu()`` its CPU seconds so far."""
    return asyncio.run(Run(origin, tls, tables).run(seconds, random.Random(seed), memory, cpu))


# ---------------------------------------------------------------------------------------
# The servers, as shipped: SQLite on `make run`'s server, the hosted stack as deployed

# Far above the run's pace: one loopback address plays every phone.
RAISED = {"GOLFKEEPER_STREAMS_PER_ADDRESS": "1000000"}


def raise_open_files() -> int:
    """This process's (and its children's) open-file limit raised to the hard limit."""
    import resource

    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    return hard


def rss_mb(pids: list[int]) -> float:
    """Resident memory of ``pids``, in MB."""
    total = 0.0
    for pid in pids:
        try:
            status = Path(f"/proc/{pid}/status").read_text()
        except OSError:
            continue
        found = re.search(r"VmRSS:\s+(\d+) kB", status)
        total += int(found.group(1)) / 1024 if found else 0
    return total


def _time_up(deadline: float | None, seconds: float, streams: int) -> bool:
    """Whether a window of ``seconds`` with ``streams`` to open first would end after
    ``deadline`` (``time.monotonic()``; None: no deadline)."""
    needed = seconds + 20 + streams / OPENED_PER_SECOND
    return deadline is not None and time.monotonic() + needed > deadline


def ladder(
    label: str,
    origin: str,
    tls,
    tables: list[Seeded],
    steps,
    seconds,
    memory,
    log,
    deadline=None,
    cpu=None,
):
    """Each number of tables in ``steps`` in turn, until one is not served or the next
    would end after ``deadline``; the figures of each, and the largest served (0: none)."""
    served, results = 0, []
    for number, count in enumerate(steps):
        if _time_up(deadline, seconds, count * sum(FOLLOWERS) // 2):
            log(f"  {label}: {count} tables not tried (the run's time is up)")
            break
        figures = measure(origin, tls, tables[:count], seconds, number, memory, cpu)
        results.append(figures)
        log(f"  {label}: {figures.line()}")
        log(
            f"    p50/p99 by request: {figures.by_request()}; CPU a second: server"
            f" {figures.server_cpu:.2f}, client {figures.client_cpu:.2f}"
        )
        if not figures.served:
            break
        served = count
    return served, results


def _app(env: dict[str, str]):
    """The app in this process, on the run's database (to seed its matches)."""
    import os

    saved = {key: os.environ.get(key) for key in env}
    os.environ.update(env)
    try:
        from golfkeeper import create_app

        return create_app()
    finally:
        for key, value in saved.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value


@contextmanager
def sqlite_box(folder: Path, count: int) -> Iterator[tuple[str, int, list[Seeded]]]:
    """`make run`'s server (gevent's WSGI server, one process) on a fresh SQLite database
    holding ``count`` seeded matches: its origin, its process id and the matches."""
    import sys

    from bench import stack
    from bench.tables import environment, migrate

    env = {**environment(folder, f"sqlite:///{folder / 'push.sqlite3'}"), **RAISED}
    migrate(env)
    tables = seed(_app(env), count, random.Random(7))
    port = stack.free_port()
    command = [sys.executable, "-m", "gevent.monkey", "--module", "flask", "--app", "app"]
    command += ["serve", "--host", "127.0.0.1", "--port", str(port)]
    log_file = folder / "push-server.log"
    server = stack.start_process(command, log_file, env)
    try:
        stack.wait_until_healthy(f"http://127.0.0.1:{port}/healthz", 60, server, log_file)
        yield f"http://127.0.0.1:{port}", server.pid, tables
    finally:
        stack.stop_process(server)


def on_sqlite(
    folder, steps, seconds, log, hold_streams: int = 0, deadline: float | None = None
) -> tuple[int, list[Figures], int]:
    """The ladder on `make run`'s server (gevent's WSGI server, one process) on SQLite,
    then, with ``hold_streams``, that many streams held on the same server (``hold_on``)
    unless a window of the ladder held as many. The largest number of streams held (a
    hold's window, or the ladder's)."""
    from bench.tables import cpu_seconds

    count = max(max(steps), -(-hold_streams // HOLD_PER_MATCH))
    with sqlite_box(folder, count) as (origin, pid, tables):
        memory = lambda: rss_mb([pid])  # noqa: E731
        cpu = lambda: cpu_seconds([Path(f"/proc/{pid}")])  # noqa: E731
        served, runs = ladder(
            "SQLite", origin, None, tables, steps, seconds, memory, log, deadline, cpu
        )
        most = max((run.held for run in runs), default=0)
        if hold_streams > most:
            if _time_up(deadline, HOLD_SECONDS, hold_streams):
                log(f"  hold: {hold_streams} streams not tried (the run's time is up)")
            else:
                most = max(most, hold_on(origin, pid, tables, hold_streams, HOLD_SECONDS, log).held)
        return served, runs, most


# ---------------------------------------------------------------------------------------
# Open streams held: how many one box keeps, and the memory they take


@dataclass
class Held:
    """What one hold run measured."""

    streams: int
    opened: int = 0
    held: int = 0
    open_seconds: float = 0.0
    window_seconds: float = 0.0
    memory_before_mb: float = 0.0
    memory_open_mb: float = 0.0
    memory_end_mb: float = 0.0
    errors: list[str] = field(default_factory=list)

    @property
    def kb_per_stream(self) -> float:
        return (self.memory_open_mb - self.memory_before_mb) * 1024 / max(self.opened, 1)

    def line(self) -> str:
        return (
            f"{self.streams} streams asked, {self.opened} opened in {self.open_seconds:.0f} s,"
            f" {self.held} held {self.window_seconds:.0f} s with heartbeats; server"
            f" {self.memory_before_mb:.0f} MB before, {self.memory_open_mb:.0f} MB with them"
            f" open ({self.memory_end_mb:.0f} MB at the window's end),"
            f" {self.kb_per_stream:.1f} KB per stream; errors {len(self.errors)}"
            f"{error_kinds(self.errors)}"
        )


async def _hold_streams(origin: str, paths: list[str], local: str, seconds: float, tell, go):
    """Open a stream on each of ``paths`` from the address ``local``, tell ``("open",
    opened, errors)``, wait for ``go``, then count each stream's heartbeats for ``seconds``
    and tell ``("held", held, errors)``: a stream is held when it never ended and sent at
    least 2 heartbeats in the window."""
    connector = aiohttp.TCPConnector(limit=0, local_addr=(local, 0))
    timeout = aiohttp.ClientTimeout(total=None, sock_read=None, connect=120)
    gate = asyncio.Semaphore(STREAM_OPENERS)
    beats = [0] * len(paths)
    ended = [False] * len(paths)
    errors: list[str] = []
    settled = [0]
    all_settled = asyncio.Event()
    measuring = [False]

    def settle() -> None:
        settled[0] += 1
        if settled[0] == len(paths):
            all_settled.set()

    async def one(session: aiohttp.ClientSession, index: int, path: str) -> None:
        async with gate:
            try:
                answer = await session.get(origin + path)
            except (aiohttp.ClientError, OSError, TimeoutError) as error:
                errors.append(f"stream: {type(error).__name__}")
                ended[index] = True
                settle()
                return
            if answer.status != 200:
                errors.append(f"stream answered {answer.status}")
                ended[index] = True
                answer.release()
                settle()
                return
            await answer.content.readline()  # the retry line: the stream is open
        settle()
        try:
            while line := await answer.content.readline():
                if measuring[0] and line.startswith(b": keep-alive"):
                    beats[index] += 1
        except (aiohttp.ClientError, OSError) as error:
            errors.append(f"stream broke: {type(error).__name__}")
        ended[index] = True
        answer.release()

    loop = asyncio.get_running_loop()
    async with aiohttp.ClientSession(connector=connector, timeout=timeout) as session:
        tasks = [asyncio.create_task(one(session, i, path)) for i, path in enumerate(paths)]
        await all_settled.wait()
        tell(("open", len(paths) - sum(ended), list(errors)))
        reported = len(errors)
        await loop.run_in_executor(None, go.wait)
        beats[:] = [0] * len(paths)
        measuring[0] = True
        await asyncio.sleep(seconds)
        measuring[0] = False
        held = sum(1 for b, gone in zip(beats, ended, strict=True) if b >= 2 and not gone)
        tell(("held", held, errors[reported:]))
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)


def _hold_client(origin: str, paths: list[str], local: str, seconds: float, told, go) -> None:
    """One client process of a hold run (``_hold_streams``)."""
    raise_open_files()
    asyncio.run(_hold_streams(origin, paths, local, seconds, told.put, go))


def _answers(told, processes, seconds: float) -> list[tuple]:
    """One answer from each client process, waiting at most ``seconds`` in all; raises
    ``queue.Empty`` when one did not come in time or a process died without answering."""
    import queue

    answers: list[tuple] = []
    until = time.monotonic() + seconds
    while len(answers) < len(processes):
        try:
            answers.append(told.get(timeout=1))
        except queue.Empty:
            dead = sum(not process.is_alive() for process in processes)
            if time.monotonic() > until or dead > len(answers):
                raise
    return answers


def hold(folder: Path, streams: int, seconds: float, log) -> Held:
    """``streams`` streams held on `make run`'s server on a fresh SQLite database
    (``hold_on``)."""
    with sqlite_box(folder, max(1, -(-streams // HOLD_PER_MATCH))) as (origin, pid, tables):
        log(f"  hold: {len(tables)} matches seeded, the server up")
        return hold_on(origin, pid, tables, streams, seconds, log)


def hold_on(
    origin: str, pid: int, tables: list[Seeded], streams: int, seconds: float, log, clients=2
) -> Held:
    """``streams`` streams opened at once on the server ``pid`` at ``origin`` (5 to each
    of ``streams / 5`` matches, as a table's followers), held through a window of
    ``seconds`` by ``clients`` client processes, each from an address of its own
    (127.0.0.2, .3, ...: a process may open at most as many files as its hard limit,
    20,000 here). The server's resident memory before, with every stream open, and at the
    window's end."""
    import multiprocessing
    import queue

    hard = raise_open_files()
    if streams + 1000 > hard:
        log(f"  hold: the server may open at most {hard} files; {streams} streams may not fit")
    figures = Held(streams)
    log(f"  hold: opening {streams} streams")
    paths = [f"/m/{tables[i // HOLD_PER_MATCH].view_token}/events" for i in range(streams)]
    figures.memory_before_mb = rss_mb([pid])
    spawn = multiprocessing.get_context("spawn")
    told, go = spawn.Queue(), spawn.Event()
    processes = [
        spawn.Process(
            target=_hold_client,
            args=(origin, paths[n::clients], f"127.0.0.{n + 2}", seconds, told, go),
            daemon=True,
        )
        for n in range(clients)
    ]
    started = time.monotonic()
    for process in processes:
        process.start()
    try:
        for _, opened, errors in _answers(told, processes, 240):
            figures.opened += opened
            figures.errors += errors
        figures.open_seconds = time.monotonic() - started
        time.sleep(2)
        figures.memory_open_mb = rss_mb([pid])
        window = time.monotonic()
        log(f"  hold: {figures.opened} streams open; holding them {seconds:.0f} s")
        go.set()
        for _, held, errors in _answers(told, processes, seconds + 120):
            figures.held += held
            figures.errors += errors
        figures.window_seconds = time.monotonic() - window
        figures.memory_end_mb = rss_mb([pid])
    except queue.Empty:
        figures.errors.append("a client process did not answer in time, or died")
    finally:
        for process in processes:
            process.join(timeout=20)
            if process.is_alive():
                process.kill()
    log(f"  hold on SQLite: {figures.line()}")
    return figures


def on_hosted(
    folder, steps, seconds, log, boxes: int = 1, deadline: float | None = None
) -> tuple[int, list[Figures]]:
    """The ladder on the hosted stack: Caddy, ``boxes`` gunicorn servers as deployed
    (gevent workers), PostgreSQL, Redis carrying the changes."""
    import shutil
    import subprocess
    import tempfile

    from bench import stack
    from bench.tables import (
        HOSTED_ENV,
        environment,
        migrate,
        workers_cpu_seconds,
        workers_rss_mb,
    )

    redis_server = shutil.which("redis-server")
    if redis_server is None:
        raise stack.StackError("redis-server is not installed: apt-get install -y redis-server")
    redis_port = stack.free_port()
    redis = subprocess.Popen(
        [redis_server, "--port", str(redis_port), "--bind", "127.0.0.1", "--save", ""],
        stdout=subprocess.DEVNULL,
    )
    try:
        with (
            stack.postgres(max_connections=200) as database,
            tempfile.TemporaryDirectory(prefix="golfkeeper-push-") as scratch,
        ):
            url = database.create_database("golfkeeper_push")
            env = {
                **environment(folder, url),
                **HOSTED_ENV,
                **RAISED,
                "GOLFKEEPER_EVENTS_REDIS_URL": f"redis://127.0.0.1:{redis_port}/0",
            }
            migrate(env)
            tables = seed(_app(env), max(steps), random.Random(7))
            with (
                stack.boxes(env, Path(scratch), boxes, "--log-level", "warning") as started,
                stack.caddy(Path(scratch) / "caddy", [b.port for b in started], "/livez") as proxy,
            ):
                time.sleep(1)
                pids = [box.process.pid for box in started]
                label = f"hosted, {boxes} box{'es' if boxes > 1 else ''}"
                return ladder(
                    label,
                    proxy.url,
                    proxy.tls(),
                    tables,
                    steps,
                    seconds,
                    lambda: sum(workers_rss_mb(pids)),
                    log,
                    deadline,
                    lambda: workers_cpu_seconds(pids),
                )
    finally:
        redis.kill()
        redis.wait()
