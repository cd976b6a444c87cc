"""The store of FIDE's lists: one SQLite file (the standard library's ``sqlite3``) holding one
list of each kind, and the lookups on it, by FIDE ID and by name.

Where it is: ``--db PATH`` on the command line, else ``$ELO_DATA_DIR/rating_lists.sqlite3``,
else ``data/rating_lists.sqlite3`` in the app's folder (:func:`store_path`).

Each kind's players are a table of their own (``players_standard`` …) keyed by FIDE ID, with
each name folded both ways (:mod:`~elo_core.folding`) and an index on each, so a
name is found by an indexed range of its folded prefix, never by scanning the table; the table
``lists`` says each kind's month, player count, import time and file.

A name is found best match first: the folded name equal to the search (either order), then
names whose folded surname-first form begins with it (``carlsen`` → ``Carlsen, Magnus``), then
those whose given-names-first form does (``magnus c``), then those that hold each of its words
as the start of a word of theirs, anywhere and in any order (``lagrave`` and ``lagrave
maxime`` → ``Vachier-Lagrave, Maxime``; the words in SQLite's full-text index, FTS5, built
at the import, :func:`words_table`); within each, the higher rating first, then the name (a
prefix that thousands of names share, ``s``, is looked for down the players by rating, so that
it need not sort them all). A search with an umlaut looks for it both ways (``ü`` and ``ue``)
at each step, and one without looks also for the umlauts its ``ae``, ``oe``, ``ue`` may be,
in the names that have them there (``mueller`` → ``Müller, Jürgen``, not ``Muller``), ranked
in the same step as the name written so would be: by the names kept with their umlauts
written out, an indexed range as any other step's (:mod:`~elo_core.rating_list.indexing`).
A store imported before those were kept, or folded by an earlier fold, is brought up to date
on its first lookup.
"""

from __future__ import annotations

import json
import os
import sqlite3
from collections.abc import Callable, Iterator
from contextlib import closing, contextmanager
from datetime import date, datetime
from functools import partial
from pathlib import Path
from typing import Any, NamedTuple

from elo_core.folding import search_keys, umlauts_read
from elo_core.rating_list.indexing import WRITTEN, brought_up_to_date, made_before, player_key
from elo_core.rating_list.records import ListedPlayer, ListKind, LoadedList

__all__ = ["DATA_DIR_VARIABLE", "LISTS_TABLE", "NameSearch", "NoStore", "RatingStore",
           "has_lists", "lists_in", "ranked_by_name", "store_path", "words_table", "writing"]

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
#: Above every character a folded name can hold: the end of a prefix's range.
_PAST_PREFIX = "\U0010ffff"
#: How many names one prefix must match for its search to walk the players by rating (the
#: rating index) rather than sort all it matches: a prefix that many names share is met among
#: the best rated within a few thousand rows, a rarer one is quicker sorted.
CROWDED = 5000
#: The most players one name search gives.
MOST_FOUND = 100


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


class NoStore(Exception):
    """There is no store at the path yet, or the file there is not one."""


def _select(table: str) -> str:
    return f"SELECT {', '.join(PLAYER_COLUMNS)} FROM {table}"


def _player(row: tuple[object, ...]) -> ListedPlayer:
    values = list(row)
    values[-2:] = [bool(values[-2]), bool(values[-1])]
    return ListedPlayer(*values)  # type: ignore[arg-type]


class NameSearch(NamedTuple):
    """What :func:`ranked_by_name` looks through: a table with the columns ``name``,
    ``surname_first`` and ``given_first`` and the names written out, indexed
    (:func:`~elo_core.rating_list.indexing.index_names`), and an index ``{table}_{rating}``;
    the columns it gives, the first of them each row's key; the rating that orders the best
    match first."""

    table: str
    columns: tuple[str, ...]
    rating: str
    #: The full-text index of the table's folded names' words (:func:`words_table`), keyed by
    #: the table's rowid, for the last step.
    words: str


def ranked_by_name(connection: sqlite3.Connection, search: NameSearch, text: str,
                   limit: int) -> list[tuple[Any, ...]]:
    """The rows of ``search.table`` whose name matches ``text``, best match first (see the
    module), at most ``limit`` (up to ``MOST_FOUND``); none for a text with no letter or
    digit."""
    keys, limit = search_keys(text), max(1, min(limit, MOST_FOUND))
    # each key, and each reading of its ae/oe/ue as umlauts, kept for names written so
    searched = [(key, key) for key in keys] + [
        (read, key) for key in keys for read in umlauts_read(key) if read not in keys]
    table, rating = search.table, search.rating
    at_rating, at_name = search.columns.index(rating), search.columns.index("name")
    selected = f"SELECT {', '.join(search.columns)} FROM {table}"
    order = f"ORDER BY {rating} DESC, name, {search.columns[0]} LIMIT :limit"  # none: last
    queries = ("surname_first = :key OR given_first = :key",
               "surname_first >= :key AND surname_first < :past",
               "given_first >= :key AND given_first < :past")
    # the same step for a key read from umlauts: the names whose umlauts written out give
    # the text as typed (``:written``, ``:beyond`` its range), by that column's index
    surname, given = WRITTEN
    written = (f"({surname} = :written OR {given} = :written)",
               f"{surname} >= :written AND {surname} < :beyond",
               f"{given} >= :written AND {given} < :beyond")
    indices = ("", f" INDEXED BY {table}_{surname}", f" INDEXED BY {table}_{given}")

    def best_first(row: tuple[Any, ...]) -> tuple[bool, int, str, Any]:
        """The order within one step: the higher rating first, then the name."""
        return row[at_rating] is None, -(row[at_rating] or 0), row[at_name], row[0]

    def by_prefix(step: int, key: str, values: dict[str, object]) -> list[tuple[Any, ...]]:
        """The rows whose folded names the step's query takes (``:key`` and ``:past`` its
        range), for a key read from umlauts those whose names written out do; where
        thousands do, looked for down the rows by rating."""
        values |= {"key": key, "past": key + _PAST_PREFIX}
        plain = values["written"] == key
        counted, index = (queries[step], "") if plain else (written[step], indices[step])
        where = counted if plain else f"{counted} AND ({queries[step]})"
        crowded = connection.execute(  # counted in the index alone
            f"SELECT count(*) FROM (SELECT 1 FROM {table}{index} WHERE {counted} "
            f"LIMIT {CROWDED})", values).fetchone()[0] == CROWDED
        by = f" INDEXED BY {table}_{rating}" if crowded else index
        return connection.execute(f"{selected}{by} WHERE {where} {order}", values).fetchall()

    def by_words(words: str, key: str, values: dict[str, object]) -> list[tuple[Any, ...]]:
        """The rows whose folded name holds each of the key's words as the start of one of its
        words, found in the full-text index ``words``; where thousands do, looked for down the
        rows by rating, each word held against the name's words. For a key read from umlauts
        the words as typed are looked for in the names written out (the index's keys below 0),
        each of the key's words then held against the folded name."""
        typed = str(values["written"]).split()
        plain = typed == key.split()
        values["match"] = " ".join(f'"{part}"*' for part in typed)
        values |= {f"typed{n}": f"* {part}*" for n, part in enumerate(typed)}
        values |= {f"word{n}": f"* {part}*" for n, part in enumerate(key.split())}
        folded = "" if plain else "".join(
            f" AND ' ' || surname_first GLOB :word{n}" for n in range(len(typed)))
        ids = [player_key(row_id) for (row_id,) in connection.execute(
            f"SELECT rowid FROM {words} WHERE {words} MATCH :match AND rowid "
            f"{'>= 0' if plain else '< 0'} LIMIT {CROWDED}", values)]
        if len(ids) < CROWDED:  # the index asked once: its answer is held against the table
            values["ids"] = json.dumps(ids)
            return connection.execute(
                f"{selected} WHERE rowid IN (SELECT value FROM json_each(:ids)){folded} "
                f"{order}", values).fetchall()
        column = "surname_first" if plain else surname
        each = " AND ".join(f"' ' || {column} GLOB :typed{n}" for n in range(len(typed)))
        return connection.execute(f"{selected} INDEXED BY {table}_{rating} WHERE {each}"
                                  f"{folded} {order}", values).fetchall()

    steps: list[Callable[[str, dict[str, object]], list[tuple[Any, ...]]]] = [
        *(partial(by_prefix, step) for step in range(len(queries))),
        partial(by_words, search.words)]
    found: dict[Any, tuple[Any, ...]] = {}
    for take in steps if keys else ():
        step: list[tuple[Any, ...]] = []
        for key, typed in searched:
            step += take(key, {"limit": limit + len(found), "written": typed,
                               "beyond": typed + _PAST_PREFIX})
        for row in sorted(step, key=best_first):
            found.setdefault(row[0], row)
        if len(found) >= limit:
            break
    return list(found.values())[:limit]


class RatingStore:
    """The store at ``path`` (see :func:`store_path`), opened for each question and closed
    after it: a page's sessions share the file, not a connection."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = store_path(path)

    @contextmanager
    def reading(self) -> Iterator[sqlite3.Connection]:
        """A read-only connection; :class:`NoStore` if there is no store."""
        if not self.path.is_file():
            raise NoStore(f"no rating list has been loaded yet (no store at {self.path})")
        try:
            with closing(sqlite3.connect(f"{self.path.resolve().as_uri()}?mode=ro",
                                         uri=True)) as connection:
                connection.execute("SELECT 1 FROM sqlite_master LIMIT 1")
                yield connection
        except sqlite3.DatabaseError as error:
            raise NoStore(f"{self.path} is not a rating list store ({error})") from None

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
        return None if row is None else _player(row)

    def find(self, text: str, kind: ListKind = ListKind.STANDARD,
             limit: int = 10) -> list[ListedPlayer]:
        """The players whose name matches ``text``, best match first (see the module), at most
        ``limit`` (up to ``MOST_FOUND``); none for a text with no letter or digit."""
        with self._players(kind) as (connection, table):
            rows = ranked_by_name(connection, NameSearch(table, PLAYER_COLUMNS, "rating",
                                                             words_table(kind)), text, limit)
        return list(map(_player, rows))

    @contextmanager
    def _players(self, kind: ListKind) -> Iterator[tuple[sqlite3.Connection, str]]:
        """A connection and the table of a kind's players; :class:`NoStore` if the store
        holds no list of that kind."""
        with self.reading_names(players_table(kind), words_table(kind)) as connection:
            if not has_lists(connection) or connection.execute(
                    "SELECT 1 FROM lists WHERE kind = ?", (kind.value,)).fetchone() is None:
                raise NoStore(f"the store holds no {kind.value} list ({self.path})")
            yield connection, players_table(kind)

    @contextmanager
    def reading_names(self, table: str, words: str) -> Iterator[sqlite3.Connection]:
        """A read-only connection to the store (:meth:`reading`), whose list ``table`` made
        by an earlier version (its names folded by an earlier fold, or not written out,
        :mod:`~elo_core.rating_list.indexing`) is brought up to date first, once, under the
        write lock; :class:`NoStore` saying the list must be imported again where the store cannot
        be written to."""
        with self.reading() as connection:
            if not made_before(connection, table):
                yield connection
                return
        try:
            with writing(self) as connection:
                if made_before(connection, table):
                    brought_up_to_date(connection, table, words)
        except sqlite3.OperationalError as error:
            raise NoStore(f"the list in {self.path} was imported by an earlier version and "
                          f"cannot be brought up to date ({error}): import it again") from None
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
