"""The hostile-input corpus over every route of ``app.url_map``: malformed, oversized,
control-character, NUL, right-to-left-override, wrong-type and wrong-method requests, from
the scorekeeper's browser and a stranger's. No answer is a 5xx, and a refused request
(4xx) leaves every stored value as it was (issue 16).

The routes and the form fields come from the app itself (the URL map, and the fields of
every page it serves), so a new route or field is covered without anyone listing it. The
summary line (requests and statuses, per database) is printed at the end of the run.
"""

from __future__ import annotations

import io
import re
import time
from collections import Counter
from collections.abc import Iterator

from golfkeeper import create_app
from golfkeeper.extensions import db
from golfkeeper.models import Match, Player
from tests.conftest import TEST_DATABASE_URL, app_on
from tests.web.helpers import db_rows, record, rows_written, snapshot, start_match

# What the end-of-run summary prints (see tests/web/conftest.py).
SUMMARY: dict[str, object] = {}

TEXT = [
    "",
    " ",
    "\x00",
    "a\x00b",
    "\u202eevil\u202c",
    "\r\nSet-Cookie: x=1",
    "\t",
    "-1",
    "0",
    "1.5",
    "1e309",
    "NaN",
    "99999999999999999999999",
    "<script>alert(1)</script>",
    "'; DROP TABLE match; --",
    "%00%0d%0a",
    "../../etc/passwd",
    "//evil.example/",
    "\uffff\ufeff",
    "🂡" * 50,
    "A" * 5000,
]
INTS = ["0", "2147483648", "99999", "abc", "1.0", "%00"]
TOKENS = ["\x00", "a\x00b", "\u202e", "A" * 300, "..", "%2e%2e", "ü"]
WRONG_METHODS = ["PUT", "DELETE", "PATCH"]
_FIELD = re.compile(r'<(?:input|select|textarea|button)\b[^>]*\bname="([^"]+)"')


class Table:
    """The scorekeeper's match with a few holes recorded, started again if a request
    deleted or finished it, and the two browsers."""

    def __init__(self, app, client):
        self.app = app
        self.scorekeeper = client
        self.stranger = app.test_client()
        start_match(self.stranger, ["Eve", "Fay"])
        self.match = None
        self.ready()

    def ready(self) -> bool:
        """A match in progress the scorekeeper may change, as the corpus expects; True when
        it had to start one (the database changed). The match's state is read in one light
        query (its view link, which a request may have replaced, and its first player)."""
        if self.match is not None:
            with db_rows(self.app):
                row = db.session.execute(
                    db.select(Match.finished_at, Match.view_token, db.func.min(Player.id))
                    .join(Player, Player.match_id == Match.id)
                    .where(Match.id == self.match.id)
                    .group_by(Match.id)
                ).first()
            if row is not None and row[0] is None:
                self.view_token, self.player_id = row[1], row[2]
                return False
        match = start_match(self.scorekeeper, ["Ann", "Bo", "Cy"], holes=5)
        record(self.scorekeeper, match, 1, [3, 4, 5])
        record(self.scorekeeper, match, 2, [1, None, 0])
        self.match = match
        self.view_token = match.view_token
        self.player_id = sorted(p.id for p in match.players)[0]
        return True

    def values(self, argument: str) -> dict[str, str]:
        """Real values for a route's arguments."""
        return {
            "match_id": str(self.match.id),
            "hole_number": "2",
            "player_id": str(self.player_id),
            "token": self.view_token,
            "slug": "what-counts-as-a-pair",
            "filename": "css/app.css",
        }.get(argument, "x")


def _path(rule, table: Table, hostile: tuple[str, str] | None = None) -> str:
    """The rule's path with real arguments, one of them replaced by ``hostile``."""
    path = rule.rule
    for argument in rule.arguments:
        value = table.values(argument)
        if hostile and hostile[0] == argument:
            value = hostile[1]
        path = re.sub(rf"<(?:[a-z]+:)?{argument}>", lambda _, v=value: v, path)
    return path


def _fields(app, table: Table) -> list[str]:
    """Every form field name the app's pages show, harvested from the pages themselves."""
    names: set[str] = set()
    for rule in app.url_map.iter_rules():
        if "GET" in rule.methods and rule.endpoint != "static":
            response = table.scorekeeper.get(_path(rule, table))
            if response.mimetype == "text/event-stream":
                response.close()  # a live page's stream shows no form and never ends itself
                continue
            names.update(_FIELD.findall(response.get_data(as_text=True)))
    names.update({"version", "page", "q", "status", "sort", "dir", "match", "hole", "player"})
    names.discard("csrf_token")
    return sorted(names)


def _bodies(fields: list[str]) -> list[dict]:
    """Request bodies and query strings: every field at once set to each hostile text, then
    wrong shapes (repeated fields, a file where text goes)."""
    bodies = [{"data": {name: text for name in fields}} for text in TEXT]
    bodies.append({"data": {name: ["1", "2", "\x00"] for name in fields}})
    bodies.append({"data": {name: "FILE" for name in fields}, "files": True})
    bodies.append(
        {"data": b"\xff\xfe%%%\x00=&&==", "content_type": "application/x-www-form-urlencoded"}
    )
    for json_body in (b'{"version": [1], "name": null, "reason": {"a": 1}}', b"[1, 2]", b'"x"'):
        bodies.append({"data": json_body, "content_type": "application/json"})
    bodies.append({"data": b"--x\r\nbroken", "content_type": "multipart/form-data; boundary=x"})
    bodies.append({"data": b"a=" + b"x" * (1024 * 1024 + 1)})  # past MAX_CONTENT_LENGTH
    return bodies


def _fresh(body: dict) -> dict:
    """A body ready to send: its files as new streams (a sent one is closed)."""
    if not body.get("files"):
        return body
    return {"data": {name: (io.BytesIO(b"\xff\xfe\x00"), "x.json") for name in body["data"]}}


def _query(body: dict) -> str:
    """A body's fields as a query string (files and raw bodies have none)."""
    data = body["data"]
    if not isinstance(data, dict) or body.get("files"):
        return ""
    pairs = []
    for name, value in data.items():
        for one in value if isinstance(value, list) else [value]:
            pairs.append((name, one[:200]))
    from urllib.parse import urlencode

    return "?" + urlencode(pairs)


def _routes() -> list[tuple[str, str]]:
    """Every route of the app's URL map but ``static`` (tested below), as (endpoint, rule):
    read from an app made for it, at collection, so each route is a test of its own."""
    routes_app = create_app(
        {"TESTING": True, "SECRET_KEY": "test", "SQLALCHEMY_DATABASE_URI": "sqlite://"}
    )
    return [
        (rule.endpoint, rule.rule)
        for rule in routes_app.url_map.iter_rules()
        if rule.endpoint != "static"
    ]


ROUTES = _routes()
# The score sheet's routes, a test file of their own (test_hostile_corpus_matches.py), so
# the corpus runs in two pytest-xdist workers (`make test` sends each file whole to one).
MATCH_ROUTES = [(endpoint, path) for endpoint, path in ROUTES if endpoint.startswith("matches.")]
OTHER_ROUTES = [route for route in ROUTES if route not in MATCH_ROUTES]


class Corpus:
    """One test's requests: each sent from the scorekeeper's or the stranger's browser with
    the database compared before and after, its status counted and a failure noted."""

    def __init__(self, table: Table) -> None:
        self.started = time.monotonic()
        self.table = table
        self.client = table.scorekeeper
        self.bodies = table.bodies
        self.statuses: Counter[int] = Counter()
        self.failures: list[str] = []
        # The database as the last request left it, when that is known (read after a refused
        # request or a GET, and nothing written since): the next request's "before".
        self.known: tuple | None = None
        # Whether the table was found ready before the last request and that request left
        # every stored value as it was (the snapshot holds what Table.ready reads).
        self.still_ready = False

    def ready(self) -> None:
        """The table ready for the next request (see :meth:`Table.ready`); not asked again
        while no request has changed the database since it was last found ready."""
        if self.known is not None and self.still_ready:
            return
        if self.table.ready():
            self.known = None
        self.still_ready = True

    def send(self, browser, method: str, path: str, **kwargs) -> None:
        before = self.known if self.known is not None else snapshot(self.client)
        written = rows_written(self.client)
        self.known = None
        was_ready, self.still_ready = self.still_ready, False
        response = browser.open(path, method=method, **kwargs)
        response.close()  # a stream (live/stream.py) let go, so its address may open another
        self.statuses[response.status_code] += 1
        where = f"{method} {path[:80]!r} {str(kwargs.get('data'))[:60]}"
        if response.status_code >= 500:
            self.failures.append(f"{response.status_code}: {where}")
        elif response.status_code >= 400 or method == "GET":
            # No row written (SQLite counts them): the database is ``before``, unread.
            unwritten = written is not None and rows_written(self.client) == written
            after = before if unwritten else snapshot(self.client)
            if after != before:
                self.failures.append(
                    f"refused ({response.status_code}) but changed the database: {where}"
                )
            self.known = after
            self.still_ready = was_ready and after == before

    def check(self, routes: int) -> None:
        """Record this test's figures for the end-of-run summary, then fail on any 5xx or
        refused request that changed the database."""
        SUMMARY.update(
            database=TEST_DATABASE_URL.split(":", 1)[0].split("+", 1)[0],
            routes=routes,
            fields=len(self.table.fields),
            seconds=time.monotonic() - self.started,
            statuses=dict(self.statuses),
        )
        total = sum(self.statuses.values())
        counts = ", ".join(f"{status}: {n}" for status, n in sorted(self.statuses.items()))
        assert not self.failures, f"{total} requests; statuses {counts}\n" + "\n".join(
            self.failures[:30]
        )
        assert not any(status >= 500 for status in self.statuses)


def check_route(table: Table, endpoint: str, path: str) -> None:
    """Send the whole corpus to one route: every body by every method it takes from both
    browsers, hostile values for each of its arguments, and the methods it does not take."""
    corpus = Corpus(table)
    bodies, send, ready = corpus.bodies, corpus.send, corpus.ready
    rule = next(
        rule
        for rule in table.app.url_map.iter_rules()
        if (rule.endpoint, rule.rule) == (endpoint, path)
    )
    methods = sorted(rule.methods - {"HEAD", "OPTIONS"})
    for browser in (table.scorekeeper, table.stranger):
        for method in methods:
            for body, query in zip(bodies, table.queries, strict=True):
                ready()
                if method == "GET":
                    send(browser, "GET", _path(rule, table) + query)
                else:
                    send(browser, method, _path(rule, table), **_fresh(body))
        for argument in rule.arguments:
            hostile = INTS if argument.endswith("_id") or argument == "hole_number" else TOKENS
            for value in hostile:
                ready()
                send(browser, methods[0], _path(rule, table, (argument, value)))
    for method in WRONG_METHODS + [m for m in ("GET", "POST") if m not in methods]:
        ready()
        send(table.scorekeeper, method, _path(rule, table), data={"version": "1"})
    corpus.check(routes=1)


def check_static(table: Table) -> None:
    """Hostile paths under ``/static``."""
    corpus = Corpus(table)
    corpus.ready()
    corpus.send(corpus.table.stranger, "GET", "/static/%00")
    corpus.send(corpus.table.stranger, "GET", "/static/../../golfkeeper/config.py")
    corpus.check(routes=0)


def new_table() -> Iterator[Table]:
    """One app and match for a test file's routes, as a table would have it: each route's
    test takes it as the one before left it (the corpus starts a match again where a
    request deleted or finished it). Fields are harvested from its pages once, and the
    bodies and their query strings built from them once (no request changes them)."""
    with app_on(TEST_DATABASE_URL) as app:
        app.config["PROPAGATE_EXCEPTIONS"] = False  # a crash must show as the 500 it would be
        table = Table(app, app.test_client())
        table.fields = _fields(app, table)
        table.bodies = _bodies(table.fields)
        table.queries = [_query(body) for body in table.bodies]
        yield table
