"""Works out a norm's performance: the opponents' ratings after the floor, their average, the
percentage score and Rp (FIDE Handbook B.01, 1.4.6 to 1.4.9), and the least score that is a title
result.

- 1.4.6d: an unrated opponent counts as 1400; 1.4.6b–c: if opponents are below the title's
  floor, only the lowest-rated one is raised to it (an unrated opponent, at 1400, is usually
  that one; a second stays at 1400).
- 1.4.7: Ra is the sum of the ratings so adjusted divided by the number of games, rounded to
  the nearest whole number, 0.5 upward (2379.5 → 2380).
- 1.4.9: p is the score as a percentage of the games, rounded to the nearest whole number,
  0.5% upward (62.5% → 63%); dp is read from the table for p, which is FIDE's table 8.1.1 as
  :func:`elo_core.elo.tables.rating_difference_for_percentage` holds it (the two tables are
  the same, all 101 entries).
- 1.4.8: Rp = Ra + dp. B.01 gives the minima as 2599.5, 2449.5, … "prior to rounding"; as dp
  is whole, that is the same test as Ra rounded + dp ≥ 2600.
- 1.4.8b: the score is at least 35% of the games, exactly (3.5 of 9, 5 of 13: 4.5 of 13 is
  34.6%), as Sharly Chess's and cigan's tests read it.
"""

from __future__ import annotations

from collections.abc import Sequence

from elo_core.elo.tables import rating_difference_for_percentage
from elo_core.norms.counted_games import UNRATED_RATING, NormGame
from elo_core.norms.titles import NormTitle

__all__ = ["adjusted_ratings", "average_rating", "least_title_score", "minimum_score",
           "norm_performance", "percentage"]

#: 1.4.8b: the least score, as a share of the games.
MINIMUM_SHARE = (35, 100)


def adjusted_ratings(games: Sequence[NormGame], title: NormTitle) -> list[int]:
    """Gives the opponents' ratings as the average takes them, in the games' order: an unrated
    opponent counts as 1400 (1.4.6d), and then the one lowest rating below the title's floor is
    raised to the floor (1.4.6b–c)."""
    ratings = [UNRATED_RATING if g.rating is None else g.rating for g in games]
    floor = title.rule.floor
    if ratings and (lowest := min(ratings)) < floor:
        ratings[ratings.index(lowest)] = floor
    return ratings


def average_rating(total: int, games: int) -> int:
    """Works out Ra: ``total`` divided by ``games`` (at least one), rounded to whole, 0.5 up
    (1.4.7)."""
    return (2 * total + games) // (2 * games)


def percentage(points: float, games: int) -> int:
    """Works out p: ``points`` (in halves) as a percentage of ``games``, rounded to whole, 0.5
    up (1.4.9, note)."""
    return (round(2 * points) * 100 + games) // (2 * games)


def norm_performance(points: float, games: int, total: int) -> int:
    """Works out Rp = Ra + dp for ``points`` in ``games`` against adjusted ratings that add up
    to ``total`` (1.4.8, 1.4.9)."""
    return (average_rating(total, games)
            + rating_difference_for_percentage(percentage(points, games)))


def minimum_score(games: int) -> float:
    """Gives the least score that is 35 % of ``games``, in half points (1.4.8b): 3.5 of 9, 5 of
    13."""
    share, whole = MINIMUM_SHARE
    return -(-2 * share * games // whole) / 2


def least_title_score(games: int, total: int, title: NormTitle) -> float | None:
    """Finds the least score, in half points, that makes a title result in ``games`` against
    adjusted ratings that add up to ``total``: Rp reaches the title's and the score is at least
    35 % (1.4.8, 1.4.8b). It gives ``None`` where the average is below the title's minimum
    (1.4.8a), or where not even a full score reaches the title's Rp."""
    if average_rating(total, games) < title.rule.average:
        return None
    for halves in range(int(2 * minimum_score(games)), 2 * games + 1):
        if norm_performance(halves / 2, games, total) >= title.rule.performance:
            return halves / 2
    return None
