"""Sharing a match: capability links, who may read and who may write, the live view."""

from __future__ import annotations

import base64
import io
import json
import random
import re
import string

import pytest
from flask_migrate import upgrade
from sqlalchemy import text
from werkzeug.exceptions import NotFound

from golfkeeper import create_app, sharing
from golfkeeper.extensions import db
from golfkeeper.matches.views import share_address
from golfkeeper.models import Match
from golfkeeper.sharing import addresses
from golfkeeper.web import lan
from golfkeeper.web.lan import LanAddress
from tests.conftest import TEST_DATABASE_URL
from tests.web.helpers import finish, page_text, record, snapshot, start_match, stored


@pytest.fixture
def viewer(app):
    """A second browser at the table, with its own cookies."""
    return app.test_client()


@pytest.fixture
def match(client, viewer):
    """A match kept by ``client``, hole 1 recorded, followed by ``viewer`` (view link)."""
    match = start_match(client, ["Ann", "Bo", "Cy"])
    record(client, match, 1, [4, -2, 7])
    assert viewer.get(f"/m/{match.view_token}").status_code == 200
    match = stored(client, match)
    return match


def write_urls(app, match) -> list[str]:
    """Every POST endpoint under /matches/ that changes this match."""
    player = sorted(match.players, key=lambda p: p.seat)[1]
    values = {"match_id": match.id, "hole_number": 1, "player_id": player.id}
    urls = []
    for rule in app.url_map.iter_rules():
        if "POST" in rule.methods and "match_id" in rule.arguments:
            url = rule.rule
            for name, value in values.items():
                url = re.sub(rf"<(int:)?{name}>", str(value), url)
            urls.append(url)
    return urls


# -- Tokens ------------------------------------------------------------------------------


def _bits(token: str) -> int:
    return len(base64.urlsafe_b64decode(token + "=" * (-len(token) % 4))) * 8


def test_each_match_has_its_own_long_view_and_edit_tokens(client):
    first = start_match(client, ["Ann", "Bo"])
    second = start_match(client, ["Cy", "Di"])
    tokens = [first.view_token, first.edit_token, second.view_token, second.edit_token]
    assert len(set(tokens)) == 4
    assert all(_bits(token) >= 128 for token in tokens)
    assert all(re.fullmatch(r"[A-Za-z0-9_-]+", token) for token in tokens)


def test_a_match_kept_before_the_links_existed_gets_its_own_tokens(tmp_path):
    url = TEST_DATABASE_URL
    if url == "sqlite://":
        url = f"sqlite:///{tmp_path / 'm.sqlite3'}"
    app = create_app({"TESTING": True, "SECRET_KEY": "t", "SQLALCHEMY_DATABASE_URI": url})
    with app.app_context():
        db.drop_all()
        with db.engine.begin() as connection:
            connection.execute(text("DROP TABLE IF EXISTS alembic_version"))
        upgrade(revision="0002")
        with db.engine.begin() as connection:
            for match_id in (1, 2):
                connection.execute(
                    text(
                        "INSERT INTO match (id, created_at, updated_at, first_dealer_seat, rules) "
                        "VALUES (:id, '2026-01-02 20:00:00', '2026-01-02 20:00:00', 0, '{}')"
                    ),
                    {"id": match_id},
                )
        upgrade()
        rows = db.session.execute(db.select(Match.view_token, Match.edit_token)).all()
        tokens = [token for row in rows for token in row]
        assert len(tokens) == 4 and len(set(tokens)) == 4
        assert all(_bits(token) >= 128 for token in tokens)
        db.session.remove()
        db.drop_all()
        with db.engine.begin() as connection:
            connection.execute(text("DROP TABLE IF EXISTS alembic_version"))
        db.engine.dispose()


# -- Only the scorekeeper writes ---------------------------------------------------------


def test_every_write_from_a_viewer_answers_403_and_changes_nothing(app, match, viewer):
    urls = write_urls(app, match)
    assert len(urls) >= 10  # holes, layout, undo, players, rename, move, remove, finish, ...
    before = snapshot(app)
    form = {"player-1": "9", "player-2": "9", "player-3": "9", "name": "Mallory", "p2-name": "X"}
    for url in urls:
        response = viewer.post(url, data=form)
        assert response.status_code == 403, url
        assert "edit link" in page_text(response), url
    assert snapshot(app) == before


def test_a_browser_without_any_link_gets_404_for_every_write(app, match):
    stranger = app.test_client()
    before = snapshot(app)
    for url in write_urls(app, match):
        assert stranger.post(url, data={"name": "Mallory"}).status_code == 404, url
    assert snapshot(app) == before


def test_a_viewer_cannot_reopen_or_delete_a_finished_match(client, viewer):
    match = start_match(client, ["Ann", "Bo"], holes=5)
    for hole in range(1, 6):
        record(client, match, hole, [1, 2])
    match = finish(client, match)
    viewer.get(f"/m/{match.view_token}")
    match = stored(client, match)
    assert match.is_finished
    before = snapshot(client)
    assert viewer.post(f"/matches/{match.id}/reopen").status_code == 403
    assert viewer.post(f"/matches/{match.id}/delete").status_code == 403
    assert snapshot(client) == before


def test_the_403_page_says_how_to_get_the_edit_link_and_offers_the_view(match, viewer):
    response = viewer.post(f"/matches/{match.id}/holes/2", data={"player-1": "1"})
    page = page_text(response)
    assert response.status_code == 403
    assert "Only the scorekeeper can change this match" in page
    assert "Nothing was changed" in page and "edit link" in page
    assert f'href="/m/{match.view_token}"' in page
    assert match.edit_token not in page


def test_the_scorekeepers_own_forms_are_refused_to_a_viewer(match, viewer):
    player = match.players[0]
    for url in (
        f"/matches/{match.id}/holes/1",
        f"/matches/{match.id}/players",
        f"/matches/{match.id}/players/{player.id}/remove",
        f"/matches/{match.id}/delete",
    ):
        assert viewer.get(url).status_code == 403, url


def test_the_edit_link_hands_over_scorekeeping(match, viewer):
    response = viewer.get(f"/m/edit/{match.edit_token}")
    assert response.status_code == 302
    assert response.headers["Location"] == f"/matches/{match.id}"
    assert viewer.post(f"/matches/{match.id}/holes/2", data={}).status_code != 403
    response = record(viewer, match, 2, [1, 2, 3])
    assert response.status_code == 302
    assert stored(viewer, match).version == 2


def test_the_edit_right_outlives_a_browser_restart(app):
    client = app.test_client()
    response = client.post(
        "/matches/new",
        data={"name_1": "Ann", "name_2": "Bo", "first_dealer": "1", "holes": "9"},
    )
    cookie = response.headers["Set-Cookie"]
    assert "Expires=" in cookie and "HttpOnly" in cookie and "SameSite=Lax" in cookie


def test_one_helper_loads_a_match_with_the_right_it_needs(app, match):
    with app.test_request_context("/"):
        for match_id in (0, match.id + 1, 2**31, match.id):  # the last: not given yet
            with pytest.raises(NotFound):
                sharing.match_or_404(match_id)
        sharing.grant_view(match)
        assert sharing.match_or_404(match.id).id == match.id
        with pytest.raises(sharing.NoEditRight):
            sharing.match_or_404(match.id, write=True)
        sharing.grant_edit(match, "started")
        whole = sharing.match_or_404(match.id, write=True, whole=True)
        assert [p.name for p in sorted(whole.players, key=lambda p: p.seat)] == ["Ann", "Bo", "Cy"]


def test_an_unknown_token_is_a_404(client):
    assert client.get("/m/not-a-real-token").status_code == 404
    assert client.get("/m/edit/not-a-real-token").status_code == 404
    assert client.get("/m/not-a-real-token/state").status_code == 404


def test_a_right_does_not_pass_to_a_new_match_that_reuses_a_deleted_id(app, client):
    first = start_match(client, ["Ann", "Bo"])
    first_id = first.id
    client.post(f"/matches/{first_id}/delete")
    someone_else = app.test_client()
    second = start_match(someone_else, ["Cy", "Di"])
    if second.id != first_id:
        pytest.skip("this database does not reuse ids")
    assert client.get(f"/matches/{second.id}").status_code == 404


# -- Reading: only a browser that was given the match ------------------------------------


def test_a_matchs_pages_are_hidden_from_a_browser_without_its_link(app, match):
    stranger = app.test_client()
    for url in (
        f"/matches/{match.id}",
        f"/matches/{match.id}/history",
        f"/matches/{match.id}/print",
        f"/matches/{match.id}/export.csv",
        f"/matches/{match.id}/export.json",
        f"/matches/{match.id}/players",
        f"/matches/{match.id}/holes/1",
        f"/rules/table/{match.id}",
        f"/rules/table/{match.id}/print",
        f"/rules/questions?match={match.id}",
        f"/calculator/?match={match.id}",
    ):
        response = stranger.get(url)
        assert response.status_code == 404, url
        assert "Ask the scorekeeper" in page_text(response), url


def test_a_viewer_reads_the_history_print_export_and_rules(match, viewer):
    for url in (
        f"/matches/{match.id}/history",
        f"/matches/{match.id}/print",
        f"/matches/{match.id}/export.csv",
        f"/matches/{match.id}/export.json",
        f"/rules/table/{match.id}",
        f"/calculator/?match={match.id}",
    ):
        response = viewer.get(url)
        assert response.status_code == 200, url
        assert match.edit_token not in page_text(response), url


def test_the_live_view_links_a_follower_to_the_history_print_and_exports(match, viewer):
    page = page_text(viewer.get(f"/m/{match.view_token}"))
    for part in ("history", "print", "export.csv", "export.json"):
        assert f'href="/matches/{match.id}/{part}"' in page, part
    assert f'href="/matches/{match.id}/players"' not in page  # only the scorekeeper's


def test_the_history_offers_undo_only_to_the_scorekeeper(match, client, viewer):
    kept = page_text(client.get(f"/matches/{match.id}/history"))
    assert "Undo the last change" in kept and f'href="/matches/{match.id}"' in kept
    followed = page_text(viewer.get(f"/matches/{match.id}/history"))
    assert "Ann: 4 entered" in followed.replace("&#39;", "'")
    assert "Undo the last change" not in followed and "/undo" not in followed
    assert f'href="/m/{match.view_token}">← Back to the match' in followed


def test_a_viewer_opening_the_score_sheet_is_sent_to_the_live_view(match, viewer):
    response = viewer.get(f"/matches/{match.id}")
    assert response.status_code == 302
    assert response.headers["Location"] == f"/m/{match.view_token}"


def test_the_matches_page_lists_only_this_browsers_matches(app, client, match, viewer):
    other = start_match(app.test_client(), ["Zed", "Yan"], name="Someone else's match")
    assert other.id != match.id
    for browser in (client, viewer):
        page = page_text(browser.get("/matches/"))
        assert f'href="/matches/{match.id}"' in page
        assert "Someone else" not in page and "Zed" not in page
        home = page_text(browser.get("/"))
        assert "Zed" not in home
    assert "Ann, Bo, Cy" not in page_text(app.test_client().get("/matches/"))
    # A viewer cannot delete, so the list offers it only to the scorekeeper.
    assert f"/matches/{match.id}/delete" in page_text(client.get("/matches/"))
    assert f"/matches/{match.id}/delete" not in page_text(viewer.get("/matches/"))


def test_importing_a_match_gives_the_importer_the_edit_right(app, match, client):
    exported = client.get(f"/matches/{match.id}/export.json").get_data()
    importer = app.test_client()
    response = importer.post(
        "/matches/import",
        data={"file": (io.BytesIO(exported), "match.json"), "again": "y"},
        content_type="multipart/form-data",
    )
    assert response.status_code == 302
    new_id = int(response.headers["Location"].rsplit("/", 1)[1])
    assert importer.get(f"/matches/{new_id}").status_code == 200
    imported = stored(client, new_id)
    assert imported.view_token != match.view_token
    assert json.loads(exported)  # the export itself carries no token
    assert match.edit_token.encode() not in exported and match.view_token.encode() not in exported


def test_the_cookie_stays_small_with_the_most_rights_remembered(app, client):
    with app.test_request_context():
        from flask import session

        for _ in range(sharing.MAX_REMEMBERED + 5):
            db.session.add(Match(rules={}, first_dealer_seat=0))
        db.session.commit()
        matches = db.session.execute(db.select(Match).order_by(Match.id)).scalars().all()

        for match in matches:
            sharing.grant_edit(match, "started")
        assert len(sharing.remembered_ids()) == sharing.MAX_REMEMBERED
        assert not sharing.may_write(matches[0]) and sharing.may_write(matches[-1])
        cookie = app.session_interface.get_signing_serializer(app).dumps(dict(session))
    assert len(cookie) < 3000


def test_rights_kept_in_a_cookie_from_before_they_were_one_string_still_count(app):
    with app.test_request_context():
        from flask import session

        match = Match(rules={}, first_dealer_seat=0)
        db.session.add(match)
        db.session.commit()

        session[sharing.EDIT_RIGHTS] = [f"{match.id}:{match.view_token[:4]}~{match.edit_token[:4]}"]
        assert sharing.may_write(match)
        sharing.grant_view(Match(id=match.id + 1, view_token="zzzzzz", edit_token="yyyyyy"))
        assert sharing.may_write(match) and isinstance(session[sharing.VIEW_RIGHTS], str)


# -- The scorekeeper's page shares the match ---------------------------------------------


def test_the_score_sheet_shows_the_qr_code_view_link_and_edit_link(client, match, monkeypatch):
    monkeypatch.setattr(addresses, "_lan_addresses", lambda: ())
    page = page_text(client.get(f"/matches/{match.id}"))
    assert '<svg role="img" aria-label="QR code of the view link' in page
    assert f"http://localhost/m/{match.view_token}" in page
    assert f"http://localhost/m/edit/{match.edit_token}" in page
    assert "Anyone with the edit link can change every score" in page
    assert "data-wake-lock" in page


def test_links_opened_as_localhost_name_the_lan_address_other_phones_can_reach(
    client, match, monkeypatch
):
    monkeypatch.setattr(addresses, "_lan_addresses", lambda: ("192.168.1.20",))
    page = page_text(client.get(f"/matches/{match.id}"))
    assert f"http://192.168.1.20/m/{match.view_token}" in page
    assert "http://localhost/m/" not in page
    # A host that is not this computer's loopback name is already what phones use.
    with client.application.test_request_context():
        reachable = sharing.reachable_url
        assert reachable("http://golf.example/m/abc") == "http://golf.example/m/abc"
        assert reachable("http://127.0.0.1:5000/m/abc") == "http://192.168.1.20:5000/m/abc"


TWO_NETWORKS = [
    LanAddress("192.168.1.20", "wlan0", default=True),
    LanAddress("172.17.0.1", "docker0", default=False),
]


@pytest.fixture
def networks(monkeypatch):
    """This computer's addresses, as the list the tests change: Wi-Fi and Docker."""
    found = list(TWO_NETWORKS)
    monkeypatch.setattr(lan, "_recent", lambda: list(found))
    return found


def test_a_computer_on_two_networks_lets_the_scorekeeper_pick_the_address(client, match, networks):
    page = page_text(client.get(f"/matches/{match.id}"))
    assert f"http://192.168.1.20/m/{match.view_token}" in page
    assert "192.168.1.20 (wlan0, the default route)</option>" in page
    assert "172.17.0.1 (docker0)</option>" in page
    response = client.post(f"/matches/{match.id}/share-address", data={"address": "172.17.0.1"})
    assert response.status_code == 302
    assert response.location.endswith(f"/matches/{match.id}#share-heading")
    page = page_text(client.get(f"/matches/{match.id}"))  # not the page kept before
    assert f"http://172.17.0.1/m/{match.view_token}" in page
    assert f"http://172.17.0.1/m/edit/{match.edit_token}" in page
    assert '<option selected value="172.17.0.1">' in page
    with client.session_transaction() as session:
        assert session[sharing.SHARE_ADDRESS] == "172.17.0.1"  # kept for this browser


def test_a_picked_address_the_computer_lost_falls_back_to_the_best(client, match, networks):
    client.post(f"/matches/{match.id}/share-address", data={"address": "172.17.0.1"})
    networks[:] = [LanAddress("10.0.0.7", "wlan0", default=True)]  # Docker stopped, new Wi-Fi
    page = page_text(client.get(f"/matches/{match.id}"))
    assert f"http://10.0.0.7/m/{match.view_token}" in page
    assert "Address the phones open" not in page  # one address: nothing to pick
    response = client.post(
        f"/matches/{match.id}/share-address", data={"address": "172.17.0.1"}, follow_redirects=True
    )
    page = page_text(response)
    assert "That address is no longer this computer&#39;s" in page
    assert f"http://10.0.0.7/m/{match.view_token}" in page


def test_a_browser_that_used_a_lan_address_is_not_offered_a_pick(app, networks):
    with app.test_request_context(base_url="http://192.168.1.20:5000"):
        assert share_address.address_form() is None
        url = "http://192.168.1.20:5000/m/abc"
        assert sharing.reachable_url(url) == url
    with app.test_request_context(base_url="http://localhost:5000"):
        assert [choice[0] for choice in share_address.address_form().address.choices] == [
            "192.168.1.20",
            "172.17.0.1",
        ]


def test_only_the_scorekeeper_may_pick_the_address(viewer, match, networks):
    response = viewer.post(f"/matches/{match.id}/share-address", data={"address": "172.17.0.1"})
    assert response.status_code == 403


def test_the_score_sheet_draws_the_running_totals_chart(client, match):
    page = page_text(client.get(f"/matches/{match.id}"))
    assert 'class="line-chart"' in page and "Running totals of" in page
    assert "1: 4" in page and "1: −2" in page  # the chart's table alternative


# -- The live view -----------------------------------------------------------------------


def test_the_view_page_shows_standings_current_hole_dealer_and_rules(match, viewer):
    response = viewer.get(f"/m/{match.view_token}")
    page = page_text(response)
    assert response.status_code == 200
    assert "Hole 2 of 9" in page
    assert "deals;" in page and "plays first" in page
    assert "Standings" in page and "Main rules" in page
    assert 'class="line-chart"' in page
    assert '<noscript><meta http-equiv="refresh" content="15"></noscript>' in page
    assert 'src="/static/js/live.js?v=' in page
    assert match.edit_token not in page
    assert "Save hole" not in page and "<form" not in page.split("<main")[1]


def test_the_view_page_needs_no_cookie(app, match):
    response = app.test_client(use_cookies=False).get(f"/m/{match.view_token}")
    assert response.status_code == 200


def test_the_state_grows_with_every_write(client, match, viewer):
    state = viewer.get(f"/m/{match.view_token}/state")
    assert state.status_code == 200 and state.headers["Cache-Control"] == "no-cache"
    before = state.get_json()["version"]
    record(client, match, 2, [0, 0, 0])
    after = viewer.get(f"/m/{match.view_token}/state").get_json()
    assert after == {"version": before + 1, "finished": False}


def test_the_view_page_names_the_winner_only_once_the_match_is_finished(client, viewer):
    match = start_match(client, ["Ann", "Bo"], holes=5)
    for hole in range(1, 6):
        record(client, match, hole, [1, 2])
    checking = page_text(viewer.get(f"/m/{match.view_token}"))
    assert "Every hole is recorded" in checking
    assert "wins" not in checking and "Match finished" not in checking
    assert "Following live" in checking
    match = finish(client, match)
    page = page_text(viewer.get(f"/m/{match.view_token}"))
    assert "Following live" not in page and "This match is finished" in page
    assert "Match finished" in page and "<strong>Ann</strong> wins with 5 points" in page


def test_the_table_views_qr_code_follows_the_picked_address_at_once(client, match, networks):
    table = f"/m/{match.view_token}/table"
    client.get(f"/matches/{match.id}")  # shows the flashed "started" note, so it is kept next
    assert f"192.168.1.20/m/{match.view_token}" in page_text(client.get(table))
    client.post(f"/matches/{match.id}/share-address", data={"address": "172.17.0.1"})
    page = page_text(client.get(table))  # not the page kept before the pick
    assert f"172.17.0.1/m/{match.view_token}" in page
    assert f"192.168.1.20/m/{match.view_token}" not in page


TOKEN_CHARS = string.ascii_letters + string.digits + "-_"


def _fake_rights(first_id: int, count: int, edit: bool) -> str:
    """``count`` rights in the cookie's form, to matches from ``first_id`` on, each with
    tokens' characters as random as real ones (the cookie is compressed)."""
    chance = random.Random(first_id)

    def check() -> str:
        return "".join(chance.choice(TOKEN_CHARS) for _ in range(4))

    return " ".join(
        f"{first_id + n}:{check()}" + (f"~{check()}" if edit else "") for n in range(count)
    )


@pytest.mark.filterwarnings("ignore:The 'session' cookie is too large")  # the one set up
def test_a_full_cookie_forgets_the_oldest_followed_matches_and_keeps_the_one_just_started(
    app, client
):
    client.get("/")
    with client.session_transaction() as session:
        session[sharing.EDIT_RIGHTS] = _fake_rights(10_000, sharing.MAX_REMEMBERED, edit=True)
        session[sharing.VIEW_RIGHTS] = _fake_rights(20_000, sharing.MAX_REMEMBERED, edit=False)
    match = start_match(client, ["Ann", "Bo"])
    cookie = client.get_cookie(app.config["SESSION_COOKIE_NAME"])
    assert len(cookie.key) + 1 + len(cookie.value) <= sharing.COOKIE_BYTES_MAX
    assert client.get(f"/matches/{match.id}").status_code == 200
    with client.session_transaction() as session:
        views = session[sharing.VIEW_RIGHTS].split()
        edits = session[sharing.EDIT_RIGHTS].split()
    assert edits[-1].startswith(f"{match.id}:")
    assert len(views) < sharing.MAX_REMEMBERED  # the oldest followed matches went first
    assert views[-1].startswith(f"{20_000 + sharing.MAX_REMEMBERED - 1}:")
    assert len(edits) == sharing.MAX_REMEMBERED  # while they were enough


def test_a_cookie_within_its_size_is_left_as_it_is(app, client):
    client.get("/")
    with client.session_transaction() as session:
        session[sharing.VIEW_RIGHTS] = _fake_rights(20_000, 50, edit=False)
    start_match(client, ["Ann", "Bo"])
    with client.session_transaction() as session:
        assert len(session[sharing.VIEW_RIGHTS].split()) == 50
