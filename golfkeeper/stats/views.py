"""The statistics page: every player across this browser's matches, sortable; merge names."""

from __future__ import annotations

from flask import flash, redirect, render_template, request, session, url_for

from golfkeeper import scorekeeping, sharing
from golfkeeper.stats import bp
from golfkeeper.stats.figures import (
    COLUMN_NAMES,
    COLUMNS,
    build_stats,
    load_matches,
    merged_aliases,
    name_key,
    sort_stats,
)
from golfkeeper.stats.forms import MergeForm, UnmergeForm

ALIASES = "name_aliases"  # session: merged name key -> the key it is counted under
MAX_ALIASES = 40
NO_ROOM = (
    "This browser has no room to keep another merge beside its matches. Undo a merge "
    "below first; nothing was changed."
)


def _aliases() -> dict[str, str]:
    value = session.get(ALIASES)
    if not isinstance(value, dict):
        return {}
    return {k: v for k, v in value.items() if isinstance(k, str) and isinstance(v, str)}


def _sheets():
    matches = [m for m in load_matches(sharing.remembered_ids()) if sharing.may_read(m)]
    return [scorekeeping.build_sheet(match) for match in matches]


def _names(sheets) -> list[tuple[str, str]]:
    """(key, name) of every spelling on the sheets, for the merge form's choices."""
    names = {name_key(p.name): p.name for sheet in sheets for p in sheet.players}
    return sorted(names.items(), key=lambda item: item[1].casefold())


def _render(sheets, form: MergeForm, status: int = 200):
    sort = request.args.get("sort")
    first_direction = {name: direction for name, _, direction in COLUMNS}
    if sort not in COLUMN_NAMES:
        sort = "wins"
    direction = request.args.get("dir")
    if direction not in ("asc", "desc"):
        direction = first_direction[sort]
    aliases = _aliases()
    rows = sort_stats(build_stats(sheets, aliases), sort, direction)
    spellings = dict(_names(sheets))
    merges = [(spellings.get(k, k), spellings.get(v, v), k) for k, v in aliases.items()]
    page = render_template(
        "stats/players.html",
        rows=rows,
        columns=COLUMNS,
        sort=sort,
        direction=direction,
        match_count=len(sheets),
        form=form,
        merges=merges,
        unmerge_form=UnmergeForm(),
    )
    return page, status


def _merge_form(sheets, **kwargs) -> MergeForm:
    form = MergeForm(**kwargs)
    choices = [("", "Choose a name")] + _names(sheets)
    form.merge.choices = choices
    form.into.choices = choices
    return form


@bp.get("/")
def players():
    """Every player across this browser's matches: played, wins, hole scores, went out."""
    sheets = _sheets()
    return _render(sheets, _merge_form(sheets, formdata=None))


@bp.post("/merge")
def merge():
    """Count one name under another from now on (kept in this browser's session)."""
    sheets = _sheets()
    form = _merge_form(sheets)
    if not form.validate_on_submit():
        return _render(sheets, form, 422)
    try:
        aliases = merged_aliases(_aliases(), form.merge.data, form.into.data)
    except ValueError as refusal:
        form.into.errors = [*form.into.errors, str(refusal)]
        return _render(sheets, form, 422)
    aliases = dict(list(aliases.items())[-MAX_ALIASES:])
    if not sharing.fits_in_cookie({ALIASES: aliases}):
        # Merges share the cookie with the rights to this browser's matches, which they
        # must never push out (``sharing.YIELDING``).
        form.merge.errors = [*form.merge.errors, NO_ROOM]
        return _render(sheets, form, 422)
    session[ALIASES] = aliases
    flash("The two names are now counted as one player.")
    return redirect(url_for("stats.players"))


@bp.post("/unmerge")
def unmerge():
    """Count a merged name on its own again."""
    form = UnmergeForm()
    if form.validate_on_submit():
        aliases = _aliases()
        if aliases.pop(form.name.data, None) is not None:
            session[ALIASES] = aliases
            flash("That name is counted on its own again.")
    return redirect(url_for("stats.players"))
