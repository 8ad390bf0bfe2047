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

# Each switch's question and, for a choice, its answers as (value sent, words), in the words
# the table saw when agreeing the rules: the form and ``describe`` both read them from here.
SWITCH_LABELS: dict[str, str] = {
    "game": "Layout",
    "decks": "Decks",
    "jokers": "Jokers",
    "twos": "A 2 is worth",
    "pair_of_twos": "Two 2s in a column",
    "pairs": "Same-rank cards cancel",
    "four_of_a_kind": "Four of a kind in two columns",
    "nine_card_lines": "Nine-card: three of a kind cancel",
    "last_turn": "Everyone else gets one last turn after someone goes out",
    "reveal_instead_of_draw": "You may turn a card up instead of drawing",
    "flip_after_reject": "After throwing away a stock card",
    "discard_return_allowed": "A card taken from the discard pile may go straight back",
    "initial_reveal": "At the start, each player",
    "knocking": "A player may knock to end the hole",
    "stock_exhaustion": "When the stock runs out",
    "holes": "Holes",
    "record_who_went_out": "Note who went out on each hole",
}


def _answers(pairs: list[tuple[Any, str]]) -> tuple[tuple[str, str], ...]:
    return tuple((str(value), words) for value, words in pairs)


CHOICE_LABELS: dict[str, tuple[tuple[str, str], ...]] = {
    "game": _answers(
        [
            (Game.SIX_CARD.value, "Six cards, 2 rows of 3"),
            (Game.FOUR_CARD.value, "Four cards, 2 rows of 2"),
            (Game.NINE_CARD.value, "Nine cards, 3 rows of 3"),
        ]
    ),
    "decks": _answers([(1, "1 deck"), (2, "2 decks"), (3, "3 decks")]),
    "jokers": _answers(
        [
            ("none", "No jokers"),
            *((value, f"2 per deck, worth {points_text(value)}") for value in (-2, -3, -5, 0)),
        ]
    ),
    "twos": _answers([(value, points_text(value, signed=True)) for value in (-2, 2)]),
    "pair_of_twos": _answers(
        [
            (PairOfTwos.ZERO.value, "score 0, like any pair"),
            (PairOfTwos.KEEP.value, "keep their value"),
        ]
    ),
    "pairs": _answers(
        [
            (PairLines.COLUMNS.value, "in a column"),
            (PairLines.ROWS.value, "in a row, not a column"),
            (PairLines.COLUMNS_AND_ROWS.value, "in a column or a row"),
            (PairLines.ANYWHERE.value, "anywhere in the layout"),
        ]
    ),
    "four_of_a_kind": _answers(
        [
            (0, "no bonus"),
            (-10, f"{points_text(-10)} bonus"),
            (-20, f"{points_text(-20)}, only side by side"),
        ]
    ),
    "nine_card_lines": _answers(
        [
            (NineCardLines.COLUMNS.value, "in a column"),
            (NineCardLines.ALL.value, "in a column, row or diagonal"),
        ]
    ),
    "flip_after_reject": _answers(
        [
            (FlipAfterReject.NO.value, "your turn ends"),
            (FlipAfterReject.MAY.value, "you may turn a card up"),
            (FlipAfterReject.MUST.value, "you must turn a card up (not your last)"),
        ]
    ),
    "initial_reveal": _answers(
        [
            (InitialReveal.ANY_TWO.value, "turns up any two cards"),
            (InitialReveal.SAME_COLUMN.value, "turns up two cards in one column"),
            (InitialReveal.DIFFERENT_COLUMNS.value, "turns up two cards in different columns"),
            (InitialReveal.LOOK_NEAREST_ROW.value, "looks once at the nearest row"),
        ]
    ),
    "stock_exhaustion": _answers(
        [
            (StockExhaustion.RESHUFFLE.value, "shuffle the discards into a new stock"),
            (StockExhaustion.END_AFTER_LAST_DRAW.value, "the hole ends"),
        ]
    ),
}


def _choices(pairs) -> list[SelectChoice]:
    return [SelectChoice(str(value), label) for value, label in pairs]


def _select(key: str, default: str) -> SelectField:
    """The choice field of switch ``key``, labelled from ``SWITCH_LABELS`` and ``CHOICE_LABELS``."""
    return SelectField(SWITCH_LABELS[key], choices=_choices(CHOICE_LABELS[key]), default=default)


def _switch(key: str, **options: Any) -> BooleanField:
    """The tick box of on/off switch ``key``, labelled from ``SWITCH_LABELS``."""
    return BooleanField(SWITCH_LABELS[key], **options)


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
    game = _select("game", Game.SIX_CARD.value)
    decks = _select("decks", "1")
    jokers = _select("jokers", "none")
    twos = _select("twos", "-2")
    pair_of_twos = _select("pair_of_twos", PairOfTwos.ZERO.value)
    pairs = _select("pairs", PairLines.COLUMNS.value)
    four_of_a_kind = _select("four_of_a_kind", "0")
    nine_card_lines = _select("nine_card_lines", NineCardLines.COLUMNS.value)
    last_turn = _switch("last_turn")
    reveal_instead_of_draw = _switch("reveal_instead_of_draw")
    flip_after_reject = _select("flip_after_reject", FlipAfterReject.NO.value)
    discard_return_allowed = _switch("discard_return_allowed")
    initial_reveal = _select("initial_reveal", InitialReveal.ANY_TWO.value)
    knocking = _switch("knocking")
    stock_exhaustion = _select("stock_exhaustion", StockExhaustion.RESHUFFLE.value)
    holes = IntegerField(
        SWITCH_LABELS["holes"],
        default=9,
        validators=[
            InputRequired(message="Say how many holes the match has."),
            NumberRange(MIN_HOLES, MAX_HOLES, message=f"From {MIN_HOLES} to {MAX_HOLES} holes."),
        ],
        render_kw={"inputmode": "numeric"},
    )
    record_who_went_out = _switch("record_who_went_out", default=True)

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


def _as_sent(key: str, value: Any) -> Any:
    """A switch's value as the form holds it: choices as text, tick boxes and holes as they are."""
    if key == "jokers":
        return "none" if value is None else str(value)
    if isinstance(value, bool) or key == "holes":
        return value
    return str(value)


def form_data(rules: HouseRules, preset: str | None = None) -> dict[str, Any]:
    """Values to pre-fill a :class:`HouseRulesForm` with ``rules`` (``data=`` argument)."""
    data = {key: _as_sent(key, value) for key, value in rules.to_dict().items()}
    data["preset"] = preset or "main"
    return data


def describe(rules: HouseRules) -> list[tuple[str, str, bool]]:
    """Each switch as (question, the table's answer, differs from the main rules), in the
    form's own words: the same labels the table saw when agreeing them."""
    main = MAIN_RULES.to_dict()
    lines = []
    for key, value in rules.to_dict().items():
        if isinstance(value, bool):
            answer = "yes" if value else "no"
        elif key in CHOICE_LABELS:
            answer = dict(CHOICE_LABELS[key])[_as_sent(key, value)]
        else:
            answer = str(value)
        lines.append((SWITCH_LABELS[key], answer, value != main[key]))
    return lines


def rules_summary(rules: HouseRules) -> list[tuple[str, str]]:
    """The switches that differ from the main rules, holes aside (the sheet shows those),
    as (question, answer)."""
    lines = describe(rules.replace(holes=MAIN_RULES.holes))
    return [(question, answer) for question, answer, differs in lines if differs]
