"""Reads a player's games from a PGN file, through python-chess.

python-chess is imported only when a PGN is read, so the command line stays light. Only the tag
sections are read (``chess.pgn.read_headers``), never the moves: the players, their Elo tags,
the result and the date are all a rating needs.
"""

from __future__ import annotations

import io
import re
from collections import Counter
from collections.abc import Iterator
from typing import TYPE_CHECKING, NamedTuple

from elo_core.games import DRAW, LOSS, WIN, Colour, Game
from elo_core.readers.notation import parse_rating
from elo_core.readers.problems import GameList, LineError, Place, Problem

if TYPE_CHECKING:
    from chess.pgn import Headers

#: A tag that every game of a PGN that can be rated has; the most frequent counts the games.
_GAME_TAG = re.compile(r"^[ \t]*\[(Event|Site|White|Black|Result)\s", re.MULTILINE)
_PGN_SCORES = {"1-0": (WIN, LOSS), "0-1": (LOSS, WIN), "1/2-1/2": (DRAW, DRAW)}


class PgnPlayer(NamedTuple):
    """Holds someone who played in a PGN: the choices for "whose games"."""

    name: str
    games: int
    elo: float | None
    """Their own Elo tag in their earliest game that has one (by the ``Date`` tag, undated
    games last, then the order in the file): the rating before these games, to start from."""


def count_pgn_games(text: str) -> int:
    """Counts how many games a PGN holds, counted from its tag lines without reading a game (the
    count of its most frequent Seven Tag Roster tag among Event, Site, White, Black, Result)."""
    counts = Counter(match[1] for match in _GAME_TAG.finditer(text))
    return max(counts.values(), default=0)


def _headers(text: str) -> Iterator[Headers]:
    import chess.pgn

    handle = io.StringIO(text)
    while (headers := chess.pgn.read_headers(handle)) is not None:
        yield headers


def read_pgn_players(text: str) -> list[PgnPlayer]:
    """Reads the players of a PGN, the most frequent first, each with the Elo tag of their earliest
    game that has one."""
    counts: Counter[str] = Counter()
    earliest: dict[str, tuple[str, int, float]] = {}
    for number, headers in enumerate(_headers(text)):
        date = headers.get("Date", "")
        when = date if date[:4].isdigit() else "9999"  # an undated game after every dated one
        for side in ("White", "Black"):
            name = headers.get(side, "").strip()
            if not name or name == "?":
                continue
            counts[name] += 1
            elo = parse_rating(headers.get(f"{side}Elo", ""))
            first = earliest.get(name)
            if not isinstance(elo, Problem) and (first is None or (when, number) < first[:2]):
                earliest[name] = (when, number, elo)
    return [PgnPlayer(name, count, earliest[name][2] if name in earliest else None)
            for name, count in counts.most_common()]


def read_pgn_games(text: str, player: str) -> GameList:
    """Reads ``player``'s games from a PGN: the opponent's Elo tag, the result from the player's
    side and their colour.

    Games the player did not play are passed over; a game without the opponent's rating or
    without a result is reported, never guessed.
    """
    parsed = GameList([], [])
    wanted = player.strip().casefold()
    for number, headers in enumerate(_headers(text), start=1):
        white, black = headers.get("White", "?"), headers.get("Black", "?")
        if white.strip().casefold() == wanted:
            opponent, opponent_elo, colour = black, headers.get("BlackElo", ""), Colour.WHITE
        elif black.strip().casefold() == wanted:
            opponent, opponent_elo, colour = white, headers.get("WhiteElo", ""), Colour.BLACK
        else:
            continue
        label = f"{white} – {black}"
        result = headers.get("Result", "*")
        if result not in _PGN_SCORES:
            parsed.errors.append(
                LineError(number, label, Problem.UNFINISHED_GAME, result, Place.GAME))
            continue
        if opponent_elo.strip() in ("", "0", "-"):
            parsed.errors.append(
                LineError(number, label, Problem.NO_OPPONENT_RATING, opponent, Place.GAME))
            continue
        rating = parse_rating(opponent_elo)
        if isinstance(rating, Problem):
            parsed.errors.append(LineError(number, label, rating, opponent_elo, Place.GAME))
            continue
        score = _PGN_SCORES[result][colour is Colour.BLACK]
        parsed.games.append(Game(rating, score, opponent, None, number, headers.get("Date", ""),
                                 None, colour))
    return parsed
