"""The doctests of the book's display helpers and of the name key the book shares with
/stats/ (the engine's are run by tests/engine/test_doctests.py)."""

from __future__ import annotations

import doctest

from golfkeeper.books import display
from golfkeeper.stats import figures


def test_the_book_modules_doctests():
    for module in (display, figures):
        assert doctest.testmod(module).failed == 0, module.__name__
