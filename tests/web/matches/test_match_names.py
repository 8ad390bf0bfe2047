"""New matches started from another one are named apart: Play again and an import of a
name this browser has already number it on ("Family golf night 2"); a duplicate import
offers the stored match or a second copy without asking for the file again."""

from __future__ import annotations

import html as markup
import re

import pytest

from golfkeeper import scorekeeping
from golfkeeper.extensions import db
from golfkeeper.models import Match
from tests.web.helpers import db_rows, finish, fresh, page_text, record, start_match, stored
from tests.web.transfer.test_export import export_json, import_file, match_count


def _newest(client):
    with db_rows(client):
        return stored(
            client, db.session.scalars(db.select(Match.id).order_by(Match.id.desc())).first()
        )


@pytest.mark.parametrize(
    ("name", "taken", "expected"),
    [
        ("Family golf night", [], "Family golf night 2"),
        ("Family golf night", ["family golf night 2"], "Family golf night 3"),
        ("Family golf night 2", [], "Family golf night 3"),
        ("Night 9", ["Night 10"], "Night 11"),
        ("x" * 60, [], "x" * 58 + " 2"),
        ("Hole ²", [], "Hole ² 2"),  # not a number a person typed as one
    ],
)
def test_a_numbered_name_takes_the_next_free_number(name, taken, expected):
    assert scorekeeping.numbered_name(name, taken) == expected


def test_play_again_numbers_the_name_and_leaves_out_who_left(client):
    match = start_match(client, ["Ann", "Bo", "Cy"], holes=2, name="Family golf night")
    record(client, match, 1, [1, 2, 3])
    cy = stored(client, match).players[2]
    client.post(
        f"/matches/{match.id}/players/{cy.id}/leave", data=fresh(client, match, after_hole="1")
    )
    ann, bo = stored(client, match).players[:2]
    client.post(
        f"/matches/{match.id}/holes/2",
        data={
            f"player-{ann.id}": "4",
            f"player-{bo.id}": "5",
            "version": scorekeeping.hole_version(stored(client, match), 2),
        },
    )
    match = finish(client, match)
    names = []
    for _ in range(2):
        assert (
            client.post(f"/matches/{match.id}/again", data=fresh(client, match)).status_code == 302
        )
        again = _newest(client)
        names.append(again.name)
        assert [p.name for p in again.players] == ["Ann", "Bo"]
    assert names == ["Family golf night 2", "Family golf night 3"]


def test_an_import_of_a_name_this_browser_has_is_numbered(client):
    original = start_match(client, ["Ann", "Bo"], name="Sunday")
    record(client, original, 1, [3, -2])
    document = export_json(client, original)
    document["players"][1]["name"] = "Bonnie"  # another match of the same name
    for entry in document["history"]:
        if entry["kind"] == "name":
            entry["new"] = "Bonnie"
    assert import_file(client, document).status_code == 302
    assert _newest(client).name == "Sunday 2"


def test_a_duplicate_import_offers_a_second_copy_without_the_file_again(client):
    original = start_match(client, ["Ann", "Bo"], name="Sunday")
    record(client, original, 1, [3, -2])
    document = export_json(client, original)
    before = match_count(client)
    response = import_file(client, document)
    assert response.status_code == 422
    html = response.get_data(as_text=True)
    assert f'href="/matches/{original.id}"' in html and "Store a second copy" in html
    content = re.search(r'name="copy-content" type="hidden" value="([^"]*)"', html)
    token = re.search(r'name="copy-csrf_token" type="hidden" value="([^"]*)"', html)
    data = {"copy-content": markup.unescape(content.group(1))}
    if token:
        data["copy-csrf_token"] = token.group(1)
    response = client.post("/matches/import", data=data, content_type="multipart/form-data")
    assert response.status_code == 302
    assert match_count(client) == before + 1
    copy = _newest(client)
    assert copy.name == "Sunday 2"
    assert "Imported as Sunday 2." in page_text(client.get(response.headers["Location"]))
