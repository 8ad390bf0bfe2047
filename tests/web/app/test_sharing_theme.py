"""The colour theme switch: a cookie, Post/Redirect/Get back to a page on this site."""

from __future__ import annotations

import pytest

from golfkeeper import create_app
from tests.web.helpers import page_text


def test_the_switch_remembers_the_theme_and_goes_back(client):
    response = client.post("/theme", data={"theme": "dark", "next": "/rules/?preset=main"})
    assert response.status_code == 302
    assert response.headers["Location"] == "/rules/?preset=main"
    cookie = response.headers["Set-Cookie"]
    assert cookie.startswith("theme=dark") and "HttpOnly" in cookie and "Max-Age=" in cookie
    page = page_text(client.get("/"))
    assert '<html lang="en" data-theme="dark">' in page
    assert "Theme: dark" in page and 'value="light"' in page


def test_without_a_choice_the_page_follows_the_device(client):
    page = page_text(client.get("/"))
    assert 'data-theme="auto"' in page and "Theme: device" in page


@pytest.mark.parametrize(
    "target",
    ["https://evil.example/", "//evil.example/x", "/\\evil.example", "javascript:alert(1)", ""],
)
def test_the_switch_never_redirects_to_another_site(client, target):
    response = client.post("/theme", data={"theme": "light", "next": target})
    assert response.status_code == 302
    assert response.headers["Location"] == "/"


def test_an_unknown_theme_changes_nothing(client):
    response = client.post("/theme", data={"theme": "purple", "next": "/"})
    assert response.status_code == 302 and "Set-Cookie" not in response.headers
    client.set_cookie("theme", "purple")
    assert 'data-theme="auto"' in page_text(client.get("/"))


def test_the_switch_needs_its_csrf_token(tmp_path):
    app = create_app({"TESTING": True, "SECRET_KEY": "t", "SQLALCHEMY_DATABASE_URI": "sqlite://"})
    response = app.test_client().post("/theme", data={"theme": "dark", "next": "/"})
    assert response.status_code == 400


def test_the_switch_sent_by_script_sets_the_cookie_and_answers_without_a_page(client):
    response = client.post(
        "/theme", data={"theme": "dark", "next": "/"}, headers={"X-Requested-With": "fetch"}
    )
    assert response.status_code == 204 and response.data == b""
    assert response.headers["Set-Cookie"].startswith("theme=dark")
    assert '<html lang="en" data-theme="dark">' in page_text(client.get("/"))


def test_an_unknown_theme_sent_by_script_is_refused_and_changes_nothing(client):
    response = client.post(
        "/theme", data={"theme": "purple", "next": "/"}, headers={"X-Requested-With": "fetch"}
    )
    assert response.status_code == 400 and "Set-Cookie" not in response.headers
