"""Reports as plain JSON-ready dicts: the command line prints them, the pages offer them for
download.

One shape for both, so a figure on the page and the same figure from the command line agree.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from elo_core.parser import LineError
from elo_core.performance import Performance
from elo_core.series import SeriesReport
from elo_core.single import GameReport, Side


def _side(side: Side) -> dict[str, Any]:
    out: dict[str, Any] = {
        "rating": side.rating,
        "k": side.k,
        "expected": side.expected,
        "change": side.change,
        "new_rating": side.new_rating,
        "capped": side.capped,
        "rated": side.rated,
    }
    if side.report.rules.rounds_change:
        out["rounded_change"] = side.rounded_change
    return out


def game_dict(report: GameReport) -> dict[str, Any]:
    """``{"rules", "expectation", "player", "opponent", "scenarios", "break_even"}``."""
    scenarios: dict[str, Any] = {}
    for name, (mine, _) in report.scenarios.items():
        entry: dict[str, Any] = {"change": mine.change, "new_rating": mine.new_rating}
        if report.rules.rounds_change:
            entry["rounded_change"] = mine.rounded_change
        scenarios[name] = entry
    return {
        "rules": report.rules.name,
        "expectation": report.rules.expectation.value,
        "score": report.score,
        "player": _side(report.player),
        "opponent": _side(report.opponent),
        "scenarios": scenarios,
        "break_even": report.break_even,
    }


def error_dict(error: LineError) -> dict[str, Any]:
    """``{"line", "place", "text", "problem", "token", "message"}``."""
    return {
        "line": error.line,
        "place": error.place.value,
        "text": error.text,
        "problem": error.problem.value,
        "token": error.token,
        "message": error.message(),
    }


def series_dict(
    report: SeriesReport,
    performance: Performance | None = None,
    errors: Sequence[LineError] = (),
) -> dict[str, Any]:
    """The series as the command line's ``series`` prints it."""
    k = report.k
    out: dict[str, Any] = {
        "mode": report.mode.value,
        "rules": report.rules.name,
        "expectation": report.rules.expectation.value,
        "start_rating": report.start_rating,
        "k_effective": k.effective,
        "k": {
            "chosen": k.chosen,
            "rule": k.rule.value if k.rule else None,
            "cut_by_games": k.cut_by_games,
        },
        "games": [
            {
                "line": row.game.line,
                "name": row.game.name,
                "opponent": row.game.opponent_rating,
                "score": row.game.score,
                "expected": row.expected,
                "change": row.change,
                "rating_after": row.rating_after,
                "capped": row.capped,
                "not_rated": row.not_rated.value if row.not_rated else None,
            }
            for row in report.rows
        ],
        "points": report.points,
        "expected_points": report.expected_points,
        "change": report.change,
    }
    if report.rules.rounds_change:
        out["rounded_change"] = report.rounded_change
    out["new_rating"] = report.new_rating
    if performance is not None:
        out["performance"] = {
            "fide": performance.fide,
            "exact": performance.exact,
            "linear": performance.linear,
        }
    out["errors"] = [error_dict(e) for e in errors]
    return out
