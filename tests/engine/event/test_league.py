"""A league across three months (``tests/league.py``) rated month by month, every value worked
out by hand from B.02: each month a rating period of its own, with that month's list's ratings
(the player's and each opponent's), PD from table 8.1.2, K 20 (adults under 2400, from the
file's birth years), K × ΣΔR rounded once a month, a half away from zero (§8.3.4).

Table 8.1.2 by |D| as the months need it: 47–53 → .57, 77–83 → .61, 92–98 → .63, 99–106 → .64,
122–129 → .67, 146–153 → .70, 163–170 → .72 (the lower-rated player the complement).

With the three lists (September = the file's ratings):

- September (Berg 1900, Claes 1850, Dijk 1800, Eek 1750):
  Berg: v Eek 1 (D 150, .70) +.30, v Claes ½ (50, .57) −.07: .23 × 20 = 4.6 → +5.
  Claes: v Dijk ½ (50, .57) −.07, v Berg ½ (−50, .43) +.07: 0 → 0.
  Dijk: v Claes ½ (−50, .43) +.07, v Eek 1 (50, .57) +.43: .50 → +10.
  Eek: v Berg 0 (−150, .30) −.30, v Dijk 0 (−50, .43) −.43: −.73 → −14.6 → −15.
- October (1905, 1862, 1810, 1735):
  Berg: v Dijk 1 (95, .63) +.37, v Eek ½ (170, .72) −.22: .15 → +3.
  Claes: v Eek 1 (127, .67) +.33, v Dijk 0 (52, .57) −.57: −.24 → −4.8 → −5.
  Dijk: v Berg 0 (−95, .37) −.37, v Claes 1 (−52, .43) +.57: .20 → +4.
  Eek: v Claes 0 (−127, .33) −.33, v Berg ½ (−170, .28) +.22: −.11 → −2.2 → −2.
- November (1908, 1857, 1814, 1733):
  Berg: v Claes 1 (51, .57) +.43, v Dijk 1 (94, .63) +.37: .80 → +16.
  Claes: v Berg 0 (−51, .43) −.43, v Eek 0 (124, .67) −.67: −1.10 → −22.
  Dijk: v Eek ½ (81, .61) −.11, v Berg 0 (−94, .37) −.37: −.48 → −9.6 → −10.
  Eek: v Dijk ½ (−81, .39) +.11, v Claes 1 (−124, .33) +.67: .78 → 15.6 → +16.

Without any list every month is rated with the file's ratings: October then gives Berg v Dijk 1
(100, .64) +.36, v Eek ½ (150, .70) −.20: .16 → +3; Claes v Eek 1 (100, .64) +.36, v Dijk 0
(50, .57) −.57: −.21 → −4; Dijk v Berg 0 (.36) −.36, v Claes 1 (.43) +.57: .21 → +4; Eek v
Claes 0 (.36) −.36, v Berg ½ (.30) +.20: −.16 → −3. November: Berg v Claes 1 (50, .57) +.43,
v Dijk 1 (100, .64) +.36: .79 → 15.8 → +16; Claes v Berg 0 (.43) −.43, v Eek 0 (100, .64)
−.64: −1.07 → −21.4 → −21; Dijk v Eek ½ (50, .57) −.07, v Berg 0 (.36) −.36: −.43 → −8.6 →
−9; Eek v Dijk ½ (.43) +.07, v Claes 1 (.36) +.64: .71 → 14.2 → +14.

As one period with the file's ratings (what the page did before): Claes ΣΔR = −.07 −.57 +.07
−.43 +.36 −.64 = −1.28, × 20 = −25.6 → −26, where the months give −25 without a list and −27
with them.
"""

from datetime import date
from pathlib import Path

import pytest

from elo_core import (
    FIDE,
    FIDE_RAPID,
    EventMonths,
    Flag,
    ListKind,
    NoRating,
    NotRated,
    RatingFrom,
    RatingStore,
    rate_event,
    rate_event_in_periods,
    read_trf,
    split_by_month,
)
from elo_core.trf.records import Tournament
from tests.league import LEAGUE, MONTHS, league_store
from tests.trf_lines import player_line, trf

SEP, OCT, NOV = MONTHS["SEP26"], MONTHS["OCT26"], MONTHS["NOV26"]


def league() -> Tournament:
    return read_trf(LEAGUE.read_text(encoding="utf-8"))


def dates_line(*written: str) -> str:
    """A ``132`` line with each round's date in its 10 columns from column 92."""
    return f"{'132':<91}" + "".join(f"{text:<10}" for text in written)


def test_the_league_reads_its_round_dates_and_falls_into_three_months() -> None:
    t = league()
    assert t.problems == ()
    assert t.round_dates == (date(2026, 9, 9), date(2026, 9, 23), date(2026, 10, 7),
                             date(2026, 10, 21), date(2026, 11, 4), date(2026, 11, 18))
    split = split_by_month(t)
    assert (split.by_month, split.days, split.dated) == (True, 70, True)
    assert split.months == (SEP, OCT, NOV)
    assert [split.rounds_in(m) for m in split.months] == [(1, 2), (3, 4), (5, 6)]
    assert split.undated == ()


# starting rank → each month's (rating used, published change), the event's change, new rating
WITH_LISTS = {
    1: ([(1900, 5), (1905, 3), (1908, 16)], 24, 1924),
    2: ([(1850, 0), (1862, -5), (1857, -22)], -27, 1835),
    3: ([(1800, 10), (1810, 4), (1814, -10)], 4, 1804),
    4: ([(1750, -15), (1735, -2), (1733, 16)], -1, 1749),
}


@pytest.mark.parametrize("rank", WITH_LISTS)
def test_each_month_is_rated_with_its_own_list(tmp_path: Path, rank: int) -> None:
    report, periods = rate_event_in_periods(league(), FIDE, store=league_store(tmp_path))
    months, total, new = WITH_LISTS[rank]
    monthly = periods.players[rank - 1]
    assert [(m.month, m.rating.rating, m.rating.source, m.result.rounded_change)
            for m in monthly.months] == [(month, rating, RatingFrom.LIST, change)
                                         for month, (rating, change) in zip((SEP, OCT, NOV),
                                                                            months, strict=True)]
    assert all(m.result.k is not None and m.result.k.effective == 20 for m in monthly.months)
    assert all(m.result.rated_games == 2 for m in monthly.months)
    result = report.players[rank - 1]
    assert (result.rounded_change, result.new_rating, result.rated_games) == (total, new, 6)
    # the table's rating is the one the first month was rated with
    assert result.player.rating == months[0][0]


def test_the_months_unrounded_changes_add_up_as_the_event_s(tmp_path: Path) -> None:
    report, _ = rate_event_in_periods(league(), FIDE, store=league_store(tmp_path))
    claes = report.players[1]
    assert claes.change == pytest.approx(0.0 - 4.8 - 22.0)
    assert claes.expected == pytest.approx(0.57 + 0.43 + 0.67 + 0.57 + 0.43 + 0.67)
    assert claes.points == 2.0
    assert (report.rated_players, report.games_rated) == (4, 12)
    assert report.rounded_sum_of_changes == 24 - 27 + 4 - 1


def test_each_game_is_shown_at_the_opponent_s_rating_of_its_month(tmp_path: Path) -> None:
    report, _ = rate_event_in_periods(league(), FIDE, store=league_store(tmp_path))
    claes = report.players[1]
    assert [g.opponent_rating for g in claes.games] == [1800, 1900, 1735, 1810, 1908, 1733]
    assert [g.expected for g in claes.games] == [0.57, 0.43, 0.67, 0.57, 0.43, 0.67]
    assert [g.change for g in claes.games] == pytest.approx([-1.4, 1.4, 6.6, -11.4, -8.6,
                                                             -13.4])


WITHOUT_LISTS = {1: ([5, 3, 16], 24, 1924), 2: ([0, -4, -21], -25, 1825),
                 3: ([10, 4, -9], 5, 1805), 4: ([-15, -3, 14], -4, 1746)}


@pytest.mark.parametrize("rank", WITHOUT_LISTS)
def test_without_a_list_each_month_is_a_period_of_the_file_s_ratings(rank: int) -> None:
    report, periods = rate_event_in_periods(league(), FIDE)
    changes, total, new = WITHOUT_LISTS[rank]
    monthly = periods.players[rank - 1]
    assert [m.result.rounded_change for m in monthly.months] == changes
    assert {m.rating.source for m in monthly.months} == {RatingFrom.NOT_KEPT}
    result = report.players[rank - 1]
    assert (result.rounded_change, result.new_rating) == (total, new)


def test_the_months_round_once_each_where_one_period_rounds_once() -> None:
    one = rate_event(league(), FIDE).players[1]
    assert one.change == pytest.approx(-25.6)
    assert one.rounded_change == -26
    months, _ = rate_event_in_periods(league(), FIDE)
    assert months.players[1].rounded_change == -25


def test_a_month_whose_list_is_not_kept_takes_the_file_s_rating(tmp_path: Path) -> None:
    store = league_store(tmp_path, ("SEP26", "NOV26"))
    report, periods = rate_event_in_periods(league(), FIDE, store=store)
    october = [m.months[1] for m in periods.players]
    assert [(m.rating.rating, m.rating.source) for m in october] == [
        (1900, RatingFrom.NOT_KEPT), (1850, RatingFrom.NOT_KEPT), (1800, RatingFrom.NOT_KEPT),
        (1750, RatingFrom.NOT_KEPT)]
    assert [m.result.rounded_change for m in october] == [3, -4, 4, -3]
    # September and November from their lists; the new rating from November's list
    assert [(r.rounded_change, r.new_rating) for r in report.players] == [
        (5 + 3 + 16, 1924), (0 - 4 - 22, 1835), (10 + 4 - 10, 1804), (-15 - 3 + 16, 1749)]


def test_the_new_rating_counts_the_changes_since_the_last_list(tmp_path: Path) -> None:
    # only September's list: the later months take the file's rating, and the new rating is
    # September's rating plus every month's change
    store = league_store(tmp_path, ("SEP26",))
    report, _ = rate_event_in_periods(league(), FIDE, store=store)
    assert [r.new_rating for r in report.players] == [1900 + 24, 1850 - 25, 1800 + 5, 1750 - 4]


def test_a_player_without_a_fide_id_or_not_on_the_list_keeps_the_file_s_rating(
        tmp_path: Path) -> None:
    text = LEAGUE.read_text(encoding="utf-8")
    text = text.replace("     2000002 ", "             ").replace("2000004", "2999999")
    report, periods = rate_event_in_periods(read_trf(text), FIDE,
                                            store=league_store(tmp_path))
    claes, eek = periods.players[1], periods.players[3]
    assert {(m.rating.rating, m.rating.source) for m in claes.months} == {
        (1850, RatingFrom.NO_FIDE_ID)}
    assert {(m.rating.rating, m.rating.source) for m in eek.months} == {
        (1750, RatingFrom.NOT_LISTED)}
    # Berg's opponents in October: Dijk at his list's 1810, Eek at the file's 1750
    berg = report.players[0]
    assert [g.opponent_rating for g in berg.games[2:4]] == [1810, 1750]


def test_a_store_that_is_no_store_gives_the_file_s_ratings(tmp_path: Path) -> None:
    path = tmp_path / "rating_lists.sqlite3"
    path.write_text("not a database")
    report, periods = rate_event_in_periods(league(), FIDE, store=RatingStore(path))
    assert [r.rounded_change for r in report.players] == [24, -25, 5, -4]
    assert {m.rating.source for p in periods.players for m in p.months} == {
        RatingFrom.NOT_KEPT}


# --- when an event is one period ------------------------------------------------------------

def rounds(opponent: int, *codes: str) -> list[tuple[str, str, str]]:
    return [(str(opponent), "w" if i % 2 else "b", code) for i, code in enumerate(codes)]


def two_players(*dates: str, end: str = "2026/11/30") -> Tournament:
    return read_trf(trf(dates_line(*dates),
                        player_line(1, "A", 1900, rounds=rounds(2, "1", "1", "1")),
                        player_line(2, "B", 1800, rounds=rounds(1, "0", "0", "0")), end=end))


def test_thirty_days_is_one_period_even_over_the_first_of_a_month() -> None:
    split = split_by_month(two_players("26/09/25", "26/10/10", "26/10/25"))
    assert split == EventMonths(False, 30, True)
    _, periods = rate_event_in_periods(two_players("26/09/25", "26/10/10", "26/10/25"), FIDE)
    assert all(p.months == () for p in periods.players)


def test_thirty_one_days_is_rated_by_month() -> None:
    split = split_by_month(two_players("26/09/25", "26/10/10", "26/10/26"))
    assert (split.by_month, split.days, split.months) == (True, 31, (date(2026, 9, 1), OCT))


def test_without_round_dates_an_event_is_one_period_and_its_days_are_its_dates() -> None:
    t = read_trf("012 Season\n042 2026/09/01\n052 2026/12/01\n"
                 + player_line(1, "A", 1900, rounds=rounds(2, "1")) + "\n"
                 + player_line(2, "B", 1800, rounds=rounds(1, "0")) + "\n")
    assert split_by_month(t) == EventMonths(False, 91, False)


def test_a_round_without_a_date_goes_with_the_round_before() -> None:
    split = split_by_month(two_players("26/09/02", "", "26/11/04"))
    assert split.round_months == (date(2026, 9, 1), date(2026, 9, 1), NOV)
    assert split.undated == (2,)


def test_k_and_k_times_n_are_the_month_s() -> None:
    # 20 games in October and 20 in November against one opponent: K 40 (born 2012) is cut
    # to 35 by K × n ≤ 700 in each month (35 × 20 = 700), not to 17 over the 40 games
    games = 40
    written = [f"26/10/{d:02d}" for d in range(1, 21)] + [f"26/11/{d:02d}" for d in range(1, 21)]
    t = read_trf(trf(dates_line(*written),
                     player_line(1, "Junior", 1800, birth="2012/01/01",
                                 rounds=rounds(2, *("=" * games))),
                     player_line(2, "Adult", 1800, birth="1980/01/01",
                                 rounds=rounds(1, *("=" * games))), end="2026/11/20"))
    _, periods = rate_event_in_periods(t, FIDE)
    junior = periods.players[0]
    assert [(m.result.k.chosen, m.result.k.effective) for m in junior.months
            if m.result.k is not None] == [(40, 35), (40, 35)]


def test_an_unrated_player_s_games_are_pooled_over_the_months_towards_a_first_rating() -> None:
    # three games in September and two in October against players of 1800, 3½ points: Ra 1800
    # (with the two hypothetical 1800 draws), p = 4½/7 = 64.3 % → 64 % → dp 102, Ru 1902; a
    # month alone has fewer than five games
    codes = ["1", "=", "1", "0", "1"]
    written = ["26/09/02", "26/09/16", "26/09/30", "26/10/14", "26/10/28"]
    lines = [player_line(1, "New", "", rounds=[(str(r + 2), "w", c)
                                               for r, c in enumerate(codes)])]
    for r, code in enumerate(codes):
        other = {"1": "0", "0": "1", "=": "="}[code]
        lines.append(player_line(r + 2, f"Opponent {r}", 1800,
                                 rounds=[("0000", "-", " ")] * r + [("1", "b", other)]))
    report, periods = rate_event_in_periods(read_trf(trf(dates_line(*written), *lines)), FIDE)
    new = report.players[0]
    assert new.first_rating is not None
    assert (new.first_rating.rating, new.first_rating.games, new.first_rating.points) == (
        1902, 5, 3.5)
    assert [m.result.first_rating.reason for m in periods.players[0].months
            if m.result.first_rating is not None] == [NoRating.TOO_FEW_GAMES] * 2
    assert {g.not_rated for g in new.games} == {NotRated.PLAYER_UNRATED}
    assert (new.rounded_change, new.new_rating, new.player.rating) == (None, None, None)


def test_a_rapid_league_lends_the_standard_rating_to_a_player_unrated_in_it_each_month() -> None:
    # Eek unrated in the file, lent his standard 1750 (B.02 rapid and blitz 7.2.1): each month
    # rated as the file's ratings give it (see the module), K 40 for a player new to the list:
    # September −.73 × 40 = −29.2 → −29, October −.16 × 40 = −6.4 → −6, November
    # .71 × 40 = 28.4 → +28
    text = LEAGUE.read_text(encoding="utf-8").replace(" 1750 NED", "      NED")
    report, periods = rate_event_in_periods(read_trf(text), FIDE_RAPID, lent={4: 1750})
    eek = periods.players[3]
    assert [(m.rating.rating, m.rating.source, m.result.rounded_change) for m in eek.months] == [
        (1750, RatingFrom.STANDARD, -29), (1750, RatingFrom.STANDARD, -6),
        (1750, RatingFrom.STANDARD, 28)]
    result = report.players[3]
    assert (result.standard_lent, result.rounded_change, Flag.STANDARD_RATING in result.flags) \
        == (True, -7, True)
    assert report.players[1].rounded_change == -25  # Claes against the lent 1750, as before


def test_a_rapid_league_lends_each_month_the_standard_rating_of_that_month_s_list(
        tmp_path: Path) -> None:
    # the store keeps the standard lists of the three months, no rapid list: the rated players
    # keep the file's ratings, Eek (unrated in the file) is lent his standard rating of each
    # month, 1750, 1735 and 1733 (B.02 rapid and blitz 7.2.1, each month rated as an event of
    # its own), K 40:
    # September v Berg 0 (−150, .30) −.30, v Dijk 0 (−50, .43) −.43: −.73 × 40 = −29.2 → −29.
    # October v Claes 0 (−115, .34) −.34, v Berg ½ (−165, .28) +.22: −.12 × 40 = −4.8 → −5.
    # November v Dijk ½ (−67, .41) +.09, v Claes 1 (−117, .34) +.66: .75 × 40 = 30 → +30.
    # Claes against him: October v Eek 1 (115, .66) +.34, v Dijk 0 (50, .57) −.57: −.23 × 20 =
    # −4.6 → −5; November v Berg 0 (−50, .43) −.43, v Eek 0 (117, .66) −.66: −1.09 × 20 =
    # −21.8 → −22; with September's 0, −27.
    text = LEAGUE.read_text(encoding="utf-8").replace(" 1750 NED", "      NED")
    report, periods = rate_event_in_periods(read_trf(text), FIDE_RAPID,
                                            store=league_store(tmp_path), kind=ListKind.RAPID,
                                            lent={4: 1750})
    eek = periods.players[3]
    assert [(m.rating.rating, m.rating.source, m.result.rounded_change) for m in eek.months] == [
        (1750, RatingFrom.STANDARD, -29), (1735, RatingFrom.STANDARD, -5),
        (1733, RatingFrom.STANDARD, 30)]
    assert report.players[3].rounded_change == -4
    claes = periods.players[1]
    assert [(m.rating.rating, m.rating.source, m.result.rounded_change)
            for m in claes.months] == [(1850, RatingFrom.NOT_KEPT, 0),
                                       (1850, RatingFrom.NOT_KEPT, -5),
                                       (1850, RatingFrom.NOT_KEPT, -22)]
    assert [g.opponent_rating for g in report.players[1].games if g.opponent == 4] == [
        1735, 1733]
