"""Jinja filters and globals shared by every template."""

from __future__ import annotations

from flask import Flask

from golfkeeper.engine.house_rules import PRESETS, HouseRules, preset_for


def points(value: int | None) -> str:
    """Points as shown on the score sheet: a true minus sign, and a dash for not entered."""
    if value is None:
        return "–"
    return f"−{-value}" if value < 0 else str(value)


def rules_name(rules: HouseRules) -> str:
    """A short name for a table's rules: the preset's name, or "house rules" for a mix."""
    preset = preset_for(rules)
    return preset.name if preset else "Own house rules"


def register(app: Flask) -> None:
    app.add_template_filter(points)
    app.add_template_global(PRESETS, "presets")
    app.add_template_filter(rules_name)
