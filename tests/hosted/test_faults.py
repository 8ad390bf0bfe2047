"""Faults a public host meets, on a throwaway PostgreSQL of the test's own: the database
server going away under a running app (a 503 that keeps the form, keeps its own
Retry-After and spends no rate limit, then saves again by itself once it is back; a
connection cut after a page was built still sends the page), Caddy restarting between two
saves (nothing lost), the same file imported twice at once (stored once), one recovery
link sent by two browsers at once (one starter), and the hosted
log under gunicorn carrying the app's and the rate limiter's warnings.

Needs PostgreSQL's server programs (``apt-get install -y postgresql``), and Caddy for the
restart; each is skipped when missing, unless GOLFKEEPER_REQUIRE_POSTGRES=1 or
GOLFKEEPER_REQUIRE_CADDY=1 (CI sets both): then a missing one fails.
"""

from __future__ import annotations

import http.cookiejar
import io
import re
import threading
import urllib.error
import urllib.request
from html import unescape
from pathlib import Path
from urllib.parse import urlencode

import pytest
from sqlalchemy import create_engine, text

from bench import stack
from golfkeeper import create_app, scorekeeping
from golfkeeper.extensions import db
from tests.conftest import require_tool
from tests.web.helpers import record, recovery_race, start_match, stored

HIDDEN = re.compile(r'<input type="hidden" name="([^"]+)" value="([^"]*)">')


@pytest.fixture
def app_on_database(database):
    """Builds the app on this test's database with its tables, answering as a server does
    (an error page, never an exception raised to the test); its tables dropped after."""
    built = []

    def build(**config):
        app = create_app(
            {
                "TESTING": True,
                "SECRET_KEY": "t",
                "SQLALCHEMY_DATABASE_URI": database,
                "WTF_CSRF_ENABLED": False,
                "RATELIMIT_ENABLED": False,
                **config,
            }
        )
        app.config["PROPAGATE_EXCEPTIONS"] = False
        with app.app_context():
            db.create_all()
        built.append(app)
        return app

    yield build
    for app in built:
        with app.app_context():
            db.drop_all()
            db.engine.dispose()


def second_hole_typed(client):
    """A match of Ann and Bo with hole 1 saved (two writes); the stored match, hole 2's
    address, and its form as typed (3 and 12)."""
    match = start_match(client, ["Ann", "Bo"])
    assert record(client, match, 1, [4, 7]).status_code == 302
    match = stored(client, match)
    ann, bo = sorted(match.players, key=lambda player: player.seat)
    typed = {
        f"player-{ann.id}": "3",
        f"player-{bo.id}": "12",
        "version": scorekeeping.hole_version(match, 2),
    }
    return match, f"/matches/{match.id}/holes/2", typed


def test_a_lost_database_is_a_503_that_keeps_the_form_then_saves_again(
    postgres_server, app_on_database
):
    app = app_on_database()
    client = app.test_client()
    match, hole_2, typed = second_hole_typed(client)
    ann, bo = sorted(match.players, key=lambda player: player.seat)
    try:
        # Restarted, crashed, or moved: every connection the app holds is cut.
        postgres_server.stop()
        for _ in range(2):  # the pooled connection, then a new one that is refused
            refused = client.post(hole_2, data=typed)
            assert refused.status_code == 503
            assert refused.headers["Retry-After"] == "5"
            page = unescape(refused.get_data(as_text=True))
            assert "can't reach its database" in page and "Nothing was saved" in page
            resend = page[page.index('class="resend"') :]
            kept = dict(HIDDEN.findall(resend[: resend.index("</form>")]))
            assert kept == typed
        assert client.get(f"/matches/{match.id}").status_code == 503
        assert client.get("/healthz").status_code == 503
    finally:
        postgres_server.start()
    # The kept form, sent again as it is, saves: nobody restarts the app.
    resent = client.post(hole_2, data=kept)
    assert resent.status_code == 302
    scores = {(s.player_id, s.hole_number): s.points for s in stored(client, match).scores}
    assert scores == {(ann.id, 1): 4, (bo.id, 1): 7, (ann.id, 2): 3, (bo.id, 2): 12}


class Phone:
    """A phone's browser over HTTPS: cookies, and a new connection for each request (so a
    restarted proxy is met as a browser meets it after its kept connection closed)."""

    def __init__(self, base_url: str, tls):
        self.base_url = base_url
        self.opener = urllib.request.build_opener(
            urllib.request.HTTPCookieProcessor(http.cookiejar.CookieJar()),
            urllib.request.HTTPSHandler(context=tls),
        )

    def get(self, path: str) -> str:
        with self.opener.open(self.base_url + path, timeout=15) as answer:
            return answer.read().decode()

    def post(self, path: str, fields: dict[str, str]) -> tuple[int, str]:
        """Send a form; the status of the last answer (redirects followed) and its page.
        Over HTTPS the app's CSRF check wants a Referer of its own origin, as browsers send."""
        request = urllib.request.Request(
            self.base_url + path,
            data=urlencode(fields).encode(),
            headers={"Referer": self.base_url + path},
        )
        try:
            with self.opener.open(request, timeout=15) as answer:
                return answer.status, answer.read().decode()
        except urllib.error.HTTPError as error:
            return error.code, error.read().decode()


def hole_form(page: str) -> tuple[str, dict[str, str]]:
    """The score sheet's hole form: where it posts, and its fields as shown."""
    start = page.index('class="hole-form"')
    action = re.findall(r'action="([^"]+)"', page[:start])[-1]
    form = page[start : page.index("</form>", start)]
    fields = dict(re.findall(r'<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"', form))
    return unescape(action), {name: unescape(value) for name, value in fields.items()}


def save_hole(phone: Phone, sheet: str, points: int) -> str:
    """Fill every player's field of the sheet's hole form with ``points`` and save it."""
    action, fields = hole_form(sheet)
    fields |= {name: str(points) for name in fields if name.startswith("player-")}
    status, page = phone.post(action, fields)
    assert status == 200 and "saved" in page, page[:2000]
    return page


def test_caddy_restarting_between_two_saves_loses_nothing(database, tmp_path):
    require_tool("caddy", stack.caddy_executable() is None, "GOLFKEEPER_REQUIRE_CADDY", "caddy")
    env = {
        "DATABASE_URL": database,
        "GOLFKEEPER_INSTANCE": str(tmp_path / "instance"),
        "SECRET_KEY": "faults",
    }
    # One worker, as deploy/gunicorn.conf.py runs the app without Redis.
    with (
        stack.gunicorn_hosted(env, tmp_path, "--workers", "1") as app,
        stack.caddy(tmp_path / "caddy", app.port) as proxy,
    ):
        phone = Phone(proxy.url, proxy.tls())
        form = phone.get("/matches/new")
        token = re.search(r'name="csrf_token"[^>]*value="([^"]+)"', form).group(1)
        status, sheet = phone.post(
            "/matches/new",
            {"csrf_token": token, "name_1": "Ann", "name_2": "Bo", "first_dealer": "1",
             "holes": "9", "rules-preset": "main"},
        )  # fmt: skip
        assert status == 200 and "Hole 1" in sheet
        sheet = save_hole(phone, sheet, 6)
        proxy.stop()
        proxy.start()
        # The same phone, its session and the sheet it shows: the next save goes through.
        sheet = save_hole(phone, sheet, 2)
        assert "Hole 2 saved." in sheet
        log = Path(app.log).read_text()
    engine = create_engine(database)
    with engine.connect() as connection:
        rows = connection.execute(
            text("SELECT hole_number, points FROM hole_score ORDER BY hole_number, player_id")
        ).all()
    engine.dispose()
    assert rows == [(1, 6), (1, 6), (2, 2), (2, 2)]
    assert "Traceback" not in log


def cut_connections(database: str) -> None:
    """End every other session on ``database``, as a restart of its server does."""
    engine = create_engine(database)
    with engine.connect() as connection:
        connection.execute(
            text(
                "SELECT pg_terminate_backend(pid) FROM pg_stat_activity"
                " WHERE datname = current_database() AND pid <> pg_backend_pid()"
            )
        )
    engine.dispose()


def test_a_connection_cut_after_the_page_was_built_still_answers_the_page(
    database, app_on_database
):
    """The database restarts between the page's last read and the end of the request: the
    session's closing rollback meets a closed connection. The page was built from what was
    read, so it is sent (not a 500), and the next request reconnects."""
    app = app_on_database()
    cut = []

    @app.after_request
    def restart_the_database(response):
        if cut:
            cut_connections(database)
        return response

    client = app.test_client()
    match = start_match(client, ["Ann", "Bo"])
    assert record(client, match, 1, [4, 7]).status_code == 302
    cut.append(True)
    for page in (f"/matches/{match.id}/print", f"/matches/{match.id}/history", "/matches/"):
        answer = client.get(page)
        assert answer.status_code == 200, page
        assert "Ann" in answer.get_data(as_text=True)
    cut.clear()
    assert client.get(f"/matches/{match.id}").status_code == 200


def test_a_save_refused_for_the_lost_database_says_its_retry_after_and_costs_no_quota(
    postgres_server, app_on_database
):
    """Rate limits on (3 writes a minute): the 503 keeps its own Retry-After (5 s, not the
    limit's window), carries no rate-limit headers, and sending the kept form again and
    again while the database is away spends none of the writes."""
    app = app_on_database(RATELIMIT_ENABLED=True, RATELIMIT_WRITES="3 per minute")
    client = app.test_client()
    match, hole_2, typed = second_hole_typed(client)  # writes 1 and 2
    try:
        postgres_server.stop()
        for _ in range(5):
            refused = client.post(hole_2, data=typed)
            assert refused.status_code == 503
            assert refused.headers["Retry-After"] == "5"
            assert not [name for name, _ in refused.headers if "ratelimit" in name.lower()]
    finally:
        postgres_server.start()
    assert client.post(hole_2, data=typed).status_code == 302  # write 3
    assert record(client, match, 3, [1, 1]).status_code == 429


def test_the_same_file_imported_twice_at_the_same_moment_is_stored_once(app_on_database):
    """Two phones (or two taps) send one exported file at once, ten times over: each time
    one import stores it and the other is told the match is stored already."""
    app = app_on_database()
    client = app.test_client()
    match = start_match(client, ["Ann", "Bo"])
    assert record(client, match, 1, [4, 7]).status_code == 302
    exported = client.get(f"/matches/{match.id}/export.json").get_data()
    with app.app_context():
        db.session.execute(text("DELETE FROM match"))  # the file is all that is left
        db.session.commit()
    answers = []
    for _ in range(10):
        phones = [app.test_client(), app.test_client()]
        together = threading.Barrier(2)

        def send(phone, together):
            together.wait()
            answer = phone.post(
                "/matches/import", data={"file": (io.BytesIO(exported), "match.json")}
            )
            answers.append((answer.status_code, unescape(answer.get_data(as_text=True))))

        threads = [threading.Thread(target=send, args=(phone, together)) for phone in phones]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(30)
        with app.app_context():
            assert db.session.scalar(text("SELECT count(*) FROM match")) == 1
            db.session.execute(text("DELETE FROM match"))
            db.session.commit()
    assert sorted(status for status, _ in answers) == [302] * 10 + [422] * 10
    assert all("This match is stored already" in page for status, page in answers if status == 422)


def test_two_browsers_sending_one_recovery_link_at_once_make_one_starter(app_on_database):
    """On PostgreSQL, as on SQLite (``tests/web/test_links.py``): every round, exactly one
    of two browsers sending the recovery link's answer at once becomes the starter."""
    won = recovery_race(app_on_database(), rounds=20)
    assert won == [1] * 20, f"rounds won by both: {won.count(2)} of 20"


def test_the_hosted_log_carries_the_apps_warnings_and_the_rate_limiters(
    postgres_server, database, tmp_path
):
    """Under gunicorn, Redis unreachable (nothing listens on port 1) and then the database
    gone: both are said in the log, one key=value line each, beside the request lines."""
    env = {
        "DATABASE_URL": database,
        "GOLFKEEPER_INSTANCE": str(tmp_path / "instance"),
        "SECRET_KEY": "logs",
        "GOLFKEEPER_RATELIMIT_STORAGE_URI": "redis://127.0.0.1:1/0",
    }
    with stack.gunicorn_hosted(env, tmp_path, "--workers", "1") as app:
        with urllib.request.urlopen(app.url + "/api/presets", timeout=15) as answer:
            assert answer.status == 200
        postgres_server.stop()
        try:
            with pytest.raises(urllib.error.HTTPError) as refused:
                urllib.request.urlopen(app.url + "/matches/", timeout=15)
            assert refused.value.code == 503
        finally:
            postgres_server.start()
        lines = Path(app.log).read_text().splitlines()
    logged = [line for line in lines if " event=log " in line]
    assert any(
        "level=warning logger=flask-limiter" in line and "Rate limit storage unreachable" in line
        for line in logged
    ), lines
    assert any(
        "level=warning logger=golfkeeper" in line and "the database is unreachable" in line
        for line in logged
    ), lines
    assert all(line.startswith("ts=") for line in logged)
