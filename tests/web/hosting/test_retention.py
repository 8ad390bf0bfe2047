"""Old matches on a public host: the last opening noted, matches nobody opened for the
retention period deleted (by command and now and then), the date shown on the score sheet."""

from __future__ import annotations

from datetime import timedelta

from golfkeeper import create_app
from golfkeeper.extensions import db
from golfkeeper.models import HoleScore, Match, Player, utcnow
from golfkeeper.web import retention
from tests.web.helpers import db_rows, finish, page_text, record, row_count, start_match, stored


def age(client, match, days: int, opened_days: int | None = None) -> None:
    """Make ``match`` last changed ``days`` ago (and opened ``opened_days`` ago, or never)."""
    with db_rows(client):
        db.session.execute(
            db.update(Match)
            .where(Match.id == match.id)
            .values(
                updated_at=utcnow() - timedelta(days=days),
                opened_at=None if opened_days is None else utcnow() - timedelta(days=opened_days),
            )
        )
        db.session.commit()


def test_matches_are_kept_forever_on_a_lan(client, runner):
    start_match(client, ["Ann", "Bo"])
    result = runner.invoke(args=["purge-old-matches"])
    assert "kept forever" in result.output
    assert "Kept until" not in page_text(client.get("/matches/1"))


def test_purge_deletes_only_matches_nobody_opened_or_changed(kept_30_days):
    client = kept_30_days.test_client()
    old = start_match(client, ["Ann", "Bo"])
    record(client, old, 1, [3, 4])
    opened_lately = start_match(client, ["Cy", "Di"])
    changed_lately = start_match(client, ["Ed", "Flo"])
    age(client, old, days=31)
    age(client, opened_lately, days=31, opened_days=2)
    age(client, changed_lately, days=3)
    result = kept_30_days.test_cli_runner().invoke(args=["purge-old-matches"])
    assert "Deleted 1 matches" in result.output
    with db_rows(client):
        left = set(db.session.scalars(db.select(Match.id)))
    assert left == {opened_lately.id, changed_lately.id}
    # Its players and scores went with it (ON DELETE CASCADE).
    assert row_count(client, HoleScore) == 0
    assert row_count(client, Player) == 4


def test_a_deleted_next_match_is_offered_no_more_and_the_first_keeps_its_age(kept_30_days):
    client, follower = kept_30_days.test_client(), kept_30_days.test_client()
    first = start_match(client, ["Ann", "Bo"], holes=1)
    record(client, first, 1, [3, 4])
    finish(client, first)
    again = client.post(f"/matches/{first.id}/again")
    rematch_id = int(again.headers["Location"].rsplit("/", 1)[1])
    age(client, stored(client, rematch_id), days=31)
    age(client, first, days=31, opened_days=2)
    # Kept by the page cache, as every follower's phone reads it.
    assert "The table started a new match" in page_text(follower.get(f"/m/{first.view_token}"))

    with db_rows(client):
        assert retention.purge_old_matches(30) == 1

    after = stored(client, first)
    assert after.next_match_id is None
    assert utcnow() - after.updated_at > timedelta(days=30)
    assert "The table started a new match" not in page_text(follower.get(f"/m/{first.view_token}"))


def test_the_command_takes_another_age(kept_30_days):
    client = kept_30_days.test_client()
    match = start_match(client, ["Ann", "Bo"])
    age(client, match, days=10)
    result = kept_30_days.test_cli_runner().invoke(args=["purge-old-matches", "--days", "7"])
    assert "Deleted 1 matches nobody opened or changed for 7 days" in result.output


def test_opening_the_score_sheet_or_a_link_notes_it_without_counting_a_change(kept_30_days):
    client = kept_30_days.test_client()
    match = start_match(client, ["Ann", "Bo"])
    age(client, match, days=40)
    before = stored(client, match)
    client.get(f"/matches/{match.id}")
    after = stored(client, match)
    assert after.opened_at is not None and after.opened_at > utcnow() - timedelta(minutes=1)
    assert after.updated_at == before.updated_at and after.version == before.version
    age(client, match, days=40)
    kept_30_days.test_client().get(f"/m/{match.view_token}")
    assert stored(client, match).opened_at is not None


def test_a_match_opened_again_is_not_deleted(kept_30_days):
    client = kept_30_days.test_client()
    match = start_match(client, ["Ann", "Bo"])
    age(client, match, days=40)
    client.get(f"/matches/{match.id}")
    with kept_30_days.app_context():
        assert retention.purge_old_matches(30) == 0


def test_old_matches_are_deleted_now_and_then_by_ordinary_requests(kept_30_days):
    client = kept_30_days.test_client()
    match = start_match(client, ["Ann", "Bo"])
    age(client, match, days=31)
    kept_30_days.extensions["golfkeeper.retention"].last_purge = -retention.PURGE_EVERY
    client.get("/rules/")
    assert row_count(client, Match) == 0


def test_the_score_sheet_says_until_when_it_is_kept(kept_30_days):
    client = kept_30_days.test_client()
    match = start_match(client, ["Ann", "Bo"])
    page = page_text(client.get(f"/matches/{match.id}"))
    until = (utcnow().date() + timedelta(days=30)).strftime("%d %B %Y")
    assert f"Kept until {until}" in page
    assert "nobody opens for 30 days is deleted" in page


def test_openings_and_purges_are_written_with_one_pooled_connection(tmp_path):
    """The note of an opening and the purge take a connection of their own only once the
    request's session has given its own back: with a pool of one connection both still
    happen at once. (Taking a second while holding one deadlocked a burst of requests on a
    gevent worker until the pool's timeout, and its pages answered 500.)"""
    app = create_app(
        {
            "TESTING": True,
            "SECRET_KEY": "t",
            "SQLALCHEMY_DATABASE_URI": f"sqlite:///{tmp_path / 'one-connection.sqlite3'}",
            "SQLALCHEMY_ENGINE_OPTIONS": {"pool_size": 1, "max_overflow": 0, "pool_timeout": 1},
            "WTF_CSRF_ENABLED": False,
            "MATCH_RETENTION_DAYS": 30,
        }
    )
    with app.app_context():
        db.create_all()
    client = app.test_client()
    opened, old = start_match(client, ["Ann", "Bo"]), start_match(client, ["Cy", "Di"])
    age(client, opened, days=40)
    age(client, old, days=40)

    assert client.get(f"/matches/{opened.id}").status_code == 200
    assert stored(client, opened).opened_at > utcnow() - timedelta(minutes=1)
    app.extensions["golfkeeper.retention"].last_purge = -retention.PURGE_EVERY
    assert client.get(f"/matches/{opened.id}/history").status_code == 200
    with db_rows(client):
        assert set(db.session.scalars(db.select(Match.id))) == {opened.id}
