"""House rules in query strings: one parser for links between pages and for the JSON API,
and the short form of a set of rules that links carry.

A link names rules as ``preset=<slug>`` and/or switch keys, with the values of
``HouseRules.to_dict`` written as text: ``jokers=none`` for no jokers, ``true``/``false``
(or ``1``/``0``, ``yes``/``no``, ``on``/``off``) for a switch. Links are read leniently,
the JSON API strictly (``strict=True``); both read every link the app writes alike.
"""

from __future__ import annotations

from typing import Any

from golfkeeper.engine.house_rules import (
    MAIN_RULES,
    PRESETS,
    HouseRules,
    HouseRulesError,
    default_twos,
    house_rules_from_dict,
    preset_for,
)

_DEFAULTS = MAIN_RULES.to_dict()
_QUERY_KEYS = {*_DEFAULTS, "preset"}
_ON = ("1", "true", "yes", "on")
_OFF = ("0", "false", "no", "off")
_NO_JOKERS = ("", "none", "null")


class QueryError(HouseRulesError):
    """A rules query string that is malformed rather than impossible: an unknown parameter,
    one given twice, or a value of the wrong kind (text where a whole number belongs, a
    switch that is neither on nor off). ``key`` names the parameter."""


def rules_from_query(args, *, strict: bool = False) -> HouseRules:
    """House rules from a query string (``args`` a ``MultiDict`` such as ``request.args``).

    Lenient by default, for links between pages: other parameters are ignored, a repeated
    key counts once, a switch that is not on is off, and switches override the preset (the
    2's value then follows the link's jokers or game). ``strict=True`` is the JSON API's
    reading: every parameter must be a rule key given once, a switch must say on or off,
    and a preset comes alone.

    Raises :class:`QueryError` for a malformed query (leniently: only a number that is not
    a whole number) and ``HouseRulesError`` for an unknown preset or a value the rules do
    not allow; either error's ``key`` names the parameter.
    """
    given: dict[str, Any] = {}
    # Strict reports the first problem in the query's order, lenient in the rules' order.
    for key in args if strict else [key for key in _DEFAULTS if key in args]:
        if strict and key not in _QUERY_KEYS:
            raise QueryError(f"Unknown parameter {key!r}.", key)
        if strict and len(args.getlist(key)) > 1:
            raise QueryError(f"Give {key} once.", key)
        if key in _DEFAULTS:
            given[key] = _from_text(key, args.get(key), strict)
    preset = args.get("preset")
    if strict:
        return house_rules_from_dict(given if preset is None else {"preset": preset, **given})
    if preset:
        if preset not in PRESETS:
            raise HouseRulesError(f"Unknown preset {preset!r}.", "preset")
        base = PRESETS[preset].rules.to_dict()
        if "twos" not in given and ("jokers" in given or "game" in given):
            del base["twos"]  # let the 2's value follow the new jokers or game
        given = {**base, **given}
    return house_rules_from_dict(given)


def rules_query_args(rules: HouseRules) -> dict[str, str]:
    """The query-string form of ``rules``: only the switches that differ from the main
    rules, so links stay short. ``rules_from_query`` reads it back."""
    args = {}
    for key, value in rules.to_dict().items():
        if value == _DEFAULTS[key] or key == "twos":
            continue
        if isinstance(value, bool):
            args[key] = "1" if value else "0"
        else:
            args[key] = "none" if value is None else str(value)
    if rules.twos != default_twos(rules.game, rules.jokers):
        args["twos"] = str(rules.twos)
    return args


def preset_query_args(rules: HouseRules) -> dict[str, str]:
    """Like ``rules_query_args``, but rules that are exactly a preset are named by it:
    none for the main rules, ``preset=<slug>`` for another preset, else the switches."""
    preset = preset_for(rules)
    if preset and preset.rules == rules:
        return {} if rules == MAIN_RULES else {"preset": preset.slug}
    return rules_query_args(rules)


def _from_text(key: str, raw: str, strict: bool) -> Any:
    """One query value as the plain value ``house_rules_from_dict`` takes."""
    default = _DEFAULTS[key]
    text = raw.strip().lower()
    if isinstance(default, bool):
        if text in _ON:
            return True
        if text in _OFF or not strict:
            return False
        raise QueryError(f"{key} must be true or false (got {raw!r}).", key)
    if key == "jokers" and text in _NO_JOKERS:
        return None
    if key == "jokers" or isinstance(default, int):
        try:
            return int(raw)
        except ValueError:
            raise QueryError(f"{key} must be a whole number (got {raw!r}).", key) from None
    return raw
