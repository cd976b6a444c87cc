"""Writes a series rated game by game, as the command line's ``series`` prints it: how it is counted
(:func:`series_head`), each game (:func:`series_row`) and what it comes to
(:func:`series_tail`), which the command writes apart so that a list is never held whole."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from elo_core.export.game_lines import errors_dict
from elo_core.export.kfactor import k_dict
from elo_core.export.performance import performance_dict

if TYPE_CHECKING:  # the reports' types only: a command loads the modules it uses itself
    from elo_core.elo.kfactor import KUsed
    from elo_core.elo.mode import Mode
    from elo_core.elo.performance import Performance
    from elo_core.elo.rules import RuleSet
    from elo_core.elo.series import GameRow, SeriesReport, SeriesSummary
    from elo_core.readers.problems import LineError


def series_head(mode: Mode, rules: RuleSet, start_rating: float, k: KUsed) -> dict[str, Any]:
    """Writes ``{"mode", "rules", "expectation", "start_rating", "k_effective", "k"}``: how a series
    is counted, the first keys of :func:`series_dict` and
    :func:`~elo_core.export.list_summary.series_summary_dict`."""
    return {
        "mode": mode.value,
        "rules": rules.name,
        "expectation": rules.expectation.value,
        "start_rating": start_rating,
        "k_effective": k.effective,
        "k": k_dict(k),
    }


def series_row(row: GameRow) -> dict[str, Any]:
    """Writes one game of :func:`series_dict`'s ``games``."""
    return {
        "line": row.game.line,
        "name": row.game.written_name,
        "opponent": row.game.opponent_rating,
        "score": row.game.score,
        "expected": row.expected,
        "change": row.change,
        "rating_after": row.rating_after,
        "capped": row.capped,
        "not_rated": row.not_rated.value if row.not_rated else None,
    }


def series_tail(
    totals: SeriesReport | SeriesSummary,
    performance: Performance | None = None,
    errors: Sequence[LineError] = (),
    error_count: int | None = None,
) -> dict[str, Any]:
    """Writes ``{"points", "expected_points", "change", ["rounded_change",] "new_rating",
    ["performance",] "errors", ["error_count"]}``: what a series comes to, the last keys of
    :func:`series_dict` and :func:`~elo_core.export.list_summary.series_summary_dict`
    (:func:`~elo_core.export.game_lines.errors_dict`)."""
    out: dict[str, Any] = {
        "points": totals.points,
        "expected_points": totals.expected_points,
        "change": totals.change,
    }
    if totals.rules.rounds_change:
        out["rounded_change"] = totals.rounded_change
    out["new_rating"] = totals.new_rating
    if performance is not None:
        out["performance"] = performance_dict(performance)
    return {**out, **errors_dict(errors, error_count)}


def series_dict(
    report: SeriesReport,
    performance: Performance | None = None,
    errors: Sequence[LineError] = (),
) -> dict[str, Any]:
    """Writes the series as the command line's ``series`` prints it: every game under ``games``."""
    return {
        **series_head(report.mode, report.rules, report.start_rating, report.k),
        "games": [series_row(row) for row in report.rows],
        **series_tail(report, performance, errors),
    }
