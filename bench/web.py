"""Web benchmark: golfkeeper under gunicorn next to a bare Flask "hello", measured with wrk.

One run, on this machine, prints:

* requests/s and p50/p99 latency at 32 connections for the score sheet of an 8-player
  18-hole match, the matches page, a calculator result and ``POST /api/score``, each with
  its ratio to the bare "hello" app under the same gunicorn settings (2 sync workers);
  the database is seeded with 10,000 finished matches. "hello" and golfkeeper take
  turns for ``--rounds`` rounds (the machine's speed drifts between runs); each ratio is
  taken within a round, and the medians are printed;
* SQL statements per page (an SQLAlchemy ``before_cursor_execute`` listener);
* the score sheet's time in process, rendered afresh and from the kept copy;
* the matches page's time with 100 and with 100,000 matches stored;
* the score sheet's weight with every asset it loads, and whether any comes from
  another host.

Needs wrk (Debian: ``apt-get install -y wrk``) and gunicorn (requirements-dev.txt).

    .venv/bin/python bench/web.py                 # about four minutes
    .venv/bin/python bench/web.py --seconds 3 --rounds 1   # shorter
"""

from __future__ import annotations

import argparse
import gzip
import http.client
import os
import re
import secrets
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from contextlib import contextmanager
from pathlib import Path

import brotli

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench import stack  # noqa: E402 - found through the line above when run as a script

PYTHON = sys.executable
CONNECTIONS = 32
HELLO_APP = """from flask import Flask

app = Flask(__name__)


@app.get("/")
def hello():
    return "hello"
"""
LAYOUT = "5H KC 2S / 5D QH AC"
API_BODY = '{"layout": "5H KC 2S / 5D QH AC", "rules": {"preset": "main"}}'
RIGHTS = 100  # matches the benchmark browser was given (the matches page lists those)


# ---------------------------------------------------------------------------------------
# Databases


def environment(folder: Path, database: Path) -> dict[str, str]:
    return {
        **os.environ,
        "GOLFKEEPER_INSTANCE": str(folder),
        "DATABASE_URL": f"sqlite:///{database}",
        "SECRET_KEY": "bench-" + secrets.token_hex(8),
    }


@contextmanager
def app_on(folder: Path, database: Path):
    """The golfkeeper app (in this process) on ``database``, inside an app context."""
    saved = dict(os.environ)
    os.environ.update(environment(folder, database))
    try:
        from golfkeeper import create_app

        app = create_app()
        with app.app_context():
            yield app
    finally:
        os.environ.clear()
        os.environ.update(saved)


def migrate(folder: Path, database: Path) -> None:
    subprocess.run(
        [PYTHON, "-m", "flask", "--app", "app", "db", "upgrade"],
        cwd=ROOT,
        env=environment(folder, database),
        check=True,
        capture_output=True,
    )


def seed_finished_matches(count: int, players: int = 4, holes: int = 9) -> None:
    """``count`` finished matches, inserted in bulk (Core executemany through the models'
    tables): the history a season of Sunday afternoons would leave."""
    from golfkeeper.engine.house_rules import PRESETS
    from golfkeeper.extensions import db
    from golfkeeper.models import HoleScore, Match, Player, new_token, utcnow

    rules = PRESETS["main"].rules.replace(holes=holes).to_dict()
    now = utcnow()
    first_match = (db.session.execute(db.select(db.func.max(Match.id))).scalar() or 0) + 1
    first_player = (db.session.execute(db.select(db.func.max(Player.id))).scalar() or 0) + 1
    chunk = 5_000
    for start in range(0, count, chunk):
        ids = range(first_match + start, first_match + min(start + chunk, count))
        db.session.execute(
            db.insert(Match.__table__),
            [
                {
                    "id": match_id,
                    "name": None,
                    "created_at": now,
                    "updated_at": now,
                    "finished_at": now,
                    "first_dealer_seat": 0,
                    "first_dealer_drawn": False,
                    "version": holes,
                    "rules": rules,
                    "view_token": new_token(),
                    "edit_token": new_token(),
                }
                for match_id in ids
            ],
        )
        player_rows, score_rows = [], []
        for match_id in ids:
            for seat in range(players):
                player_id = first_player + (match_id - first_match) * players + seat
                player_rows.append(
                    {
                        "id": player_id,
                        "match_id": match_id,
                        "seat": seat,
                        "name": f"Player {seat + 1}",
                        "joined_at_hole": 1,
                        "left_at_hole": None,
                    }
                )
                score_rows += [
                    {
                        "match_id": match_id,
                        "player_id": player_id,
                        "hole_number": hole,
                        "points": (match_id + seat * 3 + hole) % 15 - 2,
                    }
                    for hole in range(1, holes + 1)
                ]
        db.session.execute(db.insert(Player.__table__), player_rows)
        db.session.execute(db.insert(HoleScore.__table__), score_rows)
        db.session.commit()


def seed_big_match() -> object:
    """An 8-player 18-hole match recorded through the service, every hole corrected once
    (a long history), then finished."""
    from golfkeeper import scorekeeping
    from golfkeeper.engine.house_rules import PRESETS
    from golfkeeper.extensions import db

    rules = PRESETS["main"].rules.replace(holes=18)
    names = [f"Player {n}" for n in range(1, 9)]
    match = scorekeeping.start_match(names, 0, rules, name="Eight at the table")
    db.session.flush()
    for hole in range(1, 18):
        points = {p.id: (hole * 3 + p.seat) % 14 - 2 for p in match.players}
        scorekeeping.record_hole(match, hole, points)
    for hole in range(1, 17):
        points = {p.id: (hole * 5 + p.seat) % 14 - 2 for p in match.players}
        scorekeeping.record_hole(match, hole, points, reason="Recounted the columns")
    scorekeeping.record_hole(match, 18, {p.id: p.seat for p in match.players})  # finishes it
    if not match.is_finished:
        scorekeeping.finish_match(match)
    db.session.commit()
    return match


def tokens_for_list(count: int) -> list[str]:
    """Edit tokens of ``count`` matches spread over the whole table (not just the newest)."""
    from golfkeeper.extensions import db
    from golfkeeper.models import Match

    total = db.session.execute(db.select(db.func.count(Match.id))).scalar()
    step = max(total // count, 1)
    rows = db.session.execute(
        db.select(Match.edit_token).where(Match.id % step == 0).order_by(Match.id).limit(count)
    )
    return list(rows.scalars())


# ---------------------------------------------------------------------------------------
# Servers and wrk


@contextmanager
def gunicorn(app: str, env: dict[str, str], chdir: Path):
    """gunicorn with 2 sync workers on loopback, the same settings for every app; yields
    its port once it answers (``/healthz``, or ``/`` for "hello"). What gunicorn said
    (warnings and up) goes to standard error when it stops."""
    port = stack.free_port()
    command = [
        PYTHON,
        "-m",
        "gunicorn",
        *("--workers", "2", "--bind", f"127.0.0.1:{port}", "--log-level", "warning"),
        *("--chdir", str(chdir)),
        app,
    ]
    health = "/" if app == "hello:app" else "/healthz"
    # stack.start_process writes to a log: one in a folder of its own, never in the
    # checkout that ``chdir`` may be.
    with tempfile.TemporaryDirectory(prefix="golfkeeper-gunicorn-") as scratch:
        log = Path(scratch) / f"gunicorn-{port}.log"
        process = stack.start_process(command, log, env)
        try:
            try:
                stack.wait_until_healthy(f"http://127.0.0.1:{port}{health}", 20, process, log)
            except stack.StackError:
                raise SystemExit(f"{app} did not start") from None
            time.sleep(0.5)  # both workers up
            yield port
        finally:
            stack.stop_process(process)
            sys.stderr.write(log.read_text())


def grant_rights(port: int, tokens: list[str]) -> str:
    """Open each edit link like a phone would, then the home page (which shows and so
    clears the "this device can now keep score" message); returns the session cookie."""
    cookie = ""
    for path in [*(f"/m/edit/{token}" for token in tokens), "/"]:
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
        conn.request("GET", path, headers={"Cookie": cookie} if cookie else {})
        response = conn.getresponse()
        response.read()
        for header in response.headers.get_all("Set-Cookie") or []:
            if header.startswith("session="):
                cookie = header.split(";", 1)[0]
        conn.close()
    return cookie


_UNITS = {"us": 0.001, "ms": 1.0, "s": 1000.0}


def _ms(text: str) -> float:
    number, unit = re.fullmatch(r"([\d.]+)(us|ms|s)", text).groups()
    return float(number) * _UNITS[unit]


def wrk(port: int, path: str, seconds: float, folder: Path, cookie: str = "", body: str = ""):
    """wrk at 32 connections: (requests/s, p50 ms, p99 ms, non-2xx/3xx responses)."""
    command = ["wrk", "-t2", f"-c{CONNECTIONS}", f"-d{max(int(seconds), 1)}s", "--latency"]
    if cookie:
        command += ["-H", f"Cookie: {cookie}"]
    if body:
        script = folder / "post.lua"
        script.write_text(
            'wrk.method = "POST"\n'
            f"wrk.body = [[{body}]]\n"
            'wrk.headers["Content-Type"] = "application/json"\n'
        )
        command += ["-s", str(script)]
    output = subprocess.run(
        [*command, f"http://127.0.0.1:{port}{path}"], capture_output=True, text=True, check=True
    ).stdout
    rate = float(re.search(r"Requests/sec:\s+([\d.]+)", output).group(1))
    p50 = _ms(re.search(r"\s50%\s+([\d.]+\w+)", output).group(1))
    p99 = _ms(re.search(r"\s99%\s+([\d.]+\w+)", output).group(1))
    bad = re.search(r"Non-2xx or 3xx responses: (\d+)", output)
    errors = re.search(r"Socket errors: (.*)", output)
    return rate, p50, p99, int(bad.group(1)) if bad else 0, errors.group(1) if errors else ""


# ---------------------------------------------------------------------------------------
# In-process measurements: statements, list time, page weight


def statements_per_page(app, pages: dict[str, str], tokens: list[str]) -> dict[str, int]:
    from sqlalchemy import event

    from golfkeeper.extensions import db

    client = app.test_client()
    for token in tokens:
        client.get(f"/m/edit/{token}")
    seen: list[str] = []

    def count(*args):
        seen.append(args[2])

    event.listen(db.engine, "before_cursor_execute", count)
    counts = {}
    for label, path in pages.items():
        db.session.remove()
        seen.clear()
        status = client.get(path).status_code
        counts[label] = len(seen) if status == 200 else -status
    event.remove(db.engine, "before_cursor_execute", count)
    return counts


def list_page_ms(app, tokens: list[str], repeats: int = 40) -> float:
    """Median time of the matches page (the browser was given ``tokens``' matches)."""
    from golfkeeper.extensions import db

    client = app.test_client()
    for token in tokens:
        client.get(f"/m/edit/{token}")
    times = []
    for _ in range(repeats + 5):
        db.session.remove()
        started = time.perf_counter()
        assert client.get("/matches/").status_code == 200
        times.append((time.perf_counter() - started) * 1000)
    return statistics.median(times[5:])


def sheet_ms(app, path: str, token: str, repeats: int = 40) -> tuple[float, float]:
    """Median time of the score sheet in process: (rendered afresh, as after every write;
    from the kept copy, as on every other reload)."""
    from golfkeeper.extensions import cache, db

    client = app.test_client()
    client.get(f"/m/edit/{token}")
    client.get("/")  # shows the "can now keep score" message
    medians = []
    for clear in (True, False):
        times = []
        for _ in range(repeats + 5):
            db.session.remove()
            if clear:
                cache.clear()
            started = time.perf_counter()
            assert client.get(path).status_code == 200
            times.append((time.perf_counter() - started) * 1000)
        medians.append(statistics.median(times[5:]))
    return medians[0], medians[1]


_RESOURCE = re.compile(
    r'<(?:script|img)\b[^>]*\bsrc="([^"]+)"|<link\b[^>]*\bhref="([^"]+)"[^>]*>', re.I
)


def page_weight(app, path: str, token: str) -> tuple[dict[str, tuple[int, int]], list[str]]:
    """Bytes (raw, as served to a browser that accepts br and gzip) of the page and of every
    resource it loads, and the resources that would come from another host (CSS url() and
    @import included)."""
    client = app.test_client()
    client.get(f"/m/edit/{token}")
    sizes: dict[str, tuple[int, int]] = {}
    resources, foreign = [], []

    def fetch(url: str) -> bytes:
        response = client.get(url, headers={"Accept-Encoding": "br, gzip"})
        served = response.get_data()
        encoding = response.headers.get("Content-Encoding")
        raw = {"br": brotli.decompress, "gzip": gzip.decompress}.get(encoding, bytes)(served)
        sizes[url] = (len(raw), len(served))
        return raw

    page = fetch(path)
    for match in _RESOURCE.finditer(page.decode()):
        url = match.group(1) or match.group(2)
        tag = match.group(0)
        if match.group(2) and not re.search(r'rel="(stylesheet|icon|preload|modulepreload)"', tag):
            continue  # a link the browser does not fetch by itself
        if url not in resources:  # a browser fetches each URL once
            resources.append(url)
    for url in resources:
        if re.match(r"(https?:)?//", url):
            foreign.append(url)
            continue
        body = fetch(url)
        if url.endswith(".css"):
            for ref in re.findall(
                r"url\(\s*['\"]?([^'\")]+)|@import\s+['\"]([^'\"]+)", body.decode()
            ):
                ref = ref[0] or ref[1]
                if re.match(r"(https?:)?//", ref):
                    foreign.append(ref)
    return sizes, foreign


# ---------------------------------------------------------------------------------------


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=5.0, help="wrk time per endpoint")
    parser.add_argument("--rounds", type=int, default=3, help="hello/golfkeeper turns")
    parser.add_argument("--matches", type=int, default=10_000)
    parser.add_argument("--big-list", type=int, default=100_000)
    args = parser.parse_args(argv)
    if shutil.which("wrk") is None:
        print("wrk is not installed. On Debian: sudo apt-get install -y wrk", file=sys.stderr)
        return 2

    with tempfile.TemporaryDirectory(prefix="golfkeeper-bench-") as tmp:
        folder = Path(tmp)
        database = folder / "bench.sqlite3"
        print(f"Seeding {args.matches:,} finished matches and one 8 x 18 match...", flush=True)
        started = time.perf_counter()
        migrate(folder, database)
        with app_on(folder, database) as app:
            seed_finished_matches(args.matches)
            big = seed_big_match()
            big_id, big_token = big.id, big.edit_token
            tokens = [big_token, *tokens_for_list(RIGHTS - 1)]
            pages = {
                "home": "/",
                "matches page": "/matches/",
                "score sheet (8 x 18)": f"/matches/{big_id}",
                "hole page": f"/matches/{big_id}/holes/3",
                "history": f"/matches/{big_id}/history",
                "players": f"/matches/{big_id}/players",
                "print": f"/matches/{big_id}/print",
                "export JSON": f"/matches/{big_id}/export.json",
                "calculator": f"/calculator/?layout={LAYOUT.replace(' ', '+')}",
                "calculator from the match": f"/calculator/?match={big_id}",
                "table rules": f"/rules/table/{big_id}",
                "rules": "/rules/",
                "live view": f"/m/{big.view_token}",
            }
            counts = statements_per_page(app, pages, tokens)
            weight = page_weight(app, f"/matches/{big_id}", big_token)
            fresh_ms, kept_ms = sheet_ms(app, f"/matches/{big_id}", big_token)
        print(f"  seeded in {time.perf_counter() - started:.0f} s", flush=True)

        (folder / "hello.py").write_text(HELLO_APP)
        env = environment(folder, database)
        rounds = []  # hello, then golfkeeper, in turns: the machine's drift hits both
        for _ in range(args.rounds):
            results = {}
            with gunicorn("hello:app", dict(os.environ), folder) as port:
                wrk(port, "/", 1, folder)  # warm up
                results["bare Flask hello"] = wrk(port, "/", args.seconds, folder)
            with gunicorn("golfkeeper:create_app()", env, ROOT) as port:
                cookie = grant_rights(port, tokens)
                targets = {
                    "score sheet (8 x 18)": (f"/matches/{big_id}", ""),
                    "matches page": ("/matches/", ""),
                    "calculator result": (pages["calculator"], ""),
                    "POST /api/score": ("/api/score", API_BODY),
                }
                for label, (path, body) in targets.items():
                    wrk(port, path, 1, folder, cookie, body)  # warm up
                    results[label] = wrk(port, path, args.seconds, folder, cookie, body)
            rounds.append(results)

        print(f"Seeding {args.big_list:,} matches and 100 for the list comparison...", flush=True)
        times = {}
        for size in (100, args.big_list):
            list_db = folder / f"list-{size}.sqlite3"
            migrate(folder, list_db)
            with app_on(folder, list_db) as app:
                seed_finished_matches(size, players=2)
                times[size] = list_page_ms(app, tokens_for_list(100))

    print(
        f"\nwrk, {CONNECTIONS} connections, {args.seconds:g} s each, gunicorn 2 sync workers;"
        f" medians of {args.rounds} rounds (x hello: within each round)"
    )
    print(f"{'endpoint':<24}{'req/s':>9}{'p50 ms':>9}{'p99 ms':>9}{'x hello':>9}  rounds, errors")
    for label in rounds[0]:
        runs = [results[label] for results in rounds]
        rate, p50, p99 = (statistics.median(run[n] for run in runs) for n in range(3))
        ratios = [results[label][0] / results["bare Flask hello"][0] for results in rounds]
        problems = " ".join(f"{ratio:.2f}" for ratio in ratios)
        bad = sum(run[3] for run in runs)
        problems += f", {bad} non-2xx/3xx" if bad else ""
        socket_errors = "; ".join(run[4] for run in runs if run[4])
        problems += f", socket: {socket_errors}" if socket_errors else ""
        print(
            f"{label:<24}{rate:>9.0f}{p50:>9.1f}{p99:>9.1f}"
            f"{statistics.median(ratios):>9.2f}  {problems}"
        )
    print("\nSQL statements per page")
    for label, count in counts.items():
        print(f"  {label:<28}{count}")
    print("\nScore sheet, 8 x 18 (median of 40, in process)")
    print(f"  rendered afresh (the first view after a write): {fresh_ms:.1f} ms")
    print(f"  from the kept copy (every other view):          {kept_ms:.2f} ms")
    print("\nMatches page (median of 40, in process, the browser holds 100 matches)")
    small, large = times[100], times[args.big_list]
    print(f"  100 matches stored:      {small:.1f} ms")
    print(f"  {args.big_list:,} matches stored: {large:.1f} ms ({large / small:.2f}x)")
    sizes, foreign = weight
    raw, zipped = (sum(size[n] for size in sizes.values()) for n in (0, 1))
    print("\nScore sheet with its assets (KB raw / as served, br or gzip)")
    for url, (one_raw, one_zipped) in sizes.items():
        print(f"  {url:<36}{one_raw / 1024:>7.1f}{one_zipped / 1024:>7.1f}")
    print(f"  {'total':<36}{raw / 1024:>7.1f}{zipped / 1024:>7.1f}")
    print(f"  resources from another host: {foreign or 'none'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
