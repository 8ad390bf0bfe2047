"""Each changed value of the history in words, names isolated and escaped."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from golfkeeper.scorekeeping import HistoryLine
from golfkeeper.web.templating import change_line

ANN, AVIV = SimpleNamespace(name="Ann <b>&"), SimpleNamespace(name="אביב")


@pytest.mark.parametrize(
    ("line", "words"),
    [
        (
            HistoryLine("score", ANN, 3, None, -4),
            "Hole 3, <bdi>Ann &lt;b&gt;&amp;</bdi>: −4 entered",
        ),
        (
            HistoryLine("score", AVIV, 3, 7, None),
            "Hole 3, <bdi>אביב</bdi>: 7 cleared (now not entered)",
        ),
        (HistoryLine("score", AVIV, 12, 0, 25), "Hole 12, <bdi>אביב</bdi>: 0 → 25"),
        (
            HistoryLine("went_out", None, 2, None, AVIV),
            "Hole 2, went out: not noted → <bdi>אביב</bdi>",
        ),
        (
            HistoryLine("went_out", None, 2, ANN, None),
            "Hole 2, went out: <bdi>Ann &lt;b&gt;&amp;</bdi> → not noted",
        ),
        (
            HistoryLine("name", ANN, None, "Bo", "<i>Cy"),
            "Renamed: <bdi>Bo</bdi> → <bdi>&lt;i&gt;Cy</bdi>",
        ),
        (HistoryLine("seat", AVIV, None, 2, 4), "<bdi>אביב</bdi>: seat 2 → 4"),
        (HistoryLine("joined", AVIV, None, None, 1), "<bdi>אביב</bdi> joined the table"),
        (HistoryLine("joined", AVIV, None, None, 5), "<bdi>אביב</bdi> joined the table at hole 5"),
        (HistoryLine("left", AVIV, None, None, 7), "<bdi>אביב</bdi> left the table after hole 6"),
        (HistoryLine("finished", None, None, None, None), "Match finished"),
        (HistoryLine("reopened", None, None, None, None), "Reopened for corrections"),
    ],
)
def test_a_history_line_says_what_changed(line, words):
    assert change_line(line) == words
