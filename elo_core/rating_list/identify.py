"""Players written by hand (a name, or a FIDE ID) found in the list: each once, several times,
or not at all, never guessed; any number of them in one query (:func:`identify_names`,
:func:`identify_ids`), so that a long game list asks the store once, not once a line.

A FIDE ID is the player of that ID. A name is the list's players whose folded name
(:mod:`~elo_core.rating_list.folding`), surname first or given names first, begins with the
name's words as whole words: ``Carlsen`` and ``Magnus Carlsen`` are ``Carlsen, Magnus``, but
``Carl`` is not (a prefix of a word could be anyone). Where some players' names are the name
exactly, only they are meant (``Smith, John`` is not ``Smith, John Paul``). Where no name
begins so, the players whose name holds each of the name's words as a whole word, anywhere
and in any order, are meant: ``Lagrave`` and ``Lagrave Maxime`` are ``Vachier-Lagrave,
Maxime``. A name is also matched with its umlauts written out (``Goetz Anna`` is ``Götz,
Anna``). :func:`~elo_core.rating_list.matching.word_matches` says how, and where a crowd of
players share a name, how far it looks.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable
from datetime import date
from typing import NamedTuple

from elo_core.rating_list.folding import search_keys
from elo_core.rating_list.matching import players_by_id, word_matches
from elo_core.rating_list.records import ListedPlayer, ListKind, LoadedList
from elo_core.rating_list.store import Missing, NoStore, RatingStore

__all__ = ["MOST_CANDIDATES", "Identified", "identify_id", "identify_ids", "identify_name",
           "identify_names", "the_list"]

#: The most players a name written several times in the list offers to choose from.
MOST_CANDIDATES = 5


class Identified(NamedTuple):
    """What the list says of one written name or ID: the players it may be, best first."""

    written: str
    candidates: tuple[ListedPlayer, ...]

    @property
    def player(self) -> ListedPlayer | None:
        """The one player meant, or ``None`` where the list holds none or several."""
        return self.candidates[0] if len(self.candidates) == 1 else None


def identify_names(store: RatingStore, names: Iterable[str], kind: ListKind = ListKind.STANDARD,
                   month: date | None = None) -> dict[str, Identified]:
    """Each of ``names`` as the players it may be on the list of ``kind`` and ``month`` (the
    latest kept where ``None``; see the module), at most ``MOST_CANDIDATES``, all looked up in
    one query; a name without a letter or digit is no one. :class:`NoStore` where the store
    keeps no such list."""
    keys = {name: search_keys(name) for name in dict.fromkeys(names)}
    if not keys:
        return {}
    with store.reading_list(kind.value, month) as (connection, kept):
        found = word_matches(connection, kept, keys, MOST_CANDIDATES)
    return {name: Identified(name, tuple(player for _, player in found.get(name, ())))
            for name in keys}


def identify_name(store: RatingStore, name: str, kind: ListKind = ListKind.STANDARD,
                  month: date | None = None) -> Identified:
    """The players ``name`` may be on the list of ``kind`` and ``month`` (the latest kept
    where ``None``; see the module), at most ``MOST_CANDIDATES``."""
    return identify_names(store, [name], kind, month)[name]


def identify_ids(store: RatingStore, fide_ids: Collection[int],
                 kind: ListKind = ListKind.STANDARD,
                 month: date | None = None) -> dict[int, Identified]:
    """The player of each of ``fide_ids`` on the list of ``kind`` and ``month``, where it
    holds them, in one query."""
    if not fide_ids:
        return {}
    with store.reading_list(kind.value, month) as (connection, kept):
        held = players_by_id(connection, kept, fide_ids)
    return {fide_id: Identified(str(fide_id), (held[fide_id],) if fide_id in held else ())
            for fide_id in fide_ids}


def identify_id(store: RatingStore, fide_id: int, kind: ListKind = ListKind.STANDARD,
                month: date | None = None) -> Identified:
    """The player of ``fide_id`` on the list of ``kind`` and ``month``, if it holds them."""
    return identify_ids(store, [fide_id], kind, month)[fide_id]


def the_list(store: RatingStore, kind: ListKind = ListKind.STANDARD,
             month: date | None = None) -> LoadedList:
    """The store's list of ``kind`` and ``month`` (the latest where ``None``);
    :class:`NoStore` where it keeps none."""
    loaded = store.loaded(kind, month)
    if loaded is None:
        kept = tuple(item.month for item in store.kept(kind))
        raise NoStore(Missing.NO_MONTH if kept else Missing.NO_LIST, store.path,
                      kind=kind.value, month=month, kept=kept)
    return loaded
