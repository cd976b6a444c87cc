"""Writes a game list's lines as JSON: each game as its list gives it, each line that could not be
read and how many there are; the same keys in every report that lists them."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # the reports' types only: a command loads the modules it uses itself
    from elo_core.games import Game
    from elo_core.readers.problems import LineError


def error_dict(error: LineError) -> dict[str, Any]:
    """Writes an error as ``{"line", "place", "text", "problem", "token", "message"}``."""
    return {
        "line": error.line,
        "place": error.place.value,
        "text": error.text,
        "problem": error.problem.value,
        "token": error.token,
        "message": error.message(),
    }


def errors_dict(errors: Sequence[LineError], count: int | None = None) -> dict[str, Any]:
    """Writes ``{"errors", ["error_count"]}``: the errors listed; ``error_count`` only where
    ``count`` says there are more than listed (the command line lists the first hundred)."""
    out: dict[str, Any] = {"errors": [error_dict(e) for e in errors]}
    if count is not None and count > len(errors):
        out["error_count"] = count
    return out


def game_line_dict(game: Game) -> dict[str, Any]:
    """Writes ``{"line", "name", "opponent", "score", "colour", "rated"}``: a game as its list
    gives it, and whether it can be rated."""
    return {
        "line": game.line,
        "name": game.written_name,
        "opponent": game.opponent_rating,
        "score": game.score,
        "colour": game.colour.value if game.colour else None,
        "rated": game.played,
    }
