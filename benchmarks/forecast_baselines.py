"""The minimal NumPy loops the forecast's figures are measured against (docs/speed.md): the same
draws as :mod:`elo_core.forecast` makes, without judging a norm, a rating or a rematch.

- :func:`player_draws`: one player's unknown rounds, each run an opponent drawn from the pool
  by fixed weights, a colour by lot and a result by FIDE's model; the final scores counted.
- :func:`event_draws`: a whole event's rounds left, each run each round the players sorted by
  score and paired neighbour with neighbour, every result drawn by the model.
"""

from __future__ import annotations

import numpy as np


def _results(white: np.ndarray, black: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    """White's half points: Milvang's formulas written out again."""
    mean = (white + black) / 2
    advantage = (mean - 2000) * 0.0986 + 96
    disadvantage = (mean - 2000) * -0.157 - 150
    white_win = 1 / (1 + 10 ** ((black - white + advantage) / 370))
    black_win = 1 / (1 + 10 ** ((white - black - disadvantage) / 370))
    roll = rng.random(len(white))
    return np.where(roll < white_win, 2, np.where(roll < 1 - black_win, 1, 0))


def player_draws(strength: float, pool: np.ndarray, rounds: int, runs: int,
                 seed: int = 1) -> dict[int, int]:
    """The final half points of ``runs`` runs of ``rounds`` games against opponents drawn from
    ``pool`` (their strengths), each as likely."""
    rng = np.random.default_rng(seed)
    halves = np.zeros(runs, dtype=np.int64)
    own = np.full(runs, strength)
    for _ in range(rounds):
        opponents = pool[rng.integers(0, len(pool), runs)]
        white = rng.random(runs) < 0.5
        scored = _results(np.where(white, own, opponents), np.where(white, opponents, own), rng)
        halves += np.where(white, scored, 2 - scored)
    values, counts = np.unique(halves, return_counts=True)
    return dict(zip(values.tolist(), counts.tolist(), strict=True))


def event_draws(strengths: np.ndarray, halves: np.ndarray, rounds: int, runs: int,
                seed: int = 1) -> np.ndarray:
    """Each player's mean final half points over ``runs`` runs of ``rounds`` rounds."""
    rng = np.random.default_rng(seed)
    total = np.zeros(len(strengths))
    even = len(strengths) - len(strengths) % 2
    for _ in range(runs):
        points = halves.copy()
        for _ in range(rounds):
            order = np.lexsort((np.arange(len(points)), -points))[:even]
            white, black = order[0::2], order[1::2]
            scored = _results(strengths[white], strengths[black], rng)
            points[white] += scored
            points[black] += 2 - scored
        total += points
    means: np.ndarray = total / runs / 2
    return means
