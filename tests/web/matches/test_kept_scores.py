"""A hole save sent again by the phone that kept it (static/js/kept-scores.js): saved once,
and a hole changed meanwhile gets the compare page."""

from __future__ import annotations

import re

from tests.web.helpers import history_rows, page_text, record, start_match


def test_a_save_sent_again_after_its_answer_was_lost_is_not_saved_twice(client):
    match = start_match(client, ["Ann", "Bo"])
    opened_on = {"version": _version_of_empty_hole(client, match)}
    assert record(client, match, 1, [7, 3], **opened_on).status_code == 302
    assert "Hole 1 saved." in page_text(client.get(f"/matches/{match.id}"))
    lines = len(history_rows(client))
    # The same form again, as kept on the phone: the version it was opened with.
    again = record(client, match, 1, [7, 3], **opened_on)
    assert again.status_code == 302
    page = page_text(client.get(f"/matches/{match.id}"))
    assert "Hole 1 was already saved with these scores: nothing saved twice." in page
    assert "Hole 1 saved." not in page
    assert len(history_rows(client)) == lines


def test_a_kept_save_of_a_hole_changed_since_gets_the_compare_page(client):
    match = start_match(client, ["Ann", "Bo"])
    opened_on = {"version": _version_of_empty_hole(client, match)}
    record(client, match, 1, [5, 5])  # another phone saved the hole meanwhile
    again = record(client, match, 1, [7, 3], **opened_on)
    assert again.status_code == 409
    assert "changed while you were typing" in page_text(again)


def _version_of_empty_hole(client, match) -> str:
    page = client.get(f"/matches/{match.id}").get_data(as_text=True)
    return re.search(r'name="version"[^>]*value="([^"]+)"', page).group(1)
