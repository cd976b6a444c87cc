"""A first rating for a player new to the list (FIDE B.02 §7.1.4 and §8.2, since 1 March 2024).

- At least 5 games against rated opponents; a first event with zero points is disregarded.
- Ra is the average rating of the rated opponents plus two hypothetical opponents rated 1800,
  both counted as draws; p the percentage score over all of them, rounded to whole (0.5 up).
- Ru = Ra + dp (table 8.1.1), rounded to whole (0.5 up); at most 2200; the lowest published
  rating is 1400, so a lower Ru gives no rating.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum
from fractions import Fraction
from typing import NamedTuple

from elo_core.games import Game, played_opponents
from elo_core.performance import exact_sum
from elo_core.rounding import round_half_up
from elo_core.tables import rating_difference_for_percentage

MIN_GAMES = 5
HYPOTHETICAL_OPPONENT = 1800
HYPOTHETICAL_GAMES = 2
HIGHEST_FIRST_RATING = 2200
LOWEST_RATING = 1400


class NoRating(StrEnum):
    """Why no first rating results."""

    TOO_FEW_GAMES = "too-few-games"
    ZERO_POINTS = "zero-points"
    BELOW_FLOOR = "below-floor"


class FirstRating(NamedTuple):
    """The first rating, or why there is none, with the steps that led there."""

    games: int
    points: float
    average_opponent: float
    """Ra, with the two hypothetical 1800 opponents."""
    percent: int
    dp: int
    rating: int | None
    capped_at_2200: bool
    reason: NoRating | None


def first_rating(games: Sequence[Game]) -> FirstRating:
    """The first rating from a new player's played games against rated opponents."""
    played = [g for g in games if g.played]
    n = len(played)
    points = sum(g.score for g in played)
    total_games = n + HYPOTHETICAL_GAMES
    ratings = exact_sum(played_opponents(played))
    average = (ratings + HYPOTHETICAL_GAMES * HYPOTHETICAL_OPPONENT) / total_games
    draws = Fraction(HYPOTHETICAL_GAMES, 2)
    percent = round_half_up((Fraction(points) + draws) * 100 / total_games)
    dp = rating_difference_for_percentage(percent)
    reason: NoRating | None = None
    rating: int | None = None
    capped = False
    if n < MIN_GAMES:
        reason = NoRating.TOO_FEW_GAMES
    elif points == 0:
        reason = NoRating.ZERO_POINTS
    else:
        raw = round_half_up(average + dp)
        capped = raw > HIGHEST_FIRST_RATING
        rating = min(raw, HIGHEST_FIRST_RATING)
        if rating < LOWEST_RATING:
            rating, reason = None, NoRating.BELOW_FLOOR
    return FirstRating(n, points, float(average), percent, dp, rating, capped, reason)
