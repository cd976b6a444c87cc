"""Lists the events exempt from the foreigner requirement, and works out the one that the field
decides: a Swiss with enough foreign rated players and title holders in every round (FIDE Handbook
B.01, 1.4.3a–d).

- 1.4.3a (a national championship's final), 1.4.3b (a national team championship): only for
  players of the federation that registered the event (TRF ``032``); 1.4.3c (a zonal or
  sub-zonal): for every player. A TRF cannot say which an event is, so the caller does.
- 1.4.3d: a Swiss in which, in every round, at least 20 FIDE-rated players not of the host
  federation, from at least 3 federations, of whom at least 10 GM, IM, WGM or WIM, take part.
  The Qualification Commission's review (2023) reads it as a rule on who is counted: players
  "are considered ... if they play (at least) all but one round", and a pairing-allocated bye
  is no round missed. So a player who sat out one round (a requested bye, a forfeit lost) is
  counted in every round, that one too: 20 such players, one of whom sat out round 2, make
  the exemption. Counted are the players rated, of a FIDE federation
  (:mod:`elo_core.federations`) that is not the host's and not ``FID`` (1.4.2a); a round is
  played where it is a game (played or not rated), a forfeit won or a pairing-allocated bye,
  missed otherwise. Round by round, a player counts until the round in which they miss a
  second time, so the counts never rise: the exemption holds where the last round's reach
  each minimum, and the first round where one fell short is where it was lost.
- Any of them waives 1.4.3 and both limits of 1.4.4, "the normal foreigner requirement"
  (1.4.3e), as Sharly Chess reads it with the Qualification Commission's written answer;
  nothing else.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import NamedTuple

from elo_core.federations import FIDE_FLAG, read_federation
from elo_core.norms.event_type import EventFormat, NormSettings
from elo_core.norms.titles import MASTER_TITLES
from elo_core.trf.records import ResultCode, TrfPlayer

__all__ = ["SwissField", "swiss_field", "waiver_for"]

#: 1.4.3d's minima in every round.
LEAST_FOREIGN_RATED, LEAST_FEDERATIONS, LEAST_MASTERS = 20, 3, 10
_PLAYED = frozenset({ResultCode.WIN, ResultCode.DRAW, ResultCode.LOSS, ResultCode.FORFEIT_WIN,
                     ResultCode.UNRATED_WIN, ResultCode.UNRATED_DRAW, ResultCode.UNRATED_LOSS,
                     ResultCode.PAIRING_BYE})


class SwissRound(NamedTuple):
    """1.4.3d's counts in one round."""

    round: int
    foreign_rated: int
    federations: int
    masters: int

    @property
    def holds(self) -> bool:
        """Every count reaches its minimum."""
        return (self.foreign_rated >= LEAST_FOREIGN_RATED
                and self.federations >= LEAST_FEDERATIONS and self.masters >= LEAST_MASTERS)


class SwissField(NamedTuple):
    """1.4.3d's figures for a Swiss: the least of each count over its rounds, and each round's
    counts."""

    foreign_rated: int
    federations: int
    masters: int
    rounds: tuple[SwissRound, ...] = ()
    """Each round's counts, round 1 first."""

    @property
    def holds(self) -> bool:
        """The field exempts the event's norms from the foreigner requirement."""
        return (self.foreign_rated >= LEAST_FOREIGN_RATED
                and self.federations >= LEAST_FEDERATIONS and self.masters >= LEAST_MASTERS)

    @property
    def first_short(self) -> int | None:
        """The first round in which a count fell short of its minimum; ``None`` where none
        did."""
        return next((r.round for r in self.rounds if not r.holds), None)


def _counted_until(player: TrfPlayer, rounds: int) -> int:
    """Returns the rounds, from the first, in which ``player`` had missed at most one round: all of
    them, or those before the second round missed."""
    missed = 0
    for at, entry in enumerate(player.rounds[:rounds]):
        missed += entry.code not in _PLAYED
        if missed > 1:
            return at
    return rounds


def swiss_field(players: Sequence[TrfPlayer], host: str, rounds: int) -> SwissField | None:
    """Counts 1.4.3d's figures for an event of ``rounds`` rounds hosted by the federation
    ``host``. It gives ``None`` where they cannot be worked out: without a host federation or
    without rounds."""
    if not host or rounds == 0:
        return None
    counted = []
    for player in players:
        federation = read_federation(player.federation)
        if player.rating and federation not in (None, host, FIDE_FLAG):
            counted.append((federation, player.title in MASTER_TITLES,
                            _counted_until(player, rounds)))
    # players leave the count as they miss a second round: the latest to leave last
    counted.sort(key=lambda c: c[2], reverse=True)
    federations = Counter(federation for federation, _, _ in counted)
    masters = sum(master for _, master, _ in counted)
    by_round = []
    for r in range(rounds):
        while counted and counted[-1][2] <= r:
            federation, master, _ = counted.pop()
            federations[federation] -= 1
            if not federations[federation]:
                del federations[federation]
            masters -= master
        by_round.append(SwissRound(r + 1, len(counted), len(federations), masters))
    least = (min(r.foreign_rated for r in by_round), min(r.federations for r in by_round),
             min(r.masters for r in by_round))
    return SwissField(*least, tuple(by_round))


def waiver_for(settings: NormSettings, player_federation: str, host: str,
               field: SwissField | None) -> str | None:
    """Finds the clause that waives the foreigner requirement for a player of
    ``player_federation`` in an event registered by ``host``: the exemption given (1.4.3a–c; a
    and b for the host's players only), else 1.4.3d where a Swiss's field meets it, else
    ``None``."""
    exemption = settings.exemption
    if exemption is not None and (not exemption.own_federation_only
                                  or (host and read_federation(player_federation) == host)):
        return exemption.clause
    if settings.event_format is EventFormat.SWISS and field is not None and field.holds:
        return "1.4.3d"
    return None
