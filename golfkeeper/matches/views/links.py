"""The match's links and devices: who may keep score, and replacing a leaked link."""

from __future__ import annotations

from flask import flash, redirect, render_template, url_for

from golfkeeper import links, sharing
from golfkeeper.extensions import db
from golfkeeper.matches import bp
from golfkeeper.matches.forms import ActionForm
from golfkeeper.matches.views.common import match_for_writing, posted_action


@bp.get("/<int:match_id>/links")
def links_page(match_id: int):
    """The devices given the edit right, and the two buttons that replace a link."""
    match = match_for_writing(match_id)
    return render_template(
        "matches/links.html",
        match=match,
        grants=links.grants(match),
        this_browser=sharing.this_browser(),
        how=links.HOW,
        form=ActionForm(),
    )


@bp.post("/<int:match_id>/links/view")
def new_view_link(match_id: int):
    """Replace the view link: the old link and every follower's right end at once."""
    match = match_for_writing(match_id)
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
    """Replace the edit link: every other device loses the right to keep score at once."""
    match = match_for_writing(match_id)
    posted_action()
    links.replace_edit_link(match, keep_browser=sharing.this_browser())
    db.session.commit()
    sharing.keep_edit_right(match)
    flash(
        "The edit link was replaced: only this device can keep score now. "
        "The new edit link is under “Share this match” on the score sheet."
    )
    return redirect(url_for("matches.links_page", match_id=match.id))
