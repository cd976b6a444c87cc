"""Checks every player's norms from a Tournament Report File. The event is read once
(:func:`norm_field`: its players by starting rank, the registering federation, the Swiss's field for
1.4.3d), then one call per player (:func:`player_norms`) for every title checked (FIDE Handbook
B.01).

A TRF in which no player holds a title, none has a federation or none a FIDE rating cannot
give a norm (1.4.5a asks for title holders, 1.4.3 for federations, 1.4.8a for an average of
ratings): :func:`field_gaps` says which of these a file lacks, so that a page or the command
line can say why beside every player's figures (the average, the performance, the games), each
with the requirement that fails, which a user still wants.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from enum import StrEnum
from typing import NamedTuple

from elo_core.federations import read_federation
from elo_core.norms.check import NormCheck, check_norm
from elo_core.norms.counted_games import PlayerRecord, norm_player, player_record
from elo_core.norms.event_format import FormatReading, read_format
from elo_core.norms.event_type import DEFAULT_SETTINGS, NormSettings
from elo_core.norms.exemptions import SwissField, swiss_field, waiver_for
from elo_core.norms.reach import titles_to_make
from elo_core.norms.titles import TITLE_HOLDERS, NormTitle
from elo_core.trf.records import Tournament, TrfPlayer

__all__ = ["FieldGap", "NormField", "PlayerNorms", "field_gaps", "norm_field", "player_norms",
           "titles_checked"]


class FieldGap(StrEnum):
    """Names what a file lacks for any norm to be checked."""

    NO_TITLE_HOLDERS = "no-title-holders"
    NO_FEDERATIONS = "no-federations"
    NO_RATINGS = "no-ratings"


def field_gaps(tournament: Tournament) -> tuple[FieldGap, ...]:
    """Says what the file lacks for any norm to be checked: a title holder (GM to WFM, 1.4.5a),
    a federation (1.4.3: a FIDE federation's code) or a FIDE rating (1.4.8a). It gives none of
    these where a norm can be checked."""
    players = tournament.players
    gaps = []
    if not any(p.title in TITLE_HOLDERS for p in players):
        gaps.append(FieldGap.NO_TITLE_HOLDERS)
    if not any(read_federation(p.federation) for p in players):
        gaps.append(FieldGap.NO_FEDERATIONS)
    if not any(p.rating for p in players):
        gaps.append(FieldGap.NO_RATINGS)
    return tuple(gaps)


class NormField(NamedTuple):
    """Holds an event as its norms need it, read once."""

    tournament: Tournament
    settings: NormSettings
    host: str
    """The federation that registered the event: the TRF's ``032``, else the settings';
    ``""`` where neither is a FIDE federation's code."""
    by_rank: Mapping[int, TrfPlayer]
    swiss: SwissField | None
    """1.4.3d's figures; ``None`` for a round robin or without a host federation."""
    format_reading: FormatReading
    """The format the norms are checked by (``settings.format``) and why: given, or read from
    the file."""


class PlayerNorms(NamedTuple):
    """Holds one player's norms: the rounds as counted and each title checked."""

    record: PlayerRecord
    checks: tuple[NormCheck, ...]
    waiver: str | None

    @property
    def best(self) -> NormTitle | None:
        """The highest title whose norm the player has."""
        return next((c.title for c in self.checks if c.achieved), None)


def norm_field(tournament: Tournament, settings: NormSettings = DEFAULT_SETTINGS) -> NormField:
    """Reads the event once for its norms: its format (``settings.format``, else the file's,
    :func:`~elo_core.norms.event_format.read_format`), the host federation (TRF ``032``, else
    ``settings.federation``) and, for a Swiss, the field's figures for 1.4.3d."""
    reading = read_format(tournament, settings.format)
    settings = settings._replace(format=reading.format)
    host = read_federation(tournament.federation) or read_federation(settings.federation or "")
    host = host or ""
    swiss = (None if reading.format.predetermined
             else swiss_field(tournament.players, host, tournament.rounds))
    return NormField(tournament, settings, host,
                     {p.start_rank: p for p in tournament.players}, swiss, reading)


def titles_checked(player: TrfPlayer) -> tuple[NormTitle, ...]:
    """Gives the titles checked where none is asked for, highest first: those above the one
    ``player`` holds (:func:`~elo_core.norms.reach.titles_to_make`), WGM and WIM for a woman
    only (0.3), as a title application asks for a norm of a title not yet held. The norms, the
    report, the forecast and the pages all check these."""
    read = norm_player(player)
    return titles_to_make(read.title, read.woman)


def player_norms(field: NormField, start_rank: int,
                 titles: Collection[NormTitle] | None = None) -> PlayerNorms:
    """Checks the norms of the player with ``start_rank`` for each of ``titles``, highest
    first: by default the titles above the one the player holds (:func:`titles_checked`). A
    starting rank the event does not have is a :class:`KeyError`."""
    player = field.by_rank[start_rank]
    record = player_record(field.tournament, player, field.settings.event_format,
                           field.by_rank)
    waiver = waiver_for(field.settings, record.player.federation, field.host, field.swiss)
    wanted = titles_checked(player) if titles is None else titles
    checks = tuple(check_norm(record, t, field.settings, waiver) for t in NormTitle
                   if t in wanted)
    return PlayerNorms(record, checks, waiver)
