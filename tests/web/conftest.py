"""Web tests: the hostile corpus's summary line at the end of the run."""

from __future__ import annotations


def pytest_terminal_summary(terminalreporter):
    from tests.web import test_hostile_corpus

    line = test_hostile_corpus.SUMMARY.get("line")
    if line:
        terminalreporter.write_line(str(line))
