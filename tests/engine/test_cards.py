"""Card text becomes cards only in the parser, and a bad card is named with its position."""

from __future__ import annotations

import pytest

from golfkeeper.engine.cards import Card, CardError, Rank, Suit, parse_card, parse_layout


@pytest.mark.parametrize(
    ("text", "rank", "suit"),
    [
        ("A", Rank.ACE, None),
        ("2", Rank.TWO, None),
        ("10", Rank.TEN, None),
        ("T", Rank.TEN, None),
        ("t", Rank.TEN, None),
        ("J", Rank.JACK, None),
        ("Q", Rank.QUEEN, None),
        ("K", Rank.KING, None),
        ("5H", Rank.FIVE, Suit.HEARTS),
        ("5h", Rank.FIVE, Suit.HEARTS),
        ("qs", Rank.QUEEN, Suit.SPADES),
        ("10♠", Rank.TEN, Suit.SPADES),
        ("TD", Rank.TEN, Suit.DIAMONDS),
        ("K♦", Rank.KING, Suit.DIAMONDS),
        ("a♣", Rank.ACE, Suit.CLUBS),
        ("7♡", Rank.SEVEN, Suit.HEARTS),
        ("JK", Rank.JOKER, None),
        ("Jk", Rank.JOKER, None),
        ("joker", Rank.JOKER, None),
    ],
)
def test_card_text_reads_rank_and_optional_suit(text, rank, suit):
    assert parse_card(text) == Card(rank, suit)


def test_jack_of_spades_is_not_read_as_a_joker():
    assert parse_card("JS") == Card(Rank.JACK, Suit.SPADES)


@pytest.mark.parametrize("text", ["1", "11", "Z", "5X", "KK", "JKS", "♠"])
def test_text_that_is_not_a_card_is_refused_by_name(text):
    with pytest.raises(CardError) as error:
        parse_card(text)
    assert text in error.value.message


def test_layout_reads_rows_top_first():
    layout = parse_layout("5h k 2s / 5d qh a")
    assert layout.rows[0] == (
        Card(Rank.FIVE, Suit.HEARTS),
        Card(Rank.KING),
        Card(Rank.TWO, Suit.SPADES),
    )
    assert [card.rank for card in layout.columns[1]] == [Rank.KING, Rank.QUEEN]


def test_a_bad_card_in_a_layout_names_the_card_and_its_position():
    with pytest.raises(CardError) as error:
        parse_layout("5H KC 2S / 5D QX AC")
    assert error.value.row == 2
    assert error.value.column == 2
    assert "QX" in error.value.message
    assert "bottom row, column 2" in error.value.message


def test_rows_of_unequal_length_are_refused():
    with pytest.raises(CardError, match="same number of cards"):
        parse_layout("5 K 2 / 5 Q")


def test_an_empty_layout_is_refused():
    with pytest.raises(CardError):
        parse_layout("  / ")


@pytest.mark.parametrize(
    ("text", "quoted"), [("x" * 5000, "“xxxxxxx…”"), ("Q\x00", "“Q\ufffd”"), ("10X", "“10X”")]
)
def test_a_refused_card_is_quoted_short_and_printable(text, quoted):
    with pytest.raises(CardError) as error:
        parse_card(text)
    assert str(error.value).startswith(f"{quoted} is not a card")
    assert len(str(error.value)) < 120
