"""Holds a game in a list: the opponent's rating and the player's score, or a round not played."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from enum import StrEnum
from typing import NamedTuple, TypeVar

__all__ = ["DRAW", "LOSS", "WIN", "Colour", "Game", "NotRated", "Reread", "Unplayed"]

T = TypeVar("T")

WIN, DRAW, LOSS = 1.0, 0.5, 0.0


class Unplayed(StrEnum):
    """Why a round was not played over the board. Such a round is listed, never rated
    (FIDE B.02 §5.1: unplayed games are not rated)."""

    FORFEIT_WIN = "forfeit-win"
    """Won by forfeit: ``+``, ``1F``, ``+F``."""
    FORFEIT_LOSS = "forfeit-loss"
    """Lost by forfeit: ``-``, ``0F``, ``-F``."""
    FORFEIT = "forfeit"
    """A forfeit whose side is not said (a bare ``kampflos`` or ``reglementair``)."""
    BYE = "bye"
    """No opponent this round (``bye``, ``spielfrei``, ``vrij``)."""


class NotRated(StrEnum):
    """Why a game or a round is not rated for the player: in a series, or in an event read from a
    Tournament Report File (the reasons only a file can give are marked so)."""

    FORFEIT = "forfeit"
    """A forfeit: the game was not played over the board (B.02 §5.1)."""
    BYE = "bye"
    """A bye: points without a game, never a rating (in a file ``H``, ``F``, ``U``, or ``+``
    without an opponent)."""
    NOT_PAIRED = "not-paired"
    """In a file: ``Z``, blank or ``-`` without an opponent, absent or not paired."""
    NOT_RATED_IN_FILE = "not-rated-in-file"
    """In a file: ``W``, ``D`` or ``L``, a game that lasted less than one move, not rated by
    TRF's rule."""
    NO_RESULT = "no-result"
    """In a file: an opponent but no result yet."""
    NO_OPPONENT = "no-opponent"
    """In a file: a result (``1 = 0``) without an opponent (``0000``)."""
    OPPONENT_MISSING = "opponent-missing"
    """In a file: the opponent's number has no player line."""
    OPPONENT_UNRATED = "opponent-unrated"
    """The opponent has no rating: there is none to compute against (§8.3.1)."""
    PLAYER_UNRATED = "player-unrated"
    """In a file: the player has no rating, so the game counts towards a first rating only
    (§8.2)."""
    FIRST_EVENT_ZERO = "first-event-zero"
    """In a file: the player has no rating and no point from the games against rated
    opponents: a first event without a point is disregarded (FIDE B.02 §8.2)."""
    RAPID_GAP = "rapid-gap"
    """Rapid and blitz: 600 points or more apart with one player above 2600."""
    NOT_READ = "not-read"
    """In a file: the round could not be read (the file's problem says why)."""


class Colour(StrEnum):
    """The player's colour, where a game list says it."""

    WHITE = "white"
    BLACK = "black"


class Game(NamedTuple):
    """Holds one game (or unplayed round) of a series, from the player's side."""

    opponent_rating: float | None
    """``None`` only for an unplayed round without an opponent (a bye)."""
    score: float
    """1, 0.5 or 0; for an unplayed round, the points awarded (which are not rated)."""
    name: str = ""
    """The opponent's name, without the title and federation written beside it."""
    unplayed: Unplayed | None = None
    line: int = 0
    """Where the game came from: a line of text or a row of a file, counting from 1."""
    date: str = ""
    opponent_rd: float | None = None
    """The opponent's Glicko rating deviation, where the line gives it (``1850/60:1``)."""
    colour: Colour | None = None
    title: str = ""
    """The opponent's FIDE title in capitals (``GM``, ``WFM``), where the line or a table's
    title column gives it, or a rating list fills it in; ``""`` for none."""
    federation: str = ""
    """The opponent's federation, as the title is given: FIDE's code (``GER``), or as written
    where a line's federation is no FIDE federation's code (``XXX``), which counts for nothing
    in a norm (the line's note says so, :func:`~elo_core.readers.notation.doubts`)."""
    fide_id: int | None = None
    """The opponent's FIDE ID, where the line writes it in the rating's place (``Kok
    1503014:1``) or a rating list fills the game in."""

    @property
    def played(self) -> bool:
        """Whether the game was played over the board against a rated opponent, so that it can be
        rated."""
        return self.unplayed is None and self.opponent_rating is not None

    @property
    def written_name(self) -> str:
        """The opponent's name with the title and federation beside it, as a line writes
        them (``Meier IM FRA``, ``GM GER``)."""
        if not (self.title or self.federation):
            return self.name
        return " ".join(part for part in (self.name, self.title, self.federation) if part)


def unplayed_reason(unplayed: Unplayed) -> NotRated:
    """Says why a round not played over the board is not rated: a bye, or a forfeit."""
    return NotRated.BYE if unplayed is Unplayed.BYE else NotRated.FORFEIT


def played_ratings(games: Iterable[Game]) -> Iterator[float]:
    """Yields the opponents' ratings of the games that were played (unplayed rounds left out), one
    at a time."""
    return (g.opponent_rating for g in games
            if g.unplayed is None and g.opponent_rating is not None)


def played_opponents(games: Iterable[Game]) -> list[float]:
    """Returns the opponents' ratings of the games that were played (unplayed rounds left out)."""
    return list(played_ratings(games))


class Reread(Iterable[T]):
    """What ``make`` gives, made anew for each reading: a list read twice (a series' K needs
    its number of games first) that is never held, as games kept on disk are not."""

    def __init__(self, make: Callable[[], Iterator[T]]) -> None:
        self._make = make

    def __iter__(self) -> Iterator[T]:
        return self._make()
