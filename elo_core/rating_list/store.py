"""Keeps FIDE's lists in a store: one SQLite file (the standard library's ``sqlite3``) keeping every
month of each kind imported, until the operator removes one, and the lookups on it, by FIDE ID and
by name, in the month asked for (the latest kept where none is).

Where it is: ``--db PATH`` on the command line, else ``$ELO_DATA_DIR/rating_lists.sqlite3``,
else ``data/rating_lists.sqlite3`` in the app's folder (:func:`store_path`).

Each list, a kind's month, is a table of its own (``players_standard_2026_12``) keyed by FIDE ID,
with each name folded both ways (:mod:`~elo_core.folding`) and an index on each, so a
name is found by an indexed range of its folded prefix, never by scanning the table; its
names' words in a full-text index of its own (``words_standard_2026_12``). The table ``lists``
says each list's kind and month, player count, import time, file and tables
(:class:`KeptList`); the lists are written by :mod:`~elo_core.rating_list.keeping`. A lookup
reads one month's tables, so twelve months kept cost it no more than one.

A name is found best match first by :func:`~elo_core.rating_list.ranking.ranked_by_name`:
the exact name, then the names it begins, then those that hold its words, the higher rating
first within each, umlauts found written either way.

The store is written in SQLite's write-ahead log (``journal_mode=WAL``): a lookup while a list
is imported reads the lists as they were before the import, never waits for it, and reads the
new one once it is in (an import is one transaction: :func:`writing`). A reader in a folder it
may not write to (where SQLite cannot make the log's index beside the store) reads the store as
a file that does not change (``immutable``), as it then cannot.

What goes wrong is :class:`NoStore`, its :class:`Missing` saying what: no store, a file that is
none, a store that cannot be written (a read-only file or folder), a full disk, an import
already writing it, a row that is not as an import writes it (changed by hand, or the file
damaged: ``DAMAGED``, each row read checked), never SQLite's own exception.

A store of an earlier version is read as it is: the version that kept one list of each kind
named its tables by the kind alone (``players_standard``), which its ``lists`` implies, and its
``lists`` is brought up to date by the next import or removal; one made before the names were
kept written out, or whose names an earlier fold folded, is brought up to date on the first
lookup of each of its months (:mod:`~elo_core.rating_list.indexing`).
"""

from __future__ import annotations

import errno
import os
import re
import sqlite3
from collections.abc import Iterable, Iterator
from contextlib import closing, contextmanager, suppress
from datetime import date, datetime
from enum import StrEnum
from pathlib import Path
from typing import Any, NamedTuple

from elo_core.rating_list.indexing import brought_up_to_date, made_before
from elo_core.rating_list.naming import still_to_come
from elo_core.rating_list.ranking import NameSearch, ranked_by_name
from elo_core.rating_list.records import ListedPlayer, Listing, ListKind, LoadedList

__all__ = ["DATA_DIR_VARIABLE", "LISTS_TABLE", "KeptList", "Missing", "NoStore", "RatingStore",
           "Tampered", "checked", "kept_lists", "listed_player", "store_error", "store_path",
           "writing"]

#: The environment variable naming the data folder.
DATA_DIR_VARIABLE = "ELO_DATA_DIR"
#: The store's file name in the data folder.
STORE_FILE = "rating_lists.sqlite3"
#: The data folder when the environment names none: ``data/`` beside the app.
DEFAULT_DATA_DIR = Path(__file__).resolve().parents[2] / "data"
#: The player columns, in the order :class:`ListedPlayer` takes them.
PLAYER_COLUMNS = ("fide_id", "name", "federation", "sex", "title", "women_title",
                  "other_titles", "rating", "games", "k", "birth_year", "inactive", "woman")
#: The table of the lists kept: each list's kind and month (the DSB's DWZ list: ``dwz`` and
#: its day), players, import time, file, and the tables of its players and of their names'
#: words.
LISTS_TABLE = ("CREATE TABLE IF NOT EXISTS lists (kind TEXT NOT NULL, month TEXT NOT NULL, "
               "players INTEGER NOT NULL, imported TEXT NOT NULL, source TEXT NOT NULL, "
               "players_table TEXT NOT NULL, words_table TEXT NOT NULL, "
               "PRIMARY KEY (kind, month))")
#: The columns of ``lists`` a list is read from.
_LISTS_COLUMNS = ("kind", "month", "players", "imported", "source", "players_table",
                  "words_table")
#: The name of a table of a list's: its players' or its names' words.
_OUR_TABLE = re.compile(r"(players|words)_[a-z0-9_]+")
#: The types of :data:`PLAYER_COLUMNS`' values.
_PLAYER_TYPES: tuple[type | tuple[type, ...], ...] = (
    int, str, str, str, str, str, str, (int, type(None)), (int, type(None)),
    (int, type(None)), (int, type(None)), int, int)
#: The tables of a list as the version that kept one list of each kind named them.
_TABLES_BEFORE = "'players_' || kind, 'words_' || kind"


def store_path(given: Path | None = None) -> Path:
    """Returns the store's file: ``given``, else in ``$ELO_DATA_DIR``, else in ``data/``."""
    if given is not None:
        return given
    folder = os.environ.get(DATA_DIR_VARIABLE)
    return (Path(folder) if folder else DEFAULT_DATA_DIR) / STORE_FILE


class Missing(StrEnum):
    """What a lookup did not find in the store."""

    NO_STORE = "no-store"
    """No file at the store's path: no list has been loaded yet."""
    NOT_A_STORE = "not-a-store"
    """The file there is not a store SQLite can read."""
    NO_LIST = "no-list"
    """The store holds no list of the kind asked for."""
    NO_MONTH = "no-month"
    """The store keeps lists of the kind, but not the month asked for."""
    EARLIER_VERSION = "earlier-version"
    """The list was imported by an earlier version and cannot be brought up to date here."""
    READ_ONLY = "read-only"
    """The store, or the folder it is in, cannot be written to."""
    FULL = "full"
    """The disk the store is on is full."""
    BUSY = "busy"
    """Another import or removal is writing the store."""
    DAMAGED = "damaged"
    """A row of the store is not as an import writes it: changed by hand, or the file
    damaged."""
    UNREADABLE = "unreadable"
    """The system could not read or write the store's file."""


_MISSING_ENGLISH = {
    Missing.NO_STORE: "no rating list has been loaded yet (no store at {path})",
    Missing.NOT_A_STORE: "{path} is not a rating list store ({detail})",
    Missing.NO_LIST: "the store holds no {kind} list ({path})",
    Missing.NO_MONTH: "the store keeps no {kind} list of {month} (it keeps {kept})",
    Missing.EARLIER_VERSION: "the list in {path} was imported by an earlier version and cannot "
                             "be brought up to date ({detail}): import it again",
    Missing.READ_ONLY: "the store {path} cannot be written: it or its folder is read-only "
                       "({detail}); it is left as it was",
    Missing.FULL: "the disk of the store {path} is full ({detail}); the store is left as it "
                  "was",
    Missing.BUSY: "another import or removal is writing the store {path}; try again when it "
                  "has finished",
    Missing.DAMAGED: "the store {path} is damaged ({detail}): move it away and import the "
                     "lists again",
    Missing.UNREADABLE: "the store {path} could not be read or written ({detail})",
}
#: What each of SQLite's primary result codes says of the store.
_BY_CODE = {sqlite3.SQLITE_READONLY: Missing.READ_ONLY, sqlite3.SQLITE_CANTOPEN: Missing.READ_ONLY,
            sqlite3.SQLITE_PERM: Missing.READ_ONLY, sqlite3.SQLITE_FULL: Missing.FULL,
            sqlite3.SQLITE_BUSY: Missing.BUSY, sqlite3.SQLITE_LOCKED: Missing.BUSY,
            sqlite3.SQLITE_NOTADB: Missing.NOT_A_STORE, sqlite3.SQLITE_CORRUPT: Missing.DAMAGED,
            sqlite3.SQLITE_ERROR: Missing.DAMAGED}
#: What each system error says of the store's folder.
_BY_ERRNO = {errno.EACCES: Missing.READ_ONLY, errno.EPERM: Missing.READ_ONLY,
             errno.EROFS: Missing.READ_ONLY, errno.ENOSPC: Missing.FULL,
             errno.EDQUOT: Missing.FULL}


class NoStore(Exception):
    """The store cannot answer: ``missing`` says why, ``path`` is the store's file, ``kind``
    the list asked for (``dwz`` the DSB's), ``month`` the month asked for and ``kept`` the
    months the store keeps of the kind, newest first (``NO_MONTH``), and ``detail`` SQLite's
    own words, where it gave any; a page words them in its own language, ``str()`` in
    English."""

    def __init__(self, missing: Missing, path: Path, *, kind: str = "",
                 month: date | None = None, kept: tuple[date, ...] = (),
                 detail: str = "") -> None:
        super().__init__(missing, path)
        self.missing, self.path, self.kind, self.detail = missing, path, kind, detail
        self.month, self.kept = month, kept

    def __str__(self) -> str:
        return _MISSING_ENGLISH[self.missing].format(
            path=self.path, kind="DWZ" if self.kind == "dwz" else self.kind, detail=self.detail,
            month="" if self.month is None else f"{self.month:%Y-%m}",
            kept=", ".join(f"{month:%Y-%m}" for month in self.kept))


class Tampered(sqlite3.DatabaseError):
    """A row of the store that is not as an import writes it; :func:`store_error` makes it
    :class:`NoStore` (``DAMAGED``) with the store's path."""


def store_error(error: sqlite3.Error | OSError, path: Path) -> NoStore:
    """Turns what SQLite's ``error`` (or the system's, making the store's folder) says of the store
    at ``path``, as :class:`NoStore`; its own words as the detail."""
    if isinstance(error, Tampered):
        return NoStore(Missing.DAMAGED, path, detail=str(error))
    if isinstance(error, OSError):
        return NoStore(_BY_ERRNO.get(error.errno or 0, Missing.UNREADABLE), path,
                       detail=error.strerror or str(error))
    code = getattr(error, "sqlite_errorcode", None)
    missing = Missing.UNREADABLE if code is None else _BY_CODE.get(code & 0xFF,
                                                                  Missing.UNREADABLE)
    return NoStore(missing, path, detail=str(error))


def checked(row: tuple[Any, ...], kinds: tuple[type | tuple[type, ...], ...],
            columns: tuple[str, ...]) -> tuple[Any, ...]:
    """Returns ``row`` where each value is of its column's ``kinds`` (SQLite keeps what a column is
    given, whatever its type); :class:`Tampered`, naming the column and value, where one is not."""
    # a lookup of many names reads tens of thousands of rows: the common case in one pass
    if len(row) == len(kinds) == len(columns) and all(map(isinstance, row, kinds)):
        return row
    for value, kind, column in zip(row, kinds, columns, strict=True):
        if not isinstance(value, kind):
            raise Tampered(f"the {column} {value!r} of the row {row[0]!r} is not as an import "
                           "writes it")
    return row


class KeptList(NamedTuple):
    """One list in the store's ``lists``: its kind (a :class:`ListKind`'s value, or ``dwz``),
    month (the DWZ list's: its day), players, import time (UTC), file, and its tables."""

    kind: str
    month: date
    players: int
    imported: datetime
    source: str
    players_table: str
    words_table: str

    def loaded(self) -> LoadedList:
        """Returns the list as the pages and the command line see one of FIDE's."""
        return LoadedList(ListKind(self.kind), self.month, self.players, self.imported,
                          self.source)


def kept_lists(connection: sqlite3.Connection, kind: str | None = None) -> list[KeptList]:
    """Returns the lists that the store open on ``connection`` keeps (of ``kind``, where given):
    FIDE's standard, rapid and blitz, then the DSB's DWZ list, each kind's newest month first; none
    where it has no table ``lists`` yet. A store of the version that kept one list of each kind is
    read as it is (see the module)."""
    columns = {row[1] for row in connection.execute("PRAGMA table_info(lists)")}
    if not columns:
        return []
    tables = "players_table, words_table" if "players_table" in columns else _TABLES_BEFORE
    where, values = ("WHERE kind = ?", (kind,)) if kind is not None else ("", ())
    rows = connection.execute(f"SELECT kind, month, players, imported, source, {tables} "
                              f"FROM lists {where} ORDER BY month DESC", values).fetchall()
    order = [*(item.value for item in ListKind), "dwz"]
    kept = [_kept(row) for row in rows if row[0] in order]
    return sorted(kept, key=lambda item: order.index(item.kind))


def latest(kept: Iterable[KeptList]) -> KeptList | None:
    """Returns the first of ``kept`` (newest first) whose month can be out today: a list of a
    month still to come (:func:`~elo_core.rating_list.naming.still_to_come`), which an earlier
    version could import, is kept and can be asked for by its month, but is never the latest;
    ``None`` where every list is of a month to come, or there is none."""
    today = date.today()
    return next((item for item in kept if not still_to_come(item.month, today)), None)


def _kept(row: tuple[Any, ...]) -> KeptList:
    """Reads a row of ``lists`` as the list kept; raises :class:`Tampered` where it is not as
    an import writes it (a month that is no day, a count that is no number, a table's name
    that is not one of ours)."""
    kind, month, players, imported, source, players_table, words_table = checked(
        row, (str, str, int, str, str, str, str), _LISTS_COLUMNS)
    try:
        if players < 0 or not all(map(_OUR_TABLE.fullmatch, (players_table, words_table))):
            raise ValueError
        return KeptList(kind, date.fromisoformat(month), players,
                        datetime.fromisoformat(imported), source, players_table, words_table)
    except ValueError:
        raise Tampered(f"the {kind} list's row of {month!r} is not as an import writes "
                       "it") from None


def _select(table: str) -> str:
    return f"SELECT {', '.join(PLAYER_COLUMNS)} FROM {table}"


def listed_player(row: tuple[Any, ...]) -> ListedPlayer:
    """Reads the player of a row of :data:`PLAYER_COLUMNS` (the flags stored as 0 and 1);
    :class:`Tampered` where a value is not of its column's type."""
    (fide_id, name, federation, sex, title, women_title, other_titles, rating, games, k,
     birth_year, inactive, woman) = checked(row, _PLAYER_TYPES, PLAYER_COLUMNS)
    return ListedPlayer(fide_id, name, federation, sex, title, women_title, other_titles,
                        rating, games, k, birth_year, bool(inactive), bool(woman))


class RatingStore:
    """Opens the store at ``path`` (see :func:`store_path`) for each question and closes it after
    it: a page's sessions share the file, not a connection. Where a lookup takes a ``month`` (its
    first day), ``None`` is the latest month kept of the kind."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = store_path(path)

    def _opened(self) -> sqlite3.Connection:
        """Opens a read-only connection and reads the store's schema; in a folder where SQLite
        cannot make the write-ahead log's index, opens one that reads the store as a file that
        does not change (no import can write it there either)."""
        uri = f"{self.path.resolve().as_uri()}?mode=ro"
        connection = sqlite3.connect(uri, uri=True)
        try:
            connection.execute("SELECT 1 FROM sqlite_master LIMIT 1")
        except sqlite3.Error as error:
            connection.close()
            if getattr(error, "sqlite_errorcode", 0) & 0xFF != sqlite3.SQLITE_READONLY:
                raise
            connection = sqlite3.connect(f"{uri}&immutable=1", uri=True)
            connection.execute("SELECT 1 FROM sqlite_master LIMIT 1")
        return connection

    @contextmanager
    def reading(self) -> Iterator[sqlite3.Connection]:
        """Opens a read-only connection; raises :class:`NoStore` if there is no store, or where
        SQLite cannot read it (:func:`store_error`)."""
        if not self.path.is_file():
            raise NoStore(Missing.NO_STORE, self.path)
        try:
            with closing(self._opened()) as connection:
                yield connection
        except sqlite3.Error as error:
            raise store_error(error, self.path) from None

    def _kept_lists(self, kind: ListKind | None = None) -> list[KeptList]:
        if not self.path.is_file():
            return []
        with self.reading() as connection:
            kept = kept_lists(connection, None if kind is None else kind.value)
        return [item for item in kept if item.kind != "dwz"]

    def kept(self, kind: ListKind | None = None) -> list[LoadedList]:
        """Returns every list of FIDE's kept (of ``kind``, where given), standard, rapid,
        blitz, each kind's newest month first (a month still to come too, :func:`latest`); none
        where there is no store."""
        return [item.loaded() for item in self._kept_lists(kind)]

    def lists(self) -> list[LoadedList]:
        """Returns the latest list kept of each kind (:func:`latest`), standard, rapid, blitz; none
        where there is no store."""
        kept = self._kept_lists()
        found = (latest(item for item in kept if item.kind == kind.value) for kind in ListKind)
        return [item.loaded() for item in found if item is not None]

    def loaded(self, kind: ListKind, month: date | None = None) -> LoadedList | None:
        """Returns the list of ``kind`` and ``month`` kept (the latest, :func:`latest`, where
        ``None``), or ``None``."""
        kept = self._kept_lists(kind)
        chosen = (latest(kept) if month is None
                  else next((item for item in kept if item.month == month), None))
        return None if chosen is None else chosen.loaded()

    def by_id(self, fide_id: int, kind: ListKind = ListKind.STANDARD,
              month: date | None = None) -> ListedPlayer | None:
        """Returns the player of ``fide_id`` in the list of ``kind`` and ``month``, or ``None``."""
        with self.reading_list(kind.value, month) as (connection, kept):
            row = connection.execute(f"{_select(kept.players_table)} WHERE fide_id = ?",
                                     (fide_id,)).fetchone()
            return None if row is None else listed_player(row)

    def find(self, text: str, kind: ListKind = ListKind.STANDARD, limit: int = 10,
             month: date | None = None) -> list[ListedPlayer]:
        """Finds the players of the list of ``kind`` and ``month`` whose name matches ``text``, best
        match first (see the module), at most ``limit`` (up to
        :data:`~elo_core.rating_list.ranking.MOST_FOUND`); none for a text with no letter or
        digit."""
        with self.reading_list(kind.value, month) as (connection, kept):
            return ranked_by_name(connection, NameSearch(
                kept.players_table, kept.words_table, "rating", PLAYER_COLUMNS, listed_player),
                text, limit)

    def rating_in(self, fide_id: int, month: date,
                  kind: ListKind = ListKind.STANDARD) -> int | None:
        """Returns the rating of the player of ``fide_id`` on the list of ``kind`` of ``month`` (the
        list an event of that month is rated with); ``None`` where that list holds the player
        without a rating or not at all; :class:`NoStore` where the store keeps no such list."""
        player = self.by_id(fide_id, kind, month)
        return None if player is None else player.rating

    def histories(self, fide_ids: Iterable[int],
                  kind: ListKind = ListKind.STANDARD) -> dict[int, list[Listing]]:
        """Returns each player's lines on every list of ``kind`` kept, oldest month first (a month
        whose list does not hold the player left out): their rating history. Empty where the store
        keeps no list of ``kind``."""
        wanted = list(dict.fromkeys(fide_ids))
        histories: dict[int, list[Listing]] = {fide_id: [] for fide_id in wanted}
        if not wanted or not self.path.is_file():
            return histories
        marks = ", ".join("?" * len(wanted))
        with self.reading() as connection:
            for kept in reversed(kept_lists(connection, kind.value)):
                rows = connection.execute(f"{_select(kept.players_table)} WHERE fide_id IN "
                                          f"({marks})", wanted)
                for row in rows:
                    player = listed_player(row)
                    histories[player.fide_id].append(Listing(kept.month, player))
        return histories

    def history(self, fide_id: int, kind: ListKind = ListKind.STANDARD) -> list[Listing]:
        """Returns the player's lines on every list of ``kind`` kept, oldest month first
        (:meth:`histories`)."""
        return self.histories((fide_id,), kind)[fide_id]

    @contextmanager
    def reading_list(self, kind: str, month: date | None = None
                     ) -> Iterator[tuple[sqlite3.Connection, KeptList]]:
        """Opens a read-only connection and returns the list of ``kind`` (a :class:`ListKind`'s
        value, or ``dwz``) and ``month`` (the latest where ``None``); :class:`NoStore` where the
        store keeps none. A list an earlier version made (its names folded by an earlier fold, or
        not written out, :mod:`~elo_core.rating_list.indexing`) is brought up to date first, once,
        under the write lock; where the store cannot be written to, :class:`NoStore` says to import
        it again."""
        with self.reading() as connection:
            kept = self._chosen(connection, kind, month)
            if not made_before(connection, kept.players_table):
                yield connection, kept
                return
        try:
            with writing(self) as connection:
                if made_before(connection, kept.players_table):
                    brought_up_to_date(connection, kept.players_table, kept.words_table)
        except NoStore as error:
            raise NoStore(Missing.EARLIER_VERSION, self.path, detail=error.detail) from None
        with self.reading() as connection:
            yield connection, self._chosen(connection, kind, month)

    def _chosen(self, connection: sqlite3.Connection, kind: str,
                month: date | None) -> KeptList:
        """Finds the list of ``kind`` and ``month`` (the latest where ``None``) the store keeps;
        raises :class:`NoStore` where it keeps none of the kind, or not that month."""
        kept = kept_lists(connection, kind)
        if not kept:
            raise NoStore(Missing.NO_LIST, self.path, kind=kind)
        chosen = (latest(kept) if month is None
                  else next((item for item in kept if item.month == month), None))
        if chosen is None and month is None:
            raise NoStore(Missing.NO_LIST, self.path, kind=kind)
        if chosen is None:
            raise NoStore(Missing.NO_MONTH, self.path, kind=kind, month=month,
                          kept=tuple(item.month for item in kept))
        return chosen


@contextmanager
def writing(store: RatingStore, cache_kib: int | None = None) -> Iterator[sqlite3.Connection]:
    """Opens a connection to ``store`` (made where there is none) in a transaction under the write
    lock, committed at the end, rolled back on any error, so that the store is left as it was;
    ``cache_kib`` is SQLite's page cache. The store is put in the write-ahead log's mode (see the
    module), and the log written back into it after the commit as far as the readers then let it.
    What SQLite or the system says goes wrong is :class:`NoStore` (:func:`store_error`)."""
    try:
        store.path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise store_error(error, store.path) from None
    try:
        with closing(sqlite3.connect(store.path, isolation_level=None)) as connection:
            connection.execute("PRAGMA journal_mode = WAL")
            if cache_kib is not None:
                connection.execute(f"PRAGMA cache_size = -{cache_kib}")
            connection.execute("BEGIN IMMEDIATE")
            try:
                yield connection
                connection.execute("COMMIT")
            except BaseException:
                if connection.in_transaction:
                    with suppress(sqlite3.Error):
                        connection.execute("ROLLBACK")
                raise
            with suppress(sqlite3.Error):
                connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    except sqlite3.Error as error:
        raise store_error(error, store.path) from None
