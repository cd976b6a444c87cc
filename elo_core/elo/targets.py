"""How many points a player needs from a set of games, counted as one rating period.

Within a rating period each game's expected score is fixed by the start rating, so the change
K × (P − ΣE) grows with the points P alone (B.02 §8.3.2); the answer is the fewest whole
half-points (what a player can score) whose change, rounded as the rule set rounds (§8.3.4),
reaches the target. ΣE is exact hundredths under the table, as in a rating period.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from typing import NamedTuple

from elo_core.elo.expectation import Expectation
from elo_core.elo.kfactor import KUsed, PlayerFacts
from elo_core.elo.mode import Mode
from elo_core.elo.rules import RuleSet, is_rated
from elo_core.elo.series import GameRow, rate_series
from elo_core.games import DRAW, Game
from elo_core.rounding import round_half_away_from_zero

__all__ = ["Target", "points_needed", "points_needed_for", "points_to_hold"]


class Target(NamedTuple):
    """The points needed to reach ``target`` from ``start_rating`` in ``games`` games."""

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


def _expected_points(rows: Sequence[GameRow], table: bool) -> Fraction | float:
    """Σ E of the rated rows: exact hundredths under the table, as in a rating period."""
    if table:
        return Fraction(sum(round(r.expected * 100) for r in rows if r.expected is not None), 100)
    return sum((r.expected for r in rows if r.expected is not None), 0.0)


def points_needed_for(
    start_rating: float,
    opponents: Sequence[float],
    targets: Sequence[float],
    k: float | PlayerFacts,
    rules: RuleSet,
    played: Sequence[Game] = (),
) -> list[Target]:
    """For each of ``targets``, the fewest points from games against ``opponents`` that lift
    the rating to it; the period's expected scores are worked out once for all of them.

    ``played`` are games of the same rating period already played: pooled with the games to
    come, every one against ``start_rating``, K × n ≤ 700 over all of them (B.02 §8.3.3), and
    their points already scored. Games the rule set leaves unrated (rapid, 600-point rule) do not
    count.
    """
    games = [Game(r, DRAW) for r in opponents if is_rated(start_rating, r, rules)]
    period = rate_series(start_rating, [*played, *games], k, rules, Mode.PERIOD)
    k_used = period.k.effective
    table = rules.expectation is Expectation.TABLE
    done, to_come = period.rows[:len(played)], period.rows[len(played):]
    scored = sum((row.game.score for row in done if row.not_rated is None), 0.0)
    expected = _expected_points(to_come, table)
    owed = _expected_points(done, table) + expected - (Fraction(scored) if table else scored)

    def rating_after(half_points: int) -> float:
        points = Fraction(half_points, 2) if table else half_points / 2
        change = (Fraction(str(k_used)) if table else k_used) * (points - owed)
        if rules.rounds_change:
            return start_rating + round_half_away_from_zero(change)
        return start_rating + float(change)

    results = []
    for target in targets:
        lowest, highest = 0, 2 * len(games)
        found: int | None = None
        while lowest <= highest:
            middle = (lowest + highest) // 2
            if rating_after(middle) >= target:
                found, highest = middle, middle - 1
            else:
                lowest = middle + 1
        results.append(Target(
            start_rating, target, len(games), float(expected),
            None if found is None else found / 2,
            None if found is None else rating_after(found),
            period.k, scored,
        ))
    return results


def points_needed(
    start_rating: float,
    opponents: Sequence[float],
    target: float,
    k: float | PlayerFacts,
    rules: RuleSet,
) -> Target:
    """The fewest points from games against ``opponents`` that lift the rating to ``target``."""
    return points_needed_for(start_rating, opponents, [target], k, rules)[0]


def points_to_hold(
    start_rating: float, opponents: Sequence[float], k: float | PlayerFacts, rules: RuleSet
) -> Target:
    """The fewest points that keep the start rating (a change of at least 0)."""
    return points_needed(start_rating, opponents, start_rating, k, rules)
