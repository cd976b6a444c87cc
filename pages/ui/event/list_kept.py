"""The Whole event page's check against FIDE's list (:mod:`pages.ui.event.list_check`), made
once for each file and list and kept by the server, so that a rerun does not hold the file's
players against the list again: a 9,999-player event took seconds to check on every rerun
(docs/speed.md).

A check is kept for the file's text (its digest) and the list: the store's file, the kind of
list, the lists of that kind the store keeps as it describes them (each month, its players,
when and from which file it was imported) and when the store's file last changed (a month
imported again within the second of its import time). A list imported or removed, another
kind chosen or another file is checked anew. The check is kept pickled
(:func:`~pages.ui.event.list_check.packed`), one block of memory that the server gives back
whole when it drops it (docs/memory.md), the most recently used kept: at most :data:`KEPT`
checks and :data:`KEPT_BYTES` in all.

Nothing here imports Streamlit; the work is handed in by the page.
"""

from __future__ import annotations

import hashlib
import os
import threading
from collections import OrderedDict
from collections.abc import Callable
from pathlib import Path
from typing import NamedTuple

from elo_core import ListKind, LoadedList, NoStore, RatingStore, store_path
from pages.ui.event.list_check import ListChecked, packed
from pages.ui.event.shown import Asked, Shown

#: The most checks kept: eight sessions' files, and as many again.
KEPT = 16
#: The most memory the checks kept take in all: a 9,999-player event none of whose players the
#: list holds is 330 kB; within the 15 % the server may stay above warm once sessions end
#: (docs/memory.md).
KEPT_BYTES = 16 * 2**20


class Key(NamedTuple):
    """What a check depends on (see the module)."""

    digest: bytes
    store: Path
    kind: ListKind
    lists: tuple[LoadedList, ...]
    changed: int
    """When the store's file last changed, in nanoseconds."""


_kept: OrderedDict[Key, bytes] = OrderedDict()
_lock = threading.Lock()


def key(text: str, store: Path | None, kind: ListKind) -> Key | None:
    """The key of the check of the file ``text`` against the store's lists of ``kind`` (the
    store at ``store``, else the environment's); ``None`` where it keeps none of that kind:
    there is nothing to check against."""
    path = store_path(store)
    try:
        changed = os.stat(path).st_mtime_ns
        lists = tuple(RatingStore(path).kept(kind))
    except (OSError, NoStore):
        return None
    if not lists:
        return None
    digest = hashlib.blake2b(text.encode("utf-8", "surrogatepass"), digest_size=16).digest()
    return Key(digest, path, kind, lists, changed)


def kept(key: Key | None) -> bytes | None:
    """The check kept for ``key``, as :func:`~pages.ui.event.list_check.checked` takes it;
    ``None`` where none is."""
    if key is None:
        return None
    with _lock:
        check = _kept.get(key)
        if check is not None:
            _kept.move_to_end(key)
        return check


def keep(key: Key | None, check: ListChecked | None) -> None:
    """Keep the check made for ``key``; the least recently used go past :data:`KEPT` checks
    or :data:`KEPT_BYTES`."""
    if key is None or check is None:
        return
    kept_check = packed(check)
    with _lock:
        _kept[key] = kept_check
        _kept.move_to_end(key)
        while len(_kept) > KEPT or sum(len(c) for c in _kept.values()) > KEPT_BYTES:
            _kept.popitem(last=False)


def worked_out(asked: Asked, work: Callable[[Asked], Shown | None]) -> Shown | None:
    """What ``work`` shows of the event as ``asked``, handed the check kept for its file and
    list, where there is one; the check it made kept, where there was none. ``None`` where
    ``work`` came to nothing (its child failed)."""
    check_key = key(asked.text, asked.rating_list, asked.list_kind)
    check = kept(check_key)
    event = work(asked._replace(list_checked=check))
    if event is not None and check is None:
        keep(check_key, event.list_checked)
    return event
