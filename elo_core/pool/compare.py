"""Compares two members against each other, and one season under two systems.

- :func:`head_to_head`: every game between two members with each side's change, and the score
  from the first member's side.
- :func:`compare_ranks`: the same season's ranks under two systems side by side, and who moves:
  ``moved`` is the places a member climbs under the other system (2 from 5th to 3rd), ``None``
  where a member is ranked under one system only (a first rating one gives and the other not
  yet, or Glicko-2's 1500 for everyone).
"""

from __future__ import annotations

from typing import NamedTuple

from elo_core.games import NotRated
from elo_core.pool.standings import GameChange, SeasonRating

__all__ = ["HeadToHead", "RankMove", "compare_ranks", "head_to_head"]


class HeadToHead(NamedTuple):
    """Sums up two members' games against each other, from the first member's side."""

    first: str
    second: str
    games: tuple[GameChange, ...]
    """Every game between them in the rating order, forfeits included."""
    wins: int
    """Games played over the board that the first member won."""
    draws: int
    losses: int
    points: float
    """The first member's points over the board."""
    opponent_points: float
    forfeits: int
    """Games between them lost by forfeit (one side or both); listed, never rated."""
    change: float
    """The first member's changes from these games, added up (where rated)."""
    opponent_change: float


def head_to_head(rating: SeasonRating, first: str, second: str) -> HeadToHead:
    """Returns the games between the members called ``first`` and ``second``; raises ``KeyError``
    for a name that is no member."""
    if second not in rating.season.member_index:
        raise KeyError(second)
    games = tuple(change for change in rating.games(first)
                  if {change.game.white, change.game.black} == {first, second})
    wins = draws = losses = forfeits = 0
    points = opponent_points = change_sum = opponent_change = 0.0
    for change in games:
        game, outcome = change.game, change.game.outcome
        white = game.white == first
        if outcome.not_rated is NotRated.FORFEIT:
            forfeits += 1
            continue
        mine, theirs = (outcome.white, outcome.black) if white else (outcome.black, outcome.white)
        points += mine
        opponent_points += theirs
        wins += mine == 1.0
        draws += mine == 0.5
        losses += mine == 0.0
        own, other = ((change.white_change, change.black_change) if white
                      else (change.black_change, change.white_change))
        change_sum += own or 0.0
        opponent_change += other or 0.0
    return HeadToHead(first, second, games, wins, draws, losses, points, opponent_points,
                      forfeits, change_sum, opponent_change)


class RankMove(NamedTuple):
    """Holds a member's rank under two systems."""

    name: str
    rank: int | None
    """Under the first system; ``None`` unranked (no rating)."""
    other_rank: int | None
    rating: float | None
    other_rating: float | None
    moved: int | None
    """Places climbed under the other system (``rank − other_rank``): 0 stays, negative falls;
    ``None`` where a member is ranked under one system only."""


def compare_ranks(one: SeasonRating, other: SeasonRating) -> tuple[RankMove, ...]:
    """Ranks every member of the season rated twice (``one`` and ``other``, rated from the same
    season, or from it with other start ratings: :func:`~elo_core.pool.rating.with_starts`), in
    ``one``'s ranking order."""
    if one.season.days is not other.season.days or one.season.members != other.season.members:
        raise ValueError("the two ratings are of different seasons")
    moves = []
    for standing in one.ranking():
        theirs = other.standings[standing.member]
        moved = (None if standing.rank is None or theirs.rank is None
                 else standing.rank - theirs.rank)
        moves.append(RankMove(standing.name, standing.rank, theirs.rank, standing.rating,
                              theirs.rating, moved))
    return tuple(moves)
