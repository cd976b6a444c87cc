"""Computes a new player's first DWZ (Erst-DWZ), by the WO the event's last day picks.

Both WOs start from the score of at least 5
games against opponents with a DWZ; the first DWZ has Index 1.

- Old WO (DSB WO 3.4): no result of 0 % or 100 % ("kein Extremresultat"); the first DWZ Ri is
  the end of the DSB's own iteration in whole DWZ (WO 3.4.4 "Gesamtiteration",
  :mod:`~elo_core.dwz.first_iteration`: from Rc + D, by the D of the mean P,
  "bis zur Konstanz der Einerstellen"). Below 800 it becomes 700 + Ri / 8.
- New WO, as har64/DWZ-Calc ``Dwz.php`` v0.7 alone gives it (com_clm's parameter table names
  its factor r, "Korrektur-Faktor bei Erst-DWZ", but no code of it read here shows the formula;
  no DSB text for it was found): 0 % gives no first DWZ; at 100 % a drawn game against
  the opponents' average (rounded half up, as a DWZ is whole) is added before the performance L
  is taken (har64 cites the new WO's 3.6.2). Then L from 2000 on stays L; from 1100 to 2000 it
  becomes L + 0.08 (2000 − L); below 1100, 1100 + 0.72 · L / 11; and never below 1100. The two
  formulas meet at 1100 (1172) and 2000 (2000).

The first DWZ is rounded half up, as every DWZ here; har64 cuts it to whole and com_clm rounds
it half away from zero (the same as half up for a positive DWZ). Games against opponents
without a DWZ do not count; a new player's Restpartien (rated games of the last two years that
did not yet make a first DWZ, WO 3.4.2) belong in the list with the event's games: they count
towards the 5 games (WO 3.4.1.1, "im Turnier einschließlich vorhandener Restpartien mindestens
5 Gegner mit DWZ") and, with their opponents' DWZ, in Rc and We like any other game.

The old WO's iteration, read as the DSB's text reads it, gives the DSB's published figure
where the exact limit does not. com_clm's ``dwz_rechner.php`` (``test()``) rates a new
player's 894 won, 1087 lost, 905 won, 1255 lost and a Restpartie 1177 lost, and notes the
DSB's published first DWZ of that event (schachbund.de, tournament B431-636-C4F) as 983 (its
own run gives 985, which it puts down to its two-decimal table). W = 2, Rc = 5318 / 5 =
1063.6:

- The DSB's whole steps (taken here): Rp = 1063.6 − 71.66 = 991.94 → 992; We(992) = 2.05755,
  a mean P of 0.48849, D = −8.16 → −8: 984; We(984) = 2.00920, P 0.49816, D = −1.31 → −1:
  983; We(983) = 2.00318, P 0.49936, D = −0.45 → 0: the units digit stays, 983.
- The limit We = W (WO 3.6, the performance, which this engine took before):
  We(982) = 1.99716 < 2 < We(983), so Ri = 982.47 → 982, a point below the published 983.
  Whole steps stop where the next step rounds to 0, up to about half a point (and more, as one
  game's slope at D = 0 is steeper than the mean) short of the limit on the side they come
  from.

The new WO's first DWZ stays on the exact performance L (We = W): no DSB text of the new WO's
first evaluation was found to say it steps in whole DWZ.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from datetime import date
from enum import StrEnum
from fractions import Fraction
from functools import partial
from typing import NamedTuple

from elo_core.dwz.counting import DwzGames, DwzTally, count_dwz_games
from elo_core.dwz.expectation import dwz_expected_points
from elo_core.dwz.first_iteration import iterated_first_dwz
from elo_core.dwz.new_wo import NEW_WO_FLOOR
from elo_core.dwz.performance import (
    MIN_GAMES,
    NoPerformance,
    solve_counted_performance,
    solve_performance,
)
from elo_core.dwz.wo import WO, wo_for
from elo_core.games import DRAW, Game
from elo_core.rounding import round_half_up

__all__ = ["FirstCorrection", "FirstDwz", "first_dwz", "first_dwz_tally"]

#: Old WO: a first DWZ below 800 becomes 700 + Ri / 8.
OLD_CORRECTION_BELOW, OLD_CORRECTION_BASE, OLD_CORRECTION_DIVISOR = 800, 700, 8
#: New WO (har64 v0.7): r = 0.08, towards 2000 from 1100 on; below, 1100 + 9r · L / 11.
NEW_AS_IT_IS_FROM = 2000
NEW_CORRECTION = Fraction(8, 100)


class FirstCorrection(StrEnum):
    """Records how the performance became the first DWZ."""

    NONE = "none"
    """The performance itself: old WO from 800, new WO from 2000."""
    BELOW_800 = "below-800"
    """Old WO: 700 + Ri / 8."""
    TOWARDS_2000 = "towards-2000"
    """New WO, 1100 to 2000: L + 0.08 (2000 − L)."""
    BELOW_1100 = "below-1100"
    """New WO, below 1100: 1100 + 0.72 · L / 11."""


class FirstDwz(NamedTuple):
    """Holds a new player's first DWZ, or why there is none, with every value that led there."""

    wo: WO
    wo_requested: bool
    last_day: date
    games: DwzGames
    """Every game, with D and P(D) from the performance for the rated ones; n and W
    (``games.n``, ``games.points``)."""
    average_opponent: float | None
    """Rc, the rated opponents' average DWZ."""
    fictitious_draw: int | None
    """New WO at 100 %: the DWZ of the drawn opponent added (the average, rounded)."""
    performance: float | None
    """Old WO: Ri, the end of the DSB's iteration in whole DWZ (WO 3.4.4). New WO: L,
    unrounded, We = W, with the fictitious draw where added."""
    correction: FirstCorrection | None
    unrounded_rating: float | None
    """The performance after the correction, before rounding."""
    floored: bool
    """New WO: the first DWZ was below 1100 and is 1100."""
    rating: int | None
    """The first DWZ, with Index 1; ``None`` with a ``reason``."""
    reason: NoPerformance | None


def _old_wo(performance: float) -> tuple[FirstCorrection, Fraction]:
    exact = Fraction(performance)
    if exact < OLD_CORRECTION_BELOW:
        return FirstCorrection.BELOW_800, OLD_CORRECTION_BASE + exact / OLD_CORRECTION_DIVISOR
    return FirstCorrection.NONE, exact


def _new_wo(performance: float) -> tuple[FirstCorrection, Fraction]:
    exact = Fraction(performance)
    if exact >= NEW_AS_IT_IS_FROM:
        return FirstCorrection.NONE, exact
    if exact >= NEW_WO_FLOOR:
        return (FirstCorrection.TOWARDS_2000,
                exact + NEW_CORRECTION * (NEW_AS_IT_IS_FROM - exact))
    return FirstCorrection.BELOW_1100, NEW_WO_FLOOR + 9 * NEW_CORRECTION * exact / 11


def first_dwz(games: Iterable[Game], last_day: date, wo: WO | None = None) -> FirstDwz:
    """Works out the first DWZ that ``games``, an event ending on ``last_day``, give a player
    without a DWZ, by the WO in force on ``last_day`` or by ``wo``, or says why there is
    none."""
    listed = list(games)
    counted = count_dwz_games(listed)
    opponents = counted.opponents

    def solve(draw: int | None, points: float) -> float:
        return solve_performance([*opponents, *([draw] if draw is not None else [])], points)

    return _first(counted, math.fsum(opponents), solve,
                  partial(dwz_expected_points, opponents=opponents),
                  lambda performance: count_dwz_games(listed, performance), last_day, wo)


def first_dwz_tally(tally: DwzTally, last_day: date, wo: WO | None = None) -> FirstDwz:
    """Applies :func:`first_dwz` to games counted one at a time by ``tally``, in bounded memory
    however many there are: every value the same, but ``games`` has only the counts (and We from the
    performance), no rows and no opponents (:func:`~elo_core.dwz.counting.dwz_rows` from the
    ``performance`` gives the rows, from a second reading of the games). The iteration to the
    performance reads the opponents as a count for each DWZ, the fictitious draw added as one more
    game against its DWZ."""
    def solve(draw: int | None, points: float) -> float:
        opponents = dict(tally.opponents)
        if draw is not None:
            opponents[draw] = opponents.get(draw, 0) + 1
        return solve_counted_performance(opponents, points)

    return _first(tally.games(), tally.opponents_sum(), solve, tally.expected, tally.games,
                  last_day, wo)


def _first(counted: DwzGames, opponents_sum: float,
           solve: Callable[[int | None, float], float], expected: Callable[[float], float],
           rated: Callable[[float], DwzGames], last_day: date, wo: WO | None) -> FirstDwz:
    """Computes the first DWZ of the games ``counted`` (their opponents' DWZ adding up to
    ``opponents_sum``): ``solve`` gives the performance of a number of points against the
    opponents and a fictitious draw's DWZ (``None``: none) for the new WO, ``expected`` We at
    a DWZ for the old WO's iteration, ``rated`` the games counted again from the
    performance."""
    chosen = wo_for(last_day) if wo is None else wo
    n, points = counted.n, counted.points
    average = opponents_sum / n if n else None
    reason: NoPerformance | None = None
    draw: int | None = None
    if n < MIN_GAMES:
        reason = NoPerformance.TOO_FEW_GAMES
    elif points == 0:
        reason = NoPerformance.ZERO_POINTS
    elif points == n and chosen is WO.OLD:
        reason = NoPerformance.ALL_POINTS
    elif points == n:
        draw = round_half_up(Fraction(opponents_sum) / n)
    if reason is not None:
        return FirstDwz(chosen, wo is not None, last_day, counted, average, None, None, None,
                        None, False, None, reason)
    if chosen is WO.OLD:
        performance = float(iterated_first_dwz(opponents_sum / n, points, n, expected))
        correction, corrected = _old_wo(performance)
    else:
        performance = solve(draw, points + (DRAW if draw is not None else 0))
        correction, corrected = _new_wo(performance)
    rounded = round_half_up(corrected)
    floored = chosen is WO.NEW and rounded < NEW_WO_FLOOR
    return FirstDwz(chosen, wo is not None, last_day, rated(performance),
                    average, draw, performance, correction, float(corrected), floored,
                    NEW_WO_FLOOR if floored else rounded, None)
