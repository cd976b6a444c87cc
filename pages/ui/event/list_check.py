"""The Whole event page's check against FIDE's list, worked out in the child that reads the
file (:mod:`pages.ui.event.shown`; nothing here imports Streamlit): each player held against
the list of the event's own month (its start date's; FIDE rates an event with the list in
force when it is played), or, where the store does not keep that month or the file gives no
date, the latest list kept, said so
(:func:`elo_core.rating_list.trf_check.check_players`); the differences and the players not
in it as rows, and the event with the list's titles and federations where the file gives
none, for its norms."""

from __future__ import annotations

from datetime import date
from pathlib import Path
from typing import NamedTuple

from elo_core.rating_list import ListKind, NoStore, RatingStore
from elo_core.rating_list.trf_check import check_players, with_list_facts
from elo_core.trf.records import Tournament


class ListRow(NamedTuple):
    """One line of the check: a field that differs, or a player not in the list (``field``
    ``""``; ``listed`` the number of players of the name, where it is several)."""

    start_rank: int
    name: str
    fide_id: str
    field: str
    in_file: str
    listed: str


class ListChecked(NamedTuple):
    """The check: the list's month and kind, its rows, and how many players' norms facts it
    gave; ``event_month`` the event's month where the store does not keep its list (the
    latest kept was checked against instead)."""

    month: date
    kind: ListKind
    differing: tuple[ListRow, ...]
    not_listed: tuple[ListRow, ...]
    completed: int
    event_month: date | None = None


def checked(tournament: Tournament, path: Path | None, kind: ListKind = ListKind.STANDARD
            ) -> tuple[Tournament, ListChecked | None]:
    """The event for its norms and the check against the store's list of ``kind`` of the
    event's month, else the latest (see the module; the store at ``path``; ``None``: the
    environment's); the event as it is and ``None`` where no list of ``kind`` is loaded,
    whatever other kind is."""
    store = RatingStore(path)
    event_month = None if tournament.start is None else tournament.start.replace(day=1)
    try:
        of_event = None if event_month is None else store.loaded(kind, event_month)
        loaded = of_event or store.loaded(kind)
        if loaded is None:
            return tournament, None
        check = check_players(tournament.players, store, kind, loaded.month)
    except NoStore:
        return tournament, None
    differing = tuple(ListRow(c.player.start_rank, c.player.name, c.player.fide_id.strip(),
                              d.field.value, d.trf, d.listed)
                      for c in check.differing for d in c.differences)
    not_listed = tuple(ListRow(c.player.start_rank, c.player.name, c.player.fide_id.strip(),
                               "", "", str(c.several) if c.several else "")
                       for c in check.not_listed)
    completed, count = with_list_facts(tournament, check)
    missing = event_month if event_month not in (None, loaded.month) else None
    return completed, ListChecked(loaded.month, kind, differing, not_listed, count, missing)
