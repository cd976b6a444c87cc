"""The store of FIDE's lists: one SQLite file (the standard library's ``sqlite3``) holding one
list of each kind, and the lookups on it, by FIDE ID and by name.

Where it is: ``--db PATH`` on the command line, else ``$ELO_DATA_DIR/rating_lists.sqlite3``,
else ``data/rating_lists.sqlite3`` in the app's folder (:func:`store_path`).

Each kind's players are a table of their own (``players_standard`` …) keyed by FIDE ID, with
each name folded both ways (:mod:`~elo_core.rating_list.folding`) and an index on each, so a
name is found by an indexed range of its folded prefix, never by scanning the table; the table
``lists`` says each kind's month, player count, import time and file.

A name is found best match first by :func:`~elo_core.rating_list.ranking.ranked_by_name`:
the exact name, then the names it begins, then those that hold its words, the higher rating
first within each, umlauts found written either way.
A store imported before those were kept is brought up to date on its first lookup.
"""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Iterator
from contextlib import closing, contextmanager
from datetime import date, datetime
from enum import StrEnum
from pathlib import Path
from typing import Any

from elo_core.rating_list.indexing import index_names, made_before
from elo_core.rating_list.ranking import NameSearch, ranked_by_name
from elo_core.rating_list.records import ListedPlayer, ListKind, LoadedList

__all__ = ["DATA_DIR_VARIABLE", "LISTS_TABLE", "Missing", "NoStore", "RatingStore", "has_lists",
           "listed_player", "lists_in", "store_path", "words_table", "writing"]

#: The environment variable naming the data folder.
DATA_DIR_VARIABLE = "ELO_DATA_DIR"
#: The store's file name in the data folder.
STORE_FILE = "rating_lists.sqlite3"
#: The data folder when the environment names none: ``data/`` beside the app.
DEFAULT_DATA_DIR = Path(__file__).resolve().parents[2] / "data"
#: The player columns, in the order :class:`ListedPlayer` takes them.
PLAYER_COLUMNS = ("fide_id", "name", "federation", "sex", "title", "women_title",
                  "other_titles", "rating", "games", "k", "birth_year", "inactive", "woman")
#: The table of the lists loaded: each kind's month (a DWZ list's: its day), players, import
#: time and file.
LISTS_TABLE = ("CREATE TABLE IF NOT EXISTS lists (kind TEXT PRIMARY KEY, month TEXT NOT NULL, "
               "players INTEGER NOT NULL, imported TEXT NOT NULL, source TEXT NOT NULL)")


def store_path(given: Path | None = None) -> Path:
    """The store's file: ``given``, else in ``$ELO_DATA_DIR``, else in ``data/``."""
    if given is not None:
        return given
    folder = os.environ.get(DATA_DIR_VARIABLE)
    return (Path(folder) if folder else DEFAULT_DATA_DIR) / STORE_FILE


def players_table(kind: ListKind) -> str:
    """The table of a kind's players."""
    return f"players_{kind.value}"


def words_table(kind: ListKind) -> str:
    """The full-text index of the words of a kind's folded names (rowid: the FIDE ID)."""
    return f"words_{kind.value}"


class Missing(StrEnum):
    """What a lookup did not find in the store."""

    NO_STORE = "no-store"
    """No file at the store's path: no list has been loaded yet."""
    NOT_A_STORE = "not-a-store"
    """The file there is not a store SQLite can read."""
    NO_LIST = "no-list"
    """The store holds no list of the kind asked for."""
    EARLIER_VERSION = "earlier-version"
    """The list was imported by an earlier version and cannot be brought up to date here."""


_MISSING_ENGLISH = {
    Missing.NO_STORE: "no rating list has been loaded yet (no store at {path})",
    Missing.NOT_A_STORE: "{path} is not a rating list store ({detail})",
    Missing.NO_LIST: "the store holds no {kind} list ({path})",
    Missing.EARLIER_VERSION: "the list in {path} was imported by an earlier version and cannot "
                             "be brought up to date ({detail}): import it again",
}


class NoStore(Exception):
    """The store cannot answer: ``missing`` says why, ``path`` is the store's file, ``kind``
    the list asked for (``dwz`` the DSB's) and ``detail`` SQLite's own words, where it gave
    any; a page words them in its own language, ``str()`` in English."""

    def __init__(self, missing: Missing, path: Path, *, kind: str = "",
                 detail: str = "") -> None:
        super().__init__(missing, path)
        self.missing, self.path, self.kind, self.detail = missing, path, kind, detail

    def __str__(self) -> str:
        return _MISSING_ENGLISH[self.missing].format(
            path=self.path, kind="DWZ" if self.kind == "dwz" else self.kind, detail=self.detail)


def _select(table: str) -> str:
    return f"SELECT {', '.join(PLAYER_COLUMNS)} FROM {table}"


def listed_player(row: tuple[Any, ...]) -> ListedPlayer:
    """The player of a row of :data:`PLAYER_COLUMNS` (the flags stored as 0 and 1)."""
    (fide_id, name, federation, sex, title, women_title, other_titles, rating, games, k,
     birth_year, inactive, woman) = row
    return ListedPlayer(fide_id, name, federation, sex, title, women_title, other_titles,
                        rating, games, k, birth_year, bool(inactive), bool(woman))


class RatingStore:
    """The store at ``path`` (see :func:`store_path`), opened for each question and closed
    after it: a page's sessions share the file, not a connection."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = store_path(path)

    @contextmanager
    def reading(self) -> Iterator[sqlite3.Connection]:
        """A read-only connection; :class:`NoStore` if there is no store."""
        if not self.path.is_file():
            raise NoStore(Missing.NO_STORE, self.path)
        try:
            with closing(sqlite3.connect(f"{self.path.resolve().as_uri()}?mode=ro",
                                         uri=True)) as connection:
                connection.execute("SELECT 1 FROM sqlite_master LIMIT 1")
                yield connection
        except sqlite3.DatabaseError as error:
            raise NoStore(Missing.NOT_A_STORE, self.path, detail=str(error)) from None

    def lists(self) -> list[LoadedList]:
        """The lists loaded, standard, rapid, blitz; none where there is no store."""
        if not self.path.is_file():
            return []
        with self.reading() as connection:
            return lists_in(connection)

    def loaded(self, kind: ListKind) -> LoadedList | None:
        """The list of ``kind`` in the store, or ``None``."""
        return next((item for item in self.lists() if item.kind is kind), None)

    def by_id(self, fide_id: int, kind: ListKind = ListKind.STANDARD) -> ListedPlayer | None:
        """The player of ``fide_id`` in the list of ``kind``, or ``None``."""
        with self._players(kind) as (connection, table):
            row = connection.execute(f"{_select(table)} WHERE fide_id = ?",
                                     (fide_id,)).fetchone()
        return None if row is None else listed_player(row)

    def find(self, text: str, kind: ListKind = ListKind.STANDARD,
             limit: int = 10) -> list[ListedPlayer]:
        """The players whose name matches ``text``, best match first (see the module), at most
        ``limit`` (up to :data:`~elo_core.rating_list.ranking.MOST_FOUND`); none for a text
        with no letter or digit."""
        with self._players(kind) as (connection, table):
            return ranked_by_name(connection, NameSearch(
                table, words_table(kind), "rating", PLAYER_COLUMNS, listed_player), text, limit)

    @contextmanager
    def _players(self, kind: ListKind) -> Iterator[tuple[sqlite3.Connection, str]]:
        """A connection and the table of a kind's players; :class:`NoStore` if the store
        holds no list of that kind."""
        with self.reading_names(players_table(kind), words_table(kind)) as connection:
            if not has_lists(connection) or connection.execute(
                    "SELECT 1 FROM lists WHERE kind = ?", (kind.value,)).fetchone() is None:
                raise NoStore(Missing.NO_LIST, self.path, kind=kind.value)
            yield connection, players_table(kind)

    @contextmanager
    def reading_names(self, table: str, words: str) -> Iterator[sqlite3.Connection]:
        """A read-only connection to the store (:meth:`reading`), whose list ``table`` made
        by an earlier version, without its names written out
        (:mod:`~elo_core.rating_list.indexing`), has them added first, once, under the write
        lock; :class:`NoStore` saying the list must be imported again where the store cannot
        be written to."""
        with self.reading() as connection:
            if not made_before(connection, table):
                yield connection
                return
        try:
            with writing(self) as connection:
                if made_before(connection, table):
                    index_names(connection, table, words)
        except sqlite3.OperationalError as error:
            raise NoStore(Missing.EARLIER_VERSION, self.path, detail=str(error)) from None
        with self.reading() as connection:
            yield connection


@contextmanager
def writing(store: RatingStore, cache_kib: int | None = None) -> Iterator[sqlite3.Connection]:
    """A connection to ``store`` (made where there is none) in a transaction under the write
    lock, committed at the end, rolled back on any error; ``cache_kib`` SQLite's page cache."""
    store.path.parent.mkdir(parents=True, exist_ok=True)
    with closing(sqlite3.connect(store.path, isolation_level=None)) as connection:
        if cache_kib is not None:
            connection.execute(f"PRAGMA cache_size = -{cache_kib}")
        connection.execute("BEGIN IMMEDIATE")
        try:
            yield connection
            connection.execute("COMMIT")
        except BaseException:
            connection.execute("ROLLBACK")
            raise


def lists_in(connection: sqlite3.Connection) -> list[LoadedList]:
    """FIDE's lists the store open on ``connection`` holds, standard, rapid, blitz (the DSB's
    DWZ list beside them is :mod:`elo_core.rating_list.dsb`'s); none where it has no table
    ``lists`` yet (an import reads them inside its own transaction)."""
    if not has_lists(connection):
        return []
    kinds = ", ".join(f"'{kind.value}'" for kind in ListKind)
    rows = connection.execute("SELECT kind, month, players, imported, source FROM lists "
                              f"WHERE kind IN ({kinds})").fetchall()
    loaded = [LoadedList(ListKind(kind), date.fromisoformat(month), players,
                         datetime.fromisoformat(imported), source)
              for kind, month, players, imported, source in rows]
    return sorted(loaded, key=lambda item: list(ListKind).index(item.kind))


def has_lists(connection: sqlite3.Connection) -> bool:
    """Whether the store open on ``connection`` has its table ``lists`` yet."""
    return connection.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' "
                              "AND name = 'lists'").fetchone() is not None
