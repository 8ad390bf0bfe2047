"""A book as one JSON file: exported with every match's history, imported back as a new
book of new copies (new links) whose figures equal the original's; a bad file is refused
whole."""

from __future__ import annotations

import io
import json

from golfkeeper.books.models import Book
from golfkeeper.models import Match
from tests.web.books.test_book_pages import _book_with_evenings
from tests.web.helpers import page_text, row_count


def _import(client, raw: bytes):
    return client.post(
        "/books/import",
        data={"file": (io.BytesIO(raw), "smiths.golfbook.json")},
        content_type="multipart/form-data",
    )


def test_a_book_file_imports_as_a_new_book_with_equal_figures(client, evenings):
    book = _book_with_evenings(client, evenings)
    client.post(f"/books/{book.id}/merge", data={"merge": "dee", "into": "cy"})
    raw = client.get(f"/books/{book.id}/export.json").get_data()
    document = json.loads(raw)
    assert document["format"] == "golfkeeper-book" and len(document["matches"]) == 3
    assert all(match["history"] for match in document["matches"])

    phone = client.application.test_client()
    response = _import(phone, raw)
    assert response.status_code == 302
    assert row_count(client, Book) == 2 and row_count(client, Match) == 6
    new_id = int(response.headers["Location"].rsplit("/", 1)[1])
    page = page_text(phone.get(f"/books/{new_id}"))
    token = page.split("/b/", 1)[1].split('"', 1)[0]
    assert token != book.view_token
    original = client.get(f"/api/books/{book.view_token}").get_json()
    copy = phone.get(f"/api/books/{token}").get_json()
    for key in ("name", "champion", "players", "head_to_head"):
        assert copy[key] == original[key]
    assert [m["id"] for m in copy["matches"]] != [m["id"] for m in original["matches"]]


def test_a_bad_book_file_is_refused_whole(client, evenings):
    book = _book_with_evenings(client, evenings)
    document = json.loads(client.get(f"/books/{book.id}/export.json").get_data())
    document["matches"][2]["players"] = "nobody"
    response = _import(client, json.dumps(document).encode())
    assert response.status_code == 422 and "Match 3 of the book" in page_text(response)
    response = _import(client, b"not json")
    assert response.status_code == 422 and "not a golf book" in page_text(response)
    assert row_count(client, Book) == 1 and row_count(client, Match) == 3
