"""Configuration: safe defaults for a kitchen-table server; secrets never live in the repo."""

from __future__ import annotations

import os
import secrets
from datetime import timedelta
from pathlib import Path

SECRET_KEY_FILE = "secret_key"
DATABASE_FILE = "golfkeeper.sqlite3"


class Config:
    """Defaults for every environment; ``create_app`` fills in the instance-folder paths."""

    SQLALCHEMY_ENGINE_OPTIONS = {"pool_pre_ping": True}
    MAX_CONTENT_LENGTH = 1024 * 1024  # a score sheet is tiny; refuse huge bodies early
    SESSION_COOKIE_HTTPONLY = True
    SESSION_COOKIE_SAMESITE = "Lax"
    # The right to keep score (or follow) a match lives in the session: keep it for a
    # season of Sunday matches, across browser restarts (browsers cap cookies near 400 days).
    PERMANENT_SESSION_LIFETIME = timedelta(days=400)
    # The cookie is sent again only when it changes (a right given, a message flashed), not
    # re-signed on every page: that cost more than serving a kept score sheet. Scorekeeping
    # changes it every hole, so an active browser's rights keep being renewed.
    SESSION_REFRESH_EACH_REQUEST = False
    # A form's CSRF token is tied to the browser's session, not to the hour it was shown: a
    # phone put down during a long hole must still save what is typed into it afterwards.
    WTF_CSRF_TIME_LIMIT = None
    MATCHES_PER_PAGE = 20
    # Pages and assets go out compressed (br or gzip, as the browser offers): an 8-player
    # 18-hole score sheet with its CSS and scripts is about 15 KB instead of 75 KB.
    COMPRESS_ALGORITHM = ["br", "gzip"]
    COMPRESS_ALGORITHM_STREAMING = ["br"]
    # Rendered score sheets, kept per match version in each server process (page_cache.py):
    # at most 200 pages of about 45 KB, each dropped after an hour unread or not.
    CACHE_TYPE = "SimpleCache"
    CACHE_THRESHOLD = 200
    CACHE_DEFAULT_TIMEOUT = 3600


def database_url(instance_path: str) -> str:
    """``DATABASE_URL`` from the environment, else SQLite in the instance folder."""
    url = os.environ.get("DATABASE_URL")
    if url:
        # Hosting platforms still hand out the old "postgres://" scheme.
        if url.startswith("postgres://"):
            url = "postgresql+psycopg://" + url.removeprefix("postgres://")
        return url
    return "sqlite:///" + str(Path(instance_path) / DATABASE_FILE)


def load_or_create_secret_key(instance_path: str) -> str:
    """``SECRET_KEY`` from the environment, else the key stored in the instance folder,
    generated on first run (readable by the owner only)."""
    from_env = os.environ.get("SECRET_KEY")
    if from_env:
        return from_env
    key_file = Path(instance_path) / SECRET_KEY_FILE
    if key_file.exists():
        return key_file.read_text().strip()
    key = secrets.token_hex(32)
    key_file.touch(mode=0o600)
    key_file.write_text(key)
    return key
