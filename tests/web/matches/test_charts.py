"""The running-totals chart: geometry and the drawn SVG."""

from __future__ import annotations

from flask import render_template_string

from golfkeeper.web.charts import running_totals_chart

RENDER = (
    '{% with chart_id="c", chart_title="Running totals" %}'
    '{% include "charts/_line_chart.html" %}{% endwith %}'
)


def test_lines_follow_the_running_totals():
    chart = running_totals_chart(["Ann", "Bo"], [[3, -2, 4], [-2, None, 2]], holes=3)
    ann, bo = chart.series
    assert [p.total for p in ann.points] == [3, 1, 5]
    assert [p.hole_number for p in bo.points] == [1, 3]  # hole 2 not entered: no point
    # Lower totals sit lower on the page (larger y); hole numbers run left to right.
    assert ann.points[2].y < ann.points[0].y < ann.points[1].y
    assert ann.points[0].x < ann.points[1].x < ann.points[2].x
    assert chart.zero_y is not None and chart.plot_top <= chart.zero_y <= chart.plot_bottom
    assert ann.path.startswith("M") and ann.path.count("L") == 2


def test_every_point_is_inside_the_plot_area():
    chart = running_totals_chart(["A", "B", "C"], [[60, 60, 60], [-6, -6, -6], [0, 0, 0]], 18)
    for series in chart.series:
        for point in series.points:
            assert chart.plot_left <= point.x <= chart.plot_right
            assert chart.plot_top <= point.y <= chart.plot_bottom


def test_players_differ_by_more_than_colour():
    chart = running_totals_chart([f"P{i}" for i in range(4)], [[1]] * 4, holes=9)
    assert len({(s.marker, s.dash) for s in chart.series}) == 4


def test_svg_has_a_title_a_text_alternative_and_escapes_names(app):
    chart = running_totals_chart(["<b>Ann</b>", "Bo"], [[3, -4], [2, 0]], holes=9)
    with app.test_request_context():
        svg = render_template_string(RENDER, chart=chart)
    assert 'role="img"' in svg and '<title id="c-title">Running totals</title>' in svg
    assert "&lt;b&gt;Ann&lt;/b&gt;" in svg and "<b>Ann</b>" not in svg
    assert "1: 3, 2: −1" in svg  # the table alternative, with a true minus sign
    assert svg.count('class="line"') == 4  # two lines plus two legend swatches


def test_empty_match_draws_axes_but_no_lines():
    chart = running_totals_chart(["Ann", "Bo"], [[None] * 9, [None] * 9], holes=9)
    assert chart.is_empty
    assert chart.y_ticks and len(chart.x_ticks) == 9
