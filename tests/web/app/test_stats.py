"""Player statistics across this browser's matches: columns, sorting, merging names."""

from __future__ import annotations

import random
import re

import pytest

from golfkeeper import sharing
from golfkeeper.matches.drafts import DRAFTS
from golfkeeper.stats.figures import name_key
from golfkeeper.stats.views import ALIASES
from tests.web import helpers
from tests.web.helpers import page_text, record, start_match, stored
from tests.web.matches.test_matches_start import new_match_data
from tests.web.transfer.test_export import start_with_rules


def finish(client, names, rows, **extra):
    """A 5-hole match played to the end: ``rows`` are the holes' scores in seat order."""
    match = start_match(client, names, holes=5, **extra)
    for hole, scores in enumerate(rows, start=1):
        record(client, match, hole, scores)
    helpers.finish(client, match)
    return match


def row_of(page: str, name: str) -> list[str]:
    """The cells of a player's row in the statistics table, as text."""
    match = re.search(rf'<th scope="row" class="name-col">{re.escape(name)}(.*?)</tr>', page, re.S)
    assert match, name
    return [
        re.sub(r"<[^>]+>", "", cell).strip()
        for cell in re.findall(r"<td>(.*?)</td>", match[1], re.S)
    ]


@pytest.fixture
def season(client):
    """Two finished matches and one in progress, with a shared win and a differently
    cased name."""
    finish(client, ["Ann", "Bo"], [[1, 5], [0, 2], [-2, 3], [4, 4], [1, 1]])  # Ann 4, Bo 15
    finish(client, ["ann", "Cy"], [[3, 0], [3, 6], [0, 0], [2, 2], [2, 2]])  # 10 each: shared
    match = start_match(client, ["Ann", "Bo"])
    record(client, match, 1, [9, -1])


def test_the_table_counts_matches_wins_holes_and_totals(client, season):
    page = page_text(client.get("/stats/"))
    # played, wins, average hole, best hole, worst hole, best match total, went out
    ann = row_of(page, "Ann")
    assert ann[0] == "3"
    assert ann[1].startswith("2") and "1 shared" in ann[1]
    assert ann[2] == "2.1"  # (1+0-2+4+1 + 3+3+0+2+2 + 9) / 11 = 23/11
    assert ann[3] == "−2" and ann[4] == "9" and ann[5] == "4"
    bo = row_of(page, "Bo")
    assert bo[:6] == ["2", "0", "2.3", "−1", "5", "15"]  # 14 points over 6 holes
    cy = row_of(page, "Cy")
    assert cy[1].startswith("1") and "1 shared" in cy[1]


def test_a_player_is_matched_by_name_whatever_the_case(client, season):
    page = page_text(client.get("/stats/"))
    assert page.count('<th scope="row" class="name-col">') == 3
    assert "also ann" in page


def seated(match):
    return sorted(match.players, key=lambda p: p.seat)


def test_went_out_is_a_share_of_the_holes_where_someone_was_noted(client):
    match = start_match(client, ["Ann", "Bo"], holes=5)
    ann, bo = seated(match)
    record(client, match, 1, [0, 4], went_out=str(ann.id))
    record(client, match, 2, [3, 1])  # nobody noted: not counted either way
    record(client, match, 3, [-2, 5], went_out=str(ann.id))
    record(client, match, 4, [6, 0], went_out=str(bo.id))
    page = page_text(client.get("/stats/"))
    assert row_of(page, "Ann")[6] == "2 of 3 noted holes (67%)"
    assert row_of(page, "Bo")[6] == "1 of 3 noted holes (33%)"
    assert "holes where nobody was noted" in page  # the page says what the share counts


def test_a_table_that_does_not_note_who_went_out_adds_no_holes_to_the_share(client):
    unnoted = client.post(
        "/matches/new",
        data=new_match_data(["Ann", "Cy"], **{"rules-record_who_went_out": None}),
    )
    unnoted = stored(client, int(unnoted.headers["Location"].rsplit("/", 1)[1]))
    for hole in (1, 2, 3):
        record(client, unnoted, hole, [hole, 2])
    page = page_text(client.get("/stats/"))
    # Nothing noted anywhere: no share, rather than a 0 % nobody measured.
    assert row_of(page, "Ann")[6] == "not recorded"
    assert row_of(page, "Cy")[6] == "not recorded"
    noted = start_match(client, ["Ann", "Bo"], holes=5)
    record(client, noted, 1, [0, 4], went_out=str(seated(noted)[0].id))
    record(client, noted, 2, [3, 1])
    page = page_text(client.get("/stats/"))
    assert row_of(page, "Ann")[6] == "1 of 1 noted hole (100%)"
    assert row_of(page, "Bo")[6] == "0 of 1 noted hole (0%)"  # noted, and not Bo: a real 0 %
    assert row_of(page, "Cy")[6] == "not recorded"


def test_sorting_by_went_out_uses_the_share_and_puts_not_recorded_last(client):
    busy = start_match(client, ["Ann", "Bo"], holes=5)
    ann, bo = seated(busy)
    for hole in (1, 2, 3, 4):  # Ann went out 3 times in 4 (75 %), Bo once (25 %)
        record(client, busy, hole, [0, 0], went_out=str((bo if hole == 4 else ann).id))
    rare = start_match(client, ["Cy", "Di"], holes=5)
    cy, _ = seated(rare)
    record(client, rare, 1, [0, 0], went_out=str(cy.id))  # Cy: 1 of 1 (100 %)
    record(client, rare, 2, [0, 0])  # Di: nothing noted beside Cy's hole: 0 of 1
    unnoted = client.post(
        "/matches/new", data=new_match_data(["Ed", "Fa"], **{"rules-record_who_went_out": None})
    )
    unnoted = stored(client, int(unnoted.headers["Location"].rsplit("/", 1)[1]))
    record(client, unnoted, 1, [1, 1])
    names = re.compile(r'<th scope="row" class="name-col">([^<]+)')
    page = page_text(client.get("/stats/?sort=went_out&dir=desc"))
    assert names.findall(page) == ["Cy", "Ann", "Bo", "Di", "Ed", "Fa"]
    page = page_text(client.get("/stats/?sort=went_out&dir=asc"))
    assert names.findall(page) == ["Di", "Bo", "Ann", "Cy", "Ed", "Fa"]


def test_sorting_is_done_by_the_server_with_aria_sort(client, season):
    page = page_text(client.get("/stats/?sort=average&dir=asc"))
    names = re.findall(r'<th scope="row" class="name-col">([^<]+)', page)
    assert names == ["Cy", "Ann", "Bo"]  # averages 2.0, 2.1, 2.3
    assert 'aria-sort="ascending"' in page
    page = page_text(client.get("/stats/?sort=name&dir=desc"))
    assert re.findall(r'<th scope="row" class="name-col">([^<]+)', page) == ["Cy", "Bo", "Ann"]
    assert 'aria-sort="descending"' in page
    # An unknown column or direction falls back to wins, most first.
    page = page_text(client.get("/stats/?sort=evil&dir=sideways"))
    assert client.get("/stats/?sort=evil&dir=sideways").status_code == 200
    assert re.findall(r'<th scope="row" class="name-col">([^<]+)', page)[0] == "Ann"


def test_only_this_browsers_matches_count(app, client, season):
    other = app.test_client()
    finish(other, ["Zed", "Ann"], [[0, 9]] * 5)
    page = page_text(client.get("/stats/"))
    assert "Zed" not in page
    assert row_of(page, "Ann")[0] == "3"
    assert "No matches on this device yet" in page_text(app.test_client().get("/stats/"))


def test_merging_two_names_counts_them_as_one_player_and_can_be_undone(client, season):
    response = client.post("/stats/merge", data={"merge": "cy", "into": "bo"})
    assert response.status_code == 302
    page = page_text(client.get("/stats/"))
    assert page.count('<th scope="row" class="name-col">') == 2
    assert row_of(page, "Bo")[0] == "3" and "also Cy" in page
    client.post("/stats/unmerge", data={"name": "cy"})
    page = page_text(client.get("/stats/"))
    assert page.count('<th scope="row" class="name-col">') == 3


def test_merging_a_name_into_itself_is_refused_next_to_the_field(client, season):
    response = client.post("/stats/merge", data={"merge": "bo", "into": "bo"})
    page = page_text(response)
    assert response.status_code == 422
    assert 'role="alert"' in page and "Pick two different names." in page
    assert 'aria-describedby="into-error"' in page


def test_the_statistics_page_loads_in_a_few_statements(client, season, sql_statements):
    sql_statements.clear()
    client.get("/stats/")
    assert len(sql_statements) <= 5


def test_the_average_counts_adjusted_hole_scores_and_notes_the_layout_average(client):
    """RULES.md V23: Ann went out with 12, not the lowest, so it counts 24."""
    match = start_with_rules(client, ["Ann", "Bo"], going_out_penalty="double")
    record(client, match, 1, [12, 9], went_out=str(match.players[0].id))
    record(client, match, 2, [2, 9])
    cells = row_of(page_text(client.get("/stats/")), "Ann")
    assert cells[2] == "13.0 (layout 7.0)"
    assert cells[3:5] == ["2", "24"]  # best and worst hole, as counted


def test_merging_long_names_never_costs_this_browser_a_match(client):
    """Each merge of two 40-character names grows the cookie that also holds the rights to
    this browser's matches: a merge that would not fit is refused, and no match is lost."""
    chance = random.Random(36)
    names = ["".join(chr(chance.randrange(0x4E00, 0x9FA0)) for _ in range(40)) for _ in range(80)]
    matches = [start_match(client, names[2 * n : 2 * n + 2]) for n in range(40)]
    refused = 0
    for n in range(11):
        response = client.post(
            "/stats/merge",
            data={"merge": name_key(names[2 * n]), "into": name_key(names[2 * n + 1])},
        )
        assert response.status_code in (302, 422)
        if response.status_code == 422:
            refused += 1
            assert "no room to keep another merge" in page_text(response)
    lost = [m.id for m in matches if client.get(f"/matches/{m.id}").status_code != 200]
    assert lost == [], f"{len(lost)} of 40 matches lost after {11 - refused} merges"
    assert sharing.YIELDING == (ALIASES, DRAFTS)
