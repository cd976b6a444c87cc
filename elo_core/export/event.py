"""The whole event as a plain JSON-ready dict: the command line's ``event`` prints it, and the
Event page offers the same for download (:mod:`elo_core.export` does the same for the other
reports)."""

from __future__ import annotations

from datetime import date
from typing import Any

from elo_core.event import EventGame, EventReport, PlayerResult
from elo_core.event_months import EventMonths, MonthRatings, PlayerMonth, RatedPeriods, list_kept
from elo_core.export.kfactor import k_dict
from elo_core.export.performance import first_rating_dict
from elo_core.rating_list.records import ListKind
from elo_core.trf.problems import TrfProblem

__all__ = ["event_dict", "periods_dict", "player_months_dict"]


def problem_dict(problem: TrfProblem) -> dict[str, Any]:
    """``{"line", "player", "round", "problem", "token", "message"}``."""
    return {
        "line": problem.line,
        "player": problem.player,
        "round": problem.round,
        "problem": problem.kind.value,
        "token": problem.token,
        "message": problem.message(),
    }


def _game(game: EventGame) -> dict[str, Any]:
    return {
        "round": game.round,
        "opponent": game.opponent,
        "opponent_name": game.opponent_name,
        "opponent_rating": game.opponent_rating,
        "colour": game.colour.value if game.colour else None,
        "code": game.code.value if game.code is not None else None,
        "score": game.score,
        "rated": game.rated,
        "not_rated": game.not_rated.value if game.not_rated else None,
        "expected": game.expected,
        "capped": game.capped,
        "change": game.change,
    }


def player_dict(result: PlayerResult) -> dict[str, Any]:
    """One player of :func:`event_dict`'s ``players``."""
    player = result.player
    return {
        "start_rank": player.start_rank,
        "name": player.name,
        "title": player.title,
        "federation": player.federation,
        "fide_id": player.fide_id,
        "birth_year": player.birth_year,
        "rating": player.rating,
        "file_points": player.points,
        "rank": player.rank,
        "k": k_dict(result.k) if result.k is not None else None,
        "k_overridden": result.k_overridden,
        "rated_games": result.rated_games,
        "points": result.points,
        "expected": result.expected,
        "change": result.change,
        "rounded_change": result.rounded_change,
        "new_rating": result.new_rating,
        "performance": result.performance.fide,
        "first_rating": (None if result.first_rating is None
                         else first_rating_dict(result.first_rating)),
        "flags": [flag.value for flag in result.flags],
        "games": [_game(game) for game in result.games],
    }


def _month(month: date) -> str:
    return month.strftime("%Y-%m")


def periods_dict(split: EventMonths, ratings: MonthRatings, kind: ListKind) -> dict[str, Any]:
    """``{"by_month", "days", "days_from", "list_kind", "months", "undated_rounds"}``: whether
    the event is rated month by month (:mod:`elo_core.event_months`), over how many days from
    the first round's date to the last's (``days_from`` ``round-dates``), or from the start date
    to the end date where the file gives no round dates (``start-end``), and each month with its
    rounds and whether the store keeps its list of ``list_kind`` (``list_kept``)."""
    return {
        "by_month": split.by_month,
        "days": split.days,
        "days_from": ("round-dates" if split.dated else
                      "start-end" if split.days is not None else None),
        "list_kind": kind.value,
        "months": [{"month": _month(month), "rounds": list(split.rounds_in(month)),
                    "list_kept": list_kept(ratings, month)}
                   for month in split.months],
        "undated_rounds": list(split.undated),
    }


def player_months_dict(months: tuple[PlayerMonth, ...]) -> dict[str, Any]:
    """``{"months": […]}``: each month in which the player has a game, a rating period of its
    own: ``rating`` and where it comes from (``rating_from``: ``list``, or the file's where the
    list is ``not-kept``, the line has ``no-fide-id`` or the list does not hold it,
    ``not-listed``), K, the games rated (for a month the player is unrated in, the games towards
    a first rating, and ``expected``, ``change`` and ``rounded_change`` ``null``), points, the
    expected score and the change; none for an event of one period."""
    rows = []
    for part in months:
        result, rated = part.result, part.rating.rating is not None
        rows.append({
            "month": _month(part.month),
            "rounds": [g.round for g in result.games],
            "rating": part.rating.rating,
            "rating_from": part.rating.source.value,
            "k": k_dict(result.k) if result.k is not None else None,
            "rated_games": result.rated_games,
            "points": result.points,
            "expected": result.expected if rated else None,
            "change": result.change if rated else None,
            "rounded_change": result.rounded_change if rated else None,
        })
    return {"months": rows}


def event_head(report: EventReport) -> dict[str, Any]:
    """``{"event": {…}}``, the tournament and its totals: the keys of :func:`event_dict` before
    its ``players``."""
    t = report.tournament
    return {
        "event": {
            "name": t.name,
            "city": t.city,
            "federation": t.federation,
            "start": t.start.isoformat() if t.start else None,
            "end": t.end.isoformat() if t.end else None,
            "rate_of_play": t.rate_of_play,
            "rounds": t.rounds,
            "rules": report.rules.name,
            "expectation": report.rules.expectation.value,
            "players": len(t.players),
            "rated_players": report.rated_players,
            "games_rated": report.games_rated,
            "sum_of_changes": report.sum_of_changes,
            "rounded_sum_of_changes": report.rounded_sum_of_changes,
        },
    }


def event_tail(report: EventReport) -> dict[str, Any]:
    """``{"errors": […], ["error_count"]}``: the problems of the file by line, the keys of
    :func:`event_dict` after its ``players``; ``error_count`` where the file has more problems
    than the reader kept."""
    out: dict[str, Any] = {"errors": [problem_dict(problem) for problem in report.problems]}
    if report.tournament.problem_count > len(report.problems):
        out["error_count"] = report.tournament.problem_count
    return out


def event_dict(report: EventReport, periods: RatedPeriods | None = None) -> dict[str, Any]:
    """``{"event": {…}, "players": […], "errors": […]}``: the tournament and its totals, every
    player with their games, and every problem of the file by line; with the ``periods`` the
    event was rated in (:func:`~elo_core.event_months.rate_event_in_periods`), the event's
    ``periods`` (:func:`periods_dict`) and each player's ``months``
    (:func:`player_months_dict`)."""
    head = event_head(report)
    players = [player_dict(result) for result in report.players]
    if periods is not None:
        head["event"]["periods"] = periods_dict(periods.split, periods.ratings, periods.kind)
        for player, monthly in zip(players, periods.players, strict=True):
            player.update(player_months_dict(monthly.months))
    return {**head, "players": players, **event_tail(report)}
