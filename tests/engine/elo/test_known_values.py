"""Known values, each worked out by hand from the FIDE handbook's tables and rules.

The arithmetic behind each number is written next to it, so a reader can check it with a pencil.
"""

from datetime import date

import pytest

from elo_core import (
    ELO,
    FIDE,
    FIDE_2024,
    FIDE_RAPID,
    Expectation,
    Game,
    KRule,
    Mode,
    NoRating,
    NotRated,
    PlayerFacts,
    first_rating,
    mode_gaps,
    performance,
    points_needed,
    rate_game,
    rate_series,
    resolve_k,
)
from elo_core.elo.expectation import logistic_expected_score, table_expected_hundredths
from elo_core.elo.tables import expectancy_bands, rating_difference_for_percentage
from elo_core.games import Unplayed
from elo_core.rounding import round_half_away_from_zero, round_half_up

# --- expected score -------------------------------------------------------------------------

@pytest.mark.parametrize(
    ("difference", "expected"),
    [
        (0, 0.5),
        (100, 0.640065),  # 1 / (1 + 10^-0.25) = 1 / 1.562341
        (200, 0.759747),  # 1 / (1 + 10^-0.5) = 1 / 1.316228
        (400, 10 / 11),  # 1 / (1 + 0.1)
        (-400, 1 / 11),
    ],
)
def test_logistic_formula_values(difference: int, expected: float) -> None:
    assert logistic_expected_score(difference) == pytest.approx(expected, abs=1e-6)


@pytest.mark.parametrize(
    ("difference", "hundredths"),
    [
        (0, 50), (3, 50), (4, 51), (-4, 49), (100, 64), (-100, 36), (400, 92), (-400, 8),
        (559, 97), (560, 98), (735, 99), (736, 100), (-736, 0), (1200, 100),
    ],
)
def test_fide_table_8_1_2_band_edges(difference: int, hundredths: int) -> None:
    assert table_expected_hundredths(difference) == hundredths


def test_fide_table_has_51_bands_and_table_and_formula_differ_most_near_560() -> None:
    assert len(expectancy_bands()) == 51
    # formula: 1 / (1 + 10^-1.4) = 0.96171; table: 0.98 → 0.0183 apart
    assert 0.98 - logistic_expected_score(560) == pytest.approx(0.0183, abs=1e-4)


def test_fide_table_8_1_1_endpoints_and_middle() -> None:
    assert rating_difference_for_percentage(100) == 800
    assert rating_difference_for_percentage(0) == -800
    assert rating_difference_for_percentage(50) == 0
    assert rating_difference_for_percentage(63) == 95


# --- rounding -------------------------------------------------------------------------------

@pytest.mark.parametrize(("value", "rounded"), [(2.5, 3), (-2.5, -3), (0.5, 1), (-0.5, -1),
                                                 (2.4, 2), (-2.6, -3), (0, 0)])
def test_round_half_away_from_zero(value: float, rounded: int) -> None:
    assert round_half_away_from_zero(value) == rounded


@pytest.mark.parametrize(("value", "rounded"), [(1887.5, 1888), (62.5, 63), (1657.4, 1657)])
def test_round_half_up(value: float, rounded: int) -> None:
    assert round_half_up(value) == rounded


@pytest.mark.parametrize(("value", "rounded"), [
    (0.49999999999999994, 0),    # the double just below ½: ⌊x + 0.5⌋ in floats would give 1
    (-0.49999999999999994, 0),
    (-0.5, 0), (-2.5, -2), (-2.5000000000000004, -3),
    (-1e-20, 0),                 # 1 − 1e-20 is no double: it rounds to 1, still ≥ ½
    (4503599627370495.5, 4503599627370496),    # 2⁵² − ½, the last double with a half
])
def test_round_half_up_of_a_float_is_exact_at_the_edges(value: float, rounded: int) -> None:
    assert round_half_up(value) == rounded


# --- one game -------------------------------------------------------------------------------

def test_issue_example_1800_beats_1900_with_k20() -> None:
    # E = 1 / (1 + 10^(100/400)) = 0.359935; 20 × (1 − 0.359935) = 12.8013
    report = rate_game(1800, 1900, 1.0, 20, ELO)
    assert report.player.new_rating == pytest.approx(1812.8013, abs=1e-4)
    assert report.opponent.new_rating == pytest.approx(1887.1987, abs=1e-4)
    assert report.break_even == pytest.approx(0.359935, abs=1e-6)


def test_scenarios_for_1800_against_1900() -> None:
    # draw: 20 × (0.5 − 0.359935) = +2.8013; loss: 20 × (0 − 0.359935) = −7.1987
    report = rate_game(1800, 1900, 0.5, 20, ELO)
    assert report.scenarios["draw"][0].change == pytest.approx(2.8013, abs=1e-4)
    assert report.scenarios["loss"][0].change == pytest.approx(-7.1987, abs=1e-4)
    assert report.scenarios["loss"][1].change == pytest.approx(7.1987, abs=1e-4)


def test_fide_table_game_is_rounded_half_away_from_zero() -> None:
    # D = −100 → PD_L 0.36; 20 × (1 − 0.36) = 12.8 → +13; the opponent: 20 × (0 − 0.64) → −13
    report = rate_game(2000, 2100, 1.0, 20, FIDE)
    assert report.player.expected == 0.36
    assert report.player.rounded_change == 13
    assert report.player.new_rating == 2013
    assert report.opponent.new_rating == 2087


def test_a_change_of_exactly_two_and_a_half_rounds_to_three() -> None:
    # D = 193 → PD_H 0.75; 10 × (1 − 0.75) = 2.5 → +3 (Python's round() would give 2)
    assert rate_game(1800, 1607, 1.0, 10, FIDE).player.rounded_change == 3
    # the other side: PD_L 0.25; 10 × (0 − 0.25) = −2.5 → −3
    assert rate_game(1607, 1800, 0.0, 10, FIDE).player.rounded_change == -3


def test_own_side_cap_since_october_2025_breaks_the_mirror() -> None:
    # 2700 (≥ 2650) uses D = 500 → PD_H 0.96: 10 × 0.04 = 0.4 → 0
    # 2200 (< 2650) uses D = −400 → PD_L 0.08: 10 × (0 − 0.08) = −0.8 → −1
    report = rate_game(2700, 2200, 1.0, 10, FIDE)
    assert report.player.expected == 0.96 and not report.player.capped
    assert report.opponent.expected == 0.08 and report.opponent.capped
    assert (report.player.rounded_change, report.opponent.rounded_change) == (0, -1)


def test_plain_cap_of_2024_caps_both_players() -> None:
    # both use 400: PD_H 0.92 → 10 × 0.08 = 0.8 → +1; PD_L 0.08 → −0.8 → −1
    report = rate_game(2700, 2200, 1.0, 10, FIDE_2024)
    assert report.player.capped and report.opponent.capped
    assert (report.player.rounded_change, report.opponent.rounded_change) == (1, -1)


def test_unequal_k_is_not_zero_sum() -> None:
    # 1800 v 1900 draw: +40 × 0.140065 = 5.6026 for K 40; −10 × 0.140065 = −1.4007 for K 10
    report = rate_game(1800, 1900, 0.5, 40, ELO, k_opponent=10)
    assert report.player.change == pytest.approx(5.6026, abs=1e-4)
    assert report.opponent.change == pytest.approx(-1.4007, abs=1e-4)


def test_rapid_game_with_a_600_gap_and_a_player_above_2600_is_not_rated() -> None:
    report = rate_game(2650, 2050, 1.0, 20, FIDE_RAPID)
    assert not report.player.rated and report.player.new_rating == 2650
    # 2600 is not above 2600: rated; plain cap → D = 400, PD_H 0.92 → 20 × 0.08 = 1.6 → +2
    assert rate_game(2600, 2000, 1.0, 20, FIDE_RAPID).player.rounded_change == 2


def test_formula_can_be_chosen_under_fide_rules() -> None:
    rules = FIDE.with_expectation(Expectation.FORMULA)
    # 10^(−193/400) = 0.316228 × 10^0.0175 = 0.329228; E = 1 / 1.329228 = 0.752315
    # 10 × (1 − 0.752315) = 2.4768 → +2
    report = rate_game(1800, 1607, 1.0, 10, rules)
    assert report.player.change == pytest.approx(2.4768, abs=1e-4)
    assert report.player.rounded_change == 2


# --- K-factor -------------------------------------------------------------------------------

ON = date(2026, 11, 29)


@pytest.mark.parametrize(
    ("facts", "k", "rule"),
    [
        (PlayerFacts(2450, on=ON), 10, KRule.REACHED_2400),
        (PlayerFacts(2350, reached_2400=True, on=ON), 10, KRule.REACHED_2400),
        (PlayerFacts(2250, birth_year=2008, on=ON), 40, KRule.JUNIOR),  # 18 in 2026
        (PlayerFacts(2250, birth_year=2007, on=ON), 20, KRule.STANDARD),  # 19 in 2026
        (PlayerFacts(2300, birth_year=2010, on=ON), 20, KRule.STANDARD),  # not under 2300
        (PlayerFacts(1700, games_before=12, on=ON), 40, KRule.NEW_PLAYER),
        (PlayerFacts(2399, games_before=30, on=ON), 20, KRule.STANDARD),
    ],
)
def test_fide_k_rules(facts: PlayerFacts, k: int, rule: KRule) -> None:
    used = resolve_k(facts, 1, FIDE)
    assert (used.effective, used.rule) == (k, rule)


@pytest.mark.parametrize(
    ("k", "games", "effective"),
    [(40, 17, 40), (40, 18, 38), (20, 35, 20), (20, 36, 19), (10, 70, 10), (10, 71, 9)],
)
def test_k_times_games_cap(k: int, games: int, effective: int) -> None:
    # the largest whole K with K × n ≤ 700: 700 / 18 = 38.9 → 38; 700 / 36 = 19.4 → 19
    used = resolve_k(k, games, FIDE)
    assert used.effective == effective
    assert used.cut_by_games == (effective != k)


def test_k_cap_does_not_apply_to_plain_elo() -> None:
    assert resolve_k(40, 30, ELO).effective == 40


# --- series ---------------------------------------------------------------------------------

ISSUE_GAMES = [Game(1800, 1.0), Game(1950, 0.5), Game(2100, 0.0), Game(1700, 1.0)]


def test_issue_example_rating_period_and_sequential() -> None:
    # period: ΔR = 0.5 + (0.5 − 0.296615) + (0 − 0.150980) + (1 − 0.640065) = 0.91234
    period = rate_series(1800, ISSUE_GAMES, 20, ELO, Mode.PERIOD)
    assert period.change == pytest.approx(18.2468, abs=1e-3)
    assert period.expected_points == pytest.approx(1.58766, abs=1e-4)
    # sequential: 1810 → 1814.3 (E = 0.313) → 1800.9 → 1817.5
    sequential = rate_series(1800, ISSUE_GAMES, 20, ELO, Mode.SEQUENTIAL)
    assert sequential.rows[0].rating_after == pytest.approx(1810)
    assert sequential.new_rating == pytest.approx(1817.5, abs=0.05)


def test_the_gap_between_the_modes_grows_with_each_game_counted_from_a_moved_rating() -> None:
    # game 1 from 1800 in both: E 0.5, +10 each, gap 0. Game 2: sequential from 1810,
    # E(−140) = 1 / (1 + 10^0.35) = 0.308764 → 20 × 0.191236 = +3.8247; the period from 1800,
    # E(−150) = 0.296615 → +4.0677: gap −0.2430. Game 3: from 1813.8247, E(−286.1753) =
    # 0.161466 → −3.2293, the period E(−300) = 0.150980 → −3.0196: gap −0.4527. Game 4: from
    # 1810.5954, E(110.5954) = 0.653993 → +6.9201, the period E(100) = 0.640065 → +7.1987:
    # gap −0.7313 (1817.5 against 1818.2)
    period = rate_series(1800, ISSUE_GAMES, 20, ELO, Mode.PERIOD)
    sequential = rate_series(1800, ISSUE_GAMES, 20, ELO, Mode.SEQUENTIAL)
    assert mode_gaps(period, sequential) == pytest.approx((0, -0.2430, -0.4527, -0.7313),
                                                          abs=1e-4)


def test_an_unrated_round_leaves_the_gap_between_the_modes_as_it_was() -> None:
    games = [ISSUE_GAMES[0], ISSUE_GAMES[1], Game(None, 1.0, unplayed=Unplayed.BYE),
             Game(1900, 1.0, "Huber", Unplayed.FORFEIT_WIN), ISSUE_GAMES[2]]
    gaps = mode_gaps(rate_series(1800, games, 20, ELO, Mode.PERIOD),
                     rate_series(1800, games, 20, ELO, Mode.SEQUENTIAL))
    assert gaps[1] == gaps[2] == gaps[3] == pytest.approx(-0.2430, abs=1e-4)
    assert gaps[4] == pytest.approx(-0.4527, abs=1e-4)


def test_same_series_under_fide_rules() -> None:
    # PD: 0.50, PD_L(150) 0.30, PD_L(300) 0.15, PD_H(100) 0.64
    # ΔR = 0.5 + 0.2 − 0.15 + 0.36 = 0.91; 20 × 0.91 = 18.2 → 18
    report = rate_series(1800, ISSUE_GAMES, 20, FIDE)
    assert report.change == pytest.approx(18.2)
    assert report.rounded_change == 18
    assert report.new_rating == 1818


def test_period_sum_is_exact_where_floats_land_below_a_half() -> None:
    # PD 0.46, 0.11, 0.78 with 0.5, 1, 0.5: ΔR = 0.04 + 0.89 − 0.28 = 0.65; 10 × 0.65 = 6.5 → 7
    # (in binary floats the same sum is 6.4999999…, which would round to 6)
    games = [Game(2030, 0.5), Game(2350, 1.0), Game(1780, 0.5)]
    assert rate_series(2000, games, 10, FIDE).rounded_change == 7
    # PD 0.42, 0.86, 0.77 with 1, 0, 0: ΔR = 0.58 − 0.86 − 0.77 = −1.05 → −10.5 → −11
    games = [Game(2057, 1.0), Game(1690, 0.0), Game(1790, 0.0)]
    assert rate_series(2000, games, 10, FIDE).rounded_change == -11


def test_each_game_s_change_under_the_table_is_whole_hundredths() -> None:
    # sequential from 1950: PD_H(150) 0.70, K 20 × (1 − 0.70) = 6 → 1956; PD_H(6) 0.51,
    # 20 × (0.5 − 0.51) = −0.2 → 1955.8; PD_L(144.2) 0.31, 20 × (0 − 0.31) = −6.2 → 1949.6
    # (in binary floats 20 × (1 − 0.7) is 6.000000000000001)
    games = [Game(1800, 1.0), Game(1950, 0.5), Game(2100, 0.0)]
    sequential = rate_series(1950, games, 20, FIDE, Mode.SEQUENTIAL).rows
    assert [row.change for row in sequential] == [6.0, -0.2, -6.2]
    assert [round(row.rating_after, 9) for row in sequential] == [1956, 1955.8, 1949.6]
    assert rate_series(1950, games[:1], 20, FIDE).rows[0].change == 6.0


def test_forfeits_are_listed_but_not_rated() -> None:
    games = [Game(1800, 1.0), Game(1900, 1.0, unplayed=Unplayed.FORFEIT_WIN)]
    report = rate_series(1800, games, 20, FIDE)
    assert report.rows[1].not_rated is NotRated.FORFEIT
    assert report.rated_games == 1 and report.points == 1.0
    assert report.rounded_change == 10  # 20 × (1 − 0.50)


def test_k_is_cut_for_a_long_period() -> None:
    # 18 games with K 40: 720 > 700 → K 38; 18 draws against equals change nothing
    report = rate_series(1500, [Game(1500, 0.5)] * 18, 40, FIDE)
    assert report.k.effective == 38 and report.k.cut_by_games


# --- performance, targets, first rating --------------------------------------------------------

def test_fide_and_linear_performance() -> None:
    # Ra = 7550 / 4 = 1887.5 → 1888; p = 2.5 / 4 = 62.5 % → 63 % → dp 95 → 1983
    # linear: (7550 + 400 × (2 − 1)) / 4 = 1987.5
    p = performance(ISSUE_GAMES)
    assert p.fide == 1983
    assert p.linear == 1987.5


def test_exact_performance() -> None:
    # 3 of 4 against 2000: E = 0.75 → R − 2000 = 400 × log10(3) = 190.85
    games = [Game(2000, 1.0)] * 3 + [Game(2000, 0.0)]
    assert performance(games).exact == pytest.approx(2190.85, abs=0.01)


def test_perfect_score_performance_is_plus_800_and_exact_is_undefined() -> None:
    p = performance([Game(2000, 1.0)] * 5)
    assert p.fide == 2800 and p.exact is None and p.linear == 2400


def test_points_needed_to_reach_a_target() -> None:
    # 4 games against 1800 from 1800, K 20: 20 × (P − 2) ≥ 10 → P ≥ 2.5
    target = points_needed(1800, [1800] * 4, 1810, 20, ELO)
    assert target.points_needed == 2.5
    assert points_needed(1800, [1800] * 4, 1800, 20, ELO).points_needed == 2.0
    assert points_needed(1800, [1800] * 4, 1900, 20, ELO).points_needed is None


def test_rounding_can_make_a_target_reachable() -> None:
    # table: 10 × (1 − 0.75) = 2.5 → +3 reaches 1803; formula: 10 × (1 − 0.7523) = 2.48 does not
    assert points_needed(1800, [1607], 1803, 10, FIDE).points_needed == 1.0
    assert points_needed(1800, [1607], 1803, 10, ELO).points_needed is None


def test_first_rating() -> None:
    # Ra = (5 × 1600 + 2 × 1800) / 7 = 1657.14; p = (2.5 + 1) / 7 = 50 % → dp 0 → 1657
    result = first_rating([Game(1600, 1.0), Game(1600, 1.0), Game(1600, 0.5),
                           Game(1600, 0.0), Game(1600, 0.0)])
    assert result.rating == 1657 and result.reason is None


def test_first_rating_is_capped_at_2200() -> None:
    # Ra = (10000 + 3600) / 7 = 1942.86; p = 6 / 7 = 85.7 % → 86 % → dp 309 → 2251.86 → 2200
    result = first_rating([Game(2000, 1.0)] * 5)
    assert result.rating == 2200 and result.capped_at_2200


def test_first_rating_below_1400_gives_no_rating() -> None:
    # Ra = (7000 + 3600) / 7 = 1514.29; p = 1.5 / 7 = 21.4 % → 21 % → dp −230 → 1284
    result = first_rating([Game(1400, 0.5)] + [Game(1400, 0.0)] * 4)
    assert result.rating is None and result.reason is NoRating.BELOW_FLOOR


def test_first_rating_needs_five_games_and_a_point() -> None:
    assert first_rating([Game(1600, 1.0)] * 4).reason is NoRating.TOO_FEW_GAMES
    assert first_rating([Game(1600, 0.0)] * 6).reason is NoRating.ZERO_POINTS


def test_several_targets_from_one_set_of_games() -> None:
    # 4 games against 1800 from 1800, K 20: change = 20 × (P − 2); +10 needs 2.5 points,
    # holding needs 2, +40 needs all 4, and +41 is out of reach
    from elo_core import points_needed_for

    results = points_needed_for(1800, [1800] * 4, [1810, 1800, 1840, 1841], 20, ELO)
    assert [r.points_needed for r in results] == [2.5, 2.0, 4.0, None]
    assert [r.target for r in results] == [1810, 1800, 1840, 1841]


def test_a_game_against_an_unrated_opponent_is_listed_but_not_rated() -> None:
    games = [Game(1800, 1.0), Game(None, 1.0, "Groot")]
    report = rate_series(1800, games, 20, FIDE)
    assert report.rows[1].not_rated is NotRated.OPPONENT_UNRATED
    assert report.rated_games == 1 and report.rounded_change == 10  # 20 × (1 − 0.50)
