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
    # Brotli quality 2, not Flask-Compress's 4: every follower's phone fetches the live view
    # after every save, and compressing it was a third of serving a kept copy. An 8 x 36
    # live view: 2.9 -> 2.0 ms of CPU per fetch, 7.8 -> 8.3 KB sent.
    COMPRESS_BR_LEVEL = 2
    # Rendered score sheets, kept per match version in each server process (web/page_cache.py):
    # at most 200 pages of about 45 KB, each dropped after an hour unread or not.
    CACHE_TYPE = "SimpleCache"
    CACHE_THRESHOLD = 200
    CACHE_DEFAULT_TIMEOUT = 3600
    # The rules' score bounds, in a store of their own (table_rules/kept_bounds.py), about
    # 1 KB each: a flood of new rules pushes out neither kept pages nor a match's bounds.
    BOUNDS_CACHE_THRESHOLD = 5000
    # Served to the internet behind an HTTPS proxy (GOLFKEEPER_HOSTED=1), or on a home
    # network. The switch only picks defaults: see HOSTED_DEFAULTS below.
    HOSTED = False
    # Rate limits per client address (golfkeeper/web/limits.py), in Flask-Limiter's words. A
    # table's scorekeeper saves a hole every couple of minutes and a whole family may share
    # one address, so every limit is far above what a table does in an evening.
    RATELIMIT_WRITES = "120 per minute;1500 per hour"
    RATELIMIT_NEW_MATCHES = "30 per hour"
    RATELIMIT_NEW_MATCHES_PER_BROWSER = "12 per hour"
    RATELIMIT_IMPORTS = "30 per hour"
    RATELIMIT_API = "120 per minute"
    # Searches for the bounds of a rule set a request names and no server has worked out
    # (table_rules/kept_bounds.py), on any page: each costs up to about 0.08 s of CPU, the slow ones
    # more than 0.1 s; a saved match's own rules are never counted.
    RATELIMIT_BOUNDS_SEARCHES = "60 per minute;600 per hour"
    RATELIMIT_SLOW_BOUNDS = "6 per minute;30 per hour"
    RATELIMIT_STORAGE_URI = "memory://"
    # Flask-Limiter's own headers went on every counted answer, and its Retry-After replaced
    # a 503's (5 s) with the limit's window (60 s): web/limits.py adds them where they belong.
    RATELIMIT_HEADERS_ENABLED = False
    # Rate limiting that cannot reach Redis logs it and counts in memory: never a 500.
    RATELIMIT_SWALLOW_ERRORS = True
    RATELIMIT_IN_MEMORY_FALLBACK_ENABLED = True
    # Where the proxy's requests come from (addresses or networks, a list or one string
    # separated by spaces): Caddy on this machine. A request from anywhere else has its
    # X-Forwarded-* headers ignored. Compose sets its private networks (deploy/compose.yaml).
    TRUSTED_PROXY_ADDRESSES = ["127.0.0.1", "::1"]
    # Live pages open at once from one client address (live/stream.py): a family behind one
    # home router follows a match on a few phones and a TV, each maybe in two tabs. Each
    # server process counts its own streams (a worker's hub), so a deployment of N worker
    # processes lets an address hold up to N times this: still no thousand from one phone.
    STREAMS_PER_ADDRESS = 24
    # A comment line on an idle stream this often (seconds): mobile networks and proxies
    # drop a connection silent for a minute or so.
    STREAM_HEARTBEAT_SECONDS = 20
    # The Redis whose pub/sub carries each change to the streams of every process and box
    # (live/relay.py); REDIS_URL when unset. None: this process's streams only.
    EVENTS_REDIS_URL: str | None = None


# What GOLFKEEPER_HOSTED switches, each unless set on its own (GOLFKEEPER_<NAME>): the
# first value on a home network, the second on a public host.
HOSTED_DEFAULTS: dict[str, tuple[object, object]] = {
    # Proxies in front whose X-Forwarded-For/-Proto/-Host are believed (Caddy: one), when
    # the request comes from one of TRUSTED_PROXY_ADDRESSES (see Config).
    "TRUSTED_PROXIES": (0, 1),
    # Session cookies only over HTTPS. On a LAN they follow the connection (web/security.py).
    "SESSION_COOKIE_SECURE": (False, True),
    # Hosted, the session cookie takes the __Host- prefix: browsers then keep it only if it
    # came over HTTPS, for this host alone (no Domain), on every path. A browser's cookie
    # under the old name is read once and moved (web/security.py), so no right is lost.
    "SESSION_COOKIE_NAME": ("session", "__Host-session"),
    # Strict-Transport-Security on HTTPS answers, in seconds (0: none).
    "HSTS_SECONDS": (0, 365 * 24 * 3600),
    # One key=value line per request, and the X-Request-Id header.
    "REQUEST_LOG": (False, True),
    "RATELIMIT_ENABLED": (False, True),
    # Matches nobody opened or changed for this many days are deleted (None: kept forever).
    "MATCH_RETENTION_DAYS": (None, 90),
}

ENV_PREFIX = "GOLFKEEPER"


def environment_keys() -> set[str]:
    """The configuration keys the environment sets (``GOLFKEEPER_<KEY>``)."""
    prefix = ENV_PREFIX + "_"
    return {
        name.removeprefix(prefix).split("__")[0] for name in os.environ if name.startswith(prefix)
    }


def apply_hosted_defaults(config: dict, chosen: set[str]) -> None:
    """Fill in what ``HOSTED`` switches, leaving the keys in ``chosen`` as they were set."""
    hosted = bool(config.get("HOSTED"))
    for key, (lan, public) in HOSTED_DEFAULTS.items():
        if key not in chosen:
            config[key] = public if hosted else lan


def database_url(instance_path: str) -> str:
    """``DATABASE_URL`` from the environment, else SQLite in the instance folder."""
    url = os.environ.get("DATABASE_URL")
    if url:
        # Hosting platforms still hand out the old "postgres://" scheme.
        if url.startswith("postgres://"):
            url = "postgresql+psycopg://" + url.removeprefix("postgres://")
        return url
    return "sqlite:///" + str(Path(instance_path) / DATABASE_FILE)


def secret_key_fallbacks() -> list[str]:
    """Keys used before the current one (``SECRET_KEY_FALLBACKS``, separated by spaces or
    commas): a browser's session cookie signed with one of them is still read, and signed
    again with the current key, so a key rotation costs no phone its rights."""
    text = os.environ.get("SECRET_KEY_FALLBACKS", "")
    return [key for key in text.replace(",", " ").split() if key]


def load_secret_key(instance_path: str) -> str | None:
    """``SECRET_KEY`` from the environment, else the key stored in the instance folder, else
    None (``create_secret_key`` makes one when the first request needs it)."""
    from_env = os.environ.get("SECRET_KEY")
    if from_env:
        return from_env
    key_file = Path(instance_path) / SECRET_KEY_FILE
    return key_file.read_text().strip() if key_file.exists() else None


def create_secret_key(instance_path: str) -> str:
    """The instance folder's key, made now if there is none (readable by the owner only):
    not when the app is built, so a command run without the servers' settings
    (``purge-old-matches`` in a bare shell) leaves no key of its own behind. Two processes
    making it at once keep the one written first."""
    key_file = Path(instance_path) / SECRET_KEY_FILE
    key = secrets.token_hex(32)
    try:
        descriptor = os.open(key_file, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:
        return key_file.read_text().strip()
    with os.fdopen(descriptor, "w") as written:
        written.write(key)
    return key
