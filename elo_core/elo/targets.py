"""Finds how many points a player needs from a set of games, counted as one rating period.

Within a rating period each game's expected score is fixed by the start rating, so the change
K × (P − ΣE) grows with the points P alone (B.02 §8.3.2); the answer is the fewest whole
half-points (what a player can score) whose change, rounded as the rule set rounds (§8.3.4),
reaches the target. ΣE is exact hundredths under the table, as in a rating period.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Iterator, Sequence
from fractions import Fraction
from itertools import chain, islice
from typing import NamedTuple

from elo_core.elo.expectation import Expectation
from elo_core.elo.kfactor import KUsed, PlayerFacts
from elo_core.elo.mode import Mode
from elo_core.elo.rules import RuleSet, is_rated
from elo_core.elo.series import GameRow, series_rows
from elo_core.games import DRAW, Game, Reread
from elo_core.rounding import round_half_away_from_zero

__all__ = ["Target", "points_needed", "points_needed_for", "points_to_hold"]


class Target(NamedTuple):
    """Holds the points needed to reach ``target`` from ``start_rating`` in ``games`` games."""

    start_rating: float
    target: float
    games: int
    """The games the points are needed from (rated ones only)."""
    expected_points: float
    """The expected points from those games."""
    points_needed: float | None
    """Whole half-points; ``None`` when even a clean sweep falls short."""
    new_rating: float | None
    """The rating those points give."""
    k: KUsed
    """The K of the period, counted over the games played and to come."""
    points_scored: float = 0.0
    """Points already scored in the period's games played (``played``), pooled with these."""


def _expected_points(rows: Iterable[GameRow], table: bool) -> Fraction | float:
    """Adds up Σ E of the rated rows: exact hundredths under the table, as in a rating period."""
    if table:
        return Fraction(sum(round(r.expected * 100) for r in rows if r.expected is not None), 100)
    return sum((r.expected for r in rows if r.expected is not None), 0.0)


def points_needed_for(
    start_rating: float,
    opponents: Iterable[float],
    targets: Sequence[float],
    k: float | PlayerFacts,
    rules: RuleSet,
    played: Collection[Game] = (),
) -> list[Target]:
    """Works out, for each of ``targets``, the fewest points from games against ``opponents``
    that lift the rating to it. The period's expected scores are worked out once for all of
    them.

    ``played`` are games of the same rating period already played: pooled with the games to
    come, every one against ``start_rating``, K × n ≤ 700 over all of them (B.02 §8.3.3), and
    their points already scored. Games the rule set leaves unrated (rapid, 600-point rule) do not
    count. Both are read twice (for K's n, then for the sums) and never held: a sequence, or
    games kept to be read again.
    """
    def to_come() -> Iterator[Game]:
        return (Game(r, DRAW) for r in opponents if is_rated(start_rating, r, rules))

    k_period, _, rows = series_rows(start_rating, Reread(lambda: chain(played, to_come())), k,
                                    rules, Mode.PERIOD)
    k_used = k_period.effective
    table = rules.expectation is Expectation.TABLE
    scored = 0.0  # whole and half points: exact in any order
    coming = 0

    def done() -> Iterator[GameRow]:
        nonlocal scored
        for row in islice(rows, len(played)):
            if row.not_rated is None:
                scored += row.game.score
            yield row

    def counted() -> Iterator[GameRow]:
        nonlocal coming
        for row in rows:
            coming += 1
            yield row

    owed_before = _expected_points(done(), table)
    expected = _expected_points(counted(), table)
    owed = owed_before + expected - (Fraction(scored) if table else scored)

    def rating_after(half_points: int) -> float:
        points = Fraction(half_points, 2) if table else half_points / 2
        change = (Fraction(str(k_used)) if table else k_used) * (points - owed)
        if rules.rounds_change:
            return start_rating + round_half_away_from_zero(change)
        return start_rating + float(change)

    results = []
    for target in targets:
        lowest, highest = 0, 2 * coming
        found: int | None = None
        while lowest <= highest:
            middle = (lowest + highest) // 2
            if rating_after(middle) >= target:
                found, highest = middle, middle - 1
            else:
                lowest = middle + 1
        results.append(Target(
            start_rating, target, coming, float(expected),
            None if found is None else found / 2,
            None if found is None else rating_after(found),
            k_period, scored,
        ))
    return results


def points_needed(
    start_rating: float,
    opponents: Iterable[float],
    target: float,
    k: float | PlayerFacts,
    rules: RuleSet,
) -> Target:
    """Works out the fewest points from games against ``opponents`` that lift the rating to
    ``target``."""
    return points_needed_for(start_rating, opponents, [target], k, rules)[0]


def points_to_hold(
    start_rating: float, opponents: Iterable[float], k: float | PlayerFacts, rules: RuleSet
) -> Target:
    """Works out the fewest points that keep the start rating (a change of at least 0)."""
    return points_needed(start_rating, opponents, start_rating, k, rules)
