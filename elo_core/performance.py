"""Performance rating: the rating a series of results was worth, three ways.

- FIDE (Title Regulations B.01 §1.4.7–1.4.9, the same table as B.02 §8.1.1): Rp = Ra + dp, Ra the
  average opponent rating rounded to whole (0.5 up), p the percentage score rounded to whole
  (0.5 up), dp from table 8.1.1; 100 % gives +800 and 0 % gives −800, "notionally".
- Exact: the rating at which the expected points by the logistic formula equal the points
  scored. It does not exist at 0 % or 100 %.
- Linear, the "rule of 400": (Σ opponent ratings + 400 × (wins − losses)) / games.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence
from fractions import Fraction
from typing import NamedTuple

from elo_core.expectation import LOGISTIC_SCALE
from elo_core.games import Game, played_opponents
from elo_core.rounding import round_half_up
from elo_core.tables import rating_difference_for_percentage

_LN10 = math.log(10.0)


class Performance(NamedTuple):
    """The three performance ratings of one series (``None`` where one is not defined)."""

    games: int
    points: float
    fide: int | None
    exact: float | None
    linear: float | None


def _played(games: Sequence[Game]) -> list[Game]:
    return [g for g in games if g.played]


def exact_sum(ratings: Sequence[float]) -> Fraction:
    """The exact sum of ratings (whole ratings, the usual case, add up as integers)."""
    if all(float(r).is_integer() for r in ratings):
        return Fraction(sum(int(r) for r in ratings))
    return sum((Fraction(r) for r in ratings), Fraction(0))


def fide_performance(opponents: Sequence[float], points: float) -> int | None:
    """Rp = Ra + dp by B.01 §1.4.7–1.4.9; ``None`` without games."""
    n = len(opponents)
    if n == 0:
        return None
    average = round_half_up(exact_sum(opponents) / n)
    percent = round_half_up(Fraction(points) * 100 / n)
    return average + rating_difference_for_percentage(percent)


def exact_performance(opponents: Sequence[float], points: float) -> float | None:
    """The rating R with Σ E(R − opponent) = points (logistic formula); ``None`` at 0 % or 100 %.

    Newton's method on the opponents grouped by rating: a few passes over the distinct ratings,
    however many games there are.
    """
    n = len(opponents)
    if n == 0 or points <= 0 or points >= n:
        return None
    groups = Counter(opponents).items()
    rating = sum(opponents) / n + LOGISTIC_SCALE * math.log10(points / (n - points))
    for _ in range(100):
        total = 0.0
        slope = 0.0
        for opponent, count in groups:
            e = 1.0 / (1.0 + 10.0 ** ((opponent - rating) / LOGISTIC_SCALE))
            total += count * e
            slope += count * e * (1.0 - e)
        step = (total - points) / (slope * _LN10 / LOGISTIC_SCALE)
        rating -= max(-400.0, min(400.0, step))
        if abs(step) < 1e-9:
            break
    return rating


def linear_performance(games: Sequence[Game]) -> float | None:
    """(Σ opponents + 400 × (wins − losses)) / games; ``None`` without games."""
    played = _played(games)
    if not played:
        return None
    wins = sum(1 for g in played if g.score == 1.0)
    losses = sum(1 for g in played if g.score == 0.0)
    return (sum(played_opponents(played)) + 400 * (wins - losses)) / len(played)


def performance(games: Sequence[Game]) -> Performance:
    """All three performance ratings of the played games in ``games``."""
    played = _played(games)
    opponents = played_opponents(played)
    points = sum(g.score for g in played)
    return Performance(
        len(played),
        points,
        fide_performance(opponents, points),
        exact_performance(opponents, points),
        linear_performance(played),
    )
