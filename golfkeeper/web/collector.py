"""Python's garbage collector on a server that holds thousands of open streams.

Each open stream (``live/stream.py``) keeps some 46 objects the collector tracks (its
greenlet, socket, WSGI handler, response, follower...), so 10,000 streams hold some
460,000 of them beside the app's 156,000. A full collection walks every one: 150 to 860 ms
in which the server answers nothing (``bench/HISTORY.md``). What lives through the young
collections is nearly all the app itself and the open streams, which the collector has no
business walking again and again. So a server (``web/serve.py``, deploy/gunicorn.conf.py):

- once the app is loaded, collects once and freezes what is left (``gc.freeze``, as
  forking servers do before they fork);
- every ``FREEZE_SECONDS`` collects the young generations and freezes what survived them,
  so a full collection walks only what grew old since (a second's worth);
- every ``THAW_SECONDS`` unfreezes everything and collects it once. A frozen object is
  freed as usual when nothing refers to it, but a cycle that died while frozen waits for
  the thaw: that is the bound on what frozen garbage can hold, for one long collection
  an hour.
"""

from __future__ import annotations

import gc
import threading
import time

FREEZE_SECONDS = 1.0
THAW_SECONDS = 3600.0


def freeze_loaded() -> None:
    """Collect everything once and leave what is left out of every later collection:
    call when the app is loaded, before serving."""
    gc.collect()
    gc.freeze()


def _keep_frozen(freeze_seconds: float, thaw_seconds: float, stop: threading.Event) -> None:
    thawed = time.monotonic()
    while not stop.wait(freeze_seconds):
        if time.monotonic() - thawed >= thaw_seconds:
            gc.unfreeze()
            gc.collect()
            thawed = time.monotonic()
        else:
            gc.collect(1)
        gc.freeze()
    gc.unfreeze()


def start_freezing(
    freeze_seconds: float = FREEZE_SECONDS, thaw_seconds: float = THAW_SECONDS
) -> threading.Event:
    """``freeze_loaded``, then freeze the young collections' survivors every
    ``freeze_seconds`` and thaw everything every ``thaw_seconds``, in a daemon thread (a
    greenlet once gevent has patched ``threading``). Set the event returned to stop it
    (everything is unfrozen then)."""
    freeze_loaded()
    stop = threading.Event()
    threading.Thread(
        target=_keep_frozen,
        args=(freeze_seconds, thaw_seconds, stop),
        name="gc-freeze",
        daemon=True,
    ).start()
    return stop
