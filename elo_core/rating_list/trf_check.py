"""Checks a TRF's players against FIDE's list of the month, as an arbiter does before the report is
sent (FIDE Handbook C.04 Annex: the TRF's player line gives the FIDE rating, title, federation, FIDE
ID and birth date; B.02 §7.1.2: the list gives the same of every player).

Each player is found by FIDE ID where the TRF gives one, else by name
(:mod:`~elo_core.rating_list.identify`: found once, or not at all; several players of the name
is said, never one guessed). For a player found, each of rating, title, federation and birth
year that the TRF writes otherwise than the list is a :class:`Difference` (the TRF's title
and the list's read by :mod:`elo_core.titles`, so both sides say ``GM`` … ``WCM``; an unrated
player on either side is ``""``; a birth date the TRF leaves blank is no difference).

For the event's norms (:func:`with_list_facts`), a player found whose line leaves the title or
the federation blank gets the list's: a norm counts the opponents' titles and federations
(FIDE Handbook B.01, 1.4.5, 1.4.3), and the line's own, where it writes one, wins.

For a rapid or blitz event (:func:`standard_ratings`), each player the file has unrated and the
standard list has rated, found by the FIDE ID the line gives (by FIDE ID only: a rating lent by
a name that may be another's would be a guess), is rated with that standard rating (B.02's
Rating Regulations for rapid and blitz, 7.2.1; see :mod:`elo_core.event`).
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import date
from enum import StrEnum
from typing import NamedTuple

from elo_core.rating_list.identify import identify_id, identify_name, the_list
from elo_core.rating_list.records import ListedPlayer, ListKind
from elo_core.rating_list.store import NoStore, RatingStore
from elo_core.trf.records import Tournament, TrfPlayer

__all__ = ["Checked", "Difference", "Field", "ListCheck", "check_players", "standard_ratings",
           "with_list_facts"]


class Field(StrEnum):
    """A field of a player's line the list has too."""

    RATING = "rating"
    TITLE = "title"
    FEDERATION = "federation"
    BIRTH_YEAR = "birth-year"

    @property
    def monthly(self) -> bool:
        """A field that one month's list may hold otherwise than another's for the same player:
        the rating (B.02's lists are monthly), the title (awarded between two lists) and the
        federation (a transfer); the birth year never changes."""
        return self is not Field.BIRTH_YEAR


class Difference(NamedTuple):
    """One field the TRF writes otherwise than the list."""

    field: Field
    trf: str
    """The TRF's value (``""`` for none)."""
    listed: str
    """The list's value (``""`` for none)."""


class Checked(NamedTuple):
    """Holds one TRF player checked against the list."""

    player: TrfPlayer
    listed: ListedPlayer | None
    """The list's player; ``None`` where it holds none (or several, ``several`` > 1)."""
    differences: tuple[Difference, ...]
    several: int = 0
    """How many of the list's players the name may be, where it has no FIDE ID."""


class ListCheck(NamedTuple):
    """Holds every TRF player checked against the list."""

    players: tuple[Checked, ...]

    @property
    def differing(self) -> tuple[Checked, ...]:
        """The players found whose line differs from the list."""
        return tuple(c for c in self.players if c.differences)

    @property
    def not_listed(self) -> tuple[Checked, ...]:
        """The players the list does not hold (or holds several of, by name)."""
        return tuple(c for c in self.players if c.listed is None)


def _text(value: int | None) -> str:
    return "" if value is None else str(value)


def _differences(player: TrfPlayer, listed: ListedPlayer) -> tuple[Difference, ...]:
    pairs = [(Field.RATING, _text(player.rating), _text(listed.rating)),
             (Field.TITLE, player.title, listed.fide_title),
             (Field.FEDERATION, player.federation.strip().upper(), listed.federation)]
    if player.birth_year is not None:
        pairs.append((Field.BIRTH_YEAR, str(player.birth_year), _text(listed.birth_year)))
    return tuple(Difference(field, trf, mine) for field, trf, mine in pairs if trf != mine)


def check_players(players: Iterable[TrfPlayer], store: RatingStore,
                  kind: ListKind = ListKind.STANDARD, month: date | None = None) -> ListCheck:
    """Holds each of ``players`` against the store's list of ``kind`` and ``month`` (the latest
    where ``None``; see the module). A store that keeps no such list is
    :class:`~elo_core.rating_list.store.NoStore`."""
    the_list(store, kind, month)
    checked: list[Checked] = []
    for player in players:
        fide_id = player.fide_id.strip()
        found = (identify_id(store, int(fide_id), kind, month)
                 if fide_id.isdigit() and int(fide_id)
                 else identify_name(store, player.name, kind, month))
        listed = found.player
        checked.append(Checked(player, listed,
                               () if listed is None else _differences(player, listed),
                               len(found.candidates) if listed is None else 0))
    return ListCheck(tuple(checked))


def _completed(checked: Checked) -> TrfPlayer:
    player, listed = checked.player, checked.listed
    if listed is None:
        return player
    return player._replace(title=player.title or listed.fide_title,
                           federation=player.federation.strip() or listed.federation)


def with_list_facts(tournament: Tournament, check: ListCheck) -> tuple[Tournament, int]:
    """Fills each checked player's blank title and federation in ``tournament`` from the list (see
    the module). Returns the tournament and how many players got one or both."""
    completed = {c.player.start_rank: _completed(c) for c in check.players}
    players = tuple(completed.get(p.start_rank, p) for p in tournament.players)
    changed = sum(new != old for new, old in zip(players, tournament.players, strict=True))
    return tournament._replace(players=players), changed


def standard_ratings(players: Iterable[TrfPlayer], store: RatingStore,
                     start: date | None = None) -> tuple[dict[int, int], date | None]:
    """Finds the standard rating of each of ``players`` who is unrated in the file and rated on the
    store's standard list, by FIDE ID (see the module), keyed by starting rank. Returns them with
    the list's month. That list is the one of the event's ``start``: the standard rating "at the
    beginning" of the event counts (B.02's rapid and blitz regulations, 7.2.1). Where the store does
    not keep that month, or the file gives no date, it is the latest list kept. Where the store
    keeps no standard list, there are no ratings and no month."""
    month = None if start is None else start.replace(day=1)
    try:
        loaded = store.loaded(ListKind.STANDARD, month) or the_list(store, ListKind.STANDARD)
        lent: dict[int, int] = {}
        for player in players:
            fide_id = player.fide_id.strip()
            if player.rating is not None or not fide_id.isdigit() or not int(fide_id):
                continue
            rating = store.rating_in(int(fide_id), loaded.month)
            if rating is not None:
                lent[player.start_rank] = rating
    except NoStore:
        return {}, None
    return lent, loaded.month
