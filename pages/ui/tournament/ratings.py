"""The Tournament page's ratings: a game list rated as one rating period and game by game,
by Glicko-2 as Lichess rates it, and its performance.

They are worked out afresh on every rerun and again when a download is clicked, and never kept
between reruns. For 10,000 games they are some 300,000 small Python objects (16 MB). Held from
one rerun to the next, other sessions' lasting objects are placed among them, and CPython's
allocator can hand back only a whole arena (1 MB) with nothing left in it: 20–25 MB of the
server's memory stayed after the sessions had closed. Rated inside a rerun, they are gone when
it ends (``benchmarks/benchmark.py --only memory`` measures it).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from elo_core import (
    Game,
    Glicko,
    LichessReport,
    LineError,
    ListKind,
    Mode,
    Performance,
    PlayerFacts,
    RuleSet,
    SeriesReport,
    parse_game_list,
    performance,
    rate_lichess,
    rate_series,
)
from elo_core.glicko2.lichess import RATING_FLOOR
from pages.ui.shared.rating_list import loaded_list
from pages.ui.tournament import listed


class Settings(NamedTuple):
    """What the page's inputs say besides the games: the start rating and K for Elo, the
    start and the opponents' deviation for Glicko-2, and the rule set."""

    rating: int
    k: float | PlayerFacts
    rules: RuleSet
    start: Glicko
    opponent_rd: float
    days_idle: int


class Rated(NamedTuple):
    """Every figure the page shows for a list, and the lines that did not become games."""

    period: SeriesReport
    sequential: SeriesReport
    lichess: LichessReport | None
    performance: Performance
    errors: Sequence[LineError]


def lichess_series(settings: Settings, games: Sequence[Game]) -> LichessReport | None:
    """The games as Lichess rates them, one after another; ``None`` below Lichess's floor."""
    if settings.start.rating < RATING_FLOOR:
        return None
    return rate_lichess(settings.start, games, opponent_rd=settings.opponent_rd,
                        days_idle=settings.days_idle)


def rate(settings: Settings, games: Sequence[Game], errors: Sequence[LineError]) -> Rated:
    """``games`` rated as a rating period (every game against the start rating, FIDE §8.3)
    and sequentially (the rating updated after each game), by Glicko-2, and their
    performance."""
    return Rated(rate_series(settings.rating, games, settings.k, settings.rules, Mode.PERIOD),
                 rate_series(settings.rating, games, settings.k, settings.rules,
                             Mode.SEQUENTIAL),
                 lichess_series(settings, games), performance(games), errors)


def rate_text(settings: Settings, text: str, kind: ListKind) -> Rated:
    """The game list ``text`` read, filled in from the loaded list of ``kind``, and rated as on
    the page."""
    parsed = parse_game_list(text)
    found = listed.matched(text, parsed, kind, loaded_list(kind))
    games, errors, _ = parsed if found is None else found.games
    return rate(settings, games, errors)
