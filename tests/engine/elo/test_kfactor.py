"""K is each player's own (FIDE B.02 §8.3.3), judged on a given day, and K × n ≤ 700 is a rule of
the rating period. Known values by hand from table 8.1.2 and §8.3.3; properties with hypothesis."""

from datetime import date

from hypothesis import given
from hypothesis import strategies as st

from elo_core import (
    ELO,
    FIDE,
    FIDE_RAPID,
    Game,
    KRule,
    Mode,
    PlayerFacts,
    RuleSet,
    rate_game,
    rate_series,
)
from elo_core.elo.kfactor import (
    ASSUMED_K,
    Fact,
    KBasis,
    KCut,
    KFound,
    default_opponent_facts,
    facts_after,
    k_from_known,
    resolve_k,
)
from elo_core.elo.single import OpponentK

ON = date(2026, 3, 1)


# --- the opponent's K from the opponent's own facts -------------------------------------------

def test_opponent_k_comes_from_the_opponents_facts_not_the_juniors() -> None:
    # The link: 1850 (born 2011: 15 in 2026, a junior under 2300 → K 40) beats 2100.
    # D = 1850 − 2100 = −250 → band 246–256: PD_L 0.19, PD_H 0.81.
    # player: 40 × (1 − 0.19) = 32.4 → +32; opponent (adult, 30+ games → K 20):
    # 20 × (0 − 0.81) = −16.2 → −16 (copying the junior's K 40 gave −32.4 → −32)
    report = rate_game(1850, 2100, 1.0, PlayerFacts(1850, 12, 2011, on=ON), FIDE)
    assert (report.player.k, report.player.report.k.rule) == (40, KRule.JUNIOR)
    assert report.player.rounded_change == 32
    assert (report.opponent.k, report.opponent.report.k.rule) == (20, KRule.STANDARD)
    assert report.opponent.rounded_change == -16
    assert report.opponent_k is OpponentK.DEFAULT_FACTS
    assert report.opponent.report.k.facts == PlayerFacts(2100, 30, None, False, ON)


def test_default_opponent_facts_give_k_10_to_an_opponent_rated_2400_or_more() -> None:
    # 2300 (K 20) draws 2450: D = −150 → PD_L 0.30: 20 × (0.5 − 0.30) = +4;
    # 2450 is rated 2400+ → K 10: 10 × (0.5 − 0.70) = −2
    report = rate_game(2300, 2450, 0.5, PlayerFacts(2300, on=ON), FIDE)
    assert report.player.rounded_change == 4
    assert (report.opponent.k, report.opponent.report.k.rule) == (10, KRule.REACHED_2400)
    assert report.opponent.rounded_change == -2
    assert default_opponent_facts(2450).reached_2400
    assert not default_opponent_facts(2399).reached_2400


def test_opponent_facts_given_by_the_user_are_judged_on_the_players_day() -> None:
    # the opponent born 2010 is 18 in 2028, rated 2100 < 2300 → junior K 40; the player (adult,
    # 30 games) K 20. Loss for the player: D = −250 → opponent PD_H 0.81: 40 × 0.19 = +7.6 → +8
    facts = PlayerFacts(1850, on=date(2028, 12, 31))
    report = rate_game(1850, 2100, 0.0, facts, FIDE, k_opponent=PlayerFacts(2100, birth_year=2010))
    assert report.opponent_k is OpponentK.GIVEN
    assert (report.opponent.k, report.opponent.report.k.rule) == (40, KRule.JUNIOR)
    opponent_facts = report.opponent.report.k.facts
    assert opponent_facts is not None, "the opponent's K was judged from their facts"
    assert opponent_facts.on == date(2028, 12, 31)
    assert report.opponent.rounded_change == 8
    # a year later the opponent is 19: K 20, 20 × 0.19 = 3.8 → +4
    later = rate_game(1850, 2100, 0.0, facts._replace(on=date(2029, 1, 1)), FIDE,
                      k_opponent=PlayerFacts(2100, birth_year=2010))
    assert later.opponent.k == 20 and later.opponent.rounded_change == 4


def test_a_k_set_by_hand_is_still_used_for_both_players() -> None:
    # 20 × (1 − 0.36) = 12.8 → +13 and 20 × (0 − 0.64) = −12.8 → −13
    report = rate_game(2000, 2100, 1.0, 20, FIDE)
    assert (report.player.k, report.opponent.k) == (20, 20)
    assert report.opponent_k is OpponentK.SAME_AS_PLAYER
    assert report.opponent.report.k.rule is None and report.opponent.report.k.facts is None


def test_the_day_decides_until_when_a_junior_keeps_k_40() -> None:
    # born 2011: the year of the 18th birthday is 2029; K 40 until 31 Dec 2029, then 20
    facts = PlayerFacts(1900, 30, 2011)
    assert resolve_k(facts._replace(on=date(2029, 12, 31)), 1, FIDE).effective == 40
    used = resolve_k(facts._replace(on=date(2030, 1, 1)), 1, FIDE)
    assert (used.effective, used.rule) == (20, KRule.STANDARD)
    assert used.facts is not None, "K was judged from the player's facts"
    assert used.facts.on == date(2030, 1, 1)


def test_facts_are_judged_today_when_no_day_is_given() -> None:
    facts = resolve_k(PlayerFacts(1900), 1, FIDE).facts
    assert facts is not None, "K was judged from the player's facts"
    assert facts.on == date.today()


def test_facts_after_a_period_count_its_games_and_the_new_rating() -> None:
    # 25 games before + 5 this period = 30: no longer new (K 20); 2390 → 2401 reaches 2400 for good
    after = facts_after(PlayerFacts(1800, 25, on=ON), 1820, 5)
    assert after == PlayerFacts(1820, 30, None, False, ON)
    assert facts_after(PlayerFacts(2390), 2401, 3).reached_2400
    assert facts_after(PlayerFacts(2390, reached_2400=True), 2380, 3).reached_2400


# --- K × n ≤ 700 belongs to the rating period -------------------------------------------------

def test_k_cut_in_a_rating_period_says_how_many_games_and_from_what() -> None:
    # a junior's K 40 over 19 games: 19 × 40 = 760 > 700 → 700 / 19 = 36.8 → 36
    used = resolve_k(PlayerFacts(1800, 30, 2012, on=ON), 19, FIDE)
    assert (used.chosen, used.rule, used.effective, used.games) == (40, KRule.JUNIOR, 36, 19)
    assert used.cut is KCut.CUT and used.cut_by_games
    # 17 × 40 = 680 ≤ 700: not needed
    assert resolve_k(40, 17, FIDE).cut is KCut.NOT_NEEDED


def test_sequential_mode_does_not_cut_k_even_over_800_games() -> None:
    # 800 wins against equals, K 20: sequentially every game is a period of one (20 × 1 ≤ 700),
    # so the first win is worth 20 × (1 − 0.50) = +10 (the cut gave K 0: no change at all)
    games = [Game(1500, 1.0)] * 800
    report = rate_series(1500, games, 20, FIDE, Mode.SEQUENTIAL)
    assert report.k.effective == 20 and report.k.cut is KCut.SEQUENTIAL
    assert not report.k.cut_by_games
    assert report.rows[0].change == 10
    assert report.new_rating > 1500


def test_more_than_700_games_in_one_period_leave_k_0_and_say_so() -> None:
    # 800 × K ≤ 700 holds for no whole K above 0: K 0, the period changes nothing, and it is flagged
    report = rate_series(1500, [Game(1500, 1.0)] * 800, 20, FIDE, Mode.PERIOD)
    assert report.k.effective == 0 and report.k.cut is KCut.CUT_TO_ZERO
    assert report.k.cut_by_games and report.rounded_change == 0
    # 700 games: 700 / 700 = 1 → K 1, not 0
    assert resolve_k(20, 700, FIDE).effective == 1


def test_classic_elo_has_no_k_times_n_rule() -> None:
    used = resolve_k(40, 30, ELO)
    assert used.effective == 40 and used.cut is KCut.NOT_IN_RULES


def test_a_rapid_series_whose_rating_falls_under_2600_counts_k_per_game_sequentially() -> None:
    # 2605 loses 10 rapid games to 2600, then beats 2004 eleven times. From the start rating the
    # 2004 games are across the 600 gap with 2605 above 2600: not rated, so the period has
    # n = 10 (40 × 10 = 400 ≤ 700, K stands). Sequentially the losses take the rating under 2600
    # first and all 21 games are rated: 21 × 40 = 840, which is no breach, because every update
    # is a period of one game (40 × 1 ≤ 700).
    games = [Game(2600, 0.0)] * 10 + [Game(2004, 1.0)] * 11
    period = rate_series(2605, games, 40, FIDE_RAPID, Mode.PERIOD)
    assert period.rated_games == 10
    assert (period.k.effective, period.k.cut, period.k.games) == (40, KCut.NOT_NEEDED, 10)
    sequential = rate_series(2605, games, 40, FIDE_RAPID, Mode.SEQUENTIAL)
    assert sequential.rated_games == 21
    assert (sequential.k.effective, sequential.k.cut, sequential.k.games) == (
        40, KCut.SEQUENTIAL, 1)


# --- properties -------------------------------------------------------------------------------

ratings = st.integers(min_value=1000, max_value=2800)
series = st.lists(st.builds(lambda r, s: Game(r, s), ratings, st.sampled_from([0.0, 0.5, 1.0])),
                  min_size=1,
                  max_size=60)
facts = st.builds(PlayerFacts, ratings, st.integers(0, 60),
                  st.one_of(st.none(), st.integers(1990, 2020)), st.booleans(), st.just(ON))
any_k = st.one_of(st.sampled_from([10, 20, 32, 40, 60, 100]), facts)


@given(ratings, series, any_k, st.sampled_from([FIDE, FIDE_RAPID]))
def test_sequential_mode_never_cuts_k(start: int, games: list[Game], k: int | PlayerFacts,
        rules: RuleSet) -> None:
    used = rate_series(start, games, k, rules, Mode.SEQUENTIAL).k
    assert used.effective == used.chosen and not used.cut_by_games


@given(ratings, series, any_k, st.sampled_from([FIDE, FIDE_RAPID]))
def test_a_rating_period_never_counts_k_times_n_above_700(start: int, games: list[Game],
        k: int | PlayerFacts, rules: RuleSet) -> None:
    report = rate_series(start, games, k, rules, Mode.PERIOD)
    assert report.k.effective * report.rated_games <= 700
    assert report.k.games == report.rated_games


@given(ratings, ratings, st.sampled_from([0.0, 0.5, 1.0]), facts)
def test_the_opponents_k_never_depends_on_the_players_facts(a: int, b: int, score: float,
        mine: PlayerFacts) -> None:
    report = rate_game(a, b, score, mine, FIDE)
    alone = rate_game(b, a, 1 - score, default_opponent_facts(b, ON), FIDE)
    assert report.opponent.k == alone.player.k
    assert report.opponent.new_rating == alone.player.new_rating


# --- K where some of a player's facts are not known -------------------------------------------

NO_BIRTH, NO_GAMES = Fact.BIRTH_YEAR, Fact.GAMES_BEFORE


def test_facts_that_decide_k_need_no_other() -> None:
    # a junior (born 2010, 2026 ≤ 2028, under 2300) is 40 whatever his games before; 2400 is 10
    # whatever the rest; 12 games known in all are fewer than 30 whatever the birth year
    assert k_from_known(PlayerFacts(1700, 0, 2010, False, ON), {NO_GAMES}) == KFound(
        40, KRule.JUNIOR, KBasis.FACTS, ())
    assert k_from_known(PlayerFacts(2450, 0, None, False, ON), {NO_BIRTH, NO_GAMES}) == KFound(
        10, KRule.REACHED_2400, KBasis.FACTS, ())
    assert k_from_known(PlayerFacts(1700, 12, None, False, ON), {NO_BIRTH}) == KFound(
        40, KRule.NEW_PLAYER, KBasis.FACTS, ())


def test_games_known_to_be_30_or_more_decide_though_not_all_are_known() -> None:
    # 31 games played in the season, those before unknown: at least 31, not new to the list;
    # born 1990: 20 by the facts. Rated 2300 or more, no year of birth can make a junior.
    assert k_from_known(PlayerFacts(1700, 31, 1990, False, ON), {NO_GAMES}) == KFound(
        20, KRule.STANDARD, KBasis.FACTS, ())
    assert k_from_known(PlayerFacts(2310, 40, None, False, ON), {NO_BIRTH}) == KFound(
        20, KRule.STANDARD, KBasis.FACTS, ())


def test_where_the_facts_do_not_decide_the_lists_k_does_else_the_k_assumed() -> None:
    # no year of birth and rated under 2300: a junior's 40 or an adult's 20; games before
    # unknown and fewer than 30 known: a new player's 40 or 20
    unsure = PlayerFacts(1700, 5, None, False, ON)
    both = (NO_BIRTH, NO_GAMES)
    assert k_from_known(unsure, {NO_BIRTH, NO_GAMES}, listed=40) == KFound(
        40, None, KBasis.LISTED, both)
    assert k_from_known(unsure, {NO_BIRTH, NO_GAMES}) == KFound(20, None, KBasis.ASSUMED, both)
    assert k_from_known(unsure, {NO_BIRTH, NO_GAMES}, assumed=32) == KFound(
        32, None, KBasis.ASSUMED, both)
    adult = PlayerFacts(1700, 5, 1980, False, ON)
    assert k_from_known(adult, {NO_GAMES}) == KFound(20, None, KBasis.ASSUMED, (NO_GAMES,))
    assert ASSUMED_K == 20
