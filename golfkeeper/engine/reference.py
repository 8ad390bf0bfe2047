"""The generated parts of the project's rules reference, ``docs/rules.md``.

Every fact written here is read from the switch declarations (:data:`SWITCHES`), the
presets (:data:`PRESETS`) or computed by the engine (a card's worth by
:func:`card_value`, a layout's range by :func:`hole_score_bounds`), so the reference
cannot drift from what the app plays. ``docs/rules.md`` holds the hand-written parts (the
main rules, the readings where sources differ) and, between marker lines, the blocks this
module writes. Regenerate them in place with::

    python -m golfkeeper.engine.reference docs/rules.md

and check that the committed document is current with ``--check`` (a test does).

>>> block_names()
('stock', 'card-values', 'examples', 'ranges', 'switch-table', 'switches', 'presets')
>>> "<a id=\\"missed_holes\\"></a>" in render_block("switches")
True
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable, Sequence
from typing import Any

from golfkeeper.engine.cards import Card, Rank
from golfkeeper.engine.house_rules import (
    CARD_VALUE_RANGE,
    MAIN_RULES,
    PRESETS,
    SWITCHES,
    Game,
    HouseRules,
    Switch,
    SwitchKind,
    decks_for_players,
)
from golfkeeper.engine.scoring import card_value, hole_score_bounds, score_text
from golfkeeper.engine.setup import stock_size
from golfkeeper.engine.text import points_text

# The ids the team's earlier rules notes gave each switch (V01-V32, and section 2.H for the
# switches added with the online tables), kept only so that old commit messages, closing
# notes and issues stay readable. Code and tests cite the switch key.
FORMER_IDS: dict[str, tuple[str, ...]] = {
    "game": ("V16", "V17", "V29"),
    "nine_card_lines": ("V17",),
    "decks": ("V07",),
    "jokers": ("V08",),
    "twos": ("V08",),
    "pair_of_twos": ("V09",),
    "pairs": ("V11", "V12"),
    "four_of_a_kind": ("V10",),
    "card_values": ("V18",),
    "one_eyed_jacks": ("V19",),
    "jokers_per_deck": ("V20",),
    "pair_of_jokers": ("V21",),
    "two_pairs_of_jacks": ("V22",),
    "four_of_a_kind_columns": ("V30",),
    "bonuses": ("V31",),
    "negative_pairs": ("V32",),
    "row_match": ("V12", "2.H"),
    "four_card_pairs": ("V16", "2.H"),
    "last_turn": ("V01",),
    "reveal_instead_of_draw": ("V02",),
    "flip_after_reject": ("V03",),
    "discard_return_allowed": ("V04",),
    "initial_reveal": ("V06",),
    "initial_up": ("V06", "2.H"),
    "nine_initial_up": ("V17",),
    "knocking": ("V05",),
    "knock_timing": ("V05", "2.H"),
    "knock_mode": ("V05", "2.H"),
    "stock_exhaustion": ("V14",),
    "holes": ("V13",),
    "record_who_went_out": (),
    "going_out_penalty": ("V23",),
    "going_out_bonus": ("V24",),
    "lowest_hole_bonus": ("V25",),
    "tied_hole_penalty": ("V26",),
    "hole_21_is_zero": ("V27",),
    "missed_holes": ("V28",),
}

_KIND_WORDS = {
    SwitchKind.SCORING: "scoring: changes a layout's score",
    SwitchKind.HOLE: "hole: changes a whole hole's scores on the score sheet",
    SwitchKind.PLAY: "play: changes how a hole is played (and so the answers), never a score",
}
_GAME_WORDS = {
    Game.SIX_CARD: "six-card",
    Game.FOUR_CARD: "four-card",
    Game.EIGHT_CARD: "eight-card",
    Game.NINE_CARD: "nine-card",
}


def _plain(declared: Switch, value: Any) -> str:
    """A value as the JSON form, the API and an export write it, in backticks."""
    if declared.codec is not None:
        text = declared.codec.to_text(value)
        return f"`{text}`" if text else "none"
    encoded = declared.encode(value)
    if encoded is None:
        return "`null`"
    if isinstance(encoded, bool):
        return "`true`" if encoded else "`false`"
    return f"`{encoded}`"


def _cell(text: str) -> str:
    return text.replace("|", "\\|")


def _card_values() -> str:
    rows = ["| Card | Points |", "| --- | --- |"]
    for rank in Rank:
        if rank is Rank.JOKER:
            continue
        rows.append(f"| {rank.value} | {points_text(card_value(Card(rank), MAIN_RULES))} |")
    bounds = hole_score_bounds(MAIN_RULES)
    rows.append("")
    rows.append(
        f"Under the main rules a six-card layout scores from {points_text(bounds.min)} "
        f"to {points_text(bounds.max)}."
    )
    return "\n".join(rows)


def _stock() -> str:
    rows = ["| Players | Decks | Cards in the stock after the deal |", "| --- | --- | --- |"]
    for players in range(2, 11):
        decks = decks_for_players(players)
        stock = stock_size(players, HouseRules(decks=decks))
        rows.append(f"| {players} | {decks} | {stock} |")
    return "\n".join(rows)


def _switch_table() -> str:
    rows = [
        "| Switch | What the table agrees | Kind | Default | Former ids |",
        "| --- | --- | --- | --- | --- |",
    ]
    for declared in SWITCHES:
        former = ", ".join(FORMER_IDS.get(declared.key, ()))
        rows.append(
            f"| [`{declared.key}`](#{declared.key}) | {_cell(declared.label)} "
            f"| {declared.kind.value} | {_plain(declared, declared.default)} | {former} |"
        )
    return "\n".join(rows)


def _applies(declared: Switch) -> str:
    games = (
        "every game"
        if declared.games is None
        else ", ".join(_GAME_WORDS[game] for game in Game if game in declared.games)
    )
    if declared.applies_when is not None:
        games += "; only when the other switches give it something to do"
    return games


def _values(declared: Switch) -> list[str]:
    lines: list[str] = []
    if declared.is_bool:
        lines.append("- `true` or `false`")
    elif declared.codec is not None:
        lines.append(
            f"- text such as `{declared.codec.example}`: a rank and its points (a whole number "
            f"from {CARD_VALUE_RANGE[0]} to {CARD_VALUE_RANGE[1]}), for any rank but the 2 and "
            "the joker; empty means every rank keeps its usual value"
        )
    elif declared.is_range:
        lines.append(f"- a whole number from {declared.minimum} to {declared.maximum}")
        if declared.none_label is not None:
            lines.append(f"- `null`: {declared.none_label}")
    for choice in declared.choices:
        mark = " (default)" if choice.value == declared.default else ""
        lines.append(f"- {_plain(declared, choice.value)}: {_cell(choice.label)}{mark}")
    return lines


def _switch_section(declared: Switch) -> str:
    former = ", ".join(FORMER_IDS.get(declared.key, ())) or "none"
    lines = [
        f'<a id="{declared.key}"></a>',
        "",
        f"### `{declared.key}`",
        "",
        f"{declared.label}.",
        "",
        f"- Kind: {_KIND_WORDS[declared.kind]}",
        f"- Applies to: {_applies(declared)}",
        f"- Default (the main rules): {_plain(declared, declared.default)}, "
        f"{declared.answer(declared.default)}",
        f"- Sources: {', '.join(declared.sources) or 'none named'}",
        f"- Former ids: {former}",
        "",
        "Values:",
        "",
        *_values(declared),
    ]
    variations = [choice for choice in declared.choices if choice.variation]
    if variations:
        lines += ["", "Variations listed on the variants page:", ""]
        for choice in variations:
            sources = f" ({', '.join(choice.sources)})" if choice.sources else ""
            lines.append(f"- **{choice.variation}**{sources}: {choice.changes}")
    return "\n".join(lines)


def _switches() -> str:
    return "\n\n".join(_switch_section(declared) for declared in SWITCHES)


def _presets() -> str:
    rows = ["| Preset | Name | Switches changed from the main rules |", "| --- | --- | --- |"]
    main = HouseRules()
    by_key = {declared.key: declared for declared in SWITCHES}
    for preset in PRESETS.values():
        changed = ", ".join(
            f"`{key}` = {_plain(by_key[key], getattr(preset.rules, key))}"
            for key in preset.rules.differences_from(main)
        )
        rows.append(f"| `{preset.slug}` | {_cell(preset.name)} | {changed or 'none'} |")
    return "\n".join(rows)


# Worked examples: a layout and the preset it is scored under ("main" for the main rules).
EXAMPLES: tuple[tuple[str, str], ...] = (
    ("9S KD 2C / 9H QC 7D", "main"),
    ("2H 5C JD / 2S 8D QS", "main"),
    ("2H 5C JD / 2S 8D QS", "pair-of-twos-keeps"),
    ("7C 7D 4S / 7H 7S 4H", "main"),
    ("2 K 2 / K 2 K", "main"),
    ("QH 10S 3C / JD 6H 5C", "main"),
    ("JK 8S 3C / JK 6H 5C", "jokers-pagat"),
)


def _examples() -> str:
    lines: list[str] = []
    for text, slug in EXAMPLES:
        score = score_text(text, PRESETS[slug].rules)
        lines.append(f"- `{text}` under `{slug}`: **{points_text(score.total)}**")
        lines += [f"  - {column.reason}" for column in score.columns]
        lines += [
            f"  - bonus: {bonus.reason}, {points_text(bonus.points)}" for bonus in score.bonuses
        ]
    return "\n".join(lines)


def _ranges() -> str:
    rows = ["| Preset | Lowest layout score | Highest layout score |", "| --- | --- | --- |"]
    for preset in PRESETS.values():
        bounds = hole_score_bounds(preset.rules)
        rows.append(f"| `{preset.slug}` | {points_text(bounds.min)} | {points_text(bounds.max)} |")
    return "\n".join(rows)


_BLOCKS: dict[str, Callable[[], str]] = {
    "stock": _stock,
    "card-values": _card_values,
    "examples": _examples,
    "ranges": _ranges,
    "switch-table": _switch_table,
    "switches": _switches,
    "presets": _presets,
}


def block_names() -> tuple[str, ...]:
    """The names of the generated blocks, in the order the document holds them."""
    return tuple(_BLOCKS)


def render_block(name: str) -> str:
    """One generated block's Markdown text (no markers). Raises ``KeyError`` for an
    unknown name."""
    return _BLOCKS[name]()


def _start(name: str) -> str:
    return f"<!-- generated: {name} (python -m golfkeeper.engine.reference docs/rules.md) -->"


def _end(name: str) -> str:
    return f"<!-- end generated: {name} -->"


def update(document: str) -> str:
    """``document`` with every generated block between its markers written afresh.
    Raises ``ValueError`` when a block's markers are missing.

    >>> update("# Rules")
    Traceback (most recent call last):
    ...
    ValueError: docs/rules.md has no markers for the 'stock' block.
    """
    for name in _BLOCKS:
        pattern = re.compile(re.escape(_start(name)) + r"\n.*?" + re.escape(_end(name)), re.S)
        found = pattern.search(document)
        if found is None:
            raise ValueError(f"docs/rules.md has no markers for the {name!r} block.")
        fresh = f"{_start(name)}\n{render_block(name)}\n{_end(name)}"
        document = document[: found.start()] + fresh + document[found.end() :]
    return document


def main(argv: Sequence[str]) -> int:
    """Rewrite the generated blocks of the file named in ``argv`` (``--check``: only say
    whether it is current; exit 1 if not)."""
    check = "--check" in argv
    paths = [arg for arg in argv if arg != "--check"]
    if len(paths) != 1:
        print("usage: python -m golfkeeper.engine.reference [--check] docs/rules.md")
        return 2
    with open(paths[0], encoding="utf-8") as file:
        current = file.read()
    fresh = update(current)
    if check:
        if fresh != current:
            print(f"{paths[0]} is out of date: run python -m golfkeeper.engine.reference.")
            return 1
        return 0
    if fresh != current:
        with open(paths[0], "w", encoding="utf-8") as file:
            file.write(fresh)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
