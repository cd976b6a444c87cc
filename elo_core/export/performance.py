"""Writes what games come to without a rating to count from, as JSON: the performance ratings and a
first rating (FIDE B.02 §8.2) with its steps."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # the reports' types only: a command loads the modules it uses itself
    from elo_core.elo.first_rating import FirstRating
    from elo_core.elo.performance import Performance


def performance_dict(performance: Performance) -> dict[str, Any]:
    """Writes ``{"games", "points", "fide", "exact", "linear"}``: the games and points a performance
    counts, and its three ratings (FIDE's, exact and linear; ``None`` where there is none)."""
    return {
        "games": performance.games,
        "points": performance.points,
        "fide": performance.fide,
        "exact": performance.exact,
        "linear": performance.linear,
    }


def first_rating_dict(first: FirstRating) -> dict[str, Any]:
    """Writes ``{"games", "points", "average_opponent", "percent", "dp", "rating", "capped_at_2200",
    "reason", "window", "left_out", "date_issues"}``: a first rating (B.02 §8.2) and its steps,
    or the reason there is none; the 26-month window and the games its date rules left out
    where the games had dates, and each date that could not be read."""
    return {
        "games": first.games,
        "points": first.points,
        "average_opponent": first.average_opponent,
        "percent": first.percent,
        "dp": first.dp,
        "rating": first.rating,
        "capped_at_2200": first.capped_at_2200,
        "reason": first.reason.value if first.reason else None,
        "window": None if first.window is None else [day.isoformat() for day in first.window],
        "left_out": [{"line": left.game.line, "date": left.day.isoformat(),
                      "reason": left.reason.value} for left in first.left_out],
        "date_issues": [{"line": issue.game.line, "date": issue.game.date,
                         "problem": issue.problem.value, "message": issue.message()}
                        for issue in first.date_issues],
    }
