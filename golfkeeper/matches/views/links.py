"""The match's links and devices: who may keep score, and replacing a leaked link."""

from __future__ import annotations

from flask import flash, redirect, render_template, request, url_for

from golfkeeper import scorekeeping, sharing
from golfkeeper.extensions import db
from golfkeeper.matches import bp
from golfkeeper.matches.forms import ActionForm, DeviceNameForm
from golfkeeper.matches.views.common import posted_action
from golfkeeper.models import Match
from golfkeeper.sharing import links


def _match_for_links(match_id: int, *, replacing: bool = False) -> Match:
    """The match whose links page this is: for a browser with the edit right or the
    starter (which may have lost the right to someone else's new edit link); ``replacing``
    locks it, asks for the right to replace links (``sharing.may_replace_links``) and,
    when no starter is known, makes this browser the starter."""
    sharing.given_or_404(match_id)
    if request.method == "POST":
        scorekeeping.lock_match(match_id)
    match = sharing.match_or_404(match_id)
    if not (sharing.may_write(match) or sharing.is_starter(match)):
        raise sharing.NoEditRight(match)
    if replacing:
        if not sharing.may_replace_links(match):
            raise sharing.NotStarter()
        if match.starter is None:
            # A match from before starters were kept: whoever first replaces a link (or
            # makes a recovery link) becomes its starter, so that no other holder of the
            # edit link can then take it from them.
            match.starter = sharing.this_browser()
    return match


@bp.get("/<int:match_id>/links")
def links_page(match_id: int):
    """The devices given the edit right, who started the match, and the buttons that
    replace a link (for the starter)."""
    match = _match_for_links(match_id)
    return _render_links(match, DeviceNameForm(formdata=None))


@bp.post("/<int:match_id>/links/device")
def name_device(match_id: int):
    """Name this device ("Ann's phone") on the links page of every match it keeps score
    for, so that a family can tell whose phone is which."""
    match = _match_for_links(match_id)
    form = DeviceNameForm()
    if not form.validate_on_submit():
        return _render_links(match, form), 422
    links.name_device(sharing.this_browser(), form.name.data)
    db.session.commit()
    if form.name.data:
        flash(f"This device is now named {form.name.data}.")
    else:
        flash("This device goes by its browser's name again.")
    return redirect(url_for("matches.links_page", match_id=match.id))


def _render_links(match: Match, name_form: DeviceNameForm) -> str:
    grants = links.grants(match)
    mine = links.grant_of(match, sharing.this_browser())
    if name_form.name.data is None and mine is not None:
        name_form.name.data = mine.name
    return render_template(
        "matches/links.html",
        name_form=name_form,
        has_line=mine is not None,
        match=match,
        grants=grants,
        starter=links.starter_grant(match, grants),
        is_starter=sharing.is_starter(match),
        may_replace=sharing.may_replace_links(match),
        may_write=sharing.may_write(match),
        this_browser=sharing.this_browser(),
        how=links.HOW,
        form=ActionForm(),
    )


@bp.post("/<int:match_id>/links/view")
def new_view_link(match_id: int):
    """Replace the view link: the old link and every follower's right end at once."""
    match = _match_for_links(match_id, replacing=True)
    posted_action()
    links.replace_view_link(match)
    db.session.commit()
    flash(
        "The view link was replaced: the old link and QR code no longer work. "
        "Everyone following needs to scan the new code on the score sheet."
    )
    return redirect(url_for("matches.links_page", match_id=match.id))


@bp.post("/<int:match_id>/links/edit")
def new_edit_link(match_id: int):
    """Replace the edit link: every other device loses the right to keep score at once,
    and this one (the starter) keeps or takes it back."""
    match = _match_for_links(match_id, replacing=True)
    posted_action()
    links.replace_edit_link(match, keep_browser=sharing.this_browser())
    sharing.keep_edit_right(match)
    db.session.commit()
    flash(
        "The edit link was replaced: only this device can keep score now. "
        "The new edit link is under “Share this match” on the score sheet."
    )
    return redirect(url_for("matches.links_page", match_id=match.id))


@bp.post("/<int:match_id>/links/recovery")
def new_recovery_link(match_id: int):
    """Make a recovery link (it makes the device that opens it the match's starter, for
    when this browser's data is lost; any older one stops working), then show it once on
    its own page: a reload shows that page again and makes nothing."""
    match = _match_for_links(match_id, replacing=True)
    posted_action()
    token = links.make_recovery_link(match)
    sharing.keep_to_show(f"match:{match.id}", token)
    db.session.commit()
    return redirect(url_for("matches.recovery_link", match_id=match.id))


@bp.get("/<int:match_id>/links/recovery")
def recovery_link(match_id: int):
    """The recovery link just made, shown this once; afterwards (a reload, a later visit)
    a page that says it was shown and offers to make a new one, which would end it."""
    match = _match_for_links(match_id)
    if not sharing.may_replace_links(match):
        raise sharing.NotStarter()
    token = sharing.take_to_show(f"match:{match.id}")
    url = None
    if token is not None and match.recovery_hash == links.token_hash(token):
        url = sharing.reachable_url(url_for("live.recover", token=token, _external=True))
    return render_template(
        "matches/recovery.html", match=match, recovery_url=url, form=ActionForm()
    )
