"""The list of matches and starting a new one."""

from __future__ import annotations

import secrets
from dataclasses import dataclass

from flask import (
    abort,
    current_app,
    flash,
    redirect,
    render_template,
    request,
    session,
    url_for,
)

from golfkeeper import scorekeeping, sharing
from golfkeeper.books import starting
from golfkeeper.engine.house_rules import MAIN_RULES, PRESETS, HouseRulesError, preset_for
from golfkeeper.extensions import db
from golfkeeper.matches import bp
from golfkeeper.matches.forms import DRAW, ImportForm, NewMatchForm, parse_move
from golfkeeper.matches.views.common import match_for_writing, page_number, posted_action
from golfkeeper.matches.views.rules import rules_form_for, rules_page_data
from golfkeeper.models import Match
from golfkeeper.scorekeeping import ScorekeepingError
from golfkeeper.table_rules.form import HouseRulesForm, rules_from_query
from golfkeeper.web import page_cache


@bp.get("/")
def index():
    """The matches this browser started or was given a link to, newest first."""
    status = request.args.get("status")
    if status not in scorekeeping.MATCH_STATUSES:
        status = None
    page = page_number(request.args.get("page"))
    matches = scorekeeping.matches_page(
        page, current_app.config["MATCHES_PER_PAGE"], sharing.remembered_ids(), status
    )
    shown = [match for match in matches.items if sharing.may_read(match)]
    lines = page_cache.per_version("list line", shown, scorekeeping.match_summaries)
    if page > max(matches.pages, 1):
        abort(404, f"There is no page {page}: the list has {max(matches.pages, 1)}.")
    return render_template(
        "matches/index.html",
        matches=matches,
        shown=shown,
        editable={match.id for match in shown if sharing.may_write(match)},
        lines=lines,
        status=status,
        import_form=ImportForm(),
    )


def _known_names() -> list[str]:
    """Names played in this browser's earlier matches: suggestions for the roster."""
    ids = sharing.remembered_ids()
    if not ids:
        return []
    matches = db.session.scalars(db.select(Match).where(Match.id.in_(list(ids))))
    return scorekeeping.known_names([match.id for match in matches if sharing.may_read(match)])


# The marks of the last new-match pages this browser started a match from, with the match:
# the same page sent again (a double tap, Back then Start, a resend after a reload) goes
# to that match rather than starting a second one.
STARTED_FROM = "started_from"
STARTED_FROM_KEPT = 4
_MARK_MAX = 32


def _form_mark() -> str:
    """The mark of the new-match page being shown: the posted one's (the page sent back
    keeps it), or a new one."""
    posted = request.form.get(STARTED_FROM, "")
    if posted and len(posted) <= _MARK_MAX and posted.isascii():
        return posted
    return secrets.token_urlsafe(12)


def _already_started() -> int | None:
    """The match this very new-match page already started, if it still exists and this
    browser still keeps its score."""
    mark = request.form.get(STARTED_FROM, "")
    started = session.get(STARTED_FROM)
    match_id = started.get(mark) if isinstance(started, dict) and mark else None
    if not isinstance(match_id, int):
        return None
    match = db.session.get(Match, match_id)
    return match_id if match is not None and sharing.may_write(match) else None


def _remember_started(match_id: int) -> None:
    mark = request.form.get(STARTED_FROM, "")
    if not mark or len(mark) > _MARK_MAX:
        return
    started = session.get(STARTED_FROM)
    started = dict(started) if isinstance(started, dict) else {}
    started.pop(mark, None)
    started[mark] = match_id
    session[STARTED_FROM] = dict(list(started.items())[-STARTED_FROM_KEPT:])


def _render_new(form, rules_form, applied: str, status: int = 200, notice: str | None = None):
    """The new-match page: the form, the switches, and the decks suggested for the table."""
    page = render_template(
        "matches/new.html",
        form=form,
        rules_form=rules_form,
        applied=applied,
        notice=notice,
        known_names=_known_names(),
        started_from=_form_mark(),
        **rules_page_data(rules_form, len(form.player_names())),
    )
    return page, status


def _new_from_link():
    """The new-match form, with the house rules a link carries (``?preset=`` and switch
    keys, as the rulebook's "start a match with this rule" links send) already filled in."""
    if not request.args:
        return _render_new(NewMatchForm(), rules_form_for("main"), "main")
    try:
        rules = rules_from_query(request.args)
    except HouseRulesError as error:
        notice = (
            f"The house rules in this link could not be read: {error.message} "
            "The main rules are shown."
        )
        return _render_new(NewMatchForm(), rules_form_for("main"), "main", notice=notice)
    preset = preset_for(rules)
    slug = preset.slug if preset else "main"
    if rules.holes in (5, 9, 18):
        holes = {"holes": str(rules.holes)}
    else:
        holes = {"holes": "custom", "holes_custom": rules.holes}
    form = NewMatchForm(formdata=None, data=holes)
    notice = "The house rules from the link are filled in below: check them, then start the match."
    return _render_new(form, rules_form_for(slug, rules), slug, notice=notice)


@bp.route("/new", methods=["GET", "POST"])
def new():
    """Start a match: players in seating order, first dealer, holes and house rules."""
    if request.method == "GET":
        return _new_from_link()
    posted = _PostedNew.read()
    return _NEW_STEPS[posted.step](posted)


@dataclass(frozen=True)
class _PostedNew:
    """A posted new-match page: its form, the preset chosen, the preset whose switches the
    page showed (``None``: a request naming only a preset), which button asked for what
    (``step``, a key of ``_NEW_STEPS``) and the row an arrow moves (row, step)."""

    form: NewMatchForm
    slug: str
    applied: str | None
    step: str
    move: tuple[int, int] | None = None

    @classmethod
    def read(cls) -> _PostedNew:
        form = NewMatchForm()
        slug = request.form.get("rules-preset", "main")
        slug = slug if slug in PRESETS else "main"
        applied = request.form.get("rules-applied")
        move = parse_move(request.form.get("move"))
        if move:
            step = "move"
        elif "apply" in request.form or (applied is not None and applied != slug):
            step = "preset"
        elif "next" in request.form:
            step = "next"
        else:
            step = "start"
        return cls(form, slug, applied, step, move)

    def posted_rules_form(self) -> HouseRulesForm:
        return HouseRulesForm(request.form, prefix="rules")


def _move_row(posted: _PostedNew):
    """A row's arrow: the names swap places, nothing else changes."""
    posted.form.move_row(*posted.move)
    return _render_new(posted.form, posted.posted_rules_form(), posted.applied or posted.slug)


def _show_preset(posted: _PostedNew):
    """Switches filled from a newly chosen preset are shown before anything is stored."""
    notice = (
        f"The switches now show “{PRESETS[posted.slug].name}”. Check them, then start the match."
    )
    return _render_new(posted.form, rules_form_for(posted.slug), posted.slug, notice=notice)


def _not_started(posted: _PostedNew):
    """Enter in a field without JavaScript: the match starts from its own button only."""
    rules_form = posted.posted_rules_form() if posted.applied else rules_form_for(posted.slug)
    notice = "Nothing is started yet: check the house rules below, then press “Start the match”."
    return _render_new(posted.form, rules_form, posted.slug, notice=notice)


def _start(posted: _PostedNew):
    """Start the match from a valid page, or show it again with what is wrong (422)."""
    form = posted.form
    valid = form.validate_on_submit()
    already = _already_started() if valid else None
    if already is not None:
        flash("This page had already started this match: here it is, not a second one.")
        return redirect(url_for("matches.scorecard", match_id=already))
    holes = form.hole_count() or MAIN_RULES.holes
    if posted.applied is None:
        # A request that names only a preset (no switches): the preset's rules.
        rules_form = rules_form_for(posted.slug)
        rules = PRESETS[posted.slug].rules.replace(holes=holes)
    else:
        formdata = request.form.copy()
        formdata["rules-holes"] = str(holes)
        rules_form = HouseRulesForm(formdata, prefix="rules")
        rules = rules_form.validate_rules()
    if valid and rules is not None:
        drawn = form.first_dealer.data == DRAW
        try:
            match = scorekeeping.start_match(
                form.player_names(),
                None if drawn else form.first_dealer_seat(),
                rules,
                name=form.name.data,
            )
        except ScorekeepingError as error:
            db.session.rollback()
            form.roster_errors.append(error.message)
        else:
            sharing.grant_edit(match, "started")
            starting.keep_in_chosen_book(match, request.form.get(starting.BOOK_FIELD))
            dealer = match.players[match.first_dealer_seat].name
            db.session.commit()
            _remember_started(match.id)
            if drawn:
                flash(f"The app drew for it: {dealer} deals first.")
            return redirect(url_for("matches.scorecard", match_id=match.id))
    return _render_new(form, rules_form, posted.applied or posted.slug, status=422)


_NEW_STEPS = {"move": _move_row, "preset": _show_preset, "next": _not_started, "start": _start}


@bp.post("/<int:match_id>/again")
def play_again(match_id: int):
    """Start another match with the same players and house rules, dealt on from the last
    hole's dealer, and keep score of it in this browser."""
    match = match_for_writing(match_id)
    posted_action()
    rematch = scorekeeping.start_rematch(match, scorekeeping.match_names(sharing.remembered_ids()))
    sharing.grant_edit(rematch, "started")
    starting.keep_in_same_books(match, rematch)
    db.session.commit()
    dealer = scorekeeping.build_sheet(rematch).holes[0].dealer
    flash(f"A new match with the same players and rules: {dealer.name} deals first.")
    return redirect(url_for("matches.scorecard", match_id=rematch.id))
