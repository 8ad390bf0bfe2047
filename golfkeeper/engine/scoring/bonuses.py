"""The bonuses column pairs earn: four of a kind on two columns (V10) and two pairs of
jacks (V22), given at best, once per two columns and once a layout; under V31 ``larger``
a bonus replaces the two columns' scores, under ``add`` it adds to them. Read by the
scoring plan (:mod:`.plan`) for every rank whose column pairs cancel.
"""

from __future__ import annotations

from dataclasses import dataclass

from golfkeeper.engine.cards import Rank
from golfkeeper.engine.house_rules import Bonuses, FourOfAKindColumns, HouseRules

__all__ = ["BonusGroup", "best_bonuses", "larger_bonuses"]


@dataclass(frozen=True)
class BonusGroup:
    """A bonus a rank earns on two columns (1-based): ``kind`` "four" (V10) or "jacks"
    (V22), and its points. Under V31 ``larger`` it replaces the two columns' scores
    (a pair of jacks scores 0, so V22 comes on top of them); under ``add`` it adds."""

    kind: str
    columns: tuple[int, int]
    points: int


def best_bonuses(
    rules: HouseRules, bonuses_apply: bool, rank: Rank, column_scores: dict[int, int]
) -> tuple[tuple[BonusGroup, ...], int, tuple[int, ...]]:
    """The bonuses the rank's column pairs earn at best: (bonuses, change to the
    total, columns denied the square bonus). V10 is given once per two columns, a
    column in one V10 group at most; V22 once a layout (interactions 3, 6, 7, 15).
    Under V31 ``larger`` a column belongs to one bonus at most, a bonus replaces the
    two columns' scores and is taken only where it lowers them (interactions 4, 5,
    12); under ``add`` both bonuses count and add to the columns' scores."""
    four = rules.four_of_a_kind if bonuses_apply else 0
    jacks = rules.two_pairs_of_jacks if bonuses_apply and rank is Rank.JACK else 0
    columns = sorted(column_scores)
    if len(columns) < 2 or (four == 0 and jacks == 0):
        return (), 0, ()
    any_two = four == -10 or rules.four_of_a_kind_columns is FourOfAKindColumns.ANY
    if rules.bonuses is Bonuses.ADD:
        chosen: tuple[BonusGroup, ...] = ()
        rest = columns if four else []
        while len(rest) >= 2:
            # Pairing columns in order, the next one when it may join, gives the most
            # groups (side by side: a path of columns).
            if any_two or rest[1] == rest[0] + 1:
                chosen += (BonusGroup("four", (rest[0] + 1, rest[1] + 1), four),)
                rest = rest[2:]
            else:
                rest = rest[1:]
        if jacks:
            chosen += (BonusGroup("jacks", (columns[0] + 1, columns[1] + 1), jacks),)
        best = (sum(bonus.points for bonus in chosen), chosen)
    else:
        best = larger_bonuses(four, jacks, any_two, column_scores)
    unsquared: tuple[int, ...] = ()
    if four == -20 and not any_two and not any(b.kind == "four" for b in best[1]):
        unsquared = tuple(column + 1 for column in columns)
    return best[1], best[0], unsquared


def larger_bonuses(
    four: int, jacks: int, any_two: bool, column_scores: dict[int, int]
) -> tuple[int, tuple[BonusGroup, ...]]:
    """V31 ``larger``: the lowest (change, bonuses) over every way of giving bonus
    groups, each replacing its two columns' scores where that lowers them."""
    best: tuple[int, tuple[BonusGroup, ...]] = (0, ())

    def walk(
        rest: list[int], change: int, chosen: tuple[BonusGroup, ...], jacks_used: bool
    ) -> None:
        nonlocal best
        if change < best[0]:
            best = (change, chosen)
        if len(rest) < 2:
            return
        first, others = rest[0], rest[1:]
        walk(others, change, chosen, jacks_used)
        for i, other in enumerate(others):
            left = others[:i] + others[i + 1 :]
            pair = (first + 1, other + 1)
            replaced = column_scores[first] + column_scores[other]
            if four and (any_two or other == first + 1) and four < replaced:
                walk(
                    left,
                    change + four - replaced,
                    (*chosen, BonusGroup("four", pair, four)),
                    jacks_used,
                )
            if jacks and not jacks_used and jacks < replaced:
                walk(
                    left,
                    change + jacks - replaced,
                    (*chosen, BonusGroup("jacks", pair, jacks)),
                    True,
                )

    walk(sorted(column_scores), 0, (), False)
    return best
