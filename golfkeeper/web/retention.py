"""Old matches on a public host: when a match was last opened, deleting the ones nobody has
opened or changed for ``MATCH_RETENTION_DAYS``, and the date the score sheet is kept until.

Off on a home network (the laptop's owner decides what to keep); 90 days by default when
hosted. Deleting happens in ``flask purge-old-matches`` and, at most hourly in each server
process, after an ordinary request.
"""

from __future__ import annotations

import time
from datetime import date, datetime, timedelta

import click
from flask import Flask, Response, current_app, request
from flask.cli import with_appcontext
from sqlalchemy import or_
from sqlalchemy.exc import SQLAlchemyError

from golfkeeper.books.models import Book, BookMatch
from golfkeeper.extensions import db
from golfkeeper.live import events
from golfkeeper.models import Match, utcnow

# Noting every opening would write on every page view; once an hour per page and server
# process is plenty for a limit counted in days.
NOTE_OPENED_EVERY = 3600.0
PURGE_EVERY = 3600.0
MAX_NOTED = 10_000

# The pages that open a match, with the column their address names it by.
OPENING_PAGES = {
    "matches.scorecard": ("match_id", Match.id),
    "live.view": ("token", Match.view_token),
    "live.table": ("token", Match.view_token),
    "live.take_over": ("token", Match.edit_token),
}


def _in_book(column):
    return lambda value: Match.id.in_(
        db.select(BookMatch.match_id).join(Book).where(column == value)
    )


# The pages that open a golf book, which opens each of its matches: a book someone still
# reads is never emptied.
BOOK_PAGES = {
    "books.page": ("token", _in_book(Book.view_token)),
    "books.match": ("token", _in_book(Book.view_token)),
    "books.api": ("token", _in_book(Book.view_token)),
    "books.edit": ("book_id", _in_book(Book.id)),
}


class _Memory:
    """What one app in one server process did lately: pages noted as opened, the last purge."""

    def __init__(self) -> None:
        self.noted: dict[tuple[str | None, object], float] = {}
        self.last_purge = -PURGE_EVERY


def _memory() -> _Memory:
    return current_app.extensions["golfkeeper.retention"]


def retention_days() -> int | None:
    """Days an unopened match is kept, or None when matches are kept forever."""
    days = current_app.config.get("MATCH_RETENTION_DAYS")
    return int(days) if days else None


def kept_until(today: date | None = None) -> date | None:
    """The day a match opened now is kept until, or None when matches are kept forever."""
    days = retention_days()
    if days is None:
        return None
    return (today or utcnow().date()) + timedelta(days=days)


def purge_old_matches(days: int, now: datetime | None = None) -> int:
    """Delete the matches nobody opened or changed in the last ``days`` days (their players,
    scores and history go with them) and end their open streams; the number deleted."""
    cutoff = (now or utcnow()) - timedelta(days=days)
    stale = db.select(Match.id).where(
        Match.updated_at < cutoff, or_(Match.opened_at.is_(None), Match.opened_at < cutoff)
    )
    # One statement, which the ORM's flush events never see: it names what it deleted,
    # and the news goes to the streams once it is committed.
    purge = (
        db.delete(Match)
        .where(Match.id.in_(stale))
        .returning(Match.id, Match.version, Match.finished_at, Match.view_token)
    )
    with db.engine.begin() as connection:
        # A match one of them was played after offers it no more: a write to it (its kept
        # pages are rendered again, its streams told) that leaves its own age as it was.
        offered = connection.execute(
            db.update(Match)
            .where(Match.next_match_id.in_(stale))
            .values(next_match_id=None, version=Match.version + 1, updated_at=Match.updated_at)
            .returning(Match.id, Match.version, Match.finished_at, Match.view_token)
        ).all()
        gone = connection.execute(purge).all()
    events.publish_committed(
        [events.changed(*row) for row in offered] + [events.deleted(*row) for row in gone]
    )
    return len(gone)


def _note_opened(response: Response) -> Response:
    endpoint = request.endpoint or ""
    if endpoint in OPENING_PAGES:
        argument, column = OPENING_PAGES[endpoint]
        opened = lambda value: column == value  # noqa: E731
    elif endpoint in BOOK_PAGES:
        argument, opened = BOOK_PAGES[endpoint]
    else:
        return response
    if request.method != "GET" or response.status_code >= 400:
        return response
    value = (request.view_args or {}).get(argument)
    key = (request.endpoint, value)
    noted, now = _memory().noted, time.monotonic()
    if value is None or now - noted.get(key, -NOTE_OPENED_EVERY) < NOTE_OPENED_EVERY:
        return response
    if len(noted) > MAX_NOTED:
        noted.clear()
    noted[key] = now
    # Its own connection and transaction, after the page is made; updated_at is named so
    # that its onupdate does not count an opening as a change.
    statement = (
        db.update(Match)
        .where(opened(value))
        .values(opened_at=utcnow(), updated_at=Match.updated_at)
    )
    try:
        _release_the_request_connection()
        with db.engine.begin() as connection:
            connection.execute(statement)
    except SQLAlchemyError:
        current_app.logger.exception("could not note that a match was opened")
    return response


def _release_the_request_connection() -> None:
    """The request's ORM session gives its pooled connection back before a hook takes one
    of its own (a rollback: the answer is made, and a view's write was committed before
    it). A request holding one connection while it waits for a second waits for ever when
    a burst of requests each hold one, as a gevent worker's hundreds can: every page then
    answered 500 at the pool's timeout."""
    db.session.rollback()


def _purge_now_and_then(response: Response) -> Response:
    memory, now = _memory(), time.monotonic()
    if now - memory.last_purge >= PURGE_EVERY:
        memory.last_purge = now
        days = retention_days()
        try:
            _release_the_request_connection()
            deleted = purge_old_matches(days) if days else 0
        except SQLAlchemyError:
            current_app.logger.exception("could not delete old matches")
        else:
            if deleted:
                current_app.logger.info("deleted %d matches unopened for %d days", deleted, days)
    return response


@click.command("purge-old-matches")
@click.option("--days", type=click.IntRange(min=1), help="Instead of MATCH_RETENTION_DAYS.")
@with_appcontext
def purge_command(days: int | None) -> None:
    """Delete the matches nobody opened or changed for MATCH_RETENTION_DAYS days; run with
    the servers' settings (a shell without them names no database of theirs)."""
    from golfkeeper.web.hosting import database_problem

    problem = database_problem(set_up=True)
    if problem:
        click.echo(problem, err=True)
        raise SystemExit(1)
    days = days or retention_days()
    if days is None:
        click.echo("Matches are kept forever here (MATCH_RETENTION_DAYS is not set).")
        return
    deleted = purge_old_matches(days)
    click.echo(f"Deleted {deleted} matches nobody opened or changed for {days} days.")


def register(app: Flask) -> None:
    """Note openings and delete old matches now and then, where matches are not kept forever;
    ``kept_until()`` for the templates."""
    app.add_template_global(kept_until)
    app.add_template_global(retention_days)
    app.extensions["golfkeeper.retention"] = _Memory()
    if app.config["MATCH_RETENTION_DAYS"]:
        app.after_request(_note_opened)
        app.after_request(_purge_now_and_then)
