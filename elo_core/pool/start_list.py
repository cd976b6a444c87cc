"""A season's start list: each member's rating before the season and what the systems ask of
them.

A CSV file with a header row (:mod:`~elo_core.pool.table`): ``name`` and ``rating``, and where
the system needs them ``birth_year`` (FIDE's K for a junior, B.02 §8.3.3; the DWZ's age group),
``games_before`` (FIDE's K for a player new to the list: rated games completed before the
season) and ``index`` (the DWZ's Index, DSB WO 2.2.4). Only ``name`` is needed: a member
without a rating, or not on the list at all, is unrated until the system gives a first rating.

Each value in the range the dashboard takes everywhere (:mod:`elo_core.ranges`): a rating
100–3500, a birth year 1900 to this year, games before 0–100,000, an Index 1–999; an empty cell
is a value not given. A row with a value that cannot be used is named with why and left out,
and so is a second row for a name already listed; the rest is read.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import NamedTuple

from elo_core.pool.problems import SeasonError, SeasonProblem
from elo_core.pool.table import csv_lines, read_table
from elo_core.ranges import (
    BIRTH_YEAR_MIN,
    DWZ_INDEX_MAX,
    DWZ_INDEX_MIN,
    GAMES_BEFORE_MAX,
    RATING_MAX,
    RATING_MIN,
    birth_year_max,
)
from elo_core.readers.decoding import decode_text
from elo_core.readers.notation import read_number
from elo_core.readers.problems import LineError, Problem

__all__ = ["StartEntry", "StartList", "read_start_list", "read_start_list_bytes"]

#: The start list's columns and the header words that name them (lower case, letters only).
COLUMNS: dict[str, frozenset[str]] = {
    "name": frozenset({"name", "member", "player", "spieler", "mitglied", "naam", "speler",
                       "lid"}),
    "rating": frozenset({"rating", "elo", "dwz", "wertung", "wertungszahl", "rtg", "knsb"}),
    "birth_year": frozenset({"birthyear", "born", "geburtsjahr", "jahrgang", "geboortejaar"}),
    "games_before": frozenset({"gamesbefore", "partienvorher", "partijenvooraf"}),
    "index": frozenset({"index"}),
}


class StartEntry(NamedTuple):
    """One member as the start list gives them."""

    name: str
    rating: float | None
    """``None``: unrated until the system gives a first rating."""
    birth_year: int | None
    games_before: int | None
    """Rated games completed before the season (FIDE's K, §8.3.3); ``None``: not given."""
    dwz_index: int | None
    """The DWZ's Index; ``None``: not given (``index`` would hide the tuple's own method)."""
    line: int


class StartList(NamedTuple):
    """A start list as read: the members in its order, and each row that could not be used."""

    file: str
    entries: tuple[StartEntry, ...]
    errors: tuple[SeasonError, ...]


#: The most digits a cell is read as a whole number without :func:`read_number`'s care.
_PLAIN_DIGITS = 9


def _number(cell: str) -> float | None:
    """A number as a game list writes it (:func:`read_number`), plain digits read at once."""
    if cell.isdigit() and cell.isascii() and len(cell) <= _PLAIN_DIGITS:
        return int(cell)
    return read_number(cell)


def _whole(low: int, high: Callable[[], int] | int) -> Callable[[str], int | bool | None]:
    """A reader of a whole number from ``low`` to ``high``: the number, ``None`` for an empty
    cell, ``False`` for a number it cannot be."""
    top = high() if callable(high) else high

    def read(cell: str) -> int | bool | None:
        if not cell:
            return None
        value = _number(cell)
        if value is None or not float(value).is_integer() or not low <= value <= top:
            return False
        return int(value)
    return read


def _readers() -> dict[str, tuple[Callable[[str], int | bool | None], SeasonProblem]]:
    """The whole-number columns' readers (this year read once a list)."""
    return {
        "birth_year": (_whole(BIRTH_YEAR_MIN, birth_year_max),
                       SeasonProblem.BIRTH_YEAR_OUT_OF_RANGE),
        "games_before": (_whole(0, GAMES_BEFORE_MAX), SeasonProblem.GAMES_BEFORE_OUT_OF_RANGE),
        "index": (_whole(DWZ_INDEX_MIN, DWZ_INDEX_MAX), SeasonProblem.INDEX_OUT_OF_RANGE),
    }


def _entry(cells: list[str], at: list[tuple[str, int]], line: int,
           readers: dict[str, tuple[Callable[[str], int | bool | None], SeasonProblem]]
           ) -> StartEntry | tuple[SeasonProblem, str]:
    given = {column: cells[position].strip() for column, position in at
             if position < len(cells)}
    name = given.get("name", "")
    if not name:
        return SeasonProblem.MISSING_CELL, "name"
    rating: float | None = None
    if rating_cell := given.get("rating"):
        value = _number(rating_cell)
        if value is None:
            return SeasonProblem.NOT_A_RATING, rating_cell
        if not RATING_MIN <= value <= RATING_MAX:
            return SeasonProblem.RATING_OUT_OF_RANGE, rating_cell
        rating = float(value)
    facts: dict[str, int | None] = {}
    for column, (read, problem) in readers.items():
        read_value = read(given.get(column, ""))
        if read_value is False:
            return problem, given[column]
        facts[column] = None if read_value is None else int(read_value)
    if facts["index"] is not None and rating is None:
        return SeasonProblem.INDEX_WITHOUT_RATING, str(facts["index"])
    return StartEntry(name, rating, facts["birth_year"], facts["games_before"], facts["index"],
                      line)


def read_start_list(file: str, texts: Iterable[str]) -> StartList:
    """The start list in ``texts`` (the file's text, whole or in pieces), called ``file`` in
    its problems; never raises."""
    table = read_table(csv_lines(texts), COLUMNS)
    if table is None:
        return StartList(file, (), (SeasonError(file, 0, Problem.EMPTY_FILE),))
    if "name" not in table.columns:
        return StartList(file, (), (SeasonError(file, table.header_line,
                                                SeasonProblem.MISSING_COLUMNS, "name"),))
    entries: dict[str, StartEntry] = {}
    errors: list[SeasonError] = []
    at, readers = list(table.columns.items()), _readers()
    for line, cells in table.rows():
        if cells is None:
            return StartList(file, (), (SeasonError(file, line, Problem.BAD_QUOTES),))
        text = table.delimiter.join(cells).strip()
        entry = _entry(cells, at, line, readers)
        if not isinstance(entry, StartEntry):
            problem, token = entry
            errors.append(SeasonError(file, line, problem, token, text))
        elif entry.name in entries:
            errors.append(SeasonError(file, line, SeasonProblem.DUPLICATE_MEMBER, entry.name,
                                      text))
        else:
            entries[entry.name] = entry
    return StartList(file, tuple(entries.values()), tuple(errors))


def read_start_list_bytes(file: str, data: bytes) -> StartList:
    """The start list in ``data`` (a file's bytes, as an upload gives them), decoded by the
    dashboard's rule (:mod:`elo_core.readers.decoding`); never raises."""
    text = decode_text(data)
    if isinstance(text, LineError):
        return StartList(file, (), (SeasonError(file, text.line, text.problem, text.token),))
    return read_start_list(file, (text,))
