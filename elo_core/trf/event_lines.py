"""Reads the tournament lines a title application needs beyond the name, place and dates: the chief
arbiter (``102``), each deputy (``112``, one line an arbiter) and each round's date (``132``),
as FIDE's Tournament Report File writes them (FIDE Handbook C.04 Annex 2, TRF-16; TRF-26 keeps
them unchanged).

- ``102`` and ``112`` are free text from column 5. TRF-16 does not say how an arbiter's FIDE ID
  is written; pairing programs write it after the name in brackets, as the example file of
  JaVaFo, FIDE's endorsed pairing engine, does (``IA Mikel Larreategi Arana (22232540)``), or
  as a bare number. Read here: the last run of 5 to 11 digits standing alone (in brackets or
  not) is the FIDE ID (the TRF's player column for it is 11 wide); an arbiter's title written
  first (``IA``, ``FA``, ``NA``) before a name is the title; the rest is the name, as written.
- ``132``: round 1's date in columns 92–99, round 2's in 102–109, and so on, over the rounds'
  columns of a player line, written ``YY/MM/DD`` (``25/05/03`` is 3 May 2025; a TRF is of this
  century). A date with a four-digit year (``2025/05/03``, ``03.05.2025``) is read as
  :func:`elo_core.dates.read_date` reads one. A line whose dates stand before column 92
  (``132 25/05/03 25/05/04``) is read in their order, one a round.
"""

from __future__ import annotations

import re
from datetime import date

from elo_core.dates import read_date
from elo_core.trf.records import Arbiter

#: The titles FIDE gives arbiters, and a national arbiter's, as written before a name.
ARBITER_TITLES = frozenset({"IA", "FA", "NA"})
_FIDE_ID = re.compile(r"(?<![\w])[(\[]?([0-9]{5,11})[)\]]?(?![\w])")
_TWO_DIGIT_YEAR = re.compile(r"([0-9]{2})[/.-]([0-9]{1,2})[/.-]([0-9]{1,2})")
#: Where round 1's date starts (column 92, counting from 1) and how far apart rounds are.
_FIRST_ROUND, _ROUND_WIDTH = 91, 10


def read_arbiter(text: str) -> Arbiter | None:
    """Reads the arbiter a ``102`` or ``112`` line names (its text from column 5); ``None`` where it
    names none."""
    found = list(_FIDE_ID.finditer(text))
    fide_id = ""
    if found:
        last = found[-1]
        fide_id, text = last[1], text[:last.start()] + " " + text[last.end():]
    words = text.split()
    title = words.pop(0) if len(words) > 1 and words[0] in ARBITER_TITLES else ""
    name = " ".join(words).strip(" ,;:-–")
    if not (name or fide_id):
        return None
    return Arbiter(name, title, fide_id)


def _day(text: str) -> date | None:
    two_digits = _TWO_DIGIT_YEAR.fullmatch(text)
    if two_digits:
        try:
            return date(2000 + int(two_digits[1]), int(two_digits[2]), int(two_digits[3]))
        except ValueError:
            return None
    found = read_date(text)
    return found if isinstance(found, date) else None


def read_round_dates(line: str, most: int) -> tuple[tuple[date | None, ...],
                                                   tuple[tuple[int, str], ...]]:
    """Reads each round's date from a ``132`` line (the whole line), ``None`` for a round it leaves
    blank, and each date that is not a day, as ``(round, what is written)``; of the first
    ``most`` rounds at most (a damaged line cannot make more rounds than a player line)."""
    before = line[4:_FIRST_ROUND].strip()
    if before and not line[_FIRST_ROUND:].strip():
        written = before.split()[:most]
    else:
        end = min(len(line.rstrip()), _FIRST_ROUND + _ROUND_WIDTH * most)
        written = [line[at:at + _ROUND_WIDTH].strip()
                   for at in range(_FIRST_ROUND, end, _ROUND_WIDTH)]
    dates = tuple(_day(text) if text else None for text in written)
    bad = tuple((r, text) for r, (text, day) in enumerate(zip(written, dates, strict=True), 1)
                if text and day is None)
    return dates, bad
