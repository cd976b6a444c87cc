"""Evaluates one event for an established player, by the WO the event's last day picks.

An event is evaluated as a whole, against the DWZ R0 before it (WO 2.2.2, 2.2.3): every rated
game's P(D) from R0, W and We over the event (We as the DSB publishes it, each P(D) to three
decimals as its table gives it; the exact We is kept beside it), then

- old WO (last day up to 7 June 2026): Rn = R0 + 800 (W − We) / (E + n)
  (:mod:`~elo_core.dwz.old_wo`);
- new WO (last day from 8 June 2026): Rn = R0 + K (W − We), at least 1100
  (:mod:`~elo_core.dwz.new_wo`).

The new DWZ is whole: R0 plus the exact change, rounded half up (both implementations round the
new DWZ as a whole, half away from zero, which for a positive DWZ is half up), so a change of
−12.5 from 1200 gives 1188. The change is worked exactly from the floats of W and We, as a
numerator and a denominator in whole numbers, so a half is a half: 400 / 32 = 12.5 is rounded
up, not by chance. With no rated game there is nothing to evaluate: the DWZ and its Index stay
as they were (the Index counts evaluations, WO 2.2.4).
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import date
from fractions import Fraction
from typing import NamedTuple

from elo_core.dwz.age import AgeGroup, age_group, dwz_age
from elo_core.dwz.counting import DwzGames, DwzTally, count_dwz_games
from elo_core.dwz.expectation import TABLE_UNIT
from elo_core.dwz.new_wo import NEW_WO_FLOOR, KFactor, dwz_k_factor, new_wo_ratio
from elo_core.dwz.old_wo import DevelopmentCoefficient, development_coefficient, old_wo_ratio
from elo_core.dwz.performance import DwzPerformance, counted_performance, tally_performance
from elo_core.dwz.wo import WO, wo_for
from elo_core.games import Game

__all__ = ["OTHER_RATING_INDEX", "DwzEvaluation", "evaluate_dwz", "evaluate_dwz_tally"]

#: WO 2.2.4: the Index a player has on the list whose DWZ came from another rating (a FIDE
#: rating) rather than from evaluations; what a DWZ whose Index is not known is taken to have.
OTHER_RATING_INDEX = 6


class DwzEvaluation(NamedTuple):
    """Holds an event's evaluation for a player with a DWZ, with every value the formula uses."""

    wo: WO
    wo_requested: bool
    """The WO was asked for; otherwise the last day chose it."""
    last_day: date
    rating: int
    """R0, the DWZ before the event."""
    rating_index: int
    """The Index of R0 (``index`` would hide the tuple's own method)."""
    birth_year: int | None
    age: int | None
    """The event's end year minus the birth year; ``None`` without a birth year."""
    age_group: AgeGroup
    games: DwzGames
    """Every game, with D and P(D) from R0 for the rated ones, and why the others are not; n
    and W (``games.n``, ``games.points``)."""
    expected: float
    """We as the DSB publishes it and rates by it: Σ P(D), each to three decimals as its table
    gives it (:func:`~elo_core.dwz.expectation.dwz_published_points`)."""
    exact_expected: float
    """We = Σ P(D) of the exact normal distribution, shown beside the published one."""
    e: DevelopmentCoefficient | None
    """The old WO's E and its parts; ``None`` under the new WO or without rated games."""
    k: KFactor | None
    """The new WO's K and its parts; ``None`` under the old WO or without rated games."""
    change: float
    """The exact change before rounding: 800 (W − We) / (E + n), or K (W − We)."""
    unrounded_rating: float
    """R0 + ``change``."""
    floored: bool
    """New WO: the rounded DWZ was below 1100 and is 1100."""
    new_rating: int
    new_index: int
    """The Index after the event: one more where a game was rated."""
    performance: DwzPerformance
    """The Leistung Rh of the same games (WO 3.6)."""

    @property
    def rounded_change(self) -> int:
        """The new DWZ minus the old."""
        return self.new_rating - self.rating

    @property
    def evaluated(self) -> bool:
        """At least one game was rated."""
        return self.games.n > 0


#: A :class:`DwzEvaluation` from a tuple of all its fields, without the keyword handling of its
#: constructor: a national pool's season evaluates millions.
_new_evaluation = tuple.__new__


def evaluate_dwz(
    rating: int,
    index: int,
    games: Iterable[Game],
    last_day: date,
    birth_year: int | None = None,
    wo: WO | None = None,
) -> DwzEvaluation:
    """Evaluates ``games``, one event ending on ``last_day``, for a player with DWZ ``rating``
    and ``index`` (born in ``birth_year``; ``None``: over 25), by the WO in force on
    ``last_day`` or by ``wo``. A birth year after the event's year is a ``ValueError``.

    A player who starts from a FIDE rating instead of a DWZ has Index 6 on the list
    (WO 2.2.4), but the old WO's E is then bounded with Index 1 (Anhang 1.2): pass 1 there.

    A published example of the old WO (sk-troisdorf.de): two youths rated 1000 and 1200, and
    the 1000 wins. The 1000 expects P(−200) = 0.240 (WO 3.3.1, the table's three decimals).
    Aged 14, J = 5, so E0 = 1⁴ + 5 = 6; a youth at or above expectation is accelerated by
    fB = 1000 / 2000 = 0.5, so E = 3, raised to the least E, 5 (Anhang 1.2). The new DWZ is
    1000 + 800 × (1 − 0.240) / (5 + 1) = 1101.3, so 1101 (WO 3.5.2). The 1200 expects 0.760,
    E0 = 1.2⁴ + 5 = 7.07; below 1300 and below expectation it is braked by
    SBr = e^((1300 − 1200) / 150) − 1 = 0.95, so E = 8, and it ends at
    1200 − 800 × 0.760 / 9 = 1132.4, so 1132:

    >>> from datetime import date
    >>> from elo_core import Game, evaluate_dwz
    >>> won = evaluate_dwz(1000, 3, [Game(1200, 1)], date(2026, 3, 14), birth_year=2012)
    >>> won.expected, won.e.e, won.new_rating
    (0.24, 5, 1101)
    >>> lost = evaluate_dwz(1200, 3, [Game(1000, 0)], date(2026, 3, 14), birth_year=2012)
    >>> lost.expected, lost.e.e, lost.new_rating
    (0.76, 8, 1132)

    By the new WO (an event ending on 12 September 2026), an adult rated 1600 with Index 12
    scores 2½ against 1700, 1650, 1550 and 1500, where P(D) adds up to
    0.362 + 0.430 + 0.570 + 0.638 = 2.000. K0 is 28 (26 and older below 2000, Index above 10),
    with no braking (W ≥ We) and no surcharge (not below 1600): 1600 + 28 × 0.5 = 1614:

    >>> games = [Game(1700, 1), Game(1650, 0.5), Game(1550, 0.5), Game(1500, 0.5)]
    >>> adult = evaluate_dwz(1600, 12, games, date(2026, 9, 12), birth_year=1990)
    >>> adult.wo.value, adult.expected, adult.k.k, adult.new_rating
    ('new', 2.0, 28.0, 1614)
    """
    listed = games if isinstance(games, list) else list(games)
    counted = count_dwz_games(listed, rating)
    return _evaluated(rating, index, counted, counted_performance(counted), last_day,
                      birth_year, wo)


def evaluate_dwz_tally(
    rating: int,
    index: int,
    tally: DwzTally,
    last_day: date,
    birth_year: int | None = None,
    wo: WO | None = None,
) -> DwzEvaluation:
    """Applies :func:`evaluate_dwz` to games counted one at a time by ``tally``, in bounded memory
    however many there are: every value the same, but ``games`` has only the counts and We,
    no rows and no opponents (:func:`~elo_core.dwz.counting.dwz_rows` from ``rating`` gives
    the rows, from a second reading of the games). The evaluation needs no more: the event is
    evaluated as a whole, W, We and n are sums over its games, and the performance reads the
    opponents as a count for each DWZ."""
    return _evaluated(rating, index, tally.games(rating), tally_performance(tally), last_day,
                      birth_year, wo)


def _evaluated(rating: int, index: int, counted: DwzGames, performance: DwzPerformance,
               last_day: date, birth_year: int | None, wo: WO | None) -> DwzEvaluation:
    """Evaluates the games ``counted`` from ``rating`` (with their We), whose Leistung is
    ``performance``: Rn by the WO ``last_day`` picks or by ``wo``."""
    chosen = wo_for(last_day) if wo is None else wo
    age = dwz_age(last_day.year, birth_year)
    group = age_group(age)
    w, n = counted.points, counted.n
    we, exact = counted.expected, counted.exact_expected
    assert we is not None and exact is not None, "counted from the rating"
    # the published We is a sum of thousandths: its exact decimal decides a half
    published = Fraction(round(we * TABLE_UNIT), TABLE_UNIT)
    e: DevelopmentCoefficient | None = None
    k: KFactor | None = None
    top, bottom = 0, 1
    if n and chosen is WO.OLD:
        e = development_coefficient(rating, index, group, w, we)
        top, bottom = old_wo_ratio(w, published, e.e, n)
    elif n:
        k = dwz_k_factor(rating, index, group, w, we)
        top, bottom = new_wo_ratio(w, published, k.k)
    after = rating * bottom + top  # R0 + change, over ``bottom``
    rounded = (2 * after + bottom) // (2 * bottom)  # ⌊R0 + change + ½⌋, exactly
    floored = n > 0 and chosen is WO.NEW and rounded < NEW_WO_FLOOR
    new_rating = NEW_WO_FLOOR if floored else rounded
    return _new_evaluation(DwzEvaluation, (
        chosen, wo is not None, last_day, rating, index, birth_year, age, group, counted, we,
        exact, e, k, top / bottom, after / bottom, floored, new_rating, index + 1 if n else index,
        performance))
