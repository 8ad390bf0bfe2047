"""This browser's rights to the matches it was given, kept in its session cookie.

Every match has a view link (anyone holding it can follow the match) and an edit link (the
browser that opens it may keep score). The browser that starts or imports a match gets the
edit right. Rights live in the signed session cookie as short entries: a view right as
``"<match id>:<first characters of the view token>"``, an edit right as that followed by
``"~<first characters of the edit token>"``. Ids keep the cookie small; the tokens'
characters stop a right from passing to a new match that reuses the id of a deleted one
(SQLite reuses the highest id), and end the rights given by a link the scorekeeper
replaced (``golfkeeper.sharing.links``): a new edit link ends every edit right but leaves a
browser following the match, a new view link ends every view right but no edit right.
Edit rights given before they named the edit token have the view half only; they count
while the match's edit link was never replaced (``Match.legacy_edit_check``). Each list
is stored as one space-separated string, which the session reads back several times
faster than a JSON list of strings.
"""

from __future__ import annotations

from typing import Protocol

from flask import Response, current_app, request, session

from golfkeeper.models import CHECK_CHARS, Match
from golfkeeper.sharing import links
from golfkeeper.web.limits import browser_key

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


class MatchRef(Protocol):
    """What rights are checked against: a ``Match``, or just its row's id and link tokens."""

    id: int
    view_token: str
    edit_token: str
    legacy_edit_check: str | None


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


def remembered_ids() -> set[int]:
    """The ids of the matches this browser was given (check each with ``may_read``)."""
    ids = set()
    for entry in _entries(EDIT_RIGHTS) + _entries(VIEW_RIGHTS):
        head = entry.partition(":")[0]
        if head.isdigit():
            ids.add(int(head))
    return ids


# A recovery link just made, kept in the session until its page shows it once (Post/
# Redirect/Get: a reload then shows "shown already" instead of making, and so ending,
# another). Under one key, by place ("match:7", "book:3"): the app stores only the link's
# hash, so this is the only copy, and it leaves the cookie on that one showing.
TO_SHOW = "link_to_show"


def keep_to_show(place: str, token: str) -> None:
    """Keep ``token`` for one showing at ``place`` (``take_to_show``)."""
    kept = dict(session.get(TO_SHOW) or {})
    kept[place] = token
    session[TO_SHOW] = kept


def take_to_show(place: str) -> str | None:
    """The token kept for ``place``, now forgotten; None when it was shown already."""
    kept = dict(session.get(TO_SHOW) or {})
    token = kept.pop(place, None)
    if token is not None:
        if kept:
            session[TO_SHOW] = kept
        else:
            session.pop(TO_SHOW, None)
    return token if isinstance(token, str) else None
