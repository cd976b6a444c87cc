"""Many written names matched against one list at once, word for word, in one query: the
players each name may be (:mod:`~elo_core.rating_list.identify` says what a name means), and
the players of many FIDE IDs in another, so that a game list of any length asks the store
twice, not once a line.

A name's folded keys (:func:`~elo_core.rating_list.folding.search_keys`) are looked up by the
list's indices: an equal folded name (:attr:`WordMatch.WHOLE`), then names the key's words
begin, surname first or given names first, then names holding each of its words anywhere, by
the full-text index of the names' words (:mod:`~elo_core.rating_list.indexing`). Where a
crowd of players share a name, no more than ``CROWD`` of them are looked through.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Collection, Mapping, Sequence
from enum import IntEnum

from elo_core.rating_list.indexing import WRITTEN
from elo_core.rating_list.records import ListedPlayer
from elo_core.rating_list.store import PLAYER_COLUMNS, KeptList, listed_player

__all__ = ["CROWD", "WordMatch", "players_by_id", "word_matches"]


def players_by_id(connection: sqlite3.Connection, kept: KeptList,
                  fide_ids: Collection[int]) -> dict[int, ListedPlayer]:
    """The players of ``fide_ids`` the list ``kept`` holds, by ID, in one query."""
    if not fide_ids:
        return {}
    rows = connection.execute(
        f"SELECT {', '.join(PLAYER_COLUMNS)} FROM {kept.players_table} "
        "WHERE fide_id IN (SELECT value FROM json_each(?))",
        (json.dumps(sorted(fide_ids)),)).fetchall()
    return {player.fide_id: player for player in map(listed_player, rows)}


def word_matches(connection: sqlite3.Connection, kept: KeptList,
                 keys: Mapping[str, Sequence[str]],
                 most: int = 5) -> dict[str, list[tuple[WordMatch, ListedPlayer]]]:
    """For each written name of ``keys`` (its folded search keys), in one query, the players
    of the list ``kept`` whose folded names match one of its keys word for word, at the best
    :class:`WordMatch` any does: the name whole; else its words beginning the name, surname
    first or given names first; else each of its words anywhere in the name (the full-text
    index's whole words). A listed name is matched as kept, and, for a written name of one key
    (one written without umlauts), with its umlauts written out: ``Mueller`` is ``Müller``,
    while ``Müller``'s two keys (``muller``, ``mueller``) find it as kept. At most ``most`` a
    name, in the order of their match, then the higher rating, then the name; a name no player
    matches is left out."""
    pairs = [[written, key, len(its_keys) == 1] for written, its_keys in keys.items()
             for key in its_keys]
    if not pairs:
        return {}
    connection.execute(vocabulary_table(kept.words_table))
    rows = connection.execute(_word_match_query(kept.players_table, kept.words_table),
                              {"keys": json.dumps(pairs), "most": most}).fetchall()
    found: dict[str, list[tuple[WordMatch, ListedPlayer]]] = {}
    for written, match, *player in rows:
        found.setdefault(written, []).append((_MATCHES[match], listed_player(tuple(player))))
    return found


class WordMatch(IntEnum):
    """How a listed name matches a written one, word for word, best first
    (:func:`word_matches`)."""

    WHOLE = 0
    """The written name is the listed name, all of it, in either order."""
    SURNAME_FIRST = 1
    """Its words begin the listed name written surname first."""
    GIVEN_FIRST = 2
    """Its words begin the listed name written given names first."""
    HELD = 3
    """Each of its words is a word of the listed name, anywhere."""


#: The most players one key's step looks at: a name a crowd of players share is several
#: players, and the choice offered is the best rated of the first this many by name, so that
#: no written name, however common, costs more than this many rows.
CROWD = 200
#: Each :class:`WordMatch` by its value.
_MATCHES = tuple(WordMatch)
#: How many words a folded key has (its words are one space apart).
_WORDS = "length({key}) - length(replace({key}, ' ', '')) + 1"
#: Which steps of :class:`WordMatch` count as one: a name's words begin a listed name in
#: either order.
_LEVEL = "CASE {step} WHEN 3 THEN 2 WHEN 0 THEN 0 ELSE 1 END"


def vocabulary_table(words: str) -> str:
    """The table of the words in the full-text index ``words`` with the number of names
    holding each (SQLite's ``fts5vocab``), made for one connection in its ``temp`` schema."""
    return (f"CREATE VIRTUAL TABLE IF NOT EXISTS temp.{words}_vocabulary "
            f"USING fts5vocab(main, '{words}', 'row')")


def _word_match_query(table: str, words: str) -> str:
    """The one query of :func:`word_matches`: ``:keys`` a JSON array of [written
    name, folded key, whether to look among the names written out], ``:most`` the players a
    name.

    Each key is looked for by the indices of the folded names, kept and written out, as one
    range: the name equal to the key, then those the key and a space begin (so that the key's
    last word is a whole word of them), at most ``CROWD`` players a column. A written name
    none of that finds is looked for word by word: where each of a key's words is in the
    full-text index, the names holding its rarest word are those that may hold them all, and
    each is held against every word of the key; a key whose rarest word more than ``CROWD``
    names hold is not looked for so (a crowd holds each of its words: written so, it names no
    one)."""
    surname, given = WRITTEN
    # a key without ae, oe or ue writes no umlaut out, and one of a name typed with an umlaut
    # finds the names with it as they are kept: the names written out add nothing to either
    begun = "\n    UNION ALL ".join(
        f"SELECT w.written, CASE WHEN p.{column} = w.key THEN {WordMatch.WHOLE.value} "
        f"ELSE {match.value} END, p.rowid, p.rating, p.name FROM written w JOIN {table} p "
        f"ON p.rowid IN "
        f"(SELECT rowid FROM {table} WHERE {column} >= w.key AND {column} < w.key || '!' "
        f"LIMIT {CROWD}){where}"  # the key, then the key and a space: '!' follows ' '
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
begun(written, step, id, rating, name) AS (
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
held(written, step, id, rating, name) AS (
    SELECT h.written, {WordMatch.HELD.value}, {player}, p.rating, p.name
    FROM probed h JOIN key_words k ON k.written = h.written AND k.key = h.key
    JOIN {table} p ON p.rowid = {player}
    WHERE ' ' || CASE WHEN h.id >= 0 THEN p.surname_first ELSE p.{surname} END || ' '
          GLOB '* ' || k.word || ' *'
    GROUP BY h.written, h.key, h.id
    HAVING count(*) = {_WORDS.format(key="h.key")}),
matched(written, step, id, rating, name) AS (
    SELECT written, min(step), id, rating, name
    FROM (SELECT * FROM begun UNION ALL SELECT * FROM held) GROUP BY written, id),
best(written, level) AS (
    SELECT written, min({_LEVEL.format(step="step")}) FROM matched GROUP BY written),
ranked(written, step, id, place) AS (
    SELECT m.written, m.step, m.id,
           row_number() OVER (PARTITION BY m.written ORDER BY m.step, m.rating IS NULL,
                              m.rating DESC, m.name, m.id)
    FROM matched m JOIN best b ON b.written = m.written
    WHERE {_LEVEL.format(step="m.step")} = b.level)
SELECT r.written, r.step, {', '.join(f'p.{c}' for c in PLAYER_COLUMNS)}
FROM ranked r JOIN {table} p ON p.rowid = r.id WHERE r.place <= :most
ORDER BY r.written, r.place"""
