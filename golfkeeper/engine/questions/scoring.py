"""Scoring: pairs, twos, kings, four of a kind, the lowest and highest scores."""

from __future__ import annotations

import functools
import itertools

from golfkeeper.engine.cards import Card, CardError, Rank, Suit
from golfkeeper.engine.holes import hole_range
from golfkeeper.engine.house_rules import MAIN_RULES, Game, HouseRules, PairLines, PairOfJokers
from golfkeeper.engine.questions._facts import (
    cards_word,
    example_layout,
    how_it_scores,
    nine_lines,
    score_example,
)
from golfkeeper.engine.questions.model import (
    BICYCLE,
    GOLFCARDS,
    HOUSE,
    NWPAGES,
    PAGAT,
    SOURCES,
    TABLE_PRACTICE,
    WIKIPEDIA,
    Answer,
    Fact,
    Topic,
)
from golfkeeper.engine.questions.registry import register_question
from golfkeeper.engine.questions.variations import VARIATIONS
from golfkeeper.engine.scoring import LayoutScore, card_value, score_layout
from golfkeeper.engine.text import (
    decks_text,
    number_word,
    points_text,
    rank_plural,
    rank_word,
    ranks_text,
    with_article,
)


def _cancelled(score: LayoutScore, *positions: tuple[int, int]) -> bool:
    """Whether every card at the given (row, column) positions (0-based) counts 0."""
    layout, rules = score.layout, score.rules
    counted = sum(card_value(layout.rows[r][c], rules) for r, c in positions)
    columns = {c for _, c in positions}
    others = sum(
        card_value(layout.rows[r][c], rules)
        for c in columns
        for r in range(layout.n_rows)
        if (r, c) not in positions
    )
    return counted != 0 and sum(score.columns[c].points for c in columns) == others


def _pairs_cancel(rules: HouseRules) -> bool:
    """Whether two cards of the same rank cancel in a column or a row of the table's
    layout, as the engine scores them (in four-card golf as usually played they never do;
    in nine-card golf it takes three)."""
    if rules.game is Game.NINE_CARD:
        return False
    column = score_example(rules, ["8", "8"])
    row = score_example(rules, ["8"], ["8"])
    return _cancelled(column, (0, 0), (1, 0)) or _cancelled(row, (0, 0), (0, 1))


# (row, column) places in a layout, both counted from 0.
_Positions = tuple[tuple[int, int], ...]

_PAIR_SWITCHES = ("game", "pairs", "pair_of_twos", "nine_card_lines")


def _sources(
    rules: HouseRules, main: tuple[str, ...], switches: tuple[str, ...]
) -> tuple[str, ...]:
    """``main`` when the switches that decide the answer are the main rules', else the
    sources of the house rules the table agreed for them (house agreement if none)."""
    if all(getattr(rules, name) == getattr(MAIN_RULES, name) for name in switches):
        return main
    found: list[str] = []
    for variation in VARIATIONS:
        value = getattr(rules, variation.switch)
        if (
            variation.switch in switches
            and value != getattr(MAIN_RULES, variation.switch)
            and value == getattr(variation.rules, variation.switch)
        ):
            found += variation.sources
    return tuple(source for source in SOURCES if source in found) or (HOUSE,)


@functools.lru_cache(maxsize=256)
def _values_by_rank(rules: HouseRules) -> tuple[tuple[Rank, dict[int, list[Suit]]], ...]:
    """Each rank in the table's pack with its value per suit, as the engine counts it:
    ``{points: suits}``, one entry when the suit makes no difference. Kept for each rules
    value (a page of answers asks some 20 times): read it, never change it."""
    ranks = [rank for rank in Rank if rank is not Rank.JOKER or rules.jokers is not None]
    found = []
    for rank in ranks:
        # The rank's plain value first, so that a tie between suits names it the usual one.
        values: dict[int, list[Suit]] = {card_value(Card(rank), rules): []}
        suits = [None] if rank is Rank.JOKER else list(Suit)
        for suit in suits:
            points = card_value(Card(rank, suit), rules)
            values.setdefault(points, []).extend([suit] if suit else [])
        found.append((rank, values))
    return tuple(found)


def _value_words(rank: Rank, values: dict[int, list[Suit]], short: bool, verb: str = "") -> str:
    """One rank's value: "a king 0" (with ``verb`` "is worth": "a king is worth 0"), or
    by suit when the suit matters."""
    name = rank.value if short else with_article(rank_word(rank))
    name += f" {verb}" if verb else ""
    if len(values) == 1:
        return f"{name} {points_text(next(iter(values)))}"
    usual = max(values, key=lambda points: len(values[points]))
    others = [
        f"{' and '.join(str(Card(rank, suit)) for suit in suits)} {points_text(points)}"
        for points, suits in values.items()
        if points != usual
    ]
    return f"{name} {points_text(usual)} ({', '.join(others)})"


def _card_values_text(rules: HouseRules, short: bool) -> str:
    """Every rank's value in order, number cards worth their face value run together."""
    parts: list[str] = []
    run: list[Rank] = []

    def close_run() -> None:
        if len(run) > 2:
            parts.append(
                f"{run[0].value}{'–' if short else ' to '}{run[-1].value} "
                f"{'face' if short else 'their face value'}"
            )
        else:
            parts.extend(_value_words(rank, {int(rank.value): []}, short) for rank in run)
        run.clear()

    for rank, values in _values_by_rank(rules):
        if rank.value.isdigit() and list(values) == [int(rank.value)]:
            run.append(rank)
            continue
        close_run()
        parts.append(_value_words(rank, values, short))
    close_run()
    return " · ".join(parts) if short else ", ".join(parts)


def _rank_values(rules: HouseRules, rank: Rank) -> dict[int, list[Suit]]:
    """One rank's value per suit at the table (see :func:`_values_by_rank`)."""
    return dict(_values_by_rank(rules))[rank]


def _value_facts(rules: HouseRules, *ranks: Rank) -> tuple[Fact, ...]:
    """``card_value`` facts for ``ranks``: one per rank (subject ``K``), or one per suit
    (subject ``JH``) for a rank whose suits differ."""
    facts: list[Fact] = []
    for rank in ranks:
        values = _rank_values(rules, rank)
        if len(values) == 1:
            facts.append(Fact("card_value", next(iter(values)), rank.value))
            continue
        for points, suits in values.items():
            facts += [Fact("card_value", points, rank.value + suit.value) for suit in suits]
    return tuple(facts)


def _worth(rules: HouseRules, *ranks: Rank) -> str:
    """What ``ranks`` are worth at the table, in words: "jacks, queens and 10s are all
    worth 10", or each rank's value ("a jack 11, a queen 12 and a 10 10")."""
    values = [_rank_values(rules, rank) for rank in ranks]
    if len(ranks) > 1 and all(value == values[0] and len(value) == 1 for value in values):
        names = [rank_plural(rank) for rank in ranks]
        together = f"{', '.join(names[:-1])} and {names[-1]}"
        return f"{together} are all worth {points_text(next(iter(values[0])))}"
    words = [
        _value_words(rank, value, short=False) for rank, value in zip(ranks, values, strict=True)
    ]
    words[0] = _value_words(ranks[0], values[0], short=False, verb="is worth")
    if len(words) == 1:
        return f"{words[0]}"
    return f"{', '.join(words[:-1])} and {words[-1]}"


@register_question(
    "card-values",
    Topic.SCORING,
    "What is each card worth?",
    "value values worth points each card ace king queen jack court picture number face count "
    "one-eyed",
)
def _card_values(rules: HouseRules) -> Answer:
    main = {rank: values for rank, values in _values_by_rank(MAIN_RULES)}
    same = all(main.get(rank) == values for rank, values in _values_by_rank(rules))
    if rules.game is Game.NINE_CARD:
        cancel = "Three cards of the same rank in a column cancel whatever they are worth."
    elif _pairs_cancel(rules):
        cancel = "Two cards of the same rank cancel as a pair whatever they are worth."
    else:
        cancel = f"In {cards_word(rules)}-card golf nothing cancels: every card counts."
    values = _card_values_text(rules, short=False)
    table = f"{values[0].upper()}{values[1:]}" if same else f"At your table: {values}"
    suits = (
        "Suits matter only where a value above names a suit."
        if _suits_matter(rules)
        else "Suits don't matter."
    )
    ranks = [rank for rank, _ in _values_by_rank(rules)]
    return Answer(
        _card_values_text(rules, short=True),
        f"{table}. {suits} {cancel}",
        (BICYCLE, PAGAT, WIKIPEDIA) if same else (PAGAT, TABLE_PRACTICE, HOUSE),
        facts=(*_value_facts(rules, *ranks), Fact("suits_matter", _suits_matter(rules))),
    )


def _suits_matter(rules: HouseRules) -> bool:
    """Whether some rank is worth more in one suit than another at the table."""
    return any(len(values) > 1 for _, values in _values_by_rank(rules))


@register_question(
    "two-twos-in-a-column",
    Topic.SCORING,
    f"Do two 2s in a column score {points_text(-4)}?",
    "twos 2s deuces pair minus four -4 column",
)
def _two_twos(rules: HouseRules) -> Answer:
    score = score_example(rules, ["2", "2", "K"] if rules.game is Game.NINE_CARD else ["2", "2"])
    points = score.columns[0].points
    if points == 0:
        short, verdict = "No, 0", "No. Two 2s in one column are a pair like any other: 0."
    elif points < 0:
        short = f"Yes, {points_text(points)}"
        verdict = f"Yes, at your table a column holding two 2s scores {points_text(points)}."
    else:
        short = f"No, {points_text(points, signed=True)}"
        verdict = (
            f"No: at your table a 2 is worth {points_text(rules.twos, signed=True)}, and a "
            f"column holding two of them scores {points_text(points, signed=True)}."
        )
    return Answer(
        short,
        f"{verdict} {how_it_scores(score)}",
        _sources(rules, (BICYCLE, TABLE_PRACTICE), (*_PAIR_SWITCHES, "jokers", "twos")),
        example=score,
    )


@register_question(
    "jack-with-a-queen",
    Topic.SCORING,
    "Does a jack pair with a queen, or a 10 with a jack?",
    "jack queen ten 10 J Q pair same value rank court",
)
def _jack_queen(rules: HouseRules) -> Answer:
    cards = ["J", "Q", "10"] if rules.game is Game.NINE_CARD else ["J", "Q"]
    score = score_example(rules, cards)
    points = score.columns[0].points
    together = "a jack, a queen and a 10" if len(cards) == 3 else "a jack over a queen"
    if _pairs_cancel(rules):
        why = "but they are different ranks, and only the same rank cancels"
    elif rules.game is Game.NINE_CARD:
        why = "but they are different ranks, and only three of the same rank cancel"
    else:
        why = f"and in {cards_word(rules)}-card golf no cards cancel at all, equal or not"
    ranks = (Rank.JACK, Rank.QUEEN, Rank.TEN)
    worth = _worth(rules, *ranks)
    if "all worth" not in worth:
        worth = f"at your table {worth}"
        why = why.replace("but they are", "and they are")
    return Answer(
        f"No, {points_text(points)}",
        f"No. {worth[0].upper()}{worth[1:]}, {why}: {together} in one column "
        f"scores {points_text(points)}. {how_it_scores(score)}",
        _sources(rules, (TABLE_PRACTICE,), ("game", "card_values", "one_eyed_jacks")),
        example=score,
        facts=(
            *_value_facts(rules, *ranks),
            Fact("column_points", points, " ".join(cards)),
        ),
    )


@register_question(
    "do-suits-matter",
    Topic.SCORING,
    "Do suits matter?",
    "suit suits hearts spades clubs diamonds colour color",
)
def _suits(rules: HouseRules) -> Answer:
    try:
        example_layout(rules, ["8S", "8S"])
        supply = (
            f"with {decks_text(rules.decks)} there are {number_word(rules.decks)} of every "
            "card, so two 8♠ can turn up, and they count like any two 8s."
        )
    except CardError:
        supply = "with one deck there is just one 8♠, so a layout can never hold two."
    cancel = _pairs_cancel(rules) or rules.game is Game.NINE_CARD
    facts = (Fact("suits_matter", _suits_matter(rules)),)
    if _suits_matter(rules):
        by_suit = [
            _value_words(rank, values, short=False)
            for rank, values in _values_by_rank(rules)
            if len(values) > 1
        ]
        pairing = " Whether cards cancel still goes by rank alone." if cancel else ""
        return Answer(
            "Yes, for some cards",
            f"Yes, at your table the suit changes what some cards are worth: "
            f"{', '.join(by_suit)}.{pairing} Suits also decide which cards exist: {supply}",
            _sources(rules, (TABLE_PRACTICE,), ("one_eyed_jacks",)),
            facts=(*facts, *_value_facts(rules, Rank.JACK)),
        )
    if cancel:
        depends = "a card's value, and whether cards cancel, depend only on rank"
    else:
        depends = (
            f"a card's value depends only on rank (and in {cards_word(rules)}-card golf no "
            "cards cancel at all)"
        )
    return Answer(
        "No, only rank",
        f"Not for the score: {depends}. Suits matter only for which cards exist: {supply}",
        (TABLE_PRACTICE,),
        facts=facts,
    )


@register_question(
    "two-identical-cards",
    Topic.SCORING,
    "With two decks, do two identical cards (say two 8♠) pair?",
    "identical same card two decks duplicate pair 8",
)
def _identical_cards(rules: HouseRules) -> Answer:
    with_two = rules if rules.decks >= 2 else rules.replace(decks=2)
    cards = ["8S", "8S", "K"] if rules.game is Game.NINE_CARD else ["8S", "8S"]
    score = score_example(with_two, cards)
    points = score.columns[0].points
    if points == 0:
        short, verdict = "Yes, 0", "Yes. They are the same rank, so they are a pair: 0."
    else:
        short = f"No, {points_text(points)}"
        verdict = f"They count like any two 8s, and here the column scores {points_text(points)}."
    if rules.decks == 1:
        short = "Not with one deck"
        verdict = (
            "It can't happen with your one deck: it has only one 8♠. With two decks: "
            f"{verdict[0].lower()}{verdict[1:]}"
        )
    return Answer(
        short,
        f"{verdict} {how_it_scores(score)}",
        (WIKIPEDIA, TABLE_PRACTICE),
        example=score,
    )


def _line_verdict(
    rules: HouseRules, score: LayoutScore, positions: _Positions, where: str
) -> tuple[str, str, bool]:
    """Short, verdict and whether equal cards at ``positions`` (a pair, or three in
    nine-card golf) cancel ``where`` in the layout, as the engine scored it."""
    counted = sum(card_value(score.layout.rows[r][c], rules) for r, c in positions)
    cancels = _cancelled(score, *positions)
    if cancels:
        return "Yes", f"Yes, at your table equal cards {where} cancel: they count 0.", True
    return (
        "No",
        (
            f"No. Equal cards {where} don't cancel; each counts in full, here "
            f"{points_text(counted)} together."
        ),
        False,
    )


def _nine_line(rules: HouseRules, line: str, positions: _Positions) -> Answer:
    """Nine-card golf's answer for a pair, then three equal cards, along ``line``."""
    columns: list[list[str | None]] = [[None] * 3 for _ in range(3)]
    for r, c in positions:
        columns[c][r] = "8"
    three = score_example(rules, *columns)
    cancels = _cancelled(three, *positions)
    counted = sum(card_value(three.layout.rows[r][c], rules) for r, c in positions)
    lines = nine_lines(rules)
    verdict = (
        f"three equal cards along a {line} do cancel at your table (a line of three scores 0 "
        f"{lines})"
        if cancels
        else f"three equal cards along a {line} count in full too at your table (only three "
        f"{lines} cancel): here {points_text(counted)} together"
    )
    return Answer(
        f"No; three in a {line}: {'yes' if cancels else 'no'}",
        f"No. In nine-card golf a pair never cancels, wherever it lies; {verdict}.",
        _sources(rules, (TABLE_PRACTICE,), _PAIR_SWITCHES),
        example=three,
        facts=(Fact("cancels", False, f"{line}-pair"), Fact("cancels", cancels, f"{line}-three")),
    )


@register_question(
    "pair-in-a-row",
    Topic.SCORING,
    "Does a pair side by side in a row count?",
    "row side by side horizontal pair next to adjacent",
)
def _row_pair(rules: HouseRules) -> Answer:
    if rules.game is Game.NINE_CARD:
        return _nine_line(rules, "row", ((0, 0), (0, 1), (0, 2)))
    score = score_example(rules, ["8", "K"], ["8", "3"])
    short, verdict, cancels = _line_verdict(rules, score, ((0, 0), (0, 1)), "side by side in a row")
    facts = [Fact("cancels", cancels, "row-pair")]
    if rules.game.shape[1] >= 3:
        three = score_example(rules, ["8", "K"], ["8", "3"], ["8", "4"])
        three_cancel = _cancelled(three, (0, 0), (0, 1), (0, 2))
        facts.append(Fact("cancels", three_cancel, "row-three"))
        if three_cancel and not cancels:
            short = "No; three in a row: yes"
            verdict += (
                " But three equal cards side by side in a row do cancel at your table: all "
                "three count 0."
            )
            score = three
        elif three_cancel:
            verdict += " Three equal cards in a row do cancel too: all three count 0."
        elif cancels:
            verdict += " Of three equal cards in a row only a pair cancels; the third counts."
    return Answer(
        short,
        verdict,
        _sources(rules, (TABLE_PRACTICE,), (*_PAIR_SWITCHES, "row_match")),
        example=score,
        facts=tuple(facts),
    )


@register_question(
    "pair-on-a-diagonal",
    Topic.SCORING,
    "Do two equal cards on a diagonal cancel?",
    "diagonal corner pair across",
)
def _diagonal_pair(rules: HouseRules) -> Answer:
    if rules.game is Game.NINE_CARD:
        return _nine_line(rules, "diagonal", ((0, 0), (1, 1), (2, 2)))
    score = score_example(rules, ["8", "K"], ["3", "8"])
    short, verdict, cancels = _line_verdict(rules, score, ((0, 0), (1, 1)), "on a diagonal")
    return Answer(
        short,
        verdict,
        _sources(rules, (TABLE_PRACTICE,), _PAIR_SWITCHES),
        example=score,
        facts=(Fact("cancels", cancels, "diagonal-pair"),),
    )


@register_question(
    "column-of-two-kings",
    Topic.SCORING,
    "Is a column of two kings worth anything special?",
    "kings king pair zero K column bonus",
)
def _two_kings(rules: HouseRules) -> Answer:
    if rules.game is Game.NINE_CARD:
        score = score_example(rules, ["K", "K", "K"])
        kings = "three kings"
    else:
        score = score_example(rules, ["K", "K"], ["K", "K"])
        kings = "two kings"
    # The column on its own: beside another pair of kings, kings in a row may pair too.
    points = score_example(rules, ["K"] * rules.game.shape[0]).columns[0].points
    king = card_value(Card(Rank.KING), rules)
    apart = king * rules.game.shape[0]
    worth = f"a king is worth {points_text(king)} at your table"
    spread = f"{number_word(rules.game.shape[0])} kings in different columns count"
    if points == apart:
        short = f"No, {points_text(points)}"
        text = (
            f"No. A column of {kings} scores {points_text(points)}, no better than kings "
            f"spread over different columns, because {worth}."
        )
    elif points < apart:
        short = f"Yes, {points_text(points)}"
        text = (
            f"Yes: a column of {kings} scores {points_text(points)}, while {spread} "
            f"{points_text(apart)}, because {worth}."
        )
    else:
        short = f"Worse: {points_text(points)}"
        text = (
            f"It is worse than kings apart: a column of {kings} scores {points_text(points)}, "
            f"while {spread} {points_text(apart)}, because {worth}."
        )
    facts = [
        *_value_facts(rules, Rank.KING),
        Fact("column_points", points, " ".join(["K"] * rules.game.shape[0])),
    ]
    bonus = sum(bonus.points for bonus in score.bonuses)
    if bonus:
        text += (
            " But at your table four kings filling columns 1 and 2 earn the four-of-a-kind "
            f"bonus: {points_text(bonus)}."
        )
        short = f"Only as four of a kind: {points_text(bonus)}"
        facts.append(Fact("bonus", bonus, "four_of_a_kind"))
    return Answer(
        short,
        text,
        _sources(rules, (TABLE_PRACTICE,), ("game", "four_of_a_kind", "card_values")),
        example=score,
        facts=tuple(facts),
    )


@register_question(
    "king-with-a-two",
    Topic.SCORING,
    "Is a 2 with a king in one column a pair?",
    "king two 2 K column zero minus",
)
def _king_and_two(rules: HouseRules) -> Answer:
    cards = ["2", "K", "K"] if rules.game is Game.NINE_CARD else ["2", "K"]
    score = score_example(rules, cards)
    points = score.columns[0].points
    king = card_value(Card(Rank.KING), rules)
    kings = "the two kings add" if len(cards) == 3 else "the king adds"
    return Answer(
        f"No, {points_text(points, signed=True)}",
        "No. A 2 and a king are different ranks, so they don't cancel: the 2 keeps its "
        f"{points_text(rules.twos, signed=True)} and {kings} "
        f"{points_text(king * (len(cards) - 1), signed=True)}, so the column scores "
        f"{points_text(points, signed=True)}. {how_it_scores(score)}",
        _sources(rules, (TABLE_PRACTICE,), ("game", "jokers", "twos", "card_values")),
        example=score,
        facts=(
            *_value_facts(rules, Rank.TWO, Rank.KING),
            Fact("column_points", points, " ".join(cards)),
        ),
    )


def _with_jokers(rules: HouseRules) -> HouseRules:
    """The table's rules, with Pagat's jokers (−2, a 2 worth +2) if it plays without."""
    if rules.jokers is not None:
        return rules
    return rules.replace(jokers=-2, twos=2, jokers_per_deck=2)


def _without_jokers_here(rules: HouseRules, answer: str) -> str:
    """``answer``, said of jokers as Pagat plays them when the table has none."""
    if rules.jokers is not None:
        return answer
    return (
        "These rules play without jokers. Where they are played (Pagat's way: two a deck at "
        f"{points_text(-2)}, a 2 then worth +2), {answer[0].lower()}{answer[1:]}"
    )


@register_question(
    "joker-with-a-two",
    Topic.SCORING,
    "Does a joker pair with a 2?",
    "joker jokers two 2 deuce wild",
)
def _joker_with_two(rules: HouseRules) -> Answer:
    jokers = _with_jokers(rules)
    mixed = score_example(jokers, ["JK", "2"])
    # A pack of one joker (golfcards.club) has no pair of jokers to show.
    pair = score_example(jokers, ["JK", "JK"]) if jokers.joker_count >= 2 else None
    if _cancelled(mixed, (0, 0), (1, 0)):
        short, verdict = "Yes", "Yes, at your table a joker and a 2 cancel."
    else:
        short = "No, only another joker"
        counted = (jokers.jokers or 0) + jokers.twos
        verdict = (
            "No: pairs go by rank, and a joker is a rank of its own, so a joker over a 2 "
            f"counts both, {points_text(jokers.jokers or 0)} and "
            f"{points_text(jokers.twos, signed=True)}"
            + (" (that adds up to 0, but not because they pair)." if counted == 0 else ".")
            + " A joker is not wild."
        )
    if pair is None:
        with_joker = "Your pack holds a single joker, so it never pairs at all."
    elif jokers.game is Game.SIX_CARD and _cancelled(pair, (0, 0), (1, 0)):
        with_joker = "A joker pairs only with another joker: two in one column score 0."
    else:
        with_joker = (
            f"Two jokers in one column score {points_text(pair.columns[0].points)} "
            f"({pair.columns[0].reason})."
        )
    return Answer(
        short,
        f"{_without_jokers_here(rules, verdict)} {with_joker} {how_it_scores(mixed)}",
        (PAGAT, TABLE_PRACTICE),
        example=mixed,
    )


@register_question(
    "two-jokers-in-a-column",
    Topic.SCORING,
    f"Do two jokers in a column score 0 or {points_text(-4)}?",
    "two jokers pair joker column minus four -4 zero cancel",
)
def _two_jokers(rules: HouseRules) -> Answer:
    if rules.jokers is not None and rules.joker_count < 2:
        return Answer(
            "Never together",
            "Your pack holds a single joker (golfcards.club's one joker a deck), so two jokers "
            "never share a column. Where a pack holds two, they pair like any other rank.",
            (PAGAT, GOLFCARDS),
        )
    jokers = _with_jokers(rules)
    cards = ["JK", "JK", "JK"] if jokers.game is Game.NINE_CARD else ["JK", "JK"]
    try:
        score = score_example(jokers, cards)
    except CardError:  # one deck of nine-card golf holds only two jokers
        score = score_example(jokers, ["JK", "JK"])
    points = score.columns[0].points
    others = {
        PairOfJokers.ZERO: "some tables let a pair of jokers cancel to 0 like any pair",
        PairOfJokers.KEEP: f"nwpages.net lets the jokers keep their values ({points_text(-4)} "
        f"at {points_text(-2)} each)",
        PairOfJokers.MINUS4: f"golfcards.club scores a pair of jokers {points_text(-4)} "
        "whatever one is worth",
    }
    del others[rules.pair_of_jokers]
    some_tables = (
        " Some tables score it otherwise, so agree it before the first deal: "
        + " and ".join(others.values())
        + "."
    )
    if _cancelled(score, *((row, 0) for row in range(len(cards)))):
        together = "three jokers" if len(cards) == 3 else "two jokers"
        short = "0, like any pair" if len(cards) == 2 else "0, as three of a kind"
        text = f"0: {together} in one column cancel like any other rank, whatever a joker is worth."
    else:
        short = points_text(points)
        text = f"{points_text(points)}: {score.columns[0].reason}."
    return Answer(
        short,
        f"{_without_jokers_here(rules, text)}{some_tables}",
        (PAGAT, TABLE_PRACTICE, GOLFCARDS, NWPAGES),
        example=score,
    )


def _column_candidates(rules: HouseRules) -> list[str]:
    """The cards worth trying in the lowest column: the four lowest-valued cards of the
    pack (a suit only where it changes the value), the ranks with a pair rule of their
    own (2s, jokers, kings) and an 8, whose pair always cancels where pairs do. A column
    of any other cards scores no lower than one of these: a card worth more can be swapped
    for one worth less, and any cancelling pair scores what an 8's does."""
    kinds: list[tuple[int, str]] = []
    for rank, values in _values_by_rank(rules):
        code = "JK" if rank is Rank.JOKER else rank.value
        if len(values) == 1:
            kinds.append((next(iter(values)), code))
        else:
            kinds += [
                (points, code + suit.value) for points, suits in values.items() for suit in suits
            ]
    kinds.sort()
    special = [code for _, code in kinds if code.rstrip("SHDC") in ("2", "JK", "K", "8")]
    return list(dict.fromkeys([code for _, code in kinds[:4]] + special))


@functools.lru_cache(maxsize=256)
def _best_column(rules: HouseRules) -> tuple[int, LayoutScore]:
    """The lowest score one column can make, and a layout whose first column makes it:
    every choice of :func:`_column_candidates` scored by the engine."""
    best: tuple[int, LayoutScore] | None = None
    candidates = _column_candidates(rules)
    for cards in itertools.combinations_with_replacement(candidates, rules.game.shape[0]):
        try:
            score = score_example(rules, list(cards))
        except CardError:
            continue  # the decks don't hold that many of the rank
        if best is None or score.columns[0].points < best[0]:
            best = (score.columns[0].points, score)
    assert best is not None
    return best


@register_question(
    "best-column",
    Topic.SCORING,
    "What's the best a single column can score?",
    "best lowest column minimum score one column",
)
def _best_column_answer(rules: HouseRules) -> Answer:
    points, score = _best_column(rules)
    column = score.columns[0]
    cards = ranks_text([card.rank for card in column.cards])
    text = f"{points_text(points)}, from {cards} in one column. {how_it_scores(score)}"
    if rules.four_of_a_kind and rules.game is Game.SIX_CARD and rules.pairs is not PairLines.ROWS:
        text += " A four-of-a-kind bonus, earned by two columns together, comes on top."
    return Answer(
        points_text(points),
        text,
        (TABLE_PRACTICE,),
        example=score,
        worked_out=True,
        facts=(Fact("best_column", points),),
    )


@register_question(
    "four-of-a-kind",
    Topic.SCORING,
    "I have four of a kind in two columns. Is there a bonus?",
    "four of a kind square bonus minus ten twenty -10 -20 two pairs",
)
def _four_of_a_kind(rules: HouseRules) -> Answer:
    third = ["K"] if rules.game is Game.NINE_CARD else []
    score = score_example(rules, ["7", "7", *third], ["7", "7", *third])
    bonus = sum(bonus.points for bonus in score.bonuses)
    together = score.columns[0].points + score.columns[1].points + bonus
    if not bonus:
        short = "No bonus"
        text = (
            f"No bonus at your table: those two columns score {points_text(together)} "
            f"together. {how_it_scores(score)}"
        )
    else:
        short = f"Yes, {points_text(bonus)}"
        text = (
            f"Yes, at your table: four 7s filling columns 1 and 2 score {points_text(together)} "
            "for the two columns instead of 0."
        )
        apart = score_example(rules, ["7", "7"], [None, None], ["7", "7"])
        apart_bonus = sum(bonus.points for bonus in apart.bonuses)
        if apart_bonus != bonus:
            apart_total = apart.columns[0].points + apart.columns[2].points + apart_bonus
            short = f"Only side by side: {points_text(bonus)}"
            text += (
                f" Only side by side, though: four 7s in columns 1 and 3 score "
                f"{points_text(apart_total)}."
            )
    # Four jacks may earn what four 7s don't (two pairs of jacks), or more.
    jacks = score_example(rules, ["JC", "JD", *third], ["JH", "JS", *third])
    jacks_bonus = sum(item.points for item in jacks.bonuses)
    if jacks_bonus != bonus:
        reasons = "; ".join(item.reason for item in jacks.bonuses) or "no bonus"
        text += (
            f" {'But f' if not bonus else 'F'}our jacks filling columns 1 and 2 earn "
            f"{points_text(jacks_bonus)} in all at your table ({reasons})."
        )
        short += f"; four jacks: {points_text(jacks_bonus)}"
        if not bonus:
            short = f"Only four jacks: {points_text(jacks_bonus)}"
            text = text.replace(
                "No bonus at your table: those two columns",
                "No bonus for four of a kind itself at your table: four 7s in two columns",
                1,
            )
    return Answer(
        short,
        text,
        _sources(
            rules, (TABLE_PRACTICE,), ("game", "pairs", "four_of_a_kind", "two_pairs_of_jacks")
        ),
        example=score,
        facts=(Fact("bonus", jacks_bonus, "four_jacks"),),
    )


def _hole_bound_answer(rules: HouseRules, players: int | None, lowest: bool) -> Answer:
    """The answer naming one end of a hole's score range, after the table's hole
    adjustments, with a layout that scores that end of the layout's own range."""
    found = hole_range(rules, players)
    points = found.min if lowest else found.max
    layout = found.min_layout if lowest else found.max_layout
    layout_points = found.layout_min if lowest else found.layout_max
    if points == layout_points:
        how = f"for example with the layout {layout}"
    else:
        how = (
            f"from a layout scoring {points_text(layout_points)} (such as {layout}) and your "
            "table's hole adjustments"
        )
    return Answer(
        points_text(points),
        f"{points_text(points)} points{found.for_whom()}, {how}. Nothing the decks can deal "
        f"scores {'lower' if lowest else 'higher'} under your rules.{found.why_wider()}",
        (TABLE_PRACTICE,),
        example=score_layout(layout, rules),
        worked_out=True,
        facts=(Fact("hole_min" if lowest else "hole_max", points, found.subject),),
    )


@register_question(
    "lowest-hole-score",
    Topic.SCORING,
    "What's the lowest possible score for one hole?",
    "lowest minimum best score hole record",
    for_players=True,
)
def _lowest_hole(rules: HouseRules, players: int | None) -> Answer:
    return _hole_bound_answer(rules, players, lowest=True)


@register_question(
    "highest-hole-score",
    Topic.SCORING,
    "What's the highest possible score for one hole?",
    "highest maximum worst score hole",
    for_players=True,
)
def _highest_hole(rules: HouseRules, players: int | None) -> Answer:
    return _hole_bound_answer(rules, players, lowest=False)


@register_question(
    "negative-scores",
    Topic.SCORING,
    "Can a hole score or a running total be negative?",
    "negative below zero minus total running",
    for_players=True,
)
def _negative_score(rules: HouseRules, players: int | None) -> Answer:
    found = hole_range(rules, players)
    facts = (Fact("hole_min", found.min, found.subject),)
    if found.min < 0:
        return Answer(
            "Yes",
            f"Yes. A hole can score as low as {points_text(found.min)}{found.for_whom()}, "
            "and a total below zero stays below zero: nothing resets at 0.",
            (TABLE_PRACTICE,),
            worked_out=True,
            facts=facts,
        )
    return Answer(
        "No, not with your rules",
        f"No, not with your rules: the lowest a hole can score{found.for_whom()} is "
        f"{points_text(found.min)}, so no score or total ever drops below zero.",
        (TABLE_PRACTICE,),
        worked_out=True,
        facts=facts,
    )
