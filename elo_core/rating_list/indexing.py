"""Builds the indices a list's folded names are found by: at the import (FIDE's lists and the DSB's
alike) and, for a store imported before they were, on its first lookup.

Beside the folded names (``surname_first``, ``given_first``, each with an index built at the
import) a name with an umlaut is kept with its umlauts written as two letters (``ä`` → ``ae``,
``ö`` → ``oe``, ``ü`` → ``ue``, as German writes them where umlauts are not to hand, ``ß``
folding as ``ss`` already), folded the same way: ``surname_written`` and ``given_written``
(:func:`~elo_core.folding.umlauts_written`; ``NULL`` for a name without one), each
with an index of the names that have them, so that a search written without umlauts
(``maer``) is an indexed range of that column, never a walk down the list.

Each word of the folded names is in SQLite's full-text index (FTS5), so a word inside a name
is found without reading the table (``lagrave`` in ``Vachier-Lagrave, Maxime``): keyed by the
players table's rowid (a FIDE list's: the FIDE ID), and a name with an umlaut once more under
the key ``-1 - rowid`` with its umlauts written out (:func:`written_key`, :func:`player_key`),
the one index answering both a word as typed (the keys from 0) and one written without
umlauts (the keys below 0).

The table ``name_folds`` records the fold each list's names were folded by, a row for each
list's players table (:data:`~elo_core.folding.FOLD_VERSION`; a table it does not name, by
version 1: the versions before it kept no record). A list made by an earlier version is brought
up to date on its own first lookup (:func:`brought_up_to_date`), each month kept on the first
lookup of that month: each name the fold may have changed folded again and its words indexed
again, its names written out where they were not yet.
"""

from __future__ import annotations

import sqlite3

from elo_core.folding import FOLD_VERSION, UMLAUT_LETTERS, lookup_keys, umlauts_written

__all__ = ["HAS_UMLAUT", "WRITTEN", "brought_up_to_date", "forget_fold", "index_names",
           "made_before", "player_key", "written_key"]

#: The columns of a name folded with its umlauts written out: surname first, given names first.
WRITTEN = ("surname_written", "given_written")
#: SQL's test of a name for an umlaut.
HAS_UMLAUT = f"name GLOB '*[{UMLAUT_LETTERS}]*'"
#: The table of the fold each list's names were folded by.
FOLDS = "name_folds"
#: SQL's test of a name an earlier fold may have folded otherwise: one with a character beyond
#: printable ASCII or an apostrophe (the fold of any other is its case folded and its runs of
#: punctuation spaces, in every version).
_MAY_FOLD_OTHERWISE = "name GLOB '*[^ -~]*' OR name GLOB '*[''`]*'"


def written_key(rowid: int) -> int:
    """Returns the key in the words' index of a name with its umlauts written out: below 0, each
    player's own (``-1 - rowid``, so the rowid 0 too has one)."""
    return -1 - rowid


def player_key(key: int) -> int:
    """Returns the rowid of the player whose key in the words' index this is (:func:`written_key`
    undone)."""
    return key if key >= 0 else -1 - key


def _fold_of(connection: sqlite3.Connection, table: str) -> int:
    """Returns the version of the fold ``table``'s names were folded by."""
    if connection.execute("SELECT 1 FROM sqlite_master WHERE name = ?",
                          (FOLDS,)).fetchone() is None:
        return 1
    row = connection.execute(f"SELECT version FROM {FOLDS} WHERE players = ?",
                             (table,)).fetchone()
    return 1 if row is None else int(row[0])


def _folded_now(connection: sqlite3.Connection, table: str) -> None:
    """Records ``table``'s names as folded by this version's fold."""
    connection.execute(f"CREATE TABLE IF NOT EXISTS {FOLDS} (players TEXT PRIMARY KEY, "
                       "version INTEGER NOT NULL)")
    connection.execute(f"INSERT OR REPLACE INTO {FOLDS} VALUES (?, ?)", (table, FOLD_VERSION))


def forget_fold(connection: sqlite3.Connection, table: str) -> None:
    """Deletes the record of the fold that ``table``'s names were folded by, as the list is
    removed. A list of the same kind and month imported later records its own."""
    if connection.execute("SELECT 1 FROM sqlite_master WHERE name = ?",
                          (FOLDS,)).fetchone() is not None:
        connection.execute(f"DELETE FROM {FOLDS} WHERE players = ?", (table,))


def _columns(connection: sqlite3.Connection, table: str) -> set[str]:
    return {row[1] for row in connection.execute(f"PRAGMA table_info({table})")}


def made_before(connection: sqlite3.Connection, table: str) -> bool:
    """Checks whether the store holds ``table`` as an earlier version made it: without its names
    written out, or folded by an earlier fold (``False`` where it holds no such table)."""
    columns = _columns(connection, table)
    return bool(columns) and (not set(WRITTEN) <= columns
                              or _fold_of(connection, table) != FOLD_VERSION)


def _fold_again(connection: sqlite3.Connection, table: str, words: str,
                written: bool) -> None:
    """Folds again each name of ``table`` the fold may have changed, and where it has, indexes
    its words again (where the store has the index ``words``): takes the old ones out, as FTS5
    takes a word out of an index that keeps no text of its own, and puts the new ones in."""
    indexed = connection.execute("SELECT 1 FROM sqlite_master WHERE name = ?",
                                 (words,)).fetchone() is not None
    kept = ("surname_first", "given_first", *(WRITTEN if written else ()))
    for rowid, name, *before in connection.execute(
            f"SELECT rowid, name, {', '.join(kept)} FROM {table} "
            f"WHERE {_MAY_FOLD_OTHERWISE}").fetchall():
        out = (umlauts_written(name) if any(letter in name for letter in UMLAUT_LETTERS)
               else (None, None))
        now = [*lookup_keys(name), *(out if written else ())]
        if now == before:
            continue
        connection.execute(f"UPDATE {table} SET {', '.join(f'{c} = ?' for c in kept)} "
                           "WHERE rowid = ?", (*now, rowid))
        if not indexed:
            continue
        for key, old, new in ((rowid, before[0], now[0]),
                              *(((written_key(rowid), before[2], now[2]),) if written else ())):
            if old is not None:
                connection.execute(f"INSERT INTO {words} ({words}, rowid, name) "
                                   "VALUES ('delete', ?, ?)", (key, old))
            if new is not None:
                connection.execute(f"INSERT INTO {words} (rowid, name) VALUES (?, ?)",
                                   (key, new))


def brought_up_to_date(connection: sqlite3.Connection, table: str, words: str) -> None:
    """Brings ``table`` (made by an earlier version, :func:`made_before`) up to date, as this
    version makes it: its names folded again where the fold has changed since, then written out and
    their words indexed where they were not yet (:func:`index_names`)."""
    written = set(WRITTEN) <= _columns(connection, table)
    if _fold_of(connection, table) != FOLD_VERSION:
        _fold_again(connection, table, words, written)
    if written:
        _folded_now(connection, table)
    else:
        index_names(connection, table, words)


def _written(name: str, order: int) -> str:
    return umlauts_written(name)[order]


def index_names(connection: sqlite3.Connection, table: str, words: str) -> None:
    """Indexes the names of ``table``, whose ``surname_first`` index is already built. Names with an
    umlaut are also written out and indexed that way. Every name's words go into the full-text
    index ``words`` (built where the store has none yet), which FTS5 keeps in tables of its own
    (``…_data``, ``…_idx``, ``…_config``).

    The index is contentless (the names are the table's) and keeps no positions or sizes: a lookup
    asks only which names hold its words, and never ranks by how often. Each word's first one to
    eight letters are indexed too. FTS5 reads an indexed prefix as it reads a word; without it, it
    would gather every word a longer one begins before it could answer. Two given names that
    thousands of players have, ``anna hikaru``, take 6 ms rather than 100 ms on a full list. The
    names are recorded as folded by this version's fold."""
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
    _folded_now(connection, table)
