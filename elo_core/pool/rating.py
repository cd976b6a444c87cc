"""Rates a season by the system the user picks (:class:`~elo_core.pool.standings.System`).

One call, :func:`rate_season`, for the four systems, each exactly as its module says:
:mod:`~elo_core.pool.classic` (classic Elo, game by game, one K),
:mod:`~elo_core.pool.fide` (FIDE's months), :mod:`~elo_core.pool.dwz_events` (the DWZ, event by
event) and :mod:`~elo_core.pool.lichess_games` (Glicko-2 as Lichess rates).
"""

from __future__ import annotations

from collections.abc import Sequence

from elo_core.elo.kfactor import ASSUMED_K
from elo_core.elo.rules import FIDE, RuleSet
from elo_core.pool.classic import rate_classic
from elo_core.pool.dwz_events import rate_dwz
from elo_core.pool.fide import rate_fide
from elo_core.pool.lichess_games import rate_lichess_season
from elo_core.pool.names import known_as
from elo_core.pool.records import GameColumns, Season
from elo_core.pool.standings import SeasonRating, System
from elo_core.pool.start_list import StartEntry, StartList

__all__ = ["DEFAULT_K", "DEFAULT_START", "from_start_rating", "nobody_rated", "rate_season",
           "with_start_list", "with_starts"]

#: Classic Elo's K where none is chosen: the one the dashboard starts from everywhere.
DEFAULT_K = 20.0
#: Where every member starts when nobody in the season has a rating: Lichess's start for a new
#: player, as the Glicko-2 system starts every member without one.
DEFAULT_START = 1500

#: The systems that rate from ratings only: a member without one is rated first against rated
#: opponents (FIDE B.02 §8.2, DSB WO 3.4.2). Glicko-2 starts anyone at Lichess's defaults.
RATED_FROM_RATINGS = frozenset({System.ELO, System.FIDE, System.DWZ})


def nobody_rated(season: Season, system: System) -> bool:
    """Checks whether ``system`` can rate no one in ``season``: it rates from ratings only (classic
    Elo's and FIDE's first ratings need 5 games against rated opponents, §8.2; the DWZ's first DWZ
    games against opponents with a DWZ, WO 3.4.2) and no member has a start rating."""
    return system in RATED_FROM_RATINGS and all(
        entry is None or entry.rating is None for entry in season.starts)


def with_starts(season: Season, starts: Sequence[StartEntry | None]) -> Season:
    """Returns ``season`` with each member starting from ``starts`` instead, one entry a member.
    All else is the same objects: its members, games, problems and their count, its files' date
    orders and undecided dates, and its names written both ways and merged."""
    columns = GameColumns(season.days, season.whites, season.blacks, season.outcomes,
                          season.events_of, season.lines, season.colours)
    return Season(season.members, starts, season.files, season.events, columns,
                  season.errors, season.look_alikes, season.start_file, season.error_count,
                  season.date_orders, season.undecided, season.written_both_ways,
                  season.merged)


def with_start_list(season: Season, start: StartList) -> Season:
    """Returns ``season`` with each member's start entry as ``start`` gives it, by name, surname or
    given names first (``None`` for a member it does not list): the same season by a start list's
    other rating column. A member merged with another (:attr:`Season.merged`) takes the first entry
    the start list has of either name."""
    by_name: dict[str, StartEntry | None] = {known_as(e.name): e for e in start.entries}
    for pair in season.merged:
        kept, other = (pair if pair.first in season.member_index else pair[::-1])
        by_name.setdefault(known_as(kept), by_name.get(known_as(other)))
    return with_starts(season, [by_name.get(known_as(name)) for name in season.members])


def from_start_rating(season: Season, start: float) -> Season:
    """Returns ``season`` with every member that the start list gives no rating starting from
    ``start`` (their other facts as the start list gives them; a DWZ's Index 6, WO 2.2.4, as for any
    rating that is not a DWZ): what a club starting its own list from nothing does, one start for
    everyone."""
    return with_starts(season, [
        StartEntry(name, float(start), None, None, None, 0) if entry is None
        else entry if entry.rating is not None else entry._replace(rating=float(start))
        for name, entry in zip(season.members, season.starts, strict=True)])


def rate_season(season: Season, system: System, k: float | None = None,
                rules: RuleSet = FIDE, keep_games: bool = True,
                assumed_k: float | None = None) -> SeasonRating:
    """Rates ``season`` by ``system``.

    ``k``: classic Elo's one K (``None``: :data:`DEFAULT_K`); FIDE's one K, or ``None`` for
    §8.3.3's from each member's facts, ``assumed_k`` where they do not decide it and the start
    list gives no K (``None``: :data:`~elo_core.elo.kfactor.ASSUMED_K`); the DWZ and Glicko-2
    have their own and take none (a ``ValueError``, as is a K that is not a positive number,
    and a K assumed but for FIDE's rule). ``rules``: FIDE's rule set (the standard rules since
    October 2025 unless told). ``keep_games``: each game's change and each member's history
    too (32 bytes a game, 47 a step of a month or an event, beside the season's own 22);
    without them, the standings only.
    """
    for given in (k, assumed_k):
        if given is not None and not (given > 0 and given == given and given != float("inf")):
            raise ValueError(f"K must be a positive number, got {given}")
    if assumed_k is not None and (system is not System.FIDE or k is not None):
        raise ValueError("a K assumed is FIDE's rule's only (§8.3.3): none with one K")
    if system is System.ELO:
        chosen = DEFAULT_K if k is None else k
        return rate_classic(season, chosen, keep_games).result(system, chosen, None)
    if system is System.FIDE:
        assumed = ASSUMED_K if assumed_k is None else assumed_k
        return rate_fide(season, k, rules, keep_games, assumed).result(
            system, k, rules, None if k is not None else assumed)
    if k is not None:
        raise ValueError(f"the {system.value} system has its own K: none can be given")
    if system is System.DWZ:
        return rate_dwz(season, keep_games).result(system, None, None)
    return rate_lichess_season(season, keep_games).result(system, None, None)
