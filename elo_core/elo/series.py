"""Rates a series of games against one start rating, in the two ways ratings are kept.

- Rating period (FIDE B.02 §8.3.2, §8.3.4): every game is computed against the rating on the list
  in force; the change is K × Σ(score − PD) and, under a rounding rule set, it is rounded once,
  a half away from zero. Under the table the sum is exact: whole hundredths.
- Sequential (as online sites do): the rating is updated after every game, at full precision.
  Every update is a period of one game, so §8.3.3's K × n ≤ 700 never cuts K there.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Iterator, Sequence
from fractions import Fraction
from typing import NamedTuple

from elo_core.elo.kfactor import KUsed, PlayerFacts, resolve_k
from elo_core.elo.mode import Mode
from elo_core.elo.rules import Expectancy, RuleSet, expectancy, is_rated
from elo_core.games import Game, NotRated, unplayed_reason
from elo_core.rounding import round_half_away_from_zero

__all__ = [
    "GameRow", "SeriesReport", "SeriesSummary", "mode_gaps", "period_change", "rate_series",
    "summarise_series",
]


class GameRow(NamedTuple):
    """One game as it was counted."""

    game: Game
    rating_before: float
    """The rating the game was computed against."""
    expected: float | None
    difference: float | None
    """Own rating minus the opponent's, as counted (after the 400-point rule)."""
    capped: bool
    change: float
    """K × (score − expected); 0 for a game that is not rated."""
    rating_after: float
    """Start rating plus the changes so far (unrounded): the trajectory."""
    not_rated: NotRated | None


class SeriesReport(NamedTuple):
    """Holds the outcome of a series under one mode and one rule set."""

    mode: Mode
    rules: RuleSet
    start_rating: float
    k: KUsed
    rows: tuple[GameRow, ...]
    points: float
    """Points scored in rated games."""
    expected_points: float
    change: float
    """The exact, unrounded change."""
    rounded_change: int | None
    """The change as published under a rounding rule set (rating period only)."""
    new_rating: float

    @property
    def rated_games(self) -> int:
        """How many games counted."""
        return sum(1 for row in self.rows if row.not_rated is None)


class SeriesSummary(NamedTuple):
    """A series' outcome without its games: what :func:`summarise_series` keeps of a list of
    any length. Every number is the one :func:`rate_series` gives for the same games."""

    mode: Mode
    rules: RuleSet
    start_rating: float
    k: KUsed
    games: int
    """Games listed, rated or not."""
    rated_games: int
    points: float
    expected_points: float
    change: float
    rounded_change: int | None
    new_rating: float


def rated_game_count(rating: float, games: Iterable[Game], rules: RuleSet) -> int:
    """Counts the n of K × n ≤ 700: games that will be rated, judged from the start rating."""
    return sum(
        1 for g in games
        if g.played and g.opponent_rating is not None
        and is_rated(rating, g.opponent_rating, rules)
    )


#: A game as :meth:`SeriesTally.count` counted it: the game, the rating it was computed against,
#: its expectancy (or why it is not rated), and the trajectory after it.
Counted = tuple[Game, float, Expectancy | NotRated, float]


def game_change(k: float, score: float, expected: float, hundredths: int | None) -> float:
    """Returns one game's change K × (S − E), FIDE's K × ΔR (§8.3.2).

    Under the table, ``hundredths`` is PD in whole hundredths, and the change is worked in whole
    hundredths. That is exact because a score is 0, ½ or 1: K 20 against PD 0.70 gives 6.0, not
    20 × (1 − 0.7) = 6.000000000000001."""
    if hundredths is None:
        return k * (score - expected)
    return k * (score * 100 - hundredths) / 100


def period_change(k: float, hundredths: int, rounds: bool) -> tuple[float, int | None]:
    """Returns a rating period's change under the table, K × Σ(S − PD), exactly (B.02 §8.3.2).

    Σ comes in whole ``hundredths``. Where the rule set ``rounds``, the change is rounded to whole,
    a half away from zero (§8.3.4): K 20 and Σ = −0.125 × 100 … give −2.5 → −3. A whole K is worked
    in whole numbers (K × Σ hundredths, then (|q| + 50) // 100), any other K exactly as a
    fraction."""
    if float(k).is_integer():
        q = int(k) * hundredths
        if not rounds:
            return q / 100, None
        magnitude = (abs(q) + 50) // 100
        return q / 100, magnitude if q >= 0 else -magnitude
    total = Fraction(str(k)) * hundredths / 100
    return float(total), round_half_away_from_zero(total) if rounds else None


class SeriesTally:
    """A series counted one game at a time: the sums its change is made of, and the rating the
    next game is computed against.

    :func:`rate_series` (every game listed) and :func:`summarise_series` (no game kept, for
    lists of any length) both count with it, so both give the same numbers. A rating period's
    change is K × Σ(S − E) (B.02 §8.3.2: the ΔR summed over the period, multiplied by K), with
    Σ in exact hundredths under the table; K × n ≤ 700 (§8.3.3) needs the period's n, so K is
    applied at the end (:meth:`summary`). In sequential mode the rating moves after every game by
    ``k_each`` × (S − E), K never cut.

    It holds: ``rating`` (what the next game is computed against), the games counted and those
    rated, the points and expected points, ``surplus`` Σ(S − E), ``hundredths`` the same Σ in
    hundredths while ``exact`` (every expected score from the table), and ``running``
    Σ ``k_each`` × (S − E), the trajectory.
    """

    __slots__ = ("exact", "expected_points", "games", "hundredths", "k_each", "mode",
                 "points", "rated", "rating", "rules", "running", "start_rating", "surplus")

    def __init__(self, start_rating: float, rules: RuleSet, mode: Mode,
                 k_each: float | None = None) -> None:
        if mode is Mode.SEQUENTIAL and k_each is None:
            raise ValueError("sequential mode needs the K of each game")
        self.start_rating, self.rules, self.mode, self.k_each = start_rating, rules, mode, k_each
        self.rating = start_rating
        self.games = self.rated = self.hundredths = 0
        self.points = self.expected_points = self.surplus = self.running = 0.0
        self.exact = True

    def count(self, games: Iterable[Game]) -> Iterator[Counted]:
        """Counts ``games`` one at a time, each yielded with the rating it was computed against,
        its expectancy (or why it is not rated) and the trajectory after it.

        In a rating period the rating never moves, so each opponent rating's expectancy is
        worked out once.
        """
        rules, k_each, start = self.rules, self.k_each, self.start_rating
        sequential = self.mode is Mode.SEQUENTIAL
        rating, running, surplus = self.rating, self.running, self.surplus
        points, expected_points, hundredths = self.points, self.expected_points, self.hundredths
        listed, rated, exact = self.games, self.rated, self.exact
        unrated, gap = NotRated.OPPONENT_UNRATED, NotRated.RAPID_GAP
        views: dict[float, tuple[Expectancy | NotRated, float, int | None]] = {}
        try:
            for game in games:
                listed += 1
                opponent = game.opponent_rating
                if game.unplayed is not None or opponent is None:
                    why = unrated if game.unplayed is None else unplayed_reason(game.unplayed)
                    yield game, rating, why, start + running
                    continue
                known = None if sequential else views.get(opponent)
                if known is None:
                    if is_rated(rating, opponent, rules):
                        counted = expectancy(rating, opponent, rules)
                        known = (counted, counted.expected, counted.hundredths)
                    else:
                        known = (gap, 0.0, None)
                    if not sequential:
                        views[opponent] = known
                view, expected, table = known
                if view is gap:
                    yield game, rating, view, start + running
                    continue
                score = game.score
                if table is None:
                    exact = False
                else:
                    hundredths += round(score * 100) - table
                rated += 1
                points += score
                expected_points += expected
                surplus += score - expected
                before = rating
                if k_each is not None:
                    running += game_change(k_each, score, expected, table)
                    if sequential:
                        rating = start + running
                yield game, before, view, start + running
        finally:
            self.rating, self.running, self.surplus = rating, running, surplus
            self.points, self.expected_points, self.hundredths = (
                points, expected_points, hundredths)
            self.games, self.rated, self.exact = listed, rated, exact

    def summary(self, k_used: KUsed) -> SeriesSummary:
        """Returns the series as counted so far, with K as ``k_used`` says: the change (a rating
        period's K × Σ(S − E), exact under the table; sequential mode's sum of the changes),
        the change as published under a rounding rule set (rating period only, a half away
        from zero, §8.3.4), and the new rating."""
        total: float
        rounded: int | None = None
        rounds = self.rules.rounds_change and self.mode is Mode.PERIOD
        if self.mode is Mode.SEQUENTIAL:
            total = self.running
        elif self.exact:
            total, rounded = period_change(k_used.effective, self.hundredths, rounds)
        else:
            total = k_used.effective * self.surplus
            rounded = round_half_away_from_zero(total) if rounds else None
        new_rating = self.start_rating + (rounded if rounded is not None else total)
        # under the table the expected points are whole hundredths too: 0.79, not 0.7899…
        expected_points = ((round(self.points * 100) - self.hundredths) / 100 if self.exact
                           else self.expected_points)
        return SeriesSummary(self.mode, self.rules, self.start_rating, k_used, self.games,
                             self.rated, self.points, expected_points, total, rounded,
                             new_rating)


def series_rows(
    start_rating: float,
    games: Iterable[Game],
    k: float | PlayerFacts,
    rules: RuleSet,
    mode: Mode = Mode.PERIOD,
) -> tuple[KUsed, SeriesTally, Iterator[GameRow]]:
    """Yields the K of the series, then its games one row at a time (each with its change
    K × (S − E) and the trajectory) as they are counted into the tally, whose
    :meth:`~SeriesTally.summary` has the totals once every row is out. ``games`` is read twice,
    for K's n and for the rows: a sequence, or games kept to be read again (the command line's
    spool)."""
    k_used = resolve_k(k, rated_game_count(start_rating, games, rules), rules, mode)
    tally = SeriesTally(start_rating, rules, mode, k_used.effective)

    def rows() -> Iterator[GameRow]:
        k = k_used.effective
        for game, before, view, after in tally.count(games):
            if isinstance(view, NotRated):
                yield GameRow(game, before, None, None, False, 0.0, after, view)
            else:
                change = game_change(k, game.score, view.expected, view.hundredths)
                yield GameRow(game, before, view.expected, view.difference, view.capped, change,
                              after, None)
    return k_used, tally, rows()


def rate_series(
    start_rating: float,
    games: Sequence[Game],
    k: float | PlayerFacts,
    rules: RuleSet,
    mode: Mode = Mode.PERIOD,
) -> SeriesReport:
    """Rates ``games`` from ``start_rating`` in ``mode`` under ``rules`` with K (or K's facts),
    and lists every game with its change (K × (S − E)) and the trajectory.

    Take two games from 1800 with K 20: a win against 1900 (PD 0.36 by table 8.1.2, D = −100)
    and a draw against 1700 (PD 0.64, D = +100). As a rating period (B.02 §8.3.2) both count
    against 1800: 20 × ((1 − 0.36) + (0.5 − 0.64)) = 20 × 0.50 = +10.

    >>> from elo_core import FIDE, Game, Mode, rate_series
    >>> games = [Game(1900, 1.0), Game(1700, 0.5)]
    >>> period = rate_series(1800, games, 20, FIDE)
    >>> period.change, period.rounded_change, period.new_rating
    (10.0, 10, 1810)

    Game by game, the win makes 1812.8 first, so the draw counts D = 112.8, read as 113 (the
    band 107–113, PD 0.65): 20 × (0.5 − 0.65) = −3.0, and the series ends at 1809.8. Nothing
    is rounded, since §8.3.4 rounds a rating period's change:

    >>> sequential = rate_series(1800, games, 20, FIDE, Mode.SEQUENTIAL)
    >>> [row.rating_after for row in sequential.rows], sequential.rounded_change
    ([1812.8, 1809.8], None)
    """
    k_used, tally, rows = series_rows(start_rating, games, k, rules, mode)
    listed = tuple(rows)
    s = tally.summary(k_used)
    return SeriesReport(mode, rules, start_rating, k_used, listed, s.points, s.expected_points,
                        s.change, s.rounded_change, s.new_rating)


def summarise_series(
    start_rating: float,
    games: Iterable[Game],
    k: float | PlayerFacts,
    rules: RuleSet,
    mode: Mode = Mode.PERIOD,
) -> SeriesSummary:
    """Rates a series as :func:`rate_series` does, in one pass that keeps no game, so ``games``
    may be a stream of any length. A rating period's K is cut by K × n ≤ 700 once n is known,
    and is applied at the end; K in sequential mode is never cut, so it is known from the
    start."""
    k_each = resolve_k(k, 1, rules, mode).effective if mode is Mode.SEQUENTIAL else None
    tally = SeriesTally(start_rating, rules, mode, k_each)
    deque(tally.count(games), maxlen=0)
    return tally.summary(resolve_k(k, tally.rated, rules, mode))


def mode_gaps(period: SeriesReport, sequential: SeriesReport) -> tuple[float, ...]:
    """Returns how far the sequential rating is from the rating period's after each game of the same
    series: sequential's rating after the game minus the start rating plus the period's changes
    so far (both unrounded), one a row. A game moves it by the two changes' difference: updated
    after every game, its expected score comes from the rating the games before it gave (and K
    is never cut by K × n ≤ 700), the period's from the start rating; an unrated round leaves
    it as it was."""
    if period.mode is not Mode.PERIOD or sequential.mode is not Mode.SEQUENTIAL:
        raise ValueError("mode_gaps compares a rating period with a sequential series")
    if len(period.rows) != len(sequential.rows):
        raise ValueError("mode_gaps compares two series of the same games")
    return tuple(seq.rating_after - row.rating_after
                 for row, seq in zip(period.rows, sequential.rows, strict=True))

