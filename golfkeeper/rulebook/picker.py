"""The rules picker of the question pages: any single switch, set by a link.

Every switch is listed with its values, read from the switch declarations, the ones most
tables set first and the rest folded away. Each value is a link to the same page under the
table's rules with that one switch changed, written by :mod:`golfkeeper.table_rules.query` so
that it keeps working as a shared link. A whole number with a range (the holes) is a small
GET form instead.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Any

from flask import url_for
from werkzeug.datastructures import MultiDict

from golfkeeper.engine.house_rules import (
    HOLE_SWITCHES,
    PLAY_SWITCHES,
    SCORING_SWITCHES,
    SWITCHES_BY_KEY,
    FormGroup,
    HouseRules,
    HouseRulesError,
    Switch,
)
from golfkeeper.rulebook.rules_context import RulesContext
from golfkeeper.table_rules.query import rules_from_query, rules_query_args

# In the house-rules form's order: what changes a score first.
_ORDER = (*SCORING_SWITCHES, *HOLE_SWITCHES, *PLAY_SWITCHES)


@dataclass(frozen=True)
class Option:
    """One value of a switch: its words, and the link that picks it (``None`` for the
    table's own value)."""

    label: str
    url: str | None


@dataclass(frozen=True)
class SwitchPick:
    """One switch in the picker: its label and the table's answer; either ``options``
    (links) or, for a whole number, ``number`` (its current value or None, with ``minimum`` and
    ``maximum``), ``hidden`` (the other query arguments the number's form sends) and
    ``action`` (where it sends them)."""

    key: str
    label: str
    answer: str
    options: tuple[Option, ...] = ()
    number: int | None = None
    minimum: int | None = None
    maximum: int | None = None
    hidden: tuple[tuple[str, str], ...] = ()
    action: str | None = None
    text: str | None = None  # a text switch's value as typed (card values: "K:-2, 10:1")
    example: str = ""


@dataclass(frozen=True)
class Picker:
    """The switches to show first and those folded away."""

    common: list[SwitchPick]
    more: list[SwitchPick]


def _text(value: Any) -> str:
    """A switch value as a query string writes it (see ``table_rules.query``)."""
    if isinstance(value, bool):
        return "1" if value else "0"
    if value is None:
        return "none"
    return str(value.value if isinstance(value, enum.Enum) else value)


def _values(declared: Switch) -> list[Any]:
    if declared.choices:
        return [choice.value for choice in declared.choices]
    if declared.is_bool:
        return [False, True]
    return []


def _with(rules: HouseRules, key: str, value: Any) -> HouseRules | None:
    """``rules`` with one switch changed as a link would change it (a 2 that follows the
    jokers follows the new jokers), or ``None`` when that value can't go with the rest."""
    try:
        return rules_from_query(MultiDict({**rules_query_args(rules), key: _text(value)}))
    except HouseRulesError:
        return None


def _hidden_args(rules_context: RulesContext, key: str) -> tuple[tuple[str, str], ...]:
    """The query arguments a small form sends besides ``key``: the table's other switches
    and the match the page belongs to."""
    rules = rules_context.rules
    home = rules_context.home_match
    hidden = {**({"match": home.id} if home else {}), **rules_query_args(rules)}
    if home and not rules_query_args(rules):
        hidden["preset"] = "main"
    hidden.pop(key, None)
    return tuple((name, str(value)) for name, value in hidden.items())


def _pick(
    rules_context: RulesContext, endpoint: str, extra: dict[str, Any], key: str
) -> SwitchPick:
    rules = rules_context.rules
    declared = SWITCHES_BY_KEY[key]
    current = getattr(rules, key)
    if declared.codec is not None:  # typed as text, e.g. the card values "K:-2, 10:1"
        return SwitchPick(
            key,
            declared.label,
            declared.answer(current),
            text=declared.codec.to_text(current),
            example=declared.codec.example,
            hidden=_hidden_args(rules_context, key),
            action=url_for(endpoint, **extra),
        )
    if declared.is_range and not declared.choices:
        # A range that also allows none (jokers): the number box sets a value, a link
        # takes the switch back to none.
        options: tuple[Option, ...] = ()
        if declared.allows_none:
            changed = None if current is None else _with(rules, key, None)
            url = (
                None
                if changed is None
                else url_for(endpoint, **extra, **rules_context.link_args(changed))
            )
            options = (Option(declared.answer(None), url),)
        return SwitchPick(
            key,
            declared.label,
            declared.answer(current),
            options=options,
            number=current,
            minimum=declared.minimum,
            maximum=declared.maximum,
            hidden=_hidden_args(rules_context, key),
            action=url_for(endpoint, **extra),
        )
    options = []
    for value in _values(declared):
        if value == current and type(value) is type(current):
            options.append(Option(declared.answer(value), None))
            continue
        changed = _with(rules, key, value)
        if changed is not None:
            url = url_for(endpoint, **extra, **rules_context.link_args(changed))
            options.append(Option(declared.answer(value), url))
    return SwitchPick(key, declared.label, declared.answer(current), options=tuple(options))


def switch_picker(rules_context: RulesContext, endpoint: str, **extra: Any) -> Picker:
    """Every switch that means something for the table's game, each value a link to
    ``endpoint`` (with ``extra`` arguments, e.g. a question's slug) under the table's
    rules with that one switch changed. The match the page belongs to stays in the links."""
    common, more = [], []
    for key in _ORDER:
        declared = SWITCHES_BY_KEY[key]
        if not declared.applies(rules_context.rules):
            continue
        pick = _pick(rules_context, endpoint, extra, key)
        if not pick.options and pick.minimum is None and pick.text is None:
            continue
        (common if declared.group is FormGroup.COMMON else more).append(pick)
    return Picker(common, more)
