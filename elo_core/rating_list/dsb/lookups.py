"""Looks players up in the store's DWZ list, in three ways:

- by name, folded as FIDE's list's names are, best match first, the higher DWZ first, a word
  inside a name too (:func:`~elo_core.rating_list.ranking.ranked_by_name`);
- by ZPS and member number (``C0327-12``, the number with or without its leading zeros);
- by FIDE ID.

An event's players are looked up all at once (:func:`dwz_for_players`), each by their national
number, else by their FIDE ID.

The DWZ list is the store's table ``players_dwz`` and the line ``dwz`` in ``lists``, whose
month is the list's day.
"""

from __future__ import annotations

import re
import sqlite3
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from typing import Any

from elo_core.rating_list.dsb.lines import DWZ_COLUMNS
from elo_core.rating_list.dsb.records import DwzList, DwzPlayer
from elo_core.rating_list.ranking import NameSearch, ranked_by_name
from elo_core.rating_list.store import (
    KeptList,
    Missing,
    NoStore,
    RatingStore,
    checked,
    kept_lists,
    latest,
)

__all__ = ["DWZ_KIND", "DWZ_TABLE", "DWZ_WORDS", "dwz_by_fide_id", "dwz_by_member",
           "dwz_for_players", "dwz_list", "dwz_list_in", "find_dwz", "member_number"]

#: The DWZ list's line in the store's ``lists``.
DWZ_KIND = "dwz"
#: The DWZ list's players.
DWZ_TABLE = "players_dwz"
#: The full-text index of the words of the DWZ list's folded names (keyed by its rowid).
DWZ_WORDS = "words_dwz"
#: The columns a player is read from, the folded names left out.
_SHOWN = tuple(column for column in DWZ_COLUMNS
               if column not in {"surname_first", "given_first"})
_SELECT = f"SELECT {', '.join(_SHOWN)} FROM {DWZ_TABLE}"
_NUMBER = (int, type(None))
#: The types of ``_SHOWN``'s values.
_TYPES: tuple[type | tuple[type, ...], ...] = (
    str, str, int, str, str, str, str, _NUMBER, str, _NUMBER, _NUMBER, _NUMBER, _NUMBER, str,
    str, str, _NUMBER, _NUMBER, str)
_MEMBER = re.compile(r"\s*([0-9A-Za-z]{5})\s*-\s*(\d{1,6})\s*")


def dwz_list_in(connection: sqlite3.Connection) -> DwzList | None:
    """Returns the DWZ list the store open on ``connection`` holds (of a day still to come too: the
    list an import replaces), or ``None``."""
    return _dwz(next(iter(kept_lists(connection, DWZ_KIND)), None))


def _dwz(kept: KeptList | None) -> DwzList | None:
    return None if kept is None else DwzList(kept.month, kept.players, kept.imported,
                                             kept.source)


def dwz_list(store: RatingStore) -> DwzList | None:
    """Returns the store's DWZ list in force, or ``None`` (none where there is no store, or its list
    is of a day still to come, :func:`~elo_core.rating_list.store.latest`)."""
    if not store.path.is_file():
        return None
    with store.reading() as connection:
        return _dwz(latest(kept_lists(connection, DWZ_KIND)))


def _player(row: tuple[Any, ...]) -> DwzPlayer:
    """Reads the player of a row of ``_SHOWN``; raises
    :class:`~elo_core.rating_list.store.Tampered` where a value is not of its column's
    type."""
    (member_id, zps, member, name, academic_title, sex, status, birth_year, last_evaluation,
     dwz, index, fide_id, fide_elo, fide_title, women_title, fide_federation, fide_rapid,
     fide_blitz, club) = checked(row, _TYPES, _SHOWN)
    return DwzPlayer(member_id, zps, member, name, academic_title, sex, status, birth_year,
                     last_evaluation, dwz, index, fide_id, fide_elo, fide_title, women_title,
                     fide_federation, fide_rapid, fide_blitz, club)


@contextmanager
def _players(store: RatingStore) -> Iterator[sqlite3.Connection]:
    """Opens a connection to a store holding a DWZ list (brought up to date where an earlier
    version imported it: :meth:`~elo_core.rating_list.store.RatingStore.reading_list`); raises
    :class:`NoStore` where it holds none."""
    if not store.path.is_file():
        raise NoStore(Missing.NO_LIST, store.path, kind=DWZ_KIND)
    with store.reading_list(DWZ_KIND) as (connection, _):
        yield connection


def find_dwz(store: RatingStore, text: str, limit: int = 10) -> list[DwzPlayer]:
    """Finds the players whose name matches ``text``, best match first, at most ``limit``."""
    with _players(store) as connection:
        return ranked_by_name(connection, NameSearch(DWZ_TABLE, DWZ_WORDS, "dwz", _SHOWN,
                                                     _player), text, limit)


def member_number(text: str) -> tuple[str, int] | None:
    """Reads a ZPS and member number: ``"C0327-012"`` → ``("C0327", 12)``. The ZPS is five letters
    or digits, then comes the member number. Returns ``None`` for anything else."""
    found = _MEMBER.fullmatch(text)
    return None if found is None else (found[1].upper(), int(found[2]))


def dwz_by_member(store: RatingStore, text: str) -> DwzPlayer | None:
    """Finds the player of ZPS and member number ``text`` (:func:`member_number`), or ``None``."""
    member = member_number(text)
    if member is None:
        return None
    with _players(store) as connection:
        row = connection.execute(f"{_SELECT} WHERE zps = ? AND member = ?", member).fetchone()
        return None if row is None else _player(row)


def dwz_by_fide_id(store: RatingStore, fide_id: int) -> list[DwzPlayer]:
    """Finds the players whose FIDE ID is ``fide_id`` (a player in two clubs is listed twice)."""
    with _players(store) as connection:
        rows = connection.execute(f"{_SELECT} WHERE fide_id = ? ORDER BY member_id",
                                  (fide_id,)).fetchall()
        return list(map(_player, rows))


def dwz_for_players(store: RatingStore, players: Mapping[int, tuple[str, int | None, int | None]]
                    ) -> dict[int, DwzPlayer]:
    """Finds the list's player for each of an event's ``players``, in one reading of the store.
    ``players`` holds, by starting rank, the national number as the file writes it, the FIDE ID and
    the DWZ the file gives. A player is found by ZPS and member number where the national number is
    one (``C0327-12``), else by FIDE ID; of a player listed in two clubs, the one with the file's
    DWZ is taken, else the first. A player found neither way is left out. Raises :class:`NoStore`
    where the store holds no DWZ list."""
    found: dict[int, DwzPlayer] = {}
    with _players(store) as connection:
        for rank, (national_id, fide_id, dwz) in players.items():
            member = member_number(national_id)
            rows = (connection.execute(f"{_SELECT} WHERE zps = ? AND member = ?",
                                       member).fetchall() if member is not None
                    else connection.execute(f"{_SELECT} WHERE fide_id = ? ORDER BY member_id",
                                            (fide_id,)).fetchall() if fide_id else [])
            listed = [_player(row) for row in rows]
            if listed:
                found[rank] = next((p for p in listed if p.dwz == dwz), listed[0])
    return found
