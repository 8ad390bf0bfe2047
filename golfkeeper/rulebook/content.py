"""What the rulebook pages say: worked examples, where the sources differ, the variants
grouped as the rules reference groups them, and each house-rules switch in plain words.

All text is golfkeeper's own wording of RULES.md; every number is computed by the engine
when a page is built (see :func:`worked_examples` and :func:`rule_lines`).
"""

from __future__ import annotations

from dataclasses import dataclass

from golfkeeper.engine.cards import parse_layout
from golfkeeper.engine.house_rules import (
    MAIN_RULES,
    SWITCHES,
    SWITCHES_BY_KEY,
    HouseRules,
    Section,
    Switch,
    SwitchKind,
)
from golfkeeper.engine.questions import (
    BICYCLE,
    TABLE_PRACTICE,
    VARIATIONS,
    Variation,
)
from golfkeeper.engine.scoring import LayoutScore, score_layout

# ---------------------------------------------------------------------------------------
# Worked examples (RULES.md 6.1), scored by the engine when the page is built


@dataclass(frozen=True)
class WorkedExample:
    """A worked example: a layout (and the layout before a swap, if any) with a note.
    ``focus`` lists the 1-based columns the example is about (empty: the whole layout)."""

    key: str
    title: str
    layout: str
    note: str
    sources: tuple[str, ...]
    focus: tuple[int, ...] = ()
    before: str | None = None
    rules: HouseRules = MAIN_RULES


@dataclass(frozen=True)
class ScoredExample:
    example: WorkedExample
    score: LayoutScore
    before: LayoutScore | None


WORKED_EXAMPLES = (
    WorkedExample(
        "G1",
        "One pair, and a king with a queen",
        "9S KD 2C / 9H QC 7D",
        "The two 9s cancel; the king adds nothing to the queen's 10; the 2 takes 2 off the 7.",
        (TABLE_PRACTICE,),
    ),
    WorkedExample(
        "G2",
        "Drawing a king onto the queen",
        "9S KD 2C / 9H KC 7D",
        "The K♣ from the stock goes where the face-down Q♣ was, and the queen is discarded. "
        "That was the last face-down card, so the hole ends there and then, 10 points better.",
        (TABLE_PRACTICE,),
        focus=(2,),
        before="9S KD 2C / 9H QC 7D",
    ),
    WorkedExample(
        "G3",
        "A pair of 5s and a 2 with an ace",
        "5H KC 2S / 5D QH AC",
        "A 2 over an ace makes a column worth less than nothing.",
        (TABLE_PRACTICE,),
    ),
    WorkedExample(
        "G4",
        "Without suits",
        "8 K 2 / 8 Q 3",
        "Suits never change a score, so a layout can be written with ranks alone.",
        (TABLE_PRACTICE,),
    ),
    WorkedExample(
        "G5",
        "The lowest hole of all",
        "2 2 2 / K K K",
        "Three 2s, each over a king, and none of them paired: the best any deal can do.",
        (TABLE_PRACTICE,),
    ),
    WorkedExample(
        "G6",
        "Two 2s together",
        "2C 7D KS / 2H 9C QD",
        "Two 2s in a column are a pair, and a pair scores 0, never −4.",
        (BICYCLE, TABLE_PRACTICE),
        focus=(1,),
    ),
    WorkedExample(
        "G7",
        "Making a pair from the discard pile",
        "7H 4S 10C / 7C 6H JS",
        "The 7♣ taken from the discard pile replaces the face-down 9♦ under the 7♥, which goes "
        "onto the discard pile. Two 7s apart would count 14; together they count nothing.",
        (TABLE_PRACTICE,),
        focus=(1,),
        before="7H 4S 10C / 9D 6H JS",
    ),
    WorkedExample(
        "G8",
        "A queen under a queen",
        "QS 3D 8C / QH 4C AS",
        "Twenty points vanish when a queen drawn from the stock lands under the other queen.",
        (TABLE_PRACTICE,),
        focus=(1,),
    ),
    WorkedExample(
        "G9",
        "A king does not cancel a 2",
        "KH 5S 6D / 2C 9H 3S",
        "Different ranks never cancel, so the 2 keeps its −2 and the king adds 0.",
        (TABLE_PRACTICE,),
        focus=(1,),
    ),
    WorkedExample(
        "G10",
        "Two different pairs",
        "7S KH 4D / 7C KS 6H",
        "Every pair scores 0, kings included.",
        (TABLE_PRACTICE,),
        focus=(1, 2),
    ),
    WorkedExample(
        "G11",
        "Two identical cards, with two decks",
        "8S 3H 5C / 8S 4D 9H",
        "With two decks two 8♠ can meet in a column, and they pair like any two 8s.",
        (TABLE_PRACTICE,),
        focus=(1,),
        rules=HouseRules(decks=2),
    ),
    WorkedExample(
        "G12",
        "Completing a pair from the stock",
        "8D 5C JH / 8H 2S 6C",
        "An 8 drawn from the stock goes under the 8 already showing.",
        (TABLE_PRACTICE,),
        focus=(1,),
    ),
    WorkedExample(
        "G13",
        "Queens in different columns",
        "Q Q K / 5 6 K",
        "Two queens side by side are not a pair: each counts in its own column.",
        (TABLE_PRACTICE,),
    ),
    WorkedExample(
        "G14",
        "Below zero",
        "2 2 5 / K K 5",
        "Two unpaired 2s over kings, and a pair of 5s: the hole ends below zero.",
        (TABLE_PRACTICE,),
    ),
    WorkedExample(
        "G15",
        "A jack over a queen",
        "JH 4S 6C / QD 3H 9S",
        "Both are worth 10 but they are different ranks, so the column counts 20.",
        (TABLE_PRACTICE,),
        focus=(1,),
    ),
)


def worked_examples() -> list[ScoredExample]:
    """Every worked example scored by the engine under its rules."""
    return [
        ScoredExample(
            example,
            score_layout(parse_layout(example.layout), example.rules),
            score_layout(parse_layout(example.before), example.rules) if example.before else None,
        )
        for example in WORKED_EXAMPLES
    ]


# ---------------------------------------------------------------------------------------
# Where the sources differ (RULES.md section 3), in our own words

SOURCE_COLUMNS = ("Bicycle", "Pagat", "Wikipedia", "Rules guides", "golfkeeper's main rule")

SOURCE_DIFFERENCES: tuple[tuple[str, tuple[str, str, str, str, str]], ...] = (
    (
        "Players and decks",
        (
            "Two to four players, one deck.",
            "One deck up to four players, a second above four, a third above eight; some "
            "use two with fewer.",
            "One deck for two or three; a double deck suits four or more.",
            "Mostly two to four with one deck; one guide goes to eight with a second deck.",
            "One deck for 2–4, two for 5–8, three for 9 or more.",
        ),
    ),
    (
        "End of a hole",
        (
            "Ends when one player's cards are all face up; no extra turn is mentioned.",
            "Ends at once; a last turn for the others is a variation.",
            "Ends on six face-up cards; the others sometimes get a last turn (an older "
            "version made that the rule).",
            "Most stop at once; one guide gives everyone else a final turn.",
            "Ends at once (last turn is a house rule).",
        ),
    ),
    (
        "After throwing away a stock card",
        (
            "Nothing more happens.",
            "Nothing more; having to turn a card up is a variation.",
            "You may turn a card up (an older version said you must).",
            "Two guides say plainly that nothing happens; one lets you turn a card up.",
            "Nothing more (turning up is a house rule).",
        ),
    ),
    (
        "Taking the top discard and putting it back",
        (
            "The wording lets any drawn card be thrown away.",
            "Not allowed.",
            "Not allowed.",
            "Not allowed.",
            "Not allowed (allowing it is a house rule).",
        ),
    ),
    (
        "Turning a card up instead of drawing",
        (
            "Not offered.",
            "A variation.",
            "Not offered.",
            "One guide forbids it; two list it as a variation.",
            "Not allowed (a house rule).",
        ),
    ),
    (
        "Replacing a face-up card",
        ("Not discussed.", "Any card may be replaced.", "Any of the six.", "Yes.", "Yes."),
    ),
    (
        "Which two cards start face up",
        (
            "Turn two up.",
            "Any two; same column, different columns or peeking at the near row are variations.",
            "Any two.",
            "Any two; one guide advises different columns.",
            "Any two (the others are house rules).",
        ),
    ),
    (
        "A pair of 2s",
        (
            "0, even for 2s.",
            "0.",
            "A pair is 0.",
            "0; one guide lists −4 as a house rule.",
            "0 (−4 is a house rule).",
        ),
    ),
    (
        "Jokers",
        (
            "None.",
            "A variation: two a deck at −2, and a 2 becomes +2.",
            "Not in the current text (an older version used some).",
            "Mostly −2 with 2s at +2; also −5, −3 or 0; one guide leaves 2s at −2 with −5 jokers.",
            "No jokers (several house rules).",
        ),
    ),
    (
        "Four of a kind",
        (
            "Not mentioned.",
            "A bonus for a square block is a variation.",
            "Not mentioned.",
            "−10, or −20 when the two columns are side by side.",
            "No bonus (house rules).",
        ),
    ),
    (
        "Pairs in rows or anywhere",
        (
            "Not mentioned.",
            "Only columns, in six-card golf.",
            "Only columns.",
            "Not rows; variations cancel pairs anywhere, in rows instead, or in both.",
            "Columns only (house rules).",
        ),
    ),
    (
        "Number of holes",
        (
            "Nine (one copy says up to nine).",
            "Nine, sometimes eighteen.",
            "Usually nine; nine or eighteen.",
            "Options for five and eighteen.",
            "Nine.",
        ),
    ),
    (
        "The stock runs out",
        (
            "Silent.",
            "Silent.",
            "Silent.",
            "One guide scores at once; two shuffle the discards under the top card.",
            "Shuffle a new stock (ending the hole is a house rule).",
        ),
    ),
    (
        "Next dealer",
        (
            "Silent.",
            "Deal and play go clockwise.",
            "Silent.",
            "Clockwise, to the left.",
            "The next player to the left.",
        ),
    ),
    (
        "A tie at the end",
        ("Silent.", "Silent.", "Silent.", "The tied players share the win.", "Shared win."),
    ),
    (
        "An accidental peek",
        (
            "Silent.",
            "Silent.",
            "Silent.",
            "One guide voids the hole and the same dealer deals again.",
            "Redeal, no scores.",
        ),
    ),
    (
        "Knocking in six-card golf",
        (
            "Not mentioned.",
            "Knocking mainly ends four-card golf.",
            "Knocking instead of a turn is a variant.",
            "One guide knocks to end on purpose; another knocks after a turn, replacing the "
            "face-up ending.",
            "Off (a house rule).",
        ),
    ),
    (
        "Four-card golf: the start",
        (
            "Not covered.",
            "Look once at the two nearest cards; all stay face down.",
            "Two cards are revealed (unclear).",
            "As Pagat; one guide turns two face up.",
            "Pagat's way.",
        ),
    ),
    (
        "Nine-card golf: decks",
        (
            "Not covered.",
            "Two or more decks.",
            "One deck up to three players.",
            "Two decks, one for two or three players.",
            "One deck for 2–3, two from 4.",
        ),
    ),
    (
        "Nine-card golf: what cancels",
        (
            "Not covered.",
            "Three equal in a column; rows and diagonals optional.",
            "As Pagat.",
            "One guide: rows and columns; another: a column of three.",
            "Columns of three (rows and diagonals a house rule).",
        ),
    ),
    (
        "Two identical cards with two decks",
        (
            "Not covered.",
            "Not covered.",
            "Equal ranks pair.",
            "Identical cards pair.",
            "They pair.",
        ),
    ),
)


# ---------------------------------------------------------------------------------------
# The variants page: the house rules grouped as the rules reference groups them


# Each heading with the switches declared under it (``section`` in the declarations); a
# scoring switch declared without one (``twos``, which follows the jokers) goes under
# Scoring, so every switch of RULES.md section 2 has its place on the page.
def _section(declared: Switch) -> Section | None:
    if declared.section is None and declared.kind is SwitchKind.SCORING:
        return Section.SCORING
    return declared.section


VARIANT_GROUPS: tuple[tuple[str, tuple[str, ...]], ...] = tuple(
    (section.value, tuple(d.key for d in SWITCHES if _section(d) is section)) for section in Section
)


def variant_groups() -> list[tuple[str, list[Variation]]]:
    """The variations under their headings, in the rules reference's order."""
    return [
        (title, [variation for variation in VARIATIONS if variation.switch in switches])
        for title, switches in VARIANT_GROUPS
    ]


# ---------------------------------------------------------------------------------------
# Each switch in plain words, for "our table's rules" and the printable sheet


@dataclass(frozen=True)
class RuleLine:
    """One switch as the table agreed it: the form's ``label`` and ``choice`` (what the
    table saw when agreeing), a plain ``sentence``, whether it ``differs`` from the main
    rules, and the ``sources`` of the house rule when it does."""

    key: str
    label: str
    choice: str
    sentence: str
    differs: bool
    sources: tuple[str, ...]


def _sentence(key: str, rules: HouseRules) -> str | None:
    """The table's rule for one switch in a sentence (the switch's declaration says it), or
    ``None`` when the switch does not apply to the table's game."""
    return SWITCHES_BY_KEY[key].sentence_for(rules)


def _sources_for(key: str, rules: HouseRules) -> tuple[str, ...]:
    value = getattr(rules, key)
    found: list[str] = []
    for variation in VARIATIONS:
        if variation.switch == key and getattr(variation.rules, key) == value:
            found += variation.sources
    return tuple(dict.fromkeys(found))


def rule_lines(rules: HouseRules, labels: list[tuple[str, str, bool]]) -> list[RuleLine]:
    """Each switch that applies to the table's game, in plain words. ``labels`` is
    :func:`golfkeeper.table_rules.form.describe` of the same rules (the form's words)."""
    lines = []
    for key, (label, choice, differs) in zip(rules.to_dict(), labels, strict=True):
        sentence = _sentence(key, rules)
        if sentence is None:
            continue
        sources = _sources_for(key, rules) if differs else ()
        lines.append(RuleLine(key, label, choice, sentence, differs, sources))
    return lines
