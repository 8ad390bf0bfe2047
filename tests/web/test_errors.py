"""A crash in the middle of a write leaves the score sheet as it was, behind a friendly page."""

from __future__ import annotations

from golfkeeper import scorekeeping
from golfkeeper.extensions import db
from golfkeeper.models import HoleScore
from tests.web.helpers import record, start_match


def test_exception_inside_the_transaction_changes_nothing(app, client, monkeypatch):
    match = start_match(client, ["Ann", "Bo"])
    record(client, match, 1, [4, 5])
    real_record_hole = scorekeeping.record_hole

    def record_then_crash(*args, **kwargs):
        real_record_hole(*args, **kwargs)
        db.session.flush()  # the new rows reach the database inside the transaction...
        raise RuntimeError("power cut")  # ...and then the request dies

    monkeypatch.setattr(scorekeeping, "record_hole", record_then_crash)
    app.config["PROPAGATE_EXCEPTIONS"] = False
    response = record(client, match, 2, [7, 8])
    assert response.status_code == 500
    page = response.get_data(as_text=True)
    assert "Nothing you saved before has been lost" in page
    assert "power cut" not in page and "Traceback" not in page
    db.session.expire_all()
    rows = db.session.execute(db.select(HoleScore.hole_number, HoleScore.points)).all()
    assert sorted(rows) == [(1, 4), (1, 5)]
