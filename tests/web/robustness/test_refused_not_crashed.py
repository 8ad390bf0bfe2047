"""Odd input that used to crash a page is refused with a clear answer instead (issue 16)."""

from __future__ import annotations

import time
from datetime import datetime

import pytest

from golfkeeper.extensions import db
from golfkeeper.models import Match, MatchChange
from tests.web.helpers import db_rows, page_text, record, snapshot, start_match
from tests.web.transfer.test_export import export_json, import_file, match_count


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
    assert_time_refused(client, where, value, named)


def assert_time_refused(client, where: str, value: str, named: str) -> None:
    """An exported match imported again with ``value`` as its ``where`` time: refused
    (422) naming the field ``named``, nothing stored."""
    match = start_match(client, ["Ann", "Bo"], holes=2)
    record(client, match, 1, [3, 4])
    document = export_json(client, match)
    if where in ("created_at", "finished_at"):
        document["match"][where] = value
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


@pytest.fixture(params=["Asia/Tokyo", "America/New_York"])
def server_time_zone(request, monkeypatch):
    """The serving computer's clock east, then west, of UTC."""
    monkeypatch.setenv("TZ", request.param)
    time.tzset()
    yield request.param
    monkeypatch.undo()
    time.tzset()


@pytest.mark.parametrize(
    ("where", "value", "named"),
    [
        ("created_at", "0001-01-01T00:00:00", "“match.created_at”"),
        ("created_at", "9999-12-31T23:59:59", "“match.created_at”"),
        ("finished_at", "9999-12-31T23:59:59", "“match.finished_at”"),
        ("at", "0001-01-01T00:00:00", "“history[0]”.at"),
        ("undone_at", "9999-12-31T23:59:59", "“history[0]”.undone_at"),
    ],
)
def test_a_time_without_a_zone_at_the_ends_of_the_calendar_is_refused(
    client, server_time_zone, where, value, named
):
    assert_time_refused(client, where, value, named)


@pytest.mark.parametrize("value", ["0001-01-02T00:00:00", "9999-12-30T23:59:59"])
def test_a_time_without_a_zone_a_day_inside_the_calendar_shows_on_every_page(
    client, server_time_zone, value
):
    match = start_match(client, ["Ann", "Bo"], holes=2)
    record(client, match, 1, [3, 4])
    document = export_json(client, match)
    document["match"]["created_at"] = value
    response = import_file(client, document, again=True)
    assert response.status_code == 302
    imported = int(response.headers["Location"].rsplit("/", 1)[1])
    for path in ("/", "/matches/", f"/matches/{imported}/history", f"/matches/{imported}/print"):
        assert client.get(path).status_code == 200, path


def test_a_match_already_stored_with_a_time_at_the_calendars_end_still_shows(
    client, server_time_zone
):
    match = start_match(client, ["Ann", "Bo"], holes=2)
    record(client, match, 1, [3, 4])
    with db_rows(client):
        stored_match = db.session.get(Match, match.id)
        stored_match.created_at = datetime(1, 1, 1)
        stored_match.finished_at = datetime(9999, 12, 31, 23, 59, 59)
        db.session.execute(db.update(MatchChange).values(at=datetime(9999, 12, 31, 23, 59, 59)))
        db.session.commit()
    for path in ("/", "/matches/", f"/matches/{match.id}/history", f"/matches/{match.id}/print"):
        assert client.get(path).status_code == 200, path
