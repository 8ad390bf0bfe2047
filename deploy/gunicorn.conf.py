"""gunicorn's settings for the hosted app (deploy/start.sh): gevent worker processes, each
holding many requests and open streams at once, behind Caddy. Command-line options
(``--bind``, ``--workers``) win."""

import os

# Loopback unless HOST says otherwise: by hand the proxy runs on the same machine, and no one
# else should reach the app's port (the container sets HOST=0.0.0.0 on its own network).
bind = f"{os.environ.get('HOST', '127.0.0.1')}:{os.environ.get('PORT', '8000')}"
# Processes share the database, and Redis for rate limits and live updates: a hole saved
# through one is on every other's next page, since each reads the match's version first,
# and reaches the streams the others hold through Redis pub/sub (golfkeeper/live/relay.py).
# Without Redis, one process: a change could not reach another process's streams.
_REDIS = os.environ.get("GOLFKEEPER_EVENTS_REDIS_URL") or os.environ.get("REDIS_URL")
workers = int(os.environ.get("WEB_CONCURRENCY", "2" if _REDIS else "1"))
# gevent: each request, and each live page's open stream (golfkeeper/live/stream.py), runs
# on a greenlet, not a thread: a worker holds thousands of streams while saves go through.
# gunicorn patches the standard library in each worker before it loads the app.
worker_class = "gevent"
# Connections one worker holds at once, streams included (a process may open 20,000 files).
worker_connections = int(os.environ.get("GUNICORN_WORKER_CONNECTIONS", "8000"))
timeout = 30
# Caddy keeps idle connections to each server for reuse (60 s, deploy/Caddyfile): a server
# that closed one first (gunicorn's default is 2 s) made Caddy's next request on it fail,
# and a save, which Caddy never sends twice, answered 502. The server waits longer.
keepalive = 75
graceful_timeout = 10
# No access log: the app writes one line per request itself, without the view and edit
# links' tokens, which a plain access log would keep.
accesslog = None
errorlog = "-"
# gunicorn's control socket lives at one path in the home folder, which a second server on
# the same machine (a test run) would fight over; nothing here uses it.
control_socket_disable = True


def post_worker_init(worker):
    """On SQLite (a one-box host, the benchmark), begin each transaction under a lock
    greenlets wait for: SQLite's own wait for a writer would stall the whole worker. Then
    keep the loaded app and long-lived objects (open streams) out of the garbage
    collector's full collections (golfkeeper/web/collector.py), and load the rule search
    beside the worker's first requests. Another app served on these settings (the bare
    Flask hello ``bench/tables.py`` measures the machine with) is left as it is."""
    if "sqlalchemy" not in getattr(worker.wsgi, "extensions", {}):
        return
    from golfkeeper.web.collector import start_freezing
    from golfkeeper.web.serve import serialize_sqlite, warm_up_search

    serialize_sqlite(worker.wsgi)
    start_freezing()
    warm_up_search()
