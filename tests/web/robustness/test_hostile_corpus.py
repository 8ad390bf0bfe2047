"""A hostile-input corpus over every route of ``app.url_map``: malformed, oversized,
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

from golfkeeper.extensions import db
from golfkeeper.models import Match
from tests.conftest import TEST_DATABASE_URL
from tests.web.helpers import db_rows, record, snapshot, start_match

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

    def ready(self) -> None:
        """A match in progress the scorekeeper may change, as the corpus expects."""
        with db_rows(self.app):
            match = db.session.get(Match, self.match.id) if self.match else None
            if match is not None and match.finished_at is None:
                self.match = match
                self.player_id = sorted(p.id for p in match.players)[0]
                return
        match = start_match(self.scorekeeper, ["Ann", "Bo", "Cy"], holes=5)
        record(self.scorekeeper, match, 1, [3, 4, 5])
        record(self.scorekeeper, match, 2, [1, None, 0])
        self.match = match
        self.player_id = sorted(p.id for p in match.players)[0]

    def values(self, argument: str) -> dict[str, str]:
        """Real values for a route's arguments."""
        return {
            "match_id": str(self.match.id),
            "hole_number": "2",
            "player_id": str(self.player_id),
            "token": self.match.view_token,
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
            page = table.scorekeeper.get(_path(rule, table)).get_data(as_text=True)
            names.update(_FIELD.findall(page))
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


def test_no_route_answers_hostile_input_with_a_5xx_or_a_changed_database(app, client):
    app.config["PROPAGATE_EXCEPTIONS"] = False  # a crash must show as the 500 it would be
    started = time.monotonic()
    table = Table(app, client)
    fields = _fields(app, table)
    bodies = _bodies(fields)
    statuses: Counter[int] = Counter()
    failures: list[str] = []

    def send(browser, method: str, path: str, **kwargs) -> None:
        before = snapshot(client)
        response = browser.open(path, method=method, **kwargs)
        statuses[response.status_code] += 1
        where = f"{method} {path[:80]!r} {str(kwargs.get('data'))[:60]}"
        if response.status_code >= 500:
            failures.append(f"{response.status_code}: {where}")
        elif (response.status_code >= 400 or method == "GET") and snapshot(client) != before:
            failures.append(f"refused ({response.status_code}) but changed the database: {where}")

    rules = [rule for rule in app.url_map.iter_rules() if rule.endpoint != "static"]
    for rule in rules:
        methods = sorted(rule.methods - {"HEAD", "OPTIONS"})
        for browser in (table.scorekeeper, table.stranger):
            for method in methods:
                for body in bodies:
                    table.ready()
                    if method == "GET":
                        send(browser, "GET", _path(rule, table) + _query(body))
                    else:
                        send(browser, method, _path(rule, table), **_fresh(body))
            for argument in rule.arguments:
                hostile = INTS if argument.endswith("_id") or argument == "hole_number" else TOKENS
                for value in hostile:
                    table.ready()
                    send(browser, methods[0], _path(rule, table, (argument, value)))
        for method in WRONG_METHODS + [m for m in ("GET", "POST") if m not in methods]:
            table.ready()
            send(table.scorekeeper, method, _path(rule, table), data={"version": "1"})
    table.ready()
    send(table.stranger, "GET", "/static/%00")
    send(table.stranger, "GET", "/static/../../golfkeeper/config.py")

    seconds = time.monotonic() - started
    total = sum(statuses.values())
    database = TEST_DATABASE_URL.split(":", 1)[0].split("+", 1)[0]
    counts = ", ".join(f"{status}: {count}" for status, count in sorted(statuses.items()))
    SUMMARY["line"] = (
        f"hostile corpus on {database}: {total} requests over {len(rules)} routes and "
        f"{len(fields)} fields in {seconds:.1f} s; statuses {counts}"
    )
    assert not failures, f"{SUMMARY['line']}\n" + "\n".join(failures[:30])
    assert not any(status >= 500 for status in statuses)
