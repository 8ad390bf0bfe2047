"""Smaller points from an evening at the table (issue 24 part 4): the undo inside the
"Hole N saved." note, and the reason a score of 0 was not doubled."""

from __future__ import annotations

from tests.web.helpers import page_text, record, start_match


def test_the_hole_saved_note_carries_the_undo(client):
    match = start_match(client, ["Ann", "Bo", "Cy"])
    assert record(client, match, 1, [3, 4, 5]).status_code == 302
    page = page_text(client.get(f"/matches/{match.id}"))
    note = page.split('<div class="flash saved-note" role="status">')[1].split("</div>")[0]
    assert "Hole 1 saved." in note
    assert f'action="/matches/{match.id}/undo"' in note and "Undo the last change" in note
    assert page.count("Undo the last change") == 1  # not a second one further down
    # The note is shown once; then the undo sits in its usual place.
    page = page_text(client.get(f"/matches/{match.id}"))
    assert "saved-note" not in page and page.count("Undo the last change") == 1


def test_a_save_that_changed_nothing_offers_no_undo_in_its_note(client):
    match = start_match(client, ["Ann", "Bo"])
    record(client, match, 1, [3, 4])
    client.get(f"/matches/{match.id}")
    record(client, match, 1, [3, 4], editing="1")
    page = page_text(client.get(f"/matches/{match.id}"))
    assert "Nothing changed on hole 1." in page and "saved-note" not in page


def test_a_hole_where_going_out_did_not_double_0_says_why(client):
    from tests.web.transfer.test_export import start_with_rules

    match = start_with_rules(client, ["Ann", "Bo", "Cy"], going_out_penalty="double")
    ann = match.players[0]
    assert record(client, match, 1, [0, 0, 5], went_out=str(ann.id)).status_code == 302
    why = "Ann went out with 0, only tied for the lowest (with Bo): not doubled, as a score"
    assert why in page_text(client.get(f"/matches/{match.id}"))
    assert why in page_text(client.get(f"/matches/{match.id}/holes/1"))
