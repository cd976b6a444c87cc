"""Reads a Tournament Report File as one event of a season: every game once, on the event's last
day.

The file is read by the dashboard's TRF reader (:func:`~elo_core.trf.reader.read_trf`, FIDE
Handbook C.04 Annex 2, TRF-16 and TRF-26), and every problem it finds is the season's too, by
line. Then:

- The event's day is its end date (``052``), else its start date (``042``): its games are the
  season's on that day, round by round, and the DWZ evaluates the file as one event ending then
  (DSB WO 2.2.3). A file with neither date cannot be placed, and none of its games is read.
- Each game is written on both players' lines; it is read once, from the line of the lower
  starting rank, where the other line says the same game (:func:`~elo_core.trf.checks.mirrored`);
  where it does not, the reader's ``not-mirrored`` problem names it and the game is left out,
  since only one of the two can be right.
- A game played (``1 = 0``) is rated; a forfeit (``+ -``) and a game that lasted less than one
  move (``W D L``) are listed with their points and not rated; a game without a result, a bye or
  an absence is no game between two members and is not listed.
- White is the player the file gives colour ``w``; without colours, the lower starting rank,
  and the game says its colours are not known (Lichess's colour advantage is then not counted).
- A member is the player's name (columns 15–47), trimmed; the file's ratings and birth dates are
  not read, since the start list says what a member starts from.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date
from typing import NamedTuple

from elo_core.games import Colour
from elo_core.pool.problems import SeasonError, SeasonProblem
from elo_core.pool.records import (
    BLACK_FORFEIT_WIN,
    BLACK_WINS,
    DOUBLE_FORFEIT,
    DRAWN,
    UNRATED_OFFSET,
    WHITE_FORFEIT_WIN,
    WHITE_WINS,
)
from elo_core.trf.checks import mirrored
from elo_core.trf.records import ResultCode, Tournament, TrfPlayer

_R = ResultCode
#: The outcome of a game from the lower starting rank's code, that player having White.
_OUTCOMES = {
    _R.WIN: WHITE_WINS, _R.DRAW: DRAWN, _R.LOSS: BLACK_WINS,
    _R.FORFEIT_WIN: WHITE_FORFEIT_WIN, _R.FORFEIT_LOSS: BLACK_FORFEIT_WIN,
    _R.UNRATED_WIN: WHITE_WINS + UNRATED_OFFSET, _R.UNRATED_DRAW: DRAWN + UNRATED_OFFSET,
    _R.UNRATED_LOSS: BLACK_WINS + UNRATED_OFFSET,
}
#: The same outcome with the colours the other way round.
_SWAPPED = {
    WHITE_WINS: BLACK_WINS, BLACK_WINS: WHITE_WINS, DRAWN: DRAWN,
    WHITE_FORFEIT_WIN: BLACK_FORFEIT_WIN, BLACK_FORFEIT_WIN: WHITE_FORFEIT_WIN,
    DOUBLE_FORFEIT: DOUBLE_FORFEIT,
    WHITE_WINS + UNRATED_OFFSET: BLACK_WINS + UNRATED_OFFSET,
    BLACK_WINS + UNRATED_OFFSET: WHITE_WINS + UNRATED_OFFSET,
    DRAWN + UNRATED_OFFSET: DRAWN + UNRATED_OFFSET,
}


class TrfGame(NamedTuple):
    """Holds one game of the file, from White's side."""

    white: str
    black: str
    outcome: int
    """A position in :data:`~elo_core.pool.records.OUTCOMES`."""
    line: int
    """The player line it was read from."""
    colours_known: bool


def event_day(tournament: Tournament) -> date | None:
    """Returns the day the event counts on: its end, else its start; ``None`` without either."""
    return tournament.end or tournament.start


def trf_errors(file: str, tournament: Tournament) -> list[SeasonError]:
    """Returns the reader's problems of the file, as the season's."""
    return [SeasonError(file, p.line, p.kind, p.token, "", p.player, p.round)
            for p in tournament.problems]


def trf_games(tournament: Tournament) -> Iterator[TrfGame]:
    """Yields every game of the tournament once, round by round, in the order of the lower starting
    rank (see the module for which are read)."""
    by_rank = {player.start_rank: player for player in tournament.players}
    for round_number in range(tournament.rounds):
        for player in tournament.players:
            game = _game(player, round_number, by_rank)
            if game is not None:
                yield game


def _game(player: TrfPlayer, round_number: int, by_rank: dict[int, TrfPlayer]
          ) -> TrfGame | None:
    entry = player.rounds[round_number]
    if entry.opponent is None or entry.opponent <= player.start_rank or entry.code is None:
        return None
    outcome = _OUTCOMES.get(entry.code)
    other = by_rank.get(entry.opponent)
    if outcome is None or other is None:
        return None
    theirs = other.rounds[round_number]
    if not mirrored(entry, theirs, player.start_rank):
        return None
    if entry.code is _R.FORFEIT_LOSS and theirs.code is _R.FORFEIT_LOSS:
        outcome = DOUBLE_FORFEIT
    colour = entry.colour or (None if theirs.colour is None else
                              Colour.BLACK if theirs.colour is Colour.WHITE else Colour.WHITE)
    mine, their_name = player.name.strip(), other.name.strip()
    if colour is Colour.BLACK:
        return TrfGame(their_name, mine, _SWAPPED[outcome], player.line, True)
    return TrfGame(mine, their_name, outcome, player.line, colour is not None)


def missing_names(file: str, tournament: Tournament) -> list[SeasonError]:
    """Returns a problem for each player line without a name: its games have no member to be listed
    under."""
    return [SeasonError(file, player.line, SeasonProblem.MISSING_CELL, "name", "",
                        player.start_rank)
            for player in tournament.players if not player.name.strip()]
