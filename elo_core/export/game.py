"""Writes one game rated for both players, as the command line's ``game`` prints it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from elo_core.export.kfactor import k_dict

if TYPE_CHECKING:  # the reports' types only: a command loads the modules it uses itself
    from elo_core.elo.single import GameReport, Side


def _side(side: Side) -> dict[str, Any]:
    out: dict[str, Any] = {
        "rating": side.rating,
        "k": side.k,
        "k_used": k_dict(side.report.k),
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
    """Writes ``{"rules", "expectation", "player", "opponent", "opponent_k", "scenarios",
    "break_even"}``."""
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
        "opponent_k": report.opponent_k.value,
        "scenarios": scenarios,
        "break_even": report.break_even,
    }
