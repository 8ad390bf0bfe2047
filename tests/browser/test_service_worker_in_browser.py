"""What the service worker keeps, in Chromium at phone size (390x844): never a page that
names a match, and nothing once this browser deletes its matches.

The app registers its worker over HTTPS only (static/js/offline.js); here the test
registers the same /sw.js on loopback, which Chromium counts as a secure context, so the
worker runs as it does on the hosted address.
"""

from __future__ import annotations

import re

from tests.browser.conftest import screenshot
from tests.browser.test_match_in_browser import start

KEPT_URLS = """async () => {
  const urls = [];
  for (const name of await caches.keys()) {
    for (const request of await (await caches.open(name)).keys()) {
      urls.push(name.replace(/-[0-9a-f]+$/, "") + " " + new URL(request.url).pathname
        + new URL(request.url).search);
    }
  }
  return urls;
}"""


def with_worker(page, url: str) -> None:
    """Register /sw.js and reload, so the worker answers this page's navigations."""
    page.goto(url + "/rules/")
    scope = page.evaluate(
        "navigator.serviceWorker.register('/sw.js', {scope: '/'})"
        ".then(() => navigator.serviceWorker.ready).then(r => r.scope)"
    )
    assert scope == url + "/"
    page.reload()
    assert page.evaluate("navigator.serviceWorker.controller !== null")


def kept_pages(page) -> list[str]:
    """The pages (not assets) the worker keeps, as "<cache> <path?query>"."""
    page.wait_for_timeout(300)  # the worker stores a copy after answering
    return [url for url in page.evaluate(KEPT_URLS) if "/static/" not in url]


def test_the_worker_never_keeps_a_page_naming_a_match(page, live_server):
    url = live_server.url
    with_worker(page, url)
    start(page, url, ["Ann", "Bo"])
    match_id = re.search(r"/matches/(\d+)$", page.url).group(1)
    named = [
        f"/calculator/?match={match_id}",
        f"/calculator/?match={match_id}&hole=1",
        f"/rules/questions?match={match_id}",
    ]
    for path in named:
        page.goto(url + path)
        assert f"Match {match_id}" in page.inner_text("main"), path
    page.goto(url + "/rules/questions")  # a page naming no match is still kept
    kept = kept_pages(page)
    assert "golfkeeper-pages /rules/questions" in kept
    assert not [line for line in kept if "match=" in line], kept

    page.context.set_offline(True)
    for path in named:
        page.goto(url + path)
        text = page.inner_text("main")
        assert f"Match {match_id}" not in text and "Ann" not in text, path
        assert "This phone is offline" in text, path
    screenshot(page, "service-worker-offline-match-page")
    page.goto(url + "/rules/questions")
    assert "No connection" not in page.inner_text("main")
    page.context.set_offline(False)


def test_deleting_my_matches_drops_every_page_the_worker_kept(page, live_server):
    url = live_server.url
    with_worker(page, url)
    start(page, url, ["Ann", "Bo"])
    page.goto(url + "/rules/questions")
    page.goto(url + "/calculator/")
    assert any(line.startswith("golfkeeper-pages ") for line in kept_pages(page))

    page.goto(url + "/privacy/delete-my-matches")
    page.get_by_role("button", name="Delete it and forget").click()
    page.wait_for_url(re.compile(r"/$"))
    assert not [line for line in kept_pages(page) if line.startswith("golfkeeper-pages ")]
