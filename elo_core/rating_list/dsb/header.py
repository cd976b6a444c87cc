"""Finds where each field of the DSB's ``spieler.csv`` is, read from its header row by the columns'
names, never by position.

The DSB's DWZ database download is a zip of ``spieler.csv``, ``vereine.csv`` and
``verbaende.csv``, ISO-8859-1, comma- or semicolon-separated, a header row first. The columns
as public readers name them (schach-in/modules-ratings on GitHub,
``ratings/dwz-csv.inc.php``, for the newer export; for the older, a club manager's DSB import,
``clm_dsb_import``, which checks its header as
``ZPS,Mgl-Nr,Status,Spielername,Geschlecht,Spielberechtigung,Geburtsjahr,Letzte-Auswertung,
DWZ,Index,FIDE-Elo,FIDE-Titel,FIDE-ID,FIDE-Land``):

- the older export: ``Mgl-Nr``, one ``Spielername`` ``Nachname,Vorname[,Titel]``,
  ``Letzte-Auswertung``, ``FIDE-Elo`` (some with ``ID`` and ``VKZ`` first);
- the newer: ``ID``, ``ZPS``, ``Mitgliedsnummer``, ``Status``, ``Nachname``, ``Vorname``,
  ``Geschlecht``, ``Spielberechtigung``, ``Geburtsjahr``, ``Letzte Auswertung``, ``DWZ``,
  ``Index``, ``FIDE-Elozahl``, ``FIDE-Titel``, ``FIDE-ID``, ``FIDE-Land``, and since the export
  of 2026-09-30 ``FIDE-Frauentitel``, ``FIDE-Elozahl-Schnellschach``, ``FIDE-Elozahl-Blitz``.

A name is matched as that reader does: case left out, ``-`` and spaces as ``_``
(``Letzte Auswertung`` and ``Letzte-Auswertung`` are one). ``vereine.csv`` names a club's
``ZPS-Nummer`` (older: ``ZPS``) and ``Vereinsname`` (older: ``Vereinname``).
"""

from __future__ import annotations

import csv
from typing import NamedTuple

__all__ = ["CLUB_FIELDS", "DwzColumns", "club_columns", "fields", "read_header"]

#: Each field and the names its column has, matched as :func:`_key` makes them.
_FIELDS: dict[str, tuple[str, ...]] = {
           "zps": ("zps",), "member": ("mgl_nr", "mitgliedsnummer"), "status": ("status",),
           "player_name": ("spielername",), "surname": ("nachname",),
           "given_name": ("vorname",), "sex": ("geschlecht",), "birth_year": ("geburtsjahr",),
           "last_evaluation": ("letzte_auswertung",), "dwz": ("dwz",), "index": ("index",),
           "fide_elo": ("fide_elo", "fide_elozahl"), "fide_title": ("fide_titel",),
           "fide_id": ("fide_id",), "fide_federation": ("fide_land",),
           "women_title": ("fide_frauentitel",),
           "fide_rapid": ("fide_elozahl_schnellschach",),
           "fide_blitz": ("fide_elozahl_blitz",)}
#: The columns a player's line cannot do without, in the order a header is checked for them
#: (a name, in either form, between the member's number and the DWZ).
_NEEDED = ("zps", "member", "name", "dwz")
#: ``vereine.csv``'s fields: the club's ZPS and name.
CLUB_FIELDS: dict[str, tuple[str, ...]] = {"zps": ("zps_nummer", "zps"),
                                           "name": ("vereinsname", "vereinname")}


def _key(name: str) -> str:
    """Returns a column's name as it is matched: ``Letzte Auswertung`` →
    ``letzte_auswertung``."""
    return name.strip().lstrip("\ufeff").strip('"').lower().replace("-", "_").replace(" ", "_")


def fields(line: str, separator: str) -> list[str]:
    """Splits one line into its fields, each stripped (a field may be quoted, as the export writes
    them); none for a line the CSV reader refuses (a lone carriage return in an unquoted field, as a
    file with the old Mac line ends or in UTF-16 has)."""
    try:
        return [field.strip() for field in next(csv.reader((line,), delimiter=separator), [])]
    except csv.Error:
        return []


class DwzColumns(NamedTuple):
    """The separator and each field's column (a field the header does not name is
    missing); ``width`` is how many columns the header names."""

    separator: str
    columns: dict[str, int]
    width: int


def _columns(line: str, wanted: dict[str, tuple[str, ...]]) -> DwzColumns:
    """Finds the columns of ``wanted`` a header line names, by the separator it uses most."""
    separator = ";" if line.count(";") > line.count(",") else ","
    names = [_key(name) for name in fields(line, separator)]
    columns = {field: names.index(name) for field, known in wanted.items()
               for name in known if name in names}
    return DwzColumns(separator, columns, len(names))


def read_header(line: str) -> DwzColumns | str:
    """Returns the columns that ``spieler.csv``'s header row gives, or the first needed column it
    does not name: ``zps``, ``member`` (``Mgl-Nr`` or ``Mitgliedsnummer``), ``name``
    (``Spielername``, or ``Nachname`` and ``Vorname``) or ``dwz``."""
    found = _columns(line, _FIELDS)
    named = found.columns.keys() | (
        {"name"} if "player_name" in found.columns
        or {"surname", "given_name"} <= found.columns.keys() else set())
    missing = next((field for field in _NEEDED if field not in named), None)
    return found if missing is None else missing


def club_columns(line: str) -> DwzColumns | None:
    """Returns the ZPS's and the name's column in ``vereine.csv``'s header row, or ``None``."""
    found = _columns(line, CLUB_FIELDS)
    return found if CLUB_FIELDS.keys() <= found.columns.keys() else None
