"""Finds players written by hand (a name, or a FIDE ID) in the list: each once, several times, or
not at all, never guessed; any number of them in one query (:func:`identify_names`,
:func:`identify_ids`), so that a long game list asks the store once, not once a line. Where
only that is asked, not who the players of a name held several times are,
:func:`classify_names` answers it without ranking them.

A FIDE ID is the player of that ID. A name is the list's players whose folded name
(:mod:`~elo_core.folding`), surname first or given names first, begins with the name's words as
whole words: ``Carlsen`` and ``Magnus Carlsen`` are ``Carlsen, Magnus``, but ``Carl`` is not (a
prefix of a word could be anyone). Where some players' names are the name exactly, only they
are meant (``Smith, John`` is not ``Smith, John Paul``). Where no name begins so, the players
whose name holds each of the name's words as a whole word, anywhere and in any order, are
meant: ``Lagrave`` and ``Lagrave Maxime`` are ``Vachier-Lagrave, Maxime``. A name is also
matched with its umlauts written out (``Goetz Anna`` is ``Götz, Anna``), and with a letter
standing alone joined to the word after it (``O Brien`` is ``O'Brien, Pat``:
:func:`~elo_core.folding.search_keys`). :func:`word_matches` says how, and where a crowd of
players share a name, how far it looks: all the names in one query, and all the IDs in another
(:func:`players_by_id`).
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from datetime import date
from enum import IntEnum
from typing import Any, NamedTuple

from elo_core.folding import has_umlaut, search_keys
from elo_core.rating_list.indexing import WRITTEN
from elo_core.rating_list.records import ListedPlayer, ListKind, LoadedList
from elo_core.rating_list.store import (
    PLAYER_COLUMNS,
    KeptList,
    Missing,
    NoStore,
    RatingStore,
    listed_player,
)

__all__ = ["CROWD", "MOST_CANDIDATES", "Classified", "Identified", "NameMatches", "WordMatch",
           "classify_names", "identify_id", "identify_ids", "identify_name", "identify_names",
           "players_by_id", "the_list", "word_matches"]

#: The most players a name written several times in the list offers to choose from.
MOST_CANDIDATES = 5


class Identified(NamedTuple):
    """What the list says of one written name or ID: the players it may be, best first, and how
    many players share it."""

    written: str
    candidates: tuple[ListedPlayer, ...]
    sharing: int
    """How many players of the list the name is (see :func:`word_matches`): as many as the
    candidates where they are all, more where only the best of them are candidates, and
    ``CROWD + 1`` for more than ``CROWD``; an ID's one player, or none."""

    @property
    def player(self) -> ListedPlayer | None:
        """The one player meant, or ``None`` where the list holds none or several."""
        return self.candidates[0] if len(self.candidates) == 1 else None


def identify_names(store: RatingStore, names: Iterable[str], kind: ListKind = ListKind.STANDARD,
                   month: date | None = None) -> dict[str, Identified]:
    """Finds the players each of ``names`` may be on the list of ``kind`` and ``month`` (the latest
    kept where ``None``; see the module), at most ``MOST_CANDIDATES``, all looked up in one query; a
    name without a letter or digit is no one. :class:`NoStore` where the store keeps no such
    list."""
    keys = {name: search_keys(name) for name in dict.fromkeys(names)}
    if not keys:
        return {}
    with store.reading_list(kind.value, month) as (connection, kept):
        found = word_matches(connection, kept, keys, MOST_CANDIDATES)
    none = NameMatches((), 0)
    return {name: Identified(name, tuple(player for _, player in found.get(name, none).players),
                             found.get(name, none).sharing)
            for name in keys}


class Classified(NamedTuple):
    """What the list says of one written name or ID, short of who they are where it holds several:
    the one player meant, or that it holds several, or neither (:func:`classify_names`)."""

    written: str
    player: ListedPlayer | None
    """The one player meant, or ``None`` where the list holds none or several."""
    several: bool
    """The list holds the name several times (:func:`identify_names` says who they may be)."""


def classify_names(store: RatingStore, names: Iterable[str], kind: ListKind = ListKind.STANDARD,
                   month: date | None = None) -> dict[str, Classified]:
    """Finds whether the list of ``kind`` and ``month`` (the latest kept where ``None``) holds
    each of ``names`` once (and whom), several times or not at all, as :func:`identify_names`
    finds them (see the module), all in one query. It ranks no one and reads no row of a name
    held several times, so a long game list of common names costs a few rows a name; a name
    without a letter or digit is no one. :class:`NoStore` where the store keeps no such list."""
    keys = {name: search_keys(name) for name in dict.fromkeys(names)}
    if not keys:
        return {}
    with store.reading_list(kind.value, month) as (connection, kept):
        rows = _asked(connection, kept, keys, _classify_query, {})
    found = {row[0]: Classified(row[0], listed_player(row[2:]) if row[1] == 1 else None,
                                row[1] > 1) for row in rows}
    return {name: found.get(name, Classified(name, None, False)) for name in keys}


def identify_name(store: RatingStore, name: str, kind: ListKind = ListKind.STANDARD,
                  month: date | None = None) -> Identified:
    """Finds the players ``name`` may be on the list of ``kind`` and ``month`` (the latest kept
    where ``None``; see the module), at most ``MOST_CANDIDATES``."""
    return identify_names(store, [name], kind, month)[name]


def identify_ids(store: RatingStore, fide_ids: Collection[int],
                 kind: ListKind = ListKind.STANDARD,
                 month: date | None = None) -> dict[int, Identified]:
    """Finds the player of each of ``fide_ids`` on the list of ``kind`` and ``month``, where it
    holds them, in one query."""
    if not fide_ids:
        return {}
    with store.reading_list(kind.value, month) as (connection, kept):
        held = players_by_id(connection, kept, fide_ids)
    return {fide_id: Identified(str(fide_id), (held[fide_id],) if fide_id in held else (),
                                int(fide_id in held))
            for fide_id in fide_ids}


def identify_id(store: RatingStore, fide_id: int, kind: ListKind = ListKind.STANDARD,
                month: date | None = None) -> Identified:
    """Finds the player of ``fide_id`` on the list of ``kind`` and ``month``, if it holds them."""
    return identify_ids(store, [fide_id], kind, month)[fide_id]


def the_list(store: RatingStore, kind: ListKind = ListKind.STANDARD,
             month: date | None = None) -> LoadedList:
    """Returns the store's list of ``kind`` and ``month`` (the latest where ``None``);
    :class:`NoStore` where it keeps none."""
    loaded = store.loaded(kind, month)
    if loaded is None:
        kept = tuple(item.month for item in store.kept(kind))
        raise NoStore(Missing.NO_MONTH if kept else Missing.NO_LIST, store.path,
                      kind=kind.value, month=month, kept=kept)
    return loaded


# --- Many names and IDs at once: one query each, against one month's tables ------------

def players_by_id(connection: sqlite3.Connection, kept: KeptList,
                  fide_ids: Collection[int]) -> dict[int, ListedPlayer]:
    """Finds the players of ``fide_ids`` that the list ``kept`` holds, by ID, in one query."""
    if not fide_ids:
        return {}
    rows = connection.execute(
        f"SELECT {', '.join(PLAYER_COLUMNS)} FROM {kept.players_table} "
        "WHERE fide_id IN (SELECT value FROM json_each(?))",
        (json.dumps(sorted(fide_ids)),)).fetchall()
    return {player.fide_id: player for player in map(listed_player, rows)}


class NameMatches(NamedTuple):
    """The players the list holds of one written name, best first (:func:`word_matches`)."""

    players: tuple[tuple[WordMatch, ListedPlayer], ...]
    """The first players of the name, each with how they match it."""
    sharing: int
    """How many players match the name at its best level, counted up to ``CROWD + 1``: a
    number up to ``CROWD`` is exact, ``CROWD + 1`` says more than ``CROWD``."""


def word_matches(connection: sqlite3.Connection, kept: KeptList,
                 keys: Mapping[str, Sequence[str]],
                 most: int = 5) -> dict[str, NameMatches]:
    """Finds, in one query, the players of the list ``kept`` for each written name of ``keys`` (its
    folded search keys). A player is found where their folded name matches one of the keys word for
    word, and only at the best :class:`WordMatch` any player reaches: the name whole; else its words
    beginning the name, surname first or given names first; else each of its words anywhere in the
    name (the full-text index's whole words).

    A listed name is matched as kept. For a name written without umlauts
    (:func:`~elo_core.folding.has_umlaut`) it is also matched with its umlauts written out, so
    ``Mueller`` finds ``Müller``; ``Müller``'s two keys (``muller``, ``mueller``) find it as kept.
    Each name gets at most ``most`` players, in the order of their match, then the higher rating,
    then the name, and how many players it matches at its best level (up to ``CROWD``, or
    ``CROWD + 1`` for more). A name that no player matches is left out."""
    players: dict[str, list[tuple[WordMatch, ListedPlayer]]] = {}
    sharing: dict[str, int] = {}
    for written, match, shared, *player in _asked(connection, kept, keys, _word_match_query,
                                                  {"most": most}):
        players.setdefault(written, []).append((_MATCHES[match], listed_player(tuple(player))))
        sharing[written] = shared
    return {written: NameMatches(tuple(found), sharing[written])
            for written, found in players.items()}


def _asked(connection: sqlite3.Connection, kept: KeptList, keys: Mapping[str, Sequence[str]],
           query: Callable[[str, str], str], values: dict[str, object]) -> list[Any]:
    """Returns the rows of ``query`` (made for the list ``kept``'s tables) for the written names of
    ``keys`` (:func:`_matches` reads them), ``values`` its other parameters; none for no key.
    A name written with an umlaut is not looked for among the names written out."""
    pairs = [[written, key, out] for written, its_keys in keys.items()
             for out in (not has_umlaut(written),) for key in its_keys]
    if not pairs:
        return []
    connection.execute(vocabulary_table(kept.words_table))
    return connection.execute(query(kept.players_table, kept.words_table),
                              {"keys": json.dumps(pairs), **values}).fetchall()


class WordMatch(IntEnum):
    """Says how a listed name matches a written one, word for word, best first
    (:func:`word_matches`)."""

    WHOLE = 0
    """The written name is the listed name, all of it, in either order."""
    SURNAME_FIRST = 1
    """Its words begin the listed name written surname first."""
    GIVEN_FIRST = 2
    """Its words begin the listed name written given names first."""
    HELD = 3
    """Each of its words is a word of the listed name, anywhere."""


#: The most players of a name counted one by one: a name a crowd of players share is several
#: players, more than this many is all that is said of how many, and the choice offered is
#: the best rated of the first ``CROWD + 1`` by name (the one past ``CROWD`` tells a crowd
#: past it), so that no written name, however common, costs more rows than that a key's step.
CROWD = 200
#: The players one key's step looks at where one player is only told from several
#: (:func:`classify_names`). The names equal to the key come first in each column's range, so
#: its first two hold the one player the best match finds, or two where it finds more.
_SEVERAL = 2
#: Each :class:`WordMatch` by its value.
_MATCHES = tuple(WordMatch)
#: How many words a folded key has (its words are one space apart).
_WORDS = "length({key}) - length(replace({key}, ' ', '')) + 1"
#: Which steps of :class:`WordMatch` count as one: a name's words begin a listed name in
#: either order.
_LEVEL = "CASE {step} WHEN 3 THEN 2 WHEN 0 THEN 0 ELSE 1 END"


def vocabulary_table(words: str) -> str:
    """Makes the table of the words in the full-text index ``words`` with the number of names
    holding each (SQLite's ``fts5vocab``), made for one connection in its ``temp`` schema."""
    return (f"CREATE VIRTUAL TABLE IF NOT EXISTS temp.{words}_vocabulary "
            f"USING fts5vocab(main, '{words}', 'row')")


def _matches(table: str, words: str, per_key: int) -> str:
    """Writes the common part of :func:`word_matches`'s and :func:`classify_names`'s queries:
    the table ``written`` of ``:keys`` (a JSON array of [written name, folded key, whether to look
    among the names written out]), and the table ``matched`` of each written name's players
    and the best :class:`WordMatch` step each is found by.

    Each key is looked for by the indices of the folded names, kept and written out, as one
    range: the name equal to the key, then those the key and a space begin (so that the key's
    last word is a whole word of them), at most ``per_key`` players a column (the names equal
    to the key come first in it). A written name none of that finds is looked for word by
    word: where each of a key's words is in the full-text index, the names holding its rarest
    word are those that may hold them all, and each is held against every word of the key; a
    key whose rarest word more than ``CROWD`` names hold is not looked for so (a crowd holds
    each of its words: written so, it names no one)."""
    surname, given = WRITTEN
    # a key without ae, oe or ue writes no umlaut out, and one of a name typed with an umlaut
    # finds the names with it as they are kept: the names written out add nothing to either;
    # '!' follows ' ', so the range ends past the key and a space; its index keeps the order
    begun = "\n    UNION ALL ".join(
        f"SELECT w.written, CASE WHEN p.{column} = w.key THEN {WordMatch.WHOLE.value} "
        f"ELSE {match.value} END, p.rowid FROM written w JOIN {table} p "
        f"ON p.rowid IN "
        f"(SELECT rowid FROM {table} WHERE {column} >= w.key AND {column} < w.key || '!' "
        f"ORDER BY {column} LIMIT {per_key}){where}"  # the key, then the key and a space
        for column, match, where in (
            ("surname_first", WordMatch.SURNAME_FIRST, ""),
            ("given_first", WordMatch.GIVEN_FIRST, ""),
            (surname, WordMatch.SURNAME_FIRST, " WHERE w.out AND w.key GLOB '*[aou]e*'"),
            (given, WordMatch.GIVEN_FIRST, " WHERE w.out AND w.key GLOB '*[aou]e*'")))
    player = "CASE WHEN h.id >= 0 THEN h.id ELSE -1 - h.id END"  # indexing.player_key
    return f"""
WITH written(written, key, out) AS (
    SELECT json_extract(value, '$[0]'), json_extract(value, '$[1]'),
           json_extract(value, '$[2]') FROM json_each(:keys)),
begun(written, step, id) AS (
    {begun}),
key_words(written, key, word) AS (
    SELECT w.written, w.key, j.value
    FROM written w, json_each('["' || replace(w.key, ' ', '","') || '"]') j
    WHERE w.written NOT IN (SELECT written FROM begun)),
counted(word, names) AS MATERIALIZED (
    SELECT v.term, v.doc FROM temp.{words}_vocabulary v
    WHERE v.term IN (SELECT DISTINCT word FROM key_words)),
rarest(written, key, word, names, known) AS (
    SELECT k.written, k.key, k.word, min(c.names), count(*)
    FROM key_words k JOIN counted c ON c.word = k.word
    GROUP BY k.written, k.key),
probed(written, key, id) AS (
    SELECT r.written, r.key, f.rowid FROM rarest r, {words} f
    WHERE r.known = {_WORDS.format(key="r.key")} AND r.names <= {CROWD}
    AND f.{words} MATCH '"' || r.word || '"'),
held(written, step, id) AS (
    SELECT h.written, {WordMatch.HELD.value}, {player}
    FROM probed h JOIN key_words k ON k.written = h.written AND k.key = h.key
    JOIN {table} p ON p.rowid = {player}
    WHERE ' ' || CASE WHEN h.id >= 0 THEN p.surname_first ELSE p.{surname} END || ' '
          GLOB '* ' || k.word || ' *'
    GROUP BY h.written, h.key, h.id
    HAVING count(*) = {_WORDS.format(key="h.key")}),
matched(written, step, id) AS (
    SELECT written, min(step), id
    FROM (SELECT * FROM begun UNION ALL SELECT * FROM held) GROUP BY written, id)"""


def _word_match_query(table: str, words: str) -> str:
    """Writes the one query of :func:`word_matches` (``:keys`` as :func:`_matches` reads them,
    ``:most`` the players a name): each written name's players at the best level any reaches,
    ranked by their step, then the higher rating, then the name, then the ID, the first
    ``:most`` of them, each with how many players the name has at that level (at most
    ``CROWD + 1``, though two columns of ``CROWD + 1`` each may find more)."""
    return f"""{_matches(table, words, CROWD + 1)},
best(written, level) AS (
    SELECT written, min({_LEVEL.format(step="step")}) FROM matched GROUP BY written),
ranked(written, step, id, place, sharing) AS (
    SELECT m.written, m.step, m.id,
           row_number() OVER (PARTITION BY m.written ORDER BY m.step, p.rating IS NULL,
                              p.rating DESC, p.name, m.id),
           count(*) OVER (PARTITION BY m.written)
    FROM matched m JOIN best b ON b.written = m.written JOIN {table} p ON p.rowid = m.id
    WHERE {_LEVEL.format(step="m.step")} = b.level)
SELECT r.written, r.step, min(r.sharing, {CROWD + 1}),
       {', '.join(f'p.{c}' for c in PLAYER_COLUMNS)}
FROM ranked r JOIN {table} p ON p.rowid = r.id WHERE r.place <= :most
ORDER BY r.written, r.place"""


def _classify_query(table: str, words: str) -> str:
    """Writes the one query of :func:`classify_names` (``:keys`` as :func:`_matches` reads
    them): for each written name that any player matches, how many players (of the first
    ``_SEVERAL`` a column) it finds at the best level any reaches, and where that is one,
    their row. No player is ranked, and no other player's row is read."""
    level = _LEVEL.format(step="step")
    return f"""{_matches(table, words, _SEVERAL)},
levels(written, level, players, id) AS (
    SELECT written, {level}, count(*), min(id) FROM matched GROUP BY written, {level}),
best(written, level) AS (
    SELECT written, min(level) FROM levels GROUP BY written)
SELECT l.written, l.players, {', '.join(f'p.{c}' for c in PLAYER_COLUMNS)}
FROM best b JOIN levels l ON l.written = b.written AND l.level = b.level
LEFT JOIN {table} p ON l.players = 1 AND p.rowid = l.id"""
