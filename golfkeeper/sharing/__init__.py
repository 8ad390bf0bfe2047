"""Sharing a match: its two capability links, this browser's rights, and the QR code.

Every match has a view link (anyone holding it can follow the match) and an edit link (the
browser that opens it may keep score); the rights they give live in the browser's signed
session cookie. One module per concern, the public names re-exported here
(``sharing.match_or_404``):

- ``rights``: this browser's rights in its cookie: given, checked, kept within the
  cookie's size
- ``guard``: loading a match with the right checked; the 404, 403 and 410 pages of a
  refusal; link tokens checked for their shape
- ``links``: replacing a leaked link; the devices given the edit right (stored rows)
- ``addresses``: the links the scorekeeper shows, with an address other phones can open
- ``qr``: the QR code of a link
"""

from golfkeeper.sharing.addresses import (
    LOOPBACK_HOSTS,
    SHARE_ADDRESS,
    ShareLinks,
    reachable_url,
    share_links,
)
from golfkeeper.sharing.guard import (
    NOT_SHARED,
    NOTHING_SAVED,
    OTHER_SITES,
    LinkReplaced,
    NoEditRight,
    NotStarter,
    from_another_site,
    given_or_404,
    looks_like_token,
    match_or_404,
    not_found,
    require_read,
    require_write,
    token_or_404,
    unknown_link,
)
from golfkeeper.sharing.qr import qr_svg
from golfkeeper.sharing.rights import (
    COOKIE_BYTES_MAX,
    EDIT_RIGHTS,
    MAX_REMEMBERED,
    VIEW_RIGHTS,
    YIELDING,
    MatchRef,
    fits_in_cookie,
    grant_edit,
    grant_view,
    is_starter,
    keep_edit_right,
    keep_to_show,
    keep_within_cookie,
    lost_edit_right,
    may_read,
    may_replace_links,
    may_write,
    note_writing,
    remembered_ids,
    take_to_show,
    this_browser,
)

__all__ = [
    "COOKIE_BYTES_MAX",
    "EDIT_RIGHTS",
    "LOOPBACK_HOSTS",
    "MAX_REMEMBERED",
    "NOTHING_SAVED",
    "NOT_SHARED",
    "OTHER_SITES",
    "SHARE_ADDRESS",
    "VIEW_RIGHTS",
    "YIELDING",
    "LinkReplaced",
    "MatchRef",
    "NoEditRight",
    "NotStarter",
    "ShareLinks",
    "fits_in_cookie",
    "from_another_site",
    "given_or_404",
    "grant_edit",
    "grant_view",
    "is_starter",
    "keep_edit_right",
    "keep_to_show",
    "keep_within_cookie",
    "looks_like_token",
    "lost_edit_right",
    "match_or_404",
    "may_read",
    "may_replace_links",
    "may_write",
    "not_found",
    "note_writing",
    "qr_svg",
    "reachable_url",
    "remembered_ids",
    "require_read",
    "require_write",
    "share_links",
    "take_to_show",
    "this_browser",
    "token_or_404",
    "unknown_link",
]
