"""Nine-card golf's lines of three that cancel (V17): columns always, rows and the two
diagonals as the table counts them, tabulated once per layout shape for the scoring plan
(:mod:`.plan`).
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

from golfkeeper.engine.house_rules import NineCardLines

__all__ = ["NineCardLine", "nine_card_lines"]


@dataclass(frozen=True)
class NineCardLine:
    """A line of three that can cancel in nine-card golf: kind, 1-based index, positions."""

    kind: str
    index: int
    positions: tuple[int, ...]

    @property
    def label(self) -> str:
        return f"{self.kind} {self.index}"


@functools.lru_cache(maxsize=8)
def nine_card_lines(
    rows: int, columns: int, counted: NineCardLines
) -> tuple[
    tuple[NineCardLine, ...],
    tuple[int, ...],
    tuple[tuple[int, ...], ...],
    tuple[int, ...],
    tuple[int, ...],
]:
    """Nine-card golf's lines that cancel (RULES.md V17), and for every set of positions
    the complete lines among them, the positions those lines cover, and how many
    positions they leave: shared by every plan with the same lines."""
    lines = [
        NineCardLine("column", c + 1, tuple(r * columns + c for r in range(rows)))
        for c in range(columns)
    ]
    if counted is not NineCardLines.COLUMNS:
        lines += [
            NineCardLine("row", r + 1, tuple(r * columns + c for c in range(columns)))
            for r in range(rows)
        ]
    if counted is NineCardLines.ALL:
        lines.append(NineCardLine("diagonal", 1, tuple(i * columns + i for i in range(rows))))
        lines.append(
            NineCardLine("diagonal", 2, tuple(i * columns + columns - 1 - i for i in range(rows)))
        )
    line_masks = tuple(sum(1 << p for p in line.positions) for line in lines)
    size = 1 << (rows * columns)
    zero_lines = tuple(
        tuple(i for i, bits in enumerate(line_masks) if mask & bits == bits) for mask in range(size)
    )
    zeroed = []
    for full in zero_lines:
        bits = 0
        for i in full:
            bits |= line_masks[i]
        zeroed.append(bits)
    # The positions of each set that lie in a complete line, and how many do not: a
    # rank's score on a set is its value times that count (no special ranks here).
    kept = tuple((mask & ~bits).bit_count() for mask, bits in enumerate(zeroed))
    return tuple(lines), line_masks, zero_lines, tuple(zeroed), kept
