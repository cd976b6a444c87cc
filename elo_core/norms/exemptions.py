"""The events exempt from the foreigner requirement, and the one worked out from the field: a
Swiss with enough foreign rated players and title holders in every round (FIDE Handbook B.01,
1.4.3a–d).

- 1.4.3a (a national championship's final), 1.4.3b (a national team championship): only for
  players of the federation that registered the event (TRF ``032``); 1.4.3c (a zonal or
  sub-zonal): for every player. A TRF cannot say which an event is, so the caller does.
- 1.4.3d: a Swiss in which, in every round, at least 20 FIDE-rated players not of the host
  federation, from at least 3 federations, of whom at least 10 GM, IM, WGM or WIM, take part.
  Only players who missed at most one round are counted (the Qualification Commission: a
  pairing-allocated bye is no round missed). Read here round by round: of the players rated,
  of a FIDE federation (:mod:`elo_core.federations`) that is not the host's and not ``FID``
  (1.4.2a), who missed at
  most one round, those present in the round are counted; present is a game (played or not
  rated), a forfeit won or a pairing-allocated bye; absent is a forfeit lost or any other bye.
  The exemption holds where the least count over the rounds reaches each minimum.
- Any of them waives 1.4.3 and both limits of 1.4.4, "the normal foreigner requirement"
  (1.4.3e), as Sharly Chess reads it with the Qualification Commission's written answer;
  nothing else.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from elo_core.federations import FIDE_FLAG, read_federation
from elo_core.norms.event_type import EventFormat, NormSettings
from elo_core.norms.titles import MASTER_TITLES
from elo_core.trf.records import ResultCode, TrfPlayer

__all__ = ["SwissField", "swiss_field", "waiver_for"]

#: 1.4.3d's minima in every round.
LEAST_FOREIGN_RATED, LEAST_FEDERATIONS, LEAST_MASTERS = 20, 3, 10
_PRESENT = frozenset({ResultCode.WIN, ResultCode.DRAW, ResultCode.LOSS, ResultCode.FORFEIT_WIN,
                      ResultCode.UNRATED_WIN, ResultCode.UNRATED_DRAW, ResultCode.UNRATED_LOSS,
                      ResultCode.PAIRING_BYE})


class SwissField(NamedTuple):
    """1.4.3d's figures for a Swiss: the least of each count over its rounds."""

    foreign_rated: int
    federations: int
    masters: int

    @property
    def holds(self) -> bool:
        """The field exempts the event's norms from the foreigner requirement."""
        return (self.foreign_rated >= LEAST_FOREIGN_RATED
                and self.federations >= LEAST_FEDERATIONS and self.masters >= LEAST_MASTERS)


def _present(player: TrfPlayer) -> list[bool]:
    return [entry.code in _PRESENT for entry in player.rounds]


def swiss_field(players: Sequence[TrfPlayer], host: str, rounds: int) -> SwissField | None:
    """1.4.3d's counts for an event of ``rounds`` rounds hosted by the federation ``host``;
    ``None`` without a host federation or rounds, where it cannot be worked out."""
    if not host or rounds == 0:
        return None
    least: SwissField | None = None
    counted = []
    for player in players:
        federation = read_federation(player.federation)
        if player.rating and federation not in (None, host, FIDE_FLAG):
            present = _present(player)
            if present.count(False) <= 1:
                counted.append((federation, player.title in MASTER_TITLES,
                                present))
    for r in range(rounds):
        here = [(federation, master) for federation, master, present in counted
                if r < len(present) and present[r]]
        figures = SwissField(len(here), len({f for f, _ in here}), sum(m for _, m in here))
        least = figures if least is None else SwissField(*map(min, zip(least, figures,
                                                                      strict=True)))
    return least


def waiver_for(settings: NormSettings, player_federation: str, host: str,
               field: SwissField | None) -> str | None:
    """The clause that waives the foreigner requirement for a player of ``player_federation``
    in an event registered by ``host``, or ``None``: the exemption given (1.4.3a–c, a and b
    for the host's players only), else 1.4.3d where a Swiss's field meets it."""
    exemption = settings.exemption
    if exemption is not None and (not exemption.own_federation_only
                                  or (host and read_federation(player_federation) == host)):
        return exemption.clause
    if settings.event_format is EventFormat.SWISS and field is not None and field.holds:
        return "1.4.3d"
    return None
