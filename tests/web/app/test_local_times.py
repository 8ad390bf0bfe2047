"""Every stored time a page shows is a ``<time datetime="...Z" data-local>`` that
static/js/local-times.js writes in the phone's own zone; without the script its text is the
serving computer's clock and names its zone ("01:19 UTC"), never a bare hour."""

from __future__ import annotations

import re
import time
from datetime import UTC, datetime
from zoneinfo import ZoneInfo

import pytest

from golfkeeper.books.models import Book
from golfkeeper.extensions import db
from golfkeeper.models import MatchChange
from tests.web.helpers import db_rows, fresh, page_text, record, start_match

TIME_TAG = re.compile(
    r'<time datetime="(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ)" data-local="(date|minute|second|clock)">'
    r"([^<]*)</time>"
)
# What a shown time or date looks like outside such a tag: "07 Dec 2026", "01:19".
BARE = re.compile(
    r"\b\d{1,2} (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}\b|\b\d\d:\d\d\b"
)
HIDDEN = re.compile(r"<(script|style|svg)\b.*?</\1>", re.S)


@pytest.fixture
def pages(client):
    """Every page that shows a stored time, for one match kept in a book: a hole saved and
    undone, the match's lists, links, history, print and delete pages, and the book's."""
    match = start_match(client, ["Ann", "Bo"], name="Friday golf")
    record(client, match, 1, [4, -2])
    assert client.post(f"/matches/{match.id}/undo", data=fresh(client, match)).status_code == 302
    record(client, match, 1, [3, -2])
    made = client.post("/books/", data={"name": "Smiths"})
    book_id = int(made.headers["Location"].rstrip("/").rsplit("/", 1)[1])
    assert client.post(f"/books/{book_id}/matches", data={"match_id": match.id}).status_code == 302
    with db_rows(client):
        book_token = db.session.get(Book, book_id).view_token
    return [
        "/",
        "/matches/",
        f"/matches/{match.id}/history",
        f"/matches/{match.id}/links",
        f"/matches/{match.id}/print",
        f"/matches/{match.id}/delete",
        f"/books/{book_id}",
        f"/b/{book_token}",
        f"/b/{book_token}/matches/{match.id}",
    ]


def test_every_page_marks_up_each_time_for_the_phones_zone(client, pages):
    for url in pages:
        response = client.get(url)
        assert response.status_code == 200, url
        page = page_text(response)
        tags = TIME_TAG.findall(page)
        assert tags, f"{url} shows no <time data-local>"
        left = HIDDEN.sub("", TIME_TAG.sub("", page))
        assert not BARE.findall(left), f"{url} shows a time outside a <time> tag"
        for _stamp, style, text in tags:
            if style != "date":  # a time of day says which zone it is in
                assert text.endswith(" UTC"), (url, text)


def test_history_says_each_time_in_the_servers_zone_naming_it(client, pages, monkeypatch):
    monkeypatch.setenv("TZ", "America/Chicago")
    time.tzset()
    try:
        page = page_text(client.get(pages[2]))
    finally:
        monkeypatch.undo()
        time.tzset()
    with db_rows(client):
        first = db.session.scalars(db.select(MatchChange).order_by(MatchChange.id)).first()
    chicago = first.at.replace(tzinfo=UTC).astimezone(ZoneInfo("America/Chicago"))
    stamp = first.at.strftime("%Y-%m-%dT%H:%M:%SZ")
    shown = {s: t for s, style, t in TIME_TAG.findall(page) if style == "second"}
    assert shown[stamp] == chicago.strftime("%d %b %Y, %H:%M:%S ") + chicago.tzname()
    assert "undone " in page
    undone = re.search(r'undone <time datetime="[^"]+" data-local="clock">([^<]+)</time>', page)
    assert undone and undone.group(1).endswith(chicago.tzname())


def test_a_time_at_the_calendars_edge_is_said_in_utc():
    from golfkeeper.web.templating import time_tag

    assert str(time_tag(datetime(9999, 12, 31, 23, 59, 59), "clock")).endswith(
        ">23:59:59 UTC</time>"
    )
    assert time_tag(None) == ""
