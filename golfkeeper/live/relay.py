"""Changes between processes and boxes: Redis pub/sub, when a Redis URL is configured.

A hosted app runs several worker processes on each of several boxes: a save through one
must wake the streams the others hold. Every process publishes each committed change on
one Redis channel and listens to it (its own changes come back too), delivering what it
hears to its own hub. Without a Redis URL (the laptop, one process) the hub delivers in
the process alone.

Redis down: the save has been committed and stays so; the change cannot reach the other
processes, so every stream here is ended and new ones are refused (503) until the
listener is subscribed again. The pages poll meanwhile (``static/js/live.js``) and try
the stream again now and then, telling it the version they show: nothing is missed.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import threading

import redis

from golfkeeper.live.events import Change, Hub

CHANNEL = "golfkeeper:match-changes"
# Seconds: how long a publish or a connection attempt may take before Redis counts as
# down, and how often the listener checks a quiet connection is still there.
TIMEOUT = 2
HEALTH_CHECK = 10
RETRY_MAX = 5

logger = logging.getLogger("golfkeeper.live")


class RedisRelay:
    """Publishes this process's changes to Redis and delivers what it hears to ``hub``."""

    def __init__(self, hub: Hub, url: str) -> None:
        self.hub = hub
        self.client = redis.Redis.from_url(
            url,
            socket_timeout=TIMEOUT,
            socket_connect_timeout=TIMEOUT,
            health_check_interval=HEALTH_CHECK,
        )
        self._up = threading.Event()
        self._stopped = threading.Event()
        self._started_in: int | None = None
        self._start_lock = threading.Lock()

    def wait_up(self, seconds: float) -> bool:
        """Whether changes reach the other processes (the listener is subscribed), waiting
        at most ``seconds`` for it."""
        self.listen()
        return self._up.wait(seconds)

    def listen(self) -> None:
        """Start this process's listener, once (a forked worker starts its own)."""
        if self._started_in == os.getpid():
            return
        with self._start_lock:
            if self._started_in == os.getpid():
                return
            self._started_in = os.getpid()
            self._up.clear()
            threading.Thread(target=self._listen, name="golfkeeper-relay", daemon=True).start()

    def publish(self, change: Change) -> None:
        """Send ``change`` to every process. Redis down: this process's streams get it
        now, then end, since the others' cannot."""
        self.listen()
        try:
            self.client.publish(CHANNEL, json.dumps(change.to_dict()))
        except (redis.RedisError, OSError) as error:
            logger.warning("live updates: Redis unreachable (%s); pages poll meanwhile", error)
            self.hub.deliver(change)
            self._down()

    def stop(self) -> None:
        """Stop listening (within a few seconds) and end this process's streams."""
        self._stopped.set()
        self._down()

    def _down(self) -> None:
        self._up.clear()
        self.hub.interrupt_all()

    def _listen(self) -> None:
        wait = 0.5
        while not self._stopped.is_set():
            pubsub = self.client.pubsub(ignore_subscribe_messages=True)
            try:
                pubsub.subscribe(CHANNEL)
                pubsub.get_message(timeout=TIMEOUT)  # the subscription's confirmation
                if not self._up.is_set():
                    logger.info("live updates: listening on Redis")
                self._up.set()
                wait = 0.5
                while not self._stopped.is_set():
                    message = pubsub.get_message(timeout=TIMEOUT)
                    if message and message.get("type") == "message":
                        self.hub.deliver(Change.from_dict(json.loads(message["data"])))
            except (redis.RedisError, OSError, ValueError) as error:
                if self._up.is_set():
                    logger.warning("live updates: Redis lost (%s); pages poll meanwhile", error)
                self._down()
            finally:
                with contextlib.suppress(redis.RedisError, OSError):
                    pubsub.close()
            self._stopped.wait(wait)
            wait = min(wait * 2, RETRY_MAX)
