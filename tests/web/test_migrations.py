"""The migrations build the schema the models describe: no change is left unmigrated."""

from __future__ import annotations

from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from flask_migrate import downgrade, upgrade

from golfkeeper import create_app
from golfkeeper.extensions import db


def migrated_app(tmp_path):
    return create_app(
        {
            "TESTING": True,
            "SECRET_KEY": "t",
            "SQLALCHEMY_DATABASE_URI": f"sqlite:///{tmp_path / 'm.sqlite3'}",
        }
    )


def test_upgrade_from_empty_matches_the_models(tmp_path):
    app = migrated_app(tmp_path)
    with app.app_context():
        upgrade()
        with db.engine.connect() as connection:
            context = MigrationContext.configure(connection, opts={"compare_type": True})
            differences = compare_metadata(context, db.metadata)
    assert differences == []


def test_downgrade_to_empty_and_up_again(tmp_path):
    app = migrated_app(tmp_path)
    with app.app_context():
        upgrade()
        downgrade(revision="base")
        upgrade()
        assert "match" in db.inspect(db.engine).get_table_names()
