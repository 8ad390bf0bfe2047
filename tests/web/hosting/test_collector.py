"""The garbage collector on a server holding thousands of open streams: what has lived
through the young collections is frozen, and everything is thawed and collected now and
then, so a cycle that died while frozen is freed all the same."""

from __future__ import annotations

import gc
import time
import weakref

from golfkeeper.web import collector


class _Node:
    partner: _Node


def _frozen(thing: object) -> bool:
    """Whether ``thing`` is in none of the three generations a collection walks."""
    return not any(thing is other for g in (0, 1, 2) for other in gc.get_objects(generation=g))


def _until(condition, seconds: float = 10.0) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.01)
    return False


def test_survivors_are_frozen_and_a_cycle_that_died_frozen_is_freed_at_the_thaw():
    first, second = _Node(), _Node()
    first.partner, second.partner = second, first
    stop = collector.start_freezing(freeze_seconds=0.05, thaw_seconds=2.0)
    try:
        assert gc.get_freeze_count() > 0  # the loaded app, frozen before serving
        assert _frozen(first)
        alive = weakref.ref(first)
        del first, second
        gc.collect()  # a full collection leaves the frozen, though they are garbage now
        assert alive() is not None
        assert _until(lambda: alive() is None)  # the thaw collects everything once
        assert _until(lambda: gc.get_freeze_count() > 0)  # and freezing goes on
    finally:
        stop.set()
    assert _until(lambda: gc.get_freeze_count() == 0)


def test_objects_made_after_the_start_are_frozen_at_the_next_tick():
    stop = collector.start_freezing(freeze_seconds=0.05, thaw_seconds=3600)
    try:
        late = [_Node()]  # made after the loaded app was frozen: only a tick freezes it
        assert _until(lambda: _frozen(late))
    finally:
        stop.set()
    assert _until(lambda: gc.get_freeze_count() == 0)
