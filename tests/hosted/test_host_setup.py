"""A host's setup, run as the README says: the secrets line keeps the keys it made, a wrong
database at start is one line (not a traceback on every restart), gunicorn listens on
loopback unless HOST says otherwise, forwarded headers are believed only from the proxy,
and ``purge-old-matches`` runs with the servers' settings (issue 36, points 11 and 12).

The database checks need PostgreSQL's server programs (skipped when missing, unless CI's
GOLFKEEPER_REQUIRE_POSTGRES says it must be there)."""

from __future__ import annotations

import http.server
import os
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from pathlib import Path
from urllib.parse import urlencode

from bench import stack
from tests.conftest import require_tool

ROOT = Path(__file__).resolve().parents[2]


def _environment(**env: str) -> dict[str, str]:
    # flask and gunicorn from this Python's virtualenv, whatever PATH says.
    path = f"{Path(sys.executable).parent}{os.pathsep}{os.environ.get('PATH', '')}"
    return {**os.environ, "GOLFKEEPER_HOSTED": "1", **env, "PATH": path}


def test_the_secrets_line_keeps_the_keys_it_made(tmp_path):
    def secret(name: str) -> str:
        env = {**os.environ, "GOLFKEEPER_INSTANCE": str(tmp_path)}
        done = subprocess.run(
            [ROOT / "deploy" / "secret.sh", name], env=env, capture_output=True, text=True
        )
        assert done.returncode == 0, done.stderr
        return done.stdout

    key = secret("secret_key")
    assert len(key) == 64 and int(key, 16) >= 0
    assert secret("secret_key") == key  # run again (an upgrade, a new shell): the same key
    assert secret("postgres_password") not in (key, "")
    assert oct((tmp_path / "secret_key").stat().st_mode & 0o777) == "0o600"
    # The very key the app reads from the instance folder when SECRET_KEY is not set.
    env = {"GOLFKEEPER_INSTANCE": str(tmp_path), "SECRET_KEY": ""}
    read = subprocess.run(
        [sys.executable, "-c", "from golfkeeper import create_app; print(create_app().secret_key)"],
        env={**os.environ, **env, "DATABASE_URL": "sqlite://"}, capture_output=True, text=True,
        cwd=ROOT,
    )  # fmt: skip
    assert read.stdout.strip() == key, read.stderr


def test_a_database_that_refuses_the_app_is_one_line_at_start(postgres_server, tmp_path):
    """A role PostgreSQL does not know (a wrong password fails the same way, at connect):
    deploy/start.sh stops before migrating, with one line naming the database, password
    hidden."""
    url = postgres_server.base_url.replace("postgres@", "golfkeeper:wrong-password@") + "/golf"
    env = _environment(DATABASE_URL=url, SECRET_KEY="k", GOLFKEEPER_INSTANCE=str(tmp_path))
    done = subprocess.run(
        [ROOT / "deploy" / "start.sh"], env=env, capture_output=True, text=True, timeout=120
    )
    assert done.returncode != 0
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1, done.stderr
    assert "golfkeeper cannot open its database" in lines[0]
    assert "golfkeeper:***@127.0.0.1" in lines[0] and "wrong-password" not in lines[0]
    assert "Traceback" not in done.stderr + done.stdout


def test_gunicorn_listens_on_loopback_unless_host_says_otherwise(tmp_path):
    """deploy/gunicorn.conf.py as a host runs it by hand, with no --bind: reachable by the
    proxy on this machine, not by anyone who can reach the machine's other addresses."""
    for host, expected in ((None, "127.0.0.1"), ("0.0.0.0", "0.0.0.0")):
        port = str(stack.free_port())
        env = _environment(
            PORT=port, SECRET_KEY="k", GOLFKEEPER_INSTANCE=str(tmp_path),
            DATABASE_URL=f"sqlite:///{tmp_path / 'golf.sqlite3'}", WEB_CONCURRENCY="1",
        )  # fmt: skip
        env.pop("HOST", None)
        if host:
            env["HOST"] = host
        log = tmp_path / f"gunicorn-{port}.log"
        command = ["gunicorn", "--config", str(ROOT / "deploy" / "gunicorn.conf.py"), "app:app"]
        process = stack.start_process(command, log, env)
        try:
            stack.wait_until_healthy(f"http://127.0.0.1:{port}/livez", 60, process, log)
            assert f"Listening at: http://{expected}:{port}" in log.read_text()
        finally:
            stack.stop_process(process)


def test_purge_old_matches_without_the_servers_settings_touches_nothing(tmp_path):
    """Run in a bare shell (no DATABASE_URL, no SECRET_KEY), it names what is missing and
    leaves no empty database and no new key behind."""
    env = _environment(GOLFKEEPER_INSTANCE=str(tmp_path))
    for name in ("DATABASE_URL", "SECRET_KEY", "GOLFKEEPER_HOSTED"):
        env.pop(name, None)
    done = subprocess.run(
        ["flask", "--app", "app", "purge-old-matches"],
        env=env, capture_output=True, text=True, cwd=ROOT, timeout=120,
    )  # fmt: skip
    assert done.returncode == 1
    assert "run this with the servers' settings" in done.stderr
    assert sorted(path.name for path in tmp_path.iterdir()) == []


def test_purge_old_matches_with_the_servers_settings_purges_their_database(
    postgres_server, database, tmp_path
):
    env = _environment(DATABASE_URL=database, SECRET_KEY="k", GOLFKEEPER_INSTANCE=str(tmp_path))
    upgrade = ["flask", "--app", "app", "db", "upgrade"]
    done = subprocess.run(upgrade, env=env, capture_output=True, text=True, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    purge = ["flask", "--app", "app", "purge-old-matches"]
    done = subprocess.run(purge, env=env, capture_output=True, text=True, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    assert "Deleted 0 matches nobody opened or changed for 90 days." in done.stdout
    assert list(tmp_path.iterdir()) == []  # the key came with the settings


class _Recorder(http.server.BaseHTTPRequestHandler):
    """An app server that answers every request, notes each POST's body as received and
    tells when it was asked a GET (Caddy's health check)."""

    bodies: list[bytes]

    def do_GET(self):
        self._answer(b"alive")
        self.server.checked.set()  # type: ignore[attr-defined]

    def do_POST(self):
        length = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(length)
        self.server.bodies.append(body)  # type: ignore[attr-defined]
        self._answer(b"saved")

    def _answer(self, text: bytes) -> None:
        self.send_response(200)
        self.send_header("Content-Length", str(len(text)))
        self.end_headers()
        self.wfile.write(text)

    def log_message(self, *args):
        pass


def _recorder() -> http.server.ThreadingHTTPServer:
    server = http.server.ThreadingHTTPServer(("127.0.0.1", stack.free_port()), _Recorder)
    server.bodies = []  # type: ignore[attr-defined]
    server.checked = threading.Event()  # type: ignore[attr-defined]
    # A short poll, so that shutdown() stops it at once.
    threading.Thread(target=server.serve_forever, args=(0.05,), daemon=True).start()
    return server


def test_caddy_never_sends_a_save_again_without_its_body(tmp_path):
    """deploy/Caddyfile in front of two servers, one of which stops between two health
    checks (a restart): every save reaches the other whole or is answered 502 at once (the
    phone keeps it to send again); none is sent on to another server without its body, as
    Caddy did on a retry (its log said "invalid Read on closed Body"; the app, 400)."""
    require_tool("caddy", stack.caddy_executable() is None, "GOLFKEEPER_REQUIRE_CADDY", "caddy")
    servers = [_recorder(), _recorder()]
    ports = [server.server_address[1] for server in servers]
    body = urlencode({"csrf_token": "t" * 40, "player-1": "7", "player-2": "3"}).encode()
    with stack.caddy(tmp_path / "caddy", ports, "/livez") as proxy:
        # Stopped just after a round of health checks (each of the Caddyfile's three proxies
        # checks on its own, every 5 s), so that the next comes after the saves: a check in
        # between took it out of the rotation first, and no save was sent to it.
        servers[0].checked.clear()
        assert servers[0].checked.wait(10), "Caddy never checked the server's health"
        time.sleep(0.3)
        servers[0].shutdown()
        servers[0].server_close()  # stopped, as a server restarting is
        answers = []
        for _ in range(6):
            started = time.monotonic()
            request = urllib.request.Request(proxy.url + "/matches/1/holes/1", body)
            try:
                with urllib.request.urlopen(request, context=proxy.tls(), timeout=30) as answer:
                    status = answer.status
            except urllib.error.HTTPError as error:
                status = error.code
            answers.append((status, round(time.monotonic() - started, 2)))
        log = proxy.log.read_text()
    servers[1].shutdown()
    print(f"\nsaves through Caddy with one server stopped: {answers}")
    assert {status for status, _ in answers} <= {200, 502}, answers
    assert 502 in {status for status, _ in answers}  # the stopped server was chosen
    assert all(seconds < 2 for status, seconds in answers if status == 502), answers
    assert servers[1].bodies == [body] * sum(status == 200 for status, _ in answers)
    assert "invalid Read on closed Body" not in log
