"""One player written by hand (a name, or a FIDE ID) found in the list: once, several times,
or not at all, never guessed.

A FIDE ID is the player of that ID. A name is the list's players whose folded name
(:mod:`~elo_core.rating_list.folding`), surname first or given names first, begins with the
name's words as whole words: ``Carlsen`` and ``Magnus Carlsen`` are ``Carlsen, Magnus``, but
``Carl`` is not (a prefix of a word could be anyone). Where some players' names are the name
exactly, only they are meant (``Smith, John`` is not ``Smith, John Paul``). Where no name
begins so, the players whose name holds each of the name's words as a whole word, anywhere
and in any order, are meant: ``Lagrave`` and ``Lagrave Maxime`` are ``Vachier-Lagrave,
Maxime``.
"""

from __future__ import annotations

from datetime import date
from typing import NamedTuple

from elo_core.rating_list.folding import lookup_keys, search_keys, umlauts_written
from elo_core.rating_list.records import ListedPlayer, ListKind, LoadedList
from elo_core.rating_list.store import Missing, NoStore, RatingStore

__all__ = ["MOST_CANDIDATES", "Identified", "identify_id", "identify_name", "the_list"]

#: The most players a name written several times in the list offers to choose from.
MOST_CANDIDATES = 5
#: How many of the store's matches are looked through for whole-word ones.
_LOOKED_THROUGH = 50


class Identified(NamedTuple):
    """What the list says of one written name or ID: the players it may be, best first."""

    written: str
    candidates: tuple[ListedPlayer, ...]

    @property
    def player(self) -> ListedPlayer | None:
        """The one player meant, or ``None`` where the list holds none or several."""
        return self.candidates[0] if len(self.candidates) == 1 else None


def _words_begin(key: str, name: str) -> tuple[bool, bool, bool]:
    """Whether ``key``'s words begin ``name`` (either order), whether they are all of it, and
    whether each is a word of it, anywhere; the name folded, and with its umlauts written
    out (``mueller`` is ``Müller``)."""
    words = key.split()
    begins, whole, held = False, False, False
    for keys in (lookup_keys(name), umlauts_written(name)):
        for folded in keys:
            if folded.split()[:len(words)] == words:
                begins = True
                whole = whole or len(folded.split()) == len(words)
        held = held or set(words) <= set(keys.surname_first.split())
    return begins, whole, held


def identify_name(store: RatingStore, name: str, kind: ListKind = ListKind.STANDARD,
                  month: date | None = None) -> Identified:
    """The players ``name`` may be on the list of ``kind`` and ``month`` (the latest kept
    where ``None``; see the module), at most ``MOST_CANDIDATES``."""
    keys = search_keys(name)
    begun: list[ListedPlayer] = []
    whole: list[ListedPlayer] = []
    held: list[ListedPlayer] = []
    for player in store.find(name, kind, _LOOKED_THROUGH, month):
        marks = [_words_begin(key, player.name) for key in keys]
        for found, kept in ((begun, 0), (whole, 1), (held, 2)):
            if any(mark[kept] for mark in marks):
                found.append(player)
    return Identified(name, tuple((whole or begun or held)[:MOST_CANDIDATES]))


def identify_id(store: RatingStore, fide_id: int, kind: ListKind = ListKind.STANDARD,
                month: date | None = None) -> Identified:
    """The player of ``fide_id`` on the list of ``kind`` and ``month``, if it holds them."""
    player = store.by_id(fide_id, kind, month)
    return Identified(str(fide_id), () if player is None else (player,))


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
