"""The CPU one request costs when its query string names rules the server has not seen.

``GET /calculator/`` and ``GET /api/rules/bounds`` read any house rules from the query
string, and the calculator shows the lowest and highest hole score those rules allow: an
exact search the first time a rule set is seen (issue 28, point 1). This benchmark sends,
in one process, requests whose rules are each new (a card value changed every time, so no
cache can answer), over adversarial families of rule sets: eight-card, three decks, pairs
anywhere, free card values, nine-card lines, the one-eyed jacks, the golfcards.club
switches. For each family and page it prints the worst and the median CPU milliseconds
of one request (``time.process_time`` around the request: this process's CPU only, though
a busy machine still slows it), then the worst request overall. Rule sets whose first
search the app limits per address on a public host (``slow_bounds_search``) are marked,
and their worst request is printed apart.

The app runs in process on the Flask test client with an in-memory SQLite database, rate
limits off (a limit would refuse the requests this measures). The first request of the
run pays for Python's own warm-up; a warm-up request to each page comes first and is not
counted.

    .venv/bin/python bench/bounds_cpu.py            # about a minute
    .venv/bin/python bench/bounds_cpu.py --per-family 4
"""

from __future__ import annotations

import argparse
import gc
import statistics
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlencode

from werkzeug.datastructures import MultiDict

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from golfkeeper import create_app  # noqa: E402 - found through the line above
from golfkeeper.table_rules.query import rules_from_query  # noqa: E402

try:  # code before issue 28 names no slow rule sets
    from golfkeeper.engine.scoring import slow_bounds_search  # noqa: E402
except ImportError:  # pragma: no cover

    def slow_bounds_search(rules) -> bool:  # type: ignore[no-untyped-def]
        return False


# Each family: the switches every rule set in it shares (query-string form). Every request
# adds a card value no earlier request used, so the rule set is always new.
FAMILIES: dict[str, dict[str, str]] = {
    "main rules": {},
    "three decks, jokers -5": {"decks": "3", "jokers": "-5"},
    "pairs anywhere, three decks, jokers kept": {
        "pairs": "anywhere",
        "decks": "3",
        "jokers": "-4",
        "pair_of_jokers": "keep",
        "pair_of_twos": "keep",
    },
    "columns and rows, triples": {
        "pairs": "columns_and_rows",
        "row_match": "triple",
        "decks": "3",
        "jokers": "-3",
    },
    "eight-card, three decks, anywhere": {
        "game": "eight-card",
        "decks": "3",
        "pairs": "anywhere",
        "jokers": "-5",
        "pair_of_twos": "keep",
    },
    "eight-card, one-eyed jacks, bonuses": {
        "game": "eight-card",
        "decks": "3",
        "one_eyed_jacks": "1",
        "two_pairs_of_jacks": "-5",
        "four_of_a_kind": "-20",
        "jokers": "-2",
    },
    "eight-card, one-eyed jacks, anywhere": {
        "game": "eight-card",
        "decks": "3",
        "one_eyed_jacks": "1",
        "pairs": "anywhere",
        "jokers": "-4",
        "pair_of_jokers": "keep",
        "pair_of_twos": "keep",
    },
    "eight-card, one-eyed jacks, rows": {
        "game": "eight-card",
        "decks": "3",
        "one_eyed_jacks": "1",
        "pairs": "columns_and_rows",
        "row_match": "triple",
        "two_pairs_of_jacks": "-5",
    },
    "nine-card, all lines, three decks": {
        "game": "nine-card",
        "decks": "3",
        "nine_card_lines": "all",
        "jokers": "-5",
    },
    "nine-card, one-eyed jacks": {
        "game": "nine-card",
        "decks": "3",
        "one_eyed_jacks": "1",
        "nine_card_lines": "columns_and_rows",
        "jokers": "-5",
    },
    "golfcards.club switches": {
        "one_eyed_jacks": "1",
        "jokers": "2",
        "pair_of_jokers": "minus4",
        "two_pairs_of_jacks": "-20",
        "four_of_a_kind": "-20",
        "four_of_a_kind_columns": "any",
        "bonuses": "add",
        "negative_pairs": "keep",
        "decks": "3",
    },
    "eight-card, golfcards.club switches, anywhere": {
        "game": "eight-card",
        "one_eyed_jacks": "1",
        "jokers": "-5",
        "jokers_per_deck": "one_in_pack",
        "pairs": "anywhere",
        "two_pairs_of_jacks": "-20",
        "four_of_a_kind": "-10",
        "bonuses": "add",
        "negative_pairs": "keep",
        "decks": "3",
    },
    "eight-card, one-eyed jacks below 0 keep their pairs, anywhere": {
        "game": "eight-card",
        "one_eyed_jacks": "1",
        "negative_pairs": "keep",
        "pairs": "anywhere",
        "two_pairs_of_jacks": "-20",
        "four_of_a_kind": "-20",
        "bonuses": "add",
        "decks": "3",
        "jacks below 0": "",
    },
    "eight-card, one-eyed jacks below 0 keep their pairs, rows": {
        "game": "eight-card",
        "one_eyed_jacks": "1",
        "negative_pairs": "keep",
        "pairs": "columns_and_rows",
        "row_match": "triple",
        "two_pairs_of_jacks": "-20",
        "four_of_a_kind": "-10",
        "decks": "3",
        "jacks below 0": "",
    },
}
# Ranks whose value each request changes: never the 2 or the joker (their own switches).
VALUED = ("A", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")


def fresh_card_values() -> Iterator[str]:
    """Card values no earlier request used: two ranks, each a value from -10 to 25."""
    for first in VALUED:
        for second in VALUED[::-1]:
            if second == first:
                continue
            for low in range(-10, 26):
                yield f"{first}:{low}, {second}:{25 - (low + 10) % 36}"


def jacks_below_zero() -> Iterator[str]:
    """Card values no earlier request used with the jack worth less than 0."""
    for jack in range(-10, 0):
        for other in VALUED:
            if other != "J":
                for points in range(-10, 26):
                    yield f"J:{jack}, {other}:{points}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--per-family", type=int, default=6, help="new rule sets per family")
    options = parser.parse_args()
    app = create_app(
        {
            "TESTING": True,
            "SECRET_KEY": "bench",
            "SQLALCHEMY_DATABASE_URI": "sqlite://",
            "WTF_CSRF_ENABLED": False,
            "RATELIMIT_ENABLED": False,
        }
    )
    client = app.test_client()
    pages = {
        "calculator": "/calculator/?",
        "api bounds": "/api/rules/bounds?",
    }
    # A layout on the calculator too: the page then scores it as well.
    layouts = {"calculator": {"layout": ""}, "api bounds": {}}
    for path in pages.values():
        client.get(path)  # warm-up, not counted
    values, negative_jacks = fresh_card_values(), jacks_below_zero()
    # Start and stop times of the garbage collector's passes (gc.callbacks).
    collecting: list[float] = []
    gc.callbacks.append(lambda phase, info: collecting.append(time.process_time()))
    collections: list[tuple[float, float, str]] = []
    worst: tuple[float, str] = (0.0, "")
    worst_limited: tuple[float, str] = (0.0, "")
    print(f"{'family':48} {'page':11} {'worst ms':>9} {'median ms':>10}")
    for family, switches in FAMILIES.items():
        for page, path in pages.items():
            costs = []
            for _ in range(options.per_family):
                given = dict(switches)
                chosen = negative_jacks if given.pop("jacks below 0", None) is not None else values
                query = {**given, "card_values": next(chosen), **layouts[page]}
                url = path + urlencode(query)
                collecting.clear()
                start = time.process_time()
                response = client.get(url)
                cost = (time.process_time() - start) * 1000
                in_gc = sum(collecting[1::2]) - sum(collecting[::2])
                if in_gc * 1000 > 1:
                    collections.append((in_gc * 1000, cost, url))
                cost -= in_gc * 1000
                if response.status_code != 200:
                    break  # rules this code does not know (run on older code)
                costs.append(cost)
                if slow_bounds_search(rules_from_query(MultiDict(query))):
                    limited = True
                    worst_limited = max(worst_limited, (cost, url))
                else:
                    limited = False
                    worst = max(worst, (cost, url))
            if not costs:
                print(f"{family:48} {page:11} refused: switches this code does not know")
                continue
            mark = "  limited per address" if limited else ""
            print(f"{family:48} {page:11} {max(costs):9.1f} {statistics.median(costs):10.1f}{mark}")
    print(f"\nworst request: {worst[0]:.1f} ms CPU\n  {worst[1]}")
    if collections:
        longest = max(collections)
        print(
            f"(Python's garbage collector ran during {len(collections)} requests, up to "
            f"{longest[0]:.1f} ms; the figures above leave that time out, as it falls on "
            "whichever request is running when the heap has grown, whatever its rules)"
        )
    if worst_limited[1]:
        print(
            f"worst request whose first search is limited per address: "
            f"{worst_limited[0]:.1f} ms CPU\n  {worst_limited[1]}"
        )


if __name__ == "__main__":
    main()
