"""Which Wertungsordnung evaluates an event: the one in force on the event's last day.

The DSB changed its WO in 2026: an event whose last day is on or before 7 June 2026 is evaluated
by the old WO (development coefficient E), one whose last day is on or after 8 June 2026 by the
new WO (K-factor, floor 1100). The last day decides because events are evaluated one after
another in the order of the day their last game was played (WO 2.2.3); com_clm switches on
``2026-06-08`` in the same way. Either WO can be asked for whatever the date.
"""

from __future__ import annotations

from datetime import date
from enum import StrEnum

__all__ = ["NEW_WO_FROM", "WO", "wo_for"]

#: The first last day of an event that the new WO evaluates.
NEW_WO_FROM = date(2026, 6, 8)


class WO(StrEnum):
    """A Wertungsordnung of the DSB."""

    OLD = "old"
    """Events ending up to 7 June 2026: Rn = R0 + 800 (W − We) / (E + n)."""
    NEW = "new"
    """Events ending from 8 June 2026: Rn = R0 + K (W − We), never below 1100."""


def wo_for(last_day: date) -> WO:
    """The WO that evaluates an event ending on ``last_day``: old up to 7 June 2026, new from
    8 June 2026."""
    return WO.NEW if last_day >= NEW_WO_FROM else WO.OLD
