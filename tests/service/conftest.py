"""Service-layer fixtures: ``golfkeeper.scorekeeping`` called directly, inside an app
context of the test's own, committing after each write as a view does."""

from __future__ import annotations

from dataclasses import replace

import pytest

from golfkeeper import scorekeeping
from golfkeeper.engine.house_rules import MAIN_RULES
from golfkeeper.extensions import db


@pytest.fixture
def service(app):
    """An app context with its session: the one a view's request would have."""
    with app.app_context():
        yield db.session


@pytest.fixture
def new_match(service):
    """``new_match(names, holes=9, dealer=0)``: a stored match on the main rules."""

    def start(names, holes=9, dealer=0):
        match = scorekeeping.start_match(names, dealer, replace(MAIN_RULES, holes=holes))
        service.commit()
        return match

    return start


@pytest.fixture
def sheet(service):
    """``sheet(match)``: the score sheet the pages show, with totals and the current hole."""
    return scorekeeping.build_sheet


def saved(match) -> dict[tuple[str, int], int]:
    """Every stored score of ``match`` as ``{(player name, hole number): points}``."""
    names = {player.id: player.name for player in match.players}
    return {(names[s.player_id], s.hole_number): s.points for s in match.scores}


def write(session, change, *args, **kwargs):
    """Call a service write and commit it, as a view does; a refusal rolls back."""
    try:
        result = change(*args, **kwargs)
    except scorekeeping.ScorekeepingError:
        session.rollback()
        raise
    session.commit()
    return result
