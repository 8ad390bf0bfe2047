"""House rules: the variations a table agrees before the first deal, as one frozen value.

Every scoring call takes a :class:`HouseRules`; presets are named values of it. The
switch names and their sources follow ``shared/rules/RULES.md`` section 2. The plain
dictionary form (:meth:`HouseRules.to_dict` / :func:`house_rules_from_dict`) is what the
JSON API accepts, what a saved match stores and what an exported file carries.

One registry of switches. Each :class:`HouseRules` field is the switch's only
declaration (:func:`switch` in :mod:`.switches`): its default (the main rule), the
form's label and answers (``choices``, or a whole-number range with an optional "none"),
its :class:`SwitchKind`, the sentence the rulebook says it in, which games it applies
to, its sources and its form group. Derived from :data:`SWITCHES`: validation, the JSON
and query-string forms, :data:`SCORING_SWITCHES` / :data:`HOLE_SWITCHES` /
:data:`PLAY_SWITCHES`, the house-rules form and its descriptions
(``golfkeeper.table_rules.form``), the query parser (``golfkeeper.table_rules.query``), the
rulebook's sentences and variants page, and the scoring engine's ignored switches.

Adding a switch:

1. Add a field to :class:`HouseRules` in :mod:`.switches` declared with
   ``switch(default, label=..., kind=..., sentence=..., sources=..., ...)``. A new enum
   of values goes in :mod:`.values` (re-exported here), its sentence function in
   :mod:`.sentences`. Give a value ``Choice(..., variation=..., changes=...)`` to list it
   on the variants page. The default must be today's behaviour, so that stored matches
   and old exports (which lack the key) load unchanged.
2. Make the code that the switch changes read it: the scoring engine for a scoring
   switch, the score sheet's adjustments for a hole switch, the rule questions
   (``engine/questions``) whose answer it changes for a play switch.
"""

from golfkeeper.engine.house_rules.presets import (
    MAIN_RULES,
    OWN_RULES,
    PRESETS,
    Preset,
    decks_for_players,
    house_rules_from_dict,
    preset_for,
    rules_name,
)
from golfkeeper.engine.house_rules.registry import (
    NONE_WORDS,
    Choice,
    FormGroup,
    HouseRulesError,
    Section,
    Switch,
    SwitchKind,
    ValueCodec,
    switch,
)
from golfkeeper.engine.house_rules.switches import (
    HOLE_SWITCHES,
    PLAY_SWITCHES,
    SCORING_SWITCHES,
    SWITCHES,
    SWITCHES_BY_KEY,
    HouseRules,
)
from golfkeeper.engine.house_rules.values import (
    CARD_VALUE_RANGE,
    DECK_COUNTS,
    FOUR_OF_A_KIND_VALUES,
    JOKER_RANGE,
    JOKER_VALUES,
    JOKERS_PER_DECK,
    JOKERS_PER_DECK_CHOICES,
    MAX_HOLES,
    MIN_HOLES,
    ONE_IN_PACK,
    TWO_PAIRS_OF_JACKS_VALUES,
    TWO_RANGE,
    TWO_VALUES,
    VALUED_RANKS,
    Bonuses,
    CardValues,
    CardValuesError,
    FlipAfterReject,
    FourCardPairs,
    FourOfAKindColumns,
    Game,
    GoingOutPenalty,
    InitialReveal,
    KnockMode,
    KnockTiming,
    MissedHoles,
    NegativePairs,
    NineCardLines,
    PairLines,
    PairOfJokers,
    PairOfTwos,
    RowMatch,
    StockExhaustion,
    default_twos,
)

__all__ = [
    "CARD_VALUE_RANGE",
    "JOKER_RANGE",
    "JOKERS_PER_DECK_CHOICES",
    "ONE_IN_PACK",
    "TWO_PAIRS_OF_JACKS_VALUES",
    "TWO_RANGE",
    "VALUED_RANKS",
    "CardValues",
    "Bonuses",
    "CardValuesError",
    "FourCardPairs",
    "FourOfAKindColumns",
    "NegativePairs",
    "PairOfJokers",
    "RowMatch",
    "ValueCodec",
    "DECK_COUNTS",
    "FOUR_OF_A_KIND_VALUES",
    "HOLE_SWITCHES",
    "JOKERS_PER_DECK",
    "JOKER_VALUES",
    "MAIN_RULES",
    "MAX_HOLES",
    "MIN_HOLES",
    "NONE_WORDS",
    "OWN_RULES",
    "PLAY_SWITCHES",
    "PRESETS",
    "SCORING_SWITCHES",
    "SWITCHES",
    "SWITCHES_BY_KEY",
    "TWO_VALUES",
    "Choice",
    "FlipAfterReject",
    "FormGroup",
    "Game",
    "GoingOutPenalty",
    "HouseRules",
    "HouseRulesError",
    "InitialReveal",
    "KnockMode",
    "KnockTiming",
    "MissedHoles",
    "NineCardLines",
    "PairLines",
    "PairOfTwos",
    "Preset",
    "Section",
    "StockExhaustion",
    "Switch",
    "SwitchKind",
    "decks_for_players",
    "default_twos",
    "house_rules_from_dict",
    "preset_for",
    "rules_name",
    "switch",
]
