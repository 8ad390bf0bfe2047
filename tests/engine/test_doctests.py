"""The examples in the engine's docstrings run and give what they show."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import golfkeeper.engine
from tests.engine.test_purity import engine_modules


def engine_modules_and_subpackages() -> list[str]:
    """engine_modules() with the modules of engine subpackages (questions/) added."""
    inside = pkgutil.walk_packages(golfkeeper.engine.__path__, "golfkeeper.engine.")
    return sorted({*engine_modules(), *(module.name for module in inside)})


@pytest.mark.parametrize("name", engine_modules_and_subpackages())
def test_engine_docstring_examples_hold(name):
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.failed == 0
