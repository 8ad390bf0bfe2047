"""The links the scorekeeper shows the table: addresses other phones can open (a LAN
address in place of ``localhost``), and the view link's QR code."""

from __future__ import annotations

from dataclasses import dataclass
from urllib.parse import urlsplit, urlunsplit

from flask import session, url_for
from markupsafe import Markup

from golfkeeper.models import Match
from golfkeeper.sharing.guard import require_write
from golfkeeper.sharing.qr import qr_svg
from golfkeeper.web.lan import lan_addresses

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
