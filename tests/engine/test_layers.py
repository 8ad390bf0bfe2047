"""The engine is layered: words and cards at the bottom, the switch declarations above them,
then what the rules compute (scoring, holes, setup), then the rule questions. No
module imports one above it, and no two modules import each other, directly or round a
circle. Every import counts, wherever it is written: inside a function or under
``TYPE_CHECKING`` alike (house style, "Inside the engine, imports go down the layers")."""

from __future__ import annotations

import ast
from collections.abc import Mapping
from pathlib import Path

import pytest

import golfkeeper.engine

ENGINE_DIR = Path(golfkeeper.engine.__file__).parent
PREFIX = "golfkeeper.engine"

# From the bottom up; a module belongs to the first layer one of whose names is its own
# name or a package above it.
LAYERS: tuple[tuple[str, ...], ...] = (
    ("cards", "text"),
    ("house_rules",),
    ("scoring", "holes", "missed_holes", "setup", "match", "hole_cards"),
    ("questions", "drills", "reference"),
)


def module_name(path: Path) -> str:
    parts = path.relative_to(ENGINE_DIR).with_suffix("").parts
    if parts[-1] == "__init__":
        parts = parts[:-1]
    return ".".join((PREFIX, *parts))


def engine_sources() -> dict[str, str]:
    """Every engine module's name and source text."""
    return {module_name(path): path.read_text() for path in sorted(ENGINE_DIR.rglob("*.py"))}


def import_graph(sources: Mapping[str, str]) -> dict[str, set[str]]:
    """For each module, the engine modules it imports anywhere in its text. ``from a.b
    import c`` counts as importing ``a.b.c`` when that is a module, else ``a.b``."""
    graph: dict[str, set[str]] = {name: set() for name in sources}
    for name, source in sources.items():
        for node in ast.walk(ast.parse(source)):
            if isinstance(node, ast.Import):
                graph[name] |= {alias.name for alias in node.names if alias.name in sources}
            elif isinstance(node, ast.ImportFrom) and node.module is not None:
                module = node.module
                if module not in sources:
                    continue
                for alias in node.names:
                    submodule = f"{module}.{alias.name}"
                    graph[name].add(submodule if submodule in sources else module)
    return graph


def circles(graph: Mapping[str, set[str]]) -> list[list[str]]:
    """The groups of modules that import each other round a circle (Tarjan's strongly
    connected components with more than one module, or a module importing itself)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(module: str) -> None:
        index[module] = low[module] = len(index)
        stack.append(module)
        for imported in sorted(graph[module]):
            if imported not in index:
                visit(imported)
                low[module] = min(low[module], low[imported])
            elif imported in stack:
                low[module] = min(low[module], index[imported])
        if low[module] == index[module]:
            group = []
            while True:
                member = stack.pop()
                group.append(member)
                if member == module:
                    break
            if len(group) > 1 or module in graph[module]:
                found.append(sorted(group))

    for module in sorted(graph):
        if module not in index:
            visit(module)
    return found


def layer_of(module: str) -> int:
    relative = module.removeprefix(PREFIX).lstrip(".")
    top = relative.split(".")[0]
    if not top:
        return -1  # golfkeeper.engine itself: imports nothing
    for number, names in enumerate(LAYERS):
        if top in names:
            return number
    raise AssertionError(f"{module} is in no layer: add it to LAYERS")


def upward_imports(graph: Mapping[str, set[str]]) -> list[str]:
    return sorted(
        f"{module} (layer {layer_of(module)}) imports {imported} (layer {layer_of(imported)})"
        for module, imported_modules in graph.items()
        for imported in imported_modules
        if layer_of(imported) > layer_of(module)
    )


def test_engine_modules_import_each_other_in_no_circle() -> None:
    graph = import_graph(engine_sources())
    assert f"{PREFIX}.house_rules.switches" in graph[f"{PREFIX}.house_rules.presets"]
    assert circles(graph) == []


def test_no_engine_module_imports_a_layer_above_it() -> None:
    assert upward_imports(import_graph(engine_sources())) == []


def test_every_engine_module_has_a_layer() -> None:
    for module in engine_sources():
        layer_of(module)


@pytest.mark.parametrize(
    "sources",
    [
        {
            f"{PREFIX}.text": "from typing import TYPE_CHECKING\n"
            "if TYPE_CHECKING:\n    from golfkeeper.engine.house_rules import Game\n",
            f"{PREFIX}.house_rules": "from golfkeeper.engine.text import points_text\n",
        },
        {
            f"{PREFIX}.setup": "from golfkeeper.engine.house_rules import HouseRules\n",
            f"{PREFIX}.house_rules": "from golfkeeper.engine.house_rules.sentences import x\n",
            f"{PREFIX}.house_rules.sentences": "def decks_sentence():\n"
            "    from golfkeeper.engine.setup import pack_size\n",
        },
    ],
    ids=["type-checking-import", "import-inside-a-function"],
)
def test_the_layer_check_would_catch_a_circle(sources: dict[str, str]) -> None:
    graph = import_graph(sources)
    assert len(circles(graph)) == 1
    assert upward_imports(graph) != []


def test_the_circle_check_finds_a_circle_inside_one_layer() -> None:
    graph = import_graph(
        {
            f"{PREFIX}.house_rules.switches": "def f():\n"
            "    from golfkeeper.engine.house_rules.presets import PRESETS\n",
            f"{PREFIX}.house_rules.presets": "from golfkeeper.engine.house_rules.switches"
            " import HouseRules\n",
        }
    )
    assert circles(graph) == [[f"{PREFIX}.house_rules.presets", f"{PREFIX}.house_rules.switches"]]
