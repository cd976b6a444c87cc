"""What the pages show of an event's title norms, worked out where the report is read (the
Whole event page's child process, :mod:`pages.ui.event.shown`): nothing here imports
Streamlit. Every figure is the engine's (:mod:`elo_core.norms`): the norms column, and the
chosen player's norm report (:mod:`elo_core.norms.report`), which holds their sheet."""

from __future__ import annotations

from collections.abc import Iterable
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
from elo_core.norms.report.facts import ListUsed, NormReport, norm_report
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


def sheet(field: NormField | None, rank: int | None,
          held_against: ListUsed | None = None) -> NormReport | None:
    """The norm report of the player at ``rank`` (their sheet and what the report prints
    beside it), where the file has them and norms can be checked; ``held_against``: the list
    the players were held against, where one is loaded."""
    if field is None or rank is None or rank not in field.by_rank:
        return None
    return norm_report(field, rank, held_against)
