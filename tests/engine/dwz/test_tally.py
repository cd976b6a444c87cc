"""The DWZ counted one game at a time (:class:`~elo_core.dwz.counting.DwzTally`, what the
command line evaluates a list of any length with) gives every number the whole list gives:
the evaluation, the first DWZ, the performance, each row, and the exact sums behind them."""

import math
from collections import Counter
from datetime import date

import pytest
from hypothesis import given
from hypothesis import strategies as st
from hypothesis.strategies import DataObject

from elo_core.dwz.counting import DwzTally, count_dwz_games, dwz_rows
from elo_core.dwz.evaluation import evaluate_dwz, evaluate_dwz_tally
from elo_core.dwz.expectation import exactly_summed
from elo_core.dwz.first_dwz import first_dwz, first_dwz_tally
from elo_core.dwz.performance import (
    counted_performance,
    solve_counted_performance,
    solve_performance,
    tally_performance,
)
from elo_core.dwz.wo import WO
from elo_core.games import Game, Unplayed
from tests.sampling import examples

# Whole ratings, as a DWZ is, and ratings with a fraction, which a game list may give; a few
# of each so that opponents repeat.
whole = st.integers(min_value=100, max_value=3500).map(float)
fractional = st.floats(min_value=100, max_value=3500, allow_nan=False)
opponent_ratings = st.one_of(whole, fractional, st.sampled_from([1500.0, 1500.5, 2000.0]))
scores = st.sampled_from([0.0, 0.5, 1.0])
played = st.builds(lambda r, s: Game(r, s, "Meier"), opponent_ratings, scores)
forfeit = st.builds(lambda r, u: Game(r, 1.0 if u is Unplayed.FORFEIT_WIN else 0.0, unplayed=u),
                    st.one_of(st.none(), opponent_ratings),
                    st.sampled_from([Unplayed.FORFEIT_WIN, Unplayed.FORFEIT_LOSS,
                                     Unplayed.FORFEIT]))
bye = st.builds(lambda s: Game(None, s, unplayed=Unplayed.BYE), st.sampled_from([0.0, 0.5, 1.0]))
unrated = st.builds(lambda s: Game(None, s, "Neu"), scores)  # a table's empty DWZ cell
events = st.lists(st.one_of(played, played, played, forfeit, bye, unrated), max_size=40)
# Events where every rated game is won, lost or drawn, for 0 %, 100 % and at expectation.
even_events = st.builds(lambda rs, s: [Game(r, s) for r in rs],
                        st.lists(whole, min_size=1, max_size=12), scores)
any_event = st.one_of(events, even_events)
last_days = st.sampled_from([date(2026, 6, 7), date(2026, 6, 8), date(2018, 5, 1)])
wos = st.sampled_from([None, WO.OLD, WO.NEW])
ratings = st.integers(min_value=100, max_value=3500)
indexes = st.integers(min_value=1, max_value=40)
birth_years = st.one_of(st.none(), st.integers(min_value=1930, max_value=2018))


def tallied(games: list[Game]) -> DwzTally:
    tally = DwzTally()
    assert list(tally.count(games)) == games  # every game passed on, in order
    return tally


@given(st.lists(st.tuples(st.floats(min_value=-4000, max_value=4000, allow_nan=False),
                          st.integers(min_value=0, max_value=50)), max_size=30))
def test_an_exact_sum_of_counted_values_is_fsum_of_every_value(
        pairs: list[tuple[float, int]]) -> None:
    assert exactly_summed(pairs) == math.fsum([v for v, c in pairs for _ in range(c)])


def test_an_exact_sum_is_rounded_once_where_adding_in_turn_is_not() -> None:
    assert exactly_summed([(1e16, 1), (1.0, 1), (-1e16, 1)]) == 1.0
    assert exactly_summed([(0.1, 10)]) == math.fsum([0.1] * 10) == 1.0
    assert exactly_summed([]) == 0.0


@examples(300, deadline=None)
@given(any_event, ratings, indexes, birth_years, last_days, wos)
def test_an_evaluation_counted_game_by_game_is_the_whole_lists(games: list[Game], rating: int,
        index: int, born: int | None, last_day: date, wo: WO | None) -> None:
    whole_list = evaluate_dwz(rating, index, games, last_day, born, wo)
    counted = evaluate_dwz_tally(rating, index, tallied(games), last_day, born, wo)
    assert counted._replace(games=whole_list.games) == whole_list
    assert counted.games.n == whole_list.games.n
    assert counted.games.points == whole_list.games.points
    assert counted.games.expected == whole_list.games.expected == whole_list.expected
    assert counted.games.rows == () and counted.games.opponents == ()
    assert tuple(dwz_rows(games, rating)) == whole_list.games.rows


@examples(300, deadline=None)
@given(any_event, last_days, wos)
def test_a_first_dwz_counted_game_by_game_is_the_whole_lists(games: list[Game], last_day: date,
        wo: WO | None) -> None:
    whole_list = first_dwz(games, last_day, wo)
    tally = tallied(games)
    counted = first_dwz_tally(tally, last_day, wo)
    assert counted._replace(games=whole_list.games) == whole_list
    assert (counted.games.n, counted.games.points, counted.games.expected) == (
        whole_list.games.n, whole_list.games.points, whole_list.games.expected)
    assert tuple(dwz_rows(games, counted.performance)) == whole_list.games.rows
    if counted.performance is not None:
        assert tally.scores(counted.performance) == math.fsum(
            [row.expected for row in whole_list.games.rows if row.expected is not None])


@given(any_event)
def test_the_performance_of_the_counts_is_the_lists(games: list[Game]) -> None:
    tally = tallied(games)
    assert tally_performance(tally) == counted_performance(count_dwz_games(games))
    assert tally.opponents == Counter(count_dwz_games(games).opponents)


@given(st.lists(opponent_ratings, min_size=1, max_size=30), st.data())
def test_the_search_over_counts_finds_the_same_performance(opponents: list[float],
        data: DataObject) -> None:
    points = data.draw(st.integers(min_value=1, max_value=2 * len(opponents) - 1)) / 2
    if points >= len(opponents):
        return
    assert solve_counted_performance(Counter(opponents), points) == solve_performance(
        opponents, points)


@pytest.mark.slow
def test_a_million_games_against_one_dwz_are_one_count() -> None:
    tally = DwzTally()
    for _ in tally.count(Game(1800.0, 1.0) for _ in range(1_000_000)):
        pass
    assert (tally.n, tally.points, tally.opponents) == (1_000_000, 1_000_000.0, {1800.0: 1_000_000})
    assert tally.expected(1800) == 500_000.0
