"""The engine is pure Python: importing all of it loads no web or database library."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import golfkeeper.engine

FORBIDDEN = ("flask", "sqlalchemy", "wtforms", "flask_wtf")
ENGINE_DIR = Path(golfkeeper.engine.__file__).parent


def engine_modules() -> list[str]:
    """Every module of the engine, packages within it included (``golfkeeper.engine.scoring``
    and ``golfkeeper.engine.scoring.plan`` alike)."""
    names = []
    for path in sorted(ENGINE_DIR.rglob("*.py")):
        parts = path.relative_to(ENGINE_DIR).with_suffix("").parts
        if parts[-1] == "__init__":
            parts = parts[:-1]
        names.append(".".join(("golfkeeper", "engine", *parts)))
    return sorted(names)


# The parent package golfkeeper/__init__.py builds the Flask app, so importing
# golfkeeper.engine the ordinary way would load Flask before the engine ran a line. The
# subprocess stands in an empty "golfkeeper" package so only the engine's own imports count.
SCRIPT = """
import importlib, sys, types
parent = types.ModuleType("golfkeeper")
parent.__path__ = [{package_dir!r}]
sys.modules["golfkeeper"] = parent
for name in {modules!r}:
    importlib.import_module(name)
print(",".join(sorted(m for m in sys.modules if m.split(".")[0] in {forbidden!r})))
"""


def test_engine_imports_no_web_or_database_library():
    modules = engine_modules()
    assert {
        "golfkeeper.engine.cards",
        "golfkeeper.engine.scoring",
        "golfkeeper.engine.scoring.layout",
    } <= set(modules)
    script = SCRIPT.format(package_dir=str(ENGINE_DIR.parent), modules=modules, forbidden=FORBIDDEN)
    result = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True
    )
    assert result.stdout.strip() == "", f"the engine loaded {result.stdout.strip()}"


def test_the_purity_check_would_catch_a_web_import():
    script = SCRIPT.format(
        package_dir=str(ENGINE_DIR.parent), modules=["flask"], forbidden=FORBIDDEN
    )
    result = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True
    )
    assert "flask" in result.stdout
