"""How many points a player needs from a set of games, counted as one rating period.

Within a rating period each game's expected score is fixed by the start rating, so the change
K × (P − ΣE) grows with the points P; the answer is the fewest whole half-points (what a player
can score) whose change, rounded as the rule set rounds, reaches the target.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from elo_core.games import DRAW, Game
from elo_core.kfactor import PlayerFacts
from elo_core.rules import RuleSet, is_rated
from elo_core.series import Mode, rate_series


@dataclass(frozen=True)
class Target:
    """The points needed to reach ``target`` from ``start_rating`` in ``games`` games."""

    start_rating: float
    target: float
    games: int
    expected_points: float
    points_needed: float | None
    """Whole half-points; ``None`` when even a clean sweep falls short."""
    new_rating: float | None
    """The rating those points give."""


def points_needed(
    start_rating: float,
    opponents: Sequence[float],
    target: float,
    k: float | PlayerFacts,
    rules: RuleSet,
) -> Target:
    """The fewest points from games against ``opponents`` that lift the rating to ``target``.

    Games the rule set leaves unrated (rapid, 600-point rule) do not count.
    """
    games = [Game(r, DRAW) for r in opponents if is_rated(start_rating, r, rules)]
    half_points = 2 * len(games)
    lowest, highest = 0, half_points
    found: tuple[float, float] | None = None
    expected = 0.0
    while lowest <= highest:
        middle = (lowest + highest) // 2
        scored = [Game(g.opponent_rating, 1.0 if i < middle // 2 else 0.0) for i, g in
                  enumerate(games)]
        if middle % 2:
            scored[middle // 2] = Game(scored[middle // 2].opponent_rating, DRAW)
        report = rate_series(start_rating, scored, k, rules, Mode.PERIOD)
        expected = report.expected_points
        if report.new_rating >= target:
            found = (middle / 2, report.new_rating)
            highest = middle - 1
        else:
            lowest = middle + 1
    return Target(
        start_rating, target, len(games), expected,
        found[0] if found else None, found[1] if found else None,
    )


def points_to_hold(
    start_rating: float, opponents: Sequence[float], k: float | PlayerFacts, rules: RuleSet
) -> Target:
    """The fewest points that keep the start rating (a change of at least 0)."""
    return points_needed(start_rating, opponents, start_rating, k, rules)
