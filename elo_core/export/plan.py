"""Writes a target plan as the command line's ``target`` prints it: the points each target needs."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from elo_core.export.kfactor import k_dict

if TYPE_CHECKING:  # the reports' types only: a command loads the modules it uses itself
    from elo_core.elo.planner import Plan, PlanLine


def _plan_line(line: PlanLine) -> dict[str, Any]:
    return {"target": line.target, "points_needed": line.points_needed,
            "new_rating": line.new_rating, "holds": line.holds}


def plan_dict(plan: Plan) -> dict[str, Any]:
    """Writes ``{"basis", "counted_from", "extra_games", "expected_points", "points_scored", "k",
    "targets", "hold"}``: a target plan and the rating it counts from."""
    return {
        "basis": plan.basis.value,
        "counted_from": plan.counted_from,
        "extra_games": plan.extra_games,
        "expected_points": plan.expected_points,
        "points_scored": plan.points_scored,
        "k": k_dict(plan.k),
        "targets": [_plan_line(line) for line in plan.lines],
        "hold": _plan_line(plan.hold),
    }
