"""The target planner and the next round: the question asked, answered from the rating it is
counted from. Known values by hand from table 8.1.2 (PD in hundredths) and B.02 §8.3.2–§8.3.4;
properties with hypothesis."""

from datetime import date

import pytest
from hypothesis import given
from hypothesis import strategies as st

from elo_core import ELO, FIDE, FIDE_RAPID, Game, KRule, Mode, PlayerFacts, RuleSet, points_needed
from elo_core import rate_series as rate
from elo_core.elo.kfactor import KCut
from elo_core.elo.next_round import next_round
from elo_core.elo.planner import Basis, opponents_at_average, plan

ON = date(2026, 3, 1)
#: 1950 scores 1, 1, ½ against three 1950s: Σ(S − E) = 2.5 − 3 × 0.50 = 1.0; K 20 → +20 → 1970
ENTERED = [Game(1950, 1.0), Game(1950, 1.0), Game(1950, 0.5)]


def test_more_games_say_which_rating_they_count_from() -> None:
    seven = opponents_at_average(7, 1950)
    # Counted from the start rating without the games entered (the old answer): 7 × 0.50 = 3.5;
    # 20 × (P − 3.5) ≥ 49.5 (rounds to +50) → P ≥ 5.975 → 6
    assert points_needed(1950, seven, 2000, 20, FIDE).points_needed == 6.0
    # Same period: 10 games pooled (K 20: 20 × 10 ≤ 700), ΣE = 10 × 0.50 = 5, 2.5 scored;
    # 20 × (2.5 + P − 5) ≥ 49.5 → P ≥ 4.975 → 5 → +50 → 2000
    same = plan(1950, ENTERED, seven, [2000], 20, FIDE, Basis.SAME_PERIOD)
    assert (same.counted_from, same.points_scored, same.extra_games) == (1950, 2.5, 7)
    assert (same.lines[0].points_needed, same.lines[0].new_rating) == (5.0, 2000)
    assert not same.lines[0].holds
    # Next list: from 1970, D = +20 → PD_H 0.53; ΣE = 7 × 0.53 = 3.71;
    # 20 × (P − 3.71) ≥ 29.5 → P ≥ 5.185 → 5.5 → 20 × 1.79 = 35.8 → +36 → 2006
    following = plan(1950, ENTERED, seven, [2000], 20, FIDE, Basis.NEXT_LIST)
    assert (following.counted_from, following.points_scored) == (1970, 0.0)
    assert following.expected_points == pytest.approx(3.71)
    assert (following.lines[0].points_needed, following.lines[0].new_rating) == (5.5, 2006)


def test_the_hold_line_holds_the_rating_the_plan_counts_from() -> None:
    seven = opponents_at_average(7, 1950)
    # same period, hold 1950: 20 × (2.5 + P − 5) ≥ −0.5 → P ≥ 2.475 → 2.5 → ±0 → 1950
    same = plan(1950, ENTERED, seven, [2000], 20, FIDE, Basis.SAME_PERIOD)
    assert (same.hold.target, same.hold.points_needed, same.hold.new_rating) == (1950, 2.5, 1950)
    assert same.hold.holds
    # next list, hold 1970: 20 × (P − 3.71) ≥ −0.5 → P ≥ 3.685 → 4 → 20 × 0.29 = 5.8 → +6
    following = plan(1950, ENTERED, seven, [1970], 20, FIDE, Basis.NEXT_LIST)
    assert (following.hold.target, following.hold.points_needed) == (1970, 4.0)
    assert following.hold.new_rating == 1976
    assert following.lines[0].holds  # a target equal to the rating counted from is flagged


def test_planning_works_without_games_entered() -> None:
    # 5 games against 1900 from 1800: PD_L(100) 0.36 → ΣE 1.80, K 20
    # 1830: 20 × (P − 1.8) ≥ 29.5 → P ≥ 3.275 → 3.5 → +34 → 1834
    # hold: 20 × (P − 1.8) ≥ −0.5 → P ≥ 1.775 → 2 → +4 → 1804
    for basis in Basis:
        result = plan(1800, [], opponents_at_average(5, 1900), [1830], 20, FIDE, basis)
        assert result.counted_from == 1800
        assert (result.lines[0].points_needed, result.lines[0].new_rating) == (3.5, 1834)
        assert (result.hold.points_needed, result.hold.new_rating) == (2.0, 1804)


def test_same_period_counts_k_times_n_over_the_games_entered_and_to_come() -> None:
    # 15 games against 1800 from 1800, 10 points: 40 × (10 − 7.5) = +100 (40 × 15 = 600 ≤ 700).
    # 5 more make 20: 40 × 20 = 800 > 700 → K 35 for all of them;
    # 1900: 35 × (10 + P − 10) ≥ 99.5 → P ≥ 2.84 → 3 → +105 → 1905; hold: 0 points (±0)
    entered = [Game(1800, 1.0)] * 10 + [Game(1800, 0.0)] * 5
    result = plan(1800, entered, opponents_at_average(5, 1800), [1900], 40, FIDE,
                  Basis.SAME_PERIOD)
    assert result.entered.new_rating == 1900
    assert (result.k.effective, result.k.games, result.k.cut) == (35, 20, KCut.CUT)
    assert (result.lines[0].points_needed, result.lines[0].new_rating) == (3.0, 1905)
    assert (result.hold.points_needed, result.hold.new_rating) == (0.0, 1800)


def test_next_list_counts_k_from_the_facts_on_that_list() -> None:
    # new to the list with 25 games: K 40. 3 of 5 against 1800: 40 × (3 − 2.5) = +20 → 1820.
    facts = PlayerFacts(1800, 25, on=ON)
    entered = [Game(1800, 1.0)] * 3 + [Game(1800, 0.0)] * 2
    four = opponents_at_average(4, 1820)
    # next list: 1820 with 30 games → K 20; D = 0 → 4 × 0.50 = 2;
    # 20 × (P − 2) ≥ 19.5 → P ≥ 2.975 → 3 → +20 → 1840
    following = plan(1800, entered, four, [1840], facts, FIDE, Basis.NEXT_LIST)
    assert (following.k.effective, following.k.rule) == (20, KRule.STANDARD)
    assert following.k.facts is not None, "the next list's K is judged on the player's facts"
    assert following.k.facts.games_before == 30 and following.k.facts.rating == 1820
    assert (following.lines[0].points_needed, following.lines[0].new_rating) == (3.0, 1840)
    # same period: still K 40 (9 games, 360 ≤ 700); from 1800, D = −20 → PD_L 0.47 × 4 = 1.88;
    # 40 × (3 + P − 2.5 − 1.88) ≥ 39.5 → P ≥ 2.3675 → 2.5 → 40 × 1.12 = 44.8 → +45 → 1845
    same = plan(1800, entered, four, [1840], facts, FIDE, Basis.SAME_PERIOD)
    assert (same.k.effective, same.k.rule) == (40, KRule.NEW_PLAYER)
    assert (same.lines[0].points_needed, same.lines[0].new_rating) == (2.5, 1845)


def test_a_rating_that_reaches_2400_gives_k_10_on_the_next_list() -> None:
    # 2390 (K 20) beats 2390: 20 × (1 − 0.50) = +10 → 2400, published: K 10 for good
    following = plan(2390, [Game(2390, 1.0)], [2400], [2410], PlayerFacts(2390, on=ON), FIDE,
                     Basis.NEXT_LIST)
    assert following.counted_from == 2400
    assert (following.k.effective, following.k.rule) == (10, KRule.REACHED_2400)


def test_an_unreachable_target_says_so() -> None:
    # 2 games against 1800 from 1800, K 20: at most 20 × (2 − 1) = +20
    result = plan(1800, [], [1800, 1800], [1900], 20, FIDE, Basis.SAME_PERIOD)
    assert (result.lines[0].points_needed, result.lines[0].new_rating) == (None, None)


# --- the next round ---------------------------------------------------------------------------

#: 9 wins and 8 losses against 1800 from 1800, K 40: 17 × 40 = 680 ≤ 700;
#: Σ(S − E) = 9 − 17 × 0.50 = 0.5 → 40 × 0.5 = +20
SEVENTEEN = [Game(1800, 1.0)] * 9 + [Game(1800, 0.0)] * 8


def test_the_18th_game_cuts_k_for_the_whole_period() -> None:
    # 18 × 40 = 720 > 700 → K 38 (700 / 18 = 38.9) for all 18 games, ΣE = 9:
    # win: 38 × (10 − 9) = +38 (+18 on today's +20); draw: 38 × 0.5 = +19 (−1: the cut costs
    # more than the draw brings); loss: 38 × 0 = 0 (−20)
    result = next_round(1800, SEVENTEEN, 1800, 40, FIDE)
    assert result.now.rounded_change == 20 and result.now.k.effective == 40
    shown = {name: (r.rounded_change, r.rounded_gain, r.k.effective, r.k_cut_by_this_game)
             for name, r in result.results.items()}
    assert shown == {"win": (38, 18, 38, True), "draw": (19, -1, 38, True),
                     "loss": (0, -20, 38, True)}
    assert result.results["draw"].gain == pytest.approx(-1.0)
    assert result.rated


def test_what_the_remaining_rounds_need_after_each_result() -> None:
    # 2 more rounds against 1800: 20 games → K 35 (700 / 20), ΣE = 10; target 1850 (+49.5 or more)
    # after a win (10): 35 × (10 + P − 10) ≥ 49.5 → P ≥ 1.41 → 1.5 → 52.5 → +53 → 1853
    # after a draw (9.5): 35 × (P − 0.5) ≥ 49.5 → P ≥ 1.91 → 2 → 52.5 → +53
    # after a loss (9): 35 × (P − 1) ≥ 49.5 → P ≥ 2.41 > 2: out of reach
    # tonight and both rounds together: 35 × (P − 1) ≥ 49.5 → 2.5 of 3 → +53
    result = next_round(1800, SEVENTEEN, 1800, 40, FIDE, remaining_rounds=2, average=1800,
                        target=1850)
    remaining = {name: r.remaining for name, r in result.results.items()}
    assert all(line is not None for line in remaining.values()), "two rounds remain after each"
    need = {name: (line.points_needed, line.new_rating)
            for name, line in remaining.items() if line is not None}
    assert need == {"win": (1.5, 1853), "draw": (2.0, 1853), "loss": (None, None)}
    assert result.plan is not None, "a target gives a plan for the rounds left"
    assert (result.plan.lines[0].points_needed, result.plan.lines[0].new_rating) == (2.5, 1853)
    assert result.plan.extra_games == 3 and result.plan.k.effective == 35


def test_after_a_strong_run_a_win_that_triggers_the_cut_lowers_the_period() -> None:
    # 17 wins against 1900 from 1800: PD_L(100) 0.36 → Σ = 17 × 0.64 = 10.88 → 40 × 10.88 = 435.2
    # → +435. An 18th win against 1800: K 38, Σ = 11.38 → 38 × 11.38 = 432.44 → +432
    result = next_round(1800, [Game(1900, 1.0)] * 17, 1800, 40, FIDE)
    win = result.results["win"]
    assert result.now.rounded_change == 435
    assert win.rounded_change == 432 and win.rounded_gain == -3
    assert win.gain == pytest.approx(432.44 - 435.2)


def test_next_round_without_a_target_plans_nothing() -> None:
    result = next_round(1800, [], 1900, 20, ELO)
    assert result.plan is None and result.average == 1900
    assert all(r.remaining is None for r in result.results.values())
    # 20 × (1 − 0.359935) = +12.80 with nothing before it
    assert result.results["win"].gain == pytest.approx(12.8013, abs=1e-4)


def test_a_rapid_game_across_the_600_gap_adds_nothing_tonight() -> None:
    # 2650 against 2000: a 650 gap with a player above 2600 is not rated in rapid
    result = next_round(2650, [Game(2600, 1.0)], 2000, 20, FIDE_RAPID)
    assert not result.rated
    assert {r.gain for r in result.results.values()} == {0.0}


# --- properties -------------------------------------------------------------------------------

ratings = st.integers(min_value=1200, max_value=2700)
scores = st.sampled_from([0.0, 0.5, 1.0])
entered_games = st.lists(st.builds(lambda r, s: Game(r, s), ratings, scores), max_size=25)
extra = st.lists(ratings, max_size=12)
rule_sets = st.sampled_from([ELO, FIDE])
k_values = st.one_of(st.sampled_from([10, 20, 40]),
                     st.builds(PlayerFacts, st.just(0), st.integers(0, 40),
                               st.one_of(st.none(), st.integers(2000, 2015)), st.booleans(),
                               st.just(ON)))


def _own(k: float | PlayerFacts, start: float) -> float | PlayerFacts:
    """The player's facts are about the player: their rating is the start rating."""
    return k._replace(rating=start) if isinstance(k, PlayerFacts) else k


def _scores_for(points: float, count: int) -> list[float]:
    wins, half = int(points), points % 1 == 0.5
    return ([1.0] * wins + [0.5] * int(half) + [0.0] * count)[:count]


@given(ratings, entered_games, k_values, rule_sets, st.integers(-100, 100))
def test_next_list_with_no_extra_games_is_the_entered_games_new_rating(start: int,
        entered: list[Game], k: float | PlayerFacts, rules: RuleSet, gap: int) -> None:
    k = _own(k, start)
    result = plan(start, entered, [], [start + gap], k, rules, Basis.NEXT_LIST)
    new_rating = rate(start, entered, k, rules, Mode.PERIOD).new_rating
    assert result.counted_from == new_rating
    assert (result.hold.points_needed, result.hold.new_rating) == (0.0, new_rating)
    line = result.lines[0]
    assert line.points_needed == (0.0 if new_rating >= start + gap else None)


@given(ratings, entered_games, extra, k_values, rule_sets, st.integers(-150, 150))
def test_same_period_answer_reaches_the_target_and_half_a_point_less_does_not(start: int,
        entered: list[Game], opponents: list[int], k: float | PlayerFacts, rules: RuleSet,
        gap: int) -> None:
    k = _own(k, start)
    target = start + gap
    line = plan(start, entered, opponents, [target], k, rules, Basis.SAME_PERIOD).lines[0]

    def rating_with(points: float) -> float:
        played = [Game(r, s) for r, s in zip(opponents, _scores_for(points, len(opponents)),
                                             strict=True)]
        return rate(start, [*entered, *played], k, rules, Mode.PERIOD).new_rating

    if line.points_needed is None:
        assert rating_with(len(opponents)) < target
    else:
        assert rating_with(line.points_needed) == pytest.approx(line.new_rating)
        assert line.new_rating is not None and line.new_rating >= target
        if line.points_needed > 0:
            assert rating_with(line.points_needed - 0.5) < target


@given(ratings, extra, k_values, rule_sets, st.integers(-150, 150))
def test_with_no_games_entered_both_bases_agree(start: int, opponents: list[int],
        k: float | PlayerFacts, rules: RuleSet, gap: int) -> None:
    k = _own(k, start)
    same, following = (plan(start, [], opponents, [start + gap], k, rules, basis)
                       for basis in Basis)
    assert same.lines == following.lines and same.hold == following.hold


@given(ratings, entered_games, ratings, k_values, st.sampled_from([ELO, FIDE, FIDE_RAPID]))
def test_next_round_orders_win_draw_loss_and_adds_to_the_period(start: int, games: list[Game],
        opponent: int, k: float | PlayerFacts, rules: RuleSet) -> None:
    k = _own(k, start)
    result = next_round(start, games, opponent, k, rules)
    win, draw, loss = (result.results[name] for name in ("win", "draw", "loss"))
    assert win.change >= draw.change >= loss.change
    assert win.new_rating >= draw.new_rating >= loss.new_rating
    assert win.k == draw.k == loss.k
    alone = rate(start, [*games, Game(opponent, 0.5)], k, rules, Mode.PERIOD)
    assert draw.change == alone.change and draw.new_rating == alone.new_rating
    assert draw.gain == pytest.approx(alone.change - result.now.change)
