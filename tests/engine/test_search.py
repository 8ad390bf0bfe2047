"""Finding a rule question from what people type at the table: sentences, keywords, table
talk, typos and word forms find the right question near the top; other games find none."""

from __future__ import annotations

import pytest

from golfkeeper.engine.house_rules import MAIN_RULES, HouseRules, InitialReveal
from golfkeeper.engine.questions import QUESTIONS, search
from tests.engine.phrasings import OFF_TOPIC, PHRASINGS

TOP_3_TARGET = 0.90


def slugs(query: str, rules: HouseRules = MAIN_RULES) -> list[str]:
    return [question.slug for question in search(query, rules)]


def test_the_phrasings_cover_every_question_and_name_real_ones():
    catalogue = {question.slug for question in QUESTIONS}
    named = {slug for _, slug in PHRASINGS}
    assert len(PHRASINGS) >= 120
    assert named <= catalogue, f"unknown slugs: {sorted(named - catalogue)}"
    assert named == catalogue, f"no phrasing for: {sorted(catalogue - named)}"


def test_nine_phrasings_in_ten_find_their_question_in_the_top_3():
    top_1 = top_3 = 0
    misses = []
    for query, slug in PHRASINGS:
        found = slugs(query)[:3]
        top_1 += found[:1] == [slug]
        top_3 += slug in found
        if slug not in found:
            misses.append(f"{query!r} -> {found} (wanted {slug})")
    size = len(PHRASINGS)
    figure = (
        f"top 1: {top_1}/{size} ({top_1 / size:.1%}), top 3: {top_3}/{size} ({top_3 / size:.1%})"
    )
    print(f"\nphrasings: {figure}")
    assert top_3 / size >= TOP_3_TARGET, figure + "; missed: " + "; ".join(misses)


@pytest.mark.parametrize("query", OFF_TOPIC)
def test_a_question_about_another_game_finds_nothing(query):
    assert search(query) == []


@pytest.mark.parametrize(
    ("query", "slug"),
    [
        ("what happens when the deck runs out", "stock-runs-out"),
        ("can you flip a card instead of drawing", "turn-a-card-up-instead-of-drawing"),
        ("what if we tie", "tie-for-the-win"),
        ("exposed", "accidental-peek"),
        ("discard a matched pair", "take-a-pair-off-the-table"),
        ("who goes first", "how-many-holes"),
        # Since issue 14 a question of its own answers this one.
        ("jokers cancel", "two-jokers-in-a-column"),
    ],
)
def test_the_questions_the_old_search_missed_come_first(query, slug):
    assert slugs(query)[0] == slug


def test_whole_words_beat_words_inside_other_words():
    # "king" is inside "knocking", "ace" inside "face" and "place": neither counts.
    assert slugs("king")[0] == "column-of-two-kings"
    assert "knocking" not in slugs("king")
    # Since issue 14 an ace is named in two answers (its value, cutting for the deal).
    assert set(slugs("ace")) == {"card-values", "first-dealer"}


@pytest.mark.parametrize(
    ("typed", "meant"),
    [("jokrs", "jokers"), ("diagnal pair", "diagonal pair"), ("discrad back", "discard back")],
)
def test_a_typo_finds_what_the_right_spelling_finds(typed, meant):
    assert slugs(typed)[:1] == slugs(meant)[:1] != []


@pytest.mark.parametrize(
    ("form", "other"),
    [("jokers", "joker"), ("flipped", "flip"), ("shuffling", "reshuffle"), ("2s", "2")],
)
def test_word_forms_find_the_same_first_question(form, other):
    assert slugs(form)[:1] == slugs(other)[:1] != []


def test_ignored_words_do_not_block_a_match():
    assert slugs("what are the rules if we tie?")[0] == slugs("tie")[0] == "tie-for-the-win"


def test_the_answer_under_the_tables_rules_is_searched():
    assert slugs("nearest") == []
    assert "look-at-face-down-cards" in slugs(
        "nearest", HouseRules(initial_reveal=InitialReveal.LOOK_NEAREST_ROW)
    )


def test_an_empty_query_finds_nothing():
    assert search("") == [] and search("  ?! ") == [] and search("the") == []
