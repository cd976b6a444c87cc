"""Rates month by month an event that runs across months (a league, a club championship over a
season). The games of each calendar month are a rating period of their own, each with the ratings
of that month's list.

The rule and where it is written
--------------------------------
FIDE's Rating Regulations (Handbook B.02, applied from 1 March 2024 with the amendment of
1 October 2025) rate play by periods of one list each: "On the first day of each month, FIDE
shall prepare a list which incorporates all rated play during the rating period into the
previous list" (§7.1); "The rating period … is the period where a certain rating list is valid"
(§7.1.1); the change is "the sum of Delta Rs for a tournament or Rating Period" times K
(§8.3.2c–d); K × n ≤ 700 counts "the number of games (n) for a player on any list for a rating
period" (§8.3.3); "The Rating Change for a Rating Period is rounded to the nearest whole number.
0.5 is rounded away from zero" (§8.3.4). Those words are quoted from a verbatim transcription of
handbook.fide.com/chapter/B022024 (fetched 9 October 2026: "Verification sweep", the Zugzwang
authors), which sums up the chapter's section 4 as interim reports month by month for an event
of more than 30 days (its words were not found in a copy read word for word). The Title
Regulations say it of a norm's ratings: "In tournaments which last longer than 30 days, the
opponents' ratings and titles used shall be those applying when the games were played" (B.01
1.1.4).

How federations apply it: the FFE's arbiters' directorate ("Modification de la durée maximum
des Tournois FIDE de 90 à 30 jours", dna.ffechecs.fr) writes that FIDE cut the longest event it
rates as one from 90 days to 30, so that a longer one is registered in slices of at most 30
days, each rated with the ratings of the time of its games ("ou au pire celui du mois
précédent"), a club's championship over the season in slices of one month; the Comité de
Bretagne ("Gestion des tournois homologués Fide en plusieurs tranches") brings the players'
ratings up to date before each slice; Sharly Chess (``multi-period-tournaments.md``) rates each
slice as a tournament of its own on the ratings in force while it is played.

The reading taken here
----------------------
- An event whose round dates (the ``132`` line; a TRF has no date per game, so each game is
  taken as played on its round's date) run more than :data:`LONG_EVENT_DAYS` days from the
  first to the last is rated month by month (:func:`split_by_month`). One of 30 days or less is
  one rating period, with one rating each, even where it runs over the first of a month: FIDE
  rates such an event as one, with the list of its start.
- Each calendar month is one rating period: its games against the ratings of that month's list
  (the player's own and each opponent's), K by §8.3.3 from that rating, judged on the month's
  last round, and cut by K × n ≤ 700 over the month's games, the change rounded once for the
  month. The event's change is the sum of the months' changes as published.
- Where the sources differ: the FFE and Sharly Chess cut slices of at most 30 days where the
  federation registers them (Bretagne's first slice runs from 23 November to 7 December), and
  FIDE rates a slice with the list of its start ("celui à la date du début de la compétition
  déclarée", the FFE's page on complaints about FIDE ratings); here the cut is the calendar
  month, the period in which each list is valid (§7.1.1). Where a federation registers a slice
  over the first of a month, FIDE's figures for its games after that day can differ from these.
- A month's ratings are its list's (:func:`list_ratings`, by FIDE ID, from the months the store
  keeps); where the store does not keep that month's list, the line gives no FIDE ID, or the
  list does not hold the player, the file's rating, and :class:`RatingFrom` says which. A player
  the month's list holds without a rating is unrated that month.
- In rapid and blitz, a player unrated in a month (by the month's list of the event's kind, or
  the file's where it is not kept) who has a standard rating is rated with it, by the Rating
  Regulations for rapid and blitz 7.2.1 ("If an unrated player has a standard rating at the
  beginning of a rapid or blitz tournament, their standard rating is used", each month rated
  as an event of its own): the standard rating of the month's standard list where the store
  keeps it, else the one lent for the whole event (the list of its start, or the latest kept).
- A player unrated in a month has that month's games against rated opponents counted towards a
  first rating, pooled over every month of the event in which they are unrated (§7.1.4:
  "Results from other tournaments played within consecutive rating periods of not more than 26
  months are pooled to obtain the initial rating"), each game at the opponent's rating of its
  month.
- The player's rating in the event's table is the one their first month of play used; the new
  rating is the latest rating a list gave them (else that first one) plus the event's changes
  from that month on: what the next list will say if they play nothing else.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator, Mapping
from datetime import date
from enum import StrEnum
from types import MappingProxyType
from typing import NamedTuple

from elo_core.elo.first_rating import FirstRating, NoRating, first_rating
from elo_core.elo.performance import performance
from elo_core.elo.rules import FIDE_RAPID, RuleSet
from elo_core.event import (
    SUM_DECIMALS,
    EventGame,
    EventReport,
    EventTotals,
    Flag,
    PlayerResult,
    file_facts,
    rate_player,
    rate_players,
)
from elo_core.games import Game, NotRated
from elo_core.rating_list.records import ListedPlayer, ListKind
from elo_core.rating_list.store import NoStore, RatingStore
from elo_core.trf.records import Tournament, TrfPlayer
from elo_core.trf.time_control import Play

__all__ = [
    "LONG_EVENT_DAYS", "EventMonths", "MonthRating", "MonthlyResult", "OnePeriod", "PlayerMonth",
    "RatedPeriods", "RatingFrom", "file_ratings", "list_kept", "list_kind_for", "list_ratings",
    "month_ratings", "rate_event_in_periods", "rate_players_by_month", "rate_players_in_periods",
    "split_by_month", "standard_by_month",
]

#: B.01 1.1.4 and FIDE's longest event rated as one: an event whose rounds run over more days
#: than this (from the first round's date to the last's) is rated month by month.
LONG_EVENT_DAYS = 30


class OnePeriod(StrEnum):
    """Why an event is rated as one period rather than month by month."""

    SHORT = "at-most-30-days"
    """Its rounds (else its dates) run over :data:`LONG_EVENT_DAYS` days or fewer."""
    NO_ROUND_DATES = "no-round-dates"
    """It runs longer, or says nothing of its days, but gives fewer than two round dates."""
    DWZ = "dwz"
    """Rated by the DWZ, which evaluates an event as a whole against the DWZ before it,
    however long it runs (the DSB's Wertungsordnung 2.2.3; :mod:`elo_core.event_dwz`)."""


class EventMonths(NamedTuple):
    """How an event's rounds fall into months (:func:`split_by_month`)."""

    by_month: bool
    """Rated month by month: the round dates run over more than :data:`LONG_EVENT_DAYS`."""
    days: int | None
    """From the first round's date to the last's; where the file gives fewer than two round
    dates, from its start date to its end date (``dated`` false); ``None`` without either."""
    dated: bool
    """``days`` counts the round dates (the ``132`` line)."""
    round_months: tuple[date, ...] = ()
    """Each round's month (its first day), round 1 first; empty where not ``by_month``."""
    undated: tuple[int, ...] = ()
    """The rounds with a game but without a date, each put in the month of the dated round
    before it (the first dated round's, for rounds before any)."""

    @property
    def one_period(self) -> OnePeriod | None:
        """Why the event is one period by FIDE's rules; ``None`` where it is rated by month."""
        if self.by_month:
            return None
        if self.days is not None and self.days <= LONG_EVENT_DAYS:
            return OnePeriod.SHORT
        return OnePeriod.NO_ROUND_DATES

    @property
    def months(self) -> tuple[date, ...]:
        """The months played, in order."""
        return tuple(sorted(set(self.round_months)))

    def rounds_in(self, month: date) -> tuple[int, ...]:
        """Returns the rounds of ``month``."""
        return tuple(r for r, m in enumerate(self.round_months, 1) if m == month)


def split_by_month(tournament: Tournament) -> EventMonths:
    """Decides whether ``tournament`` is rated month by month, and each round's month (see the
    module)."""
    dates = tuple(tournament.round_dates[:tournament.rounds])
    known = [d for d in dates if d is not None]
    if len(known) >= 2:
        days: int | None = (max(known) - min(known)).days
    elif tournament.start is not None and tournament.end is not None:
        days = (tournament.end - tournament.start).days
    else:
        days = None
    dated = len(known) >= 2
    if not dated or days is None or days <= LONG_EVENT_DAYS:
        return EventMonths(False, days, dated)
    months: list[date | None] = [None if d is None else d.replace(day=1) for d in dates]
    months += [None] * (tournament.rounds - len(months))
    first = next(m for m in months if m is not None)
    filled: list[date] = []
    for month in months:
        filled.append(month if month is not None else filled[-1] if filled else first)
    with_games = {entry.round for player in tournament.players for entry in player.rounds
                  if entry.opponent is not None}
    undated = tuple(r for r, month in enumerate(months, 1) if month is None and r in with_games)
    return EventMonths(True, days, True, tuple(filled), undated)


class RatingFrom(StrEnum):
    """Where the rating a player is rated with in a month comes from."""

    LIST = "list"
    """The month's list (a player it holds without a rating is unrated that month)."""
    NOT_KEPT = "not-kept"
    """The file's: the store does not keep the month's list."""
    NO_FIDE_ID = "no-fide-id"
    """The file's: the player's line gives no FIDE ID to find them by."""
    NOT_LISTED = "not-listed"
    """The file's: the month's list does not hold the FIDE ID."""
    STANDARD = "standard-list"
    """A rapid or blitz event's player unrated in its kind of play in the month, rated with
    their standard rating (B.02 rapid and blitz 7.2.1): the month's standard list's where the
    store keeps it, else the one :func:`~elo_core.event.rate_event` lends for the event."""


class MonthRating(NamedTuple):
    """Holds a player's rating in a month, and where it comes from."""

    rating: int | None
    source: RatingFrom


#: Each month's ratings (by the month's first day), by starting rank.
MonthRatings = Mapping[date, Mapping[int, MonthRating]]
#: Each month's standard ratings to lend (by the month's first day), by starting rank.
MonthsLent = Mapping[date, Mapping[int, int]]


def list_kind_for(play: Play | None, rules: RuleSet) -> ListKind:
    """Returns the list a month's ratings come from: the one of the event's kind of play (rapid or
    blitz), else, under FIDE's rapid and blitz rules with no kind of play known, the rapid
    list; the standard list otherwise."""
    if play is Play.RAPID or (play is None and rules.name == FIDE_RAPID.name):
        return ListKind.RAPID
    return ListKind.BLITZ if play is Play.BLITZ else ListKind.STANDARD


def file_ratings(tournament: Tournament, months: Iterable[date]) -> MonthRatings:
    """Returns the file's rating in every month, no list being kept."""
    same = MappingProxyType({p.start_rank: MonthRating(p.rating, RatingFrom.NOT_KEPT)
                             for p in tournament.players})
    return {month: same for month in months}


def _fide_id(player: TrfPlayer) -> int | None:
    written = player.fide_id.strip()
    return int(written) if written.isdigit() and int(written) else None


def list_ratings(tournament: Tournament, months: Iterable[date], store: RatingStore,
                 kind: ListKind = ListKind.STANDARD) -> MonthRatings:
    """Returns each player's rating in each of ``months``: the store's list of ``kind`` of that
    month, found by FIDE ID, else the file's (see :class:`RatingFrom`); every month the file's where
    there is no store or it keeps no such list. One reading of the store for all months."""
    wanted = tuple(months)
    ids = {p.start_rank: fide_id for p in tournament.players
           if (fide_id := _fide_id(p)) is not None}
    listed: dict[date, dict[int, ListedPlayer]] = {}
    try:
        kept = {item.month for item in store.kept(kind)} & set(wanted)
        if kept and ids:
            for fide_id, history in store.histories(ids.values(), kind).items():
                for listing in history:
                    if listing.month in kept:
                        listed.setdefault(listing.month, {})[fide_id] = listing.player
    except NoStore:
        kept = set()
    ratings: dict[date, Mapping[int, MonthRating]] = {}
    for month in wanted:
        of_month: dict[int, MonthRating] = {}
        for player in tournament.players:
            fide_id = ids.get(player.start_rank)
            found = None if fide_id is None else listed.get(month, {}).get(fide_id)
            if month not in kept:
                rating = MonthRating(player.rating, RatingFrom.NOT_KEPT)
            elif fide_id is None:
                rating = MonthRating(player.rating, RatingFrom.NO_FIDE_ID)
            elif found is None:
                rating = MonthRating(player.rating, RatingFrom.NOT_LISTED)
            else:
                rating = MonthRating(found.rating, RatingFrom.LIST)
            of_month[player.start_rank] = rating
        ratings[month] = MappingProxyType(of_month)
    return ratings


class PlayerMonth(NamedTuple):
    """Holds one month of a player's event: a rating period of its own."""

    month: date
    rating: MonthRating
    """The rating the month is rated with, and where it comes from."""
    result: PlayerResult
    """The month's rounds rated as a period with that rating (and each opponent's of the
    month); for a player unrated in the month, its games towards the first rating, which
    :class:`MonthlyResult` pools over the months."""


class MonthlyResult(NamedTuple):
    """Holds a player's event rated month by month."""

    result: PlayerResult
    """The whole event, the months added up (see the module)."""
    months: tuple[PlayerMonth, ...]
    """The months in which the player has a game, in order."""


#: No K set by hand.
_NO_OVERRIDES: Mapping[int, float] = MappingProxyType({})
#: No standard rating lent.
_NONE_LENT: Mapping[int, int] = MappingProxyType({})
#: No month's standard ratings to lend.
_NO_MONTHS_LENT: MonthsLent = MappingProxyType({})
#: The reasons of a game towards a first rating.
_TOWARDS_FIRST = (NotRated.PLAYER_UNRATED, NotRated.FIRST_EVENT_ZERO)


def _sum(values: Iterable[float]) -> float:
    """Adds up changes or expected scores without the binary noise of adding them (``-4.2 +
    -21.4`` is -25.6, not -25.599999999999998): far below any one's own precision."""
    return round(math.fsum(values), SUM_DECIMALS) + 0.0


def _published(result: PlayerResult) -> float:
    return result.change if result.rounded_change is None else result.rounded_change


def _pooled(unrated: list[PlayerMonth]) -> FirstRating | None:
    """Returns the first rating of the months in which the player is unrated, pooled
    (§7.1.4)."""
    if not unrated:
        return None
    return first_rating([Game(g.opponent_rating, g.code.rating_score if g.code else 0.0,
                              g.opponent_name, colour=g.colour)
                         for part in unrated for g in part.result.games
                         if g.not_rated in _TOWARDS_FIRST])


def _added_up(player: TrfPlayer, parts: list[PlayerMonth], rules: RuleSet,
              k_overridden: bool) -> PlayerResult:
    """Adds up the player's event from their months (see the module)."""
    played = [part for part in parts if any(g.opponent is not None for g in part.result.games)]
    rated = [part for part in parts if part.rating.rating is not None]
    first = _pooled([part for part in parts if part.rating.rating is None])
    zero = first is not None and first.reason is NoRating.ZERO_POINTS
    games = sorted((g._replace(not_rated=NotRated.FIRST_EVENT_ZERO if zero
                               else NotRated.PLAYER_UNRATED)
                    if g.not_rated in _TOWARDS_FIRST else g
                    for part in parts for g in part.result.games), key=lambda g: g.round)
    shown = next((part.rating.rating for part in (*played, *parts)
                  if part.rating.rating is not None), None)
    counted: list[EventGame]
    if rated:
        results = [part.result for part in rated]
        with_games = [r for r in results if r.rated_games] or results
        k = with_games[-1].k
        change = _sum(r.change for r in results)
        rounded = (sum(r.rounded_change or 0 for r in results) if rules.rounds_change
                   else None)
        expected = _sum(r.expected for r in results)
        rated_games, points = sum(r.rated_games for r in results), sum(r.points for r in results)
        anchor = max((i for i, part in enumerate(rated) if part.rating.source is RatingFrom.LIST),
                     default=0)
        start = rated[anchor].rating.rating or 0
        new_rating: float | None = start + _sum(_published(p.result) for p in rated[anchor:])
        counted = [g for g in games if g.rated]
    else:
        k, change, rounded, expected, new_rating = None, 0.0, None, 0.0, None
        rated_games = first.games if first is not None else 0
        points = first.points if first is not None else 0.0
        counted = [g for g in games if g.not_rated in _TOWARDS_FIRST]
    flags = tuple(flag for flag in Flag if any(flag in part.result.flags for part in parts))
    return PlayerResult(
        player._replace(rating=shown), k, rated_games, points, expected, change, rounded,
        new_rating, performance(Game(g.opponent_rating, g.code.rating_score if g.code else 0.0)
                                for g in counted),
        first, flags, tuple(games), k_overridden,
        any(part.rating.source is RatingFrom.STANDARD for part in parts))


def _last_days(tournament: Tournament, split: EventMonths) -> dict[date, date]:
    """Returns each month's last round date: the day its K is judged on (the month's first
    day where none of its rounds has one)."""
    days = {month: month for month in split.months}
    for month, day in zip(split.round_months, tournament.round_dates, strict=False):
        if day is not None and day.replace(day=1) == month:
            days[month] = max(days[month], day)
    return days


def _month_rating(ratings: MonthRatings, month: date, player: TrfPlayer,
                  lent: Mapping[int, int], lent_by_month: MonthsLent) -> MonthRating:
    """Returns the player's rating in ``month``: ``ratings``' (the file's where they have
    none), else, for a rapid or blitz event's player unrated in it, the standard rating of
    the month's list (``lent_by_month``), else the one ``lent`` for the event."""
    rating = (ratings.get(month, {}).get(player.start_rank)
              or MonthRating(player.rating, RatingFrom.NOT_KEPT))
    if rating.rating is None:
        standard = lent_by_month.get(month, {}).get(player.start_rank,
                                                     lent.get(player.start_rank))
        if standard is not None:
            return MonthRating(standard, RatingFrom.STANDARD)
    return rating


def rate_players_by_month(tournament: Tournament, split: EventMonths, rules: RuleSet,
                          ratings: MonthRatings, k: float | None = None,
                          k_overrides: Mapping[int, float] = _NO_OVERRIDES,
                          lent: Mapping[int, int] = _NONE_LENT,
                          lent_by_month: MonthsLent = _NO_MONTHS_LENT
                          ) -> Iterator[MonthlyResult]:
    """Rates every player's event month by month as ``split`` says (``by_month``), one player at a
    time in the file's order.

    Each month is rated with the ``ratings`` of that month; a player missing there keeps the file's
    rating. K and ``lent`` mean what :func:`~elo_core.event.rate_event` says. A player unrated in a
    month is lent the month's standard rating (``lent_by_month``, :func:`standard_by_month`), else
    ``lent``'s."""
    days = _last_days(tournament, split)
    in_month: dict[date, dict[int, MonthRating]] = {}
    fields: dict[date, dict[int, TrfPlayer]] = {}
    for month in split.months:
        in_month[month], fields[month] = {}, {}
        for p in tournament.players:
            rating = _month_rating(ratings, month, p, lent, lent_by_month)
            in_month[month][p.start_rank] = rating
            fields[month][p.start_rank] = (p if rating.rating == p.rating
                                           else p._replace(rating=rating.rating))
    for player in tournament.players:
        rank = player.start_rank
        own = k_overrides.get(rank)
        problems = tournament.problem_kinds.get(rank, frozenset())
        parts = []
        for month in split.months:
            rating = in_month[month][rank]
            borrowed = rating.source is RatingFrom.STANDARD
            seen = fields[month][rank]._replace(
                rounds=tuple(e for e in player.rounds
                             if split.round_months[e.round - 1] == month))
            chosen = (own if own is not None else k if k is not None
                      else file_facts(seen, days[month], borrowed))
            parts.append(PlayerMonth(month, rating, rate_player(
                seen, fields[month], rules, chosen, k_overridden=own is not None, problems=problems,
                standard_lent=borrowed)))
        shown = tuple(part for part in parts
                      if any(g.opponent is not None for g in part.result.games))
        yield MonthlyResult(_added_up(player, parts, rules, own is not None), shown)


def rate_players_in_periods(tournament: Tournament, split: EventMonths, rules: RuleSet,
                            ratings: MonthRatings, k: float | None = None,
                            k_overrides: Mapping[int, float] = _NO_OVERRIDES,
                            lent: Mapping[int, int] = _NONE_LENT,
                            lent_by_month: MonthsLent = _NO_MONTHS_LENT
                            ) -> Iterator[MonthlyResult]:
    """Rates every player's event, one player at a time in the file's order: month by month where
    ``split`` says so (:func:`rate_players_by_month`), else as one period
    (:func:`~elo_core.event.rate_players`, no months)."""
    if split.by_month:
        yield from rate_players_by_month(tournament, split, rules, ratings, k, k_overrides,
                                         lent, lent_by_month)
    else:
        for result in rate_players(tournament, rules, k, k_overrides, lent):
            yield MonthlyResult(result, ())


def month_ratings(tournament: Tournament, split: EventMonths, store: RatingStore | None,
                  kind: ListKind = ListKind.STANDARD) -> MonthRatings:
    """Returns the ratings of each month ``split`` rates by: the store's lists of ``kind``
    (:func:`list_ratings`), the file's without a store; none for an event of one period."""
    if not split.by_month:
        return {}
    if store is None:
        return file_ratings(tournament, split.months)
    return list_ratings(tournament, split.months, store, kind)


def standard_by_month(tournament: Tournament, split: EventMonths, store: RatingStore | None,
                      kind: ListKind) -> MonthsLent:
    """Returns, for an event rated month by month from a rapid or blitz list (``kind``), each
    month's standard rating of every player the store's standard list of that month rates, to lend a
    player unrated in the month (B.02 rapid and blitz 7.2.1, see the module); none for a standard
    list, without a store, or for an event of one period."""
    if not split.by_month or store is None or kind is ListKind.STANDARD:
        return {}
    standard = list_ratings(tournament, split.months, store, ListKind.STANDARD)
    return {month: MappingProxyType({rank: rating.rating for rank, rating in of_month.items()
                                     if rating.source is RatingFrom.LIST
                                     and rating.rating is not None})
            for month, of_month in standard.items()}


def list_kept(ratings: MonthRatings, month: date) -> bool:
    """Checks whether ``month``'s ratings came from a list the store keeps (for some player, or for
    none the list holds)."""
    return any(r.source is not RatingFrom.NOT_KEPT for r in ratings.get(month, {}).values())


class RatedPeriods(NamedTuple):
    """How an event was rated: its months, their ratings, and each player's months."""

    split: EventMonths
    ratings: MonthRatings
    kind: ListKind
    """The kind of list the months' ratings were looked up in."""
    players: tuple[MonthlyResult, ...]
    """In the file's order, as the report's players."""


def rate_event_in_periods(tournament: Tournament, rules: RuleSet, k: float | None = None,
                          k_overrides: Mapping[int, float] = _NO_OVERRIDES,
                          store: RatingStore | None = None,
                          kind: ListKind = ListKind.STANDARD,
                          lent: Mapping[int, int] = _NONE_LENT
                          ) -> tuple[EventReport, RatedPeriods]:
    """Rates the whole event, month by month where its rounds run over more than
    :data:`LONG_EVENT_DAYS`, else as one period (:func:`~elo_core.event.rate_event`).

    Each month is rated with the ratings of the ``store``'s list of ``kind`` of that month. K and
    ``lent`` mean what :func:`~elo_core.event.rate_event` says; a month's standard list lends its
    ratings in its month (:func:`standard_by_month`)."""
    split = split_by_month(tournament)
    ratings = month_ratings(tournament, split, store, kind)
    totals = EventTotals(tournament, rules)
    results = tuple(rate_players_in_periods(
        tournament, split, rules, ratings, k, k_overrides, lent,
        standard_by_month(tournament, split, store, kind)))
    for monthly in results:
        totals.add(monthly.result)
    return (totals.report(tuple(m.result for m in results)),
            RatedPeriods(split, ratings, kind, results))
