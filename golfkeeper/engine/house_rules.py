"""House rules: the variations a table agrees before the first deal, as one frozen value.

Every scoring call takes a :class:`HouseRules`; presets are named values of it. The
switch names and their sources follow ``shared/rules/RULES.md`` section 2. The plain
dictionary form (:meth:`HouseRules.to_dict` / :func:`house_rules_from_dict`) is what the
JSON API accepts and what a saved match stores.
"""

from __future__ import annotations

import enum
from dataclasses import asdict, dataclass, fields, replace
from typing import Any

from golfkeeper.engine.text import points_text


class HouseRulesError(ValueError):
    """A house-rules value that is unknown or out of range; ``key`` names the switch."""

    def __init__(self, message: str, key: str | None = None):
        super().__init__(message)
        self.message = message
        self.key = key


class Game(enum.Enum):
    """Which layout the table deals (RULES.md V16, V17)."""

    SIX_CARD = "six-card"
    FOUR_CARD = "four-card"
    NINE_CARD = "nine-card"

    @property
    def shape(self) -> tuple[int, int]:
        """(rows, columns) of a layout in this game."""
        return {Game.SIX_CARD: (2, 3), Game.FOUR_CARD: (2, 2), Game.NINE_CARD: (3, 3)}[self]

    @property
    def cards_per_layout(self) -> int:
        rows, columns = self.shape
        return rows * columns


class NineCardLines(enum.Enum):
    """Nine-card golf: which lines of three equal ranks score 0 (RULES.md V17)."""

    COLUMNS = "columns"
    ALL = "all"  # columns, rows and diagonals


class PairLines(enum.Enum):
    """Where two cards of the same rank cancel (RULES.md V11, V12, section 7.4)."""

    COLUMNS = "columns"
    ROWS = "rows"
    COLUMNS_AND_ROWS = "columns_and_rows"
    ANYWHERE = "anywhere"


class PairOfTwos(enum.Enum):
    """Two 2s in one column: a pair like any other, or they keep their value (V09)."""

    ZERO = "zero"
    KEEP = "keep"


class FlipAfterReject(enum.Enum):
    """After rejecting a stock card: no flip, may flip, or must flip one card (V03)."""

    NO = "no"
    MAY = "may"
    MUST = "must"


class InitialReveal(enum.Enum):
    """Which cards a player sees before the first turn (V06)."""

    ANY_TWO = "any_two"
    SAME_COLUMN = "same_column"
    DIFFERENT_COLUMNS = "different_columns"
    LOOK_NEAREST_ROW = "look_nearest_row"


class StockExhaustion(enum.Enum):
    """What happens when the stock runs out (V14)."""

    RESHUFFLE = "reshuffle"
    END_AFTER_LAST_DRAW = "end_after_last_draw"


JOKER_VALUES = (-2, -5, -3, 0)
TWO_VALUES = (-2, 2)
FOUR_OF_A_KIND_VALUES = (0, -10, -20)
DECK_COUNTS = (1, 2, 3)
MIN_HOLES, MAX_HOLES = 1, 36
JOKERS_PER_DECK = 2


@dataclass(frozen=True)
class HouseRules:
    """The table's agreed rules. The defaults are the main rules (RULES.md section 1).

    Scoring switches change layout scores; play switches change only how a hole is played
    (and so the rule answers), never a layout's score.

    Raises :class:`HouseRulesError` when a value is out of range.

    >>> HouseRules().is_main_rules
    True
    >>> HouseRules(jokers=-2, twos=2).jokers
    -2
    """

    # Scoring switches
    game: Game = Game.SIX_CARD
    nine_card_lines: NineCardLines = NineCardLines.COLUMNS
    decks: int = 1
    jokers: int | None = None  # the joker's points, or None for no jokers
    twos: int = -2
    pair_of_twos: PairOfTwos = PairOfTwos.ZERO
    pairs: PairLines = PairLines.COLUMNS
    four_of_a_kind: int = 0
    # Play switches
    last_turn: bool = False
    reveal_instead_of_draw: bool = False
    flip_after_reject: FlipAfterReject = FlipAfterReject.NO
    discard_return_allowed: bool = False
    initial_reveal: InitialReveal = InitialReveal.ANY_TWO
    knocking: bool = False
    stock_exhaustion: StockExhaustion = StockExhaustion.RESHUFFLE
    holes: int = 9
    record_who_went_out: bool = True

    def __post_init__(self) -> None:
        for field in fields(self):
            value = getattr(self, field.name)
            kind = _FIELD_TYPES[field.name]
            is_enum = isinstance(kind, type) and issubclass(kind, enum.Enum)
            if is_enum and not isinstance(value, kind):
                raise HouseRulesError(f"{field.name} must be a {kind.__name__}.", field.name)
        _check_choice("decks", self.decks, DECK_COUNTS)
        if self.jokers is not None:
            _check_choice("jokers", self.jokers, JOKER_VALUES)
        _check_choice("twos", self.twos, TWO_VALUES)
        _check_choice("four_of_a_kind", self.four_of_a_kind, FOUR_OF_A_KIND_VALUES)
        if isinstance(self.holes, bool) or not isinstance(self.holes, int):
            raise HouseRulesError("holes must be a whole number.", "holes")
        if not MIN_HOLES <= self.holes <= MAX_HOLES:
            raise HouseRulesError(
                f"holes must be from {MIN_HOLES} to {MAX_HOLES} (got {self.holes}).", "holes"
            )
        for name in _BOOL_FIELDS:
            if not isinstance(getattr(self, name), bool):
                raise HouseRulesError(f"{name} must be true or false.", name)

    @property
    def is_main_rules(self) -> bool:
        return self == HouseRules()

    @property
    def joker_count(self) -> int:
        """Jokers in the pack: 2 per deck when jokers are agreed, else 0."""
        return 0 if self.jokers is None else JOKERS_PER_DECK * self.decks

    def to_dict(self) -> dict[str, Any]:
        """Every switch as plain JSON-ready values, in field order.

        >>> HouseRules().to_dict()["pairs"]
        'columns'
        """
        return {
            key: value.value if isinstance(value, enum.Enum) else value
            for key, value in asdict(self).items()
        }

    def replace(self, **changes: Any) -> HouseRules:
        """A copy with some switches changed (validated again)."""
        return replace(self, **changes)

    def differences_from(self, other: HouseRules) -> tuple[str, ...]:
        """Names of the switches whose values differ from ``other``'s, in field order."""
        return tuple(
            field.name
            for field in fields(self)
            if getattr(self, field.name) != getattr(other, field.name)
        )


_FIELD_TYPES: dict[str, Any] = {
    "game": Game,
    "nine_card_lines": NineCardLines,
    "decks": int,
    "jokers": int,
    "twos": int,
    "pair_of_twos": PairOfTwos,
    "pairs": PairLines,
    "four_of_a_kind": int,
    "last_turn": bool,
    "reveal_instead_of_draw": bool,
    "flip_after_reject": FlipAfterReject,
    "discard_return_allowed": bool,
    "initial_reveal": InitialReveal,
    "knocking": bool,
    "stock_exhaustion": StockExhaustion,
    "holes": int,
    "record_who_went_out": bool,
}
_BOOL_FIELDS = tuple(name for name, kind in _FIELD_TYPES.items() if kind is bool)
# In the order a table picks them: the game first, its nine-card option last.
SCORING_SWITCHES = (
    "game",
    "decks",
    "jokers",
    "twos",
    "pair_of_twos",
    "pairs",
    "four_of_a_kind",
    "nine_card_lines",
)
PLAY_SWITCHES = tuple(name for name in _FIELD_TYPES if name not in SCORING_SWITCHES)


def _check_choice(key: str, value: Any, choices: tuple[int, ...]) -> None:
    if isinstance(value, bool) or value not in choices:
        allowed = ", ".join(str(choice) for choice in choices)
        raise HouseRulesError(f"{key} must be one of {allowed} (got {value!r}).", key)


def default_twos(game: Game, jokers: int | None) -> int:
    """The value of a 2 when the table did not say: +2 in four-card golf (Pagat) and with
    the -2 joker (Pagat's joker form), otherwise -2 (RULES.md section 7.1)."""
    if game is Game.FOUR_CARD or jokers == -2:
        return 2
    return -2


def house_rules_from_dict(data: dict[str, Any]) -> HouseRules:
    """Build house rules from plain values (the JSON API and saved matches use this form).

    ``data`` is either ``{"preset": "<slug>"}`` or any switch keys (see
    :meth:`HouseRules.to_dict`); missing keys take the main rule, except that ``twos``
    follows :func:`default_twos`. Raises :class:`HouseRulesError` for an unknown key, an
    unknown preset or a bad value.

    >>> house_rules_from_dict({"jokers": -2}).twos
    2
    >>> house_rules_from_dict({"preset": "pair-of-twos-keeps"}).pair_of_twos.value
    'keep'
    """
    if not isinstance(data, dict):
        raise HouseRulesError("Rules must be an object of switch names and values.")
    if "preset" in data:
        extra = sorted(set(data) - {"preset"})
        if extra:
            raise HouseRulesError(
                f"Give either a preset or switches, not both (also got {', '.join(extra)}).",
                extra[0],
            )
        preset = PRESETS.get(data["preset"]) if isinstance(data["preset"], str) else None
        if preset is None:
            raise HouseRulesError(
                f"Unknown preset {data['preset']!r}; known presets: {', '.join(PRESETS)}.",
                "preset",
            )
        return preset.rules
    unknown = sorted(set(data) - set(_FIELD_TYPES))
    if unknown:
        raise HouseRulesError(f"Unknown rule {unknown[0]!r}.", unknown[0])
    values: dict[str, Any] = {}
    for key, raw in data.items():
        kind = _FIELD_TYPES[key]
        if key == "jokers" and raw is None:
            values[key] = None
        elif isinstance(kind, type) and issubclass(kind, enum.Enum):
            try:
                values[key] = kind(raw)
            except ValueError:
                allowed = ", ".join(repr(member.value) for member in kind)
                raise HouseRulesError(
                    f"{key} must be one of {allowed} (got {raw!r}).", key
                ) from None
        elif kind is bool:
            if not isinstance(raw, bool):
                raise HouseRulesError(f"{key} must be true or false (got {raw!r}).", key)
            values[key] = raw
        else:
            if isinstance(raw, bool) or not isinstance(raw, int):
                raise HouseRulesError(f"{key} must be a whole number (got {raw!r}).", key)
            values[key] = raw
    if "twos" not in values:
        values["twos"] = default_twos(values.get("game", Game.SIX_CARD), values.get("jokers"))
    return HouseRules(**values)


@dataclass(frozen=True)
class Preset:
    """A named set of house rules that tables commonly agree."""

    slug: str
    name: str
    description: str
    rules: HouseRules


_PRESET_LIST = (
    Preset(
        "main",
        "Main rules",
        "Six cards, pairs in columns score 0, no jokers, 9 holes.",
        HouseRules(),
    ),
    Preset(
        "one-last-turn",
        "One last turn",
        "When someone's sixth card goes face up, everyone else gets one more turn.",
        HouseRules(last_turn=True),
    ),
    Preset(
        "jokers-pagat",
        "Jokers (Pagat)",
        f"Two jokers per deck worth {points_text(-2)} each; a 2 is worth +2.",
        HouseRules(jokers=-2, twos=2),
    ),
    Preset(
        "jokers-minus-5",
        f"Jokers at {points_text(-5)}",
        f"Two jokers per deck worth {points_text(-5)} each; a 2 stays at {points_text(-2)}.",
        HouseRules(jokers=-5, twos=-2),
    ),
    Preset(
        "pair-of-twos-keeps",
        f"Pair of twos keeps {points_text(-4)}",
        f"Two 2s in one column keep their value and score {points_text(-4)}.",
        HouseRules(pair_of_twos=PairOfTwos.KEEP),
    ),
    Preset(
        "four-card",
        "Four-card golf",
        "A 2x2 layout; a 2 is worth +2 and pairs get no discount; knocking ends the hole.",
        HouseRules(game=Game.FOUR_CARD, twos=2, knocking=True),
    ),
    Preset(
        "nine-card",
        "Nine-card golf",
        "A 3x3 layout; only three equal cards in a column score 0; two decks.",
        HouseRules(game=Game.NINE_CARD, decks=2),
    ),
    Preset(
        "two-decks",
        "Two decks (5-8 players)",
        "The main rules with two decks shuffled together, for five to eight players.",
        HouseRules(decks=2),
    ),
)
PRESETS: dict[str, Preset] = {preset.slug: preset for preset in _PRESET_LIST}
MAIN_RULES = PRESETS["main"].rules


def decks_for_players(players: int, game: Game = Game.SIX_CARD) -> int:
    """Decks the sources suggest for a player count: six-card 1 for 2-4, 2 for 5-8, 3 for 9+
    (Pagat); nine-card 1 for 2-3, 2 from 4 (Pagat, Wikipedia); four-card 2 from 8 (Pagat).

    >>> decks_for_players(4), decks_for_players(5)
    (1, 2)
    """
    if game is Game.NINE_CARD:
        return 1 if players <= 3 else 2
    if game is Game.FOUR_CARD:
        return 1 if players < 8 else 2
    if players <= 4:
        return 1
    return 2 if players <= 8 else 3


def preset_for(rules: HouseRules) -> Preset | None:
    """The preset these rules follow, ignoring the number of holes, or ``None`` for a
    table's own mix of switches.

    >>> preset_for(HouseRules(holes=18)).name
    'Main rules'
    """
    for preset in PRESETS.values():
        if preset.rules.replace(holes=rules.holes) == rules:
            return preset
    return None


# What a table's rules are called when they follow no preset.
OWN_RULES = "Own house rules"


def rules_name(rules: HouseRules) -> str:
    """A short name for a table's rules: the name of the preset they follow (the number of
    holes aside), or :data:`OWN_RULES` for a table's own mix.

    >>> rules_name(HouseRules(holes=18)), rules_name(HouseRules(decks=3))
    ('Main rules', 'Own house rules')
    """
    preset = preset_for(rules)
    return preset.name if preset else OWN_RULES
