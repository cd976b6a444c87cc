"""Rates a season by FIDE's rules (Handbook B.02), with calendar months as rating periods.

- Every game of a month is computed against the ratings at the month's start, the list in force
  (§8.3.2): ΔR = S − PD by table 8.1.2 with the 400-point rule judged from each player's own
  side (§8.3.1), as :data:`elo_core.elo.rules.FIDE` does; another rule set of
  :mod:`elo_core.elo.rules` (FIDE 2024's cap for everyone, rapid's 600-point rule) where asked.
- At the month's end each member's change is K × ΣΔR, rounded to whole once, a half away from
  zero (§8.3.4, :func:`~elo_core.elo.series.period_change`), and the new ratings are the list
  of the next month. K is one K for all, or §8.3.3's from each member's facts
  (:func:`~elo_core.elo.kfactor.k_from_known`): the start list's birth year and games before,
  updated month by month with the games completed and a rating of 2400 reached (for good; a K
  of 10 on the start list says it was reached), judged in the month. Where the facts given do
  not decide it (no birth year beside a rating under 2300, no games before beside fewer than
  30 in the season), the start list's ``k`` (FIDE's list prints each player's), else the K
  assumed (20, an established adult's, unless asked otherwise), each said on the member's
  standing with the facts missing. Then K × n ≤ 700 for the month's n games
  (:func:`~elo_core.elo.kfactor.k_cut_by_games`).
- A member's month is exactly :func:`~elo_core.elo.series.rate_series` in
  :attr:`~elo_core.elo.mode.Mode.PERIOD` mode over that member's games of the month from the
  month's rating (a property test holds the two the same); the pool sums all members' months
  in one pass instead of one series each, which is what lets a national pool run. It asks
  :func:`~elo_core.elo.rules.expectancy` once for each difference a month has: a player's
  expectancy depends on the two ratings only through their difference and, under the rule
  of October 2025, whether the player is rated 2650 or more.
- Forfeits are not rated (§5.1), nor a game against an unrated opponent (§8.3.1).
- A member without a rating gets a first rating as the handbook gives it (§7.1.4, §8.2,
  :func:`~elo_core.elo.first_rating.first_rating`): at least 5 games against rated opponents,
  pooled over up to 26 months, a first event without a point left out, at most 2200, none below
  1400. It is tried at each month's end over the games so far and published then; §8.3.3
  counts its games as completed (and the start list's games before, where it gives them for
  a member without a rating); from the next month the member is rated as any other.
"""

from __future__ import annotations

import calendar
from bisect import bisect_left
from datetime import date

from elo_core.elo.expectation import Expectation
from elo_core.elo.first_rating import first_rating
from elo_core.elo.kfactor import (
    ASSUMED_K,
    K10_RATING,
    REACHED_K,
    Fact,
    PlayerFacts,
    k_cut_by_games,
    k_from_known,
    resolve_k,
)
from elo_core.elo.mode import Mode
from elo_core.elo.rules import (
    CAP_EXEMPT_RATING,
    DifferenceCap,
    Expectancy,
    RuleSet,
    expectancy,
    is_rated,
)
from elo_core.elo.series import game_change, period_change
from elo_core.games import Game
from elo_core.pool.classic import start_ratings
from elo_core.pool.records import WHITE_SCORES, Season
from elo_core.pool.standings import Ledger, StepKind
from elo_core.rounding import round_half_away_from_zero


class _Facts:
    """What §8.3.3 asks of each member, kept up to date month by month: the games completed
    (where the start list does not give those before the season, the season's: at least
    so many), 2400 reached, the facts not known, and the K the start list gives."""

    __slots__ = ("games_before", "listed", "reached", "unknown")

    def __init__(self, season: Season, ratings: list[float | None]) -> None:
        starts = season.starts
        self.games_before = [0 if e is None or e.games_before is None else e.games_before
                             for e in starts]
        self.listed = [None if e is None or e.rating is None else e.k for e in starts]
        self.reached = [(r is not None and r >= K10_RATING) or listed == REACHED_K
                        for r, listed in zip(ratings, self.listed, strict=True)]
        self.unknown = [frozenset(fact for fact, given in (
            (Fact.BIRTH_YEAR, e is not None and e.birth_year is not None),
            (Fact.GAMES_BEFORE, e is not None and e.games_before is not None)) if not given)
            for e in starts]

    def after(self, member: int, rating: float, games: int) -> None:
        """Returns the member's facts on the next list: ``games`` more completed, and 2400 reached
        for good once the published rating is 2400 or more."""
        self.games_before[member] += games
        self.reached[member] = self.reached[member] or rating >= K10_RATING


class _Expectancies:
    """Caches :func:`~elo_core.elo.rules.expectancy` under one rule set. It is asked once for each
    difference (own rating minus the opponent's) and, where the 400-point rule spares a player rated
    2650 or more, once more for such a player."""

    __slots__ = ("below", "exempt", "pd_below", "pd_exempt", "rules", "splits")

    def __init__(self, rules: RuleSet) -> None:
        self.rules = rules
        self.splits = rules.cap is DifferenceCap.BELOW_2650
        self.below: dict[float, Expectancy] = {}
        self.exempt: dict[float, Expectancy] = {}
        self.pd_below: dict[float, int] = {}
        self.pd_exempt: dict[float, int] = {}

    def of(self, own: float, opponent: float) -> Expectancy:
        """Returns the expectancy of the player rated ``own`` against ``opponent``."""
        known = self.exempt if self.splits and own >= CAP_EXEMPT_RATING else self.below
        difference = own - opponent
        view = known.get(difference)
        if view is None:
            view = known[difference] = expectancy(own, opponent, self.rules)
        return view

    def pd(self, own: float, opponent: float) -> int:
        """Returns PD under the table, in whole hundredths, for the player rated ``own`` against
        ``opponent``."""
        exempt = self.splits and own >= CAP_EXEMPT_RATING
        known = self.pd_exempt if exempt else self.pd_below
        difference = own - opponent
        hundredths = known.get(difference)
        if hundredths is None:
            table = self.of(own, opponent).hundredths
            assert table is not None, "the rule set's expected score is the table"
            hundredths = known[difference] = table
        return hundredths


#: A rated game of a month as the changes of its games need it: its number, White and Black,
#: their ratings at the month's start, and each side's expectancy.
_View = tuple[int, int, int, float, float, Expectancy, Expectancy]


def _month_after(day: date) -> int:
    """Returns the ordinal of the first day of the month after ``day``'s (as an ordinal, which the
    month after December 9999 has too)."""
    return day.replace(day=1).toordinal() + calendar.monthrange(day.year, day.month)[1]


class _Month:
    """The sums of one month's games, by member, in lists the season's months share."""

    __slots__ = ("counts", "sums", "touched", "towards")

    def __init__(self, members: int, exact: bool) -> None:
        self.sums: list[float] = [0 if exact else 0.0] * members
        """Σ (S − PD): in whole hundredths under the table, else as a float."""
        self.counts = [0] * members
        """The month's rated games."""
        self.touched: list[int] = []
        """The members with a rated game this month."""
        self.towards: set[int] = set()
        """The members without a rating who played towards a first one this month."""


def rate_fide(season: Season, k: float | None, rules: RuleSet, keep: bool = True,
              assumed: float = ASSUMED_K) -> Ledger:
    """Rates the season by FIDE's rules, month by month: one ``k``, or ``None`` for §8.3.3's K from
    each member's facts, ``assumed`` where they do not decide it and the start list gives no K. With
    ``keep``, each game's change is kept too."""
    ledger = Ledger(season, keep, start_ratings(season))
    facts = _Facts(season, ledger.rating)
    views = _Expectancies(rules)
    month = _Month(len(season.members), rules.expectation is Expectation.TABLE)
    days, count = season.days, len(season)
    pending: dict[int, list[Game]] = {}
    start = 0
    while start < count:
        first_day = date.fromordinal(days[start]).replace(day=1)
        stop = bisect_left(days, _month_after(first_day), start)
        rated = _games(ledger, views, month, pending, start, stop)
        _month_end(ledger, facts, month, first_day, stop - 1, (k, assumed), rules, rated)
        _first_ratings(ledger, facts, month, pending, first_day, stop - 1)
        start = stop
    ledger.still_unrated(lambda member: first_rating(pending.get(member, [])))
    return ledger


def _games(ledger: Ledger, views: _Expectancies, month: _Month,
           pending: dict[int, list[Game]], start: int, stop: int) -> list[_View]:
    """Rates the games ``start`` to ``stop`` of a month, each against the ratings at its start;
    where ``keep``, the rated games' views."""
    season, rules = ledger.season, views.rules
    rating, opponents = ledger.rating, ledger.opponents
    sums, counts, touched = month.sums, month.counts, month.touched
    table = rules.expectation is Expectation.TABLE
    gap, keep, view_of, pd = rules.rapid_unrated_gap, ledger.keep, views.of, views.pd
    kept: list[_View] = []
    whites, blacks, outcomes = season.whites, season.blacks, season.outcomes
    for number in range(start, stop):
        score = WHITE_SCORES[outcomes[number]]
        if score is None:
            continue
        white, black = whites[number], blacks[number]
        other = 1.0 - score
        ours, theirs = rating[white], rating[black]
        if ours is None or theirs is None:
            month.towards.update(ledger.one_unrated(pending, number, white, black, score))
            continue
        if gap and not is_rated(ours, theirs, rules):
            ledger.exclude(white, score)
            ledger.exclude(black, other)
            if keep:
                ledger.before(number, ours, theirs)
            continue
        if table:
            sums[white] += round(score * 100) - pd(ours, theirs)
            sums[black] += round(other * 100) - pd(theirs, ours)
        else:
            sums[white] += score - view_of(ours, theirs).expected
            sums[black] += other - view_of(theirs, ours).expected
        if not counts[white]:
            touched.append(white)
        if not counts[black]:
            touched.append(black)
        counts[white] += 1
        counts[black] += 1
        opponents[white] += theirs
        opponents[black] += ours
        if keep:
            kept.append((number, white, black, ours, theirs, view_of(ours, theirs),
                         view_of(theirs, ours)))
    return kept


def _month_end(ledger: Ledger, facts: _Facts, month: _Month, first_day: date, position: int,
               ks: tuple[float | None, float], rules: RuleSet, rated: list[_View]) -> None:
    """Works out the month's changes: K × ΣΔR for each member who played a rated game, rounded once
    (§8.3.4), the new ratings the next month's list; each rated game's own change. ``ks``: the one K
    (``None``: §8.3.3's) and the K assumed where the facts do not decide it."""
    rating, sums, counts = ledger.rating, month.sums, month.counts
    table = rules.expectation is Expectation.TABLE
    last_day = _month_after(first_day) - 1
    reference = first_day.toordinal()
    k, assumed = ks
    effective: dict[int, float] = {}
    for member in month.touched:
        n, total = counts[member], sums[member]
        before = rating[member]
        assert before is not None
        found = None
        if k is None:
            found = k_from_known(PlayerFacts(before, facts.games_before[member],
                                             ledger.birth_years[member], facts.reached[member],
                                             first_day),
                                 facts.unknown[member], facts.listed[member], assumed)
            used: float = k_cut_by_games(found.k, n) if rules.caps_k_by_games else found.k
        else:
            used = resolve_k(k, n, rules, Mode.PERIOD).effective
        effective[member] = used
        rounded: int | None
        if table:
            change, rounded = period_change(used, int(total), rules.rounds_change)
        else:
            change = used * total
            rounded = round_half_away_from_zero(change) if rules.rounds_change else None
        moved = change if rounded is None else rounded
        rating[member] = before + moved
        facts.after(member, before + moved, n)
        ledger.step(member, last_day, before + moved, moved, n, StepKind.MONTH, reference,
                    position, used, found)
        counts[member], sums[member] = 0, 0 if table else 0.0
    month.touched.clear()
    for number, white, black, ours, theirs, mine, yours in rated:
        score = WHITE_SCORES[ledger.season.outcomes[number]]
        assert score is not None
        ledger.before(number, ours, theirs)
        ledger.white_change[number] = game_change(effective[white], score, mine.expected,
                                                  mine.hundredths)
        ledger.black_change[number] = game_change(effective[black], 1.0 - score,
                                                  yours.expected, yours.hundredths)


def _first_ratings(ledger: Ledger, facts: _Facts, month: _Month,
                   pending: dict[int, list[Game]], first_day: date, position: int) -> None:
    """Tries a first rating at the month's end for each member without one who played towards it
    this month (§8.2); published, it holds from the next month, with §8.3.3's games counted from
    it."""
    last_day = _month_after(first_day) - 1
    for member in sorted(month.towards):
        first = first_rating(pending[member])
        ledger.published(member, last_day, first, first.games, position,
                         first_day.toordinal())
        if first.rating is not None:
            del pending[member]
            entry = ledger.season.starts[member]
            given = 0 if entry is None or entry.games_before is None else entry.games_before
            facts.games_before[member] = given + first.games
            facts.unknown[member] -= {Fact.GAMES_BEFORE}
            facts.reached[member] = first.rating >= K10_RATING
    month.towards.clear()
