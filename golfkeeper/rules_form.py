"""The house-rules form: a preset plus any switch, shared by new matches and the calculator.

Rules in query strings (links, the JSON API) are read and written by
:mod:`golfkeeper.rules_query`, not here.

The form is a plain WTForms ``Form`` so that it can be used alone (``HouseRulesForm``
inside a ``FlaskForm`` via ``FormField``, or on its own for GET pages such as the
calculator, where there is no CSRF token because nothing changes).
"""

from __future__ import annotations

from typing import Any

from wtforms import BooleanField, Form, IntegerField, SelectField
from wtforms.fields.choices import SelectChoice
from wtforms.validators import InputRequired, NumberRange

from golfkeeper.engine.house_rules import (
    MAIN_RULES,
    MAX_HOLES,
    MIN_HOLES,
    PRESETS,
    SCORING_SWITCHES,
    FlipAfterReject,
    Game,
    HouseRules,
    HouseRulesError,
    InitialReveal,
    NineCardLines,
    PairLines,
    PairOfTwos,
    StockExhaustion,
    house_rules_from_dict,
)
from golfkeeper.engine.text import points_text

# Read here by older imports (matches/views.py); the parser lives in rules_query.
from golfkeeper.rules_query import rules_from_query as rules_from_query

CUSTOM = "custom"


def _choices(pairs: list[tuple[Any, str]]) -> list[SelectChoice]:
    return [SelectChoice(str(value), label) for value, label in pairs]


class HouseRulesForm(Form):
    """Every house-rules switch, labelled in the game's words, main rule first.

    ``preset`` picks a named set; the switches then say what the table agreed. When the
    switches differ from the preset, the rules are the table's own mix.
    """

    preset = SelectField(
        "Start from",
        choices=_choices([(p.slug, p.name) for p in PRESETS.values()]),
        default="main",
    )
    game = SelectField(
        "Layout",
        choices=_choices(
            [
                (Game.SIX_CARD.value, "Six cards, 2 rows of 3"),
                (Game.FOUR_CARD.value, "Four cards, 2 rows of 2"),
                (Game.NINE_CARD.value, "Nine cards, 3 rows of 3"),
            ]
        ),
        default=Game.SIX_CARD.value,
    )
    decks = SelectField(
        "Decks", choices=_choices([(1, "1 deck"), (2, "2 decks"), (3, "3 decks")]), default="1"
    )
    jokers = SelectField(
        "Jokers",
        choices=_choices(
            [
                ("none", "No jokers"),
                *((value, f"2 per deck, worth {points_text(value)}") for value in (-2, -3, -5, 0)),
            ]
        ),
        default="none",
    )
    twos = SelectField(
        "A 2 is worth",
        choices=_choices([(value, points_text(value, signed=True)) for value in (-2, 2)]),
        default="-2",
    )
    pair_of_twos = SelectField(
        "Two 2s in a column",
        choices=_choices(
            [
                (PairOfTwos.ZERO.value, "score 0, like any pair"),
                (PairOfTwos.KEEP.value, "keep their value"),
            ]
        ),
        default=PairOfTwos.ZERO.value,
    )
    pairs = SelectField(
        "Same-rank cards cancel",
        choices=_choices(
            [
                (PairLines.COLUMNS.value, "in a column"),
                (PairLines.ROWS.value, "in a row, not a column"),
                (PairLines.COLUMNS_AND_ROWS.value, "in a column or a row"),
                (PairLines.ANYWHERE.value, "anywhere in the layout"),
            ]
        ),
        default=PairLines.COLUMNS.value,
    )
    four_of_a_kind = SelectField(
        "Four of a kind in two columns",
        choices=_choices(
            [
                (0, "no bonus"),
                (-10, f"{points_text(-10)} bonus"),
                (-20, f"{points_text(-20)}, only side by side"),
            ]
        ),
        default="0",
    )
    nine_card_lines = SelectField(
        "Nine-card: three of a kind cancel",
        choices=_choices(
            [
                (NineCardLines.COLUMNS.value, "in a column"),
                (NineCardLines.ALL.value, "in a column, row or diagonal"),
            ]
        ),
        default=NineCardLines.COLUMNS.value,
    )
    last_turn = BooleanField("Everyone else gets one last turn after someone goes out")
    reveal_instead_of_draw = BooleanField("You may turn a card up instead of drawing")
    flip_after_reject = SelectField(
        "After throwing away a stock card",
        choices=_choices(
            [
                (FlipAfterReject.NO.value, "your turn ends"),
                (FlipAfterReject.MAY.value, "you may turn a card up"),
                (FlipAfterReject.MUST.value, "you must turn a card up (not your last)"),
            ]
        ),
        default=FlipAfterReject.NO.value,
    )
    discard_return_allowed = BooleanField("A card taken from the discard pile may go straight back")
    initial_reveal = SelectField(
        "At the start, each player",
        choices=_choices(
            [
                (InitialReveal.ANY_TWO.value, "turns up any two cards"),
                (InitialReveal.SAME_COLUMN.value, "turns up two cards in one column"),
                (InitialReveal.DIFFERENT_COLUMNS.value, "turns up two cards in different columns"),
                (InitialReveal.LOOK_NEAREST_ROW.value, "looks once at the nearest row"),
            ]
        ),
        default=InitialReveal.ANY_TWO.value,
    )
    knocking = BooleanField("A player may knock to end the hole")
    stock_exhaustion = SelectField(
        "When the stock runs out",
        choices=_choices(
            [
                (StockExhaustion.RESHUFFLE.value, "shuffle the discards into a new stock"),
                (StockExhaustion.END_AFTER_LAST_DRAW.value, "the hole ends"),
            ]
        ),
        default=StockExhaustion.RESHUFFLE.value,
    )
    holes = IntegerField(
        "Holes",
        default=9,
        validators=[
            InputRequired(message="Say how many holes the match has."),
            NumberRange(MIN_HOLES, MAX_HOLES, message=f"From {MIN_HOLES} to {MAX_HOLES} holes."),
        ],
        render_kw={"inputmode": "numeric"},
    )
    record_who_went_out = BooleanField("Note who went out on each hole", default=True)

    scoring_fields = SCORING_SWITCHES

    def to_house_rules(self) -> HouseRules:
        """The switches as the engine's value. Raises ``HouseRulesError`` for a combination
        the engine refuses (its ``key`` names the field to show the message on)."""
        values: dict[str, Any] = {}
        for name in (*SCORING_SWITCHES, *_PLAY_FIELDS):
            field = self[name]
            if isinstance(field, BooleanField):
                values[name] = bool(field.data)
            elif name == "jokers":
                values[name] = None if field.data == "none" else int(field.data)
            elif name in _INT_FIELDS:
                values[name] = int(field.data)
            else:
                values[name] = field.data
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


_INT_FIELDS = {"decks", "twos", "four_of_a_kind", "holes"}
_PLAY_FIELDS = (
    "last_turn",
    "reveal_instead_of_draw",
    "flip_after_reject",
    "discard_return_allowed",
    "initial_reveal",
    "knocking",
    "stock_exhaustion",
    "holes",
    "record_who_went_out",
)


def form_data(rules: HouseRules, preset: str | None = None) -> dict[str, Any]:
    """Values to pre-fill a :class:`HouseRulesForm` with ``rules`` (``data=`` argument)."""
    data: dict[str, Any] = {}
    for key, value in rules.to_dict().items():
        if key == "jokers":
            data[key] = "none" if value is None else str(value)
        elif isinstance(value, bool) or key == "holes":
            data[key] = value
        else:
            data[key] = str(value)
    data["preset"] = preset or "main"
    return data


def describe(rules: HouseRules) -> list[tuple[str, str, bool]]:
    """Each switch as (question, the table's answer, differs from the main rules), in the
    form's own words: the same labels the table saw when agreeing them."""
    form = HouseRulesForm(data=form_data(rules))
    main = MAIN_RULES.to_dict()
    lines = []
    for key, value in rules.to_dict().items():
        field = form[key]
        if isinstance(field, BooleanField):
            answer = "yes" if value else "no"
        elif isinstance(field, SelectField):
            answer = dict((choice.value, choice.label) for choice in field.choices)[field.data]
        else:
            answer = str(value)
        lines.append((field.label.text, answer, value != main[key]))
    return lines
