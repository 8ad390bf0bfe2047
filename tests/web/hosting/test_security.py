"""Security headers and cookies on every response."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize("path", ["/", "/matches/", "/calculator/", "/rules/", "/no-such-page"])
def test_every_response_carries_the_security_headers(client, path):
    headers = client.get(path).headers
    csp = headers["Content-Security-Policy"]
    assert (
        "script-src 'self'" in csp
        and "unsafe-inline" not in csp.split("script-src")[1].split(";")[0]
    )
    assert "frame-ancestors 'none'" in csp
    assert headers["X-Content-Type-Options"] == "nosniff"
    assert headers["Referrer-Policy"] == "same-origin"


def test_no_inline_script_in_any_page(client):
    for path in ["/", "/matches/new", "/calculator/", "/rules/"]:
        page = client.get(path).get_data(as_text=True)
        for chunk in page.split("<script")[1:]:
            assert chunk.lstrip().startswith("src=") or " src=" in chunk.split(">")[0], path


def _session_cookie(response):
    return next(h for h in response.headers.getlist("Set-Cookie") if h.startswith("session="))


def test_session_cookie_is_httponly_and_lax_and_secure_only_over_https(client):
    from tests.web.helpers import start_match

    match = start_match(client, ["Ann", "Bo"])
    data = {f"player-{p.id}": "1" for p in match.players}
    plain = _session_cookie(client.post(f"/matches/{match.id}/holes/1", data=data))
    assert "HttpOnly" in plain and "SameSite=Lax" in plain and "Secure" not in plain
    data = {f"player-{p.id}": "2" for p in match.players}
    https = client.post(f"/matches/{match.id}/holes/2", data=data, base_url="https://localhost")
    assert "Secure" in _session_cookie(https)


def test_pages_and_assets_go_out_compressed_when_the_browser_accepts_it(client):
    import gzip

    page = client.get("/rules/", headers={"Accept-Encoding": "gzip"})
    assert page.headers["Content-Encoding"] == "gzip"
    assert b"<h1>" in gzip.decompress(page.get_data())
    css = client.get("/static/css/app.css", headers={"Accept-Encoding": "br"})
    assert css.headers["Content-Encoding"] == "br"
    assert "Content-Encoding" not in client.get("/rules/").headers


def test_a_hole_form_left_open_for_hours_still_saves(monkeypatch):
    """A phone put down during a long hole (or dinner): its form's CSRF token is bound to
    the session, not to the hour it was rendered, so the typed scores are not refused."""
    import re
    import time

    from itsdangerous.timed import TimestampSigner

    from golfkeeper import create_app
    from golfkeeper.extensions import db
    from golfkeeper.models import HoleScore, Match, Player

    # CSRF on, and no app context held across requests (Flask-WTF keeps a token in ``g``).
    app = create_app(
        {"TESTING": True, "SECRET_KEY": "test", "SQLALCHEMY_DATABASE_URI": "sqlite://"}
    )
    with app.app_context():
        db.create_all()
        match = Match(rules={"preset": "main"}, first_dealer_seat=0)
        match.players = [Player(name="Ann", seat=0), Player(name="Bo", seat=1)]
        db.session.add(match)
        db.session.commit()
        match_id, token, players = match.id, match.edit_token, [p.id for p in match.players]
    client = app.test_client()
    client.get(f"/m/edit/{token}")
    page = client.get(f"/matches/{match_id}").get_data(as_text=True)
    csrf = re.search(r'name="csrf_token" type="hidden" value="([^"]+)"', page).group(1)
    later = int(time.time()) + 6 * 3600
    monkeypatch.setattr(TimestampSigner, "get_timestamp", lambda self: later)
    version = re.search(r'name="version" type="hidden" value="([^"]+)"', page).group(1)
    data = {"csrf_token": csrf, "version": version, **{f"player-{p}": "4" for p in players}}
    response = client.post(f"/matches/{match_id}/holes/1", data=data)
    assert response.status_code == 302, response.get_data(as_text=True)[:300]
    with app.app_context():
        assert len(db.session.scalars(db.select(HoleScore)).all()) == 2


def test_a_header_the_view_set_itself_is_kept(app, client):
    from flask import Response

    app.add_url_rule(
        "/framed", "framed", lambda: Response("ok", headers={"x-frame-options": "SAMEORIGIN"})
    )
    headers = client.get("/framed").headers
    assert headers.getlist("X-Frame-Options") == ["SAMEORIGIN"]
    assert headers["Referrer-Policy"] == "same-origin"


def test_a_rotated_secret_key_keeps_old_sessions_until_its_fallback_goes(app, client):
    """A new key (with the old one as a fallback) is used at once, and dropping the
    fallback ends sessions signed with the old key that did not come back meanwhile."""
    from tests.web.helpers import page_text, start_match

    match = start_match(client, ["Ann", "Bo"])
    client.get("/")
    old_cookie = client.get_cookie("session").value
    assert "Hole 1 of 9" in page_text(client.get(f"/matches/{match.id}"))
    app.secret_key = "rotated"
    app.config["SECRET_KEY_FALLBACKS"] = ["test"]
    assert "Hole 1 of 9" in page_text(client.get(f"/matches/{match.id}"))
    app.config["SECRET_KEY_FALLBACKS"] = []
    client.set_cookie("session", old_cookie)  # a browser that stayed away all along
    assert client.get(f"/matches/{match.id}").status_code == 404  # the old cookie is void


def test_a_cookie_read_with_an_old_key_is_signed_again_so_the_old_key_can_go(app, client):
    """After a rotation, a browser's next visit gets its cookie back signed with the new
    key: once it has been back, dropping the fallback costs it nothing (issue 36)."""
    from tests.web.helpers import page_text, start_match

    match = start_match(client, ["Ann", "Bo"])
    client.get(f"/matches/{match.id}")
    app.secret_key = "rotated"
    app.config["SECRET_KEY_FALLBACKS"] = ["test"]
    visit = client.get("/rules/")  # any page, one that changes nothing in the session
    assert "Set-Cookie" in visit.headers  # the same rights, under the new key
    assert "Set-Cookie" not in client.get("/rules/").headers  # once is enough
    app.config["SECRET_KEY_FALLBACKS"] = []
    assert "Hole 1 of 9" in page_text(client.get(f"/matches/{match.id}"))


def test_old_keys_come_from_the_environment(tmp_path, monkeypatch):
    """``SECRET_KEY_FALLBACKS``: the keys used before, separated by spaces or commas."""
    from golfkeeper import create_app

    monkeypatch.setenv("GOLFKEEPER_INSTANCE", str(tmp_path))
    monkeypatch.setenv("SECRET_KEY", "new")
    monkeypatch.setenv("SECRET_KEY_FALLBACKS", "older, old")
    app = create_app({"SQLALCHEMY_DATABASE_URI": "sqlite://"})
    assert (app.secret_key, app.config["SECRET_KEY_FALLBACKS"]) == ("new", ["older", "old"])


def test_pages_are_never_kept_by_the_browser_but_assets_are(client):
    """Back must ask the server again: another phone may have saved since."""
    from tests.web.helpers import start_match

    match = start_match(client, ["Ann", "Bo"])
    for path in ["/", f"/matches/{match.id}", f"/m/{match.view_token}", "/rules/", "/nowhere"]:
        assert client.get(path).headers["Cache-Control"] == "no-store", path
    assert "no-store" not in client.get("/static/css/app.css").headers.get("Cache-Control", "")
