"""The house-rules form: a preset plus any switch, shared by new matches and the calculator.

Rules in query strings (links, the JSON API) are read and written by
:mod:`golfkeeper.table_rules.query`, not here.

The form is a plain WTForms ``Form`` so that it can be used alone (``HouseRulesForm``
inside a ``FlaskForm`` via ``FormField``, or on its own for GET pages such as the
calculator, where there is no CSRF token because nothing changes).
"""

from __future__ import annotations

import dataclasses
import functools
from dataclasses import dataclass
from typing import Any

from wtforms import BooleanField, Form, SelectField, StringField, ValidationError
from wtforms.fields.choices import SelectChoice
from wtforms.validators import InputRequired

from golfkeeper.engine.cards import Card
from golfkeeper.engine.house_rules import (
    CARD_VALUE_RANGE,
    HOLE_SWITCHES,
    MAIN_RULES,
    PLAY_SWITCHES,
    PRESETS,
    SCORING_SWITCHES,
    SWITCHES,
    SWITCHES_BY_KEY,
    VALUED_RANKS,
    FormGroup,
    HouseRules,
    HouseRulesError,
    Switch,
    house_rules_from_dict,
)
from golfkeeper.engine.scoring import card_value

# Read here by older imports (matches/views.py); the parser lives in table_rules.query.
from golfkeeper.table_rules.query import rules_from_query as rules_from_query
from golfkeeper.web.forms import WholeNumberField, between

CUSTOM = "custom"
# The form's word for "no value" on a switch that allows none (jokers: no jokers).
NONE_SENT = "none"

# Each switch's question and, for a choice, its answers as (value sent, words), in the words
# the table saw when agreeing the rules; both are read from the switch declarations.
SWITCH_LABELS: dict[str, str] = {declared.key: declared.label for declared in SWITCHES}


def _sent(declared: Switch, value: Any) -> str:
    """A value as the form sends it: an enum by its text, none as ``none``, numbers as text."""
    if value is None:
        return NONE_SENT
    encoded = declared.encode(value)
    return str(encoded)


def _answers(declared: Switch) -> tuple[tuple[str, str], ...]:
    """(value sent, words) for every value a select offers, in the declaration's order."""
    if declared.choices:
        return tuple((_sent(declared, c.value), c.label) for c in declared.choices)
    assert declared.minimum is not None and declared.maximum is not None
    numbers = range(declared.minimum, declared.maximum + 1)
    none = [(NONE_SENT, declared.none_label or "")] if declared.allows_none else []
    return (*none, *((str(n), declared.value_label(n)) for n in numbers))


def _is_select(declared: Switch) -> bool:
    # A whole number that may also be "none" is a select too, so that none has a name; so
    # is a short range of points (a 2's value), which reads better picked than typed.
    short_range = (
        declared.is_range and declared.maximum - declared.minimum <= 20  # type: ignore[operator]
    )
    return (
        declared.codec is None
        and not declared.is_bool
        and (bool(declared.choices) or declared.allows_none or short_range)
    )


CHOICE_LABELS: dict[str, tuple[tuple[str, str], ...]] = {
    declared.key: _answers(declared) for declared in SWITCHES if _is_select(declared)
}


def _choices(pairs) -> list[SelectChoice]:
    return [SelectChoice(str(value), label) for value, label in pairs]


def _field(declared: Switch) -> Any:
    """The form field of one switch: a tick box, a select of its answers, or a whole
    number with its range, labelled from the declaration."""
    if declared.is_bool:
        return BooleanField(declared.label, default=declared.default)
    if declared.codec is not None:
        codec = declared.codec

        def parses(form: Any, field: Any) -> None:
            try:
                codec.parse(field.data or "")
            except ValueError as error:
                raise ValidationError(str(error)) from None

        return StringField(
            declared.label,
            default=codec.to_text(declared.default),
            validators=[parses],
            render_kw={"placeholder": f"e.g. {codec.example}", "autocomplete": "off"},
        )
    if _is_select(declared):
        return SelectField(
            declared.label,
            choices=_choices(CHOICE_LABELS[declared.key]),
            default=_sent(declared, declared.default),
        )
    low, high = declared.minimum, declared.maximum
    return WholeNumberField(
        declared.label,
        default=declared.default,
        validators=[
            InputRequired(message=declared.required_message or f"Give {declared.label}."),
            between(low, high, declared.range_message or f"From {low} to {high}."),
        ],
        message=declared.range_message or f"From {low} to {high}.",
        render_kw={"inputmode": "numeric"},
    )


class HouseRulesForm(Form):
    """Every house-rules switch, labelled in the game's words, main rule first: the
    scoring switches in the order a table picks them, then the hole switches, then the
    play switches. The fields
    are built from the switch declarations (see :func:`_field`).

    ``preset`` picks a named set; the switches then say what the table agreed. When the
    switches differ from the preset, the rules are the table's own mix.
    """

    preset = SelectField(
        "Start from",
        choices=_choices([(p.slug, p.name) for p in PRESETS.values()]),
        default="main",
    )

    scoring_fields = SCORING_SWITCHES

    @property
    def common_fields(self) -> list[Any]:
        """The switch fields most tables set, in form order (shown first)."""
        return [self[key] for key in _FORM_ORDER if _GROUPS[key] is FormGroup.COMMON]

    @property
    def folded_fields(self) -> list[Any]:
        """The other switch fields, in form order (folded away until asked for)."""
        return [self[key] for key in _FORM_ORDER if _GROUPS[key] is not FormGroup.COMMON]

    def rows(self, fields: list[Any]) -> list[SwitchRow]:
        """``fields`` (of this form) as the new-match form shows them: each with the words
        its filter box searches, the layouts it belongs to and how its choices are drawn."""
        return [SWITCH_ROWS[field.short_name].with_field(field) for field in fields]

    def to_house_rules(self) -> HouseRules:
        """The switches as the engine's value. Raises ``HouseRulesError`` for a combination
        the engine refuses (its ``key`` names the field to show the message on)."""
        values: dict[str, Any] = {}
        for key in _FORM_ORDER:
            declared, data = SWITCHES_BY_KEY[key], self[key].data
            if declared.is_bool:
                values[key] = bool(data)
            elif declared.codec is not None:
                values[key] = declared.encode(declared.codec.parse(data or ""))
            elif data == NONE_SENT and declared.allows_none:
                values[key] = None
            elif declared.enum_type is None and not isinstance(data, int):
                values[key] = declared.number_from_text(data)
            else:
                values[key] = data
        return house_rules_from_dict(values)

    def validate_rules(self) -> HouseRules | None:
        """Validate, then build the rules; errors land on the fields. ``None`` if invalid."""
        if not self.validate():
            return None
        try:
            return self.to_house_rules()
        except HouseRulesError as error:
            target = self[error.key] if error.key in self._fields else self.preset
            target.errors = [*target.errors, error.message]
            return None


# A choice longer than this is drawn as a list of radio buttons: a phone's select box
# (some 30 characters at 390 px) would cut its words off.
SELECT_LABEL_MAX = 28


@dataclass(frozen=True)
class SwitchRow:
    """One switch on the new-match form: ``field`` (set by :meth:`with_field`), the
    ``words`` its filter box searches (label, answers, sentences and variation names,
    lower case), the ``games`` (layouts, by value) it belongs to, empty for every layout,
    and whether its answers are drawn as ``radios`` rather than a select."""

    key: str
    words: str
    games: tuple[str, ...]
    radios: bool
    field: Any = None

    def with_field(self, field: Any) -> SwitchRow:
        return dataclasses.replace(self, field=field)


def _sentences(declared: Switch) -> list[str]:
    """What the rulebook says of the switch at each of its values (the ones the main
    rules can take), for the filter box; a value that needs other switches is skipped."""
    values: list[Any] = [choice.value for choice in declared.choices]
    if declared.is_bool:
        values = [True, False]
    elif declared.codec is not None and declared.codec.example:
        values = [declared.codec.parse(declared.codec.example)]
    elif declared.is_range:
        values = [declared.default, declared.minimum, declared.maximum]
    games = sorted(declared.games or {MAIN_RULES.game}, key=lambda game: game.value)
    sentences = []
    for value in values:
        try:
            rules = MAIN_RULES.replace(**{"game": games[0], declared.key: value})
        except (HouseRulesError, ValueError):
            continue
        sentence = declared.sentence(value, rules)
        if sentence:
            sentences.append(sentence)
    return sentences


def _switch_row(declared: Switch) -> SwitchRow:
    words = [declared.label, declared.none_label or "", *_sentences(declared)]
    for choice in declared.choices:
        words += [choice.label, choice.variation or "", choice.changes or ""]
    answers = CHOICE_LABELS.get(declared.key, ())
    radios = bool(declared.choices) and any(len(label) > SELECT_LABEL_MAX for _, label in answers)
    games = tuple(sorted(game.value for game in declared.games)) if declared.games else ()
    return SwitchRow(declared.key, " ".join(w for w in words if w).lower(), games, radios)


SWITCH_ROWS: dict[str, SwitchRow] = {declared.key: _switch_row(declared) for declared in SWITCHES}


def card_value_picker() -> dict[str, Any]:
    """What the per-rank picker of ``card_values`` (matches.js) draws, from the engine: each
    rank a table may value as (rank, value under the main rules), and the values allowed."""
    low, high = CARD_VALUE_RANGE
    ranks = [(rank.value, card_value(Card(rank), MAIN_RULES)) for rank in VALUED_RANKS]
    return {"ranks": ranks, "min": low, "max": high}


# Fields in the order the form shows them; built here, after the class, in that order.
_FORM_ORDER = (*SCORING_SWITCHES, *HOLE_SWITCHES, *PLAY_SWITCHES)
_GROUPS = {declared.key: declared.group for declared in SWITCHES}
for _key in _FORM_ORDER:
    setattr(HouseRulesForm, _key, _field(SWITCHES_BY_KEY[_key]))


def _as_sent(key: str, value: Any) -> Any:
    """A switch's value as the form holds it: choices as text, tick boxes and whole
    numbers typed in as they are."""
    declared = SWITCHES_BY_KEY[key]
    if declared.codec is not None:
        return declared.codec.to_text(declared.decode(value))
    if isinstance(value, bool) or not _is_select(declared):
        return value
    return _sent(declared, declared.decode(value))


def form_data(rules: HouseRules, preset: str | None = None) -> dict[str, Any]:
    """Values to pre-fill a :class:`HouseRulesForm` with ``rules`` (``data=`` argument)."""
    data = {key: _as_sent(key, value) for key, value in rules.to_dict().items()}
    data["preset"] = preset or "main"
    return data


def describe(rules: HouseRules) -> list[tuple[str, str, bool]]:
    """Each switch as (question, the table's answer, differs from the main rules), in the
    form's own words: the same labels the table saw when agreeing them."""
    lines = []
    for declared in SWITCHES:
        value = getattr(rules, declared.key)
        differs = value != getattr(MAIN_RULES, declared.key)
        lines.append((declared.label, declared.answer(value), differs))
    return lines


def rules_summary(rules: HouseRules) -> list[tuple[str, str]]:
    """The switches that differ from the main rules, holes aside (the sheet shows those),
    as (question, answer)."""
    return list(_summary(rules))


@functools.lru_cache(maxsize=256)
def _summary(rules: HouseRules) -> tuple[tuple[str, str], ...]:
    # Worked out once per rule set: every page showing a score sheet asks, and describing
    # every switch cost some 70 µs.
    lines = describe(rules.replace(holes=MAIN_RULES.holes))
    return tuple((question, answer) for question, answer, differs in lines if differs)
