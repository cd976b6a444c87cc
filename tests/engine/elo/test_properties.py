"""Properties that hold for every input, checked with hypothesis."""

import math
import random
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from elo_core import (
    ELO,
    FIDE,
    FIDE_2024,
    Game,
    Mode,
    RuleSet,
    points_needed,
    rate_game,
    rate_series,
)
from elo_core.elo.expectation import logistic_expected_score, table_expected_hundredths
from elo_core.rounding import round_half_up

ratings = st.integers(min_value=100, max_value=3500)
scores = st.sampled_from([0.0, 0.5, 1.0])
# a played game only: st.builds(Game, …) would fill every optional field at random too
games = st.lists(st.builds(lambda r, s: Game(r, s), ratings, scores), min_size=1, max_size=30)
k_values = st.sampled_from([10, 16, 20, 24, 32, 40])
symmetric_rules = st.sampled_from([ELO, FIDE_2024])


@given(st.floats(allow_nan=False, allow_infinity=False))
def test_half_up_rounding_of_a_float_is_the_exact_rounding_of_its_value(value: float) -> None:
    assert round_half_up(value) == math.floor(Fraction(value) + Fraction(1, 2))


@given(st.floats(min_value=-3000, max_value=3000))
def test_formula_expectations_of_both_players_sum_to_one(d: float) -> None:
    assert logistic_expected_score(d) + logistic_expected_score(-d) == pytest.approx(1.0)


@given(st.floats(allow_nan=False, allow_infinity=False))
def test_the_formula_gives_an_expected_score_for_any_difference(d: float) -> None:
    # a rating period of 100,000 games moves a rating by a million points under classic Elo
    assert 0.0 <= logistic_expected_score(d) <= 1.0


@given(st.integers(min_value=-3500, max_value=3500))
def test_table_expectations_of_both_players_sum_to_one(d: int) -> None:
    assert table_expected_hundredths(d) + table_expected_hundredths(-d) == 100


@given(st.integers(min_value=-3400, max_value=3400))
def test_a_higher_rating_never_expects_less(d: int) -> None:
    assert logistic_expected_score(d + 1) > logistic_expected_score(d)
    assert table_expected_hundredths(d + 1) >= table_expected_hundredths(d)


@given(ratings, ratings, scores, k_values, symmetric_rules)
def test_changes_mirror_under_equal_k_and_symmetric_rules(a: int, b: int, score: float, k: int,
        rules: RuleSet) -> None:
    report = rate_game(a, b, score, k, rules)
    assert report.player.change == pytest.approx(-report.opponent.change)
    assert report.player.new_rating - a == pytest.approx(b - report.opponent.new_rating)


@given(ratings, ratings, k_values, st.sampled_from([ELO, FIDE, FIDE_2024]))
def test_a_win_never_lowers_and_a_loss_never_raises_a_rating(a: int, b: int, k: int,
        rules: RuleSet) -> None:
    report = rate_game(a, b, 0.5, k, rules)
    win, loss = report.scenarios["win"][0], report.scenarios["loss"][0]
    assert win.new_rating >= a >= loss.new_rating


@given(ratings, games, k_values, st.sampled_from([ELO, FIDE]), st.randoms())
def test_rating_period_does_not_depend_on_game_order(start: int, series: list[Game], k: int,
        rules: RuleSet, rnd: random.Random) -> None:
    shuffled = list(series)
    rnd.shuffle(shuffled)
    first = rate_series(start, series, k, rules, Mode.PERIOD)
    second = rate_series(start, shuffled, k, rules, Mode.PERIOD)
    assert first.change == pytest.approx(second.change)
    assert first.new_rating == pytest.approx(second.new_rating)


@given(ratings, games, k_values)
def test_trajectory_ends_at_the_new_rating_when_nothing_is_rounded(start: int, series: list[Game],
        k: int) -> None:
    for mode in Mode:
        report = rate_series(start, series, k, ELO, mode)
        assert report.rows[-1].rating_after == pytest.approx(report.new_rating)


@given(ratings, games, k_values)
def test_fide_rounded_change_is_within_half_a_point_of_the_exact_change(start: int,
        series: list[Game], k: int) -> None:
    report = rate_series(start, series, k, FIDE)
    assert report.rounded_change is not None, "FIDE rounds the change"
    assert abs(report.rounded_change - report.change) <= 0.5


@given(ratings, st.lists(ratings, min_size=1, max_size=12), st.integers(-150, 150), k_values,
       st.sampled_from([ELO, FIDE, FIDE_2024]))
def test_points_needed_is_the_least_score_that_reaches_the_target(start: int, opponents: list[int],
        gap: int, k: int, rules: RuleSet) -> None:
    target = start + gap
    result = points_needed(start, opponents, target, k, rules)

    def rating_with(points: float) -> float:
        wins, half = int(points), points % 1 == 0.5
        scores = [1.0] * wins + ([0.5] if half else [])
        scores += [0.0] * (len(opponents) - len(scores))
        return rate_series(start, [Game(r, s) for r, s in zip(opponents, scores, strict=True)],
                           k, rules).new_rating

    if result.points_needed is None:
        assert rating_with(len(opponents)) < target
    else:
        assert result.new_rating is not None, "a reachable target has the rating it ends at"
        assert rating_with(result.points_needed) == pytest.approx(result.new_rating)
        assert result.new_rating >= target
        if result.points_needed > 0:
            assert rating_with(result.points_needed - 0.5) < target
