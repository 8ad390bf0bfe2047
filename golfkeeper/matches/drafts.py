"""Hole drafts: what was typed for a hole but not saved, kept in the session cookie while
the calculator is open or the hole is not up yet."""

from __future__ import annotations

from flask import request, session

from golfkeeper import scorekeeping
from golfkeeper.models import REASON_MAX, Match

# Drafts live in the session cookie, which browsers cap near 4 KB: keep them small.
DRAFTS = "hole_drafts"
MAX_DRAFTS = 2
DRAFT_VALUE_MAX = 20
FROM_CALCULATOR = "from_calculator"  # a draft's players whose score the calculator sent


def _drafts() -> dict:
    """Every hole draft this browser keeps, by ``<match id>:<hole number>``."""
    drafts = session.get(DRAFTS)
    return drafts if isinstance(drafts, dict) else {}


def _draft_key(match_id: int, hole_number: int) -> str:
    """The key of one hole's draft."""
    return f"{match_id}:{hole_number}"


def has_drafts(match_id: int) -> bool:
    """Whether this browser keeps a draft of any hole of the match (its page is then not
    served from the page cache: the draft fills in the form)."""
    return any(key.partition(":")[0] == str(match_id) for key in _drafts())


def draft_for(match: Match, hole_number: int) -> dict:
    """A copy of the draft kept for one hole (empty when there is none)."""
    return dict(_drafts().get(_draft_key(match.id, hole_number), {}))


def save_draft(match: Match, hole_number: int, values: dict[str, str]) -> None:
    """Keep ``values`` as the hole's draft; only the newest drafts are kept."""
    drafts = {k: v for k, v in _drafts().items() if k != _draft_key(match.id, hole_number)}
    drafts[_draft_key(match.id, hole_number)] = values
    session[DRAFTS] = dict(list(drafts.items())[-MAX_DRAFTS:])


def clear_draft(match_id: int, hole_number: int) -> None:
    """Forget the hole's draft: the hole was saved. Takes the match's id, so that it reads
    nothing from a match whose attributes a commit has just expired."""
    key = _draft_key(match_id, hole_number)
    drafts = _drafts()
    if key in drafts:
        drafts.pop(key)
        session[DRAFTS] = drafts


def typed_values(players, form) -> dict[str, str]:
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


def keep_for_later(match: Match, hole_number: int, players) -> str:
    """Keep the calculator's scores sent for a hole not yet up (``player-<id>`` in the
    query string) in that hole's draft, beside what was typed for it; say what is kept."""
    draft = draft_for(match, hole_number)
    sent = [p for p in players if request.args.get(f"player-{p.id}") is not None]
    if sent:
        # The hole as it is saved now: a later save from this draft is checked against it,
        # so a score another phone saves meanwhile is never overwritten unseen.
        draft.setdefault("version", scorekeeping.hole_version(match, hole_number))
        for player in sent:
            draft[f"player-{player.id}"] = request.args[f"player-{player.id}"][:DRAFT_VALUE_MAX]
        draft[FROM_CALCULATOR] = sorted({*draft.get(FROM_CALCULATOR, []), *(p.id for p in sent)})
        save_draft(match, hole_number, draft)
        names = ", ".join(player.name for player in sent)
        return (
            f"The calculator's score for {names} is kept for hole {hole_number}: "
            "it is filled in when that hole is up."
        )
    if any(value for name, value in draft.items() if name != "version"):
        return f"What was typed for hole {hole_number} is kept for it."
    return ""


def kept_note(match: Match, hole_number: int) -> str:
    """A line about calculator scores waiting in ``hole_number``'s draft, if any."""
    kept = draft_for(match, hole_number).get(FROM_CALCULATOR) or []
    names = ", ".join(player.name for player in match.players if player.id in kept)
    if not names:
        return ""
    return f" Hole {hole_number} has the calculator's score for {names} filled in: check it."
