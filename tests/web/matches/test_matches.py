"""Keeping a match's score sheet through the web pages."""

from __future__ import annotations

from golfkeeper.extensions import db
from golfkeeper.models import Match
from tests.web.helpers import db_rows, finish, only_match, page_text, record, start_match, stored


def scores_of(client, match):
    match = stored(client, match)
    names = {player.id: player.name for player in match.players}
    return {(names[s.player_id], s.hole_number): s.points for s in match.scores}


def test_home_offers_the_three_jobs(client):
    page = page_text(client.get("/"))
    assert "Start a match" in page and "Score a layout" in page and "Read the rules" in page


def test_start_match_stores_players_in_seating_order_and_dealer(client):
    match = start_match(client, ["Ann", "Bo", "Cy"], dealer=1)
    assert [p.name for p in match.players] == ["Ann", "Bo", "Cy"]
    assert match.first_dealer_seat == 1
    assert match.holes == 9
    page = page_text(client.get(f"/matches/{match.id}"))
    assert "Hole 1 of 9" in page
    assert "<strong>Bo</strong> deals; <strong>Cy</strong> plays first." in page


def test_blank_rows_are_skipped_and_dealer_counts_named_seats(client):
    data = {
        "name_1": "Ann",
        "name_3": "Cy",
        "name_6": "Di",
        "first_dealer": "6",
        "holes": "9",
        "preset": "main",
    }
    response = client.post("/matches/new", data=data)
    assert response.status_code == 302
    match = only_match(client)
    assert [p.name for p in match.players] == ["Ann", "Cy", "Di"]
    assert match.first_dealer_seat == 2


def test_one_player_is_not_a_match(client):
    response = client.post(
        "/matches/new", data={"name_1": "Ann", "first_dealer": "1", "holes": "9", "preset": "main"}
    )
    assert response.status_code == 422
    assert "at least 2 players" in response.get_data(as_text=True)
    with db_rows(client):
        assert db.session.scalar(db.select(db.func.count(Match.id))) == 0


def test_duplicate_names_are_refused_and_typed_names_kept(client):
    data = {"name_1": "Ann", "name_2": "ann", "first_dealer": "1", "holes": "9", "preset": "main"}
    response = client.post("/matches/new", data=data)
    page = response.get_data(as_text=True)
    assert response.status_code == 422
    assert "already at the table" in page
    assert 'value="Ann"' in page and 'value="ann"' in page


def test_dealer_must_be_a_named_player(client):
    data = {"name_1": "Ann", "name_2": "Bo", "first_dealer": "5", "holes": "9", "preset": "main"}
    response = client.post("/matches/new", data=data)
    assert response.status_code == 422
    assert "first dealer must be one of the players" in response.get_data(as_text=True)


def test_deal_passes_to_the_left_each_hole(client):
    match = start_match(client, ["Ann", "Bo", "Cy"], dealer=2)
    record(client, match, 1, [3, 4, 5])
    page = page_text(client.get(f"/matches/{match.id}"))
    assert "Hole 2 of 9" in page
    assert "<strong>Ann</strong> deals; <strong>Bo</strong> plays first." in page


def test_zero_is_a_score_and_blank_is_not_entered(client):
    match = start_match(client, ["Ann", "Bo"])
    response = record(client, match, 1, [0, None])
    assert response.status_code == 302
    assert scores_of(client, match) == {("Ann", 1): 0}
    page = page_text(client.get(f"/matches/{match.id}"))
    assert 'aria-label="not entered"' in page
    assert "Hole 1 saved. Still to enter: Bo." in page  # the flash says whose score is missing
    # Hole 1 is not complete, so it is still the current hole.
    assert "Hole 1 of 9" in page


def test_negative_scores_and_running_totals(client):
    match = start_match(client, ["Ann", "Bo"])
    record(client, match, 1, [-4, 10])
    record(client, match, 2, ["−2", 5])  # a Unicode minus is a minus
    assert scores_of(client, match) == {("Ann", 1): -4, ("Bo", 1): 10, ("Ann", 2): -2, ("Bo", 2): 5}
    page = page_text(client.get(f"/matches/{match.id}"))
    assert '<td class="total">−6</td>' in page
    assert '<td class="total">15</td>' in page


def test_bad_score_gets_a_message_next_to_the_field_and_nothing_changes(client):
    match = start_match(client, ["Ann", "Bo"])
    record(client, match, 1, [1, 2])
    for bad, message in [
        ("4.5", "no decimals"),
        ("abc", "is not a score"),
        ("--4", "is not a score"),
    ]:
        response = record(client, match, 2, [bad, 7])
        page = response.get_data(as_text=True)
        assert response.status_code == 422
        assert message in page
        assert f'value="{bad}"' in page  # what was typed stays in the form
        assert 'value="7"' in page
    assert scores_of(client, match) == {("Ann", 1): 1, ("Bo", 1): 2}


def test_correcting_a_past_hole_changes_the_totals(client):
    match = start_match(client, ["Ann", "Bo"])
    record(client, match, 1, [5, 6])
    record(client, match, 2, [1, 1])
    page = page_text(client.get(f"/matches/{match.id}/holes/1"))
    assert 'value="5"' in page and 'value="6"' in page
    response = record(client, match, 1, [9, 6], editing="1")
    assert response.status_code == 302
    assert scores_of(client, match)[("Ann", 1)] == 9
    assert '<td class="total">10</td>' in page_text(client.get(f"/matches/{match.id}"))


def test_nine_holes_then_finish_match_name_a_single_winner(client):
    match = start_match(client, ["Ann", "Bo", "Cy"])
    for hole in range(1, 10):
        record(client, match, hole, [hole, 2, 3])
    match = stored(client, match)
    assert not match.is_finished  # complete: the scorekeeper checks the sheet first
    checking = page_text(client.get(f"/matches/{match.id}"))
    assert "check the sheet, then finish" in checking and "wins with" not in checking
    match = finish(client, match)
    assert match.is_finished
    page = page_text(client.get(f"/matches/{match.id}"))
    assert "Match finished" in page
    assert "<strong>Bo</strong> wins with 18 points." in page
    assert "Save hole" not in page


def test_equal_lowest_totals_share_the_win(client):
    match = start_match(client, ["Ann", "Bo", "Cy"])
    for hole in range(1, 10):
        record(client, match, hole, [2, 2, 5] if hole % 2 else [-1, -1, 0])
    match = finish(client, match)
    page = page_text(client.get(f"/matches/{match.id}"))
    assert "<strong>Ann and Bo</strong> share the win with 6 points each." in page
    assert page.count("shares the win") == 2


def test_unknown_match_and_hole_are_404(client):
    assert client.get("/matches/999").status_code == 404
    match = start_match(client, ["Ann", "Bo"])
    assert client.get(f"/matches/{match.id}/holes/10").status_code == 404
    assert client.get(f"/matches/{match.id}/holes/0").status_code == 404


def test_match_survives_a_new_app_on_the_same_database(tmp_path):
    from golfkeeper import create_app

    config = {
        "TESTING": True,
        "SECRET_KEY": "t",
        "WTF_CSRF_ENABLED": False,
        "SQLALCHEMY_DATABASE_URI": f"sqlite:///{tmp_path / 'gk.sqlite3'}",
    }
    first = create_app(config)
    with first.app_context():
        db.create_all()
    client = first.test_client()
    match = start_match(client, ["Ann", "Bo"])
    record(client, match, 1, [3, -2])
    with first.app_context():
        db.engine.dispose()
    client = create_app(config).test_client()
    client.get(f"/m/edit/{match.edit_token}")
    page = page_text(client.get(f"/matches/{match.id}"))
    assert '<td class="total">−2</td>' in page


def test_score_sheet_names_the_agreed_rules_and_links_to_them(client):
    match = start_match(client, ["Ann", "Bo"], preset="pair-of-twos-keeps")
    page = page_text(client.get(f"/matches/{match.id}"))
    assert "Two 2s in a column keep −4" in page
    assert "Two 2s in a column: <strong>keep their value</strong>" in page
    assert f'href="/rules/table/{match.id}"' in page
    assert client.get(f"/rules/table/{match.id}").status_code == 200


def test_three_equal_lowest_totals_are_named_in_one_sentence(client):
    match = start_match(client, ["Ann", "Bo", "Cy", "Dee"], holes=5)
    for hole in range(1, 6):
        record(client, match, hole, [1, 1, 1, 9])
    match = finish(client, match)
    page = page_text(client.get(f"/matches/{match.id}"))
    assert "<strong>Ann, Bo and Cy</strong> share the win with 5 points each." in page
    assert "finished · Ann, Bo and Cy shared the win" in page_text(client.get("/matches/"))
    printed = page_text(client.get(f"/matches/{match.id}/print"))
    assert "<strong>Ann, Bo and Cy</strong> share the win." in printed


def test_names_in_the_win_sentence_the_list_and_the_print_view_are_each_isolated(client):
    """Right-to-left names keep their seat order in a sentence: each sits in its own <bdi>."""
    match = start_match(client, ["سارة", "דוד", "يوسف"], holes=5)
    for hole in range(1, 6):
        record(client, match, hole, [1, 1, 1] if hole == 1 else [0, 0, 0])
    match = finish(client, match)
    winners = "<bdi>سارة</bdi>, <bdi>דוד</bdi> and <bdi>يوسف</bdi>"
    sheet = client.get(f"/matches/{match.id}").get_data(as_text=True)
    assert f"<strong>{winners}</strong> share the win with 1 point each." in sheet
    listed = client.get("/matches/").get_data(as_text=True)
    assert f"finished · {winners} shared the win" in listed
    assert '<span class="players"><bdi>سارة</bdi>, <bdi>דוד</bdi>, <bdi>يوسف</bdi></span>' in listed
    printed = client.get(f"/matches/{match.id}/print").get_data(as_text=True)
    assert "<li>1= <bdi>דוד</bdi> 1</li>" in printed  # place, name, points in order


def test_a_single_winner_with_one_point_reads_point(client):
    match = start_match(client, ["Ann", "Bo"], holes=5)
    for hole in range(1, 6):
        record(client, match, hole, [1, 3] if hole == 1 else [0, 0])
    match = finish(client, match)
    assert "<strong>Ann</strong> wins with 1 point." in page_text(
        client.get(f"/matches/{match.id}")
    )
