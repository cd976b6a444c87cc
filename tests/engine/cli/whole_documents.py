"""The documents of the ``dwz`` and ``glicko2 --mode period`` commands built whole, from a report
of every game at once: the oracles the commands, which write a document as it is made and hold
no list whole, are held to byte for byte."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from elo_core.dwz.evaluation import DwzEvaluation
from elo_core.dwz.first_dwz import FirstDwz
from elo_core.export.dwz import dwz_game_dict, dwz_head
from elo_core.export.game_lines import errors_dict
from elo_core.export.glicko import glicko_period_head, glicko_period_row
from elo_core.games import Game
from elo_core.glicko2.glickman import GlickoPeriod
from elo_core.readers.problems import LineError


def dwz_dict(report: DwzEvaluation | FirstDwz, errors: Sequence[LineError] = (),
             error_count: int | None = None) -> dict[str, Any]:
    """A DWZ evaluation or a first DWZ as ``python -m elo_core dwz`` prints it
    (:mod:`elo_core.export.dwz` names its keys): the head, every game's row, the errors; a
    first DWZ's ``expected`` is Σ P(D) of its rows, from the performance."""
    games = report.games
    expected = None
    if not isinstance(report, DwzEvaluation) and report.performance is not None:
        expected = math.fsum([row.expected for row in games.rows if row.expected is not None])
    out = dwz_head(report, expected)
    out["games"] = [dwz_game_dict(row) for row in games.rows]
    out.update(errors_dict(errors, error_count))
    return out


def glicko_period_dict(report: GlickoPeriod, games: Sequence[Game],
                       errors: Sequence[LineError] = ()) -> dict[str, Any]:
    """Glickman's one rating period as ``glicko2 --mode period`` prints it: the final rating, RD
    and volatility (unrounded), step 3's v, step 4's Δ, step 6's RD, and each game's g and E."""
    terms = iter(report.games)
    return {
        **glicko_period_head(report),
        "games": [glicko_period_row(game, next(terms) if game.played else None)
                  for game in games],
        **errors_dict(errors),
    }
