"""The examples in the engine's docstrings run and give what they show."""

from __future__ import annotations

import doctest
import importlib

import pytest

from tests.engine.test_purity import engine_modules


@pytest.mark.parametrize("name", engine_modules())
def test_engine_docstring_examples_hold(name):
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.failed == 0
