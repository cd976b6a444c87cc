"""What the pages show of an event's title norms, worked out where the report is read (the
Whole event page's child process, :mod:`pages.ui.event.shown`): nothing here imports
Streamlit. Every figure is the engine's (:mod:`elo_core.norms`): the norms column, and the
chosen player's norm report (:mod:`elo_core.norms.report`), which holds their sheet.

A player's norms are those of the titles above the one they hold
(:func:`elo_core.titles_to_make`): a GM has none left to make, an IM the GM's, a WGM the GM's
and the IM's. The column names the best norm made, and beside it the highest title above it
missed narrowly: within reach by points, or a title result that fails only a clause of the
games or the mix (:func:`elo_core.near_miss`)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple

from elo_core import (
    EventFormat,
    Exemption,
    FieldGap,
    FormatReading,
    ListUsed,
    NormCheck,
    NormField,
    NormReport,
    NormSettings,
    NormTitle,
    PlayerNorms,
    Requirement,
    SwissField,
    TeamChampionship,
    Tournament,
    field_gaps,
    near_miss,
    norm_field,
    norm_report,
    player_norms,
    points_short,
    titles_to_make,
    within_reach,
)
from elo_core.language import compact
from elo_core.norms.counted_games import norm_player
from pages.ui.in_force import Frame


class NormsAsked(NamedTuple):
    """What a page asks of the norms: the event's type, as the TRF cannot say it, and the
    table's filter."""

    format: str | None = None
    """The pairing system chosen, over the file's; ``None``: the file's (a typed list's: a
    Swiss)."""
    team: str | None = None
    exemption: str | None = None
    only: bool = False
    """Only the players with a norm or within reach of one."""

    @property
    def settings(self) -> NormSettings:
        """The engine's settings."""
        return NormSettings(None if self.format is None else EventFormat(self.format),
                            None if self.team is None else TeamChampionship(self.team),
                            None if self.exemption is None else Exemption(self.exemption))


class EventNorms(NamedTuple):
    """What the page shows of the event's norms beside any player's: what the file lacks for
    any norm (every player's figures shown all the same), the pairing system the norms were
    checked by and why, and a Swiss's own exemption (1.4.3d) round by round."""

    gaps: tuple[FieldGap, ...]
    format_reading: FormatReading
    swiss: SwissField | None


def event_field(tournament: Tournament, asked: NormsAsked) -> tuple[EventNorms, NormField]:
    """The event read for its norms as asked, and what the page shows of it beside any
    player's."""
    field = norm_field(tournament, asked.settings)
    return EventNorms(field_gaps(tournament), field.format_reading, field.swiss), field


def clauses(requirements: Iterable[Requirement]) -> str:
    """The clauses of ``requirements``, each once, in their order: ``1.4.4``, ``1.4.3, 1.4.4``."""
    return ", ".join(dict.fromkeys(r.clause for r in requirements))


def _missed(frame: Frame, check: NormCheck) -> str | None:
    """``IM: 0.5 short`` within reach, ``GM: fails 1.4.4`` for a near miss, else none."""
    if within_reach(check):
        return frame.t("norms.col.reach", title=check.title.value,
                       short=compact(points_short(check) or 0.0, frame.lang))
    failing = near_miss(check)
    if failing:
        return frame.t("norms.col.near", title=check.title.value, clauses=clauses(failing))
    return None


def mark(frame: Frame, norms: PlayerNorms) -> str | None:
    """The norms column's cell: the best norm the player has, and beside it the highest title
    above it missed within reach or narrowly (``IM · GM: fails 1.4.4``); none where there is
    neither."""
    missed = None
    for check in norms.checks:
        if check.achieved:
            break
        missed = missed or _missed(frame, check)
    parts = [norms.best.value if norms.best is not None else None, missed]
    return " · ".join(part for part in parts if part) or None


def opened(norms: PlayerNorms) -> NormCheck | None:
    """The title the sheet opens on: the best norm made, else the highest within reach or
    narrowly missed, else the highest checked."""
    return next((c for c in norms.checks if c.achieved),
                next((c for c in norms.checks if within_reach(c) or near_miss(c)),
                     next(iter(norms.checks), None)))


def player_titles(field: NormField, rank: int) -> tuple[NormTitle, ...]:
    """The titles whose norms the player at ``rank`` can still make (see the module)."""
    player = norm_player(field.by_rank[rank])
    return titles_to_make(player.title, player.woman)


def norms_of(field: NormField, rank: int) -> PlayerNorms:
    """The norms of the player at ``rank``, for the titles above the one they hold."""
    return player_norms(field, rank, player_titles(field, rank))


def marks(frame: Frame, field: NormField, ranks: Iterable[int]) -> dict[int, str | None]:
    """The norms column for the players at ``ranks``."""
    return {rank: mark(frame, norms_of(field, rank)) for rank in ranks}


def sheet(field: NormField, rank: int | None,
          held_against: ListUsed | None = None) -> NormReport | None:
    """The norm report of the player at ``rank`` (their sheet, for the titles above the one
    they hold, and what the report prints beside it), where the file has them;
    ``held_against``: the list the players were held against, where one is loaded."""
    if rank is None or rank not in field.by_rank:
        return None
    return norm_report(field, rank, held_against, player_titles(field, rank))
