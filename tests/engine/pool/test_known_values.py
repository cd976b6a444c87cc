"""A season rated by each system, worked out by hand from the rules (FIDE Handbook B.02 and its
tables, the DSB's Wertungsordnung, Glickman's paper and Lichess's use of it), never from the
engine's own output.

The season (``seasons.FOUR``): Anna 1800, Bert 1700, Carl 1600, Dora 1350; in January
Anna–Bert 1-0, Carl–Dora ½-½ (the 7th), Bert–Carl 0-1, Dora–Anna 0-1 (the 21st); in February
Anna–Carl ½-½, Bert–Dora +:- (a forfeit, the 4th), Dora–Bert 1-0 (the 18th); in March
Carl–Anna 1-0, Bert–Dora ½-½ (the 4th).
"""

from datetime import date

import pytest

from elo_core import SeasonRating
from elo_core.elo.first_rating import NoRating
from elo_core.pool.rating import rate_season
from elo_core.pool.standings import System
from tests.engine.pool.seasons import (
    FOUR,
    FOUR_START,
    NEWCOMER,
    NEWCOMER_START,
    ZERO_FIRST_EVENT,
    season,
)


def ratings(rating: SeasonRating) -> dict[str, float | None]:
    return {s.name: s.rating for s in rating.standings}


def test_classic_elo_game_by_game_with_k_20() -> None:
    # E = 1 / (1 + 10^(−D/400)), each game from the ratings before it, K 20:
    # g1 Anna 1800 v Bert 1700, D +100: E 0.640065, Anna +20 × 0.359935 = +7.198700 → 1807.1987,
    #    Bert −7.198700 → 1692.8013
    # g2 Carl 1600 v Dora 1350, D +250: E 0.808318, ½: Carl 20 × (0.5 − 0.808318) = −6.166353
    #    → 1593.833647, Dora +6.166353 → 1356.166353
    # g3 Bert 1692.8013 v Carl 1593.833647, D +98.9677: E 0.638695, Bert 0: −12.773896
    #    → 1680.027404, Carl +12.773896 → 1606.607542
    # g4 Dora 1356.166353 v Anna 1807.1987, D −451.0323 (no cap in classic Elo): E 0.069374,
    #    Dora 0: −1.387473 → 1354.778881, Anna +1.387473 → 1808.586173
    # g5 Anna 1808.586173 v Carl 1606.607542, D +201.9786: E 0.761820, ½: Anna −5.236396
    #    → 1803.349777, Carl +5.236396 → 1611.843938
    # g6 the forfeit: not rated
    # g7 Dora 1354.778881 v Bert 1680.027404, D −325.2485: E 0.133278, Dora 1: +17.334440
    #    → 1372.113320, Bert −17.334440 → 1662.692965
    # g8 Carl 1611.843938 v Anna 1803.349777, D −191.5058: E 0.249291, Carl 1: +15.014176
    #    → 1626.858114, Anna −15.014176 → 1788.335601
    # g9 Bert 1662.692965 v Dora 1372.113320, D +290.5796: E 0.841937, ½: Bert −6.838738
    #    → 1655.854226, Dora +6.838738 → 1378.952059
    rated = rate_season(season(FOUR, FOUR_START), System.ELO, k=20)
    assert ratings(rated) == pytest.approx(
        {"Anna": 1788.335601, "Bert": 1655.854226, "Carl": 1626.858114, "Dora": 1378.952059},
        abs=1e-6)
    assert [s.name for s in rated.ranking()] == ["Anna", "Bert", "Carl", "Dora"]
    anna = rated.standing("Anna")
    # 1800 + 7.198700 + 1.387473 − 5.236396 − 15.014176 = 1788.335601
    assert anna.change == pytest.approx(-11.664399, abs=1e-6)
    assert (anna.games, anna.rated_games, anna.points) == (4, 4, 2.5)
    # Rp (B.01): opponents as rated before each game, 1700 + 1356.166353 + 1606.607542
    # + 1611.843938 = 6274.617833, / 4 = 1568.65 → 1569; 2.5 / 4 = 62.5 % → 63 % → dp 95
    assert anna.performance == 1569 + 95
    history = rated.history("Anna")
    assert [step.game for step in history] == [0, 3, 4, 7]
    assert history[0].rating == pytest.approx(1807.1987, abs=1e-6)
    assert history[-1].day == date(2025, 3, 4)
    # one K and no cap: what one side wins the other loses, 6450 in all before and after
    rated_now = [rating for rating in ratings(rated).values() if rating is not None]
    assert len(rated_now) == 4, "all four members are rated"
    assert sum(rated_now) == pytest.approx(6450, abs=1e-9)


def test_fide_months_with_k_by_rule() -> None:
    # K (§8.3.3): Anna adult with 50 games → 20; Bert a junior until the end of 2028, under 2300
    # → 40; Carl 10 games before, new to the list → 40 (still in March: 10 + 2 + 1 = 13 < 30);
    # Dora, no facts: an adult with 30 games → 20. Every game against the month's list, PD by
    # table 8.1.2; each change K × ΣΔR rounded once, a half away from zero.
    # January (1800 / 1700 / 1600 / 1350):
    #   Anna: v Bert D +100 → 0.64, S 1: +0.36; v Dora D +450, cut to 400 (Anna < 2650)
    #     → 0.92, S 1: +0.08; Σ +0.44 × 20 = 8.8 → +9 → 1809
    #   Bert: v Anna D −100 → 0.36, S 0: −0.36; v Carl D +100 → 0.64, S 0: −0.64;
    #     Σ −1.00 × 40 = −40 → 1660
    #   Carl: v Dora D +250 → 0.81, S ½: −0.31; v Bert D −100 → 0.36, S 1: +0.64;
    #     Σ +0.33 × 40 = 13.2 → +13 → 1613
    #   Dora: v Carl D −250 → 0.19, S ½: +0.31; v Anna D −450 → −400 → 0.08, S 0: −0.08;
    #     Σ +0.23 × 20 = 4.6 → +5 → 1355
    # February (1809 / 1660 / 1613 / 1355), the forfeit not rated:
    #   Anna v Carl D +196 → 0.75, ½: −0.25 × 20 = −5 → 1804; Carl +0.25 × 40 = +10 → 1623
    #   Dora v Bert D −305 → 0.14, S 1: +0.86 × 20 = 17.2 → +17 → 1372;
    #   Bert −0.86 × 40 = −34.4 → −34 → 1626
    # March (1804 / 1626 / 1623 / 1372):
    #   Carl v Anna D −181 → 0.26, S 1: +0.74 × 40 = 29.6 → +30 → 1653;
    #   Anna −0.74 × 20 = −14.8 → −15 → 1789
    #   Bert v Dora D +254 → 0.81, ½: −0.31 × 40 = −12.4 → −12 → 1614;
    #   Dora +0.31 × 20 = 6.2 → +6 → 1378
    rated = rate_season(season(FOUR, FOUR_START), System.FIDE)
    assert ratings(rated) == {"Anna": 1789, "Bert": 1614, "Carl": 1653, "Dora": 1378}
    assert [(s.name, s.rank, s.change) for s in rated.ranking()] == [
        ("Anna", 1, -11), ("Carl", 2, 53), ("Bert", 3, -86), ("Dora", 4, 28)]
    assert [(step.month, step.day, step.rating, step.change, step.games)
            for step in rated.history("Anna")] == [
        ("2025-01", date(2025, 1, 31), 1809, 9, 2), ("2025-02", date(2025, 2, 28), 1804, -5, 1),
        ("2025-03", date(2025, 3, 31), 1789, -15, 1)]
    # Rp: against the lists, 1700 + 1350 + 1613 + 1623 = 6286, / 4 = 1571.5 → 1572;
    # 2.5 / 4 = 62.5 % → 63 % → dp 95
    assert rated.standing("Anna").performance == 1572 + 95
    # a game's change is K × ΔR with the month's K, unrounded: Bert–Carl in January
    bert_carl = rated.game(2)
    assert (bert_carl.white_before, bert_carl.white_change) == (1700, -40 * 0.64)
    assert bert_carl.black_before == 1600
    assert bert_carl.black_change == pytest.approx(40 * 0.64)
    forfeit = rated.game(5)
    assert forfeit.game.outcome.result == "+:-"
    assert (forfeit.white_change, forfeit.black_change) == (None, None)


def test_fide_months_with_one_k() -> None:
    # K 20 for all, the same ΣΔR as above:
    # January: Anna +0.44 × 20 = 8.8 → 1809; Bert −1.00 × 20 = −20 → 1680;
    #   Carl +0.33 × 20 = 6.6 → +7 → 1607; Dora +0.23 × 20 = 4.6 → +5 → 1355
    # February (1809 / 1680 / 1607 / 1355): Anna v Carl D +202 → 0.76, ½: −0.26 × 20 = −5.2
    #   → −5 → 1804; Carl +5 → 1612; Dora v Bert D −325 → 0.13, S 1: +0.87 × 20 = 17.4 → +17
    #   → 1372; Bert −17 → 1663
    # March (1804 / 1663 / 1612 / 1372): Carl v Anna D −192 → 0.25, S 1: +0.75 × 20 = +15
    #   → 1627; Anna −15 → 1789; Bert v Dora D +291 → 0.85, ½: −0.35 × 20 = −7 → 1656;
    #   Dora +7 → 1379
    rated = rate_season(season(FOUR, FOUR_START), System.FIDE, k=20)
    assert ratings(rated) == {"Anna": 1789, "Bert": 1656, "Carl": 1627, "Dora": 1379}


def test_dwz_event_by_event_old_wo() -> None:
    # Each day one event (no event column), all in 2025: the old WO. Rn = R0 + 800 (W − We) /
    # (E + n), P(D) = Φ(D / 200√2), E = (R0/1000)⁴ + J rounded half up, at least 5, at most
    # 5 × Index up to Index 5, else 30. J: Anna 35 → 15; Bert 15 → 5 (fB only for W ≥ We,
    # which he never reaches); Carl, Dora without a birth year → 15. Index: 20, 3, 10, and
    # Dora's 6 (none given, WO 2.2.4's for a start from another rating).
    # 7 Jan: Anna v 1700 W 1, We 0.638163, E 25.4976 → 25: +800 × 0.361837 / 26 = +11.133
    #   → 1811; Bert v 1800 W 0, We 0.361837, E 13.3521 → 13 (≤ 15): −20.676 → 1679;
    #   Carl v 1350 W ½, We 0.811620, E 21.5536 → 22: −10.839 → 1589; Dora v 1600 W ½,
    #   We 0.188380, E 18.3215 → 18: +13.121 → 1363
    # 21 Jan: Bert v 1589 W 0, We 0.624833, E 12.947 → 13 (≤ 20): −35.705 → 1643;
    #   Carl v 1679 W 1, We 0.375167, E 21.375 → 21: +22.721 → 1612; Dora v 1811 W 0,
    #   We 0.056606, E 18: −2.383 → 1361; Anna v 1363 W 1, We 0.943394, E 25.757 → 26:
    #   +1.677 → 1813
    # 4 Feb (the forfeit no game): Anna v 1612 W ½, We 0.761347, E 26: −7.744 → 1805;
    #   Carl v 1813 W ½, We 0.238653, E 21.752 → 22: +9.090 → 1621
    # 18 Feb: Dora v 1643 W 1, We 0.159377, E 18: +35.395 → 1396; Bert v 1361 W 0,
    #   We 0.840623, E 12.287 → 12 (≤ 25): −51.731 → 1591
    # 4 Mar: Carl v 1805 W 1, We 0.257672, E 22: +25.820 → 1647; Anna v 1621 W 0,
    #   We 0.742328, E 25.615 → 26: −21.995 → 1783; Bert v 1396 W ½, We 0.754723,
    #   E 11.407 → 11 (Index 6: ≤ 30): −16.982 → 1574; Dora v 1591 W ½, We 0.245277,
    #   E 18.798 → 19: +10.189 → 1406
    rated = rate_season(season(FOUR, FOUR_START), System.DWZ)
    assert ratings(rated) == {"Anna": 1783, "Bert": 1574, "Carl": 1647, "Dora": 1406}
    assert {s.name: s.dwz_index for s in rated.standings} == {
        "Anna": 24, "Bert": 7, "Carl": 14, "Dora": 10}
    assert [(step.event, step.rating, step.change) for step in rated.history("Bert")] == [
        (0, 1679, -21), (1, 1643, -36), (3, 1591, -52), (4, 1574, -17)]
    # a game's share of the event's change: Bert's on 7 January, 800 × (0 − 0.362) / 14, P(D)
    # as the DSB's table gives it and rates by (0.361837 to three decimals)
    assert rated.game(0).black_change == pytest.approx(-20.685714, abs=1e-6)


def test_glicko2_as_lichess_rates_game_by_game() -> None:
    # Anna 1800, Bert 1700, Carl 1600 (RD 60, σ 0.09), Dora new: 1500 / 500 / 0.09. τ 0.75,
    # φ* = φ inside a game, White's μ − μj + 11.782457 / 173.7178 (Black's − it).
    # 7 Jan Anna–Bert 1-0: Anna μ 1.726939, φ 0.345388, μj 1.151292, φj 0.345388:
    #   g 0.982348, E 0.652968, v 4.573070, Δ 1.558986, σ′ 0.08998947, φ′ 0.340969,
    #   μ′ 1.766572 → 1806.885079 / 59.232408; Bert: E 0.347032, Δ −1.558986, μ′ 1.111659
    #   → 1693.114921 / 59.232408
    # 4 Feb Carl–Dora ½-½: Carl v φj 2.878231: g 0.533146, E 0.584935, v 14.490530,
    #   Δ −0.656168, φ′ 0.343975, μ′ 0.570288 → 1599.069260 / 59.754541; Dora: g 0.982348,
    #   E 0.347032, Δ 0.687187, φ′ 1.716544, μ′ 0.442769 → 1576.916879 / 298.194268
    # 4 Mar Anna–Carl 0-1: Anna idle 56 days, t = 56 × 0.21436 = 12.00416: RD √(59.232408²
    #   + t × (0.08998947 × 173.7178)²) = 80.262680; Carl idle 28 days: RD 70.975604.
    #   Anna: g 0.975556, E 0.774380, v 6.014000, Δ −4.543283, σ′ 0.09002748, φ′ 0.454041,
    #   μ′ 1.610834 → 1779.830479 / 78.875026; Carl: g 0.969054, E 0.227059, v 6.067616,
    #   Δ 4.544775, φ′ 0.403062, μ′ 0.691974 → 1620.208120 / 70.018982
    games = ("date,white,black,result\n2025-01-07,Anna,Bert,1-0\n2025-02-04,Carl,Dora,1/2-1/2\n"
             "2025-03-04,Anna,Carl,0-1\n")
    rated = rate_season(season(games, "name,rating\nAnna,1800\nBert,1700\nCarl,1600\n"),
                        System.GLICKO2)
    assert {s.name: s.rating for s in rated.standings} == pytest.approx(
        {"Anna": 1779.830479, "Bert": 1693.114921, "Carl": 1620.208120, "Dora": 1576.916879},
        abs=1e-6)
    assert {s.name: s.rd for s in rated.standings} == pytest.approx(
        {"Anna": 78.875026, "Bert": 59.232408, "Carl": 70.018982, "Dora": 298.194268}, abs=1e-6)
    dora = rated.standing("Dora")
    assert dora.start_rating is None
    assert dora.change == pytest.approx(76.916879, abs=1e-6)  # from Lichess's 1500
    assert dora.volatility == pytest.approx(0.08999233, abs=1e-8)


def test_a_newcomer_gets_a_fide_first_rating_at_a_months_end() -> None:
    # Eve's games against the lists (nobody else plays a rated game): January 1800 ½, 1700 ½,
    # 1600 1 → 3 games, too few (§8.2 needs 5). February adds 1350 1, 1800 0: 5 games, 3 points.
    # Ra = (8250 + 2 × 1800) / 7 = 1692.857; p = (3 + 1) / 7 = 57.1 % → 57 % → dp 50;
    # Ru = 1742.857 → 1743, published on 28 February. March: Eve 1743 (5 games: new, K 40) v
    # Bert 1700 (no facts: K 20), D +43 → 0.56, S 1: +0.44 × 40 = 17.6 → +18 → 1761;
    # Bert −0.44 × 20 = −8.8 → −9 → 1691.
    rated = rate_season(season(NEWCOMER, NEWCOMER_START), System.FIDE)
    eve = rated.standing("Eve")
    assert (eve.rating, eve.first_rating_day, eve.change) == (1761, date(2025, 2, 28), 18)
    assert eve.first_rating is not None, "Eve's first rating is worked out"
    assert eve.first_rating.rating == 1743 and eve.first_rating.games == 5
    assert (eve.games, eve.rated_games) == (6, 1)
    assert ratings(rated) == {"Anna": 1800, "Bert": 1691, "Carl": 1600, "Dora": 1350,
                              "Eve": 1761}
    steps = rated.history("Eve")
    assert [(s.first, s.month, s.rating, s.change) for s in steps] == [
        (True, "2025-02", 1743, None), (False, "2025-03", 1761, 18)]
    # the games against Eve were not rated for her opponents (she had no rating, §8.3.1)
    assert rated.standing("Anna").rated_games == 0


def test_a_newcomer_without_five_games_stays_unrated_and_says_why() -> None:
    rated = rate_season(season(NEWCOMER.rsplit("\n", 4)[0] + "\n", NEWCOMER_START),
                        System.FIDE)
    eve = rated.standing("Eve")
    assert (eve.rating, eve.rank, eve.change) == (None, None, None)
    assert eve.first_rating is not None, "Eve's first rating is worked out"
    assert eve.first_rating.reason is NoRating.TOO_FEW_GAMES
    assert rated.ranking()[-1].name == "Eve"


def test_a_newcomer_gets_a_first_rating_in_classic_elo_after_the_fifth_game() -> None:
    # The same 5 games give FIDE's first rating 1743 right after the fifth, on 11 February;
    # then Eve 1743 v Bert 1700, K 20: E = 1 / (1 + 10^(−43/400)) = 0.561568, +20 × 0.438432
    # = +8.768641 → 1751.768641; Bert −8.768641 → 1691.231359.
    rated = rate_season(season(NEWCOMER, NEWCOMER_START), System.ELO)
    eve = rated.standing("Eve")
    assert eve.first_rating_day == date(2025, 2, 11)
    assert eve.rating == pytest.approx(1751.768641, abs=1e-6)
    assert rated.standing("Bert").rating == pytest.approx(1691.231359, abs=1e-6)
    assert [s.first for s in rated.history("Eve")] == [True, False]


def test_a_newcomer_gets_a_first_dwz_from_five_games_of_the_last_two_years() -> None:
    # Each day an event; Eve's games against members with a DWZ gather until the fifth, on
    # 11 February: 1800 ½, 1700 ½, 1600 1, 1350 1, 1800 0, W = 3. The old WO's first DWZ is
    # the R with Σ P(R − opponent) = 3: R = 1741.016 (P 0.417404, 0.557650, 0.690958,
    # 0.916583, 0.417404) → 1741, Index 1. 4 March: Eve 1741 v Bert 1700, W 1, We 0.557628,
    # E = 1.741⁴ + 15 = 24.187 → 24, at most 5 × Index 1 = 5: +800 × 0.442372 / 6 = +58.983
    # → 1800; Bert (Index 6) We 0.442372, E 1.7⁴ + 15 = 23.352 → 23: −800 × 0.442372 / 24
    # = −14.746 → 1685.
    rated = rate_season(season(NEWCOMER, NEWCOMER_START), System.DWZ)
    eve = rated.standing("Eve")
    assert eve.first_rating is not None, "Eve's first DWZ is worked out"
    assert (eve.first_rating.rating, eve.first_rating_day) == (1741, date(2025, 2, 11))
    assert (eve.rating, eve.dwz_index) == (1800, 2)
    assert rated.standing("Bert").rating == 1685


@pytest.mark.parametrize(("system", "published"), [(System.FIDE, date(2025, 3, 31)),
                                                   (System.ELO, date(2025, 3, 4))])
def test_a_first_event_without_a_point_is_disregarded_in_games_and_performance(
        system: System, published: date) -> None:
    # FIDE B.02 §8.2: "A first event with zero points is disregarded". Eve's first event, the
    # 4th and 5th of January, 0 of 5; it leaves 1800 ½, 1700 ½, 1600 1, 1350 1, 1800 0 from
    # February on: Ra = (8250 + 2 × 1800) / 7 = 1692.857, p = (3 + 1) / 7 = 57 % → dp 50,
    # Ru 1743 (FIDE at March's end, classic Elo after the game of 4 March). The list's games
    # are those 5, not 10, and the 5 disregarded are said; the performance is of the 5:
    # 8250 / 5 = 1650, 3 / 5 = 60 % → dp 72 → 1722 (of all 10 it would be 1650 + dp(30 %)
    # −149 = 1501).
    rated = rate_season(season(ZERO_FIRST_EVENT, NEWCOMER_START), system)
    eve = rated.standing("Eve")
    assert eve.first_rating is not None, "Eve's first rating is worked out"
    assert (eve.first_rating.rating, eve.first_rating_day) == (1743, published)
    assert (eve.games, eve.disregarded, eve.points) == (5, 5, 3.0)
    assert eve.performance == 1650 + 72
    flags = [(change.white_disregarded, change.black_disregarded)
             for change in rated.games("Eve")]
    assert flags == [(True, False), (False, True), (True, False), (False, True),
                     (True, False)] + [(False, False)] * 5
    assert rated.standing("Anna").disregarded == 0


def test_a_first_dwz_disregards_no_event() -> None:
    # The DSB's WO has no rule of §8.2's: its first evaluation needs 5 games against
    # opponents with a DWZ in the last two years (3.4.2) and neither 0 % nor 100 %; the
    # January games count on towards it. Eve played 10 games, all counted.
    rated = rate_season(season(ZERO_FIRST_EVENT, NEWCOMER_START), System.DWZ)
    eve = rated.standing("Eve")
    assert (eve.games, eve.disregarded) == (10, 0)
    assert not any(change.white_disregarded or change.black_disregarded
                   for change in rated.games("Eve"))
