"""Match views: thin wrappers that load, validate, call the service, commit and redirect."""

from __future__ import annotations

import json
import re
import secrets
from collections.abc import Callable
from datetime import UTC, datetime

from flask import (
    Response,
    abort,
    current_app,
    flash,
    redirect,
    render_template,
    request,
    session,
    url_for,
)
from sqlalchemy.exc import SQLAlchemyError
from wtforms.fields.choices import SelectChoice

from golfkeeper import charts, match_heads, page_cache, scorekeeping, sharing
from golfkeeper.engine import setup
from golfkeeper.engine.house_rules import (
    MAIN_RULES,
    PRESETS,
    Game,
    HouseRules,
    HouseRulesError,
    decks_for_players,
    preset_for,
)
from golfkeeper.extensions import db
from golfkeeper.matches import bp, export
from golfkeeper.matches.forms import (
    DRAW,
    ActionForm,
    AddPlayerForm,
    ImportForm,
    NewMatchForm,
    RenameForm,
    hole_form,
    parse_move,
)
from golfkeeper.models import REASON_MAX, Match, Player
from golfkeeper.rules_form import HouseRulesForm, describe, form_data, rules_from_query
from golfkeeper.scorekeeping import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    HoleChanged,
    HoleNotReady,
    MatchChanged,
    MatchFinished,
    RosterChanged,
    ScorekeepingError,
)
from golfkeeper.templating import points as format_points

# Drafts live in the session cookie, which browsers cap near 4 KB: keep them small.
DRAFTS = "hole_drafts"
MAX_DRAFTS = 2
DRAFT_VALUE_MAX = 20
FROM_CALCULATOR = "from_calculator"  # a draft's players whose score the calculator sent


def _match_for_writing(match_id: int) -> Match:
    """The match a request is about to change. Every write loads its match here: locked
    for a POST, and only for a browser with the edit right. The service then checks the
    version the page showed (``scorekeeping.check_version``) inside the same lock."""
    if request.method == "POST":
        # Lock before reading, so the checks below and the write are one transaction.
        scorekeeping.lock_match(match_id)
    return sharing.require_write(_match_for_reading(match_id))


def _commit(change: Callable[[], object]) -> ScorekeepingError | None:
    """Run one scorekeeping change as the request's transaction: commit it, or roll it
    back and return why it was refused (``MatchChanged``: another phone changed the match
    after the page was opened). A finished match propagates to its own error page."""
    try:
        change()
    except MatchFinished:
        raise
    except ScorekeepingError as error:
        db.session.rollback()
        return error
    db.session.commit()
    return None


def _posted_action() -> ActionForm:
    """The posted form of a one-button action (undo, finish, reopen, move), or a 400."""
    form = ActionForm()
    if not form.validate_on_submit():
        abort(400)
    return form


def _commit_or_flash(change: Callable[[], object], done: str | None = None) -> bool:
    """``_commit`` the change, then flash ``done`` or why it was refused."""
    error = _commit(change)
    if error is not None:
        flash(error.message)
    elif done:
        flash(done)
    return error is None


def match_or_404(match_id: int) -> Match:
    """The match with its score sheet loaded, or the 404 page of a match that is not there
    (the same page as one not shared with this browser: ``sharing.not_found``)."""
    match = scorekeeping.get_match(match_id)
    if match is None:
        sharing.not_found()
    return match


def _match_for_reading(match_id: int) -> Match:
    """The match a page shows: only to a browser that was given it (started it or opened
    one of its links); ids are easy to guess, so others get a 404."""
    return sharing.require_read(scorekeeping.get_match(match_id))


@bp.app_errorhandler(sharing.NoEditRight)
def no_edit_right(error: sharing.NoEditRight):
    """A write without the edit right: nothing changed; say how to get the edit link."""
    db.session.rollback()
    return render_template(
        "matches/no_edit_right.html",
        match=error.match,
        error=error,
        may_read=sharing.may_read(error.match),
    ), 403


@bp.errorhandler(MatchFinished)
def match_finished(error: MatchFinished):
    """A write to a finished match: say so on the score sheet, where "Reopen" is."""
    db.session.rollback()
    flash(error.message)
    return redirect(url_for("matches.scorecard", match_id=request.view_args["match_id"]))


@bp.app_template_filter("local_time")
def local_time(moment: datetime | None, style: str = "%d %b %Y, %H:%M") -> str:
    """A stored (UTC) time in the serving computer's time zone: the table's own clock."""
    if moment is None:
        return ""
    return moment.replace(tzinfo=UTC).astimezone().strftime(style)


def _player_or_404(match: Match, player_id: int) -> Player:
    player = next((p for p in match.players if p.id == player_id), None)
    if player is None:
        sharing.not_found(f"Match {match.id} has no player with the number {player_id}.")
    return player


def _rules_summary(rules: HouseRules) -> list[tuple[str, str]]:
    """The switches that differ from the main rules, holes aside (the sheet shows those)."""
    lines = describe(rules.replace(holes=MAIN_RULES.holes))
    return [(question, answer) for question, answer, differs in lines if differs]


MAX_PAGE = 100_000


def _page_number(raw: str | None) -> int:
    """A list's ``?page=``: a whole number from 1 (400 otherwise; 404 far past any list)."""
    if raw is None:
        return 1
    if not re.fullmatch(r"[0-9]+", raw) or int(raw) < 1:
        abort(400, "A page number is a whole number from 1, such as ?page=2.")
    if int(raw) > MAX_PAGE:
        abort(404, f"There is no page {raw}.")
    return int(raw)


# ---------------------------------------------------------------------------------------
# The list of matches


@bp.get("/")
def index():
    """The matches this browser started or was given a link to, newest first."""
    status = request.args.get("status")
    if status not in scorekeeping.MATCH_STATUSES:
        status = None
    page = _page_number(request.args.get("page"))
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


# ---------------------------------------------------------------------------------------
# Starting a match


def _rules_form_for(slug: str, rules: HouseRules | None = None) -> HouseRulesForm:
    preset = PRESETS[slug]
    return HouseRulesForm(prefix="rules", data=form_data(rules or preset.rules, slug))


def _render_new(form, rules_form, applied: str, status: int = 200, notice: str | None = None):
    names = form.player_names()
    game = Game(rules_form.game.data) if rules_form.game.data in {g.value for g in Game} else None
    chosen = rules_form.decks.data
    chosen = int(chosen) if isinstance(chosen, str) and chosen.isdigit() else None
    deck_note = ""
    if MIN_PLAYERS <= len(names) <= MAX_PLAYERS:
        deck_note = setup.deck_note(len(names), game or Game.SIX_CARD, chosen)
    decks_by_game = {
        g.value: {n: decks_for_players(n, g) for n in range(MIN_PLAYERS, MAX_PLAYERS + 1)}
        for g in Game
    }
    deck_hints = {g.value: setup.deck_hint(g) for g in Game}
    preset_rules = {slug: form_data(p.rules, slug) for slug, p in PRESETS.items()}
    page = render_template(
        "matches/new.html",
        form=form,
        rules_form=rules_form,
        applied=applied,
        notice=notice,
        deck_note=deck_note,
        deck_hint=deck_hints[(game or Game.SIX_CARD).value],
        decks_json=json.dumps(decks_by_game),
        deck_hints_json=json.dumps(deck_hints),
        presets_json=json.dumps(preset_rules),
        switch_fields=[f for f in rules_form if f.short_name not in ("preset", "holes")],
    )
    return page, status


def _new_from_link():
    """The new-match form, with the house rules a link carries (``?preset=`` and switch
    keys, as the rulebook's "start a match with this rule" links send) already filled in."""
    if not request.args:
        return _render_new(NewMatchForm(), _rules_form_for("main"), "main")
    try:
        rules = rules_from_query(request.args)
    except HouseRulesError as error:
        notice = (
            f"The house rules in this link could not be read ({error.message}): main rules shown."
        )
        return _render_new(NewMatchForm(), _rules_form_for("main"), "main", notice=notice)
    preset = preset_for(rules)
    slug = preset.slug if preset else "main"
    if rules.holes in (5, 9, 18):
        holes = {"holes": str(rules.holes)}
    else:
        holes = {"holes": "custom", "holes_custom": rules.holes}
    form = NewMatchForm(formdata=None, data=holes)
    notice = "The house rules from the link are filled in below: check them, then start the match."
    return _render_new(form, _rules_form_for(slug, rules), slug, notice=notice)


@bp.route("/new", methods=["GET", "POST"])
def new():
    """Start a match: players in seating order, first dealer, holes and house rules."""
    if request.method == "GET":
        return _new_from_link()
    form = NewMatchForm()
    slug = request.form.get("rules-preset", "main")
    slug = slug if slug in PRESETS else "main"
    applied = request.form.get("rules-applied")
    move = parse_move(request.form.get("move"))
    if move:
        form.move_row(*move)
        return _render_new(form, HouseRulesForm(request.form, prefix="rules"), applied or slug)
    if "apply" in request.form or (applied is not None and applied != slug):
        # Switches filled from a newly chosen preset are shown before anything is stored.
        notice = f"The switches now show “{PRESETS[slug].name}”. Check them, then start the match."
        return _render_new(form, _rules_form_for(slug), slug, notice=notice)
    valid = form.validate_on_submit()
    holes = form.hole_count() or MAIN_RULES.holes
    if applied is None:
        # A request that names only a preset (no switches): the preset's rules.
        rules_form = _rules_form_for(slug)
        rules = PRESETS[slug].rules.replace(holes=holes)
    else:
        formdata = request.form.copy()
        formdata["rules-holes"] = str(holes)
        rules_form = HouseRulesForm(formdata, prefix="rules")
        rules = rules_form.validate_rules()
    if valid and rules is not None:
        names = form.player_names()
        drawn = form.first_dealer.data == DRAW
        seat = secrets.randbelow(len(names)) if drawn else form.first_dealer_seat()
        try:
            match = scorekeeping.start_match(
                names, seat, rules, name=form.name.data, dealer_drawn=drawn
            )
        except ScorekeepingError as error:
            db.session.rollback()
            form.roster_errors.append(error.message)
        else:
            db.session.commit()
            sharing.grant_edit(match)
            if drawn:
                flash(f"The app drew for it: {names[seat]} deals first.")
            return redirect(url_for("matches.scorecard", match_id=match.id))
    return _render_new(form, rules_form, applied or slug, status=422)


# ---------------------------------------------------------------------------------------
# The score sheet and its holes


def _drafts() -> dict:
    drafts = session.get(DRAFTS)
    return drafts if isinstance(drafts, dict) else {}


def _draft_key(match: Match, hole_number: int) -> str:
    return f"{match.id}:{hole_number}"


def _has_drafts(match_id: int) -> bool:
    return any(key.partition(":")[0] == str(match_id) for key in _drafts())


def _save_draft(match: Match, hole_number: int, values: dict[str, str]) -> None:
    drafts = {k: v for k, v in _drafts().items() if k != _draft_key(match, hole_number)}
    drafts[_draft_key(match, hole_number)] = values
    session[DRAFTS] = dict(list(drafts.items())[-MAX_DRAFTS:])


def _clear_draft(match: Match, hole_number: int) -> None:
    drafts = _drafts()
    if _draft_key(match, hole_number) in drafts:
        drafts.pop(_draft_key(match, hole_number))
        session[DRAFTS] = drafts


def _typed_values(players, form) -> dict[str, str]:
    """What was typed into a hole form, valid or not, as raw text (for a draft)."""
    names = [f"player-{p.id}" for p in players] + [f"confirm-{p.id}" for p in players]
    values = {name: form.get(name, "")[:DRAFT_VALUE_MAX] for name in names if name in form}
    if "went_out" in form:
        values["went_out"] = form.get("went_out", "")[:DRAFT_VALUE_MAX]
    if "reason" in form:
        values["reason"] = form.get("reason", "")[:REASON_MAX]
    if "version" in form:
        values["version"] = form.get("version", "")[:DRAFT_VALUE_MAX]
    return values


def _hole_data(sheet, hole_number: int, players, args=None) -> tuple[dict, list]:
    """Values to pre-fill a hole form, in increasing priority: the saved scores, the
    draft kept while the calculator was open, and the calculator's answer in ``args``.
    Also returns the players whose score came from the calculator (now, or kept in the
    draft while an earlier hole was still to record)."""
    row = sheet.holes[hole_number - 1]
    cells = dict(zip(sheet.players, row.cells, strict=True))
    data: dict = {f"player-{p.id}": cells[p].points for p in players}
    data["went_out"] = str(row.went_out.id) if row.went_out else ""
    # A draft keeps the version its form was opened with: a save after the calculator
    # trip still notices a change made meanwhile.
    data["version"] = scorekeeping.hole_version(sheet.match, hole_number)
    draft = dict(_drafts().get(_draft_key(sheet.match, hole_number), {}))
    kept = draft.pop(FROM_CALCULATOR, [])
    for name, value in draft.items():
        data[name] = bool(value) if name.startswith("confirm-") else value
    from_calculator = []
    for player in players:
        value = (args or {}).get(f"player-{player.id}")
        if value is not None:
            data[f"player-{player.id}"] = value[:DRAFT_VALUE_MAX]
        if value is not None or player.id in kept:
            from_calculator.append(player)
    return data, from_calculator


def _keep_for_later(match: Match, hole_number: int, players) -> str:
    """Keep the calculator's scores sent for a hole not yet up (``player-<id>`` in the
    query string) in that hole's draft, beside what was typed for it; say what is kept."""
    draft = dict(_drafts().get(_draft_key(match, hole_number), {}))
    sent = [p for p in players if request.args.get(f"player-{p.id}") is not None]
    if sent:
        # The hole as it is saved now: a later save from this draft is checked against it,
        # so a score another phone saves meanwhile is never overwritten unseen.
        draft.setdefault("version", scorekeeping.hole_version(match, hole_number))
        for player in sent:
            draft[f"player-{player.id}"] = request.args[f"player-{player.id}"][:DRAFT_VALUE_MAX]
        draft[FROM_CALCULATOR] = sorted({*draft.get(FROM_CALCULATOR, []), *(p.id for p in sent)})
        _save_draft(match, hole_number, draft)
        names = ", ".join(player.name for player in sent)
        return (
            f"The calculator's score for {names} is kept for hole {hole_number}: "
            "it is filled in when that hole is up."
        )
    if any(value for name, value in draft.items() if name != "version"):
        return f"What was typed for hole {hole_number} is kept for it."
    return ""


def _kept_note(match: Match, hole_number: int) -> str:
    """A line about calculator scores waiting in ``hole_number``'s draft, if any."""
    kept = _drafts().get(_draft_key(match, hole_number), {}).get(FROM_CALCULATOR) or []
    names = ", ".join(player.name for player in match.players if player.id in kept)
    if not names:
        return ""
    return f" Hole {hole_number} has the calculator's score for {names} filled in: check it."


def _hole_form(match: Match, players, **kwargs):
    return hole_form(
        players,
        scorekeeping.build_sheet(match).bounds,
        went_out=match.house_rules.record_who_went_out,
        **kwargs,
    )


def _render_sheet(match: Match, form=None, status: int = 200):
    sheet = scorekeeping.build_sheet(match)
    from_calculator: list = []
    if form is None and sheet.current_hole and not sheet.is_finished:
        players = scorekeeping.hole_players(match, sheet.current_hole)
        data, from_calculator = _hole_data(sheet, sheet.current_hole, players)
        form = hole_form(
            players,
            sheet.bounds,
            went_out=match.house_rules.record_who_went_out,
            formdata=None,
            data=data,
        )
    page = render_template(
        "matches/scorecard.html",
        sheet=sheet,
        form=form,
        last=scorekeeping.last_change(match),
        action_form=ActionForm(),
        rules_summary=_rules_summary(match.house_rules),
        chart=charts.sheet_chart(sheet),
        share=sharing.share_links(match),
        from_calculator=from_calculator,
    )
    return page, status


@bp.get("/<int:match_id>")
def scorecard(match_id: int):
    """The score sheet: holes, running totals, standings, dealer and the next hole's form.
    A browser that may only follow the match is sent to its live view."""
    head = sharing.require_read(match_heads.match_head(match_id))
    if not sharing.may_write(head):
        return redirect(url_for("live.view", token=head.view_token))
    return page_cache.match_page(
        "scorecard",
        (head.id, head.view_token, head.version),
        lambda: _render_sheet(match_or_404(match_id))[0],
        keep=not _has_drafts(head.id),
    )


def _render_hole(sheet, hole_number, form, status=200, from_calculator=()):
    page = render_template(
        "matches/hole.html",
        sheet=sheet,
        row=sheet.holes[hole_number - 1],
        form=form,
        from_calculator=from_calculator,
    )
    return page, status


def _hole_or_404(match: Match, hole_number: int) -> None:
    if not 1 <= hole_number <= match.holes:
        sharing.not_found(
            f"Match {match.id} has {match.holes} holes; there is no hole {hole_number}."
        )


@bp.get("/<int:match_id>/holes/<int:hole_number>")
def hole(match_id: int, hole_number: int):
    """The form to record or correct one hole's scores and who went out."""
    match = _match_for_writing(match_id)
    _hole_or_404(match, hole_number)
    players = scorekeeping.hole_players(match, hole_number)
    try:
        scorekeeping.check_hole_up(match, hole_number)
    except HoleNotReady as error:
        # "Use this score" for this hole: the total waits in the hole's draft.
        flash(f"{error.message} {_keep_for_later(match, hole_number, players)}".rstrip())
        return redirect(url_for("matches.hole", match_id=match.id, hole_number=error.current_hole))
    sheet = scorekeeping.build_sheet(match)
    data, from_calculator = _hole_data(sheet, hole_number, players, request.args)
    form = _hole_form(match, players, formdata=None, data=data)
    return _render_hole(sheet, hole_number, form, from_calculator=from_calculator)


@bp.post("/<int:match_id>/holes/<int:hole_number>")
def save_hole(match_id: int, hole_number: int):
    """Save one hole's scores and who went out, or show the form again saying why not."""
    match = _match_for_writing(match_id)
    _hole_or_404(match, hole_number)
    sheet = scorekeeping.build_sheet(match)
    players = scorekeeping.hole_players(match, hole_number)
    form = _hole_form(match, players)  # keeps what was typed on the page
    posted = [player.id for player in match.players if f"player-{player.id}" in request.form]
    try:
        scorekeeping.check_hole_form(match, hole_number, posted)
    except HoleNotReady as error:
        _save_draft(match, hole_number, _typed_values(players, request.form))
        form.form_errors.append(f"{error.message} What you typed is kept for it.")
        return _render_hole(sheet, hole_number, form, 422)
    except RosterChanged as error:
        # The form again, as the hole is now dealt, with what was typed for the players
        # still in it (409, like the compare page).
        form.validate_on_submit()
        went_out = getattr(form, "went_out", None)
        if went_out is not None and went_out.data in {str(player.id) for player in error.gone}:
            went_out.data, went_out.errors = "", []  # who went out has left the table
        form.form_errors.append(error.message)
        return _render_hole_again(match, sheet, hole_number, form, 409)
    if _valid_hole_form(form):
        saved = _record_hole(match, hole_number, form)
        if saved is not None:
            return saved
    return _render_hole_again(match, sheet, hole_number, form, 422)


def _record_hole(match: Match, hole_number: int, form):
    """Record the hole from a valid form and go back to the score sheet; None when the
    service refused it (why is on the form), the conflict page when the hole changed."""
    version_before = match.version
    try:
        scorekeeping.record_hole(
            match,
            hole_number,
            form.points(request.form),
            went_out=form.went_out_id(request.form),
            reason=form.reason.data,
            seen_version=form.version.data or None,
        )
    except MatchFinished:
        raise
    except HoleChanged:
        db.session.rollback()
        return _render_conflict(match.id, hole_number, form)
    except ScorekeepingError as error:
        db.session.rollback()
        form.form_errors.append(error.message)
        return None
    db.session.commit()
    _clear_draft(match, hole_number)
    note = " The match is finished." if match.is_finished else ""
    missing = scorekeeping.missing_scores(match, hole_number)
    if missing:
        note = f" Still to enter: {', '.join(player.name for player in missing)}."
    # The service raises the match's version only when a value changed.
    saved = (
        f"Hole {hole_number} saved."
        if match.version != version_before
        else f"Nothing changed on hole {hole_number}."
    )
    flash(f"{saved}{note}{_kept_note(match, hole_number + 1)}")
    return redirect(url_for("matches.scorecard", match_id=match.id))


def _render_hole_again(match: Match, sheet, hole_number: int, form, status: int):
    """A hole form that was not saved, on the page it was sent from: the score sheet for
    the current hole, the hole's own page when correcting one."""
    if hole_number == sheet.current_hole and not request.form.get("editing"):
        return _render_sheet(match, form, status)
    return _render_hole(sheet, hole_number, form, status)


def _valid_hole_form(form) -> bool:
    """Validate a posted hole form. A score for a player not dealt in on the hole (another
    match's player, or one who left meanwhile) makes it invalid instead of being ignored."""
    valid = form.validate_on_submit()
    asked = {form.score_field(player).name for player in form.players}
    if any(name.startswith("player-") and name not in asked for name in request.form):
        form.form_errors.append(
            "A score was sent for a player who is not dealt in on this hole. "
            "Reload the page and type the scores again."
        )
        return False
    return valid


def _render_conflict(match_id: int, hole_number: int, form):
    """A save that would overwrite scores saved by someone else meanwhile: the hole as it
    is saved now next to what this phone typed, the typed values ready to save again on
    top of the new version (409 Conflict). Nothing was saved."""
    match = match_or_404(match_id)
    sheet = scorekeeping.build_sheet(match)
    saved, saved_out = scorekeeping.hole_values(match, hole_number)
    lines = [
        {
            "label": player.name,
            "saved": format_points(saved.get(player.id)),
            "typed": format_points(form.score_field(player).data),
            "differs": saved.get(player.id) != form.score_field(player).data,
        }
        for player in form.players
        if form.score_field(player).name in request.form
    ]
    typed_out = form.went_out_id(request.form)
    if typed_out is not scorekeeping.UNCHANGED:
        names = {player.id: player.name for player in match.players}
        lines.append(
            {
                "label": "Went out",
                "saved": names.get(saved_out, "not noted"),
                "typed": names.get(typed_out, "not noted"),
                "differs": saved_out != typed_out,
            }
        )
    form.version.data = scorekeeping.hole_version(match, hole_number)
    page = render_template(
        "matches/conflict.html",
        sheet=sheet,
        row=sheet.holes[hole_number - 1],
        form=form,
        lines=lines,
    )
    return page, 409


@bp.post("/<int:match_id>/holes/<int:hole_number>/layout")
def score_layout(match_id: int, hole_number: int):
    """Keep what was typed for a hole, then open the calculator for one player's layout."""
    match = _match_for_writing(match_id)
    _hole_or_404(match, hole_number)
    player = _player_or_404(match, request.form.get("player", type=int) or 0)
    players = scorekeeping.hole_players(match, hole_number)
    _save_draft(match, hole_number, _typed_values(players, request.form))
    return redirect(
        url_for("calculator.calculator", match=match.id, hole=hole_number, player=player.id)
    )


# ---------------------------------------------------------------------------------------
# History and undo


@bp.get("/<int:match_id>/history")
def history(match_id: int):
    """Every change to the match, newest first, with the last one ready to undo (for a
    browser that keeps score; a follower only reads)."""
    match = _match_for_reading(match_id)
    entries = scorekeeping.match_history(match)
    last = scorekeeping.next_to_undo(entries)
    return render_template(
        "matches/history.html",
        match=match,
        entries=entries,
        last=last,
        action_form=ActionForm(),
        may_write=sharing.may_write(match),
    )


@bp.post("/<int:match_id>/undo")
def undo(match_id: int):
    """Undo the newest change that is not undone yet, if it is the one the page showed."""
    match = _match_for_writing(match_id)
    form = _posted_action()
    to_history = request.form.get("next") == "history"
    error = _commit(lambda: scorekeeping.undo_last_change(match, seen_version=form.version.data))
    if isinstance(error, MatchChanged):
        return _render_undo_changed(match_id, error, to_history)
    flash(error.message if error else "The last change was undone.")
    back = "matches.history" if to_history else "matches.scorecard"
    return redirect(url_for(back, match_id=match.id))


def _render_undo_changed(match_id: int, error: MatchChanged, to_history: bool):
    """An undo tapped on an older page: nothing was undone; the change undo would take
    back now, ready to undo from here (409 Conflict)."""
    match = match_or_404(match_id)
    page = render_template(
        "matches/undo_changed.html",
        match=match,
        message=error.message,
        last=scorekeeping.last_change(match),
        action_form=ActionForm(formdata=None),
        to_history=to_history,
    )
    return page, 409


# ---------------------------------------------------------------------------------------
# The roster


def _render_players(match: Match, add_form=None, rename_forms=None, status: int = 200):
    sheet = scorekeeping.build_sheet(match)
    if add_form is None:
        add_form = AddPlayerForm(formdata=None, data={"after": str(sheet.players[-1].id)})
    add_form.after.choices = [SelectChoice(str(p.id), p.name) for p in sheet.players]
    rename_forms = rename_forms or {}
    for player in sheet.players:
        rename_forms.setdefault(
            player.id,
            RenameForm(formdata=None, data={"name": player.name}, prefix=f"p{player.id}"),
        )
    page = render_template(
        "matches/players.html",
        sheet=sheet,
        add_form=add_form,
        rename_forms=rename_forms,
        action_form=ActionForm(),
        max_players=MAX_PLAYERS,
    )
    return page, status


@bp.get("/<int:match_id>/players")
def players(match_id: int):
    """The roster: rename, add a late player, remove, and (before hole 1) change seats."""
    return _render_players(_match_for_writing(match_id))


@bp.post("/<int:match_id>/players")
def add_player(match_id: int):
    """Seat a new player; once holes have scores, they join at the current hole."""
    match = _match_for_writing(match_id)
    form = AddPlayerForm()
    status = 422
    form.after.choices = [
        SelectChoice(str(p.id), p.name) for p in match.players if not p.is_removed
    ]
    if form.validate_on_submit():
        after = next((p for p in match.players if str(p.id) == form.after.data), None)
        try:
            player = scorekeeping.add_player(
                match, form.name.data, after, seen_version=form.version.data
            )
        except MatchFinished:
            raise
        except ScorekeepingError as error:
            db.session.rollback()
            form.name.errors = [*form.name.errors, error.message]
            status = 409 if isinstance(error, MatchChanged) else 422
        else:
            db.session.commit()
            late = f" from hole {player.joined_at_hole}" if player.joined_at_hole > 1 else ""
            flash(f"{player.name} joined the table{late}.")
            return redirect(url_for("matches.players", match_id=match.id))
    db.session.expire_all()
    return _render_players(match_or_404(match_id), add_form=form, status=status)


@bp.post("/<int:match_id>/players/<int:player_id>/name")
def rename_player(match_id: int, player_id: int):
    """Rename a player; every score stays theirs."""
    match = _match_for_writing(match_id)
    player = _player_or_404(match, player_id)
    form = RenameForm(prefix=f"p{player.id}")
    status = 422
    if form.validate_on_submit():
        old = player.name
        # A form without the name it showed is from an older page: refused like one
        # showing another name.
        shown = form.shown.data or ""
        error = _commit(
            lambda: scorekeeping.rename_player(match, player, form.name.data, shown_name=shown)
        )
        if error is None:
            if old != player.name:
                flash(f"{old} is now called {player.name}.")
            return redirect(url_for("matches.players", match_id=match.id))
        form.name.errors = [*form.name.errors, error.message]
        status = 409 if isinstance(error, MatchChanged) else 422
    db.session.expire_all()
    return _render_players(match_or_404(match_id), rename_forms={player_id: form}, status=status)


@bp.post("/<int:match_id>/players/<int:player_id>/move")
def move_player(match_id: int, player_id: int):
    """Before the first hole: move a player one seat up or down the order."""
    match = _match_for_writing(match_id)
    player = _player_or_404(match, player_id)
    form = _posted_action()
    step = -1 if request.form.get("direction") == "up" else 1
    _commit_or_flash(
        lambda: scorekeeping.move_player(match, player, step, seen_version=form.version.data)
    )
    return redirect(url_for("matches.players", match_id=match.id))


@bp.route("/<int:match_id>/players/<int:player_id>/remove", methods=["GET", "POST"])
def remove_player(match_id: int, player_id: int):
    """Ask first, then take a player off the score sheet (their scores are kept)."""
    match = _match_for_writing(match_id)
    player = _player_or_404(match, player_id)
    form = ActionForm()
    if player.is_removed:
        flash(f"{player.name} has already left the table.")
        return redirect(url_for("matches.players", match_id=match.id))
    status, changed = 200, None
    if form.validate_on_submit():
        done = f"{player.name} has left the table. Undo on the history page brings them back."
        error = _commit(
            lambda: scorekeeping.remove_player(match, player, seen_version=form.version.data)
        )
        if not isinstance(error, MatchChanged):
            flash(error.message if error else done)
            return redirect(url_for("matches.players", match_id=match.id))
        # Ask again, about the match as it is now.
        match, status, changed = match_or_404(match_id), 409, error.message
    sheet = scorekeeping.build_sheet(match)
    page = render_template(
        "matches/remove_player.html", sheet=sheet, player=player, form=form, changed=changed
    )
    return page, status


# ---------------------------------------------------------------------------------------
# Finishing, reopening, deleting


@bp.post("/<int:match_id>/finish")
def finish(match_id: int):
    """Close a match whose every hole is recorded."""
    match = _match_for_writing(match_id)
    form = _posted_action()
    _commit_or_flash(
        lambda: scorekeeping.finish_match(match, seen_version=form.version.data),
        "The match is finished.",
    )
    return redirect(url_for("matches.scorecard", match_id=match.id))


@bp.post("/<int:match_id>/reopen")
def reopen(match_id: int):
    """Open a finished match again for corrections."""
    match = _match_for_writing(match_id)
    form = _posted_action()
    _commit_or_flash(
        lambda: scorekeeping.reopen_match(match, seen_version=form.version.data),
        "The match is open for corrections. Finish it again when they are done.",
    )
    return redirect(url_for("matches.scorecard", match_id=match.id))


@bp.route("/<int:match_id>/delete", methods=["GET", "POST"])
def delete(match_id: int):
    """Ask first, then delete a match and everything it recorded."""
    match = _match_for_writing(match_id)
    form = ActionForm()
    if form.validate_on_submit():
        title = match.title
        scorekeeping.delete_match(match)
        db.session.commit()
        flash(f"{title} was deleted.")
        return redirect(url_for("matches.index"))
    sheet = scorekeeping.build_sheet(match)
    return render_template("matches/delete.html", sheet=sheet, form=form)


# ---------------------------------------------------------------------------------------
# Export, import and print


@bp.get("/<int:match_id>/export.csv")
def export_csv(match_id: int):
    """The score sheet as CSV, for a spreadsheet."""
    sheet = scorekeeping.build_sheet(_match_for_reading(match_id))
    return Response(
        export.sheet_csv(sheet),
        mimetype="text/csv",
        headers={"Content-Disposition": f'attachment; filename="{export.filename(sheet, "csv")}"'},
    )


@bp.get("/<int:match_id>/export.json")
def export_json(match_id: int):
    """The whole match as JSON: players, rules, every hole, the history and the result."""
    match = _match_for_reading(match_id)
    sheet = scorekeeping.build_sheet(match)
    body = export.match_json(sheet, scorekeeping.match_history(match))
    return Response(
        body,
        mimetype="application/json",
        headers={"Content-Disposition": f'attachment; filename="{export.filename(sheet, "json")}"'},
    )


@bp.route("/import", methods=["GET", "POST"])
def import_match():
    """Store a match exported as JSON again, as a new match; refuse a bad file whole."""
    form = ImportForm()
    twin = None
    if form.validate_on_submit():
        try:
            record = export.read_match_json(form.file.data.read(export.MAX_FILE_BYTES + 1))
            twin = None if form.again.data else scorekeeping.stored_twin(record)
            if twin is not None:
                raise export.ImportRefused(_stored_already(twin))
            match = scorekeeping.restore_match(record)
            db.session.flush()
        except export.ImportRefused as error:
            db.session.rollback()
            form.file.errors = [*form.file.errors, error.message]
        except SQLAlchemyError:
            # A file that passed every check but still contradicts itself.
            db.session.rollback()
            form.file.errors = [*form.file.errors, export.INCONSISTENT]
        else:
            db.session.commit()
            sharing.grant_edit(match)
            flash(f"Imported as {match.title}.")
            return redirect(url_for("matches.scorecard", match_id=match.id))
    status = 422 if form.is_submitted() else 200
    shown_twin = twin if twin is not None and sharing.may_read(twin) else None
    page = render_template("matches/import.html", form=form, twin=twin, shown_twin=shown_twin)
    return page, status


def _stored_already(twin: Match) -> str:
    """Why a file is not imported: its match is stored, named only to a browser given it."""
    where = f"as “{twin.title}”" if sharing.may_read(twin) else "on this server, from another phone"
    return (
        f"This match is stored already, {where}: importing it again would count its holes "
        "twice in the statistics. Nothing was stored. To keep a second copy anyway, tick "
        "the box below and choose the file again."
    )


@bp.get("/<int:match_id>/print")
def print_view(match_id: int):
    """The score sheet laid out for paper: one page, with the agreed rules."""
    match = _match_for_reading(match_id)
    sheet = scorekeeping.build_sheet(match)
    return render_template(
        "matches/print.html",
        sheet=sheet,
        chart=charts.sheet_chart(sheet),
        rules_summary=_rules_summary(match.house_rules),
    )
