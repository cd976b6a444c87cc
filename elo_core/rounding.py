"""Rounds exactly, in the two ways the FIDE regulations use.

Python's ``round()`` rounds half to even, and binary floats turn 2.5 into 2.4999…, so neither may
decide a rating. Both functions take a ``Fraction`` (exact) or an ``int``/``float`` (converted to
the exact value of that float).
"""

from __future__ import annotations

import math
from fractions import Fraction

_HALF = Fraction(1, 2)


def round_half_away_from_zero(value: Fraction | float) -> int:
    """Rounds to the nearest whole number, a half away from zero: +2.5 → +3, −2.5 → −3.

    This is how a rating period's change is rounded (FIDE Handbook B.02 §8.3.4).
    """
    exact = Fraction(value)
    magnitude = math.floor(abs(exact) + _HALF)
    return magnitude if exact >= 0 else -magnitude


def round_half_up(value: Fraction | float) -> int:
    """Rounds to the nearest whole number, a half upwards: 1657.5 → 1658, 62.5 % → 63 %.

    Used for the average opponent rating and the percentage score of a performance
    (Title Regulations B.01 §1.4.7–1.4.9), for a first rating (B.02 §8.2), and for a
    difference at full precision before table 8.1.2 (on every game of a sequential series). A
    whole number is itself, and a float takes a quicker way that is as exact: ``value`` −
    ⌊value⌋ is a float's own fraction, exact or (just below 1) rounded without crossing ½.
    """
    if isinstance(value, int):
        return value
    if isinstance(value, float):
        whole = math.floor(value)
        return whole + (value - whole >= 0.5)
    return math.floor(Fraction(value) + _HALF)
