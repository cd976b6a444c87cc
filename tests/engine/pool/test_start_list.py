"""A start list with a DWZ and an Elo column read from the column of the system chosen, and a
season nobody is rated in rated from one start rating."""

import pytest

from elo_core.pool.rating import DEFAULT_START, from_start_rating, nobody_rated, rate_season
from elo_core.pool.reading import read_season
from elo_core.pool.standings import System
from elo_core.pool.start_list import read_start_list

#: As the DSB's exports write a club: a DWZ and an Elo column, 0 for a player without an Elo.
DSB = "Name;DWZ;Elo;Geburtsjahr\nMüller, Anna;1380;0;1990\nSchulz, Ben;1500;1620;1985\n"


@pytest.mark.parametrize(("system", "column", "ratings"), [
    ("dwz", "DWZ", [1380.0, 1500.0]),
    ("elo", "Elo", [None, 1620.0]),
    ("fide", "Elo", [None, 1620.0]),
])
def test_the_rating_is_read_from_the_systems_column(system: str, column: str,
        ratings: list[float | None]) -> None:
    start = read_start_list("start.csv", [DSB], system)
    assert start.rating_column == column
    assert [entry.rating for entry in start.entries] == ratings
    assert start.errors == ()


@pytest.mark.parametrize("header", ["Name,Elo,DWZ", "Name,RtgI,RtgN", "\ufeffName,ELO,DWZ"])
def test_either_order_and_chess_results_words(header: str) -> None:
    text = f"{header}\nAnna,1700,1600\n"
    assert read_start_list("s.csv", [text], "dwz").entries[0].rating == 1600
    assert read_start_list("s.csv", [text], "elo").entries[0].rating == 1700


def test_a_list_with_one_rating_column_is_read_from_it_for_any_system() -> None:
    text = "name,rating\nAnna,1700\n"
    for system in ("dwz", "elo", "fide", "glicko2", None):
        start = read_start_list("s.csv", [text], system)
        assert (start.rating_column, start.entries[0].rating) == ("rating", 1700)


SEASON = ("date,white,black,result\n"
          "2025-01-07,Anna,Bert,1-0\n"
          "2025-01-14,Bert,Anna,½-½\n")


@pytest.mark.parametrize("system", [System.ELO, System.FIDE, System.DWZ])
def test_nobody_rated_then_everyone_from_the_start_rating(system: System) -> None:
    season = read_season([("s.csv", SEASON.encode())])
    assert nobody_rated(season, system)
    assert not nobody_rated(season, System.GLICKO2)  # Lichess's 1500 for anyone
    assert all(s.rating is None for s in rate_season(season, system).standings)
    rated = rate_season(from_start_rating(season, DEFAULT_START), system)
    assert all(s.rating is not None for s in rated.standings)
    assert not nobody_rated(from_start_rating(season, 1500), system)


def test_from_1500_by_classic_elo_as_worked_out_by_hand() -> None:
    # K 20, both at 1500: E = 0.5. Anna wins: +10, Bert −10. Then Bert (1490) draws Anna
    # (1510): E for Bert = 1 / (1 + 10^(20/400)) = 1 / 2.1220185 = 0.4712495, so Bert
    # 20 × (0.5 − 0.4712495) = +0.57501 and Anna −0.57501
    season = from_start_rating(read_season([("s.csv", SEASON.encode())]), 1500)
    rated = rate_season(season, System.ELO, 20)
    anna, bert = rated.standing("Anna"), rated.standing("Bert")
    assert anna.rating == pytest.approx(1509.42499, abs=1e-5)
    assert bert.rating == pytest.approx(1490.57501, abs=1e-5)
    assert anna.start_rating == 1500


def test_rated_from_a_start_rating_the_season_keeps_its_problem_count_and_date_order() -> None:
    # 150 bad lines: the reader keeps the first 100 and counts all 150; the page says 150
    bad = "".join(f"2025-02-{1 + n % 28:02},Anna,Bert,x\n" for n in range(150))
    text = "date,white,black,result\n05/01/2025,Anna,Bert,1-0\n24/01/2025,Bert,Anna,1-0\n" + bad
    season = read_season([("s.csv", text.encode())])
    started = from_start_rating(season, 1500)
    assert season.error_count == started.error_count == 150
    assert started.date_orders == season.date_orders != (None,)


#: The club's lines of FIDE's combined list, saved as CSV; and the Rating list page's table of
#: them, downloaded in German: the rating, K and year of birth under FIDE's and the page's own
#: column names (the games of the month are no games before, and are not read as such).
FIDE_CSV = ("ID Number,Name,Fed,Sex,Tit,WTit,OTit,FOA,SRtng,SGm,SK,RRtng,RGm,Rk,BRtng,BGm,BK,"
            "B-day,Flag\n"
            "1001,\"Kok, Anna\",NED,F,,,,,2350,4,10,,,,,,,1990,\n"
            "1002,\"Bos, Bert\",NED,M,,,,,0,0,0,,,,,,,2012,\n")
PAGE_DE = ("Name;FIDE-ID;Verband;Titel;Elo;Partien im Monat;K;Geboren;Inaktiv\n"
           "Kok, Anna;1001;NED;;2350;4;10;1990;\n")


@pytest.mark.parametrize("text", [FIDE_CSV, PAGE_DE])
def test_fides_list_saved_as_csv_is_a_start_list_with_each_members_k(text: str) -> None:
    start = read_start_list("start.csv", [text], "fide")
    assert start.errors == ()
    anna = start.entries[0]
    assert (anna.name, anna.rating, anna.k, anna.birth_year, anna.games_before) == (
        "Kok, Anna", 2350, 10, 1990, None)
    if text == FIDE_CSV:   # FIDE writes 0 for no rating and no K: Bert is on no list yet
        bert = start.entries[1]
        assert (bert.rating, bert.k, bert.birth_year) == (None, None, 2012)


def test_a_k_outside_1_to_100_is_named_with_its_line() -> None:
    start = read_start_list("start.csv", ["name,rating,k\nAnna,1800,150\nBert,1700,20\n"])
    assert [(e.line, e.problem.value, e.token) for e in start.errors] == [
        (2, "k-out-of-range", "150")]
    assert [(e.name, e.k) for e in start.entries] == [("Bert", 20)]
    assert start.errors[0].message() == (
        "start.csv: line 2: the K '150' is not a whole number from 1 to 100 — \"Anna,1800,150\"")
