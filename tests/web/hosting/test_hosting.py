"""Hosted behind an HTTPS proxy: configuration from the environment, the proxy's headers,
secure cookies and HSTS, /healthz, and the request log that never holds a link's token."""

from __future__ import annotations

import doctest
import logging

import pytest
from sqlalchemy.exc import OperationalError

from golfkeeper import create_app
from golfkeeper.extensions import db
from golfkeeper.live import views as live_views
from golfkeeper.web import hosting
from tests.conftest import TEST_DATABASE_URL
from tests.web.helpers import start_match

PROXIED = {
    "X-Forwarded-For": "203.0.113.7",
    "X-Forwarded-Proto": "https",
    "X-Forwarded-Host": "golf.example.org",
}


def make_app(**config):
    app = create_app(
        {
            "TESTING": True,
            "SECRET_KEY": "t",
            "SQLALCHEMY_DATABASE_URI": TEST_DATABASE_URL,
            "WTF_CSRF_ENABLED": False,
            **config,
        }
    )
    with app.app_context():
        db.drop_all()
        db.create_all()
    return app


@pytest.fixture
def hosted(monkeypatch):
    monkeypatch.setenv("GOLFKEEPER_HOSTED", "1")
    app = make_app(RATELIMIT_ENABLED=False)
    yield app
    with app.app_context():
        db.drop_all()
        db.engine.dispose()


@pytest.fixture
def request_lines():
    """The request log's lines during a test."""
    lines: list[str] = []

    class Keep(logging.Handler):
        def emit(self, record):
            lines.append(record.getMessage())

    handler = Keep()
    hosting.request_log.addHandler(handler)
    yield lines
    hosting.request_log.removeHandler(handler)


def test_the_log_line_helpers_doctests():
    assert doctest.testmod(hosting).failed == 0


def test_a_laptop_on_the_lan_keeps_todays_settings(app):
    assert app.config["HOSTED"] is False
    assert app.config["TRUSTED_PROXIES"] == 0
    assert app.config["SESSION_COOKIE_SECURE"] is False
    assert app.config["MATCH_RETENTION_DAYS"] is None
    assert app.config["RATELIMIT_ENABLED"] is False


def test_the_lan_does_not_believe_forwarded_headers(client):
    response = client.get("/healthz", headers=PROXIED)
    assert "Strict-Transport-Security" not in response.headers
    assert "X-Request-Id" not in response.headers


def test_hosted_switches_on_proxy_headers_secure_cookies_retention_and_limits(monkeypatch):
    monkeypatch.setenv("GOLFKEEPER_HOSTED", "1")
    app = create_app({"TESTING": True, "SECRET_KEY": "t", "SQLALCHEMY_DATABASE_URI": "sqlite://"})
    assert app.config["HOSTED"] == 1
    assert app.config["TRUSTED_PROXIES"] == 1
    assert app.config["SESSION_COOKIE_SECURE"] is True
    assert app.config["MATCH_RETENTION_DAYS"] == 90
    assert app.config["RATELIMIT_ENABLED"] is True
    assert app.config["REQUEST_LOG"] is True


def test_any_setting_comes_from_a_prefixed_variable_and_beats_the_hosted_default(monkeypatch):
    monkeypatch.setenv("GOLFKEEPER_HOSTED", "true")
    monkeypatch.setenv("GOLFKEEPER_MATCH_RETENTION_DAYS", "30")
    monkeypatch.setenv("GOLFKEEPER_RATELIMIT_API", "10 per minute")
    monkeypatch.setenv("REDIS_URL", "redis://127.0.0.1:1/0")
    app = create_app({"TESTING": True, "SECRET_KEY": "t", "SQLALCHEMY_DATABASE_URI": "sqlite://"})
    assert app.config["MATCH_RETENTION_DAYS"] == 30
    assert app.config["RATELIMIT_API"] == "10 per minute"
    assert app.config["RATELIMIT_STORAGE_URI"] == "redis://127.0.0.1:1/0"
    assert app.config["SESSION_COOKIE_SECURE"] is True


def test_database_url_and_secret_key_variables_still_work(tmp_path, monkeypatch):
    monkeypatch.setenv("GOLFKEEPER_INSTANCE", str(tmp_path))
    monkeypatch.setenv("DATABASE_URL", f"sqlite:///{tmp_path / 'x.sqlite3'}")
    monkeypatch.setenv("SECRET_KEY", "from-the-environment")
    app = create_app()
    assert app.config["SQLALCHEMY_DATABASE_URI"] == f"sqlite:///{tmp_path / 'x.sqlite3'}"
    assert app.secret_key == "from-the-environment"


@pytest.mark.parametrize(
    ("sender", "believed"),
    [("127.0.0.1", True), ("::1", True), ("192.0.2.10", False), ("10.1.2.3", False)],
)
def test_forwarded_headers_are_believed_only_from_the_proxys_address(
    hosted, request_lines, sender, believed
):
    """Straight to the app's port with X-Forwarded-For, a client picked the address its
    rate limits and log lines count against; only the proxy (loopback by default) may."""
    response = hosted.test_client().get(
        "/healthz", headers=PROXIED, environ_base={"REMOTE_ADDR": sender}
    )
    assert f"addr={'203.0.113.7' if believed else sender}" in request_lines[-1]
    assert ("Strict-Transport-Security" in response.headers) is believed  # https believed


def test_the_proxys_addresses_may_be_networks(monkeypatch, request_lines):
    monkeypatch.setenv("GOLFKEEPER_HOSTED", "1")
    monkeypatch.setenv("GOLFKEEPER_TRUSTED_PROXY_ADDRESSES", "10.0.0.0/8, fc00::/7")
    app = create_app({"TESTING": True, "SECRET_KEY": "t", "SQLALCHEMY_DATABASE_URI": "sqlite://"})
    for sender, seen in [("10.1.2.3", "203.0.113.7"), ("127.0.0.1", "127.0.0.1")]:
        app.test_client().get("/livez", headers=PROXIED, environ_base={"REMOTE_ADDR": sender})
        assert f"addr={seen}" in request_lines[-1]


def test_behind_the_proxy_links_name_the_public_https_address(hosted):
    client = hosted.test_client()
    response = client.get("/healthz", headers=PROXIED)
    assert response.headers["Strict-Transport-Security"] == "max-age=31536000"
    response = client.post(
        "/matches/new",
        data={"name_1": "Ann", "name_2": "Bo", "first_dealer": "1", "holes": "9"},
        headers=PROXIED,
    )
    assert response.status_code == 302
    assert response.headers["Location"].startswith("/matches/")
    cookie = response.headers["Set-Cookie"]
    assert "Secure" in cookie and "HttpOnly" in cookie
    page = client.get(response.headers["Location"], headers=PROXIED).get_data(as_text=True)
    assert "https://golf.example.org/m/" in page


def test_plain_http_to_a_hosted_app_gets_no_hsts(hosted):
    response = hosted.test_client().get("/healthz")
    assert "Strict-Transport-Security" not in response.headers


def test_healthz_says_ok_when_the_database_answers(client):
    response = client.get("/healthz")
    assert response.status_code == 200
    assert response.get_json() == {"status": "ok"}


def test_healthz_answers_503_when_the_database_is_gone(tmp_path):
    app = create_app(
        {
            "TESTING": True,
            "SECRET_KEY": "t",
            # A folder, not a file: SQLite cannot open it.
            "SQLALCHEMY_DATABASE_URI": f"sqlite:///{tmp_path}",
        }
    )
    response = app.test_client().get("/healthz")
    assert response.status_code == 503
    assert response.get_json()["status"] == "unavailable"
    # The process itself still answers: the proxy keeps it, and people get its 503 pages.
    alive = app.test_client().get("/livez")
    assert alive.status_code == 200 and alive.get_json() == {"status": "alive"}
    assert alive.headers["Cache-Control"] == "no-store"
    with app.app_context(), pytest.raises(OperationalError):
        db.session.execute(db.text("SELECT 1"))


def test_each_request_is_one_greppable_line_with_an_id(hosted, request_lines):
    client = hosted.test_client()
    response = client.get("/healthz", headers={**PROXIED, "X-Request-Id": "abc-123"})
    assert response.headers["X-Request-Id"] == "abc-123"
    [line] = request_lines
    fields = dict(part.split("=", 1) for part in line.split(" "))
    assert fields["request_id"] == "abc-123"
    assert fields["method"] == "GET" and fields["path"] == "/healthz"
    assert fields["status"] == "200" and fields["addr"] == "203.0.113.7"
    assert fields["ts"].endswith("Z") and float(fields["ms"]) >= 0


def test_a_forged_request_id_is_replaced(hosted, request_lines):
    forged = "x status=500 fake=" + "y" * 80
    response = hosted.test_client().get("/healthz", headers={"X-Request-Id": forged})
    assert len(response.headers["X-Request-Id"]) == 16
    assert "fake" not in request_lines[0] and request_lines[0].count("status=") == 1


def test_the_log_never_holds_a_view_or_edit_token(hosted, request_lines):
    client = hosted.test_client()
    match = start_match(client, ["Ann", "Bo"])
    other = hosted.test_client()
    other.get(f"/m/{match.view_token}")
    other.get(f"/m/{match.view_token}/state")
    other.get(f"/m/edit/{match.edit_token}")
    log = "\n".join(request_lines)
    assert match.view_token not in log and match.edit_token not in log
    assert "path=/m/<token> " in log
    assert "path=/m/<token>/state " in log
    assert "path=/m/edit/<token> " in log


def test_no_form_of_a_link_path_puts_its_token_in_any_log(hosted, request_lines, caplog):
    client = hosted.test_client()
    match = start_match(client, ["Ann", "Bo"])
    view, edit = match.view_token, match.edit_token
    other = hosted.test_client()
    forms = [
        f"/m//{view}",
        f"//m/{view}",
        f"/m/edit//{edit}",
        f"/m//edit/{edit}",
        f"/M/{view}",
        f"/M/EDIT/{edit}",
        f"/m/{view}//state",
        f"/m/{view}/",
        f"/%6D/{view}",
        f"/m/recover/{edit}",
        f"/matches/{view}",
        f"/m/{view}/table/{edit}",
    ]
    request_lines.clear()
    with caplog.at_level(logging.DEBUG):
        for path in forms:
            other.get(path)
    log = "\n".join(request_lines + [record.getMessage() for record in caplog.records])
    assert len(request_lines) == len(forms)
    assert view not in log and edit not in log
    assert view[:12] not in log and edit[:12] not in log


@pytest.mark.parametrize(
    ("path", "logged"),
    [
        ("/m//Zx3-abc", "/m/<token>"),
        ("/M/Zx3-abc/state", "/m/<token>/state"),
        ("/m/edit//Zx3-abc", "/m/edit/<token>"),
        ("//M//Edit//Zx3-abc", "/m/edit/<token>"),
        ("/m/recover/Zx3-abc", "/m/recover/<token>"),
        ("/matches/4/holes/2", "/matches/4/holes/2"),
        ("/rules/questions/can-a-pair-of-jokers-tie", "/rules/questions/can-a-pair-of-jokers-tie"),
        ("/static/js/kept-scores.js", "/static/js/kept-scores.js"),
    ],
)
def test_the_logged_path_names_the_page_without_the_token(path, logged):
    assert hosting.loggable_path(path) == logged


def test_an_error_on_a_link_page_is_logged_without_its_token(hosted, caplog, monkeypatch):
    client = hosted.test_client()
    match = start_match(client, ["Ann", "Bo"])
    hosted.config["PROPAGATE_EXCEPTIONS"] = False

    def broken(token):
        raise RuntimeError(f"could not read the match of {token}")

    monkeypatch.setattr(live_views, "_followed", broken)
    with caplog.at_level(logging.ERROR):
        assert client.get(f"/m/{match.view_token}").status_code == 500
    [record] = [r for r in caplog.records if r.name == "golfkeeper"]
    assert "Exception on /m/<token> [GET]" in record.getMessage()
    assert "could not read the match of <token>" in record.exc_text
    assert match.view_token not in caplog.text


def test_hosted_the_session_cookie_takes_the_host_prefix(hosted):
    client = hosted.test_client()
    response = client.post(
        "/matches/new",
        data={"name_1": "Ann", "name_2": "Bo", "first_dealer": "1", "holes": "9"},
        headers=PROXIED,
    )
    [cookie] = response.headers.getlist("Set-Cookie")
    assert cookie.startswith("__Host-session=")
    assert "Secure" in cookie and "Path=/" in cookie and "Domain" not in cookie


def test_a_browser_holding_the_cookie_under_its_old_name_keeps_its_rights(hosted):
    keeper = hosted.test_client()
    match = start_match(keeper, ["Ann", "Bo"])
    value = keeper.get_cookie("__Host-session").value
    before_the_rename = hosted.test_client()
    before_the_rename.set_cookie("session", value)  # as the cookie was named before

    response = before_the_rename.get(f"/matches/{match.id}", headers=PROXIED)
    assert response.status_code == 200 and "Save hole 1" in response.get_data(as_text=True)
    set_cookies = response.headers.getlist("Set-Cookie")
    assert any(line.startswith("__Host-session=") for line in set_cookies)
    assert any(line.startswith("session=;") and "Max-Age=0" in line for line in set_cookies)
    assert before_the_rename.get_cookie("session") is None
    assert before_the_rename.get(f"/matches/{match.id}", headers=PROXIED).status_code == 200


def test_on_a_lan_the_session_cookie_keeps_its_name(app, client):
    assert app.config["SESSION_COOKIE_NAME"] == "session"
    start_match(client, ["Ann", "Bo"])
    assert client.get_cookie("session") is not None


@pytest.mark.parametrize("name", hosting.TOKEN_FILTERED_LOGGERS)
def test_the_servers_loggers_write_no_token(app, caplog, name):
    token = "Ab1-" * 8
    with caplog.at_level(logging.INFO):
        logging.getLogger(name).info('127.0.0.1 - - "GET /m/%s/state HTTP/1.1" 200 -', token)
    assert token not in caplog.text and "/m/<token>/state" in caplog.text
