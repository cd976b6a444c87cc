"""Works the old WO's iteration to a new player's first DWZ, in whole DWZ as the DSB computes it.

DSB WO 3.4.4 "Berechnung der Erst-DWZ durch Gesamtiteration" (the WO of 2014, 4.7.2.1, as
com_clm's ``dwz_rechner.php`` and other calculators quote it):

- Start: to the opponents' average Rc the rating difference D of the score W / n is added,
  "Rp = Rc + D" (4.7.2.1.1).
- Step: at Rp the expected score We is taken, and Rp moves by the D of the mean
  P(D) = (W − We) / n + 0.5, "bis zur Konstanz der Einerstellen" (until the units digit
  stays put).

A DWZ is whole, so Rp is whole: the start and each step are rounded half up, and the iteration
stops at the first step that rounds to 0. D of a P is the exact inverse of
P(D) = Φ(D / (200·√2)) (WO 3.3.1); a mean P outside the DSB table's three decimals (below
0.0005 or from 0.9995 on, where We is far from W after a start against widely spread
opponents) is held at the table's ends, as com_clm holds it at its table's. A step back to a
DWZ already reached ends the iteration too, at the DWZ it had reached.

Checked against the DSB's published first DWZ 983 (schachbund.de, tournament B431-636-C4F,
quoted in com_clm's ``test()``): 894 W, 1087 L, 905 W, 1255 L and a Restpartie 1177 L, W = 2,
Rc = 1063.6, start 1063.6 − 71.66 → 992, then 984, 983, stop.
"""

from __future__ import annotations

from collections.abc import Callable
from statistics import NormalDist

from elo_core.dwz.expectation import DWZ_SIGMA, TABLE_UNIT
from elo_core.rounding import round_half_up

__all__ = ["dwz_difference_of", "iterated_first_dwz"]

_P_OF_D = NormalDist(0.0, DWZ_SIGMA)
#: The smallest and largest P the DSB's three-decimal table shows apart from 0 and 1.
_LOWEST_P = 1 / (2 * TABLE_UNIT)
_HIGHEST_P = 1 - _LOWEST_P


def dwz_difference_of(probability: float) -> float:
    """Returns D of a P: the rating difference with P(D) = ``probability`` (WO 3.3.1 inverted), the
    probability held within the table's ends 0.0005 and 0.9995."""
    return _P_OF_D.inv_cdf(min(max(probability, _LOWEST_P), _HIGHEST_P))


def iterated_first_dwz(average: float, points: float, n: int,
                       expected: Callable[[int], float]) -> int:
    """Returns Ri, the end of the DSB's whole-number iteration (WO 3.4.4) for ``points`` in ``n``
    games against opponents averaging ``average`` (Rc), ``expected`` giving We at a DWZ."""
    rating = round_half_up(average + dwz_difference_of(points / n))
    reached = {rating}
    while True:
        step = round_half_up(dwz_difference_of((points - expected(rating)) / n + 0.5))
        if step == 0 or rating + step in reached:
            return rating
        rating += step
        reached.add(rating)
