"""An event's games as the DWZ counts them: which are rated, and why the others are not.

A game counts when it was played over the board against an opponent with a DWZ. A forfeit or a
bye is not a game and is never rated (which is why the WO has organisers mark them, WO 6.1:
"die kampflos entstandenen Resultate sind unbedingt als solche zu kennzeichnen"); nor is a game
against an opponent without a DWZ, since the games evaluated are those among the "Auswahl II"
(WO 3.4.1.2), and an opponent who gets a first DWZ in the same event is not known to one
player's list. Each game left out keeps its reason (:class:`~elo_core.games.NotRated`).
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from typing import NamedTuple

from elo_core.dwz.expectation import ERF_SCALE
from elo_core.games import Game, NotRated, unplayed_reason

__all__ = ["DwzGame", "DwzGames", "count_dwz_games"]


class DwzGame(NamedTuple):
    """One game of the list as the DWZ counts it."""

    game: Game
    difference: float | None
    """D: the player's DWZ minus the opponent's; ``None`` for a game not rated, or where the
    player's DWZ is not known yet."""
    expected: float | None
    """P(D) (WO 3.3.1); ``None`` where D is."""
    not_rated: NotRated | None
    """Why the game does not count; ``None`` for a rated game."""


class DwzGames(NamedTuple):
    """The list's games, and the rated ones' count, points and opponents."""

    rows: tuple[DwzGame, ...]
    n: int
    """The rated games (the formulas' n)."""
    points: float
    """W: the points scored in rated games."""
    opponents: tuple[float, ...]
    """The rated games' opponents' DWZ, in the list's order."""
    expected: float | None = None
    """We = Σ P(D) from the player's DWZ, where it was given, summed exactly as
    :func:`~elo_core.dwz.expectation.dwz_expected_points` sums it."""


#: A :class:`DwzGame` (or :class:`DwzGames`) from a tuple of all its fields, without the
#: keyword handling of its constructor: a national pool's season counts millions.
_new_row = tuple.__new__


def count_dwz_games(games: Iterable[Game], rating: float | None = None) -> DwzGames:
    """Every game of ``games`` with whether it counts, and, given the player's ``rating``, each
    rated game's D and P(D)."""
    rows: list[DwzGame] = []
    opponents: list[float] = []
    halves: list[float] = []
    points = 0.0
    for game in games:
        opponent = game.opponent_rating
        if game.unplayed is not None:
            rows.append(DwzGame(game, None, None, unplayed_reason(game.unplayed)))
        elif opponent is None:
            rows.append(DwzGame(game, None, None, NotRated.OPPONENT_UNRATED))
        elif rating is None:
            opponents.append(opponent)
            points += game.score
            rows.append(DwzGame(game, None, None, None))
        else:
            opponents.append(opponent)
            points += game.score
            difference = rating - opponent
            half = 0.5 * math.erf(difference / ERF_SCALE)  # P(D) = ½ + ½ erf(D / 400)
            halves.append(half)
            rows.append(_new_row(DwzGame, (game, difference, 0.5 + half, None)))
    expected = None if rating is None else math.fsum([0.5] * len(halves) + halves)
    return _new_row(DwzGames, (tuple(rows), len(opponents), points, tuple(opponents), expected))
