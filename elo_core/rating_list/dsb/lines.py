"""Reads one line of the DSB's ``spieler.csv`` as a player's row, by its header's columns
(:mod:`~elo_core.rating_list.dsb.header`).

The ZPS must be given and the member's number a whole number; a member number of 0 is no
player (the DSB lists a club's board members who are not members so, as schach-in's reader
notes) and is passed over unnamed. The name is ``Spielername`` ``Nachname,Vorname[,Titel]``
(the older export) or ``Nachname`` and ``Vorname`` (the newer, a comma in ``Vorname`` read as
a space, as that reader does); it is kept as ``Nachname, Vorname``, folded both ways for
looking up (:func:`~elo_core.folding.lookup_keys`). DWZ, Index, birth year, FIDE
ID and the Elo figures are whole numbers or blank, a 0 none; each other number is held to the
range the pages hold a user's to, the name to a list's length, as FIDE's list's are
(:data:`~elo_core.rating_list.lines.NUMBER_RANGES`), and a ``Letzte Auswertung`` that is a
day to the days that have begun (:func:`~elo_core.rating_list.naming.still_to_come`): a line
outside them is named and not read.
"""

from __future__ import annotations

import re
from datetime import date

from elo_core.folding import lookup_keys
from elo_core.rating_list.dsb.header import DwzColumns, fields
from elo_core.rating_list.dsb.records import member_key
from elo_core.rating_list.lines import outside, too_long
from elo_core.rating_list.naming import still_to_come
from elo_core.rating_list.problems import ListIssue, ListProblem

__all__ = ["DWZ_COLUMNS", "DwzLineReader", "evaluation_day"]

#: A row's columns, in the store's order (the key first, the folded names after the name).
DWZ_COLUMNS = ("member_id", "zps", "member", "name", "surname_first", "given_first",
               "academic_title", "sex", "status", "birth_year", "last_evaluation", "dwz",
               "dwz_index", "fide_id", "fide_elo", "fide_title", "women_title",
               "fide_federation", "fide_rapid", "fide_blitz", "club")
#: A player's row, in :data:`DWZ_COLUMNS` order.
DwzRow = tuple[object, ...]
_QUOTED = 60
_DIGITS = 10
#: The numbers a line holds.
_NUMBERS = ("birth_year", "dwz", "index", "fide_id", "fide_elo", "fide_rapid", "fide_blitz")
_TEXTS = ("sex", "status", "last_evaluation", "fide_title", "women_title", "fide_federation")
_ISO_DAY = re.compile(r"(\d{4})-(\d\d)-(\d\d)")
_GERMAN_DAY = re.compile(r"(\d\d?)\.(\d\d?)\.(\d{4})")


def _whole(text: str) -> int | str | None:
    """Reads a whole number; returns ``None`` if blank, or the text itself when it is not
    one."""
    if not text:
        return None
    return int(text) if text.isascii() and text.isdigit() and len(text) <= _DIGITS else text


def evaluation_day(text: str) -> date | None:
    """Reads a ``Letzte Auswertung`` that is a day, ``2026-11-30`` or ``30.11.2026``; ``None`` for
    anything else (the sources do not document the field's form)."""
    iso, german = _ISO_DAY.fullmatch(text), _GERMAN_DAY.fullmatch(text)
    try:
        if iso:
            return date(int(iso[1]), int(iso[2]), int(iso[3]))
        if german:
            return date(int(german[3]), int(german[2]), int(german[1]))
    except ValueError:
        return None
    return None


class DwzLineReader:
    """Reads the lines of one ``spieler.csv`` by its ``columns``; ``clubs`` are the clubs' names by
    ZPS (from ``vereine.csv``, or none); a birth year after ``today``'s year, or a ``Letzte
    Auswertung`` still to come on ``today``, is out of range."""

    def __init__(self, columns: DwzColumns, clubs: dict[str, str], today: date) -> None:
        self._columns, self._clubs, self._today = columns, clubs, today

    def _field(self, values: list[str], field: str) -> str:
        at = self._columns.columns.get(field)
        return "" if at is None else values[at]

    def _name(self, values: list[str]) -> tuple[str, str]:
        """Reads ``Nachname, Vorname`` and the academic title, from either form."""
        if "player_name" in self._columns.columns:
            surname, _, rest = self._field(values, "player_name").partition(",")
            given, _, title = rest.partition(",")
        else:
            surname, title = self._field(values, "surname"), ""
            given = re.sub(r"\s*,\s*", " ", self._field(values, "given_name"))
        surname, given = surname.strip(), given.strip()
        return ", ".join(part for part in (surname, given) if part), title.strip()

    def row(self, number: int, line: str) -> DwzRow | ListProblem | None:
        """Returns the player's row of line ``number``, why it is not one, or ``None`` for a member
        number 0 (no player)."""
        quoted = line.strip()[:_QUOTED]
        values = fields(line, self._columns.separator)
        if len(values) != self._columns.width:
            return ListProblem(number, quoted, ListIssue.FIELD_COUNT, str(len(values)))
        zps = self._field(values, "zps")
        if not zps:
            return ListProblem(number, quoted, ListIssue.NO_CLUB)
        member = _whole(self._field(values, "member"))
        if not isinstance(member, int):
            return ListProblem(number, quoted, ListIssue.BAD_MEMBER, member or "")
        if member == 0:
            return None
        name, academic_title = self._name(values)
        if not name:
            return ListProblem(number, quoted, ListIssue.NO_NAME)
        if (problem := too_long(number, quoted, name)) is not None:
            return problem
        numbers: list[int | None] = []
        for field in _NUMBERS:
            value = _whole(self._field(values, field))
            if isinstance(value, str):
                return ListProblem(number, quoted, ListIssue.BAD_NUMBER, value, field)
            if value and (problem := outside(number, quoted, field, value,
                                             self._today)) is not None:
                return problem
            numbers.append(value or None)
        born, dwz, index, fide_id, fide_elo, rapid, blitz = numbers
        sex, status, last, title, women_title, federation = (self._field(values, field)
                                                             for field in _TEXTS)
        day = evaluation_day(last)
        if day is not None and still_to_come(day, self._today):
            return ListProblem(number, quoted, ListIssue.FUTURE_DAY, last)
        surname_first, given_first = lookup_keys(name)
        return (member_key(zps, member), zps, member, name, surname_first, given_first,
                academic_title, sex, status, born, last, dwz, index, fide_id, fide_elo, title,
                women_title, federation, rapid, blitz, self._clubs.get(zps, ""))
