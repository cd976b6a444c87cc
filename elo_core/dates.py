"""A game's date as files write it, read exactly or reported, never guessed.

Read: year first with any of ``-`` ``.`` ``/`` (``2025-03-14``, PGN's ``2025.03.14``,
``2025/03/14``), optionally followed by a time (``2025-03-14T19:30``, ``2025-03-14 19:30:00``);
day first with dots (``14.03.2025``, as German and Dutch write it). With ``-`` or ``/`` and the
year last, day and month could be either way round (``14-03-2025``, ``03/14/2025``): the date is
read when only one order makes a day, or both give the same day, and is reported as ambiguous
otherwise. Two-digit years, month names and PGN's unknown parts (``2025.??.??``) are reported.
"""

from __future__ import annotations

import re
from datetime import date
from enum import StrEnum

__all__ = ["DateProblem", "read_date"]

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
    """The problem with the date ``token`` in English; the pages translate ``problem``."""
    return _ENGLISH[problem].format(token=token)


def _day(year: str, month: str, day: str) -> date | None:
    try:
        return date(int(year), int(month), int(day))
    except ValueError:
        return None


def read_date(text: str) -> date | DateProblem:
    """The day ``text`` names, or why it cannot be read without guessing."""
    token = text.strip()
    if not token:
        return DateProblem.MISSING
    found: date | None
    if match := _YEAR_FIRST.fullmatch(token):
        found = _day(match[1], match[3], match[4])
    elif match := _DAY_FIRST_DOTS.fullmatch(token):
        found = _day(match[3], match[2], match[1])
    elif match := _YEAR_LAST.fullmatch(token):
        readings = {d for d in (_day(match[4], match[3], match[1]),
                                _day(match[4], match[1], match[3])) if d is not None}
        if len(readings) > 1:
            return DateProblem.AMBIGUOUS
        found = readings.pop() if readings else None
    elif "?" in token and _UNKNOWN_PARTS.fullmatch(token):
        return DateProblem.INCOMPLETE
    else:
        return DateProblem.UNREADABLE
    return DateProblem.NO_SUCH_DAY if found is None else found
