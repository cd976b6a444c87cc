"""One player's forecast: the exact answer against an enumeration written here (every outcome of
the games to come as a completed TRF, judged by the norm report and rated by the event report,
each outcome's chance by the model's formulas transcribed here), what the rules settle, a seed
that repeats its answer, and simulated answers that close in on the exact ones as runs grow."""

from __future__ import annotations

import math
from collections import defaultdict
from itertools import product

import pytest
from hypothesis import given
from hypothesis import strategies as st

from elo_core.elo.rules import FIDE
from elo_core.event import rate_event
from elo_core.forecast.draws import RatingBand
from elo_core.forecast.judge import Certainty
from elo_core.forecast.player import (
    ForecastError,
    ForecastProblem,
    PlayerForecast,
    forecast_player,
    monte_carlo_error,
)
from elo_core.forecast.standing import NextGame, Opponent
from elo_core.games import Colour
from elo_core.norms.event_norms import norm_field, player_norms
from elo_core.norms.titles import NormTitle
from elo_core.trf.reader import read_trf
from elo_core.trf.records import Tournament
from tests.engine.forecast.events import FIELD, SEVEN_ROUNDS, Pairings, trf_text
from tests.sampling import examples


def chances(white: float, black: float) -> tuple[float, float, float]:
    """Milvang's formulas with his reference code's signs (:mod:`elo_core.forecast.model`),
    written out again."""
    mean = (white + black) / 2
    w = (mean - 2000) * 0.0986 + 96
    b = (mean - 2000) * -0.157 - 150
    white_win = 1 / (1 + 10 ** ((black - white + w) / 370))
    black_win = 1 / (1 + 10 ** ((white - black - b) / 370))
    return white_win, 1 - white_win - black_win, black_win


RATINGS = {e.rank: e.rating or 1400 for e in FIELD}
#: The games to come for player 1: (opponent, player 1 White?), from round 8 on.
TO_COME = ((9, False), (10, True), (7, False))


def enumerated(rounds: int) -> dict[str, dict[float, float]]:
    """Every outcome of player 1's games to come, its chance, and the completed event's points,
    norms and rating change as the event's own reports give them."""
    found: dict[str, dict[float, float]] = defaultdict(lambda: defaultdict(float))
    games = TO_COME[:rounds - 7]
    for codes in product("1=0", repeat=len(games)):
        probability = 1.0
        later: list[Pairings] = []
        for (opponent, white), code in zip(games, codes, strict=True):
            own = {"1": 0, "=": 1, "0": 2}[code]
            if white:
                probability *= chances(RATINGS[1], RATINGS[opponent])[own]
                later.append(((1, opponent, code),))
            else:
                probability *= chances(RATINGS[opponent], RATINGS[1])[2 - own]
                later.append(((opponent, 1, {"1": "0", "=": "=", "0": "1"}[code]),))
        event = read_trf(trf_text(FIELD, (*SEVEN_ROUNDS, *later)))
        points = sum(e.score or 0 for e in event.players[0].rounds)
        found["points"][points] += probability
        for check in player_norms(norm_field(event), 1, tuple(NormTitle)).checks:
            found[check.title.value][float(check.achieved)] += probability
        change = rate_event(event, FIDE).players[0].rounded_change
        assert change is not None
        found["change"][float(change)] += probability
    return found


def after_seven() -> Tournament:
    return read_trf(trf_text(FIELD, SEVEN_ROUNDS))


def known_games(rounds: int) -> list[NextGame | None]:
    return [NextGame(Opponent(f.rating, f.title, f.federation, f.rank),
                     Colour.WHITE if white else Colour.BLACK)
            for opponent, white in TO_COME[:rounds - 7] for f in FIELD if f.rank == opponent]


def central(changes: dict[float, float]) -> tuple[float, float]:
    low = high = None
    total = 0.0
    for change in sorted(changes):
        total += changes[change]
        if low is None and total >= 0.05 - 1e-12:
            low = change
        if high is None and total >= 0.95 - 1e-12:
            high = change
    assert low is not None and high is not None
    return low, high


@pytest.mark.parametrize("rounds", [9, 10])
def test_an_exact_forecast_is_the_enumeration_of_every_completed_event(rounds: int) -> None:
    # 9 rounds: 9 games, none can be left out, outcomes grouped by points; 10 rounds: 10 games,
    # a game may be left out (1.4.1e-f), every ordering of the 3 results judged.
    forecast = forecast_player(after_seven(), 1, rounds, known_games(rounds))
    expected = enumerated(rounds)
    assert forecast.exact and forecast.runs is None and forecast.error is None
    assert {s.points: s.probability for s in forecast.scores} == pytest.approx(
        dict(expected["points"]), abs=1e-12)
    for norm in forecast.norms:
        assert norm.probability == pytest.approx(expected[norm.title.value][1.0], abs=1e-12)
    assert forecast.rating_change is not None
    changes = dict(expected["change"])
    assert dict(forecast.rating_change.changes) == pytest.approx(changes, abs=1e-12)
    assert forecast.rating_change.mean == pytest.approx(
        sum(c * p for c, p in changes.items()), abs=1e-9)
    assert (forecast.rating_change.low, forecast.rating_change.high) == central(changes)


def test_a_norm_every_outcome_makes_is_certain_and_one_none_makes_impossible() -> None:
    # 4.5 of 7 against an average of 2503 (2560 2540 2470 2510 2450 2400 2590): with 2550 and
    # 2480 to come the 9 games average 2506 (22550 / 9 = 2505.6); even two losses leave 4.5/9
    # = 50 %, Rp 2506 >= 2450: an IM norm whatever happens. A GM norm needs 2600 - 2506 = 94
    # from dp: 63 %, 6/9 (66.7 % -> 67 %, dp 125), reached with at least 1.5 more points, so
    # it is possible but not certain. Player 1 holds IM, so the IM norm is asked for by name.
    forecast = forecast_player(after_seven(), 1, 9, known_games(9),
                               titles=[NormTitle.GM, NormTitle.IM])
    by_title = {n.title: n for n in forecast.norms}
    assert by_title[NormTitle.IM].certainty is Certainty.CERTAIN
    assert by_title[NormTitle.IM].probability == 1.0
    assert by_title[NormTitle.GM].certainty is None
    # 1.5 of 2: a win and a draw, either order. Player 1 is Black v 2550 (Rm 2485:
    # W 143.82, B -226.15) and White v 2480 (Rm 2450: W 140.37, B -220.65).
    win_9, draw_9, _ = (chances(2550, 2420)[2], chances(2550, 2420)[1], 0)
    win_10, draw_10, _ = chances(2420, 2480)
    assert by_title[NormTitle.GM].probability == pytest.approx(
        win_9 * win_10 + win_9 * draw_10 + draw_9 * win_10, abs=1e-12)


def test_a_man_gets_no_womens_norm_and_a_norm_short_of_games_is_impossible() -> None:
    men = forecast_player(after_seven(), 1, 9, known_games(9),
                          titles=[NormTitle.WIM])
    assert men.norms[0].certainty is Certainty.IMPOSSIBLE and men.norms[0].probability == 0
    # An 8-round event: 8 games, fewer than 9 (1.4.1a) and no 1.4.1c: out of reach, whoever
    # the last opponent is.
    short = forecast_player(after_seven(), 1, 8, [None], band=RatingBand(2500, 2700))
    assert {n.certainty for n in short.norms} == {Certainty.IMPOSSIBLE}
    assert not short.exact


def simulated(seed: int, runs: int = 2000, band: RatingBand | None = None) -> PlayerForecast:
    return forecast_player(after_seven(), 2, 9, [None, None], band=band, runs=runs, seed=seed)


def test_a_seed_repeats_its_answer() -> None:
    first, again = simulated(7), simulated(7)
    assert first == again
    assert first.seed == 7 and first.runs == 2000 and not first.exact
    assert first.error == pytest.approx(1 / (2 * math.sqrt(2000)))
    assert simulated(8).scores != first.scores


def test_the_final_score_counts_the_points_made_and_the_games_to_come() -> None:
    # Player 2 drew with players 1 and 3: 1 point, then two games drawn from the others.
    forecast = simulated(1)
    assert forecast.points == 1.0
    assert {s.points for s in forecast.scores} == {1.0, 1.5, 2.0, 2.5, 3.0}
    assert sum(s.probability for s in forecast.scores) == pytest.approx(1.0)
    assert forecast.expected_points == pytest.approx(
        sum(s.points * s.probability for s in forecast.scores))


def test_a_game_with_nobody_left_to_meet_is_refused() -> None:
    # Player 1 met 2 to 8; 9 and 10 are left for three games to come.
    with pytest.raises(ForecastError) as raised:
        forecast_player(after_seven(), 1, 10, [None, None, None])
    assert raised.value.problem is ForecastProblem.NOBODY_TO_MEET


def test_the_monte_carlo_error_halves_as_runs_grow_fourfold() -> None:
    assert monte_carlo_error(10_000) == 0.005
    assert monte_carlo_error(40_000) == 0.0025


@examples(20, deadline=None)
@given(st.integers(min_value=2300, max_value=2650), st.integers(min_value=0, max_value=2**16))
def test_simulated_answers_close_in_on_the_exact_ones_as_runs_grow(rating: int,
                                                                     seed: int) -> None:
    # A band of one rating draws the same opponent every run: the exact forecast against that
    # opponent, with the colours a Swiss gives (player 1 has 4 whites and 3 blacks: Black,
    # then White), is what the runs estimate. Each chance within 4 Monte Carlo errors.
    exact = forecast_player(after_seven(), 1, 9, [
        NextGame(Opponent(rating), Colour.BLACK), NextGame(Opponent(rating), Colour.WHITE)])
    exact_scores = {s.points: s.probability for s in exact.scores}
    assert exact.rating_change is not None
    for runs in (1_000, 16_000):
        sampled = forecast_player(after_seven(), 1, 9, [None, None],
                                  band=RatingBand(rating, rating), runs=runs, seed=seed)
        bound = 4 * monte_carlo_error(runs)
        for score in sampled.scores:
            assert score.probability == pytest.approx(exact_scores[score.points], abs=bound)
        for norm, exact_norm in zip(sampled.norms, exact.norms, strict=True):
            assert norm.probability == pytest.approx(exact_norm.probability, abs=bound)
        assert sampled.rating_change is not None
        assert sampled.rating_change.mean == pytest.approx(exact.rating_change.mean,
                                                           abs=bound * 25)


@pytest.mark.parametrize(("rank", "rounds", "given", "problem"), [
    (11, 9, [], ForecastProblem.NO_SUCH_PLAYER),
    (1, 6, [], ForecastProblem.ROUNDS_TOO_FEW),
    (1, 8, [None, None], ForecastProblem.TOO_MANY_GAMES_GIVEN),
])
def test_a_forecast_that_cannot_be_made_says_why(rank: int, rounds: int,
                                                 given: list[NextGame | None],
                                                 problem: ForecastProblem) -> None:
    with pytest.raises(ForecastError) as raised:
        forecast_player(after_seven(), rank, rounds, given)
    assert raised.value.problem is problem
