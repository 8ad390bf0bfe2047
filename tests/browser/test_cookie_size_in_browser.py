"""What a browser remembers stays within the session cookie's size, in Chromium at phone
size (390x844): Chromium drops a cookie longer than 4096 bytes, and every right with it."""

from __future__ import annotations

import re

from golfkeeper import scorekeeping, sharing
from golfkeeper.engine.house_rules import MAIN_RULES
from golfkeeper.extensions import db
from tests.browser.conftest import screenshot
from tests.browser.test_match_in_browser import start

OPEN_LINKS = """async ([edits, views]) => {
  for (const token of edits) { await fetch("/m/edit/" + token, {redirect: "manual"}); }
  for (const token of views) { await fetch("/m/" + token); }
}"""
# Opens each edit link, then that match's hole form: its status says whether the browser
# still holds the right it was just given.
OPEN_AND_KEEP_SCORE = """async (links) => {
  const statuses = [];
  for (const [id, token] of links) {
    await fetch("/m/edit/" + token, {redirect: "manual"});
    statuses.push((await fetch("/matches/" + id + "/holes/1")).status);
  }
  return statuses;
}"""


def test_a_browser_given_more_links_than_its_cookie_holds_keeps_the_newest_rights(
    page, live_server
):
    url = live_server.url
    first_edits, views, more_edits = 120, sharing.MAX_REMEMBERED, 80
    with live_server.app.app_context():
        matches = [
            scorekeeping.start_match(["Ann", "Bo"], 0, MAIN_RULES)
            for _ in range(first_edits + views + more_edits)
        ]
        db.session.commit()
        links = [(match.id, match.view_token, match.edit_token) for match in matches]
    page.goto(url + "/")
    page.evaluate(
        OPEN_LINKS,
        [
            [edit for _, _, edit in links[:first_edits]],
            [view for _, view, _ in links[first_edits : first_edits + views]],
        ],
    )
    newest = [(match_id, edit) for match_id, _, edit in links[first_edits + views :]]
    statuses = page.evaluate(OPEN_AND_KEEP_SCORE, newest)
    assert statuses == [200] * more_edits  # every edit link just opened keeps its right

    start(page, url, ["Cy", "Di"])
    assert re.search(r"/matches/\d+$", page.url)
    assert page.get_by_role("button", name="Save hole 1").count() == 1
    screenshot(page, "cookie-full-match-just-started")
    [cookie] = [c for c in page.context.cookies() if c["name"] == "session"]
    assert len(cookie["name"]) + len(cookie["value"]) <= sharing.COOKIE_BYTES_MAX

    # The newest followed match still opens (the oldest followed ones were forgotten).
    page.goto(f"{url}/matches/{links[first_edits + views - 1][0]}")
    assert "/m/" in page.url  # a follower is sent to the live view
