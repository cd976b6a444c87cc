"""A club season by the DWZ that crosses the DSB's one-time raise of 7 June 2026 rates its
later events on from the raised values (below 1000: +400; 1000 to below 2110: 0.64 · DWZ + 760,
to a whole DWZ; the record card's 1366 → 1634)."""

from elo_core.pool.rating import rate_season
from elo_core.pool.standings import System
from tests.engine.pool.seasons import season

START = "name,rating\nAnna,1366\nBert,1366\n"
# equal DWZ and a draw: W = We = ½, so neither game changes a DWZ by either WO
CROSSING = """\
date,white,black,result
2026-05-01,Anna,Bert,½-½
2026-09-01,Bert,Anna,½-½
"""
AFTER = """\
date,white,black,result
2026-09-01,Bert,Anna,½-½
"""


def test_a_season_crossing_the_day_rates_on_from_the_raised_dwz():
    # 1366 after May's draw, raised to 0.64 · 1366 + 760 = 1634.24 → 1634, then September's
    # draw between two 1634s changes nothing
    rated = rate_season(season(CROSSING, START), System.DWZ)
    assert rated.standing("Anna").rating == 1634
    assert rated.standing("Bert").rating == 1634


def test_a_season_wholly_after_the_day_takes_its_start_list_as_already_raised():
    rated = rate_season(season(AFTER, START), System.DWZ)
    assert rated.standing("Anna").rating == 1366
