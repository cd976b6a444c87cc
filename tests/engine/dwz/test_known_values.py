"""Known values of the DWZ, each worked out by hand from the DSB's Wertungsordnung (old WO) and
the two public implementations of the new WO, every step in a comment so a reader can check it
with a pencil and a table of erf: P(D) = ½ (1 + erf(D / 400)), since σ = 200·√2."""

from datetime import date

import pytest

from elo_core import (
    WO,
    AgeGroup,
    EBound,
    FirstCorrection,
    Game,
    KRow,
    NoPerformance,
    NotRated,
    Unplayed,
    development_coefficient,
    dwz_expected_points,
    dwz_expected_score,
    dwz_k_factor,
    dwz_performance,
    evaluate_dwz,
    first_dwz,
    wo_for,
)

OLD_DAY = date(2018, 5, 1)      # the published example's year: the old WO
NEW_DAY = date(2026, 9, 1)      # after 8 June 2026: the new WO
YOUTH = 2005                    # 13 in 2018, 21 in 2026
ADULT = 1970


def games(*pairs: tuple[float, float]) -> list[Game]:
    return [Game(rating, score) for rating, score in pairs]


# --- expected score (WO 3.3) ------------------------------------------------------------------

@pytest.mark.parametrize(("difference", "expected"), [
    (0, 0.5),
    (-200, 0.23975),   # ½ (1 + erf(−0.5)) = ½ (1 − 0.520500)
    (100, 0.63816),    # ½ (1 + erf(0.25)) = ½ (1 + 0.276326)
    (400, 0.92135),    # ½ (1 + erf(1)) = ½ (1 + 0.842701)
    (1000, 0.99980),   # ½ (1 + erf(2.5)): no 400-point cap, unlike FIDE's
])
def test_expected_score_is_the_normal_distribution_with_sigma_200_root_2(difference: int,
        expected: float) -> None:
    assert dwz_expected_score(difference) == pytest.approx(expected, abs=5e-6)


def test_expected_points_of_opponents_either_side_add_up_to_exactly_one_each() -> None:
    # P(100) + P(−100) = 1 and P(0) = ½: We = 2.5 to the last bit, so W = We can be seen
    assert dwz_expected_points(1500, [1400, 1600, 1500, 1200, 1800]) == 2.5


# --- the published example (sk-troisdorf.de, 2018): two youths, the old WO --------------------

@pytest.mark.parametrize(("rating", "opponent", "score", "expected", "e", "new_rating"), [
    # 1000 beats 1200: We = P(−200) = 0.239750; W ≥ We, a youth: fB = 1000/2000 = 0.5;
    # E0 = 1⁴ + 5 = 6; E = 6 × 0.5 = 3 → at least 5; 1000 + 800 × 0.760250 / (5 + 1) = 1101.37
    (1000, 1200, 1.0, 0.23975, 5, 1101),
    # 1200 loses: We = 0.760250, W < We, below 1300: SBr = e^(100/150) − 1 = 0.947734;
    # E0 = 1.2⁴ + 5 = 7.0736; E = 8.021334 → 8 (≤ 150); 1200 − 800 × 0.760250 / 9 = 1132.42
    (1200, 1000, 0.0, 0.76025, 8, 1132),
    # a draw: 1000 + 800 × 0.260250 / 6 = 1034.70 (E 5 as for the win)
    (1000, 1200, 0.5, 0.23975, 5, 1035),
    # 1200 − 800 × 0.260250 / 9 = 1176.87 (braking, E 8 as for the loss)
    (1200, 1000, 0.5, 0.76025, 8, 1177),
    # 1000 loses: fB 1, SBr = e^(300/150) − 1 = 6.389056; E = 6 + 6.389056 = 12.389 → 12;
    # 1000 − 800 × 0.239750 / 13 = 985.25
    (1000, 1200, 0.0, 0.23975, 12, 985),
    # 1200 wins: fB = 0.6; E = 7.0736 × 0.6 = 4.244 → 4 → at least 5;
    # 1200 + 800 × 0.239750 / 6 = 1231.97
    (1200, 1000, 1.0, 0.76025, 5, 1232),
])
def test_the_published_example_of_two_youths_and_its_other_results(
        rating: int, opponent: int, score: float, expected: float, e: int, new_rating: int) -> None:
    report = evaluate_dwz(rating, 6, games((opponent, score)), OLD_DAY, YOUTH)
    assert report.wo is WO.OLD and report.age == 13 and report.age_group is AgeGroup.YOUTH
    # the page gives the expected scores as 0.24 and 0.76: the DSB's table, to three decimals
    assert report.exact_expected == pytest.approx(expected, abs=5e-6)
    assert report.expected == round(expected, 3)
    assert report.e is not None and report.e.e == e and report.k is None
    assert report.new_rating == new_rating and report.new_index == 7


def test_the_example_s_steps_are_kept_for_the_page_to_write_out() -> None:
    win = evaluate_dwz(1000, 6, games((1200, 1)), OLD_DAY, YOUTH).e
    assert win is not None
    assert (win.j, win.e0, win.acceleration, win.fb, win.braking, win.sbr) == (
        5, 6.0, True, 0.5, False, 0.0)
    assert (win.unrounded, win.rounded, win.bound, win.e) == (3.0, 3, EBound.MINIMUM, 5)
    loss = evaluate_dwz(1200, 6, games((1000, 0)), OLD_DAY, YOUTH).e
    assert loss is not None and loss.braking and not loss.acceleration
    assert loss.sbr == pytest.approx(0.947734, abs=1e-6)
    assert (loss.rounded, loss.ceiling, loss.bound) == (8, 150, EBound.NONE)


# --- the old WO's branches (WO 3.5, Anhang 1.2) ------------------------------------------------

def test_an_adult_s_e_is_cut_to_30_after_index_5() -> None:
    # 2000 v 2100 (1), 1900 (½), 2000 (½): W = 2, We = P(−100) + P(100) + ½ = 1.5;
    # E0 = 2⁴ + 15 = 31 → at most 30; 2000 + 800 × 0.5 / 33 = 2012.12
    report = evaluate_dwz(2000, 10, games((2100, 1), (1900, 0.5), (2000, 0.5)), OLD_DAY, ADULT)
    assert report.expected == 1.5 and report.games.points == 2 and report.games.n == 3
    assert report.e is not None and (report.e.e0, report.e.ceiling, report.e.bound) == (
        31.0, 30, EBound.THIRTY)
    assert report.change == pytest.approx(400 / 33) and report.new_rating == 2012


def test_e_is_at_most_five_times_the_index_up_to_index_5() -> None:
    # 1500, Index 2: E0 = 1.5⁴ + 15 = 20.0625 → 20 → at most 5 × 2 = 10;
    # one win against 1500: 1500 + 800 × 0.5 / 11 = 1536.36
    report = evaluate_dwz(1500, 2, games((1500, 1)), OLD_DAY, ADULT)
    assert report.e is not None and (report.e.rounded, report.e.e, report.e.bound) == (
        20, 10, EBound.INDEX)
    assert report.new_rating == 1536


def test_a_junior_has_j_10_and_no_acceleration() -> None:
    # 23 in 2018: J = 10; E0 = 1.8⁴ + 10 = 20.4976 → 20; W = 1.5 ≥ We = 1, but fB only for
    # youths; 1800 + 800 × 0.5 / 22 = 1818.18
    report = evaluate_dwz(1800, 8, games((1800, 1), (1800, 0.5)), OLD_DAY, 1995)
    assert report.age_group is AgeGroup.JUNIOR
    assert report.e is not None and (report.e.j, report.e.fb, report.e.e) == (10, 1.0, 20)
    assert report.new_rating == 1818


@pytest.mark.parametrize(("rating", "score", "fb", "e", "new_rating"), [
    # 1600 beats 1600: fB = 1600/2000 = 0.8; E = (1.6⁴ + 5) × 0.8 = 11.5536 × 0.8 = 9.24 → 9;
    # 1600 + 800 × 0.5 / 10 = 1640 exactly
    (1600, 1.0, 0.8, 9, 1640),
    # 2200 beats 2200: 2200/2000 = 1.1 → at most 1.0; E = 2.2⁴ + 5 = 28.4256 → 28;
    # 2200 + 400 / 29 = 2213.79
    (2200, 1.0, 1.0, 28, 2214),
    # 1600 loses to 1600: below expectation, so fB = 1; E = 11.5536 → 12, no braking at 1600;
    # 1600 − 400 / 13 = 1569.23
    (1600, 0.0, 1.0, 12, 1569),
])
def test_a_youth_accelerates_only_at_or_above_expectation(rating: int, score: float, fb: float,
        e: int, new_rating: int) -> None:
    report = evaluate_dwz(rating, 10, games((rating, score)), OLD_DAY, YOUTH)
    assert report.e is not None and (report.e.fb, report.e.e) == (fb, e)
    assert report.e.acceleration is (score >= 0.5)
    assert report.new_rating == new_rating


def test_braking_is_cut_to_150() -> None:
    # 500 loses to 600: We = P(−100) = 0.361837; SBr = e^(800/150) − 1 = 206.127;
    # E = 0.5⁴ + 15 + 206.127 = 221.19 → 221 → at most 150; 500 − 800 × 0.361837 / 151 = 498.08
    report = evaluate_dwz(500, 20, games((600, 0)), OLD_DAY, ADULT)
    assert report.e is not None and report.e.braking
    assert report.e.sbr == pytest.approx(206.127249, abs=1e-6)
    assert (report.e.rounded, report.e.e, report.e.bound) == (221, 150, EBound.BRAKING)
    assert report.new_rating == 498


@pytest.mark.parametrize(("rating", "braking", "e", "new_rating"), [
    # 1299, Index 2, loses to 1299: SBr = e^(1/150) − 1 = 0.006689; E = 1.299⁴ + 15 + 0.006689
    # = 17.854 → 18, and with braking only 150 bounds it, not 5 × Index;
    # 1299 − 800 × 0.5 / 19 = 1277.95
    (1299, True, 18, 1278),
    # 1300: no braking; E0 = 1.3⁴ + 15 = 17.8561 → 18 → at most 5 × 2 = 10;
    # 1300 − 400 / 11 = 1263.64
    (1300, False, 10, 1264),
])
def test_braking_starts_below_1300_and_lifts_the_index_bound(rating: int, braking: bool, e: int,
        new_rating: int) -> None:
    report = evaluate_dwz(rating, 2, games((rating, 0)), OLD_DAY, ADULT)
    assert report.e is not None and (report.e.braking, report.e.e) == (braking, e)
    assert report.new_rating == new_rating


def test_a_half_point_of_dwz_is_rounded_up_even_when_the_dwz_falls() -> None:
    # 2000 v 2000 twice, ½ and 0: We = 1, W = 0.5; E = 30 (E0 31); 800 × (−0.5) / 32 = −12.5;
    # 1987.5 → 1988 (half up, as both implementations round the new DWZ), not 1987
    report = evaluate_dwz(2000, 10, games((2000, 0.5), (2000, 0)), OLD_DAY, ADULT)
    assert report.change == -12.5 and report.unrounded_rating == 1987.5
    assert report.new_rating == 1988 and report.rounded_change == -12


# --- where the sources differ: braking at W = We ------------------------------------------------

def test_at_exactly_the_expectation_there_is_no_braking_as_anhang_1_2_says() -> None:
    # 1200 draws with 1200: W = We = 0.5. Anhang 1.2: SBr only for W < We, so E = 1.2⁴ + 15
    # = 17.0736 → 17. Read as W ≤ We (com_clm), SBr = e^(100/150) − 1 = 0.947734 and E would be
    # 18.02 → 18. Either way 1200 + 800 × 0 / (E + 1) = 1200: the readings differ in E only.
    report = evaluate_dwz(1200, 10, games((1200, 0.5)), OLD_DAY, ADULT)
    assert report.games.points == report.expected == 0.5
    assert report.e is not None and (report.e.braking, report.e.sbr, report.e.e) == (
        False, 0.0, 17)
    assert report.new_rating == 1200


def test_just_below_the_expectation_both_readings_brake() -> None:
    # 1200 v 1100 (½) and 1300 (½): We = P(100) + P(−100) = 1, W = 1: no braking; with a loss
    # against 1300 instead, W = 0.5 < 1: SBr = 0.947734, E = 17.0736 + 0.9477 = 18.02 → 18;
    # 1200 − 800 × 0.5 / 20 = 1180
    level = evaluate_dwz(1200, 10, games((1100, 0.5), (1300, 0.5)), OLD_DAY, ADULT)
    assert level.e is not None and not level.e.braking and level.new_rating == 1200
    below = evaluate_dwz(1200, 10, games((1100, 0.5), (1300, 0)), OLD_DAY, ADULT)
    assert below.e is not None and below.e.braking and below.e.e == 18
    assert below.new_rating == 1180


# --- the new WO (K-factor) -------------------------------------------------------------------

@pytest.mark.parametrize(("rating", "birth_year", "row"), [
    (2100, 2004, KRow.YOUNG),    # 22: up to 25 and below 2200
    (2199, 2010, KRow.YOUNG),
    (2200, 2010, KRow.STRONG),   # a youth from 2200
    (1999, ADULT, KRow.ADULT),   # 26 and older below 2000
    (2000, ADULT, KRow.STRONG),
    (1800, None, KRow.ADULT),    # no birth year: over 25
])
def test_the_k0_row_by_age_and_dwz(rating: int, birth_year: int | None, row: KRow) -> None:
    report = evaluate_dwz(rating, 3, games((rating, 0.5)), NEW_DAY, birth_year)
    assert report.k is not None and report.k.row is row


@pytest.mark.parametrize(("row", "rating", "birth_year", "k0s"), [
    (KRow.YOUNG, 2100, 2004, (60, 60, 48, 46, 44, 42, 40, 38, 36, 34, 32, 32)),
    (KRow.ADULT, 1800, ADULT, (60, 60, 44, 42, 40, 38, 36, 34, 32, 30, 28, 28)),
    (KRow.STRONG, 2100, ADULT, (60, 60, 41, 39, 37, 35, 33, 31, 29, 27, 25, 25)),
])
def test_k0_by_index_1_to_10_then_more_than_10(row: KRow, rating: int, birth_year: int,
        k0s: tuple[int, int, int, int, int, int, int, int, int, int, int, int]) -> None:
    # a draw against an equal: W = We, so neither braking nor a surcharge (R0 ≥ 1600, and a
    # youth's only below 2000): K = K0. Index 12 takes the column "more than 10".
    for index, k0 in zip([*range(1, 12), 12], k0s, strict=True):
        report = evaluate_dwz(rating, index, games((rating, 0.5)), NEW_DAY, birth_year)
        assert report.k is not None and report.k.row is row
        assert (report.k.column, report.k.k0, report.k.k) == (min(index, 11), k0, k0)


def test_a_youth_s_surcharge_and_k_to_one_decimal() -> None:
    # 15 in 2026, 1500, Index 3: K0 48; beats 1500, W ≥ We: a = (2000 − 1500) / 30 = 16.667;
    # K = 64.667 → 64.7; 1500 + 64.7 × 0.5 = 1532.35
    report = evaluate_dwz(1500, 3, games((1500, 1)), NEW_DAY, 2011)
    assert report.k is not None and report.k.surcharge and not report.k.braking
    assert report.k.a == pytest.approx(16.666667, abs=1e-6)
    assert (report.k.k0, report.k.rounded, report.k.k) == (48, 64.7, 64.7)
    assert report.new_rating == 1532 and report.e is None


def test_k_is_at_most_80() -> None:
    # a youth at 1200, Index 1: K = 60 + 800 / 30 = 86.67 → 86.7 → 80; 1200 + 80 × 0.5 = 1240
    report = evaluate_dwz(1200, 1, games((1200, 1)), NEW_DAY, 2011)
    assert report.k is not None and report.k.capped and (report.k.rounded, report.k.k) == (
        86.7, 80.0)
    assert report.new_rating == 1240


def test_braking_below_1600_and_a_half_rounded_up() -> None:
    # an adult at 1300, Index 5: K0 40; loses to 1300: b = (1300 + 800) / 2400 = 0.875;
    # K = 35.0; 1300 − 35 × 0.5 = 1282.5 → 1283
    report = evaluate_dwz(1300, 5, games((1300, 0)), NEW_DAY, ADULT)
    assert report.k is not None and report.k.braking and report.k.b == 0.875
    assert (report.k.k, report.change, report.new_rating) == (35.0, -17.5, 1283)


@pytest.mark.parametrize(("rating", "birth_year", "a", "new_rating"), [
    (1500, 2004, 4.0, 1518),   # a junior below 1600, Index 11: K = 32 + 4 = 36; 1500 + 36 × ½
    (1599, ADULT, 4.0, 1615),  # an adult below 1600: K = 28 + 4 = 32; 1599 + 32 × ½
    (1600, ADULT, 0.0, 1614),  # from 1600 no surcharge: K = 28; 1600 + 28 × ½
])
def test_the_surcharge_of_4_below_1600(rating: int, birth_year: int, a: float,
        new_rating: int) -> None:
    report = evaluate_dwz(rating, 11, games((rating, 1)), NEW_DAY, birth_year)
    assert report.k is not None and report.k.a == a
    assert report.new_rating == new_rating


def test_k_is_rounded_half_up_to_one_decimal_exactly() -> None:
    # an adult at 1002, Index 1: K0 60; loses to 1002: b = 1802 / 2400; K = 60 × 1802 / 2400
    # = 45.05 exactly → 45.1 (the float 45.05 is just below it, and Python's round gives 45.0);
    # 1002 − 45.1 × 0.5 = 979.45 → 979, below 1100: the floor lifts it to 1100
    report = evaluate_dwz(1002, 1, games((1002, 0)), NEW_DAY, ADULT)
    assert report.k is not None and report.k.unrounded == pytest.approx(45.05)
    assert report.k.k == 45.1
    assert report.unrounded_rating == pytest.approx(979.45)
    assert report.floored and report.new_rating == 1100


def test_the_new_dwz_is_never_below_1100() -> None:
    # an adult at 1120, Index 11: K0 28; three losses against 1120: b = 1920 / 2400 = 0.8,
    # K = 22.4; We = 1.5; 1120 − 22.4 × 1.5 = 1086.4 → 1086 → 1100
    report = evaluate_dwz(1120, 11, games((1120, 0), (1120, 0), (1120, 0)), NEW_DAY, ADULT)
    assert report.k is not None and report.k.k == 22.4
    assert report.floored and report.new_rating == 1100 and report.rounded_change == -20
    # two of them: We = 0.5 + P(−100) = 0.861837; 1120 − 22.4 × 0.861837 = 1100.69 → 1101
    report = evaluate_dwz(1120, 11, games((1120, 0), (1220, 0)), NEW_DAY, ADULT)
    assert not report.floored and report.new_rating == 1101


def test_at_exactly_the_expectation_the_new_wo_keeps_the_dwz_whatever_k() -> None:
    # 1500 v 1600 (1), 1500 (½), 1400 (0): W = We = 1.5, so the surcharge applies (W ≥ We):
    # K = 28 + 4 = 32, and 1500 + 32 × 0 = 1500
    report = evaluate_dwz(1500, 12, games((1600, 1), (1500, 0.5), (1400, 0)), NEW_DAY, ADULT)
    assert report.k is not None and report.k.surcharge and report.k.k == 32.0
    assert report.new_rating == 1500 and report.change == 0


# --- which WO: the event's last day ------------------------------------------------------------

def test_the_last_day_picks_the_wo_7_june_old_8_june_new() -> None:
    assert wo_for(date(2026, 6, 7)) is WO.OLD and wo_for(date(2026, 6, 8)) is WO.NEW
    event = games((1500, 1))
    # 7 June: E = 1.5⁴ + 15 = 20.06 → 20 (Index 10); 1500 + 800 × 0.5 / 21 = 1519.05
    old = evaluate_dwz(1500, 10, event, date(2026, 6, 7), ADULT)
    # 8 June: K = 30 + 4 = 34 (Index 10, below 1600); 1500 + 34 × 0.5 = 1517
    new = evaluate_dwz(1500, 10, event, date(2026, 6, 8), ADULT)
    assert (old.wo, old.e is not None, old.k, old.new_rating) == (WO.OLD, True, None, 1519)
    assert (new.wo, new.e, new.k is not None, new.new_rating) == (WO.NEW, None, True, 1517)
    assert not old.wo_requested and not new.wo_requested


def test_either_wo_on_request_whatever_the_day() -> None:
    forced = evaluate_dwz(1500, 10, games((1500, 1)), date(2026, 6, 8), ADULT, WO.OLD)
    assert forced.wo is WO.OLD and forced.wo_requested and forced.new_rating == 1519


def test_age_is_the_end_year_minus_the_birth_year() -> None:
    # born in December 2005, the event ends on 1 January 2026: 2026 − 2005 = 21, a junior
    report = evaluate_dwz(1500, 10, games((1500, 1)), date(2026, 1, 1), 2005)
    assert (report.age, report.age_group) == (21, AgeGroup.JUNIOR)
    with pytest.raises(ValueError, match="after the event"):
        evaluate_dwz(1500, 10, [], date(2020, 1, 1), 2021)


def test_games_that_are_not_rated_are_listed_with_the_reason() -> None:
    listed = [Game(1500, 1), Game(None, 1, "Neu"), Game(1600, 1, "", Unplayed.FORFEIT_WIN),
              Game(None, 1, "", Unplayed.BYE)]
    report = evaluate_dwz(1500, 10, listed, OLD_DAY, ADULT)
    assert [row.not_rated for row in report.games.rows] == [
        None, NotRated.OPPONENT_UNRATED, NotRated.FORFEIT, NotRated.BYE]
    assert (report.games.n, report.games.points, report.new_rating) == (1, 1.0, 1519)


def test_no_rated_game_is_no_evaluation() -> None:
    report = evaluate_dwz(1050, 4, [Game(None, 1, "Neu")], NEW_DAY, ADULT)
    assert not report.evaluated and report.e is None and report.k is None
    # no floor either: the DWZ and its Index stay as they were
    assert (report.new_rating, report.new_index, report.floored) == (1050, 4, False)


# --- a first DWZ -------------------------------------------------------------------------------

FIVE_AT_1600 = games((1600, 1), (1600, 1), (1600, 0.5), (1600, 0), (1600, 0))
FIVE_AT_1000 = games((1000, 1), (1000, 0), (1000, 0), (1000, 0), (1000, 0))


def test_a_first_dwz_by_the_old_wo_is_the_performance() -> None:
    # 2.5 of 5 against 1600: We(1600) = 2.5 = W, so Ri = 1600
    first = first_dwz(FIVE_AT_1600, OLD_DAY)
    assert (first.wo, first.performance, first.correction, first.rating) == (
        WO.OLD, 1600.0, FirstCorrection.NONE, 1600)
    assert first.average_opponent == 1600 and first.reason is None


def test_a_first_dwz_below_800_becomes_700_plus_an_eighth() -> None:
    # 1 of 5 against 1000: the DSB's iteration (WO 3.4.4) starts at Rc + D(0.2), D(0.2) =
    # 400 erf⁻¹(−0.6) = 400 × (−0.595116) = −238.046: 761.954 → 762. We(762) = 5 P(−238)
    # = 5 × 0.200046 = 1.00023, mean P = (1 − 1.00023) / 5 + 0.5 = 0.499954, D = −0.03 → 0:
    # Ri = 762 < 800: 700 + 762 / 8 = 795.25 → 795
    first = first_dwz(FIVE_AT_1000, OLD_DAY)
    assert first.performance == 762
    assert first.correction is FirstCorrection.BELOW_800
    assert first.unrounded_rating == 795.25 and first.rating == 795


def test_the_dsb_s_published_first_dwz_983_of_its_whole_number_iteration() -> None:
    # The DSB's tournament B431-636-C4F (schachbund.de), quoted in com_clm's dwz_rechner.php
    # test(): 894 won, 1087 lost, 905 won, 1255 lost and a Restpartie 1177 lost, which makes
    # the fifth game (WO 3.4.1.1) and counts in Rc and We; published first DWZ 983.
    # W = 2, Rc = 5318 / 5 = 1063.6; start Rc + D(0.4), D(0.4) = 400 erf⁻¹(−0.2) = −71.66:
    # 991.94 → 992. We(992) = 0.63551 + 0.36848 + 0.62080 + 0.17623 + 0.25653 = 2.05755,
    # mean P = (2 − 2.05755) / 5 + 0.5 = 0.48849, D = −8.16 → −8: 984.
    # We(984) = 0.62483 + 0.35787 + 0.61000 + 0.16900 + 0.24751 = 2.00920, P = 0.49816,
    # D = −1.31 → −1: 983. We(983) = 0.62349 + 0.35655 + 0.60864 + 0.16811 + 0.24639
    # = 2.00318, P = 0.49936, D = −0.45 → 0: the units digit stays, Ri = 983.
    # (The exact limit We = W lies at 982.47: We(982) = 1.99716 < 2.)
    first = first_dwz(games((894, 1), (1087, 0), (905, 1), (1255, 0), (1177, 0)), OLD_DAY)
    assert (first.games.n, first.games.points) == (5, 2)
    assert first.average_opponent == pytest.approx(1063.6)
    assert first.performance == 983 and first.rating == 983
    assert first.correction is FirstCorrection.NONE


def test_a_first_step_beyond_the_dsb_table_is_held_at_its_end() -> None:
    # 1 of 5 against 100, 100, 100, 100 and 3000: Rc = 3400 / 5 = 680, start 680 + D(0.2)
    # = 680 − 238.05 = 441.95 → 442. We(442) = 4 P(342) + P(−2558) = 4 × 0.88670 + 0.0
    # = 3.54679, mean P = (1 − 3.54679) / 5 + 0.5 = −0.00936: no D has it; held at the table's
    # end 0.0005, D = 282.84 × Φ⁻¹(0.0005) = 282.84 × (−3.29053) = −930.70 → −931: −489.
    # From there the steps climb (+136, +114, +77, +41, +19, +7, +3, +1) to −91, where
    # We = 0.99899 and D = 0.14 → 0. (The limit: 4 P(R − 100) = 1, P = 0.25,
    # R = 100 − 190.77 = −90.77.) Ri = −91 < 800: 700 − 91 / 8 = 688.625 → 689.
    first = first_dwz(games((100, 1), (100, 0), (100, 0), (100, 0), (3000, 0)), OLD_DAY)
    assert first.performance == -91 and first.correction is FirstCorrection.BELOW_800
    assert first.unrounded_rating == 688.625 and first.rating == 689


@pytest.mark.parametrize(("event", "reason"), [
    (FIVE_AT_1600[:4], NoPerformance.TOO_FEW_GAMES),
    (games(*[(1600, 0)] * 5), NoPerformance.ZERO_POINTS),
    (games(*[(1600, 1)] * 5), NoPerformance.ALL_POINTS),
    # a forfeit and a game against an opponent without a DWZ do not count: 4 games
    ([*FIVE_AT_1600[:4], Game(1600, 1, "", Unplayed.FORFEIT_WIN), Game(None, 1, "Neu")],
     NoPerformance.TOO_FEW_GAMES),
])
def test_no_first_dwz_by_the_old_wo_without_5_games_or_with_an_extreme_result(event: list[Game],
        reason: NoPerformance) -> None:
    first = first_dwz(event, OLD_DAY)
    assert first.rating is None and first.reason is reason


@pytest.mark.parametrize(("event", "performance", "correction", "rating"), [
    # L = 1600: 1600 + 0.08 × (2000 − 1600) = 1632
    (FIVE_AT_1600, 1600.0, FirstCorrection.TOWARDS_2000, 1632),
    # L = 761.954: 1100 + 0.72 × 761.954 / 11 = 1149.87 → 1150
    (FIVE_AT_1000, 761.9536, FirstCorrection.BELOW_1100, 1150),
    # 3 of 5 against 2000: P = 0.6, D = 400 erf⁻¹(0.2) = 71.657; L = 2071.66 → 2072 as it is
    (games((2000, 1), (2000, 1), (2000, 1), (2000, 0), (2000, 0)), 2071.6574,
     FirstCorrection.NONE, 2072),
])
def test_a_first_dwz_by_the_new_wo_as_har64_gives_it(event: list[Game], performance: float,
        correction: FirstCorrection, rating: int) -> None:
    first = first_dwz(event, NEW_DAY)
    assert first.wo is WO.NEW and first.performance == pytest.approx(performance, abs=1e-4)
    assert (first.correction, first.rating, first.fictitious_draw) == (correction, rating, None)


def test_a_new_wo_first_dwz_at_100_percent_adds_a_draw_against_the_average() -> None:
    # 5 of 5 against 1600, and a draw against 1600 added: 5.5 of 6, P = 11/12,
    # D = 400 erf⁻¹(5/6) = 391.170; L = 1991.17; + 0.08 × 8.83 = 1991.88 → 1992
    first = first_dwz(games(*[(1600, 1)] * 5), NEW_DAY)
    assert first.fictitious_draw == 1600 and first.games.n == 5 and first.games.points == 5
    assert first.performance == pytest.approx(1991.1698, abs=1e-4) and first.rating == 1992


def test_a_new_wo_first_dwz_is_at_least_1100() -> None:
    # 0.5 of 5 against 100: P = 0.1, D = 400 erf⁻¹(−0.8) = −362.478; L = −262.48;
    # 1100 + 0.72 × (−262.48) / 11 = 1082.82 → 1083 → 1100
    first = first_dwz(games((100, 0.5), *[(100, 0)] * 4), NEW_DAY)
    assert first.performance == pytest.approx(-262.4775, abs=1e-4)
    assert first.floored and first.rating == 1100


def test_a_new_wo_first_dwz_at_0_percent_or_with_few_games_is_none() -> None:
    assert first_dwz(games(*[(1600, 0)] * 5), NEW_DAY).reason is NoPerformance.ZERO_POINTS
    assert first_dwz(FIVE_AT_1600[:4], NEW_DAY).reason is NoPerformance.TOO_FEW_GAMES


# --- the performance (Leistung, WO 3.6) ---------------------------------------------------------

def test_the_performance_is_where_we_equals_w() -> None:
    # 1600, 1650, 1700, 1720, 1580 lie evenly about 1650: We(1650) = 2.5
    perf = dwz_performance(games((1600, 1), (1650, 0.5), (1700, 0), (1720, 0.5), (1580, 0.5)))
    assert (perf.rating, perf.rounded, perf.average_opponent) == (1650.0, 1650, 1650.0)
    # 1 of 5 against 1000: 761.95 (as the first DWZ above), whole 762
    assert dwz_performance(FIVE_AT_1000).rounded == 762
    assert dwz_performance(FIVE_AT_1600[:4]).reason is NoPerformance.TOO_FEW_GAMES
    assert dwz_performance(games(*[(1600, 1)] * 5)).reason is NoPerformance.ALL_POINTS


def test_e_and_k_on_their_own() -> None:
    # a youth at 1000 scoring 0 of We 0.6: fB 1, SBr = e² − 1 = 6.389; E = 6 + 6.389 → 12
    e = development_coefficient(1000, 3, AgeGroup.YOUTH, 0, 0.6)
    assert (e.e, e.ceiling) == (12, 150)
    # the same player by the new WO: K0 48 (young, Index 3), b = 1800 / 2400 = 0.75 → 36
    k = dwz_k_factor(1000, 3, AgeGroup.YOUTH, 0, 0.6)
    assert (k.k0, k.b, k.k) == (48, 0.75, 36.0)
