"""The 400-point rule and the rapid 600-point rule are one rule each (:mod:`elo_core.elo.rules`),
for a pair of ratings and for the arrays the orderings are rated in
(:func:`~elo_core.elo.order.order_spread`): both give the same answer on each side of every
boundary. Known values from FIDE Handbook B.02 §8.3.1: a difference above 400 counts as 400
(since 1 October 2025 only for a player rated below 2650); rapid and blitz since 1 December
2024: not rated when the ratings differ by 600 or more and one player is rated above 2600."""

import numpy as np
import pytest

from elo_core import ELO, FIDE, FIDE_2024, FIDE_RAPID, Game, Mode, RuleSet, rate_series
from elo_core.elo.order import order_spread
from elo_core.elo.rules import counted_difference, counted_differences, is_rated, rated_games

# own, opponent, and the difference counted under fide-2024 (every player capped) and fide
# (a player rated 2650 or more is not)
CAP_CASES = [
    (2000, 1600, 400, 400),          # exactly 400: not cut
    (2000, 1600.5, 399.5, 399.5),
    (2000, 1599.5, 400, 400),        # 400.5: cut to 400
    (1600, 2000, -400, -400),
    (1600, 2000.5, -400, -400),      # −400.5: cut to −400
    (1600.5, 2000, -399.5, -399.5),
    (2650, 2200, 400, 450),          # 2650: exempt since October 2025
    (2649.5, 2200, 400, 400),        # just below 2650: capped
    (2200, 2650, -400, -400),        # the lower-rated player is capped whatever the other's rating
    (2700, 2299.5, 400, 400.5),
]

# own, opponent, rated under fide-rapid
GAP_CASES = [
    (2601, 2001, False),     # 600 apart, one above 2600
    (2001, 2601, False),     # the same from the other side
    (2600, 2000, True),      # 600 apart, but no one above 2600
    (2601, 2001.5, True),    # 599.5 apart
    (2700, 2100, False),
    (2600.5, 2000.5, False),
]


@pytest.mark.parametrize(("own", "opponent", "every_player", "below_2650"), CAP_CASES)
def test_the_400_point_rule_counts_the_same_difference_for_a_pair_and_in_an_array(
        own: float, opponent: float, every_player: float, below_2650: float) -> None:
    for rules, counted in ((FIDE_2024, every_player), (FIDE_RAPID, every_player),
                           (FIDE, below_2650), (ELO, own - opponent)):
        assert counted_difference(own, opponent, rules)[0] == counted
        assert counted_difference(own, opponent, rules)[1] == (counted != own - opponent)
        assert counted_differences(np.array([own]), np.array([opponent]), rules)[0] == counted


def test_a_whole_array_is_cut_as_each_pair_is() -> None:
    own = np.array([c[0] for c in CAP_CASES], dtype=float)
    opponent = np.array([c[1] for c in CAP_CASES], dtype=float)
    for rules in (ELO, FIDE, FIDE_2024, FIDE_RAPID):
        assert list(counted_differences(own, opponent, rules)) == [
            counted_difference(a, b, rules)[0] for a, b in zip(own, opponent, strict=True)]


@pytest.mark.parametrize(("own", "opponent", "rated"), GAP_CASES)
def test_the_600_point_rule_leaves_the_same_games_unrated_for_a_pair_and_in_an_array(
        own: float, opponent: float, rated: bool) -> None:
    assert is_rated(own, opponent, FIDE_RAPID) is rated
    assert rated_games(np.array([own]), np.array([opponent]), FIDE_RAPID)[0] == rated
    for rules in (ELO, FIDE, FIDE_2024):  # standard play rates every game
        assert is_rated(own, opponent, rules)
        assert rated_games(np.array([own]), np.array([opponent]), rules)[0]


@pytest.mark.parametrize("rules", [FIDE, FIDE_2024, FIDE_RAPID])
def test_the_orderings_end_where_the_sequential_series_ends_across_the_boundaries(
        rules: RuleSet) -> None:
    # one game each side of every boundary, from 2649.5: a win against 2249 (400.5 below,
    # capped) takes the player past 2650, where the next game's cap is judged again
    games = [Game(2249, 1.0), Game(2250, 1.0), Game(2249.5, 0.0), Game(2050, 0.5),
             Game(2049.5, 1.0)]
    spread = order_spread(2649.5, games, 20, rules)
    assert spread.as_entered == pytest.approx(
        rate_series(2649.5, games, 20, rules, Mode.SEQUENTIAL).new_rating)
    for order, final in ((spread.lowest_order, spread.minimum),
                         (spread.highest_order, spread.maximum)):
        assert rate_series(2649.5, list(order), 20, rules,
                           Mode.SEQUENTIAL).new_rating == pytest.approx(final)
