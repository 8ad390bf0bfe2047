"""gunicorn's settings for the hosted app (deploy/start.sh): several worker processes, each
with a few threads, behind Caddy. Command-line options (``--bind``, ``--workers``) win."""

import os

# Loopback unless HOST says otherwise: by hand the proxy runs on the same machine, and no one
# else should reach the app's port (the container sets HOST=0.0.0.0 on its own network).
bind = f"{os.environ.get('HOST', '127.0.0.1')}:{os.environ.get('PORT', '8000')}"
# Processes share nothing but the database (and Redis for rate limits): a hole saved through
# one is on every other's next page, since each reads the match's version first.
workers = int(os.environ.get("WEB_CONCURRENCY", "3"))
worker_class = "gthread"
# Live pages poll every few seconds: threads keep those tiny requests from queueing.
threads = int(os.environ.get("GUNICORN_THREADS", "4"))
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
