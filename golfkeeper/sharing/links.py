"""Replacing a match's links, and the record of the browsers given its edit right.

A view or edit link is a capability: whoever holds it may follow or keep score. When one
leaks, the scorekeeper replaces it. The match gets a new random token; the old one is kept
only as its SHA-256, so that whoever follows it is told the link was replaced (a 410 page
that names nothing of the match) while a copy of the database holds no working link.

The rights themselves live in each browser's cookie (``golfkeeper.sharing``) and name the
first characters of the current token, so a new token ends them at once. The server keeps
a record of the browsers given the edit right (``EditGrant``), for the scorekeeper to see
which devices may change the match; replacing the edit link clears every line but the
scorekeeper's own. Nothing here reads the request: callers pass the browser's hashed id
and its User-Agent.

Only the match's starter (``Match.starter``: the browser that started or imported it, or
last opened its recovery link) may replace its links: whoever holds only the edit link
keeps score but cannot shut the starter out, and the starter can always take the match
back by replacing the edit link. A match whose starter is not known (from before it was
recorded) lets any browser with the edit right replace its links, which makes it the
starter.
"""

from __future__ import annotations

import hashlib
import re
from datetime import datetime, timedelta

from sqlalchemy.exc import IntegrityError

from golfkeeper.extensions import db
from golfkeeper.models import DEVICE_MAX, EditGrant, Match, ReplacedLink, new_token, utcnow
from golfkeeper.scorekeeping.commands import withdraw_as_next

REPLACED = "This link was replaced by the scorekeeper. Ask them for the new link or QR code."
# A browser's last save is noted at most this often: one write a minute at most, however
# fast the scorekeeper types.
SEEN_EVERY = timedelta(minutes=1)

# How a browser got the edit right, as the links page says it.
HOW = {
    "started": "started the match",
    "imported": "imported the match",
    "edit_link": "opened the edit link",
    "before_list": "held the edit right from before this list",
    "recovered": "opened the recovery link",
    "kept": "kept the right when the edit link was replaced",
}
# The ways of getting the edit right that make a browser the match's starter.
STARTS = ("started", "imported", "recovered")


def token_hash(token: str) -> str:
    """The SHA-256 of a link token, as 64 hex digits: how a replaced link is kept."""
    return hashlib.sha256(token.encode()).hexdigest()


def browser_hash(browser_key: str) -> str:
    """The SHA-256 (64 hex digits) of a browser's random cookie id: how a grant names it."""
    return hashlib.sha256(browser_key.encode()).hexdigest()


def was_replaced(token: str) -> bool:
    """Whether ``token`` belonged to a link the scorekeeper replaced (of a match still kept)."""
    found = db.session.execute(
        db.select(ReplacedLink.kind).where(ReplacedLink.token_hash == token_hash(token))
    ).first()
    return found is not None


# Tried in order: several browsers name others in their User-Agent (Edge and Samsung
# Internet say "Chrome" and "Safari" too, Chrome on iOS says "Safari").
_BROWSERS = (
    ("Edge", r"\bEdg(?:e|A|iOS)?/"),
    ("Samsung Internet", r"\bSamsungBrowser/"),
    ("Opera", r"\b(?:OPR|OPiOS|Opera)/"),
    ("Firefox", r"\b(?:Firefox|FxiOS)/"),
    ("Chrome", r"(?:Chrome|CriOS)/"),  # HeadlessChrome too
    ("Safari", r"\bSafari/"),
)
_SYSTEMS = (
    ("iPhone", r"\biPhone\b"),
    ("iPad", r"\biPad\b"),
    ("Android", r"\bAndroid\b"),
    ("ChromeOS", r"\bCrOS\b"),
    ("Windows", r"\bWindows\b"),
    ("macOS", r"\bMac OS X\b"),
    ("Linux", r"\bLinux\b"),
)


def device_label(user_agent: str | None) -> str:
    """A short, coarse name for a browser from its User-Agent header: "<browser> on
    <system>", either part "a browser"/"an unknown system" when the header does not say;
    at most ``DEVICE_MAX`` characters. It is the browser's own claim, not a proof.

    >>> device_label("Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 "
    ...              "(KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36")
    'Chrome on Android'
    >>> device_label("Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) "
    ...              "AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/604.1")
    'Safari on iPhone'
    >>> device_label("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 "
    ...              "(KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0")
    'Edge on Windows'
    >>> device_label("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) "
    ...              "HeadlessChrome/131.0.6778.33 Safari/537.36")
    'Chrome on Linux'
    >>> device_label("curl/8.5.0"), device_label(None)
    ('A browser on an unknown system', 'A browser on an unknown system')
    """
    text = user_agent or ""
    browser = next((name for name, pattern in _BROWSERS if re.search(pattern, text)), None)
    system = next((name for name, pattern in _SYSTEMS if re.search(pattern, text)), None)
    label = f"{browser or 'A browser'} on {system or 'an unknown system'}"
    return label[:DEVICE_MAX]


def note_grant(match: Match, browser: str, how: str, device: str) -> None:
    """Record that ``browser`` (a ``browser_hash``) was given the edit right for ``match``
    (``how``, a key of ``HOW``; ``device``, a ``device_label``). A browser given it again
    keeps one line, with the newest time and way. Flushes a new match to learn its id."""
    if match.id is None:
        db.session.flush()
    values = {"how": how, "device": device, "granted_at": utcnow()}
    grant = _grant(match, browser)
    if grant is None:
        values["name"] = device_name(browser)
        try:
            # A savepoint: the same link opened twice at once (a double tap) inserts once.
            with db.session.begin_nested():
                db.session.add(EditGrant(match_id=match.id, browser=browser, **values))
            return
        except IntegrityError:
            grant = _grant(match, browser)
    for name, value in values.items():
        setattr(grant, name, value)


def _grant(match: Match, browser: str) -> EditGrant | None:
    return db.session.execute(
        db.select(EditGrant).where(EditGrant.match_id == match.id, EditGrant.browser == browser)
    ).scalar_one_or_none()


def device_name(browser: str) -> str | None:
    """The name ``browser`` (a ``browser_hash``) was last given on a links page, if any: a
    device named once is named on every match it keeps score for."""
    return db.session.execute(
        db.select(EditGrant.name)
        .where(EditGrant.browser == browser, EditGrant.name.is_not(None))
        .order_by(EditGrant.granted_at.desc())
        .limit(1)
    ).scalar_one_or_none()


def name_device(browser: str, name: str | None) -> None:
    """Name ``browser`` (a ``browser_hash``) on every match's links page (None: its own
    label again)."""
    db.session.execute(
        db.update(EditGrant).where(EditGrant.browser == browser).values(name=name or None)
    )


def grant_of(match: Match, browser: str) -> EditGrant | None:
    """The line of ``browser`` (a ``browser_hash``) for ``match``, if it has one."""
    return _grant(match, browser)


def note_writing(match: Match, browser: str, device: str, now: datetime | None = None) -> None:
    """Note that ``browser`` is saving a change to ``match`` now, at most once per
    ``SEEN_EVERY``. A browser with a right given before grants were recorded gets its line
    here (``before_list``)."""
    now = now or utcnow()
    grant = _grant(match, browser)
    if grant is None:  # the match is locked for the write: no other insert races this one
        grant = EditGrant(match_id=match.id, browser=browser, how="before_list", device=device)
        grant.granted_at = now
        db.session.add(grant)
    elif grant.last_seen_at is not None and now - grant.last_seen_at < SEEN_EVERY:
        return
    grant.last_seen_at = now


def grants(match: Match) -> list[EditGrant]:
    """The browsers given the edit right for ``match``, first given first."""
    return list(
        db.session.scalars(
            db.select(EditGrant)
            .where(EditGrant.match_id == match.id)
            .order_by(EditGrant.granted_at, EditGrant.id)
        )
    )


def _keep_replaced(match: Match, token: str, kind: str) -> None:
    db.session.add(ReplacedLink(token_hash=token_hash(token), match_id=match.id, kind=kind))


def replace_view_link(match: Match) -> None:
    """Give ``match`` a new view link: the old one, and every right to follow it given by
    the old one, end at once. Edit rights are untouched. A match it was played after stops
    offering it to its followers: they would be handed the new link the scorekeeper means
    to keep from whoever got the old one."""
    _keep_replaced(match, match.view_token, "view")
    match.view_token = new_token()
    withdraw_as_next(match)


def replace_edit_link(match: Match, keep_browser: str) -> None:
    """Give ``match`` a new edit link: the old one, and every edit right given so far,
    end at once (the caller gives ``keep_browser``, the scorekeeper's, the right again).
    Rights from before grants were recorded end too. Other browsers' lines go.

    The match's version grows: a hole's save that read the match, and checked its right,
    before this one took the lock reads both again under the lock and is refused
    (``scorekeeping.save_hole``), rather than saving, and listing its device again, after it."""
    _keep_replaced(match, match.edit_token, "edit")
    match.edit_token = new_token()
    match.version += 1
    match.legacy_edit_check = None
    db.session.execute(
        db.delete(EditGrant).where(
            EditGrant.match_id == match.id, EditGrant.browser != keep_browser
        )
    )


def make_recovery_link(match: Match) -> str:
    """A new recovery link's token for ``match`` (any older one stops working); only its
    SHA-256 is kept, so the starter is shown it once."""
    token = new_token()
    match.recovery_hash = token_hash(token)
    return token


def recovery_match(token: str) -> Match | None:
    """The match whose recovery link has ``token``, or None (nothing is spent)."""
    return db.session.execute(
        db.select(Match).where(Match.recovery_hash == token_hash(token))
    ).scalar_one_or_none()


def use_recovery_link(token: str, browser: str) -> int | None:
    """Spend the recovery link ``token``: its match is now started by ``browser`` (a
    ``browser_hash``). Returns the match's id, or None when the link was already spent,
    replaced or never made.

    The link works once even when two browsers send it at the same moment: one
    conditional UPDATE both checks and spends it, so of two racing requests exactly one
    changes the row (PostgreSQL re-reads the condition after the other's commit, SQLite
    runs one writer at a time) and the other finds the link gone."""
    hashed = token_hash(token)
    match_id = db.session.execute(
        db.select(Match.id).where(Match.recovery_hash == hashed)
    ).scalar_one_or_none()
    if match_id is None:
        return None
    spent = db.session.execute(
        db.update(Match)
        .where(Match.id == match_id, Match.recovery_hash == hashed)
        .values(starter=browser, recovery_hash=None)
        .execution_options(synchronize_session=False)
    )
    return match_id if spent.rowcount == 1 else None


def starter_grant(match: Match, lines: list[EditGrant]) -> EditGrant | None:
    """The line among ``lines`` (``grants``) of the browser that started ``match``."""
    return next((line for line in lines if line.browser == match.starter), None)


def forget_browser(browser: str) -> None:
    """Delete every line that names ``browser`` (a ``browser_hash``), whatever the match,
    and leave the matches it started without a known starter."""
    db.session.execute(db.delete(EditGrant).where(EditGrant.browser == browser))
    db.session.execute(db.update(Match).where(Match.starter == browser).values(starter=None))
