"""The rulebook's search page answers surely and no more than it should (issue 32): at most
three sure answers, a match's page lists no more than the plain rulebook unless its table's
rules change an answer, a game the table does not play is never first, one-eyed jacks
are found at a one-eyed-jacks table, and the true minus sign is read as a minus."""

from __future__ import annotations

import re
from urllib.parse import urlencode

from golfkeeper.engine.house_rules import HouseRules
from golfkeeper.table_rules.query import preset_query_args
from tests.web.helpers import page_text, start_match


def results(client, query: str, **args: str) -> tuple[list[str], list[str]]:
    """The slugs the search page lists for ``query``: the sure answers, then the others."""
    page = page_text(client.get("/rules/questions?" + urlencode({"q": query, **args})))
    section = re.search(r'<section id="results".*?</section>', page, re.S).group(0)
    lists = re.findall(r'<ol class="rb-question-list"[^>]*>(.*?)</ol>', section, re.S)
    heading = re.search(r'<h2 id="found-heading"[^>]*>(.*?)</h2>', section, re.S).group(1)
    slugs = [re.findall(r'href="/rules/questions/([a-z0-9-]+)', one) for one in lists]
    if "No question matches" in heading:
        return [], slugs[0] if slugs else []
    return slugs[0], slugs[1] if len(slugs) > 1 else []


def test_a_query_several_questions_share_words_with_lists_at_most_three_sure(client):
    sure, _ = results(client, "is flipping a card a turn on its own")
    assert 1 <= len(sure) <= 3
    assert sure[0] == "turn-a-card-up-instead-of-drawing"


def test_a_match_lists_no_more_than_the_rulebook_for_a_question_its_rules_leave_alone(client):
    match = start_match(client, ["Ann", "Bo"], preset="jokers-pagat")
    query = "can we use the jokers from the box, grandma wants them wild"
    plain_sure, plain_others = results(client, query)
    sure, others = results(client, query, match=str(match.id))
    assert sure[:1] == plain_sure[:1] == ["jokers"]
    assert len(sure) + len(others) <= len(plain_sure) + len(plain_others)
    assert len(sure) <= 3


def test_a_game_the_table_does_not_play_never_comes_first_in_a_match(client):
    match = start_match(client, ["Ann", "Bo"], preset="jokers-pagat")
    for query in ("are two jokers minus four for us?", "do pairs cancel"):
        sure, others = results(client, query, match=str(match.id))
        assert (sure + others)[:1] not in (["four-card-golf"], ["nine-card-golf"]), query


def test_one_eyed_jacks_are_found_at_a_one_eyed_jacks_table(client):
    args = preset_query_args(HouseRules(one_eyed_jacks=True))
    sure, _ = results(client, "one eyed jacks", **args)
    assert sure[:1] == ["card-values"]


def test_a_two_worth_minus_two_typed_with_the_true_minus_sign_is_answered(client):
    true_minus = results(client, "Is a 2 worth \u22122 or +2?")
    assert true_minus[0][:1] == ["card-values"]
    assert true_minus == results(client, "Is a 2 worth -2 or +2?")
