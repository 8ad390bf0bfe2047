"""Kept score sheets (golfkeeper/web/page_cache.py): never stale, never another browser's."""

from __future__ import annotations

import re
import threading
import time
from html.parser import HTMLParser

import pytest
from flask_wtf.csrf import generate_csrf

from golfkeeper import create_app
from golfkeeper.extensions import cache, db
from golfkeeper.models import Match
from golfkeeper.web import page_cache
from tests.conftest import TEST_DATABASE_URL, app_on
from tests.web.helpers import db_rows, open_edit_link, page_text, record, start_match, stored

TOKEN = re.compile(
    r'name="csrf_token" type="hidden" value="([^"]+)"|name="csrf_token" value="([^"]+)"'
)


@pytest.fixture(params=["test database", "SQLite file"])
def app(request, tmp_path):
    """Every test here twice: on the suite's database, and on a SQLite file (as served)."""
    url = TEST_DATABASE_URL
    if request.param == "SQLite file":
        url = f"sqlite:///{tmp_path / 'kept.sqlite3'}"
    with app_on(url) as app:
        yield app


def tokens(html: str) -> set[str]:
    return {a or b for a, b in TOKEN.findall(html)}


def without_tokens(html: str) -> str:
    return TOKEN.sub("csrf", html)


class _Forms(HTMLParser):
    """The hidden fields of every form on a page, by the form's action."""

    def __init__(self):
        super().__init__()
        self.forms: dict[str, dict[str, str]] = {}
        self._current: dict[str, str] | None = None

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "form":
            self._current = self.forms.setdefault(attrs.get("action", ""), {})
        elif tag == "input" and self._current is not None and attrs.get("type") == "hidden":
            self._current[attrs["name"]] = attrs.get("value") or ""

    def handle_endtag(self, tag):
        if tag == "form":
            self._current = None


def submit(client, page: str, action: str, **fields):
    """Post the form whose action is ``action`` on ``page``, hidden fields included, as a
    browser would."""
    parser = _Forms()
    parser.feed(page)
    return client.post(action, data={**parser.forms[action], **fields})


def fresh_sheet(client, match_id: int) -> str:
    """The score sheet rendered now, with nothing kept."""
    cache.clear()
    return page_text(client.get(f"/matches/{match_id}"))


@pytest.fixture
def table(client):
    match = start_match(client, ["Ann", "Bo", "Cy"])
    record(client, match, 1, [4, 6, -2])
    record(client, match, 2, [3, 0, 5])
    client.get("/")  # shows, and so clears, "Hole 2 saved."
    return match


def seats(client, match):
    return stored(client, match).players


def _record(client, match, sheet):
    return record(client, match, 3, [1, 2, 3])


def _correct(client, match, sheet):
    return record(client, match, 1, [5, 6, -2], editing="1", reason="Recounted")


def _undo(client, match, sheet):
    return submit(client, sheet, f"/matches/{match.id}/undo")


def _rename(client, match, sheet):
    bo = seats(client, match)[1]
    players = page_text(client.get(f"/matches/{match.id}/players"))
    action = f"/matches/{match.id}/players/{bo.id}/name"
    return submit(client, players, action, **{f"p{bo.id}-name": "Bonnie"})


def _add(client, match, sheet):
    players = page_text(client.get(f"/matches/{match.id}/players"))
    return submit(client, players, f"/matches/{match.id}/players", name="Di")


def _remove(client, match, sheet):
    cy = seats(client, match)[2]
    action = f"/matches/{match.id}/players/{cy.id}/remove"
    return submit(client, page_text(client.get(action)), action)


def _finish(client, match, sheet):
    for hole in range(3, match.holes + 1):
        record(client, match, hole, [1, 2, 3])
    # "Finish match" from the check step, as the (kept) score sheet shows it now.
    checking = page_text(client.get(f"/matches/{match.id}"))
    return submit(client, checking, f"/matches/{match.id}/finish")


@pytest.mark.parametrize(
    "change",
    [_record, _correct, _undo, _rename, _add, _remove, _finish],
    ids=lambda change: change.__name__.strip("_"),
)
def test_a_kept_score_sheet_never_outlives_a_change(client, table, change):
    before = page_text(client.get(f"/matches/{table.id}"))  # rendered and kept
    response = change(client, table, before)
    assert response.status_code in (200, 302), page_text(response)[:500]
    client.get("/")  # the change's message, shown once
    after = page_text(client.get(f"/matches/{table.id}"))
    assert without_tokens(after) != without_tokens(before)
    assert without_tokens(after) == without_tokens(fresh_sheet(client, table.id))


def test_moving_a_player_before_the_first_hole_reseats_the_kept_sheet(client):
    match = start_match(client, ["Ann", "Bo", "Cy"])
    client.get("/")
    before = page_text(client.get(f"/matches/{match.id}"))
    cy = seats(client, match)[2]
    players = page_text(client.get(f"/matches/{match.id}/players"))
    submit(client, players, f"/matches/{match.id}/players/{cy.id}/move", direction="up")
    client.get("/")
    after = page_text(client.get(f"/matches/{match.id}"))
    assert without_tokens(after) != without_tokens(before)
    assert without_tokens(after) == without_tokens(fresh_sheet(client, match.id))


def test_reopening_shows_the_open_sheet_again(client, table):
    _finish(client, table, None)
    client.get("/")
    finished = page_text(client.get(f"/matches/{table.id}"))
    assert "Match finished" in finished
    submit(client, finished, f"/matches/{table.id}/reopen")
    client.get("/")
    assert "Match finished" not in page_text(client.get(f"/matches/{table.id}"))


def test_a_second_scorekeeper_sees_the_first_ones_save(app, client, table):
    other = app.test_client()
    open_edit_link(other, table)
    other.get("/")
    assert "Hole 3 of 9" in page_text(other.get(f"/matches/{table.id}"))
    record(client, table, 3, [7, 8, 9])
    sheet = page_text(other.get(f"/matches/{table.id}"))
    assert "Hole 4 of 9" in sheet


def test_a_follower_sees_each_save_on_the_live_view(app, client, table):
    follower = app.test_client()
    view = f"/m/{table.view_token}"
    assert "Hole 3 of 9" in page_text(follower.get(view))
    assert "Hole 3 of 9" in page_text(follower.get(view))  # the kept copy
    record(client, table, 3, [7, 8, 9])
    assert "Hole 4 of 9" in page_text(follower.get(view))


def test_the_scorekeepers_live_view_is_kept_apart_from_a_followers(app, client, table):
    follower = app.test_client()
    view = f"/m/{table.view_token}"
    assert "Keep score" not in page_text(follower.get(view))
    assert "Keep score" in page_text(client.get(view))
    assert "Keep score" not in page_text(follower.get(view))


def test_each_browser_gets_its_own_csrf_token_in_a_kept_page():
    # CSRF on, and no app context held open between requests (Flask-WTF keeps a request's
    # token in ``g``, which a test's outer app context would share across requests).
    app = create_app(
        {"TESTING": True, "SECRET_KEY": "test", "SQLALCHEMY_DATABASE_URI": "sqlite://"}
    )
    with app.app_context():
        db.create_all()
        match = Match(rules={"preset": "main"}, first_dealer_seat=0)
        db.session.add(match)
        db.session.commit()
        match_id, edit_token = match.id, match.edit_token
    first, second = app.test_client(), app.test_client()
    for client in (first, second):
        client.get(f"/m/edit/{edit_token}")
        client.get("/")  # shows "this device can now keep score"
    first_page = page_text(first.get(f"/matches/{match_id}"))  # rendered and kept
    second_page = page_text(second.get(f"/matches/{match_id}"))  # the kept copy
    assert without_tokens(first_page) == without_tokens(second_page)
    assert tokens(first_page) and tokens(second_page)
    assert tokens(first_page).isdisjoint(tokens(second_page))
    assert "\x00" not in second_page
    # The kept page carries the second browser's own token: its forms are accepted.
    assert submit(second, second_page, "/theme", theme="dark").status_code == 302
    assert submit(first, second_page, "/theme", theme="dark").status_code == 400


def test_a_flashed_message_is_shown_once_and_not_kept(client, table):
    record(client, table, 3, [1, 1, 1])
    assert "Hole 3 saved." in page_text(client.get(f"/matches/{table.id}"))
    assert "Hole 3 saved." not in page_text(client.get(f"/matches/{table.id}"))


def test_a_draft_kept_for_the_calculator_trip_is_never_served_to_anyone(app, client, table):
    sheet = page_text(client.get(f"/matches/{table.id}"))  # kept, without a draft
    ann, bo, cy = seats(client, table)
    with client.session_transaction() as session:
        session["hole_drafts"] = {f"{table.id}:3": {f"player-{ann.id}": "17"}}
    assert 'value="17"' in page_text(client.get(f"/matches/{table.id}"))
    other = app.test_client()
    open_edit_link(other, table)
    other.get("/")
    assert 'value="17"' not in page_text(other.get(f"/matches/{table.id}"))
    assert 'value="17"' not in sheet


def test_the_theme_chosen_in_a_cookie_shapes_its_own_kept_page(client, table):
    assert 'data-theme="auto"' in page_text(client.get(f"/matches/{table.id}"))
    client.set_cookie("theme", "dark")
    assert 'data-theme="dark"' in page_text(client.get(f"/matches/{table.id}"))


def test_a_new_match_that_reuses_a_deleted_ones_id_gets_its_own_sheet(client, table):
    old_id = table.id
    assert "Ann" in page_text(client.get(f"/matches/{old_id}"))
    with db_rows(client):
        db.session.execute(db.delete(Match).where(Match.id == old_id))
        db.session.commit()
    new = start_match(client, ["Xavi", "Yolanda"])
    if new.id != old_id:
        pytest.skip("only SQLite hands out a deleted match's id again")
    client.get("/")
    sheet = page_text(client.get(f"/matches/{old_id}"))
    assert "Xavi" in sheet and "Ann" not in sheet


def test_the_matches_list_line_follows_every_save(client, table):
    assert "in progress · hole 3 of 9" in page_text(client.get("/matches/"))
    record(client, table, 3, [1, 2, 3])
    assert "in progress · hole 4 of 9" in page_text(client.get("/matches/"))
    bo = seats(client, table)[1]
    players = page_text(client.get(f"/matches/{table.id}/players"))
    submit(
        client, players, f"/matches/{table.id}/players/{bo.id}/name", **{f"p{bo.id}-name": "Bonnie"}
    )
    assert "Ann, Bonnie, Cy" in page_text(client.get("/matches/"))
    _finish(client, table, None)
    assert "finished · Ann won" in page_text(client.get("/matches/"))


def test_phones_asking_for_a_new_version_at_once_share_one_render(app):
    """Every follower's phone asks for the new version as its event arrives: one request
    renders it, the others wait for the kept copy, each with its own CSRF token."""
    renders = []

    def render() -> str:
        renders.append(1)
        time.sleep(0.3)  # long enough for every other phone to ask meanwhile
        return f"<p>hole 4</p><input name=csrf_token value={generate_csrf()}>"

    def ask(pages: list[bytes]) -> None:
        with app.test_request_context("/m/view"):
            pages.append(page_cache.match_page("live view", (1, "view", 7), render))

    pages: list[bytes] = []
    phones = [threading.Thread(target=ask, args=(pages,)) for _ in range(5)]
    for phone in phones:
        phone.start()
    for phone in phones:
        phone.join()
    assert len(renders) == 1
    assert {page.partition(b" value=")[0] for page in pages} == {
        b"<p>hole 4</p><input name=csrf_token"
    }
    assert len({page.partition(b" value=")[2] for page in pages}) == 5  # a token each
