"""Crash test: the server killed with SIGKILL while phones save holes, then check that the
database is sound and that every save the server acknowledged is there.

Starts golfkeeper with waitress on a fresh SQLite file (as bench/load.py does), runs
writer threads that record and correct holes, and kills the server outright (SIGKILL: no
shutdown, no flush) while they are saving. Then:

- ``PRAGMA integrity_check`` on the file answers "ok" (SQLite's WAL recovery on open);
- per hole, every acknowledged save (302 to the score sheet) is on the chain that leads to
  the stored values: each save names the save it saw (the first player's score is its
  write id, as in bench/load.py), and the stored hole must be an acknowledged save or one
  still in flight at the kill, whose chain back to the empty hole passes through every
  acknowledged save of that hole;
- the server starts again on the same file and serves every match's export.

    .venv/bin/python bench/crash.py                   # 16 writers, 20 matches, kill after 10 s
    .venv/bin/python bench/crash.py --writers 4 --matches 3 --seconds 2 --json

Exit status 0 only when the file is sound, no acknowledged save is missing and the server
serves the matches again.
"""

from __future__ import annotations

import argparse
import contextlib
import http.client
import itertools
import json
import random
import sqlite3
import sys
import tempfile
import threading
import time
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

sys.path.insert(0, str(Path(__file__).resolve().parent))

from load import HOLES, Browser, create_matches, free_port, inputs, start_server  # noqa: E402

from bench import stack  # noqa: E402 - importable once load has put the root on the path


@dataclass
class Sent:
    """A save sent to the server: its hole, what its form showed, what it wrote."""

    match_id: int
    hole_number: int
    write_id: int
    saw: int | None
    points: dict[int, int]
    acknowledged: bool = False


@dataclass
class Journal:
    sent: list[Sent] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)


def writer(port: int, cookies, matches, stop: threading.Event, ids, journal: Journal, seed):
    """Open a hole form, save over it, repeat until the server is gone."""
    rng = random.Random(seed)
    browser = Browser(port, cookies)
    while not stop.is_set():
        match_id = rng.choice(matches)
        path = f"/matches/{match_id}/holes/{rng.randint(1, HOLES - 1)}"
        try:
            status, headers, page = browser.request("GET", path)
            if status == 302:
                path = urlsplit(headers["Location"]).path
                status, headers, page = browser.request("GET", path)
            hole_number = int(path.rsplit("/", 1)[1])
            if status != 200 or hole_number == HOLES:
                continue
            fields = inputs(page)
            players = sorted(int(name[7:]) for name in fields if name.startswith("player-"))
            seen = fields[f"player-{players[0]}"].strip()
            write_id = next(ids)
            points = {players[0]: write_id} | {p: rng.randint(-2, 12) for p in players[1:]}
            save = Sent(match_id, hole_number, write_id, int(seen) if seen else None, points)
            with journal.lock:
                journal.sent.append(save)  # before sending: it may land even if no answer does
            form = {
                "csrf_token": fields["csrf_token"],
                "version": fields["version"],
                "editing": "1",
                **{f"player-{p}": str(v) for p, v in points.items()},
                **{f"confirm-{p}": "y" for p in players},
            }
            status, headers, _ = browser.request("POST", path, form)
            if status == 302 and urlsplit(headers["Location"]).path.endswith(f"/{match_id}"):
                save.acknowledged = True
        except (OSError, http.client.HTTPException, KeyError, ValueError, IndexError):
            time.sleep(0.05)  # the server is gone (or going): try until told to stop


def check(database: Path, sent: list[Sent]) -> tuple[str, list[str]]:
    """The file's integrity check, and every acknowledged save missing from it."""
    with sqlite3.connect(database) as db:
        integrity = db.execute("PRAGMA integrity_check").fetchone()[0]
        stored: dict[tuple[int, int], dict[int, int]] = defaultdict(dict)
        for match_id, player_id, hole_number, points in db.execute(
            "SELECT match_id, player_id, hole_number, points FROM hole_score"
        ):
            stored[(match_id, hole_number)][player_id] = points
    problems = []
    by_hole: dict[tuple[int, int], list[Sent]] = defaultdict(list)
    for save in sent:
        by_hole[(save.match_id, save.hole_number)].append(save)
    for key, saves in by_hole.items():
        writes = {save.write_id: save for save in saves}
        acknowledged = {save.write_id for save in saves if save.acknowledged}
        hole = stored.get(key, {})
        first = min(hole) if hole else None
        top = writes.get(hole.get(first)) if first is not None else None
        if top is None:
            if acknowledged:
                where = f"match {key[0]} hole {key[1]}"
                problems.append(f"{where}: no save stored, {len(acknowledged)} acknowledged")
            continue
        if hole != top.points:
            where = f"match {key[0]} hole {key[1]}"
            problems.append(f"{where}: stored {hole}, save {top.write_id} wrote {top.points}")
        chain, current = set(), top
        while current is not None and current.write_id not in chain:
            chain.add(current.write_id)
            current = writes.get(current.saw)
        missing = acknowledged - chain
        if missing:
            problems.append(
                f"match {key[0]} hole {key[1]}: acknowledged saves {sorted(missing)} lost"
            )
    return integrity, problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--writers", type=int, default=16)
    parser.add_argument("--matches", type=int, default=20)
    parser.add_argument("--seconds", type=float, default=10.0, help="saving before the kill")
    parser.add_argument("--json", action="store_true", help="print the summary as JSON")
    args = parser.parse_args(argv)

    with (
        tempfile.TemporaryDirectory(prefix="golfkeeper-crash-") as tmp,
        contextlib.ExitStack() as servers,
    ):
        folder = Path(tmp)
        port = free_port()
        process = start_server(folder, "waitress", port, 8)
        # Ctrl+C or an error must not leave a server running: each has a session of its own.
        servers.callback(stack.stop_process, process)
        scorekeeper = Browser(port)
        matches = create_matches(scorekeeper, args.matches, 3)
        journal, ids, stop = Journal(), itertools.count(1000), threading.Event()
        servers.callback(stop.set)  # before the server stops: writers end, not spin
        threads = [
            threading.Thread(
                target=writer,
                args=(port, scorekeeper.cookies, matches, stop, ids, journal, n),
            )
            for n in range(args.writers)
        ]
        for thread in threads:
            thread.start()
        time.sleep(args.seconds)
        process.kill()  # SIGKILL, in the middle of the writers' saves
        process.wait(timeout=10)
        killed_at = len(journal.sent)
        stop.set()
        for thread in threads:
            thread.join()
        integrity, problems = check(folder / "load.sqlite3", journal.sent)

        # Started again (with a new secret key, so the scorekeeper takes the edit links).
        port = free_port()
        process = start_server(folder, "waitress", port, 2)
        servers.callback(stack.stop_process, process)
        with sqlite3.connect(folder / "load.sqlite3") as db:
            tokens = dict(db.execute("SELECT id, edit_token FROM match"))
        restarted, served = Browser(port), 0
        for match_id in matches:
            restarted.request("GET", f"/m/edit/{tokens[match_id]}")
            served += restarted.request("GET", f"/matches/{match_id}/export.json")[0] == 200

    summary = {
        "writers": args.writers,
        "matches": args.matches,
        "seconds_before_kill": args.seconds,
        "sent": killed_at,
        "acknowledged": sum(save.acknowledged for save in journal.sent),
        "integrity": integrity,
        "lost": len(problems),
        "served_after_restart": f"{served}/{len(matches)}",
    }
    for line in problems[:10]:
        print(line, file=sys.stderr)
    if args.json:
        print(json.dumps(summary))
    else:
        print(
            f"{summary['acknowledged']} of {summary['sent']} saves acknowledged before SIGKILL "
            f"after {args.seconds} s ({args.writers} writers, {args.matches} matches)\n"
            f"integrity_check: {integrity}\nacknowledged saves lost: {len(problems)}\n"
            f"matches served after restart: {summary['served_after_restart']}"
        )
    ok = integrity == "ok" and not problems and served == len(matches)
    return 0 if ok and summary["acknowledged"] else 1


if __name__ == "__main__":
    sys.exit(main())
