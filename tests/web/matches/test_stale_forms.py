"""A form posted from an older page (a second phone saved meanwhile, the back button, an
old tab) changes nothing: undo, finish, reopen and the roster changes carry the match
version their page showed, and a different one is refused with the match as it is now.
A rename carries the name its page showed instead: only a rename of the same player
meanwhile stops it."""

from __future__ import annotations

from html.parser import HTMLParser

import pytest

from golfkeeper import scorekeeping
from golfkeeper.extensions import db
from golfkeeper.models import Match, MatchChange, Player
from tests.web.helpers import (
    db_rows,
    finish,
    open_edit_link,
    page_text,
    record,
    snapshot,
    start_match,
    stored,
)

CHANGED = "Another phone or tab changed this match while this page was open"


class _Forms(HTMLParser):
    """The forms of a page: each one's action and the values its inputs would send."""

    def __init__(self) -> None:
        super().__init__()
        self.forms: list[tuple[str, dict[str, str]]] = []
        self._fields: dict[str, str] | None = None

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "form":
            self._fields = {}
            self.forms.append((attrs.get("action") or "", self._fields))
        elif (
            tag == "input"
            and self._fields is not None
            and attrs.get("name")
            and attrs.get("type") not in ("checkbox", "radio", "submit")
        ):
            self._fields[attrs["name"]] = attrs.get("value") or ""

    def handle_endtag(self, tag):
        if tag == "form":
            self._fields = None


def form_on(response, action: str) -> dict[str, str]:
    """What the page's form posting to ``action`` sends as it stands (hidden fields, the
    version among them, and text fields as filled in)."""
    assert response.status_code in (200, 409, 422), response.status_code
    parser = _Forms()
    parser.feed(page_text(response))
    for form_action, fields in parser.forms:
        if form_action == action:
            return dict(fields)
    raise AssertionError(f"no form posts to {action}")


@pytest.fixture
def other_phone(app):
    """A second phone at the table that also holds the edit link."""
    return app.test_client()


def _match(client, other_phone, names=("Ann", "Bo", "Cy"), holes=9):
    match = start_match(client, list(names), holes=holes)
    open_edit_link(other_phone, match)
    return match


def _seated(client, match) -> list[Player]:
    return stored(client, match).players


def _points(client, match, hole_number: int) -> list[int | None]:
    match = stored(client, match)
    saved = {s.player_id: s.points for s in match.scores if s.hole_number == hole_number}
    return [saved.get(player.id) for player in match.players]


def _undone_count(client) -> int:
    with db_rows(client):
        return db.session.scalar(
            db.select(db.func.count(MatchChange.id)).where(MatchChange.undone_at.is_not(None))
        )


def _sheet_form(phone, match, action: str) -> dict[str, str]:
    """The hidden fields of the score sheet's ``action`` button (undo, finish, reopen) as
    ``phone`` sees the sheet now."""
    return form_on(phone.get(f"/matches/{match.id}"), f"/matches/{match.id}/{action}")


# ---------------------------------------------------------------------------------------
# Undo: the change the page named, or nothing


def test_undo_from_a_page_opened_before_another_phone_saved_undoes_nothing(client, other_phone):
    match = _match(client, other_phone)
    record(client, match, 1, [1, 2, 3])
    sheet = client.get(f"/matches/{match.id}")
    assert "Last change: Hole 1, Ann: 1 entered" in page_text(sheet)
    undo = form_on(sheet, f"/matches/{match.id}/undo")
    record(other_phone, match, 2, [4, 5, 6])  # the other phone saves hole 2 meanwhile
    before = snapshot(client)

    response = client.post(f"/matches/{match.id}/undo", data=undo)

    assert response.status_code == 409
    page = page_text(response)
    assert f"{CHANGED}, so nothing was undone." in page
    assert "The last change is now" in page
    assert "Hole 2, Ann: 4 entered" in page and "Hole 2, Cy: 6 entered" in page
    assert "Undo again if that is the one you mean." in page
    assert snapshot(client) == before
    assert _points(client, match, 2) == [4, 5, 6]


def test_undo_again_from_the_conflict_page_takes_back_the_change_it_names(client, other_phone):
    match = _match(client, other_phone)
    record(client, match, 1, [1, 2, 3])
    undo = _sheet_form(client, match, "undo")
    record(other_phone, match, 2, [4, 5, 6])
    conflict = client.post(f"/matches/{match.id}/undo", data=undo)

    response = client.post(
        f"/matches/{match.id}/undo", data=form_on(conflict, f"/matches/{match.id}/undo")
    )

    assert response.status_code == 302
    assert response.headers["Location"] == f"/matches/{match.id}"
    assert _points(client, match, 2) == [None, None, None]
    assert _points(client, match, 1) == [1, 2, 3]  # the change the first page named is kept
    assert "The last change was undone." in page_text(client.get(f"/matches/{match.id}"))


def test_undo_from_an_older_history_page_returns_to_the_history(client, other_phone):
    match = _match(client, other_phone)
    record(client, match, 1, [1, 2, 3])
    undo = form_on(client.get(f"/matches/{match.id}/history"), f"/matches/{match.id}/undo")
    assert undo["next"] == "history"
    record(other_phone, match, 1, [1, 2, 9], editing="1", reason="Cy recounted")
    before = snapshot(client)

    conflict = client.post(f"/matches/{match.id}/undo", data=undo)

    assert conflict.status_code == 409
    assert "Hole 1, Cy: 3 → 9" in page_text(conflict)
    assert "Reason: Cy recounted" in page_text(conflict)
    assert f'href="/matches/{match.id}/history"' in page_text(conflict)
    assert snapshot(client) == before
    retry = client.post(
        f"/matches/{match.id}/undo", data=form_on(conflict, f"/matches/{match.id}/undo")
    )
    assert retry.headers["Location"] == f"/matches/{match.id}/history"
    assert _points(client, match, 1) == [1, 2, 3]


def test_a_second_tap_on_undo_from_the_same_page_undoes_only_once(client):
    """Two taps (or the back button, then Undo again) post the same page's form twice."""
    match = start_match(client, ["Ann", "Bo"])
    record(client, match, 1, [1, 2])
    record(client, match, 2, [3, 4])
    undo = _sheet_form(client, match, "undo")

    first = client.post(f"/matches/{match.id}/undo", data=undo)
    before = snapshot(client)
    second = client.post(f"/matches/{match.id}/undo", data=undo)

    assert first.status_code == 302 and second.status_code == 409
    assert snapshot(client) == before
    assert _undone_count(client) == 2  # the two scores of hole 2, nothing of hole 1
    assert "Hole 1, Ann: 1 entered" in page_text(second)


def test_undo_from_an_older_tab_after_a_rename_in_another_tab_undoes_nothing(client):
    match = start_match(client, ["Ann", "Bo"])
    record(client, match, 1, [1, 2])
    old_tab = client.get(f"/matches/{match.id}")
    ann = _seated(client, match)[0]
    players_tab = client.get(f"/matches/{match.id}/players")
    rename = form_on(players_tab, f"/matches/{match.id}/players/{ann.id}/name")
    rename[f"p{ann.id}-name"] = "Annie"
    assert client.post(f"/matches/{match.id}/players/{ann.id}/name", data=rename).status_code == 302
    before = snapshot(client)

    response = client.post(
        f"/matches/{match.id}/undo", data=form_on(old_tab, f"/matches/{match.id}/undo")
    )

    assert response.status_code == 409
    assert "Renamed: Ann → Annie" in page_text(response)
    assert snapshot(client) == before


def test_undo_says_when_another_phone_left_nothing_to_undo(client, other_phone):
    match = _match(client, other_phone)
    record(client, match, 1, [1, 2, 3])
    undo = _sheet_form(client, match, "undo")
    other_undo = _sheet_form(other_phone, match, "undo")
    assert other_phone.post(f"/matches/{match.id}/undo", data=other_undo).status_code == 302
    before = snapshot(client)

    response = client.post(f"/matches/{match.id}/undo", data=undo)

    assert response.status_code == 409
    assert "There is nothing left to undo." in page_text(response)
    assert "Undo this change" not in page_text(response)
    assert snapshot(client) == before


@pytest.mark.parametrize(
    "version",
    [None, "", "abc", "1.0", "-1", " 1", "1 ", "99999999999999999999999", "<script>x"],
    ids=repr,
)
def test_undo_without_a_readable_version_undoes_nothing(client, version):
    match = start_match(client, ["Ann", "Bo"])
    record(client, match, 1, [1, 2])  # the match's version is now 1
    before = snapshot(client)
    data = {} if version is None else {"version": version}

    response = client.post(f"/matches/{match.id}/undo", data=data)

    assert response.status_code == 409
    assert f"{CHANGED}, so nothing was undone." in page_text(response)
    assert "<script>x" not in page_text(response)
    assert snapshot(client) == before


def test_undo_from_a_page_opened_before_the_match_finished_changes_nothing(client, other_phone):
    match = _match(client, other_phone, holes=2)
    record(client, match, 1, [1, 2, 3])
    undo = _sheet_form(client, match, "undo")
    record(other_phone, match, 2, [4, 5, 6])  # the last hole, then "Finish match"
    match = finish(other_phone, match)
    before = snapshot(client)

    response = client.post(f"/matches/{match.id}/undo", data=undo)

    assert response.status_code == 302
    assert "This match is finished" in page_text(client.get(response.headers["Location"]))
    assert snapshot(client) == before


# ---------------------------------------------------------------------------------------
# Finishing and reopening


def _complete(client, other_phone):
    """A two-hole match with every score entered: finished."""
    match = _match(client, other_phone, holes=2)
    record(client, match, 1, [1, 2, 3])
    record(client, match, 2, [4, 5, 6])
    match = finish(client, match)
    return match


def _complete_and_reopened(client, other_phone):
    """A two-hole match with every score entered, reopened for corrections."""
    match = _complete(client, other_phone)
    reopen = _sheet_form(client, match, "reopen")
    assert client.post(f"/matches/{match.id}/reopen", data=reopen).status_code == 302
    return match


def _reopened_after_this_page(client, other_phone):
    """A finished match, this phone's Reopen form, and the other phone reopening the match
    after this phone's score sheet was opened."""
    match = _complete(client, other_phone)
    stale = _sheet_form(client, match, "reopen")
    other_phone.post(f"/matches/{match.id}/reopen", data=_sheet_form(other_phone, match, "reopen"))
    return match, stale


def test_finish_from_a_page_opened_before_a_correction_does_not_finish(client, other_phone):
    match = _complete_and_reopened(client, other_phone)
    finish = _sheet_form(client, match, "finish")
    record(other_phone, match, 1, [9, 2, 3], editing="1")  # changes who wins
    before = snapshot(client)

    response = client.post(f"/matches/{match.id}/finish", data=finish)

    assert response.status_code == 302
    assert response.headers["Location"] == f"/matches/{match.id}"
    page = page_text(client.get(response.headers["Location"]))
    assert f"{CHANGED}, so the match is not finished." in page
    assert "then finish it again" in page and "Finish match" in page
    assert snapshot(client) == before
    fresh_finish = _sheet_form(client, match, "finish")
    assert client.post(f"/matches/{match.id}/finish", data=fresh_finish).status_code == 302
    assert stored(client, match).is_finished


def test_reopen_from_a_page_older_than_the_last_finish_does_not_reopen(client, other_phone):
    # Meanwhile the other phone reopens, corrects hole 2 and finishes again.
    match, stale = _reopened_after_this_page(client, other_phone)
    record(other_phone, match, 2, [4, 5, 0], editing="1")
    other_phone.post(f"/matches/{match.id}/finish", data=_sheet_form(other_phone, match, "finish"))
    before = snapshot(client)
    assert stored(client, match).is_finished

    response = client.post(f"/matches/{match.id}/reopen", data=stale)

    page = page_text(client.get(response.headers["Location"]))
    assert f"{CHANGED}, so the match was not reopened." in page
    assert "Reopen for corrections" in page
    assert snapshot(client) == before


def test_reopen_to_correct_a_hole_lands_on_the_hole_only_when_the_match_is_open(
    client, other_phone
):
    # Refused (the other phone reopened, corrected and finished again): the score sheet.
    match, stale = _reopened_after_this_page(client, other_phone)
    record(other_phone, match, 2, [4, 5, 0], editing="1")
    other_phone.post(f"/matches/{match.id}/finish", data=_sheet_form(other_phone, match, "finish"))
    response = client.post(f"/matches/{match.id}/reopen", data={**stale, "hole": "2"})
    assert response.headers["Location"] == f"/matches/{match.id}"

    # Open already (the other phone reopened it): the hole asked for, and no further.
    match, stale = _reopened_after_this_page(client, other_phone)
    response = client.post(f"/matches/{match.id}/reopen", data={**stale, "hole": "2"})
    assert response.headers["Location"] == f"/matches/{match.id}/holes/2"
    response = client.post(f"/matches/{match.id}/reopen", data={**stale, "hole": "3"})
    assert response.headers["Location"] == f"/matches/{match.id}"


def test_reopen_from_an_older_page_when_another_phone_already_reopened_changes_nothing(
    client, other_phone
):
    match, stale = _reopened_after_this_page(client, other_phone)
    before = snapshot(client)

    response = client.post(f"/matches/{match.id}/reopen", data=stale)

    assert response.status_code == 302
    assert "open for corrections" in page_text(client.get(response.headers["Location"]))
    assert snapshot(client) == before  # it was open already: the same state, no new version


# ---------------------------------------------------------------------------------------
# The roster


def test_a_rename_from_a_page_showing_an_older_name_keeps_what_was_typed_and_renames_nobody(
    client, other_phone
):
    match = _match(client, other_phone)
    bo = _seated(client, match)[1]
    url = f"/matches/{match.id}/players/{bo.id}/name"
    rename = form_on(client.get(f"/matches/{match.id}/players"), url)
    other = form_on(other_phone.get(f"/matches/{match.id}/players"), url)
    assert other_phone.post(url, data={**other, f"p{bo.id}-name": "Bob"}).status_code == 302
    before = snapshot(client)
    rename[f"p{bo.id}-name"] = "Bobby Tables"

    response = client.post(url, data=rename)

    assert response.status_code == 409
    page = page_text(response)
    assert f"{CHANGED}, so the name was not changed: it is “Bob” now." in page
    assert 'value="Bobby Tables"' in page  # what was typed stays in the field
    assert 'role="alert"' in page
    assert snapshot(client) == before
    retry = client.post(url, data=form_on(response, url))  # the same name, from this page
    assert retry.status_code == 302
    assert [p.name for p in _seated(client, match)] == ["Ann", "Bobby Tables", "Cy"]


@pytest.mark.parametrize("meanwhile", ["a saved hole", "another player renamed", "no shown name"])
def test_a_rename_is_stopped_only_by_a_rename_of_the_same_player(client, other_phone, meanwhile):
    match = _match(client, other_phone)
    ann, bo = _seated(client, match)[:2]
    url = f"/matches/{match.id}/players/{bo.id}/name"
    rename = {**form_on(client.get(f"/matches/{match.id}/players"), url), f"p{bo.id}-name": "Bob"}
    if meanwhile == "a saved hole":
        record(other_phone, match, 1, [1, 2, 3])
    elif meanwhile == "another player renamed":
        ann_url = f"/matches/{match.id}/players/{ann.id}/name"
        other = form_on(other_phone.get(f"/matches/{match.id}/players"), ann_url)
        assert other_phone.post(ann_url, data={**other, f"p{ann.id}-name": "Annie"}).status_code
    else:
        del rename[f"p{bo.id}-shown"]  # a page from before renames carried the name

    response = client.post(url, data=rename)

    if meanwhile == "no shown name":
        assert response.status_code == 409
        assert _seated(client, match)[1].name == "Bo"
    else:
        assert response.status_code == 302
        assert _seated(client, match)[1].name == "Bob"


def test_adding_a_player_from_an_older_page_keeps_the_name_and_adds_nobody(client, other_phone):
    match = _match(client, other_phone)
    url = f"/matches/{match.id}/players"
    add = form_on(client.get(url), url)
    add["name"] = "Di"
    record(other_phone, match, 1, [1, 2, 3])  # Di would now join at hole 2
    before = snapshot(client)

    response = client.post(url, data=add)

    assert response.status_code == 409
    page = page_text(response)
    assert f"{CHANGED}, so nobody was added." in page
    assert 'value="Di"' in page
    assert "plays from hole 2" in page  # the page now says what joining means
    assert snapshot(client) == before
    assert client.post(url, data=form_on(response, url)).status_code == 302
    assert [(p.name, p.joined_at_hole) for p in _seated(client, match)][-1] == ("Di", 2)


def test_moving_a_seat_from_an_older_page_moves_nobody(client, other_phone):
    match = _match(client, other_phone)
    cy = _seated(client, match)[2]
    url = f"/matches/{match.id}/players/{cy.id}/move"
    move = form_on(client.get(f"/matches/{match.id}/players"), url)
    # Meanwhile the other phone moves Bo down: Cy is now second, not third.
    bo = _seated(client, match)[1]
    other_url = f"/matches/{match.id}/players/{bo.id}/move"
    other_move = form_on(other_phone.get(f"/matches/{match.id}/players"), other_url)
    assert other_phone.post(other_url, data={**other_move, "direction": "down"}).status_code == 302
    before = snapshot(client)

    response = client.post(url, data={**move, "direction": "up"})

    assert response.status_code == 302
    assert response.headers["Location"] == f"/matches/{match.id}/players"
    page = page_text(client.get(response.headers["Location"]))
    assert f"{CHANGED}, so nobody moved." in page
    assert snapshot(client) == before
    assert [p.name for p in _seated(client, match)] == ["Ann", "Cy", "Bo"]


def test_removing_a_player_from_an_older_confirm_page_asks_again(client, other_phone):
    match = _match(client, other_phone)
    record(client, match, 1, [1, 2, 3])
    cy = _seated(client, match)[2]
    url = f"/matches/{match.id}/players/{cy.id}/remove"
    confirm = client.get(url)
    assert "Cy's scores on hole 1 no longer count" in page_text(confirm)
    remove = form_on(confirm, url)
    record(other_phone, match, 2, [4, 5, 6])
    before = snapshot(client)

    response = client.post(url, data=remove)

    assert response.status_code == 409
    page = page_text(response)
    assert f"{CHANGED}, so Cy is still on the score sheet." in page
    assert "Cy's scores on holes 1, 2 no longer count" in page  # the match as it is now
    assert snapshot(client) == before
    assert client.post(url, data=form_on(response, url)).status_code == 302
    assert _seated(client, match)[2].left_at_hole == 3


# ---------------------------------------------------------------------------------------
# Forms from the page as it is now still work; hole saves keep their own version


FRESH_ROSTER_ACTIONS = ["rename", "add", "move", "remove"]


@pytest.mark.parametrize("action", FRESH_ROSTER_ACTIONS)
def test_a_roster_form_from_the_page_as_it_is_now_changes_the_roster(client, action):
    match = start_match(client, ["Ann", "Bo", "Cy"])
    ann, bo, cy = _seated(client, match)
    players = client.get(f"/matches/{match.id}/players")
    if action == "rename":
        url = f"/matches/{match.id}/players/{ann.id}/name"
        data = {**form_on(players, url), f"p{ann.id}-name": "Annie"}
        expected = ["Annie", "Bo", "Cy"]
    elif action == "add":
        url = f"/matches/{match.id}/players"
        data = {**form_on(players, url), "name": "Di"}
        expected = ["Ann", "Bo", "Cy", "Di"]
    elif action == "move":
        url = f"/matches/{match.id}/players/{cy.id}/move"
        data = {**form_on(players, url), "direction": "up"}
        expected = ["Ann", "Cy", "Bo"]
    else:
        url = f"/matches/{match.id}/players/{cy.id}/remove"
        data = form_on(client.get(url), url)
        expected = ["Ann", "Bo"]

    response = client.post(url, data=data)

    assert response.status_code == 302
    assert [p.name for p in _seated(client, match) if not p.is_removed] == expected


def test_undo_finish_and_reopen_from_the_page_as_it_is_now_work(client):
    match = start_match(client, ["Ann", "Bo"], holes=2)
    record(client, match, 1, [1, 2])
    record(client, match, 2, [3, 4])
    match = finish(client, match)
    for action in ("reopen", "undo"):
        url = f"/matches/{match.id}/{action}"
        assert (
            client.post(url, data=form_on(client.get(f"/matches/{match.id}"), url)).status_code
            == 302
        )
    assert _points(client, match, 2) == [None, None]
    record(client, match, 2, [0, 0])  # complete again: the check step
    url = f"/matches/{match.id}/finish"
    assert (
        client.post(url, data=form_on(client.get(f"/matches/{match.id}"), url)).status_code == 302
    )
    assert stored(client, match).is_finished


def test_a_hole_form_from_an_older_page_still_saves_after_a_roster_change(client, other_phone):
    """Hole saves check only their own hole: a rename elsewhere never blocks one."""
    match = _match(client, other_phone)
    sheet = client.get(f"/matches/{match.id}")
    hole = form_on(sheet, f"/matches/{match.id}/holes/1")
    with db_rows(client):  # another phone, straight to the service
        theirs = db.session.get(Match, match.id)
        scorekeeping.rename_player(theirs, theirs.players[0], "Annie")
        db.session.commit()
    ann, bo, cy = _seated(client, match)
    hole.update({f"player-{ann.id}": "1", f"player-{bo.id}": "2", f"player-{cy.id}": "3"})

    response = client.post(f"/matches/{match.id}/holes/1", data=hole)

    assert response.status_code == 302
    assert _points(client, match, 1) == [1, 2, 3]


@pytest.mark.parametrize("version", [None, ""], ids=repr)
def test_a_hole_save_without_a_version_overwrites_nothing_and_shows_the_compare_page(
    client, version
):
    match = start_match(client, ["Ann", "Bo"])
    record(client, match, 1, [1, 2])  # another phone's save
    before = snapshot(client)
    ann, bo = sorted(match.players, key=lambda player: player.seat)
    data = {f"player-{ann.id}": "7", f"player-{bo.id}": "8", "editing": "1"}
    if version is not None:
        data["version"] = version

    response = client.post(f"/matches/{match.id}/holes/1", data=data)

    assert response.status_code == 409
    text = page_text(response)
    assert "Hole 1 changed while you were typing" in text
    assert 'value="7"' in text and 'value="8"' in text  # what was typed, ready to send again
    assert snapshot(client) == before


def test_a_first_save_without_a_version_is_the_compare_page_too(client):
    match = start_match(client, ["Ann", "Bo"])
    before = snapshot(client)
    ann, bo = sorted(match.players, key=lambda player: player.seat)

    response = client.post(
        f"/matches/{match.id}/holes/1", data={f"player-{ann.id}": "3", f"player-{bo.id}": "4"}
    )

    assert response.status_code == 409
    assert snapshot(client) == before
