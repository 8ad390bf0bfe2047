"""A turn: drawing, replacing, what may be turned up or moved."""

from __future__ import annotations

from golfkeeper.engine.house_rules import Game, HouseRules, InitialReveal, PairLines
from golfkeeper.engine.questions._facts import cards_word, nine_lines, then_end
from golfkeeper.engine.questions.model import PAGAT, TABLE_PRACTICE, WIKIPEDIA, Answer, Topic
from golfkeeper.engine.questions.registry import register_question


@register_question(
    "see-the-stock-card",
    Topic.TURN,
    "Do I see a stock card before deciding what to do with it?",
    "stock draw look see private secret decide",
)
def _see_stock_card(rules: HouseRules) -> Answer:
    if rules.game is Game.FOUR_CARD:
        return Answer(
            "Yes, only you",
            "Yes, you look at it on your own. If you keep it, it goes into your layout face "
            "down, so nobody else sees it; if you throw it away, it lies face up on the "
            "discard pile for all to see.",
            (PAGAT,),
        )
    return Answer(
        "Yes",
        "Yes. You look at it without showing anyone, then either put it into your layout or "
        "throw it face up on the discard pile. Either way everyone sees it once it is face up.",
        (TABLE_PRACTICE,),
    )


@register_question(
    "turn-a-card-up-instead-of-drawing",
    Topic.TURN,
    "Can I just turn one of my cards face up instead of drawing?",
    "flip reveal turn over instead draw skip",
)
def _flip_instead_of_drawing(rules: HouseRules) -> Answer:
    if rules.game is Game.FOUR_CARD:
        return Answer(
            "No: draw or knock",
            "No. In four-card golf your cards stay face down all hole: a turn is either a draw "
            "(from the stock or the discard pile) or a knock.",
            (PAGAT,),
        )
    if rules.reveal_instead_of_draw:
        return Answer(
            "Yes",
            "Yes, at your table: instead of drawing, turn exactly one of your face-down cards "
            "face up where it lies, and that is your turn. If it was your last face-down card, "
            f"{then_end(rules)}.",
            (PAGAT, TABLE_PRACTICE),
        )
    return Answer(
        "No",
        "No. Every turn starts by taking a card, from the stock or from the discard pile. "
        "Turning a card over by itself is not a move.",
        (TABLE_PRACTICE,),
    )


@register_question(
    "look-before-replacing",
    Topic.TURN,
    "Can I peek at a face-down card before deciding to replace it?",
    "peek look replace swap face down before choose",
)
def _look_before_replacing(rules: HouseRules) -> Answer:
    if rules.game is Game.FOUR_CARD:
        return Answer(
            "No",
            "No. Choose which of your four cards to replace without looking at it. The new "
            "card goes in face down, and the old one goes face up on the discard pile.",
            (PAGAT,),
        )
    extra = ""
    if rules.game is Game.SIX_CARD and rules.initial_reveal is InitialReveal.LOOK_NEAREST_ROW:
        extra = " The one look at your nearest row before play is all you get."
    return Answer(
        "No",
        "No. Pick the position first, without looking. You see the old card only as it goes "
        "face up onto the discard pile, and by then the swap stands." + extra,
        (PAGAT, TABLE_PRACTICE),
    )


@register_question(
    "replace-a-face-up-card",
    Topic.TURN,
    "Can I replace a card that is already face up?",
    "replace swap face up card visible high",
)
def _replace_face_up(rules: HouseRules) -> Answer:
    if rules.game is Game.FOUR_CARD:
        return Answer(
            "No face-up cards",
            "Four-card golf has no face-up cards in a layout: every card, old or new, lies "
            "face down, so you always replace a card you can't see (though you may remember "
            "the two you looked at).",
            (PAGAT,),
        )
    return Answer(
        "Yes",
        "Yes. Any of your cards may be replaced, face up or face down; swapping a high card "
        "you can see for a lower one is the point of the game. The old card goes face up on "
        "the discard pile.",
        (PAGAT, WIKIPEDIA, TABLE_PRACTICE),
    )


@register_question(
    "move-cards-around",
    Topic.TURN,
    "Can I move my cards around, slide two together to make a pair, or swap with another player?",
    "move rearrange slide swap player position pair",
)
def _move_cards(rules: HouseRules) -> Answer:
    text = (
        f"No. Each of your {cards_word(rules)} cards keeps its position for the whole hole; "
        "a position changes only when you replace its card. Nothing is swapped between players."
    )
    if rules.game is Game.SIX_CARD and rules.pairs is PairLines.ANYWHERE:
        text += " At your table moving wouldn't help anyway: equal cards cancel wherever they lie."
    return Answer("No", text, (WIKIPEDIA, TABLE_PRACTICE))


@register_question(
    "take-a-pair-off-the-table",
    Topic.TURN,
    "Can I take a finished pair off the table so it's safe?",
    "pair remove bank safe keep break",
)
def _take_pair_off(rules: HouseRules) -> Answer:
    if rules.game is Game.FOUR_CARD:
        return Answer(
            "There are no pairs",
            "There is nothing to bank in four-card golf: equal cards don't cancel, and every "
            "card stays where it is until the hole is scored.",
            (PAGAT,),
        )
    if rules.game is Game.NINE_CARD:
        return Answer(
            "No",
            "No. In nine-card golf a pair doesn't cancel anyway; only three of a kind "
            f"{nine_lines(rules)} does, and those cards stay in place too. Replacing one of "
            "them breaks the set.",
            (PAGAT,),
        )
    return Answer(
        "No",
        "No. A pair stays where it is until the hole is scored, and you may break it up later "
        "by replacing one of its cards.",
        (TABLE_PRACTICE,),
    )
