"""What the pages show of an event's title norms, worked out where the report is read (the
Whole event page's child process, :mod:`pages.ui.event.shown`): nothing here imports
Streamlit. Every figure is the engine's (:mod:`elo_core.norms`); the texts are the column's
and the sheet's opponents' names, as the file gives them."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import date
from typing import NamedTuple

from elo_core import (
    EventFormat,
    Exemption,
    FieldGap,
    NormField,
    NormSettings,
    PlayerNorms,
    TeamChampionship,
    field_gaps,
    norm_field,
    player_norms,
    points_short,
    within_reach,
)
from elo_core.trf.records import Tournament
from pages.ui.in_force import Frame
from pages.ui.shared import numbers


class NormsAsked(NamedTuple):
    """What a page asks of the norms: the event's type, as the TRF cannot say it, and the
    table's filter."""

    format: str = EventFormat.SWISS.value
    team: str | None = None
    exemption: str | None = None
    only: bool = False
    """Only the players with a norm or within reach of one."""

    @property
    def settings(self) -> NormSettings:
        """The engine's settings."""
        return NormSettings(EventFormat(self.format),
                            None if self.team is None else TeamChampionship(self.team),
                            None if self.exemption is None else Exemption(self.exemption))


class Round(NamedTuple):
    """One round of the player's, as the sheet and the report list it."""

    round: int
    opponent: str
    title: str
    federation: str
    rating: int | None
    fide_id: str
    result: str
    """The code as the TRF writes it (``1``, ``=``, ``0``, ``+``, ``-``, ``U``, …)."""
    counted: bool


class EventFacts(NamedTuple):
    """The event as the report heads it."""

    name: str
    city: str
    host: str
    start: date | None
    end: date | None
    rounds: int
    players: int


class NormSheet(NamedTuple):
    """One player's norms with what the report needs beside them."""

    event: EventFacts
    asked: NormsAsked
    norms: PlayerNorms
    rounds: tuple[Round, ...]
    fide_id: str
    birth: str


def event_field(tournament: Tournament, asked: NormsAsked) -> tuple[tuple[FieldGap, ...],
                                                                     NormField | None]:
    """What the file lacks for any norm, and the event read for its norms where it lacks
    nothing."""
    gaps = field_gaps(tournament)
    return gaps, None if gaps else norm_field(tournament, asked.settings)


def mark(frame: Frame, norms: PlayerNorms) -> str | None:
    """The norms column's cell: the best norm the player has, else the highest title within
    reach and the points short (``IM: ½ short``), else none."""
    if norms.best is not None:
        return norms.best.value
    for check in norms.checks:
        if within_reach(check):
            short = points_short(check) or 0.0
            return frame.t("norms.col.reach", title=check.title.value,
                           short=numbers.compact(short, frame.lang))
    return None


def marks(frame: Frame, field: NormField | None, ranks: Iterable[int]) -> dict[int, str | None]:
    """The norms column for the players at ``ranks``: none where no norm can be checked."""
    if field is None:
        return {rank: None for rank in ranks}
    return {rank: mark(frame, player_norms(field, rank)) for rank in ranks}


def sheet(field: NormField | None, asked: NormsAsked, rank: int | None) -> NormSheet | None:
    """The sheet of the player at ``rank``, where the file has them and norms can be checked."""
    if field is None or rank is None or rank not in field.by_rank:
        return None
    tournament, by_rank = field.tournament, field.by_rank
    norms = player_norms(field, rank)
    counted = {g.round for g in norms.record.games}
    player = by_rank[rank]
    rounds = []
    for entry in player.rounds:
        other = by_rank.get(entry.opponent) if entry.opponent is not None else None
        rounds.append(Round(
            entry.round, "" if other is None else other.name,
            "" if other is None else other.title,
            "" if other is None else other.federation.strip(),
            None if other is None else other.rating, "" if other is None else other.fide_id,
            "" if entry.code is None else entry.code.value, entry.round in counted))
    event = EventFacts(tournament.name, tournament.city, field.host, tournament.start,
                       tournament.end, tournament.rounds, len(tournament.players))
    return NormSheet(event, asked, norms, tuple(rounds), player.fide_id, player.birth)
