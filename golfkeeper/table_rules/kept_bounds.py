"""The lowest and highest hole score of a table's rules, kept in the shared cache.

Any page may name any house rules in its query string (or a form, or the JSON API its
body), and the engine works out their bounds by an exact search the first time it sees
them (``engine.scoring.hole_score_bounds``, well under 0.1 s of CPU for almost every rule
set). Each answer is kept in a Flask-Caching store of its own (``extensions.bounds_cache``,
``BOUNDS_CACHE_THRESHOLD`` answers of about 1 KB, kept a day), apart from the kept pages
(``page_cache``): a flood of new rules can push out neither the other's entries. Answers
are kept under the rules' scoring switches alone (the only ones a bound depends on), so
another server process, or another page with other play switches, finds it there instead
of searching again.

Where rate limits are on (a public host), every search for rules a request names is
counted per client address, whatever the page or method: ``RATELIMIT_BOUNDS_SEARCHES``
for any rules, and ``RATELIMIT_SLOW_BOUNDS`` besides for the few whose search may take
longer (``slow_bounds_search``: eight-card golf with one-eyed jacks below 0 whose pairs
keep their value); past either the answer is a 429, as any rate limit gives. A rule set
already kept costs nothing and is never refused, and the rules of a saved match are never
counted (``stored``): a family whose answer another address's flood pushed out is not
charged for the search again, and a hole typed is never refused for it.
"""

from __future__ import annotations

import hashlib
import json

from flask import Flask, current_app, has_app_context, has_request_context
from flask_limiter.util import get_remote_address

from golfkeeper.engine.house_rules import SCORING_SWITCHES, HouseRules
from golfkeeper.engine.scoring import HoleScoreBounds, slow_bounds_search, use_bounds_store
from golfkeeper.extensions import bounds_cache
from golfkeeper.web.limits import EXTENSION

# A day: an answer never changes; its store holds nothing else (BOUNDS_CACHE_THRESHOLD).
TIMEOUT = 24 * 3600


def cache_key(rules: HouseRules) -> str:
    """The store's key for the bounds of ``rules``: a digest of their scoring switches."""
    plain = rules.to_dict()
    scoring = {key: plain[key] for key in sorted(SCORING_SWITCHES)}
    text = json.dumps(scoring, sort_keys=True, separators=(",", ":"))
    return "bounds:" + hashlib.sha256(text.encode()).hexdigest()[:32]


class SharedBounds:
    """The engine's :class:`~golfkeeper.engine.scoring.BoundsStore` for the web app:
    answers from and into the shared cache, and the limit on slow searches. Outside a
    request or app context (a command, the engine alone) it keeps nothing and refuses
    nothing."""

    def get(self, rules: HouseRules) -> HoleScoreBounds | None:
        if not has_app_context():
            return None
        found = bounds_cache.get(cache_key(rules))
        return found if isinstance(found, HoleScoreBounds) else None

    def searching(self, rules: HouseRules, *, stored: bool) -> None:
        # A saved match's rules were searched (and counted) when it started: an answer
        # pushed out since is searched again for free, and a hole typed is never refused.
        if stored or not has_request_context():
            return
        limiter = current_app.extensions.get(EXTENSION)
        if limiter is None:  # rate limits off: a home network
            return
        # One count per address over every page and method (shared limits), checked here
        # rather than on a view. Past one: RateLimitExceeded, the app's 429 page (or JSON
        # under /api/).
        limits = [("RATELIMIT_BOUNDS_SEARCHES", "bounds-search")]
        if slow_bounds_search(rules):
            limits.append(("RATELIMIT_SLOW_BOUNDS", "slow-bounds-search"))
        for key, scope in limits:
            limit = current_app.config[key]
            with limiter.shared_limit(limit, scope, key_func=get_remote_address):
                pass

    def put(self, rules: HouseRules, bounds: HoleScoreBounds) -> None:
        if has_app_context():
            bounds_cache.set(cache_key(rules), bounds, timeout=TIMEOUT)


def register(app: Flask) -> None:
    """The bounds' own store, as the app's cache settings say but sized for bounds; and
    the engine given it (one store serves every app)."""
    config = {key: value for key, value in app.config.items() if key.startswith("CACHE_")}
    config["CACHE_THRESHOLD"] = app.config["BOUNDS_CACHE_THRESHOLD"]
    config["CACHE_DEFAULT_TIMEOUT"] = TIMEOUT
    config["CACHE_KEY_PREFIX"] = config.get("CACHE_KEY_PREFIX") or ""
    bounds_cache.init_app(app, config=config)
    use_bounds_store(SharedBounds())
