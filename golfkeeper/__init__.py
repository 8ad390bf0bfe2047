"""golfkeeper: a score sheet, a layout calculator and a rulebook for Six-card Golf."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from flask import Flask

from golfkeeper.config import (
    ENV_PREFIX,
    Config,
    apply_hosted_defaults,
    database_url,
    environment_keys,
    load_secret_key,
    secret_key_fallbacks,
)
from golfkeeper.extensions import (
    cache,
    close_session,
    compress,
    csrf,
    db,
    migrate,
    use_sqlite_settings,
)
from golfkeeper.web.security import register_security

PROJECT_ROOT = Path(__file__).resolve().parent.parent


def create_app(test_config: dict[str, Any] | None = None) -> Flask:
    """Build the app. ``test_config`` overrides the configuration (tests use it)."""
    app = Flask(
        __name__,
        instance_path=os.environ.get("GOLFKEEPER_INSTANCE", str(PROJECT_ROOT / "instance")),
        template_folder=str(PROJECT_ROOT / "templates"),
        static_folder=str(PROJECT_ROOT / "static"),
    )
    register_config(app, test_config)
    register_extensions(app)
    register_sharing(app)
    register_security(app)
    register_hosting(app)
    register_blueprints(app)
    register_limits(app)
    register_error_handlers(app)
    register_template_helpers(app)
    register_commands(app)
    return app


def register_config(app: Flask, test_config: dict[str, Any] | None) -> None:
    Path(app.instance_path).mkdir(parents=True, exist_ok=True)
    app.config.from_object(Config)
    app.config["SQLALCHEMY_DATABASE_URI"] = database_url(app.instance_path)
    if app.config["SQLALCHEMY_DATABASE_URI"].startswith("sqlite"):
        # A database server can drop a pooled connection; a SQLite file cannot, so the
        # ping before each use would only cost time on every page.
        app.config["SQLALCHEMY_ENGINE_OPTIONS"] = {"pool_pre_ping": False}
    # GOLFKEEPER_<KEY> sets any key (GOLFKEEPER_HOSTED=1, GOLFKEEPER_MATCH_RETENTION_DAYS=30);
    # the values are read as JSON when they parse as JSON, else as text.
    app.config.from_prefixed_env(ENV_PREFIX)
    chosen = environment_keys()
    if secret_key_fallbacks() and "SECRET_KEY_FALLBACKS" not in chosen:
        app.config["SECRET_KEY_FALLBACKS"] = secret_key_fallbacks()
    if os.environ.get("REDIS_URL") and "RATELIMIT_STORAGE_URI" not in chosen:
        app.config["RATELIMIT_STORAGE_URI"] = os.environ["REDIS_URL"]
    if os.environ.get("REDIS_URL") and "EVENTS_REDIS_URL" not in chosen:
        app.config["EVENTS_REDIS_URL"] = os.environ["REDIS_URL"]
    if test_config:
        app.config.update(test_config)
        chosen |= set(test_config)
    apply_hosted_defaults(app.config, chosen)
    if not app.config.get("SECRET_KEY"):
        # None on a first run: the first request makes it (security.SessionInterface).
        app.config["SECRET_KEY"] = load_secret_key(app.instance_path)


def register_extensions(app: Flask) -> None:
    db.init_app(app)
    app.teardown_appcontext(close_session)
    with app.app_context():
        # On this app's engine only, before its first connection: other engines in the
        # process (a second app, a test's own) keep their own settings.
        use_sqlite_settings(db.engine)
    migrate.init_app(app, db, directory=str(PROJECT_ROOT / "migrations"))
    csrf.init_app(app)
    compress.init_app(app)
    cache.init_app(app)


def register_sharing(app: Flask) -> None:
    from golfkeeper.sharing import rights

    # The rights kept in the session cookie stay within the size browsers keep.
    app.after_request(rights.keep_within_cookie)


def register_hosting(app: Flask) -> None:
    from golfkeeper.web import hosting, retention

    hosting.register(app)
    retention.register(app)


def register_limits(app: Flask) -> None:
    from golfkeeper.table_rules import kept_bounds
    from golfkeeper.web import limits

    limits.register(app)
    kept_bounds.register(app)


def register_blueprints(app: Flask) -> None:
    from golfkeeper import api, books, calculator, live, main, matches, rulebook, stats

    app.register_blueprint(main.bp)
    app.register_blueprint(matches.bp)
    app.register_blueprint(live.bp)
    app.register_blueprint(stats.bp)
    app.register_blueprint(books.bp)
    app.register_blueprint(calculator.bp)
    app.register_blueprint(rulebook.bp)
    # The JSON API changes nothing, so it needs no CSRF token.
    csrf.exempt(api.bp)
    app.register_blueprint(api.bp)


def register_error_handlers(app: Flask) -> None:
    from golfkeeper.web.errors import register_error_handlers as register

    register(app)


def register_template_helpers(app: Flask) -> None:
    from golfkeeper.web import templating

    templating.register(app)


def register_commands(app: Flask) -> None:
    from golfkeeper.web.hosting import check_database_command
    from golfkeeper.web.retention import purge_command
    from golfkeeper.web.serve import serve_command

    app.cli.add_command(serve_command)
    app.cli.add_command(purge_command)
    app.cli.add_command(check_database_command)
