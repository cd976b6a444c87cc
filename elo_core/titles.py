"""FIDE's titles and how files and lists write them: one reading of a title, used wherever a
Tournament Report File, a rating list, a pasted table or a typed game is read, so that the Whole
event table, the norm engine and the rating-list check all see the same title.

- FIDE's eight player titles, as its rating list writes them (the list's ``Tit`` and ``WTit``
  columns): GM, IM, WGM, FM, WIM, CM, WFM, WCM.
- FIDE Handbook C.04 Annex 2, TRF-16, player line, columns 11–13 ("Title"): GM = ``g``,
  IM = ``m``, WGM = ``wg``, FM = ``f``, WIM = ``wm``, CM = ``c``, WFM = ``wf``, WCM = ``wc``.
  Pairing programs also write the title in full (``GM``, ``WFM``) there; both are read, in
  either case (:func:`read_trf_title`).
- The one-letter ``i`` and ``wi`` that some readers took for IM and WIM are read as no title:
  TRF-16 defines ``m`` and ``wm`` for them and no FIDE document defines ``i`` or ``wi``, while
  FIDE's rating list uses ``i`` and ``wi`` in its flag column for an inactive player (a woman,
  for ``wi``), so a column read one place off would turn a flag into a title nobody wrote. Such
  a code is a problem of its line (:class:`~elo_core.trf.problems.TrfProblemKind`), not a
  title.
- A typed game list writes the title in full (``GM``, ``wgm``): :func:`read_title`, which
  takes no TRF code, since a line's lone ``g`` or ``M`` is as much an initial or a name as a
  title. Such a code standing where a line's title would (``g NED 2600:1``) is read as the
  name, and the line says so (:func:`read_trf_code` finds it;
  :func:`elo_core.readers.notation.doubts`).
- A table's title column, whose header says it holds titles, is read as a TRF's columns are
  (:func:`read_trf_title`): the code or the title in full.
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum
from types import MappingProxyType

__all__ = ["TRF_TITLE_CODES", "Title", "read_title", "read_trf_code", "read_trf_title"]


class Title(StrEnum):
    """A FIDE player title, written as FIDE's rating list writes it."""

    GM = "GM"
    IM = "IM"
    WGM = "WGM"
    FM = "FM"
    WIM = "WIM"
    CM = "CM"
    WFM = "WFM"
    WCM = "WCM"


#: TRF-16's code for each title (C.04 Annex 2, player line, columns 11–13).
TRF_TITLE_CODES: Mapping[str, Title] = MappingProxyType({
    "g": Title.GM, "m": Title.IM, "wg": Title.WGM, "f": Title.FM, "wm": Title.WIM,
    "c": Title.CM, "wf": Title.WFM, "wc": Title.WCM})
_NAMED = {title.value: title for title in Title}


def read_title(text: str) -> Title | None:
    """Reads the title ``text`` writes in full, in either case (``GM``, ``wfm``). It gives
    ``None`` for no title, or for what is no FIDE title (an honorary or national one, a TRF
    code)."""
    return _NAMED.get(text.strip().upper())


def read_trf_title(text: str) -> Title | None:
    """Reads the title a TRF's columns 11–13 write: TRF-16's code (``g``, ``wm``) or the title
    in full (``GM``), in either case. It gives ``None`` for no title or for any other text
    (``i``, ``HGM``)."""
    return read_trf_code(text) or read_title(text)


def read_trf_code(text: str) -> Title | None:
    """Reads TRF-16's code ``text`` (``g`` → GM, ``WM`` → WIM), in either case. It gives
    ``None`` for any other text, a title in full among them."""
    return TRF_TITLE_CODES.get(text.strip().lower())
