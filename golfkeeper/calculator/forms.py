"""The calculator's form: a rank and an optional suit per position, or the layout as text.

The form is read from the query string (scoring changes nothing, so results are plain GET
links). Which entry counts, when both are filled: the one changed since the layout was
last scored (the hidden ``scored`` field remembers it); if both changed, the text box. A
link that carries only ``layout=`` is read from the text box. After a score both entries
show the scored layout, so either can be changed next.
"""

from __future__ import annotations

from dataclasses import dataclass

from werkzeug.datastructures import MultiDict
from wtforms import Form, HiddenField, RadioField, SelectField, StringField
from wtforms.fields.choices import SelectChoice

from golfkeeper.calculator.results import scoring_preset, scoring_rules
from golfkeeper.engine.cards import (
    Card,
    CardError,
    Layout,
    Rank,
    Suit,
    parse_card,
    parse_layout,
    position_name,
)
from golfkeeper.engine.house_rules import (
    PRESETS,
    SCORING_SWITCHES,
    Game,
    HouseRules,
    HouseRulesError,
)
from golfkeeper.engine.scoring import inactive_switches
from golfkeeper.table_rules.form import HouseRulesForm, describe, form_data
from golfkeeper.table_rules.query import rules_from_query
from golfkeeper.web.forms import PlainWidgets

# The largest layout of any game in each direction (nine-card rows, eight-card columns).
MAX_ROWS = max(game.shape[0] for game in Game)
MAX_COLUMNS = max(game.shape[1] for game in Game)
JOKER = "JK"
RANK_CHOICES = [
    SelectChoice(JOKER, "Joker") if rank is Rank.JOKER else SelectChoice(rank.value, rank.value)
    for rank in Rank
]
SUIT_CHOICES = [SelectChoice("", "No suit"), *(SelectChoice(s.value, s.symbol) for s in Suit)]
SUIT_NAMES = {"": "no suit", "S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}


class LayoutForm(Form):
    """A layout picked card by card (``rank-<row>-<column>``, ``suit-<row>-<column>``) or
    typed as one line (``layout``). Every position of the largest layouts (3 rows, 4
    columns) exists; the page shows only those of the table's game."""

    layout = StringField(
        "Or type the whole layout",
        description="Top row first, rows separated by /, suits optional: 5H KC 2S / 5D QH AC",
        render_kw={
            "autocomplete": "off",
            "autocapitalize": "characters",
            "spellcheck": "false",
            "enterkeyhint": "go",
        },
    )
    scored = HiddenField()

    class Meta(PlainWidgets):
        pass

    def rank(self, row: int, column: int) -> RadioField:
        """The rank buttons of the place at ``row``, ``column`` (1-based)."""
        return self[f"rank-{row}-{column}"]

    def suit(self, row: int, column: int) -> RadioField:
        """The suit buttons of the place at ``row``, ``column`` (1-based)."""
        return self[f"suit-{row}-{column}"]


for _row in range(1, MAX_ROWS + 1):
    for _column in range(1, MAX_COLUMNS + 1):
        setattr(LayoutForm, f"rank-{_row}-{_column}", RadioField("Rank", choices=RANK_CHOICES))
        setattr(
            LayoutForm,
            f"suit-{_row}-{_column}",
            RadioField("Suit", choices=SUIT_CHOICES, default=""),
        )


@dataclass(frozen=True)
class Position:
    """One place in a layout: 1-based row and column, and its name in words."""

    row: int
    column: int
    name: str

    @property
    def key(self) -> str:
        """The position in links and element ids, e.g. ``"2-3"``."""
        return f"{self.row}-{self.column}"


def positions(shape: tuple[int, int]) -> list[Position]:
    """Every position of a layout of ``shape`` (rows, columns), in reading order."""
    rows, columns = shape
    return [
        Position(row, column, position_name(row, column, rows))
        for row in range(1, rows + 1)
        for column in range(1, columns + 1)
    ]


def _cell_text(form: LayoutForm, position: Position) -> str:
    rank = (form.rank(position.row, position.column).data or "").strip()
    if rank.upper() == JOKER:
        return JOKER  # a joker has no suit
    return rank + (form.suit(position.row, position.column).data or "").strip()


def missing_positions(form: LayoutForm, shape: tuple[int, int]) -> list[Position]:
    """Positions of the grid with no rank picked yet."""
    return [p for p in positions(shape) if not form.rank(p.row, p.column).data]


def grid_is_empty(form: LayoutForm, shape: tuple[int, int]) -> bool:
    """Whether no rank is picked anywhere in the grid."""
    return len(missing_positions(form, shape)) == len(positions(shape))


def read_grid(form: LayoutForm, shape: tuple[int, int]) -> Layout:
    """The layout picked card by card. Raises ``CardError`` naming the first position with
    no card, or with a value that is not a card (from an edited link)."""
    rows, columns = shape
    cards = [
        parse_card(_cell_text(form, p), row=p.row, column=p.column, n_rows=rows)
        for p in positions(shape)
    ]
    return Layout(tuple(tuple(cards[r * columns : (r + 1) * columns]) for r in range(rows)))


def _layout_or_none(text: str | None) -> Layout | None:
    try:
        return parse_layout(text or "")
    except CardError:
        return None


def source(form: LayoutForm, shape: tuple[int, int]) -> str | None:
    """Which entry to score: ``"text"``, ``"grid"``, or ``None`` when nothing is entered.

    The text box counts when it was changed since the last score (or there was none), else
    the grid when anything is picked, else a text box left as it was. A grid left as it
    was after the game changed does not count either: the text box then says the last
    layout no longer fits, rather than a corner of it being scored.
    """
    text = (form.layout.data or "").strip()
    scored = form.scored.data or ""
    last = _layout_or_none(scored)
    if text and text != scored:
        typed = _layout_or_none(text)
        if typed is None or typed != last:
            return "text"
    if grid_is_empty(form, shape):
        return "text" if text else None
    if text and last and (last.n_rows, last.n_columns) != shape and _grid_shows(form, shape, last):
        return "text"
    return "grid"


def _grid_shows(form: LayoutForm, shape: tuple[int, int], layout: Layout) -> bool:
    """Whether the grid's picks are ``layout``'s cards where the two overlap, and nothing
    is picked where ``layout`` has no card."""
    for p in positions(shape):
        inside = p.row <= layout.n_rows and p.column <= layout.n_columns
        expected = layout.rows[p.row - 1][p.column - 1].code if inside else ""
        if _cell_text(form, p).upper() != expected.upper():
            return False
    return True


def show_layout(form: LayoutForm, layout: Layout) -> None:
    """After a score, make the text box, the grid and ``scored`` all show ``layout``."""
    text = str(layout)
    form.layout.data = text
    form.layout.raw_data = [text]
    form.scored.data = text
    for r, row in enumerate(layout.rows, start=1):
        for c, card in enumerate(row, start=1):
            form.rank(r, c).data = _rank_value(card)
            form.suit(r, c).data = card.suit.value if card.suit else ""


def _rank_value(card: Card) -> str:
    return JOKER if card.rank is Rank.JOKER else card.rank.value


def grid_has_joker(form: LayoutForm, shape: tuple[int, int]) -> bool:
    """Whether a joker is picked anywhere (its button then stays on the page)."""
    return any((form.rank(p.row, p.column).data or "").upper() == JOKER for p in positions(shape))


def picked_card(form: LayoutForm, position: Position) -> Card | None:
    """The card picked at ``position`` for drawing, or ``None`` if none (or not a card)."""
    text = _cell_text(form, position)
    if not text:
        return None
    try:
        return parse_card(text)
    except CardError:
        return None


@dataclass
class RulesEntry:
    """One set of rule switches read from the query string: ``rules`` (scoring switches
    only) and the preset ``slug`` the switches show (``None``: main), or, when a value is
    bad, ``rules`` ``None`` and the ``form`` that shows the value with its error."""

    rules: HouseRules | None
    slug: str | None = None
    form: HouseRulesForm | None = None

    def shown(self, prefix: str = "") -> HouseRulesForm:
        """The switches as a form: the bad one with its error, or valid rules filled in
        (the form is built only here, as the page draws valid rules once per set)."""
        if self.form is not None:
            return self.form
        assert self.rules is not None
        return HouseRulesForm(data=form_data(self.rules, self.slug), prefix=prefix)


def read_rules(args: MultiDict, prefix: str = "") -> RulesEntry:
    """Read one set of rules from ``args``, its keys starting with ``prefix`` (``""`` for
    rules A, ``"b_"`` for rules B of a comparison). The ``use_preset`` button (value ``a``
    or ``b``) takes the chosen preset as it is; otherwise the switches say the rules."""
    values = MultiDict(
        (key[len(prefix) :], value)
        for key, value in args.items(multi=True)
        if key.startswith(prefix)
    )
    if args.get("use_preset") == ("b" if prefix else "a"):
        values = MultiDict({"preset": values.get("preset") or "main"})
    try:
        rules = scoring_rules(rules_from_query(values))
    except HouseRulesError as error:
        form = HouseRulesForm(args, prefix=prefix)
        key = error.key if error.key in form._fields else "preset"
        field = form[key]
        if isinstance(field, SelectField):
            field.errors = [*field.errors, _choice_message(field, values.get(key))]
        elif field.validate(form):
            # A typed value (the cards' own values): the field's own check says what is
            # wrong, as on the new-match form; else the rules do.
            field.errors = [*field.errors, error.message]
        return RulesEntry(None, form=form)
    preset = scoring_preset(rules)
    slug = preset.slug if preset else values.get("preset")
    return RulesEntry(rules, slug if slug in PRESETS else None)


def _choice_message(field: SelectField, raw: str | None) -> str:
    if field.short_name == "preset":
        return f"There is no preset called “{raw}”: pick one from the list."
    return f"“{raw}” is not one of the choices for “{field.label.text}”: pick one from the list."


def rules_switches(rules: HouseRules) -> list[tuple[str, str, bool]]:
    """The scoring switches that matter in the table's game, as (question, answer, differs
    from the main rules), in the words of the house-rules form."""
    skip = set(inactive_switches(rules))
    return [
        line
        for key, line in zip(rules.to_dict(), describe(rules), strict=True)
        if key in SCORING_SWITCHES and key not in skip
    ]
