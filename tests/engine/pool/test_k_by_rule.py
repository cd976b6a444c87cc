"""A season by FIDE's months with K by §8.3.3 from each member's facts, where the start list
gives some of them and not others: which K each member had in each month, what it rests on
(the facts, the list's own K column, or a K assumed, 20 unless the user sets another), and
which facts were missing. Worked out by hand from §8.3.3 and table 8.1.2
(``tests.engine.pool.test_known_values`` has the same season with every step of its sums).

The season (``seasons.FOUR``): Anna 1800, Bert 1700, Carl 1600, Dora 1350; January Anna–Bert
1-0, Carl–Dora ½-½, Bert–Carl 0-1, Dora–Anna 0-1; February Anna–Carl ½-½, Bert–Dora +:-,
Dora–Bert 1-0; March Carl–Anna 1-0, Bert–Dora ½-½.
"""

from datetime import date

from elo_core.elo.kfactor import Fact, KBasis, KFound, KRule
from elo_core.pool.rating import rate_season
from elo_core.pool.standings import System
from tests.engine.pool.seasons import FOUR, FOUR_FIDE_LIST, FOUR_START, season

NO_FACTS = (Fact.BIRTH_YEAR, Fact.GAMES_BEFORE)


def ratings(assumed: float | None = None) -> dict[str, float | None]:
    rated = rate_season(season(FOUR, FOUR_START), System.FIDE, assumed_k=assumed)
    return {s.name: s.rating for s in rated.standings}


def test_each_members_k_says_what_it_rests_on() -> None:
    # Anna born 1990 with 50 games → 20 (standard); Bert born 2010, 18 in 2028, under 2300 →
    # 40 (junior), his games before not needed; Carl 10 games before → 40 (new to the list),
    # his birth year not needed; Dora nothing but her rating: her K could be 40 (a junior, or
    # new to the list) or 20, so 20 is assumed, and said, with the two facts missing
    rated = rate_season(season(FOUR, FOUR_START), System.FIDE)
    found = {s.name: (s.k, s.k_unsure) for s in rated.standings}
    assert found == {
        "Anna": (KFound(20, KRule.STANDARD, KBasis.FACTS, ()), None),
        "Bert": (KFound(40, KRule.JUNIOR, KBasis.FACTS, ()), None),
        "Carl": (KFound(40, KRule.NEW_PLAYER, KBasis.FACTS, ()), None),
        "Dora": (KFound(20, None, KBasis.ASSUMED, NO_FACTS),
                 KFound(20, None, KBasis.ASSUMED, NO_FACTS))}
    assert rated.k_assumed == 20
    # each month's K on its step, and so on each of the member's games that month
    assert [(step.month, step.k) for step in rated.history("Dora")] == [
        ("2025-01", 20), ("2025-02", 20), ("2025-03", 20)]
    assert [(step.month, step.k) for step in rated.history("Bert")] == [
        ("2025-01", 40), ("2025-02", 40), ("2025-03", 40)]


def test_the_k_assumed_where_the_facts_do_not_decide_is_the_users() -> None:
    # Dora K 40 instead of 20, the others as before (each member's change is their own K's):
    # January: Dora v Carl D −250 → 0.19, ½: +0.31; v Anna D −450 → −400 → 0.08, 0: −0.08;
    #   Σ +0.23 × 40 = 9.2 → +9 → 1359 (Anna 1809, Bert 1660, Carl 1613 as with 20)
    # February (1809 / 1660 / 1613 / 1359): Anna −5 → 1804, Carl +10 → 1623 as before;
    #   Dora v Bert D −301 → 0.15, 1: +0.85 × 40 = 34 → 1393; Bert D +301 → 0.85, 0:
    #   −0.85 × 40 = −34 → 1626
    # March (1804 / 1626 / 1623 / 1393): Carl +30 → 1653, Anna −15 → 1789 as before;
    #   Bert v Dora D +233 → 0.79, ½: −0.29 × 40 = −11.6 → −12 → 1614;
    #   Dora D −233 → 0.21, ½: +0.29 × 40 = 11.6 → +12 → 1405
    assert ratings(assumed=40) == {"Anna": 1789, "Bert": 1614, "Carl": 1653, "Dora": 1405}
    rated = rate_season(season(FOUR, FOUR_START), System.FIDE, assumed_k=40)
    assert rated.standing("Dora").k == KFound(40, None, KBasis.ASSUMED, NO_FACTS)
    assert rated.k_assumed == 40


def test_fides_list_as_the_start_list_gives_each_member_its_k_where_the_facts_do_not() -> None:
    # FIDE's list gives no games before: Anna (born 1990) could be new to the list, so her
    # list's K 20 decides; Bert born 2010 is a junior whatever his games (40, the facts);
    # Carl and Dora (no birth year, no games) take their list's K 40. So Anna 20, Bert 40,
    # Carl 40, Dora 40: the ratings of Dora with K 40 above
    rated = rate_season(season(FOUR, FOUR_FIDE_LIST), System.FIDE)
    assert {s.name: s.rating for s in rated.standings} == {
        "Anna": 1789, "Bert": 1614, "Carl": 1653, "Dora": 1405}
    assert {s.name: s.k for s in rated.standings} == {
        "Anna": KFound(20, None, KBasis.LISTED, (Fact.GAMES_BEFORE,)),
        "Bert": KFound(40, KRule.JUNIOR, KBasis.FACTS, ()),
        "Carl": KFound(40, None, KBasis.LISTED, NO_FACTS),
        "Dora": KFound(40, None, KBasis.LISTED, NO_FACTS)}


def test_a_k_of_10_on_the_list_says_2400_was_reached() -> None:
    # §8.3.3 gives K 10 only to a player whose published rating reached 2400, for good: Anna,
    # 2380 now with K 10 on her list, keeps 10 though her birth year and 50 games would give 20.
    # January: Anna 2380 v Bert 1700, D +680 → 400 (Anna < 2650) → 0.92, 1: +0.08;
    #   v Dora D +1030 → 400 → 0.92, 1: +0.08; Σ +0.16 × 10 = 1.6 → +2 → 2382
    start = FOUR_START.replace("name,rating,birth_year,games_before,index",
                               "name,rating,birth_year,games_before,index,k").replace(
        "Anna,1800,1990,50,20", "Anna,2380,1990,50,20,10")
    rated = rate_season(season(FOUR, start), System.FIDE)
    assert rated.standing("Anna").k == KFound(10, KRule.REACHED_2400, KBasis.FACTS, ())
    assert rated.history("Anna")[0].rating == 2382


def test_a_juniors_k_changes_when_the_year_of_the_18th_birthday_ends() -> None:
    # Ella, born 2007, 50 games before: 40 in December 2025 (the year she turns 18), 20 from
    # January 2026. December: Ella 1500 v Finn 1500 1-0: D 0 → 0.50, +0.50 × 40 = +20 → 1520;
    # Finn (born 1980, 100 games) −0.50 × 20 = −10 → 1490. January: Ella 1520 v Finn 1490
    # 0-1: D +30 → 0.54, 0: −0.54 × 20 = −10.8 → −11 → 1509; Finn +0.54 × 20 = 10.8 → +11
    # → 1501.
    games = ("date,white,black,result\n2025-12-09,Ella,Finn,1-0\n"
             "2026-01-13,Finn,Ella,1-0\n")
    start = "name,rating,birth_year,games_before\nElla,1500,2007,50\nFinn,1500,1980,100\n"
    rated = rate_season(season(games, start), System.FIDE)
    assert [(step.day, step.rating, step.k, step.k_found)
            for step in rated.history("Ella")] == [
        (date(2025, 12, 31), 1520, 40, KFound(40, KRule.JUNIOR, KBasis.FACTS, ())),
        (date(2026, 1, 31), 1509, 20, KFound(20, KRule.STANDARD, KBasis.FACTS, ()))]
    assert rated.standing("Finn").rating == 1501
    assert rated.standing("Ella").k == KFound(20, KRule.STANDARD, KBasis.FACTS, ())


def test_one_k_for_all_says_no_members_k() -> None:
    rated = rate_season(season(FOUR, FOUR_START), System.FIDE, k=20)
    assert {(s.k, s.k_unsure) for s in rated.standings} == {(None, None)}
    assert rated.k_assumed is None
    assert {step.k for step in rated.history("Dora")} == {20}
