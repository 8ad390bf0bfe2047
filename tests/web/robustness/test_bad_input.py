"""Broken and hostile input: every case gets a clear 4xx answer and changes nothing.

Decisions the corpus pins down: a score is a whole number as a phone types it, read by
``engine.text.whole_number_text``: digits with at most one leading sign, where a plus
sign, a Unicode minus or dash and full-width digits read as the number they plainly are
("+5" is 5, "-0" and "−0" are 0, "３" is 3: issue 35 reversed the earlier decision that
refused them), while other scripts' digits ("٣"), separators, decimals, superscripts and
words are refused with a message, not guessed at; a blank score means "not entered",
so a hole form with every field blank on a hole with nothing saved is refused ("type at
least one score"), while clearing a saved score is a correction. Names may hold any
letters, emoji and right-to-left text, but no control characters or bidi overrides (see
``test_names_the_table_may_use``).
"""

from __future__ import annotations

import io
import json

import pytest

from golfkeeper.extensions import db
from golfkeeper.models import Player
from tests.web.helpers import (
    db_rows,
    fresh,
    page_text,
    record,
    rename_fields,
    snapshot,
    start_match,
    stored,
)

ONE_MB = 1024 * 1024


@pytest.fixture
def table(client):
    """A 9-hole match (Ann, Bo) with hole 1 recorded, and a second match (Cy, Di)."""
    match = start_match(client, ["Ann", "Bo"])
    record(client, match, 1, [4, 5])
    other = start_match(client, ["Cy", "Di"])
    return stored(client, match), other


def seats(match) -> list[Player]:
    return sorted(match.players, key=lambda p: p.seat)


def assert_refused(client, response, status: int, message: str, before: tuple) -> None:
    assert response.status_code == status, page_text(response)[:2000]
    if response.is_json:
        assert message in response.get_json()["error"]
    else:
        assert message in page_text(response)
    assert snapshot(client) == before


# ---------------------------------------------------------------------------------------
# Scores typed into a hole form

NOT_A_SCORE = "is not a score"
BAD_SCORES = [
    ("1e9", NOT_A_SCORE),
    ("٣", NOT_A_SCORE),  # Arabic-Indic three
    ("३", NOT_A_SCORE),  # Devanagari three
    ("½", NOT_A_SCORE),
    ("²", NOT_A_SCORE),
    ("99999999999999999999", "far too large"),
    ("1234567", "far too large"),
    ("0x10", NOT_A_SCORE),
    ("NaN", NOT_A_SCORE),
    ("Infinity", NOT_A_SCORE),
    ("5 5", NOT_A_SCORE),
    ("５.５", "no decimals"),  # full-width, read as 5.5
    ("１,０００", "Type 1000 without separators."),
    ("+1,000", "Type 1000 without separators."),
    ("٣٣", NOT_A_SCORE),
    ("+٣", NOT_A_SCORE),
    ("\u2013 3", NOT_A_SCORE),  # a dash, then a space: not one number
    ("+-5", NOT_A_SCORE),
    ("--4", NOT_A_SCORE),
    ("5-", NOT_A_SCORE),
    ("4.5", "no decimals"),
    ("4,5", "no decimals"),
    ("1,000", "Type 1000 without separators."),
    ("-1,000", "Type -1000 without separators."),
    ("five", NOT_A_SCORE),
    ("1_000", NOT_A_SCORE),
    ("5\x00", NOT_A_SCORE),
    ("<b>5</b>", NOT_A_SCORE),
    ("999999", "Record anyway"),  # a number, but outside what the rules allow
    ("-999999", "Record anyway"),
]


@pytest.mark.parametrize(("typed", "message"), BAD_SCORES, ids=[repr(t) for t, _ in BAD_SCORES])
def test_a_bad_score_is_refused_next_to_its_field(client, table, typed, message):
    match, _ = table
    ann, bo = seats(match)
    before = snapshot(client)
    response = client.post(
        f"/matches/{match.id}/holes/2", data={f"player-{ann.id}": typed, f"player-{bo.id}": "3"}
    )
    assert_refused(client, response, 422, message, before)
    page = page_text(response)
    assert f'id="player-{ann.id}-error"' in page  # the message sits next to Ann's field
    assert f'aria-describedby="player-{ann.id}-error"' in page


PHONE_TYPED_SCORES = [
    ("+5", 5),
    ("-0", 0),
    ("\u22120", 0),  # the true minus sign the app writes points with
    ("３", 3),  # full-width three
    ("\uff0d\uff13", -3),  # full-width minus three
    ("\uff0b\uff11\uff12", 12),
    (" +07 ", 7),
]


@pytest.mark.parametrize(
    ("typed", "points"), PHONE_TYPED_SCORES, ids=[repr(t) for t, _ in PHONE_TYPED_SCORES]
)
def test_a_score_as_a_phone_types_it_is_read_as_the_number(client, table, typed, points):
    match, _ = table
    ann, bo = seats(match)
    response = record(client, match, 2, [typed, 3])
    assert response.status_code == 302, page_text(response)[:2000]
    saved = {s.player_id: s.points for s in stored(client, match).scores if s.hole_number == 2}
    assert saved == {ann.id: points, bo.id: 3}


@pytest.mark.parametrize("blank", ["", "   ", "\t", "\u3000"], ids=repr)
def test_a_hole_form_with_every_score_blank_is_refused_on_an_empty_hole(client, table, blank):
    match, _ = table
    ann, bo = seats(match)
    before = snapshot(client)
    response = client.post(
        f"/matches/{match.id}/holes/2", data={f"player-{ann.id}": blank, f"player-{bo.id}": blank}
    )
    assert_refused(client, response, 422, "Type at least one score", before)


# ---------------------------------------------------------------------------------------
# Names: new match, rename, late player

CONTROL = "no control characters"
CONTROL_IN_NAME = "contain tabs, line breaks or control characters"
BAD_PLAYER_NAMES = [
    ("x" * 10_000, "Keep names to 40 characters"),
    ("Ann\x00", CONTROL_IN_NAME),
    ("Ann\x07", CONTROL_IN_NAME),
    ("An\tn", CONTROL_IN_NAME),
    ("An\nn", CONTROL_IN_NAME),
    ("An\u202en", CONTROL_IN_NAME),  # right-to-left override
    ("An\u2066n", CONTROL_IN_NAME),  # left-to-right isolate
    ("\u200b", "This name shows as blank"),  # zero-width space only
    ("\u200b\u200d\u2060", "This name shows as blank"),
    ("\u3164", "This name shows as blank"),  # Hangul filler
    ("\u2800", "This name shows as blank"),  # Braille blank
    ("bo", "already at the table"),  # Bo, whatever the case
]


def _new_match(client, first_name, match_name=""):
    data = {"name_1": first_name, "name_2": "Bo", "first_dealer": "2", "holes": "9"}
    data.update({"rules-preset": "main", "name": match_name})
    return client.post("/matches/new", data=data)


@pytest.mark.parametrize(
    ("name", "message"), BAD_PLAYER_NAMES, ids=[repr(n[:12]) for n, _ in BAD_PLAYER_NAMES]
)
def test_a_bad_player_name_is_refused_when_starting_a_match(client, table, name, message):
    before = snapshot(client)
    assert_refused(client, _new_match(client, name), 422, message, before)


@pytest.mark.parametrize("name", ["", "   ", "\t"], ids=repr)
def test_a_blank_name_leaves_too_few_players_to_start(client, table, name):
    before = snapshot(client)
    assert_refused(client, _new_match(client, name), 422, "Enter at least 2 players", before)


@pytest.mark.parametrize(
    ("match_name", "message"),
    [("x" * 10_000, "Keep it to 60 characters"), ("Sunday\x00", CONTROL), ("A\u202eB", CONTROL)],
    ids=["10,000 characters", "NUL", "bidi override"],
)
def test_a_bad_match_name_is_refused(client, table, match_name, message):
    before = snapshot(client)
    assert_refused(client, _new_match(client, "Ann", match_name), 422, message, before)


@pytest.mark.parametrize(
    ("name", "message"),
    [
        ("", "Type a name"),
        ("x" * 10_000, "Keep names to 40 characters"),
        ("Bo\x07", CONTROL_IN_NAME),
        ("B\u202eo", CONTROL_IN_NAME),
        ("BO", "already at the table"),
    ],
    ids=["empty", "10,000 characters", "bell", "bidi override", "taken"],
)
def test_a_bad_new_name_is_refused_on_rename(client, table, name, message):
    match, _ = table
    ann = seats(match)[0]
    before = snapshot(client)
    response = client.post(
        f"/matches/{match.id}/players/{ann.id}/name",
        data=rename_fields(client, ann, name),
    )
    assert_refused(client, response, 422, message, before)


@pytest.mark.parametrize(
    ("name", "message"),
    [("", "Type a name"), ("Cy\x00", CONTROL_IN_NAME), ("x" * 10_000, "Keep names to 40")],
    ids=["empty", "NUL", "10,000 characters"],
)
def test_a_bad_late_player_name_is_refused(client, table, name, message):
    match, _ = table
    before = snapshot(client)
    response = client.post(f"/matches/{match.id}/players", data=fresh(client, match, name=name))
    assert_refused(client, response, 422, message, before)


@pytest.mark.parametrize(
    "reason", ["why\x00", "a\u202eb", "x" * 10_000], ids=["NUL", "bidi", "10,000 characters"]
)
def test_a_bad_reason_for_a_correction_is_refused(client, table, reason):
    match, _ = table
    ann, bo = seats(match)
    before = snapshot(client)
    data = {f"player-{ann.id}": "6", f"player-{bo.id}": "5", "reason": reason, "editing": "1"}
    response = client.post(f"/matches/{match.id}/holes/1", data=data)
    message = CONTROL if len(reason) < 100 else "At most 200 characters"
    assert_refused(client, response, 422, message, before)


@pytest.mark.parametrize(
    "name", ["Zoë 🃏", "👩‍👩‍👧 family", "سارة", "שרה", "李雷", "O'Brien & Co <3"], ids=repr
)
def test_names_the_table_may_use(client, name):
    response = _new_match(client, name)
    assert response.status_code == 302
    with db_rows(client):
        assert db.session.execute(db.select(Player.name).where(Player.seat == 0)).scalar() == name


# ---------------------------------------------------------------------------------------
# Card text: the JSON API and the calculator

BAD_LAYOUTS = [
    ("ZZ", "ZZ"),
    ("11H", "11H"),
    ("5X", "5X"),
    ("5H/", ""),
    ("", ""),
    (" ".join(["5H"] * 100), ""),
    ("5H KC 2S / 5D QH", ""),
    ("🂡 KC 2S / 5D QH AC", ""),
    ("<script>alert(1)</script>", ""),
    ("5H " * 200, "too long"),
]


@pytest.mark.parametrize(
    ("layout", "named"), BAD_LAYOUTS, ids=[repr(t[:16]) for t, _ in BAD_LAYOUTS]
)
def test_bad_card_text_gets_a_message_from_the_api(client, layout, named):
    before = snapshot(client)
    response = client.post("/api/score", json={"layout": layout})
    assert response.status_code == 422
    assert named in response.get_json()["error"]
    assert snapshot(client) == before


@pytest.mark.parametrize("layout", ["ZZ", "11H KC 2S / 5D QH AC", "5H/", "5H " * 100], ids=repr)
def test_bad_card_text_gets_a_message_in_the_calculator(client, layout):
    response = client.get("/calculator/", query_string={"layout": layout})
    assert response.status_code == 422
    assert 'role="alert"' in page_text(response)


# ---------------------------------------------------------------------------------------
# JSON API bodies

BAD_BODIES = [
    ("malformed", b'{"layout": "5H', 400, "JSON object"),
    ("not UTF-8", b"\xff\xfe{", 400, "JSON object"),
    ("deeply nested arrays", b"[" * 10_000 + b"]" * 10_000, 400, "nested too deeply"),
    ("deeply nested objects", b'{"a":' * 10_000 + b"1" + b"}" * 10_000, 400, "nested too deeply"),
    ("array", b'["5H KC 2S / 5D QH AC"]', 400, "JSON object"),
    ("null", b"null", 400, "JSON object"),
    ("string", b'"5H KC 2S / 5D QH AC"', 400, "JSON object"),
    ("number", b"5", 400, "JSON object"),
    ("layout as number", b'{"layout": 5}', 400, '"layout" must be text'),
    ("layout as list", b'{"layout": ["5H"]}', 400, '"layout" must be text'),
    ("layout missing", b"{}", 400, '"layout" must be text'),
    ("unknown key", b'{"layuot": "5H"}', 400, "Unknown key"),
    (
        "rules as text",
        b'{"layout": "5H KC 2S / 5D QH AC", "rules": "main"}',
        400,
        "must be an object",
    ),
    (
        "unknown preset",
        b'{"layout": "5H KC 2S / 5D QH AC", "rules": {"preset": "nope"}}',
        422,
        "nope",
    ),
    ("unknown rule", b'{"layout": "5H KC 2S / 5D QH AC", "rules": {"nope": 1}}', 422, "nope"),
    (
        "rule of the wrong type",
        b'{"layout": "5H KC 2S / 5D QH AC", "rules": {"holes": "x"}}',
        422,
        "holes",
    ),
    (
        "ten megabytes",
        b'{"layout": "' + b"5" * (10 * ONE_MB) + b'"}',
        413,
        "more than the server accepts",
    ),
]


@pytest.mark.parametrize(
    ("body", "status", "message"), [b[1:] for b in BAD_BODIES], ids=[b[0] for b in BAD_BODIES]
)
def test_a_bad_json_body_gets_a_json_error(client, body, status, message):
    before = snapshot(client)
    response = client.post("/api/score", data=body, content_type="application/json")
    assert response.status_code == status
    assert message.lower() in response.get_json()["error"].lower()
    assert snapshot(client) == before


# ---------------------------------------------------------------------------------------
# Query strings

BAD_QUERIES = [
    ("/matches/?page=-1", 400, "whole number from 1"),
    ("/matches/?page=0", 400, "whole number from 1"),
    ("/matches/?page=abc", 400, "whole number from 1"),
    ("/matches/?page=٣", 400, "whole number from 1"),
    ("/matches/?page=99", 404, "There is no page 99"),
    ("/matches/?page=99999999999999999999", 404, "There is no page"),
    ("/calculator/?layout=5H+KC+2S+/+5D+QH+AC&preset=nope", 422, "no preset called"),
    ("/calculator/?layout=5H+KC+2S+/+5D+QH+AC&jokers=many", 422, 'role="alert"'),
    ("/calculator/?match=abc", 404, "There is no match here"),
    ("/calculator/?match=99999999999999999999", 404, "There is no match here"),
    ("/api/rules/bounds?nope=1", 400, "nope"),
    ("/api/rules/bounds?jokers=many", 400, "jokers"),
    ("/api/rules/bounds?holes=99999999999999999999", 422, "holes"),
    ("/api/rules/bounds?last_turn=maybe", 400, "last_turn"),
    # Past the 4,300 digits Python turns into a number (on waitress request lines are long).
    ("/matches/?page=" + "9" * 4301, 404, "There is no page"),
    ("/matches/?page=" + "0" * 4400 + "1", 200, "Matches"),
    ("/calculator/?match=" + "9" * 4301, 404, "There is no match here"),
]


@pytest.mark.parametrize(
    ("url", "status", "message"), BAD_QUERIES, ids=[q[0][:60] for q in BAD_QUERIES]
)
def test_a_bad_query_string_gets_a_clear_answer(client, table, url, status, message):
    before = snapshot(client)
    assert_refused(client, client.get(url), status, message, before)


# ---------------------------------------------------------------------------------------
# Ids: unknown matches, holes out of range, another match's players

NO_MATCH = "There is no match here, or this browser has not been given its link."
NO_PAGE = "There is no page at this address."
SAVED_NOTHING = "Nothing was saved."


@pytest.mark.parametrize(
    ("method", "url", "message"),
    [
        ("get", "/matches/424242", NO_MATCH),
        ("post", "/matches/424242/holes/1", f"send you its link. {SAVED_NOTHING}"),
        ("get", "/matches/99999999999999999999", NO_PAGE),
        ("post", "/matches/99999999999999999999/finish", NO_PAGE),
        ("get", "/matches/abc", NO_PAGE),
        ("get", "/matches/-1", NO_PAGE),
        ("get", "/matches/{id}/holes/0", "Match {id} has 9 holes; there is no hole 0."),
        ("get", "/matches/{id}/holes/10", "Match {id} has 9 holes; there is no hole 10."),
        (
            "post",
            "/matches/{id}/holes/37",
            "Match {id} has 9 holes; there is no hole 37. " + SAVED_NOTHING,
        ),
        ("get", "/matches/{id}/holes/-1", NO_PAGE),
        (
            "post",
            "/matches/{id}/players/{other_player}/name",
            "Match {id} has no player with the number {other_player}. " + SAVED_NOTHING,
        ),
        (
            "post",
            "/matches/{id}/players/{other_player}/remove",
            "Match {id} has no player with the number {other_player}. " + SAVED_NOTHING,
        ),
        (
            "post",
            "/matches/{id}/holes/1/layout?player={other_player}",
            "Match {id} has no player with the number {other_player}. " + SAVED_NOTHING,
        ),
        ("get", "/rules/table/424242", NO_MATCH),
    ],
    ids=lambda value: value if value.startswith("/") else None,
)
def test_an_unknown_id_is_a_friendly_404(client, table, method, url, message):
    match, other = table
    ids = {"id": match.id, "other_player": seats(other)[0].id}
    url, message = url.format(**ids), message.format(**ids)
    before = snapshot(client)
    if "?player=" in url:
        url, player = url.split("?player=")
        response = client.post(url, data={"player": player})
    else:
        response = getattr(client, method)(url, data={"name": "Zed"} if method == "post" else None)
    assert_refused(client, response, 404, message, before)


def test_another_matchs_player_in_a_hole_form_is_refused(client, table):
    match, other = table
    ann, bo = seats(match)
    before = snapshot(client)
    data = {f"player-{ann.id}": "6", f"player-{bo.id}": "5", f"player-{seats(other)[0].id}": "9"}
    response = client.post(f"/matches/{match.id}/holes/1", data={**data, "editing": "1"})
    assert_refused(client, response, 422, "not dealt in on this hole", before)


def test_only_another_matchs_player_in_a_hole_form_is_refused(client, table):
    match, other = table
    before = snapshot(client)
    data = {f"player-{seats(other)[0].id}": "9"}
    response = client.post(f"/matches/{match.id}/holes/2", data=data)
    assert_refused(client, response, 422, "not dealt in on this hole", before)


def test_another_matchs_player_as_who_went_out_is_refused(client, table):
    match, other = table
    ann, bo = seats(match)
    before = snapshot(client)
    data = {f"player-{ann.id}": "6", f"player-{bo.id}": "5", "went_out": str(seats(other)[0].id)}
    response = client.post(f"/matches/{match.id}/holes/2", data=data)
    assert_refused(client, response, 422, "Not a valid choice", before)


@pytest.mark.parametrize("dealer", ["9", "0", "-1", "x", ""], ids=repr)
def test_a_first_dealer_outside_the_seats_is_refused(client, table, dealer):
    before = snapshot(client)
    data = {"name_1": "Ann", "name_2": "Bo", "first_dealer": dealer, "holes": "9"}
    response = client.post("/matches/new", data={**data, "rules-preset": "main"})
    assert response.status_code == 422
    assert "deals" in page_text(response) and 'role="alert"' in page_text(response)
    assert snapshot(client) == before


HOLES_IN_DIGITS = "Type the number of holes in digits, from 1 to 36."
HOLES_RANGE = "From 1 to 36 holes."


@pytest.mark.parametrize(
    ("holes", "message"),
    [
        ("0", HOLES_RANGE),
        ("37", HOLES_RANGE),
        ("99999999999999999999", HOLES_RANGE),
        ("9" * 4400, HOLES_RANGE),
        ("-" + "9" * 4400, HOLES_RANGE),
        ("0" * 4400 + "37", HOLES_RANGE),
        ("-5", HOLES_RANGE),
        ("x", HOLES_IN_DIGITS),
        ("1e9", HOLES_IN_DIGITS),
        ("4.5", HOLES_IN_DIGITS),
        ("1,000", HOLES_IN_DIGITS),
    ],
    ids=lambda value: repr(value)[:30],
)
def test_a_hole_count_out_of_range_is_refused_with_one_clear_message(client, table, holes, message):
    before = snapshot(client)
    data = {"name_1": "Ann", "name_2": "Bo", "first_dealer": "1", "holes": "custom"}
    response = client.post(
        "/matches/new", data={**data, "holes_custom": holes, "rules-preset": "main"}
    )
    assert response.status_code == 422
    page = page_text(response)
    assert page.count('role="alert"') == 1, page
    assert message in page
    assert "Not a valid integer value" not in page
    assert f'value="{holes}"' in page  # what was typed stays in the form
    assert snapshot(client) == before


# ---------------------------------------------------------------------------------------
# Methods and sizes

NOT_ALLOWED = "not allowed for the requested URL"


@pytest.mark.parametrize(
    ("method", "url"),
    [
        ("get", "/matches/{id}/undo"),
        ("get", "/matches/{id}/finish"),
        ("get", "/matches/{id}/reopen"),
        ("delete", "/matches/{id}"),
        ("put", "/matches/{id}/holes/1"),
        ("patch", "/matches/new"),
        ("delete", "/matches/"),
        ("get", "/api/score"),
        ("post", "/api/presets"),
    ],
    ids=lambda value: value,
)
def test_a_method_a_page_does_not_take_is_a_405(client, table, method, url):
    match, _ = table
    before = snapshot(client)
    response = getattr(client, method)(url.format(id=match.id))
    expected = "not allowed" if url.startswith("/api/") else NOT_ALLOWED
    assert_refused(client, response, 405, expected, before)


def test_a_form_body_over_one_megabyte_is_refused_early(client, table):
    match, _ = table
    ann, _bo = seats(match)
    before = snapshot(client)
    data = {f"player-{ann.id}": "6", "reason": "x" * (2 * ONE_MB)}
    response = client.post(f"/matches/{match.id}/holes/1", data=data)
    assert_refused(client, response, 413, "more than the server accepts", before)


def test_an_import_past_any_file_the_app_writes_is_refused_early(client, table):
    from golfkeeper.matches.views.transfer import IMPORT_BODY_MAX

    before = snapshot(client)
    upload = (io.BytesIO(b" " * (IMPORT_BODY_MAX + 1)), "match.json")
    response = client.post("/matches/import", data={"file": upload})
    assert_refused(client, response, 413, "more than the server accepts", before)


@pytest.mark.parametrize(
    "content",
    [
        b'{"format": "golfkeeper-match"',
        b"[" * 100_000,
        json.dumps([1, 2, 3]).encode(),
        json.dumps({"format": "something-else"}).encode(),
        b"\xff\xfe\x00",
    ],
    ids=["malformed", "deeply nested", "array", "another format", "not UTF-8"],
)
def test_a_bad_import_file_is_refused_whole(client, table, content):
    before = snapshot(client)
    response = client.post("/matches/import", data={"file": (io.BytesIO(content), "match.json")})
    assert response.status_code == 422
    assert 'role="alert"' in page_text(response)
    assert snapshot(client) == before


@pytest.mark.parametrize("hole", ["9" * 4301, "²", "0" * 4400 + "1"])
def test_a_calculator_hole_of_odd_digits_says_there_is_no_such_hole(client, table, hole):
    match, _ = table
    player = seats(match)[0]
    before = snapshot(client)
    response = client.get(f"/calculator/?match={match.id}&hole={hole}&player={player.id}")
    assert response.status_code == 200
    page = page_text(response)
    assert "there is no hole" in page and "Exceeds the limit" not in page
    assert snapshot(client) == before


@pytest.mark.parametrize("move", ["²:up", "¹:down", "9" * 4400 + ":up", "-1:up", ":up"])
def test_a_roster_move_of_odd_digits_moves_nobody(client, move):
    data = {"name_1": "Ann", "name_2": "Bo", "first_dealer": "1", "rules-preset": "main"}
    response = client.post("/matches/new", data={**data, "move": move})
    assert response.status_code in (200, 422)
    page = page_text(response)
    assert 'value="Ann"' in page and 'value="Bo"' in page
    assert page.index('value="Ann"') < page.index('value="Bo"')


@pytest.mark.parametrize("decks", ["²", "9" * 4400])
def test_a_deck_count_of_odd_digits_is_refused_by_its_field(client, decks):
    data = {"name_1": "Ann", "name_2": "Bo", "first_dealer": "1", "rules-preset": "main"}
    response = client.post("/matches/new", data={**data, "rules-decks": decks})
    assert response.status_code == 422
    assert "Exceeds the limit" not in page_text(response)
