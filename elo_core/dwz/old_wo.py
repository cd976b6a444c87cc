"""Computes the old WO's development coefficient E and change (events ending up to 7 June 2026).

DSB WO 3.5 and Anhang 1.2:

- Rn = R0 + 800 · (W − We) / (E + n), n the rated games (WO 3.5.2).
- E = E0 · fB + SBr, with E0 = (R0 / 1000)⁴ + J and J = 5 up to 20, 10 for 21–25, 15 over 25.
- Acceleration (Beschleunigungsfaktor) fB = R0 / 2000, held within 0.5 … 1.0, only for youths
  up to 20 who scored at least their expectation (W ≥ We); otherwise fB = 1.
- Braking (Bremszuschlag) SBr = e^((1300 − R0) / 150) − 1, only for R0 < 1300 and W < We, at
  any age; otherwise SBr = 0. Anhang 1.2 says "W < We" ("Turnierpunkte kleiner als
  Gewinnerwartung"); com_clm's ``dwz_rechner.php`` writes ``W ≤ We``. We follow the DSB's
  Anhang 1.2. At W = We exactly the readings give different E, never a different DWZ.
- E is rounded to a whole number ("stets ganzzahlig gerundet"; half up, exactly: in whole
  numbers, E0 = (R0⁴ + J · 10¹²) / 10¹², unless braking adds its e-power) and is at least 5.
  Without braking it is at most 5 · Index while the Index is at most 5, and at most 30 after
  that; with braking at most 150. Rounding first and bounding after, or the other way
  round as har64 does, give the same E, since the bounds are whole.
"""

from __future__ import annotations

import math
from enum import StrEnum
from fractions import Fraction
from functools import lru_cache
from typing import NamedTuple

from elo_core.dwz.age import AgeGroup
from elo_core.dwz.expectation import surplus
from elo_core.rounding import round_half_up

__all__ = ["DevelopmentCoefficient", "EBound", "development_coefficient", "old_wo_change"]

#: J of E0 by age group.
J_BY_AGE = {AgeGroup.YOUTH: 5, AgeGroup.JUNIOR: 10, AgeGroup.OVER_25: 15}
E_MIN = 5
#: Without braking: E ≤ 5 · Index up to Index 5, then E ≤ 30.
E_PER_INDEX, INDEX_CAP_UP_TO, E_MAX = 5, 5, 30
E_MAX_BRAKING = 150
BRAKING_BELOW = 1300
#: Rn = R0 + 800 (W − We) / (E + n).
SCALE = 800
#: E0 = (R0 / 1000)⁴ + J = (R0⁴ + J · 10¹²) / 10¹².
_E0_SCALE = 1000**4


class EBound(StrEnum):
    """Which of E's bounds set it."""

    NONE = "none"
    """E is the rounded E0 · fB + SBr."""
    MINIMUM = "minimum"
    """Raised to 5."""
    INDEX = "index"
    """Cut to 5 · Index (Index at most 5, no braking)."""
    THIRTY = "thirty"
    """Cut to 30 (Index above 5, no braking)."""
    BRAKING = "braking"
    """Cut to 150 (with braking)."""


class DevelopmentCoefficient(NamedTuple):
    """Holds E (the Entwicklungskoeffizient) and every value it is made of (Anhang 1.2)."""

    j: int
    """J: 5 up to 20, 10 for 21–25, 15 over 25."""
    e0: float
    """The Grundwert E0 = (R0 / 1000)⁴ + J."""
    acceleration: bool
    """fB applies: a youth up to 20 at or above expectation (W ≥ We)."""
    fb: float
    """The Beschleunigungsfaktor: R0 / 2000 within 0.5 … 1.0 where it applies, else 1."""
    braking: bool
    """SBr applies: R0 below 1300 and below expectation (W < We)."""
    sbr: float
    """The Bremszuschlag e^((1300 − R0) / 150) − 1 where it applies, else 0."""
    unrounded: float
    """E0 · fB + SBr."""
    rounded: int
    """E0 · fB + SBr rounded half up."""
    ceiling: int
    """The most E may be here: 5 · Index (Index ≤ 5), 30, or 150 with braking."""
    bound: EBound
    e: int
    """E as used: the rounded value, at least 5, at most ``ceiling``."""


def development_coefficient(
    rating: int, index: int, group: AgeGroup, points: float, expected: float
) -> DevelopmentCoefficient:
    """Works out E for a player of DWZ ``rating`` with ``index`` in age ``group`` who scored
    ``points`` against an expectation of ``expected`` (Anhang 1.2).

    E depends on W and We only through W ≥ We, and on the Index only up to 6 (the ceiling is
    30 from Index 6 on), so the last few thousand are kept (a national pool's season asks for
    the same ones again and again; at most some 1.6 MB)."""
    return _coefficient(rating, min(index, INDEX_CAP_UP_TO + 1), group, points >= expected)


@lru_cache(maxsize=1 << 12)
def _coefficient(rating: int, index: int, group: AgeGroup, at_least: bool
                 ) -> DevelopmentCoefficient:
    """Returns E for ``rating``, ``index`` (at most 6) and ``group``, the score ``at_least``
    the expectation (W ≥ We) or below it."""
    j = J_BY_AGE[group]
    e0_top = rating**4 + j * _E0_SCALE  # E0 = e0_top / 10¹²
    acceleration = group is AgeGroup.YOUTH and at_least
    fb_top, fb_bottom = ((1, 2) if rating <= 1000 else (1, 1) if rating >= 2000
                         else (rating, 2000)) if acceleration else (1, 1)
    braking = rating < BRAKING_BELOW and not at_least
    top, bottom = e0_top * fb_top, _E0_SCALE * fb_bottom  # E0 · fB
    sbr: Fraction | int = 0
    if braking:
        sbr = Fraction(math.exp((BRAKING_BELOW - rating) / 150)) - 1
        unrounded: Fraction | float = Fraction(top, bottom) + sbr
        rounded = round_half_up(unrounded)
    else:  # ⌊E0 · fB + ½⌋ in whole numbers
        unrounded = top / bottom
        rounded = (2 * top + bottom) // (2 * bottom)
    if braking:
        ceiling, cut = E_MAX_BRAKING, EBound.BRAKING
    elif index <= INDEX_CAP_UP_TO:
        ceiling, cut = E_PER_INDEX * index, EBound.INDEX
    else:
        ceiling, cut = E_MAX, EBound.THIRTY
    if rounded < E_MIN:
        e, bound = E_MIN, EBound.MINIMUM
    elif rounded > ceiling:
        e, bound = ceiling, cut
    else:
        e, bound = rounded, EBound.NONE
    return DevelopmentCoefficient(j, e0_top / _E0_SCALE, acceleration, fb_top / fb_bottom,
                                  braking, float(sbr), float(unrounded), rounded, ceiling, bound,
                                  e)


def old_wo_change(points: float, expected: float | Fraction, e: int, n: int) -> Fraction:
    """Returns the change 800 · (W − We) / (E + n), exact for the values given (WO 3.5.2)."""
    return Fraction(*old_wo_ratio(points, expected, e, n))


def old_wo_ratio(points: float, expected: float | Fraction, e: int, n: int) -> tuple[int, int]:
    """Returns :func:`old_wo_change` as a numerator and a positive denominator."""
    top, bottom = surplus(points, expected)
    return SCALE * top, bottom * (e + n)
