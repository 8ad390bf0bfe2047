"""Setup numbers: cards in the layouts and the stock after the deal, derived from the pack."""

from __future__ import annotations

import pytest

from golfkeeper.engine.house_rules import PRESETS, Game, HouseRules
from golfkeeper.engine.setup import (
    SetupError,
    cards_in_layouts,
    pack_size,
    setup_row,
    setup_table,
    stock_size,
)


@pytest.mark.parametrize(
    ("players", "decks", "jokers", "stock"),
    [
        # docs/rules.md#players-and-cards
        (2, 1, False, 39),
        (3, 1, False, 33),
        (4, 1, False, 27),
        (5, 2, False, 73),
        (6, 2, False, 67),
        (7, 2, False, 61),
        (8, 2, False, 55),
        (9, 3, False, 101),
        (10, 3, False, 95),
        (12, 3, False, 83),
        # ``decks``: two decks for a small table
        (2, 2, False, 91),
        (3, 2, False, 85),
        (4, 2, False, 79),
        # ``jokers``: two jokers a deck
        (2, 1, True, 41),
        (3, 1, True, 35),
        (4, 1, True, 29),
        (5, 2, True, 77),
        (8, 2, True, 59),
    ],
)
def test_six_card_stock_matches_the_rules_reference(players, decks, jokers, stock):
    rules = HouseRules(decks=decks, jokers=-2 if jokers else None, twos=2 if jokers else -2)
    assert stock_size(players, rules) == stock


@pytest.mark.parametrize(
    ("players", "decks", "stock"),
    [(2, 1, 33), (3, 1, 24), (4, 2, 67), (5, 2, 58), (6, 2, 49), (7, 2, 40), (8, 2, 31)],
)
def test_nine_card_stock_matches_the_rules_reference(players, decks, stock):
    assert stock_size(players, HouseRules(game=Game.NINE_CARD, decks=decks)) == stock


def test_the_table_shows_the_reference_figures_for_one_and_two_decks():
    table = setup_table()
    by_players = {row.players: row for row in table.rows}
    assert [by_players[n].stock(1) for n in (2, 3, 4)] == [39, 33, 27]
    assert [by_players[n].stock(2) for n in (5, 8)] == [73, 55]
    assert [by_players[n].stock(1, jokers=True) for n in (2, 3, 4)] == [41, 35, 29]
    assert [by_players[n].stock(2, jokers=True) for n in (5, 8)] == [77, 59]
    assert [row.players for row in table.rows] == list(range(2, 9))
    assert table.pack_sizes == {(1, False): 52, (1, True): 54, (2, False): 104, (2, True): 108}


def test_the_table_suggests_one_deck_up_to_four_players_and_two_from_five():
    assert [row.suggested_decks for row in setup_table().rows] == [1, 1, 1, 2, 2, 2, 2]


@pytest.mark.parametrize("preset", PRESETS.values(), ids=lambda preset: preset.slug)
@pytest.mark.parametrize("players", range(2, 9))
def test_every_card_is_in_a_layout_the_stock_or_the_discard_pile(preset, players):
    rules = preset.rules
    try:
        stock = stock_size(players, rules)
    except SetupError:
        assert cards_in_layouts(players, rules) + 1 > pack_size(rules)
        return
    assert cards_in_layouts(players, rules) + stock + 1 == pack_size(rules)


def test_a_pack_too_small_for_the_layouts_is_refused():
    with pytest.raises(SetupError):
        stock_size(8, HouseRules(game=Game.NINE_CARD, decks=1))
    assert setup_row(8, Game.NINE_CARD).stock(1) is None
