"""Presets: named sets of house rules that tables commonly agree, and what a table's
rules are called."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields
from typing import Any

from golfkeeper.engine.cards import Rank
from golfkeeper.engine.house_rules.registry import HouseRulesError
from golfkeeper.engine.house_rules.switches import SWITCHES, SWITCHES_BY_KEY, HouseRules
from golfkeeper.engine.house_rules.values import (
    Bonuses,
    CardValues,
    Game,
    GoingOutPenalty,
    PairOfJokers,
    PairOfTwos,
)
from golfkeeper.engine.text import points_text


@dataclass(frozen=True)
class Preset:
    """A named set of house rules that tables commonly agree."""

    slug: str
    name: str
    description: str
    rules: HouseRules


# golfcards.club's options as its engine scores them (docs/rules.md#golfcards-club, read
# December 2026): the options this preset turned on before that reading,
# at the site's values now (wolfpack -20, bonuses adding), and the last turn every hole
# ends with. Negative pairs and lucky swing stay off, as they were.
_GOLFCARDS_RULES = HouseRules(
    card_values=CardValues.of({Rank.KING: -2, Rank.TEN: 1}),
    one_eyed_jacks=True,
    jokers=2,
    pair_of_jokers=PairOfJokers.MINUS4,
    two_pairs_of_jacks=-20,
    bonuses=Bonuses.ADD,
    last_turn=True,
    going_out_penalty=GoingOutPenalty.PLUS10,
    going_out_bonus=-5,
    lowest_hole_bonus=-3,
    tied_hole_penalty=5,
    hole_21_is_zero=True,
)


def _golfcards_description(rules: HouseRules) -> str:
    values = dict(rules.card_values)
    return (
        "golfcards.club's engine as read in December 2026: kings "
        f"{points_text(values[Rank.KING])}, tens {points_text(values[Rank.TEN])}, one-eyed "
        f"jacks 0, jokers {points_text(rules.jokers or 0, signed=True)} but {points_text(-4)} "
        f"as a pair, {points_text(rules.two_pairs_of_jacks)} for two pairs of jacks; everyone "
        "else takes one last turn after someone goes out; going out costs +10 when another "
        f"player is lower and takes {points_text(rules.going_out_bonus)}, the lowest hole "
        f"{points_text(rules.lowest_hole_bonus)}, a tied score "
        f"+{rules.tied_hole_penalty}, and a layout of exactly 21 counts 0. The site's "
        '"knock early" (turning up your last one or two face-down cards as your turn) has '
        "no switch here."
    )


_PRESET_LIST = (
    Preset(
        "main",
        "Main rules",
        "Six cards, pairs in columns score 0, no jokers, 9 holes.",
        HouseRules(),
    ),
    Preset(
        "one-last-turn",
        "Everyone gets one last turn",
        "When someone's sixth card goes face up, everyone else gets one more turn.",
        HouseRules(last_turn=True),
    ),
    Preset(
        "jokers-pagat",
        f"Jokers {points_text(-2)}, a 2 worth +2 (Pagat)",
        f"Two jokers per deck worth {points_text(-2)} each; a 2 is worth +2.",
        HouseRules(jokers=-2, twos=2),
    ),
    Preset(
        "jokers-minus-5",
        f"Jokers {points_text(-5)}, a 2 worth {points_text(-2)}",
        f"Two jokers per deck worth {points_text(-5)} each; a 2 stays at {points_text(-2)}.",
        HouseRules(jokers=-5, twos=-2),
    ),
    Preset(
        "pair-of-twos-keeps",
        f"Two 2s in a column keep {points_text(-4)}",
        f"Two 2s in one column keep their value and score {points_text(-4)}.",
        HouseRules(pair_of_twos=PairOfTwos.KEEP),
    ),
    Preset(
        "four-card",
        "Four cards, 2 rows of 2 (four-card golf)",
        "A 2x2 layout; a 2 is worth +2 and pairs get no discount; knocking ends the hole.",
        HouseRules(game=Game.FOUR_CARD, twos=2, knocking=True),
    ),
    Preset(
        "nine-card",
        "Nine cards, 3 rows of 3 (nine-card golf)",
        "A 3x3 layout; only three equal cards in a column score 0; two decks.",
        HouseRules(game=Game.NINE_CARD, decks=2),
    ),
    Preset(
        "skyjo-going-out",
        "Going out first must be lowest: doubled (Skyjo style)",
        "The player who went out scores double unless strictly lowest; 0 or less is never "
        "doubled (Skyjo's rules).",
        HouseRules(going_out_penalty=GoingOutPenalty.DOUBLE),
    ),
    Preset(
        "golfcards-club",
        f"Kings {points_text(-2)}, going out +10 if someone is lower, bonuses (golfcards.club)",
        _golfcards_description(_GOLFCARDS_RULES),
        _GOLFCARDS_RULES,
    ),
    Preset(
        "nwpages-net",
        "2s +2, jacks 11, queens 12, going out +5 a player as low (nwpages.net)",
        f"2s +2, jacks 11, queens 12, two jokers a deck at {points_text(-2)} that keep their "
        "value as a pair; the player who went out takes +5 for every other player as low.",
        HouseRules(
            card_values=CardValues.of({Rank.JACK: 11, Rank.QUEEN: 12}),
            twos=2,
            jokers=-2,
            pair_of_jokers=PairOfJokers.KEEP,
            going_out_penalty=GoingOutPenalty.PLUS5_EACH,
        ),
    ),
    Preset(
        "kings-at-ten",
        "Kings worth 10",
        "The main rules, but a king is worth 10 like a jack or queen; two kings still pair.",
        HouseRules(card_values=CardValues.of({Rank.KING: 10})),
    ),
    Preset(
        "eight-card",
        "Eight cards, 2 rows of 4 (eight-card golf)",
        "Two rows of four (four columns of two); values and column pairs as in six-card.",
        HouseRules(game=Game.EIGHT_CARD),
    ),
    Preset(
        "two-decks",
        "Two decks shuffled together (5-8 players)",
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
    # Six-card and eight-card alike (eight-card: house agreement, docs/rules.md#game).
    if players <= 4:
        return 1
    return 2 if players <= 8 else 3


# What a preset fixes: every switch but the two about the match rather than the game.
_MATCH_SWITCHES = frozenset({"holes", "missed_holes"})
_GAME_SWITCHES = tuple(f.name for f in fields(HouseRules) if f.name not in _MATCH_SWITCHES)


def _game_part(rules: HouseRules) -> tuple[Any, ...]:
    return tuple(getattr(rules, name) for name in _GAME_SWITCHES)


# Each preset by its game switches, the first listed winning a tie: a page asks for the
# preset of every rule set it links to, dozens of times a render.
_PRESET_BY_GAME: dict[tuple[Any, ...], Preset] = {}
for _preset in _PRESET_LIST:
    _PRESET_BY_GAME.setdefault(_game_part(_preset.rules), _preset)


def preset_for(rules: HouseRules) -> Preset | None:
    """The preset these rules follow, ignoring the number of holes and what a late
    player's missed holes count (both are about the match, not the game: a match stored
    before ``missed_holes`` existed keeps ``skip`` and still follows its preset), or
    ``None`` for a table's own mix of switches.

    >>> preset_for(HouseRules(holes=18)).name
    'Main rules'
    >>> preset_for(HouseRules(decks=3)) is None
    True
    """
    return _PRESET_BY_GAME.get(_game_part(rules))


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


def house_rules_from_dict(data: Mapping[str, Any]) -> HouseRules:
    """Build house rules from plain values (the JSON API, saved matches and exported
    files use this form).

    ``data`` is either ``{"preset": "<slug>"}`` or any switch keys (see
    :meth:`HouseRules.to_dict`); a missing key takes the main rule, or, for a switch that
    follows others (``twos``: :func:`default_twos`), the value they imply. Raises
    :class:`HouseRulesError`, its ``key`` naming the switch, for an unknown key, an
    unknown preset or a bad value.

    >>> house_rules_from_dict({"jokers": -2}).twos
    2
    >>> house_rules_from_dict({"preset": "pair-of-twos-keeps"}).pair_of_twos.value
    'keep'
    """
    if not isinstance(data, Mapping):
        raise HouseRulesError("Rules must be an object of switch names and values.")
    if "preset" in data:
        return _preset_rules(data)
    unknown = sorted(set(data) - set(SWITCHES_BY_KEY))
    if unknown:
        raise HouseRulesError(f"Unknown rule {unknown[0]!r}.", unknown[0])
    values = {key: SWITCHES_BY_KEY[key].decode(raw) for key, raw in data.items()}
    for declared in SWITCHES:
        if declared.follows is not None and declared.key not in values:
            values[declared.key] = declared.follows(values)
    return HouseRules(**values)


def _preset_rules(data: Mapping[str, Any]) -> HouseRules:
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
