"""Installing the app and opening it offline: the web app manifest, its icons, the service
worker script and the offline page."""

from __future__ import annotations

import io
import json
import re

from PIL import Image

from golfkeeper.web import templating
from golfkeeper.web.templating import static_version
from tests.web.helpers import page_text


def test_the_manifest_names_the_app_and_opens_it_full_screen(client):
    response = client.get("/manifest.webmanifest")
    assert response.status_code == 200
    assert response.mimetype == "application/manifest+json"
    assert "no-cache" in response.headers["Cache-Control"]
    manifest = json.loads(response.get_data(as_text=True))
    assert manifest["short_name"] == "golfkeeper"
    assert manifest["start_url"] == "/" and manifest["scope"] == "/"
    assert manifest["display"] == "standalone"
    assert manifest["theme_color"] == "#1f6f43"
    assert manifest["background_color"] == "#f7f7f2"


def test_the_manifest_icons_are_pngs_of_the_sizes_they_claim(app, client):
    icons = json.loads(client.get("/manifest.webmanifest").get_data(as_text=True))["icons"]
    sizes = {(icon["sizes"], icon.get("purpose", "any")) for icon in icons}
    assert {("192x192", "any"), ("512x512", "any"), ("512x512", "maskable")} <= sizes
    for icon in icons:
        path, version = icon["src"].split("?v=")
        assert version == static_version(app, path.removeprefix("/static/"))
        answer = client.get(icon["src"])
        assert answer.status_code == 200 and answer.mimetype == icon["type"]
        if icon["type"] == "image/png":
            width, height = Image.open(io.BytesIO(answer.data)).size
            assert icon["sizes"] == f"{width}x{height}"


def test_every_page_links_the_manifest_icons_and_browser_colours(client):
    page = client.get("/rules/").get_data(as_text=True)
    assert '<link rel="manifest" href="/manifest.webmanifest">' in page
    assert re.search(r'rel="apple-touch-icon" href="/static/icons/apple-touch-icon.png\?v=', page)
    assert (
        '<meta name="theme-color" content="#1f6f43" media="(prefers-color-scheme: light)">' in page
    )
    assert (
        '<meta name="theme-color" content="#3fa36d" media="(prefers-color-scheme: dark)">' in page
    )
    assert 'data-service-worker="/sw.js"' in page


def test_a_chosen_theme_gives_the_browser_bar_one_colour(client):
    client.set_cookie("theme", "dark")
    page = client.get("/rules/").get_data(as_text=True)
    assert '<meta name="theme-color" content="#3fa36d">' in page
    assert "prefers-color-scheme: light" not in page


def test_the_service_worker_is_served_from_the_root_and_never_from_a_cache(client):
    response = client.get("/sw.js")
    assert response.status_code == 200
    assert response.mimetype == "text/javascript"
    assert "no-cache" in response.headers["Cache-Control"]
    assert "immutable" not in response.headers["Cache-Control"]


def _shell(client) -> list[str]:
    script = client.get("/sw.js").get_data(as_text=True)
    return json.loads(re.search(r"var SHELL_URLS = (\[.*?\]);", script).group(1))


def test_the_service_worker_keeps_each_asset_at_its_hashed_url_and_the_kept_pages(app, client):
    shell = _shell(client)
    page = client.get("/rules/").get_data(as_text=True)
    for url in re.findall(r'(?:src|href)="(/static/[^"]+)"', page):
        assert url in shell
    for url in shell:
        assert client.get(url).status_code == 200
    assert {"/offline", "/rules/", "/calculator/"} <= set(shell)
    assert not any(url.startswith("/matches") or url.startswith("/m/") for url in shell)


def test_a_changed_asset_renames_the_service_workers_caches(client, monkeypatch):
    def version_of(client):
        script = client.get("/sw.js").get_data(as_text=True)
        return re.search(r'var VERSION = "([0-9a-f]{12})";', script).group(1)

    before = version_of(client)
    assert version_of(client) == before
    real = templating.static_version
    monkeypatch.setattr(
        templating,
        "static_version",
        lambda app, name: "0123456789ab" if name == "css/app.css" else real(app, name),
    )
    assert version_of(client) != before


def test_the_offline_page_points_to_what_opens_without_a_connection(client):
    response = client.get("/offline")
    assert response.status_code == 200
    text = page_text(response)
    assert "This phone is offline" in text
    assert 'href="/rules/"' in text and 'href="/calculator/"' in text
