"""The running-totals chart in Chromium: its colours follow the theme on screen, and paper
always gets the light colours (dark lines on white), whatever the screen showed."""

from __future__ import annotations

import pytest

from tests.browser.conftest import ARTIFACTS, open_edit_link, screenshot
from tests.browser.test_match_in_browser import finished_match

LIGHT_SERIES = ["rgb(31, 119, 180)", "rgb(214, 39, 40)", "rgb(44, 160, 44)"]
DARK_SERIES = ["rgb(108, 180, 238)", "rgb(255, 123, 114)", "rgb(126, 231, 135)"]
WHITE = "rgb(255, 255, 255)"


def chart_colours(page) -> dict:
    """The drawn colours of the first chart on the page: its lines, markers and text."""
    return page.evaluate(
        """() => {
            const chart = document.querySelector('.line-chart');
            const style = (selector) => getComputedStyle(chart.querySelector(selector));
            return {
                lines: [1, 2, 3].map((i) => style(`.series-${i} .line`).stroke),
                markers: [1, 2, 3].map((i) => style(`.series-${i} :not(.line)`).fill),
                text: style('text').fill,
                background: getComputedStyle(chart).backgroundColor,
                page: getComputedStyle(document.body).backgroundColor,
                scheme: getComputedStyle(document.documentElement).colorScheme,
            };
        }"""
    )


@pytest.fixture
def match_id(page, live_server):
    match_id = finished_match(live_server.app, ["Ann", "Bo", "Cy"], 9)
    open_edit_link(page, live_server, match_id)
    return match_id


@pytest.mark.parametrize("theme", ["dark", "auto"])
@pytest.mark.parametrize("view", ["print", "scorecard"])
def test_a_chart_printed_from_dark_mode_has_dark_lines_on_white(
    page, live_server, match_id, theme, view
):
    page.context.add_cookies([{"name": "theme", "value": theme, "url": live_server.url}])
    path = f"/matches/{match_id}/print" if view == "print" else f"/matches/{match_id}"
    page.goto(live_server.url + path)
    page.emulate_media(media="screen", color_scheme="dark")
    assert chart_colours(page)["lines"] == DARK_SERIES  # the screen is dark
    page.emulate_media(media="print", color_scheme="dark")
    printed = chart_colours(page)
    assert printed["lines"] == LIGHT_SERIES
    assert printed["markers"] == LIGHT_SERIES
    assert printed["text"] == "rgb(68, 68, 68)"
    assert printed["background"] == printed["page"] == WHITE
    assert printed["scheme"] == "light"
    if view == "print" and theme == "dark":
        ARTIFACTS.mkdir(exist_ok=True)
        page.pdf(format="A4", path=str(ARTIFACTS / "print-from-dark-A4.pdf"))
        page.set_viewport_size({"width": 718, "height": 1047})  # A4 inside 10 mm margins
        screenshot(page, "print-from-dark")


def test_light_by_choice_on_a_dark_device_keeps_light_lines_on_screen(page, live_server, match_id):
    page.context.add_cookies([{"name": "theme", "value": "light", "url": live_server.url}])
    page.goto(f"{live_server.url}/matches/{match_id}")
    page.emulate_media(media="screen", color_scheme="dark")
    assert chart_colours(page)["lines"] == LIGHT_SERIES
