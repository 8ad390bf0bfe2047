"""Rule questions: every answer is computed from the table's house rules and cites sources."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from golfkeeper.engine.cards import Card, Rank
from golfkeeper.engine.holes import adjusted_bounds
from golfkeeper.engine.house_rules import (
    MAIN_RULES,
    PRESETS,
    SWITCHES,
    SWITCHES_BY_KEY,
    VALUED_RANKS,
    CardValues,
    FlipAfterReject,
    FourCardPairs,
    Game,
    HouseRules,
    HouseRulesError,
    InitialReveal,
    KnockTiming,
    NineCardLines,
    PairLines,
    PairOfJokers,
    PairOfTwos,
    RowMatch,
    StockExhaustion,
    house_rules_from_dict,
)
from golfkeeper.engine.missed_holes import MissedHoles
from golfkeeper.engine.questions import (
    QUESTIONS,
    SOURCES,
    VARIATIONS,
    VARIATIONS_BY_SLUG,
    Topic,
    find_question,
    other_answers,
    search,
)
from golfkeeper.engine.scoring import card_value, check_layout, hole_score_bounds
from golfkeeper.engine.text import points_text, rank_word

EVERY_RULE_SET = [MAIN_RULES, *(p.rules for p in PRESETS.values()), *(v.rules for v in VARIATIONS)]


def test_there_are_at_least_35_questions_with_unique_links():
    assert len(QUESTIONS) >= 35
    assert len({question.slug for question in QUESTIONS}) == len(QUESTIONS)


def test_every_topic_has_questions():
    assert {question.topic for question in QUESTIONS} == set(Topic)


def test_questions_come_in_the_order_a_hole_is_played():
    # The catalogue's order is the order the package imports its topic modules in.
    order = list(Topic)
    positions = [order.index(question.topic) for question in QUESTIONS]
    assert positions == sorted(positions)
    assert [question.slug for question in QUESTIONS[:2]] == ["cards-per-player", "how-many-decks"]
    assert QUESTIONS[-1].slug == "nine-card-golf"


@pytest.mark.parametrize("question", QUESTIONS, ids=lambda question: question.slug)
def test_every_answer_changes_under_some_house_rule(question):
    main = question.answer(MAIN_RULES).text
    changed = [v.name for v in VARIATIONS if question.answer(v.rules).text != main]
    assert changed, f"{question.slug} answers the same under every house rule"


@pytest.mark.parametrize("question", QUESTIONS, ids=lambda question: question.slug)
@pytest.mark.parametrize("rules", EVERY_RULE_SET)
def test_every_answer_cites_public_sources_and_deals_a_possible_example(question, rules):
    answer = question.answer(rules)
    assert answer.short and answer.text
    assert answer.sources and set(answer.sources) <= set(SOURCES)
    if answer.example is not None:
        check_layout(answer.example.layout, answer.example.rules)
        same_game = answer.example.rules.game is rules.game
        assert same_game or question.topic is Topic.VARIANTS


def test_two_2s_in_a_column_score_0_under_the_main_rules_and_minus_4_when_they_keep():
    question = find_question("two-twos-in-a-column")
    main = question.answer(MAIN_RULES)
    keep = question.answer(HouseRules(pair_of_twos=PairOfTwos.KEEP))
    assert main.short.startswith("No") and "Bicycle" in main.sources
    assert keep.short == "Yes, −4" and keep.sources == ("common table practice",)
    assert [card.rank.value for card in main.example.columns[0].cards] == ["2", "2"]
    assert main.example.columns[0].points == 0 and keep.example.columns[0].points == -4


def test_pairs_of_2s_with_twos_at_plus_2_still_score_0():
    answer = find_question("two-twos-in-a-column").answer(PRESETS["jokers-pagat"].rules)
    assert answer.short == "No, 0"


@pytest.mark.parametrize("rules", EVERY_RULE_SET)
def test_lowest_and_highest_hole_scores_come_from_the_bounds(rules):
    """The layout's bounds, widened by the table's hole adjustments for 2 to 8 players."""
    bounds = hole_score_bounds(rules)
    ends = [adjusted_bounds(bounds.min, bounds.max, n, rules) for n in range(2, 9)]
    low = find_question("lowest-hole-score").answer(rules)
    high = find_question("highest-hole-score").answer(rules)
    assert low.short == points_text(min(end[0] for end in ends))
    assert high.short == points_text(max(end[1] for end in ends))
    assert low.example.layout == bounds.min_layout and low.example.total == bounds.min


@pytest.mark.parametrize(
    ("rules", "expected"),
    [
        (MAIN_RULES, "−6"),
        (HouseRules(pair_of_twos=PairOfTwos.KEEP), "−8"),
        (HouseRules(pair_of_twos=PairOfTwos.KEEP, decks=2), "−12"),
        (PRESETS["jokers-pagat"].rules, "−4"),
        (HouseRules(jokers=-5, twos=-2), "−16"),
        (HouseRules(four_of_a_kind=-20), "−22"),
        (HouseRules(pairs=PairLines.ANYWHERE), "−2"),
        (PRESETS["four-card"].rules, "0"),
    ],
)
def test_lowest_hole_score_matches_the_rules_reference(rules, expected):
    assert find_question("lowest-hole-score").answer(rules).short == expected


def test_best_column_is_a_2_with_a_king_or_a_joker_with_a_2():
    question = find_question("best-column")
    assert question.answer(MAIN_RULES).short == "−2"
    assert question.answer(HouseRules(jokers=-5, twos=-2)).short == "−7"
    assert question.answer(HouseRules(pair_of_twos=PairOfTwos.KEEP)).short == "−4"


def test_four_of_a_kind_square_bonus_needs_the_columns_side_by_side():
    answer = find_question("four-of-a-kind").answer(HouseRules(four_of_a_kind=-20))
    assert answer.short == "Only side by side: −20"
    assert "columns 1 and 3 score 0" in answer.text
    assert find_question("four-of-a-kind").answer(MAIN_RULES).short == "No bonus"


@pytest.mark.parametrize(
    ("slug", "rules", "short"),
    [
        ("pair-in-a-row", MAIN_RULES, "No"),
        ("pair-in-a-row", HouseRules(pairs=PairLines.ROWS), "Yes"),
        ("pair-on-a-diagonal", HouseRules(pairs=PairLines.COLUMNS_AND_ROWS), "No"),
        ("pair-on-a-diagonal", HouseRules(pairs=PairLines.ANYWHERE), "Yes"),
        (
            "pair-on-a-diagonal",
            HouseRules(game=Game.NINE_CARD, decks=2, nine_card_lines=NineCardLines.ALL),
            "No; three in a diagonal: yes",
        ),
        ("throw-a-discard-straight-back", HouseRules(discard_return_allowed=True), "Yes"),
        ("turn-a-card-up-instead-of-drawing", HouseRules(reveal_instead_of_draw=True), "Yes"),
        ("one-more-turn", HouseRules(last_turn=True), "Yes, one each"),
        (
            "turn-a-card-up-after-throwing-away",
            HouseRules(flip_after_reject=FlipAfterReject.MUST),
            "You must turn one up",
        ),
        ("how-soon-can-a-hole-end", MAIN_RULES, "Fourth turn"),
        (
            "how-soon-can-a-hole-end",
            HouseRules(initial_reveal=InitialReveal.LOOK_NEAREST_ROW),
            "Sixth turn",
        ),
        (
            "stock-runs-out",
            HouseRules(stock_exhaustion=StockExhaustion.END_AFTER_LAST_DRAW),
            "The hole ends",
        ),
        ("negative-scores", PRESETS["four-card"].rules, "No, not with your rules"),
        ("king-with-a-two", MAIN_RULES, "No, −2"),
        ("king-with-a-two", PRESETS["jokers-pagat"].rules, "No, +2"),
        ("jack-with-a-queen", MAIN_RULES, "No, 20"),
        ("two-identical-cards", HouseRules(decks=2), "Yes, 0"),
        ("two-identical-cards", MAIN_RULES, "Not with one deck"),
        ("how-many-holes", HouseRules(holes=18), "18 holes"),
        ("match-total-range", MAIN_RULES, "−54 to 540"),
        ("stock-size", MAIN_RULES, "39 for two players"),
    ],
)
def test_answers_follow_the_switches(slug, rules, short):
    assert find_question(slug).answer(rules).short == short


def test_questions_about_other_games_say_when_the_table_plays_six_cards():
    text = find_question("nine-card-golf").answer(MAIN_RULES).text
    assert text.startswith("Your table plays six-card golf;")
    assert (
        "Your table plays"
        not in find_question("nine-card-golf").answer(PRESETS["nine-card"].rules).text
    )


def test_other_answers_name_the_house_rules_that_change_the_answer():
    two_twos = find_question("two-twos-in-a-column")
    names = [name for name, _, _ in other_answers(two_twos, MAIN_RULES)]
    assert "A pair of twos keeps −4" in names
    mixed = other_answers(two_twos, HouseRules(pairs=PairLines.ROWS))
    assert mixed[0][0] == "Main rules"


@pytest.mark.parametrize(
    ("query", "slug"),
    [
        ("jack queen", "jack-with-a-queen"),
        ("Two 2s −4", "two-twos-in-a-column"),
        ("two 2s -4", "two-twos-in-a-column"),
        ("WILD jokers", "jokers"),
        ("stock runs out", "stock-runs-out"),
        ("knock", "knocking"),
    ],
)
def test_search_finds_questions_by_words(query, slug):
    assert search(query)[0].slug == slug


def test_search_for_nothing_finds_nothing():
    assert search("") == [] and search("   ") == [] and search("zebra") == []


_RULES = st.builds(
    HouseRules,
    game=st.sampled_from(Game),
    nine_card_lines=st.sampled_from(NineCardLines),
    decks=st.sampled_from((1, 2, 3)),
    jokers=st.one_of(st.none(), st.integers(-10, 10)),
    twos=st.integers(-10, 10),
    pair_of_twos=st.sampled_from(PairOfTwos),
    pairs=st.sampled_from(PairLines),
    four_of_a_kind=st.sampled_from((0, -10, -20)),
    card_values=st.dictionaries(
        st.sampled_from(VALUED_RANKS), st.integers(-10, 25), max_size=3
    ).map(CardValues.of),
    one_eyed_jacks=st.booleans(),
    jokers_per_deck=st.sampled_from((1, 2)),
    pair_of_jokers=st.sampled_from(PairOfJokers),
    two_pairs_of_jacks=st.sampled_from((0, -5)),
    row_match=st.sampled_from(RowMatch),
    four_card_pairs=st.sampled_from(FourCardPairs),
    last_turn=st.booleans(),
    reveal_instead_of_draw=st.booleans(),
    flip_after_reject=st.sampled_from(FlipAfterReject),
    discard_return_allowed=st.booleans(),
    initial_reveal=st.sampled_from(InitialReveal),
    knocking=st.booleans(),
    stock_exhaustion=st.sampled_from(StockExhaustion),
    holes=st.integers(1, 36),
)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=_RULES)
def test_every_question_answers_any_mix_of_house_rules(rules):
    for question in QUESTIONS:
        answer = question.answer(rules)
        assert answer.short and answer.text and answer.sources


def _one_switch_rules() -> list[HouseRules]:
    """The main rules with one switch set to each value it offers (with the other
    switches its variation needs), read from the switch declarations: a switch added
    later is tried here without a change to this test."""
    found = []
    for declared in SWITCHES:
        values = [choice.value for choice in declared.choices]
        if declared.is_range:  # a whole-number range: its ends, and "none" where allowed
            values += [declared.minimum, declared.maximum]
            values += [None] if declared.allows_none else []
        for value in values:
            given = {
                key: SWITCHES_BY_KEY[key].encode(value) for key, value in declared.variation_with
            }
            given[declared.key] = None if value is None else declared.encode(value)
            try:
                rules = house_rules_from_dict(given)
            except HouseRulesError:
                continue  # a value that needs another game (say), covered by the presets
            if rules != MAIN_RULES and rules not in found:
                found.append(rules)
    return found


ONE_SWITCH_RULES = _one_switch_rules()


@pytest.mark.parametrize("question", QUESTIONS, ids=lambda question: question.slug)
@pytest.mark.parametrize(
    "rules",
    [*(p.rules for p in PRESETS.values()), *ONE_SWITCH_RULES],
    ids=[*PRESETS, *(",".join(r.differences_from(MAIN_RULES)) for r in ONE_SWITCH_RULES)],
)
def test_every_question_answers_every_preset_and_every_switch_value(question, rules):
    answer = question.answer(rules)
    assert answer.short and answer.text.endswith((".", ")", "?"))
    assert answer.sources and set(answer.sources) <= set(SOURCES)


def test_every_switch_value_is_tried():
    assert len(ONE_SWITCH_RULES) >= 25
    tried = {key for rules in ONE_SWITCH_RULES for key in rules.differences_from(MAIN_RULES)}
    assert {"knock_timing", "jokers", "initial_up", "flip_after_reject"} <= tried


# Issue 14's questions -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("slug", "rules", "short"),
    [
        ("joker-with-a-two", MAIN_RULES, "No, only another joker"),
        ("joker-with-a-two", PRESETS["jokers-minus-5"].rules, "No, only another joker"),
        ("two-jokers-in-a-column", MAIN_RULES, "0, like any pair"),
        ("two-jokers-in-a-column", PRESETS["jokers-pagat"].rules, "0, like any pair"),
        ("two-jokers-in-a-column", PRESETS["four-card"].rules, "−4"),
        ("two-jokers-in-a-column", PRESETS["nine-card"].rules, "0, as three of a kind"),
        ("first-dealer", MAIN_RULES, "Any fair way"),
        ("going-out-penalty", MAIN_RULES, "No"),
        ("missed-holes", MAIN_RULES, "The hole's highest score"),
        ("missed-holes", MAIN_RULES.replace(missed_holes=MissedHoles.SKIP), "Nothing counts"),
        (
            "missed-holes",
            MAIN_RULES.replace(missed_holes=MissedHoles.AVERAGE),
            "The others' average",
        ),
        ("going-out-penalty", PRESETS["skyjo-going-out"].rules, "Yes"),
        ("knock-after-turn", MAIN_RULES, "No knocking here"),
        ("knock-after-turn", HouseRules(knocking=True), "No, a knock is your turn"),
        (
            "knock-after-turn",
            HouseRules(knocking=True, knock_timing=KnockTiming.END_OF_TURN),
            "Yes",
        ),
        ("knock-after-turn", PRESETS["four-card"].rules, "No, instead of drawing"),
    ],
)
def test_the_new_questions_follow_the_switches(slug, rules, short):
    assert find_question(slug).answer(rules).short == short


def test_a_joker_over_a_2_counts_both_cards_even_when_they_add_up_to_0():
    answer = find_question("joker-with-a-two").answer(PRESETS["jokers-pagat"].rules)
    column = answer.example.columns[0]
    assert [card.rank.value for card in column.cards] == ["Jk", "2"]
    assert column.points == 0 and "not because they pair" in answer.text
    assert "only with another joker" in answer.text


@pytest.mark.parametrize("rules", [MAIN_RULES, *(p.rules for p in PRESETS.values())])
def test_card_values_are_the_engines_values_for_every_rank(rules):
    answer = find_question("card-values").answer(rules)
    for rank in Rank:
        if rank is Rank.JOKER:
            if rules.jokers is None:
                assert "joker" not in answer.text
            else:
                assert f"a joker {points_text(card_value(Card(rank), rules))}" in answer.text
            continue
        value = card_value(Card(rank), rules)
        face = rank.value.isdigit() and value == int(rank.value)
        assert face or f"{rank_word(rank)} {points_text(value)}" in answer.text


def test_card_values_say_when_the_table_changed_them():
    main = find_question("card-values").answer(MAIN_RULES)
    jokers = find_question("card-values").answer(PRESETS["jokers-pagat"].rules)
    assert main.sources == ("Bicycle", "Pagat", "Wikipedia")
    assert jokers.text.startswith("At your table:") and "a 2" not in jokers.text
    assert "2 to 10 their face value" in jokers.text  # a 2 at +2 is its face value


def test_the_first_dealer_is_common_table_practice_not_a_rulebooks():
    answer = find_question("first-dealer").answer(MAIN_RULES)
    assert "No rulebook" in answer.text and "cutting for low" in answer.text
    assert answer.sources == ("common table practice", "house agreement")


def test_going_out_is_not_penalised_under_the_main_rules_and_the_options_cite_their_tables():
    answer = find_question("going-out-penalty").answer(MAIN_RULES)
    assert answer.text.startswith("No, not under your rules")
    assert {"Skyjo's rules", "golfcards.club", "nwpages.net"} <= set(answer.sources)
    late = find_question("going-out-penalty").answer(HouseRules(last_turn=True))
    assert "one more turn" in late.text


def test_missed_holes_work_out_the_other_tables_scores_with_the_engine():
    skip = MAIN_RULES.replace(missed_holes=MissedHoles.SKIP)
    text = find_question("missed-holes").answer(skip).text
    assert "4, 9 and 2" in text and "9 or 5 theirs" in text


# The slips issue 14 lists -----------------------------------------------------------------


def test_four_card_golf_never_says_cards_cancel():
    four = PRESETS["four-card"].rules
    jack = find_question("jack-with-a-queen").answer(four).text
    suits = find_question("do-suits-matter").answer(four).text
    assert "only the same rank cancels" not in jack and "no cards cancel" in jack
    assert "whether cards cancel" not in suits and "no cards cancel" in suits


@pytest.mark.parametrize(
    ("slug", "game"), [("four-card-golf", "four-card golf"), ("nine-card-golf", "nine-card golf")]
)
def test_answers_about_another_game_name_it_on_every_line(slug, game):
    question = find_question(slug)
    for _, _, other in other_answers(question, MAIN_RULES):
        assert other.short.startswith(("In " + game, "In your " + game))
    assert question.answer(MAIN_RULES).short.startswith(f"In {game}, ")


def test_jokers_at_minus_3_or_0_say_what_a_2_is_worth():
    text = find_question("jokers").answer(MAIN_RULES).text
    assert "or 0 (a 2 then stays at −2)" in text
    for slug in ("jokers-minus-3", "jokers-zero"):
        assert "a 2 stays at −2" in VARIATIONS_BY_SLUG[slug].changes.replace("A 2", "a 2")


def test_who_deals_next_is_cited_as_common_table_practice():
    answer = find_question("how-many-holes").answer(MAIN_RULES)
    assert "common table practice" in answer.sources
    assert "don't settle who deals next" in answer.text


def test_one_joker_a_deck_is_answered_without_a_pair_of_jokers():
    answer = find_question("jokers").answer(HouseRules(jokers=-5, jokers_per_deck=1))
    assert "one joker in the pack" in answer.text
    assert "Two jokers" not in answer.text
