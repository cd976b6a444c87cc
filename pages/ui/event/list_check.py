"""The Whole event page's check against FIDE's list, worked out in the child that reads the
file (:mod:`pages.ui.event.shown`; nothing here imports Streamlit): each player held against
the list of the event's own month (its start date's; FIDE rates an event with the list in
force when it is played), or, where the store does not keep that month or the file gives no
date, the latest list kept, said so
(:func:`elo_core.rating_list.trf_check.check_players`); the differences and the players not
in it as rows, and the event with the list's titles and federations where the file gives
none, for its norms.

The check is made once for each file and list: the server keeps it
(:mod:`pages.ui.event.list_kept`) and hands it back with the file, and :func:`checked` then
applies it without asking the store."""

from __future__ import annotations

import pickle
from datetime import date
from pathlib import Path
from typing import NamedTuple

from elo_core import ListKind, NoStore, RatingStore, Tournament, check_players, with_list_facts


class ListRow(NamedTuple):
    """One line of the check: a field that differs, or a player not in the list (``field``
    ``""``; ``listed`` the number of players of the name, where it is several)."""

    start_rank: int
    name: str
    fide_id: str
    field: str
    in_file: str
    listed: str


class Completion(NamedTuple):
    """A player whose line leaves the title or the federation blank, with the list's filled
    in (:func:`elo_core.rating_list.trf_check.with_list_facts`), as the norms count them."""

    start_rank: int
    title: str
    federation: str


class ListChecked(NamedTuple):
    """The check: the list's month and kind, its rows, and the players whose norms facts it
    completes; ``event_month`` the event's month where the store does not keep its list (the
    latest kept was checked against instead)."""

    month: date
    kind: ListKind
    differing: tuple[ListRow, ...]
    not_listed: tuple[ListRow, ...]
    completions: tuple[Completion, ...]
    event_month: date | None = None

    @property
    def completed(self) -> int:
        """How many players' norms facts the list completes."""
        return len(self.completions)


def packed(check: ListChecked) -> bytes:
    """The check as the server keeps it and hands it back to :func:`checked`: pickled, one
    block of memory where its rows are thousands of small objects (docs/memory.md)."""
    return pickle.dumps(check, pickle.HIGHEST_PROTOCOL)


def checked(tournament: Tournament, path: Path | None, kind: ListKind = ListKind.STANDARD,
            kept: bytes | None = None) -> tuple[Tournament, ListChecked | None]:
    """The event for its norms and the check against the store's list of ``kind`` of the
    event's month, else the latest (see the module; the store at ``path``; ``None``: the
    environment's); the event as it is and ``None`` where no list of ``kind`` is loaded,
    whatever other kind is. ``kept``: this file's check against that list, made before
    (:func:`packed`), applied as it is, without asking the store."""
    check: ListChecked | None = (_check(tournament, path, kind) if kept is None
                                 else pickle.loads(kept))
    if check is None:
        return tournament, None
    completions = {c.start_rank: c for c in check.completions}
    players = tuple(p if (c := completions.get(p.start_rank)) is None
                    else p._replace(title=c.title, federation=c.federation)
                    for p in tournament.players)
    return tournament._replace(players=players), check


def _check(tournament: Tournament, path: Path | None, kind: ListKind) -> ListChecked | None:
    """The players held against the store's list (see :func:`checked`)."""
    store = RatingStore(path)
    event_month = None if tournament.start is None else tournament.start.replace(day=1)
    try:
        of_event = None if event_month is None else store.loaded(kind, event_month)
        loaded = of_event or store.loaded(kind)
        if loaded is None:
            return None
        check = check_players(tournament.players, store, kind, loaded.month)
    except NoStore:
        return None
    differing = tuple(ListRow(c.player.start_rank, c.player.name, c.player.fide_id.strip(),
                              d.field.value, d.trf, d.listed)
                      for c in check.differing for d in c.differences)
    not_listed = tuple(ListRow(c.player.start_rank, c.player.name, c.player.fide_id.strip(),
                               "", "", str(c.several) if c.several else "")
                       for c in check.not_listed)
    completed, _ = with_list_facts(tournament, check)
    completions = tuple(Completion(new.start_rank, new.title, new.federation)
                        for new, old in zip(completed.players, tournament.players, strict=True)
                        if new != old)
    missing = event_month if event_month not in (None, loaded.month) else None
    return ListChecked(loaded.month, kind, differing, not_listed, completions, missing)
