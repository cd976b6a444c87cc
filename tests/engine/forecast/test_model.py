"""FIDE's simulation model (Milvang 2024) for one game: the reference's two worked checks, each
worked out here step by step from the formulas, and what a user relies on of any pair of
ratings (three chances that add up to 1, the stronger side favoured, the fitted range said).

A 2000 v 2000 check quoted with the model reads 0.3550 / 0.3629 / 0.2821 (expected 0.5365);
the formulas worked to six places give 0.354932 / 0.362848 / 0.282219 (0.536357), so the
quoted figures are the formulas' to within 0.00012, the last place rounded differently. The
tests hold the formulas' figures to six places and the quoted ones to their precision.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from elo_core.forecast.model import ModelFit, game_chances, model_fit
from tests.sampling import examples


def test_equal_players_at_2000_as_worked_by_hand() -> None:
    # Rm = 2000, so W = 96 and B = -150.
    # White: 10 ** ((2000 - 2000 + 96) / 370) = 10 ** 0.259459 = 1.817437 -> 1 / 2.817437
    #        = 0.354932.
    # Black: 10 ** ((2000 - 2000 + 150) / 370) = 10 ** 0.405405 = 2.543346 -> 1 / 3.543346
    #        = 0.282219.
    # Draw: 1 - 0.354932 - 0.282219 = 0.362849; White's expected 0.354932 + 0.181424 = 0.536357.
    chances = game_chances(2000, 2000)
    assert chances.white_win == pytest.approx(0.354932, abs=1e-6)
    assert chances.draw == pytest.approx(0.362849, abs=1e-6)
    assert chances.black_win == pytest.approx(0.282219, abs=1e-6)
    assert chances.white_expected == pytest.approx(0.536357, abs=1e-6)
    reference = (0.3550, 0.3629, 0.2821)
    assert tuple(chances) == pytest.approx(reference, abs=0.00015)


def test_2500_against_2300_as_worked_by_hand() -> None:
    # Rm = 2400: W = 400 * 0.0986 + 96 = 135.44; B = 400 * -0.157 - 150 = -212.8.
    # White: 10 ** ((2300 - 2500 + 135.44) / 370) = 10 ** -0.174486 = 0.669135
    #        -> 1 / 1.669135 = 0.599113.
    # Black: 10 ** ((2500 - 2300 + 212.8) / 370) = 10 ** 1.115676 = 13.051958
    #        -> 1 / 14.051958 = 0.071164.
    # Draw: 1 - 0.599113 - 0.071164 = 0.329723.
    chances = game_chances(2500, 2300)
    assert tuple(chances) == pytest.approx((0.599113, 0.329723, 0.071164), abs=1e-6)
    assert tuple(chances) == pytest.approx((0.5991, 0.3297, 0.0712), abs=0.00005)


def test_black_rated_higher_turns_the_odds_but_keeps_whites_move() -> None:
    # 2300 (White) v 2500 (Black): Rm 2400 as above.
    # White: 10 ** ((2500 - 2300 + 135.44) / 370) = 10 ** 0.906595 = 8.064818 -> 0.110317.
    # Black: 10 ** ((2300 - 2500 + 212.8) / 370) = 10 ** 0.034595 = 1.082916 -> 0.480096.
    chances = game_chances(2300, 2500)
    assert chances.white_win == pytest.approx(0.110317, abs=1e-6)
    assert chances.black_win == pytest.approx(0.480096, abs=1e-6)
    # White's move is worth something: better than Black's side of the mirrored game.
    assert chances.white_win > game_chances(2500, 2300).black_win


def test_below_a_mean_of_1038_the_draw_is_clamped_at_zero_and_the_wins_share_the_rest() -> None:
    # Rm = 900: W = -1100 * 0.0986 + 96 = -12.46; B = -1100 * -0.157 - 150 = 22.7: W < B.
    # White: 10 ** (-12.46 / 370) = 0.925389 -> 0.519376; Black: 10 ** (-22.7 / 370)
    # = 0.868258 -> 0.535258; together 1.054634 > 1, so the draw is 0 and each win is
    # divided by 1.054634: 0.492470 and 0.507530.
    chances = game_chances(900, 900)
    assert chances.draw == 0.0
    assert chances.white_win == pytest.approx(0.492470, abs=1e-6)
    assert chances.black_win == pytest.approx(0.507530, abs=1e-6)


def test_the_fitted_range_is_said() -> None:
    assert model_fit([1600, 2400, 2000]) is ModelFit.SOUND
    assert model_fit([1400, 2600]) is ModelFit.SERVICEABLE
    assert model_fit([1399, 2000]) is ModelFit.OUTSIDE
    assert model_fit([2000, 2601]) is ModelFit.OUTSIDE


ratings = st.integers(min_value=100, max_value=3500)


@examples(300)
@given(ratings, ratings)
def test_three_chances_each_between_zero_and_one_add_up_to_one(white: int, black: int) -> None:
    chances = game_chances(white, black)
    assert all(0 <= p <= 1 for p in chances)
    assert sum(chances) == pytest.approx(1.0, abs=1e-12)


@examples(300)
@given(ratings, ratings, st.integers(min_value=1, max_value=400))
def test_a_stronger_white_wins_more_often(white: int, black: int, more: int) -> None:
    if white + more <= 3500:
        assert game_chances(white + more, black).white_win > game_chances(white, black).white_win
