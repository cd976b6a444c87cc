"""Reads a game's date as files write it: exactly, or with the problem reported, never guessed.

Read: year first with any of ``-`` ``.`` ``/`` (``2025-03-14``, PGN's ``2025.03.14``,
``2025/03/14``), optionally followed by a time (``2025-03-14T19:30``, ``2025-03-14 19:30:00``);
day first with dots (``14.03.2025``, as German and Dutch write it). With ``-`` or ``/`` and the
year last, day and month could be either way round (``14-03-2025``, ``03/14/2025``): the date is
read when only one order makes a day, or both give the same day, or the caller knows the order
from another date written the same way (a file's start date ``24/09/2010`` shows its end date
``02/10/2010`` to be day first), and is reported as ambiguous otherwise. Two-digit years, month
names and PGN's unknown parts (``2025.??.??``) are reported.
"""

from __future__ import annotations

import re
from datetime import date
from enum import StrEnum

__all__ = ["DateProblem", "read_date", "writes_day_first"]

_TIME = r"(?:[T ]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?"
_YEAR_FIRST = re.compile(r"(\d{4})([-./])(\d{1,2})\2(\d{1,2})" + _TIME)
_DAY_FIRST_DOTS = re.compile(r"(\d{1,2})\.(\d{1,2})\.(\d{4})")
_YEAR_LAST = re.compile(r"(\d{1,2})([-/])(\d{1,2})\2(\d{4})")
_UNKNOWN_PARTS = re.compile(r"[\d?]{4}[-./][\d?]{1,2}[-./][\d?]{1,2}")


class DateProblem(StrEnum):
    """Why a game's date was not read."""

    MISSING = "missing"
    UNREADABLE = "unreadable"
    INCOMPLETE = "incomplete"
    AMBIGUOUS = "ambiguous"
    NO_SUCH_DAY = "no-such-day"


_ENGLISH: dict[DateProblem, str] = {
    DateProblem.MISSING: "the game has no date",
    DateProblem.UNREADABLE: "{token!r} is not a date (write 2025-03-14 or 14.03.2025)",
    DateProblem.INCOMPLETE: "the date {token!r} has unknown parts",
    DateProblem.AMBIGUOUS: "in {token!r} day and month could be either way round "
                           "(write 2025-03-14)",
    DateProblem.NO_SUCH_DAY: "{token!r} is not a day of the calendar",
}


def date_problem_message(problem: DateProblem, token: str) -> str:
    """Says the problem with the date ``token`` in English; the pages translate ``problem``."""
    return _ENGLISH[problem].format(token=token)


def _day(year: str, month: str, day: str) -> date | None:
    try:
        return date(int(year), int(month), int(day))
    except ValueError:
        return None


def writes_day_first(text: str) -> bool | None:
    """Tells the writer's order from a date with the year last: ``True`` where only day first
    makes a day (``24/09/2010``), ``False`` where only month first does (``09/24/2010``);
    ``None`` where its form does not tell."""
    match = _YEAR_LAST.fullmatch(text.strip())
    if match is None:
        return None
    as_day, as_month = (_day(match[4], match[3], match[1]) is not None,
                        _day(match[4], match[1], match[3]) is not None)
    return as_day if as_day != as_month else None


def read_date(text: str, day_first: bool | None = None) -> date | DateProblem:
    """Reads the day ``text`` names, or why it cannot be read without guessing; ``day_first`` reads
    a year-last date that either order makes a day of as day/month (``True``) or month/day
    (``False``), the order the writer's other dates show (:func:`writes_day_first`)."""
    token = text.strip()
    if not token:
        return DateProblem.MISSING
    found: date | None
    if match := _YEAR_FIRST.fullmatch(token):
        found = _day(match[1], match[3], match[4])
    elif match := _DAY_FIRST_DOTS.fullmatch(token):
        found = _day(match[3], match[2], match[1])
    elif match := _YEAR_LAST.fullmatch(token):
        as_day, as_month = _day(match[4], match[3], match[1]), _day(match[4], match[1], match[3])
        readings = {d for d in (as_day, as_month) if d is not None}
        if len(readings) > 1 and day_first is None:
            return DateProblem.AMBIGUOUS
        if len(readings) > 1:
            found = as_day if day_first else as_month
        else:
            found = readings.pop() if readings else None
    elif "?" in token and _UNKNOWN_PARTS.fullmatch(token):
        return DateProblem.INCOMPLETE
    else:
        return DateProblem.UNREADABLE
    return DateProblem.NO_SUCH_DAY if found is None else found
