"""Writes the store, for FIDE's lists and the DSB's alike. Each change runs in one transaction
under SQLite's write lock (``BEGIN IMMEDIATE``, :func:`~elo_core.rating_list.store.writing`). So no
other import can change what an import has read of the store before it writes, and the store is
left as it was if anything fails. The changes are:

- a list's rows loaded into a new table in batches (``executemany``), each line whose key
  repeats one before named (:func:`load_rows`);
- that table kept as the list of its kind and month, beside the months kept before: the list
  of the same kind and month, where there is one, is the only one it takes the place of
  (:func:`forget_list`, :func:`keep_list`);
- a list removed by the operator (:func:`remove_list`).

A list's tables are named by its kind and month (:func:`month_tables`). The store's ``lists``
of the version that kept one list of each kind is brought up to date by the first change
(:func:`keep_list`, :func:`forget_list`); the tables it names stay as they are.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterable, Sequence
from datetime import date
from itertools import islice
from typing import Any, NamedTuple

from elo_core.rating_list.indexing import forget_fold
from elo_core.rating_list.problems import ListIssue, ListProblem, Problems
from elo_core.rating_list.records import ListKind, LoadedList
from elo_core.rating_list.store import (
    LISTS_TABLE,
    KeptList,
    Missing,
    NoStore,
    RatingStore,
    kept_lists,
    writing,
)

__all__ = ["BATCH", "LoadingTable", "forget_list", "keep_list", "load_rows", "month_tables",
           "remove_list"]

#: How many rows one ``executemany`` inserts.
BATCH = 10_000
#: How much of a line a problem quotes.
_QUOTED = 60


class LoadingTable(NamedTuple):
    """The table a list is loaded into: its name, how it is made, how a row is put in (an
    ``INSERT OR IGNORE``, the key first) and the issue a repeated key is."""

    name: str
    create: str
    insert: str
    repeated: ListIssue


def _insert(connection: sqlite3.Connection, table: LoadingTable,
            batch: Sequence[tuple[int, str, Sequence[Any]]], problems: Problems) -> int:
    """Inserts the batch of ``(line number, text, row)``; where a row's key repeats one
    before, names each line that repeats it (inserting the batch again, a row at a time).
    Returns how many rows were inserted."""
    connection.execute("SAVEPOINT batch")
    inserted: int = connection.executemany(table.insert,
                                            [row for _, _, row in batch]).rowcount
    if inserted < len(batch):
        connection.execute("ROLLBACK TO batch")
        inserted = 0
        for number, text, row in batch:
            if connection.execute(table.insert, row).rowcount == 0:
                problems.add(ListProblem(number, text.strip()[:_QUOTED], table.repeated,
                                         str(row[0])))
            else:
                inserted += 1
    connection.execute("RELEASE batch")
    return inserted


def load_rows(connection: sqlite3.Connection, table: LoadingTable,
              rows: Iterable[tuple[int, str, Sequence[Any]]], problems: Problems,
              loaded: Callable[[int], None] | None = None) -> int:
    """Puts the rows into a new ``table``, ``BATCH`` at a time, and tells ``loaded`` after each
    batch how many are in so far. Returns how many were put in."""
    connection.execute(f"DROP TABLE IF EXISTS {table.name}")
    connection.execute(table.create)
    players, count = iter(rows), 0
    while batch := list(islice(players, BATCH)):
        count += _insert(connection, table, batch, problems)
        if loaded is not None:
            loaded(count)
    return count


def month_tables(kind: ListKind, month: date) -> tuple[str, str]:
    """Names the tables of the list of ``kind`` and ``month``: its players and its names' words
    (``players_standard_2026_12``, ``words_standard_2026_12``)."""
    return f"players_{kind.value}_{month:%Y_%m}", f"words_{kind.value}_{month:%Y_%m}"


def _lists_up_to_date(connection: sqlite3.Connection) -> None:
    """Brings the store's ``lists`` to the form this version keeps it in (:data:`LISTS_TABLE`),
    a row a list with its tables: makes it where there is none, and where the version that
    kept one list of each kind made it, rewrites it with the tables that version named by the
    kind."""
    columns = {row[1] for row in connection.execute("PRAGMA table_info(lists)")}
    if columns and "players_table" not in columns:
        kept = kept_lists(connection)
        connection.execute("DROP TABLE lists")
        connection.execute(LISTS_TABLE)
        for item in kept:
            _record(connection, item)
    connection.execute(LISTS_TABLE)


def _record(connection: sqlite3.Connection, kept: KeptList) -> None:
    connection.execute("INSERT OR REPLACE INTO lists VALUES (?, ?, ?, ?, ?, ?, ?)",
                       (kept.kind, kept.month.isoformat(), kept.players,
                        kept.imported.isoformat(), kept.source, kept.players_table,
                        kept.words_table))


def keep_list(connection: sqlite3.Connection, kept: KeptList) -> None:
    """Writes ``kept`` into the store's ``lists`` (its tables made before), beside the lists kept
    before; the one of its kind and month, where there is one, must be forgotten first
    (:func:`forget_list`)."""
    _lists_up_to_date(connection)
    _record(connection, kept)


def forget_list(connection: sqlite3.Connection, kind: str,
                month: date | None = None) -> KeptList | None:
    """Drops the list of ``kind`` and ``month`` (every list of ``kind`` where ``None``): its tables,
    its row and the record of its names' fold. Returns the one dropped (the newest, of several), or
    ``None``."""
    _lists_up_to_date(connection)
    dropped = [item for item in kept_lists(connection, kind)
               if month is None or item.month == month]
    for item in dropped:
        connection.execute(f"DROP TABLE IF EXISTS {item.players_table}")
        connection.execute(f"DROP TABLE IF EXISTS {item.words_table}")
        forget_fold(connection, item.players_table)
        connection.execute("DELETE FROM lists WHERE kind = ? AND month = ?",
                           (item.kind, item.month.isoformat()))
    return dropped[0] if dropped else None


def remove_list(store: RatingStore, kind: ListKind, month: date) -> LoadedList:
    """Removes the list of ``kind`` and ``month`` from ``store`` and keeps the others as they are;
    returns the one removed. Raises :class:`~elo_core.rating_list.store.NoStore` where the store
    keeps no such list (saying which months it keeps). The file keeps the room the list took, for
    the next import to fill."""
    if not store.path.is_file():
        raise NoStore(Missing.NO_STORE, store.path)
    with writing(store) as connection:
        removed = forget_list(connection, kind.value, month)
        if removed is None:
            kept = tuple(item.month for item in kept_lists(connection, kind.value))
            raise NoStore(Missing.NO_MONTH if kept else Missing.NO_LIST, store.path,
                          kind=kind.value, month=month, kept=kept)
    return removed.loaded()
