"""Writes a DWZ evaluation or a first DWZ as the command line's ``dwz`` prints it, every step's
value (DSB Wertungsordnung), with its head and games apart so that a list is never held whole. The
document holds every step's value under the same keys for either kind (``null`` where a step has
none):

- ``wo`` (``old``/``new``), ``wo_chosen_by`` (``date``/``request``), ``last_day``, ``first``
  (a new player's first DWZ);
- the player: ``rating`` (R0), ``index``, ``birth_year``, ``age``, ``age_group``;
- ``n``, ``points`` (W), ``expected`` (We: from R0, as the DSB publishes it, each P(D) to
  three decimals, and ``exact_expected`` beside it; for a first DWZ from the performance);
- ``e`` (the old WO's E) and ``k`` (the new WO's K), the other ``null``, with their parts
  under ``old_wo`` and ``new_wo``;
- ``change`` (unrounded), ``unrounded_rating``, ``floored`` (new WO's 1100), ``new_rating``
  (whole), ``rounded_change``, ``new_index``;
- ``first_dwz`` (``average_opponent``, ``fictitious_draw``, ``performance``, ``correction``,
  ``reason``) for a first DWZ; ``performance`` (the Leistung) for an evaluation;
- ``games`` (each game's line, name, opponent, score, colour and whether it was played
  against a rated opponent, with ``difference``, ``expected`` and ``not_rated``,
  :func:`dwz_game_dict`) and ``errors`` (with ``error_count`` where more are counted than
  listed).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from elo_core.export.game_lines import game_line_dict

if TYPE_CHECKING:  # the reports' types only: a command loads the modules it uses itself
    from elo_core.dwz.counting import DwzGame
    from elo_core.dwz.evaluation import DwzEvaluation
    from elo_core.dwz.first_dwz import FirstDwz
    from elo_core.dwz.new_wo import KFactor
    from elo_core.dwz.old_wo import DevelopmentCoefficient
    from elo_core.dwz.performance import DwzPerformance


def dwz_game_dict(row: DwzGame) -> dict[str, Any]:
    """Writes one game of the document's ``games``: its line, with D, P(D) as the DSB's table
    gives it (three decimals, what We sums) and exact, and why it is not rated."""
    from elo_core.dwz.expectation import dwz_table_expected

    return {
        **game_line_dict(row.game),
        "difference": row.difference,
        "expected": None if row.difference is None else dwz_table_expected(row.difference),
        "exact_expected": row.expected,
        "not_rated": row.not_rated.value if row.not_rated else None,
    }


def _development_coefficient(e: DevelopmentCoefficient) -> dict[str, Any]:
    return {
        "j": e.j, "e0": e.e0, "acceleration": e.acceleration, "fb": e.fb,
        "braking": e.braking, "sbr": e.sbr, "e_unrounded": e.unrounded,
        "e_rounded": e.rounded, "e_ceiling": e.ceiling, "e_bound": e.bound.value, "e": e.e,
    }


def _k_factor(k: KFactor) -> dict[str, Any]:
    return {
        "k0_row": k.row.value, "k0_column": k.column, "k0": k.k0, "braking": k.braking,
        "b": k.b, "surcharge": k.surcharge, "a": k.a, "k_unrounded": k.unrounded,
        "k_rounded": k.rounded, "capped_at_80": k.capped, "k": k.k,
    }


def dwz_performance_dict(performance: DwzPerformance) -> dict[str, Any]:
    """Writes ``{"n", "points", "average_opponent", "rating", "rounded", "reason"}``: the Leistung
    (DSB WO 3.6), unrounded and whole, or why there is none."""
    return {
        "n": performance.n,
        "points": performance.points,
        "average_opponent": performance.average_opponent,
        "rating": performance.rating,
        "rounded": performance.rounded,
        "reason": performance.reason.value if performance.reason else None,
    }


def dwz_head(report: DwzEvaluation | FirstDwz, first_expected: float | None = None,
             ) -> dict[str, Any]:
    """Writes the keys of the document that come before ``games``, in its order, from the report
    alone (its rows are not read: the command line streams them after): for a first DWZ,
    ``expected`` is ``first_expected``, Σ P(D) of the rows from the performance (``None``
    without one)."""
    from elo_core.dwz.evaluation import DwzEvaluation

    games = report.games
    out: dict[str, Any] = {
        "wo": report.wo.value,
        "wo_chosen_by": "request" if report.wo_requested else "date",
        "last_day": report.last_day.isoformat(),
        "first": not isinstance(report, DwzEvaluation),
    }
    if isinstance(report, DwzEvaluation):
        e, k = report.e, report.k
        out.update({
            "rating": report.rating, "index": report.rating_index,
            "birth_year": report.birth_year, "age": report.age,
            "age_group": report.age_group.value,
            "n": games.n, "points": games.points, "expected": report.expected,
            "exact_expected": report.exact_expected,
            "e": e.e if e else None, "k": k.k if k else None,
            "old_wo": _development_coefficient(e) if e else None,
            "new_wo": _k_factor(k) if k else None,
            "change": report.change, "unrounded_rating": report.unrounded_rating,
            "floored": report.floored, "new_rating": report.new_rating,
            "rounded_change": report.rounded_change, "new_index": report.new_index,
            "first_dwz": None, "performance": dwz_performance_dict(report.performance),
        })
    else:
        out.update({
            "rating": None, "index": None, "birth_year": None, "age": None, "age_group": None,
            "n": games.n, "points": games.points,
            "expected": first_expected, "exact_expected": first_expected,
            "e": None, "k": None, "old_wo": None, "new_wo": None,
            "change": None, "unrounded_rating": report.unrounded_rating,
            "floored": report.floored, "new_rating": report.rating, "rounded_change": None,
            "new_index": 1 if report.rating is not None else None,
            "first_dwz": {
                "average_opponent": report.average_opponent,
                "fictitious_draw": report.fictitious_draw,
                "performance": report.performance,
                "correction": report.correction.value if report.correction else None,
                "reason": report.reason.value if report.reason else None,
            },
            "performance": None,
        })
    return out
