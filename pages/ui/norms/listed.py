"""The list the Tournament and Whole event pages look players up in: the store
(``$ELO_DATA_DIR``, else ``data/``) and its standard list."""

from __future__ import annotations

from elo_core.rating_list import ListKind, LoadedList, NoStore, RatingStore

#: The list the pages look players up in: FIDE's standard list (the title norms' ratings,
#: B.01 1.4.6, and a standard event's report).
KIND = ListKind.STANDARD


def loaded_list() -> tuple[RatingStore, LoadedList] | None:
    """The store and its standard list, or ``None`` where none is loaded."""
    store = RatingStore()
    try:
        loaded = store.loaded(KIND)
    except NoStore:
        return None
    return None if loaded is None else (store, loaded)
