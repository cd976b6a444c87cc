"""Sums up game lists of any length in bounded memory, read one item at a time
(:func:`~elo_core.readers.parser.read_game_list`) as the command line reads them: the games go
to what a command makes of them (:func:`gather`), the errors are kept to the first
``KEPT_ERRORS`` and counted (:class:`KeptErrors`).

``series --summary`` and ``performance`` keep nothing per game (:func:`summarise_list`): the
series' sums (:class:`~elo_core.elo.series.SeriesTally`), the played games counted by opponent
rating (:class:`~elo_core.elo.performance.PlayedGames`; at most 3,401 whole ratings, one count
for each rating with a fraction that the list has), and the first errors with the count of all.
Every number is the one the full report (:func:`~elo_core.elo.series.rate_series`,
:func:`~elo_core.elo.performance.performance`) gives for the same list, and ``series --summary``
prints it as :func:`series_summary_dict`.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable, Iterator
from typing import Any, NamedTuple, TypeVar

from elo_core.elo.performance import Performance, PlayedGames
from elo_core.elo.series import SeriesSummary
from elo_core.export.series import series_head, series_tail
from elo_core.games import Game
from elo_core.readers.limits import KEPT_ERRORS
from elo_core.readers.problems import REFUSES_LIST, LineError

T = TypeVar("T")


class KeptErrors:
    """Holds the first ``KEPT_ERRORS`` errors of a list, in line order, and how many there are."""

    __slots__ = ("count", "errors")

    def __init__(self, errors: Iterable[LineError] = ()) -> None:
        self.errors: list[LineError] = []
        self.count = 0
        for error in errors:
            self.add(error)

    def add(self, error: LineError) -> None:
        self.count += 1
        if len(self.errors) < KEPT_ERRORS:
            self.errors.append(error)


class _Refused(Exception):
    """An error that refuses the whole list came."""


def _games_of(items: Iterable[Game | LineError], errors: KeptErrors) -> Iterator[Game]:
    for item in items:
        if isinstance(item, Game):
            yield item
        elif item.problem in REFUSES_LIST:
            raise _Refused(item)
        else:
            errors.add(item)


def gather(items: Iterable[Game | LineError],
           keep: Callable[[Iterator[Game]], T]) -> tuple[T, KeptErrors]:
    """Returns what ``keep`` makes of the games among ``items``, read one at a time, and the errors
    among them; an error that refuses the whole list (``REFUSES_LIST``) leaves what ``keep``
    makes of no games and that one error, as :func:`~elo_core.readers.problems.collect`
    does."""
    errors = KeptErrors()
    try:
        return keep(_games_of(items, errors)), errors
    except _Refused as refused:
        return keep(iter(())), KeptErrors(refused.args)


class ListSummary(NamedTuple):
    """What a list read in one pass comes to."""

    series: SeriesSummary | None
    """The series, where one was asked for."""
    performance: Performance
    errors: tuple[LineError, ...]
    """The first errors, in line order."""
    error_count: int
    """All the errors."""


def summarise_list(
    items: Iterable[Game | LineError],
    rate: Callable[[Iterable[Game]], SeriesSummary] | None = None,
) -> ListSummary:
    """Sums up a game list: the performance ratings of the games in ``items``, the series ``rate``
    makes of them (e.g. :func:`~elo_core.elo.series.summarise_series` with its settings), and the
    first errors with the count of all."""
    def summarise(games: Iterator[Game]) -> tuple[SeriesSummary | None, Performance]:
        played = PlayedGames()
        counted = played.count(games)
        if rate is None:
            deque(counted, maxlen=0)
            return None, played.performance()
        return rate(counted), played.performance()

    (series, performance), errors = gather(items, summarise)
    return ListSummary(series, performance, tuple(errors.errors), errors.count)


def series_summary_dict(summary: ListSummary) -> dict[str, Any]:
    """Writes the series as ``series --summary`` prints it: :func:`series_dict`'s keys and numbers
    without ``games``; instead ``game_count`` (games listed) and ``rated_games``, the first
    errors under ``errors`` and ``error_count``, all of them."""
    series = summary.series
    assert series is not None, "a series summary has a series"
    return {
        **series_head(series.mode, series.rules, series.start_rating, series.k),
        "game_count": series.games,
        "rated_games": series.rated_games,
        **series_tail(series, summary.performance, summary.errors),
        "error_count": summary.error_count,
    }
