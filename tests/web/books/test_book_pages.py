"""The book's pages and API: making a book, adding and removing matches with both rights,
the figures at its view link, and clear refusals that change nothing."""

from __future__ import annotations

import re

from golfkeeper import scorekeeping
from golfkeeper.books.models import Book, BookAlias, BookMatch
from golfkeeper.extensions import db
from golfkeeper.models import Match
from golfkeeper.sharing import links
from tests.web.helpers import (
    db_rows,
    fresh,
    open_edit_link,
    page_text,
    row_count,
    start_match,
    stored,
)

VIEW_LINK = re.compile(r"/b/([A-Za-z0-9_-]{20,64})\b")


def _new_book(client, name="The Smith family book"):
    response = client.post("/books/", data={"name": name})
    assert response.status_code == 302
    book_id = int(response.headers["Location"].rstrip("/").rsplit("/", 1)[1])
    with db_rows(client):
        return db.session.get(Book, book_id)


def _book_with_evenings(client, evenings):
    book = _new_book(client)
    for match_id in evenings:
        open_edit_link(client, stored(client, match_id))
        response = client.post(f"/books/{book.id}/matches", data={"match_id": match_id})
        assert response.status_code == 302
    return book


def test_a_book_is_made_and_keeps_the_matches_added_to_it(client, evenings):
    book = _book_with_evenings(client, evenings)
    assert row_count(client, BookMatch) == 3
    page = page_text(client.get(f"/books/{book.id}"))
    assert "Evening 1" in page and "Evening 3" in page


def test_the_books_page_shows_the_champion_and_the_table(client, evenings):
    book = _book_with_evenings(client, evenings)
    other = client.application.test_client()  # a phone given only the view link
    page = page_text(other.get(f"/b/{book.view_token}"))
    assert "Champion: Ann</strong>, with 1½ wins" in page
    assert "Ann ahead 1, Bob ahead 1, level 1" in page
    assert "−0.2" in page  # Ann's fair figure, -1/4 to one decimal
    assert "3 holes: 6; 4 holes: 14" in page


def test_the_api_gives_the_figures_in_the_issues_shape(client, evenings):
    book = _book_with_evenings(client, evenings)
    body = client.application.test_client().get(f"/api/books/{book.view_token}").get_json()
    assert set(body) == {"name", "matches", "champion", "players", "head_to_head"}
    assert body["name"] == "The Smith family book" and body["champion"] == "Ann"
    assert [m["name"] for m in body["matches"]] == ["Evening 1", "Evening 2", "Evening 3"]
    assert body["players"][0] == {
        "name": "Ann",
        "matches": 3,
        "wins": 1.5,
        "average_per_hole": 2.9,
        "fair": -0.25,
        "best_totals": {"3": 6, "4": 14},
    }
    assert {"a": "Bob", "b": "Cy", "a_ahead": 1, "b_ahead": 0, "tied": 1} in body["head_to_head"]


def test_an_unknown_book_link_answers_404_with_an_error(client):
    response = client.get("/api/books/" + "x" * 32)
    assert response.status_code == 404 and "error" in response.get_json()
    assert client.get("/api/books/not%00a token").status_code == 404
    assert client.get("/b/" + "x" * 32).status_code == 404


def test_a_replaced_view_link_answers_as_a_replaced_match_link_does(client, evenings):
    book = _book_with_evenings(client, evenings)
    old = book.view_token
    assert client.post(f"/books/{book.id}/links", data={"kind": "view"}).status_code == 302
    assert client.get(f"/b/{old}").status_code == 410
    response = client.get(f"/api/books/{old}")
    assert response.status_code == 410 and "replaced" in response.get_json()["error"]
    with db_rows(client):
        new = db.session.get(Book, book.id).view_token
    assert client.get(f"/b/{new}").status_code == 200


def test_a_replaced_edit_link_ends_the_edit_rights_it_gave(client, evenings):
    book = _book_with_evenings(client, evenings)
    helper = client.application.test_client()
    assert helper.get(f"/b/edit/{book.edit_token}").status_code == 302
    assert helper.get(f"/books/{book.id}").status_code == 200
    client.post(f"/books/{book.id}/links", data={"kind": "edit"})
    assert helper.get(f"/books/{book.id}").status_code == 404
    assert client.get(f"/books/{book.id}").status_code == 200  # the starter keeps it
    assert helper.get(f"/b/edit/{book.edit_token}").status_code == 410


def test_only_the_starter_replaces_the_links(client, evenings):
    book = _book_with_evenings(client, evenings)
    helper = client.application.test_client()
    helper.get(f"/b/edit/{book.edit_token}")
    assert helper.post(f"/books/{book.id}/links", data={"kind": "view"}).status_code == 403
    with db_rows(client):
        assert db.session.get(Book, book.id).view_token == book.view_token


def test_a_match_the_browser_cannot_write_is_refused_and_nothing_changes(client, evenings):
    book = _new_book(client)
    response = client.post(f"/books/{book.id}/matches", data={"match_id": evenings[0]})
    assert response.status_code == 403
    assert "so it can&#39;t add it to a book" in page_text(response)
    assert row_count(client, BookMatch) == 0


def test_a_foreign_book_is_refused_and_nothing_changes(client, evenings):
    book = _new_book(client)
    stranger = client.application.test_client()
    open_edit_link(stranger, stored(stranger, evenings[0]))
    response = stranger.post(f"/books/{book.id}/matches", data={"match_id": evenings[0]})
    assert response.status_code == 404
    response = stranger.post(f"/matches/{evenings[0]}/book", data={"book_id": book.id})
    assert response.status_code == 404
    assert row_count(client, BookMatch) == 0


def test_a_removed_match_is_no_longer_shown_and_the_match_stays(client, evenings):
    book = _book_with_evenings(client, evenings)
    response = client.post(f"/books/{book.id}/matches/remove", data={"match_id": evenings[1]})
    assert response.status_code == 302
    page = page_text(client.application.test_client().get(f"/b/{book.view_token}"))
    assert "Evening 2" not in page and "Dee" not in page
    assert client.get(f"/b/{book.view_token}/matches/{evenings[1]}").status_code == 404
    assert stored(client, evenings[1]).name == "Evening 2"


def test_the_book_link_opens_its_matches_view_pages_and_nothing_else(client, evenings):
    book = _book_with_evenings(client, evenings)
    client.post(f"/books/{book.id}/matches/remove", data={"match_id": evenings[2]})
    reader = client.application.test_client()
    page = page_text(reader.get(f"/b/{book.view_token}/matches/{evenings[0]}"))
    assert "Evening 1" in page and "Final standings" in page
    assert reader.get(f"/b/{book.view_token}/matches/{evenings[2]}").status_code == 404
    # The right comes from the book link: the reader's cookie holds no match.
    assert reader.get(f"/matches/{evenings[0]}").status_code == 404


def test_a_match_whose_view_link_is_replaced_stays_in_the_book(client, evenings):
    book = _book_with_evenings(client, evenings)
    with db_rows(client):
        links.replace_view_link(db.session.get(Match, evenings[0]))
        db.session.commit()
    page = page_text(client.get(f"/b/{book.view_token}"))
    assert "Evening 1" in page


def test_a_merge_that_joins_two_players_of_one_match_is_refused(client, evenings):
    book = _book_with_evenings(client, evenings)
    response = client.post(f"/books/{book.id}/merge", data={"merge": "cy", "into": "bob"})
    assert response.status_code == 422
    assert "Both names played in Evening 1" in page_text(response)
    assert row_count(client, BookAlias) == 0
    response = client.post(f"/books/{book.id}/merge", data={"merge": "dee", "into": "cy"})
    assert response.status_code == 302
    body = client.get(f"/api/books/{book.view_token}").get_json()
    assert {p["name"]: p["matches"] for p in body["players"]}["Cy"] == 3
    client.post(f"/books/{book.id}/unmerge", data={"name": "dee"})
    assert row_count(client, BookAlias) == 0


def test_adding_from_the_score_sheet_needs_both_rights(client, evenings):
    book = _new_book(client)
    open_edit_link(client, stored(client, evenings[0]))
    response = client.post(f"/matches/{evenings[0]}/book", data={"book_id": book.id})
    assert response.status_code == 302
    assert row_count(client, BookMatch) == 1
    assert client.post(f"/matches/{evenings[1]}/book", data={"book_id": book.id}).status_code == 404


def test_deleting_a_book_keeps_its_matches(client, evenings):
    book = _book_with_evenings(client, evenings)
    assert client.post(f"/books/{book.id}/delete", data={"kind": "edit"}).status_code == 302
    assert row_count(client, Book) == 0 and row_count(client, BookMatch) == 0
    assert stored(client, evenings[0]).name == "Evening 1"


def test_a_bad_book_name_is_refused_next_to_the_field(client):
    response = client.post("/books/", data={"name": "   "})
    assert response.status_code == 422 and "Type a name for the book." in page_text(response)
    assert row_count(client, Book) == 0


def test_the_score_sheet_offers_the_browsers_books(client, evenings):
    book = _new_book(client, "Smiths")
    open_edit_link(client, stored(client, evenings[0]))
    sheet = page_text(client.get(f"/matches/{evenings[0]}"))
    assert f"/matches/{evenings[0]}/book" in sheet
    page = page_text(client.get(f"/matches/{evenings[0]}/book"))
    assert "Add to the Smiths book" in page
    client.post(f"/matches/{evenings[0]}/book", data={"book_id": book.id})
    page = page_text(client.get(f"/matches/{evenings[0]}/book"))
    assert "It is in every book this device keeps" in page


def test_a_match_started_with_a_book_chosen_joins_it(client):
    book = _new_book(client, "Smiths")
    assert "Add to the Smiths book" in page_text(client.get("/matches/new"))
    match = start_match(client, ["Ann", "Bob"], book_id=str(book.id))
    with db_rows(client):
        assert db.session.get(BookMatch, (book.id, match.id)) is not None
    stranger = client.application.test_client()
    start_match(stranger, ["Ann", "Bob"], book_id=str(book.id))  # not its book: no effect
    assert row_count(client, BookMatch) == 1


def test_play_again_from_a_match_in_the_book_keeps_the_new_one_in_it(client):
    book = _new_book(client, "Smiths")
    match = start_match(client, ["Ann", "Bob"], book_id=str(book.id))
    response = client.post(f"/matches/{match.id}/again", data=fresh(client, match))
    assert response.status_code == 302
    assert row_count(client, BookMatch) == 2


def test_deleting_asks_first(client, evenings):
    book = _book_with_evenings(client, evenings)
    page = page_text(client.get(f"/books/{book.id}/delete"))
    assert "Its 3 matches stay, each as it is" in page
    assert row_count(client, Book) == 1


def test_the_recovery_link_makes_another_browser_the_starter_once(client, evenings):
    book = _book_with_evenings(client, evenings)
    made = client.post(f"/books/{book.id}/recovery", data={"kind": "edit"})
    page = page_text(client.get(made.headers["Location"]))
    token = re.search(r"/b/recover/([A-Za-z0-9_-]+)", page).group(1)
    new_phone = client.application.test_client()
    assert "Keep the book" in page_text(new_phone.get(f"/b/recover/{token}"))
    assert client.get(f"/books/{book.id}").status_code == 200  # a look spends nothing
    assert new_phone.post(f"/b/recover/{token}", data={"kind": "edit"}).status_code == 302
    assert new_phone.post(f"/books/{book.id}/links", data={"kind": "view"}).status_code == 302
    assert client.post(f"/books/{book.id}/links", data={"kind": "edit"}).status_code == 403
    assert client.application.test_client().get(f"/b/recover/{token}").status_code == 404
    assert new_phone.post(f"/b/recover/{token}", data={"kind": "edit"}).status_code == 404


def test_reloading_the_books_recovery_link_page_never_ends_the_link_just_shown(client, evenings):
    book = _book_with_evenings(client, evenings)
    made = client.post(f"/books/{book.id}/recovery", data={"kind": "edit"})
    assert made.status_code == 302
    assert made.headers["Location"].endswith(f"/books/{book.id}/recovery")
    page = page_text(client.get(made.headers["Location"]))
    token = re.search(r"/b/recover/([A-Za-z0-9_-]+)", page).group(1)
    again = page_text(client.get(f"/books/{book.id}/recovery"))  # a reload
    assert token not in again and "The recovery link was shown already" in again
    assert "Make a new recovery link" in again
    stranger = client.application.test_client()  # a link preview: no cookies
    assert stranger.get(f"/books/{book.id}/recovery").status_code == 404
    assert stranger.post(f"/books/{book.id}/recovery", data={"kind": "edit"}).status_code == 404
    assert "Keep the book" in page_text(stranger.get(f"/b/recover/{token}"))  # still works


def test_an_edit_link_from_another_site_asks_first(client, evenings):
    book = _book_with_evenings(client, evenings)
    stranger = client.application.test_client()
    response = stranger.get(f"/b/edit/{book.edit_token}", headers={"Sec-Fetch-Site": "cross-site"})
    assert response.status_code == 200 and "Keep the book" in page_text(response)
    assert stranger.get(f"/books/{book.id}").status_code == 404
    stranger.post(f"/b/edit/{book.edit_token}", data={"kind": "edit"})
    assert stranger.get(f"/books/{book.id}").status_code == 200


def test_the_figures_follow_a_correction(client, evenings):
    book = _book_with_evenings(client, evenings)
    with db_rows(client):
        match = db.session.get(Match, evenings[2])
        bob = next(p for p in match.players if p.name == "Bob")
        scorekeeping.reopen_match(match)
        scorekeeping.record_hole(match, 3, {bob.id: 0}, reason="Bob had a pair")
        scorekeeping.finish_match(match)
        db.session.commit()
    body = client.get(f"/api/books/{book.view_token}").get_json()
    figures = {p["name"]: p for p in body["players"]}
    # Bob's evening 3 is now 5 + 0 + 0 = 5 (it was 11), a win: 1/2 + 1 + 1 = 2.5.
    assert figures["Bob"]["best_totals"]["3"] == 5 and figures["Bob"]["wins"] == 2.5
    assert body["champion"] == "Bob"


def test_a_book_form_without_its_csrf_token_is_refused(evenings, app):
    app.config["WTF_CSRF_ENABLED"] = True
    client = app.test_client()
    response = client.post("/books/", data={"name": "Smiths"})
    assert response.status_code == 400
    assert row_count(client, Book) == 0


def test_a_body_too_large_from_a_follower_is_refused_as_too_large(client, evenings):
    follower = client.application.test_client()
    follower.get(f"/m/{stored(client, evenings[0]).view_token}")
    response = follower.post(f"/matches/{evenings[0]}/book", data={"a": "x" * (2 * 1024 * 1024)})
    assert response.status_code == 413
    assert row_count(client, BookMatch) == 0
