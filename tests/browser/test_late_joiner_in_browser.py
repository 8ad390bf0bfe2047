"""A late joiner at phone size (390x844, issue 35 point 1): the players page says what a
player joining now starts on before they sit down, and the table picks the rule for
missed holes right there."""

from __future__ import annotations

from golfkeeper import scorekeeping
from golfkeeper.engine.house_rules import MAIN_RULES
from golfkeeper.engine.missed_holes import MissedHoles, late_start_text
from golfkeeper.extensions import db
from golfkeeper.models import Match
from tests.browser.conftest import fits_the_screen, open_edit_link, screenshot

PLAYED = [[4, 9], [26, 3]]


def test_the_late_joiners_start_is_said_before_they_sit_down(page, live_server):
    with live_server.app.app_context():
        match = scorekeeping.start_match(["Ann", "Bo"], 0, MAIN_RULES)
        db.session.flush()
        for hole, scores in enumerate(PLAYED, start=1):
            points = {p.id: s for p, s in zip(match.players, scores, strict=True)}
            scorekeeping.record_hole(match, hole, points)
        db.session.commit()
        match_id = match.id
    open_edit_link(page, live_server, match_id)
    page.goto(f"{live_server.url}/matches/{match_id}/players")
    said = page.locator("[data-late-start]").inner_text()
    assert late_start_text("A player who joins now", PLAYED, MissedHoles.HIGHEST) in said
    assert fits_the_screen(page)
    screenshot(page, "players-late-start")

    page.get_by_label("Name", exact=True).fill("Tom")
    page.get_by_label("Their missed holes count").select_option("average")
    page.get_by_role("button", name="Add the player").click()
    page.get_by_text(late_start_text("Tom", PLAYED, MissedHoles.AVERAGE)).wait_for()
    with live_server.app.app_context():
        stored = db.session.get(Match, match_id)
        assert stored.house_rules.missed_holes is MissedHoles.AVERAGE
