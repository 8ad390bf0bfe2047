"""The book's figures against sums worked by hand over the three evenings of
``tests/web/books/conftest.py``."""

from __future__ import annotations

from fractions import Fraction as F

import pytest

from golfkeeper import scorekeeping
from golfkeeper.books import service
from golfkeeper.books.figures import book_figures
from golfkeeper.extensions import db
from golfkeeper.stats.figures import load_matches
from tests.web.books.conftest import THREE_HOLES


@pytest.fixture
def figures(app, evenings):
    with app.app_context():
        sheets = [scorekeeping.build_sheet(m) for m in load_matches(evenings)]
        yield book_figures(sheets, {})


def _person(figures, name):
    return next(p for p in figures.players if p.name == name)


def test_the_sheets_totals_are_the_hand_worked_ones(app, evenings):
    with app.app_context():
        sheets = [scorekeeping.build_sheet(m) for m in load_matches(evenings)]
        assert [sheet.totals for sheet in sheets] == [(9, 9, 12), (14, 10, 11), (6, 11, 11)]
        assert [[p.name for p in sheet.winners] for sheet in sheets] == [
            ["Ann", "Bob"],
            ["Bob"],
            ["ann"],
        ]


def test_one_person_per_name_key_and_matches_played(figures):
    assert [p.name for p in figures.players] == ["Ann", "Bob", "Dee", "Cy"]
    assert _person(figures, "Ann").names == {"Ann", "ann"}
    assert {p.name: p.matches for p in figures.players} == {"Ann": 3, "Bob": 3, "Cy": 2, "Dee": 1}


def test_a_shared_win_counts_one_over_the_number_sharing_it(figures):
    # Ann: 1/2 (evening 1) + 1 (evening 3); Bob: 1/2 + 1 (evening 2).
    assert {p.name: p.wins for p in figures.players} == {
        "Ann": F(3, 2),
        "Bob": F(3, 2),
        "Cy": 0,
        "Dee": 0,
    }


def test_hole_figures_count_only_the_holes_played(figures):
    # Ann 9 + 14 + 6 = 29 over 10 holes; Bob 9 + 10 + 11 = 30 over 10; Cy 12 + 5 over 5
    # (not his hole 3 of evening 3); Dee 0 + 3 + 4 over 3 (not her hole 1).
    averages = {p.name: p.average_per_hole for p in figures.players}
    assert averages == {"Ann": F(29, 10), "Bob": F(3), "Cy": F(17, 5), "Dee": F(7, 3)}
    assert {p.name: (p.best_hole, p.worst_hole) for p in figures.players} == {
        "Ann": (1, 6),
        "Bob": (0, 6),
        "Cy": (1, 5),
        "Dee": (0, 4),
    }


def test_the_fair_figure_is_the_mean_gap_to_the_others_on_each_hole_played(figures):
    # Ann: 0, 0, -1.5 | 2, 0, 4, -2 | 0, 0, -5 = -2.5 over 10 holes.
    # Bob: 3, -3, -1.5 | -2, 3, -3.5, -0.5 | 3, -3, 5 = 0.5 over 10.
    # Cy: -3, 3, 3 | -3, 3 = 3 over 5. Dee: -3, -0.5, 2.5 = -1 over 3.
    assert {p.name: p.fair for p in figures.players} == {
        "Ann": F(-1, 4),
        "Bob": F(1, 20),
        "Cy": F(3, 5),
        "Dee": F(-1, 3),
    }


def test_the_champion_is_the_most_wins_ties_broken_by_the_fair_figure(figures):
    assert figures.champion is not None and figures.champion.name == "Ann"


def test_best_totals_only_where_every_hole_was_played_by_length(figures):
    # Cy left evening 3 (a missed hole counted) and Dee joined evening 2 late.
    assert {p.name: p.best_totals for p in figures.players} == {
        "Ann": {3: 6, 4: 14},
        "Bob": {3: 9, 4: 10},
        "Cy": {3: 12},
        "Dee": {},
    }


def test_head_to_head_counts_who_finished_ahead_in_the_finished_matches_both_played(figures):
    table = {(h.a, h.b): (h.a_ahead, h.b_ahead, h.tied) for h in figures.head_to_head}
    assert table == {
        ("Ann", "Bob"): (1, 1, 1),
        ("Ann", "Cy"): (2, 0, 0),
        ("Ann", "Dee"): (0, 1, 0),
        ("Bob", "Cy"): (1, 0, 1),
        ("Bob", "Dee"): (1, 0, 0),
    }


def test_streaks_run_over_the_finished_matches_in_the_books_order(figures):
    assert {p.name: (p.longest_streak, p.current_streak) for p in figures.players} == {
        "Ann": (1, 1),
        "Bob": (2, 0),
        "Cy": (0, 0),
        "Dee": (0, 0),
    }


def test_form_is_the_fair_figure_of_each_match(figures):
    assert _person(figures, "Ann").form == [(0, F(-1, 2)), (1, F(1)), (2, F(-5, 3))]
    assert _person(figures, "Dee").form == [(1, F(-1, 3))]


def test_an_unfinished_match_counts_its_holes_but_no_win_total_or_meeting(app, evenings):
    with app.app_context():
        match = scorekeeping.start_match(["Ann", "Bob"], 0, THREE_HOLES)
        db.session.commit()
        by_name = {p.name: p.id for p in match.players}
        scorekeeping.record_hole(match, 1, {by_name["Ann"]: -2, by_name["Bob"]: 8})
        db.session.commit()
        sheets = [scorekeeping.build_sheet(m) for m in load_matches([*evenings, match.id])]
        figures = book_figures(sheets, {})
    ann = _person(figures, "Ann")
    assert (ann.matches, ann.wins, ann.best_hole, ann.best_totals) == (
        4,
        F(3, 2),
        -2,
        {3: 6, 4: 14},
    )
    # Her new hole: -2 against Bob's 8, a gap of -10: (-2.5 - 10) over 11 holes.
    assert ann.fair == F(-25, 22)
    assert ("Ann", "Bob") in {(h.a, h.b) for h in figures.head_to_head}
    assert next(h for h in figures.head_to_head if h.b == "Bob").met == 3


def test_a_merge_counts_two_names_as_one_person_and_undoes(app, evenings):
    with app.app_context():
        book = service.create_book("Family", "starter")
        for match in load_matches(evenings):
            service.add_match(book, match)
        db.session.commit()
        sheets = service.book_sheets(book)
        service.merge_names(book, sheets, "dee", "cy")
        db.session.commit()
        merged = book_figures(sheets, service.aliases(book))
        cy = _person(merged, "Cy")
        assert (cy.matches, cy.names, cy.fair) == (3, {"Cy", "Dee"}, F(3 - 1, 8))
        assert service.unmerge_name(book, "dee")
        db.session.commit()
        assert service.aliases(book) == {}


def test_a_merge_of_two_players_of_one_match_is_refused_and_changes_nothing(app, evenings):
    with app.app_context():
        book = service.create_book("Family", "starter")
        for match in load_matches(evenings):
            service.add_match(book, match)
        db.session.commit()
        sheets = service.book_sheets(book)
        with pytest.raises(service.BookError, match="Both names played in Evening 1"):
            service.merge_names(book, sheets, "cy", "bob")
        with pytest.raises(service.BookError, match="already one player"):
            service.merge_names(book, sheets, "ann", "ann")
        db.session.commit()
        assert service.aliases(book) == {}
