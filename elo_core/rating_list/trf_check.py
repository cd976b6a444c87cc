"""A TRF's players held against FIDE's list of the month: an arbiter's check before the
report is sent (FIDE Handbook C.04 Annex: the TRF's player line gives the FIDE rating, title,
federation, FIDE ID and birth date; B.02 §7.1.2: the list gives the same of every player).

Each player is found by FIDE ID where the TRF gives one, else by name
(:mod:`~elo_core.rating_list.identify`: found once, or not at all; several players of the name
is said, never one guessed). For a player found, each of rating, title, federation and birth
year that the TRF writes otherwise than the list is a :class:`Difference` (the TRF's title
read as TRF-16 codes it in columns 11–13, ``g`` GM, ``wm`` WIM; an unrated player on either
side is ``""``; a birth date the TRF leaves blank is no difference).
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import StrEnum
from typing import NamedTuple

from elo_core.norms.titles import read_title
from elo_core.rating_list.identify import identify_id, identify_name, the_list
from elo_core.rating_list.records import ListedPlayer, ListKind
from elo_core.rating_list.store import RatingStore
from elo_core.trf.records import TrfPlayer, title_name

__all__ = ["Checked", "Difference", "Field", "ListCheck", "check_players"]


class Field(StrEnum):
    """A field of a player's line the list has too."""

    RATING = "rating"
    TITLE = "title"
    FEDERATION = "federation"
    BIRTH_YEAR = "birth-year"


class Difference(NamedTuple):
    """One field the TRF writes otherwise than the list."""

    field: Field
    trf: str
    """The TRF's value (``""`` for none)."""
    listed: str
    """The list's value (``""`` for none)."""


class Checked(NamedTuple):
    """One TRF player against the list."""

    player: TrfPlayer
    listed: ListedPlayer | None
    """The list's player; ``None`` where it holds none (or several, ``several`` > 1)."""
    differences: tuple[Difference, ...]
    several: int = 0
    """How many of the list's players the name may be, where it has no FIDE ID."""


class ListCheck(NamedTuple):
    """Every TRF player held against the list."""

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
    title = read_title(title_name(player.title))
    pairs = [(Field.RATING, _text(player.rating), _text(listed.rating)),
             (Field.TITLE, title, listed.title or listed.women_title),
             (Field.FEDERATION, player.federation.strip().upper(), listed.federation)]
    if player.birth_year is not None:
        pairs.append((Field.BIRTH_YEAR, str(player.birth_year), _text(listed.birth_year)))
    return tuple(Difference(field, trf, mine) for field, trf, mine in pairs if trf != mine)


def check_players(players: Iterable[TrfPlayer], store: RatingStore,
                  kind: ListKind = ListKind.STANDARD) -> ListCheck:
    """Each of ``players`` held against the store's list of ``kind`` (see the module);
    :class:`~elo_core.rating_list.store.NoStore` where it holds none."""
    the_list(store, kind)
    checked: list[Checked] = []
    for player in players:
        fide_id = player.fide_id.strip()
        found = (identify_id(store, int(fide_id), kind) if fide_id.isdigit() and int(fide_id)
                 else identify_name(store, player.name, kind))
        listed = found.player
        checked.append(Checked(player, listed,
                               () if listed is None else _differences(player, listed),
                               len(found.candidates) if listed is None else 0))
    return ListCheck(tuple(checked))
