"""The score sheet: the grid, totals, standings, the current hole, and recording a hole."""

from __future__ import annotations

import re

import pytest

from golfkeeper import scorekeeping
from golfkeeper.web.templating import grid_cell, grid_cells
from tests.web.helpers import finish, hole_version_now, page_text, record, start_match, stored
from tests.web.matches.test_matches_start import new_match_data


def scores(client, match):
    match = stored(client, match)
    names = {p.id: p.name for p in match.players}
    return {(names[s.player_id], s.hole_number): s.points for s in match.scores}


def hole_notes(client, match):
    """(hole number, who went out) of every hole noted."""
    return [(note.hole_number, note.went_out_id) for note in stored(client, match).hole_notes]


def text(page):
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", page))


def test_three_player_match_where_two_players_share_the_win(client):
    match = start_match(client, ["Ann", "Bo", "Cy"], holes=5)
    for hole, points in enumerate([[2, 3, 5], [0, -1, 4], [4, 4, 0], [-2, -2, 6], [1, 1, 1]], 1):
        assert record(client, match, hole, points).status_code == 302
    match = finish(client, match)
    page = page_text(client.get(f"/matches/{match.id}"))
    assert "Match finished" in page
    assert "<strong>Ann and Bo</strong> share the win with 5 points each." in page
    assert page.count("shares the win") == 2
    assert re.search(r'shared place 1">1=</span>\s*<span class="name">Ann', page)
    assert re.search(r'place 3">3</span>\s*<span class="name">Cy', page)
    assert "Save hole" not in page


def test_equal_totals_below_the_lead_share_a_place(client):
    match = start_match(client, ["Ann", "Bo", "Cy"])
    record(client, match, 1, [1, 5, 5])
    page = page_text(client.get(f"/matches/{match.id}"))
    assert 'aria-label="shared place 2">2=' in page
    assert 'aria-label="place 1">1<' in page


def test_eighteen_hole_match_is_not_finished_after_hole_nine(client):
    match = start_match(client, ["Ann", "Bo"], holes=18)
    for hole in range(1, 10):
        record(client, match, hole, [hole, 2])
    match = stored(client, match)
    assert not match.is_finished
    page = page_text(client.get(f"/matches/{match.id}"))
    assert "Hole 10 of 18" in page and "Match finished" not in page
    # Front nine: Ann 1+...+9 = 45, Bo 18; the back nine has nothing yet.
    assert re.search(r"Front nine</th>\s*<td>45</td><td>18</td>", page)
    assert re.search(r"Back nine</th>\s*<td>0</td><td>0</td>", page)
    for hole in range(10, 19):
        record(client, match, hole, [-1, 1])
    match = finish(client, match)
    assert match.is_finished
    page = page_text(client.get(f"/matches/{match.id}"))
    assert re.search(r"Back nine</th>\s*<td>−9</td><td>9</td>", page)
    assert '<td class="total">36</td>' in page and '<td class="total">27</td>' in page


def test_nine_hole_matches_have_no_nine_hole_subtotals(client):
    match = start_match(client, ["Ann", "Bo"])
    assert "Front nine" not in page_text(client.get(f"/matches/{match.id}"))


def test_zero_stays_zero_and_blank_stays_blank(client):
    match = start_match(client, ["Ann", "Bo"])
    assert record(client, match, 1, [0, None]).status_code == 302
    assert scores(client, match) == {("Ann", 1): 0}
    page = page_text(client.get(f"/matches/{match.id}"))
    assert "Hole 1 of 9" in page  # Bo's blank keeps hole 1 open
    ann, bo = match.players
    assert re.search(rf'name="player-{ann.id}"[^>]* value="0"', page)
    assert re.search(rf'name="player-{bo.id}"[^>]* value=""', page)
    assert 'aria-label="not entered"' in page
    # Saving again with the blank still blank changes nothing; then Bo's 0 completes the hole.
    record(client, match, 1, [0, None])
    assert scores(client, match) == {("Ann", 1): 0}
    record(client, match, 1, [0, 0])
    assert scores(client, match) == {("Ann", 1): 0, ("Bo", 1): 0}
    assert "Hole 2 of 9" in page_text(client.get(f"/matches/{match.id}"))


def test_clearing_a_saved_score_makes_it_not_entered_again(client):
    match = start_match(client, ["Ann", "Bo"])
    record(client, match, 1, [4, 5])
    record(client, match, 1, [4, None], editing="1")
    assert scores(client, match) == {("Ann", 1): 4}


@pytest.mark.parametrize(
    ("typed", "points"), [("-4", -4), ("−4", -4), (" 7 ", 7), ("0", 0), ("–3", -3)]
)
def test_any_integer_is_read_including_a_unicode_minus(client, typed, points):
    match = start_match(client, ["Ann", "Bo"])
    assert record(client, match, 1, [typed, 1]).status_code == 302
    assert scores(client, match)[("Ann", 1)] == points


@pytest.mark.parametrize(
    ("bad", "message"),
    [("4.5", "no decimals"), ("abc", "is not a score"), ("--4", "is not a score")],
)
def test_bad_score_gets_a_message_next_to_its_field_and_the_card_is_kept(client, bad, message):
    match = start_match(client, ["Ann", "Bo"])
    record(client, match, 1, [1, 2])
    response = record(client, match, 2, [bad, 7])
    page = page_text(response)
    assert response.status_code == 422
    ann = match.players[0]
    error = re.search(rf'<span class="error" id="player-{ann.id}-error" role="alert">([^<]*)', page)
    assert error and message in error.group(1)
    assert f'aria-describedby="player-{ann.id}-error"' in page
    assert f'value="{bad}"' in page and 'value="7"' in page
    assert scores(client, match) == {("Ann", 1): 1, ("Bo", 1): 2}


def test_out_of_range_score_is_refused_with_the_range_then_recorded_when_confirmed(client):
    match = start_match(client, ["Ann", "Bo"])
    ann, bo = match.players
    response = record(client, match, 1, [61, 3])
    page = page_text(response)
    assert response.status_code == 422
    assert "Hole scores under these rules run from −6 to 60." in page
    assert "tick ‘Record anyway’" in page
    assert f'name="confirm-{ann.id}"' in page and f'name="confirm-{bo.id}"' not in page
    assert 'value="61"' in page and scores(client, match) == {}
    response = record(client, match, 1, [61, 3], **{f"confirm-{ann.id}": "y"})
    assert response.status_code == 302
    assert scores(client, match) == {("Ann", 1): 61, ("Bo", 1): 3}


def test_score_range_follows_the_agreed_rules(client):
    match = start_match(client, ["Ann", "Bo"], preset="pair-of-twos-keeps")
    # Two 2s in a column keep their value: four 2s and two kings in one deck reach -8.
    assert record(client, match, 1, [-8, 0]).status_code == 302
    response = record(client, match, 2, [-9, 0])
    assert "run from −8 to 60" in page_text(response)


def test_who_went_out_is_optional_and_shown_on_the_sheet(client):
    match = start_match(client, ["Ann", "Bo"])
    ann, bo = match.players
    assert record(client, match, 1, [3, 0], went_out=str(bo.id)).status_code == 302
    assert hole_notes(client, match) == [(1, bo.id)]
    page = page_text(client.get(f"/matches/{match.id}"))
    assert '0<span class="went-out" title="went out" aria-label="went out">↑</span>' in page
    assert record(client, match, 2, [1, 1]).status_code == 302  # not noted: fine


def test_went_out_is_not_asked_when_the_table_does_not_note_it(client):
    data = new_match_data(["Cy", "Di"])
    del data["rules-record_who_went_out"]  # an unticked box is not sent
    location = client.post("/matches/new", data=data).headers["Location"]
    assert "Went out (optional)" not in page_text(client.get(location))
    noted = client.post("/matches/new", data=new_match_data(["Cy", "Di"])).headers["Location"]
    assert "Went out (optional)" in page_text(client.get(noted))


def test_dealer_and_first_player_of_every_hole_pass_to_the_left(client):
    match = start_match(client, ["Ann", "Bo", "Cy"], dealer=1)
    page = text(page_text(client.get(f"/matches/{match.id}")))
    assert "Bo deals; Cy plays first." in page
    deals = re.findall(
        r'deal-col"><bdi class="deal-name">(\w+)</bdi> · <bdi class="deal-name">(\w+)',
        page_text(client.get(f"/matches/{match.id}")),
    )
    assert deals[:4] == [("Bo", "Cy"), ("Cy", "Ann"), ("Ann", "Bo"), ("Bo", "Cy")]


def test_current_hole_is_marked_and_later_holes_wait(client):
    match = start_match(client, ["Ann", "Bo"])
    record(client, match, 1, [1, 2])
    page = page_text(client.get(f"/matches/{match.id}"))
    assert '<tr class="current" aria-current="step">' in page
    response = client.get(f"/matches/{match.id}/holes/4")
    assert response.status_code == 302 and response.headers["Location"].endswith("/holes/2")
    response = record(client, match, 4, [1, 1], editing="1")
    assert response.status_code == 422
    assert "Hole 2 comes first" in page_text(response) and 'value="1"' in page_text(response)


def test_long_names_do_not_widen_the_grid(client):
    long_name = "Bartholomew-Maximilian Featherstonehaugh"
    match = start_match(client, [long_name, "Bo"])
    page = page_text(client.get(f"/matches/{match.id}"))
    assert f'title="{long_name}"><span class="player-name">{long_name}</span>' in page


def test_scorecard_needs_few_sql_statements_whatever_the_match_size(client, sql_statements):
    names = [f"Player {n}" for n in range(1, 9)]
    match = start_match(client, names, holes=18)
    for hole in range(1, 18):
        record(client, match, hole, list(range(8)))
    sql_statements.clear()
    assert client.get(f"/matches/{match.id}").status_code == 200
    assert len(sql_statements) <= 6, sql_statements


def test_unknown_match_and_hole_are_404(client):
    assert client.get("/matches/999").status_code == 404
    match = start_match(client, ["Ann", "Bo"])
    assert client.get(f"/matches/{match.id}/holes/10").status_code == 404
    assert client.get(f"/matches/{match.id}/holes/0").status_code == 404


def test_recording_needs_a_csrf_token(app, client):
    match = start_match(client, ["Ann", "Bo"])
    app.config["WTF_CSRF_ENABLED"] = True
    assert record(client, match, 1, [1, 2]).status_code == 400
    assert scores(client, match) == {}


def test_a_field_that_was_not_sent_changes_nothing(client):
    match = start_match(client, ["Ann", "Bo"])
    ann, bo = match.players
    record(client, match, 1, [3, 4], went_out=str(ann.id))
    response = client.post(
        f"/matches/{match.id}/holes/1",
        data={
            f"player-{ann.id}": "5",
            "editing": "1",
            "version": hole_version_now(client, match, 1),
        },
    )
    assert response.status_code == 302
    assert scores(client, match) == {("Ann", 1): 5, ("Bo", 1): 4}
    assert hole_notes(client, match) == [(1, ann.id)]
    record(client, match, 1, [5, 4], went_out="", editing="1")  # a sent blank clears it
    assert hole_notes(client, match) == [(1, None)]


def test_a_total_with_a_blank_hole_says_how_many_holes_it_misses(client):
    match = start_match(client, ["Ann", "Bo", "Cy", "Sam"])
    record(client, match, 1, [14, 13, 15, None])  # Sam's score not known yet
    page = page_text(client.get(f"/matches/{match.id}"))
    assert re.search(
        r'<span class="name">Sam</span>\s*<span class="total">0<span class="missing">'
        r" · 1 hole missing</span>",
        page,
    )
    assert '<td class="total">0<small class="missing" aria-label="1 hole missing">' in page
    assert '<td class="total">13</td>' in page  # Bo's total is whole
    record(client, match, 1, [14, 13, 15, 12], editing="1")
    assert "missing" not in page_text(client.get(f"/matches/{match.id}"))


def test_a_save_builds_the_score_sheet_once_before_the_write(client, monkeypatch):
    match = start_match(client, ["Ann", "Bo", "Cy"], holes=5)
    record(client, match, 1, [2, 3, 5])
    built = []
    real_init = scorekeeping.ScoreSheet.__init__

    def counted(self, *args, **kwargs):
        built.append(1)
        real_init(self, *args, **kwargs)

    monkeypatch.setattr(scorekeeping.ScoreSheet, "__init__", counted)
    response = record(client, match, 2, [0, -1, 4])
    assert response.status_code == 302
    # One sheet to check the hole is up and bound its scores; what is still missing after
    # the write is read from the stored scores (scorekeeping.still_to_enter).
    assert len(built) == 1
    assert "Hole 2 saved." in page_text(client.get(f"/matches/{match.id}"))
    built.clear()
    response = record(client, match, 3, [1, None, 2])
    assert len(built) == 1
    assert "Hole 3 saved. Still to enter: Bo." in page_text(client.get(f"/matches/{match.id}"))
    built.clear()
    assert client.get(f"/matches/{match.id}/holes/2").status_code == 200
    assert len(built) == 1


@pytest.mark.parametrize(
    ("cell", "html"),
    [
        (
            scorekeeping.Cell(-4, 7, True, False, -4),
            '<td class="entered">−4'
            '<small class="running" aria-label="running total">7</small></td>',
        ),
        (
            scorekeeping.Cell(10, 3, True, True, 5),
            '<td class="entered">10<small class="layout-score" title="layout score entered"> '
            '<span class="visually-hidden">layout score </span>(5)</small>'
            '<span class="went-out" title="went out" aria-label="went out">↑</span>'
            '<small class="running" aria-label="running total">3</small></td>',
        ),
        (
            scorekeeping.Cell(None, None, True, False),
            '<td class="not-entered"><span aria-label="not entered">–</span></td>',
        ),
        (
            scorekeeping.Cell(None, None, False, False),
            '<td class="not-played"><span aria-label="not played" title="not played">·</span></td>',
        ),
        (
            scorekeeping.Cell(9, 9, False, False),
            '<td class="not-played"><span title="not played: counted 9">'
            '<span class="visually-hidden">not played, counted </span>9'
            '<span aria-hidden="true">·</span></span>'
            '<small class="running" aria-label="running total">9</small></td>',
        ),
    ],
    ids=["entered", "adjusted-went-out", "not-entered", "not-played", "missed-hole-counted"],
)
def test_each_square_of_the_grid_says_what_it_holds(cell, html):
    assert grid_cell(cell) == html


def test_a_holes_squares_come_in_seat_order_one_a_line():
    cells = [scorekeeping.Cell(3, 3, True, False, 3), scorekeeping.Cell(None, None, True, False)]
    row = grid_cells(cells)
    assert row.split("\n") == [grid_cell(cells[0]), "      " + grid_cell(cells[1])]


def test_a_match_of_one_hole_says_one_hole_on_every_page(client):
    match = start_match(client, ["Ann", "Bo"], holes=1)
    pages = {
        url: page_text(client.get(url))
        for url in (
            f"/matches/{match.id}",
            f"/matches/{match.id}/print",
            f"/rules/table/{match.id}",
            f"/rules/table/{match.id}/print",
            "/rules/sheet?holes=1",
        )
    }
    missing = client.get(f"/matches/{match.id}/holes/2")
    pages["missing hole"] = page_text(missing)
    assert missing.status_code == 404 and f"Match {match.id} has 1 hole;" in pages["missing hole"]
    assert "1 hole ·" in pages[f"/matches/{match.id}"]
    assert [url for url, page in pages.items() if re.search(r"\b1 holes\b", page)] == []
