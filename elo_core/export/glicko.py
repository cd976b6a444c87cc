"""Writes Glicko-2 as the command line's ``glicko2`` prints it: Glickman's one rating period (its
head, :func:`glicko_period_head`, then a row a game, :func:`glicko_period_row`) and Lichess's
game-by-game rating (:func:`glicko_lichess_dict`), each with its head and rows apart so that a
list is never held whole."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from elo_core.export.game_lines import errors_dict, game_line_dict
from elo_core.glicko2.glickman import SCALE
from elo_core.glicko2.lichess import display, is_provisional, shown_rating

if TYPE_CHECKING:  # the reports' types only: a command loads the modules it uses itself
    from elo_core.games import Game
    from elo_core.glicko2.glickman import GameTerms, Glicko, GlickoPeriod
    from elo_core.glicko2.lichess import LichessGame, LichessReport
    from elo_core.readers.problems import LineError


def _glicko_state(state: Glicko) -> dict[str, float]:
    return {"rating": state.rating, "rd": state.rd, "volatility": state.volatility}


def glicko_period_head(report: GlickoPeriod) -> dict[str, Any]:
    """Writes the keys of ``glicko2 --mode period``'s document before its ``games``: the final
    rating, RD and volatility (unrounded), step 3's v, step 4's Δ and step 6's RD."""
    return {
        "mode": "period",
        "tau": report.tau,
        "start": _glicko_state(report.before),
        **_glicko_state(report.after),
        "provisional": is_provisional(report.after.rd),
        "v": report.v,
        "delta": report.delta,
        "rd_before_games": report.phi_star * SCALE,
    }


def glicko_period_row(game: Game, term: GameTerms | None) -> dict[str, Any]:
    """Writes one game of ``glicko2 --mode period``'s ``games`` with its terms, g and E (``None``:
    not played)."""
    return {**game_line_dict(game), "opponent_rd": term.opponent_rd if term else None,
            "g": term.g if term else None, "expected": term.expected if term else None}


def glicko_lichess_head(report: LichessReport, final: Glicko) -> dict[str, Any]:
    """Writes the keys of :func:`glicko_lichess_dict` before its ``games``: the report's start and
    the ``final`` state (its games may be written apart, :func:`glicko_lichess_row`)."""
    return {
        "mode": "lichess",
        "tau": report.tau,
        "start": _glicko_state(report.start),
        "days_idle": report.days_idle,
        "before_first_game": _glicko_state(report.first),
        "caps_before_first_game": [cap.value for cap in report.first_caps],
        **_glicko_state(final),
        "provisional": is_provisional(final.rd),
        "shown_rating": shown_rating(final.rating),
        "display": display(final),
    }


def glicko_lichess_row(row: LichessGame) -> dict[str, Any]:
    """Writes one game of :func:`glicko_lichess_dict`'s ``games``."""
    term = row.period.games[0] if row.period else None
    return {
        **game_line_dict(row.game),
        "opponent_rd": term.opponent_rd if term else None,
        "expected": term.expected if term else None,
        **_glicko_state(row.after),
        "provisional": is_provisional(row.after.rd),
        "shown_rating": shown_rating(row.after.rating),
        "caps": [cap.value for cap in row.caps],
    }


def glicko_lichess_dict(report: LichessReport, errors: Sequence[LineError] = ()) -> dict[str, Any]:
    """Writes Lichess's game-by-game rating as ``glicko2 --mode lichess`` prints it: the final state
    (unrounded), whether it is provisional, the rating as Lichess shows it, and the player after
    every game with the caps that game reached."""
    return {
        **glicko_lichess_head(report, report.final),
        "games": [glicko_lichess_row(row) for row in report.games],
        **errors_dict(errors),
    }
