"""End of a hole: going out, last turns, knocking, an empty stock."""

from __future__ import annotations

from golfkeeper.engine.holes import adjust_hole
from golfkeeper.engine.house_rules import (
    FlipAfterReject,
    Game,
    GoingOutPenalty,
    HouseRules,
    KnockMode,
    KnockTiming,
    StockExhaustion,
)
from golfkeeper.engine.questions._facts import (
    cards_word,
    face_up_at_start,
    last_card_ends_hole,
    then_end,
)
from golfkeeper.engine.questions.model import (
    GOLFCARDS,
    HOUSE,
    NWPAGES,
    PAGAT,
    SKYJO,
    TABLE_PRACTICE,
    WIKIPEDIA,
    Answer,
    Fact,
    Topic,
)
from golfkeeper.engine.questions.registry import register_question
from golfkeeper.engine.text import number_word, ordinal, points_text


@register_question(
    "one-more-turn",
    Topic.END,
    "Do the others get one more turn after someone turns up their last card?",
    "last turn final round going out end hole others extra",
)
def _one_more_turn(rules: HouseRules) -> Answer:
    if rules.game is Game.FOUR_CARD:
        return Answer(
            "After a knock, yes",
            "Four-card golf ends with a knock, not with face-up cards: after someone knocks, "
            "every other player has one more turn, then the hole is scored.",
            (PAGAT,),
            facts=(Fact("last_card_ends_hole", False), Fact("one_more_turn", True)),
        )
    if not last_card_ends_hole(rules):
        return Answer(
            "No: only a knock ends it",
            "Turning up your last card does not end the hole at your table: knocking has "
            "taken the place of that ending, so play goes on until someone knocks. After a "
            "knock every other player has one more turn, then the hole is scored.",
            (TABLE_PRACTICE, HOUSE),
            facts=(Fact("last_card_ends_hole", False), Fact("one_more_turn", True)),
        )
    ends = (Fact("last_card_ends_hole", True), Fact("one_more_turn", rules.last_turn))
    if rules.last_turn:
        return Answer(
            "Yes, one each",
            "Yes, at your table: the player who went out is finished, and every other player "
            "takes exactly one more turn, clockwise. If someone else goes out in that round, "
            "it doesn't start again. Then everyone turns up what is left and scores.",
            (PAGAT, WIKIPEDIA, TABLE_PRACTICE),
            facts=ends,
        )
    return Answer(
        "No, it ends at once",
        "No. The hole stops at the end of the turn in which someone's last card went face up. "
        "Everyone turns up their remaining cards where they lie and scores.",
        (PAGAT, TABLE_PRACTICE),
        facts=ends,
    )


@register_question(
    "going-out-bonus",
    Topic.END,
    "Does the player who goes out win the hole or get a bonus?",
    "going out first bonus win hole penalty finish",
)
def _goes_out_bonus(rules: HouseRules) -> Answer:
    if rules.going_out_bonus:
        return _with_going_out_bonus(rules)
    text = (
        "No. Everyone scores their own layout; going out first earns nothing, and the player "
        "who went out may not have the lowest score. There is no hole winner, only totals."
    )
    if rules.going_out_penalty is not GoingOutPenalty.NONE:
        text += (
            " At your table going out can even cost: the player who went out pays the "
            "going-out penalty when another player beats them."
        )
    if rules.last_turn:
        text += (
            " At your table the others still get one more turn after you go out, so going out "
            "with a high score is a risk."
        )
    if rules.record_who_went_out and rules.going_out_penalty is GoingOutPenalty.NONE:
        text += " golfkeeper can note who went out on each hole, for the record only."
    return Answer(
        "No",
        text,
        (TABLE_PRACTICE,),
        facts=(Fact("hole_switch", 0, "going_out_bonus"),),
    )


def _with_going_out_bonus(rules: HouseRules) -> Answer:
    """The going-out bonus answer at a table that plays ``going_out_bonus``, with a hole worked
    out."""
    bonus = rules.going_out_bonus
    scores, names = _EXAMPLE
    switches = HouseRules(going_out_penalty=rules.going_out_penalty, going_out_bonus=bonus)
    hole = adjust_hole(scores, 0, switches, names)
    first = (
        " The going-out penalty comes first, then the bonus."
        if rules.going_out_penalty is not GoingOutPenalty.NONE
        else ""
    )
    return Answer(
        f"A bonus: {points_text(bonus)}",
        f"No hole winner, but a bonus: at your table the player who went out takes "
        f"{points_text(bonus)} on their hole score, whatever they scored.{first} For "
        f"example: {'; '.join(item.reason for item in hole.adjustments)}. The score sheet "
        "applies it once you note who went out.",
        (GOLFCARDS,),
        worked_out=True,
        facts=(Fact("hole_switch", bonus, "going_out_bonus"),),
    )


# The going-out penalties tables agree (docs/rules.md#going_out_penalty): what happens to the score
# of the player who went out, and the source.
_PENALTIES: dict[GoingOutPenalty, tuple[str, str]] = {
    GoingOutPenalty.DOUBLE: (
        "doubled unless it is strictly the lowest, though a score of 0 or less is never doubled",
        SKYJO,
    ),
    GoingOutPenalty.PLUS10: (
        "raised by 10 when another player's score is strictly lower",
        GOLFCARDS,
    ),
    GoingOutPenalty.PLUS5_EACH: (
        "raised by 5 for every other player who scored the same or lower",
        NWPAGES,
    ),
    GoingOutPenalty.DOUBLE_PLUS5: (
        "doubled and raised by 5 unless it is strictly the lowest; a score of 0 or less is "
        "not doubled and takes only the 5",
        TABLE_PRACTICE,
    ),
}
# Ann goes out with 12 and Bo beats her: the example a penalty is worked on.
_EXAMPLE = ((12, 9, 15), ("Ann", "Bo", "Cy"))


def _table_penalty(rules: HouseRules) -> GoingOutPenalty:
    """The table's going-out penalty (docs/rules.md#going_out_penalty; none under the main
    rules)."""
    return rules.going_out_penalty


def _tie(penalty: GoingOutPenalty) -> str:
    """What a tie for the lowest does to the player who went out
    (docs/rules.md#going_out_penalty)."""
    if penalty is GoingOutPenalty.PLUS10:
        return "A tie for the lowest spares them."
    if penalty is GoingOutPenalty.PLUS5_EACH:
        return "A player who ties them counts as one who beat them."
    return "A tie for the lowest counts against them."


def _worked(penalty: GoingOutPenalty) -> str:
    scores, names = _EXAMPLE
    hole = adjust_hole(scores, 0, HouseRules(going_out_penalty=penalty), names)
    return "; ".join(item.reason for item in hole.adjustments)


@register_question(
    "going-out-penalty",
    Topic.END,
    "Is the player who goes out penalised if someone ties or beats them?",
    "going out penalty penalised punished beaten tie ties lower double doubled knock first",
)
def _going_out_penalty(rules: HouseRules) -> Answer:
    penalty = _table_penalty(rules)
    later = ""
    if rules.last_turn:
        later = (
            " At your table the others still get one more turn after you go out, which gives "
            "them their chance to tie or beat you."
        )
    alone = HouseRules(going_out_penalty=penalty)
    tie = adjust_hole([9, 9], 0, alone).scores[0] != 9
    bonus = rules.going_out_bonus
    bonus_fact = Fact("hole_switch", bonus, "going_out_bonus")
    if penalty is not GoingOutPenalty.NONE:
        words, source = _PENALTIES[penalty]
        scores, names = _EXAMPLE
        after = adjust_hole(scores, 0, alone, names).scores[0]
        return Answer(
            "Yes",
            f"Yes, at your table: the score of the player who went out is {words}. "
            f"{_tie(penalty)} For example: {_worked(penalty)}.{_also_bonus(bonus)}{later}",
            (source, HOUSE, *((GOLFCARDS,) if bonus else ())),
            worked_out=True,
            facts=(
                Fact("tie_penalised", tie, "9 9"),
                Fact("penalty_example", after, " ".join(map(str, scores))),
                bonus_fact,
            ),
        )
    options = "; ".join(f"{words} ({source})" for words, source in _PENALTIES.values())
    if bonus:
        short = f"No penalty; a bonus of {points_text(bonus)}"
        verdict = (
            "No: going out pays no penalty under your rules, even when someone ties or beats "
            f"you, and earns a bonus instead: {points_text(bonus)} on the hole score of the "
            "player who went out, whatever they scored."
        )
    else:
        short = "No"
        verdict = (
            "No, not under your rules: going out earns no bonus and pays no penalty, even "
            "when someone ties or beats you; everyone simply scores their layout."
        )
    return Answer(
        short,
        f"{verdict} Some tables agree a penalty before the first deal, and the score of the "
        f"player who went out is then {options}. A tie for the lowest counts against the "
        f"player who went out in each but the +10.{later}",
        (TABLE_PRACTICE, SKYJO, GOLFCARDS, NWPAGES),
        facts=(Fact("tie_penalised", tie, "9 9"), bonus_fact),
    )


def _also_bonus(bonus: int) -> str:
    """The going-out bonus beside a going-out penalty, as a sentence
    (docs/rules.md#going_out_bonus), or an empty string at a table without one."""
    if not bonus:
        return ""
    return (
        f" Going out also earns a bonus at your table: {points_text(bonus)} on the hole score "
        "of the player who went out, taken after the penalty."
    )


@register_question(
    "avoid-going-out",
    Topic.END,
    "Can I avoid going out while my score is bad?",
    "avoid going out delay last card hidden strategy",
)
def _avoid_going_out(rules: HouseRules) -> Answer:
    if rules.game is Game.FOUR_CARD:
        return Answer(
            "Yes: don't knock",
            "Yes. In four-card golf the hole ends only when someone knocks, so simply don't.",
            (PAGAT,),
            facts=(Fact("last_card_ends_hole", False),),
        )
    if not last_card_ends_hole(rules):
        return Answer(
            "Yes: don't knock",
            "Yes. At your table only a knock ends a hole, not a layout going all face up, so "
            "you never go out unless you choose to knock: simply don't while your score is bad.",
            (TABLE_PRACTICE, HOUSE),
            facts=(Fact("last_card_ends_hole", False),),
        )
    text = (
        "Yes. Keep your last face-down card hidden: replace a face-up card instead, or throw "
        "away stock cards you don't want."
    )
    if rules.flip_after_reject is FlipAfterReject.MUST:
        text += (
            " At your table throwing a stock card away makes you turn a card up, but your "
            "last face-down card is the exception: it may stay down."
        )
    return Answer("Yes", text, (TABLE_PRACTICE,), facts=(Fact("last_card_ends_hole", True),))


@register_question(
    "how-soon-can-a-hole-end",
    Topic.END,
    "How soon can a hole end?",
    "earliest quick fast shortest hole end turns",
)
def _how_soon_end(rules: HouseRules) -> Answer:
    if rules.game is Game.FOUR_CARD:
        return Answer(
            "After a first-turn knock",
            "A player may knock on their very first turn; the hole ends once everyone else "
            "has had one more turn.",
            (PAGAT,),
            worked_out=True,
            facts=(Fact("earliest_end_turn", 0), Fact("last_card_ends_hole", False)),
        )
    down = rules.game.cards_per_layout - face_up_at_start(rules)
    when = "on" if rules.knock_timing is KnockTiming.INSTEAD_OF_TURN else "at the end of"
    knock = (
        f"a player may knock {when} their first turn, and the hole ends once the others have "
        "had one more turn each"
    )
    if not last_card_ends_hole(rules):
        return Answer(
            "After a first-turn knock",
            f"Only a knock ends a hole at your table, not a layout going face up: {knock}.",
            (TABLE_PRACTICE,),
            worked_out=True,
            facts=(Fact("earliest_end_turn", 0), Fact("last_card_ends_hole", False)),
        )
    text = (
        f"At the earliest, at the end of a player's {ordinal(down)} turn: "
        f"{number_word(down)} cards start face down, and a turn turns up at most one."
    )
    if rules.last_turn:
        text += " Then everyone else has one more turn."
    short = f"{ordinal(down).capitalize()} turn"
    if rules.knocking:
        text += f" With knocking agreed it can be sooner: {knock}."
        short = "After a first-turn knock"
    return Answer(
        short,
        text,
        (TABLE_PRACTICE,),
        worked_out=True,
        facts=(Fact("earliest_end_turn", down), Fact("last_card_ends_hole", True)),
    )


@register_question(
    "knock-after-turn",
    Topic.END,
    "Can I knock after a normal turn?",
    "knock knocking after turn end of turn draw then knock same turn",
)
def _knock_after_turn(rules: HouseRules) -> Answer:
    if rules.game is Game.FOUR_CARD:
        return Answer(
            "No, instead of drawing",
            "No. In four-card golf a knock takes the place of your turn: you knock instead "
            "of drawing, then everyone else has one more turn.",
            (PAGAT,),
        )
    if not rules.knocking:
        return Answer(
            "No knocking here",
            f"Not at your table: nobody knocks, and a hole ends when someone's "
            f"{cards_word(rules)} cards are all face up. Tables that add knocking choose "
            "when it comes: instead of your turn (golfkeeper's default) or after a normal "
            "turn.",
            (TABLE_PRACTICE, HOUSE),
        )
    if rules.knock_timing is KnockTiming.END_OF_TURN:
        return Answer(
            "Yes",
            "Yes, at your table: take and play a card as usual, then knock. Everyone else "
            "has one more turn, then the hole is scored.",
            (TABLE_PRACTICE,),
        )
    return Answer(
        "No, a knock is your turn",
        "No, at your table a knock is your whole turn: you knock instead of drawing, then "
        "everyone else has one more turn and the hole is scored.",
        (WIKIPEDIA, HOUSE),
    )


@register_question(
    "stock-runs-out",
    Topic.END,
    "What happens if the stock runs out?",
    "stock empty runs out reshuffle pile no cards left",
)
def _stock_runs_out(rules: HouseRules) -> Answer:
    if rules.stock_exhaustion is StockExhaustion.END_AFTER_LAST_DRAW:
        return Answer(
            "The hole ends",
            "At your table the hole ends: once the last stock card has been drawn and played "
            "or thrown away, everyone turns up their cards and scores. Nothing is reshuffled.",
            (TABLE_PRACTICE,),
        )
    return Answer(
        "Shuffle a new stock",
        "Leave the top discard where it is, shuffle every card under it, and turn them face "
        "down as a new stock; layouts are not touched, and play goes on. There is always "
        "something to shuffle, because the cards not in layouts are all in the two piles. "
        "Bicycle, Pagat and Wikipedia don't cover this.",
        (TABLE_PRACTICE, HOUSE),
    )


@register_question(
    "knocking",
    Topic.END,
    "Can I knock to end the hole?",
    "knock knocking end hole early",
)
def _knocking(rules: HouseRules) -> Answer:
    if rules.game is Game.FOUR_CARD:
        return Answer(
            "Yes, that's the ending",
            "Yes: in four-card golf a knock is how a hole ends. Knock instead of drawing when "
            "you think you are lowest; everyone else has one more turn, then all score.",
            (PAGAT, WIKIPEDIA),
        )
    if rules.knocking:
        if rules.knock_timing is KnockTiming.END_OF_TURN:
            knock = "you knock after taking and playing a card as usual"
        else:
            knock = "a knock is your whole turn"
        if rules.knock_mode is KnockMode.REPLACES_AUTO_END:
            face_up = "A layout going all face up no longer ends the hole: only a knock does."
        else:
            face_up = f"A layout going all face up still counts too: {then_end(rules)}."
        return Answer(
            "Yes",
            f"Yes, at your table: {knock}, then every other player has one more turn and the "
            f"hole is scored. {face_up}",
            (WIKIPEDIA, TABLE_PRACTICE, HOUSE),
        )
    return Answer(
        "No",
        f"No. The hole ends only when someone's {cards_word(rules)} cards are all face up. "
        "Knocking belongs to four-card golf, though some tables add it as a house rule.",
        (TABLE_PRACTICE,),
    )
