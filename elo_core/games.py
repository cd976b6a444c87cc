"""A game in a list: the opponent's rating and the player's score, or a round not played."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator
from enum import StrEnum
from typing import NamedTuple, TypeVar

__all__ = ["DRAW", "LOSS", "WIN", "Colour", "Game", "NotRated", "Reread", "Unplayed",
           "format_game_list"]

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
    """One game (or unplayed round) of a series, from the player's side."""

    opponent_rating: float | None
    """``None`` only for an unplayed round without an opponent (a bye)."""
    score: float
    """1, 0.5 or 0; for an unplayed round, the points awarded (which are not rated)."""
    name: str = ""
    unplayed: Unplayed | None = None
    line: int = 0
    """Where the game came from: a line of text or a row of a file, counting from 1."""
    date: str = ""
    opponent_rd: float | None = None
    """The opponent's Glicko rating deviation, where the line gives it (``1850/60:1``)."""
    colour: Colour | None = None

    @property
    def played(self) -> bool:
        """Played over the board against a rated opponent: a game that can be rated."""
        return self.unplayed is None and self.opponent_rating is not None


def unplayed_reason(unplayed: Unplayed) -> NotRated:
    """Why a round not played over the board is not rated: a bye, or a forfeit."""
    return NotRated.BYE if unplayed is Unplayed.BYE else NotRated.FORFEIT


def played_ratings(games: Iterable[Game]) -> Iterator[float]:
    """The opponents' ratings of the games that were played (unplayed rounds left out), one at
    a time."""
    return (g.opponent_rating for g in games
            if g.unplayed is None and g.opponent_rating is not None)


def played_opponents(games: Iterable[Game]) -> list[float]:
    """The opponents' ratings of the games that were played (unplayed rounds left out)."""
    return list(played_ratings(games))


class Reread(Iterable[T]):
    """What ``make`` gives, made anew for each reading: a list read twice (a series' K needs
    its number of games first) that is never held, as games kept on disk are not."""

    def __init__(self, make: Callable[[], Iterator[T]]) -> None:
        self._make = make

    def __iter__(self) -> Iterator[T]:
        return self._make()


def score_token(score: float, unplayed: Unplayed | None = None) -> str:
    """How a result is written in a game list: ``1``, ``½``, ``0``; ``+``/``-`` for a forfeit,
    ``forfeit`` when its side is unknown, ``bye`` for a bye worth a win (FIDE C.04.1 gives a
    pairing-allocated bye the points of a win), ``bye ½`` or ``bye 0`` for any other bye."""
    if unplayed is Unplayed.BYE:
        return "bye" if score == WIN else f"bye {score_token(score)}"
    if unplayed is Unplayed.FORFEIT:
        return "forfeit"
    if unplayed is not None:
        return "+" if score > 0 else "-"
    return {WIN: "1", DRAW: "½", LOSS: "0"}[score]


#: The rating a game list gives an opponent without one (``Kok 0:1``), as pairing programs and
#: tournament sites show an unrated player.
UNRATED_TOKEN = "0"
#: How a game list marks the player's colour before the result (``1800:w 1``, ``1800:b ½``).
COLOUR_MARKS = {Colour.WHITE: "w", Colour.BLACK: "b"}


def rating_text(rating: float) -> str:
    """A rating as typed: whole numbers without a decimal point."""
    return str(int(rating)) if float(rating).is_integer() else repr(float(rating))


#: A game's date as a line can carry it in front (the parser's DATE); another form (``14 March
#: 2025``) is left out of the line.
_WRITABLE_DATE = re.compile(
    r"[\d?]{4}[-./][\d?]{1,2}[-./][\d?]{1,2}|\d{1,2}[-./]\d{1,2}[-./]\d{4}")


def format_game(game: Game) -> str:
    """One line of a game list that the parser reads back as the same game: ``DATE NAME
    RATING/RD: COLOUR RESULT``, each part only where the game has it (``NAME:RESULT`` for a round
    not played, ``NAME 0:RESULT`` for a game against an opponent without a rating).
    A bye is written without a colour (a bye has none) and a deviation only with a rating.

    A name is written bare where the line reads back with it whole, else in double quotes, a
    quote inside written twice (``"Meier 2" 1800:1``, ``"Kok: Kim":+``): any name without a line
    break reads back whole."""
    line = _game_line(game, game.name)
    if game.name and _name_read(line) != game.name:
        line = _game_line(game, '"' + game.name.replace('"', '""') + '"')
    return line


def name_field(name: str) -> str:
    """``name`` as a game line writes it before the rest of the line: bare where a line reads
    it back whole, else in double quotes with a quote inside written twice (``"Meier 2"``,
    ``"Kok: Kim"``), as :func:`format_game` writes it; for a line that is not yet a whole game
    (a row of the Tournament page's table without its result)."""
    if not name or _name_read(f"{name} 1000:1") == name:
        return name
    return '"' + name.replace('"', '""') + '"'


def _game_line(game: Game, name: str) -> str:
    result = score_token(game.score, game.unplayed)
    if game.colour is not None and game.unplayed is not Unplayed.BYE:
        result = f"{COLOUR_MARKS[game.colour]} {result}"
    if game.opponent_rating is None and game.unplayed is None:
        line = f"{name} {UNRATED_TOKEN}:{result}".strip()
        return f"{game.date} {line}" if _WRITABLE_DATE.fullmatch(game.date) else line
    if game.opponent_rating is None:
        unplayed = f"{name}:{result}" if name else result
        return f"{game.date} {unplayed}" if _WRITABLE_DATE.fullmatch(game.date) else unplayed
    rating = rating_text(game.opponent_rating)
    if game.opponent_rd is not None:
        rating += f"/{rating_text(game.opponent_rd)}"
    line = f"{name} {rating}:{result}" if name else f"{rating}:{result}"
    return f"{game.date} {line}" if _WRITABLE_DATE.fullmatch(game.date) else line


def _name_read(line: str) -> str | None:
    """The name the game-list reader reads in ``line``; ``None`` where it reads no game."""
    from elo_core.readers.parser import parse_line  # the reader is built on this module

    game = parse_line(line)
    return game.name if isinstance(game, Game) else None


def format_game_list(games: list[Game]) -> str:
    """A whole game list, one game per line."""
    return "\n".join(format_game(g) for g in games)
