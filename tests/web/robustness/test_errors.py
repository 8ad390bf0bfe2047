"""A crash in the middle of a write leaves the score sheet as it was, behind a friendly page."""

from __future__ import annotations

from golfkeeper.extensions import db
from golfkeeper.models import HoleScore
from golfkeeper.scorekeeping import saving
from tests.web.helpers import db_rows, record, row_count, start_match


def test_exception_inside_the_transaction_changes_nothing(app, client, monkeypatch):
    match = start_match(client, ["Ann", "Bo"])
    record(client, match, 1, [4, 5])
    real_record_hole = saving.record_hole

    def record_then_crash(*args, **kwargs):
        real_record_hole(*args, **kwargs)
        db.session.flush()  # the new rows reach the database inside the transaction...
        raise RuntimeError("power cut")  # ...and then the request dies

    monkeypatch.setattr(saving, "record_hole", record_then_crash)
    app.config["PROPAGATE_EXCEPTIONS"] = False
    response = record(client, match, 2, [7, 8])
    assert response.status_code == 500
    page = response.get_data(as_text=True)
    assert "Nothing you saved before has been lost" in page
    assert "power cut" not in page and "Traceback" not in page
    with db_rows(client):
        rows = db.session.execute(db.select(HoleScore.hole_number, HoleScore.points)).all()
    assert sorted(rows) == [(1, 4), (1, 5)]


def _crash_with(monkeypatch, message):
    import sqlite3

    from sqlalchemy.exc import OperationalError

    def crash(*args, **kwargs):
        raise OperationalError("UPDATE ...", {}, sqlite3.OperationalError(message))

    monkeypatch.setattr(saving, "record_hole", crash)


def test_a_database_still_locked_after_the_wait_answers_busy_and_saves_nothing(
    app, client, monkeypatch
):
    match = start_match(client, ["Ann", "Bo"])
    _crash_with(monkeypatch, "database is locked")
    app.config["PROPAGATE_EXCEPTIONS"] = False
    response = record(client, match, 1, [3, 4])
    assert response.status_code == 503
    assert response.headers["Retry-After"] == "2"
    assert "nothing was saved. Please send it again." in response.get_data(as_text=True)
    assert row_count(client, HoleScore) == 0


def test_other_database_failures_are_the_friendly_500(app, client, monkeypatch):
    match = start_match(client, ["Ann", "Bo"])
    _crash_with(monkeypatch, "disk I/O error")
    app.config["PROPAGATE_EXCEPTIONS"] = False
    response = record(client, match, 1, [3, 4])
    assert response.status_code == 500
    assert "Nothing you saved before has been lost" in response.get_data(as_text=True)
