"""Browser fixtures: the real app served on loopback, driven by Debian's Chromium.

Without Chromium these tests are skipped with a line saying so, unless
GOLFKEEPER_REQUIRE_BROWSER=1 (CI sets it), which makes a missing browser a failure.
"""

from __future__ import annotations

import os
import threading
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from werkzeug.serving import make_server

from golfkeeper import create_app, sharing
from golfkeeper.extensions import db

CHROMIUM = os.environ.get("GOLFKEEPER_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
PHONE = {"width": 390, "height": 844}
ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"


def pytest_collection_modifyitems(config, items):
    here = Path(__file__).parent
    for item in items:
        if Path(str(item.fspath)).is_relative_to(here):
            item.add_marker(pytest.mark.browser)


@pytest.fixture(scope="session")
def browser():
    if not Path(CHROMIUM).exists():
        message = f"Chromium not found at {CHROMIUM}: install it with `apt-get install -y chromium`"
        if os.environ.get("GOLFKEEPER_REQUIRE_BROWSER") == "1":
            pytest.fail(message)
        pytest.skip(message + " (browser tests skipped)")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield browser
        browser.close()


@pytest.fixture
def live_server(tmp_path, monkeypatch):
    """The app with CSRF on, on a file database, served on a free loopback port."""
    # It listens on loopback only, so shared links must keep naming 127.0.0.1.
    monkeypatch.setattr(sharing, "_lan_addresses", lambda: ())
    app = create_app(
        {
            "TESTING": False,
            "SECRET_KEY": "browser-tests",
            "SQLALCHEMY_DATABASE_URI": f"sqlite:///{tmp_path / 'browser.sqlite3'}",
        }
    )
    with app.app_context():
        db.create_all()
    server = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    server.app = app
    server.url = f"http://127.0.0.1:{server.server_port}"
    yield server
    server.shutdown()
    thread.join()


@pytest.fixture
def page(browser):
    """A phone-sized page (390x844) that fails the test on any request to another host."""
    context = browser.new_context(
        viewport=PHONE, device_scale_factor=2, is_mobile=True, has_touch=True
    )
    foreign: list[str] = []

    def guard(route):
        host = urlsplit(route.request.url).hostname
        if route.request.url.startswith(("data:", "blob:")) or host in ("127.0.0.1", "localhost"):
            route.continue_()
        else:
            foreign.append(route.request.url)
            route.abort()

    context.route("**/*", guard)
    page = context.new_page()
    page.set_default_timeout(10_000)
    yield page
    context.close()
    assert not foreign, f"the page asked another host for: {foreign}"


# The tallest picture taken, in CSS pixels: four phone screens. A longer page (the variants
# page is some 15,700 px) is pictured from its top only; capturing it whole took longer than
# the timeout on a busy machine. Tests check the rest by its geometry.
SHOT_MAX_HEIGHT = 4 * PHONE["height"]
SHOT_TIMEOUT = 30_000  # ms


def screenshot(page, name: str) -> Path:
    """Save a screenshot of the whole page, or of its top ``SHOT_MAX_HEIGHT`` CSS pixels
    when it is longer, under test-artifacts/ and return its path."""
    ARTIFACTS.mkdir(exist_ok=True)
    path = ARTIFACTS / f"{name}.png"
    width, height = page.evaluate(
        "[document.documentElement.scrollWidth, document.documentElement.scrollHeight]"
    )
    clip = None
    if height > SHOT_MAX_HEIGHT:
        clip = {"x": 0, "y": 0, "width": width, "height": SHOT_MAX_HEIGHT}
    page.screenshot(path=str(path), full_page=True, clip=clip, timeout=SHOT_TIMEOUT)
    return path


def open_edit_link(page, server, match_id: int) -> None:
    """Open the edit link of a match stored directly, as the scorekeeper's phone would:
    the browser may then see and keep the match."""
    from golfkeeper.models import Match

    with server.app.app_context():
        token = db.session.get(Match, match_id).edit_token
    page.goto(f"{server.url}/m/edit/{token}")
