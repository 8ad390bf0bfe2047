"""A book on a public host: its tokens never reach a log, and opening it counts as opening
each of its matches, so retention never empties a book someone still reads."""

from __future__ import annotations

from datetime import timedelta

from golfkeeper.books.models import Book
from golfkeeper.extensions import db
from golfkeeper.models import Match, utcnow
from tests.web.books.conftest import play_evenings
from tests.web.conftest import kept_30_days  # noqa: F401  (fixture)
from tests.web.helpers import db_rows, open_edit_link, stored
from tests.web.hosting.test_hosting import hosted, request_lines  # noqa: F401  (fixtures)


def _book(client, match_ids):
    response = client.post("/books/", data={"name": "Smiths"})
    book_id = int(response.headers["Location"].rsplit("/", 1)[1])
    for match_id in match_ids:
        open_edit_link(client, stored(client, match_id))
        client.post(f"/books/{book_id}/matches", data={"match_id": match_id})
    with db_rows(client):
        return db.session.get(Book, book_id)


def test_book_tokens_never_reach_the_request_log(hosted, request_lines):  # noqa: F811
    hosted.config["WTF_CSRF_ENABLED"] = False
    client = hosted.test_client()
    with hosted.app_context():
        ids = play_evenings()
    book = _book(client, ids)
    reader = hosted.test_client()
    reader.get(f"/b/{book.view_token}")
    reader.get(f"/b/{book.view_token}/matches/{ids[0]}")
    reader.get(f"/api/books/{book.view_token}")
    reader.get(f"/b/edit/{book.edit_token}")
    reader.get("/b/recover/" + "Zz9" * 10)
    log = "\n".join(request_lines)
    assert book.view_token not in log and book.edit_token not in log
    for path in ("/b/<token>", f"/b/<token>/matches/{ids[0]}", "/api/books/<token>"):
        assert f"path={path} " in log
    assert "path=/b/edit/<token> " in log and "path=/b/recover/<token> " in log


def test_opening_a_book_counts_as_opening_its_matches(kept_30_days):  # noqa: F811
    kept_30_days.config["WTF_CSRF_ENABLED"] = False
    client = kept_30_days.test_client()
    with kept_30_days.app_context():
        ids = play_evenings()
    book = _book(client, ids[:2])
    long_ago = utcnow() - timedelta(days=40)
    with db_rows(client):
        db.session.execute(db.update(Match).values(updated_at=long_ago, opened_at=long_ago))
        db.session.commit()
    assert kept_30_days.test_client().get(f"/api/books/{book.view_token}").status_code == 200
    result = kept_30_days.test_cli_runner().invoke(args=["purge-old-matches"])
    assert "Deleted 1 matches" in result.output
    with db_rows(client):
        kept = set(db.session.scalars(db.select(Match.id)))
    assert kept == set(ids[:2])
