"""Does timing tell a stranger whether a match exists? (issue 16)

A browser that was never given a match asks for its pages: an existing match's and a
missing one's. Both must be refused alike (a 404), and in the same time: a gap would let
anyone walk the match ids and learn which exist. Runs the app in process on a fresh SQLite
file with a few hundred matches, alternates the two requests (so drift on a busy machine
hits both alike), and prints the median time of each and their difference.

    .venv/bin/python bench/existence_timing.py              # 2,000 pairs per page
    .venv/bin/python bench/existence_timing.py --pairs 300  # a quick look
"""

from __future__ import annotations

import argparse
import dataclasses
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from golfkeeper import create_app, scorekeeping  # noqa: E402
from golfkeeper.engine.house_rules import MAIN_RULES  # noqa: E402
from golfkeeper.extensions import db  # noqa: E402

PAGES = [
    ("GET", "/matches/{id}/export.json"),
    ("GET", "/matches/{id}/export.csv"),
    ("GET", "/matches/{id}/history"),
    ("GET", "/matches/{id}"),
    ("GET", "/matches/{id}/players"),
    ("POST", "/matches/{id}/undo"),
]


def seed(matches: int) -> int:
    """Matches with 18 recorded holes each; returns the id of one in the middle."""
    rules = dataclasses.replace(MAIN_RULES, holes=18)
    ids = []
    for number in range(matches):
        match = scorekeeping.start_match(["Ann", "Bo", "Cy", "Dee"], 0, rules, name=f"M{number}")
        db.session.flush()
        for hole in range(1, 18):
            scorekeeping.record_hole(
                match, hole, {p.id: (hole + p.seat) % 9 for p in match.players}
            )
        ids.append(match.id)
    db.session.commit()
    return ids[len(ids) // 2]


def timed(client, method: str, path: str) -> tuple[float, int]:
    started = time.perf_counter()
    response = client.open(path, method=method, data={} if method == "POST" else None)
    return (time.perf_counter() - started) * 1000, response.status_code


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--pairs", type=int, default=2000)
    parser.add_argument("--matches", type=int, default=200)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="golfkeeper-timing-") as folder:
        app = create_app(
            {
                "SECRET_KEY": "bench",
                "SQLALCHEMY_DATABASE_URI": f"sqlite:///{folder}/timing.sqlite3",
                "WTF_CSRF_ENABLED": False,
            }
        )
        with app.app_context():
            db.create_all()
            existing = seed(args.matches)
            missing = existing + 10 * args.matches  # never stored
            # A stranger's browser, with rights to a match of its own (a real cookie).
            stranger = app.test_client()
            own = scorekeeping.start_match(["Eve", "Fay"], 0, MAIN_RULES)
            db.session.commit()
            stranger.get(f"/m/edit/{own.edit_token}")
            print(f"{args.pairs} pairs per page, {args.matches} matches stored, in process")
            print(f"{'page':32} {'existing':>10} {'missing':>10} {'gap':>8}  statuses")
            worst = 0.0
            for method, template in PAGES:
                times: dict[str, list[float]] = {"existing": [], "missing": []}
                statuses: set[tuple[str, int]] = set()
                for _ in range(50):  # warm up both paths
                    timed(stranger, method, template.format(id=existing))
                    timed(stranger, method, template.format(id=missing))
                for _ in range(args.pairs):
                    for label, match_id in (("existing", existing), ("missing", missing)):
                        elapsed, status = timed(stranger, method, template.format(id=match_id))
                        times[label].append(elapsed)
                        statuses.add((label, status))
                a = statistics.median(times["existing"])
                b = statistics.median(times["missing"])
                worst = max(worst, abs(a - b))
                shown = ", ".join(f"{label} {status}" for label, status in sorted(statuses))
                page = f"{method} {template}"
                print(f"{page:32} {a:8.3f}ms {b:8.3f}ms {a - b:+7.3f}  {shown}")
            print(f"largest gap between medians: {worst:.3f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
