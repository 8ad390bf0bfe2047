"""Load test: many phones recording and correcting holes at once, then count what was lost.

Starts golfkeeper with waitress (or gunicorn) on 127.0.0.1 on a fresh SQLite file built by
the migrations, creates the matches over HTTP, then runs writer threads (each its own
connection and cookie jar, with the creator's edit rights) for a bounded time. A writer
opens a hole form, reads the hole's saved scores and version from it, and saves new scores
(a correction when the hole had scores). Every acknowledged save (302 to the score sheet)
is recorded; a 409 is the expected "this hole changed while you were typing" answer.

Checking without trusting the server: the first player's score in every save is a number
no other save uses (its write id), so each save names the save it saw (the first player's
score in the form it opened). Per hole, the acknowledged saves must form one chain from the
empty hole: no two acknowledged saves saw the same state (the later would have overwritten
the earlier unseen: a lost update), the chain reaches every acknowledged save, and the
database holds the values of the chain's last save. Finally every total the app serves
(the score sheet's standings and the JSON export) equals the sum of the stored holes.

    .venv/bin/python bench/load.py                      # 16 writers, 50 matches, 20 s
    .venv/bin/python bench/load.py --writers 4 --matches 5 --seconds 3 --json

Exit status 0 only with 0 lost, 0 errors and every total right.
"""

from __future__ import annotations

import argparse
import http.client
import itertools
import json
import os
import random
import re
import secrets
import sqlite3
import subprocess
import sys
import tempfile
import threading
import time
from collections import defaultdict
from dataclasses import dataclass, field
from html import unescape
from pathlib import Path
from urllib.parse import urlencode, urlsplit

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench import stack  # noqa: E402 - found through the line above when run as a script
from bench.stack import free_port  # noqa: E402 - bench/crash.py takes it from here too

PYTHON = sys.executable
HOLES = 18  # the last hole is never written, so no match finishes and locks its holes
PLAYERS = ["Ann", "Bo", "Cy", "Di"]
_INPUT = re.compile(r"<input\b[^>]*>")
_ATTR = re.compile(r'([\w-]+)="([^"]*)"')


# ---------------------------------------------------------------------------------------
# A browser: one keep-alive connection and a cookie jar


class Browser:
    """A phone: its own connection and cookies (a copy of another browser's, if given)."""

    def __init__(self, port: int, cookies: dict[str, str] | None = None):
        self.port = port
        self.cookies = dict(cookies or {})
        self.conn: http.client.HTTPConnection | None = None

    def request(self, method: str, path: str, form: dict | None = None):
        """Send one request; returns (status, headers, body text)."""
        headers = {}
        if self.cookies:
            headers["Cookie"] = "; ".join(f"{k}={v}" for k, v in self.cookies.items())
        body = None
        if form is not None:
            body = urlencode(form)
            headers["Content-Type"] = "application/x-www-form-urlencoded"
        reused = self.conn is not None
        if self.conn is None:
            self.conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=30)
        try:
            self.conn.request(method, path, body=body, headers=headers)
            response = self.conn.getresponse()
            text = response.read().decode("utf-8", "replace")
        except (OSError, http.client.HTTPException):
            self.conn.close()
            self.conn = None
            if reused and method == "GET":  # the server closed an idle keep-alive connection
                return self.request(method, path, form)
            raise
        for cookie in response.headers.get_all("Set-Cookie") or []:
            name, _, rest = cookie.partition("=")
            self.cookies[name.strip()] = rest.split(";", 1)[0]
        if response.headers.get("Connection", "").lower() == "close":
            self.conn.close()
            self.conn = None
        return response.status, response.headers, text


def inputs(page: str) -> dict[str, str]:
    """Every <input name=... value=...> of a page, by name."""
    found = {}
    for tag in _INPUT.findall(page):
        attrs = dict(_ATTR.findall(tag))
        if "name" in attrs:
            found[attrs["name"]] = unescape(attrs.get("value", ""))
    return found


# ---------------------------------------------------------------------------------------
# The server


def server_env(folder: Path) -> dict[str, str]:
    return {
        **os.environ,
        "GOLFKEEPER_INSTANCE": str(folder),
        "DATABASE_URL": f"sqlite:///{folder / 'load.sqlite3'}",
        "SECRET_KEY": secrets.token_hex(16),
        "FLASK_DEBUG": "0",
    }


def start_server(folder: Path, server: str, port: int, threads: int) -> subprocess.Popen:
    """Build the schema with the migrations, then start the server on loopback."""
    env = server_env(folder)
    subprocess.run(
        [PYTHON, "-m", "flask", "--app", "app", "db", "upgrade"],
        cwd=ROOT,
        env=env,
        check=True,
        capture_output=True,
    )
    if server == "gunicorn":
        command = [
            PYTHON,
            "-m",
            "gunicorn",
            "--bind",
            f"127.0.0.1:{port}",
            "--workers",
            "2",
            "--threads",
            str(threads),
            "--keep-alive",
            "30",
            "--log-level",
            "warning",
            "golfkeeper:create_app()",
        ]
    else:
        command = [
            PYTHON,
            "-m",
            "waitress",
            f"--listen=127.0.0.1:{port}",
            f"--threads={threads}",
            "--call",
            "golfkeeper:create_app",
        ]
    log = folder / "server.log"
    process = stack.start_process(command, log, env)
    try:
        stack.wait_until_healthy(f"http://127.0.0.1:{port}/healthz", 20, process, log)
    except stack.StackError:
        if process.poll() is not None:
            # The log's folder is temporary: gone by the time anyone reads a path to it.
            raise SystemExit(f"the server stopped:\n{log.read_text()}") from None
        stack.stop_process(process)
        raise SystemExit("the server did not start within 20 s") from None
    return process


# ---------------------------------------------------------------------------------------
# The writers


@dataclass
class Save:
    """One acknowledged save: which hole, what it saw (the first player's score) and wrote."""

    match_id: int
    hole_number: int
    write_id: int
    saw: int | None
    points: dict[int, int]


@dataclass
class Tally:
    saves: list[Save] = field(default_factory=list)
    conflicts: int = 0
    errors: list[str] = field(default_factory=list)
    skipped: int = 0
    lock: threading.Lock = field(default_factory=threading.Lock)


def create_matches(browser: Browser, count: int, players: int) -> list[int]:
    """Start ``count`` matches through the new-match form, as one scorekeeper would."""
    ids = []
    for number in range(count):
        status, _, page = browser.request("GET", "/matches/new")
        assert status == 200, status
        form = {f"name_{seat}": name for seat, name in enumerate(PLAYERS[:players], start=1)}
        form.update(
            csrf_token=inputs(page)["csrf_token"],
            first_dealer="1",
            holes=str(HOLES),
            name=f"Load {number + 1}",
            **{"rules-preset": "main"},
        )
        status, headers, page = browser.request("POST", "/matches/new", form)
        assert status == 302, (status, page[:500])
        ids.append(int(urlsplit(headers["Location"]).path.rstrip("/").rsplit("/", 1)[1]))
    return ids


def writer(browser: Browser, matches: list[int], deadline: float, ids, tally: Tally, seed: int):
    """Open a hole form, save new scores over what it showed, repeat until the deadline."""
    rng = random.Random(seed)
    while time.monotonic() < deadline:
        match_id = rng.choice(matches)
        path = f"/matches/{match_id}/holes/{rng.randint(1, HOLES - 1)}"
        try:
            status, headers, page = browser.request("GET", path)
            if status == 302:  # a hole after the current one: open the current one
                path = urlsplit(headers["Location"]).path
                status, headers, page = browser.request("GET", path)
            if status != 200:
                with tally.lock:
                    tally.errors.append(f"GET {path}: {status}")
                continue
            hole_number = int(path.rsplit("/", 1)[1])
            if hole_number == HOLES:
                with tally.lock:
                    tally.skipped += 1
                continue
            fields = inputs(page)
            players = sorted(int(name[7:]) for name in fields if name.startswith("player-"))
            seen = fields[f"player-{players[0]}"].strip()
            write_id = next(ids)
            points = {players[0]: write_id} | {p: rng.randint(-2, 12) for p in players[1:]}
            form = {
                "csrf_token": fields["csrf_token"],
                "version": fields["version"],
                "editing": "1",
                **{f"player-{p}": str(v) for p, v in points.items()},
                **{f"confirm-{p}": "y" for p in players},  # write ids are outside the range
            }
            status, headers, page = browser.request("POST", path, form)
        except (OSError, http.client.HTTPException) as error:
            with tally.lock:
                tally.errors.append(f"{path}: {error!r}")
            continue
        with tally.lock:
            if status == 302 and urlsplit(headers["Location"]).path.rstrip("/").endswith(
                f"/matches/{match_id}"
            ):
                saw = int(seen) if seen else None
                tally.saves.append(Save(match_id, hole_number, write_id, saw, points))
            elif status == 409 and "changed while you were typing" in page:
                tally.conflicts += 1
            else:
                tally.errors.append(f"POST {path}: {status} {page[:200]!r}")


# ---------------------------------------------------------------------------------------
# Checking


def check_saves(database: Path, saves: list[Save]) -> list[str]:
    """Per hole: the acknowledged saves form one chain and the database holds its end."""
    problems = []
    with sqlite3.connect(database) as db:
        stored: dict[tuple[int, int], dict[int, int]] = defaultdict(dict)
        for match_id, player_id, hole_number, points in db.execute(
            "SELECT match_id, player_id, hole_number, points FROM hole_score"
        ):
            stored[(match_id, hole_number)][player_id] = points
    by_hole: dict[tuple[int, int], list[Save]] = defaultdict(list)
    for save in saves:
        by_hole[(save.match_id, save.hole_number)].append(save)
    for key, hole_saves in by_hole.items():
        after: dict[int | None, list[Save]] = defaultdict(list)
        for save in hole_saves:
            after[save.saw].append(save)
        for saw, followers in after.items():
            if len(followers) > 1:
                ids = [s.write_id for s in followers]
                problems.append(f"match {key[0]} hole {key[1]}: saves {ids} all saw {saw}")
        chain, current = [], None
        while after.get(current):
            chain.append(after[current][0])
            current = chain[-1].write_id
            if len(chain) > len(hole_saves):
                break
        if len(chain) != len(hole_saves):
            missing = {s.write_id for s in hole_saves} - {s.write_id for s in chain}
            problems.append(f"match {key[0]} hole {key[1]}: saves {sorted(missing)} were lost")
        if chain and stored.get(key) != chain[-1].points:
            problems.append(
                f"match {key[0]} hole {key[1]}: stored {stored.get(key)}, "
                f"last acknowledged save wrote {chain[-1].points}"
            )
    return problems


def check_totals(browser: Browser, database: Path, matches: list[int]) -> list[str]:
    """Every total the app serves equals the sum of the stored holes."""
    problems = []
    with sqlite3.connect(database) as db:
        sums = dict(
            db.execute(
                "SELECT player.name || ':' || player.match_id, COALESCE(SUM(points), 0) "
                "FROM player LEFT JOIN hole_score ON hole_score.player_id = player.id "
                "GROUP BY player.id"
            )
        )
    for match_id in matches:
        status, _, body = browser.request("GET", f"/matches/{match_id}/export.json")
        if status != 200:
            problems.append(f"match {match_id}: export answered {status}")
            continue
        for line in json.loads(body)["result"]["totals"]:
            expected = sums[f"{line['name']}:{match_id}"]
            if line["total"] != expected:
                problems.append(
                    f"match {match_id}: {line['name']} total {line['total']}, holes sum {expected}"
                )
        status, _, page = browser.request("GET", f"/matches/{match_id}")
        for name in PLAYERS:
            total = sums.get(f"{name}:{match_id}")
            if total is not None and not _sheet_shows_total(page, name, total):
                problems.append(f"match {match_id}: score sheet does not show {name} on {total}")
    return problems


def _sheet_shows_total(page: str, name: str, total: int) -> bool:
    """Whether the score sheet's standings show ``total`` points next to ``name``."""
    shown = f"−{-total}" if total < 0 else str(total)
    pattern = (
        rf'<span class="name">{re.escape(name)}</span>\s*'
        rf'<span class="total">{re.escape(shown)}</span>'
    )
    return re.search(pattern, page) is not None


# ---------------------------------------------------------------------------------------


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--writers", type=int, default=16)
    parser.add_argument("--matches", type=int, default=50)
    parser.add_argument("--players", type=int, default=3, choices=range(2, len(PLAYERS) + 1))
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--server", choices=["waitress", "gunicorn"], default="waitress")
    parser.add_argument("--threads", type=int, default=8, help="server threads (per worker)")
    parser.add_argument("--json", action="store_true", help="print the summary as JSON")
    args = parser.parse_args(argv)

    with tempfile.TemporaryDirectory(prefix="golfkeeper-load-") as tmp:
        folder = Path(tmp)
        port = free_port()
        process = start_server(folder, args.server, port, args.threads)
        try:
            scorekeeper = Browser(port)
            matches = create_matches(scorekeeper, args.matches, args.players)
            tally, ids = Tally(), itertools.count(1000)
            deadline = time.monotonic() + args.seconds
            threads = [
                threading.Thread(
                    target=writer,
                    args=(Browser(port, scorekeeper.cookies), matches, deadline, ids, tally, n),
                )
                for n in range(args.writers)
            ]
            started = time.monotonic()
            for thread in threads:
                thread.start()
            for thread in threads:
                thread.join()
            elapsed = time.monotonic() - started
            database = folder / "load.sqlite3"
            lost = check_saves(database, tally.saves)
            wrong_totals = check_totals(scorekeeper, database, matches)
        finally:
            stack.stop_process(process)
        server_log = (folder / "server.log").read_text()
        server_errors = server_log.count("Traceback")
        for line in sorted(
            set(re.findall(r"(?m)^(?:\w[\w.]*(?:Error|Exception): |\[SQL: ).*$", server_log))
        ):
            print(f"server: {line[:300]}", file=sys.stderr)

    summary = {
        "server": args.server,
        "writers": args.writers,
        "matches": args.matches,
        "seconds": round(elapsed, 1),
        "acknowledged": len(tally.saves),
        "corrections": sum(1 for s in tally.saves if s.saw is not None),
        "conflicts": tally.conflicts,
        "errors": len(tally.errors) + server_errors,
        "lost": len(lost),
        "wrong_totals": len(wrong_totals),
        "saves_per_second": round(len(tally.saves) / elapsed, 1),
    }
    for line in tally.errors[:10] + lost[:10] + wrong_totals[:10]:
        print(line, file=sys.stderr)
    if args.json:
        print(json.dumps(summary))
    else:
        print(
            f"{summary['acknowledged']} saves acknowledged ({summary['corrections']} "
            f"corrections) in {summary['seconds']} s by {args.writers} writers on "
            f"{args.matches} matches ({args.server}): {summary['saves_per_second']}/s\n"
            f"conflicts (409, expected): {summary['conflicts']}\n"
            f"errors: {summary['errors']}\nlost: {summary['lost']}\n"
            f"wrong totals: {summary['wrong_totals']}"
        )
    ok = summary["errors"] == summary["lost"] == summary["wrong_totals"] == 0
    return 0 if ok and summary["acknowledged"] else 1


if __name__ == "__main__":
    sys.exit(main())
