"""Whose rules a rulebook page answers for: the main rules, a preset or switches given in
the query string, or a saved match's agreed rules (``?match=<id>``).

A link may name a match and rules together (``?match=<id>&preset=...`` or switches): the
page then answers for those rules, and keeps the match as where the reader came from, so
its links lead back to the match's own rules.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from golfkeeper import sharing
from golfkeeper.engine.house_rules import (
    MAIN_RULES,
    HouseRules,
    HouseRulesError,
    preset_for,
    rules_name,
)
from golfkeeper.engine.text import holes_text
from golfkeeper.models import Match
from golfkeeper.table_rules.form import describe
from golfkeeper.table_rules.query import preset_query_args, rules_from_query
from golfkeeper.web.forms import whole_number

_RULE_KEYS = frozenset(MAIN_RULES.to_dict())


@dataclass(frozen=True)
class RulesContext:
    """The rules a page answers for. ``match`` is set when they are a match's agreed rules,
    ``from_match`` when the reader came from a match but asked for other rules. ``query``
    holds the arguments that pick them again in a link; ``error`` says why the rules in
    the link could not be used (the page then shows the main rules)."""

    rules: HouseRules
    name: str
    match: Match | None = None
    query: dict[str, Any] = field(default_factory=dict)
    error: str | None = None
    from_match: Match | None = None

    @property
    def preset_slug(self) -> str | None:
        preset = preset_for(self.rules)
        return preset.slug if preset and self.rules.holes == preset.rules.holes else None

    @property
    def players(self) -> int | None:
        """The match's count of players still playing when these are a match's own rules
        (a range is then worked out for them, ``Match.range_players``), else ``None`` (the
        widest range over 2 to 8 players)."""
        return self.match.range_players() if self.match is not None else None

    @property
    def home_match(self) -> Match | None:
        """The match the page belongs to: whose rules these are, or the one the reader
        came from."""
        return self.match or self.from_match

    @property
    def differences(self) -> list[tuple[str, str]]:
        """The table's rules that differ from the main rules, as (question, answer) in the
        house-rules form's words."""
        return [(label, answer) for label, answer, differs in describe(self.rules) if differs]

    def link_args(self, rules: HouseRules) -> dict[str, Any]:
        """Query arguments for a link to ``rules`` that keeps the page's match: the match
        alone for its own rules, else the match and the rules."""
        home = self.home_match
        if home is None:
            return preset_query_args(rules)
        if rules == home.house_rules:
            return {"match": home.id}
        return {"match": home.id, **(preset_query_args(rules) or {"preset": "main"})}


def context_for_rules(rules: HouseRules) -> RulesContext:
    """The rules context of ``rules`` picked by query arguments."""
    preset = preset_for(rules)
    name = rules_name(rules)
    if preset and rules.holes != preset.rules.holes:
        name += f", {holes_text(rules.holes)}"
    return RulesContext(rules, name, query=preset_query_args(rules))


def context_for_match(match: Match) -> RulesContext:
    """A saved match's rules context: its agreed rules, named after the match."""
    return RulesContext(
        match.house_rules,
        f"the rules agreed for match {match.id}",
        match=match,
        query={"match": match.id},
    )


def _names_rules(args) -> bool:
    """Whether the query names rules of its own (a preset or a switch), beside a match."""
    return bool(args.get("preset")) or any(key in args for key in _RULE_KEYS)


def context_from_args(args) -> RulesContext:
    """The rules context named by a request's query arguments: ``match=<id>`` (404 if no such
    match), else a preset and switches; bad values give the main rules and an error. A
    match with rules of its own answers for those rules, keeping the match to go back to."""
    if "match" in args:
        match_id = args.get("match", type=whole_number)
        if match_id is None:
            return RulesContext(
                MAIN_RULES, "Main rules", error="That match number is not a number."
            )
        match = sharing.match_or_404(match_id)
        if not _names_rules(args):
            return context_for_match(match)
        context = _context_from_rules_args(args)
        return RulesContext(
            context.rules,
            context.name,
            query=RulesContext(context.rules, "", from_match=match).link_args(context.rules),
            error=context.error,
            from_match=match,
        )
    return _context_from_rules_args(args)


def _context_from_rules_args(args) -> RulesContext:
    try:
        return context_for_rules(rules_from_query(args))
    except HouseRulesError as error:
        return RulesContext(
            MAIN_RULES,
            "Main rules",
            error=f"The house rules in this link don't work: {error.message} "
            "Showing the main rules instead.",
        )
