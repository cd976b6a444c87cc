"""Properties of the DWZ that hold for every input, checked with hypothesis."""

from datetime import date

from hypothesis import given
from hypothesis import strategies as st
from hypothesis.strategies import DataObject

from elo_core import (
    WO,
    Game,
    dwz_expected_points,
    dwz_expected_score,
    evaluate_dwz,
    first_dwz,
    solve_performance,
)

ratings = st.integers(min_value=100, max_value=3500)
indexes = st.integers(min_value=1, max_value=40)
birth_years = st.one_of(st.none(), st.integers(min_value=1930, max_value=2020))
scores = st.sampled_from([0.0, 0.5, 1.0])
wos = st.sampled_from([WO.OLD, WO.NEW])
events = st.lists(st.builds(lambda r, s: Game(r, s), ratings, scores), min_size=1, max_size=20)
LAST_DAY = date(2026, 6, 8)


@given(st.integers(min_value=-3400, max_value=3400))
def test_both_players_expectations_add_up_to_one_and_rise_with_the_difference(d: int) -> None:
    assert dwz_expected_score(d) + dwz_expected_score(-d) == 1.0
    assert dwz_expected_score(d + 1) >= dwz_expected_score(d)


@given(ratings, events)
def test_we_lies_between_0_and_n(rating: int, event: list[Game]) -> None:
    opponents = [g.opponent_rating for g in event if g.opponent_rating is not None]
    assert len(opponents) == len(event), "every game of the event has a rated opponent"
    we = dwz_expected_points(rating, opponents)
    assert 0 <= we <= len(event)


@given(ratings, indexes, birth_years, events, wos, st.data())
def test_a_better_result_never_gives_a_lower_dwz(rating: int, index: int, born: int | None,
        event: list[Game], wo: WO, data: DataObject) -> None:
    position = data.draw(st.integers(min_value=0, max_value=len(event) - 1))
    game = event[position]
    better = data.draw(st.sampled_from([s for s in (0.0, 0.5, 1.0) if s >= game.score]))
    improved = [*event[:position], game._replace(score=better), *event[position + 1:]]
    worse = evaluate_dwz(rating, index, event, LAST_DAY, born, wo)
    best = evaluate_dwz(rating, index, improved, LAST_DAY, born, wo)
    assert best.new_rating >= worse.new_rating


@given(ratings, indexes, birth_years, st.lists(ratings, min_size=1, max_size=20), wos)
def test_winning_every_game_never_lowers_a_dwz(rating: int, index: int, born: int | None,
        opponents: list[int], wo: WO) -> None:
    report = evaluate_dwz(rating, index, [Game(r, 1.0) for r in opponents], LAST_DAY, born, wo)
    assert report.new_rating >= rating and report.change >= 0


pairs = st.lists(st.tuples(st.integers(min_value=0, max_value=1200),
                           st.sampled_from([(1.0, 0.0), (0.0, 1.0), (0.5, 0.5)])),
                 min_size=1, max_size=10)


@given(st.integers(min_value=1300, max_value=2300), indexes, birth_years, pairs, wos)
def test_a_player_exactly_at_expectation_keeps_the_dwz(rating: int, index: int, born: int | None,
        pairs: list[tuple[int, tuple[float, float]]], wo: WO) -> None:
    # opponents in pairs either side of the player, one point a pair: W = We exactly
    event = [Game(rating + d, first) for d, (first, _) in pairs]
    event += [Game(rating - d, second) for d, (_, second) in pairs]
    report = evaluate_dwz(rating, index, event, LAST_DAY, born, wo)
    assert report.games.points == report.expected
    assert report.new_rating == rating and report.change == 0


@given(ratings, indexes, birth_years, events)
def test_e_is_at_least_5_and_within_its_ceiling(rating: int, index: int, born: int | None,
        event: list[Game]) -> None:
    report = evaluate_dwz(rating, index, event, LAST_DAY, born, WO.OLD)
    assert report.e is not None and 5 <= report.e.e <= max(report.e.ceiling, 5)
    assert report.e.ceiling == (150 if report.e.braking else min(5 * index, 30))


@given(ratings, indexes, birth_years, events)
def test_k_is_at_most_80_in_one_decimal_and_the_dwz_never_below_1100(rating: int, index: int,
        born: int | None, event: list[Game]) -> None:
    report = evaluate_dwz(rating, index, event, LAST_DAY, born, WO.NEW)
    assert report.k is not None and 0 < report.k.k <= 80
    assert round(report.k.k * 10) == report.k.k * 10
    assert report.new_rating >= 1100


@given(events, wos)
def test_a_first_dwz_is_whole_and_by_the_new_wo_at_least_1100(event: list[Game], wo: WO) -> None:
    first = first_dwz(event, LAST_DAY, wo)
    assert (first.rating is None) == (first.reason is not None)
    if first.rating is not None and wo is WO.NEW:
        assert first.rating >= 1100


@given(st.lists(ratings, min_size=1, max_size=30), st.data())
def test_the_performance_expects_exactly_the_points_scored(opponents: list[int],
        data: DataObject) -> None:
    points = data.draw(st.integers(min_value=1, max_value=2 * len(opponents) - 1)) / 2
    performance = solve_performance(opponents, points)
    assert abs(dwz_expected_points(performance, opponents) - points) < 1e-9


@given(ratings, indexes, birth_years, events, wos)
def test_the_new_dwz_is_the_exact_fraction_rounded_half_up(rating: int, index: int,
        born: int | None, games: list[Game], wo: WO) -> None:
    # worked the way the WO writes it, in fractions: E0 = (R0/1000)⁴ + J, fB, SBr; the change
    # 800 (W − We) / (E + n) or K (W − We); R0 + change rounded half up
    import math
    from fractions import Fraction

    from elo_core.dwz.age import AgeGroup

    born = None if born is None or born > LAST_DAY.year else born
    report = evaluate_dwz(rating, index, games, LAST_DAY, born, wo)
    if not report.evaluated:
        return
    w, n = report.games.points, report.games.n
    # We as the DSB publishes it: each game's P(D) to three decimals, half up, summed
    we = sum(Fraction(math.floor(1000 * Fraction(0.5 + 0.5 * math.erf((rating - g.opponent_rating)
                                                                      / 400)) + Fraction(1, 2)),
                      1000) for g in games if g.unplayed is None and g.opponent_rating is not None)
    assert report.expected == float(we)
    if wo is WO.OLD:
        e = report.e
        assert e is not None, "the old rules work the change out from the coefficient E"
        r0 = Fraction(rating)
        e0 = (r0 / 1000) ** 4 + e.j
        fb = (min(max(r0 / 2000, Fraction(1, 2)), Fraction(1))
              if report.age_group is AgeGroup.YOUTH and w >= we else Fraction(1))
        sbr = (Fraction(math.exp((1300 - rating) / 150)) - 1 if rating < 1300 and w < we
               else Fraction(0))
        assert (e.e0, e.fb, e.sbr) == (float(e0), float(fb), float(sbr))
        assert e.rounded == math.floor(e0 * fb + sbr + Fraction(1, 2))
        change = 800 * (Fraction(w) - Fraction(we)) / (e.e + n)
    else:
        assert report.k is not None, "the rules since 2025 work the change out from K"
        change = Fraction(round(report.k.k * 10), 10) * (Fraction(w) - Fraction(we))
    assert report.change == float(change)
    assert report.unrounded_rating == float(rating + change)
    rounded = math.floor(rating + change + Fraction(1, 2))
    assert report.new_rating == (max(rounded, 1100) if wo is WO.NEW else rounded)
