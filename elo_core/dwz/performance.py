"""Computes the performance (Leistung) Rh of an event: the DWZ at which the expectation equals the
score.

DSB WO 3.6: a player's performance in an event is shown for at least 5 games against rated
opponents; it is "diejenige theoretische DWZ, bei der die zugehörige Gewinnerwartung mit der
erzielten Punktzahl übereinstimmt (We = W)", independent of the player's old DWZ. Rc is the
average of the rated opponents (the "Wertungsschnitt").

We(R) rises strictly with R, from 0 to n, so for 0 < W < n there is exactly one Rh; it is
found to the last bits of a float by Newton's method from Rc, inside a bracket that halves
wherever a Newton step would leave it. (The WO's own iteration for a first DWZ, 3.4.4, steps
towards the same DWZ in whole numbers and stops once its units digit stays put, which can
end a point short of it: :mod:`~elo_core.dwz.first_iteration`.) At 0 % or
100 % there is no such DWZ, and none is given (com_clm and har64 show Rc − 677 and Rc + 677
there, the end of their probability tables).
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from enum import StrEnum
from functools import partial
from typing import NamedTuple

from elo_core.dwz.counting import DwzGames, DwzTally, count_dwz_games
from elo_core.dwz.expectation import DWZ_SIGMA, ERF_SCALE, exactly_summed
from elo_core.games import Game
from elo_core.rounding import round_half_up

__all__ = ["DwzPerformance", "NoPerformance", "dwz_performance", "solve_counted_performance",
           "solve_performance", "tally_performance"]

#: WO 3.6 and 3.4.1.1: at least 5 games against opponents with a DWZ.
MIN_GAMES = 5
#: Far enough beyond every opponent that We is 0 or n to the last bit of a score.
_REACH = 4000.0
#: A step this small ends the search: Newton's next would move the last bits only.
_PRECISION = 1e-10


class NoPerformance(StrEnum):
    """Why an event gives no performance (and so, for a new player, no first DWZ)."""

    TOO_FEW_GAMES = "too-few-games"
    """Fewer than 5 games against opponents with a DWZ."""
    ZERO_POINTS = "zero-points"
    """0 %: no DWZ expects as little."""
    ALL_POINTS = "all-points"
    """100 %: no DWZ expects as much."""


class DwzPerformance(NamedTuple):
    """Holds an event's performance, or why there is none."""

    n: int
    points: float
    average_opponent: float | None
    """Rc, the rated opponents' average DWZ; ``None`` without rated games."""
    rating: float | None
    """Rh, unrounded: We(Rh) = W."""
    rounded: int | None
    """Rh rounded half up, as a DWZ is written."""
    reason: NoPerformance | None


def solve_performance(opponents: Sequence[float], points: float) -> float:
    """Finds the R at which Σ P(R − opponent) equals ``points``. ``points`` must lie strictly
    between 0 and the number of ``opponents``; otherwise it is a ``ValueError``."""
    n = len(opponents)
    if not 0 < points < n:
        raise ValueError(f"no performance for {points:g} points in {n} games")
    return _search(Counter(opponents), points, math.fsum(opponents) / n)


def solve_counted_performance(opponents: Mapping[float, int], points: float) -> float:
    """Applies :func:`solve_performance` to the opponents counted by DWZ (``opponents``: how many
    games against each DWZ): the same R, since the search reads the opponents only through their
    counts, their lowest and highest DWZ and their exact sum (which starts it at Rc)."""
    n = sum(opponents.values())
    if not 0 < points < n:
        raise ValueError(f"no performance for {points:g} points in {n} games")
    return _search(opponents, points, exactly_summed(opponents.items()) / n)


def _search(opponents: Mapping[float, int], points: float, rating: float) -> float:
    """Finds the R with Σ count · P(R − opponent) = ``points`` over ``opponents`` counted by
    DWZ, by Newton's method from ``rating`` (Rc) inside a bracket that halves wherever a step would
    leave it."""
    groups = opponents.items()
    low, high = min(opponents) - _REACH, max(opponents) + _REACH
    for _ in range(200):
        total = math.fsum(count * (0.5 + 0.5 * math.erf((rating - r) / ERF_SCALE))
                          for r, count in groups)
        if total == points:
            return rating
        if total < points:
            low = rating
        else:
            high = rating
        slope = math.fsum(count * math.exp(-(((rating - r) / DWZ_SIGMA) ** 2) / 2)
                          for r, count in groups) / (DWZ_SIGMA * math.sqrt(2 * math.pi))
        following = rating + (points - total) / slope if slope > 0 else math.nan
        if not low < following < high:
            following = (low + high) / 2
        if abs(following - rating) <= _PRECISION:
            return following
        rating = following
    return rating


def dwz_performance(games: Iterable[Game]) -> DwzPerformance:
    """Works out the performance Rh of the rated games among ``games`` (WO 3.6)."""
    return counted_performance(count_dwz_games(games))


def counted_performance(counted: DwzGames) -> DwzPerformance:
    """Returns the performance Rh of the games as :func:`~elo_core.dwz.counting.count_dwz_games`
    counted them (WO 3.6)."""
    n, opponents = counted.n, counted.opponents
    return _performance(n, counted.points, math.fsum(opponents) / n if n else None,
                        partial(solve_performance, opponents, counted.points))


def tally_performance(tally: DwzTally) -> DwzPerformance:
    """Returns the performance Rh of the games a :class:`~elo_core.dwz.counting.DwzTally` counted
    (WO 3.6): the same as :func:`counted_performance` of the same games."""
    n = tally.n
    return _performance(n, tally.points, tally.opponents_sum() / n if n else None,
                        partial(solve_counted_performance, tally.opponents, tally.points))


def _performance(n: int, points: float, average: float | None,
                 solve: Callable[[], float]) -> DwzPerformance:
    """Returns Rh of ``points`` in ``n`` rated games, or why there is none: at least 5 games,
    neither 0 % nor 100 % (WO 3.6); Rc is ``average``, Rh from ``solve``."""
    reason: NoPerformance | None = None
    if n < MIN_GAMES:
        reason = NoPerformance.TOO_FEW_GAMES
    elif points == 0:
        reason = NoPerformance.ZERO_POINTS
    elif points == n:
        reason = NoPerformance.ALL_POINTS
    if reason is not None:
        return DwzPerformance(n, points, average, None, None, reason)
    rating = solve()
    return DwzPerformance(n, points, average, rating, round_half_up(rating), None)
