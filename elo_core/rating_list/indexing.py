"""The indices a list's folded names are found by, built at the import (FIDE's lists and the
DSB's alike) and, for a store imported before they were, on its first lookup.

Beside the folded names (``surname_first``, ``given_first``, each with an index built at the
import) a name with an umlaut is kept with its umlauts written as two letters (``ä`` → ``ae``,
``ö`` → ``oe``, ``ü`` → ``ue``, as German writes them where umlauts are not to hand, ``ß``
folding as ``ss`` already), folded the same way: ``surname_written`` and ``given_written``
(:func:`~elo_core.rating_list.folding.umlauts_written`; ``NULL`` for a name without one), each
with an index of the names that have them, so that a search written without umlauts
(``maer``) is an indexed range of that column, never a walk down the list.

Each word of the folded names is in SQLite's full-text index (FTS5), so a word inside a name
is found without reading the table (``lagrave`` in ``Vachier-Lagrave, Maxime``): keyed by the
players table's rowid (a FIDE list's: the FIDE ID), and a name with an umlaut once more under
the key ``-1 - rowid`` with its umlauts written out (:func:`written_key`, :func:`player_key`),
the one index answering both a word as typed (the keys from 0) and one written without
umlauts (the keys below 0).
"""

from __future__ import annotations

import sqlite3

from elo_core.rating_list.folding import UMLAUT_LETTERS, umlauts_written

__all__ = ["HAS_UMLAUT", "WRITTEN", "index_names", "made_before", "player_key", "written_key"]

#: The columns of a name folded with its umlauts written out: surname first, given names first.
WRITTEN = ("surname_written", "given_written")
#: SQL's test of a name for an umlaut.
HAS_UMLAUT = f"name GLOB '*[{UMLAUT_LETTERS}]*'"


def written_key(rowid: int) -> int:
    """The key in the words' index of a name with its umlauts written out: below 0, each
    player's own (``-1 - rowid``, so the rowid 0 too has one)."""
    return -1 - rowid


def player_key(key: int) -> int:
    """The rowid of the player a key in the words' index is (:func:`written_key` undone)."""
    return key if key >= 0 else -1 - key


def made_before(connection: sqlite3.Connection, table: str) -> bool:
    """Whether the store holds ``table`` without its names written out, as the version before
    them made it (``False`` where it holds no such table)."""
    columns = {row[1] for row in connection.execute(f"PRAGMA table_info({table})")}
    return bool(columns) and not set(WRITTEN) <= columns


def _written(name: str, order: int) -> str:
    return umlauts_written(name)[order]


def index_names(connection: sqlite3.Connection, table: str, words: str) -> None:
    """The names of ``table`` (its ``surname_first`` index already built) written out where
    they have an umlaut, indexed, and their words in the index ``words`` (built where the
    store has none yet): contentless (the names are the table's), without positions or sizes
    (a lookup asks only which names hold its words, never ranks by how often), with each
    word's first one to eight letters indexed too: FTS5 reads an indexed prefix as it reads a
    word, where it would gather every word a longer one begins before it could answer (two
    given names that thousands of players have, ``anna hikaru``: 6 ms rather than 100 ms on a
    full list). FTS5 keeps it in tables of its own (``…_data``, ``…_idx``, ``…_config``)."""
    connection.create_function("umlauts_written", 2, _written, deterministic=True)
    present = {row[1] for row in connection.execute(f"PRAGMA table_info({table})")}
    for column in WRITTEN:
        if column not in present:
            connection.execute(f"ALTER TABLE {table} ADD COLUMN {column} TEXT")
    connection.execute(f"UPDATE {table} SET {WRITTEN[0]} = umlauts_written(name, 0), "
                       f"{WRITTEN[1]} = umlauts_written(name, 1) WHERE {HAS_UMLAUT}")
    for column in WRITTEN:
        connection.execute(f"CREATE INDEX IF NOT EXISTS {table}_{column} ON {table} "
                           f"({column}) WHERE {column} IS NOT NULL")
    if connection.execute("SELECT 1 FROM sqlite_master WHERE name = ?",
                          (words,)).fetchone() is None:
        connection.execute(f"CREATE VIRTUAL TABLE {words} USING fts5(name, content='', "
                           "detail=none, columnsize=0, prefix='1 2 3 4 5 6 7 8')")
        connection.execute(f"INSERT INTO {words} (rowid, name) "
                           f"SELECT rowid, surname_first FROM {table}")
    connection.execute(f"INSERT INTO {words} (rowid, name) SELECT -1 - rowid, {WRITTEN[0]} "
                       f"FROM {table} WHERE {WRITTEN[0]} IS NOT NULL")
