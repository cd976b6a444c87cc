"""Reads where an event stands after the rounds played, as a forecast reads it from a Tournament
Report File: the rounds with results, each player's points, opponents met and colours, who has left,
and the rounds to come as far as they are known (a game whose opponent and colour are known, a bye
the file already gives, or a game still to be paired).

- A round is *played* when some player has a result in it against an opponent (a code other
  than blank); the rounds after the last one played are to come. A round the file pairs
  without results (opponents, blank codes) gives the games of that round to come, and a bye
  it gives there (``H``, ``F``, ``U``, ``Z``) stands as given.
- A player's points are the standings' points of the rounds played (byes and forfeits
  included), as the file scores them.
- A player absent from the last round played (``Z``, a blank round, a forfeit lost) is taken
  to have left the event: not paired again.
- An unrated player plays at 1400 in the model (the lowest published rating, B.02 §8.2, and
  what B.01 1.4.6d counts an unrated opponent as); the norm and the rating take them as
  unrated.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import NamedTuple

from elo_core.games import Colour
from elo_core.trf.records import ResultCode, RoundEntry, Tournament, TrfPlayer

__all__ = ["NextGame", "Opponent", "PlayerStanding", "rounds_played", "standing"]

#: The strength the model gives a player without a rating.
UNRATED_STRENGTH = 1400
#: The codes of a player absent from a round.
_ABSENT = frozenset({ResultCode.ZERO_BYE, ResultCode.BLANK, ResultCode.FORFEIT_LOSS})


class Opponent(NamedTuple):
    """Describes an opponent in a round to come, as far as they are known."""

    rating: int | None
    """The FIDE rating; ``None`` for an unrated opponent."""
    title: str = ""
    """The FIDE title as a TRF or a list writes it (``GM``, ``g``), ``""`` for none."""
    federation: str = ""
    start_rank: int | None = None
    """The event's player this is, where one is."""

    @property
    def strength(self) -> int:
        """The rating the model plays them at."""
        return UNRATED_STRENGTH if self.rating is None else self.rating


class NextGame(NamedTuple):
    """A game to come whose opponent is known, and its colour where that is known."""

    opponent: Opponent
    colour: Colour | None
    """The player's colour; ``None`` where it is not known: White or Black, each as likely."""


#: A round to come: a known game, a bye the file gives (its entry), or ``None``: a game still
#: to be paired.
Planned = NextGame | RoundEntry | None


class PlayerStanding(NamedTuple):
    """Holds one player's standing after the rounds played."""

    player: TrfPlayer
    after_round: int
    """The rounds played."""
    points: float
    """The standings' points so far."""
    met: frozenset[int]
    """The starting ranks of the opponents met (games and forfeits)."""
    colours: tuple[Colour, ...]
    """The colours of the rounds played, in order (rounds without one left out)."""
    left: bool
    """Absent from the last round played: not paired again."""
    paired: RoundEntry | None
    """The file's entry for the next round where it pairs that round already."""

    @property
    def strength(self) -> int:
        """The rating the model plays this player at."""
        return UNRATED_STRENGTH if self.player.rating is None else self.player.rating


def event_opponent(player: TrfPlayer) -> Opponent:
    """Returns an event's player as an opponent."""
    return Opponent(player.rating, player.title, player.federation, player.start_rank)


def rounds_played(tournament: Tournament) -> int:
    """Returns the last round with a result against an opponent; 0 before the first."""
    last = 0
    for player in tournament.players:
        for entry in player.rounds:
            if (entry.round > last and entry.opponent is not None
                    and entry.code not in (None, ResultCode.BLANK)):
                last = entry.round
    return last


def standing(player: TrfPlayer, after_round: int) -> PlayerStanding:
    """Gives where ``player`` stands after ``after_round`` rounds."""
    played = player.rounds[:after_round]
    points = sum(entry.score or 0.0 for entry in played)
    met = frozenset(e.opponent for e in played if e.opponent is not None)
    colours = tuple(e.colour for e in played if e.colour is not None)
    left = bool(played) and played[-1].code in (*_ABSENT, None)
    paired = None
    if len(player.rounds) > after_round:
        entry = player.rounds[after_round]
        if entry.code not in (None, ResultCode.BLANK) or entry.opponent is not None:
            paired = entry
    return PlayerStanding(player, after_round, points, met, colours, left, paired)


def planned_rounds(state: PlayerStanding, rounds: int, given: Sequence[NextGame | None],
                   by_rank: Mapping[int, TrfPlayer]) -> tuple[Planned, ...]:
    """Returns the rounds to come of an event of ``rounds`` rounds, in order: ``given`` first
    (``None`` for a round not given), else the file's pairing of the next round, else to be
    paired."""
    planned: list[Planned] = []
    for offset in range(rounds - state.after_round):
        known = given[offset] if offset < len(given) else None
        if known is None and offset == 0 and state.paired is not None:
            entry = state.paired
            opponent = by_rank.get(entry.opponent) if entry.opponent is not None else None
            if opponent is not None and entry.colour is not None:
                known = NextGame(event_opponent(opponent), entry.colour)
            elif entry.opponent is None and entry.code not in (None, ResultCode.BLANK):
                planned.append(entry)
                continue
        planned.append(known)
    return tuple(planned)
