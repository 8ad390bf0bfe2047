"""Everything one calculator page shows, read from its query string and computed once.

The view builds a :class:`CalculatorPage` and renders it; the template only lays it out.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import lru_cache

from flask import get_template_attribute, render_template, url_for
from markupsafe import Markup
from werkzeug.datastructures import MultiDict

from golfkeeper.calculator.forms import (
    RANK_CHOICES,
    SUIT_CHOICES,
    SUIT_NAMES,
    LayoutForm,
    Position,
    RulesEntry,
    grid_has_joker,
    missing_positions,
    picked_card,
    positions,
    read_grid,
    read_rules,
    rules_switches,
    show_layout,
    source,
)
from golfkeeper.calculator.match_link import MatchLink
from golfkeeper.calculator.results import (
    Comparison,
    Outcome,
    compare,
    outcome,
    scoring_name,
    scoring_rules,
)
from golfkeeper.calculator.tables import KnownTable
from golfkeeper.engine.cards import Card, CardError, Layout, parse_layout
from golfkeeper.engine.holes import HoleRange, hole_hints, hole_range
from golfkeeper.engine.house_rules import (
    HOLE_SWITCHES,
    MAIN_RULES,
    PRESETS,
    SCORING_SWITCHES,
    Game,
    HouseRules,
    HouseRulesError,
    Preset,
)
from golfkeeper.engine.scoring import HoleScoreBounds, hole_score_bounds
from golfkeeper.table_rules.form import card_value_picker
from golfkeeper.table_rules.query import QueryError, rules_from_query, rules_query_args


@dataclass
class Slot:
    """One position of the grid as drawn: the card picked there (if any) and whether the
    error points at it."""

    position: Position
    card: Card | None
    has_error: bool


_RANKS = tuple((choice.value, choice.label) for choice in RANK_CHOICES)
_SUITS = tuple((choice.value, choice.label) for choice in SUIT_CHOICES)
_RANK_VALUES = frozenset(value for value, _ in _RANKS)
_SUIT_VALUES = frozenset(value for value, _ in _SUITS)


@lru_cache(maxsize=1024)
def picker_html(
    key: str,
    name: str,
    rank: str | None,
    suit: str | None,
    show_joker: bool,
    has_error: bool,
    current: bool,
) -> Markup:
    """One place's rank and suit buttons (``calculator/_picker.html``), rendered once per
    combination: drawing them field by field through WTForms cost most of the page."""
    picker = get_template_attribute("calculator/_picker.html", "picker")
    return picker(key, name, rank, suit, show_joker, has_error, current, _RANKS, _SUITS, SUIT_NAMES)


@lru_cache(maxsize=256)
def _kept_rules_box(which: str, rules: HouseRules, slug: str | None) -> Markup:
    return _rules_box(which, RulesEntry(rules, slug))


@lru_cache(maxsize=1)
def _card_values_json() -> str:
    """What the card-values steppers draw (the same as on the new-match form)."""
    return json.dumps(card_value_picker())


def _rules_box(which: str, entry: RulesEntry) -> Markup:
    """Rules A or B as switches (``calculator/_rules.html``)."""
    page = render_template(
        "calculator/_rules.html",
        entry=entry,
        which=which,
        title="House rules" if which == "a" else "Rules B",
        name=scoring_name(entry.rules),
        rules_form=entry.shown("" if which == "a" else "b_"),
        scoring_fields=SCORING_SWITCHES,
        card_values_json=_card_values_json(),
    )
    return Markup(page)


@dataclass
class CalculatorPage:
    """The calculator's state for one request. ``a`` is the layout under the rules in use
    (the match's, when opened from a match); ``comparison`` adds rules B when asked."""

    form: LayoutForm
    match_link: MatchLink | None
    rules_a: RulesEntry
    rules_b: RulesEntry
    comparing: bool
    shape: tuple[int, int]
    slots: list[Slot]
    at: str
    show_joker: bool
    entry: str | None = None  # "text" or "grid": which entry was scored
    layout: Layout | None = None
    error: CardError | None = None
    still_to_pick: int = 0
    a: Outcome | None = None
    comparison: Comparison | None = None
    bounds: HoleScoreBounds | None = None
    hole_range: HoleRange | None = None  # the bounds after the hole adjustments the page knows
    hole_hints: list[str] = field(default_factory=list)  # docs/rules.md#hole-adjustments
    links: dict[str, str] = field(default_factory=dict)
    compare_choices: list[tuple[str, str]] = field(default_factory=list)
    # The tables this browser knows (outside a match), each with its link: (table, url).
    tables: list[tuple[KnownTable, str]] = field(default_factory=list)

    @property
    def rules(self) -> HouseRules | None:
        """The rules in use (A), or ``None`` while a rule value is bad."""
        return self.rules_a.rules

    @property
    def table_in_use(self) -> KnownTable | None:
        """The known table whose rules are the ones in use, if any."""
        if self.rules is None:
            return None
        return next((table for table, _ in self.tables if table.rules == self.rules), None)

    @property
    def main_in_use(self) -> bool:
        """Whether the rules in use score as the main rules do."""
        return self.rules == scoring_rules(MAIN_RULES)

    @property
    def name_a(self) -> str:
        """The name of the rules in use, e.g. "Main rules"."""
        return scoring_name(self.rules)

    @property
    def name_b(self) -> str:
        """The name of rules B of a comparison."""
        return scoring_name(self.rules_b.rules)

    @property
    def status(self) -> int:
        """422 when the layout or a rule value could not be read, else 200."""
        bad_rules = self.rules_a.rules is None or (self.comparing and self.rules_b.rules is None)
        return 422 if self.error or bad_rules else 200

    @property
    def text_error(self) -> bool:
        """Whether the error is about the typed layout (shown at the text box)."""
        return self.error is not None and self.entry == "text"

    @property
    def error_at(self) -> str | None:
        """The grid position the error points at (only when the grid was scored)."""
        if self.error and self.entry == "grid" and self.error.row and self.error.column:
            return f"{self.error.row}-{self.error.column}"
        return None

    @property
    def use_score_url(self) -> str | None:
        """The player's hole form with this total filled in, when opened for a player."""
        if self.match_link is None or self.a is None or self.a.score is None:
            return None
        if self.match_finished:
            return None  # its holes are read-only: the score would go nowhere
        return self.match_link.use_score_url(self.a.score.total)

    @property
    def match_finished(self) -> bool:
        """Whether the page is scoring for a player of a match that is finished."""
        return bool(
            self.match_link and self.match_link.player and self.match_link.match.is_finished
        )

    def picker(self, slot: Slot) -> Markup:
        """The rank and suit buttons of ``slot``'s place, its picks checked."""
        row, column = slot.position.row, slot.position.column
        rank = self.form.rank(row, column).data
        suit = self.form.suit(row, column).data
        return picker_html(
            slot.position.key,
            slot.position.name,
            rank if rank in _RANK_VALUES else None,  # nothing else is ever checked
            suit if suit in _SUIT_VALUES else None,
            self.show_joker,
            slot.has_error,
            self.at == slot.position.key,
        )

    def rules_box(self, which: str) -> Markup:
        """The switches of rules A or B (``which``), rendered once per set of rules while
        they are valid; a bad value is shown afresh with its error."""
        entry = self.rules_a if which == "a" else self.rules_b
        if entry.rules is None:
            return _rules_box(which, entry)
        return _kept_rules_box(which, entry.rules, entry.slug)

    @property
    def match_switches(self) -> list[tuple[str, str, bool]]:
        """The match's scoring switches in words, for the page opened from a match."""
        return rules_switches(self.match_link.rules) if self.match_link else []


def build_page(
    args: MultiDict,
    match_link: MatchLink | None,
    live: bool = False,
    tables: list[KnownTable] | None = None,
) -> CalculatorPage:
    """Read the form and rules from ``args`` and score the layout. With ``live`` (the page's
    script asking while cards are being picked), a grid not yet full is not an error.
    ``tables`` are offered by name, each with a link to score the layout under its rules."""
    rules_a = RulesEntry(match_link.rules, None) if match_link else read_rules(args)
    rules_b = read_rules(args, "b_")
    comparing = args.get("compare") == "1"
    rules = rules_a.rules
    shape = (rules.game if rules else _game_in(args)).shape
    form = LayoutForm(args)
    entry = source(form, shape)
    page = CalculatorPage(
        form=form,
        match_link=match_link,
        rules_a=rules_a,
        rules_b=rules_b,
        comparing=comparing,
        shape=shape,
        slots=[],
        at="1-1",
        show_joker=False,
        entry=entry,
    )
    if entry == "grid" and live and missing_positions(form, shape):
        page.still_to_pick = len(missing_positions(form, shape))
    elif entry:
        try:
            if entry == "text":
                page.layout = parse_layout(form.layout.data)
            else:
                page.layout = read_grid(form, shape)
        except CardError as error:
            page.error = error
    if rules and page.layout:
        page.a = outcome(page.layout, rules)
        if page.a.error:
            page.error = page.a.error
        else:
            show_layout(form, page.layout)
            if comparing and rules_b.rules:
                page.comparison = compare(page.a, outcome(page.layout, rules_b.rules))
    if page.text_error:
        form.layout.errors = [page.error.message]
    if rules:
        page.bounds = hole_score_bounds(rules)
    hole_rules = _hole_rules(args, match_link)
    if rules:
        page.hole_range = _hole_range(rules, hole_rules, match_link)
    if hole_rules and page.a and page.a.score:
        page.hole_hints = hole_hints(hole_rules, page.a.score.total)
    _fill_grid(page, args)
    _fill_links(page)
    layout_args = {"layout": str(page.layout)} if page.layout is not None else {}
    page.tables = [
        (table, url_for("calculator.calculator", **layout_args, **rules_query_args(table.rules)))
        for table in tables or []
    ]
    page.links["main"] = url_for("calculator.calculator", **layout_args)
    return page


def _game_in(args: MultiDict) -> Game:
    try:
        return Game(args.get("game"))
    except ValueError:
        return Game.SIX_CARD


def _fill_grid(page: CalculatorPage, args: MultiDict) -> None:
    form, shape = page.form, page.shape
    page.slots = [Slot(p, picked_card(form, p), page.error_at == p.key) for p in positions(shape)]
    keys = [slot.position.key for slot in page.slots]
    missing = missing_positions(form, shape)
    if page.error_at:
        page.at = page.error_at
    elif args.get("at") in keys:
        page.at = args["at"]
    elif missing and len(missing) < len(keys):
        page.at = missing[0].key
    else:
        page.at = keys[0]
    joker_rules = [page.rules] + ([page.rules_b.rules] if page.comparing else [])
    page.show_joker = grid_has_joker(form, shape) or any(
        rules is not None and rules.jokers is not None for rules in joker_rules
    )


def _rules_args(page: CalculatorPage, *, comparing: bool) -> dict[str, str]:
    """Query args that carry the page's rules (or the match) and, with ``comparing``,
    the comparison with rules B: every link of the page starts from them."""
    args: dict[str, str] = {}
    if page.match_link:
        args |= page.match_link.query_args()
    elif page.rules:
        args |= rules_query_args(page.rules)
    if comparing:
        args["compare"] = "1"
        if page.rules_b.rules:
            b_args = rules_query_args(page.rules_b.rules)
            args |= {f"b_{key}": value for key, value in b_args.items()}
    return args


def _with_layout(layout: Layout | None, rules_args: dict[str, str]) -> dict[str, str]:
    """Query args that reproduce the page for ``layout`` under ``rules_args``."""
    return rules_args if layout is None else {"layout": str(layout), **rules_args}


def _fill_links(page: CalculatorPage) -> None:
    url = "calculator.calculator"
    rules_args = _rules_args(page, comparing=page.comparing)
    if page.layout is not None and page.a and page.a.score:
        page.links["permalink"] = url_for(
            url, _external=True, **_with_layout(page.layout, rules_args)
        )
    if page.bounds:
        page.links["min"] = url_for(url, **_with_layout(page.bounds.min_layout, rules_args))
        page.links["max"] = url_for(url, **_with_layout(page.bounds.max_layout, rules_args))
    if page.match_link:
        other = {"layout": str(page.layout)} if page.layout else {}
        page.links["other_rules"] = url_for(url, **other, **rules_query_args(page.rules))
    page.links["clear"] = url_for(url, **rules_args)
    if page.rules and page.layout is not None and page.a and page.a.score:
        base = _with_layout(page.layout, _rules_args(page, comparing=False))
        name = scoring_name(page.rules)
        page.compare_choices = [
            (
                f"{name} vs {preset.name}",
                url_for(url, **base, compare="1", b_preset=preset.slug),
            )
            for preset in _presets_to_compare(scoring_rules(page.rules))
        ]


@lru_cache(maxsize=64)
def _presets_to_compare(scoring: HouseRules) -> tuple[Preset, ...]:
    """The presets a layout scored under ``scoring`` (``scoring_rules`` of the rules in use)
    can be compared with: the same game, scoring differently, and each way of scoring once
    (presets that score alike, e.g. one last turn, are offered once)."""
    offered: list[Preset] = []
    seen = {scoring}
    for preset in PRESETS.values():
        preset_scoring = scoring_rules(preset.rules)
        if preset.rules.game is scoring.game and preset_scoring not in seen:
            offered.append(preset)
        seen.add(preset_scoring)
    return tuple(offered)


def _hole_range(
    rules: HouseRules, hole_rules: HouseRules | None, match_link: MatchLink | None
) -> HoleRange:
    """A hole's range under ``rules`` with the hole switches of the match (all its agreed
    rules, for its players still playing, or those dealt in on the link's hole) or of
    ``hole_rules`` (the link's)."""
    if match_link:
        hole_rules = match_link.match.house_rules
    if hole_rules is not None:
        rules = rules.replace(**{key: getattr(hole_rules, key) for key in HOLE_SWITCHES})
    players = match_link.match.range_players(match_link.hole_number) if match_link else None
    return hole_range(rules, players)


def _hole_rules(args: MultiDict, match_link: MatchLink | None) -> HouseRules | None:
    """The rules whose hole switches the hints read: the match's agreed rules, else the
    link's (the calculator's own rules keep only the scoring switches)."""
    if match_link:
        return match_link.match.house_rules
    try:
        return rules_from_query(
            MultiDict((k, v) for k, v in args.items(multi=True) if k in HOLE_SWITCHES)
        )
    except (HouseRulesError, QueryError):
        return None
