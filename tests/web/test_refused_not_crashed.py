"""Odd input that used to crash a page is refused with a clear answer instead (issue 16)."""

from __future__ import annotations

import pytest

from golfkeeper.models import Match
from tests.web.helpers import page_text, record, snapshot, start_match
from tests.web.test_export import export_json, import_file, match_count


def test_a_theme_target_with_a_line_break_goes_home(client):
    response = client.post(
        "/theme",
        data="theme=dark&next=/%0D%0AX",
        content_type="application/x-www-form-urlencoded",
    )
    assert response.status_code == 302
    assert response.headers["Location"] == "/"


@pytest.mark.parametrize("target", ["/\r\nSet-Cookie: x=1", "/rules\n", "/\tx", "/\x7f"])
def test_a_theme_target_with_a_control_character_goes_home(client, target):
    response = client.post("/theme", data={"theme": "dark", "next": target})
    assert response.status_code == 302
    assert response.headers["Location"] == "/"


def test_a_theme_target_written_with_percent_escapes_is_kept(client):
    response = client.post("/theme", data={"theme": "dark", "next": "/%0D%0AX"})
    assert response.headers["Location"] == "/%0D%0AX"  # escaped: a plain path, no break


@pytest.mark.parametrize(
    ("where", "value", "named"),
    [
        ("finished_at", "9999-12-31T23:59:59-01:00", "“match.finished_at”"),
        ("at", "0001-01-01T01:00:00+05:00", "“history[0]”.at"),
        ("undone_at", "0001-01-01T01:00:00+05:00", "“history[0]”.undone_at"),
    ],
)
def test_a_time_outside_the_calendar_in_utc_is_refused_naming_the_field(
    client, where, value, named
):
    match = start_match(client, ["Ann", "Bo"], holes=2)
    record(client, match, 1, [3, 4])
    document = export_json(client, match)
    if where == "finished_at":
        document["match"]["finished_at"] = value
    else:
        document["history"][0][where] = value
    before, count = snapshot(client), match_count(client)
    response = import_file(client, document, again=True)
    assert response.status_code == 422
    assert named in page_text(response)
    assert match_count(client) == count and snapshot(client) == before


@pytest.mark.parametrize("path", ["/m/%00", "/m/%00/state", "/m/edit/%00", "/m/a%00b"])
def test_a_nul_in_a_link_token_is_an_unknown_link(client, path):
    start_match(client, ["Ann", "Bo"])
    response = client.get(path)
    assert response.status_code == 404


def test_a_link_token_of_the_wrong_shape_finds_nothing_even_beside_a_real_one(client):
    match = start_match(client, ["Ann", "Bo"])
    assert client.get(f"/m/{match.view_token}").status_code == 200
    assert client.get(f"/m/{match.view_token}.").status_code == 404
    assert client.get(f"/m/edit/{'x' * 65}").status_code == 404
    assert isinstance(match, Match)
