"""Replacing a leaked link: old links stop at once with a clear page, this browser keeps
score, and the scorekeeper sees which devices hold the edit right."""

from __future__ import annotations

import doctest
import hashlib
import re
from datetime import timedelta

import pytest

from golfkeeper import sharing
from golfkeeper.extensions import db
from golfkeeper.models import EditGrant, Match, MatchChange, ReplacedLink, utcnow
from golfkeeper.sharing import links
from golfkeeper.web import retention
from tests.conftest import app_on
from tests.web.helpers import (
    db_rows,
    page_text,
    record,
    recovery_race,
    row_count,
    start_match,
    stored,
)

TAGS = re.compile(r"<[^>]+>")

ANDROID_CHROME = (
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) "
    "Chrome/126.0 Mobile Safari/537.36"
)
IPHONE_SAFARI = (
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 "
    "(KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1"
)


@pytest.fixture
def keeper(app):
    """The scorekeeper's phone."""
    client = app.test_client()
    client.environ_base["HTTP_USER_AGENT"] = ANDROID_CHROME
    return client


@pytest.fixture
def other(app):
    """Another phone, which will get hold of a link it should not keep."""
    client = app.test_client()
    client.environ_base["HTTP_USER_AGENT"] = IPHONE_SAFARI
    return client


@pytest.fixture
def match(keeper):
    """A match named "Friday golf" kept by ``keeper``, hole 1 recorded."""
    match = start_match(keeper, ["Ann", "Bo"], name="Friday golf")
    record(keeper, match, 1, [4, -2])
    return stored(keeper, match)


def can_write(client, match) -> int:
    """The status of a write: hole 2's scores, typed again."""
    return record(client, match, 2, [1, 2]).status_code


def words(response) -> str:
    """The page as a person reads it: its text without tags, spaces run together."""
    return " ".join(TAGS.sub(" ", page_text(response)).split())


def test_a_new_view_link_ends_the_old_link_and_every_followers_right_at_once(keeper, other, match):
    assert other.get(f"/m/{match.view_token}").status_code == 200
    assert other.get(f"/matches/{match.id}").status_code == 302  # to the live view
    response = keeper.post(f"/matches/{match.id}/links/view")
    assert response.status_code == 302
    assert response.headers["Location"].endswith(f"/matches/{match.id}/links")

    new = stored(keeper, match)
    assert new.view_token != match.view_token and new.edit_token == match.edit_token
    old_page = other.get(f"/m/{match.view_token}")
    assert old_page.status_code == 410
    said = words(old_page)
    assert "This link was replaced by the scorekeeper" in said
    assert "Ask them for the new link or QR code" in said
    assert all(word not in said for word in ("Friday golf", "Ann", "Bo"))
    state = other.get(f"/m/{match.view_token}/state")
    assert state.status_code == 410 and state.json == {"error": links.REPLACED}
    assert other.get(f"/matches/{match.id}").status_code == 404  # the right went too
    assert other.get(f"/m/{new.view_token}").status_code == 200  # scanning the new code


def test_the_scorekeeper_keeps_score_after_replacing_either_link(keeper, match):
    keeper.post(f"/matches/{match.id}/links/view")
    keeper.post(f"/matches/{match.id}/links/edit")
    assert can_write(keeper, match) == 302
    assert keeper.get(f"/matches/{match.id}").status_code == 200


def test_a_new_edit_link_ends_every_other_browsers_edit_right(app, keeper, other, match):
    assert other.get(f"/m/edit/{match.edit_token}").status_code == 302
    assert can_write(other, match) == 302
    keeper.post(f"/matches/{match.id}/links/edit")

    assert can_write(other, match) == 403
    old_link = other.get(f"/m/edit/{match.edit_token}")
    assert old_link.status_code == 410
    assert "This link was replaced by the scorekeeper" in words(old_link)
    assert "Friday golf" not in words(old_link)
    assert can_write(other, match) == 403  # the old link gave nothing back
    # Following still works: the view link was not replaced.
    assert other.get(f"/m/{match.view_token}").status_code == 200
    new = stored(keeper, match)
    third = app.test_client()
    assert third.get(f"/m/edit/{new.edit_token}").status_code == 302
    assert can_write(third, match) == 302


def test_a_viewer_cannot_replace_a_link(keeper, other, match):
    other.get(f"/m/{match.view_token}")
    for kind in ("view", "edit"):
        assert other.post(f"/matches/{match.id}/links/{kind}").status_code == 403
    assert other.get(f"/matches/{match.id}/links").status_code == 403
    assert stored(keeper, match).view_token == match.view_token


def test_replacing_a_link_without_the_forms_token_is_refused(app, keeper, match):
    app.config["WTF_CSRF_ENABLED"] = True
    for kind in ("view", "edit"):
        assert keeper.post(f"/matches/{match.id}/links/{kind}").status_code == 400
    assert stored(keeper, match).view_token == match.view_token
    assert stored(keeper, match).edit_token == match.edit_token


def test_replaced_links_are_kept_only_as_their_sha256(keeper, match):
    keeper.post(f"/matches/{match.id}/links/view")
    keeper.post(f"/matches/{match.id}/links/edit")
    with db_rows(keeper):
        rows = {r.kind: r.token_hash for r in db.session.scalars(db.select(ReplacedLink))}
    assert rows == {
        "view": hashlib.sha256(match.view_token.encode()).hexdigest(),
        "edit": hashlib.sha256(match.edit_token.encode()).hexdigest(),
    }


def test_an_unknown_token_is_still_a_404(keeper, match):
    keeper.post(f"/matches/{match.id}/links/view")
    for url in ("/m/NoSuchToken123", "/m/NoSuchToken123/state", "/m/edit/NoSuchToken123"):
        assert keeper.get(url).status_code == 404


def test_kept_pages_show_the_new_links(keeper, match):
    keeper.get(f"/matches/{match.id}")  # shows the flash of the last save: not kept
    assert match.edit_token in keeper.get(f"/matches/{match.id}").get_data(as_text=True)
    assert match.view_token in keeper.get(f"/m/{match.view_token}").get_data(as_text=True)
    keeper.post(f"/matches/{match.id}/links/edit", follow_redirects=True)
    new = stored(keeper, match)
    sheet = keeper.get(f"/matches/{match.id}").get_data(as_text=True)
    assert new.edit_token in sheet and match.edit_token not in sheet
    keeper.post(f"/matches/{match.id}/links/view", follow_redirects=True)
    new = stored(keeper, match)
    sheet = keeper.get(f"/matches/{match.id}").get_data(as_text=True)
    assert new.view_token in sheet and match.view_token not in sheet
    live = keeper.get(f"/m/{new.view_token}").get_data(as_text=True)
    assert new.view_token in live and match.view_token not in live


# -- Rights from before edit rights named the edit token ----------------------------------


def _legacy(client, match, check: str | None) -> None:
    """Make ``match`` one stored before migration 0006, and give ``client`` an edit right
    in the old form (the first characters of the view token)."""
    with db_rows(client):
        db.session.execute(
            db.update(Match).where(Match.id == match.id).values(legacy_edit_check=check)
        )
        db.session.commit()
    with client.session_transaction() as session:
        session[sharing.EDIT_RIGHTS] = f"{match.id}:{match.view_token[:4]}"


def test_an_edit_right_from_before_counts_until_the_edit_link_is_replaced(app, keeper, match):
    old_phone = app.test_client()
    _legacy(old_phone, match, match.view_token[:4])
    assert can_write(old_phone, match) == 302
    keeper.post(f"/matches/{match.id}/links/view")  # a new view link leaves it alone
    assert can_write(old_phone, match) == 302
    keeper.post(f"/matches/{match.id}/links/edit")
    assert can_write(old_phone, match) == 404  # both links replaced: it was given nothing
    assert stored(keeper, match).legacy_edit_check is None


def test_an_edit_right_from_before_still_follows_once_the_edit_link_is_replaced(app, keeper, match):
    old_phone = app.test_client()
    _legacy(old_phone, match, match.view_token[:4])
    keeper.post(f"/matches/{match.id}/links/edit")
    assert can_write(old_phone, match) == 403
    assert old_phone.get(f"/matches/{match.id}").status_code == 302  # to the live view


def test_an_edit_right_in_the_old_form_counts_only_for_a_match_from_before(app, match):
    stranger = app.test_client()
    _legacy(stranger, match, None)
    assert can_write(stranger, match) == 403


def test_a_scorekeeper_with_an_old_right_keeps_it_after_replacing_the_edit_link(app, match):
    old_phone = app.test_client()
    _legacy(old_phone, match, match.view_token[:4])
    old_phone.post(f"/matches/{match.id}/links/edit")
    assert can_write(old_phone, match) == 302


# -- The devices that can keep score -------------------------------------------------------


def test_device_labels_read_the_common_browsers():
    assert doctest.testmod(links).failed == 0


def test_the_links_page_lists_each_device_with_how_it_got_the_right(keeper, other, match):
    other.get(f"/m/edit/{match.edit_token}")
    page = words(keeper.get(f"/matches/{match.id}/links"))
    assert "Chrome on Android this device Started the match on" in page
    assert "Safari on iPhone Opened the edit link on" in page
    assert page.count("this device") == 1
    assert words(other.get(f"/matches/{match.id}/links")).count("this device") == 1


def test_the_links_page_says_when_each_device_last_saved(keeper, other, match):
    other.get(f"/m/edit/{match.edit_token}")
    page = words(keeper.get(f"/matches/{match.id}/links"))
    assert "Has saved nothing yet" in page  # the other phone
    can_write(other, match)
    page = words(keeper.get(f"/matches/{match.id}/links"))
    assert "Has saved nothing yet" not in page and page.count("Last saved") == 2


def test_a_device_is_seen_writing_at_most_once_a_minute(app, keeper, match):
    with db_rows(keeper):
        first = db.session.scalar(db.select(EditGrant.last_seen_at))
    can_write(keeper, match)
    with db_rows(keeper):
        grant = db.session.scalars(db.select(EditGrant)).one()
        assert grant.last_seen_at == first
        later = first + links.SEEN_EVERY
        links.note_writing(db.session.get(Match, match.id), grant.browser, "x", now=later)
        assert grant.last_seen_at == later


def test_a_right_from_before_the_list_is_listed_once_it_saves(app, keeper, match):
    old_phone = app.test_client()
    old_phone.environ_base["HTTP_USER_AGENT"] = IPHONE_SAFARI
    _legacy(old_phone, match, match.view_token[:4])
    can_write(old_phone, match)
    page = words(keeper.get(f"/matches/{match.id}/links"))
    assert "Safari on iPhone Held the edit right from before this list on" in page


def test_a_new_edit_link_clears_every_other_device_from_the_list(keeper, other, match):
    other.get(f"/m/edit/{match.edit_token}")
    assert row_count(keeper, EditGrant) == 2
    response = keeper.post(f"/matches/{match.id}/links/edit", follow_redirects=True)
    page = words(response)
    assert "only this device can keep score now" in page
    assert "Safari on iPhone" not in page and "Chrome on Android this device" in page
    assert row_count(keeper, EditGrant) == 1


def test_the_share_section_leads_to_the_links_page(keeper, match):
    page = keeper.get(f"/matches/{match.id}").get_data(as_text=True)
    assert f'href="/matches/{match.id}/links"' in page


# -- Deleting ------------------------------------------------------------------------------


def test_deleting_a_match_deletes_its_devices_and_replaced_links(keeper, other, match):
    other.get(f"/m/edit/{match.edit_token}")
    keeper.post(f"/matches/{match.id}/links/view")
    assert keeper.post(f"/matches/{match.id}/delete").status_code == 302
    assert row_count(keeper, EditGrant) == 0 and row_count(keeper, ReplacedLink) == 0
    assert other.get(f"/m/{match.view_token}").status_code == 404


def test_a_browser_with_a_right_from_before_can_delete_the_match(app, keeper, match):
    old_phone = app.test_client()
    _legacy(old_phone, match, match.view_token[:4])
    assert old_phone.post(f"/matches/{match.id}/delete").status_code == 302
    assert row_count(keeper, Match) == 0 and row_count(keeper, EditGrant) == 0


def test_the_edit_link_opened_twice_at_once_keeps_one_line(app, keeper, match, monkeypatch):
    """The other request inserted its line between this one's look and its insert."""
    found = links._grant
    calls = []

    def racing(match, browser):
        calls.append(browser)
        return None if len(calls) == 1 else found(match, browser)

    with db_rows(app):
        stored_match = db.session.get(Match, match.id)
        db.session.add(EditGrant(match_id=match.id, browser="b" * 64, how="x", device="y"))
        db.session.commit()
        monkeypatch.setattr(links, "_grant", racing)
        links.note_grant(stored_match, "b" * 64, "edit_link", "Safari on iPhone")
        db.session.commit()
        lines = db.session.scalars(db.select(EditGrant).where(EditGrant.browser == "b" * 64))
        assert [(line.how, line.device) for line in lines] == [("edit_link", "Safari on iPhone")]
    assert len(calls) == 2


def test_old_matches_go_with_their_devices_and_replaced_links(app, keeper, match):
    keeper.post(f"/matches/{match.id}/links/edit")
    with db_rows(app):
        deleted = retention.purge_old_matches(30, now=utcnow() + timedelta(days=31))
    assert deleted == 1
    assert row_count(keeper, EditGrant) == 0 and row_count(keeper, ReplacedLink) == 0


def test_deleting_my_matches_forgets_this_browser_on_every_match(app, keeper, other, match):
    other.get(f"/m/edit/{match.edit_token}")
    mine = start_match(other, ["Cy", "Di"])
    with other.session_transaction() as session:  # forgotten, as the oldest of 200 are
        session[sharing.EDIT_RIGHTS] = f"{mine.id}:{mine.view_token[:4]}~{mine.edit_token[:4]}"
    assert other.post("/privacy/delete-my-matches").status_code == 302
    with db_rows(app):
        assert db.session.get(Match, mine.id) is None
        assert db.session.get(Match, match.id) is not None
        devices = db.session.scalars(db.select(EditGrant.device)).all()
    assert devices == ["Chrome on Android"]


def test_a_save_racing_a_new_edit_link_is_refused_and_lists_no_device_again(
    app, keeper, other, match, monkeypatch
):
    """The other phone's save read the match (and its right) before the scorekeeper
    replaced the edit link, and takes the write lock after."""
    from golfkeeper.scorekeeping import saving

    other.get(f"/m/edit/{match.edit_token}")
    lock_match = saving.lock_match
    replaced = []

    def replaced_first(match_id):
        if not replaced:
            with db_rows(app):
                links.replace_edit_link(db.session.get(Match, match_id), keep_browser="k" * 64)
                db.session.commit()
            replaced.append(match_id)
        return lock_match(match_id)

    history_before = row_count(other, MatchChange)
    monkeypatch.setattr(saving, "lock_match", replaced_first)
    assert can_write(other, match) == 403
    assert replaced
    assert row_count(other, MatchChange) == history_before
    with db_rows(app):
        devices = db.session.scalars(
            db.select(EditGrant.device).where(EditGrant.match_id == match.id)
        ).all()
    assert IPHONE_SAFARI not in devices and "Safari on iPhone" not in devices


def browser_of(client) -> str:
    """The hash a grant names ``client``'s browser by (it must have made a request)."""
    with client.session_transaction() as session:
        return links.browser_hash(f"browser:{session['browser']}")


def test_whoever_holds_only_the_edit_link_cannot_replace_links(keeper, other, match):
    other.get(f"/m/edit/{match.edit_token}")
    for kind in ("edit", "view", "recovery"):
        refused = other.post(f"/matches/{match.id}/links/{kind}")
        assert refused.status_code == 403
        assert "Only the device that started this match can replace its links" in words(refused)
    now = stored(keeper, match)
    assert (now.edit_token, now.view_token) == (match.edit_token, match.view_token)
    assert now.recovery_hash is None
    assert can_write(keeper, match) == 302 and can_write(other, match) == 302
    page = words(other.get(f"/matches/{match.id}/links"))
    assert "Only the device that started the match: Chrome on Android" in page
    assert "Replace the edit link" not in page and "Make a recovery link" not in page
    mine = words(keeper.get(f"/matches/{match.id}/links"))
    assert "Only the device you are using: it started the match" in mine
    assert "Replace the edit link" in mine


def test_the_starter_takes_the_match_back_from_a_new_edit_link(app, keeper, other, match):
    """As an edit link's holder could do before only the starter replaced links."""
    other.get(f"/m/edit/{match.edit_token}")
    with db_rows(app):
        links.replace_edit_link(db.session.get(Match, match.id), keep_browser=browser_of(other))
        db.session.commit()
    with db_rows(app):
        other.get(f"/m/edit/{db.session.get(Match, match.id).edit_token}")
    refused = keeper.post(f"/matches/{match.id}/holes/2", data={})
    assert refused.status_code == 403
    assert "This device started Friday golf: it can take the match back" in words(refused)
    page = keeper.get(f"/matches/{match.id}/links")
    assert page.status_code == 200 and "Take the match back" in words(page)
    assert other.post(f"/matches/{match.id}/links/edit").status_code == 403

    assert keeper.post(f"/matches/{match.id}/links/edit").status_code == 302
    assert can_write(keeper, match) == 302
    assert can_write(other, match) == 403
    page = words(keeper.get(f"/matches/{match.id}/links"))
    assert "Replace the edit link" in page and "Safari on iPhone" not in page


def test_a_recovery_link_shown_once_makes_another_browser_the_starter_once(
    app, keeper, other, match
):
    shown = keeper.post(f"/matches/{match.id}/links/recovery", follow_redirects=True)
    assert shown.status_code == 200
    url = re.search(r'value="(http://[^"]+/m/recover/[^"]+)"', page_text(shown)).group(1)
    token = url.rsplit("/", 1)[1]
    assert stored(keeper, match).recovery_hash == links.token_hash(token)
    assert token not in page_text(keeper.get(f"/matches/{match.id}/links"))

    asked = other.get(f"/m/recover/{token}")
    assert asked.status_code == 200 and "Use this recovery link?" in words(asked)
    opened = other.post(f"/m/recover/{token}")
    assert opened.status_code == 302
    assert opened.headers["Location"].endswith(f"/matches/{match.id}/links")
    assert can_write(other, match) == 302
    page = words(other.get(f"/matches/{match.id}/links"))
    assert "Only the device you are using: it started the match" in page
    assert "Safari on iPhone this device Opened the recovery link on" in page
    assert keeper.post(f"/matches/{match.id}/links/view").status_code == 403
    assert other.post(f"/matches/{match.id}/links/edit").status_code == 302
    assert can_write(keeper, match) == 403

    third = app.test_client()
    assert third.get(f"/m/recover/{token}").status_code == 404  # it worked once
    assert third.post(f"/m/recover/{token}").status_code == 404
    assert stored(keeper, match).recovery_hash is None


def test_reloading_the_recovery_link_page_never_ends_the_link_just_shown(app, keeper, match):
    """Post/Redirect/Get: the link is shown once on a page a reload only reads; making
    another takes a press of its own."""
    made = keeper.post(f"/matches/{match.id}/links/recovery")
    assert made.status_code == 302
    assert made.headers["Location"].endswith(f"/matches/{match.id}/links/recovery")
    shown = keeper.get(made.headers["Location"])
    assert shown.status_code == 200 and shown.headers["Cache-Control"] == "no-store"
    token = re.search(r"/m/recover/([A-Za-z0-9_-]+)", page_text(shown)).group(1)
    again = keeper.get(f"/matches/{match.id}/links/recovery")  # a reload
    assert again.status_code == 200 and token not in page_text(again)
    assert "The recovery link was shown already" in words(again)
    assert "Make a new recovery link" in words(again)
    assert stored(keeper, match).recovery_hash == links.token_hash(token)
    # A request without the browser's cookies (a link preview) makes and shows nothing.
    stranger = app.test_client()
    assert stranger.get(f"/matches/{match.id}/links/recovery").status_code == 404
    assert stranger.post(f"/matches/{match.id}/links/recovery").status_code == 404
    assert stored(keeper, match).recovery_hash == links.token_hash(token)
    # The link shown still works.
    assert app.test_client().get(f"/m/recover/{token}").status_code == 200


def test_a_match_started_imported_or_played_again_names_its_starter(app, keeper, match):
    assert stored(keeper, match).starter == browser_of(keeper)
    again = keeper.post(f"/matches/{match.id}/again")
    rematch_id = int(again.headers["Location"].rsplit("/", 1)[1])
    assert stored(keeper, rematch_id).starter == browser_of(keeper)


def test_a_match_with_no_known_starter_lets_a_scorekeeper_replace_links_and_claim_it(
    app, keeper, other, match
):
    with db_rows(app):
        db.session.get(Match, match.id).starter = None
        db.session.commit()
    other.get(f"/m/edit/{match.edit_token}")
    assert "this match was started before the app noted" in words(
        other.get(f"/matches/{match.id}/links")
    )
    assert other.post(f"/matches/{match.id}/links/edit").status_code == 302
    assert stored(keeper, match).starter == browser_of(other)
    assert can_write(keeper, match) == 403


@pytest.mark.parametrize("kind", ["view", "recovery"])
def test_replacing_any_link_of_a_match_with_no_known_starter_makes_you_its_starter(
    app, keeper, other, match, kind
):
    """Once the scorekeeper has replaced a link, another edit-link holder cannot take the
    match by replacing the edit link."""
    with db_rows(app):
        db.session.get(Match, match.id).starter = None
        db.session.commit()
    other.get(f"/m/edit/{match.edit_token}")
    assert keeper.post(f"/matches/{match.id}/links/{kind}").status_code in (200, 302)
    assert stored(keeper, match).starter == browser_of(keeper)
    assert other.post(f"/matches/{match.id}/links/edit").status_code == 403
    assert can_write(keeper, match) == 302
    assert "Only the device you are using: it started the match" in words(
        keeper.get(f"/matches/{match.id}/links")
    )


@pytest.mark.parametrize("site", ["cross-site", "same-site", "CROSS-SITE"])
def test_a_link_opened_from_another_site_asks_before_adding_the_match(
    app, keeper, other, match, site
):
    asked = {"Sec-Fetch-Site": site}
    for path in (f"/m/edit/{match.edit_token}", f"/m/{match.view_token}"):
        page = other.get(path, headers=asked)
        assert page.status_code == 200
        said = words(page)
        assert "Add this match?" in said and "Another website sent you here" in said
        assert "Standings" not in said and "Ann" not in said
    table = other.get(f"/m/{match.view_token}/table", headers=asked)
    assert "Add this match?" in words(table)
    assert other.get(f"/matches/{match.id}").status_code == 404
    assert can_write(other, match) == 404
    assert "Safari on iPhone" not in words(keeper.get(f"/matches/{match.id}/links"))

    added = other.post(f"/m/edit/{match.edit_token}")
    assert added.status_code == 302
    assert added.headers["Location"].endswith(f"/matches/{match.id}")
    assert can_write(other, match) == 302
    # Already given: another site's link to it opens it at once.
    assert other.get(f"/m/{match.view_token}", headers=asked).status_code == 200
    assert "Add this match?" not in words(other.get(f"/m/{match.view_token}", headers=asked))


def test_a_view_link_from_another_site_follows_once_added(app, other, match):
    asked = {"Sec-Fetch-Site": "cross-site"}
    assert "Add this match?" in words(other.get(f"/m/{match.view_token}", headers=asked))
    added = other.post(f"/m/{match.view_token}")
    assert added.status_code == 302 and added.headers["Location"].endswith(match.view_token)
    assert other.get(f"/matches/{match.id}").status_code == 302  # a follower, to the live view
    assert can_write(other, match) == 403


@pytest.mark.parametrize("site", ["none", "same-origin", None])
def test_a_scanned_typed_or_in_app_link_adds_the_match_at_once(other, match, site):
    headers = {"Sec-Fetch-Site": site} if site else {}
    assert other.get(f"/m/edit/{match.edit_token}", headers=headers).status_code == 302
    assert can_write(other, match) == 302


def _recovery_token(keeper, match) -> str:
    shown = page_text(keeper.post(f"/matches/{match.id}/links/recovery", follow_redirects=True))
    return re.search(r"/m/recover/([A-Za-z0-9_-]+)", shown).group(1)


@pytest.mark.parametrize("site", ["cross-site", "none", None])
def test_opening_a_recovery_link_spends_nothing_until_its_page_is_answered(
    app, keeper, other, match, site
):
    """A messaging app's link preview fetches the link with no cookie: it must not become
    the starter. Only the page's answer, with this browser's form token, spends it."""
    token = _recovery_token(keeper, match)
    headers = {"Sec-Fetch-Site": site} if site else {}
    for fetcher in (app.test_client(), app.test_client(), other):  # previews, then the owner
        page = fetcher.get(f"/m/recover/{token}", headers=headers)
        assert page.status_code == 200 and "Use this recovery link?" in words(page)
        assert page.headers["Cache-Control"] == "no-store"
    now = stored(keeper, match)
    assert now.recovery_hash == links.token_hash(token)
    assert now.starter == browser_of(keeper)
    assert can_write(other, match) == 404
    assert keeper.post(f"/matches/{match.id}/links/view").status_code == 302  # still starter

    app.config["WTF_CSRF_ENABLED"] = True
    assert other.post(f"/m/recover/{token}").status_code == 400  # no form token
    assert stored(keeper, match).recovery_hash == links.token_hash(token)
    page = other.get(f"/m/recover/{token}")
    csrf = re.search(r'name="csrf_token" type="hidden" value="([^"]+)"', page_text(page))
    used = other.post(f"/m/recover/{token}", data={"csrf_token": csrf.group(1)})
    assert used.status_code == 302
    assert stored(keeper, match).starter == browser_of(other)
    assert stored(keeper, match).recovery_hash is None


def test_two_browsers_sending_one_recovery_link_at_once_make_one_starter(tmp_path):
    """On a database file that several threads write, as a server's do: every round,
    exactly one of the two browsers wins."""
    with app_on(f"sqlite:///{tmp_path / 'race.db'}") as app:
        won = recovery_race(app, rounds=20)
    assert won == [1] * 20, f"rounds won by both: {won.count(2)} of 20"


def test_adding_a_match_from_another_site_needs_the_forms_token(app, other, match):
    app.config["WTF_CSRF_ENABLED"] = True
    assert other.post(f"/m/edit/{match.edit_token}").status_code == 400
    assert other.get(f"/matches/{match.id}").status_code == 404


def test_a_scorekeeper_whose_match_was_taken_back_is_told_so_and_sees_what_he_typed(
    keeper, other, match
):
    other.get(f"/m/edit/{match.edit_token}")
    hole_form = other.get(f"/matches/{match.id}/holes/2")
    assert hole_form.status_code == 200
    assert keeper.post(f"/matches/{match.id}/links/edit").status_code == 302
    ann, bo = sorted(match.players, key=lambda p: p.seat)
    typed = {f"player-{ann.id}": "7", f"player-{bo.id}": "-2", "version": "x"}
    refused = other.post(f"/matches/{match.id}/holes/2", data=typed)
    assert refused.status_code == 403
    said = words(refused)
    assert "The device that started Friday golf took the match back" in said
    assert "What you typed (not saved) Ann: 7 Bo: -2" in said
    # A browser that never held the edit right is told how to get it, as before.
    viewer = keeper.application.test_client()
    viewer.get(f"/m/{match.view_token}")
    never = words(viewer.post(f"/matches/{match.id}/holes/2", data=typed))
    assert "took the match back" not in never and "ask the scorekeeper" in never.lower()


def test_a_scorekeeper_whose_links_were_both_replaced_still_sees_what_he_typed(
    keeper, other, match
):
    """Both links replaced: the phone may no longer read the match, so the refusal is the
    404 that names nothing of it, yet it shows the scores this phone itself posted."""
    other.get(f"/m/edit/{match.edit_token}")
    assert other.get(f"/matches/{match.id}/holes/2").status_code == 200
    assert keeper.post(f"/matches/{match.id}/links/view").status_code == 302
    assert keeper.post(f"/matches/{match.id}/links/edit").status_code == 302
    ann, bo = sorted(match.players, key=lambda p: p.seat)
    typed = {f"player-{ann.id}": "7", f"player-{bo.id}": "-2", "version": "x", "editing": "1"}
    refused = other.post(f"/matches/{match.id}/holes/2", data=typed)
    assert refused.status_code == 404
    said = words(refused)
    assert "Nothing was saved." in said
    assert "What you typed (not saved)" in said
    assert "First score on the form: 7" in said and "Second score on the form: -2" in said
    # Nothing the browser did not send: no match title, no player's name.
    for unsent in ("Friday golf", "Ann", "Bo:"):
        assert unsent not in said
    # A post that typed no score is the plain 404, as before.
    plain = words(other.post(f"/matches/{match.id}/holes/2", data={"version": "x"}))
    assert "What you typed" not in plain


def test_a_device_named_on_the_links_page_is_told_apart_on_every_match(keeper, other, match):
    other.get(f"/m/edit/{match.edit_token}")
    named = keeper.post(f"/matches/{match.id}/links/device", data={"name": " Ann’s phone "})
    assert named.status_code == 302
    assert (
        other.post(f"/matches/{match.id}/links/device", data={"name": "Bo phone"}).status_code
        == 302
    )
    page = words(keeper.get(f"/matches/{match.id}/links"))
    assert "Ann’s phone (Chrome on Android) this device" in page
    assert "Bo phone (Safari on iPhone) Opened the edit link" in page
    theirs = words(other.get(f"/matches/{match.id}/links"))
    assert "Only the device that started the match: Ann’s phone (Chrome on Android)" in theirs
    later = start_match(keeper, ["Cy", "Di"])  # named once, named on every match
    assert "Ann’s phone (Chrome on Android) this device" in words(
        keeper.get(f"/matches/{later.id}/links")
    )
    too_long = keeper.post(f"/matches/{match.id}/links/device", data={"name": "x" * 41})
    assert too_long.status_code == 422 and "40 characters" in words(too_long)
    assert keeper.post(f"/matches/{match.id}/links/device", data={"name": ""}).status_code == 302
    assert "Chrome on Android this device" in words(keeper.get(f"/matches/{match.id}/links"))
