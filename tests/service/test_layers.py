"""Dependencies point one way: engine <- service (scorekeeping, models) <- views.

The engine's own purity test (tests/engine/test_purity.py) proves it loads no web
library; this one reads the service layer's imports, so a view, the request or an
abort never creeps back into it.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import golfkeeper

PACKAGE = Path(golfkeeper.__file__).parent
SERVICE = sorted((PACKAGE / "scorekeeping").rglob("*.py")) + [PACKAGE / "models.py"]
# The web layer: blueprints, the request-bound helpers and the form modules.
WEB = (
    "flask",
    "flask_wtf",
    "wtforms",
    "golfkeeper.api",
    "golfkeeper.calculator",
    "golfkeeper.web.charts",
    "golfkeeper.live",
    "golfkeeper.main",
    "golfkeeper.matches",
    "golfkeeper.web.page_cache",
    "golfkeeper.rulebook",
    "golfkeeper.table_rules.form",
    "golfkeeper.sharing",
    "golfkeeper.stats",
)


def imported_modules(path: Path) -> set[str]:
    """Every module ``path`` imports, with ``from golfkeeper import x`` read as
    ``golfkeeper.x``."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
            if node.module == "golfkeeper":
                names.update(f"golfkeeper.{alias.name}" for alias in node.names)
    return names


@pytest.mark.parametrize("path", SERVICE, ids=lambda path: str(path.relative_to(PACKAGE)))
def test_the_service_layer_imports_nothing_from_the_web_layer(path):
    upward = sorted(
        name
        for name in imported_modules(path)
        if any(name == web or name.startswith(web + ".") for web in WEB)
    )
    assert upward == [], f"{path.name} imports the web layer: {', '.join(upward)}"
