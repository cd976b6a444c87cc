"""Computes the DWZ's expected score by the normal distribution (DSB WO 3.3).

P(D) = Φ(D / σ) with σ = 200·√2 (each player's game deviating from the DWZ with a standard
deviation of 200, WO 3.3.1), D the player's DWZ minus the opponent's. Since σ·√2 = 400,
P(D) = ½ (1 + erf(D / 400)). There is no cap: FIDE's 400-point rule has no DWZ counterpart, so
a 1000-point gap expects 0.99978. The point expectation of an event is We = Σ P(D) over its
rated games (WO 3.3.2).

We is summed exactly (``math.fsum``) as n · ½ + Σ ½ erf(D / 400): erf is odd, so two games
D and −D cancel to the last bit and a player exactly at expectation is seen to be (W = We).

The DSB publishes We as the sum of each game's P(D) as its table gives it, to three decimals
(:func:`dwz_table_score`), and rates by that sum: in all 20 of its evaluations of 1995–2009
transcribed in the tests of the CPAN package Games-Ratings (``t/200.DWZ.t`` … ``t/219.DWZ.t``,
whose author names ELOBASE, the DSB's evaluation program), the We shown is that sum, 4.837 where
the exact normal distribution gives 4.838. So an evaluation rates by the published We
(:func:`dwz_published_points`) and keeps the exact one beside it. A table's P(D) is rounded half
up; a tie cannot decide it, since P(D) for a whole D other than 0 is irrational.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from fractions import Fraction

from elo_core.rounding import round_half_up

__all__ = ["DWZ_SIGMA", "TABLE_DECIMALS", "dwz_expected_points", "dwz_expected_score",
           "dwz_published_points", "dwz_table_expected", "dwz_table_score", "exactly_summed"]

#: σ of P(D) = Φ(D / σ): 200·√2 ≈ 282.84 (WO 3.3.1).
DWZ_SIGMA = 200.0 * math.sqrt(2.0)
#: σ·√2: Φ(D / σ) = ½ (1 + erf(D / ERF_SCALE)).
ERF_SCALE = 400.0
#: The DSB's table gives P(D) to three decimals, and We as their sum.
TABLE_DECIMALS = 3
TABLE_UNIT: int = 10**TABLE_DECIMALS


def dwz_expected_score(difference: float) -> float:
    """Returns P(D) = Φ(D / (200·√2)) for a player rated ``difference`` points above the opponent
    (WO 3.3.1): P(−200) = 0.2398, P(100) = 0.6382, P(400) = 0.9214."""
    return 0.5 + 0.5 * math.erf(difference / ERF_SCALE)


def dwz_table_score(difference: float) -> int:
    """Returns P(D) as the DSB's table gives it, in thousandths: Φ(D / (200·√2)) rounded half up to
    three decimals (P(−200) = 0.240, P(100) = 0.638), from which it sums We."""
    return round_half_up(TABLE_UNIT * (0.5 + 0.5 * math.erf(difference / ERF_SCALE)))


def dwz_table_expected(difference: float) -> float:
    """Returns P(D) as the DSB's table gives it and rates by: :func:`dwz_table_score` as a decimal
    (P(−100) = 0.362)."""
    return dwz_table_score(difference) / TABLE_UNIT


def dwz_published_points(rating: float, opponents: Iterable[float]) -> float:
    """Returns We as the DSB publishes it and rates by it: Σ P(D) over the opponents' DWZ, each P(D)
    rounded to three decimals as its table gives it (:func:`dwz_table_score`)."""
    thousandths: int = sum(dwz_table_score(rating - opponent) for opponent in opponents)
    return thousandths / TABLE_UNIT


def surplus(points: float, expected: float | Fraction) -> tuple[int, int]:
    """Returns W − We exactly, as a numerator and a positive denominator (the floats' own values,
    :meth:`float.as_integer_ratio`, or a published We's exact decimal): what a change is made
    of, in whole numbers, so that it is worked and rounded exactly without a
    :class:`~fractions.Fraction` per event."""
    won, won_by = points.as_integer_ratio()
    expects, expects_by = expected.as_integer_ratio()
    return won * expects_by - expects * won_by, won_by * expects_by


def dwz_expected_points(rating: float, opponents: Iterable[float]) -> float:
    """Returns We = Σ P(R − opponent) over the opponents' DWZ (WO 3.3.2), summed exactly."""
    halves = [0.5 * math.erf((rating - opponent) / ERF_SCALE) for opponent in opponents]
    return math.fsum([0.5] * len(halves) + halves)


#: Every finite float is a whole multiple of 2⁻¹⁰⁷⁴, the smallest subnormal.
_EXACT = 1 << 1074


def exactly_summed(counted: Iterable[tuple[float, int]]) -> float:
    """Returns Σ count · value over the ``(value, count)`` pairs of ``counted``, worked exactly in
    whole numbers (each value a multiple of 2⁻¹⁰⁷⁴) and rounded once to the nearest float, ties to
    even: the same float as ``math.fsum`` of each value repeated count times (``fsum`` is exactly
    rounded too), without the repeated list, so that a sum over a million games needs only a count
    for each distinct value."""
    total = 0
    for value, count in counted:
        top, bottom = value.as_integer_ratio()
        total += count * top * (_EXACT // bottom)
    return total / _EXACT  # a whole number's true division is exactly rounded
