"""Loading a match with this browser's right checked, and the pages of a refusal: a 404 that
never says whether a match exists, a 403 for a write without the edit right, a 410 for a
link the scorekeeper replaced. Link tokens are checked for their shape before any lookup.
"""

from __future__ import annotations

import re
from typing import NoReturn, TypeVar

from flask import abort, request
from sqlalchemy.orm import selectinload
from werkzeug.exceptions import Forbidden, Gone, NotFound

from golfkeeper.engine.text import ordinal
from golfkeeper.extensions import db
from golfkeeper.models import TOKEN_MAX, Match
from golfkeeper.sharing import links
from golfkeeper.sharing.rights import MatchRef, may_read, may_write, remembered_ids
from golfkeeper.web.security import MAX_ID

NOT_SHARED = (
    "There is no match here, or this browser has not been given its link. "
    "Ask the scorekeeper to show you the match's QR code or to send you its link."
)
NOTHING_SAVED = "Nothing was saved."


M = TypeVar("M", bound="MatchRef")


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


class NotGiven(NotFound):
    """The 404 of a match-related address, carrying the scores a refused hole form posted
    (``typed``: (label, value) pairs, in the form's order) so that its page shows them."""

    def __init__(self, description: str, typed: list[tuple[str, str]]):
        super().__init__(description)
        self.typed = typed


# A hole form's score fields are named ``player-<player id>`` (``matches.forms``); a match
# has at most 8 players, and a score is a few characters.
_SCORE_FIELD = re.compile(r"player-[0-9]{1,12}")
_MAX_TYPED = 8
_TYPED_CHARS = 20


def posted_scores() -> list[tuple[str, str]]:
    """The scores a posted hole form carried, as ("First score on the form", what was typed)
    in the order they were sent (the form's seat order). Only the browser's own values are
    echoed: never a player's name, which a browser refused the match may not read."""
    values = [
        value.strip()[:_TYPED_CHARS]
        for name, value in request.form.items(multi=True)
        if _SCORE_FIELD.fullmatch(name)
    ][:_MAX_TYPED]
    return [
        (f"{ordinal(place).capitalize()} score on the form", value)
        for place, value in enumerate(values, start=1)
        if value
    ]


def not_found(message: str = NOT_SHARED) -> NoReturn:
    """A 404 page for a match-related address: ``message``, and on a form post that
    nothing was saved, with the scores it carried (``posted_scores``): a scorekeeper whose
    links were both replaced still sees what he typed. The default (``NOT_SHARED``) serves
    an unknown or deleted match and one this browser was not given alike, so a page never
    says whether a match exists."""
    if request.method == "POST":
        raise NotGiven(f"{message} {NOTHING_SAVED}", posted_scores())
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


def _match_query(whole: bool, scores: bool):
    """The select of one match (its id bound as ``match_id`` when it runs), with what
    ``match_or_404`` loads beside it."""
    query = db.select(Match).where(Match.id == db.bindparam("match_id"))
    if whole:
        query = query.options(selectinload(Match.players))
    if scores:
        query = query.options(selectinload(Match.scores))
    return query


# Built once for each choice of ``whole`` and ``scores``: building a select and its loader
# options (and working out its cache key) cost about as much as running it.
_MATCH_QUERIES = {
    (whole, scores): _match_query(whole, scores)
    for whole in (False, True)
    for scores in (False, True)
}


def match_or_404(
    match_id: int, *, write: bool = False, whole: bool = False, scores: bool = False
) -> Match:
    """The match with ``match_id`` if this browser may see it, else the 404 page of a match
    it was not given (``given_or_404``, then ``require_read``); with ``write``, a 403
    unless it may also change it (``require_write``). ``whole`` loads its players too, in
    one more query, for a page that shows the score sheet (which reads the scores and who
    went out as plain rows, ``scorekeeping.stored_points`` and ``stored_went_out``);
    ``scores`` loads the score objects as well, for a write that changes them."""
    given_or_404(match_id)
    query = _MATCH_QUERIES[whole, scores]
    match = require_read(db.session.execute(query, {"match_id": match_id}).scalar_one_or_none())
    return require_write(match) if write else match
