"""Jinja filters and globals shared by every template."""

from __future__ import annotations

from collections.abc import Iterable

from flask import Flask
from markupsafe import Markup

from golfkeeper.engine.house_rules import HouseRules, preset_for
from golfkeeper.engine.text import names_text, points_text, points_word


def points(value: int | None) -> str:
    """Points as shown on the score sheet: a true minus sign, and a dash for not entered."""
    return "–" if value is None else points_text(value)


def names(values: Iterable[str]) -> Markup:
    """Names in a sentence, "Ann, Bo and Cy" (``names_text``), each isolated in a ``<bdi>``
    so a right-to-left name keeps its place among the others."""
    return Markup(names_text([Markup("<bdi>{}</bdi>").format(value) for value in values]))


# What a table's rules are called when they match no preset.
OWN_RULES = "Own house rules"


def rules_name(rules: HouseRules) -> str:
    """A short name for a table's rules: the preset's name, or ``OWN_RULES`` for a mix."""
    preset = preset_for(rules)
    return preset.name if preset else OWN_RULES


def register(app: Flask) -> None:
    app.add_template_filter(points)
    app.add_template_filter(names)
    app.add_template_filter(points_word)
    app.add_template_filter(rules_name)
