"""The catalogue of rule questions, in order, and the ways a page finds them: by link
(:func:`find_question`) and how other tables would answer one (:func:`other_answers`).
Finding a question by words is :mod:`.search`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from golfkeeper.engine.house_rules import MAIN_RULES, HouseRules
from golfkeeper.engine.questions.model import Answer, Question, Topic
from golfkeeper.engine.questions.variations import VARIATIONS

# In catalogue order: the order the topic modules are imported in (see __init__.py), and
# within a module the order the questions are written in.
QUESTIONS: list[Question] = []
_BY_SLUG: dict[str, Question] = {}

# The decorator hands back the very function it was given, so a question's function keeps
# its own type for mypy and its own name for tracebacks.
_Compute = TypeVar("_Compute", bound=Callable[..., Answer])


def register_question(
    slug: str,
    topic: Topic,
    text: str,
    keywords: str = "",
    quiz: bool = True,
    for_players: bool = False,
) -> Callable[[_Compute], _Compute]:
    """Decorate a function ``(HouseRules) -> Answer`` (with ``for_players``,
    ``(HouseRules, int | None) -> Answer``) to add it to :data:`QUESTIONS` as the question
    ``text`` under ``topic``, linked as ``slug``; ``keywords`` is a space-separated string
    of extra search words. Raises :class:`ValueError` if ``slug`` is taken."""

    def register(compute: _Compute) -> _Compute:
        if slug in _BY_SLUG:
            raise ValueError(f"Two questions are linked as {slug!r}.")
        question = Question(slug, topic, text, tuple(keywords.split()), compute, quiz, for_players)
        QUESTIONS.append(question)
        _BY_SLUG[slug] = question
        return compute

    return register


def find_question(slug: str) -> Question | None:
    """The question with this slug, or ``None``.

    >>> find_question("tie-for-the-win").topic.value
    'The match'
    """
    return _BY_SLUG.get(slug)


def other_answers(question: Question, rules: HouseRules) -> list[tuple[str, HouseRules, Answer]]:
    """How other tables answer: ``(name, rules, answer)`` for the main rules (when the
    table's differ) and each :data:`VARIATIONS` entry, wherever the answer's text differs
    from the table's. Answers that coincide with an earlier one are left out."""
    mine = question.answer(rules)
    seen = {mine.text}
    found: list[tuple[str, HouseRules, Answer]] = []
    candidates = [("Main rules", MAIN_RULES)] if rules != MAIN_RULES else []
    candidates += [(variation.name, variation.rules) for variation in VARIATIONS]
    for name, candidate in candidates:
        if candidate == rules:
            continue
        answer = question.answer(candidate)
        if answer.text not in seen:
            seen.add(answer.text)
            found.append((name, candidate, answer))
    return found
