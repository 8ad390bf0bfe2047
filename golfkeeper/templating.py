"""Jinja filters and globals shared by every template."""

from __future__ import annotations

from collections.abc import Iterable

from flask import Flask
from markupsafe import Markup

from golfkeeper.engine.house_rules import rules_name
from golfkeeper.engine.text import names_text, points_word, sheet_points_text


def names(values: Iterable[str]) -> Markup:
    """Names in a sentence, "Ann, Bo and Cy" (``names_text``), each isolated in a ``<bdi>``
    so a right-to-left name keeps its place among the others."""
    return Markup(names_text([Markup("<bdi>{}</bdi>").format(value) for value in values]))


def register(app: Flask) -> None:
    app.add_template_filter(sheet_points_text, "points")
    app.add_template_filter(names)
    app.add_template_filter(points_word)
    app.add_template_filter(rules_name)
