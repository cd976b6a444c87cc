"""Describes what a FIDE rating list holds: one player's line (:class:`ListedPlayer`), the list's
kind (:class:`ListKind`), a list loaded into the store (:class:`LoadedList`) and a player as one
month's list gives them (:class:`Listing`), a line of their rating history.

The fields are those FIDE publishes for every player (FIDE Handbook B.02 §7.1.2: ID, name,
federation, title, rating, games in the period, K, birth year, sex) and the list's flag column,
``i`` for an inactive player and ``w`` for a woman.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime
from enum import StrEnum

from elo_core.titles import read_title

__all__ = ["ListKind", "ListedPlayer", "Listing", "LoadedList"]


class ListKind(StrEnum):
    """Which of FIDE's three lists: standard, rapid or blitz."""

    STANDARD = "standard"
    RAPID = "rapid"
    BLITZ = "blitz"


@dataclass(frozen=True)
class ListedPlayer:
    """One player as the list gives them; a field the list leaves blank is ``""`` or ``None``.

    ``rating`` is ``None`` where the list writes none or 0 (the combined list's unrated);
    ``games`` are the games rated in the list's period (FIDE's ``Gms``), not all of a career;
    ``k`` is the K FIDE gives the player for the next period (``None`` where the list writes
    none or 0). Each is within the range the pages take (:mod:`~elo_core.rating_list.lines`).
    """

    fide_id: int
    name: str
    federation: str
    sex: str
    title: str
    women_title: str
    other_titles: str
    rating: int | None
    games: int | None
    k: int | None
    birth_year: int | None
    inactive: bool
    """The flag holds ``i``."""
    woman: bool
    """The flag holds ``w``, or the sex is ``F``."""

    @property
    def fide_title(self) -> str:
        """The title a norm and a TRF count: the list's title, else its women's title, read as
        every title is (:func:`elo_core.titles.read_title`: ``GM`` … ``WCM``); ``""`` for none,
        or for a word that is no FIDE title."""
        title = read_title(self.title or self.women_title)
        return title.value if title else ""


@dataclass(frozen=True)
class LoadedList:
    """Describes a list in the store: its kind and month (the first of the month), how many players,
    when it was imported (UTC) and from which file."""

    kind: ListKind
    month: date
    players: int
    imported: datetime
    source: str


@dataclass(frozen=True)
class Listing:
    """A player as the list of ``month`` gives them: a line of their rating history."""

    month: date
    player: ListedPlayer
