"""The address the share links name, when this computer is on more than one network."""

from __future__ import annotations

from urllib.parse import urlsplit

from flask import flash, redirect, request, session, url_for

from golfkeeper import sharing
from golfkeeper.matches import bp
from golfkeeper.matches.forms import ShareAddressForm
from golfkeeper.matches.views.common import match_for_writing
from golfkeeper.web.lan import lan_addresses

GONE = (
    "That address is no longer this computer's (did it change networks?): "
    "the links name the one shown now. Nothing else was changed."
)


def _choices() -> list[tuple[str, str]]:
    """(address, label) of each address the scorekeeper may pick, best first; none when
    the browser reached the app by a name phones can use already."""
    if urlsplit(request.host_url).hostname not in sharing.LOOPBACK_HOSTS:
        return []
    return [(entry.address, entry.label) for entry in lan_addresses()]


def address_form() -> ShareAddressForm | None:
    """The picker of the share section, set to the address the links name now; None
    unless there are at least two addresses to pick from."""
    choices = _choices()
    if len(choices) < 2:
        return None
    shared = urlsplit(sharing.reachable_url(request.host_url)).hostname
    form = ShareAddressForm(formdata=None, data={"address": shared})
    form.address.choices = choices
    return form


def page_key() -> tuple:
    """What the share section shows of the addresses, for the kept page's key: the host
    the links name and the choices offered."""
    return sharing.reachable_url(request.host_url), tuple(_choices())


@bp.post("/<int:match_id>/share-address")
def share_address(match_id: int):
    """Keep the address the scorekeeper picked for this browser's share links."""
    match_for_writing(match_id)
    form = ShareAddressForm()
    form.address.choices = _choices()
    if form.validate_on_submit():
        session[sharing.SHARE_ADDRESS] = form.address.data
    else:
        flash(GONE)
    return redirect(url_for("matches.scorecard", match_id=match_id, _anchor="share-heading"))
