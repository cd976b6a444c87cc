"""Glicko-2 properties that hold for every input in the ranges the dashboard accepts."""

import math
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st
from hypothesis.strategies import DataObject

from elo_core.games import Colour, Game, Unplayed
from elo_core.glicko2.glickman import SCALE, Glicko, rate_glicko2_period
from elo_core.glicko2.lichess import (
    RATING_FLOOR,
    RD_CEILING,
    RD_FLOOR,
    VOLATILITY_CEILING,
    Cap,
    rate_lichess,
)
from elo_core.ranges import (
    RATING_MAX,
    RATING_MIN,
    RD_MAX,
    RD_MIN,
    TAU_MAX,
    TAU_MIN,
    VOLATILITY_MAX,
    VOLATILITY_MIN,
)

# the ranges the command line accepts (and the pages will)
ratings = st.floats(min_value=RATING_MIN, max_value=RATING_MAX)
deviations = st.floats(min_value=RD_MIN, max_value=RD_MAX)
volatilities = st.floats(min_value=VOLATILITY_MIN, max_value=VOLATILITY_MAX)
taus = st.floats(min_value=TAU_MIN, max_value=TAU_MAX)
scores = st.sampled_from([0.0, 0.5, 1.0])
colours = st.sampled_from([None, Colour.WHITE, Colour.BLACK])
games = st.lists(
    st.builds(Game, ratings, scores, opponent_rd=st.none() | deviations, colour=colours,
              unplayed=st.none()),
    min_size=1, max_size=12,
)
players = st.builds(Glicko, ratings, deviations, volatilities)
#: A state Lichess can hold: rating at least 400, volatility at most 0.1.
lichess_players = st.builds(Glicko, st.floats(min_value=RATING_FLOOR, max_value=RATING_MAX),
                            deviations,
                            st.floats(min_value=VOLATILITY_MIN, max_value=VOLATILITY_CEILING))
unplayed = st.sampled_from([Game(1800, 1.0, unplayed=Unplayed.FORFEIT_WIN),
                            Game(1800, 0.0, unplayed=Unplayed.FORFEIT_LOSS),
                            Game(None, 1.0, unplayed=Unplayed.BYE)])


def finite(state: Glicko) -> bool:
    return all(math.isfinite(x) for x in state) and state.rd > 0 and state.volatility > 0


@given(players, games, taus)
def test_a_period_gives_finite_numbers_for_every_accepted_input(player: Glicko, series: list[Game],
        tau: float) -> None:
    assert finite(rate_glicko2_period(player, series, tau).after)


@given(lichess_players, games, taus, st.floats(min_value=0, max_value=1e6))
def test_lichess_gives_finite_numbers_within_its_caps(player: Glicko, series: list[Game],
        tau: float, days: float) -> None:
    report = rate_lichess(player, series, tau, days_idle=days)
    for row in (report.first, *(g.after for g in report.games)):
        assert finite(row)
        assert row.rating >= RATING_FLOOR and RD_FLOOR <= row.rd <= RD_CEILING
        assert row.volatility <= VOLATILITY_CEILING


@given(players, st.lists(st.builds(Game, ratings, st.just(1.0), opponent_rd=deviations,
                                   unplayed=st.none()),
                         min_size=1, max_size=8), taus)
def test_winning_every_game_of_a_period_never_lowers_the_rating(player: Glicko, series: list[Game],
        tau: float) -> None:
    assert rate_glicko2_period(player, series, tau).after.rating > player.rating


@given(players, st.lists(st.builds(Game, ratings, st.just(0.0), opponent_rd=deviations,
                                   unplayed=st.none()),
                         min_size=1, max_size=8), taus)
def test_losing_every_game_of_a_period_never_raises_the_rating(player: Glicko, series: list[Game],
        tau: float) -> None:
    assert rate_glicko2_period(player, series, tau).after.rating < player.rating


@given(players, games, taus, st.data())
def test_a_better_result_in_one_game_never_lowers_the_periods_rating(player: Glicko,
        series: list[Game], tau: float, data: DataObject) -> None:
    i = data.draw(st.integers(0, len(series) - 1))
    if series[i].score == 1.0:
        return
    better = list(series)
    better[i] = series[i]._replace(score=series[i].score + 0.5)
    worse_rating = rate_glicko2_period(player, series, tau).after.rating
    assert rate_glicko2_period(player, better, tau).after.rating >= worse_rating - 1e-9


@given(lichess_players, games, taus)
def test_lichess_wins_never_lower_and_losses_never_raise_the_rating(player: Glicko,
        series: list[Game], tau: float) -> None:
    for game in rate_lichess(player, series, tau).games:
        if Cap.RESET in game.caps or game.game.score == 0.5:
            continue
        if game.game.score == 1.0:
            assert game.after.rating >= game.before.rating
        else:
            assert game.after.rating <= game.before.rating


@given(players, games, taus)
def test_a_periods_games_never_leave_the_deviation_above_step_6s(player: Glicko, series: list[Game],
        tau: float) -> None:
    period = rate_glicko2_period(player, series, tau)
    assert period.after.rd < period.phi_star * SCALE


@given(players, games, taus)
def test_a_lichess_game_never_raises_the_deviation(player: Glicko, series: list[Game],
        tau: float) -> None:
    for game in rate_lichess(player, series, tau).games:
        assert game.after.rd <= game.before.rd or Cap.RESET in game.caps


@given(players, games, taus, st.lists(unplayed, min_size=1, max_size=4), st.randoms())
def test_unplayed_rounds_change_nothing(player: Glicko, series: list[Game], tau: float,
        extra: list[Game], rnd: random.Random) -> None:
    mixed = list(series)
    for game in extra:
        mixed.insert(rnd.randint(0, len(mixed)), game)
    period = rate_glicko2_period(player, series, tau)
    assert rate_glicko2_period(player, mixed, tau).after == period.after
    assert rate_lichess(player, mixed, tau).final == rate_lichess(player, series, tau).final
    rows = rate_lichess(player, mixed, tau).games
    assert [g.rated for g in rows] == [g.played for g in mixed]


@given(players, games, deviations)
def test_a_line_without_a_deviation_counts_as_the_default_opponent_rd(player: Glicko,
        series: list[Game], default: float) -> None:
    filled = [g._replace(opponent_rd=default) if g.opponent_rd is None else g for g in series]
    assert (rate_glicko2_period(player, series, opponent_rd=default).after
            == rate_glicko2_period(player, filled, opponent_rd=default).after)


@given(players, games)
def test_colours_count_only_with_an_advantage(player: Glicko, series: list[Game]) -> None:
    blind = [g._replace(colour=None) for g in series]
    assert rate_glicko2_period(player, series).after == rate_glicko2_period(player, blind).after
    assert (rate_lichess(player, series, colour_advantage=0).final
            == rate_lichess(player, blind).final)


@given(ratings, ratings, deviations, scores)
def test_white_and_black_of_one_game_see_the_same_colour_advantage(r1: float, r2: float, rd: float,
        score: float) -> None:
    # with equal deviations (the same g), White's and Black's expected scores add up to 1
    white = rate_lichess(Glicko(r1, rd, 0.06), [Game(r2, score, opponent_rd=rd,
                                                      colour=Colour.WHITE)])
    black = rate_lichess(Glicko(r2, rd, 0.06), [Game(r1, 1 - score, opponent_rd=rd,
                                                      colour=Colour.BLACK)])
    white_period, black_period = white.games[0].period, black.games[0].period
    assert white_period is not None and black_period is not None, "each game rates a period"
    e_white = white_period.games[0].expected
    e_black = black_period.games[0].expected
    assert e_white + e_black == pytest.approx(1.0)
