"""A club season by the DWZ that crosses the DSB's one-time raise of 7 June 2026 rates its
later events on from the raised values (below 1000: +400; 1000 to below 2110: 0.64 · DWZ + 760,
to a whole DWZ; the record card's 1366 → 1634), and the raise is a step of each raised member's
history, dated the day."""

from datetime import date

from elo_core.pool.rating import rate_season
from elo_core.pool.standings import StepKind, System
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


def test_a_season_crossing_the_day_rates_on_from_the_raised_dwz() -> None:
    # 1366 after May's draw, raised to 0.64 · 1366 + 760 = 1634.24 → 1634, then September's
    # draw between two 1634s changes nothing
    rated = rate_season(season(CROSSING, START), System.DWZ)
    assert rated.standing("Anna").rating == 1634
    assert rated.standing("Bert").rating == 1634


def test_a_season_wholly_after_the_day_takes_its_start_list_as_already_raised() -> None:
    rated = rate_season(season(AFTER, START), System.DWZ)
    assert rated.standing("Anna").rating == 1366


#: Dora (900) and Emil (2200) play no game: the raise is of every DWZ on the list.
LISTED = "name,rating\nAnna,1366\nBert,1366\nDora,900\nEmil,2200\n"


def test_the_raise_is_a_step_of_its_own_dated_7_june_2026_between_the_events() -> None:
    # Anna: May's draw leaves 1366 (W = We); 7 June: 0.64 · 1366 + 760 = 1634.24 → 1634,
    # +268, no game; September's draw leaves 1634
    rated = rate_season(season(CROSSING, LISTED), System.DWZ)
    history = rated.history("Anna")
    assert [(step.day, step.rating, step.change, step.games, step.kind)
            for step in history] == [
        (date(2026, 5, 1), 1366, 0, 1, StepKind.EVENT),
        (date(2026, 6, 7), 1634, 268, 0, StepKind.RAISE_2026),
        (date(2026, 9, 1), 1634, 0, 1, StepKind.EVENT)]
    raised = history[1]
    assert (raised.event, raised.game, raised.month, raised.first) == (None, None, None, False)


def test_a_member_without_games_is_raised_too_and_one_from_2110_has_no_step() -> None:
    # Dora: below 1000, 900 + 400 = 1300; Emil: from 2110 unchanged, so nothing moved
    rated = rate_season(season(CROSSING, LISTED), System.DWZ)
    assert [(step.day, step.rating, step.change, step.kind)
            for step in rated.history("Dora")] == [
        (date(2026, 6, 7), 1300, 400, StepKind.RAISE_2026)]
    assert rated.history("Emil") == ()
    assert rated.standing("Dora").rating == 1300

