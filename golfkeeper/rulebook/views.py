"""Rulebook views: the main rules, the house rules, rule questions, drills and rule sheets.

Everything here is a GET page: nothing is stored, so every answer, drill and rule sheet
is a link that can be sent to the table. Whose rules a page follows comes from the query
string (see :mod:`golfkeeper.rulebook.rules_context`).
"""

from __future__ import annotations

import random

from flask import (
    abort,
    flash,
    g,
    has_request_context,
    redirect,
    render_template,
    request,
    url_for,
)
from wtforms.fields.choices import SelectChoice

from golfkeeper import sharing
from golfkeeper.engine.drills import SEED_LIMIT, rule_drill, scoring_drill
from golfkeeper.engine.house_rules import SCORING_SWITCHES
from golfkeeper.engine.questions import QUESTIONS, Topic, find, find_question, other_answers
from golfkeeper.engine.setup import setup_table
from golfkeeper.rulebook import bp
from golfkeeper.rulebook.content import (
    SOURCE_COLUMNS,
    SOURCE_DIFFERENCES,
    variant_groups,
    worked_examples,
)
from golfkeeper.rulebook.forms import PickRulesForm, RuleDrillForm, ScoringDrillForm, SearchForm
from golfkeeper.rulebook.picker import switch_picker
from golfkeeper.rulebook.rules_context import RulesContext, context_for_match, context_from_args
from golfkeeper.rulebook.sheet import build_sheet, variation_example
from golfkeeper.table_rules.query import preset_query_args, rules_query_args
from golfkeeper.web import page_cache
from golfkeeper.web.forms import whole_number

STREAK_MAX = 10**6


def calculator_url(score) -> str:
    """A link that opens the calculator on a scored example, under its rules."""
    return url_for(
        "calculator.calculator", layout=str(score.layout), **rules_query_args(score.rules)
    )


def _status(rules_context: RulesContext) -> int:
    return 400 if rules_context.error else 200


def _pick_form(rules_context: RulesContext) -> PickRulesForm:
    """The preset picker; on a match's pages its first choice is the match's own rules
    (sent as an empty preset beside the match), so the match is never lost."""
    home = rules_context.home_match
    selected = "" if rules_context.match else rules_context.preset_slug or "main"
    form = PickRulesForm(data={"preset": selected})
    if home is not None:
        form.preset.choices = [
            SelectChoice("", f"{home.title}'s rules"),
            *form.preset.choices,
        ]
    return form


@bp.app_context_processor
def rules_link():
    """``rules_nav_url()`` and ``calculator_nav_url()`` for the top bar: inside a match,
    that match's rules and the calculator under them."""
    return {"rules_nav_url": _rules_nav_url, "calculator_nav_url": _calculator_nav_url}


def _rules_nav_url() -> str:
    """The match's rules page on a match's pages, else the main rules."""
    match_id = _nav_match_id()
    if match_id is None:
        return url_for("rulebook.rules")
    return url_for("rulebook.table_rules", match_id=match_id)


def _calculator_nav_url() -> str:
    """The calculator under the match's rules on a match's pages, else the main rules'."""
    match_id = _nav_match_id()
    if match_id is None:
        return url_for("calculator.calculator")
    return url_for("calculator.calculator", match=match_id)


def _nav_match_id() -> int | None:
    """The match whose page this is (its score sheet, holes, live or table view, or a
    rulebook or calculator page opened from it), if this browser was given it; looked up
    once a request (the top bar asks for two links)."""
    if not has_request_context():
        return None
    if "nav_match_id" not in g:
        g.nav_match_id = _find_nav_match_id()
    return g.nav_match_id


def _find_nav_match_id() -> int | None:
    """See :func:`_nav_match_id`."""
    match_id = (request.view_args or {}).get("match_id")
    if match_id is None and request.blueprint in ("rulebook", "calculator"):
        match_id = request.args.get("match", type=whole_number)
    token = (request.view_args or {}).get("token")
    # A token of the wrong shape (a NUL, say) names no match, and PostgreSQL would
    # refuse it in a query: the 404 page it is shown on must still render.
    if (
        match_id is None
        and request.endpoint in ("live.view", "live.table")
        and sharing.looks_like_token(token)
    ):
        head = page_cache.match_head(view_token=token)
        match_id = head.id if head else None
    # Only a match this browser was given: a stranger's 404 page must not differ between
    # an existing match and a missing one.
    if isinstance(match_id, int) and match_id in sharing.remembered_ids():
        return match_id
    return None


@bp.get("/")
def rules():
    """The main rules of six-card golf, worked examples and the setup numbers."""
    return render_template("rulebook/rules.html", examples=worked_examples(), setup=setup_table())


@bp.get("/variants")
def variants():
    """Every house rule with what it changes, its sources and links that switch it on."""
    groups = []
    for title, variations in variant_groups():
        items = []
        for variation in variations:
            args = rules_query_args(variation.rules)
            example = variation_example(variation)
            items.append(
                {
                    "variation": variation,
                    "example": example,
                    "calculator_url": calculator_url(example[0])
                    if example
                    else (
                        url_for("calculator.calculator", **args)
                        if variation.switch in SCORING_SWITCHES
                        else None
                    ),
                    "new_match_url": url_for("matches.new", **args),
                    "questions_url": url_for(
                        "rulebook.questions", **preset_query_args(variation.rules)
                    ),
                }
            )
        groups.append((title, items))
    return render_template(
        "rulebook/variants.html",
        groups=groups,
        source_columns=SOURCE_COLUMNS,
        differences=SOURCE_DIFFERENCES,
    )


@bp.get("/questions")
def questions():
    """The rule questions answered for the table's rules, by topic, or best first for words."""
    rules_context = context_from_args(request.args)
    search_form = SearchForm(request.args)
    words = (search_form.q.data or "").strip()
    players = rules_context.players
    result = find(words, rules_context.rules) if words else None
    found = (
        [(q, q.answer(rules_context.rules, players)) for q in result.questions] if result else None
    )
    closest = (
        [(q, q.answer(rules_context.rules, players)) for q in result.closest] if result else []
    )
    topics = [
        (
            topic,
            [
                (q, q.answer(rules_context.rules, rules_context.players))
                for q in QUESTIONS
                if q.topic is topic
            ],
        )
        for topic in Topic
    ]
    return (
        render_template(
            "rulebook/questions.html",
            rules_context=rules_context,
            search_form=search_form,
            words=words,
            found=found,
            closest=closest,
            topics=topics,
            pick=_pick_form(rules_context),
            picker=switch_picker(rules_context, "rulebook.questions"),
            count=len(QUESTIONS),
        ),
        _status(rules_context),
    )


@bp.get("/questions/<slug>")
def question(slug: str):
    """One rule question answered for the table's rules, with its sources and a link."""
    question = find_question(slug)
    if question is None:
        abort(404, description="There is no rule question at this address.")
    rules_context = context_from_args(request.args)
    answer = question.answer(rules_context.rules, rules_context.players)
    others = [
        (name, other, url_for("rulebook.question", slug=slug, **rules_context.link_args(rules)))
        for name, rules, other in other_answers(question, rules_context.rules)
    ]
    return (
        render_template(
            "rulebook/question.html",
            rules_context=rules_context,
            pick=_pick_form(rules_context),
            pick_action=url_for("rulebook.question", slug=slug),
            picker=switch_picker(rules_context, "rulebook.question", slug=slug),
            question=question,
            answer=answer,
            others=others,
            calculator_url=calculator_url(answer.example) if answer.example else None,
            permalink=url_for(
                "rulebook.question", slug=slug, _external=True, **rules_context.query
            ),
        ),
        _status(rules_context),
    )


def _count(args, name: str) -> int:
    value = args.get(name, type=whole_number)
    return value if value is not None and 0 <= value <= STREAK_MAX else 0


def _seed(args) -> int | None:
    seed = args.get("seed", type=whole_number)
    return seed if seed is not None and 0 <= seed < SEED_LIMIT else None


def _new_deal(endpoint: str, rules_context: RulesContext, streak: int, best: int):
    """Redirect to a fresh random seed, keeping the streak and the table's rules."""
    if "seed" in request.args:
        flash("That drill number is not one golfkeeper knows, so here is a new one.")
    seed = random.SystemRandom().randrange(SEED_LIMIT)
    return redirect(url_for(endpoint, seed=seed, streak=streak, best=best, **rules_context.query))


@bp.get("/drills")
def drills():
    """Scoring practice: a seeded deal under the table's rules; type its score, see why."""
    rules_context = context_from_args(request.args)
    streak, best = _count(request.args, "streak"), _count(request.args, "best")
    seed = _seed(request.args)
    if seed is None:
        return _new_deal("rulebook.drills", rules_context, streak, best)
    drill = scoring_drill(seed, rules_context.rules)
    form = ScoringDrillForm(request.args if "answer" in request.args else None)
    result = None
    status = _status(rules_context)
    if "answer" in request.args:
        points = form.points()
        if points is None:
            status = 422
        else:
            right = drill.is_right(points)
            streak = streak + 1 if right else 0
            best = max(best, streak)
            result = {"points": points, "right": right}
    return (
        render_template(
            "rulebook/drills.html",
            rules_context=rules_context,
            drill=drill,
            form=form,
            result=result,
            streak=streak,
            best=best,
            pick=_pick_form(rules_context),
            next_url=url_for(
                "rulebook.drills",
                seed=drill.next_seed,
                streak=streak,
                best=best,
                **rules_context.query,
            ),
            calculator_url=calculator_url(drill.score),
            permalink=url_for("rulebook.drills", seed=seed, _external=True, **rules_context.query),
        ),
        status,
    )


@bp.get("/drills/rules")
def rule_drills():
    """Multiple-choice rule practice under the table's rules, seeded and shareable."""
    rules_context = context_from_args(request.args)
    streak, best = _count(request.args, "streak"), _count(request.args, "best")
    seed = _seed(request.args)
    if seed is None:
        return _new_deal("rulebook.rule_drills", rules_context, streak, best)
    drill = rule_drill(seed, rules_context.rules)
    form = RuleDrillForm(request.args if "choice" in request.args else None)
    form.choice.choices = [
        SelectChoice(str(i), c.label) for i, c in enumerate(drill.choices, start=1)
    ]
    chosen = None
    status = _status(rules_context)
    if "choice" in request.args:
        form.validate()
        chosen = drill.choice(form.choice.data) if not form.choice.errors else None
        if chosen is None:
            form.choice.errors = ["Pick one of the answers, then check it."]
            status = 422
        else:
            streak = streak + 1 if chosen.correct else 0
            best = max(best, streak)
    return (
        render_template(
            "rulebook/rule_drills.html",
            rules_context=rules_context,
            drill=drill,
            form=form,
            chosen=chosen,
            pick=_pick_form(rules_context),
            streak=streak,
            best=best,
            next_url=url_for(
                "rulebook.rule_drills",
                seed=drill.next_seed,
                streak=streak,
                best=best,
                **rules_context.query,
            ),
            question_url=url_for(
                "rulebook.question", slug=drill.question.slug, **rules_context.query
            ),
        ),
        status,
    )


@bp.get("/table/<int:match_id>")
def table_rules(match_id: int):
    """The house rules a match's table agreed, in plain words; differences marked."""
    match = sharing.match_or_404(match_id)
    sheet = build_sheet(context_for_match(match))
    return render_template("rulebook/table_rules.html", match=match, sheet=sheet)


@bp.get("/table/<int:match_id>/print")
def table_sheet(match_id: int):
    """A one-page printable rule sheet with a match's agreed rules."""
    match = sharing.match_or_404(match_id)
    return render_template("rulebook/sheet.html", sheet=build_sheet(context_for_match(match)))


@bp.get("/sheet")
def sheet():
    """A one-page printable rule sheet for any rules given in the query string."""
    rules_context = context_from_args(request.args)
    return (
        render_template("rulebook/sheet.html", sheet=build_sheet(rules_context)),
        _status(rules_context),
    )
