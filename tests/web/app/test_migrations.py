"""The migrations build the schema the models describe: no change is left unmigrated.

They run on SQLite, and on the server in ``GOLFKEEPER_TEST_DATABASE_URL`` when it is set.
"""

from __future__ import annotations

import json

import pytest
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from flask_migrate import downgrade, upgrade
from sqlalchemy import text

from golfkeeper import create_app, scorekeeping
from golfkeeper.engine.house_rules import MissedHoles
from golfkeeper.extensions import db
from golfkeeper.sharing import links
from tests.conftest import TEST_DATABASE_URL


@pytest.fixture
def migrated_app(tmp_path):
    """An app on an empty database that only migrations will build."""
    url = TEST_DATABASE_URL
    if url == "sqlite://":
        url = f"sqlite:///{tmp_path / 'm.sqlite3'}"
    app = create_app({"TESTING": True, "SECRET_KEY": "t", "SQLALCHEMY_DATABASE_URI": url})
    with app.app_context():
        _empty()
        yield app
        db.session.remove()
        _empty()
        db.engine.dispose()


def _empty():
    db.drop_all()
    with db.engine.begin() as connection:
        connection.execute(text("DROP TABLE IF EXISTS alembic_version"))


def test_upgrade_from_empty_matches_the_models(migrated_app):
    upgrade()
    with db.engine.connect() as connection:
        context = MigrationContext.configure(connection, opts={"compare_type": True})
        differences = compare_metadata(context, db.metadata)
    assert differences == []


def test_downgrade_to_empty_and_up_again(migrated_app):
    upgrade()
    downgrade(revision="base")
    assert set(db.inspect(db.engine).get_table_names()) <= {"alembic_version"}
    upgrade()
    assert {"match", "player", "hole_score", "hole", "match_change"} <= set(
        db.inspect(db.engine).get_table_names()
    )


def test_a_match_kept_before_the_history_existed_survives_the_upgrade(migrated_app):
    upgrade(revision="0001")
    with db.engine.begin() as connection:
        connection.execute(
            text(
                "INSERT INTO match (id, created_at, updated_at, first_dealer_seat, rules) "
                "VALUES (1, '2026-01-02 20:00:00', '2026-01-02 20:00:00', 1, :rules)"
            ),
            {"rules": '{"holes": 2}'},
        )
        connection.execute(
            text(
                "INSERT INTO player (id, match_id, seat, name) "
                "VALUES (1, 1, 0, 'Ann'), (2, 1, 1, 'Bo')"
            )
        )
        connection.execute(
            text(
                "INSERT INTO hole_score (match_id, player_id, hole_number, points) "
                "VALUES (1, 1, 1, 4), (1, 2, 1, -2)"
            )
        )
    upgrade()
    match = scorekeeping.get_match(1)
    sheet = scorekeeping.build_sheet(match)
    assert [p.name for p in sheet.players] == ["Ann", "Bo"]
    assert sheet.totals == (4, -2) and sheet.current_hole == 2
    assert match.version == 0 and not match.first_dealer_drawn and match.name is None
    assert [p.joined_at_hole for p in sheet.players] == [1, 1]
    scorekeeping.record_hole(match, 2, {1: 0, 2: 1})
    scorekeeping.finish_match(match)
    db.session.commit()
    assert match.is_finished and scorekeeping.last_change(match).batch == 1
    db.session.remove()
    downgrade(revision="0001")
    with db.engine.connect() as connection:
        assert connection.execute(text("SELECT count(*) FROM hole_score")).scalar() == 4
        assert connection.execute(text("SELECT count(*) FROM player")).scalar() == 2


REBUILD_MATCH_TABLE = """
import sqlalchemy as sa
from alembic import op

revision = "test_rebuild"
down_revision = {head!r}


def upgrade():
    with op.batch_alter_table("match", recreate="always") as batch_op:
        batch_op.add_column(sa.Column("scratch", sa.Integer(), nullable=True))


def downgrade():
    with op.batch_alter_table("match", recreate="always") as batch_op:
        batch_op.drop_column("scratch")
"""


def test_a_migration_that_rebuilds_a_table_keeps_the_rows_that_refer_to_it(migrated_app, tmp_path):
    """SQLite rebuilds a table to alter it; with foreign keys on, dropping the old copy
    would cascade-delete every player and score of every match."""
    if db.engine.dialect.name != "sqlite":
        pytest.skip("only SQLite rebuilds a table to alter it")
    import shutil

    from alembic.script import ScriptDirectory

    from golfkeeper import PROJECT_ROOT
    from golfkeeper.engine.house_rules import HouseRules

    migrations = tmp_path / "migrations"
    shutil.copytree(PROJECT_ROOT / "migrations", migrations)
    head = ScriptDirectory(str(migrations)).get_current_head()
    (migrations / "versions" / "test_rebuild.py").write_text(REBUILD_MATCH_TABLE.format(head=head))
    upgrade(directory=str(migrations), revision=head)
    scorekeeping.start_match(["Ann", "Bo"], 0, HouseRules())
    db.session.commit()
    upgrade(directory=str(migrations))
    with db.engine.connect() as connection:
        assert connection.execute(text("SELECT count(*) FROM player")).scalar() == 2
        if connection.dialect.name == "sqlite":
            assert connection.exec_driver_sql("PRAGMA foreign_keys").scalar() == 1


def test_matches_stored_before_missed_holes_existed_keep_counting_nothing_for_them(migrated_app):
    """RULES.md V28: new matches count a late player's missed holes at the highest score;
    a match stored before keeps ``skip``, so its totals do not change."""
    upgrade(revision="0001")
    with db.engine.begin() as connection:
        connection.execute(
            text(
                "INSERT INTO match (id, created_at, updated_at, first_dealer_seat, rules) "
                "VALUES (1, '2026-01-02 20:00:00', '2026-01-02 20:00:00', 0, :rules)"
            ),
            {"rules": '{"holes": 2}'},
        )
        connection.execute(
            text(
                "INSERT INTO player (id, match_id, seat, name) "
                "VALUES (1, 1, 0, 'Ann'), (2, 1, 1, 'Bo'), (3, 1, 2, 'Cy')"
            )
        )
        connection.execute(
            text(
                "INSERT INTO hole_score (match_id, player_id, hole_number, points) "
                "VALUES (1, 1, 1, 4), (1, 2, 1, 9), (1, 1, 2, 3), (1, 2, 2, 5), (1, 3, 2, 1)"
            )
        )
    upgrade(revision="0003")
    with db.engine.begin() as connection:
        connection.execute(text("UPDATE player SET joined_at_hole = 2 WHERE id = 3"))
    upgrade()
    match = scorekeeping.get_match(1)
    assert match.rules == {"holes": 2, "missed_holes": "skip"}
    assert match.house_rules.missed_holes is MissedHoles.SKIP
    assert scorekeeping.build_sheet(match).totals == (7, 14, 1)
    db.session.remove()
    downgrade(revision="0003")
    with db.engine.connect() as connection:
        stored = connection.execute(text("SELECT rules FROM match")).scalar()
    assert (json.loads(stored) if isinstance(stored, str) else stored) == {"holes": 2}


def test_matches_from_before_replaceable_links_keep_their_edit_rights_until_replaced(
    migrated_app,
):
    """Migration 0006: a match stored before keeps the view token's first characters in
    ``legacy_edit_check`` (edit rights in cookies then named the view token); the new
    tables come and go with the match rows untouched."""
    upgrade(revision="0005")
    with db.engine.begin() as connection:
        connection.execute(
            text(
                "INSERT INTO match (id, created_at, updated_at, first_dealer_seat, rules, "
                "view_token, edit_token) VALUES (100, '2026-01-02 20:00:00', "
                "'2026-01-02 20:00:00', 0, :rules, 'ViewTok3nAbc', 'EditTok3nXyz')"
            ),
            {"rules": '{"holes": 2, "missed_holes": "skip"}'},
        )
        connection.execute(
            text("INSERT INTO player (id, match_id, seat, name) VALUES (100, 100, 0, 'Ann')")
        )
        connection.execute(
            text(
                "INSERT INTO hole_score (match_id, player_id, hole_number, points) "
                "VALUES (100, 100, 1, 4)"
            )
        )
    upgrade()
    match = scorekeeping.get_match(100)
    assert match.legacy_edit_check == "View"
    assert scorekeeping.build_sheet(match).totals == (4,)
    later = scorekeeping.start_match(["Bo", "Cy"], 0, match.house_rules)
    db.session.commit()
    assert later.legacy_edit_check is None
    links.note_grant(later, "b" * 64, "started", "Chrome on Android")
    links.replace_view_link(later)
    db.session.commit()
    db.session.remove()
    downgrade(revision="0005")
    tables = set(db.inspect(db.engine).get_table_names())
    assert not tables & {"edit_grant", "replaced_link"}
    with db.engine.connect() as connection:
        rows = connection.execute(text("SELECT id, edit_token FROM match")).all()
        assert (100, "EditTok3nXyz") in rows and len(rows) == 2
        assert connection.execute(text("SELECT count(*) FROM hole_score")).scalar() == 1
    upgrade()
    assert scorekeeping.get_match(100).legacy_edit_check == "View"


def test_a_stored_departure_becomes_left_after_a_hole_and_keeps_its_column(migrated_app):
    """Migration 0007 (RULES.md V28): a player who left with scores keeps their column,
    greyed after the last hole they played; one who left with none (added by mistake) is
    removed. The others' totals stay as they were."""
    upgrade(revision="0001")
    with db.engine.begin() as connection:
        connection.execute(
            text(
                "INSERT INTO match (id, created_at, updated_at, first_dealer_seat, rules) "
                "VALUES (1, '2026-01-02 20:00:00', '2026-01-02 20:00:00', 0, :rules)"
            ),
            {"rules": '{"holes": 3}'},
        )
        connection.execute(
            text(
                "INSERT INTO player (id, match_id, seat, name) "
                "VALUES (1, 1, 0, 'Ann'), (2, 1, 1, 'Bo'), (3, 1, 2, 'Cy'), (4, 1, 3, 'Di')"
            )
        )
        connection.execute(
            text(
                "INSERT INTO hole_score (match_id, player_id, hole_number, points) VALUES "
                "(1, 1, 1, 4), (1, 2, 1, 9), (1, 3, 1, 2), (1, 1, 2, 3), (1, 2, 2, 5), "
                "(1, 3, 2, 6), (1, 1, 3, 1), (1, 2, 3, 2)"
            )
        )
    upgrade(revision="0006")
    with db.engine.begin() as connection:
        connection.execute(text("UPDATE player SET left_at_hole = 3 WHERE id = 3"))
        connection.execute(text("UPDATE player SET left_at_hole = 1 WHERE id = 4"))
    upgrade()  # before it, the sheet showed Ann 8 and Bo 16 only
    match = scorekeeping.get_match(1)
    cy, di = match.players[2:]
    assert (cy.has_left, cy.left_after_hole, cy.removed) == (True, 2, False)
    assert (di.is_removed, di.left_at_hole) == (True, 1)
    sheet = scorekeeping.build_sheet(match)
    assert [p.name for p in sheet.players] == ["Ann", "Bo", "Cy"]
    assert sheet.totals == (8, 16, 8) and sheet.holes_counted == (3, 3, 2)  # skip
    assert [row.cells[2].played for row in sheet.holes] == [True, True, False]
    db.session.remove()
    downgrade(revision="0006")
    assert "removed" not in {c["name"] for c in db.inspect(db.engine).get_columns("player")}
    upgrade()
    assert scorekeeping.get_match(1).players[3].is_removed


def test_matches_from_before_0008_take_their_starter_from_their_grant_lines(migrated_app):
    """Migration 0008: the browser whose grant line says it started (or imported) a match
    becomes its starter; a match without such a line has none. Both columns go on the way
    down, the matches stay."""
    upgrade(revision="0006")
    with db.engine.begin() as connection:
        for match_id in (100, 101):
            connection.execute(
                text(
                    "INSERT INTO match (id, created_at, updated_at, first_dealer_seat, rules, "
                    "view_token, edit_token) VALUES (:id, '2026-01-02 20:00:00', "
                    "'2026-01-02 20:00:00', 0, '{\"holes\": 2}', :view, :edit)"
                ),
                {"id": match_id, "view": f"View{match_id}", "edit": f"Edit{match_id}"},
            )
        for match_id, browser, how, at in (
            (100, "e" * 64, "edit_link", "2026-01-02 19:00:00"),
            (100, "s" * 64, "started", "2026-01-02 20:00:00"),
            (101, "b" * 64, "before_list", "2026-01-02 20:00:00"),
        ):
            connection.execute(
                text(
                    "INSERT INTO edit_grant (match_id, browser, how, device, granted_at) "
                    "VALUES (:id, :browser, :how, 'Chrome on Android', :at)"
                ),
                {"id": match_id, "browser": browser, "how": how, "at": at},
            )
    upgrade()
    assert scorekeeping.get_match(100).starter == "s" * 64
    assert scorekeeping.get_match(101).starter is None
    db.session.remove()
    downgrade(revision="0006")
    columns = {column["name"] for column in db.inspect(db.engine).get_columns("match")}
    assert not columns & {"starter", "recovery_hash"}
    with db.engine.connect() as connection:
        assert connection.execute(text("SELECT count(*) FROM match")).scalar() == 2
