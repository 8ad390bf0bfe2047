"""The oracle: every rule question under every preset and every value of every switch
(and combinations of the switches that interact) states only facts the engine agrees
with, and says them in its text.

Each answer carries the facts it asserts (:class:`~golfkeeper.engine.questions.Fact`).
This file works each one out again its own way, from the engine's building blocks
(``card_value``, ``score_layout``, ``hole_score_bounds``, ``adjust_hole``) and by brute
force where that is cheap (the best column over every card of the pack, whether a line
cancels, the hole range over every hole of 2 and 3 players at the layout's extremes), so
wording alone can never satisfy it. The rule sets come from the switch registry itself:
a switch added to ``HouseRules`` is covered with no edit here.
"""

from __future__ import annotations

import functools
import itertools
import re
from collections.abc import Iterator

import pytest

from golfkeeper.engine.cards import Card, CardError, Layout, Rank, Suit, parse_card, parse_layout
from golfkeeper.engine.holes import adjust_hole, adjusted_bounds, played_steps
from golfkeeper.engine.house_rules import (
    CARD_VALUE_RANGE,
    HOLE_SWITCHES,
    MAIN_RULES,
    PRESETS,
    SWITCHES,
    VALUED_RANKS,
    Bonuses,
    CardValues,
    FourOfAKindColumns,
    Game,
    GoingOutPenalty,
    HouseRules,
    HouseRulesError,
    InitialReveal,
    KnockMode,
    KnockTiming,
    NegativePairs,
    NineCardLines,
    PairLines,
    PairOfTwos,
    Switch,
)
from golfkeeper.engine.questions import QUESTIONS, Answer, Fact, Question
from golfkeeper.engine.scoring import check_layout, hole_score_bounds, score_layout
from golfkeeper.engine.scoring.values import FACE_VALUES, card_value
from golfkeeper.engine.text import ordinal, points_text

# ---------------------------------------------------------------------------------------
# The rule sets


def _applying(declared: Switch, value: object) -> HouseRules | None:
    """Rules with ``declared`` set to ``value`` where the switch applies: the main rules
    (or the switch's own variation base), else the first preset where it does, else the
    main rules with one other switch's choice that makes it apply."""
    # A generator: the first base usually serves, and building all of them (some 270 rule
    # sets for each of the 75 values) cost two seconds of every test process's collection.
    bases = itertools.chain(
        [PRESETS[declared.variation_base].rules] if declared.variation_base else [],
        [MAIN_RULES.replace(**dict(declared.variation_with))],
        (preset.rules for preset in PRESETS.values()),
        (
            MAIN_RULES.replace(**{other.key: choice.value})
            for other in SWITCHES
            for choice in other.choices
            if other is not declared
        ),
    )
    for base in bases:
        try:
            declared.check(value)
            rules = base.replace(**{declared.key: value})
        except (HouseRulesError, ValueError):
            continue
        if declared.applies(rules) and (declared.conflict is None or not declared.conflict(rules)):
            return rules
    return None


def _card_values_choices() -> Iterator[CardValues]:
    """Each valued rank at both ends of the range, at 0 and at the value of every other
    rank (a king worth 10 like a jack, a jack worth 0 like a king, ...)."""
    low, high = CARD_VALUE_RANGE
    others = sorted(set(FACE_VALUES.values()) | {-2, 2})
    for rank in VALUED_RANKS:
        for points in sorted({low, high, 0, *others}):
            if points != FACE_VALUES[rank]:
                yield CardValues.of({rank: points})


def _values(declared: Switch) -> list[object]:
    """Every value of a switch the oracle tries: each choice, on and off, a whole-number
    range at both ends, at 0 and a few values between, and "none" where allowed."""
    if declared.codec is not None:
        return [declared.default, *_card_values_choices()]
    if declared.is_bool:
        return [False, True]
    if declared.choices:
        return [choice.value for choice in declared.choices]
    low, high = declared.minimum, declared.maximum
    assert low is not None and high is not None
    middle = {low, high, 0, -5, -3, -2, -1, 1, 2, 3, 5, 10, (low + high) // 2}
    values: list[object] = [value for value in sorted(middle) if low <= value <= high]
    if declared.none_label is not None:
        values.append(None)
    return values


def _combinations() -> Iterator[HouseRules]:
    """The switches that interact, together: card values x pairs, knocking x mode x timing
    x last turn x game, game x lines, golfcards.club's bonuses (four of a kind x its
    columns x two pairs of jacks x adding x negative pairs x kings), and the hole
    adjustments all at once."""
    kings = [CardValues(), CardValues.of({Rank.KING: -2}), CardValues.of({Rank.KING: 10})]
    for values, pairs, twos, one_eyed in itertools.product(
        kings, PairLines, PairOfTwos, (False, True)
    ):
        yield HouseRules(
            card_values=values, pairs=pairs, pair_of_twos=twos, one_eyed_jacks=one_eyed
        )
    for game, mode, timing, last in itertools.product(
        (Game.SIX_CARD, Game.NINE_CARD, Game.EIGHT_CARD), KnockMode, KnockTiming, (False, True)
    ):
        yield HouseRules(
            game=game,
            decks=2,
            knocking=True,
            knock_mode=mode,
            knock_timing=timing,
            last_turn=last,
        )
    for square, columns, jacks, bonuses, negative, values in itertools.product(
        (0, -20), FourOfAKindColumns, (0, -20), Bonuses, NegativePairs, kings[:2]
    ):
        yield HouseRules(
            four_of_a_kind=square,
            four_of_a_kind_columns=columns,
            two_pairs_of_jacks=jacks,
            bonuses=bonuses,
            negative_pairs=negative,
            card_values=values,
        )
    for lines, up in itertools.product(NineCardLines, (2, 3)):
        yield HouseRules(game=Game.NINE_CARD, decks=2, nine_card_lines=lines, nine_initial_up=up)
    for penalty, bonus, lowest, tied, zero in itertools.product(
        GoingOutPenalty, (0, -5), (0, -3), (0, 5), (False, True)
    ):
        yield HouseRules(
            going_out_penalty=penalty,
            going_out_bonus=bonus,
            lowest_hole_bonus=lowest,
            tied_hole_penalty=tied,
            hole_21_is_zero=zero,
        )
    yield HouseRules(initial_reveal=InitialReveal.LOOK_NEAREST_ROW, knocking=True)


def rule_sets() -> list[HouseRules]:
    """Every preset, every value of every switch and the combinations, without repeats."""
    found = [preset.rules for preset in PRESETS.values()]
    for declared in SWITCHES:
        for value in _values(declared):
            rules = _applying(declared, value)
            if rules is not None:
                found.append(rules)
    found += _combinations()
    return list(dict.fromkeys(found))


RULE_SETS = rule_sets()

# ---------------------------------------------------------------------------------------
# The engine's truth, worked out here


_FILLER = ("5", "6", "7", "9", "3", "4", "A", "10", "Q", "8", "J", "K", "2")


def _layout(rules: HouseRules, placed: dict[tuple[int, int], str]) -> Layout:
    """A layout in the table's shape with ``placed`` cards at (row, column), every other
    place a rank used nowhere else. Raises CardError if the decks can't deal it."""
    rows, columns = rules.game.shape
    used = {code.rstrip("SHDC") if code != "JK" else "JK" for code in placed.values()}
    filler = iter(rank for rank in _FILLER if rank not in used)
    grid = [
        [placed.get((row, column)) or next(filler) for column in range(columns)]
        for row in range(rows)
    ]
    layout = parse_layout(" / ".join(" ".join(row) for row in grid))
    check_layout(layout, rules)
    return layout


def _kinds(rules: HouseRules) -> list[str]:
    """Every distinct card of the pack by what it scores: each rank, and each suit of a
    rank whose suits score differently (checked here, card by card)."""
    kinds = []
    for rank in Rank:
        if rank is Rank.JOKER:
            if rules.jokers is not None:
                kinds.append("JK")
            continue
        if len({card_value(Card(rank, suit), rules) for suit in Suit}) == 1:
            kinds.append(rank.value)
        else:
            kinds += [rank.value + suit.value for suit in Suit]
    return kinds


@functools.cache
def best_column(rules: HouseRules) -> int:
    """The lowest points of a layout's first column, over every column the pack allows."""
    rows = rules.game.shape[0]
    best = None
    for cards in itertools.combinations_with_replacement(_kinds(rules), rows):
        try:
            layout = _layout(rules, {(row, 0): code for row, code in enumerate(cards)})
        except CardError:
            continue
        points = score_layout(layout, rules).columns[0].points
        best = points if best is None else min(best, points)
    assert best is not None
    return best


def line_cancels(rules: HouseRules, subject: str) -> bool:
    """Whether 8s placed along the line ``subject`` count 0, by the engine's total."""
    line, _, size = subject.partition("-")
    count = {"pair": 2, "three": 3}[size]
    places = {
        "row": [(0, column) for column in range(count)],
        "diagonal": [(index, index) for index in range(count)],
        "column": [(row, 0) for row in range(count)],
    }[line]
    layout = _layout(rules, dict.fromkeys(places, "8"))
    others = sum(card_value(card, rules) for place, card in _places(layout) if place not in places)
    eight = card_value(Card(Rank.EIGHT), rules)
    eights = eight * count
    total = score_layout(layout, rules).total
    # Three in a row where pairs cancel pairwise: two cancel, the third counts.
    partial = (others + eight,) if count == 3 else ()
    assert (
        total in (others, others + eights, *partial) or rules.game is Game.NINE_CARD or eights == 0
    )
    return total == others and eights != 0


def _places(layout: Layout) -> Iterator[tuple[tuple[int, int], Card]]:
    for row, cards in enumerate(layout.rows):
        for column, card in enumerate(cards):
            yield (row, column), card


@functools.cache
def hole_extremes(rules: HouseRules) -> tuple[int, int, set[int]]:
    """The hole range claimed by the engine (layout bounds, then ``adjusted_bounds`` at
    its widest over 2 to 8 players) and every adjusted score of 2 and 3 players whose
    layouts score at the extremes, around 0 and around 21, whoever went out."""
    bounds = hole_score_bounds(rules)
    low, high = bounds.min, bounds.max
    ends = [adjusted_bounds(low, high, n, rules) for n in range(2, 9)]
    probes = tuple(
        sorted(
            value
            for value in {low, low + 1, -1, 0, 1, 20, 21, 22, high - 1, high}
            if low <= value <= high
        )
    )
    # adjust_hole reads the rules only through played_steps (the hole steps the table
    # plays and their values), so rule sets that play the same steps share one brute force.
    steps = tuple((step.key, value) for step, value in played_steps(rules))
    seen = _adjusted_scores(probes, steps, rules)
    return min(end[0] for end in ends), max(end[1] for end in ends), seen


_SEEN: dict[tuple[tuple[int, ...], tuple[tuple[str, object], ...]], set[int]] = {}


def _adjusted_scores(
    probes: tuple[int, ...], steps: tuple[tuple[str, object], ...], rules: HouseRules
) -> set[int]:
    """Every adjusted score of 2 and 3 players whose layouts score one of ``probes``,
    whoever went out (or nobody), worked out once for each set of played hole steps."""
    key = (probes, steps)
    if key not in _SEEN:
        seen: set[int] = set()
        for players in (2, 3):
            for scores in itertools.product(probes, repeat=players):
                for went_out in (None, *range(players)):
                    seen.update(adjust_hole(scores, went_out, rules).scores)
        _SEEN[key] = seen
    return _SEEN[key]


def hole_switch_effect(rules: HouseRules, key: str) -> int | bool:
    """What a hole switch does to a probe hole, switched on alone as the table has it."""
    value = getattr(rules, key)
    alone = HouseRules(**{key: value})
    if key == "hole_21_is_zero":
        return adjust_hole([21, 5], None, alone).scores[0] == 0
    if key == "going_out_bonus":
        return adjust_hole([10, 3], 0, alone).scores[0] - 10
    if key == "lowest_hole_bonus":
        return adjust_hole([3, 10], None, alone).scores[0] - 3
    if key == "tied_hole_penalty":
        return adjust_hole([5, 5, 9], None, alone).scores[0] - 5
    raise AssertionError(f"no probe for {key}")


def last_card_ends_hole(rules: HouseRules) -> bool:
    if rules.game is Game.FOUR_CARD:
        return False
    return not (rules.knocking and rules.knock_mode is KnockMode.REPLACES_AUTO_END)


def face_down_at_start(rules: HouseRules) -> int:
    if rules.game is Game.FOUR_CARD or rules.initial_reveal is InitialReveal.LOOK_NEAREST_ROW:
        return rules.game.cards_per_layout
    up = rules.nine_initial_up if rules.game is Game.NINE_CARD else rules.initial_up
    return rules.game.cards_per_layout - up


# ---------------------------------------------------------------------------------------
# Checking one fact


def check_fact(fact: Fact, answer: Answer, rules: HouseRules) -> None:
    text, short = answer.text, answer.short
    key, value, subject = fact.key, fact.value, fact.subject
    if key == "card_value":
        card = parse_card(subject)
        assert value == card_value(card, rules), "a card's worth"
        if card.suit is None and card.rank is not Rank.JOKER:
            assert {card_value(Card(card.rank, suit), rules) for suit in Suit} == {value}
        face = card.rank.value.isdigit() and value == int(card.rank.value)
        assert points_text(value) in text or (face and "face" in text)
    elif key == "suits_matter":
        truth = any(
            len({card_value(Card(rank, suit), rules) for suit in Suit}) > 1
            for rank in Rank
            if rank is not Rank.JOKER
        )
        assert value is truth
        said_no = "Suits don't matter" in text or short.startswith("No")
        assert said_no is not truth
    elif key == "column_points":
        cards = subject.split()
        layout = _layout(rules, {(row, 0): code for row, code in enumerate(cards)})
        assert value == score_layout(layout, rules).columns[0].points
        assert points_text(value) in text or points_text(value, signed=True) in text
    elif key == "best_column":
        assert value == best_column(rules)
        assert points_text(value) in text
    elif key == "cancels":
        assert value is line_cancels(rules, subject)
        if subject.endswith("-pair"):
            assert short.startswith("Yes" if value else "No")
        else:
            assert ("do cancel" in text) is value
    elif key in ("hole_min", "hole_max", "match_min", "match_max"):
        low, high, seen = hole_extremes(rules)
        assert subject == "2-8"
        assert min(seen) >= low and max(seen) <= high, "a hole the range leaves out"
        assert min(seen) == low, "the lowest hole score is not reached"
        ends = {"hole_min": low, "hole_max": high}
        ends |= {"match_min": low * rules.holes, "match_max": high * rules.holes}
        assert value == ends[key]
        assert points_text(value) in text
    elif key == "hole_switch":
        assert value == hole_switch_effect(rules, subject)
        if isinstance(value, bool):
            assert short.startswith("Yes" if value else "No")
        elif value:
            assert points_text(value) in text or points_text(value, signed=True) in text
            # A bonus or penalty the table plays is never denied beside its figure.
            assert not any(denial in text for denial in ("no bonus", "earns nothing"))
    elif key == "bonus":
        assert value == _bonus(rules, subject)
        if value:
            assert points_text(value) in text
            if subject == "four_jacks":
                assert "No bonus" not in short
        elif subject == "four_jacks":
            assert "four jacks" not in text
        else:
            assert short.startswith(("No", "Not"))
    elif key == "last_card_ends_hole":
        assert value is last_card_ends_hole(rules)
        if not value:
            # Only a knock ends the hole: no advice about the last face-down card.
            assert "knock" in text and "face-down" not in text and "face down" not in text
    elif key == "one_more_turn":
        assert value is (not last_card_ends_hole(rules) or rules.last_turn)
    elif key == "earliest_end_turn":
        turn = face_down_at_start(rules) if last_card_ends_hole(rules) else 0
        assert value == turn
        if turn:
            assert ordinal(turn) in text
    elif key in ("tie_penalised", "penalty_example"):
        scores = [int(points) for points in subject.split()]
        alone = HouseRules(going_out_penalty=rules.going_out_penalty)
        after = adjust_hole(scores, 0, alone).scores[0]
        if key == "penalty_example":
            assert value == after
            assert points_text(after) in text
        else:
            assert value is (after != scores[0])
            spared = "spares" in text or "pays no penalty" in text
            assert spared is not value
    else:
        raise AssertionError(f"the oracle has no check for the fact {key!r}")


# "scores 0, not −4", "−10 instead of 0": a sentence that sets one figure against another.
_CONTRAST = re.compile(r"(?<![\d.])([−+-]?\d+),? (?:not|instead of|rather than) ([−+-]?\d+)(?!\d)")


def self_contrasts(answer: Answer) -> list[str]:
    """The places in an answer's text, and in its example's reasons, that contrast a figure
    with an equal one ("a pair of 2s scores 0, not 0")."""
    texts = [answer.text]
    if answer.example is not None:
        example = answer.example
        texts += [line.reason for line in (*example.columns, *example.rows)]
        texts += [bonus.reason for bonus in example.bonuses]
    return [
        match.group(0)
        for text in texts
        for match in _CONTRAST.finditer(text)
        if int(match.group(1).replace("−", "-")) == int(match.group(2).replace("−", "-"))
    ]


def _bonus(rules: HouseRules, subject: str) -> int:
    if subject == "two_pairs_of_jacks":
        if rules.game not in (Game.SIX_CARD, Game.EIGHT_CARD) or rules.pairs is PairLines.ROWS:
            return 0
        placed = {(0, 0): "JC", (1, 0): "JD", (0, 2): "JH", (1, 2): "JS"}
    elif subject == "four_jacks":  # filling columns 1 and 2, as the four-of-a-kind answer
        placed = {(0, 0): "JC", (1, 0): "JD", (0, 1): "JH", (1, 1): "JS"}
    else:  # four kings filling columns 1 and 2, as the kings' answer shows them
        placed = {(0, 0): "KC", (1, 0): "KD", (0, 1): "KH", (1, 1): "KS"}
    score = score_layout(_layout(rules, placed), rules)
    return sum(bonus.points for bonus in score.bonuses)


# ---------------------------------------------------------------------------------------
# What each question must assert

REQUIRED: dict[str, set[str]] = {
    "card-values": {"card_value", "suits_matter"},
    "do-suits-matter": {"suits_matter"},
    "jack-with-a-queen": {"card_value", "column_points"},
    "column-of-two-kings": {"card_value", "column_points"},
    "king-with-a-two": {"card_value", "column_points"},
    "best-column": {"best_column"},
    "pair-in-a-row": {"cancels"},
    "pair-on-a-diagonal": {"cancels"},
    "lowest-hole-score": {"hole_min"},
    "highest-hole-score": {"hole_max"},
    "negative-scores": {"hole_min"},
    "match-total-range": {"hole_min", "hole_max", "match_min", "match_max"},
    "going-out-bonus": {"hole_switch"},
    "layout-of-21": {"hole_switch"},
    "lowest-hole-bonus": {"hole_switch"},
    "tied-hole-penalty": {"hole_switch"},
    "two-pairs-of-jacks": {"bonus"},
    "four-of-a-kind": {"bonus"},
    "going-out-penalty": {"tie_penalised", "hole_switch"},
    "one-more-turn": {"last_card_ends_hole", "one_more_turn"},
    "avoid-going-out": {"last_card_ends_hole"},
    "how-soon-can-a-hole-end": {"last_card_ends_hole", "earliest_end_turn"},
}


def required_subjects(slug: str, rules: HouseRules) -> set[tuple[str, str]]:
    """The (key, subject) facts a question must assert at a table, beyond :data:`REQUIRED`:
    the row answer says whether three in a row cancel wherever a row holds three."""
    if slug == "pair-in-a-row" and rules.game.shape[1] >= 3:
        return {("cancels", "row-three")}
    return set()


def test_the_rule_sets_cover_every_value_of_every_switch() -> None:
    for declared in SWITCHES:
        tried = {getattr(rules, declared.key) for rules in RULE_SETS}
        wanted = set(_values(declared))
        assert wanted <= tried, (
            declared.key,
            wanted - tried,
        )
    assert len(RULE_SETS) > 300
    assert set(HOLE_SWITCHES) <= {declared.key for declared in SWITCHES}


def test_every_question_named_here_exists() -> None:
    assert set(REQUIRED) <= {question.slug for question in QUESTIONS}


@pytest.mark.parametrize("question", QUESTIONS, ids=lambda question: question.slug)
def test_every_fact_of_every_answer_is_the_engines(question: Question) -> None:
    failures: list[str] = []
    for rules in RULE_SETS:
        answer = question.answer(rules)
        keys = {fact.key for fact in answer.facts}
        missing = REQUIRED.get(question.slug, set()) - keys
        subjects = {(fact.key, fact.subject) for fact in answer.facts}
        missing |= {"/".join(pair) for pair in required_subjects(question.slug, rules) - subjects}
        if missing:
            failures.append(f"{rules.differences_from(MAIN_RULES)}: no fact {sorted(missing)}")
        for contrast in self_contrasts(answer):
            failures.append(f"{rules.differences_from(MAIN_RULES)}: {contrast!r} contrasts equals")
        for fact in answer.facts:
            try:
                check_fact(fact, answer, rules)
            except AssertionError as error:
                failures.append(f"{rules.differences_from(MAIN_RULES)}: {fact} ({error})")
        if question.slug == "card-values":
            ranks = {fact.subject.rstrip("SHDC") or fact.subject for fact in answer.facts}
            pack = {rank.value for rank in Rank if rank is not Rank.JOKER} | (
                {Rank.JOKER.value} if rules.jokers is not None else set()
            )
            if not pack <= ranks:
                failures.append(f"{rules.differences_from(MAIN_RULES)}: ranks {pack - ranks}")
        if len(failures) > 5:
            break
    assert not failures, "\n".join(failures)


def test_a_match_range_is_worked_out_for_its_players() -> None:
    rules = HouseRules(going_out_penalty=GoingOutPenalty.PLUS5_EACH)
    question = next(q for q in QUESTIONS if q.slug == "highest-hole-score")
    bounds = hole_score_bounds(rules)
    for players in (2, 5, 8):
        answer = question.answer(rules, players)
        expected = adjusted_bounds(bounds.min, bounds.max, players, rules)[1]
        assert answer.fact("hole_max", str(players)) == expected
        assert f"with your {players} players" in answer.text
    assert "from 2 to 8" in question.answer(rules).text
