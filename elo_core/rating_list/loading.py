"""A list's rows loaded into the store, for FIDE's lists and the DSB's alike: in one
transaction under SQLite's write lock (``BEGIN IMMEDIATE``,
:func:`~elo_core.rating_list.store.writing`), so that what an import reads of
the store before it swaps no other import can change, and the store is left as it was if
anything fails; the rows into a new table in batches (``executemany``), each line whose key
repeats one before named.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable, Sequence
from itertools import islice
from typing import Any, NamedTuple

from elo_core.rating_list.problems import ListIssue, ListProblem, Problems

__all__ = ["BATCH", "LoadingTable", "load_rows"]

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
            batch: Sequence[tuple[int, str, Sequence[Any]]], problems: Problems) -> None:
    """The batch of ``(line number, text, row)`` inserted; where a row's key repeats one
    before, each line that repeats it is named (the batch again, a row at a time)."""
    connection.execute("SAVEPOINT batch")
    inserted = connection.executemany(table.insert, [row for _, _, row in batch]).rowcount
    if inserted < len(batch):
        connection.execute("ROLLBACK TO batch")
        for number, text, row in batch:
            if connection.execute(table.insert, row).rowcount == 0:
                problems.add(ListProblem(number, text.strip()[:_QUOTED], table.repeated,
                                         str(row[0])))
    connection.execute("RELEASE batch")


def load_rows(connection: sqlite3.Connection, table: LoadingTable,
              rows: Iterable[tuple[int, str, Sequence[Any]]], problems: Problems) -> int:
    """The rows put into a new ``table``, ``BATCH`` at a time; how many were."""
    connection.execute(f"DROP TABLE IF EXISTS {table.name}")
    connection.execute(table.create)
    players = iter(rows)
    while batch := list(islice(players, BATCH)):
        _insert(connection, table, batch, problems)
    count: int = connection.execute(f"SELECT count(*) FROM {table.name}").fetchone()[0]
    return count
