"""Exporting a match as CSV and JSON, and importing the JSON again as a new match."""

from __future__ import annotations

import csv
import io
import json
import re

import pytest

from golfkeeper import scorekeeping
from golfkeeper.extensions import db
from golfkeeper.models import Match
from tests.web.helpers import db_rows, finish, fresh, page_text, record, start_match, stored
from tests.web.matches.test_matches_start import new_match_data


def export_json(client, match):
    response = client.get(f"/matches/{match.id}/export.json")
    assert response.status_code == 200
    assert response.mimetype == "application/json"
    return json.loads(response.get_data(as_text=True))


def import_file(client, content, filename="match.json", again=False):
    """Post ``content`` to the import form; ``again`` ticks "store it again" (needed when
    the match is stored already, as the one the test exported)."""
    if isinstance(content, dict | list):
        content = json.dumps(content)
    if isinstance(content, str):
        content = content.encode()
    data = {"file": (io.BytesIO(content), filename)}
    if again:
        data["again"] = "y"
    return client.post("/matches/import", data=data, content_type="multipart/form-data")


def start_with_rules(client, names, **switches):
    """A two-hole match started from the form with the main rules and ``switches``."""
    data = new_match_data(names, holes="custom", holes_custom="2")
    data.update({f"rules-{key}": value for key, value in switches.items()})
    response = client.post("/matches/new", data=data)
    assert response.status_code == 302, response.get_data(as_text=True)
    return stored(client, int(response.headers["Location"].rsplit("/", 1)[1]))


def match_count(client):
    with db_rows(client):
        return db.session.scalar(db.select(db.func.count(Match.id)))


def eventful_match(client):
    """An 18-hole match with house rules, a late player, someone who left, who went out,
    corrections with a reason, and an undone change."""
    data = new_match_data(
        ["Ann", "Bo", "=Cy"],
        holes="18",
        name="Saturday",
        **{"rules-pair_of_twos": "keep", "rules-decks": "2"},
    )
    response = client.post("/matches/new", data=data)
    match = stored(client, int(response.headers["Location"].rsplit("/", 1)[1]))
    ann, bo, cy = match.players
    steps = [
        record(client, match, 1, [3, -2, 0], went_out=str(bo.id)),
        record(client, match, 2, [4, 5, 6]),
        record(client, match, 1, [7, -2, 0], editing="1", reason="Ann miscounted"),
        client.post(
            f"/matches/{match.id}/players", data=fresh(client, match, name="Di", after=str(bo.id))
        ),
        record(client, match, 3, [1, 1, 1, 1]),
        client.post(f"/matches/{match.id}/players/{cy.id}/remove", data=fresh(client, match)),
        record(client, match, 4, [2, 2, None]),
        record(client, match, 4, [2, 9, None]),
        client.post(f"/matches/{match.id}/undo", data=fresh(client, match)),
    ]
    assert [step.status_code for step in steps] == [302] * len(steps)
    return match


def summary(match):
    """What a restored match must reproduce: totals, standings, rules, history."""
    match = scorekeeping.get_match(match.id)
    sheet = scorekeeping.build_sheet(match)
    history = [
        (
            entry.batch,
            entry.at,
            entry.reason,
            entry.undone_at,
            [
                (
                    line.kind,
                    line.player.name if line.player else None,
                    line.hole_number,
                    getattr(line.old, "name", line.old),
                    getattr(line.new, "name", line.new),
                )
                for line in entry.lines
            ],
        )
        for entry in scorekeeping.match_history(match)
    ]
    return {
        "title": match.title,  # an unnamed match keeps the title it goes by
        "players": [(p.name, p.seat, p.joined_at_hole, p.left_at_hole) for p in match.players],
        "totals": dict(zip([p.name for p in sheet.players], sheet.totals, strict=True)),
        "standings": [(s.place, s.player.name, s.total, s.shared) for s in sheet.standings],
        "rules": match.house_rules,
        "grid": [(r.points, getattr(r.went_out, "name", None)) for r in sheet.holes],
        "dealers": [(r.dealer.name, r.first_player.name) for r in sheet.holes],
        "current_hole": sheet.current_hole,
        "finished": match.is_finished,
        "history": history,
    }


def test_json_round_trip_restores_identical_totals_rules_and_history(client):
    original = eventful_match(client)
    document = export_json(client, original)
    response = import_file(client, document, again=True)
    assert response.status_code == 302
    with db_rows(client):
        copy = db.session.scalars(db.select(Match).order_by(Match.id.desc())).first()
        assert copy.id != original.id
        assert response.headers["Location"].endswith(f"/matches/{copy.id}")
        # A copy in the browser that has the original is named apart (issue 24).
        assert summary(copy) == {**summary(original), "title": "Saturday 2"}
    again = export_json(client, copy)
    for document_ in (document, again):
        del document_["exported_at"], document_["match"]["created_at"]
    assert again["match"].pop("name") == "Saturday 2"
    document["match"].pop("name")
    assert again == document


def test_json_carries_players_rules_holes_history_and_the_result(client):
    match = start_match(client, ["Ann", "Bo", "Cy"], holes=2)
    record(client, match, 1, [1, 1, 3])
    record(client, match, 2, [0, 0, 0])
    match = finish(client, match)
    document = export_json(client, match)
    assert document["format"] == "golfkeeper-match" and document["format_version"] == 3
    assert [p["name"] for p in document["players"]] == ["Ann", "Bo", "Cy"]
    assert document["rules"]["holes"] == 2 and document["rules"]["pairs"] == "columns"
    assert document["holes"][0]["scores"] == {"p1": 1, "p2": 1, "p3": 3}
    assert document["holes"][0]["dealer"] == "p1" and document["holes"][0]["first_player"] == "p2"
    assert len(document["history"]) == 7  # six scores, then the match finishing
    assert [(c["batch"], c["kind"], c["player"]) for c in document["history"][-1:]] == [
        (3, "finished", None)
    ]
    result = document["result"]
    assert result["finished"] is True
    assert result["winners"] == ["p1", "p2"]
    assert [(s["place"], s["name"], s["total"], s["shared"]) for s in result["standings"]] == [
        (1, "Ann", 1, True),
        (1, "Bo", 1, True),
        (3, "Cy", 3, False),
    ]
    disposition = client.get(f"/matches/{match.id}/export.json").headers["Content-Disposition"]
    assert disposition == f'attachment; filename="golfkeeper-match-{match.id}.json"'


def test_json_is_written_as_the_standard_library_writes_it_two_space_indented(client):
    names = ['Zoë "Z" 🂡', "אביב", "Bo\\Cy </script>"]
    match = start_match(client, names, holes=2)
    record(client, match, 1, [1, -2, 30])
    text = client.get(f"/matches/{match.id}/export.json").get_data(as_text=True)
    assert text == json.dumps(json.loads(text), ensure_ascii=False, indent=2)
    assert [player["name"] for player in json.loads(text)["players"]] == names


def test_csv_is_the_score_sheet(client):
    match = eventful_match(client)
    response = client.get(f"/matches/{match.id}/export.csv")
    assert response.status_code == 200 and response.mimetype == "text/csv"
    body = response.get_data()
    assert body.startswith(b"\xef\xbb\xbf")  # UTF-8 byte order mark: spreadsheets read "Zoë"
    rows = list(csv.reader(io.StringIO(body.decode("utf-8-sig"))))
    assert rows[0] == ["Match", "Saturday"]
    header = rows.index(
        ["Hole", "Ann", "Bo", "Di", "Dealer", "First player", "Went out", "Adjustments"]
    )
    # Di joined at hole 3: a missed hole counts the highest score of the hole (V28).
    assert rows[header + 1] == [
        "1",
        "7",
        "-2",
        "7",
        "Ann",
        "Bo",
        "Bo",
        "Di did not play this hole: the highest score of the hole, 7",
    ]
    # a name is never a formula
    assert rows[header + 3] == ["3", "1", "1", "1", "Di", "'=Cy", "", ""]
    assert rows[header + 4][:4] == ["4", "2", "2", ""]  # blank: not entered
    front = next(row for row in rows if row[:1] == ["Front nine"])
    total = next(row for row in rows if row[:1] == ["Total"])
    assert front[1:] == total[1:] == ["14", "6", "13"]
    assert next(row for row in rows if row[:1] == ["Place"])[1:] == ["3", "1", "2"]


def test_csv_of_a_match_that_skips_missed_holes_marks_them_not_played(client):
    match = start_with_rules(client, ["Ann", "Bo"], missed_holes="skip")
    record(client, match, 1, [3, 4])
    client.post(f"/matches/{match.id}/players", data=fresh(client, match, name="Cy"))
    record(client, match, 2, [1, 2, 5])
    rows = list(csv.reader(io.StringIO(client.get(f"/matches/{match.id}/export.csv").text)))
    header = rows.index(["Hole", "Ann", "Bo", "Cy", "Dealer", "First player", "Went out"])
    assert rows[header + 1][:4] == ["1", "3", "4", "not played"]
    assert next(row for row in rows if row[:1] == ["Total"])[1:] == ["4", "6", "5"]


def test_csv_gives_layout_and_adjusted_scores_with_the_reason(client):
    """RULES.md V23 double with V24 −5 (Derived example): Ann went out with 12."""
    match = start_with_rules(
        client, ["Ann", "Bo", "Cy"], going_out_penalty="double", going_out_bonus="-5"
    )
    ann = match.players[0]
    record(client, match, 1, [12, 9, 15], went_out=str(ann.id))
    rows = list(csv.reader(io.StringIO(client.get(f"/matches/{match.id}/export.csv").text)))
    header = next(i for i, row in enumerate(rows) if row[:1] == ["Hole"])
    assert rows[header][7:] == ["Ann (layout)", "Bo (layout)", "Cy (layout)", "Adjustments"]
    assert rows[header + 1][:4] == ["1", "19", "9", "15"]
    assert rows[header + 1][7:10] == ["12", "9", "15"]
    assert rows[header + 1][10] == (
        "Ann went out with 12, not the lowest (Bo 9): doubled → 24; Ann went out: −5 → 19"
    )


HOSTILE = [
    (b"\xff\xfe not text", "could not be read as JSON"),
    ("{not json", "could not be read as JSON"),
    ("[" * 100_000 + "]" * 100_000, "could not be read as JSON"),
    ('{"x": NaN}', "could not be read as JSON"),
    ("1" * 5000, "could not be read as JSON"),
    ("[]", "is not an object"),
    (
        {"format": "something-else", "format_version": 1, "match": {}, "rules": {}},
        "not a golfkeeper",
    ),
]


@pytest.mark.parametrize(("content", "message"), HOSTILE)
def test_unreadable_files_are_refused_and_nothing_is_created(client, content, message):
    response = import_file(client, content)
    assert response.status_code == 422
    assert message in page_text(response)
    assert match_count(client) == 0


def _break(document, path, value):
    target = document
    for key in path[:-1]:
        target = target[key]
    if value is KeyError:
        del target[path[-1]]
    else:
        target[path[-1]] = value


BROKEN = [
    (("format_version",), 99, "another version of golfkeeper"),
    (("format_version",), True, "another version of golfkeeper"),
    (("format_version",), 1.0, "another version of golfkeeper"),
    (("match", "holes"), 0, "“match.holes” is 0"),
    (("match", "holes"), True, "is not a whole number"),
    (("rules", "pairs"), "diagonal", "“rules” are not valid"),
    (("rules", "holes"), 7, "does not match"),
    (("players",), [], "list 0 players on the sheet"),
    (("players", 0, "name"), "A" * 200, "Keep names to 40 characters"),
    (("players", 0, "name"), "Ann\u0000", "control characters"),
    (("players", 0, "name"), 42, "Type a name"),
    (("players", 1, "name"), "ANN", "the same name"),
    (("players", 1, "seat"), 0, "two players on one seat"),
    (("players", 1, "key"), "p1", "the same key twice"),
    (("match", "first_dealer_seat"), 7, "outside 0 to 2"),
    (("holes", 0, "scores", "p1"), 4.5, "not a whole number"),
    (("holes", 0, "scores", "p1"), "4", "is text in quotes, not a whole number"),
    (("holes", 0, "scores", "p1"), "+5", "is text in quotes, not a whole number"),
    (("holes", 0, "scores", "p1"), 10**9, "outside"),
    (("holes", 0, "scores", "p1"), -(10**9), "is −1000000000, outside −"),
    (("holes", 0, "scores", "zz"), 1, "is not one of the players' keys"),
    (("holes", 0, "hole_number"), 40, "outside 1 to 9"),
    (("holes", 1, "hole_number"), 1, "repeats hole 1"),
    (("holes", 0, "went_out"), "p9", "is not one of the players' keys"),
    (("history", 0, "kind"), "delete_everything", "is not one of"),
    (("history", 0, "at"), "yesterday", "is not a date and time"),
    (("history", 0, "player"), None, "is not one of the players' keys"),
    (("history", 0, "reason"), "x" * 500, "longer than 200"),
    (("history",), {"a": 1}, "is not a list"),
    (("match",), KeyError, "has no “match”"),
]


@pytest.mark.parametrize(("path", "value", "message"), BROKEN)
def test_inconsistent_or_hostile_values_are_refused_with_a_message(client, path, value, message):
    match = start_match(client, ["Ann", "Bo", "Cy"])
    record(client, match, 1, [1, 2, 3])
    record(client, match, 2, [1, 2, 3], went_out=str(match.players[0].id))
    document = export_json(client, match)
    _break(document, path, value)
    before = match_count(client)
    response = import_file(client, document)
    assert response.status_code == 422, path
    page = page_text(response)
    assert message in page.replace("&#39;", "'"), page[page.find('role="alert"') :][:300]
    assert "Nothing was stored." in page
    assert match_count(client) == before


@pytest.mark.parametrize(
    ("path", "value", "message"),
    [
        (("rules", "twos"), 99, "“rules” are not valid: twos must be from −10 to 10 (got 99)."),
        (
            ("players", 0, "name"),
            "A" * 200,
            "is not a valid name: Keep names to 40 characters (this one has 200).",
        ),
    ],
)
def test_a_refusal_that_quotes_a_sentence_ends_in_one_full_stop(client, path, value, message):
    match = start_match(client, ["Ann", "Bo"])
    document = export_json(client, match)
    _break(document, path, value)
    page = page_text(import_file(client, document)).replace("&#39;", "'")
    alert = re.search(r'role="alert"[^>]*>([^<]*)<', page).group(1)
    assert message.replace("−", "-") in alert.replace("−", "-")
    assert ".)" not in alert and ".." not in alert and alert.endswith(" Nothing was stored.")


def test_too_large_a_file_is_refused(client):
    from golfkeeper.matches import importing

    response = import_file(client, b" " * (importing.MAX_FILE_BYTES + 1))
    assert response.status_code == 422
    assert "too large" in page_text(response)


def test_a_body_far_past_any_match_file_is_refused_before_it_is_read(client):
    from golfkeeper.matches.views.transfer import IMPORT_BODY_MAX

    response = import_file(client, b" " * (IMPORT_BODY_MAX + 1))
    assert response.status_code == 413
    assert f"at most {IMPORT_BODY_MAX // 1024} KB" in page_text(response)
    assert match_count(client) == 0


def test_import_page_needs_a_file_and_a_csrf_token(app, client):
    response = client.post("/matches/import", data={}, content_type="multipart/form-data")
    assert response.status_code == 422 and "Choose a file to import." in page_text(response)
    app.config["WTF_CSRF_ENABLED"] = True
    assert import_file(client, "{}").status_code == 400


def test_print_view_has_the_grid_and_the_agreed_rules(client):
    match = eventful_match(client)
    page = page_text(client.get(f"/matches/{match.id}/print"))
    assert "Agreed rules: Own house rules" in page
    assert "Two 2s in a column: <strong>keep their value</strong>" in page
    assert "Decks: <strong>2 decks</strong>" in page
    assert "Front nine" in page and "Back nine" in page
    assert 'aria-label="Correct hole' not in page  # no links on paper


def test_a_match_stored_already_is_not_imported_again_unless_asked(client):
    original = start_match(client, ["Ann", "Bo"], name="Sunday")
    record(client, original, 1, [3, -2])
    document = export_json(client, original)
    before = match_count(client)
    response = import_file(client, document)
    assert response.status_code == 422
    page = page_text(response)
    assert "This match is stored already, as “Sunday”" in page
    assert "count its holes twice" in page and "Nothing was stored." in page
    assert f'href="/matches/{original.id}"' in page  # this browser keeps its score
    assert "Store a second copy" in page and "no need to choose the file again" in page
    assert match_count(client) == before
    response = import_file(client, document, again=True)
    assert response.status_code == 302
    assert match_count(client) == before + 1
    # The copy is a stored match too: the same file a third time is asked about again.
    assert import_file(client, document).status_code == 422
    assert match_count(client) == before + 1


def test_a_stored_match_this_browser_was_not_given_is_not_named(app, client):
    original = start_match(client, ["Ann", "Bo"], name="Private")
    record(client, original, 1, [3, -2])
    document = export_json(client, original)
    stranger = app.test_client()
    page = page_text(import_file(stranger, document))
    # The file itself comes back in "Store a second copy": it is the stranger's own.
    page = re.sub(r'name="copy-content" type="hidden" value="[^"]*"', "", page)
    assert "stored already, on this server, from another phone" in page
    assert "Private" not in page and f"/matches/{original.id}" not in page


def test_a_file_that_differs_imports_without_asking(client):
    original = start_match(client, ["Ann", "Bo"])
    record(client, original, 1, [3, -2])
    document = export_json(client, original)
    document["players"][1]["name"] = "Bonnie"
    assert import_file(client, document).status_code == 302


def _only_the_file_left(client, match) -> dict:
    """``match`` exported, then deleted: the file is all that is left of it."""
    document = export_json(client, match)
    with db_rows(client):
        db.session.delete(db.session.get(Match, match.id))
        db.session.commit()
    return document


def test_a_file_with_no_history_imported_three_times_is_stored_once(client):
    """A match kept from before the history (or a file whose history was emptied) still
    has an import key: its holes are never counted twice by mistake."""
    match = start_match(client, ["Ann", "Bo"])
    record(client, match, 1, [3, -2])
    document = dict(_only_the_file_left(client, match), history=[])
    before = match_count(client)
    assert import_file(client, document).status_code == 302
    for _ in range(2):
        again = import_file(client, document)
        assert again.status_code == 422
        page = page_text(again)
        assert "This match is stored already" in page and "Store a second copy" in page
    assert match_count(client) == before + 1
    empty = start_match(client, ["Cy", "Di"])  # no holes, no history: the file is its twin
    assert import_file(client, export_json(client, empty)).status_code == 422


def test_a_file_whose_imported_copy_had_a_player_renamed_is_offered_a_second_copy(client):
    match = start_match(client, ["Ann", "Bo"])
    record(client, match, 1, [3, -2])
    document = _only_the_file_left(client, match)
    assert import_file(client, document).status_code == 302
    copy = stored(client, max(sharing_ids(client)))
    ann = next(player for player in copy.players if player.name == "Ann")
    data = fresh(client, copy, **{f"p{ann.id}-name": "Anna", f"p{ann.id}-shown": "Ann"})
    assert client.post(f"/matches/{copy.id}/players/{ann.id}/name", data=data).status_code == 302
    again = import_file(client, document)
    assert again.status_code == 422
    page = page_text(again)
    assert "contradict each other" not in page
    assert "This match is stored already" in page and "Store a second copy" in page
    assert f'href="/matches/{copy.id}"' in page


def sharing_ids(client) -> list[int]:
    """The ids of every stored match."""
    with db_rows(client):
        return list(db.session.scalars(db.select(Match.id)))


def test_json_carries_layout_scores_hole_scores_and_reasons(client):
    match = start_with_rules(
        client, ["Ann", "Bo", "Cy"], going_out_penalty="double", going_out_bonus="-5"
    )
    record(client, match, 1, [12, 9, 15], went_out=str(match.players[0].id))
    hole = export_json(client, match)["holes"][0]
    assert hole["scores"] == {"p1": 12, "p2": 9, "p3": 15}
    assert hole["hole_scores"] == {"p1": 19, "p2": 9, "p3": 15}
    assert hole["adjustments"] == [
        "Ann went out with 12, not the lowest (Bo 9): doubled → 24",
        "Ann went out: −5 → 19",
    ]


def test_an_export_from_before_missed_holes_existed_imports_with_the_same_totals(client):
    """A version 1 file has no missed_holes: its match counted nothing for a late
    player's missed holes, and so does the copy (RULES.md V28)."""
    match = eventful_match(client)
    document = export_json(client, match)
    document["format_version"] = 1
    del document["rules"]["missed_holes"]
    for hole in document["holes"]:
        del hole["hole_scores"], hole["adjustments"]
    for key in ("going_out_penalty", "going_out_bonus", "lowest_hole_bonus"):
        del document["rules"][key]
    del document["rules"]["tied_hole_penalty"], document["rules"]["hole_21_is_zero"]
    assert import_file(client, document, again=True).status_code == 302
    with db_rows(client):
        copy = db.session.scalars(db.select(Match).order_by(Match.id.desc())).first()
        sheet = scorekeeping.build_sheet(scorekeeping.get_match(copy.id))
        # The totals version 1 wrote: Di's holes 1 and 2 count nothing.
        assert dict(zip([p.name for p in sheet.players], sheet.totals, strict=True)) == {
            "Ann": 14,
            "Bo": 6,
            "Di": 1,
        }
        assert copy.rules["missed_holes"] == "skip"


def test_a_current_export_keeps_its_missed_holes_rule(client):
    match = eventful_match(client)
    document = export_json(client, match)
    assert document["rules"]["missed_holes"] == "highest"
    assert import_file(client, document, again=True).status_code == 302
    with db_rows(client):
        copy = db.session.scalars(db.select(Match).order_by(Match.id.desc())).first()
        assert copy.rules["missed_holes"] == "highest"
