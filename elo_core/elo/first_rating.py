"""Computes a first rating for a player new to the list (FIDE B.02 §7.1.4 and §8.2, since 1 March
2024).

- At least 5 games against rated opponents, pooled over up to 26 months; a first event with zero
  points is disregarded.
- Ra is the average rating of the rated opponents plus two hypothetical opponents rated 1800,
  both counted as draws; p the percentage score over all of them, rounded to whole (0.5 up).
- Ru = Ra + dp (table 8.1.1), rounded to whole (0.5 up); at most 2200; the lowest published
  rating is 1400, so a lower Ru gives no rating.

Where the games carry dates, both date rules are applied, as read here:

- An event is a run of games on consecutive days (a weekend or a week-long tournament is one
  event; a club evening a week later is another). The list does not say which tournament a game
  belonged to, and one event can span days: were each day an event, a weekend scored 0 on the
  Saturday and ½ on the Sunday would lose its Saturday, and one scored 0 on both days would keep
  its Sunday. The first event is the earliest run; if it scored zero points it is left out.
- FIDE pools results over rating periods, and lists are monthly: the window is 26 calendar months
  counting back from the month of the latest game, that month included (latest game in March 2025:
  from 1 February 2023). Earlier games are left out.

Every game left out is listed with the reason. A date that cannot be read is never guessed: it is
reported, and then neither date rule is applied, since either could pick the wrong games; the
report says so. Without any dates, every played game counts, as before.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection, Iterable, Iterator, Sequence
from datetime import date, timedelta
from enum import StrEnum
from fractions import Fraction
from typing import NamedTuple, cast

from elo_core.dates import DateProblem, date_problem_message, read_date
from elo_core.elo.performance import weighted_sum
from elo_core.elo.tables import rating_difference_for_percentage
from elo_core.games import Game
from elo_core.rounding import round_half_up

__all__ = ["FirstRating", "LeftOut", "LeftOutReason", "NoRating", "first_rating"]

MIN_GAMES = 5
HYPOTHETICAL_OPPONENT = 1800
HYPOTHETICAL_GAMES = 2
HIGHEST_FIRST_RATING = 2200
LOWEST_RATING = 1400
#: §7.1.4: results are pooled over up to this many months.
WINDOW_MONTHS = 26


class NoRating(StrEnum):
    """Why no first rating results."""

    TOO_FEW_GAMES = "too-few-games"
    ZERO_POINTS = "zero-points"
    BELOW_FLOOR = "below-floor"


class LeftOutReason(StrEnum):
    """Why a dated game does not count for the first rating."""

    FIRST_EVENT_ZERO = "first-event-zero"
    """It belongs to the first event, which scored zero points (§8.2)."""
    OUTSIDE_WINDOW = "outside-window"
    """It was played before the 26 months that end with the latest game (§7.1.4)."""


class LeftOut(NamedTuple):
    """A game that does not count, and why."""

    game: Game
    day: date
    reason: LeftOutReason


class DateIssue(NamedTuple):
    """A played game whose date could not be read."""

    game: Game
    problem: DateProblem

    def message(self) -> str:
        """Says in English what is wrong with the date: ``'2025.13.01' is not a day of the
        calendar``; the game's ``line`` says where it came from."""
        return date_problem_message(self.problem, self.game.date)


class FirstRating(NamedTuple):
    """The first rating, or why there is none, with the steps that led there."""

    games: int
    points: float
    average_opponent: float
    """Ra, with the two hypothetical 1800 opponents."""
    percent: int
    dp: int
    rating: int | None
    capped_at_2200: bool
    reason: NoRating | None
    left_out: tuple[LeftOut, ...] = ()
    """Dated games that do not count, in date order, each with its reason."""
    date_issues: tuple[DateIssue, ...] = ()
    """Played games whose date could not be read; while there are any, the date rules are not
    applied and every played game counts."""
    window: tuple[date, date] | None = None
    """The first and the last day of the 26 months pooled; ``None`` when the date rules were
    not applied."""


def _first_event(days: Sequence[date]) -> set[date]:
    """Returns the days of the earliest run of consecutive days among ``days``."""
    ordered = sorted(set(days))
    event = {ordered[0]}
    for day in ordered[1:]:
        if day - max(event) > timedelta(days=1):
            break
        event.add(day)
    return event


def _window_start(latest: date) -> date:
    """Returns the first day of the 26 calendar months that end with ``latest``'s month."""
    month = latest.year * 12 + latest.month - 1 - (WINDOW_MONTHS - 1)
    return date(month // 12, month % 12 + 1, 1)


class _Pool(NamedTuple):
    counted: list[Game]
    left_out: tuple[LeftOut, ...] = ()
    date_issues: tuple[DateIssue, ...] = ()
    window: tuple[date, date] | None = None


def _pool(played: list[Game]) -> _Pool:
    """Keeps the games that count under §7.1.4's window and §8.2's first event, where dates
    allow."""
    if not any(g.date.strip() for g in played):
        return _Pool(played)
    read = [(g, read_date(g.date)) for g in played]
    issues = tuple(DateIssue(g, d) for g, d in read if isinstance(d, DateProblem))
    if issues:
        return _Pool(played, date_issues=issues)
    dated = sorted(((g, d) for g, d in read if isinstance(d, date)), key=lambda gd: gd[1])
    first = _first_event([d for _, d in dated])
    first_zero = sum(g.score for g, d in dated if d in first) == 0
    left_out = [LeftOut(g, d, LeftOutReason.FIRST_EVENT_ZERO)
                for g, d in dated if first_zero and d in first]
    rest = [(g, d) for g, d in dated if not (first_zero and d in first)]
    if not rest:
        return _Pool([], tuple(left_out))
    latest = rest[-1][1]
    start = _window_start(latest)
    left_out += [LeftOut(g, d, LeftOutReason.OUTSIDE_WINDOW) for g, d in rest if d < start]
    return _Pool([g for g, d in rest if d >= start], tuple(left_out), (), (start, latest))


def first_rating(games: Collection[Game]) -> FirstRating:
    """Works out a new player's first rating from the played games against rated opponents,
    pooled as §7.1.4 and §8.2 say where the games carry dates, or says why there is none.

    Where no game has a date, ``games`` is read twice (a sequence, or games kept to be read
    again) and none is held; where one has, the played games are, for the date rules."""
    pool: _Pool
    counted: Iterable[Game]
    if any(g.date.strip() for g in games if g.played):
        pool = _pool([g for g in games if g.played])
        counted = pool.counted
    else:
        pool, counted = _Pool([]), (g for g in games if g.played)
    by_rating: Counter[float] = Counter()

    def scores() -> Iterator[float]:
        for game in counted:
            by_rating[cast(float, game.opponent_rating)] += 1  # a played game has one
            yield game.score

    points = sum(scores())
    n = by_rating.total()
    total_games = n + HYPOTHETICAL_GAMES
    ratings = weighted_sum(by_rating)
    average = (ratings + HYPOTHETICAL_GAMES * HYPOTHETICAL_OPPONENT) / total_games
    draws = Fraction(HYPOTHETICAL_GAMES, 2)
    percent = round_half_up((Fraction(points) + draws) * 100 / total_games)
    dp = rating_difference_for_percentage(percent)
    reason: NoRating | None = None
    rating: int | None = None
    capped = False
    if n < MIN_GAMES:
        reason = NoRating.TOO_FEW_GAMES
    elif points == 0:
        reason = NoRating.ZERO_POINTS
    else:
        raw = round_half_up(average + dp)
        capped = raw > HIGHEST_FIRST_RATING
        rating = min(raw, HIGHEST_FIRST_RATING)
        if rating < LOWEST_RATING:
            rating, reason = None, NoRating.BELOW_FLOOR
    return FirstRating(n, points, float(average), percent, dp, rating, capped, reason,
                       pool.left_out, pool.date_issues, pool.window)
