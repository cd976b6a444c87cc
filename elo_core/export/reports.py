"""Reports as plain JSON-ready dicts: the command line prints them, the pages offer them for
download.

One shape for both, so a figure on the page and the same figure from the command line agree.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from elo_core.glicko2.glickman import SCALE
from elo_core.glicko2.lichess import display, is_provisional, shown_rating

if TYPE_CHECKING:  # the reports' types only: a command loads the modules it uses itself
    from elo_core.cli.summary import ListSummary
    from elo_core.dwz.counting import DwzGame
    from elo_core.dwz.evaluation import DwzEvaluation
    from elo_core.dwz.first_dwz import FirstDwz
    from elo_core.dwz.new_wo import KFactor
    from elo_core.dwz.old_wo import DevelopmentCoefficient
    from elo_core.dwz.performance import DwzPerformance
    from elo_core.elo.first_rating import FirstRating
    from elo_core.elo.kfactor import KUsed
    from elo_core.elo.mode import Mode
    from elo_core.elo.performance import Performance
    from elo_core.elo.planner import Plan, PlanLine
    from elo_core.elo.rules import RuleSet
    from elo_core.elo.series import GameRow, SeriesReport, SeriesSummary
    from elo_core.elo.single import GameReport, Side
    from elo_core.games import Game
    from elo_core.glicko2.glickman import GameTerms, Glicko, GlickoPeriod
    from elo_core.glicko2.lichess import LichessGame, LichessReport
    from elo_core.readers.problems import LineError


def k_dict(k: KUsed) -> dict[str, Any]:
    """``{"chosen", "effective", "rule", "cut", "cut_by_games", "games", "facts"}``: the K used
    and why; ``facts`` (with the day judged on) only where §8.3.3 chose K."""
    out: dict[str, Any] = {
        "chosen": k.chosen,
        "effective": k.effective,
        "rule": k.rule.value if k.rule else None,
        "cut": k.cut.value,
        "cut_by_games": k.cut_by_games,
        "games": k.games,
    }
    if k.facts is not None:
        out["facts"] = {
            "rating": k.facts.rating,
            "games_before": k.facts.games_before,
            "birth_year": k.facts.birth_year,
            "reached_2400": k.facts.reached_2400,
            "on": k.facts.on.isoformat() if k.facts.on else None,
        }
    return out


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
    """``{"rules", "expectation", "player", "opponent", "opponent_k", "scenarios",
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


def errors_dict(errors: Sequence[LineError], count: int | None = None) -> dict[str, Any]:
    """``{"errors", ["error_count"]}``: the errors listed; ``error_count`` only where ``count``
    says there are more than listed (the command line lists the first hundred)."""
    out: dict[str, Any] = {"errors": [error_dict(e) for e in errors]}
    if count is not None and count > len(errors):
        out["error_count"] = count
    return out


def series_head(mode: Mode, rules: RuleSet, start_rating: float, k: KUsed) -> dict[str, Any]:
    """``{"mode", "rules", "expectation", "start_rating", "k_effective", "k"}``: how a series is
    counted, the first keys of :func:`series_dict` and :func:`series_summary_dict`."""
    return {
        "mode": mode.value,
        "rules": rules.name,
        "expectation": rules.expectation.value,
        "start_rating": start_rating,
        "k_effective": k.effective,
        "k": k_dict(k),
    }


def series_row(row: GameRow) -> dict[str, Any]:
    """One game of :func:`series_dict`'s ``games``."""
    return {
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


def series_tail(
    totals: SeriesReport | SeriesSummary,
    performance: Performance | None = None,
    errors: Sequence[LineError] = (),
    error_count: int | None = None,
) -> dict[str, Any]:
    """``{"points", "expected_points", "change", ["rounded_change",] "new_rating",
    ["performance",] "errors", ["error_count"]}``: what a series comes to, the last keys of
    :func:`series_dict` and :func:`series_summary_dict` (:func:`errors_dict`)."""
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


def performance_dict(performance: Performance) -> dict[str, Any]:
    """``{"games", "points", "fide", "exact", "linear"}``: the games and points a performance
    counts, and its three ratings (FIDE's, exact and linear; ``None`` where there is none)."""
    return {
        "games": performance.games,
        "points": performance.points,
        "fide": performance.fide,
        "exact": performance.exact,
        "linear": performance.linear,
    }


def first_rating_dict(first: FirstRating) -> dict[str, Any]:
    """``{"games", "points", "average_opponent", "percent", "dp", "rating", "capped_at_2200",
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


def series_dict(
    report: SeriesReport,
    performance: Performance | None = None,
    errors: Sequence[LineError] = (),
) -> dict[str, Any]:
    """The series as the command line's ``series`` prints it: every game under ``games``."""
    return {
        **series_head(report.mode, report.rules, report.start_rating, report.k),
        "games": [series_row(row) for row in report.rows],
        **series_tail(report, performance, errors),
    }


def series_summary_dict(summary: ListSummary) -> dict[str, Any]:
    """The series as ``series --summary`` prints it: :func:`series_dict`'s keys and numbers
    without ``games``; instead ``game_count`` (games listed) and ``rated_games``, the first
    errors under ``errors`` and ``error_count``, all of them."""
    series = summary.series
    assert series is not None, "a series summary has a series"
    return {
        **series_head(series.mode, series.rules, series.start_rating, series.k),
        "game_count": series.games,
        "rated_games": series.rated_games,
        **series_tail(series, summary.performance, summary.errors),
        "error_count": summary.error_count,
    }


def _plan_line(line: PlanLine) -> dict[str, Any]:
    return {"target": line.target, "points_needed": line.points_needed,
            "new_rating": line.new_rating, "holds": line.holds}


def plan_dict(plan: Plan) -> dict[str, Any]:
    """``{"basis", "counted_from", "extra_games", "expected_points", "points_scored", "k",
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


def _glicko_state(state: Glicko) -> dict[str, float]:
    return {"rating": state.rating, "rd": state.rd, "volatility": state.volatility}


def _game_line(game: Game) -> dict[str, Any]:
    return {
        "line": game.line,
        "name": game.name,
        "opponent": game.opponent_rating,
        "score": game.score,
        "colour": game.colour.value if game.colour else None,
        "rated": game.played,
    }


def glicko_period_head(report: GlickoPeriod) -> dict[str, Any]:
    """The keys of :func:`glicko_period_dict` before its ``games``."""
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
    """One game of :func:`glicko_period_dict`'s ``games`` with its terms (``None``: not
    played)."""
    return {**_game_line(game), "opponent_rd": term.opponent_rd if term else None,
            "g": term.g if term else None, "expected": term.expected if term else None}


def glicko_period_dict(
    report: GlickoPeriod, games: Sequence[Game], errors: Sequence[LineError] = ()
) -> dict[str, Any]:
    """Glickman's one rating period as ``glicko2 --mode period`` prints it: the final rating, RD
    and volatility (unrounded), step 3's v, step 4's Δ, step 6's RD, and each game's g and E."""
    terms = iter(report.games)
    return {
        **glicko_period_head(report),
        "games": [glicko_period_row(game, next(terms) if game.played else None)
                  for game in games],
        **errors_dict(errors),
    }


def glicko_lichess_head(report: LichessReport, final: Glicko) -> dict[str, Any]:
    """The keys of :func:`glicko_lichess_dict` before its ``games``: the report's start and the
    ``final`` state (its games may be written apart, :func:`glicko_lichess_row`)."""
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
    """One game of :func:`glicko_lichess_dict`'s ``games``."""
    term = row.period.games[0] if row.period else None
    return {
        **_game_line(row.game),
        "opponent_rd": term.opponent_rd if term else None,
        "expected": term.expected if term else None,
        **_glicko_state(row.after),
        "provisional": is_provisional(row.after.rd),
        "shown_rating": shown_rating(row.after.rating),
        "caps": [cap.value for cap in row.caps],
    }


def glicko_lichess_dict(report: LichessReport, errors: Sequence[LineError] = ()) -> dict[str, Any]:
    """Lichess's game-by-game rating as ``glicko2 --mode lichess`` prints it: the final state
    (unrounded), whether it is provisional, the rating as Lichess shows it, and the player after
    every game with the caps that game reached."""
    return {
        **glicko_lichess_head(report, report.final),
        "games": [glicko_lichess_row(row) for row in report.games],
        **errors_dict(errors),
    }


def dwz_game_dict(row: DwzGame) -> dict[str, Any]:
    """One game of :func:`dwz_dict`'s ``games``: its line, with D, P(D) as the DSB's table
    gives it (three decimals, what We sums) and exact, and why it is not rated."""
    from elo_core.dwz.expectation import dwz_table_expected

    return {
        **_game_line(row.game),
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
    """``{"n", "points", "average_opponent", "rating", "rounded", "reason"}``: the Leistung
    (DSB WO 3.6), unrounded and whole, or why there is none."""
    return {
        "n": performance.n,
        "points": performance.points,
        "average_opponent": performance.average_opponent,
        "rating": performance.rating,
        "rounded": performance.rounded,
        "reason": performance.reason.value if performance.reason else None,
    }


def dwz_dict(report: DwzEvaluation | FirstDwz, errors: Sequence[LineError] = (),
             error_count: int | None = None) -> dict[str, Any]:
    """A DWZ evaluation or a first DWZ as ``python -m elo_core dwz`` prints it, every step's
    value under the same keys either way (``null`` where a step has none):

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
      against a rated opponent, with ``difference``, ``expected`` and ``not_rated``) and
      ``errors`` (with ``error_count`` where more are counted than listed).
    """
    from elo_core.dwz.evaluation import DwzEvaluation

    games = report.games
    expected = None
    if not isinstance(report, DwzEvaluation) and report.performance is not None:
        expected = math.fsum([row.expected for row in games.rows if row.expected is not None])
    out = dwz_head(report, expected)
    out["games"] = [dwz_game_dict(row) for row in games.rows]
    out.update(errors_dict(errors, error_count))
    return out


def dwz_head(report: DwzEvaluation | FirstDwz, first_expected: float | None = None,
             ) -> dict[str, Any]:
    """The keys of :func:`dwz_dict` that come before ``games``, in its order, from the report
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
