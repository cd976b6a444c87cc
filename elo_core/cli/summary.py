"""Game lists of any length in bounded memory: a series, its performance ratings and the errors
of a list read one item at a time (:func:`~elo_core.readers.parser.read_game_list`), as the command
line's ``series --summary`` and ``performance`` read them.

Nothing is kept per game: the series' sums (:class:`~elo_core.elo.series.SeriesTally`), the played
games counted by opponent rating (:class:`~elo_core.elo.performance.PlayedGames`; at most 3,401
whole ratings, one count for each rating with a fraction that the list has), and the first
errors with the count of all. Every number is the one the full report
(:func:`~elo_core.elo.series.rate_series`, :func:`~elo_core.elo.performance.performance`)
gives for the same list.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable, Iterator
from typing import NamedTuple

from elo_core.elo.performance import Performance, PlayedGames
from elo_core.elo.series import SeriesSummary
from elo_core.games import Game
from elo_core.readers.problems import REFUSES_LIST, LineError

#: How many errors a summary lists; it counts them all.
KEPT_ERRORS = 100


class ListSummary(NamedTuple):
    """What a list read in one pass comes to."""

    series: SeriesSummary | None
    """The series, where one was asked for."""
    performance: Performance
    errors: tuple[LineError, ...]
    """The first errors, in line order (all of them where no limit was set)."""
    error_count: int
    """All the errors."""


class _Refused(Exception):
    """An error that refuses the whole list came."""


def summarise_list(
    items: Iterable[Game | LineError],
    rate: Callable[[Iterable[Game]], SeriesSummary] | None = None,
    keep_errors: int | None = KEPT_ERRORS,
) -> ListSummary:
    """The performance ratings of the games in ``items``, the series ``rate`` makes of them
    (e.g. :func:`~elo_core.elo.series.summarise_series` with its settings), and the first
    ``keep_errors`` errors (``None``: all); an error that refuses the whole list
    (``REFUSES_LIST``) leaves a list without games and with that one error, as
    :func:`~elo_core.readers.problems.collect` does."""
    played = PlayedGames()
    errors: list[LineError] = []
    count = 0

    def games() -> Iterator[Game]:
        nonlocal count
        for item in items:
            if isinstance(item, Game):
                yield item
            elif item.problem in REFUSES_LIST:
                raise _Refused(item)
            else:
                count += 1
                if keep_errors is None or len(errors) < keep_errors:
                    errors.append(item)

    try:
        if rate is None:
            series = None
            deque(played.count(games()), maxlen=0)
        else:
            series = rate(played.count(games()))
    except _Refused as refused:
        return ListSummary(None if rate is None else rate(()), PlayedGames().performance(),
                           refused.args, 1)
    return ListSummary(series, played.performance(), tuple(errors), count)
