"""deploy/compose.yaml and deploy/Caddyfile read as a container engine and Caddy would read
them (no container engine runs here): every app server gets the same settings, Caddy
balances over exactly those servers, checks their liveness, retries reads only, and keeps
idle connections shorter than gunicorn does.

The Caddyfile is adapted by ``caddy adapt`` (skipped without caddy, unless
GOLFKEEPER_REQUIRE_CADDY=1).
"""

from __future__ import annotations

import json
import os
import re
import subprocess
from pathlib import Path

import pytest
import yaml

from bench import stack
from golfkeeper.matches.views.transfer import IMPORT_BODY_MAX
from golfkeeper.web.errors import DRAIN_MAX
from tests.conftest import require_tool

DEPLOY = Path(__file__).resolve().parents[2] / "deploy"
# What every app server must be given alike (compose.yaml's x-app).
SHARED = ("GOLFKEEPER_HOSTED", "SECRET_KEY", "DATABASE_URL", "GOLFKEEPER_RATELIMIT_STORAGE_URI")
APP_PORT = 8000  # gunicorn.conf.py's default PORT, the Containerfile's EXPOSE


@pytest.fixture(scope="module")
def compose() -> dict:
    return yaml.safe_load((DEPLOY / "compose.yaml").read_text())


def app_servers(compose: dict) -> dict[str, dict]:
    return {
        name: service
        for name, service in compose["services"].items()
        if service.get("build", {}).get("dockerfile") == "Containerfile"
    }


def test_every_app_server_gets_the_same_settings(compose):
    servers = app_servers(compose)
    assert len(servers) >= 2
    settings = [service["environment"] for service in servers.values()]
    assert all(environment == settings[0] for environment in settings)
    environment = settings[0]
    assert set(SHARED) <= set(environment)
    assert environment["GOLFKEEPER_HOSTED"] == "1"
    # Secrets come from the host's environment, and compose refuses to start without them.
    assert re.fullmatch(r"\$\{SECRET_KEY:\?.+\}", environment["SECRET_KEY"])
    assert "${POSTGRES_PASSWORD:?" in environment["DATABASE_URL"]
    assert (
        "@db:" in environment["DATABASE_URL"]
        and "//redis:" in (environment["GOLFKEEPER_RATELIMIT_STORAGE_URI"])
    )
    for service in servers.values():
        assert service["depends_on"]["db"]["condition"] == "service_healthy"
        assert service["restart"] == "unless-stopped"


def test_caddy_balances_over_exactly_the_app_servers(compose):
    caddy = compose["services"]["caddy"]
    servers = app_servers(compose)
    listed = caddy["environment"]["GOLFKEEPER_APP_SERVERS"].split()
    assert sorted(listed) == sorted(f"{name}:{APP_PORT}" for name in servers)
    assert set(caddy["depends_on"]) == set(servers)
    assert "./Caddyfile:/etc/caddy/Caddyfile:ro" in caddy["volumes"]


def adapted(compose: dict) -> dict:
    """deploy/Caddyfile as Caddy reads it with compose.yaml's environment for Caddy."""
    require_tool("caddy", stack.caddy_executable() is None, "GOLFKEEPER_REQUIRE_CADDY", "caddy")
    environment = {
        **os.environ,
        **compose["services"]["caddy"]["environment"],
        "GOLFKEEPER_DOMAIN": "golf.example.org",
    }
    adapt = [stack.caddy_executable(), "adapt", "--config", str(DEPLOY / "Caddyfile")]
    done = subprocess.run(adapt, env=environment, capture_output=True, text=True, check=True)
    return json.loads(done.stdout)


def handlers(config: dict) -> dict[str, dict]:
    found = {}

    def walk(node):
        if isinstance(node, dict):
            if "handler" in node:
                found[node["handler"]] = node
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    walk(config)
    return found


def proxies(config: dict) -> list[tuple[list, dict]]:
    """Every reverse_proxy handler with the matchers of the route holding it."""
    found = []

    def walk(node, matchers):
        if isinstance(node, dict):
            matchers = node.get("match", matchers)
            if node.get("handler") == "reverse_proxy":
                found.append((matchers, node))
            for value in node.values():
                walk(value, matchers)
        elif isinstance(node, list):
            for value in node:
                walk(value, matchers)

    walk(config, [])
    return found


def test_the_caddyfile_checks_liveness_and_retries_reads_only(compose):
    config = adapted(compose)
    found = handlers(config)
    (stream_match, stream), (reads_match, reads), (writes_match, writes) = proxies(config)
    for proxy in (stream, reads, writes):
        dials = [upstream["dial"] for upstream in proxy["upstreams"]]
        assert sorted(dials) == sorted(f"{name}:{APP_PORT}" for name in app_servers(compose))
        checks = proxy["health_checks"]
        assert checks["active"]["uri"] == "/livez"
        # A client's failed upload must not take a server out: no passive check.
        assert "passive" not in checks
        # Idle connections closed by Caddy before gunicorn closes them (gunicorn.conf.py).
        keepalive = proxy["transport"]["keep_alive"]["idle_timeout"] / 1e9
        gunicorn = re.search(r"^keepalive = (\d+)", (DEPLOY / "gunicorn.conf.py").read_text(), re.M)
        assert keepalive < int(gunicorn.group(1))
    # Reads are retried on another server; anything else never is, not even after a failed
    # connection, which Caddy would retry without the request's body.
    assert [match["method"] for match in reads_match] == [["GET", "HEAD"]]
    # A live page's stream is passed on unbuffered (-1), and opened like any read.
    assert [match["path_regexp"]["pattern"] for match in stream_match] == ["^/m/[^/]+/events$"]
    assert stream["flush_interval"] == -1
    for read in (stream, reads):
        assert read["load_balancing"]["try_duration"] > 0
        assert [match["method"] for match in read["load_balancing"]["retry_match"]] == [
            ["GET", "HEAD"]
        ]
    assert not any("method" in match for match in writes_match)  # every other method
    assert "try_duration" not in writes.get("load_balancing", {})
    assert "retries" not in writes.get("load_balancing", {})
    # A match file the app accepts gets through; the app itself answers anything larger.
    assert IMPORT_BODY_MAX < found["request_body"]["max_size"] <= DRAIN_MAX
