"""A host's setup, run as the README says: the secrets line keeps the keys it made, a wrong
database at start is one line (not a traceback on every restart), gunicorn listens on
loopback unless HOST says otherwise, forwarded headers are believed only from the proxy,
and ``purge-old-matches`` runs with the servers' settings (issue 36, points 11 and 12).

The database checks need PostgreSQL's server programs (skipped when missing, unless CI's
GOLFKEEPER_REQUIRE_POSTGRES says it must be there)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

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
