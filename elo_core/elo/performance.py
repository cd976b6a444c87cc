"""Computes the performance rating, the rating a series of results was worth, in three ways.

- FIDE (Title Regulations B.01 §1.4.7–1.4.9, the same table as B.02 §8.1.1): Rp = Ra + dp, Ra the
  average opponent rating rounded to whole (0.5 up), p the percentage score rounded to whole
  (0.5 up), dp from table 8.1.1; 100 % gives +800 and 0 % gives −800, "notionally".
- Exact: the rating at which the expected points by the logistic formula equal the points
  scored. It does not exist at 0 % or 100 %.
- Linear, the "rule of 400": (Σ opponent ratings + 400 × (wins − losses)) / games.
"""

from __future__ import annotations

import math
from collections import Counter, deque
from collections.abc import Iterable, Iterator, Mapping
from fractions import Fraction
from typing import NamedTuple

from elo_core.elo.expectation import LOGISTIC_SCALE
from elo_core.elo.tables import rating_difference_for_percentage
from elo_core.games import LOSS, WIN, Game
from elo_core.rounding import round_half_up

__all__ = ["Performance", "fide_rp", "performance"]

_LN10 = math.log(10.0)


class Performance(NamedTuple):
    """Holds the three performance ratings of one series (``None`` where one is not defined)."""

    games: int
    points: float
    fide: int | None
    exact: float | None
    linear: float | None


def weighted_sum(counts: Mapping[float, int]) -> Fraction:
    """Returns the exact sum of ratings, each counted as often as ``counts`` says (whole ratings,
    the usual case, add up as integers)."""
    if all(float(r).is_integer() for r in counts):
        return Fraction(sum(int(r) * n for r, n in counts.items()))
    return sum((Fraction(r) * n for r, n in counts.items()), Fraction(0))


class PlayedGames:
    """The played games of a list as the performance ratings need them, counted one game at a
    time: the points, the wins and losses, and how many games were played against each rating
    (``by_rating``: at most 3,401 whole ratings, however long the list)."""

    __slots__ = ("by_rating", "games", "losses", "points", "wins")

    def __init__(self) -> None:
        self.by_rating: Counter[float] = Counter()
        self.games = self.wins = self.losses = 0
        self.points = 0.0

    def count(self, games: Iterable[Game]) -> Iterator[Game]:
        """Counts the played games among ``games`` (unplayed rounds are never rated, B.02
        §5.1), passing every game on."""
        points, wins, losses = self.points, self.wins, self.losses
        counts: dict[float, int] = {}  # a plain dict counts quicker than the Counter
        counted = counts.get
        try:
            for game in games:
                rating = game.opponent_rating
                if game.unplayed is None and rating is not None:
                    counts[rating] = counted(rating, 0) + 1
                    score = game.score
                    points += score
                    if score == WIN:
                        wins += 1
                    elif score == LOSS:
                        losses += 1
                yield game
        finally:
            self.by_rating.update(counts)
            self.points, self.wins, self.losses = points, wins, losses
            self.games = self.by_rating.total()

    def performance(self) -> Performance:
        """Returns all three performance ratings of the games counted."""
        return Performance(self.games, self.points, fide_performance(self),
                           exact_performance(self), linear_performance(self))


def fide_performance(played: PlayedGames) -> int | None:
    """Returns the FIDE performance Rp = Ra + dp by B.01 §1.4.7–1.4.9, or ``None`` without games."""
    if played.games == 0:
        return None
    return fide_rp(played.games, played.points, weighted_sum(played.by_rating))


def fide_rp(games: int, points: float, opponents: Fraction | float) -> int:
    """Works out Rp = Ra + dp by B.01 §1.4.7–1.4.9 for ``points`` in ``games`` (at least one)
    against opponents whose ratings add up to ``opponents``. Ra is their average and p the
    percentage score, each rounded to whole with 0.5 up; dp comes from table 8.1.1.

    Whole sums (whole ratings, the usual case) and points in halves are worked exactly in whole
    numbers, ⌊(2S + n) / 2n⌋, a fraction as a fraction; a float sum with a fraction (ratings
    kept at full precision, added up as floats) is divided as a float, which is as exact as
    the sum itself."""
    if isinstance(opponents, float) and opponents.is_integer():
        opponents = int(opponents)
    if isinstance(opponents, int) or (isinstance(opponents, Fraction)
                                      and opponents.denominator == 1):
        average = (2 * int(opponents) + games) // (2 * games)
    else:
        average = round_half_up(opponents / games)
    halves = points * 2
    if float(halves).is_integer():
        percent = (int(halves) * 100 + games) // (2 * games)
    else:
        percent = round_half_up(Fraction(points) * 100 / games)
    return average + rating_difference_for_percentage(percent)


def exact_performance(played: PlayedGames) -> float | None:
    """Returns the rating R with Σ E(R − opponent) = points (logistic formula); ``None`` at 0 % or
    100 %.

    Newton's method on the opponents grouped by rating: a few passes over the distinct ratings,
    however many games there are.
    """
    n, points = played.games, played.points
    if n == 0 or points <= 0 or points >= n:
        return None
    groups = played.by_rating.items()
    rating = (float(weighted_sum(played.by_rating)) / n
              + LOGISTIC_SCALE * math.log10(points / (n - points)))
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


def linear_performance(played: PlayedGames) -> float | None:
    """Returns the linear performance (Σ opponents + 400 × (wins − losses)) / games, from the exact
    sum; ``None`` without games."""
    if played.games == 0:
        return None
    return float((weighted_sum(played.by_rating) + 400 * (played.wins - played.losses))
                 / played.games)


def performance(games: Iterable[Game]) -> Performance:
    """Works out all three performance ratings of the played games in ``games``.

    Take 2½ points from 4 games against 1800 (won), 1900 (won), 2000 (drawn) and 2100 (lost).
    FIDE's (B.01 1.4.7–1.4.9): Ra = 7800 / 4 = 1950, p = 62.5 % rounded up to 63 %, dp = +95
    by table 8.1.1, so Rp = 2045. The linear one: (7800 + 400 × (2 − 1)) / 4 = 2050. The exact
    one is the rating at which the logistic expected scores add up to the 2½ points:

    >>> from elo_core import Game, logistic_expected_score, performance
    >>> rated = performance([Game(1800, 1), Game(1900, 1), Game(2000, 0.5), Game(2100, 0)])
    >>> rated.fide, rated.linear
    (2045, 2050.0)
    >>> round(sum(logistic_expected_score(rated.exact - r) for r in (1800, 1900, 2000, 2100)), 9)
    2.5
    """
    played = PlayedGames()
    deque(played.count(games), maxlen=0)
    return played.performance()
