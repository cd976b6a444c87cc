"""Reads a list's kind and month from its file's name, as FIDE names its downloads.

FIDE's download page (ratings.fide.com/download_lists.phtml) offers the current lists as
``standard_rating_list.zip``, ``rapid_rating_list.zip``, ``blitz_rating_list.zip`` and the
combined ``players_list.zip`` (``players_list_foa.txt`` inside), and the archive of past months
as ``standard_dec26frl.zip`` (``rapid_…``, ``blitz_…``: kind, month, two-digit year, ``frl``).
The current lists' names hold no month; their header's rating column does (``DEC26``).

A list's month is from FIDE's first list (1971, :data:`FIRST_LIST`) to the month that has begun
(:func:`still_to_come`): a list dated later was misdated, by hand or by a damaged file.
"""

from __future__ import annotations

import re
from datetime import date, timedelta

from elo_core.rating_list.records import ListKind

#: The month of FIDE's first rating list (1971): no list is of an earlier month.
FIRST_LIST = date(1971, 1, 1)
#: How far past today a list's day may be: one day, for the list of a month that has begun
#: east of the server (FIDE's lists are of a month's first day).
AHEAD = timedelta(days=1)
_MONTHS = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")
_KIND = re.compile(r"(?<![a-z])(standard|rapid|blitz)(?![a-z])")
#: A month as FIDE writes it: three letters and a two-digit year (``dec26``).
MONTH_CODE = re.compile(r"(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)(\d\d)",
                        re.IGNORECASE)
_NAMED_MONTH = re.compile(rf"(?<![a-z]){MONTH_CODE.pattern}frl", re.IGNORECASE)


def kind_from_name(file_name: str) -> ListKind | None:
    """Reads the kind a list's file name gives: ``standard_dec26frl.zip`` → standard; ``None`` where
    the name says no kind."""
    found = _KIND.search(file_name.lower())
    return ListKind(found[1]) if found else None


def month_from_code(code: str) -> date | None:
    """Reads a month's code: ``DEC26`` → 2026-12-01 (FIDE's lists begin in 1971, :data:`FIRST_LIST`,
    so ``71``–``99`` are the 1900s); ``None`` for anything else."""
    found = MONTH_CODE.fullmatch(code.strip())
    if not found:
        return None
    year = int(found[2])
    century = 1900 if year >= FIRST_LIST.year % 100 else 2000
    return date(century + year, _MONTHS.index(found[1].lower()) + 1, 1)


def month_from_name(file_name: str) -> date | None:
    """Reads the month a list's file name gives: ``standard_dec26frl.zip`` → 2026-12-01; ``None``
    where the name says no month."""
    found = _NAMED_MONTH.search(file_name)
    return month_from_code(found[1] + found[2]) if found else None


def still_to_come(day: date, today: date) -> bool:
    """Tells whether a list of ``day`` (its month's first day; the DWZ list's: its day) cannot be
    out on ``today``: ``day`` is after tomorrow (:data:`AHEAD`)."""
    return day - today > AHEAD
