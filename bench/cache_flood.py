"""What a flood of new rules costs a family reading its score sheet (issue 36, point 5).

One process, as one gunicorn worker holds its in-process stores (``SimpleCache``): a
family's 8-player match is read once (its page and bounds kept), then another address
sends ``--flood`` calculator pages, each naming card values never seen (a new bounds
search each, rate limits off, as if spread over many addresses; the database a SQLite
file in a temporary folder). Printed: what the stores
hold after the flood (kept pages; bounds, and where they are kept), and the CPU
milliseconds of one read of the family's view page (``time.process_time`` around the
request): the median before the flood, the first read after it, then the median. The
engine's own per-process memory of bounds (256 rule sets) is emptied first, as in a
process that did not serve the flood.

    .venv/bin/python bench/cache_flood.py            # about half a minute
    .venv/bin/python bench/cache_flood.py --flood 400
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path
from urllib.parse import urlencode

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from golfkeeper import create_app, extensions, scorekeeping  # noqa: E402
from golfkeeper.engine.house_rules import CardValues, HouseRules  # noqa: E402
from golfkeeper.engine.scoring.bounds import _cached_bounds  # noqa: E402
from golfkeeper.extensions import cache, db  # noqa: E402
from golfkeeper.table_rules.query import rules_query_args  # noqa: E402


def median_cpu_ms(client, path: str, reads: int) -> float:
    spent = []
    for _ in range(reads):
        started = time.process_time()
        status = client.get(path).status_code
        assert status == 200, status
        spent.append((time.process_time() - started) * 1000)
    return statistics.median(spent)


def held(store) -> int:
    return len(store.cache._cache)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--flood", type=int, default=260, help="calculator pages sent")
    parser.add_argument("--reads", type=int, default=40, help="reads measured each time")
    options = parser.parse_args()
    folder = tempfile.mkdtemp(prefix="golfkeeper-flood-")
    database = f"sqlite:///{folder}/flood.sqlite3"
    app = create_app({"SECRET_KEY": "b", "SQLALCHEMY_DATABASE_URI": database})
    with app.app_context():
        db.create_all()
        names = ["Ann", "Bo", "Cy", "Di", "Ed", "Fa", "Gus", "Hal"]
        rules = HouseRules(card_values=CardValues.parse("K:-3"), holes=18)
        match = scorekeeping.start_match(names, 0, rules)
        db.session.commit()
        view = f"/m/{match.view_token}"
    client = app.test_client()
    client.get(view)
    before = median_cpu_ms(client, view, options.reads)
    for n in range(options.flood):
        flooded = HouseRules(card_values=CardValues.parse(f"Q:{n // 20 + 1},J:{n % 20 + 1}"))
        client.get("/calculator/?" + urlencode(rules_query_args(flooded)))
    _cached_bounds.cache_clear()
    with app.app_context():
        bounds_store = getattr(extensions, "bounds_cache", None)
        pages = sum(not str(key).startswith("bounds:") for key in cache.cache._cache)
        mixed = sum(str(key).startswith("bounds:") for key in cache.cache._cache)
        apart = held(bounds_store) if bounds_store is not None else 0
    print(f"after {options.flood} calculator pages with new rules:")
    print(f"  page store: {pages} kept pages, {mixed} bounds (threshold 200)")
    print(f"  bounds store of their own: {apart} bounds")
    first = median_cpu_ms(client, view, 1)
    after = median_cpu_ms(client, view, options.reads)
    print(f"family's view page, CPU per read: median {before:.1f} ms before the flood; "
          f"the first read after it {first:.1f} ms, then median {after:.1f} ms")  # fmt: skip


if __name__ == "__main__":
    main()
