"""Whose rules a rulebook page answers for: the main rules, a preset or switches given in
the query string, or a saved match's agreed rules (``?match=<id>``)."""

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
from golfkeeper.models import Match
from golfkeeper.rules_query import preset_query_args, rules_from_query


@dataclass(frozen=True)
class RulesContext:
    """The rules a page answers for. ``query`` holds the arguments that pick them again
    in a link; ``error`` says why the rules in the link could not be used (the page then
    shows the main rules)."""

    rules: HouseRules
    name: str
    match: Match | None = None
    query: dict[str, Any] = field(default_factory=dict)
    error: str | None = None

    @property
    def preset_slug(self) -> str | None:
        preset = preset_for(self.rules)
        return preset.slug if preset and self.rules.holes == preset.rules.holes else None


def context_for_rules(rules: HouseRules) -> RulesContext:
    """The rules context of ``rules`` picked by query arguments."""
    preset = preset_for(rules)
    name = rules_name(rules)
    if preset and rules.holes != preset.rules.holes:
        name += f", {rules.holes} holes"
    return RulesContext(rules, name, query=preset_query_args(rules))


def context_for_match(match: Match) -> RulesContext:
    """A saved match's rules context: its agreed rules, named after the match."""
    return RulesContext(
        match.house_rules,
        f"the rules agreed for match {match.id}",
        match=match,
        query={"match": match.id},
    )


def context_from_args(args) -> RulesContext:
    """The rules context named by a request's query arguments: ``match=<id>`` (404 if no such
    match), else a preset and switches; bad values give the main rules and an error."""
    if "match" in args:
        match_id = args.get("match", type=int)
        if match_id is None:
            return RulesContext(
                MAIN_RULES, "Main rules", error="That match number is not a number."
            )
        return context_for_match(sharing.match_or_404(match_id))
    try:
        return context_for_rules(rules_from_query(args))
    except HouseRulesError as error:
        return RulesContext(
            MAIN_RULES,
            "Main rules",
            error=f"The house rules in this link don't work: {error.message} "
            "Showing the main rules instead.",
        )
