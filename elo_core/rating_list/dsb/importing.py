"""Reads the DSB's export into the store beside FIDE's lists, as FIDE's list is
(:mod:`elo_core.rating_list.importing`): streamed in bounded memory, in one transaction under
SQLite's write lock, every line not read named, the same file twice the same store.

The list's day is the first of these that says it (reported as ``given``, ``Letzte
Auswertung`` or ``zip date``): what the caller gives; the newest ``Letzte Auswertung`` that is
a day (:func:`~elo_core.rating_list.dsb.lines.evaluation_day`); the date the zip's
``spieler.csv`` was written. No list's day is still to come
(:func:`~elo_core.rating_list.naming.still_to_come`): a line whose ``Letzte Auswertung`` is
still to come is named and not read, and a day given, or the zip's, still to come refused.
An export of an earlier day than the store's is refused unless ``allow_older``; a list the
store holds of a day still to come (misdated, loaded by an earlier version) is no newer one.
A player is keyed by ZPS and member number: a line that repeats one is named.
"""

from __future__ import annotations

import sqlite3
from datetime import UTC, date, datetime
from pathlib import Path
from typing import NamedTuple

from elo_core.rating_list.dsb.export import open_export
from elo_core.rating_list.dsb.header import DwzColumns, read_header
from elo_core.rating_list.dsb.lines import DWZ_COLUMNS, DwzLineReader, DwzRow, evaluation_day
from elo_core.rating_list.dsb.lookups import DWZ_KIND, DWZ_TABLE, DWZ_WORDS, dwz_list_in
from elo_core.rating_list.dsb.records import DwzList
from elo_core.rating_list.indexing import index_names
from elo_core.rating_list.keeping import LoadingTable, forget_list, keep_list, load_rows
from elo_core.rating_list.naming import still_to_come
from elo_core.rating_list.problems import (
    ListIssue,
    ListProblem,
    ListRefused,
    Problems,
    Refusal,
)
from elo_core.rating_list.source import PlayerLines
from elo_core.rating_list.store import KeptList, RatingStore, writing

__all__ = ["DwzImport", "import_dwz"]

_INTEGERS = {"member", "birth_year", "dwz", "dwz_index", "fide_id", "fide_elo", "fide_rapid",
             "fide_blitz"}
_LOADING = LoadingTable(
    "dwz_players_loading",
    "CREATE TABLE dwz_players_loading (member_id TEXT PRIMARY KEY, "
    + ", ".join(f"{column} {'INTEGER' if column in _INTEGERS else 'TEXT'}"
                for column in DWZ_COLUMNS[1:]) + ")",
    f"INSERT OR IGNORE INTO dwz_players_loading ({', '.join(DWZ_COLUMNS)}) "
    f"VALUES ({', '.join('?' * len(DWZ_COLUMNS))})",
    ListIssue.REPEATED_MEMBER)


class DwzImport(NamedTuple):
    """What an import of the DSB's export did."""

    loaded: DwzList
    day_from: str
    """Where the day came from: ``given``, ``Letzte Auswertung`` or ``zip date``."""
    replaced: DwzList | None
    problems: list[ListProblem]
    """The first ``KEPT_ERRORS`` lines not read."""
    problem_count: int
    clubs: int
    """How many clubs' names ``vereine.csv`` gave."""
    latin1_lines: int


class _Reading:
    """Reads the players of the lines after the header (a birth year or day out of range on
    ``today``), and notes the newest day among them."""

    def __init__(self, columns: DwzColumns, clubs: dict[str, str], today: date) -> None:
        self._row = DwzLineReader(columns, clubs, today).row
        self._last_at = DWZ_COLUMNS.index("last_evaluation")
        self.newest: date | None = None

    def row(self, number: int, text: str) -> DwzRow | ListProblem | None:
        """Reads line ``number``'s row (its day noted), or why it is none."""
        read = self._row(number, text)
        if read is not None and not isinstance(read, ListProblem):
            day = evaluation_day(str(read[self._last_at]))
            if day is not None and (self.newest is None or day > self.newest):
                self.newest = day
        return read


def _day_taken(day: date, today: date) -> None:
    """Raises :class:`ListRefused` where the DWZ list's ``day`` is still to come on
    ``today``."""
    if still_to_come(day, today):
        raise ListRefused(Refusal.FUTURE, kind=DWZ_KIND, month=day)


def import_dwz(store: RatingStore, file: Path, day: date | None = None, *,
               allow_older: bool = False, today: date | None = None) -> DwzImport:
    """Reads the DSB's export in ``file`` into ``store`` (see the module). It raises
    :class:`ListRefused` for a file that is not the export, one whose day nothing says or whose
    day is still to come on ``today`` (the clock's, where ``None``), one older than the store's
    without ``allow_older``, or one with no player. It raises
    :class:`~elo_core.rating_list.store.NoStore` for a store that cannot be written. Either way
    the store is left as it was."""
    today = today or date.today()
    if day is not None:
        _day_taken(day, today)
    with open_export(file) as export:
        numbered = iter(export.lines)
        first = next((text for _, text, _ in numbered), None)
        if first is None or not first.strip():
            raise ListRefused(Refusal.EMPTY)
        columns = read_header(first)
        if isinstance(columns, str):
            raise ListRefused(Refusal.NOT_DWZ_HEADER, column=columns)
        problems = Problems()
        reading = _Reading(columns, export.clubs, today)
        players = PlayerLines(export.lines, numbered, reading.row, problems)
        with writing(store) as connection:
            count = load_rows(connection, _LOADING, players, problems, players.loaded)
            if count == 0:
                raise ListRefused(Refusal.NO_PLAYERS)
            days = [(day, "given"), (reading.newest, "Letzte Auswertung"),
                    (export.zip_day, "zip date")]
            found, day_from = next(((d, said) for d, said in days if d is not None),
                                   (None, ""))
            if found is None:
                raise ListRefused(Refusal.NO_DAY)
            _day_taken(found, today)
            replaced = _replacing(connection, found, allow_older, today)
            loaded = DwzList(found, count, datetime.now(UTC).replace(microsecond=0),
                             export.lines.name)
            _replace(connection, loaded)
    return DwzImport(loaded, day_from, replaced, problems.kept, problems.count,
                     len(export.clubs), export.lines.latin1_lines)


def _replacing(connection: sqlite3.Connection, day: date, allow_older: bool,
               today: date) -> DwzList | None:
    """Reads, under the write lock, the DWZ list an import of ``day`` takes the place of;
    raises :class:`ListRefused` where it is of a later day and ``allow_older`` is not set. A
    list the store holds of a day still to come on ``today`` (misdated, loaded by an earlier
    version) is no newer list: its place is taken."""
    replaced = dwz_list_in(connection)
    if (replaced is not None and replaced.day > day and not allow_older
            and not still_to_come(replaced.day, today)):
        raise ListRefused(Refusal.OLDER_MONTH, kind="dwz", held=replaced.day)
    return replaced


def _replace(connection: sqlite3.Connection, loaded: DwzList) -> None:
    """Puts the loaded table in the DWZ list's place (the store keeps one DWZ list): builds its
    lookup indices, writes its names out and indexes their words
    (:func:`~elo_core.rating_list.indexing.index_names`), and writes its line in ``lists``."""
    forget_list(connection, DWZ_KIND)
    connection.execute(f"DROP TABLE IF EXISTS {DWZ_TABLE}")
    connection.execute(f"DROP TABLE IF EXISTS {DWZ_WORDS}")
    connection.execute(f"ALTER TABLE {_LOADING.name} RENAME TO {DWZ_TABLE}")
    for key in ("surname_first", "given_first", "dwz", "fide_id"):
        connection.execute(f"CREATE INDEX {DWZ_TABLE}_{key} ON {DWZ_TABLE} ({key})")
    index_names(connection, DWZ_TABLE, DWZ_WORDS)
    keep_list(connection, KeptList(DWZ_KIND, loaded.day, loaded.players, loaded.imported,
                                   loaded.source, DWZ_TABLE, DWZ_WORDS))
