"""The app factory: configuration, secrets, CSRF and error pages."""

from __future__ import annotations

from sqlalchemy import create_engine

from golfkeeper import create_app
from golfkeeper.extensions import db
from golfkeeper.models import Match


def test_secret_key_is_generated_into_the_instance_folder_once(tmp_path, monkeypatch):
    monkeypatch.delenv("SECRET_KEY", raising=False)
    monkeypatch.setenv("GOLFKEEPER_INSTANCE", str(tmp_path))
    first = create_app({"SQLALCHEMY_DATABASE_URI": "sqlite://"})
    key_file = tmp_path / "secret_key"
    assert not key_file.exists()  # made by the first request, not by building the app
    first.test_client().get("/livez")
    second = create_app({"SQLALCHEMY_DATABASE_URI": "sqlite://"})
    assert key_file.exists() and oct(key_file.stat().st_mode & 0o777) == "0o600"
    assert first.config["SECRET_KEY"] == second.config["SECRET_KEY"] == key_file.read_text()
    assert len(first.config["SECRET_KEY"]) >= 64


def test_secret_key_and_database_from_the_environment(tmp_path, monkeypatch):
    monkeypatch.setenv("GOLFKEEPER_INSTANCE", str(tmp_path))
    monkeypatch.setenv("SECRET_KEY", "from-env")
    monkeypatch.setenv("DATABASE_URL", "postgres://u:p@db/golf")
    app = create_app()
    assert app.config["SECRET_KEY"] == "from-env"
    assert app.config["SQLALCHEMY_DATABASE_URI"] == "postgresql+psycopg://u:p@db/golf"
    assert not (tmp_path / "secret_key").exists()


def test_default_database_is_sqlite_in_the_instance_folder(tmp_path, monkeypatch):
    monkeypatch.delenv("DATABASE_URL", raising=False)
    monkeypatch.setenv("GOLFKEEPER_INSTANCE", str(tmp_path))
    app = create_app({"SECRET_KEY": "x"})
    assert app.config["SQLALCHEMY_DATABASE_URI"] == f"sqlite:///{tmp_path / 'golfkeeper.sqlite3'}"
    assert not app.debug


def test_a_form_post_without_csrf_token_is_refused(tmp_path):
    app = create_app({"SECRET_KEY": "x", "SQLALCHEMY_DATABASE_URI": "sqlite://"})
    with app.app_context():
        db.create_all()
        response = app.test_client().post(
            "/matches/new",
            data={"name_1": "Ann", "name_2": "Bo", "first_dealer": "1", "holes": "9"},
        )
        assert response.status_code == 400
        assert "Form expired" in response.get_data(as_text=True)
        assert db.session.scalar(db.select(db.func.count(Match.id))) == 0


def test_unknown_page_is_a_friendly_404(client):
    response = client.get("/no/such/page")
    assert response.status_code == 404
    assert "Go to the home page" in response.get_data(as_text=True)


def _pragmas(connection) -> tuple:
    return tuple(
        connection.exec_driver_sql(f"PRAGMA {name}").scalar()
        for name in ("journal_mode", "busy_timeout", "foreign_keys")
    )


def test_the_apps_sqlite_connections_get_wal_a_busy_timeout_and_foreign_keys(tmp_path):
    app = create_app(
        {
            "TESTING": True,
            "SECRET_KEY": "test",
            "SQLALCHEMY_DATABASE_URI": f"sqlite:///{tmp_path}/g.db",
        }
    )
    with app.app_context():
        with db.engine.connect() as connection:
            assert _pragmas(connection) == ("wal", 30000, 1)
        db.engine.dispose()


def test_other_engines_in_the_process_keep_sqlites_own_defaults(tmp_path):
    create_app({"TESTING": True, "SECRET_KEY": "test"})
    engine = create_engine(f"sqlite:///{tmp_path}/other.db")
    with engine.connect() as connection:
        journal_mode, _, foreign_keys = _pragmas(connection)
    assert (journal_mode, foreign_keys) == ("delete", 0)
    engine.dispose()
