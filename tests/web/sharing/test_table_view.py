"""The table view: the match on a laptop or TV facing the table, for anyone with the view
link (/m/<view token>/table)."""

from __future__ import annotations

import re
from datetime import timedelta

import pytest

from golfkeeper import sharing
from golfkeeper.models import utcnow
from golfkeeper.sharing import addresses
from tests.web.helpers import finish, page_text, record, start_match, stored

NOT_SHARED = "There is no match here, or this browser has not been given its link."


@pytest.fixture(autouse=True)
def no_lan(monkeypatch):
    """This computer as if it had no LAN address: links keep the host the browser used."""
    monkeypatch.setattr(addresses, "_lan_addresses", lambda: ())


@pytest.fixture
def viewer(app):
    """A laptop at the table with its own cookies and no right yet."""
    return app.test_client()


@pytest.fixture
def match(client):
    """Ann, Bo and Cy, kept by ``client``, holes 1 and 2 recorded."""
    match = start_match(client, ["Ann", "Bo", "Cy"])
    record(client, match, 1, [4, -2, 7])
    record(client, match, 2, [1, 5, 0])
    return stored(client, match)


def table_view(browser, match) -> str:
    response = browser.get(f"/m/{match.view_token}/table")
    assert response.status_code == 200
    return page_text(response)


def main_part(page: str) -> str:
    return page.split("<main", 1)[1].split("</main>", 1)[0]


def test_the_table_view_shows_standings_the_hole_the_deal_and_the_qr_code(match, viewer):
    page = table_view(viewer, match)
    assert "Hole 3 of 9" in page
    # Seat order Ann, Bo, Cy with Ann dealing hole 1: Cy deals hole 3 and Ann starts it.
    assert "<strong>Cy</strong> deals; <strong>Ann</strong> plays first." in page
    names = re.findall(r'<span class="name">([^<]*)</span>', page)
    assert names == ["Bo", "Ann", "Cy"]  # 3, 5 and 7 points
    assert re.findall(r'<span class="total">(-?\d+)', page) == ["3", "5", "7"]
    assert page.count("hole 2: ") == 3 and "hole 2: 5" in page
    assert 'class="qr-code"' in page and "Scan to follow on your phone" in page
    assert f"localhost/m/{match.view_token}</span>" in page
    assert "Following live" in page
    assert match.edit_token not in page
    assert "<form" not in main_part(page) and "Save hole" not in page


def test_the_table_view_polls_like_the_live_view_and_reloads_itself_without_javascript(
    match, viewer
):
    page = table_view(viewer, match)
    assert f'data-state-url="/m/{match.view_token}/state"' in page
    assert 'data-poll-seconds="1"' in page
    assert 'src="/static/js/live.js?v=' in page
    assert 'href="/static/css/table.css?v=' in page
    assert '<noscript><meta http-equiv="refresh" content="15"></noscript>' in page
    assert "This page reloads itself every 15 seconds." in page
    for part in ("note", "standings", "now"):
        assert f'data-live-part="{part}"' in page


def test_opening_the_table_view_gives_the_view_right_and_no_more(app, match, viewer):
    assert viewer.get(f"/matches/{match.id}/history").status_code == 404
    table_view(viewer, match)
    assert viewer.get(f"/matches/{match.id}/history").status_code == 200
    assert viewer.post(f"/matches/{match.id}/finish").status_code == 403
    # No cookie at all: the page still opens, as the live view does.
    assert app.test_client(use_cookies=False).get(f"/m/{match.view_token}/table").status_code == 200


@pytest.mark.parametrize(
    "path",
    ["/m/not-a-real-token/table", "/m/%00/table", "/m/a%00b/table", f"/m/{'x' * 65}/table"],
)
def test_an_unknown_or_misshapen_token_is_the_404_of_an_unknown_link(match, viewer, path):
    response = viewer.get(path)
    assert response.status_code == 404
    assert NOT_SHARED in page_text(response)


def test_the_edit_token_does_not_open_the_table_view(match, viewer):
    assert viewer.get(f"/m/{match.edit_token}/table").status_code == 404
    assert viewer.get(f"/m/{match.view_token}./table").status_code == 404


def test_a_finished_match_names_its_winner_and_no_longer_says_following_live(client, viewer):
    match = start_match(client, ["Ann", "Bo"], holes=5)
    for hole in range(1, 6):
        record(client, match, hole, [1, 2])
    checking = table_view(viewer, match)
    assert "Every hole is recorded" in checking and "Following live" in checking
    assert "wins" not in checking
    match = finish(client, match)
    page = table_view(viewer, match)
    assert "Match finished" in page and "<strong>Ann</strong> wins with 5 points" in page
    assert "Following live" not in page and "Final scores." in page
    assert '<li class="winner" title="Ann">' in page and "Hole " not in page


def test_equal_totals_share_a_place_and_blank_holes_are_named(client, viewer):
    match = start_match(client, ["Ann", "Bo", "Cy"])
    record(client, match, 1, [3, 3, 5])
    record(client, match, 2, [0, 0, None])
    page = table_view(viewer, match)
    assert page.count('aria-label="shared place 1">1=</span>') == 2
    assert "1 hole missing" in page
    # Cy's blank on hole 2 reads as no score, and hole 2 is still the one being played.
    assert 'hole 2: <span aria-hidden="true">–</span><span class="visually-hidden">no score' in page
    assert "Hole 2 of 9" in page


def test_before_any_score_the_table_view_shows_hole_1_and_no_last_hole(client, viewer):
    match = start_match(client, ["Ann", "Bo"])
    page = table_view(viewer, match)
    assert "Hole 1 of 9" in page and "hole 1: " not in page


def test_eight_long_names_are_all_on_the_page_whole(client, viewer):
    names = [f"{first} Featherstonehaugh-Wolfeschlegel" for first in "ABCDEFGH"]
    match = start_match(client, names)
    record(client, match, 1, list(range(8)))
    page = table_view(viewer, match)
    assert 'class="board rows-8"' in page
    for name in names:
        # Whole in the page, and as the row's title where the screen cuts it.
        assert re.search(rf'<li class="" title="{name}">\s*<span class="place"', page)
        assert f'<span class="name">{name}</span>' in page


def test_a_kept_table_view_shows_each_save(client, match, viewer):
    assert "Hole 3 of 9" in table_view(viewer, match)
    record(client, match, 3, [2, 2, 2])
    page = table_view(viewer, match)
    assert "Hole 4 of 9" in page and "hole 3: 2" in page


def test_opened_as_localhost_the_qr_code_names_the_lan_address(match, viewer, monkeypatch):
    monkeypatch.setattr(addresses, "_lan_addresses", lambda: ("192.168.1.20",))
    page = table_view(viewer, match)
    assert f"192.168.1.20/m/{match.view_token}</span>" in page
    assert "localhost/m/" not in page


def test_the_live_view_and_the_score_sheet_link_to_the_table_view(client, match, viewer):
    link = f'<a href="/m/{match.view_token}/table">Show on a TV or laptop</a>'
    assert link in page_text(client.get(f"/matches/{match.id}"))
    assert link in page_text(viewer.get(f"/m/{match.view_token}"))
    assert f'href="/m/{match.view_token}">Score sheet and chart</a>' in table_view(viewer, match)


def test_the_top_bars_rules_link_on_the_table_view_names_the_matchs_rules(match, viewer):
    page = table_view(viewer, match)
    assert f'href="/rules/table/{match.id}">Rules</a>' in page


def test_opening_the_table_view_counts_as_opening_the_match(kept_30_days):
    client = kept_30_days.test_client()
    match = start_match(client, ["Ann", "Bo"])
    assert stored(client, match).opened_at is None
    kept_30_days.test_client().get(f"/m/{match.view_token}/table")
    opened = stored(client, match).opened_at
    assert opened is not None and opened > utcnow() - timedelta(minutes=1)


def test_the_live_views_qr_code_names_the_lan_address_when_opened_as_localhost(
    match, viewer, monkeypatch
):
    monkeypatch.setattr(addresses, "_lan_addresses", lambda: ("192.168.1.20",))
    page = page_text(viewer.get(f"/m/{match.view_token}"))
    assert f"http://192.168.1.20/m/{match.view_token}</p>" in page
    assert "localhost/m/" not in page
    qr = re.search(r"<svg [^>]*class=\"qr-code\".*?</svg>", page, re.DOTALL).group(0)
    assert qr == sharing.qr_svg(
        f"http://192.168.1.20/m/{match.view_token}",
        f"QR code of the view link for {stored(viewer, match).title}",
    )
