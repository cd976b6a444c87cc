"""The store of FIDE's lists: one SQLite file (the standard library's ``sqlite3``) holding one
list of each kind, and the lookups on it, by FIDE ID and by name.

Where it is: ``--db PATH`` on the command line, else ``$ELO_DATA_DIR/rating_lists.sqlite3``,
else ``data/rating_lists.sqlite3`` in the app's folder (:func:`store_path`).

Each kind's players are a table of their own (``players_standard`` …) keyed by FIDE ID, with
each name folded both ways (:mod:`~elo_core.rating_list.folding`) and an index on each, so a
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
at each step. A store imported before the words were indexed finds by the first three steps.
"""

from __future__ import annotations

import json
import os
import sqlite3
from collections.abc import Callable, Iterator
from contextlib import closing, contextmanager
from datetime import date, datetime
from pathlib import Path

from elo_core.rating_list.folding import search_keys
from elo_core.rating_list.records import ListedPlayer, ListKind, LoadedList

__all__ = ["DATA_DIR_VARIABLE", "NoStore", "RatingStore", "lists_in", "store_path",
           "words_table"]

#: The environment variable naming the data folder.
DATA_DIR_VARIABLE = "ELO_DATA_DIR"
#: The store's file name in the data folder.
STORE_FILE = "rating_lists.sqlite3"
#: The data folder when the environment names none: ``data/`` beside the app.
DEFAULT_DATA_DIR = Path(__file__).resolve().parents[2] / "data"
#: The player columns, in the order :class:`ListedPlayer` takes them.
PLAYER_COLUMNS = ("fide_id", "name", "federation", "sex", "title", "women_title",
                  "other_titles", "rating", "games", "k", "birth_year", "inactive", "woman")
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


def _best_first(player: ListedPlayer) -> tuple[bool, int, str, int]:
    """The order within one step of a search: the higher rating first, then the name."""
    return player.rating is None, -(player.rating or 0), player.name, player.fide_id


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
        keys, limit = search_keys(text), max(1, min(limit, MOST_FOUND))
        found: dict[int, ListedPlayer] = {}
        if not keys:
            return []
        with self._players(kind) as (connection, table):
            steps = [*(_by_prefix(where) for where in _PREFIX_STEPS),
                     _by_words(words_table(kind))]
            for step in steps:
                batch: list[ListedPlayer] = []
                for key in keys:
                    batch += step(connection, table, key, limit + len(found))
                for player in sorted(batch, key=_best_first):
                    found.setdefault(player.fide_id, player)
                if len(found) >= limit:
                    break
        return list(found.values())[:limit]

    @contextmanager
    def _players(self, kind: ListKind) -> Iterator[tuple[sqlite3.Connection, str]]:
        """A connection and the table of a kind's players; :class:`NoStore` if the store
        holds no list of that kind."""
        with self.reading() as connection:
            if not _has_lists(connection) or connection.execute(
                    "SELECT 1 FROM lists WHERE kind = ?", (kind.value,)).fetchone() is None:
                raise NoStore(f"the store holds no {kind.value} list ({self.path})")
            yield connection, players_table(kind)


#: One step of a name search: the players of the table a folded search key matches, at most
#: a number of them, best rated first.
_Step = Callable[[sqlite3.Connection, str, str, int], list[ListedPlayer]]
#: The order within a step: no rating last.
_ORDER = "ORDER BY rating DESC, name, fide_id LIMIT :limit"
#: The first three steps of a name search (see the module), each a range of an index.
_PREFIX_STEPS = ("surname_first = :key OR given_first = :key",
                 "surname_first >= :key AND surname_first < :past",
                 "given_first >= :key AND given_first < :past")


def _crowded(connection: sqlite3.Connection, matching: str, values: dict[str, object]) -> bool:
    """Whether ``matching`` (a query of row IDs) finds ``CROWDED`` rows or more."""
    count: int = connection.execute(f"SELECT count(*) FROM ({matching} LIMIT {CROWDED})",
                                    values).fetchone()[0]
    return count == CROWDED


def _by_prefix(where: str) -> _Step:
    """The players whose folded names ``where`` takes (``:key`` and ``:past`` its range)."""

    def step(connection: sqlite3.Connection, table: str, key: str,
             limit: int) -> list[ListedPlayer]:
        values = {"key": key, "past": key + _PAST_PREFIX, "limit": limit}
        crowded = _crowded(connection, f"SELECT 1 FROM {table} WHERE {where}", values)
        by = f" INDEXED BY {table}_rating" if crowded else ""
        return list(map(_player, connection.execute(
            f"{_select(table)}{by} WHERE {where} {_ORDER}", values)))

    return step


def _by_words(words: str) -> _Step:
    """The players whose folded name holds each of the key's words as the start of one of its
    words, found in the full-text index ``words``; where thousands do, looked for down the
    players by rating, each word held against the name's words."""

    def step(connection: sqlite3.Connection, table: str, key: str,
             limit: int) -> list[ListedPlayer]:
        if connection.execute("SELECT 1 FROM sqlite_master WHERE name = ?",
                              (words,)).fetchone() is None:
            return []
        parts = key.split()
        values: dict[str, object] = {"limit": limit,
                                     "match": " ".join(f'"{part}"*' for part in parts)}
        ids = [fide_id for (fide_id,) in connection.execute(
            f"SELECT rowid FROM {words} WHERE {words} MATCH :match LIMIT {CROWDED}", values)]
        if len(ids) < CROWDED:  # the index asked once: its answer is held against the table
            values["ids"] = json.dumps(ids)
            return list(map(_player, connection.execute(
                f"{_select(table)} WHERE fide_id IN (SELECT value FROM json_each(:ids)) "
                f"{_ORDER}", values)))
        values |= {f"word{n}": f"* {part}*" for n, part in enumerate(parts)}
        held = " AND ".join(f"' ' || surname_first GLOB :word{n}" for n in range(len(parts)))
        return list(map(_player, connection.execute(
            f"{_select(table)} INDEXED BY {table}_rating WHERE {held} {_ORDER}", values)))

    return step


def lists_in(connection: sqlite3.Connection) -> list[LoadedList]:
    """The lists the store open on ``connection`` holds, standard, rapid, blitz; none where it
    has no table ``lists`` yet (an import reads them inside its own transaction)."""
    if not _has_lists(connection):
        return []
    rows = connection.execute(
        "SELECT kind, month, players, imported, source FROM lists").fetchall()
    loaded = [LoadedList(ListKind(kind), date.fromisoformat(month), players,
                         datetime.fromisoformat(imported), source)
              for kind, month, players, imported, source in rows]
    return sorted(loaded, key=lambda item: list(ListKind).index(item.kind))


def _has_lists(connection: sqlite3.Connection) -> bool:
    return connection.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' "
                              "AND name = 'lists'").fetchone() is not None
