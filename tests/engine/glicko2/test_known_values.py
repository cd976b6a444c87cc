"""Glicko-2 known values: Glickman's worked example, Lichess's own test values, and cases far from
1500 worked out independently of :mod:`elo_core.glicko2.glickman`.

The paper's example has μ = 0, which hides a μ written where φ belongs. The cases far from 1500
are checked against :func:`reference_period`, a plain transcription of the paper's formulas in
50-digit ``decimal`` arithmetic that shares no code with the module; the intermediate values it
gives are written beside each case so a reader can follow them with a calculator.
"""

from collections.abc import Sequence
from decimal import Decimal, getcontext
from typing import TypedDict

import pytest

from elo_core import GlickoPeriod
from elo_core.games import Colour, Game, Unplayed
from elo_core.glicko2.glickman import Glicko, rate_glicko2_period
from elo_core.glicko2.lichess import (
    Cap,
    LichessGame,
    display,
    is_provisional,
    rate_lichess,
    shown_rating,
)

getcontext().prec = 50
PI = Decimal("3.1415926535897932384626433832795028841971693993751")
SCALE = Decimal("173.7178")
WHITE, BLACK = Colour.WHITE, Colour.BLACK


class Reference(TypedDict):
    """A period as Glickman's steps 1–8 work it out: each game's g and E, then v, Δ, σ', φ*,
    the new rating and RD."""

    terms: list[tuple[Decimal, Decimal]]
    v: Decimal
    delta: Decimal
    sigma: Decimal
    phi_star: Decimal
    rating: Decimal
    rd: Decimal


def reference_period(rating: int | Decimal, rd: int | Decimal, sigma: float | Decimal,
        games: Sequence[tuple[int, int, float, int]], tau: float | Decimal,
        periods: int = 1,
        advantage: float | int = 0) -> Reference:
    """Glickman's steps 1–8 in Decimal; ``games`` as (rating, RD, score, colour sign)."""
    mu, phi, sigma, tau = (Decimal(rating) - 1500) / SCALE, Decimal(rd) / SCALE, \
        Decimal(str(sigma)), Decimal(str(tau))
    terms, v_inverse, outcome = [], Decimal(0), Decimal(0)
    for rating_j, rd_j, score, sign in games:
        mu_j, phi_j = (Decimal(rating_j) - 1500) / SCALE, Decimal(rd_j) / SCALE
        g = 1 / (1 + 3 * phi_j**2 / PI**2).sqrt()
        edge = sign * Decimal(str(advantage)) / SCALE
        e = 1 / (1 + (-g * (mu - mu_j + edge)).exp())
        terms.append((g, e))
        v_inverse += g * g * e * (1 - e)
        outcome += g * (Decimal(str(score)) - e)
    v = 1 / v_inverse
    delta = v * outcome
    a = (sigma * sigma).ln()

    def f(x: Decimal) -> Decimal:
        return (x.exp() * (delta**2 - phi**2 - v - x.exp()) / (2 * (phi**2 + v + x.exp()) ** 2)
                - (x - a) / tau**2)

    big_a = a
    if delta**2 > phi**2 + v:
        big_b = (delta**2 - phi**2 - v).ln()
    else:
        k = 1
        while f(a - k * tau) < 0:
            k += 1
        big_b = a - k * tau
    f_a, f_b = f(big_a), f(big_b)
    while abs(big_b - big_a) > Decimal("0.000001"):
        big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a)
        f_c = f(big_c)
        if f_c * f_b <= 0:
            big_a, f_a = big_b, f_b
        else:
            f_a /= 2
        big_b, f_b = big_c, f_c
    sigma_new = (big_a / 2).exp()
    phi_star = (phi**2 + periods * sigma_new**2).sqrt()
    phi_new = 1 / (1 / phi_star**2 + 1 / v).sqrt()
    mu_new = mu + phi_new**2 * outcome
    return {"terms": terms, "v": v, "delta": delta, "sigma": sigma_new, "phi_star": phi_star,
            "rating": SCALE * mu_new + 1500, "rd": SCALE * phi_new}


def games_of(rows: Sequence[tuple[int, int, float, int]]) -> list[Game]:
    """(rating, RD, score, colour sign) rows as Games; sign +1 White, −1 Black, 0 unknown."""
    colour = {1: WHITE, -1: BLACK, 0: None}
    return [Game(r, s, opponent_rd=rd, colour=colour[sign]) for r, rd, s, sign in rows]


def period_of(game: LichessGame) -> GlickoPeriod:
    """The period a played game was rated as, which the test relies on it having."""
    assert game.period is not None, f"{game.game} was not rated"
    return game.period


def assert_matches_reference(period: GlickoPeriod,
        reference: Reference) -> None:
    for terms, (g, e) in zip(period.games, reference["terms"], strict=True):
        assert terms.g == pytest.approx(float(g), abs=1e-12)
        assert terms.expected == pytest.approx(float(e), abs=1e-12)
    assert period.v == pytest.approx(float(reference["v"]), rel=1e-10)
    assert period.delta == pytest.approx(float(reference["delta"]), rel=1e-9, abs=1e-12)
    assert period.phi_star == pytest.approx(float(reference["phi_star"]), rel=1e-8)
    assert period.after.volatility == pytest.approx(float(reference["sigma"]), abs=1e-9)
    assert period.after.rating == pytest.approx(float(reference["rating"]), abs=1e-6)
    assert period.after.rd == pytest.approx(float(reference["rd"]), abs=1e-6)


# --- Glickman's procedure -------------------------------------------------------------------

PAPER_GAMES = [(1400, 30, 1, 0), (1550, 100, 0, 0), (1700, 300, 0, 0)]


def test_glickmans_worked_example() -> None:
    # the paper: g = 0.9955, 0.9531, 0.7242; E = 0.639, 0.432, 0.303; v = 1.7785, Δ = −0.4834;
    # σ′ = 0.05999, φ* = 1.152862, φ′ = 0.8722, μ′ = −0.2069 → 1464.06 / 151.52 (the paper
    # rounds as it goes; unrounded μ′ = −0.206941 gives 1464.0507)
    period = rate_glicko2_period(Glicko(1500, 200, 0.06), games_of(PAPER_GAMES), 0.5)
    assert [t.g for t in period.games] == pytest.approx([0.9955, 0.9531, 0.7242], abs=1e-4)
    assert [t.expected for t in period.games] == pytest.approx([0.639, 0.432, 0.303], abs=1e-3)
    assert period.v == pytest.approx(1.7785, abs=1e-3)
    assert period.delta == pytest.approx(-0.4834, abs=1e-3)
    assert period.after.rating == pytest.approx(1464.06, abs=0.01)
    assert period.after.rd == pytest.approx(151.52, abs=0.01)
    assert period.after.volatility == pytest.approx(0.05999, abs=1e-5)
    assert_matches_reference(period, reference_period(1500, 200, 0.06, PAPER_GAMES, 0.5))


def test_a_period_without_games_only_grows_the_deviation() -> None:
    # step 6 only: φ = 200 / 173.7178 = 1.151292; √(1.325473 + 0.06²) = 1.152855 → 200.2714
    period = rate_glicko2_period(Glicko(1500, 200, 0.06), [], 0.5)
    assert (period.after.rating, period.after.volatility) == (1500, 0.06)
    assert period.after.rd == pytest.approx(200.2714, abs=1e-4)
    assert period.v is None and period.delta is None


def test_a_2100_player_against_three_opponents_far_from_1500() -> None:
    # μ = 600 / 173.7178 = 3.453877, φ = 80 / 173.7178 = 0.460517
    # 1900/50 won:  μj 2.302585 φj 0.287823 g 0.987642 E 0.757140
    # 2300/120 won: μj 4.605170 φj 0.690775 g 0.934521 E 0.254281
    # 2050/200 lost: μj 3.166054 φj 1.151292 g 0.844282 E 0.560454
    # v = 1.920998, Δ = 0.890512, σ′ = 0.05999603, φ* = 0.464409, φ′ = 0.440347,
    # μ′ = 3.543766 → 2115.6152 / 76.4961
    rows = [(1900, 50, 1, 0), (2300, 120, 1, 0), (2050, 200, 0, 0)]
    period = rate_glicko2_period(Glicko(2100, 80, 0.06), games_of(rows), 0.5)
    assert period.after.rating == pytest.approx(2115.6152, abs=0.01)
    assert period.after.rd == pytest.approx(76.4961, abs=0.01)
    assert_matches_reference(period, reference_period(2100, 80, 0.06, rows, 0.5))


def test_a_1200_player_with_four_games() -> None:
    # μ = −300 / 173.7178 = −1.726939, φ = 250 / 173.7178 = 1.439116
    # 1350/90 won:  μj −0.863469 g 0.961544 E 0.303589
    # 1100/40 lost: μj −2.302585 g 0.992038 E 0.639008
    # 1250/150 won: μj −1.439116 g 0.902908 E 0.435394
    # 900/300 drew: μj −3.453877 g 0.724235 E 0.777423
    # v = 1.401225, Δ = 0.482830, σ′ = 0.06999425, φ* = 1.440817, φ′ = 0.914638,
    # μ′ = −1.438678 → 1250.0760 / 158.8889
    rows = [(1350, 90, 1, 0), (1100, 40, 0, 0), (1250, 150, 1, 0), (900, 300, 0.5, 0)]
    period = rate_glicko2_period(Glicko(1200, 250, 0.07), games_of(rows), 0.5)
    assert period.after.rating == pytest.approx(1250.0760, abs=0.01)
    assert period.after.rd == pytest.approx(158.8889, abs=0.01)
    assert_matches_reference(period, reference_period(1200, 250, 0.07, rows, 0.5))


def test_a_shock_result_can_leave_the_deviation_above_a_quiet_periods() -> None:
    # "more games, less uncertainty" holds for φ′ against φ* but not always against a period
    # without games: a shock raises σ′, and with it φ*. 1200/45/0.1, τ 0.5:
    # quiet: √(0.259041² + 0.1²) = 0.277669 → 48.2367
    # beats 3400/45: E = 0.000004, v = 284135.14, σ′ = 0.10006134, φ* = 0.277695,
    #   φ′ = 1 / √(1 / 0.277695² + 1 / 284135.14) = 0.277695 → 48.2405
    quiet = rate_glicko2_period(Glicko(1200, 45, 0.1), [], 0.5)
    shock = rate_glicko2_period(Glicko(1200, 45, 0.1), [Game(3400, 1.0, opponent_rd=45)], 0.5)
    assert quiet.after.rd == pytest.approx(48.2367, abs=1e-4)
    assert shock.after.rd == pytest.approx(48.2405, abs=1e-4)
    assert shock.after.volatility == pytest.approx(0.10006134, abs=1e-8)


def test_unplayed_rounds_are_not_rated_in_a_period() -> None:
    games = [*games_of(PAPER_GAMES), Game(1800, 1.0, unplayed=Unplayed.FORFEIT_WIN),
             Game(None, 1.0, unplayed=Unplayed.BYE)]
    period = rate_glicko2_period(Glicko(1500, 200, 0.06), games, 0.5)
    assert len(period.games) == 3
    assert period.after.rating == pytest.approx(1464.0507, abs=1e-4)


def test_a_line_without_a_deviation_gets_the_default_opponent_rd() -> None:
    # 1900 with no RD given counts as 1900/50 when the default is 50 (the 2100 case above)
    rows = [(1900, 50, 1, 0), (2300, 120, 1, 0), (2050, 200, 0, 0)]
    games = [Game(1900, 1.0), *games_of(rows[1:])]
    period = rate_glicko2_period(Glicko(2100, 80, 0.06), games, 0.5, opponent_rd=50)
    assert period.games[0].opponent_rd == 50
    assert period.after.rating == pytest.approx(2115.6152, abs=0.01)


# --- Lichess --------------------------------------------------------------------------------

def test_lichess_test_value_1500_350_beats_its_equal() -> None:
    # scalachess GlickoCalculatorTest: φ = 2.014762, g = 0.669069, E = 0.5, v = 8.935475;
    # φ* = φ (no deviation increase), φ′ = 1.670701, μ′ = 0.933767 → 1662.21 / 290.23 / 0.0599993
    report = rate_lichess(Glicko(1500, 350, 0.06), games_of([(1500, 350, 1, 0)]))
    assert report.final.rating == pytest.approx(1662.21, abs=0.005)
    assert report.final.rd == pytest.approx(290.23, abs=0.005)
    assert report.final.volatility == pytest.approx(0.0599993, abs=1e-7)
    reference = reference_period(1500, 350, 0.06, [(1500, 350, 1, 0)], 0.75, periods=0)
    assert_matches_reference(period_of(report.games[0]), reference)


def test_lichess_test_value_for_two_new_players() -> None:
    # 1500/500/0.09 each: φ = 2.878231, g = 0.533146, v = 14.072398, φ′ = 2.283530,
    # μ′ = 1.390047 → 1741.4759 / 396.6898 / 0.0899983 (Lichess: ≈ 1741 / ≈ 396)
    report = rate_lichess(games=games_of([(1500, 500, 1, 0)]))
    assert report.final.rating == pytest.approx(1741, abs=1)
    assert report.final.rd == pytest.approx(396, abs=1)
    assert report.final.volatility == pytest.approx(0.0899983, abs=1e-7)
    assert report.final.rating == pytest.approx(1741.4759, abs=0.01)
    assert display(report.final) == "1741?"


def test_lichess_games_one_by_one_with_colours_far_from_1500() -> None:
    # 2250/75/0.06; White's edge 11.782457 / 173.7178 = 0.067826 on the Glicko-2 scale
    # 1. White v 2310/60 won: μ 4.317347, μ − μj + 0.067826 = −0.277562, g 0.982348,
    #    E 0.432253, v 4.222562 → φ′ 0.422510, μ′ 4.416909 → 2267.2957 / 73.3975 / 0.06000177
    # 2. Black v 2180/45 drew: E 0.605951, v 4.273475 → 2264.1735 / 71.9109 / 0.05999526
    # 3. White v 2405/95 lost: E 0.329331, v 4.939076 → 2255.1021 / 70.6950 / 0.05999214
    rows = [(2310, 60, 1, 1), (2180, 45, 0.5, -1), (2405, 95, 0, 1)]
    report = rate_lichess(Glicko(2250, 75, 0.06), games_of(rows))
    state: tuple[int | Decimal, int | Decimal, float | Decimal] = (2250, 75, 0.06)
    for game, row in zip(report.games, rows, strict=True):
        reference = reference_period(*state, [row], 0.75, periods=0, advantage=11.782457)
        assert_matches_reference(period_of(game), reference)
        assert game.caps == ()
        state = (reference["rating"], reference["rd"], reference["sigma"])
    assert [g.after.rating for g in report.games] == pytest.approx(
        [2267.2957, 2264.1735, 2255.1021], abs=0.01)
    assert [g.after.rd for g in report.games] == pytest.approx(
        [73.3975, 71.9109, 70.6950], abs=0.01)


def test_lichess_games_of_a_1200_player_against_the_default_opponent_rd() -> None:
    # 1180/140/0.075, opponents without an RD count as RD 60 (φj 0.345388, g 0.982348)
    # 1. 1250 won:  E 0.402312 → 1237.5687 / 130.5105
    # 2. 1100 lost: E 0.685234 → 1178.5062 / 123.4599 (shown 1178: cut, not rounded to 1179)
    # 3. 1300 won:  E 0.334694 → 1230.2366 / 117.2604 / 0.07502301
    rows = [(1250, 60, 1, 0), (1100, 60, 0, 0), (1300, 60, 1, 0)]
    report = rate_lichess(Glicko(1180, 140, 0.075), [Game(r, s) for r, _, s, _ in rows])
    state: tuple[int | Decimal, int | Decimal, float | Decimal] = (1180, 140, 0.075)
    for game, row in zip(report.games, rows, strict=True):
        reference = reference_period(*state, [row], 0.75, periods=0)
        assert_matches_reference(period_of(game), reference)
        state = (reference["rating"], reference["rd"], reference["sigma"])
    assert shown_rating(report.games[1].after.rating) == 1178
    assert report.final.rating == pytest.approx(1230.2366, abs=0.01)
    assert report.final.volatility == pytest.approx(0.07502301, abs=1e-8)
    assert report.provisional and report.shown_rating == 1230


def test_colour_advantage_makes_a_draw_with_white_cost_points() -> None:
    # 1500/350/0.06 White draws 1500/350: μ − μj + 0.067826; g 0.669069;
    # E = 1 / (1 + exp(−0.669069 × 0.067826)) = 0.511343; v 8.940076; φ′ 1.670835;
    # μ′ = 1.670835² × 0.669069 × (0.5 − 0.511343) = −0.021187 → 1496.3195 / 290.2538
    report = rate_lichess(Glicko(1500, 350, 0.06), games_of([(1500, 350, 0.5, 1)]))
    assert period_of(report.games[0]).games[0].expected == pytest.approx(0.511343, abs=1e-6)
    assert report.final.rating == pytest.approx(1496.3195, abs=0.01)
    # the same draw without colours changes nothing (E = 0.5)
    blind = rate_lichess(Glicko(1500, 350, 0.06), games_of([(1500, 350, 0.5, 0)]))
    assert blind.final.rating == pytest.approx(1500, abs=1e-9)
    # with Black: E = 1 − 0.511343 = 0.488657, the same v and φ′, μ′ = +0.021187 → 1503.6805
    black = rate_lichess(Glicko(1500, 350, 0.06), games_of([(1500, 350, 0.5, -1)]))
    assert black.final.rating == pytest.approx(1503.6805, abs=0.01)


def test_a_year_idle_takes_a_typical_deviation_from_60_to_110() -> None:
    # t = 365 × 0.21436 = 78.2414; φ = 60 / 173.7178 = 0.3453878, φ² = 0.1192928;
    # t σ² = 78.2414 × 0.0036 = 0.2816690; √0.4009618 = 0.6332154 × 173.7178 = 110.0008
    report = rate_lichess(Glicko(1500, 60, 0.06), [], days_idle=365)
    assert report.final.rd == pytest.approx(110.0008, abs=1e-4)
    assert report.provisional


def test_provisional_from_a_deviation_of_exactly_110() -> None:
    assert is_provisional(110) and not is_provisional(109.99)
    assert rate_lichess(Glicko(1800, 110, 0.06)).provisional
    assert display(Glicko(1800.9, 109.99, 0.06)) == "1800"


def test_shown_rating_is_cut_toward_zero() -> None:
    assert [shown_rating(r) for r in (1741.9999, 1500.5, 400.0)] == [1741, 1500, 400]


# --- Lichess's caps, each reached once -------------------------------------------------------

def test_rating_floor_400() -> None:
    # 420/300 loses to 430/60: μ′ = −7.045078 → 276.1446, raised to 400
    game = rate_lichess(Glicko(420, 300, 0.06), [Game(430, 0.0)]).games[0]
    assert period_of(game).after.rating == pytest.approx(276.1446, abs=1e-3)
    assert game.after.rating == 400 and game.caps == (Cap.RATING_FLOOR,)


def test_deviation_floor_45() -> None:
    # 1800/45 draws 1800/60: φ′ = 1 / √(1 / 0.259041² + 0.982348² / 4) = 0.256969 → 44.6401 → 45
    game = rate_lichess(Glicko(1800, 45, 0.06), [Game(1800, 0.5)]).games[0]
    assert period_of(game).after.rd == pytest.approx(44.6401, abs=1e-4)
    assert game.after.rd == 45 and game.caps == (Cap.RD_FLOOR,)


def test_deviation_ceiling_500_after_ten_idle_years() -> None:
    # φ² = (400 / 173.7178)² = 5.301898; t σ² = 3650 × 0.21436 × 0.0081 = 6.337546;
    # √11.639444 = 3.411663 → 592.67, held at 500
    report = rate_lichess(Glicko(1500, 400, 0.09), [], days_idle=3650)
    assert report.final.rd == 500 and report.first_caps == (Cap.RD_CEILING,)


def test_volatility_ceiling_0_1() -> None:
    # 1500/60/0.1 beats 2500/45: E = 0.003339, Δ = 302.50 → σ′ = 0.10013679, held at 0.1
    game = rate_lichess(Glicko(1500, 60, 0.1), [Game(2500, 1.0, opponent_rd=45)]).games[0]
    assert period_of(game).after.volatility == pytest.approx(0.10013679, abs=1e-8)
    assert game.after.volatility == 0.1 and game.caps == (Cap.VOLATILITY_CEILING,)


def test_a_single_game_moves_the_rating_by_at_most_700() -> None:
    # 1500/500 beats 3500/45: E = 0.000011, φ′ = 2.878100, μ′ = 8.200162 → 2924.51, held at 2200
    game = rate_lichess(games=[Game(3500, 1.0, opponent_rd=45)]).games[0]
    assert period_of(game).after.rating == pytest.approx(2924.5140, abs=1e-3)
    assert game.after.rating == 2200 and game.caps == (Cap.RATING_DELTA,)


def test_a_rating_of_4000_fails_lichess_sanity_check_and_is_reset_to_the_default() -> None:
    # 3950/500 beats 3500/45: E = 0.928534, μ′ = 14.484224 → 4016.17 ≥ 4000 → 1500 / 500 / 0.09
    game = rate_lichess(Glicko(3950, 500, 0.09), [Game(3500, 1.0, opponent_rd=45)]).games[0]
    assert period_of(game).after.rating == pytest.approx(4016.1675, abs=1e-3)
    assert game.after == (1500, 500, 0.09) and game.caps == (Cap.RESET,)


def test_a_lichess_games_weight_is_what_k_is_in_elo() -> None:
    # 1500/60/0.09 beats 1500/60, no deviation increase inside the game (φ* = φ):
    # φ = 60 / 173.7178 = 0.345390; g(φⱼ) = 1 / √(1 + 3 × 0.119294 / π²) = 0.982348;
    # E = 0.5, v = 1 / (0.982348² × 0.25) = 4.145087; φ′ = 1 / √(1 / 0.119294 + 1 / 4.145087)
    # = 0.340524 → RD′ = 59.1550; weight = 59.1550² × 0.982348 / 173.7178 = 19.788
    report = rate_lichess(Glicko(1500, 60, 0.09), [Game(1500, 1.0, opponent_rd=60)])
    assert report.games[0].weight == pytest.approx(19.788, abs=0.01)
    # and it is what the game moved: 19.788 × (1 − 0.5) = 9.894
    assert report.final.rating - 1500 == pytest.approx(9.894, abs=0.01)
    assert rate_lichess(Glicko(1500, 60, 0.09), [Game(1500, 1.0, unplayed=Unplayed.BYE)]
                        ).games[0].weight is None
