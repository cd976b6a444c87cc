"""Writes the whole event as a plain JSON-ready dict: the command line's ``event`` prints it, and
the Event page offers the same for download (:mod:`elo_core.export` does the same for the other
reports). By FIDE's rules (:func:`event_dict`) or by the DWZ (:func:`dwz_event_dict`), the file's
TRF-26 facts alike: its time control and the kind of play rated, its national ratings, and every
record the project does not use."""

from __future__ import annotations

from datetime import date
from typing import TYPE_CHECKING, Any

from elo_core.event import EventGame, EventReport, PlayerResult, PlayUsed
from elo_core.event_months import (
    EventMonths,
    MonthRatings,
    OnePeriod,
    PlayerMonth,
    RatedPeriods,
    RatingFrom,
    list_kept,
    split_by_month,
)
from elo_core.export.dwz import dwz_head
from elo_core.export.kfactor import k_dict
from elo_core.export.performance import first_rating_dict
from elo_core.rating_list.records import ListKind
from elo_core.trf.national import NationalRating
from elo_core.trf.problems import TrfProblem
from elo_core.trf.records import Tournament

if TYPE_CHECKING:  # the DWZ's types only: an event by FIDE's rules does not load them
    from elo_core.event_dwz import DwzEventReport, DwzResult, DwzRound

__all__ = ["dwz_event_dict", "dwz_periods_dict", "event_dict", "periods_dict",
           "player_months_dict"]


def problem_dict(problem: TrfProblem) -> dict[str, Any]:
    """Writes a problem as ``{"line", "player", "round", "problem", "token", "message"}``."""
    return {
        "line": problem.line,
        "player": problem.player,
        "round": problem.round,
        "problem": problem.kind.value,
        "token": problem.token,
        "message": problem.message(),
    }


def _round(game: EventGame | DwzRound, rating: tuple[str, int | None]) -> dict[str, Any]:
    """Writes a round's keys that the systems share, the opponent's ``rating`` under its own key."""
    return {
        "round": game.round,
        "opponent": game.opponent,
        "opponent_name": game.opponent_name,
        rating[0]: rating[1],
        "colour": game.colour.value if game.colour else None,
        "code": game.code.value if game.code is not None else None,
        "score": game.score,
        "rated": game.rated,
        "not_rated": game.not_rated.value if game.not_rated else None,
    }


def _game(game: EventGame) -> dict[str, Any]:
    return {**_round(game, ("opponent_rating", game.opponent_rating)),
            "expected": game.expected, "capped": game.capped, "change": game.change}


def national_dict(national: NationalRating) -> dict[str, Any]:
    """Writes ``{"federation", "rating", "classification", "name", "origin", "national_id",
    "birth_year", "line"}``: one NRS record as read."""
    return {"federation": national.federation, "rating": national.rating,
            "classification": national.classification, "name": national.name,
            "origin": national.origin, "national_id": national.national_id,
            "birth_year": national.birth_year, "line": national.line}


def file_dict(tournament: Tournament) -> dict[str, Any]:
    """Writes the file's TRF-26 facts: ``time_control`` (as written, each side's time for 60 moves
    in seconds, and the kind of play it is), ``national_support`` (the ``172`` line) and
    ``not_used``: every kind of line the reader does not use, by tag (``""`` for lines with no
    record's tag), with how many and the first's line."""
    control, support = tournament.time_control, tournament.national_support
    return {
        "time_control": None if control is None else {
            "written": control.written,
            "white_seconds_for_60": control.seconds_for_60(control.white),
            "black_seconds_for_60": control.seconds_for_60(control.black),
            "play": None if control.play is None else control.play.value,
        },
        "national_support": None if support is None else {
            "federation": support.federation, "method": support.method},
        "not_used": [{"tag": n.tag, "lines": n.lines, "first_line": n.first_line}
                     for n in tournament.not_used],
    }


def _head(tournament: Tournament, system: str) -> dict[str, Any]:
    """Writes the event's keys that the systems share: the ``system``, the tournament as the
    file names it, and its TRF-26 facts (:func:`file_dict`)."""
    t = tournament
    return {
        "system": system,
        "name": t.name,
        "city": t.city,
        "federation": t.federation,
        "start": t.start.isoformat() if t.start else None,
        "end": t.end.isoformat() if t.end else None,
        "rate_of_play": t.rate_of_play,
        "rounds": t.rounds,
        **file_dict(t),
    }


def player_dict(result: PlayerResult) -> dict[str, Any]:
    """Writes one player of :func:`event_dict`'s ``players``: ``rating`` is the one rated with,
    ``rating_from`` says whether the file gave it or FIDE's standard list lent it (a rapid or
    blitz event's player unrated in it, B.02 rapid and blitz 7.2.1)."""
    player = result.player
    return {
        "start_rank": player.start_rank,
        "name": player.name,
        "title": player.title,
        "federation": player.federation,
        "fide_id": player.fide_id,
        "birth_year": player.birth_year,
        "rating": player.rating,
        "rating_from": "standard-list" if result.standard_lent else "file",
        "national": [national_dict(n) for n in player.national],
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


def _days_from(split: EventMonths) -> str | None:
    return "round-dates" if split.dated else "start-end" if split.days is not None else None


def periods_dict(split: EventMonths, ratings: MonthRatings, kind: ListKind) -> dict[str, Any]:
    """Writes ``{"by_month", "days", "days_from", "list_kind", "months", "undated_rounds",
    "one_period"}``.

    ``by_month`` says whether the event is rated month by month (:mod:`elo_core.event_months`).
    ``days`` counts the days from the first round's date to the last's (``days_from``
    ``round-dates``), or from the start date to the end date where the file gives no round dates
    (``start-end``). ``months`` lists each month with its rounds and whether the store keeps its
    list of ``list_kind`` (``list_kept``). ``one_period`` says why an event of one period is one
    (:class:`~elo_core.event_months.OnePeriod`: ``at-most-30-days``, ``no-round-dates``); it is
    ``null`` for an event rated by month."""
    one = split.one_period
    return {
        "by_month": split.by_month,
        "days": split.days,
        "days_from": _days_from(split),
        "list_kind": kind.value,
        "months": [{"month": _month(month), "rounds": list(split.rounds_in(month)),
                    "list_kept": list_kept(ratings, month)} for month in split.months],
        "undated_rounds": list(split.undated),
        "one_period": None if one is None else one.value,
    }


def dwz_periods_dict(split: EventMonths) -> dict[str, Any]:
    """Writes :func:`periods_dict`'s keys for an event by the DWZ: one period, however many ``days``
    it runs (``one_period`` ``dwz``), no list, no months."""
    return {"by_month": False, "days": split.days, "days_from": _days_from(split),
            "list_kind": None, "months": [], "undated_rounds": [],
            "one_period": OnePeriod.DWZ.value}


#: A month's :class:`~elo_core.event_months.RatingFrom` as the player's own ``rating_from``
#: says it: a list's, or the file's.
_PLAYER_RATING_FROM = {RatingFrom.LIST: "list", RatingFrom.STANDARD: "standard-list"}


def player_months_dict(months: tuple[PlayerMonth, ...]) -> dict[str, Any]:
    """Writes ``{"months": […]}``: each month in which the player has a game, a rating period of its
    own. An event of one period has none.

    Each month gives the ``rating`` and where it comes from (``rating_from``):

    - ``list``;
    - ``standard-list``, for a rapid or blitz event's player unrated in it;
    - the file's, where the list is ``not-kept``, the line has ``no-fide-id``, or the list does not
      hold the player (``not-listed``).

    It then gives K, the games rated, the points, the expected score and the change. For a month
    the player is unrated in, the games are those towards a first rating, and ``expected``,
    ``change`` and ``rounded_change`` are ``null``.

    With months, the player's own ``rating_from`` (over :func:`player_dict`'s) is written too. It
    says where the rating of their first rated month, the player's ``rating``, comes from:
    ``list``, ``standard-list`` or ``file``."""
    first = next((part.rating.source for part in months if part.rating.rating is not None),
                 None)
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
    if not months:
        return {"months": rows}
    return {"rating_from": "file" if first is None else _PLAYER_RATING_FROM.get(first, "file"),
            "months": rows}


def event_head(report: EventReport, play: PlayUsed | None = None,
               standard_list: date | None = None) -> dict[str, Any]:
    """Writes ``{"event": {…}}``, the tournament and its totals: the keys of :func:`event_dict`
    before its ``players``. ``play``: the kind of play rated and who chose it (``play_chosen_by``
    ``request``, or ``file`` for the time control's, ``null`` where neither says);
    ``standard_list``: the month of the standard list that lent ratings, where one did."""
    t = report.tournament
    return {
        "event": {
            **_head(t, "elo"),
            "play": None if play is None or play.play is None else play.play.value,
            "play_chosen_by": (None if play is None or play.play is None
                               else "request" if play.asked else "file"),
            "standard_list": None if standard_list is None else standard_list.isoformat(),
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
    """Writes ``{"errors": […], ["error_count"]}``: the problems of the file by line, the keys of
    :func:`event_dict` after its ``players``; ``error_count`` where the file has more problems
    than the reader kept."""
    return _tail(report.tournament)


def event_dict(report: EventReport, play: PlayUsed | None = None,
               standard_list: date | None = None,
               periods: RatedPeriods | None = None) -> dict[str, Any]:
    """Writes ``{"event": {…}, "players": […], "errors": […]}``: the tournament and its totals,
    every player with their games, and every problem of the file by line; with the ``periods`` the
    event was rated in (:func:`~elo_core.event_months.rate_event_in_periods`), the event's
    ``periods`` (:func:`periods_dict`) and each player's ``months`` (:func:`player_months_dict`)."""
    head = event_head(report, play, standard_list)
    players = [player_dict(result) for result in report.players]
    if periods is not None:
        head["event"]["periods"] = periods_dict(periods.split, periods.ratings, periods.kind)
        for player, monthly in zip(players, periods.players, strict=True):
            player.update(player_months_dict(monthly.months))
    return {**head, "players": players, **_tail(report.tournament)}


def _tail(tournament: Tournament) -> dict[str, Any]:
    out: dict[str, Any] = {"errors": [problem_dict(p) for p in tournament.problems]}
    if tournament.problem_count > len(tournament.problems):
        out["error_count"] = tournament.problem_count
    return out


def _dwz_round(game: DwzRound) -> dict[str, Any]:
    return {**_round(game, ("opponent_dwz", game.opponent_dwz)),
            "difference": game.difference, "expected": game.expected, "change": game.change}


def dwz_player_dict(result: DwzResult) -> dict[str, Any]:
    """Writes one player of :func:`dwz_event_dict`'s ``players``: the file's DWZ and what came from
    the DSB's list (``index_from`` ``list`` or ``assumed``, ``born_from``), the evaluation or
    the first DWZ as ``python -m elo_core dwz`` gives it (:func:`elo_core.export.dwz.dwz_head`),
    and every round."""
    player, facts = result.player, result.facts
    listed = facts.listed
    return {
        "start_rank": player.start_rank,
        "name": player.name,
        "fide_id": player.fide_id,
        "national": [national_dict(n) for n in player.national],
        "dwz": facts.dwz,
        "index": facts.rating_index,
        "index_from": None if facts.index_from is None else facts.index_from.value,
        "birth_year": facts.birth_year,
        "born_from": facts.born_from or None,
        "born_after_event": facts.born_late,
        "listed": None if listed is None else {
            "member": listed.member_id, "dwz": listed.dwz, "index": listed.index,
            "birth_year": listed.birth_year},
        "new_rating": result.new_rating,
        "rounded_change": result.change,
        "evaluation": None if result.evaluation is None else dwz_head(result.evaluation),
        "first_dwz": None if result.first is None else dwz_head(result.first),
        "rounds": [_dwz_round(game) for game in result.rounds],
    }


def dwz_event_dict(report: DwzEventReport, dwz_list: date | None = None) -> dict[str, Any]:
    """Writes ``{"event": {…}, "players": […], "errors": […]}`` by the DWZ: the tournament, the WO
    and why, the day of the DSB's list the Index came from (``dwz_list``, ``null`` for none), the
    totals, the event's days as one period (:func:`dwz_periods_dict`), every player
    (:func:`dwz_player_dict`), every problem by line."""
    t, totals = report.tournament, report.totals
    return {
        "event": {
            **_head(t, "dwz"),
            "last_day": totals.last_day.isoformat(),
            "wo": totals.wo.value,
            "wo_chosen_by": "request" if totals.wo_requested else "date",
            "dwz_list": None if dwz_list is None else dwz_list.isoformat(),
            "players": totals.players,
            "with_dwz": totals.with_dwz,
            "evaluated": totals.evaluated,
            "first_dwz": totals.first_dwz,
            "index_assumed": totals.index_assumed,
            "games_rated": totals.games_rated,
            "sum_of_changes": totals.sum_of_changes,
            "periods": dwz_periods_dict(split_by_month(t)),
        },
        "players": [dwz_player_dict(result) for result in report.players],
        **_tail(t),
    }
