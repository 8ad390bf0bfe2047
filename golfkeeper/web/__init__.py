"""Web plumbing every blueprint shares: none of it knows a rule of the game.

- ``errors``: the error pages, and rolling the session back on a 500
- ``templating``: the template filters and globals, static URLs with a content hash
- ``forms``: widgets and fields the blueprints' forms share (plain inputs, score fields)
- ``charts``: the running-totals line chart, drawn on the server
- ``page_cache``: rendered score sheets, live and table views, kept per match version
- ``security``: security headers, the HTTPS-aware session cookie, ids in URLs
- ``limits``: rate limits (Flask-Limiter) and the 429 answer
- ``hosting``: behind an HTTPS proxy: forwarded headers, HSTS, the request log, /livez, /healthz
- ``retention``: deleting matches nobody opened for ``MATCH_RETENTION_DAYS`` (hosted)
- ``lan``: this computer's network addresses, the default route's first
- ``serve``: ``flask serve``, waitress on the home network
"""
