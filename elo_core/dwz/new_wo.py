"""Computes the new WO's K-factor and change (events ending on or after 8 June 2026).

The DSB's pages read here do not state the new WO yet; this follows har64/DWZ-Calc ``Dwz.php``
v0.7 (constants r 0.08, t 30, u 800, a1 4, a2 4, Kmax 80); com_clm's dated parameter table
(``78up.sql``) names the same parameters, the divisor t of the youths' surcharge, the shift u
of the braking factor, the surcharges a1 and a2 and Kmax, without their values:

- Rn = R0 + K · (W − We), never below 1100.
- K = K0 · b + a, rounded to one decimal (half up, exactly), at most 80.
- K0 by the Index (1, 2, … 10, more than 10) and the player's row:

  ====================================  ==  ==  ==  ==  ==  ==  ==  ==  ==  ==  ===
  Index                                  1   2   3   4   5   6   7   8   9  10  >10
  ====================================  ==  ==  ==  ==  ==  ==  ==  ==  ==  ==  ===
  up to 25 and DWZ below 2200           60  60  48  46  44  42  40  38  36  34  32
  26 and older and DWZ below 2000       60  60  44  42  40  38  36  34  32  30  28
  every other player                    60  60  41  39  37  35  33  31  29  27  25
  ====================================  ==  ==  ==  ==  ==  ==  ==  ==  ==  ==  ===

- Braking (Bremsfaktor) b = (R0 + 800) / 2400 if W < We and R0 < 1600, at any age; else 1.
- Success surcharge (Erfolgszuschlag) a, only if W ≥ We: up to 20 with R0 below 2000,
  (2000 − R0) / 30; 21–25 or older with R0 below 1600, 4; otherwise 0.

The floor lifts any new DWZ below 1100 to 1100, so a player whose DWZ was below 1100 before the
event is at least 1100 after it, whatever the result (har64: ``if dwz_neu < 1100``).
"""

from __future__ import annotations

from enum import StrEnum
from fractions import Fraction
from typing import NamedTuple

from elo_core.dwz.age import AgeGroup
from elo_core.dwz.expectation import surplus
from elo_core.rounding import round_half_up

__all__ = ["NEW_WO_FLOOR", "KFactor", "KRow", "dwz_k_factor", "new_wo_change"]

NEW_WO_FLOOR = 1100
K_MAX = 80
#: b = (R0 + u) / (1600 + u) below 1600; u = 800.
BRAKING_BELOW, BRAKING_SHIFT = 1600, 800
#: a = (2000 − R0) / t for youths below 2000; t = 30. a = 4 for the others below 1600.
YOUTH_SURCHARGE_BELOW, SURCHARGE_DIVISOR = 2000, 30
SURCHARGE_BELOW, SURCHARGE = 1600, 4
#: K0's last column: an Index of more than 10.
LAST_COLUMN = 11


class KRow(StrEnum):
    """The row of the K0 table a player's age and DWZ pick."""

    YOUNG = "up-to-25-below-2200"
    ADULT = "over-25-below-2000"
    STRONG = "other"
    """26 and older with 2000 or more, up to 25 with 2200 or more."""


#: K0 by row, for Index 1 … 10 and more than 10.
K0_TABLE: dict[KRow, tuple[int, ...]] = {
    KRow.YOUNG: (60, 60, 48, 46, 44, 42, 40, 38, 36, 34, 32),
    KRow.ADULT: (60, 60, 44, 42, 40, 38, 36, 34, 32, 30, 28),
    KRow.STRONG: (60, 60, 41, 39, 37, 35, 33, 31, 29, 27, 25),
}


class KFactor(NamedTuple):
    """Holds K and every value it is made of."""

    row: KRow
    column: int
    """K0's column: the Index, or 11 for an Index above 10."""
    k0: int
    braking: bool
    """b applies: below expectation (W < We) with R0 below 1600."""
    b: float
    """The Bremsfaktor (R0 + 800) / 2400 where it applies, else 1."""
    surcharge: bool
    """a applies: at or above expectation (W ≥ We), in a group and below its DWZ limit."""
    a: float
    """The Erfolgszuschlag: (2000 − R0) / 30 up to 20, 4 for the others, else 0."""
    unrounded: float
    """K0 · b + a."""
    rounded: float
    """K0 · b + a rounded to one decimal, half up."""
    capped: bool
    """Cut to 80."""
    k: float
    """K as used: ``rounded``, at most 80."""


def k_row(group: AgeGroup, rating: int) -> KRow:
    """Returns the K0 row of a player in age ``group`` with DWZ ``rating``."""
    if group is not AgeGroup.OVER_25 and rating < 2200:
        return KRow.YOUNG
    if group is AgeGroup.OVER_25 and rating < 2000:
        return KRow.ADULT
    return KRow.STRONG


def _surcharge(group: AgeGroup, rating: int) -> Fraction:
    if group is AgeGroup.YOUTH:
        if rating < YOUTH_SURCHARGE_BELOW:
            return Fraction(YOUTH_SURCHARGE_BELOW - rating, SURCHARGE_DIVISOR)
        return Fraction(0)
    return Fraction(SURCHARGE) if rating < SURCHARGE_BELOW else Fraction(0)


def dwz_k_factor(
    rating: int, index: int, group: AgeGroup, points: float, expected: float
) -> KFactor:
    """Works out K for a player of DWZ ``rating`` with ``index`` in age ``group`` who scored
    ``points`` against an expectation of ``expected``."""
    row = k_row(group, rating)
    column = min(index, LAST_COLUMN)
    k0 = K0_TABLE[row][column - 1]
    braking = points < expected and rating < BRAKING_BELOW
    b = (Fraction(rating + BRAKING_SHIFT, BRAKING_BELOW + BRAKING_SHIFT) if braking
         else Fraction(1))
    a = _surcharge(group, rating) if points >= expected else Fraction(0)
    unrounded = k0 * b + a
    rounded = Fraction(round_half_up(unrounded * 10), 10)
    k = min(rounded, Fraction(K_MAX))
    return KFactor(row, column, k0, braking, float(b), a > 0, float(a), float(unrounded),
                   float(rounded), rounded > K_MAX, float(k))


def new_wo_change(points: float, expected: float | Fraction, k: float) -> Fraction:
    """Returns the change K · (W − We), exact for the values given, K taken as its one decimal."""
    return Fraction(*new_wo_ratio(points, expected, k))


def new_wo_ratio(points: float, expected: float | Fraction, k: float) -> tuple[int, int]:
    """Returns :func:`new_wo_change` as a numerator and a positive denominator."""
    top, bottom = surplus(points, expected)
    return round_half_up(Fraction(k) * 10) * top, 10 * bottom
