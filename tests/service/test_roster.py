"""Roster rules: who sits at the table, under which name, in which seat, from which hole."""

from __future__ import annotations

import pytest

from golfkeeper.engine.house_rules import MAIN_RULES
from golfkeeper.scorekeeping import (
    INVISIBLE_NAME,
    MatchChanged,
    MatchFinished,
    ScorekeepingError,
    add_player,
    finish_match,
    match_history,
    move_player,
    record_hole,
    remove_player,
    rename_player,
    reopen_match,
    start_match,
)
from tests.service.conftest import saved, write

EIGHT = ["Ann", "Bo", "Cy", "Di", "Ed", "Fa", "Gus", "Hal"]


# -- Starting a match: 2 to 8 different names ---------------------------------------------


@pytest.mark.parametrize(
    ("names", "message"),
    [
        (["Ann"], "Enter at least 2 players."),
        ([*EIGHT, "Ivy"], "A match has at most 8 players."),
        (["Ann", "ann"], "ann is already at the table: give each player a different name."),
        (["Ann", " "], "Type a name."),
        (["Ann", "\u200b"], INVISIBLE_NAME),  # only an invisible character
        (["Ann", "\u3164"], INVISIBLE_NAME),  # HANGUL FILLER, a letter to Unicode
        (["Ann", "\u2800\u2800"], INVISIBLE_NAME),  # BRAILLE PATTERN BLANK, a symbol
        (["Ann", "\uffa0 \u115f"], INVISIBLE_NAME),  # the other Hangul fillers
        (
            ["Ann", "Ann\u200b"],
            "Ann\u200b is already at the table: give each player a different name.",
        ),
        (
            ["Ann", "\uff41nn"],
            "\uff41nn is already at the table: give each player a different name.",
        ),
        (["Ann", "Bo\tCy"], "Names can't contain tabs, line breaks or control characters."),
        (["Ann", "Bo\u202eyC"], "Names can't contain tabs, line breaks or control characters."),
        (["Ann", "B" * 41], "Keep names to 40 characters (this one has 41)."),
    ],
    ids=[
        "one",
        "nine",
        "same-name-other-case",
        "blank",
        "invisible",
        "hangul-filler",
        "braille-blank",
        "halfwidth-fillers",
        "zero-width-space-added",
        "full-width",
        "tab",
        "bidi",
        "long",
    ],  # fmt: skip
)
def test_a_new_match_needs_two_to_eight_distinct_names(service, names, message):
    with pytest.raises(ScorekeepingError) as refused:
        start_match(names, 0, MAIN_RULES)
    assert refused.value.message == message


@pytest.mark.parametrize("count", [2, 8])
def test_two_and_eight_players_are_a_match(service, count):
    match = write(service, start_match, EIGHT[:count], 0, MAIN_RULES)
    assert [p.name for p in match.players] == EIGHT[:count]
    assert [p.seat for p in match.players] == list(range(count))


def test_names_are_stored_trimmed_and_may_hold_emoji_and_joiners(service):
    match = write(service, start_match, ["  Ann ", "👩‍👩‍👧 family"], 0, MAIN_RULES)
    assert [p.name for p in match.players] == ["Ann", "👩‍👩‍👧 family"]


def test_the_first_dealer_must_be_one_of_the_players(service):
    with pytest.raises(ScorekeepingError, match="The first dealer must be one of the players."):
        start_match(["Ann", "Bo"], 2, MAIN_RULES)


# -- Adding a player: before the first score at hole 1, later at the current hole --------


def test_a_player_added_before_any_score_plays_from_hole_1(service, new_match):
    match = new_match(["Ann", "Bo"])
    cy = write(service, add_player, match, "Cy")
    assert (cy.seat, cy.joined_at_hole) == (2, 1)


def test_a_late_player_joins_at_the_current_hole_in_the_seat_asked_for(service, new_match, sheet):
    match = new_match(["Ann", "Bo", "Cy"], dealer=2)
    ann, bo, cy = match.players
    write(service, record_hole, match, 1, {ann.id: 1, bo.id: 2, cy.id: 3})
    write(service, record_hole, match, 2, {ann.id: 1, bo.id: 2, cy.id: 3})

    di = write(service, add_player, match, "Di", after=ann)

    assert di.joined_at_hole == 3
    assert [p.name for p in sheet(match).players] == ["Ann", "Di", "Bo", "Cy"]
    assert match.first_dealer_seat == cy.seat  # Cy still dealt the first hole
    assert sheet(match).players_at(2) == (ann, bo, cy)
    assert sheet(match).players_at(3) == (ann, di, bo, cy)
    assert [line.kind for line in match_history(match)[0].lines] == ["joined", "seat", "seat"]


def test_a_hole_half_entered_is_where_a_late_player_joins(service, new_match):
    match = new_match(["Ann", "Bo"])
    ann, bo = match.players
    write(service, record_hole, match, 1, {ann.id: 1, bo.id: 2})
    write(service, record_hole, match, 2, {ann.id: 1})
    assert write(service, add_player, match, "Cy").joined_at_hole == 2


def test_a_ninth_player_cannot_join(service, new_match):
    match = new_match(EIGHT)
    with pytest.raises(ScorekeepingError, match="A match has at most 8 players."):
        write(service, add_player, match, "Ivy")


def test_a_removed_players_seat_does_not_count_toward_the_eight(service, new_match):
    match = new_match(EIGHT)
    write(service, remove_player, match, match.players[-1])
    assert write(service, add_player, match, "Ivy").name == "Ivy"


@pytest.mark.parametrize(
    ("name", "message"),
    [
        ("ann", "Ann is already at the table: give each player a different name."),
        ("", "Type a name."),
        ("x" * 41, "Keep names to 40 characters (this one has 41)."),
    ],
)
def test_a_late_player_needs_a_name_not_at_the_table(service, new_match, name, message):
    match = new_match(["Ann", "Bo"])
    with pytest.raises(ScorekeepingError) as refused:
        write(service, add_player, match, name)
    assert refused.value.message == message
    assert [p.name for p in match.players] == ["Ann", "Bo"]


def test_nobody_joins_once_every_hole_is_played(service, new_match):
    match = new_match(["Ann", "Bo"], holes=1)
    ann, bo = match.players
    write(service, record_hole, match, 1, {ann.id: 1, bo.id: 2})
    write(service, finish_match, match)
    with pytest.raises(MatchFinished):
        write(service, add_player, match, "Cy")
    write(service, reopen_match, match)
    with pytest.raises(ScorekeepingError, match="Every hole has been played"):
        write(service, add_player, match, "Cy")


# -- Removing a player: from the current hole on, scores kept, at least two left ----------


def test_a_removed_player_leaves_from_the_current_hole_and_keeps_their_scores(
    service, new_match, sheet
):
    match = new_match(["Ann", "Bo", "Cy"])
    ann, bo, cy = match.players
    write(service, record_hole, match, 1, {ann.id: 1, bo.id: 2, cy.id: 3})

    write(service, remove_player, match, cy, reason="Went home")

    assert cy.left_at_hole == 2
    assert sheet(match).players == (ann, bo)
    assert sheet(match).removed_players == (cy,)
    assert saved(match)[("Cy", 1)] == 3
    assert match_history(match)[0].reason == "Went home"


def test_a_player_removed_before_any_score_never_played(service, new_match):
    match = new_match(["Ann", "Bo", "Cy"])
    cy = match.players[2]
    write(service, remove_player, match, cy)
    assert cy.left_at_hole == cy.joined_at_hole == 1


def test_removing_the_only_missing_score_completes_the_match_for_the_check_step(
    service, new_match, sheet
):
    match = new_match(["Ann", "Bo", "Cy"], holes=1)
    ann, bo, cy = match.players
    write(service, record_hole, match, 1, {ann.id: 1, bo.id: 2})
    assert sheet(match).current_hole == 1
    write(service, remove_player, match, cy)
    assert sheet(match).current_hole is None  # every hole recorded: finishing is the table's
    assert not match.is_finished


def test_a_match_keeps_at_least_two_players(service, new_match):
    match = new_match(["Ann", "Bo"])
    with pytest.raises(ScorekeepingError, match="A match needs at least 2 players"):
        write(service, remove_player, match, match.players[1])
    assert not match.players[1].is_removed


def test_a_player_cannot_be_removed_twice(service, new_match):
    match = new_match(["Ann", "Bo", "Cy"])
    cy = match.players[2]
    write(service, remove_player, match, cy)
    with pytest.raises(ScorekeepingError, match="Cy is no longer on the score sheet."):
        write(service, remove_player, match, cy)


# -- Moving a seat: only before the first hole has scores --------------------------------


def test_moving_a_player_swaps_two_seats_and_the_first_dealer_stays_the_same_person(
    service, new_match
):
    match = new_match(["Ann", "Bo", "Cy"], dealer=1)
    ann, bo, cy = match.players
    write(service, move_player, match, cy, -1)
    assert [(p.seat, p.name) for p in sorted(match.players, key=lambda p: p.seat)] == [
        (0, "Ann"),
        (1, "Cy"),
        (2, "Bo"),
    ]
    assert match.first_dealer_seat == bo.seat == 2


@pytest.mark.parametrize(("seat", "step"), [(0, -1), (2, 1)])
def test_moving_past_either_end_of_the_table_changes_nothing(service, new_match, seat, step):
    match = new_match(["Ann", "Bo", "Cy"])
    version = match.version
    write(service, move_player, match, match.players[seat], step)
    assert [p.name for p in match.players] == ["Ann", "Bo", "Cy"]
    assert match.version == version


def test_seats_are_fixed_once_the_first_hole_has_scores(service, new_match):
    match = new_match(["Ann", "Bo", "Cy"])
    ann, bo, cy = match.players
    write(service, record_hole, match, 1, {ann.id: 1})
    with pytest.raises(ScorekeepingError, match="Seats are fixed once the first hole has scores."):
        write(service, move_player, match, cy, -1)


# -- Renaming: the scores stay the player's ----------------------------------------------


def test_a_rename_keeps_the_players_scores_and_is_written_to_the_history(service, new_match):
    match = new_match(["Ann", "Bo"])
    ann, bo = match.players
    write(service, record_hole, match, 1, {ann.id: 4, bo.id: 5})
    write(service, rename_player, match, ann, " Annie ", reason="Spelling")
    assert saved(match) == {("Annie", 1): 4, ("Bo", 1): 5}
    (line,) = match_history(match)[0].lines
    assert (line.kind, line.player, line.old, line.new) == ("name", ann, "Ann", "Annie")


def test_a_rename_to_another_players_name_in_any_case_is_refused(service, new_match):
    match = new_match(["Ann", "Bo"])
    with pytest.raises(ScorekeepingError, match="Bo is already at the table"):
        write(service, rename_player, match, match.players[0], "BO")
    assert match.players[0].name == "Ann"


@pytest.mark.parametrize("name", ["Bo\u200b", "\u200dBO", "\uff22o"])
def test_a_rename_to_another_players_name_with_invisible_or_wide_letters_is_refused(
    service, new_match, name
):
    match = new_match(["Ann", "Bo"])
    with pytest.raises(ScorekeepingError, match="is already at the table"):
        write(service, rename_player, match, match.players[0], name)
    with pytest.raises(ScorekeepingError, match="Bo.* is already at the table"):
        write(service, add_player, match, name)
    assert [p.name for p in match.players] == ["Ann", "Bo"]


def test_a_player_may_take_the_name_of_one_who_left(service, new_match):
    match = new_match(["Ann", "Bo", "Cy"])
    ann, bo, cy = match.players
    write(service, remove_player, match, cy)
    write(service, rename_player, match, ann, "Cy")
    assert ann.name == "Cy"


def test_a_rename_to_the_same_name_writes_nothing(service, new_match):
    match = new_match(["Ann", "Bo"])
    version = match.version
    write(service, rename_player, match, match.players[0], "Ann")
    assert match.version == version and match_history(match) == []


def test_a_rename_from_a_page_showing_an_older_name_renames_nobody(service, new_match):
    match = new_match(["Ann", "Bo"])
    ann = match.players[0]
    write(service, rename_player, match, ann, "Annie")  # another phone
    with pytest.raises(MatchChanged, match="it is “Annie” now"):
        write(service, rename_player, match, ann, "Anna", shown_name="Ann")
    assert ann.name == "Annie"


# -- Roster writes from an older page, and on a finished match ---------------------------


@pytest.mark.parametrize(
    ("change", "outcome"),
    [
        (lambda m: add_player(m, "Di", seen_version="0"), "nobody was added"),
        (lambda m: remove_player(m, m.players[2], seen_version="0"), "Cy is still on the score"),
        (lambda m: move_player(m, m.players[2], -1, seen_version="0"), "nobody moved"),
    ],
    ids=["add", "remove", "move"],
)
def test_a_roster_change_from_a_page_older_than_the_match_changes_nothing(
    service, new_match, change, outcome
):
    match = new_match(["Ann", "Bo", "Cy"])
    write(service, rename_player, match, match.players[1], "Bob")  # after the page opened
    with pytest.raises(MatchChanged) as refused:
        write(service, change, match)
    assert refused.value.outcome.startswith(outcome)
    assert [(p.name, p.seat, p.left_at_hole) for p in match.players] == [
        ("Ann", 0, None),
        ("Bob", 1, None),
        ("Cy", 2, None),
    ]


@pytest.mark.parametrize(
    "change",
    [
        lambda m: add_player(m, "Di"),
        lambda m: remove_player(m, m.players[1]),
        lambda m: move_player(m, m.players[1], -1),
        lambda m: rename_player(m, m.players[1], "Bob"),
        lambda m: finish_match(m),
    ],
    ids=["add", "remove", "move", "rename", "finish"],
)
def test_a_finished_match_refuses_roster_changes_and_finishing_again(service, new_match, change):
    match = new_match(["Ann", "Bo", "Cy"], holes=1)
    write(service, record_hole, match, 1, {p.id: 1 for p in match.players})
    write(service, finish_match, match)
    with pytest.raises(MatchFinished):
        write(service, change, match)
    assert [p.name for p in match.players] == ["Ann", "Bo", "Cy"]


def test_a_match_on_the_main_rules_has_nine_holes(service):
    match = write(service, start_match, ["Ann", "Bo"], 0, MAIN_RULES)
    assert match.holes == 9
