"""What the Whole event page shows of an event rated month by month
(:mod:`elo_core.event_months`), worked out in the child that reads the file
(:mod:`pages.ui.event.shown`; nothing here imports Streamlit): whether the event is rated by
month and why, each month with its rounds and whether its list is kept, and the chosen player's
months, each a rating period with the rating it used."""

from __future__ import annotations

from datetime import date
from typing import NamedTuple

from elo_core import LONG_EVENT_DAYS, EventMonths, ListKind, RatedPeriods, RatingFrom, list_kept


class EventMonth(NamedTuple):
    """A month of the event: its rounds, and whether the store keeps its list."""

    month: date
    rounds: tuple[int, ...]
    list_kept: bool


class PlayerMonthRow(NamedTuple):
    """A month of one player, as the engine rated it."""

    month: date
    rounds: tuple[int, ...]
    rating: int | None
    """The rating the month used; ``None`` where the player is unrated in it."""
    rating_from: str
    """Where that rating comes from: a :class:`~elo_core.event_months.RatingFrom`'s value."""
    k: float | None
    games: int
    """The games rated; for a month the player is unrated in, towards a first rating."""
    points: float
    expected: float | None
    change: float | None
    """K × Σ(S − E) of the month, unrounded; ``None`` where the player is unrated in it."""
    rounded: int | None
    """The change as published for the month (§8.3.4); ``None`` under rules that do not round,
    or where the player is unrated."""


class MonthsShown(NamedTuple):
    """The event's periods as the page shows them."""

    by_month: bool
    days: int | None
    """From the first round's date to the last's (``dated``), else from the start date to the
    end date."""
    dated: bool
    first: date | None
    """The first round's date (``dated``)."""
    last: date | None
    kind: ListKind
    months: tuple[EventMonth, ...]
    undated: tuple[int, ...]
    player: tuple[PlayerMonthRow, ...]
    """The months of the player chosen, where the event is rated by month."""
    standard_lent: bool = False
    """Some player is rated in some month with a standard rating lent (rapid and blitz)."""


def months_shown(periods: RatedPeriods, dates: tuple[date | None, ...],
                 chosen: int | None) -> MonthsShown:
    """The ``periods`` an event was rated in, with its round ``dates``, and the months of the
    player at starting rank ``chosen``."""
    split = periods.split
    known = [d for d in dates if d is not None]
    months = tuple(EventMonth(m, split.rounds_in(m), list_kept(periods.ratings, m))
                   for m in split.months)
    player = next((p for p in periods.players if p.result.player.start_rank == chosen), None)
    rows = () if player is None else tuple(
        PlayerMonthRow(
            part.month, tuple(g.round for g in part.result.games), part.rating.rating,
            part.rating.source.value,
            None if part.result.k is None else part.result.k.effective,
            part.result.rated_games, part.result.points,
            None if part.rating.rating is None else part.result.expected,
            None if part.rating.rating is None else part.result.change,
            None if part.rating.rating is None else part.result.rounded_change)
        for part in player.months)
    return MonthsShown(split.by_month, split.days, split.dated,
                       min(known) if split.dated else None, max(known) if split.dated else None,
                       periods.kind, months, split.undated, rows,
                       any(part.rating.source is RatingFrom.STANDARD
                           for p in periods.players for part in p.months))


class LongEvent(NamedTuple):
    """An event that runs over more than :data:`~elo_core.LONG_EVENT_DAYS` days: from its first
    round's date to its last, else from its start date to its end date."""

    days: int
    first: date
    last: date


def long_event(split: EventMonths, dates: tuple[date | None, ...], start: date | None,
               end: date | None) -> LongEvent | None:
    """The days the event of ``split`` runs over, with its round ``dates`` (else its ``start``
    and ``end``), where they are more than 30; ``None`` otherwise."""
    known = [d for d in dates if d is not None]
    first, last = (min(known), max(known)) if split.dated else (start, end)
    if split.days is None or split.days <= LONG_EVENT_DAYS or first is None or last is None:
        return None
    return LongEvent(split.days, first, last)
