"""The rules reference, docs/rules.md: its generated parts are current, every switch has
its section, and every ``docs/rules.md#<anchor>`` cited in the repository exists.

Regenerate the document with ``python -m golfkeeper.engine.reference docs/rules.md``.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from golfkeeper.engine.house_rules import SWITCHES
from golfkeeper.engine.reference import FORMER_IDS, block_names, main, render_block, update

ROOT = Path(__file__).resolve().parent.parent
REFERENCE = ROOT / "docs" / "rules.md"
SKIPPED_DIRS = {
    ".git",
    ".venv",
    "instance",
    "test-artifacts",
    "__pycache__",
    ".mypy_cache",
    ".ruff_cache",
    ".pytest_cache",
    ".hypothesis",
    "node_modules",
}
ANCHOR = re.compile(r'<a id="([^"]+)"></a>')
CITATION = re.compile(r"docs/rules\.md#([A-Za-z0-9_-]+)")


def repository_texts() -> Iterator[tuple[Path, str]]:
    """Every text file of the repository (binary files and git-ignored folders skipped)."""
    for path in sorted(ROOT.rglob("*")):
        if not path.is_file() or SKIPPED_DIRS.intersection(path.relative_to(ROOT).parts):
            continue
        try:
            yield path, path.read_text(encoding="utf-8")
        except UnicodeDecodeError:
            continue


def anchors() -> set[str]:
    return set(ANCHOR.findall(REFERENCE.read_text(encoding="utf-8")))


def test_the_committed_reference_is_what_the_registry_generates() -> None:
    text = REFERENCE.read_text(encoding="utf-8")
    assert update(text) == text, "run: python -m golfkeeper.engine.reference docs/rules.md"
    assert main(["--check", str(REFERENCE)]) == 0


def test_a_stale_block_is_found(tmp_path: Path) -> None:
    stale = tmp_path / "rules.md"
    stale.write_text(
        REFERENCE.read_text(encoding="utf-8").replace("| `main` | Main rules |", "| `main` | Old |")
    )
    assert main(["--check", str(stale)]) == 1
    assert main([str(stale)]) == 0
    assert stale.read_text(encoding="utf-8") == REFERENCE.read_text(encoding="utf-8")


def test_missing_markers_are_an_error() -> None:
    with pytest.raises(ValueError, match="stock"):
        update("no markers here")


@pytest.mark.parametrize("declared", SWITCHES, ids=lambda declared: declared.key)
def test_every_switch_has_its_anchor_section_and_former_ids(declared: object) -> None:
    key = declared.key  # type: ignore[attr-defined]
    assert key in anchors()
    assert f"### `{key}`" in render_block("switches")
    assert f"[`{key}`](#{key})" in render_block("switch-table")
    # A new switch says whether it had an id in the old notes (an empty tuple if not).
    assert key in FORMER_IDS


def test_former_ids_name_only_switches() -> None:
    assert set(FORMER_IDS) == {declared.key for declared in SWITCHES}


def test_every_block_is_in_the_document() -> None:
    text = REFERENCE.read_text(encoding="utf-8")
    for name in block_names():
        assert f"<!-- end generated: {name} -->" in text


def test_every_cited_anchor_exists() -> None:
    known = anchors()
    cited = {
        (str(path.relative_to(ROOT)), anchor)
        for path, text in repository_texts()
        for anchor in CITATION.findall(text)
    }
    assert cited, "nothing cites docs/rules.md"
    assert sorted(pair for pair in cited if pair[1] not in known) == []


def test_every_link_inside_the_reference_lands() -> None:
    text = REFERENCE.read_text(encoding="utf-8")
    assert set(re.findall(r"\]\(#([A-Za-z0-9_-]+)\)", text)) <= anchors()
