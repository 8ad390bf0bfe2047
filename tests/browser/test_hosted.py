"""The hosted stack on loopback, as a family's phones meet it: Caddy with its own
certificate authority in front of gunicorn (two workers, started by deploy/start.sh), and
Chromium opening one HTTPS address.

Needs ``caddy`` (``apt-get install -y caddy``), and ``certutil`` (``libnss3-tools``) for
the offline test: skipped without them, unless GOLFKEEPER_REQUIRE_CADDY=1 (CI sets it).
Runs on the PostgreSQL server in GOLFKEEPER_TEST_DATABASE_URL when that is set, else on a
SQLite file.
"""

from __future__ import annotations

import os
import re
import shutil
import signal
import socket
import ssl
import subprocess
import sys
import time
import urllib.request
from contextlib import ExitStack, suppress
from pathlib import Path

import pytest
from sqlalchemy import MetaData, create_engine, text

from tests.browser.conftest import (
    CHROMIUM,
    CHROMIUM_ARGS,
    PHONE,
    require_chromium,
    screenshot,
    wait_for_wake_lock_answer,
)
from tests.conftest import require_tool

ROOT = Path(__file__).resolve().parents[2]
# A name that is not loopback, so the page is a secure context only because of HTTPS.
HOST = "golf.test"
NEW_MATCHES_PER_ADDRESS = 2


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def wait_for(url: str, seconds: float, process: subprocess.Popen, log: Path) -> None:
    """Until ``url`` answers 200 (any certificate), or fail with the process's log."""
    insecure = ssl.create_default_context()
    insecure.check_hostname = False
    insecure.verify_mode = ssl.CERT_NONE
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if process.poll() is not None:
            pytest.fail(f"{process.args[0]} stopped:\n{log.read_text()}")
        with suppress(OSError), urllib.request.urlopen(url, timeout=2, context=insecure) as answer:
            if answer.status == 200:
                return
        time.sleep(0.05)
    pytest.fail(f"no answer from {url} within {seconds} s:\n{log.read_text()}")


def start(stack: ExitStack, args: list[str], log: Path, **env) -> subprocess.Popen:
    """Start a server in a process group of its own, stopped (all of it) when ``stack`` closes."""
    out = stack.enter_context(log.open("w"))
    process = subprocess.Popen(
        args,
        cwd=ROOT,
        env={**os.environ, **env},
        stdout=out,
        stderr=subprocess.STDOUT,
        start_new_session=True,
    )

    def stop():
        with suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGTERM)
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()

    stack.callback(stop)
    return process


def empty_database(url: str) -> None:
    """Drop every table of a shared test server, Alembic's too."""
    engine = create_engine(url)
    with engine.begin() as connection:
        tables = MetaData()
        tables.reflect(connection)
        tables.drop_all(connection)
        connection.execute(text("DROP TABLE IF EXISTS alembic_version"))
    engine.dispose()


@pytest.fixture
def hosted_stack(tmp_path):
    """gunicorn (2 workers) on a free port, Caddy on a free HTTPS port in front of it."""
    caddy = shutil.which("caddy")
    require_tool("caddy", caddy is None, "GOLFKEEPER_REQUIRE_CADDY", "caddy")
    database = os.environ.get("GOLFKEEPER_TEST_DATABASE_URL")
    app_port, https_port = free_port(), free_port()
    env = {
        "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}",
        "GOLFKEEPER_HOSTED": "1",
        "GOLFKEEPER_INSTANCE": str(tmp_path / "instance"),
        "SECRET_KEY": "hosted-test",
        "GOLFKEEPER_RATELIMIT_NEW_MATCHES": f"{NEW_MATCHES_PER_ADDRESS} per hour",
    }
    if database:
        empty_database(database)
        env["DATABASE_URL"] = database
    (tmp_path / "Caddyfile").write_text(
        "{\n"
        "\tadmin off\n"
        "\tlocal_certs\n"
        "\tskip_install_trust\n"
        f"\thttp_port {free_port()}\n"
        f"\thttps_port {https_port}\n"
        "\tauto_https disable_redirects\n"
        "}\n"
        f"https://{HOST}:{https_port}, https://127.0.0.1:{https_port} {{\n"
        "\tbind 127.0.0.1\n"
        "\ttls internal\n"
        f"\treverse_proxy 127.0.0.1:{app_port}\n"
        "}\n"
    )
    with ExitStack() as stack:
        gunicorn = start(
            stack,
            ["deploy/start.sh", "--bind", f"127.0.0.1:{app_port}", "--workers", "2"],
            tmp_path / "gunicorn.log",
            **env,
        )
        caddy_process = start(
            stack,
            [caddy, "run", "--config", str(tmp_path / "Caddyfile"), "--adapter", "caddyfile"],
            tmp_path / "caddy.log",
            HOME=str(tmp_path),
            XDG_DATA_HOME=str(tmp_path / "caddy-data"),
            XDG_CONFIG_HOME=str(tmp_path / "caddy-config"),
        )
        wait_for(f"http://127.0.0.1:{app_port}/healthz", 40, gunicorn, tmp_path / "gunicorn.log")
        wait_for(
            f"https://127.0.0.1:{https_port}/healthz", 20, caddy_process, tmp_path / "caddy.log"
        )
        yield {
            "url": f"https://{HOST}:{https_port}",
            "plain_url": f"http://{HOST}:{app_port}",
            "gunicorn": gunicorn,
            "log": tmp_path / "gunicorn.log",
        }
    # pytest shows what teardown prints only when the test failed: both servers' logs.
    for name in ("gunicorn.log", "caddy.log"):
        print(f"--- {name} ---\n{(tmp_path / name).read_text(errors='replace')}")
    if database:
        empty_database(database)


def start_match(page, url: str, *names: str, wait: bool = True) -> None:
    """Start a match from the new-match form (and wait for its score sheet)."""
    page.goto(f"{url}/matches/new")
    for row, name in enumerate(names, start=1):
        page.get_by_label(f"Player {row}", exact=True).fill(name)
    start = page.get_by_role("button", name="Start the match")
    if not wait:
        start.click()
        return
    with page.expect_response(lambda r: r.request.method == "POST") as sent:
        start.click()
    answer = sent.value
    assert answer.status == 302, f"starting a match answered {answer.status}:\n{answer.text()}"
    page.wait_for_url(re.compile(r"/matches/\d+$"))


def totals(page) -> dict[str, str]:
    """Each player's match total in the standings."""
    lines = page.locator(".standings li")
    return {
        lines.nth(i).locator(".name").inner_text(): lines.nth(i).locator(".total").inner_text()
        for i in range(lines.count())
    }


def worker_count(master: subprocess.Popen) -> int:
    """How many processes gunicorn's master runs (its children, read from /proc)."""
    # deploy/start.sh execs gunicorn, so the started process is the master itself.
    children = Path(f"/proc/{master.pid}/task/{master.pid}/children")
    return len(children.read_text().split())


def test_one_https_address_serves_the_whole_table(browser, hosted_stack):
    require_chromium()  # the full browser, as a phone's (conftest.HEADLESS_SHELL says why)
    url = hosted_stack["url"]
    # A Chromium of its own (from the session's Playwright), which resolves the name.
    resolve = f"--host-resolver-rules=MAP {HOST} 127.0.0.1"
    chromium = browser.browser_type.launch(executable_path=CHROMIUM, args=[*CHROMIUM_ARGS, resolve])
    try:
        phone = dict(viewport=PHONE, is_mobile=True, has_touch=True, ignore_https_errors=True)
        scorekeeper = chromium.new_context(**phone).new_page()
        follower = chromium.new_context(**phone).new_page()
        for page in (scorekeeper, follower):
            page.set_default_timeout(15_000)

        health = scorekeeper.goto(f"{url}/healthz")
        assert health.status == 200 and health.json() == {"status": "ok"}
        assert health.headers["strict-transport-security"].startswith("max-age=")
        assert worker_count(hosted_stack["gunicorn"]) == 2

        start_match(scorekeeper, url, "Ann", "Bo")
        assert scorekeeper.evaluate("window.isSecureContext") is True

        # The screen-awake switch is offered over HTTPS, and the browser keeps it.
        wake = scorekeeper.locator("[data-wake-lock]")
        assert wake.is_visible()
        wake.click()
        wait_for_wake_lock_answer(scorekeeper)
        assert scorekeeper.evaluate(
            "navigator.wakeLock.request('screen').then(l => l.release().then(() => true))"
        )
        assert "Kept until" in scorekeeper.content()

        view_url = scorekeeper.locator("#view-link").input_value()
        assert view_url.startswith(f"{url}/m/")
        follower.goto(view_url)
        assert totals(follower) == {"Ann": "0", "Bo": "0"}

        scorekeeper.get_by_label("Ann", exact=True).fill("7")
        scorekeeper.get_by_label("Bo", exact=True).fill("3")
        scorekeeper.get_by_role("button", name="Save hole 1").click()
        scorekeeper.get_by_text("Hole 1 saved.").wait_for()

        # The follower's next page has the save, whichever worker answers it.
        for _ in range(4):
            follower.reload()
            assert totals(follower) == {"Ann": "7", "Bo": "3"}
        screenshot(follower, "hosted-follower")

        # Over plain HTTP to a name (a LAN address) the page is no secure context: no
        # screen-awake switch there.
        lan = chromium.new_context(viewport=PHONE).new_page()
        lan.goto(f"{hosted_stack['plain_url']}/calculator/")
        assert lan.evaluate("window.isSecureContext") is False

        # Starting matches over and over from one address meets a readable 429 page.
        refused = None
        for _ in range(2 * NEW_MATCHES_PER_ADDRESS + 1):
            with scorekeeper.expect_response(lambda r: r.request.method == "POST") as sent:
                start_match(scorekeeper, url, "Cy", "Di", wait=False)
            if sent.value.status == 429:
                refused = sent.value
                break
        assert refused is not None, "no 429 after starting matches over and over"
        assert int(refused.headers["retry-after"]) > 0
        scorekeeper.wait_for_load_state()
        text_shown = scorekeeper.inner_text("main")
        assert "Too many requests" in text_shown and "try again in" in text_shown
        screenshot(scorekeeper, "hosted-429")
    finally:
        chromium.close()
    log = hosted_stack["log"].read_text()
    assert "event=request" in log and "path=/m/<token>" in log


def trust_caddy_root(tmp_path: Path) -> Path:
    """A home folder whose NSS database (which Chromium on Linux reads) trusts the root
    certificate Caddy made for ``tls internal``; needs ``certutil`` (libnss3-tools)."""
    certutil = shutil.which("certutil")
    require_tool("certutil", certutil is None, "GOLFKEEPER_REQUIRE_CADDY", "libnss3-tools")
    root = tmp_path / "caddy-data" / "caddy" / "pki" / "authorities" / "local" / "root.crt"
    home = tmp_path / "chromium-home"
    nssdb = home / ".pki" / "nssdb"
    nssdb.mkdir(parents=True)
    subprocess.run([certutil, "-N", "-d", f"sql:{nssdb}", "--empty-password"], check=True)
    subprocess.run(
        [certutil, "-A", "-d", f"sql:{nssdb}", "-n", "caddy-local", "-t", "C,,", "-i", str(root)],
        check=True,
    )
    return home


def test_the_hosted_app_installs_and_keeps_working_offline(browser, hosted_stack, tmp_path):
    require_chromium()
    url = hosted_stack["url"]
    resolve = f"--host-resolver-rules=MAP {HOST} 127.0.0.1"
    # As a phone trusts the hosted address's certificate: Chromium registers no service
    # worker, and offers no install, for a certificate it does not trust.
    home = trust_caddy_root(tmp_path)
    # A profile on disk: Chromium offers no install in an incognito-like context.
    context = browser.browser_type.launch_persistent_context(
        tmp_path / "profile",
        executable_path=CHROMIUM,
        args=[*CHROMIUM_ARGS, resolve],
        env={**os.environ, "HOME": str(home)},
        viewport=PHONE,
        is_mobile=True,
        has_touch=True,
    )
    try:
        page = context.new_page()
        page.set_default_timeout(15_000)

        # The service worker installs and takes over the pages of the site.
        page.goto(f"{url}/rules/")
        scope = page.evaluate(
            "Promise.race([navigator.serviceWorker.ready.then(r => r.scope),"
            " new Promise(done => setTimeout(() => done('no worker within 15 s'), 15000))])"
        )
        assert scope == f"{url}/"
        page.reload()
        assert page.evaluate("navigator.serviceWorker.controller !== null")
        # Chromium's own check of the manifest, icons and worker: nothing stops installing.
        cdp = context.new_cdp_session(page)
        errors = cdp.send("Page.getInstallabilityErrors")["installabilityErrors"]
        assert errors == [], errors
        manifest = cdp.send("Page.getAppManifest")
        assert manifest["errors"] == [] and manifest["url"] == f"{url}/manifest.webmanifest"

        start_match(page, url, "Ann", "Bo")
        sheet_url = page.url

        # Offline: the rulebook and the calculator open; a score sheet is not shown old.
        context.set_offline(True)
        page.goto(f"{url}/rules/")
        assert page.get_by_role("heading", level=1).inner_text() != ""
        assert "No connection" not in page.inner_text("main")
        page.goto(f"{url}/calculator/")
        assert page.locator("form").count() > 0
        assert "No connection" not in page.inner_text("main")
        page.goto(sheet_url)
        assert "This phone is offline" in page.inner_text("main")
        screenshot(page, "hosted-offline-sheet")

        # A hole typed offline is sent once the connection is back, once.
        context.set_offline(False)
        page.goto(sheet_url)
        page.get_by_label("Ann", exact=True).fill("7")
        page.get_by_label("Bo", exact=True).fill("3")
        context.set_offline(True)
        page.get_by_role("button", name="Save hole 1").click()
        page.locator("[data-not-sent]").filter(has_text="Not sent: no connection").wait_for()
        context.set_offline(False)
        page.get_by_text("Hole 1 saved.").wait_for()
        assert totals(page) == {"Ann": "7", "Bo": "3"}
        page.goto(f"{sheet_url}/history")
        history = page.inner_text("ol.history")
        assert history.count("Ann: 7 entered") == 1 and history.count("Bo: 3 entered") == 1

        # Over plain HTTP (as to a LAN address) no worker is registered and the pages work.
        # By number: the HTTPS name has told this browser to use HTTPS only (HSTS).
        lan = context.new_page()
        lan.goto(f"{hosted_stack['plain_url'].replace(HOST, '127.0.0.1')}/rules/")
        lan.wait_for_load_state("load")
        lan.wait_for_timeout(500)
        assert lan.locator("h1").count() == 1
        assert (
            lan.evaluate("navigator.serviceWorker === undefined")
            or lan.evaluate("navigator.serviceWorker.getRegistrations().then(r => r.length)") == 0
        )
    finally:
        context.close()
