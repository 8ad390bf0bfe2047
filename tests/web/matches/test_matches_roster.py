"""The roster: renaming, late players, removing a player, and seats before the first hole."""

from __future__ import annotations

import re

import pytest

from tests.web.helpers import finish, fresh, page_text, record, rename_fields, start_match, stored


def roster(client, match):
    return [(p.name, p.joined_at_hole, p.left_at_hole) for p in stored(client, match).players]


def rename(client, match, player, name):
    return client.post(
        f"/matches/{match.id}/players/{player.id}/name",
        data=rename_fields(client, player, name),
    )


def add(client, match, name, after=None):
    data = {"name": name}
    if after is not None:
        data["after"] = str(after.id)
    return client.post(f"/matches/{match.id}/players", data=fresh(client, match, **data))


def score_rows(client, match):
    return sorted((s.player_id, s.hole_number, s.points) for s in stored(client, match).scores)


def test_rename_keeps_every_score(client):
    match = start_match(client, ["Ann", "Bo"])
    for hole in (1, 2, 3):
        record(client, match, hole, [hole, -hole])
    before = score_rows(client, match)
    ann = match.players[0]
    response = rename(client, match, ann, "Annabel")
    assert response.status_code == 302
    assert score_rows(client, match) == before
    page = page_text(client.get(f"/matches/{match.id}"))
    assert '<span class="player-name">Annabel</span>' in page and ">Ann<" not in page
    assert re.search(r'<span class="name">Annabel</span>\s*<span class="total">6</span>', page)
    assert "Ann is now called Annabel." in page


@pytest.mark.parametrize(
    ("name", "message"),
    [
        ("", "Type a name."),
        ("   ", "Type a name."),
        ("bo", "Bo is already at the table"),
        ("X" * 200, "Keep names to 40 characters (this one has 200)."),
        ("Ann\x00", "control characters"),
        ("Ann\nBo", "control characters"),
        ("\u202eennA", "control characters"),
    ],
)
def test_bad_new_names_get_a_message_and_the_roster_is_untouched(client, name, message):
    match = start_match(client, ["Ann", "Bo"])
    response = rename(client, match, match.players[0], name)
    assert response.status_code == 422
    assert message in page_text(response)
    assert roster(client, match) == [("Ann", 1, None), ("Bo", 1, None)]


def test_names_may_hold_accents_and_emoji(client):
    match = start_match(client, ["Ann", "Bo"])
    name = "Zoë 👨\u200d👩\u200d👧"
    assert rename(client, match, match.players[0], name).status_code == 302
    assert roster(client, match)[0][0] == name


def test_late_player_shows_not_played_holes_and_the_standings_say_so(client):
    match = start_match(client, ["Ann", "Bo"])
    record(client, match, 1, [3, 4])
    record(client, match, 2, [1, 1])
    response = add(client, match, "Cy", after=match.players[0])
    assert response.status_code == 302
    assert roster(client, match) == [("Ann", 1, None), ("Cy", 3, None), ("Bo", 1, None)]
    page = page_text(client.get(f"/matches/{match.id}"))
    assert "Cy joined the table from hole 3." in page
    # New matches count a missed hole at the highest score of the hole (RULES.md V28).
    assert page.count("not played, counted </span>") == 2
    assert "joined at hole 3: holes 1–2 not played, counted at the highest score of each" in page
    # Hole 3 needs Cy's score too; Cy sits between Ann and Bo.
    match = stored(client, match)
    response = record(client, match, 3, [1, None, 1])
    assert "Hole 3 of 9" in page_text(client.get(f"/matches/{match.id}"))
    record(client, match, 3, [1, 0, 1])
    assert "Hole 4 of 9" in page_text(client.get(f"/matches/{match.id}"))


def test_late_player_changes_no_earlier_dealer(client):
    match = start_match(client, ["Ann", "Bo", "Cy"])
    record(client, match, 1, [1, 1, 1])
    before = re.findall(r'deal-name">(\w+)', page_text(client.get(f"/matches/{match.id}")))
    add(client, match, "Di", after=match.players[0])
    after = re.findall(r'deal-name">(\w+)', page_text(client.get(f"/matches/{match.id}")))
    assert after[:2] == before[:2] == ["Ann", "Bo"]  # hole 1: Ann deals, Bo starts
    # Hole 2: Di sits to Ann's left, so the deal passes from Ann to Di, then on round.
    assert after[2:8] == ["Di", "Bo", "Bo", "Cy", "Cy", "Ann"]


def test_a_ninth_player_is_refused(client):
    match = start_match(client, [f"P{n}" for n in range(1, 9)])
    response = add(client, match, "Ninth")
    assert response.status_code == 422
    assert "at most 8 players" in page_text(response)
    assert len(roster(client, match)) == 8


@pytest.mark.parametrize(
    ("name", "message"),
    [
        ("", "Type a name."),
        ("ann", "already at the table"),
        ("Z" * 200, "Keep names to 40 characters"),
    ],
)
def test_bad_late_players_are_refused(client, name, message):
    match = start_match(client, ["Ann", "Bo"])
    response = add(client, match, name)
    assert response.status_code == 422 and message in page_text(response)
    assert len(roster(client, match)) == 2


def test_remove_asks_first_and_cancel_changes_nothing(client):
    match = start_match(client, ["Ann", "Bo", "Cy"])
    record(client, match, 1, [1, 2, 3])
    cy = match.players[2]
    page = page_text(
        client.get(f"/matches/{match.id}/players/{cy.id}/remove", data=fresh(client, match))
    )
    assert "Remove Cy?" in page
    assert f'href="/matches/{match.id}/players"' in page and "Cancel, keep Cy" in page
    assert roster(client, match)[2] == ("Cy", 1, None)
    response = client.post(f"/matches/{match.id}/players/{cy.id}/remove", data=fresh(client, match))
    assert response.status_code == 302
    assert roster(client, match)[2] == ("Cy", 1, 2)
    assert (cy.id, 1, 3) in score_rows(client, match)  # nothing typed is lost
    page = page_text(client.get(f"/matches/{match.id}"))
    assert '<span class="player-name">Cy</span>' not in page
    assert "Removed from the score sheet (added by mistake): Cy" in page
    # Undo brings Cy back, scores and all.
    client.post(f"/matches/{match.id}/undo", data=fresh(client, match))
    assert roster(client, match)[2] == ("Cy", 1, None)
    page = page_text(client.get(f"/matches/{match.id}"))
    assert '<span class="player-name">Cy</span>' in page


def test_a_match_keeps_at_least_two_players(client):
    match = start_match(client, ["Ann", "Bo"])
    client.post(
        f"/matches/{match.id}/players/{match.players[1].id}/remove", data=fresh(client, match)
    )
    assert roster(client, match) == [("Ann", 1, None), ("Bo", 1, None)]
    assert "A match needs at least 2 players" in page_text(
        client.get(f"/matches/{match.id}/players")
    )


def test_removing_the_only_missing_score_completes_the_last_hole(client):
    match = start_match(client, ["Ann", "Bo", "Cy"], holes=1)
    record(client, match, 1, [1, 2, None])
    client.post(
        f"/matches/{match.id}/players/{match.players[2].id}/remove", data=fresh(client, match)
    )
    match = stored(client, match)
    assert not match.is_finished
    assert "check the sheet, then finish" in page_text(client.get(f"/matches/{match.id}"))
    match = finish(client, match)
    assert "<strong>Ann</strong> wins" in page_text(client.get(f"/matches/{match.id}"))


def test_seats_can_be_reordered_until_the_first_hole_has_scores(client):
    match = start_match(client, ["Ann", "Bo", "Cy"], dealer=0)
    cy = match.players[2]
    client.post(
        f"/matches/{match.id}/players/{cy.id}/move", data=fresh(client, match, direction="up")
    )
    assert [name for name, *_ in roster(client, match)] == ["Ann", "Cy", "Bo"]
    match = stored(client, match)
    assert match.first_dealer_seat == 0  # Ann still deals first
    page = page_text(client.get(f"/matches/{match.id}"))
    assert "<strong>Ann</strong> deals; <strong>Cy</strong> plays first." in page
    record(client, match, 1, [1, 2, 3])
    response = client.post(
        f"/matches/{match.id}/players/{cy.id}/move", data=fresh(client, match, direction="up")
    )
    assert "Seats are fixed once the first hole has scores." in page_text(
        client.get(response.headers["Location"])
    )
    assert [name for name, *_ in roster(client, match)] == ["Ann", "Cy", "Bo"]


def test_finished_match_roster_is_read_only(client):
    match = start_match(client, ["Ann", "Bo"], holes=1)
    record(client, match, 1, [1, 2])
    match = finish(client, match)
    response = rename(client, match, match.players[0], "Annie")
    assert response.status_code == 302
    assert roster(client, match)[0][0] == "Ann"
    assert "reopen it from the score sheet" in page_text(client.get(f"/matches/{match.id}/players"))


def test_right_to_left_names_keep_their_place_in_the_deal_column_and_the_history(client):
    """Each name in a sentence is isolated (<bdi>): "مريم · שָׁלוֹם" reads dealer first."""
    match = start_match(client, ["مريم", "שָׁלוֹם"])
    ann = sorted(match.players, key=lambda p: p.seat)[0]
    record(client, match, 1, [3, 4])
    raw = client.get(f"/matches/{match.id}").get_data(as_text=True)
    assert '<bdi class="deal-name">مريم</bdi> · <bdi class="deal-name">שָׁלוֹם</bdi>' in raw
    data = rename_fields(client, ann, "שָׁלוֹם abc")
    client.post(f"/matches/{match.id}/players/{ann.id}/name", data=data)
    history = client.get(f"/matches/{match.id}/history").get_data(as_text=True)
    assert "Renamed: <bdi>مريم</bdi> → <bdi>שָׁלוֹם abc</bdi>" in history
    assert "Hole 1, <bdi>שָׁלוֹם abc</bdi>: 3 entered" in history
