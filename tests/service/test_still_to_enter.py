"""What a save says is still to enter ("Still to enter: ...", "Every hole is recorded")
is what the score sheet built afresh shows, read from the stored scores alone."""

from __future__ import annotations

from golfkeeper import scorekeeping
from tests.service.conftest import write


def _from_the_sheet(match, hole_number):
    sheet = scorekeeping.build_sheet(match)
    row = sheet.holes[hole_number - 1]
    blank = [
        player
        for player, cell in zip(sheet.players, row.cells, strict=True)
        if cell.state == "not-entered"
    ]
    return blank, sheet.is_complete


def _agrees_on_every_hole(match):
    for hole_number in range(1, match.holes + 1):
        assert scorekeeping.still_to_enter(match, hole_number) == _from_the_sheet(
            match, hole_number
        ), hole_number


def test_still_to_enter_follows_late_and_removed_players_to_the_last_hole(service, new_match):
    match = new_match(["Ann", "Bo", "Cy"], holes=4)
    ann, bo, cy = sorted(match.players, key=lambda player: player.seat)
    _agrees_on_every_hole(match)
    write(service, scorekeeping.record_hole, match, 1, {ann.id: 3})
    _agrees_on_every_hole(match)
    assert scorekeeping.still_to_enter(match, 1) == ([bo, cy], False)
    write(service, scorekeeping.record_hole, match, 1, {bo.id: 4, cy.id: 5})
    dee = write(service, scorekeeping.add_player, match, "Dee")  # dealt in from hole 2
    _agrees_on_every_hole(match)
    write(service, scorekeeping.record_hole, match, 2, {ann.id: 1, bo.id: 2, dee.id: 6})
    assert scorekeeping.still_to_enter(match, 2) == ([cy], False)
    write(service, scorekeeping.record_hole, match, 2, {cy.id: 0})
    write(service, scorekeeping.remove_player, match, cy)  # gone from hole 3 on
    _agrees_on_every_hole(match)
    for hole_number in (3, 4):
        write(service, scorekeeping.record_hole, match, hole_number, {ann.id: 1, bo.id: 1})
        _agrees_on_every_hole(match)
    assert scorekeeping.still_to_enter(match, 4) == ([dee], False)
    write(service, scorekeeping.record_hole, match, 3, {dee.id: 2})
    write(service, scorekeeping.record_hole, match, 4, {dee.id: 2})
    _agrees_on_every_hole(match)
    assert scorekeeping.still_to_enter(match, 4) == ([], True)
    write(service, scorekeeping.record_hole, match, 1, {ann.id: None})  # cleared again
    _agrees_on_every_hole(match)
    assert scorekeeping.still_to_enter(match, 4) == ([], False)
