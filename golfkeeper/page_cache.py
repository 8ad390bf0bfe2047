"""The lines of the list of matches, kept per match version (Flask-Caching).

A line (players, winners, the hole to record) is worked out from the whole score sheet, so
the list loads and works out only the matches whose version it has not seen: the version
grows with every write (``scorekeeping._log``, finishing, reopening, undoing), so a line
is never stale. The store is ``CACHE_TYPE`` (default an in-process ``SimpleCache`` in each
server process; entries expire after ``CACHE_DEFAULT_TIMEOUT`` seconds).

Whole pages are not kept: in the traffic of a table (``bench/tables.py``) a score sheet or
live view is asked for right after it changed, so a kept copy was almost never read again.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, TypeVar

from golfkeeper.extensions import cache

V = TypeVar("V")


def per_version(
    name: str,
    matches: Sequence[Any],
    compute: Callable[[Sequence[Any]], dict[int, V]],
) -> dict[int, V]:
    """``compute(matches)`` (values by match id), kept per match version: only the matches
    whose current version was not seen before are computed, all in one call. Each match
    needs an ``id``, a ``view_token`` and a ``version``."""
    keys = {match.id: repr((name, match.id, match.view_token, match.version)) for match in matches}
    values = {
        match_id: value
        for match_id, value in zip(keys, cache.get_many(*keys.values()), strict=True)
        if value is not None
    }
    missing = [match for match in matches if match.id not in values]
    if missing:
        computed = compute(missing)
        cache.set_many({keys[match_id]: value for match_id, value in computed.items()})
        values.update(computed)
    return values
