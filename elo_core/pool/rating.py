"""Rating a season by the system the user picks (:class:`~elo_core.pool.standings.System`).

One call, :func:`rate_season`, for the four systems, each exactly as its module says:
:mod:`~elo_core.pool.classic` (classic Elo, game by game, one K),
:mod:`~elo_core.pool.fide` (FIDE's months), :mod:`~elo_core.pool.dwz_events` (the DWZ, event by
event) and :mod:`~elo_core.pool.lichess_games` (Glicko-2 as Lichess rates).
"""

from __future__ import annotations

from elo_core.elo.rules import FIDE, RuleSet
from elo_core.pool.classic import rate_classic
from elo_core.pool.dwz_events import rate_dwz
from elo_core.pool.fide import rate_fide
from elo_core.pool.lichess_games import rate_lichess_season
from elo_core.pool.records import Season
from elo_core.pool.standings import SeasonRating, System

__all__ = ["DEFAULT_K", "rate_season"]

#: Classic Elo's K where none is chosen: the one the dashboard starts from everywhere.
DEFAULT_K = 20.0


def rate_season(season: Season, system: System, k: float | None = None,
                rules: RuleSet = FIDE, keep_games: bool = True) -> SeasonRating:
    """``season`` rated by ``system``.

    ``k``: classic Elo's one K (``None``: :data:`DEFAULT_K`); FIDE's one K, or ``None`` for
    §8.3.3's from each member's facts; the DWZ and Glicko-2 have their own and take none (a
    ``ValueError``, as is a K that is not a positive number). ``rules``: FIDE's rule set (the
    standard rules since October 2025 unless told). ``keep_games``: each game's change and each
    member's history too (32 bytes a game, 37 a step of a month or an event, beside the
    season's own 22); without them, the standings only.
    """
    if k is not None and not (k > 0 and k == k and k != float("inf")):
        raise ValueError(f"K must be a positive number, got {k}")
    if system is System.ELO:
        chosen = DEFAULT_K if k is None else k
        return rate_classic(season, chosen, keep_games).result(system, chosen, None)
    if system is System.FIDE:
        return rate_fide(season, k, rules, keep_games).result(system, k, rules)
    if k is not None:
        raise ValueError(f"the {system.value} system has its own K: none can be given")
    if system is System.DWZ:
        return rate_dwz(season, keep_games).result(system, None, None)
    return rate_lichess_season(season, keep_games).result(system, None, None)
