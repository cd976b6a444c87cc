"""Describes what the DSB's DWZ list holds: one player (:class:`DwzPlayer`) and the list loaded
(:class:`DwzList`).

The fields are the columns of the DSB's player export, ``spieler.csv`` (see
:mod:`~elo_core.rating_list.dsb.header`): the club's ZPS and the member's number in it, the
name, sex, birth year, the last evaluation, the DWZ and its Index (the number of evaluations,
which the development coefficient reads: DSB WO 2.5), and the FIDE fields the DSB keeps.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime

__all__ = ["DwzList", "DwzPlayer", "member_key"]


def member_key(zps: str, member: int) -> str:
    """Writes a member as the DSB writes them, ZPS and number: ``member_key("C0327", 12)`` →
    ``"C0327-12"``."""
    return f"{zps}-{member}"


@dataclass(frozen=True)
class DwzPlayer:
    """One player as the export gives them; a field it leaves blank is ``""`` or ``None``
    (a DWZ or Index of 0, a FIDE ID or Elo of 0, a birth year of 0: none)."""

    member_id: str
    """ZPS and member number, ``C0327-12`` (:func:`member_key`)."""
    zps: str
    member: int
    name: str
    """``Surname, Given names``."""
    academic_title: str
    """The older export's third name part, ``Dr.``."""
    sex: str
    status: str
    """``A`` active, ``P`` passive, as the DSB writes it."""
    birth_year: int | None
    last_evaluation: str
    """As the export writes it."""
    dwz: int | None
    index: int | None
    fide_id: int | None
    fide_elo: int | None
    fide_title: str
    women_title: str
    fide_federation: str
    fide_rapid: int | None
    fide_blitz: int | None
    club: str
    """The club's name from ``vereine.csv``; ``""`` where the file came without it."""


@dataclass(frozen=True)
class DwzList:
    """Describes the DWZ list in the store: its day (the newest ``Letzte Auswertung`` or the zip's
    date, as ``day_from`` says), how many players, when it was imported (UTC), from which file."""

    day: date
    players: int
    imported: datetime
    source: str
