"""The package's layout: no two modules of golfkeeper/ import each other, directly or round a
circle, and no module grows past 500 lines unless it is declarations or data.

Imports are read from the source text (no module is imported), wherever they are written:
inside a function or under ``TYPE_CHECKING`` alike, as the engine's own test reads them
(tests/engine/test_layers.py). The one exception is a blueprint package and its own
views: the package (``golfkeeper/<name>/__init__.py``, which makes a ``Blueprint``)
imports its view modules at its end so that their routes are registered, and each view
module imports the package's ``bp`` to register them on. An import of ``bp`` from the
blueprint package a module belongs to is therefore not counted; importing anything else
from it is.
"""

from __future__ import annotations

import ast
from collections.abc import Mapping
from pathlib import Path

import golfkeeper
from tests.engine.test_layers import circles

PACKAGE_DIR = Path(golfkeeper.__file__).parent
MAX_LINES = 500
# Declarations and data, long by nature (house style: "No module over about 500 lines
# unless it is content"): the switch registry, one declaration per switch; the rule
# questions, one module per topic (``engine/questions/__init__.py`` imports them for the
# questions they register). The example lists the search is tuned on are data files
# (``engine/questions/data/*.json``), not modules.
LONG_BY_NATURE = {
    "engine/house_rules/switches.py",
    *(
        f"engine/questions/{topic}.py"
        for topic in ("deal", "turn", "discard", "end", "scoring", "bonuses", "match", "variants")
    ),
}


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE_DIR.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def sources() -> dict[str, tuple[Path, str]]:
    """Every module of golfkeeper/ by name, with its path and source text."""
    return {
        module_name(path): (path, path.read_text(encoding="utf-8"))
        for path in sorted(PACKAGE_DIR.rglob("*.py"))
    }


def blueprint_packages(modules: Mapping[str, tuple[Path, str]]) -> set[str]:
    """The packages whose ``__init__.py`` makes a Flask ``Blueprint``."""
    return {
        name
        for name, (path, source) in modules.items()
        if path.name == "__init__.py" and "Blueprint(" in source
    }


def imported_from(name: str, node: ast.ImportFrom) -> str | None:
    """The module an ``import from`` statement in module ``name`` reads from, relative
    imports resolved."""
    if not node.level:
        return node.module
    package = name.split(".")
    is_package = (PACKAGE_DIR.parent / Path(*package) / "__init__.py").exists()
    base = package if is_package else package[:-1]
    base = base[: len(base) - node.level + 1]
    return ".".join([*base, node.module] if node.module else base)


def import_graph(modules: Mapping[str, tuple[Path, str]]) -> dict[str, set[str]]:
    """For each module, the modules of golfkeeper/ it imports. ``from a.b import c`` counts
    as importing ``a.b.c`` when that is a module, else ``a.b``; a view importing ``bp``
    from its own blueprint package is left out (the module docstring says why)."""
    blueprints = blueprint_packages(modules)
    graph: dict[str, set[str]] = {name: set() for name in modules}
    for name, (_path, source) in modules.items():
        for node in ast.walk(ast.parse(source)):
            if isinstance(node, ast.Import):
                graph[name] |= {alias.name for alias in node.names if alias.name in modules}
            elif isinstance(node, ast.ImportFrom):
                module = imported_from(name, node)
                if module not in modules:
                    continue
                own_blueprint = module in blueprints and name.startswith(f"{module}.")
                for alias in node.names:
                    if own_blueprint and alias.name == "bp":
                        continue
                    submodule = f"{module}.{alias.name}"
                    graph[name].add(submodule if submodule in modules else module)
    return graph


def test_no_two_modules_import_each_other_directly_or_round_a_circle() -> None:
    graph = import_graph(sources())
    # The graph sees imports inside functions and the split packages' own imports.
    assert "golfkeeper.web.retention" in graph["golfkeeper"]
    assert "golfkeeper.sharing.rights" in graph["golfkeeper.sharing.guard"]
    assert circles(graph) == []


def test_the_one_exception_is_a_blueprint_and_the_bp_its_views_import() -> None:
    modules = sources()
    blueprints = blueprint_packages(modules)
    assert {"golfkeeper.matches", "golfkeeper.api", "golfkeeper.main"} <= blueprints
    graph = import_graph(modules)
    # Counting the views' ``bp`` imports again brings back exactly the blueprint circles.
    for name, (_path, source) in modules.items():
        for node in ast.walk(ast.parse(source)):
            if (
                isinstance(node, ast.ImportFrom)
                and imported_from(name, node) in blueprints
                and any(alias.name == "bp" for alias in node.names)
            ):
                graph[name].add(str(imported_from(name, node)))
    found = circles(graph)
    assert found
    for circle in found:
        packages = {module for module in circle if module in blueprints}
        assert len(packages) == 1, circle
        (package,) = packages
        assert all(module.startswith(f"{package}.") for module in circle if module != package)


def test_every_module_is_under_500_lines_but_declarations_and_data() -> None:
    too_long = {
        relative: lines
        for path in sorted(PACKAGE_DIR.rglob("*.py"))
        if (relative := path.relative_to(PACKAGE_DIR).as_posix()) not in LONG_BY_NATURE
        and (lines := len(path.read_text(encoding="utf-8").splitlines())) >= MAX_LINES
    }
    assert too_long == {}, "split these along their seams"


def test_every_module_long_by_nature_exists() -> None:
    missing = sorted(name for name in LONG_BY_NATURE if not (PACKAGE_DIR / name).exists())
    assert missing == []
