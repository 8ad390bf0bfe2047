"""The discard pile: what may be taken from it and thrown on it."""

from __future__ import annotations

from golfkeeper.engine.house_rules import FlipAfterReject, Game, HouseRules, StockExhaustion
from golfkeeper.engine.questions._facts import cards_word, then_end
from golfkeeper.engine.questions.model import (
    BICYCLE,
    GOLFCARDS,
    HOUSE,
    PAGAT,
    TABLE_PRACTICE,
    WIKIPEDIA,
    Answer,
    Topic,
)
from golfkeeper.engine.questions.registry import register_question


@register_question(
    "throw-a-discard-straight-back",
    Topic.DISCARD,
    "Can I take the top discard and throw it straight back?",
    "discard take back return pile throw put",
)
def _throw_discard_back(rules: HouseRules) -> Answer:
    if rules.discard_return_allowed:
        return Answer(
            "Yes",
            "Yes, at your table: a card taken from the discard pile may go straight back, just "
            "like a stock card you don't want. This follows Bicycle's wording read literally; "
            "Pagat, Wikipedia and most guides forbid it.",
            (BICYCLE,),
        )
    return Answer(
        "No",
        "No. A card taken from the discard pile must go into your layout in place of one of "
        "your cards. Only a card drawn from the stock may be thrown away unused.",
        (PAGAT, WIKIPEDIA, TABLE_PRACTICE),
    )


@register_question(
    "dig-into-the-discard-pile",
    Topic.DISCARD,
    "Can I take a card from lower down the discard pile?",
    "discard pile lower search dig underneath older",
    quiz=False,
)
def _dig_discard_pile(rules: HouseRules) -> Answer:
    text = (
        "No. Only the top card of the discard pile can be taken, and nobody searches either pile."
    )
    if rules.stock_exhaustion is StockExhaustion.END_AFTER_LAST_DRAW:
        text += (
            " At your table the cards underneath never come back: the hole ends once the "
            "stock is used up."
        )
        return Answer("No, never", text, (TABLE_PRACTICE,))
    text += (
        " The cards underneath come back only if the stock runs out: then everything under "
        "the top discard is shuffled face down as a new stock."
    )
    return Answer("No, only the top card", text, (TABLE_PRACTICE, HOUSE))


def _flip_answer(rules: HouseRules) -> tuple[str, str, tuple[str, ...]]:
    last = f"If that was your last face-down card, {then_end(rules)}."
    if rules.flip_after_reject is FlipAfterReject.MAY:
        return (
            "You may turn one up",
            "You may, at your table: turn one of your face-down cards face up if you like, or "
            f"leave them all. {last}",
            (WIKIPEDIA, TABLE_PRACTICE),
        )
    if rules.flip_after_reject is FlipAfterReject.MUST:
        return (
            "You must turn one up",
            "You must, at your table: turn one of your face-down cards face up. The exception "
            "is your very last face-down card, which you may leave down.",
            (PAGAT, WIKIPEDIA, TABLE_PRACTICE),
        )
    if rules.flip_after_reject is FlipAfterReject.ENDGAME:
        return (
            "Only near the end, if you like",
            "Not at first. Once some player has at most one face-down card left, you may, at "
            "your table: turn one of your face-down cards face up if you like, or leave them "
            f"all. Until then throwing the stock card away is your whole turn. {last}",
            (GOLFCARDS,),
        )
    return (
        "No, the turn ends",
        "No. Throwing the stock card away is your whole turn; none of your cards turns over.",
        (TABLE_PRACTICE,),
    )


@register_question(
    "throw-away-a-stock-card",
    Topic.DISCARD,
    "Can I draw from the stock and just throw the card away?",
    "stock draw reject discard throw away unwanted",
)
def _reject_stock_card(rules: HouseRules) -> Answer:
    start = "Yes: put it face up on the discard pile"
    if rules.flip_after_reject is FlipAfterReject.MAY:
        return Answer(
            "Yes, then you may turn one up",
            f"{start}. At your table you may then turn one of your face-down cards face up, "
            f"and your turn ends. If that was your last face-down card, {then_end(rules)}.",
            (WIKIPEDIA, TABLE_PRACTICE),
        )
    if rules.flip_after_reject is FlipAfterReject.MUST:
        return Answer(
            "Yes, then you must turn one up",
            f"{start}. At your table you must then turn one of your face-down cards face up, "
            "unless only one is left: that one may stay down.",
            (PAGAT, WIKIPEDIA, TABLE_PRACTICE),
        )
    if rules.flip_after_reject is FlipAfterReject.ENDGAME:
        return Answer(
            "Yes; near the end you may turn one up",
            f"{start}. At your table, once some player has at most one face-down card left, "
            "you may then turn one of your face-down cards face up; before that, throwing the "
            f"card away is your whole turn. If you turn up your last face-down card, "
            f"{then_end(rules)}.",
            (GOLFCARDS,),
        )
    return Answer(
        "Yes, that ends your turn",
        f"{start}, and that is your whole turn.",
        (BICYCLE, PAGAT, WIKIPEDIA, TABLE_PRACTICE),
    )


@register_question(
    "turn-a-card-up-after-throwing-away",
    Topic.DISCARD,
    "After I throw away a stock card, do I (or may I) turn one of my cards face up?",
    "flip turn up reveal after reject discard stock",
)
def _flip_after_reject(rules: HouseRules) -> Answer:
    short, text, sources = _flip_answer(rules)
    if rules.game is Game.FOUR_CARD:
        return Answer(
            "No",
            "No. In four-card golf your cards stay face down; throwing the card away ends "
            "your turn.",
            (PAGAT,),
        )
    return Answer(short, text, sources)


@register_question(
    "discard-onto-a-face-down-card",
    Topic.DISCARD,
    "If I take the top discard, must it go on a face-down card?",
    "discard take replace face down face up where",
)
def _discard_on_face_down(rules: HouseRules) -> Answer:
    if rules.game is Game.FOUR_CARD:
        return Answer(
            "All are face down",
            "In four-card golf all your cards are face down anyway. The discard replaces any "
            "one of them and goes in face down.",
            (PAGAT,),
        )
    return Answer(
        "No, any card",
        f"No. It may replace any of your {cards_word(rules)} cards, face up or face down, "
        "and it goes in face up.",
        (PAGAT, TABLE_PRACTICE),
    )
