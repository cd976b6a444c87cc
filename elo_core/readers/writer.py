"""Writes a game list: each game as a line that :mod:`~elo_core.readers.parser` reads back as
the same game, so a list shown, downloaded or put in a link is read again unchanged."""

from __future__ import annotations

import re

from elo_core.games import DRAW, LOSS, WIN, Colour, Game, Unplayed
from elo_core.readers.notation import UNRATED_TOKEN, WrittenOpponent, read_opponent
from elo_core.readers.parser import parse_line
from elo_core.readers.problems import LineError

__all__ = ["format_game_list"]


def score_token(score: float, unplayed: Unplayed | None = None) -> str:
    """Writes a result as a game list writes it: ``1``, ``½``, ``0``; ``+``/``-`` for a forfeit,
    ``forfeit`` when its side is unknown, ``bye`` for a bye worth a win (FIDE C.04.1 gives a
    pairing-allocated bye the points of a win), ``bye ½`` or ``bye 0`` for any other bye."""
    if unplayed is Unplayed.BYE:
        return "bye" if score == WIN else f"bye {score_token(score)}"
    if unplayed is Unplayed.FORFEIT:
        return "forfeit"
    if unplayed is not None:
        return "+" if score > 0 else "-"
    return {WIN: "1", DRAW: "½", LOSS: "0"}[score]


#: How a game list marks the player's colour before the result (``1800:w 1``, ``1800:b ½``).
COLOUR_MARKS = {Colour.WHITE: "w", Colour.BLACK: "b"}


def rating_text(rating: float) -> str:
    """Writes a rating as typed: whole numbers without a decimal point."""
    return str(int(rating)) if float(rating).is_integer() else repr(float(rating))


#: A game's date as a line can carry it in front (the parser's DATE); another form (``14 March
#: 2025``) is left out of the line.
_WRITABLE_DATE = re.compile(
    r"[\d?]{4}[-./][\d?]{1,2}[-./][\d?]{1,2}|\d{1,2}[-./]\d{1,2}[-./]\d{4}")


def format_game(game: Game) -> str:
    """Writes one line of a game list that the parser reads back as the same game: ``DATE NAME TITLE
    FEDERATION RATING/RD: COLOUR RESULT``, each part only where the game has it (``NAME:RESULT``
    for a round not played, ``NAME 0:RESULT`` for a game against an opponent without a
    rating, ``NAME ID:RESULT`` for one whose FIDE ID, not rating, the game gives: the reader
    reads that line as a game wanting its rating, :attr:`~elo_core.readers.problems.LineError
    .game`). A bye is written without a colour (a bye has none) and a deviation only with a
    rating.

    A name is written bare where the line reads back with it whole, else in double quotes, a
    quote inside written twice (``"Meier 2" 1800:1``, ``"Kok: Kim":+``, ``"Meier GM" IM
    2400:1``): any name without a line break reads back whole."""
    opponent = WrittenOpponent(game.name, game.title, game.federation)
    wanting = game.opponent_rating is None and game.unplayed is None and game.fide_id is not None
    line = _game_line(game, _joined(opponent))
    if game.name and _opponent_read(line, wanting) != opponent:
        line = _game_line(game, _joined(opponent._replace(name=_quoted(game.name))))
    return line


def name_field(written: str) -> str:
    """Writes ``written`` (an opponent's name, a title and federation beside it or not) as a game
    line writes it before the rest of the line.

    The name stays bare where a line reads it back as the same name, title and federation. Else it
    goes in double quotes, with a quote inside written twice (``"Meier 2"``, ``"Kok: Kim" IM``), as
    :func:`format_game` writes it. This serves a line that is not yet a whole game (a row of the
    Tournament page's table without its result)."""
    opponent = read_opponent(written)
    bare = _joined(opponent)
    if not opponent.name or _opponent_read(f"{bare} 1000:1", False) == opponent:
        return bare
    return _joined(opponent._replace(name=_quoted(opponent.name)))


def _quoted(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


def _joined(opponent: WrittenOpponent) -> str:
    return " ".join(part for part in opponent if part)


def _game_line(game: Game, name: str) -> str:
    result = score_token(game.score, game.unplayed)
    if game.colour is not None and game.unplayed is not Unplayed.BYE:
        result = f"{COLOUR_MARKS[game.colour]} {result}"
    if game.opponent_rating is None and game.unplayed is None:
        rating = UNRATED_TOKEN if game.fide_id is None else str(game.fide_id)
        line = f"{name} {rating}:{result}".strip()
        return f"{game.date} {line}" if _WRITABLE_DATE.fullmatch(game.date) else line
    if game.opponent_rating is None:
        unplayed = f"{name}:{result}" if name else result
        return f"{game.date} {unplayed}" if _WRITABLE_DATE.fullmatch(game.date) else unplayed
    rating = rating_text(game.opponent_rating)
    if game.opponent_rd is not None:
        rating += f"/{rating_text(game.opponent_rd)}"
    line = f"{name} {rating}:{result}" if name else f"{rating}:{result}"
    return f"{game.date} {line}" if _WRITABLE_DATE.fullmatch(game.date) else line


def _opponent_read(line: str, wanting: bool) -> WrittenOpponent | None:
    """Returns the opponent the game-list reader reads in ``line``: of the game it reads, or
    with ``wanting`` of the game it reads wanting its rating; ``None`` where it reads no such
    game."""
    item = parse_line(line)
    game = (item.game if isinstance(item, LineError) else None) if wanting else (
        item if isinstance(item, Game) else None)
    return None if game is None else WrittenOpponent(game.name, game.title, game.federation)


def format_game_list(games: list[Game]) -> str:
    """Writes a whole game list, one game per line."""
    return "\n".join(format_game(g) for g in games)
