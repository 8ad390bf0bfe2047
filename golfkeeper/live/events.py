"""A match's changes, pushed to the pages that follow it (``live/stream.py`` sends them).

Every write to a match raises ``Match.version`` in the service layer, and the request
commits it. The one place that sees every such commit is the database session: a flush
notes each match whose version, view link or finish changed (or that was deleted), and
after the commit, never before and never after a rollback, ``publish`` passes the news to
the ``Hub`` of this process, which wakes the streams of that match.

A change never names the view token, the link's whole secret: streams follow a hash of
the link they were opened by (``link_hash``), and a change says the hash of the link the
match has now (and of the one it replaced), so a replaced view link ends the old link's
streams at once without any token leaving the process.
"""

from __future__ import annotations

import hashlib
import threading
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Protocol

from flask import Flask, current_app, has_app_context
from sqlalchemy import event, inspect
from sqlalchemy.orm import Session

from golfkeeper.models import Match

EXTENSION = "golfkeeper.live.hub"
_PENDING = "golfkeeper.live.changes"


def link_hash(view_token: str) -> str:
    """A short, one-way name of a view link (hex), safe to send between processes."""
    return hashlib.sha256(view_token.encode()).hexdigest()[:24]


@dataclass(frozen=True)
class Change:
    """What followers of match ``match_id`` must know after a commit: its ``version``, when
    it finished (None: open), the hash of its view link now (and of the link this commit
    replaced, if it did), and whether it was deleted."""

    match_id: int
    version: int
    finished_at: datetime | None
    link: str
    replaced: str | None = None
    deleted: bool = False

    def to_dict(self) -> dict[str, Any]:
        return {
            "match_id": self.match_id,
            "version": self.version,
            "finished_at": self.finished_at.isoformat() if self.finished_at else None,
            "link": self.link,
            "replaced": self.replaced,
            "deleted": self.deleted,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Change:
        finished = data.get("finished_at")
        return cls(
            match_id=int(data["match_id"]),
            version=int(data["version"]),
            finished_at=datetime.fromisoformat(finished) if finished else None,
            link=str(data["link"]),
            replaced=data.get("replaced"),
            deleted=bool(data.get("deleted")),
        )


class Follower:
    """One open stream: the link it follows (hashed), the latest news about its match, and
    the event that wakes the stream when news comes. Bursts of changes fold into the
    latest one: a page needs only the newest version to bring itself up to date."""

    def __init__(self, hub: Hub, link: str, address: str) -> None:
        self.hub = hub
        self.link = link
        self.address = address
        self.latest: Change | None = None
        # Set when the stream must end without news (changes can't reach it any more).
        self.interrupted = False
        self.woken = threading.Event()

    def tell(self, change: Change) -> None:
        if self.latest is None or change.deleted or change.version >= self.latest.version:
            self.latest = change
        self.woken.set()

    def wait(self, seconds: float) -> Change | None:
        """The news since the last call, waiting at most ``seconds`` (None: none came)."""
        if not self.woken.wait(seconds):
            return None
        self.woken.clear()
        return self.latest


class Relay(Protocol):
    """Carries changes to every process (``relay.RedisRelay``)."""

    def wait_up(self, seconds: float) -> bool: ...

    def publish(self, change: Change) -> None: ...


class Hub:
    """This process's open streams by the link they follow, with the count per client
    address."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._followers: dict[str, set[Follower]] = {}
        self._per_address: Counter[str] = Counter()
        # Where changes go to reach every process's streams (Redis, when configured).
        self.relay: Relay | None = None

    def follow(self, link: str, address: str, cap: int) -> Follower | None:
        """A new follower of the link (hashed), or None when ``address`` already holds
        ``cap`` streams. Taken before the match is read, so no change committed after that
        read can pass unseen."""
        with self._lock:
            if self._per_address[address] >= cap:
                return None
            self._per_address[address] += 1
            follower = Follower(self, link, address)
            self._followers.setdefault(link, set()).add(follower)
            return follower

    def leave(self, follower: Follower) -> None:
        with self._lock:
            followers = self._followers.get(follower.link)
            if followers is not None and follower in followers:
                followers.discard(follower)
                if not followers:
                    del self._followers[follower.link]
                self._per_address[follower.address] -= 1
                if self._per_address[follower.address] <= 0:
                    del self._per_address[follower.address]

    def deliver(self, change: Change) -> int:
        """Wake this process's streams of the change's match; how many there were."""
        with self._lock:
            followers = list(self._followers.get(change.link, ()))
            if change.replaced:
                followers += self._followers.get(change.replaced, ())
        for follower in followers:
            follower.tell(change)
        return len(followers)

    def publish(self, change: Change) -> None:
        """Send a committed change to every stream of its match: through the relay when
        there is one (it comes back to this process too), else here alone."""
        if self.relay is not None:
            self.relay.publish(change)
        else:
            self.deliver(change)

    def interrupt_all(self) -> None:
        """End every stream of this process (their pages poll, then open them again)."""
        with self._lock:
            followers = [f for followers in self._followers.values() for f in followers]
        for follower in followers:
            follower.interrupted = True
            follower.woken.set()

    @property
    def accepting(self) -> bool:
        """Whether a new stream would hear of every change (the relay, if any, is up; a
        process just started waits a moment for its listener)."""
        return self.relay is None or self.relay.wait_up(1)

    def open_streams(self, address: str | None = None) -> int:
        with self._lock:
            if address is not None:
                return self._per_address[address]
            return sum(self._per_address.values())


def hub(app: Flask | None = None) -> Hub:
    """The app's hub of open streams."""
    return (app or current_app).extensions[EXTENSION]


def _note(session: Session, match: Match, deleted: bool = False) -> None:
    state = inspect(match)
    if not deleted and not any(
        state.attrs[name].history.has_changes() for name in ("version", "view_token", "finished_at")
    ):
        return
    pending = session.info.setdefault(_PENDING, {})
    earlier = pending.get(match.id)
    old_tokens = state.attrs["view_token"].history.deleted
    replaced = link_hash(old_tokens[0]) if old_tokens else earlier and earlier.replaced
    pending[match.id] = Change(
        match_id=match.id,
        version=match.version or 0,
        finished_at=match.finished_at,
        link=link_hash(match.view_token),
        replaced=replaced or None,
        deleted=deleted,
    )


def _after_flush(session: Session, flush_context: Any) -> None:
    # The session still lists what this flush wrote, with each attribute's change.
    for instance in session.dirty:
        if isinstance(instance, Match):
            _note(session, instance)
    for instance in session.deleted:
        if isinstance(instance, Match):
            _note(session, instance, deleted=True)


def changed(match_id: int, version: int, finished_at: datetime | None, view_token: str) -> Change:
    """The news that match ``match_id`` now has that version (a bulk ``UPDATE``'s row)."""
    return Change(match_id, version, finished_at, link_hash(view_token))


def deleted(match_id: int, version: int, finished_at: datetime | None, view_token: str) -> Change:
    """The news that match ``match_id`` (with that version, finish and view link) was deleted."""
    return Change(match_id, version, finished_at, link_hash(view_token), deleted=True)


def publish_committed(changes: Iterable[Change]) -> None:
    """Send changes already committed to the streams of their matches (``Hub.publish``), if
    the current app follows matches at all. A delete made outside the ORM session (a bulk
    ``DELETE``, which flushes nothing) passes its news here itself."""
    if not has_app_context() or EXTENSION not in current_app.extensions:
        return
    for change in changes:
        try:
            hub().publish(change)
        except Exception:
            # The write is committed whatever happens here: pages fall back to polling.
            current_app.logger.exception("could not publish a change of match %s", change.match_id)


def _after_commit(session: Session) -> None:
    changes = session.info.pop(_PENDING, None)
    if changes:
        publish_committed(changes.values())


def _after_rollback(session: Session) -> None:
    session.info.pop(_PENDING, None)


def register_events(app: Flask) -> Hub:
    """Give the app its hub, and publish every committed change of a match (once per
    process: the listeners serve every app's sessions). Returns the hub, for the blueprint
    to give it a relay where one is configured."""
    app.extensions[EXTENSION] = events_hub = Hub()
    if not event.contains(Session, "after_flush", _after_flush):
        event.listen(Session, "after_flush", _after_flush)
        event.listen(Session, "after_commit", _after_commit)
        event.listen(Session, "after_rollback", _after_rollback)
    return events_hub
