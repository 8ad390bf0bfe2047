"""Security headers and cookies on every response."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize("path", ["/", "/matches/", "/calculator/", "/rules/", "/no-such-page"])
def test_every_response_carries_the_security_headers(client, path):
    headers = client.get(path).headers
    csp = headers["Content-Security-Policy"]
    assert (
        "script-src 'self'" in csp
        and "unsafe-inline" not in csp.split("script-src")[1].split(";")[0]
    )
    assert "frame-ancestors 'none'" in csp
    assert headers["X-Content-Type-Options"] == "nosniff"
    assert headers["Referrer-Policy"] == "same-origin"


def test_no_inline_script_in_any_page(client):
    for path in ["/", "/matches/new", "/calculator/", "/rules/"]:
        page = client.get(path).get_data(as_text=True)
        for chunk in page.split("<script")[1:]:
            assert chunk.lstrip().startswith("src=") or " src=" in chunk.split(">")[0], path


def _session_cookie(response):
    return next(h for h in response.headers.getlist("Set-Cookie") if h.startswith("session="))


def test_session_cookie_is_httponly_and_lax_and_secure_only_over_https(client):
    from tests.web.helpers import start_match

    match = start_match(client, ["Ann", "Bo"])
    data = {f"player-{p.id}": "1" for p in match.players}
    plain = _session_cookie(client.post(f"/matches/{match.id}/holes/1", data=data))
    assert "HttpOnly" in plain and "SameSite=Lax" in plain and "Secure" not in plain
    data = {f"player-{p.id}": "2" for p in match.players}
    https = client.post(f"/matches/{match.id}/holes/2", data=data, base_url="https://localhost")
    assert "Secure" in _session_cookie(https)


def test_pages_and_assets_go_out_compressed_when_the_browser_accepts_it(client):
    import gzip

    page = client.get("/rules/", headers={"Accept-Encoding": "gzip"})
    assert page.headers["Content-Encoding"] == "gzip"
    assert b"<h1>" in gzip.decompress(page.get_data())
    css = client.get("/static/css/app.css", headers={"Accept-Encoding": "br"})
    assert css.headers["Content-Encoding"] == "br"
    assert "Content-Encoding" not in client.get("/rules/").headers
