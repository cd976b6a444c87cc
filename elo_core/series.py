"""A series of games against one start rating, in the two ways ratings are kept.

- Rating period (FIDE B.02 §8.3.2, §8.3.4): every game is computed against the rating on the list
  in force; the changes K × (score − PD) are summed and, under a rounding rule set, the sum is
  rounded once, a half away from zero. Under the table the sum is exact: whole hundredths.
- Sequential (as online sites do): the rating is updated after every game, at full precision.
  Every update is a period of one game, so §8.3.3's K × n ≤ 700 never cuts K there.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum
from fractions import Fraction
from typing import NamedTuple

from elo_core.games import Game
from elo_core.kfactor import KUsed, PlayerFacts, resolve_k
from elo_core.mode import Mode
from elo_core.rounding import round_half_away_from_zero
from elo_core.rules import RuleSet, expectancy, is_rated


class NotRated(StrEnum):
    """Why a game does not count."""

    UNPLAYED = "unplayed"
    """A forfeit or a bye: not played over the board (B.02 §5.1)."""
    RAPID_GAP = "rapid-gap"


class GameRow(NamedTuple):
    """One game as it was counted."""

    game: Game
    rating_before: float
    """The rating the game was computed against."""
    expected: float | None
    difference: float | None
    """Own rating minus the opponent's, as counted (after the 400-point rule)."""
    capped: bool
    change: float
    """K × (score − expected); 0 for a game that is not rated."""
    rating_after: float
    """Start rating plus the changes so far (unrounded): the trajectory."""
    not_rated: NotRated | None


class SeriesReport(NamedTuple):
    """The outcome of a series under one mode and one rule set."""

    mode: Mode
    rules: RuleSet
    start_rating: float
    k: KUsed
    rows: tuple[GameRow, ...]
    points: float
    """Points scored in rated games."""
    expected_points: float
    change: float
    """The exact, unrounded change."""
    rounded_change: int | None
    """The change as published under a rounding rule set (rating period only)."""
    new_rating: float

    @property
    def rated_games(self) -> int:
        """How many games counted."""
        return sum(1 for row in self.rows if row.not_rated is None)


def rated_game_count(rating: float, games: Sequence[Game], rules: RuleSet) -> int:
    """The n of K × n ≤ 700: games that will be rated, judged from the start rating."""
    return sum(
        1 for g in games
        if g.played and g.opponent_rating is not None
        and is_rated(rating, g.opponent_rating, rules)
    )


def rate_series(
    start_rating: float,
    games: Sequence[Game],
    k: float | PlayerFacts,
    rules: RuleSet,
    mode: Mode = Mode.PERIOD,
) -> SeriesReport:
    """Rate ``games`` from ``start_rating`` in ``mode`` under ``rules`` with K (or K's facts)."""
    k_used = resolve_k(k, rated_game_count(start_rating, games, rules), rules, mode)
    k_eff = k_used.effective
    sequential = mode is Mode.SEQUENTIAL
    rows: list[GameRow] = []
    rating = start_rating
    running = 0.0
    points = 0.0
    expected_points = 0.0
    delta_hundredths = 0
    exact = True
    for game in games:
        opponent = game.opponent_rating
        if not game.played or opponent is None or not is_rated(rating, opponent, rules):
            reason = NotRated.RAPID_GAP if game.played else NotRated.UNPLAYED
            rows.append(
                GameRow(game, rating, None, None, False, 0.0, start_rating + running, reason)
            )
            continue
        view = expectancy(rating, opponent, rules)
        change = k_eff * (game.score - view.expected)
        if view.hundredths is None:
            exact = False
        else:
            delta_hundredths += round(game.score * 100) - view.hundredths
        points += game.score
        expected_points += view.expected
        running += change
        rows.append(
            GameRow(
                game, rating, view.expected, view.difference, view.capped, change,
                start_rating + running, None,
            )
        )
        if sequential:
            rating = start_rating + running
    if exact and not sequential:
        total: Fraction | float = Fraction(str(k_eff)) * delta_hundredths / 100
    else:
        total = running
    rounded = (
        round_half_away_from_zero(total) if rules.rounds_change and not sequential else None
    )
    new_rating = start_rating + (rounded if rounded is not None else float(total))
    return SeriesReport(
        mode, rules, start_rating, k_used, tuple(rows), points, expected_points,
        float(total), rounded, new_rating,
    )
