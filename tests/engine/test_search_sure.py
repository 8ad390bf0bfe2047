"""The rule search answers surely (issue 32): the question read apart from its story,
another game named only as a comparison, text-speak, chat, at most three sure answers,
and the table's own rules inside a match.

The figures on the held-out sets are bench/search_heldout.py's; these tests pin behaviour.
"""

from __future__ import annotations

import pytest

from golfkeeper.engine.house_rules import MAIN_RULES, Game, HouseRules
from golfkeeper.engine.questions import find, find_question
from golfkeeper.engine.questions.reading import read
from tests.engine.phrasings import PHRASINGS
from tests.engine.phrasings_tuning_32 import (
    CHAT_32,
    COMPARED_32,
    OTHER_GAMES_32,
    READ_32,
    REQUESTS_32,
    STORIES_32,
    THIS_GAME_32,
    TUNING_32,
)

TABLES = {
    "jokers -2": HouseRules(jokers=-2),
    "one-eyed jacks": HouseRules(one_eyed_jacks=True),
    "21 is zero": HouseRules(hole_21_is_zero=True),
    "nine-card": HouseRules(game=Game.NINE_CARD),
}


def sure(query: str, rules: HouseRules = MAIN_RULES) -> list[str]:
    return [question.slug for question in find(query, rules).questions]


def shown(query: str, rules: HouseRules = MAIN_RULES) -> list[str]:
    found = find(query, rules)
    return [question.slug for question in found.questions + found.closest]


@pytest.mark.parametrize(
    ("query", "slug"),
    [
        # Stories and social framing.
        ("we both ended on 32 who wins", "tie-for-the-win"),
        ("can we use the jokers from the box, grandma wants them wild", "jokers"),
        # Another game named as a comparison.
        ("can you knock like in rummy to end it", "knocking"),
        ("we play that 21 is zero like blackjack, is that a real rule", "layout-of-21"),
        # The British draw, a neighbour's shared word, holding back.
        ("what happens if it's a draw after 9 holes", "tie-for-the-win"),
        ("can i just not flip my last card so i dont end it", "avoid-going-out"),
        # At most the first of several that share a word.
        ("is flipping a card a turn on its own", "turn-a-card-up-instead-of-drawing"),
        # The true minus sign.
        ("Is a 2 worth −2 or +2?", "card-values"),
    ],
)
def test_the_issues_misses_are_answered_surely(query, slug):
    assert sure(query)[:1] == [slug]


@pytest.mark.parametrize(
    ("query", "slug"),
    [
        ("qeen over jak = 0?", "jack-with-a-queen"),
        ("wat happens wen the draw pile runs owt", "stock-runs-out"),
        (
            "my total is -5 and you can't go under nothing, and can we do 18 holes",
            "negative-scores",
        ),
    ],
)
def test_text_speak_and_a_trailing_question_leave_the_question_first(query, slug):
    assert shown(query)[:1] == [slug]


def test_the_true_minus_sign_reads_as_a_hyphen():
    assert find("Is a 2 worth −2 or +2?") == find("Is a 2 worth -2 or +2?")
    assert read("do two −2s make −4").text == "do two -2s make -4"


def test_a_game_named_other_than_as_a_comparison_still_finds_nothing():
    assert shown("how do you knock in rummy") == []
    assert shown("is this like rummy") == []


@pytest.mark.parametrize(("query", "slug"), COMPARED_32)
def test_another_game_named_then_this_one_referred_back_to_is_a_comparison(query, slug):
    assert sure(query)[:1] == [slug]


@pytest.mark.parametrize(("query", "slug"), READ_32)
def test_british_ties_idioms_table_talk_and_a_trailing_question_are_read(query, slug):
    assert sure(query)[:1] == [slug]


@pytest.mark.parametrize("query", OTHER_GAMES_32)
def test_a_question_about_another_card_game_finds_nothing(query):
    assert shown(query) == []


@pytest.mark.parametrize("query", CHAT_32)
def test_chat_with_the_games_words_gets_nothing(query):
    assert shown(query) == []


@pytest.mark.parametrize(("query", "slug"), THIS_GAME_32)
def test_a_query_naming_this_game_is_never_off_topic(query, slug):
    assert slug in shown(query)[:3]


@pytest.mark.parametrize(("query", "slug"), REQUESTS_32)
def test_a_request_to_explain_is_a_question_not_table_talk(query, slug):
    assert shown(query)[:1] == [slug]


@pytest.mark.parametrize("query", STORIES_32)
def test_a_story_of_the_table_is_never_called_off_topic(query):
    assert len(shown(query)) == 3


def test_a_story_of_someone_leaving_shows_the_missed_holes_question():
    assert "missed-holes" in shown("ella went to bed what happens to her score")
    assert "missed-holes" in shown("gran is going to bed")


def test_no_query_gets_more_than_three_sure_answers_under_the_main_rules():
    queries = [query for query, _ in PHRASINGS + TUNING_32]
    assert max(len(sure(query)) for query in queries) <= 3


@pytest.mark.parametrize("rules", TABLES.values(), ids=TABLES.keys())
def test_a_match_shows_no_more_than_the_rulebook_unless_its_answer_differs(rules):
    def differs(slug: str) -> bool:
        question = find_question(slug)
        return question.answer(rules).text != question.answer(MAIN_RULES).text

    for query, _ in TUNING_32[:25]:
        plain, table = find(query), find(query, rules)
        extra = [q.slug for q in table.questions if q not in plain.questions]
        assert all(differs(slug) for slug in extra), (query, extra)
        if len(table.questions + table.closest) > len(plain.questions + plain.closest):
            assert extra, query
        assert len(table.questions) <= 3 or all(differs(q.slug) for q in table.questions[3:])


@pytest.mark.parametrize(
    "query",
    [
        "can we use the jokers from the box, grandma wants them wild",
        "are two jokers minus four for us?",
        "do pairs cancel",
        "are twos negative",
    ],
)
def test_a_game_the_table_does_not_play_never_comes_first(query):
    for rules in [HouseRules(jokers=-2), HouseRules(decks=2)]:
        assert shown(query, rules)[:1] not in (["four-card-golf"], ["nine-card-golf"])


def test_a_table_that_plays_four_card_golf_sees_its_question_and_a_named_game_still_leads():
    assert shown("four card golf", HouseRules(jokers=-2))[:1] == ["four-card-golf"]
    assert shown("do pairs cancel", HouseRules(game=Game.FOUR_CARD)) != []


@pytest.mark.parametrize("query", ["one eyed jacks", "one-eyed jacks", "are one eyed jacks worth"])
def test_one_eyed_jacks_are_found_at_a_one_eyed_jacks_table(query):
    assert sure(query, HouseRules(one_eyed_jacks=True))[:1] == ["card-values"]


# Issue 32, fourth round: each of these failed before its change (written for these tests,
# not taken from any held-out set).
@pytest.mark.parametrize(
    ("query", "slug"),
    [
        # The layout a query names comes first.
        ("in the 2x2 version is a king still zero", "four-card-golf"),
        # Another game a few words after "like", or lending its name to a rule.
        (
            "can i pick a card from lower in the discards like you can in some rummy games",
            "dig-into-the-discard-pile",
        ),
        (
            "is there a blackjack style rule where a layout of twenty-one is worth nothing",
            "layout-of-21",
        ),
        # Going out on an early turn; "putting" is not golf on a course.
        ("can someone finish on their very first go", "how-soon-can-a-hole-end"),
        (
            "Can I keep a card from the discard pile without putting it in my layout?",
            "throw-a-discard-straight-back",
        ),
        # A few words naming only the one typing, near a way families ask: a search.
        ("swap my cards", "move-cards-around"),
        # Another go for the others once someone has gone out.
        ("dad finished his layout, do we all play again", "one-more-turn"),
        # Not having to use a card taken: rejecting it.
        (
            "taking the upturned card from the pile, am i forced to use it",
            "throw-a-discard-straight-back",
        ),
        (
            "the open card on the discards, do i have to play it once taken",
            "throw-a-discard-straight-back",
        ),
    ],
)
def test_the_fourth_rounds_readings_answer_surely(query, slug):
    assert sure(query)[:1] == [slug]


def test_a_layout_nobody_named_is_not_first_in_the_plain_rulebook():
    assert shown("what do the cards score")[:1] not in (["four-card-golf"], ["nine-card-golf"])


@pytest.mark.parametrize(
    "query", ["pair my headphones to the laptop", "who was queen of france in 1700"]
)
def test_a_query_mostly_in_words_the_game_never_uses_gets_nothing(query):
    assert shown(query) == []


@pytest.mark.parametrize(
    "query",
    [
        "Noah swapped his jack for the top card of the pile, is that fair",
        "Priya flipped her last card and grabbed the discard, what now",
        "daddy how many cards do we each get",
        "grandad wants to know how many holes we play",
    ],
)
def test_a_move_told_or_a_question_asked_through_someone_is_a_story(query):
    assert read(query).story
    assert len(shown(query)) == 3


def test_numbers_from_twenty_in_letters_read_as_digits_and_the_topic_check_reads_what_was_typed():
    assert read("we ended on fifty-two").text == "we ended on 52"
    reading = read("we both got the same final score")
    assert reading.text.endswith(" tie") and not reading.said.endswith(" tie")


def test_the_one_typing_off_to_bed_is_talk_but_leaving_with_the_game_in_it_is_a_story():
    assert not read("im off to bed now, night all").story
    assert read("i have to leave after this hole").story
    assert read("i have to go home, what happens to my score").story


# Issue 32, fifth round: table chat that uses the game's words. Each of these got a sure
# answer or the closest three before small talk was read (written for these tests, not
# taken from any held-out set).
@pytest.mark.parametrize(
    "query",
    [
        "nice round mum, you crushed it",
        "great hole everyone",
        "back in five, deal without me",
        "who's washing up after this hole",
        "let's have a break after the fifth hole",
        "that was a brilliant last turn, well played",
        "great comeback on the last hole dad",
        "bedtime after this hole kids",
    ],
)
def test_praise_a_break_or_a_chore_said_at_the_table_gets_nothing(query):
    assert shown(query) == []


@pytest.mark.parametrize(
    ("query", "slug"),
    [
        ("good game everyone, but quick question, do jokers count as minus two?", "jokers"),
        ("well done mum! hang on, do you get a bonus for going out first?", "going-out-bonus"),
        ("what happens after this hole, who deals", "how-many-holes"),
        ("we always argue about who deals the first hand of a match", "first-dealer"),
        ("nice one, so does a pair of kings in a column score zero", "column-of-two-kings"),
    ],
)
def test_a_rule_question_beside_praise_or_a_time_of_the_match_is_still_answered(query, slug):
    assert slug in shown(query)[:3]


# Issue 32, fifth round: someone late or not playing some holes. Each failed before (its
# first sure answer was another question, or it was not a story).
@pytest.mark.parametrize(
    "query",
    [
        "someone sat out the first two holes, what do they score for them",
        "dad had to take a phone call and skipped a hole, what's his score for it",
        "grandma dozed off for two holes, how do we score those",
        "newcomer, what total do they get for the holes before they came",
    ],
)
def test_someone_late_or_missing_holes_is_a_story_about_missed_holes(query):
    assert read(query).story
    assert sure(query)[:1] == ["missed-holes"]


# Issue 32, fifth round: golf on a course named by its tournaments and kit. The first two
# got the closest three before.
@pytest.mark.parametrize(
    "query",
    [
        "who's leading the masters after round two",
        "can a caddy tell me which club to use on the last hole",
        "which wedge gets me out of a bunker",
        "is the pga tour on tv tonight",
    ],
)
def test_golf_on_a_course_gets_nothing(query):
    assert shown(query) == []


# Issue 32, fifth round: questions about the app, not the rules. Each got an answer or the
# closest three before (written for these tests).
@pytest.mark.parametrize(
    "query",
    [
        "how do I share the link with my sister",
        "where's the button to add a hole",
        "how do I put the scores on the big tv",
        "can I change who deals first in the app",
        "the total column isn't adding up right on my screen",
        "how do I delete a player from the score sheet",
    ],
)
def test_a_question_about_the_app_gets_nothing(query):
    assert shown(query) == []


@pytest.mark.parametrize(
    ("query", "slug"),
    [
        ("dear app, what happens when the stock runs out", "stock-runs-out"),
        ("the app says a king is worth 0, is that right", "card-values"),
        ("my phone rang so I missed a hole, what do I score for it", "missed-holes"),
    ],
)
def test_the_app_named_beside_a_rule_question_leaves_it_answered(query, slug):
    assert slug in shown(query)[:3]


# Issue 32, fifth round: a question naming someone at the table is a story only with the
# game in it. Each got the closest three before (written for these tests).
@pytest.mark.parametrize(
    "query",
    [
        "can my brother borrow the car tomorrow",
        "who's washing up tonight, mum or dad?",
        "does nan want tea or coffee",
        "is grandad coming for dinner on sunday",
    ],
)
def test_a_question_through_someone_about_something_else_gets_nothing(query):
    assert read(query).story
    assert shown(query) == []


def test_a_score_or_a_card_in_figures_is_the_games_word_but_a_year_is_not():
    # Failed before: "50" counted as a word the game never uses, so half the query was.
    assert "jokers" in shown("auntie says a joker is worth fifty")[:3]
    assert shown("who was queen of france in 1700") == []


def test_a_move_told_of_someone_is_a_story_whatever_its_other_words():
    assert read("uncle dave keeps hoarding the discards").told
    assert len(shown("uncle dave keeps hoarding the discards")) == 3
    assert not read("does nan want tea or coffee").told


# Issue 32, fifth round: chores and whose turn it is to do them. Each was answered before.
@pytest.mark.parametrize(
    "query",
    [
        "whose turn is it to clear the table",
        "can someone put the rubbish out after this hole",
        "who is driving us home after the last hole",
    ],
)
def test_a_chore_at_the_table_gets_nothing(query):
    assert shown(query) == []


@pytest.mark.parametrize(
    ("query", "slug"),
    [
        ("whose turn is it to deal the first hole", "first-dealer"),
        ("is it my turn to draw again after I knock", "knock-after-turn"),
    ],
)
def test_whose_turn_it_is_to_play_the_game_is_still_a_question(query, slug):
    assert slug in shown(query)[:3]


# Issue 32, fifth round: an exclamation, a break named by what it is for, swapping seats,
# how good someone is "at this game" (which names this game, but says nothing of its
# rules). Each was answered before.
@pytest.mark.parametrize(
    "query",
    [
        "what a hand, gran, you're unstoppable",
        "loo break after hole five",
        "let's swap seats after this round",
        "you lot are too good at this game",
    ],
)
def test_an_exclamation_a_break_or_banter_gets_nothing(query):
    assert shown(query) == []


# Issue 32, sixth round: another game's rule told in a sentence after the question, as a
# comparison, leaves the question answered. Written for these tests (not from a held-out
# set); each found nothing before.
@pytest.mark.parametrize(
    ("query", "slug"),
    [
        ("is a joker worth minus two? in canasta they're worth fifty", "jokers"),
        ("how many cards does everyone get? in go fish it's seven", "cards-per-player"),
        ("do the suits count for anything? in bridge spades are top", "do-suits-matter"),
        ("can a king sit with a 2 and cancel? in crib a king's just ten", "king-with-a-two"),
    ],
)
def test_another_games_rule_told_after_the_question_leaves_it_answered(query, slug):
    assert sure(query)[:1] == [slug]


# A game the query is about, in any sentence, still finds nothing (these found nothing
# before too: they guard the reading above).
@pytest.mark.parametrize(
    "query",
    [
        "we play poker on fridays. who deals first?",
        "teaching my kids crazy eights tonight. how many cards each?",
        "what's a king worth? asking about cribbage",
        "solitaire question. can you move cards between columns?",
        "in uno the draw pile runs out a lot. what then?",
    ],
)
def test_a_game_the_query_is_about_in_any_sentence_finds_nothing(query):
    assert shown(query) == []


def test_two_ranks_joined_in_the_plural_ask_what_each_is_worth():
    # Failed before: "aces and kings" read as cards put together, so sure of two kings.
    assert sure("what do aces and kings count for")[:1] == ["card-values"]
    assert sure("a jack and a queen in one column, is that zero")[:1] == ["jack-with-a-queen"]


# A story's words lower the confidence, not the lead: a first question far ahead of the
# second is sure at a low confidence. Each got "Not sure?" before, with this question first.
@pytest.mark.parametrize(
    ("query", "slug"),
    [
        (
            "my daughter pulled a 7 off the stock, didn't want it and just put it on the "
            "discards, fair?",
            "throw-away-a-stock-card",
        ),
        (
            "mum went out with 20 showing and I had 6, does she get punished for that",
            "going-out-penalty",
        ),
    ],
)
def test_a_story_whose_question_leads_widely_is_answered_surely(query, slug):
    assert sure(query)[:1] == [slug]
