"""axe-core on every page, light and dark: no serious or critical violation.

One server, phone page and pair of matches serve the whole file (module scope): each page
is a test of its own, and none of them changes what the others read.

Every rule runs in the light scheme. The dark scheme changes colours alone (its CSS blocks
set colour properties and nothing else, which ``test_the_dark_scheme_changes_colours_alone``
checks), so in the dark only the rules that read colours run again (``COLOUR_RULES``): the
same verdicts at about half the CPU of running every rule twice."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from axe_playwright_python.sync_playwright import Axe

from tests.browser.conftest import PHONE, loopback_server, open_edit_link, phone_page
from tests.browser.test_match_in_browser import finished_match, start

BAD = ("serious", "critical")
# The axe rules whose verdict depends on colours: text against its background, and a link
# told from the text around it.
COLOUR_RULES = ["color-contrast", "link-in-text-block"]
STYLESHEETS = Path(__file__).resolve().parents[2] / "static" / "css"


def violations(page, rules: list[str] | None = None) -> list[str]:
    """The serious and critical axe violations on the page, one line each: of every rule,
    or of ``rules`` alone (axe rule ids)."""
    options: dict = {"resultTypes": ["violations"]}
    if rules is not None:
        options["runOnly"] = {"type": "rule", "values": rules}
    results = Axe().run(page, options=options)
    return [
        f"{v['id']} ({v['impact']}): {[node['target'] for node in v['nodes']][:5]}"
        for v in results.response["violations"]
        if v["impact"] in BAD
    ]


@pytest.fixture(scope="module")
def live_server(tmp_path_factory):
    """The app on loopback for the whole file."""
    with loopback_server(tmp_path_factory.mktemp("accessibility") / "browser.sqlite3") as server:
        yield server


@pytest.fixture(scope="module")
def page(browser):
    """The scorekeeper's phone page for the whole file (``phone_page``)."""
    with phone_page(browser) as page:
        yield page


@pytest.fixture(scope="module")
def table(page, live_server):
    """A match in progress (hole 1 saved, kept by ``page``) and a finished one."""
    start(page, live_server.url, ["Ann", "Bo", "Cy"])
    for name, value in (("Ann", "4"), ("Bo", "-2"), ("Cy", "7")):
        page.get_by_label(name, exact=True).fill(value)
    page.get_by_role("button", name="Save hole 1").click()
    page.get_by_text("Hole 1 saved.").wait_for()
    match_id = int(page.url.rstrip("/").rsplit("/", 1)[1])
    view_url = page.locator("#view-link").input_value()
    finished_id = finished_match(live_server.app, ["Dee", "Ed"], 5)
    open_edit_link(page, live_server, finished_id)
    return {"match": match_id, "finished": finished_id, "view": view_url}


PAGES = [
    "/",
    "/matches/new",
    "/matches/",
    "/matches/import",
    "/matches/{match}",
    "/matches/{finished}",
    "/matches/{match}/holes/1",
    "/matches/{match}/history",
    "/matches/{match}/players",
    "/matches/{match}/print",
    "/matches/{match}/delete",
    "/matches/{match}/links",
    "{view}",
    "{view}/table",
    "/calculator/",
    "/calculator/?layout=5H+KC+2S+/+5D+QH+AC",
    "/calculator/?layout=5H+ZZ+2S+/+5D+QH+AC",
    "/calculator/?match={match}&hole=2&player=1",
    "/rules/",
    "/rules/variants",
    "/rules/questions",
    "/rules/questions/two-twos-in-a-column",
    "/rules/drills?seed=5",
    "/rules/drills/rules?seed=3",
    "/rules/table/{match}",
    "/rules/table/{match}/print",
    "/stats/",
    "/no-such-page",
]


@pytest.mark.parametrize("path", PAGES)
def test_no_page_has_a_serious_or_critical_violation(page, live_server, table, path):
    found = {}
    url = path.format(**table)
    page.goto(url if url.startswith("http") else live_server.url + url)
    for scheme, rules in (("light", None), ("dark", COLOUR_RULES)):
        page.emulate_media(color_scheme=scheme)
        problems = violations(page, rules)
        if problems:
            found[f"{path} ({scheme})"] = problems
    page.emulate_media(color_scheme="light")
    assert not found, "\n".join(f"{path}: {problems}" for path, problems in found.items())


def test_the_403_page_and_a_form_with_errors_pass_too(browser, page, live_server, table):
    context = browser.new_context(viewport=PHONE)
    try:
        viewer = context.new_page()
        viewer.goto(table["view"])
        viewer.goto(f"{live_server.url}/matches/{table['match']}/holes/1")
        assert viewer.get_by_role("heading", name="Only the scorekeeper").is_visible()
        assert violations(viewer) == []
    finally:
        context.close()
    # A hole form sent with a bad score: the error is announced and linked to its field.
    page.goto(f"{live_server.url}/matches/{table['match']}")
    page.get_by_label("Ann", exact=True).fill("abc")
    page.get_by_role("button", name="Save hole 2").click()
    page.locator('[role="alert"]').first.wait_for()
    assert violations(page) == []
    page.goto(f"{live_server.url}/matches/new")
    page.get_by_role("button", name="Start the match").click()
    assert violations(page) == []


def test_the_dark_scheme_changes_colours_alone():
    """What lets the dark pass run the colour rules alone: every dark-scheme block of the
    stylesheets sets custom properties whose values are colours, and nothing else."""
    blocks = []
    for sheet in sorted(STYLESHEETS.glob("*.css")):
        text = sheet.read_text()
        for match in re.finditer(r"@media[^{]*prefers-color-scheme:\s*dark[^{]*\{", text):
            depth, end = 1, match.end()
            while depth:
                depth += {"{": 1, "}": -1}.get(text[end], 0)
                end += 1
            blocks.append((sheet.name, text[match.end() : end - 1]))
    assert blocks, "no dark-scheme block found: the check reads nothing"
    colour = re.compile(r"#[0-9a-f]{3,8}|rgba?\([^)]*\)", re.IGNORECASE)
    for name, body in blocks:
        declarations = re.findall(r"([^{};]+):([^{};]+);", body)
        assert declarations, f"{name}: a dark block with no declaration"
        for prop, value in declarations:
            assert prop.strip().startswith("--"), f"{name}: {prop.strip()} in the dark scheme"
            assert colour.fullmatch(value.strip()), f"{name}: {prop.strip()} is {value.strip()}"
