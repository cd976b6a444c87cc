"""The spread of the sequential rating over orderings of the same games: hand-checked values and
properties against :func:`elo_core.elo.series.rate_series` itself."""

import random
import tracemalloc
from itertools import permutations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from elo_core import (
    ELO,
    FIDE,
    FIDE_2024,
    FIDE_RAPID,
    Expectation,
    Game,
    Mode,
    PlayerFacts,
    RuleSet,
    Unplayed,
    rate_series,
)
from elo_core.elo.order import EXHAUSTIVE_GAMES, SAMPLE_ORDERINGS, order_spread
from tests.sampling import examples

A, B, C = Game(1800, 0.0, "A"), Game(2200, 1.0, "B"), Game(2000, 0.5, "C")


def test_three_games_in_all_six_orders_by_hand() -> None:
    # From 2000, K 20, FIDE table 8.1.2, rating after every game (sequential):
    # A B C: A D 200 → PD_H 0.76, 20 × (0 − 0.76) = −15.2 → 1984.8; B D −215.2 → 215 → PD_L 0.23,
    #        +15.4 → 2000.2; C D 0.2 → 0 → 0.50, ±0 → 2000.2
    # A C B: 1984.8; C D −15.2 → 15 → PD_L 0.48, +0.4 → 1985.2; B D −214.8 → 215 → 0.23, +15.4
    #        → 2000.6
    # B A C: B D −200 → PD_L 0.24, +15.2 → 2015.2; A D 215.2 → 215 → PD_H 0.77, −15.4 → 1999.8;
    #        C D −0.2 → 0 → ±0 → 1999.8
    # B C A: 2015.2; C D 15.2 → 15 → PD_H 0.52, −0.4 → 2014.8; A D 214.8 → 215 → 0.77, −15.4
    #        → 1999.4
    # C A B: C ±0 → 2000; A −15.2 → 1984.8; B +15.4 → 2000.2
    # C B A: C ±0 → 2000; B +15.2 → 2015.2; A −15.4 → 1999.8
    spread = order_spread(2000, [A, B, C], 20, FIDE)
    assert spread.finals == pytest.approx([2000.2, 2000.6, 1999.8, 1999.4, 2000.2, 1999.8])
    assert spread.as_entered == pytest.approx(2000.2)
    assert [spread.minimum, spread.maximum] == pytest.approx([1999.4, 2000.6])
    assert spread.spread == pytest.approx(1.2)
    assert spread.lowest_order == (B, C, A) and spread.highest_order == (A, C, B)
    assert spread.orderings == 6 and not spread.sampled
    # the rating period does not care: 20 × (−0.76 + 0.76 + 0) = 0 in every order
    assert rate_series(2000, [A, B, C], 20, FIDE, Mode.PERIOD).new_rating == 2000


def test_identical_games_make_one_ordering_not_two() -> None:
    # A A C from 2000, K 20, FIDE: 3 distinct orderings, not 3! = 6
    # A A C: −15.2 → 1984.8; D 184.8 → 185 → PD_H 0.74, −14.8 → 1970.0; C D −30 → PD_L 0.46,
    #        +0.8 → 1970.8
    # A C A: 1984.8; C D −15.2 → 15 → 0.48, +0.4 → 1985.2; A D 185.2 → 185 → 0.74, −14.8 → 1970.4
    # C A A: ±0 → 2000; −15.2 → 1984.8; −14.8 → 1970.0
    spread = order_spread(2000, [A, A, C], 20, FIDE)
    assert spread.finals == pytest.approx([1970.8, 1970.4, 1970.0])


def test_the_600_point_rule_can_rate_a_game_in_one_order_and_not_the_other() -> None:
    # rapid, from 2595, K 20: X = 2595:1, Y = 1995:1
    # X Y: X D 0 → 0.50, +10 → 2605; Y gap 610 with 2605 above 2600 → not rated → 2605
    # Y X: Y gap 600 but nobody above 2600 → rated, D 600 → 400 → PD_H 0.92, +1.6 → 2596.6;
    #      X D 1.6 → 2 → 0.50, +10 → 2606.6
    x, y = Game(2595, 1.0), Game(1995, 1.0)
    assert order_spread(2595, [x, y], 20, FIDE_RAPID).finals == pytest.approx([2605, 2606.6])


def test_unplayed_rounds_are_left_out() -> None:
    forfeit = Game(1900, 1.0, unplayed=Unplayed.FORFEIT_WIN)
    bye = Game(None, 1.0, unplayed=Unplayed.BYE)
    mixed = order_spread(2000, [forfeit, A, B, bye, C], 20, FIDE)
    assert mixed.finals == order_spread(2000, [A, B, C], 20, FIDE).finals
    assert mixed.highest_order == (A, C, B)


def test_no_played_games_leave_the_start_rating() -> None:
    spread = order_spread(1800, [Game(None, 1.0, unplayed=Unplayed.BYE)], 20, ELO)
    assert spread.finals == (1800,) and spread.spread == 0 and spread.orderings == 1


def test_beyond_eight_games_a_seeded_sample_gives_the_same_picture_every_time() -> None:
    rnd = random.Random(7)
    games = [Game(rnd.randint(1500, 2300), rnd.choice([0.0, 0.5, 1.0])) for _ in range(9)]
    first = order_spread(1900, games, 20, ELO)
    assert first.sampled and first.orderings == SAMPLE_ORDERINGS
    assert order_spread(1900, games, 20, ELO) == first
    assert order_spread(1900, games, 20, ELO, seed=1).finals != first.finals


def test_a_thousand_games_are_sampled_in_two_thousand_orders() -> None:
    rnd = random.Random(1)
    games = [Game(rnd.randint(1400, 2400), rnd.choice([0.0, 0.5, 1.0])) for _ in range(1000)]
    spread = order_spread(1900, games, 20, ELO)
    assert (spread.orderings, spread.sampled) == (2000, True)
    assert spread.finals[0] == spread.as_entered


@pytest.mark.slow
def test_the_longest_list_s_two_thousand_orders_fit_in_bounded_memory_and_are_not_kept() -> None:
    # 2,000 orderings of the 10,000 games a list may hold, drawn and rated 400 at a time in
    # 2-byte positions: 8 MB a block (all at once in the platform's 8-byte integers took
    # 160 MB, and a cache kept them after the page was gone)
    rnd = random.Random(2)
    games = [Game(rnd.randint(1400, 2400), rnd.choice([0.0, 0.5, 1.0])) for _ in range(10_000)]
    order_spread(1900, games[:20], 20, ELO)  # numpy and the tables loaded before measuring
    tracemalloc.start()
    try:
        spread = order_spread(1900, games, 20, ELO)
        _, peak = tracemalloc.get_traced_memory()
        spread_orderings = spread.orderings
        del spread
        left, _ = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 25 * 2**20
    assert spread_orderings == 2000
    assert left < 5 * 2**20


# --- properties against rate_series ------------------------------------------------------------

ratings = st.integers(min_value=100, max_value=3500)
scores = st.sampled_from([0.0, 0.5, 1.0])
unplayed = st.sampled_from([None, None, None, None, Unplayed.FORFEIT_WIN, Unplayed.BYE])
games = st.builds(Game, ratings, scores, unplayed=unplayed)
rule_sets = st.sampled_from([ELO, FIDE, FIDE_2024, FIDE_RAPID,
                             FIDE.with_expectation(Expectation.FORMULA),
                             ELO.with_expectation(Expectation.TABLE)])
k_values = st.sampled_from([10, 16, 20, 32, 40]) | st.builds(
    PlayerFacts, ratings, st.integers(0, 40), st.none(), st.booleans())


def sequential(start: int, series: list[Game], k: float | PlayerFacts, rules: RuleSet) -> float:
    return rate_series(start, series, k, rules, Mode.SEQUENTIAL).new_rating


@examples(60, deadline=None)
@given(ratings, st.lists(games, min_size=1, max_size=14), k_values, rule_sets)
def test_the_entered_order_is_the_sequential_report(start: int, series: list[Game],
        k: int | PlayerFacts, rules: RuleSet) -> None:
    spread = order_spread(start, series, k, rules)
    assert spread.as_entered == pytest.approx(sequential(start, series, k, rules), abs=1e-9)
    assert spread.minimum <= spread.as_entered <= spread.maximum
    assert spread.sampled == (sum(g.played for g in series) > EXHAUSTIVE_GAMES)


@given(ratings, st.lists(games, min_size=1, max_size=5), k_values, rule_sets)
def test_every_ordering_ends_where_rate_series_ends_it(start: int, series: list[Game],
        k: int | PlayerFacts, rules: RuleSet) -> None:
    played = [g for g in series if g.played]
    distinct = set(permutations((g.opponent_rating, g.score) for g in played))
    # K is judged from the whole list, unplayed rounds included, as the report judges it
    k_used = rate_series(start, series, k, rules, Mode.SEQUENTIAL).k.effective
    expected = sorted(sequential(start, [Game(r, s) for r, s in order], k_used, rules)
                      for order in distinct)
    spread = order_spread(start, series, k, rules)
    assert sorted(spread.finals) == pytest.approx(expected, abs=1e-9)
    assert spread.orderings == max(1, len(distinct))


@settings(deadline=None)
@given(ratings, st.lists(games, min_size=1, max_size=12), k_values, rule_sets)
def test_the_lowest_and_highest_orders_are_orderings_that_end_there(start: int, series: list[Game],
        k: int | PlayerFacts, rules: RuleSet) -> None:
    spread = order_spread(start, series, k, rules)
    k_used = spread.k.effective
    played = [g for g in series if g.played]
    for order, final in ((spread.lowest_order, spread.minimum),
                         (spread.highest_order, spread.maximum)):
        assert sorted(order, key=repr) == sorted(played, key=repr)
        assert sequential(start, list(order), k_used, rules) == pytest.approx(final, abs=1e-9)


def test_a_long_fide_series_is_spread_with_the_uncut_sequential_k() -> None:
    # 800 games under FIDE rules: the rating period cuts K to 0 (800 × 1 > 700), but updated
    # after every game each update is one game, so K 20 applies and the orders differ
    games = [Game(1700 + (i * 37) % 500, (1.0, 0.5, 0.0)[i % 3]) for i in range(800)]
    spread = order_spread(1800, games, 20, FIDE)
    assert spread.k.effective == 20
    assert spread.as_entered == pytest.approx(
        rate_series(1800, games, 20, FIDE, Mode.SEQUENTIAL).new_rating)
    assert spread.maximum > spread.minimum
