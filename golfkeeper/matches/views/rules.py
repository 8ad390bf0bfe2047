"""A match's house rules on a form: the switches' page data shared with the new-match
form, and correcting the rules of a started match until its first hole is saved."""

from __future__ import annotations

import json

from flask import flash, redirect, render_template, request, url_for

from golfkeeper import scorekeeping, sharing
from golfkeeper.engine import setup
from golfkeeper.engine.house_rules import (
    DECK_COUNTS,
    PRESETS,
    Game,
    HouseRules,
    decks_for_players,
    preset_for,
)
from golfkeeper.engine.text import decks_text
from golfkeeper.extensions import db
from golfkeeper.matches import bp
from golfkeeper.matches.forms import ActionForm
from golfkeeper.matches.views.common import commit_change, match_for_writing, posted_action
from golfkeeper.models import Match
from golfkeeper.scorekeeping import MAX_PLAYERS, MIN_PLAYERS, MatchChanged
from golfkeeper.table_rules.form import HouseRulesForm, card_value_picker, form_data


def rules_form_for(slug: str, rules: HouseRules | None = None) -> HouseRulesForm:
    """The house-rules switches filled in from a preset (or ``rules`` under its name)."""
    preset = PRESETS[slug]
    return HouseRulesForm(prefix="rules", data=form_data(rules or preset.rules, slug))


def rules_page_data(rules_form: HouseRulesForm, players: int) -> dict:
    """What the house-rules fieldset (``matches/_house_rules.html``) shows besides the
    form: the decks suggested for ``players`` under the layout chosen, and the preset and
    deck tables matches.js reads."""
    game_sent = rules_form.game.data
    game = Game(game_sent) if game_sent in {g.value for g in Game} else Game.SIX_CARD
    chosen = rules_form.decks.data
    chosen = int(chosen) if isinstance(chosen, str) and chosen.isdigit() else None
    deck_note = roster_note = ""
    if MIN_PLAYERS <= players <= MAX_PLAYERS:
        deck_note = setup.deck_note(players, game, chosen)
        suggested = decks_for_players(players, game)
        if chosen is not None and chosen < suggested:
            roster_note = _roster_deck_note(suggested, players)
    decks_by_game = {
        g.value: {n: decks_for_players(n, g) for n in range(MIN_PLAYERS, MAX_PLAYERS + 1)}
        for g in Game
    }
    deck_hints = {g.value: setup.deck_hint(g) for g in Game}
    presets = {slug: form_data(p.rules, slug) for slug, p in PRESETS.items()}
    notes = {slug: preset.description for slug, preset in PRESETS.items()}
    return {
        "deck_note": deck_note,
        "roster_deck_note": roster_note,
        "deck_words_json": json.dumps({n: decks_text(n).capitalize() for n in DECK_COUNTS}),
        "deck_hint": deck_hints[game.value],
        "decks_json": json.dumps(decks_by_game),
        "deck_hints_json": json.dumps(deck_hints),
        "presets_json": json.dumps(presets),
        "preset_notes": notes,
        "preset_notes_json": json.dumps(notes),
        "card_values_json": json.dumps(card_value_picker()),
    }


def _roster_deck_note(suggested: int, players: int) -> str:
    """The line under the players once they outgrow the decks chosen (matches.js writes
    the same words as names are typed)."""
    return f"{decks_text(suggested).capitalize()} suggested for {players} players: see Decks below."


def _slug_for(rules: HouseRules) -> str:
    preset = preset_for(rules)
    return preset.slug if preset else "main"


def _render_rules(match: Match, rules_form=None, applied=None, status=200, notice=None):
    """The "Change house rules" page: the match's switches, or why they are fixed."""
    sheet = scorekeeping.build_sheet(match)
    if rules_form is None:
        applied = _slug_for(match.house_rules)
        rules_form = rules_form_for(applied, match.house_rules)
    page = render_template(
        "matches/rules.html",
        sheet=sheet,
        rules_form=rules_form,
        applied=applied,
        notice=notice,
        fixed=scorekeeping.rules_fixed_reason(match),
        action_form=ActionForm(),
        **rules_page_data(rules_form, len(sheet.players)),
    )
    return page, status


@bp.get("/<int:match_id>/rules")
def house_rules(match_id: int):
    """The match's house rules as switches, to correct until its first hole is saved."""
    return _render_rules(match_for_writing(match_id))


@bp.post("/<int:match_id>/rules")
def change_house_rules(match_id: int):
    """Store the corrected house rules, or show the form again saying why not."""
    match = match_for_writing(match_id)
    action = posted_action()
    slug = request.form.get("rules-preset", "main")
    slug = slug if slug in PRESETS else "main"
    applied = request.form.get("rules-applied")
    if "apply" in request.form or applied != slug:
        notice = f"The switches now show “{PRESETS[slug].name}”. Check them, then save."
        rules = PRESETS[slug].rules.replace(holes=match.holes)
        return _render_rules(match, rules_form_for(slug, rules), slug, notice=notice)
    rules_form = HouseRulesForm(request.form, prefix="rules")
    rules = rules_form.validate_rules()
    if rules is None:
        return _render_rules(match, rules_form, slug, status=422)
    changed: list[bool] = []
    error = commit_change(
        lambda: changed.append(
            scorekeeping.change_house_rules(match, rules, seen_version=action.version.data)
        )
    )
    if error is not None:
        db.session.expire_all()
        match = sharing.match_or_404(match_id, whole=True)
        status = 409 if isinstance(error, MatchChanged) else 422
        return _render_rules(match, rules_form, slug, status=status, notice=error.message)
    flash("House rules changed." if changed[0] else "The house rules were already these.")
    return redirect(url_for("matches.scorecard", match_id=match_id))
