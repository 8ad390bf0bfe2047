"""Rulebook forms. All are GET forms: searching, picking whose rules and practising change
nothing stored, so they need no CSRF token and every result is a link to share."""

from __future__ import annotations

from wtforms import Form, RadioField, SearchField, SelectField
from wtforms.fields.choices import SelectChoice

from golfkeeper.engine.house_rules import PRESETS
from golfkeeper.engine.questions import MAX_QUERY_CHARS
from golfkeeper.web.forms import ScoreField


class SearchForm(Form):
    """Words to look for in the rule questions (``q``), as long as the API takes: a story
    with its question at the end fits."""

    q = SearchField(
        "Search the questions",
        render_kw={"autocomplete": "off", "enterkeyhint": "search", "maxlength": MAX_QUERY_CHARS},
    )


class PickRulesForm(Form):
    """Whose rules the answers follow: a preset (``preset``)."""

    preset = SelectField(
        "Rules",
        choices=[SelectChoice(preset.slug, preset.name) for preset in PRESETS.values()],
        default="main",
    )


class ScoringDrillForm(Form):
    """The score the player worked out for the dealt layout (``answer``)."""

    answer = ScoreField("Your score for this layout")

    def points(self) -> int | None:
        """The typed score, or ``None`` with a message on the field when it is missing or
        not a whole number."""
        if not self.validate():
            return None
        if self.answer.data is None:
            self.answer.errors = ["Type the layout's score, for example 7, 0 or -3."]
        return self.answer.data


class RuleDrillForm(Form):
    """The chosen answer (``choice``, 1-based) to a multiple-choice rule drill."""

    choice = RadioField("Your answer", coerce=int, validate_choice=False)
