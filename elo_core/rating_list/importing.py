"""Reads a FIDE rating list into the store, streamed in bounded memory and in one transaction: the
store is left as it was if anything fails.

The list's kind and month, each taken from the first of these that says it (and reported as
``given``, ``header`` or ``file name``): what the caller gives; the header (a kind's own list
names its rating column by the month, ``DEC26``, or by the kind, ``RRtng``); the file's name
(``standard_dec26frl.zip``, :mod:`~elo_core.rating_list.naming`). The combined list holds all
three kinds: it loads the one asked for, standard when none is (reported as ``combined list``).
Where nothing says the month (FIDE's current downloads, ``players_list.zip``,
``rapid_rating_list.zip``, whose header names its rating column by the kind), the list is
refused with the day the zip says it was written, for the caller to ask for the month;
:func:`read_facts` says what a file says before it is read. No list is of a month still to
come on the day it is imported (the clock's, or ``today`` given), or before FIDE's first
list (:mod:`~elo_core.rating_list.naming`); a line whose values are outside the pages' ranges
is named and not read (:mod:`~elo_core.rating_list.lines`), and a file whose first megabytes
are no list is refused there (:class:`~elo_core.rating_list.source.PlayerLines`).

Each month imported is kept beside the others (until the operator removes one:
:func:`~elo_core.rating_list.keeping.remove_list`); a list of a kind and month the store keeps
already takes its place. The lines are inserted in batches (``executemany``) into a new table,
in one transaction under SQLite's write lock (``BEGIN IMMEDIATE``,
:mod:`~elo_core.rating_list.keeping`), whose name indices are built after the load and which
then becomes the month's table; so the same file loaded twice leaves the same store, two
imports from separate processes (two command lines, or one and the page) each keep their
month, the later of the same month in the other's place, and a lookup meanwhile reads the
lists as they were (the store's write-ahead log, :mod:`~elo_core.rating_list.store`).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from datetime import UTC, date, datetime
from pathlib import Path
from typing import NamedTuple, TypeVar

from elo_core.rating_list.indexing import index_names
from elo_core.rating_list.keeping import (
    LoadingTable,
    forget_list,
    keep_list,
    load_rows,
    month_tables,
)
from elo_core.rating_list.layout import Layout, read_layout
from elo_core.rating_list.lines import ROW_COLUMNS, LineReader
from elo_core.rating_list.naming import (
    FIRST_LIST,
    kind_from_name,
    month_from_code,
    month_from_name,
    still_to_come,
)
from elo_core.rating_list.problems import (
    ListIssue,
    ListProblem,
    ListRefused,
    Problems,
    Refusal,
)
from elo_core.rating_list.records import ListKind, LoadedList
from elo_core.rating_list.source import ListLines, PlayerLines, open_list
from elo_core.rating_list.store import KeptList, RatingStore, writing

__all__ = ["ImportReport", "ListFacts", "import_list", "read_facts"]

_Said = TypeVar("_Said")

#: SQLite's page cache while importing, in KiB: the ID and name trees' pages stay in memory
#: as players are inserted in the list's order (by name, not by ID), well within the bound.
CACHE_KIB = 64 * 1024
_LOADING = LoadingTable(
    "players_loading",
    "CREATE TABLE players_loading (fide_id INTEGER PRIMARY KEY, name TEXT NOT NULL, "
    "surname_first TEXT NOT NULL, given_first TEXT NOT NULL, federation TEXT, sex TEXT, "
    "title TEXT, women_title TEXT, other_titles TEXT, rating INTEGER, games INTEGER, "
    "k INTEGER, birth_year INTEGER, inactive INTEGER, woman INTEGER)",
    f"INSERT OR IGNORE INTO players_loading ({', '.join(ROW_COLUMNS)}) "
    f"VALUES ({', '.join('?' * len(ROW_COLUMNS))})",
    ListIssue.REPEATED_ID)


class ImportReport(NamedTuple):
    """What an import did."""

    loaded: LoadedList
    kind_from: str
    """Where the kind came from: ``given``, ``header``, ``file name`` or ``combined list``."""
    month_from: str
    """Where the month came from: ``given``, ``header`` or ``file name``."""
    replaced: LoadedList | None
    """The list of the same kind and month it took the place of (the months before and
    after are kept)."""
    problems: list[ListProblem]
    """The first ``KEPT_ERRORS`` lines not read."""
    problem_count: int
    latin1_lines: int
    """How many lines were read as Latin-1 (the rest as UTF-8)."""


class ListFacts(NamedTuple):
    """What a file says of the list in it before it is read: its kind and month, each with
    where it came from (``None`` and ``""`` where nothing says it), whether it is the
    combined list (which holds all three kinds), and the day the zip says the list was
    written (``None`` for a file not zipped)."""

    kind: ListKind | None
    kind_from: str
    month: date | None
    month_from: str
    combined: bool
    written: date | None


def _first_said(candidates: list[tuple[_Said | None, str]]) -> tuple[_Said | None, str]:
    """Returns the first of ``candidates`` that says something, and where it came from."""
    return next(((said, source) for said, source in candidates if said is not None),
                (None, ""))


def _header(lines: ListLines, numbered: Iterator[tuple[int, str, bool]],
            kind: ListKind | None, month: date | None) -> tuple[Layout, ListFacts]:
    """Reads the list's layout from its first line, and what it and the file's name say of
    the list (see the module): ``kind`` and ``month`` where given."""
    first = next((text for _, text, _ in numbered), None)
    if first is None or not first.strip():
        raise ListRefused(Refusal.EMPTY)
    if first.lstrip("\ufeff \t").startswith("<"):
        raise ListRefused(Refusal.XML)
    named_kind = kind_from_name(lines.name)
    layout = read_layout(first.lstrip("\ufeff"), kind or named_kind)
    if layout is None:
        raise ListRefused(Refusal.NO_HEADER, quoted=first.strip()[:60])
    found_kind, kind_from = _first_said([
        (kind, "given"), (layout.kind, "header"), (named_kind, "file name"),
        (ListKind.STANDARD if layout.combined else None, "combined list")])
    found_month, month_from = _first_said([
        (month, "given"),
        (month_from_code(layout.month_code) if layout.month_code else None, "header"),
        (month_from_name(lines.name), "file name")])
    return layout, ListFacts(found_kind, kind_from, found_month, month_from, layout.combined,
                             lines.written)


def read_facts(file: Path) -> ListFacts:
    """Reads what ``file`` says of the list in it, from its name and first line alone (the combined
    list's kind: standard where nothing else says one); :class:`ListRefused` for a file that is not
    a list."""
    with open_list(file) as lines:
        return _header(lines, iter(lines), None, None)[1]


def _month_taken(kind: ListKind, month: date, today: date) -> None:
    """Raises :class:`ListRefused` where no list of FIDE's can be of ``month`` on ``today``:
    before FIDE's first list, or still to come
    (:func:`~elo_core.rating_list.naming.still_to_come`)."""
    if month < FIRST_LIST:
        raise ListRefused(Refusal.BEFORE_FIRST_LIST, kind=kind.value, month=month)
    if still_to_come(month, today):
        raise ListRefused(Refusal.FUTURE, kind=kind.value, month=month)


def import_list(store: RatingStore, file: Path, kind: ListKind | None = None,
                month: date | None = None, *, today: date | None = None) -> ImportReport:
    """Reads the list in ``file`` into ``store`` as the list of its kind and month (see the
    module). It raises :class:`ListRefused` for a file that is not a list, a list whose kind or
    month nothing says, a list of a month that no FIDE list can be of on ``today`` (the clock's,
    where ``None``), or a list with no player. It raises
    :class:`~elo_core.rating_list.store.NoStore` for a store that cannot be written. Either way
    the store is left as it was."""
    today = today or date.today()
    with open_list(file) as lines:
        numbered = iter(lines)
        layout, facts = _header(lines, numbered, kind, month)
        if facts.kind is None:
            raise ListRefused(Refusal.NO_KIND)
        if facts.month is None:
            raise ListRefused(Refusal.NO_MONTH, written=facts.written)
        _month_taken(facts.kind, facts.month, today)
        problems = Problems()
        players = PlayerLines(lines, numbered, LineReader(layout, today).row, problems)
        with writing(store, CACHE_KIB) as connection:
            count = load_rows(connection, _LOADING, players, problems, players.loaded)
            if count == 0:
                raise ListRefused(Refusal.NO_PLAYERS)
            loaded = LoadedList(facts.kind, facts.month, count,
                                datetime.now(UTC).replace(microsecond=0), lines.name)
            replaced = _keep(connection, loaded)
    return ImportReport(loaded, facts.kind_from, facts.month_from, replaced, problems.kept,
                        problems.count, lines.latin1_lines)


def _keep(connection: sqlite3.Connection, loaded: LoadedList) -> LoadedList | None:
    """Keeps the loaded table as the list of its kind and month: drops the list of the same
    kind and month the store kept, where there is one (and gives it back); renames the table
    as the month's, builds its name and rating indices, writes its names out and indexes their
    words (:func:`~elo_core.rating_list.indexing.index_names`), and writes its line in
    ``lists``."""
    replaced = forget_list(connection, loaded.kind.value, loaded.month)
    table, words = month_tables(loaded.kind, loaded.month)
    connection.execute(f"DROP TABLE IF EXISTS {table}")
    connection.execute(f"DROP TABLE IF EXISTS {words}")
    connection.execute(f"ALTER TABLE {_LOADING.name} RENAME TO {table}")
    for key in ("surname_first", "given_first", "rating"):
        connection.execute(f"CREATE INDEX {table}_{key} ON {table} ({key})")
    index_names(connection, table, words)
    keep_list(connection, KeptList(loaded.kind.value, loaded.month, loaded.players,
                                   loaded.imported, loaded.source, table, words))
    return None if replaced is None else replaced.loaded()
