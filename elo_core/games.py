"""A game in a list: the opponent's rating and the player's score."""

from __future__ import annotations

from typing import NamedTuple

WIN, DRAW, LOSS = 1.0, 0.5, 0.0
#: The sane range for a rating anywhere in the dashboard.
RATING_MIN, RATING_MAX = 100, 3500


class Game(NamedTuple):
    """One game of a series, from the player's side."""

    opponent_rating: float
    score: float
    """1, 0.5 or 0; for a forfeit, the points awarded (which are not rated)."""
    name: str = ""
    forfeit: bool = False
    """An unplayed game (``+``/``-``, ``1F``/``0F``): shown, not rated (FIDE B.02 §5.1)."""
    line: int = 0
    """Where the game came from: a line of text or a row of a file, counting from 1."""
    date: str = ""


def score_token(score: float, forfeit: bool = False) -> str:
    """How a score is written in a game list: ``1``, ``½``, ``0``, or ``+``/``-`` for a forfeit."""
    if forfeit:
        return "+" if score > 0 else "-"
    return {WIN: "1", DRAW: "½", LOSS: "0"}[score]


def rating_text(rating: float) -> str:
    """A rating as typed: whole numbers without a decimal point."""
    return str(int(rating)) if float(rating).is_integer() else repr(float(rating))


def format_game(game: Game) -> str:
    """One line of a game list that the parser reads back as the same game."""
    entry = f"{rating_text(game.opponent_rating)}:{score_token(game.score, game.forfeit)}"
    return f"{game.name} {entry}" if game.name else entry


def format_game_list(games: list[Game]) -> str:
    """A whole game list, one game per line."""
    return "\n".join(format_game(g) for g in games)
