"""Assets named by their content: a warm browser sends no request for them."""

from __future__ import annotations

import re

from flask import url_for

from golfkeeper.web.templating import static_version


def _asset_urls(page: str) -> list[str]:
    return re.findall(r'(?:src|href)="(/static/[^"]+)"', page)


def test_every_asset_url_carries_the_hash_of_its_file(app, client):
    urls = _asset_urls(client.get("/rules/").get_data(as_text=True))
    assert any(url.startswith("/static/favicon.svg?v=") for url in urls)
    for url in urls:
        path, version = url.split("?v=")
        assert version == static_version(app, path.removeprefix("/static/"))


def test_an_asset_at_its_current_hash_is_kept_for_a_year_unasked(client):
    url = _asset_urls(client.get("/rules/").get_data(as_text=True))[0]
    control = client.get(url).headers["Cache-Control"]
    assert "immutable" in control and "max-age=31536000" in control
    assert "no-cache" not in control


def test_an_asset_without_its_current_hash_is_revalidated(client):
    for url in ("/static/css/app.css", "/static/css/app.css?v=0ld"):
        response = client.get(url)
        assert response.status_code == 200
        assert "immutable" not in response.headers["Cache-Control"]
        again = client.get(url, headers={"If-None-Match": response.headers["ETag"]})
        assert again.status_code == 304


def test_a_changed_file_gets_a_new_url(app, tmp_path):
    app.static_folder = str(tmp_path)
    asset = tmp_path / "a.css"
    asset.write_text("body { color: red }")
    before = static_version(app, "a.css")
    asset.write_text("body { color: blue; }")
    assert static_version(app, "a.css") not in (before, None)
    assert static_version(app, "missing.css") is None


def test_a_page_names_a_changed_file_by_its_new_hash(app, tmp_path):
    app.static_folder = str(tmp_path)
    asset = tmp_path / "a.css"
    asset.write_text("body { color: red }")
    static_url = app.jinja_env.globals["static_url"]
    with app.test_request_context("/"):
        before = static_url("a.css")
        assert before == url_for("static", filename="a.css")
        asset.write_text("body { color: blue; }")
        after = static_url("a.css")
        assert after == url_for("static", filename="a.css") != before
        assert static_url("missing.css") == "/static/missing.css"
    with app.test_request_context("/", base_url="http://localhost/golf"):
        assert static_url("a.css") == "/golf" + after
