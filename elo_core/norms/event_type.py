"""Describes what a norm depends on beyond the games: the event's format (which the file may say,
:mod:`~elo_core.norms.event_format`), and what a Tournament Report File cannot say: whether it
is a World or Continental team championship, and whether it is one of the events exempt from
the foreigner requirement (FIDE Handbook B.01, 1.4.1b, 1.4.1e–f, 1.4.3a–c).
"""

from __future__ import annotations

from enum import StrEnum
from typing import NamedTuple

__all__ = ["DEFAULT_SETTINGS", "EventFormat", "Exemption", "NormSettings", "TeamChampionship"]


class EventFormat(StrEnum):
    """Names the pairing system. Only with predetermined pairings must a norm use every round
    (1.4.1e), and only a Swiss can be exempt by its field (1.4.3d)."""

    SWISS = "swiss"
    ROUND_ROBIN = "round-robin"
    DOUBLE_ROUND_ROBIN = "double-round-robin"

    @property
    def predetermined(self) -> bool:
        """Whether this is a round robin, single or double, whose pairings are fixed before the
        event (1.4.1e)."""
        return self is not EventFormat.SWISS


class TeamChampionship(StrEnum):
    """Names a World or Continental team or club championship, where 7 games are enough in 7 to 9
    rounds (1.4.1b)."""

    WORLD = "world"
    CONTINENTAL = "continental"


class Exemption(StrEnum):
    """Names an event whose norms need not meet the foreigner requirement (1.4.3 and 1.4.4)."""

    NATIONAL_CHAMPIONSHIP = "national-championship"
    """The final stage of a national championship (1.4.3a): for its federation's players."""
    NATIONAL_TEAM_CHAMPIONSHIP = "national-team-championship"
    """A national team championship (1.4.3b): for its federation's players."""
    ZONAL = "zonal"
    """A zonal or sub-zonal tournament (1.4.3c): for every player."""

    @property
    def clause(self) -> str:
        """The clause that grants it."""
        return _CLAUSES[self]

    @property
    def own_federation_only(self) -> bool:
        """It holds only for players of the federation that registered the event (1.4.3a–b)."""
        return self is not Exemption.ZONAL


_CLAUSES = {Exemption.NATIONAL_CHAMPIONSHIP: "1.4.3a",
            Exemption.NATIONAL_TEAM_CHAMPIONSHIP: "1.4.3b", Exemption.ZONAL: "1.4.3c"}


class NormSettings(NamedTuple):
    """The event's facts a norm needs beyond the TRF."""

    format: EventFormat | None = None
    """The format given, which overrides the file's; ``None``: read from the file
    (:func:`~elo_core.norms.event_format.read_format`), a Swiss where there is none (a typed
    list)."""
    team_championship: TeamChampionship | None = None
    exemption: Exemption | None = None
    federation: str | None = None
    """The federation that registered the event, where the TRF (``032``) gives none; the
    TRF's wins where it has one."""

    @property
    def event_format(self) -> EventFormat:
        """The format the norms are checked by: the one given, else a Swiss."""
        return self.format or EventFormat.SWISS


#: The format the file's, no team championship, no exemption given, the federation the TRF's.
DEFAULT_SETTINGS = NormSettings()
