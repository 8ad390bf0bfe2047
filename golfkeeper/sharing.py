"""Sharing a match: its two capability links, this browser's rights, and the QR code.

Every match has a view link (anyone holding it can follow the match) and an edit link (the
browser that opens it may keep score). The browser that starts or imports a match gets the
edit right. Rights live in the signed session cookie as short entries: a view right as
``"<match id>:<first characters of the view token>"``, an edit right as that followed by
``"~<first characters of the edit token>"``. Ids keep the cookie small; the tokens'
characters stop a right from passing to a new match that reuses the id of a deleted one
(SQLite reuses the highest id), and end the rights given by a link the scorekeeper
replaced (``golfkeeper.links``): a new edit link ends every edit right but leaves a
browser following the match, a new view link ends every view right but no edit right.
Edit rights given before they named the edit token have the view half only; they count
while the match's edit link was never replaced (``Match.legacy_edit_check``). Each list
is stored as one space-separated string, which the session reads back several times
faster than a JSON list of strings.
"""

from __future__ import annotations

import functools
import io
import re
from dataclasses import dataclass
from typing import NoReturn, Protocol, TypeVar
from urllib.parse import urlsplit, urlunsplit

import segno
from flask import Response, abort, current_app, request, session, url_for
from markupsafe import Markup
from sqlalchemy.orm import selectinload
from werkzeug.exceptions import Forbidden, Gone

from golfkeeper import links
from golfkeeper.extensions import db
from golfkeeper.lan import lan_addresses
from golfkeeper.limits import browser_key
from golfkeeper.models import CHECK_CHARS, TOKEN_MAX, Match
from golfkeeper.security import MAX_ID

EDIT_RIGHTS = "edit_rights"
VIEW_RIGHTS = "view_rights"
MAX_REMEMBERED = 200  # per list; the oldest are forgotten first
# Browsers keep a cookie whose name and value come to at most 4096 bytes and silently drop a
# longer one (every right with it). The session cookie is kept under this, with room to spare
# for its attributes' sake: ``keep_within_cookie`` forgets the oldest rights first.
COOKIE_BYTES_MAX = 4000
# Conveniences the session also keeps, as dicts, oldest first: names merged on /stats/
# (``stats.views.ALIASES``) and hole drafts (``matches.drafts.DRAFTS``). They give way to
# rights: a full cookie forgets them before any right, and a merge that would not fit
# beside the rights is refused (``fits_in_cookie``).
YIELDING = ("name_aliases", "hole_drafts")

NOT_SHARED = (
    "There is no match here, or this browser has not been given its link. "
    "Ask the scorekeeper to show you the match's QR code or to send you its link."
)
NOTHING_SAVED = "Nothing was saved."


M = TypeVar("M", bound="MatchRef")


class MatchRef(Protocol):
    """What rights are checked against: a ``Match``, or just its row's id and link tokens."""

    id: int
    view_token: str
    edit_token: str
    legacy_edit_check: str | None


class NoEditRight(Forbidden):
    """A write from a browser that holds no edit right for the match: nothing is changed."""

    name = "Only the scorekeeper can change this match"
    description = (
        "This browser can follow the match but not change it. To keep score here, ask the "
        "scorekeeper for the match's edit link and open it on this device."
    )

    def __init__(self, match: Match):
        super().__init__()
        self.match = match


class NotStarter(Forbidden):
    """Replacing a link from a browser that did not start the match: nothing is changed."""

    name = "Only the device that started this match can replace its links"
    description = (
        "This device can keep score, but the links can be replaced only on the device that "
        "started the match (the links page names it). Nothing was changed."
    )


class LinkReplaced(Gone):
    """A link the scorekeeper replaced: the page says so and names nothing of the match."""

    name = "This link was replaced"
    description = links.REPLACED


def _entry(match: MatchRef) -> str:
    return f"{match.id}:{match.view_token[:CHECK_CHARS]}"


def _edit_entry(match: MatchRef) -> str:
    # "~" is not a token character, so the two halves never run together.
    return f"{_entry(match)}~{match.edit_token[:CHECK_CHARS]}"


def _match_id(entry: str) -> str:
    return entry.partition(":")[0]


def _entries(key: str) -> list[str]:
    value = session.get(key)
    if isinstance(value, str):
        return value.split()
    if isinstance(value, list):  # cookies from before rights were one string
        return [entry for entry in value if isinstance(entry, str)]
    return []


def _store(key: str, entries: list[str]) -> None:
    session[key] = " ".join(entries[-MAX_REMEMBERED:])


def _remember(key: str, entry: str) -> None:
    """Put ``entry`` last in the list ``key``, in place of any older entry for its match
    (one given by a link since replaced, or a legacy edit right)."""
    entries = _entries(key)
    if entries[-1:] != [entry]:  # already the newest: leave the cookie as it is
        match_id = _match_id(entry)
        _store(key, [e for e in entries if _match_id(e) != match_id] + [entry])
    if not session.permanent:  # setting it again would send the cookie again
        # A right survives a browser restart (see PERMANENT_SESSION_LIFETIME).
        session.permanent = True


def _serializer():
    app = current_app._get_current_object()
    return app.session_interface.get_signing_serializer(app)  # type: ignore[attr-defined]


def _room() -> int:
    return COOKIE_BYTES_MAX - len(current_app.config["SESSION_COOKIE_NAME"]) - 1


def fits_in_cookie(changes: dict) -> bool:
    """Whether the session with ``changes`` (session keys and their new values) would
    still fit in its cookie with nothing forgotten: what a merge of names checks first."""
    serializer = _serializer()
    return serializer is None or len(serializer.dumps({**session, **changes})) <= _room()


def keep_within_cookie(response: Response) -> Response:
    """Before a changed session is sent: while its cookie would be longer than
    ``COOKIE_BYTES_MAX``, forget the oldest of what yields to rights (``YIELDING``), then
    the oldest rights, the followed matches first, then the oldest edit rights; the
    newest of each list (a match just started or opened) stays."""
    if not session.modified:
        return response
    serializer = _serializer()
    if serializer is None:
        return response
    room = _room()
    for key in YIELDING:
        kept = session.get(key)
        if not isinstance(kept, dict):
            continue
        kept = dict(kept)
        while kept and len(serializer.dumps(dict(session))) > room:
            kept.pop(next(iter(kept)))
            session[key] = kept
    views, edits = _entries(VIEW_RIGHTS), _entries(EDIT_RIGHTS)
    droppable = len(views[:-1]) + len(edits[:-1])

    def fits(dropped: int) -> bool:
        from_views = min(dropped, len(views[:-1]))
        trial = dict(session)
        trial[VIEW_RIGHTS] = " ".join(views[from_views:])
        trial[EDIT_RIGHTS] = " ".join(edits[dropped - from_views :])
        return len(serializer.dumps(trial)) <= room

    if not droppable or fits(0):
        return response
    low, high = 1, droppable  # the fewest rights to forget so that the cookie fits
    while low < high:
        middle = (low + high) // 2
        low, high = (low, middle) if fits(middle) else (middle + 1, high)
    from_views = min(low, len(views[:-1]))
    session[VIEW_RIGHTS] = " ".join(views[from_views:])
    session[EDIT_RIGHTS] = " ".join(edits[low - from_views :])
    return response


def this_browser() -> str:
    """This browser as grants name it: the hash of its random cookie id
    (``links.browser_hash``)."""
    return links.browser_hash(browser_key())


def _device() -> str:
    return links.device_label(request.headers.get("User-Agent"))


def grant_edit(match: Match, how: str) -> None:
    """Give this browser the right to keep score for ``match`` (and to follow it), and
    record it for the links page (``how``: a key of ``links.HOW``; one of ``links.STARTS``
    makes this browser the match's starter); the caller commits."""
    browser = this_browser()
    links.note_grant(match, browser, how, _device())
    if how in links.STARTS:
        match.starter = browser
    entry = _entry(match)
    if entry in _entries(VIEW_RIGHTS):
        _store(VIEW_RIGHTS, [e for e in _entries(VIEW_RIGHTS) if e != entry])
    _remember(EDIT_RIGHTS, _edit_entry(match))


def keep_edit_right(match: Match) -> None:
    """Keep this browser's edit right for ``match`` after its edit link was replaced (a
    starter taking the match back gets a line on the links page again if it had none)."""
    browser = this_browser()
    if links.grant_of(match, browser) is None:
        links.note_grant(match, browser, "kept", _device())
    _remember(EDIT_RIGHTS, _edit_entry(match))


def is_starter(match: Match) -> bool:
    """Whether this browser started ``match`` (or opened its recovery link since)."""
    return match.starter is not None and match.starter == this_browser()


def may_replace_links(match: Match) -> bool:
    """Whether this browser may replace ``match``'s links: it is the starter, or no
    starter is known and it holds the edit right (``links``)."""
    return is_starter(match) or (match.starter is None and may_write(match))


def note_writing(match: Match) -> None:
    """Note, at most once a minute, that this browser is saving a change to ``match``."""
    links.note_writing(match, this_browser(), _device())


def grant_view(match: Match) -> None:
    """Let this browser follow ``match``: it opened the view link."""
    if not may_write(match):
        _remember(VIEW_RIGHTS, _entry(match))


def may_write(match: MatchRef) -> bool:
    """Whether this browser holds the edit right for ``match``: given by its current edit
    link, or from before edit rights named the edit token while that link was never
    replaced."""
    entries = _entries(EDIT_RIGHTS)
    head, tail = f"{match.id}:", f"~{match.edit_token[:CHECK_CHARS]}"
    # The view half may be out of date: a new view link leaves edit rights alone.
    if any(entry.startswith(head) and entry.endswith(tail) for entry in entries):
        return True
    legacy = match.legacy_edit_check
    return legacy is not None and f"{match.id}:{legacy}" in entries


def lost_edit_right(match: MatchRef) -> bool:
    """Whether this browser held the edit right for ``match`` until a new edit link ended
    it (its entry names the match's view link but an older edit link): the starter took
    the match back."""
    head, tail = f"{_entry(match)}~", f"~{match.edit_token[:CHECK_CHARS]}"
    return not may_write(match) and any(
        entry.startswith(head) and not entry.endswith(tail) for entry in _entries(EDIT_RIGHTS)
    )


def may_read(match: MatchRef) -> bool:
    """Whether this browser was given ``match``: it started it, or opened one of its links.
    An edit right names the view token too, so a browser whose edit link was replaced
    still follows the match while its view link is the same."""
    if may_write(match) or _entry(match) in _entries(VIEW_RIGHTS):
        return True
    view = _entry(match)
    return any(entry == view or entry.startswith(f"{view}~") for entry in _entries(EDIT_RIGHTS))


def not_found(message: str = NOT_SHARED) -> NoReturn:
    """A 404 page for a match-related address: ``message``, and on a form post that
    nothing was saved. The default (``NOT_SHARED``) serves an unknown or deleted match and
    one this browser was not given alike, so a page never says whether a match exists."""
    if request.method == "POST":
        message = f"{message} {NOTHING_SAVED}"
    abort(404, description=message)


# ``Sec-Fetch-Site`` of a request another web page started (a link or a form on it): a link
# from a scanned QR code, typed, pasted or tapped in a messaging app says ``none``; older
# browsers send no such header, and are not asked.
OTHER_SITES = ("cross-site", "same-site")


def from_another_site() -> bool:
    """Whether another web page led this browser here (``Sec-Fetch-Site``): a link that
    would add a match to this browser then asks first, so that no page can plant a match,
    with its edit right, in a visitor's list."""
    return request.headers.get("Sec-Fetch-Site", "").lower() in OTHER_SITES


def require_read(match: M | None) -> M:
    """``match`` if it exists and this browser may see it, else a 404 page that says to ask
    for the link (match ids are easy to guess, so a page never says whether the match
    exists; ``not_found``)."""
    if match is None or not may_read(match):
        not_found()
    return match


# Every link token is URL-safe base64 (``models.new_token`` and the migration that gave older
# matches theirs).
_TOKEN = re.compile(rf"[A-Za-z0-9_-]{{1,{TOKEN_MAX}}}")


def looks_like_token(token: str) -> bool:
    """Whether ``token`` could be a link token. Checked before any lookup: PostgreSQL
    refuses a NUL in text with an error rather than finding nothing."""
    return _TOKEN.fullmatch(token) is not None


def token_or_404(token: str) -> str:
    """``token`` if it could be a link token, else the 404 page of an unknown link."""
    if not looks_like_token(token):
        not_found()
    return token


def unknown_link(token: str) -> NoReturn:
    """The answer to a link token no match has now: a 410 page saying the scorekeeper
    replaced the link (naming nothing of the match), else the 404 page of an unknown link."""
    if links.was_replaced(token):
        raise LinkReplaced()
    not_found()


def require_write(match: Match) -> Match:
    """``match`` if this browser may change it, else a 403 (``NoEditRight``)."""
    if not may_write(match):
        raise NoEditRight(match)
    return match


def given_or_404(match_id: int) -> None:
    """The 404 page of a match this browser was not given, decided on its cookie alone
    (``remembered_ids``), before any query: a missing match and someone else's then take
    the same time, so timing can't tell whether a match exists."""
    if not 0 < match_id <= MAX_ID or match_id not in remembered_ids():
        not_found()


def match_or_404(
    match_id: int, *, write: bool = False, whole: bool = False, scores: bool = False
) -> Match:
    """The match with ``match_id`` if this browser may see it, else the 404 page of a match
    it was not given (``given_or_404``, then ``require_read``); with ``write``, a 403
    unless it may also change it (``require_write``). ``whole`` loads its players and hole
    notes too, in a fixed number of queries, for a page that shows the score sheet (which
    reads the scores as plain rows, ``scorekeeping.stored_points``); ``scores`` loads the
    score objects as well, for a write that changes them."""
    given_or_404(match_id)
    query = db.select(Match).where(Match.id == match_id)
    if whole:
        query = query.options(selectinload(Match.players), selectinload(Match.hole_notes))
    if scores:
        query = query.options(selectinload(Match.scores))
    match = require_read(db.session.execute(query).scalar_one_or_none())
    return require_write(match) if write else match


def remembered_ids() -> set[int]:
    """The ids of the matches this browser was given (check each with ``may_read``)."""
    ids = set()
    for entry in _entries(EDIT_RIGHTS) + _entries(VIEW_RIGHTS):
        head = entry.partition(":")[0]
        if head.isdigit():
            ids.add(int(head))
    return ids


@functools.lru_cache(maxsize=256)
def qr_svg(url: str, label: str) -> Markup:
    """The QR code of ``url`` as inline SVG: black modules on a white quiet zone (scanners
    need light around the code even in dark mode), sized by CSS."""
    qr = segno.make(url, error="m", micro=False)
    buffer = io.BytesIO()
    qr.save(
        buffer,
        kind="svg",
        xmldecl=False,
        svgns=True,
        border=4,
        dark="#000",
        light="#fff",
        omitsize=True,
        svgclass="qr-code",
        lineclass=None,
        nl=False,
    )
    svg = (
        buffer.getvalue()
        .decode()
        .replace("<svg ", f'<svg role="img" aria-label="{Markup.escape(label)}" ', 1)
    )
    return Markup(svg)  # noqa: S704 (segno's own SVG; the label is escaped above)


# What the scorekeeper's browser may have used to reach the app on this computer, and
# the session key of the address it picked for links instead (``reachable_url``).
LOOPBACK_HOSTS = ("localhost", "127.0.0.1", "::1")
SHARE_ADDRESS = "share_address"


def reachable_url(url: str) -> str:
    """``url`` as other phones can open it: when the scorekeeper's browser reached the app
    as ``localhost``, the link names one of this computer's LAN addresses instead (same
    port): the one this browser picked (``SHARE_ADDRESS`` in the session) while the
    computer still has it, else the best (``lan.lan_addresses``: the default route's)."""
    parts = urlsplit(url)
    if parts.hostname not in LOOPBACK_HOSTS:
        return url
    addresses = _lan_addresses()
    if not addresses:
        return url
    picked = session.get(SHARE_ADDRESS)
    address = picked if picked in addresses else addresses[0]
    netloc = address + (f":{parts.port}" if parts.port else "")
    return urlunsplit(parts._replace(netloc=netloc))


def _lan_addresses() -> tuple[str, ...]:
    return tuple(entry.address for entry in lan_addresses())


@dataclass(frozen=True)
class ShareLinks:
    """What the scorekeeper shows the table: the view link, its QR code, the edit link."""

    view_url: str
    edit_url: str
    qr: Markup


def share_links(match: Match) -> ShareLinks:
    """The match's absolute links (with the host this browser used) and the view link's QR
    code. Only for a browser that holds the edit right: the edit link is its secret."""
    require_write(match)
    view_url = reachable_url(url_for("live.view", token=match.view_token, _external=True))
    return ShareLinks(
        view_url=view_url,
        edit_url=reachable_url(url_for("live.take_over", token=match.edit_token, _external=True)),
        qr=qr_svg(view_url, f"QR code of the view link for {match.title}"),
    )
