"""Reads national ratings in a Tournament Report File: TRF-26's National Rating Support (NRS)
records and the ``172`` line that names their federation (FIDE Handbook C.04 Annex 2, version 2026).

An NRS record has the columns of a player line's first part, introduced by the rating
federation's three-letter FIDE code instead of ``001``: 1–3 the federation (``GER``); 5–8 the
starting rank of the player's ``001`` line; 10 sex; 11–13 the national classification; 15–47
the national name; 49–52 the national rating; 54–56 the national origin (a region, a state, a
club: as the federation writes it); 58–68 the national number; 70–79 the birth date. Sex, name
and birth date may be left blank where they are the ``001`` line's. A German event's file
carries the DWZ so: ``GER`` records.

``172`` writes in columns 5–7 the federation of the NRS records and in 9–13 how the starting
ranks were made: ``FIDE`` (FIDE ratings only), ``NRO`` (national ratings only), ``FIDON``
(FIDE, else national), ``NIDOF`` (national, else FIDE), ``HBFN`` / ``LBFN`` (the higher /
lower), ``OTHER``.

Read as two independent readers of the format read them: Otto Milvang's TieBreakServer
(``gacrux/trf2json.py``: the records whose tag is ``172``'s federation, the rating in 49–52,
``0`` for none) and Sharly Chess (papi-web-org/papi-web, its TRF entries: the same columns, a
record for a starting rank without a player line refused), and the transcription of the format
in echecsjs/trf (``SPEC.md``). Here an NRS record is any line whose first three characters are
a FIDE federation's code (:mod:`elo_core.federations`, ``FID`` aside) followed by a blank,
whether or not a ``172`` line names it: a file may carry the ratings of more than one
federation, and a rating read is never one dropped.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from elo_core.federations import FIDE_FLAG, read_federation

__all__ = ["NationalRating", "NationalSupport", "is_national_record", "read_national",
           "read_support", "start_rank_of"]

_DIGITS = re.compile(r"[0-9]+")
_YEAR = re.compile(r"([0-9]{4})(?![0-9])")


class NationalSupport(NamedTuple):
    """Holds the ``172`` line: the NRS records' federation and how the starting ranks were made."""

    federation: str
    method: str
    """As written: ``FIDE``, ``NRO``, ``FIDON``, ``NIDOF``, ``HBFN``, ``LBFN``, ``OTHER``."""


class NationalRating(NamedTuple):
    """Holds one NRS record: a player's rating with a national federation."""

    federation: str
    rating: int | None
    """``None`` for none (blank or 0), or where the columns hold no whole number (the
    problem says so)."""
    classification: str
    name: str
    """``""`` where the ``001`` line's stands."""
    origin: str
    national_id: str
    birth_year: int | None
    line: int


def _columns(line: str, first: int, last: int) -> str:
    return line[first - 1:last].strip()


def is_national_record(line: str) -> bool:
    """Checks whether ``line`` is an NRS record: a FIDE federation's code (not ``FID``, FIDE's own
    flag) in columns 1–3, then a blank."""
    tag = line[:3]
    return (line[3:4] == " " and tag.isalpha() and tag.isupper() and tag != FIDE_FLAG
            and read_federation(tag) is not None)


def read_support(text: str) -> NationalSupport:
    """Reads a ``172`` line (its text from column 5)."""
    padded = f"    {text}"
    return NationalSupport(_columns(padded, 5, 7).upper(), _columns(padded, 9, 13).upper())


def start_rank_of(line: str) -> int | None:
    """Returns the starting rank an NRS record is for (columns 5–8), ``None`` where it names
    none."""
    written = _columns(line, 5, 8)
    rank = int(written) if _DIGITS.fullmatch(written) else 0
    return rank if 1 <= rank <= 9999 else None


def read_national(number: int, line: str) -> tuple[NationalRating, str]:
    """Reads the NRS record ``line`` (line ``number``), and the rating's columns as written where
    they hold no whole number (``""`` otherwise)."""
    written = _columns(line, 49, 52)
    rating = int(written) if _DIGITS.fullmatch(written) else None
    year = _YEAR.match(_columns(line, 70, 79))
    national = NationalRating(line[:3], rating or None, _columns(line, 11, 13),
                              _columns(line, 15, 47), _columns(line, 54, 56),
                              _columns(line, 58, 68), int(year[1]) if year else None, number)
    return national, "" if rating is not None or not written else written
