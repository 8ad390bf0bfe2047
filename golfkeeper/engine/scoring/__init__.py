"""Scoring a layout: card values, the column (and variant) cancelling rules, bonuses, the
reasons a player can read, and the lowest and highest hole score a rule set allows.

The package, by what a reader looks for:

* :mod:`~golfkeeper.engine.scoring.values`: what one card counts, and the cards the
  table's decks hold (:func:`card_value`, :func:`pack`).
* :mod:`~golfkeeper.engine.scoring.supply`: whether the decks could have dealt a layout
  (:func:`check_layout`), with an error naming the first card they could not.
* :mod:`~golfkeeper.engine.scoring.plan`: the tables computed once per rule set, and
  the switches a game ignores (:func:`inactive_switches`).
* :mod:`~golfkeeper.engine.scoring.bonuses`: the bonuses column pairs earn (four of a
  kind, two pairs of jacks), read by the plan.
* :mod:`~golfkeeper.engine.scoring.nine_card`: nine-card golf's lines of three, read by
  the plan.
* :mod:`~golfkeeper.engine.scoring.layout`: a layout's total (:func:`layout_total`) and
  its breakdown with reasons (:func:`score_layout`, :func:`score_text`).
* :mod:`~golfkeeper.engine.scoring.results`: the values scoring returns
  (:class:`LayoutScore`, :class:`LineScore`, :class:`Bonus`, :class:`HoleScoreBounds`).
* :mod:`~golfkeeper.engine.scoring.bounds`: the lowest and highest hole score a rule set
  allows, found by search (:func:`hole_score_bounds`).

How every rule set is scored, in one idea: the score of a layout is the sum, over the
ranks in it, of what the cards of that rank score where they lie. Cards of one rank only
ever cancel each other (a 5 never cancels a 9), so "which of these equal cards cancel"
depends only on the set of positions the rank occupies. For each rule set we tabulate,
for every set of positions (a bit mask, bit ``row * columns + column``, 0-based), how many
of those cards still count and which bonus they earn. :func:`layout_total`,
:func:`score_layout` and :func:`hole_score_bounds` all read the same tables, so they
cannot disagree.

Decisions recorded here (RULES.md section 7 and "house agreement" where the sources are
silent):

* Every card's points are counted exactly once, in its column. ``LayoutScore.columns``
  therefore carries all the points; a card cancelled by a row partner, a partner
  anywhere, or a nine-card row or diagonal of three shows as 0 in its column, and the
  column's reason says which card it cancelled with.
* ``LayoutScore.rows`` lists the rows (and, in nine-card golf, diagonals) that cancelled
  cards, which can happen only under ``pairs`` = ``rows`` or ``columns_and_rows``, or
  ``nine_card_lines`` = ``all``; otherwise it is empty. Those lines carry 0 points (their
  cards are already counted, as 0, in their columns) and a reason naming what they
  cancelled. Diagonals are in ``rows`` too, with ``kind == "diagonal"``. So ``total`` is
  always the sum of the points of ``columns``, ``rows`` and ``bonuses``.
* Pairs cancel pairwise (RULES.md 7.4): among equal ranks that may pair (same column, same
  row, either, or anywhere, by the ``pairs`` switch) the largest possible number of
  disjoint pairs cancel, so three equal cards leave one counting and four make two pairs.
  When several pairings are equally large, column pairs are preferred, then row pairs.
* ``pair_of_twos`` = ``keep``: 2s never cancel each other, wherever they lie.
* Four of a kind needs two columns that each pair the same rank, so it applies where
  column pairs cancel (``pairs`` = ``columns``, ``columns_and_rows`` or ``anywhere``) and
  never under ``rows``. The bonus replaces the 0 + 0 of those two columns: the columns
  show 0 and a :class:`Bonus` carries the -10 or -20. A column belongs to at most one
  bonus, so six equal cards earn one bonus and one plain pair.
* Four-card golf has no pair discount at all; nine-card golf cancels only three equal
  ranks in a line, and a card is zeroed if it lies in any such line (a row and a column
  of three sharing a corner zero five cards). Switches that cannot change a score in the
  table's game are listed by :func:`inactive_switches` and ignored.
"""

from golfkeeper.engine.scoring.bounds import (
    BoundsStore,
    hole_score_bounds,
    slow_bounds_search,
    use_bounds_store,
)

# The private names are the caches bench/engine.py empties between runs.
from golfkeeper.engine.scoring.bounds import _cached_bounds as _cached_bounds
from golfkeeper.engine.scoring.bounds import _subsets as _subsets
from golfkeeper.engine.scoring.layout import layout_total, score_layout, score_text
from golfkeeper.engine.scoring.plan import _PLANS_BY_ID as _PLANS_BY_ID
from golfkeeper.engine.scoring.plan import _build_plan as _build_plan
from golfkeeper.engine.scoring.plan import inactive_switches
from golfkeeper.engine.scoring.results import Bonus, HoleScoreBounds, LayoutScore, LineScore
from golfkeeper.engine.scoring.supply import check_layout
from golfkeeper.engine.scoring.values import RANKS_PER_DECK, card_value, pack

__all__ = [
    "RANKS_PER_DECK",
    "Bonus",
    "BoundsStore",
    "HoleScoreBounds",
    "LayoutScore",
    "LineScore",
    "card_value",
    "check_layout",
    "hole_score_bounds",
    "inactive_switches",
    "layout_total",
    "pack",
    "score_layout",
    "score_text",
    "slow_bounds_search",
    "use_bounds_store",
]
