"""Browser fixtures: the real app served on loopback or on this machine's LAN address, as
a table uses it (plain HTTP, not a secure context), driven by Debian's Chromium.

Without Chromium, or without a LAN address for the tests that need one, these tests are
skipped with a line saying so, unless GOLFKEEPER_REQUIRE_BROWSER=1 (CI sets it), which
makes either a failure.
"""

from __future__ import annotations

import contextlib
import functools
import os
import re
import threading
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import expect
from werkzeug.serving import make_server

from golfkeeper import create_app
from golfkeeper.extensions import db
from golfkeeper.web import lan

CHROMIUM = os.environ.get("GOLFKEEPER_CHROMIUM", "/usr/bin/chromium")
# Chromium's headless shell (Debian's chromium-headless-shell): the same Blink and V8, built
# without the full browser's window and profile machinery. It drives the pages at about half
# the full browser's CPU (the rule-book file: 52 s against 94-104 s, Chromium's processes 30 s
# against 72 s), so the tests use it where it is installed, and Chromium itself where not.
# tests/browser/test_hosted.py keeps the full browser, as a phone's: over HTTPS it grants
# the wake lock, installs the app and keeps it offline, which the shell does not offer.
HEADLESS_SHELL = os.environ.get("GOLFKEEPER_HEADLESS_SHELL", "/usr/bin/chromium-headless-shell")
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
LOOPBACK_HOSTS = ("127.0.0.1", "localhost")


def skip_or_fail(message: str) -> None:
    """Skip the test saying why, or fail it where the browser tests must run (CI)."""
    if os.environ.get("GOLFKEEPER_REQUIRE_BROWSER") == "1":
        pytest.fail(message)
    pytest.skip(message)


@functools.cache
def lan_address() -> str | None:
    """This machine's address on its network (the default route's), or None."""
    addresses = lan.read_addresses()
    return addresses[0].address if addresses else None


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    """A failed browser test leaves what its phone showed: test-artifacts/failed-<test>.png and
    .html, from its ``page`` fixture, named in the report. A timeout says what was missing, not
    what was there instead."""
    report = (yield).get_result()
    page = item.funcargs.get("page") if hasattr(item, "funcargs") else None
    if report.when != "call" or not report.failed or page is None or page.is_closed():
        return
    ARTIFACTS.mkdir(exist_ok=True)
    stem = ARTIFACTS / ("failed-" + re.sub(r"[^\w.-]", "_", item.name))
    try:
        page.screenshot(path=f"{stem}.png", timeout=5_000)
        Path(f"{stem}.html").write_text(page.content())
    except PlaywrightError as error:  # a page that is gone or hangs: the report says so
        report.sections.append(("failure artifacts", f"none saved: {error}"))
        return
    report.sections.append(("failure artifacts", f"{stem}.png, {stem}.html (at {page.url})"))


def pytest_collection_modifyitems(config, items):
    here = Path(__file__).parent
    for item in items:
        if Path(str(item.fspath)).is_relative_to(here):
            item.add_marker(pytest.mark.browser)


def require_chromium() -> None:
    """Skip the test, or fail it in CI, where the full Chromium is not installed."""
    if not Path(CHROMIUM).exists():
        message = f"Chromium not found at {CHROMIUM}: install it with `apt-get install -y chromium`"
        skip_or_fail(message + " (browser tests skipped)")


@pytest.fixture(scope="session")
def browser():
    """The session's headless Chromium: the headless shell where installed (``HEADLESS_SHELL``),
    else the full browser."""
    executable = HEADLESS_SHELL if Path(HEADLESS_SHELL).exists() else CHROMIUM
    if executable == CHROMIUM:
        require_chromium()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS)
        yield browser
        browser.close()


@contextlib.contextmanager
def serving(host: str, database: Path):
    """The app with CSRF on, on a file database, served on a free port of ``host``."""
    app = create_app(
        {
            "TESTING": False,
            "SECRET_KEY": "browser-tests",
            "SQLALCHEMY_DATABASE_URI": f"sqlite:///{database}",
        }
    )
    with app.app_context():
        db.create_all()
    server = make_server(host, 0, app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    server.app = app
    server.url = f"http://{host}:{server.server_port}"
    try:
        yield server
    finally:
        server.shutdown()
        thread.join()


@pytest.fixture
def live_server(tmp_path):
    """The app served on a free loopback port (``loopback_server``)."""
    with loopback_server(tmp_path / "browser.sqlite3") as server:
        yield server


@pytest.fixture
def lan_server(tmp_path):
    """The app served on this machine's LAN address, as the phones at a table open it:
    plain HTTP, not a secure context."""
    address = lan_address()
    if address is None:
        skip_or_fail("this machine has no non-loopback IPv4 address to serve the app on")
    with serving(address, tmp_path / "browser.sqlite3") as server:
        yield server


@pytest.fixture(params=["loopback", "lan"])
def any_server(request):
    """The app on loopback, then on the LAN address (``live_server``, ``lan_server``)."""
    return request.getfixturevalue("live_server" if request.param == "loopback" else "lan_server")


@contextlib.contextmanager
def phone_page(browser):
    """A phone-sized page (390x844) in a context of its own, which fails on leaving if the
    page asked any host other than this machine (loopback or its LAN address) for anything."""
    context = browser.new_context(
        viewport=PHONE, device_scale_factor=2, is_mobile=True, has_touch=True
    )
    foreign: list[str] = []

    def note_foreign(request):
        host = urlsplit(request.url).hostname
        if not request.url.startswith(("data:", "blob:")) and host not in (
            *LOOPBACK_HOSTS,
            lan_address(),
        ):
            foreign.append(request.url)

    # Noted as the requests go out, not routed: routing every request through this
    # process and back cost a quarter of a browser file's CPU (the rule-book file: 48 s
    # against 36 s).
    context.on("request", note_foreign)
    page = context.new_page()
    page.set_default_timeout(10_000)
    yield page
    context.close()
    assert not foreign, f"the page asked another host for: {foreign}"


@pytest.fixture
def page(browser):
    """A phone-sized page (``phone_page``) that fails the test on any request to a host other
    than this machine."""
    with phone_page(browser) as page:
        yield page


@contextlib.contextmanager
def loopback_server(database: Path):
    """The app served on a free loopback port (a secure context for the browser)."""
    # It listens on loopback only, so shared links must keep naming 127.0.0.1.
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(lan, "_recent", lambda: [])
        with serving("127.0.0.1", database) as server:
            yield server


# The tallest picture taken, in CSS pixels: four phone screens. A longer page (the variants
# page is some 15,700 px) is pictured from its top only; capturing it whole took longer than
# the timeout on a busy machine. Tests check the rest by its geometry.
SHOT_MAX_HEIGHT = 4 * PHONE["height"]
SHOT_TIMEOUT = 30_000  # ms


def page_width(page) -> int:
    """The page's width in CSS pixels once its stylesheets have loaded.

    A test that waits for an element after a click or Enter can otherwise measure the new
    page before its CSS arrives, unstyled and wider than it will be (seen on a busy CI run).
    """
    page.wait_for_load_state("load")
    return page.evaluate("document.documentElement.scrollWidth")


def fits_the_screen(page) -> bool:
    """Whether the loaded page needs no sideways scrolling at its viewport's width."""
    return page_width(page) <= page.evaluate("window.innerWidth")


def screenshot(page, name: str) -> Path:
    """Save a screenshot of the whole page, or of its top ``SHOT_MAX_HEIGHT`` CSS pixels
    when it is longer, under test-artifacts/ and return its path.

    The picture has one pixel per CSS pixel (390 wide for a phone): the page is still laid
    out and drawn at the phone's pixel ratio, but encoding a quarter of the pixels saves
    some 0.4 s of CPU a picture (the rule-book file: 36 s to 31 s of CPU)."""
    ARTIFACTS.mkdir(exist_ok=True)
    path = ARTIFACTS / f"{name}.png"
    width, height = page.evaluate(
        "[document.documentElement.scrollWidth, document.documentElement.scrollHeight]"
    )
    clip = None
    if height > SHOT_MAX_HEIGHT:
        clip = {"x": 0, "y": 0, "width": width, "height": SHOT_MAX_HEIGHT}
    page.screenshot(path=str(path), full_page=True, clip=clip, timeout=SHOT_TIMEOUT, scale="css")
    return path


def open_edit_link(page, server, match_id: int) -> None:
    """Open the edit link of a match stored directly, as the scorekeeper's phone would:
    the browser may then see and keep the match."""
    from golfkeeper.models import Match

    with server.app.app_context():
        token = db.session.get(Match, match_id).edit_token
    page.goto(f"{server.url}/m/edit/{token}")


def wait_for_wake_lock_answer(page) -> None:
    """Wait until the wake-lock button says the screen stays awake, or its status line says
    why not. Polled through a locator: ``page.wait_for_function`` with a string evaluates
    it, which the app's CSP (``script-src 'self'``) refuses whenever the answer is not
    there at the first look."""
    answered = "[data-wake-lock][aria-pressed='true'], [data-wake-lock-status]:not(:empty)"
    expect(page.locator(answered).first).to_be_attached()
