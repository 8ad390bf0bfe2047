"""House rules in query strings: one parser for links between pages and for the JSON API,
and the short form of a set of rules that links carry.

A link names rules as ``preset=<slug>`` and/or switch keys, with the values of
``HouseRules.to_dict`` written as text: ``jokers=none`` for no jokers, ``true``/``false``
(or ``1``/``0``, ``yes``/``no``, ``on``/``off``) for a switch. Links are read leniently (a
number as a phone types it: ``+5``, full-width digits), the JSON API strictly
(``strict=True``: ASCII digits); both read every link the app writes alike.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from golfkeeper.engine.house_rules import (
    MAIN_RULES,
    NONE_WORDS,
    PRESETS,
    SWITCHES,
    SWITCHES_BY_KEY,
    HouseRules,
    HouseRulesError,
    house_rules_from_dict,
    preset_for,
)

_DEFAULTS = MAIN_RULES.to_dict()
_QUERY_KEYS = {*_DEFAULTS, "preset"}
_LENIENT_KEYS = (*_DEFAULTS, "preset")  # the rules' order, then the preset
_ON = ("1", "true", "yes", "on")
_OFF = ("0", "false", "no", "off")


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
    if not strict:
        # Only the first value of each rule key counts, so that is all the reading needs.
        return _lenient(tuple((key, args.get(key)) for key in _LENIENT_KEYS if key in args))
    given: dict[str, Any] = {}
    # Strict reports the first problem in the query's order.
    for key in args:
        if key not in _QUERY_KEYS:
            raise QueryError(f"Unknown parameter {key!r}.", key)
        if len(args.getlist(key)) > 1:
            raise QueryError(f"Give {key} once.", key)
        if key in _DEFAULTS:
            given[key] = _from_text(key, args.get(key), strict)
    preset = args.get("preset")
    return house_rules_from_dict(given if preset is None else {"preset": preset, **given})


@lru_cache(maxsize=512)
def _lenient(values: tuple[tuple[str, str], ...]) -> HouseRules:
    """The lenient reading of (key, first value) pairs, in the rules' order then the
    preset: kept per distinct link, as pages such as the calculator read the same rules
    on every request (errors are raised afresh each time)."""
    given: dict[str, Any] = {}
    preset = None
    for key, text in values:
        if key == "preset":
            preset = text
        else:
            given[key] = _from_text(key, text, False)
    if preset:
        if preset not in PRESETS:
            raise HouseRulesError(f"Unknown preset {preset!r}.", "preset")
        chosen = PRESETS[preset].rules
        base = chosen.to_dict()
        for declared in SWITCHES:
            # A preset's 2 that follows its jokers and game follows the link's instead.
            follows = declared.follows
            if (
                follows
                and declared.key not in given
                and follows(vars(chosen)) == getattr(chosen, declared.key)
            ):
                del base[declared.key]
        given = {**base, **given}
    return house_rules_from_dict(given)


def rules_query_args(rules: HouseRules) -> dict[str, str]:
    """The query-string form of ``rules``: only the switches that differ from the main
    rules, so links stay short. ``rules_from_query`` reads it back."""
    plain = rules.to_dict()
    args = {}
    for declared in SWITCHES:
        key, value = declared.key, plain[declared.key]
        if declared.follows is not None:
            if value == declared.follows(vars(rules)):
                continue
        elif value == _DEFAULTS[key]:
            continue
        if isinstance(value, bool):
            args[key] = "1" if value else "0"
        elif declared.codec is not None:
            args[key] = declared.codec.to_text(getattr(rules, key))
        else:
            args[key] = "none" if value is None else str(value)
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
    declared = SWITCHES_BY_KEY[key]
    text = raw.strip().lower()
    if declared.is_bool:
        if text in _ON:
            return True
        if text in _OFF or not strict:
            return False
        raise QueryError(f"{key} must be true or false (got {raw!r}).", key)
    if declared.codec is not None:
        try:
            return declared.encode(declared.codec.parse(raw, strict=strict))
        except ValueError as error:
            raise QueryError(f"{key}: {error}", key) from None
    if declared.allows_none and text in NONE_WORDS:
        return None
    if declared.is_number:
        try:
            return declared.number_from_text(raw, strict=strict)
        except ValueError:
            raise QueryError(f"{key} must be a whole number (got {raw!r}).", key) from None
    return raw
