"""Draws what a simulated round leaves to chance: an unknown opponent, the colour, the result
(FIDE's model, :mod:`~elo_core.forecast.model`), for many runs at once.

- An unknown opponent comes from the event's own players as a Swiss pairs them: within the
  player's score group. Each player the forecast's player has not met (and who has not left)
  is drawn with the chance that their score equals the player's when that round is paired,
  their games in between taken as even games (a win or a loss 0.3186 each and a draw 0.3628:
  the model's 2000 v 2000, colours averaged); where nobody can have that score, the nearest
  scores are drawn from. Nobody is met twice (C.04.1 b). Or, where the user gives a rating
  band, an opponent rated anywhere in it, each rating as likely, of no known title or
  federation.
- The colour of a game not given is the one a Swiss gives (C.04.1 e–f, in short): the colour
  that evens the player's balance of whites and blacks, else the other one of the last game,
  else either, by lot.
  A game given without its colour is White or Black by lot, each as likely.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import NamedTuple

import numpy as np

from elo_core.forecast.model import chance_arrays, game_chances
from elo_core.forecast.standing import (
    NextGame,
    Opponent,
    Planned,
    PlayerStanding,
    event_opponent,
    standing,
)
from elo_core.games import Colour
from elo_core.trf.records import Tournament

__all__ = ["RatingBand"]

#: Each result of an even game, in half points (0, 1, 2): the model's 2000 v 2000, colours
#: averaged.
_EVEN = game_chances(2000, 2000)
_EVEN_GAME = np.array([(_EVEN.white_win + _EVEN.black_win) / 2, _EVEN.draw,
                       (_EVEN.white_win + _EVEN.black_win) / 2])
WHITE, BLACK = 1, -1


class RatingBand(NamedTuple):
    """Describes unknown opponents rated from ``low`` to ``high``, each rating as likely."""

    low: int
    high: int


@cache
def _halves_gained(games: int) -> np.ndarray:
    """Returns the chance of each number of half points (0 to 2 × ``games``) in ``games`` even
    games."""
    chances = np.ones(1)
    for _ in range(games):
        chances = np.convolve(chances, _EVEN_GAME)
    return chances


class OpponentPool:
    """The event's players an unknown opponent is drawn from, with their points now."""

    def __init__(self, opponents: Sequence[Opponent], points: Sequence[float]) -> None:
        self.opponents = tuple(opponents)
        self.halves = np.array([round(2 * p) for p in points], dtype=np.int64)
        self.strengths = np.array([o.strength for o in opponents], dtype=float)
        self._weights: dict[tuple[int, int], np.ndarray] = {}

    def weights(self, games_between: int, halves: int) -> np.ndarray:
        """Returns each player's chance, up to a factor, of having ``halves`` half points after
        ``games_between`` more games; the nearest scores where nobody can have it."""
        key = (games_between, halves)
        found = self._weights.get(key)
        if found is None:
            gained = _halves_gained(games_between)
            need = halves - self.halves
            reachable = (need >= 0) & (need < len(gained))
            found = np.where(reachable, gained[np.clip(need, 0, len(gained) - 1)], 0.0)
            if not found.any():
                gap = np.maximum(-need, need - (len(gained) - 1))
                found = (gap == gap.min()).astype(float)
            self._weights[key] = found
        return found

    def draw(self, games_between: int, halves: np.ndarray, met: np.ndarray,
             rng: np.random.Generator) -> np.ndarray:
        """Draws one opponent's index in the pool for each run, the run's player having ``halves``
        half points. ``met`` holds each run's opponents drawn already (runs × rounds, -1 for none),
        none drawn again where anyone else can be."""
        scores, inverse = np.unique(halves, return_inverse=True)
        weights = np.stack([self.weights(games_between, int(s)) for s in scores])[inverse]
        rows, rounds = np.nonzero(met >= 0)
        weights[rows, met[rows, rounds]] = 0.0
        empty = np.logical_not(weights.any(axis=1))
        if empty.any():
            weights[empty] = 1.0
            again = empty[rows]
            weights[rows[again], met[rows[again], rounds[again]]] = 0.0
            weights[~weights.any(axis=1)] = 1.0
        cumulative = np.cumsum(weights, axis=1)
        roll = rng.random(len(halves)) * cumulative[:, -1]
        drawn: np.ndarray = (cumulative <= roll[:, None]).sum(axis=1)
        return drawn


def opponent_pool(tournament: Tournament, state: PlayerStanding,
                  planned: Sequence[Planned]) -> OpponentPool:
    """Returns the event's players an unknown opponent can be: not the player, not met, not left,
    not an opponent given for another round."""
    given = {p.opponent.start_rank for p in planned if isinstance(p, NextGame)}
    barred = state.met | given | {state.player.start_rank}
    others = [standing(p, state.after_round) for p in tournament.players
              if p.start_rank not in barred]
    stay = [s for s in others if not s.left]
    return OpponentPool([event_opponent(s.player) for s in stay], [s.points for s in stay])


def colours_due(balance: np.ndarray, last: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    """Returns the colour a Swiss gives each run's player (``WHITE`` or ``BLACK``). ``balance`` is
    whites less blacks so far, and ``last`` is the colour of the last game (0 for none)."""
    alternate = np.where(last == 0, by_lot(len(balance), rng), -last)
    return np.where(balance > 0, BLACK, np.where(balance < 0, WHITE, alternate))


def by_lot(runs: int, rng: np.random.Generator) -> np.ndarray:
    """Draws a colour for each run, ``WHITE`` or ``BLACK``, each as likely."""
    drawn: np.ndarray = np.where(rng.random(runs) < 0.5, WHITE, BLACK)
    return drawn


def colour_sign(colour: Colour) -> int:
    """Returns the sign that stands for ``colour``: ``WHITE`` or ``BLACK``."""
    return WHITE if colour is Colour.WHITE else BLACK


def history(colours: Sequence[Colour]) -> tuple[int, int]:
    """Returns a player's balance of whites less blacks and the sign of the last colour."""
    signs = [colour_sign(c) for c in colours]
    return sum(signs), (signs[-1] if signs else 0)


def results(strength: float, opponents: np.ndarray, colours: np.ndarray,
            rng: np.random.Generator) -> np.ndarray:
    """Draws each run's result for the player of ``strength`` against ``opponents`` (strengths) with
    ``colours`` (``WHITE``/``BLACK``), in half points: 2 a win, 1 a draw, 0 a loss."""
    own = np.full(len(opponents), float(strength))
    white = colours == WHITE
    white_win, draw = chance_arrays(np.where(white, own, opponents),
                                    np.where(white, opponents, own))
    win = np.where(white, white_win, 1 - white_win - draw)
    roll = rng.random(len(opponents))
    return np.where(roll < win, 2, np.where(roll < win + draw, 1, 0))
