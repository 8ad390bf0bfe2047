"""JSON views: score a layout, the hole-score bounds of a rule set, the presets, and the
rule questions that answer some words.

Status codes: 200 with the answer; 400 when the request itself is malformed (not JSON, not
an object, an unknown top-level key or query parameter, a value of the wrong type); 422
when the request is well formed but a card or a house rule is not possible (the message
names it, with ``row``/``column`` or ``key`` when known). Never a 500 for bad input.

Rules are given as ``{"preset": "<slug>"}`` or as switch keys; missing keys take the main
rule (and ``twos`` follows the jokers and the game, as in ``house_rules_from_dict``). Play
switches (``last_turn``, ``holes``, ...) are accepted too, so a saved match's whole rules
dictionary can be sent as it is; they are validated but never change a score, and scoring
answers echo only the scoring switches. Rule questions do depend on the play switches, so
``/api/questions`` echoes every switch; ``/api/hole`` echoes the scoring and hole switches.
"""

from __future__ import annotations

import json
from typing import Any

from flask import jsonify, request
from werkzeug.datastructures import MultiDict

from golfkeeper.api import bp
from golfkeeper.engine.cards import CardError, Layout, parse_layout
from golfkeeper.engine.hole_cards import check_hole_cards
from golfkeeper.engine.holes import HoleError, adjust_hole
from golfkeeper.engine.house_rules import (
    HOLE_SWITCHES,
    PRESETS,
    SCORING_SWITCHES,
    HouseRules,
    HouseRulesError,
    house_rules_from_dict,
)
from golfkeeper.engine.questions import MAX_QUERY_CHARS, QUESTIONS, Found, Question, find
from golfkeeper.engine.scoring import (
    LineScore,
    check_layout,
    hole_score_bounds,
    inactive_switches,
    score_layout,
)
from golfkeeper.engine.text import points_text
from golfkeeper.table_rules.query import QueryError, rules_from_query

SCORE_KEYS = {"layout", "rules"}
HOLE_KEYS = {"rules", "scores", "went_out"}
MIN_HOLE_PLAYERS, MAX_HOLE_PLAYERS = 2, 8
MAX_LAYOUT_CHARS = 500
MAX_QUESTIONS_FOUND = 10


class BadRequest(Exception):
    """The request is malformed: answered with 400."""


def _error(message: str, status: int, **fields: Any):
    body = {"error": message}
    body.update({key: value for key, value in fields.items() if value is not None})
    return jsonify(body), status


def _scoring_rules(rules: HouseRules) -> dict[str, Any]:
    everything = rules.to_dict()
    return {key: everything[key] for key in SCORING_SWITCHES}


def _line(line: LineScore) -> dict[str, Any]:
    return {
        "kind": line.kind,
        "index": line.index,
        "label": line.label,
        "cards": [card.code for card in line.cards],
        "points": line.points,
        "reason": line.reason,
    }


def _rules_from(data: Any) -> HouseRules:
    """House rules from the request's ``rules`` value (absent or null: the main rules)."""
    if data is None:
        return HouseRules()
    if not isinstance(data, dict):
        raise BadRequest('"rules" must be an object, e.g. {"preset": "main"}.')
    return house_rules_from_dict(data)


def _json_body(example: str) -> Any:
    """The request's body read as JSON, whatever its content type; ``None`` when it is
    empty. Raises ``BadRequest`` saying what is wrong with a body that is not JSON (where
    the parser stopped), with ``example``."""
    raw = request.get_data(cache=True)
    if not raw.strip():
        return None
    try:
        return json.loads(raw)
    except RecursionError:  # not a ValueError
        raise BadRequest("The JSON is nested too deeply.") from None
    except UnicodeDecodeError:
        raise BadRequest(f"The request body is not UTF-8 text. Send {example}.") from None
    except json.JSONDecodeError as problem:
        what = problem.msg.removesuffix(" at")  # "Invalid control character at"
        raise BadRequest(
            f"The request body is not valid JSON: {what[:1].lower()}{what[1:]} at line "
            f"{problem.lineno}, column {problem.colno}. Send {example}."
        ) from None
    except ValueError as problem:  # a number of more digits than Python converts
        raise BadRequest(f"The request body holds a number too long to read: {problem}.") from None


SCORE_EXAMPLE = 'a JSON object such as {"layout": "5H KC 2S / 5D QH AC"}'


@bp.post("/score")
def score():
    """Score a layout under house rules, column by column, with reasons."""
    try:
        body = _json_body(SCORE_EXAMPLE)
        if not isinstance(body, dict):
            raise BadRequest(
                f"Send {SCORE_EXAMPLE}."
                if body is None
                else "The request body must be a JSON object."
            )
        unknown = sorted(set(body) - SCORE_KEYS)
        if unknown:
            raise BadRequest(f'Unknown key {unknown[0]!r}: use "layout" and "rules".')
        text = body.get("layout")
        if not isinstance(text, str):
            raise BadRequest('"layout" must be text such as "5H KC 2S / 5D QH AC".')
        rules = _rules_from(body.get("rules"))
    except BadRequest as problem:
        return _error(str(problem), 400)
    except HouseRulesError as problem:
        return _error(problem.message, 422, key=problem.key)
    if len(text) > MAX_LAYOUT_CHARS:
        return _error(f"The layout is too long (over {MAX_LAYOUT_CHARS} characters).", 422)
    try:
        result = score_layout(parse_layout(text), rules)
    except CardError as problem:
        return _error(problem.message, 422, row=problem.row, column=problem.column)
    return jsonify(
        {
            "layout": str(result.layout),
            "total": result.total,
            "columns": [_line(line) for line in result.columns],
            "rows": [_line(line) for line in result.rows],
            "bonuses": [
                {"points": bonus.points, "reason": bonus.reason, "columns": list(bonus.columns)}
                for bonus in result.bonuses
            ],
            "rules": _scoring_rules(rules),
            "ignored_switches": list(inactive_switches(rules)),
        }
    )


@bp.get("/rules/bounds")
def bounds():
    """The lowest and highest hole score the rules allow, with a layout for each."""
    try:
        rules = rules_from_query(request.args, strict=True)
    except QueryError as problem:
        return _error(problem.message, 400)
    except HouseRulesError as problem:
        return _error(problem.message, 422, key=problem.key)
    result = hole_score_bounds(rules)
    return jsonify(
        {
            "min": result.min,
            "max": result.max,
            "min_layout": str(result.min_layout),
            "max_layout": str(result.max_layout),
            "rules": _scoring_rules(rules),
        }
    )


def _question(question: Question, rules: HouseRules) -> dict[str, Any]:
    answer = question.answer(rules)
    return {
        "slug": question.slug,
        "question": question.text,
        "answer": answer.text,
        "sources": list(answer.sources),
        "facts": [
            {"key": fact.key, "subject": fact.subject, "value": fact.value} for fact in answer.facts
        ],
    }


@bp.get("/questions")
def questions():
    """The rule questions that answer the words in ``q``, best first, under the query's rules,
    and the closest others to make three."""
    words = request.args.getlist("q")
    if len(words) > 1:
        return _error("Give q once.", 400)
    text = words[0].strip() if words else ""
    if len(text) > MAX_QUERY_CHARS:
        return _error(f"q is too long (over {MAX_QUERY_CHARS} characters).", 400)
    rule_args = MultiDict([(k, v) for k, v in request.args.items(multi=True) if k != "q"])
    try:
        rules = rules_from_query(rule_args, strict=True)
    except QueryError as problem:
        return _error(problem.message, 400)
    except HouseRulesError as problem:
        return _error(problem.message, 422, key=problem.key)
    # No words list every question. "closest" holds the next nearest questions, to make
    # three in all (none for a question about something else).
    found = find(text, rules) if text else Found(QUESTIONS, [])
    listed = found.questions[:MAX_QUESTIONS_FOUND] if text else found.questions
    return jsonify(
        {
            "results": [_question(q, rules) for q in listed],
            "closest": [_question(q, rules) for q in found.closest],
            "rules": rules.to_dict(),
        }
    )


@bp.get("/presets")
def presets():
    """The named rule sets, each with every switch it sets."""
    return jsonify(
        [
            {
                "slug": preset.slug,
                "name": preset.name,
                "description": preset.description,
                "rules": preset.rules.to_dict(),
            }
            for preset in PRESETS.values()
        ]
    )


class HoleProblem(Exception):
    """A well-formed hole that cannot be scored: answered with 422; ``player`` is the
    0-based index of the score at fault, when there is one."""

    def __init__(self, message: str, player: int | None = None):
        super().__init__(message)
        self.message = message
        self.player = player


HOLE_EXAMPLE = 'a JSON object such as {"scores": [12, 9, "5H KC 2S / 5D QH AC"], "went_out": 0}'


def _hole_request(body: Any) -> tuple[HouseRules, list[Any], int | None]:
    """The rules, the scores (numbers or layout text) and who went out. Raises
    ``BadRequest`` for a malformed body and ``HouseRulesError`` for bad rules."""
    if not isinstance(body, dict):
        raise BadRequest(f"Send {HOLE_EXAMPLE}.")
    unknown = sorted(set(body) - HOLE_KEYS)
    if unknown:
        raise BadRequest(f'Unknown key {unknown[0]!r}: use "rules", "scores" and "went_out".')
    scores = body.get("scores")
    if not isinstance(scores, list):
        raise BadRequest('"scores" must be a list: each a whole number or a layout text.')
    for index, score in enumerate(scores):
        if isinstance(score, bool) or not isinstance(score, int | str):
            raise BadRequest(f"scores[{index}] must be a whole number or a layout text.")
    went_out = body.get("went_out")
    if went_out is not None and (isinstance(went_out, bool) or not isinstance(went_out, int)):
        raise BadRequest('"went_out" must be the index of a score (from 0) or null.')
    return _rules_from(body.get("rules")), scores, went_out


def _layout_scores(scores: list[Any], rules: HouseRules) -> list[int]:
    """Each player's layout score: a number checked against the rules' layout range, or a
    layout scored; the layouts together checked against the pack. Raises ``HoleProblem``."""
    if not MIN_HOLE_PLAYERS <= len(scores) <= MAX_HOLE_PLAYERS:
        raise HoleProblem(
            f"A hole has {MIN_HOLE_PLAYERS} to {MAX_HOLE_PLAYERS} players' scores "
            f"(got {len(scores)})."
        )
    bounds = hole_score_bounds(rules)
    layouts: list[Layout | None] = []
    layout_scores = []
    for index, score in enumerate(scores):
        if isinstance(score, int):
            if not bounds.min <= score <= bounds.max:
                raise HoleProblem(
                    f"scores[{index}] is {points_text(score)}: a layout under these rules "
                    f"scores from {points_text(bounds.min)} to {points_text(bounds.max)}.",
                    index,
                )
            layouts.append(None)
            layout_scores.append(score)
            continue
        if len(score) > MAX_LAYOUT_CHARS:
            raise HoleProblem(
                f"scores[{index}] is too long (over {MAX_LAYOUT_CHARS} characters).", index
            )
        try:
            layout = parse_layout(score)
            check_layout(layout, rules)
        except CardError as problem:
            raise HoleProblem(f"scores[{index}]: {problem.message}", index) from None
        layouts.append(layout)
        layout_scores.append(score_layout(layout, rules).total)
    try:
        check_hole_cards(layouts, rules)
    except CardError as problem:
        raise HoleProblem(problem.message) from None
    return layout_scores


@bp.post("/hole")
def hole():
    """Apply the table's hole adjustments to a whole hole: the scores that count, why."""
    try:
        rules, scores, went_out = _hole_request(_json_body(HOLE_EXAMPLE))
    except BadRequest as problem:
        return _error(str(problem), 400)
    except HouseRulesError as problem:
        return _error(problem.message, 422, key=problem.key)
    try:
        layout_scores = _layout_scores(scores, rules)
        adjusted = adjust_hole(layout_scores, went_out, rules)
    except HoleProblem as problem:
        return _error(problem.message, 422, player=problem.player)
    except HoleError as problem:
        return _error(str(problem), 422)
    everything = rules.to_dict()
    return jsonify(
        {
            "scores": list(adjusted.scores),
            "layout_scores": list(adjusted.layout_scores),
            "went_out": went_out,
            "adjustments": [
                {
                    "player": item.player,
                    "switch": item.switch,
                    "from": item.before,
                    "to": item.after,
                    "reason": item.reason,
                }
                for item in adjusted.adjustments
            ],
            "rules": {key: everything[key] for key in (*SCORING_SWITCHES, *HOLE_SWITCHES)},
        }
    )
