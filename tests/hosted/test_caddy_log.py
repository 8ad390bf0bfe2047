"""Caddy's own log never holds a link's token (deploy/Caddyfile): run with its global
options, in front of an app that is down, every follower's request lands in Caddy's error
log. Needs ``caddy``; skipped without it unless GOLFKEEPER_REQUIRE_CADDY=1."""

from __future__ import annotations

import re
import shutil
import subprocess
import time
import urllib.error
import urllib.request
from pathlib import Path

from bench.stack import free_port
from golfkeeper.models import new_token
from tests.conftest import require_tool

CADDYFILE = Path(__file__).resolve().parents[2] / "deploy" / "Caddyfile"


def _global_options() -> str:
    """The body of the Caddyfile's global options block (the first ``{`` ... ``}``)."""
    found = re.search(r"^\{\n(.*?)^\}\n", CADDYFILE.read_text(), re.MULTILINE | re.DOTALL)
    assert found, "deploy/Caddyfile has no global options block"
    return found.group(1)


def test_caddys_error_log_holds_no_token_in_any_form_of_the_path(tmp_path):
    caddy = shutil.which("caddy")
    require_tool("caddy", caddy is None, "GOLFKEEPER_REQUIRE_CADDY", "caddy")
    port, down = free_port(), free_port()
    (tmp_path / "Caddyfile").write_text(
        "{\n\tadmin off\n" + _global_options() + "}\n"
        f"http://127.0.0.1:{port} {{\n\tbind 127.0.0.1\n\treverse_proxy 127.0.0.1:{down}\n}}\n"
    )
    token = new_token()
    paths = [
        f"/m/{token}",
        f"/m/{token}/state",
        f"/m//{token}",
        f"/m/edit/{token}",
        f"/m/edit//{token}",
        f"/M/{token}",
        f"/%6D/{token}",
        f"/m/recover/{token}?x=1",
        "/matches/4/holes/2",
    ]
    log_path = tmp_path / "caddy.log"
    with log_path.open("wb") as log:
        process = subprocess.Popen(
            [caddy, "run", "--config", str(tmp_path / "Caddyfile"), "--adapter", "caddyfile"],
            stdout=log,
            stderr=subprocess.STDOUT,
            env={"HOME": str(tmp_path), "XDG_DATA_HOME": str(tmp_path), "PATH": "/usr/bin:/bin"},
        )
        try:
            deadline = time.monotonic() + 15
            answered = 0
            for path in paths:
                while True:
                    request = urllib.request.Request(
                        f"http://127.0.0.1:{port}{path}",
                        headers={"Referer": f"http://127.0.0.1:{port}/m/{token}"},
                    )
                    try:
                        urllib.request.urlopen(request, timeout=5)
                    except urllib.error.HTTPError as error:
                        assert error.code == 502
                        answered += 1
                        break
                    except urllib.error.URLError:
                        assert time.monotonic() < deadline, log_path.read_text()
                        time.sleep(0.1)
        finally:
            process.terminate()
            process.wait(timeout=10)
    text = log_path.read_text()
    assert answered == len(paths)
    assert text.count('"uri":') == len(paths), text  # each request was logged
    assert '"uri":"/matches/4/holes/2"' in text  # plain words and numbers stay
    for part in (token, token[:8], token[-8:]):
        assert part not in text, text
