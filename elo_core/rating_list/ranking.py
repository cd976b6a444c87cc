"""Finds a list's players by name, best match first. This is the one search FIDE's lists and the
DSB's DWZ list share (:func:`ranked_by_name`).

The search looks in four steps, each only as far as the ones before found too few:

1. the names equal to the search, surname first or given names first (``carlsen magnus``,
   ``magnus carlsen``);
2. the names whose surname-first form begins with it (``carlsen`` → ``Carlsen, Magnus``);
3. those whose given-names-first form does (``magnus c``);
4. those that hold each of its words as the start of a word of theirs, anywhere and in any
   order (``lagrave maxime`` → ``Vachier-Lagrave, Maxime``), by the full-text index of the
   names' words (:mod:`~elo_core.rating_list.indexing`).

Within a step the higher rating comes first, then the name. Steps 1–3 are an indexed range of
the folded names, never a scan: where a range holds thousands of names (``s``), the names are
walked down the rating index instead, which meets the best rated of them within a few thousand
rows rather than sorting them all.

A search is made in each form :func:`~elo_core.folding.search_keys` gives (``ü`` also as
``ue``, ``o brien`` also as ``obrien``), and each of its ``ae``, ``oe``, ``ue`` also read as
the umlaut it may stand for (:func:`~elo_core.folding.umlauts_read`: ``mueller`` → ``muller``).
Such a reading is looked for only in the names that have the umlaut there: by the names kept
with their umlauts written out (``surname_written``, ``given_written``), which must match the
search as typed, and of those the ones whose folded name matches the reading. So ``Mueller``
finds ``Müller`` but not ``Muller``, in the same step as ``Mueller`` itself.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import Any, Generic, NamedTuple, TypeVar

from elo_core.folding import search_keys, umlauts_read
from elo_core.rating_list.indexing import WRITTEN, player_key

__all__ = ["MOST_FOUND", "NameSearch", "ranked_by_name"]

#: The most players one name search gives.
MOST_FOUND = 100
#: How many names one range or word must match for its step to walk the players down the
#: rating index rather than sort all it matches: a prefix that many names share is met among
#: the best rated within a few thousand rows, a rarer one is quicker sorted.
CROWDED = 5000
#: Above every character a folded name can hold: the end of a prefix's range.
_PAST = "\U0010ffff"

Player = TypeVar("Player")


@dataclass(frozen=True)
class NameSearch(Generic[Player]):
    """Where a name is looked for and what a row found becomes.

    ``table`` holds the columns ``name``, ``surname_first`` and ``given_first`` (the folded
    names, each with its index ``{table}_{column}``) and the names written out
    (:func:`~elo_core.rating_list.indexing.index_names`); ``words`` is the full-text index of
    its names' words; ``rating`` the column that puts the best match first (its index
    ``{table}_{rating}``); ``columns`` the columns a player is read from, their key first;
    ``player`` makes a player of those columns' values."""

    table: str
    words: str
    rating: str
    columns: tuple[str, ...]
    player: Callable[[tuple[Any, ...]], Player]


class _Form(NamedTuple):
    """Holds one form the search looks for: ``folded``, held against the names' folded forms,
    and ``typed``, the search's own form it was read from (the same unless ``folded`` reads
    its ``ae``, ``oe``, ``ue`` as umlauts), held against the names written out."""

    folded: str
    typed: str

    @property
    def read(self) -> bool:
        """Whether this form reads umlauts into the search."""
        return self.folded != self.typed


class _Step(NamedTuple):
    """Describes a step by the folded names' indices: the names it takes, as a condition on
    their folded forms (``:key`` and ``:key_past`` bound the range) and the same on the names
    written out (``:typed``, ``:typed_past``), with that column's index (``""``: SQLite
    chooses)."""

    folded: str
    written: str
    written_index: str


class _Found(NamedTuple, Generic[Player]):
    """Holds a row found: what orders it within its step, its key and the player it is."""

    rating: int | None
    name: str
    key: Any
    player: Player

    def best_first(self) -> tuple[bool, int, str, Any]:
        """Returns the order within a step: the higher rating first (none last), then the
        name."""
        return self.rating is None, -(self.rating or 0), self.name, self.key


def _range(column: str, key: str) -> str:
    """Writes the condition that ``column`` is within the range of the prefix ``:key`` (to
    ``:key_past``)."""
    return f"{column} >= :{key} AND {column} < :{key}_past"


_SURNAME, _GIVEN = WRITTEN
_EXACT = _Step("surname_first = :key OR given_first = :key",
               f"{_SURNAME} = :typed OR {_GIVEN} = :typed", "")
_SURNAME_BEGINS = _Step(_range("surname_first", "key"), _range(_SURNAME, "typed"), _SURNAME)
_GIVEN_BEGINS = _Step(_range("given_first", "key"), _range(_GIVEN, "typed"), _GIVEN)


def _forms(text: str) -> list[_Form]:
    """Lists the forms a search for ``text`` looks for: each of its keys, then each key's
    readings with umlauts that are not keys themselves."""
    keys = search_keys(text)
    return [_Form(key, key) for key in keys] + [
        _Form(read, key) for key in keys for read in umlauts_read(key) if read not in keys]


class _Finder(Generic[Player]):
    """Runs the queries of one search on one connection."""

    def __init__(self, connection: sqlite3.Connection, search: NameSearch[Player]) -> None:
        self._connection, self._search = connection, search
        self._select = (f"SELECT {search.rating}, name, {', '.join(search.columns)} "
                        f"FROM {search.table}")
        self._order = f"ORDER BY {search.rating} DESC, name, {search.columns[0]} LIMIT :limit"

    def _rows(self, index: str, where: str, values: dict[str, object]) -> list[_Found[Player]]:
        """Returns the rows ``where`` takes, best first, at most ``:limit``, read by
        ``index``."""
        indexed = f" INDEXED BY {index}" if index else ""
        rows = self._connection.execute(
            f"{self._select}{indexed} WHERE {where} {self._order}", values)
        return [_Found(rating, name, fields[0], self._search.player(tuple(fields)))
                for rating, name, *fields in rows]

    def _crowded(self, index: str, where: str, values: dict[str, object]) -> bool:
        """Tells whether ``where`` takes ``CROWDED`` rows or more, counted in ``index``
        alone."""
        indexed = f" INDEXED BY {index}" if index else ""
        counted: int = self._connection.execute(
            f"SELECT count(*) FROM (SELECT 1 FROM {self._search.table}{indexed} "
            f"WHERE {where} LIMIT {CROWDED})", values).fetchone()[0]
        return counted == CROWDED

    def _by_rating(self) -> str:
        return f"{self._search.table}_{self._search.rating}"

    def by_range(self, step: _Step, form: _Form, limit: int) -> list[_Found[Player]]:
        """Returns the rows ``step`` takes for ``form``: for a form read with umlauts, those
        whose names written out match the search as typed and whose folded names match the
        reading."""
        values: dict[str, object] = {
            "key": form.folded, "key_past": form.folded + _PAST, "typed": form.typed,
            "typed_past": form.typed + _PAST, "limit": limit}
        if form.read:
            counted, where = step.written, f"({step.written}) AND ({step.folded})"
            index = f"{self._search.table}_{step.written_index}" if step.written_index else ""
        else:
            counted, where, index = step.folded, step.folded, ""
        by = self._by_rating() if self._crowded(index, counted, values) else index
        return self._rows(by, where, values)

    def by_words(self, form: _Form, limit: int) -> list[_Found[Player]]:
        """Returns the rows whose folded name holds each of the search's words as the start of
        one of its words: found in the full-text index (for a form read with umlauts, the
        words as typed among the names written out, the index's keys below 0, then each word
        of the reading held against the folded name); where thousands are, walked down the
        rating index, each word held against the name's words."""
        typed, folded = form.typed.split(), form.folded.split()
        values: dict[str, object] = {"limit": limit,
                                     "match": " ".join(f'"{word}"*' for word in typed)}
        values |= {f"typed{n}": f"* {word}*" for n, word in enumerate(typed)}
        values |= {f"word{n}": f"* {word}*" for n, word in enumerate(folded)}
        reading = "".join(f" AND ' ' || surname_first GLOB :word{n}"
                          for n in range(len(folded))) if form.read else ""
        keys = "< 0" if form.read else ">= 0"
        words = self._search.words
        ids = [player_key(key) for (key,) in self._connection.execute(
            f"SELECT rowid FROM {words} WHERE {words} MATCH :match AND rowid {keys} "
            f"LIMIT {CROWDED}", values)]
        if len(ids) < CROWDED:
            values["ids"] = json.dumps(ids)
            return self._rows("", f"rowid IN (SELECT value FROM json_each(:ids)){reading}",
                              values)
        column = _SURNAME if form.read else "surname_first"
        each = " AND ".join(f"' ' || {column} GLOB :typed{n}" for n in range(len(typed)))
        return self._rows(self._by_rating(), f"{each}{reading}", values)


def ranked_by_name(connection: sqlite3.Connection, search: NameSearch[Player], text: str,
                   limit: int) -> list[Player]:
    """Finds the players of ``search.table`` whose name matches ``text``, best match first (see the
    module), at most ``limit`` (up to :data:`MOST_FOUND`); none for a text with no letter or
    digit."""
    forms, limit = _forms(text), max(1, min(limit, MOST_FOUND))
    finder = _Finder(connection, search)
    steps: list[Callable[[_Form, int], list[_Found[Player]]]] = [
        partial(finder.by_range, _EXACT), partial(finder.by_range, _SURNAME_BEGINS),
        partial(finder.by_range, _GIVEN_BEGINS), finder.by_words]
    found: dict[Any, _Found[Player]] = {}
    for step in steps if forms else ():
        rows = [row for form in forms for row in step(form, limit + len(found))]
        for row in sorted(rows, key=_Found.best_first):
            found.setdefault(row.key, row)
        if len(found) >= limit:
            break
    return [row.player for row in list(found.values())[:limit]]
