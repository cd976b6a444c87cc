"""The two years of Restpartien (DSB WO 3.4.2) at the calendar's edge: a season whose games are
in the years 1 and 2 is rated, never a traceback (``date.replace`` has no year −1)."""

from datetime import date

from elo_core.pool.dwz_events import restpartien_from
from elo_core.pool.rating import rate_season
from elo_core.pool.standings import System
from tests.engine.pool.seasons import season

EARLY = """\
date,white,black,result
0001-01-01,Anna,Bert,0-1
0002-03-01,Bert,Anna,½-½
0002-04-01,Anna,Bert,1-0
0002-05-01,Bert,Anna,½-½
0002-06-01,Anna,Bert,0-1
"""
EARLY_START = "name,rating\nAnna,1500\n"


def test_two_years_before_is_the_same_day_or_28_february() -> None:
    # WO 3.4.2: the games of the last two years
    assert restpartien_from(date(2026, 3, 1)) == date(2024, 3, 1).toordinal()
    assert restpartien_from(date(2024, 2, 29)) == date(2022, 2, 28).toordinal()


def test_in_the_years_1_and_2_every_earlier_game_counts() -> None:
    assert restpartien_from(date(2, 6, 1)) == date(1, 1, 1).toordinal()
    assert restpartien_from(date(1, 1, 1)) == date(1, 1, 1).toordinal()
    assert restpartien_from(date(3, 1, 1)) == date(1, 1, 1).toordinal()


def test_a_dwz_season_in_the_years_1_and_2_is_rated_without_a_traceback() -> None:
    # Bert has no DWZ: his games against Anna gather towards a first DWZ, the first of them
    # on 1 January of the year 1 (the issue's `pool --system dwz` case raised
    # "ValueError: year -1 is out of range"); whatever the reader takes of such dates, the
    # season is rated and Anna keeps a DWZ
    rated = rate_season(season(EARLY, EARLY_START), System.DWZ)
    assert rated.standing("Anna").rating is not None
