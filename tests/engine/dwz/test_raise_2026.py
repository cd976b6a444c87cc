"""The DSB's one-time raise of low ratings with the new WO (2026), worked out by hand from the
rule the issue quotes (below 1000: +400; 1000 to below 2110: 0.64 · DWZ + 760, to a whole DWZ;
from 2110 unchanged) and its published record card (1366 → 1634 on 7 June 2026)."""

from datetime import date

import pytest

from elo_core import NEW_WO_FROM, RAISED_ON, raised_2026


@pytest.mark.parametrize(("dwz", "raised"), [
    (1366, 1634),   # the record card: 0.64 · 1366 + 760 = 874.24 + 760 = 1634.24 → 1634
    (500, 900),     # below 1000: 500 + 400
    (999, 1399),    # the last below 1000: 999 + 400
    (1000, 1400),   # the first of the band: 640 + 760 = 1400
    (1600, 1784),   # 1024 + 760 = 1784 (the reference's example)
    (1001, 1401),   # 640.64 + 760 = 1400.64 → 1401: rounded to the nearest, not cut
    (2109, 2110),   # the band's last: 1349.76 + 760 = 2109.76 → 2110
    (2110, 2110),   # from 2110 unchanged
    (2500, 2500),
])
def test_the_raise_by_its_three_bands(dwz: int, raised: int) -> None:
    assert raised_2026(dwz) == raised


def test_the_raise_lies_between_the_old_wo_last_day_and_the_new_wo_first() -> None:
    # the card dates the raise 7 June 2026; the new WO evaluates events ending from 8 June
    assert date(2026, 6, 7) == RAISED_ON
    assert date(2026, 6, 8) == NEW_WO_FROM
