"""The switch declaration: what one house-rules switch is, and how its values are checked,
read from plain JSON values and worded.

A :class:`Switch` is declared once, as the default of a :class:`HouseRules` field through
:func:`switch`; :data:`SWITCHES` (in :mod:`.switches`) collects them in field order. The
validation, the JSON form, the query strings, the house-rules form, the rulebook's
sentences and the variants page all read these declarations.
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar

from golfkeeper.engine.house_rules.values import (
    FourOfAKindColumns,
    Game,
    GoingOutPenalty,
    InitialReveal,
    KnockTiming,
)
from golfkeeper.engine.text import whole_number_text

_T = TypeVar("_T")
_METADATA_KEY = "golfkeeper.switch"
# The words a query string or form may use for "no value" on a switch that allows none.
NONE_WORDS = ("", "none", "null")


class HouseRulesError(ValueError):
    """A house-rules value that is unknown or out of range; ``key`` names the switch."""

    def __init__(self, message: str, key: str | None = None):
        super().__init__(message)
        self.message = message
        self.key = key


class SwitchKind(enum.Enum):
    """What a switch changes."""

    SCORING = "scoring"
    """A layout's score (the calculator and the bounds read these)."""
    HOLE = "hole"
    """A whole hole's scores on the score sheet, after each layout is scored."""
    PLAY = "play"
    """How a hole is played, so the rule answers; never a score."""


class FormGroup(enum.Enum):
    """Where the house-rules form shows a switch: common ones first, the rest folded."""

    COMMON = "common"
    MORE = "more"


class Section(enum.Enum):
    """The headings of the rulebook's variants page, in its order (RULES.md section 2)."""

    TURNS = "Turns and the end of a hole"
    SETUP = "Setting up"
    SCORING = "Scoring"
    LENGTH = "Length of the match"
    WRONG = "When things go wrong"
    OTHER_GAMES = "Other games"


@dataclass(frozen=True)
class Choice:
    """One value a switch may take: the engine ``value`` (an enum member, a whole number or
    ``None``) and the form's ``label`` for it, in the words the table saw when agreeing.

    A value with a ``variation`` name gets its own entry on the variants page (unless the
    questions package already words one by hand): ``changes`` says in plain words what it
    changes, ``sources`` where it comes from (public source names).
    """

    value: Any
    label: str
    variation: str | None = None
    changes: str | None = None
    sources: tuple[str, ...] = ()


class TableRules(Protocol):
    """The house rules as a switch's declaration reads them: what :meth:`Switch.applies`
    and the sentences (:mod:`.sentences`) look at besides the switch's own value.
    :class:`~.switches.HouseRules` fits; a protocol, because the declarations are made
    inside that class and cannot import it."""

    @property
    def game(self) -> Game: ...

    @property
    def cards_in_pack(self) -> int: ...

    @property
    def jokers_per_deck(self) -> int | str: ...

    @property
    def four_of_a_kind(self) -> int: ...

    @property
    def four_of_a_kind_columns(self) -> FourOfAKindColumns: ...

    @property
    def two_pairs_of_jacks(self) -> int: ...

    @property
    def initial_reveal(self) -> InitialReveal: ...

    @property
    def initial_up(self) -> int: ...

    @property
    def nine_initial_up(self) -> int: ...

    @property
    def knock_timing(self) -> KnockTiming: ...

    @property
    def going_out_penalty(self) -> GoingOutPenalty: ...

    @property
    def going_out_bonus(self) -> int: ...


Sentence = Callable[[Any, TableRules], "str | None"]


class TextParser(Protocol):
    """Reads a value's text form; ``strict`` is the JSON API's reading of its numbers."""

    def __call__(self, text: str, /, *, strict: bool = False) -> Any: ...


@dataclass(frozen=True)
class ValueCodec:
    """How a switch whose value is neither a choice nor a number (V18's per-rank values)
    is read and written, declared once: ``from_plain`` reads the JSON form, ``to_plain``
    writes it, ``parse`` reads the text form (query strings, the form's text field;
    ``strict=True`` for the JSON API's) and
    ``to_text`` writes it, ``to_words`` says it to a person (card values as "Kings −2",
    not ``K:-2``). ``from_plain`` and ``parse`` raise ``ValueError`` with a message
    naming the bad part; ``example`` is a text value to show in hints.
    """

    value_type: type
    from_plain: Callable[[Any], Any]
    to_plain: Callable[[Any], Any]
    parse: TextParser
    to_text: Callable[[Any], str]
    example: str = ""
    to_words: Callable[[Any], str] | None = None


@dataclass(frozen=True)
class Switch:
    """One house-rules switch, declared once.

    Shapes: ``default`` is the main rule's value. The values allowed are either
    ``choices`` (each a :class:`Choice`), or the whole numbers ``minimum`` to ``maximum``
    (points, cards or holes, as ``label`` says), plus ``None`` when ``none_label`` is
    given; a switch whose default is a bool is on or off. ``sentence(value, rules)`` says
    the table's rule in a sentence (``None`` to leave it unsaid); it is only asked when the
    switch :meth:`applies` to the table's game (``games``, then ``applies_when``).
    ``follows(given)`` is the default when a dictionary leaves the switch out, computed
    from the values it does give. ``conflict(rules)`` returns a message when this switch's
    value cannot go with the others. ``sources`` are the public names the switch is cited
    from (Bicycle, Pagat, Wikipedia, "common table practice", "house agreement",
    golfcards.club, ...). A value's variation (see :class:`Choice`) is the
    ``variation_base`` preset (else the main rules) with ``variation_with`` (pairs of switch
    key and value) and that value. ``records_only`` is the reason a switch changes no
    score, deal or answer but only what the score sheet records (``None``: it plays).
    """

    default: Any
    label: str
    kind: SwitchKind
    sentence: Sentence
    sources: tuple[str, ...] = ()
    choices: tuple[Choice, ...] = ()
    minimum: int | None = None
    maximum: int | None = None
    none_label: str | None = None
    value_label: Callable[[int], str] = str
    games: frozenset[Game] | None = None
    applies_when: Callable[[Any], bool] | None = None
    follows: Callable[[Mapping[str, Any]], Any] | None = None
    conflict: Callable[[TableRules], str | None] | None = None
    group: FormGroup = FormGroup.MORE
    section: Section | None = None
    variation_base: str | None = None
    variation_with: tuple[tuple[str, Any], ...] = ()
    listed_order: tuple[Any, ...] | None = None
    required_message: str | None = None
    range_message: str | None = None
    codec: ValueCodec | None = None
    records_only: str | None = None
    key: str = ""

    # ---- what kind of value -------------------------------------------------------------

    @property
    def is_bool(self) -> bool:
        return isinstance(self.default, bool)

    @property
    def enum_type(self) -> type[enum.Enum] | None:
        """The enum the values belong to, or ``None`` for a number or a bool."""
        return type(self.default) if isinstance(self.default, enum.Enum) else None

    @property
    def is_range(self) -> bool:
        return self.minimum is not None and self.maximum is not None

    @property
    def allows_none(self) -> bool:
        return self.none_label is not None or any(c.value is None for c in self.choices)

    @property
    def is_number(self) -> bool:
        return not self.is_bool and self.enum_type is None and self.codec is None

    @property
    def named_values(self) -> tuple[str, ...]:
        """The values of a number switch that are words, not numbers (V20's
        ``one_in_pack``): written as they are in JSON, query strings and the form."""
        if not self.is_number:
            return ()
        return tuple(choice.value for choice in self.choices if isinstance(choice.value, str))

    def number_from_text(self, text: str, *, strict: bool = False) -> Any:
        """A number switch's value written as text: one of its :attr:`named_values`, else
        a whole number as a phone types it, or with ``strict`` as the JSON API takes it
        (see :func:`.text.whole_number_text`: either way the true minus sign the app
        writes points with reads as a minus). Raises ``ValueError`` for text that is
        neither.

        >>> from golfkeeper.engine.house_rules import SWITCHES_BY_KEY
        >>> twos = SWITCHES_BY_KEY["twos"]
        >>> twos.number_from_text("\u22122"), twos.number_from_text("+2")
        (-2, 2)
        """
        word = text.strip().lower()
        if word in self.named_values:
            return word
        number = whole_number_text(text, strict=strict)
        if number is None:
            raise ValueError(f"{text!r} is not a whole number.")
        return int(number)

    @property
    def is_text(self) -> bool:
        """A value written as text with its own :class:`ValueCodec` (V18's card values)."""
        return self.codec is not None

    # ---- checks ------------------------------------------------------------------------

    def check(self, value: Any) -> None:
        """Raise :class:`HouseRulesError` (naming this switch) unless ``value`` is allowed."""
        key = self.key
        if self.is_bool:
            if not isinstance(value, bool):
                raise HouseRulesError(f"{key} must be true or false.", key)
            return
        if self.codec is not None:
            if not isinstance(value, self.codec.value_type):
                raise HouseRulesError(f"{key} must be a {self.codec.value_type.__name__}.", key)
            return
        kind = self.enum_type
        if kind is not None and not isinstance(value, kind):
            raise HouseRulesError(f"{key} must be a {kind.__name__}.", key)
        if value is None and self.allows_none:
            return
        if self.is_range:
            if isinstance(value, bool) or not isinstance(value, int):
                raise HouseRulesError(f"{key} must be a whole number.", key)
            if not self.minimum <= value <= self.maximum:  # type: ignore[operator]
                raise HouseRulesError(
                    f"{key} must be from {self.minimum} to {self.maximum} (got {value}).", key
                )
            return
        allowed = self._listed_values()
        if (kind is None and isinstance(value, bool)) or value not in allowed:
            words = ", ".join(str(v.value if isinstance(v, enum.Enum) else v) for v in allowed)
            raise HouseRulesError(f"{key} must be one of {words} (got {value!r}).", key)

    def _listed_values(self) -> tuple[Any, ...]:
        if self.listed_order is not None:
            return self.listed_order
        return tuple(choice.value for choice in self.choices if choice.value is not None)

    # ---- plain JSON values --------------------------------------------------------------

    def encode(self, value: Any) -> Any:
        """``value`` as a plain JSON value: an enum member by its text, a codec's value by
        its plain form, anything else as is."""
        if self.codec is not None:
            return self.codec.to_plain(value)
        return value.value if isinstance(value, enum.Enum) else value

    def decode(self, raw: Any) -> Any:
        """A plain JSON value as the engine's value. Raises :class:`HouseRulesError` for a
        value of the wrong kind (the range and choices are checked by :meth:`check`)."""
        key = self.key
        if self.codec is not None:
            try:
                return self.codec.from_plain(raw)
            except ValueError as error:
                raise HouseRulesError(f"{key}: {error}", key) from None
        if raw is None and self.allows_none:
            return None
        kind = self.enum_type
        if kind is not None:
            try:
                return kind(raw)
            except ValueError:
                allowed = ", ".join(repr(choice.value.value) for choice in self.choices)
                raise HouseRulesError(
                    f"{key} must be one of {allowed} (got {raw!r}).", key
                ) from None
        if self.is_bool:
            if not isinstance(raw, bool):
                raise HouseRulesError(f"{key} must be true or false (got {raw!r}).", key)
            return raw
        if isinstance(raw, str) and raw in self.named_values:
            return raw
        if isinstance(raw, bool) or not isinstance(raw, int):
            raise HouseRulesError(f"{key} must be a whole number (got {raw!r}).", key)
        return raw

    # ---- words ---------------------------------------------------------------------------

    def answer(self, value: Any) -> str:
        """The form's words for ``value``: "yes"/"no", the choice's label, or the number."""
        if self.is_bool:
            return "yes" if value else "no"
        if self.codec is not None:
            said = self.codec.to_words or self.codec.to_text
            return said(value) or "the usual values"
        for choice in self.choices:
            if choice.value == value and type(choice.value) is type(value):
                return choice.label
        if value is None and self.none_label is not None:
            return self.none_label
        return self.value_label(value)

    def applies(self, rules: TableRules) -> bool:
        """Whether the switch means anything for the table's game (and other switches)."""
        if self.games is not None and rules.game not in self.games:
            return False
        return self.applies_when is None or self.applies_when(rules)

    def sentence_for(self, rules: TableRules) -> str | None:
        """The table's rule for this switch in a sentence, or ``None`` when it does not
        apply to the table's game."""
        if not self.applies(rules):
            return None
        return self.sentence(getattr(rules, self.key), rules)


def switch(
    default: _T,
    *,
    label: str,
    kind: SwitchKind,
    sentence: Sentence,
    **details: Any,
) -> _T:
    """Declare a :class:`HouseRules` field as a switch (see :class:`Switch` for the
    details). Typed as the default's type, so the field reads as a plain default.
    """
    declared = Switch(default, label, kind, sentence, **details)
    field: Any = dataclasses.field(default=default, metadata={_METADATA_KEY: declared})
    return field  # type: ignore[no-any-return]


def declared_switches(cls: type) -> tuple[Switch, ...]:
    """The switches declared on a dataclass's fields, in field order, with their keys."""
    return tuple(
        dataclasses.replace(field.metadata[_METADATA_KEY], key=field.name)
        for field in dataclasses.fields(cls)
        if _METADATA_KEY in field.metadata
    )


# The public names a switch, an answer or a variation cites (RULES.md sections 0 and 2.H).
BICYCLE = "Bicycle"
PAGAT = "Pagat"
WIKIPEDIA = "Wikipedia"
TABLE_PRACTICE = "common table practice"
HOUSE = "house agreement"
GOLFCARDS = "golfcards.club"
NWPAGES = "nwpages.net"
SKYJO = "Skyjo's rules"
XBASOFT = "Golf with Cards (xbasoft)"
