"""The lowest and highest hole score of a table's rules, kept in the shared cache.

Any page may name any house rules in its query string, and the engine works out their
bounds by an exact search the first time it sees them (``engine.scoring.hole_score_bounds``,
well under 0.1 s of CPU for almost every rule set). Each answer is kept in the app's
Flask-Caching store (``extensions.cache``, as ``page_cache`` keeps pages), under the rules'
scoring switches alone (the only ones a bound depends on), so another server process,
or another page with other play switches, finds it there instead of searching again.

The few rule sets whose search may take longer (``slow_bounds_search``: eight-card golf
with one-eyed jacks below 0 whose pairs keep their value) are searched at most
``RATELIMIT_SLOW_BOUNDS`` times per client address on pages read (GET), where rate
limits are on (a public host); past that the page answers 429, as any rate limit does. A
rule set already kept costs nothing and is never refused, and neither is a form sent.
"""

from __future__ import annotations

import hashlib
import json

from flask import Flask, current_app, has_app_context, has_request_context, request
from flask_limiter.util import get_remote_address

from golfkeeper.engine.house_rules import SCORING_SWITCHES, HouseRules
from golfkeeper.engine.scoring import HoleScoreBounds, slow_bounds_search, use_bounds_store
from golfkeeper.extensions import cache
from golfkeeper.web.limits import EXTENSION, READS

# A day: an answer never changes, but the store's room is shared with kept pages.
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
        found = cache.get(cache_key(rules))
        return found if isinstance(found, HoleScoreBounds) else None

    def searching(self, rules: HouseRules) -> None:
        # A form sent (a hole saved on a match with such rules) is never refused for it:
        # writes have their own limit, and what the scorekeeper typed must not be lost.
        if not has_request_context() or request.method not in READS:
            return
        if not slow_bounds_search(rules):
            return
        limiter = current_app.extensions.get(EXTENSION)
        if limiter is None:  # rate limits off: a home network
            return
        limit = current_app.config["RATELIMIT_SLOW_BOUNDS"]
        # One count per address over every page (a shared limit), checked here rather than
        # on a view. Past it: RateLimitExceeded, the app's 429 page (or JSON under /api/).
        with limiter.shared_limit(limit, "slow-bounds-search", key_func=get_remote_address):
            pass

    def put(self, rules: HouseRules, bounds: HoleScoreBounds) -> None:
        if has_app_context():
            cache.set(cache_key(rules), bounds, timeout=TIMEOUT)


def register(app: Flask) -> None:
    """Give the engine the shared cache for its bounds (one store serves every app)."""
    use_bounds_store(SharedBounds())
