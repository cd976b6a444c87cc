"""Reads a season's start list: each member's rating before the season and what the systems ask of
them.

A CSV file with a header row (:mod:`~elo_core.pool.table`): ``name`` and ``rating``, and where
the system needs them ``birth_year`` (FIDE's K for a junior, B.02 §8.3.3; the DWZ's age group),
``games_before`` (FIDE's K for a player new to the list: rated games completed before the
season), ``k`` (the K the member's list gives, as FIDE's list prints each player's: FIDE's K
where the facts given do not decide §8.3.3's, :func:`~elo_core.elo.kfactor.k_from_known`) and
``index`` (the DWZ's Index, DSB WO 2.2.4). Only ``name`` is needed: a member without a rating,
or not on the list at all, is unrated until the system gives a first rating. FIDE's own column
names are read too (``SRtng``, ``SK``, ``B-day``), and the Rating list page's (``Born``,
``Geboren``), so that a club's lines of FIDE's list, saved as CSV, are a start list.

Each value in the range the dashboard takes everywhere (:mod:`elo_core.ranges`): a rating
100–3500, a birth year 1900 to this year, games before 0–100,000, a K 1–100, an Index 1–999;
an empty cell is a value not given, and a K of 0 (or ``-``) too, as a rating of 0 is. A row
with a value that cannot be used is named with why and left out, and so is a second row for a
name already listed (written either way round: "Smith, John" is "John Smith",
:func:`~elo_core.pool.names.known_as`); the rest is read.

A list may have more than one rating column, as the DSB's exports have a DWZ and an Elo column
(chess-results' ``RtgN`` and ``RtgI``): the rating is read from the column of the system it is
for (:data:`RATING_COLUMNS`): the DWZ from the national column, Elo and FIDE from the Elo
column, each from a plain ``rating`` column where the list has not that one. A rating of 0 (or
``-``) is no rating, as those exports write it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from typing import NamedTuple

from elo_core.pool.names import known_as
from elo_core.pool.problems import SeasonError, SeasonProblem
from elo_core.pool.table import csv_lines, read_table
from elo_core.ranges import (
    BIRTH_YEAR_MIN,
    DWZ_INDEX_MAX,
    DWZ_INDEX_MIN,
    GAMES_BEFORE_MAX,
    K_MAX,
    K_MIN,
    RATING_MAX,
    RATING_MIN,
    birth_year_max,
)
from elo_core.readers.decoding import decode_text
from elo_core.readers.notation import read_number
from elo_core.readers.problems import LineError, Problem

__all__ = ["RATING_COLUMNS", "StartEntry", "StartList", "read_start_list",
           "read_start_list_bytes"]

#: The start list's columns and the header words that name them (lower case, letters only).
COLUMNS: dict[str, frozenset[str]] = {
    "name": frozenset({"name", "member", "player", "spieler", "mitglied", "naam", "speler",
                       "lid"}),
    "rating": frozenset({"rating", "wertung", "wertungszahl", "rtg", "knsb"}),
    "dwz": frozenset({"dwz", "rtgn", "rtgnat"}),
    "elo": frozenset({"elo", "rtgi", "rtgint", "srtng"}),
    "birth_year": frozenset({"birthyear", "born", "geburtsjahr", "jahrgang", "geboortejaar",
                             "geboren", "bday"}),
    "games_before": frozenset({"gamesbefore", "partienvorher", "partijenvooraf"}),
    "k": frozenset({"k", "sk", "kfactor", "kfaktor"}),
    "index": frozenset({"index"}),
}


#: The rating columns a system's ratings are read from, the first the list has, by the system's
#: name (:class:`~elo_core.pool.standings.System`); a system not named here, or none given, reads
#: the first rating column of the header.
RATING_COLUMNS: dict[str, tuple[str, ...]] = {
    "dwz": ("dwz", "rating", "elo"),
    "elo": ("elo", "rating", "dwz"),
    "fide": ("elo", "rating", "dwz"),
}
_RATINGS = ("rating", "dwz", "elo")
#: A rating cell that says "no rating": the DSB's exports and chess-results write 0 for a
#: player without an Elo (or a DWZ); a K cell of these says no K.
UNRATED = frozenset({"0", "-", "–"})


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
    k: int | None = None
    """The K the member's list gives (FIDE's); ``None``: not given."""


class StartList(NamedTuple):
    """Holds a start list as read: the members in its order, and each row that could not be used."""

    file: str
    entries: tuple[StartEntry, ...]
    errors: tuple[SeasonError, ...]
    rating_column: str = ""
    """The header of the column the ratings were read from, as the file writes it; ``""``
    without one."""


#: The most digits a cell is read as a whole number without :func:`read_number`'s care.
_PLAIN_DIGITS = 9


def _number(cell: str) -> float | None:
    """Reads a number as a game list writes it (:func:`read_number`), plain digits read at once."""
    if cell.isdigit() and cell.isascii() and len(cell) <= _PLAIN_DIGITS:
        return int(cell)
    return read_number(cell)


def _whole(low: int, high: Callable[[], int] | int) -> Callable[[str], int | bool | None]:
    """Makes a reader of a whole number from ``low`` to ``high``, which returns the number, ``None``
    for an empty cell, ``False`` for a number it cannot be."""
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
    """Makes the whole-number columns' readers (this year read once a list)."""
    return {
        "birth_year": (_whole(BIRTH_YEAR_MIN, birth_year_max),
                       SeasonProblem.BIRTH_YEAR_OUT_OF_RANGE),
        "games_before": (_whole(0, GAMES_BEFORE_MAX), SeasonProblem.GAMES_BEFORE_OUT_OF_RANGE),
        "k": (_whole(K_MIN, K_MAX), SeasonProblem.K_OUT_OF_RANGE),
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
    if (rating_cell := given.get("rating")) and rating_cell not in UNRATED:
        value = _number(rating_cell)
        if value is None:
            return SeasonProblem.NOT_A_RATING, rating_cell
        if not RATING_MIN <= value <= RATING_MAX:
            return SeasonProblem.RATING_OUT_OF_RANGE, rating_cell
        rating = float(value)
    if given.get("k") in UNRATED:
        given["k"] = ""
    facts: dict[str, int | None] = {}
    for column, (read, problem) in readers.items():
        read_value = read(given.get(column, ""))
        if read_value is False:
            return problem, given[column]
        facts[column] = None if read_value is None else int(read_value)
    if facts["index"] is not None and rating is None:
        return SeasonProblem.INDEX_WITHOUT_RATING, str(facts["index"])
    return StartEntry(name, rating, facts["birth_year"], facts["games_before"], facts["index"],
                      line, facts["k"])


def _noting(lines: Iterable[str], last: list[str]) -> Iterator[str]:
    """Yields ``lines``, each kept in ``last`` as it is given (the header, once the table has
    it)."""
    for line in lines:
        last[:] = (line,)
        yield line


def _rating_column(columns: dict[str, int], system: str | None) -> int | None:
    """Finds the position of the column ``system``'s ratings are read from (:data:`RATING_COLUMNS`),
    and the rating columns no longer: ``columns`` keeps one ``rating``."""
    found = {name: columns.pop(name) for name in _RATINGS if name in columns}
    order = RATING_COLUMNS.get(system or "")
    chosen = (next((found[name] for name in order if name in found), None) if order
              else min(found.values(), default=None))
    if chosen is not None:
        columns["rating"] = chosen
    return chosen


def read_start_list(file: str, texts: Iterable[str], system: str | None = None) -> StartList:
    """Reads the start list in ``texts`` (the file's text, whole or in pieces), called ``file`` in
    its problems, its ratings read from the column for ``system`` (a
    :class:`~elo_core.pool.standings.System`'s name; ``None``: the header's first rating column);
    never raises."""
    header: list[str] = []
    table = read_table(_noting(csv_lines(texts), header), COLUMNS)
    if table is None:
        return StartList(file, (), (SeasonError(file, 0, Problem.EMPTY_FILE),))
    if "name" not in table.columns:
        return StartList(file, (), (SeasonError(file, table.header_line,
                                                SeasonProblem.MISSING_COLUMNS, "name"),))
    position = _rating_column(table.columns, system)
    written = ("" if position is None else
               header[0].removeprefix("\ufeff").split(table.delimiter)[position].strip()
               .strip('"').strip())
    #: Each entry by its member's key.
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
        elif (key := known_as(entry.name)) in entries:
            errors.append(SeasonError(file, line, SeasonProblem.DUPLICATE_MEMBER, entry.name,
                                      text))
        else:
            entries[key] = entry
    return StartList(file, tuple(entries.values()), tuple(errors), written)


def read_start_list_bytes(file: str, data: bytes, system: str | None = None) -> StartList:
    """Reads the start list in ``data`` (a file's bytes, as an upload gives them), decoded by the
    dashboard's rule (:mod:`elo_core.readers.decoding`), its ratings from the column for ``system``
    (:func:`read_start_list`); never raises."""
    text = decode_text(data)
    if isinstance(text, LineError):
        return StartList(file, (), (SeasonError(file, text.line, text.problem, text.token),))
    return read_start_list(file, (text,), system)
