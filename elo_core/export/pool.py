"""Writes a season rated, as plain JSON-ready dicts and as strict JSON text in pieces: the command
line's ``pool`` prints the pieces, a page offers the same for download.

The shape, one for both (:func:`pool_dict` whole, :func:`pool_pieces` the same text a piece at
a time, so that a national pool's answer is written as it is made and never held whole):

- ``system``, ``rules`` and ``expectation`` (FIDE's; ``null`` for the others), ``k`` (the one
  K, ``"fide"`` for §8.3.3's, ``null`` for the DWZ and Glicko-2), ``k_assumed`` (with
  §8.3.3's, the K of a member whose facts do not decide it and whose start list gives none;
  else ``null``), ``season`` (the files, the start list, the first and last day, the counts,
  each event);
- ``players``, by rating, highest first, then those without one: ``rank``, ``name``,
  ``rating``, ``start_rating``, ``change``, ``games`` (over the board, but for those of a
  first event without a point), ``disregarded_games`` (those: FIDE B.02 §8.2),
  ``rated_games``, ``points``, ``performance`` (FIDE's Rp, without the disregarded games),
  ``first_rating`` (a member who started unrated: the
  day and rating published, or why none yet), Glicko-2's ``rd``, ``volatility`` and
  ``provisional``, the DWZ's ``index`` (``null`` in the other systems), with §8.3.3's K
  ``k``, the K of the member's last month with a rated game, and ``k_unsure``, the first
  month's K the facts did not decide (each ``{"k", "rule", "basis", "missing"}``: the line of
  §8.3.3, or ``null``; ``facts``, ``listed`` or ``assumed``; the facts missing,
  ``birth-year``, ``games-before``; ``null`` for none and in the other systems), and
  ``history``, each move of the rating: ``date``, ``rating`` after, ``change``, ``games``, and
  what moved it (``game``, ``month`` or ``event``), ``first`` for a first rating, its ``kind``
  (``game``, ``month``, ``event``, ``first``, or ``raise-2026`` for the DWZ's one-time raise
  of 7 June 2026, dated that day, counting no game), and FIDE's ``k``, the K the month's
  change was made with (``null`` otherwise);
- ``games``: every game in the rating order with each side's rating before and change
  (``null`` where it was not rated for that side);
- ``look_alikes``: pairs of names that may be one member; ``errors``: the first problems by
  file and line (:data:`~elo_core.readers.limits.KEPT_ERRORS`), and ``error_count`` where
  there are more.

``season`` also has ``date_orders``: for each of its files, the order its dates with the year
last were read in (``"day-first"``, ``"month-first"``; ``null`` where it writes none, or each
reads the same either way, or nothing said which), ``undecided``: for each of its files, the
games it left out because nothing said that order, ``{"games", "line", "last_line", "date"}``
(the lines of the first and the last of them, the first one's date as written; ``null`` for
none), and ``merged``: each pair of names read as one member as the user said, in
alphabetical order.

Without the history (``history=False``, the command line's ``--summary``) the players have no
``history`` and there is no ``games``, but ``game_count``: the same standings for a pool of
any size.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import islice
from typing import TYPE_CHECKING, Any

from elo_core.export.json_text import dumps
from elo_core.glicko2.lichess import is_provisional

if TYPE_CHECKING:  # the types only: a command loads the modules it uses itself
    from elo_core.elo.kfactor import KFound
    from elo_core.pool.problems import SeasonError
    from elo_core.pool.standings import GameChange, SeasonRating, Standing, Step

__all__ = ["pool_dict", "pool_pieces"]

#: How many players or games go into one piece of :func:`pool_pieces`.
ITEMS_PER_PIECE = 1000


def season_error_dict(error: SeasonError) -> dict[str, Any]:
    """Writes a season's error as ``{"file", "line", "problem", "token", "text", "player", "round",
    "message"}``."""
    return {
        "file": error.file,
        "line": error.line,
        "problem": error.problem.value,
        "token": error.token,
        "text": error.text,
        "player": error.player,
        "round": error.round,
        "message": error.message(),
    }


def k_dict(found: KFound | None) -> dict[str, Any] | None:
    """Writes a K by §8.3.3 and what it rests on: ``{"k", "rule", "basis", "missing"}``."""
    if found is None:
        return None
    return {"k": found.k, "rule": None if found.rule is None else found.rule.value,
            "basis": found.basis.value, "missing": [fact.value for fact in found.missing]}


def step_dict(step: Step) -> dict[str, Any]:
    """Writes one move of a member's rating: ``{"date", "rating", "change", "games", "game",
    "month", "event", "first", "kind", "k"}``, the kind ``game``, ``month``, ``event``,
    ``first`` or ``raise-2026`` (the DWZ's one-time raise of 7 June 2026), ``k`` FIDE's
    month's K."""
    return {
        "date": step.day.isoformat(),
        "rating": step.rating,
        "change": step.change,
        "games": step.games,
        "game": step.game,
        "month": step.month,
        "event": step.event,
        "first": step.first,
        "kind": step.kind.written,
        "k": step.k,
    }


def standing_dict(standing: Standing) -> dict[str, Any]:
    """Writes a member at the season's end, without the history (see the module for the keys)."""
    first = standing.first_rating
    first_out: dict[str, Any] | None = None
    if first is not None:
        games = first.games if isinstance(first.games, int) else first.games.n
        first_out = {
            "date": (None if standing.first_rating_day is None
                     else standing.first_rating_day.isoformat()),
            "rating": first.rating,
            "games": games,
            "reason": first.reason.value if first.reason else None,
        }
    return {
        "rank": standing.rank,
        "name": standing.name,
        "rating": standing.rating,
        "start_rating": standing.start_rating,
        "change": standing.change,
        "games": standing.games,
        "disregarded_games": standing.disregarded,
        "rated_games": standing.rated_games,
        "points": standing.points,
        "performance": standing.performance,
        "first_rating": first_out,
        "rd": standing.rd,
        "volatility": standing.volatility,
        "provisional": None if standing.rd is None else is_provisional(standing.rd),
        "index": standing.dwz_index,
        "k": k_dict(standing.k),
        "k_unsure": k_dict(standing.k_unsure),
    }


def season_game_dict(change: GameChange) -> dict[str, Any]:
    """Writes one game: ``{"number", "date", "white", "black", "result", "not_rated", "event",
    "file", "line", "colours_known", "white_before", "white_change", "black_before",
    "black_change"}``; ``event`` is the event's number in ``season.events``."""
    game = change.game
    reason = game.outcome.not_rated
    return {
        "number": game.number,
        "date": game.day.isoformat(),
        "white": game.white,
        "black": game.black,
        "result": game.outcome.result,
        "not_rated": reason.value if reason else None,
        "event": game.event,
        "file": game.file,
        "line": game.line,
        "colours_known": game.colours_known,
        "white_before": change.white_before,
        "white_change": change.white_change,
        "black_before": change.black_before,
        "black_change": change.black_change,
    }


def _head(rating: SeasonRating) -> dict[str, Any]:
    from elo_core.pool.standings import System

    season = rating.season
    days = season.days
    return {
        "system": rating.system.value,
        "rules": rating.rules.name if rating.rules else None,
        "expectation": rating.rules.expectation.value if rating.rules else None,
        "k": (rating.k if rating.k is not None
              else "fide" if rating.system is System.FIDE else None),
        "k_assumed": rating.k_assumed,
        "season": {
            "files": list(season.files),
            "start_list": season.start_file or None,
            "date_orders": [None if read is None else read.order.value
                            for read in season.date_orders],
            "undecided": [None if left is None else
                          {"games": left.games, "line": left.line, "last_line": left.last_line,
                           "date": left.date} for left in season.undecided],
            "merged": [list(pair) for pair in season.merged],
            "first_day": _day(days[0]) if days else None,
            "last_day": _day(days[-1]) if days else None,
            "members": len(season.members),
            "games": len(season),
            "events": [{"name": e.name, "file": e.file, "first_day": e.first_day.isoformat(),
                        "last_day": e.last_day.isoformat(), "games": e.games}
                       for e in season.events],
        },
    }


def _day(ordinal: int) -> str:
    from datetime import date

    return date.fromordinal(ordinal).isoformat()


def _player(rating: SeasonRating, standing: Standing, history: bool) -> dict[str, Any]:
    out = standing_dict(standing)
    if history:
        out["history"] = [step_dict(step) for step in rating.history(standing.name)]
    return out


def _tail(rating: SeasonRating) -> dict[str, Any]:
    season = rating.season
    out = {
        "look_alikes": [[pair.first, pair.second] for pair in season.look_alikes],
        "errors": [season_error_dict(e) for e in (*season.errors, *rating.notes)],
    }
    if season.error_count > len(season.errors):
        out["error_count"] = season.error_count + len(rating.notes)
    return out


def pool_dict(rating: SeasonRating, history: bool = True) -> dict[str, Any]:
    """Writes the season rated (see the module); ``history``: each player's history and every
    game."""
    out = _head(rating)
    out["players"] = [_player(rating, s, history) for s in rating.ranking()]
    if history:
        out["games"] = [season_game_dict(change) for change in rating.games()]
    else:
        out["game_count"] = len(rating.season)
    out.update(_tail(rating))
    return out


def _items(name: str, dicts: Iterator[dict[str, Any]]) -> Iterator[str]:
    """Writes ``, "name": [ … ]`` with the dicts as strict JSON, a thousand to a piece (each
    thousand written at once: ``json.dumps`` of a list is its items' texts joined by ``, ``)."""
    yield f", {dumps(name)}: ["
    separator = ""
    while batch := list(islice(dicts, ITEMS_PER_PIECE)):
        yield separator + dumps(batch)[1:-1]
        separator = ", "
    yield "]"


def pool_pieces(rating: SeasonRating, history: bool = True) -> Iterator[str]:
    """Writes :func:`pool_dict` as strict JSON text (``json.dumps`` of it, as the command line
    writes), a piece at a time, ending with a line break; a number that is not finite is a
    ``ValueError``."""
    yield dumps(_head(rating))[:-1]
    yield from _items("players", (_player(rating, s, history) for s in rating.ranking()))
    if history:
        yield from _items("games", (season_game_dict(change) for change in rating.games()))
    else:
        yield f", \"game_count\": {len(rating.season)}"
    yield ", " + dumps(_tail(rating))[1:] + "\n"
