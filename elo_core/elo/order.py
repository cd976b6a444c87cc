"""Measures how much the order of the games matters when the rating is updated after every game.

A rating period (FIDE B.02 §8.3.2) counts every game against the start rating, so its result
does not depend on the order. Sequential updating (:data:`~elo_core.elo.series.Mode.SEQUENTIAL`, as
online sites do) rates each game from the rating the previous one left, so the same games in
another order end at another rating. :func:`order_spread` shows how far apart: the sequential
final rating for every distinct ordering of up to 8 played games, or for a fixed-seed sample of
2,000 orderings beyond that, under the same rules as :func:`~elo_core.elo.series.rate_series`.

numpy is imported inside :func:`order_spread` only, so that importing ``elo_core`` (and the
command line's start-up) stays light.
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Sequence
from functools import lru_cache
from itertools import permutations
from typing import TYPE_CHECKING, NamedTuple

from elo_core.elo.expectation import LOGISTIC_SCALE, Expectation
from elo_core.elo.kfactor import KUsed, PlayerFacts, resolve_k
from elo_core.elo.mode import Mode
from elo_core.elo.rules import RuleSet, counted_differences, rated_games
from elo_core.elo.series import rated_game_count
from elo_core.elo.tables import TABLE_TOP_DIFFERENCE, table_expectancy_hundredths
from elo_core.games import Game

if TYPE_CHECKING:
    import numpy as np

__all__ = ["OrderSpread", "order_spread"]

#: Up to this many played games every distinct ordering is tried (8! = 40,320 at most).
EXHAUSTIVE_GAMES = 8
#: Beyond that, this many orderings: the games as entered, then random ones.
SAMPLE_ORDERINGS = 2000
#: The sample's seed, fixed so that a page shows the same picture on every rerun.
SAMPLE_SEED = 20251001
#: A sample is drawn and rated in blocks of orderings of at most this many positions (8 MB),
#: so that a long list's 2,000 orderings never stand in memory at once: the 10,000 games a list
#: may hold, 400 orderings at a time.
BLOCK_POSITIONS = 4_000_000


class OrderSpread(NamedTuple):
    """Holds the sequential final rating over orderings of the same games."""

    start_rating: float
    k: KUsed
    finals: tuple[float, ...]
    """One final rating per ordering tried; the first is the games as entered."""
    as_entered: float
    minimum: float
    maximum: float
    lowest_order: tuple[Game, ...]
    """An ordering of the played games that ends at ``minimum``."""
    highest_order: tuple[Game, ...]
    """An ordering of the played games that ends at ``maximum``."""
    sampled: bool
    """``True``: a random sample of orderings; ``False``: every distinct ordering."""

    @property
    def orderings(self) -> int:
        """How many orderings were tried."""
        return len(self.finals)

    @property
    def spread(self) -> float:
        """The highest final rating minus the lowest."""
        return self.maximum - self.minimum


@lru_cache(maxsize=EXHAUSTIVE_GAMES)
def _every_ordering(games: int) -> np.ndarray:
    """Lists every ordering of ``games`` positions, one per row, the entered order first."""
    import numpy as np

    return np.array(list(permutations(range(games))), dtype=np.intp).reshape(-1, games)


def _sample_blocks(games: int, sample: int, seed: int) -> Iterator[np.ndarray]:
    """Yields the entered order and ``sample`` − 1 random orderings of ``games`` positions,
    one per row, in blocks of at most :data:`BLOCK_POSITIONS` positions (one block up to
    2,000 games). A position takes 2 bytes while it can (a list has at most 10,000 games)."""
    import numpy as np

    position = np.uint16 if games <= np.iinfo(np.uint16).max + 1 else np.intp
    rng = np.random.default_rng(seed)
    per_block = max(1, BLOCK_POSITIONS // games)
    for done in range(0, sample, per_block):
        rows = np.tile(np.arange(games, dtype=position), (min(per_block, sample - done), 1))
        shuffled = rows[1:] if done == 0 else rows
        rng.permuted(shuffled, axis=1, out=shuffled)
        yield rows


@lru_cache(maxsize=1)
def _one_block_sample(games: int, sample: int, seed: int) -> np.ndarray:
    """Draws the sample of a list short enough for one block and keeps it, so that a page
    rerun with as many games does not draw it again."""
    (rows,) = _sample_blocks(games, sample, seed)
    return rows


def _orderings(kinds: tuple[int, ...], sample: int, seed: int) -> np.ndarray:
    """Orderings of the played games' positions, one per column (games × orderings), the
    entered order first: up to :data:`EXHAUSTIVE_GAMES` games every distinct ordering once
    (games of the same kind are interchangeable, so ``kinds`` 0, 0, 1 have 3 orderings, not 6),
    beyond that the seeded sample."""
    import numpy as np

    if len(kinds) > EXHAUSTIVE_GAMES:
        return _one_block_sample(len(kinds), sample, seed).T
    rows = _every_ordering(len(kinds))
    if len(set(kinds)) < len(kinds):
        _, first = np.unique(np.asarray(kinds)[rows], axis=0, return_index=True)
        rows = rows[np.sort(first)]
    return rows.T


def _finals(start: float, opponents: np.ndarray, scores: np.ndarray, columns: np.ndarray,
            k: float, rules: RuleSet) -> np.ndarray:
    """Computes the sequential final rating of each ordering in ``columns`` (positions into
    ``opponents`` and ``scores``, games × orderings) as
    :func:`~elo_core.elo.series.rate_series` does: the same rules, in the same order of
    operations."""
    import numpy as np

    high = np.array([table_expectancy_hundredths(d) for d in range(TABLE_TOP_DIFFERENCE + 1)])
    low = np.array([table_expectancy_hundredths(-d) for d in range(TABLE_TOP_DIFFERENCE + 1)])
    running = np.zeros(columns.shape[1])
    rating = np.full(columns.shape[1], float(start))
    for positions in columns:
        opponent, score = opponents[positions], scores[positions]
        counted = counted_differences(rating, opponent, rules)
        if rules.expectation is Expectation.TABLE:
            whole = np.minimum(np.floor(np.abs(counted) + 0.5), TABLE_TOP_DIFFERENCE)
            index = whole.astype(np.intp)
            expected = np.where(counted >= 0, high[index], low[index]) / 100
        else:
            expected = 1.0 / (1.0 + 10.0 ** (-counted / LOGISTIC_SCALE))
        change = k * (score - expected)
        if rules.rapid_unrated_gap:
            change = np.where(rated_games(rating, opponent, rules), change, 0.0)
        running += change
        rating = start + running
    return rating


def order_spread(
    start_rating: float,
    games: Sequence[Game],
    k: float | PlayerFacts,
    rules: RuleSet,
    *,
    sample: int = SAMPLE_ORDERINGS,
    seed: int = SAMPLE_SEED,
) -> OrderSpread:
    """Rates ``games`` game by game (``rate_series(..., mode=Mode.SEQUENTIAL)``) over their
    orderings, and reports how far the final rating spreads. K is the chosen one, or comes from
    the facts; §8.3.3's K × n ≤ 700 is a rule of the rating period and never cuts it here.

    Unplayed rounds are left out (they are never rated, wherever they stand). Up to 8 played
    games: every distinct ordering once (games with the same opponent rating and result are
    interchangeable). Beyond: the entered order and ``sample`` − 1 random orderings drawn with
    ``seed``, so the same games always give the same picture.
    """
    import numpy as np

    k_used = resolve_k(k, rated_game_count(start_rating, games, rules), rules, Mode.SEQUENTIAL)
    played = [(g, g.opponent_rating) for g in games if g.played and g.opponent_rating is not None]
    if not played:
        return OrderSpread(start_rating, k_used, (float(start_rating),), start_rating,
                           start_rating, start_rating, (), (), False)
    opponents = np.array([opponent for _, opponent in played])
    scores = np.array([g.score for g, _ in played])
    if len(played) > EXHAUSTIVE_GAMES and len(played) * sample > BLOCK_POSITIONS:
        blocks: Iterator[np.ndarray] = (
            rows.T for rows in _sample_blocks(len(played), sample, seed))
    else:
        kinds: dict[tuple[float, float], int] = {}
        blocks = iter([_orderings(tuple(kinds.setdefault((opponent, g.score), len(kinds))
                                        for g, opponent in played), sample, seed)])
    finals: list[float] = []
    lowest: tuple[float, np.ndarray] = (math.inf, np.empty(0, dtype=np.intp))
    highest: tuple[float, np.ndarray] = (-math.inf, lowest[1])
    for columns in blocks:  # the first ordering tried that ends lowest, and highest
        block = _finals(start_rating, opponents, scores, columns, k_used.effective, rules)
        low, high = int(np.argmin(block)), int(np.argmax(block))
        if block[low] < lowest[0]:
            lowest = (float(block[low]), columns[:, low].copy())
        if block[high] > highest[0]:
            highest = (float(block[high]), columns[:, high].copy())
        finals.extend(block.tolist())
    return OrderSpread(
        start_rating, k_used, tuple(finals), finals[0], lowest[0], highest[0],
        tuple(played[i][0] for i in lowest[1]), tuple(played[i][0] for i in highest[1]),
        len(played) > EXHAUSTIVE_GAMES,
    )
