"""Decides which of a player's rounds are games for a norm (FIDE Handbook B.01, 1.4.1c, 1.4.2,
1.4.6d).

- 1.4.2c: only games played over the board count. In a TRF those are the rounds with an
  opponent and the code ``1``, ``=`` or ``0``. A forfeit (``+``, ``-``), a game that lasted less
  than one move (``W``, ``D``, ``L``, not rated) and a round without a result are no games; nor
  is any bye (``H``, ``F``, ``U``, ``Z``, blank).
- 1.4.2a: games against opponents of no FIDE federation are left out. A TRF names a federation
  for every player it rates; an opponent without a player line is left out (nothing is known of
  them). ``FID`` (FIDE's flag) is a game like any other, but no foreign federation (1.4.3). A
  federation written that is no FIDE code (:mod:`elo_core.federations`: ``XXX``, ``<b>``) is
  kept as written and named (:attr:`PlayerRecord.unknown_federations`); the game counts, but
  its federation counts for nothing (1.4.3, 1.4.4).
- 1.4.6d: an unrated opponent (no rating, or 0) counts as 1400 unless raised by the floor.
- 1.4.2b: in a round robin, a game against an unrated opponent who scored nothing against the
  rated opponents is left out; not in a Swiss.
- 1.4.1c: in a 9-round event, a player with 8 games because the one missing round was a
  forfeit win or a pairing-allocated bye may have a 9-game norm. Some restatements of B.01
  speak of "the ninth round", Sharly Chess's reading note of B.01 of "the missing game"; the
  reading taken here is Sharly's, whichever round it was, so that a forfeit win in round 4
  counts as one in round 9 does. A forfeit loss, a requested
  bye or a game left out leaves no such norm (the Qualification Commission: "an overscore will
  not create a norm").
- 1.4.2c, last round: where the opponent forfeited the last round and the player needed that
  game, the norm stands if the player could have lost it. Read, as Sharly Chess reads it, as a
  played loss against that opponent, their rating, title and federation in the mix and the
  score unchanged, tried only when the games alone make no norm.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from enum import StrEnum
from typing import NamedTuple

from elo_core.federations import read_federation
from elo_core.norms.event_type import EventFormat
from elo_core.trf.records import ResultCode, Tournament, TrfPlayer

__all__ = [
    "UNRATED_RATING",
    "NormGame",
    "NormPlayer",
    "PlayerRecord",
    "RoundLeftOut",
    "eight_of_nine",
    "player_record",
]

#: The rating an unrated opponent counts as (1.4.6d).
UNRATED_RATING = 1400


class NormGame(NamedTuple):
    """One game that counts for a norm, with what the mix needs of its opponent."""

    round: int
    opponent: int | None
    """The opponent's starting rank (``None`` where the game was typed in, not read)."""
    rating: int | None
    """The opponent's FIDE rating; ``None``: unrated, counted as 1400 (1.4.6d)."""
    title: str
    """The opponent's FIDE title as read (:mod:`elo_core.titles`: ``GM``, ``WFM``), ``""`` for
    none."""
    federation: str
    """The opponent's federation as written (``GER``, ``FID``; read by
    :func:`elo_core.federations.read_federation`, so ``XXX``, which is no FIDE code, counts for
    nothing), ``""`` where not given."""
    score: float
    """1, ½ or 0."""
    forfeited: bool = False
    """A last round the opponent forfeited, counted as a played loss (1.4.2c)."""


class NormPlayer(NamedTuple):
    """The player whose norm is checked."""

    start_rank: int
    name: str
    sex: str
    """``w`` (or ``f``) for a woman, as a TRF writes it."""
    title: str
    federation: str
    rating: int | None

    @property
    def woman(self) -> bool:
        """A woman, who can make WGM and WIM norms (0.3)."""
        return self.sex.strip().lower() in ("w", "f")


class RoundLeftOut(StrEnum):
    """Why a round is no game for a norm."""

    BYE = "bye"
    """A bye or absence of any kind (1.4.2c)."""
    FORFEIT = "forfeit"
    """Won or lost by forfeit (1.4.2c)."""
    NOT_PLAYED = "not-played"
    """A game of less than one move, or without a result (1.4.2c)."""
    NO_OPPONENT = "no-opponent"
    """An opponent without a player line, of no known federation (1.4.2a)."""
    UNRATED_SCORED_ZERO = "unrated-scored-zero"
    """Round robin: an unrated opponent with no point against the rated (1.4.2b)."""


class PlayerRecord(NamedTuple):
    """A player's rounds as a norm counts them."""

    player: NormPlayer
    games: tuple[NormGame, ...]
    """The games that count, by round."""
    left_out: tuple[tuple[int, RoundLeftOut], ...]
    """The other rounds and why."""
    rounds: int
    """The event's rounds."""
    points: float
    """The points of the games that count."""
    eight_of_nine: bool
    """A 9-round event, 8 games, the missing round a forfeit win or a pairing-allocated bye
    (1.4.1c)."""
    last_round_forfeit: NormGame | None
    """The last round won by the opponent's forfeit, as the played loss 1.4.2c allows."""
    given_rounds: tuple[int, ...] = ()
    """The rounds given without a game: a forfeit win or a pairing-allocated bye, the round
    1.4.1c lets a 9-round event's norm go without."""

    @property
    def unknown_federations(self) -> tuple[str, ...]:
        """The federations written for the player or an opponent of the games counted that are
        no FIDE federation's code, each once, in order: named, and counting for nothing."""
        written = [self.player.federation, *(g.federation for g in self.games)]
        return tuple(sorted({f for f in written if f and read_federation(f) is None}))


def eight_of_nine(rounds: int, games: int, left_out: Sequence[int],
                  given_rounds: Collection[int]) -> bool:
    """Tells whether 1.4.1c applies: a 9-round event in which the player has 8 games, and the one
    round ``left_out`` was given without a game (a forfeit win or a pairing-allocated bye,
    ``given_rounds``)."""
    return (rounds == 9 and games == 8 and len(left_out) == 1
            and left_out[0] in given_rounds)


def norm_player(player: TrfPlayer) -> NormPlayer:
    """Reads the player's facts that a norm needs from their TRF line."""
    return NormPlayer(player.start_rank, player.name, player.sex, player.title,
                      player.federation.strip(), player.rating)


def _game(round_number: int, opponent: TrfPlayer, score: float,
          forfeited: bool = False) -> NormGame:
    return NormGame(round_number, opponent.start_rank, opponent.rating, opponent.title,
                    opponent.federation.strip(), score, forfeited)


def _scored_nothing_against_rated(player: TrfPlayer, by_rank: Mapping[int, TrfPlayer]) -> bool:
    """Tells whether an unrated player has no point in their games against rated opponents
    (1.4.2b)."""
    scores = [entry.score or 0.0 for entry in player.rounds
              if entry.code is not None and entry.code.played and entry.opponent is not None
              and (other := by_rank.get(entry.opponent)) is not None and other.rating]
    return player.rating is None and sum(scores) == 0


def player_record(tournament: Tournament, player: TrfPlayer,
                  event_format: EventFormat = EventFormat.SWISS,
                  by_rank: Mapping[int, TrfPlayer] | None = None) -> PlayerRecord:
    """Sorts the rounds of ``player`` into the games that count for a norm and the rounds that
    do not, each with why (1.4.1c, 1.4.2, 1.4.6d). ``by_rank`` holds the event's players by
    starting rank, where the caller has them already."""
    if by_rank is None:
        by_rank = {p.start_rank: p for p in tournament.players}
    games: list[NormGame] = []
    left_out: list[tuple[int, RoundLeftOut]] = []
    for entry in player.rounds:
        code = entry.code
        opponent = by_rank.get(entry.opponent) if entry.opponent is not None else None
        reason: RoundLeftOut | None = None
        if code is None or not code.game or entry.opponent is None:
            reason = RoundLeftOut.BYE if code is None or not code.game else RoundLeftOut.FORFEIT
        elif code in (ResultCode.FORFEIT_WIN, ResultCode.FORFEIT_LOSS):
            reason = RoundLeftOut.FORFEIT
        elif not code.played:
            reason = RoundLeftOut.NOT_PLAYED
        elif opponent is None:
            reason = RoundLeftOut.NO_OPPONENT
        elif (event_format.predetermined
              and _scored_nothing_against_rated(opponent, by_rank)):
            reason = RoundLeftOut.UNRATED_SCORED_ZERO
        if reason is None and opponent is not None:
            games.append(_game(entry.round, opponent, code.rating_score if code else 0.0))
        else:
            left_out.append((entry.round, reason or RoundLeftOut.BYE))
    rounds = len(player.rounds)
    given = tuple(entry.round for entry in player.rounds
                  if entry.code in (ResultCode.FORFEIT_WIN, ResultCode.PAIRING_BYE))
    last = player.rounds[-1] if player.rounds else None
    rescue = None
    if (last is not None and last.code is ResultCode.FORFEIT_WIN and last.opponent is not None
            and (opponent := by_rank.get(last.opponent)) is not None):
        rescue = _game(last.round, opponent, 0.0, forfeited=True)
    return PlayerRecord(norm_player(player), tuple(games), tuple(left_out), rounds,
                        sum(g.score for g in games),
                        eight_of_nine(rounds, len(games), [r for r, _ in left_out], given),
                        rescue, given)
