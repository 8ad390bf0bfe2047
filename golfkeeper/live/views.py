"""The capability links: /m/<view token> to follow a match, /m/edit/<edit token> to keep score,
/m/recover/<token> to become the match's starter again."""

from __future__ import annotations

from flask import (
    abort,
    current_app,
    flash,
    jsonify,
    make_response,
    redirect,
    render_template,
    request,
    url_for,
)

from golfkeeper import scorekeeping, sharing
from golfkeeper.extensions import db
from golfkeeper.live import bp
from golfkeeper.models import Match
from golfkeeper.sharing import links
from golfkeeper.table_rules.form import rules_summary
from golfkeeper.web import charts, page_cache
from golfkeeper.web.forms import PostedForm

# The live page asks for the match's version this often, so a follower sees a save within
# about a second. A phone left open for an evening asks some 10,000 times; each answer
# with no change is a 304 with no body.
POLL_SECONDS = 1


class AddForm(PostedForm):
    """The one button of the page that asks before adding a match (its CSRF token)."""


RECOVERY_USED = (
    "This recovery link was already used, replaced by a newer one, or never existed. "
    "The device that started the match can make a new one on its links page."
)

# The poll's query, built once as a Core statement: it runs on every poll of every phone,
# and building it (and mapping its row through the ORM) cost more than running it.
_STATE = db.select(Match.__table__.c.version, Match.__table__.c.finished_at).where(
    Match.__table__.c.view_token == db.bindparam("token")
)


def _render_view(match: Match) -> str:
    sheet = scorekeeping.build_sheet(match)
    # Opened as localhost on the laptop that serves the app, the QR code must still name
    # an address the phones at the table can reach (as the table view's and the share
    # section's do).
    view_url = sharing.reachable_url(url_for("live.view", token=match.view_token, _external=True))
    return render_template(
        "matches/view.html",
        sheet=sheet,
        view_url=view_url,
        qr=sharing.qr_svg(view_url, f"QR code of the view link for {match.title}"),
        chart=charts.sheet_chart(sheet),
        rules_summary=rules_summary(match.house_rules),
        may_write=sharing.may_write(match),
        poll_seconds=POLL_SECONDS,
        next_match=scorekeeping.next_match(match),
    )


def _followed(token: str, *, asked: bool = False) -> page_cache.MatchHead:
    """The head of the match whose view link is ``token``, after giving this browser the
    view right; for an unknown link the 404 page, for a replaced one the 410 page. Opened
    from another web page (and not ``asked`` already), the page that asks first."""
    head = page_cache.match_head(view_token=sharing.token_or_404(token))
    if head is None:
        sharing.unknown_link(token)
    if not asked and sharing.from_another_site() and not sharing.may_read(head):
        _ask_first("follow the match", _title(head.id))
    sharing.grant_view(head)
    return head


def _title(match_id: int) -> str:
    match = db.session.get(Match, match_id)
    return match.title if match is not None else f"Match {match_id}"


@bp.get("/<token>")
def view(token: str):
    """Follow a match from any phone: standings, the current hole, the dealer, the rules."""
    head = _followed(token)
    return page_cache.match_page(
        "live view",
        (
            head.id,
            head.view_token,
            head.version,
            sharing.may_write(head),
            sharing.reachable_url(request.host_url),
        ),
        lambda: _render_view(sharing.match_or_404(head.id, whole=True)),
    )


def _render_table(match: Match) -> str:
    sheet = scorekeeping.build_sheet(match)
    # The laptop that serves the app often shows this page itself, as localhost: the QR
    # code must name an address the phones at the table can reach.
    view_url = sharing.reachable_url(url_for("live.view", token=match.view_token, _external=True))
    return render_template(
        "matches/table.html",
        sheet=sheet,
        view_url=view_url,
        short_address=view_url.partition("://")[2],
        qr=sharing.qr_svg(view_url, f"QR code of the view link for {match.title}"),
        poll_seconds=POLL_SECONDS,
        next_match=scorekeeping.next_match(match),
        next_endpoint="live.table",
    )


@bp.get("/<token>/table")
def table(token: str):
    """The match on a laptop or TV facing the table: big standings, the hole being played,
    who deals and starts it, and the QR code of the view link."""
    head = _followed(token)
    return page_cache.match_page(
        "table view",
        # The QR code names the address this browser picked or the best one now.
        (head.id, head.view_token, head.version, sharing.reachable_url(request.host_url)),
        lambda: _render_table(sharing.match_or_404(head.id, whole=True)),
    )


@bp.get("/<token>/state")
def state(token: str):
    """The match's version (it grows with every write), polled by the live page: 304 Not
    Modified when the browser's copy (its ETag) is still right."""
    if not sharing.looks_like_token(token):
        return jsonify(error=sharing.NOT_SHARED), 404
    # A connection from the pool rather than the request's ORM session, which this one
    # read does not need (a fifth of a poll's time went to setting that session up).
    with db.engine.connect() as connection:
        row = connection.execute(_STATE, {"token": token}).one_or_none()
    if row is None:
        if links.was_replaced(token):
            return jsonify(error=links.REPLACED), 410
        return jsonify(error=sharing.NOT_SHARED), 404
    finished = row.finished_at is not None
    etag = f"{row.version}-{int(finished)}"
    if request.if_none_match.contains_weak(etag):
        # Nothing new: answered before any JSON is built (most polls end here).
        response = current_app.response_class(status=304)
    else:
        response = jsonify(version=row.version, finished=finished)
    # Kept by the browser, but asked for again every time (with If-None-Match).
    response.cache_control.no_cache = True
    response.set_etag(etag)
    return response


def _ask_first(what: str, title: str) -> None:
    """Answer with the page that asks before a link opened from another web page adds a
    match to this browser (``sharing.from_another_site``), the form posting back to the
    link; nothing is added."""
    abort(
        make_response(
            render_template("matches/add_match.html", what=what, title=title, form=AddForm())
        )
    )


def _check_posted() -> None:
    if not AddForm().validate_on_submit():
        abort(400)


@bp.post("/<token>")
def add_followed(token: str):
    """The "add this match?" page's answer for a view link: follow the match."""
    _check_posted()
    _followed(token, asked=True)
    return redirect(url_for("live.view", token=token))


@bp.post("/<token>/table")
def add_followed_table(token: str):
    """The "add this match?" page's answer for the table view's link."""
    _check_posted()
    _followed(token, asked=True)
    return redirect(url_for("live.table", token=token))


def _edit_link_match(token: str) -> Match:
    match = db.session.execute(
        db.select(Match).where(Match.edit_token == sharing.token_or_404(token))
    ).scalar_one_or_none()
    if match is None:
        sharing.unknown_link(token)
    return match


@bp.get("/edit/<token>")
def take_over(token: str):
    """Open the edit link: this browser may keep score from now on (after asking, when
    another web page led here)."""
    match = _edit_link_match(token)
    if sharing.from_another_site() and not sharing.may_write(match):
        _ask_first(f"keep score for {match.title}", match.title)
    return _take_over(match)


@bp.post("/edit/<token>")
def add_edit_right(token: str):
    """The "add this match?" page's answer for an edit link: keep score here."""
    _check_posted()
    return _take_over(_edit_link_match(token))


def _take_over(match: Match):
    sharing.grant_edit(match, "edit_link")
    db.session.commit()
    flash(f"This device can now keep score for {match.title}.")
    return redirect(url_for("matches.scorecard", match_id=match.id))


def _recovery_match(token: str) -> Match:
    match = links.recovery_match(sharing.token_or_404(token))
    if match is None:
        sharing.not_found(RECOVERY_USED)
    return match


@bp.get("/recover/<token>")
def recover(token: str):
    """The recovery link's page, which asks before this browser becomes the match's
    starter. Opening it spends nothing: a messaging app's link preview fetches it too."""
    match = _recovery_match(token)
    response = make_response(render_template("matches/recover.html", match=match, form=AddForm()))
    response.cache_control.no_store = True
    return response


@bp.post("/recover/<token>")
def add_recovered(token: str):
    """The recovery page's answer: spend the link, once, and make this browser the match's
    starter (it may replace the links) with the right to keep score."""
    _check_posted()
    match_id = links.use_recovery_link(sharing.token_or_404(token), sharing.this_browser())
    if match_id is None:
        db.session.rollback()
        sharing.not_found(RECOVERY_USED)
    match = db.session.get(Match, match_id)
    sharing.grant_edit(match, "recovered")
    db.session.commit()
    flash(
        f"This device now counts as the one that started {match.title}: it keeps score, and "
        "only it may replace the links. To stop every other device keeping score, replace "
        "the edit link below."
    )
    return redirect(url_for("matches.links_page", match_id=match.id))
