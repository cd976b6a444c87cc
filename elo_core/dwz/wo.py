"""Picks the Wertungsordnung that evaluates an event: the one in force on the event's last day.

The DSB changed its WO in 2026: an event whose last day is on or before 7 June 2026 is evaluated
by the old WO (development coefficient E), one whose last day is on or after 8 June 2026 by the
new WO (K-factor, floor 1100). The last day decides because events are evaluated one after
another in the order of the day their last game was played (WO 2.2.3); com_clm switches on
``2026-06-08`` in the same way. Either WO can be asked for whatever the date.

With the change the DSB raised low ratings once (:func:`raised_2026`). What was found of its
rule, and where: the searches of the stored pages, docs and code for "DWZ Anhebung 2026",
"Wertungsordnung 2026 Umstellung", "einmalige Anhebung" and the Wertungsreferat found no text of
the DSB's (nor a club's news) stating it; the rule here is the one the issue that asked for it
quotes (below 1000: +400; 1000 to below 2110: 0.64 · DWZ + 760; from 2110 unchanged), modelled
on FIDE's raise of 2024, and its one published figure, a record card's 1366 → 1634 dated
7 June 2026 (0.64 · 1366 + 760 = 1634.24). Where no source speaks we read it so:

- The day: the card dates the raise 7 June 2026, the old WO's last day, so the raised value is
  the DWZ after every event ending up to 7 June and the one the new WO's first events (ending on
  or after 8 June) start from: the raise lies between the two WOs.
- The rounding: to a whole DWZ (WO 2.2.1), half up as every DWZ here; the card's 1634.24 → 1634
  agrees. No half can arise: 0.64 · DWZ + 760 ends in .50 only if 64 · DWZ ≡ 50 (mod 100),
  which no whole DWZ meets (64 · DWZ is a multiple of 4, 50 is not, and 4 divides 100), so
  half up, half down and half to even all give the same raised DWZ.
- The Index does not change: the raise is not an evaluation (WO 2.2.3 counts events).
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import date
from enum import StrEnum
from fractions import Fraction

from elo_core.rounding import round_half_up

__all__ = ["NEW_WO_FROM", "RAISED_ON", "WO", "crosses_raise_2026", "raised_2026", "wo_for"]

#: The first last day of an event that the new WO evaluates.
NEW_WO_FROM = date(2026, 6, 8)

#: The day of the one-time raise of low ratings: after the old WO's last events, before the new's.
RAISED_ON = date(2026, 6, 7)

_RAISE_BELOW = 1000
_RAISE_UP_TO = 2110


class WO(StrEnum):
    """Names a Wertungsordnung of the DSB."""

    OLD = "old"
    """Events ending up to 7 June 2026: Rn = R0 + 800 (W − We) / (E + n)."""
    NEW = "new"
    """Events ending from 8 June 2026: Rn = R0 + K (W − We), never below 1100."""


def wo_for(last_day: date) -> WO:
    """Picks the WO that evaluates an event ending on ``last_day``: the old one up to 7 June
    2026, the new one from 8 June 2026."""
    return WO.NEW if last_day >= NEW_WO_FROM else WO.OLD


def raised_2026(dwz: int) -> int:
    """Returns a DWZ as the DSB's one-time raise of 7 June 2026 left it (see the module's docstring
    for the sources and readings): below 1000 +400; from 1000 to below 2110 0.64 · DWZ + 760,
    rounded half up to a whole DWZ; from 2110 unchanged. 1366 → 1634, 999 → 1399, 2109 → 2110."""
    if dwz < _RAISE_BELOW:
        return dwz + 400
    if dwz < _RAISE_UP_TO:
        return round_half_up(Fraction(64, 100) * dwz + 760)
    return dwz


def crosses_raise_2026(last_days: Iterable[date]) -> bool:
    """Checks whether events ending on ``last_days`` lie both sides of the raise of 7 June 2026: one
    up to that day and one from 8 June 2026, so the later are rated on from the raised values."""
    days = list(last_days)
    return bool(days) and min(days) <= RAISED_ON and max(days) >= NEW_WO_FROM
