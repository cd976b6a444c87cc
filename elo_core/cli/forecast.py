"""Runs ``python -m elo_core forecast``: it gives the chances in the rounds left by FIDE's
simulation model (:mod:`elo_core.forecast`), from the command line.

- ``--game WHITE BLACK``: ``{"white_win", "draw", "black_win"}``.
- ``EVENT.trf --rounds R --player N [--next RATING:TITLE:FED:COLOUR]... [--band LOW-HIGH]
  [--runs N] [--seed S]``: one player's ``scores`` (``[{"points", "probability"}]``, the final
  score, the games played included), ``norms`` (``{title: probability}`` for every title
  checked) and ``certainty`` (the titles the rules settle: ``certain`` or ``impossible``),
  ``rating`` (``mean``, ``low``, ``high`` of the change, ``null`` for an unrated player),
  ``exact``, ``runs``, ``seed``, ``error`` and ``model`` (its name, ``fit`` and
  ``assumptions``).
- Without ``--player``: every player's chances (``players``), with ``top`` the chance of a
  place in the top ``--top``.

Its flags are built with every command's (:mod:`elo_core.cli.flags`), with the readers of a
game to come and a band here. Bad input of any kind is a message and exit status 2, as every
command's. The engine's modules are imported when the command runs, so that the other commands
start without numpy.
"""

from __future__ import annotations

import argparse
from functools import partial
from typing import IO, TYPE_CHECKING, Any

from elo_core.cli import arguments
from elo_core.cli.arguments import InputError
from elo_core.forecast.defaults import DEFAULT_EVENT_RUNS, DEFAULT_RUNS
from elo_core.ranges import RATING_MAX, RATING_MIN

if TYPE_CHECKING:
    from elo_core.cli.commands import Answer
    from elo_core.forecast.draws import RatingBand
    from elo_core.forecast.player import NormChance, PlayerForecast
    from elo_core.forecast.standing import NextGame
    from elo_core.forecast.whole_event import EventForecast, PlayerChances

_COLOURS = {"w": "white", "white": "white", "b": "black", "black": "black", "": None,
            "-": None}
_UNRATED = ("", "-", "0", "unrated")
#: The flag each of :class:`~elo_core.forecast.player.ForecastProblem`'s problems is about.
_FLAGS = {"no-such-player": "--player", "rounds-too-few": "--rounds",
          "too-many-games-given": "--next", "nobody-to-meet": "--next",
          "empty-band": "--band", "not-a-swiss": "--format"}
#: What to do about a problem where the flag alone does not say.
_HINTS = {"not-a-swiss": ": give --player N for one player's chances, or --format swiss to "
                         "simulate it as a Swiss"}


def next_game(text: str) -> tuple[int | None, str, str, str | None]:
    """Reads a game to come, ``RATING:TITLE:FED:COLOUR``: the opponent's rating (``-`` or empty:
    unrated), title (may be empty), federation (three letters, may be empty) and the player's
    colour (``w`` or ``b``; ``-`` or empty: not known, White and Black as likely)."""
    fields = text.split(":")
    if len(fields) != 4:
        raise argparse.ArgumentTypeError(
            f"{arguments.quoted(text)} is not RATING:TITLE:FED:COLOUR (2450:GM:GER:w)")
    rating_text, title, federation, colour = (f.strip() for f in fields)
    rating = None
    if rating_text.lower() not in _UNRATED:
        rating = int(arguments.whole(RATING_MIN, RATING_MAX)(rating_text))
    from elo_core.titles import read_title

    read = read_title(title)
    if title and read is None:
        raise argparse.ArgumentTypeError(f"{arguments.quoted(title)} is not a FIDE title")
    if federation:
        federation = arguments.federation(federation)
    if colour.lower() not in _COLOURS:
        raise argparse.ArgumentTypeError(
            f"{arguments.quoted(colour)} is not a colour (w, b, or - for not known)")
    return rating, "" if read is None else read.value, federation, _COLOURS[colour.lower()]


def band(text: str) -> tuple[int, int]:
    """Reads a rating band, ``LOW-HIGH``, both in the rating range, ``LOW`` at most ``HIGH``."""
    low, dash, high = text.partition("-")
    if not dash:
        raise argparse.ArgumentTypeError(f"{arguments.quoted(text)} is not LOW-HIGH (2200-2400)")
    rating = arguments.whole(RATING_MIN, RATING_MAX)
    bounds = rating(low.strip()), rating(high.strip())
    if bounds[0] > bounds[1]:
        raise argparse.ArgumentTypeError(f"{arguments.quoted(text)}: LOW is above HIGH")
    return bounds


def _refuse_mixed(args: argparse.Namespace) -> None:
    if args.game is not None:
        given = [flag for flag, value in (("a file", args.file), ("--rounds", args.rounds),
                                          ("--player", args.player), ("--next", args.next),
                                          ("--band", args.band)) if value]
        if given:
            raise InputError(f"forecast --game takes two ratings only, not {', '.join(given)}")
        return
    if args.player is None and (args.next or args.band):
        raise InputError("forecast: --next and --band need --player")


def run_forecast(args: argparse.Namespace, stdin: IO[str] | None) -> Answer:
    """Forecasts one game's chances, one player's or every player's."""
    from elo_core.cli.commands import _document

    _refuse_mixed(args)
    if args.game is not None:
        from elo_core.forecast.model import game_chances

        chances = game_chances(*args.game)
        return _document({"white_win": chances.white_win, "draw": chances.draw,
                          "black_win": chances.black_win})
    from elo_core.cli.sources import Source, read_source
    from elo_core.forecast.player import ForecastError
    from elo_core.readers.limits import KEPT_ERRORS
    from elo_core.trf.reader import read_trf

    source = Source(args.file, stdin)
    tournament = read_source(source, partial(read_trf, keep_problems=KEPT_ERRORS))
    if not tournament.players:
        more = tournament.problem_count - len(tournament.problems)
        raise InputError(*(f"{source.name}: {p.message()}" for p in tournament.problems),
                         *([f"… and {more:,} more"] if more else []))
    if args.rounds is None:
        args.rounds = tournament.rounds_announced
        if args.rounds is None:
            raise InputError(f"forecast: {source.name} does not say how many rounds the event "
                             "has (no 142, XXR or 132 line): give --rounds")
    try:
        if args.player is not None:
            return _document(player_dict(_player(args, tournament)))
        return _document(event_forecast_dict(_event(args, tournament)))
    except ForecastError as error:
        flag = _FLAGS[error.problem.value]
        hint = _HINTS.get(error.problem.value, "")
        raise InputError(f"forecast {flag}: {source.name}: {error}{hint}") from None


def _settings(args: argparse.Namespace) -> Any:
    from elo_core.norms.event_type import EventFormat, NormSettings
    from elo_core.norms.titles import NormTitle

    titles = None if args.title is None else [NormTitle(t) for t in args.title]
    return NormSettings(None if args.format is None else EventFormat(args.format)), titles


def _player(args: argparse.Namespace, tournament: Any) -> PlayerForecast:
    from elo_core.forecast.draws import RatingBand
    from elo_core.forecast.player import forecast_player
    from elo_core.forecast.standing import NextGame, Opponent
    from elo_core.games import Colour

    given: list[NextGame | None] = [
        NextGame(Opponent(rating, title, federation),
                 None if colour is None else Colour(colour))
        for rating, title, federation, colour in args.next]
    settings, titles = _settings(args)
    chosen: RatingBand | None = None if args.band is None else RatingBand(*args.band)
    return forecast_player(tournament, args.player, args.rounds, given, band=chosen,
                           runs=args.runs or DEFAULT_RUNS, seed=args.seed, settings=settings,
                           titles=titles)


def _event(args: argparse.Namespace, tournament: Any) -> EventForecast:
    from elo_core.forecast.whole_event import forecast_event

    settings, titles = _settings(args)
    return forecast_event(tournament, args.rounds, top=args.top,
                          runs=args.runs or DEFAULT_EVENT_RUNS, seed=args.seed,
                          settings=settings, titles=titles)


def _norms(norms: tuple[NormChance, ...]) -> dict[str, Any]:
    return {"norms": {n.title.value: n.probability for n in norms},
            "certainty": {n.title.value: n.certainty.value for n in norms
                          if n.certainty is not None}}


def _model(fit: Any, assumptions: Any) -> dict[str, Any]:
    from elo_core.forecast.model import MODEL

    return {"name": MODEL, "fit": fit.value, "assumptions": [a.value for a in assumptions]}


def player_dict(forecast: PlayerForecast) -> dict[str, Any]:
    """Writes one player's forecast as the command line writes it."""
    change = forecast.rating_change
    return {
        "player": {"start_rank": forecast.start_rank, "name": forecast.name,
                   "rating": forecast.rating},
        "after_round": forecast.after_round, "rounds": forecast.rounds,
        "points": forecast.points,
        "scores": [{"points": s.points, "probability": s.probability} for s in forecast.scores],
        "expected_points": forecast.expected_points,
        **_norms(forecast.norms),
        "rating": None if change is None else {"mean": change.mean, "low": change.low,
                                               "high": change.high},
        "exact": forecast.exact, "runs": forecast.runs, "seed": forecast.seed,
        "error": forecast.error, "model": _model(forecast.fit, forecast.assumptions),
    }


def _chances_dict(player: PlayerChances) -> dict[str, Any]:
    return {"start_rank": player.start_rank, "name": player.name, "rating": player.rating,
            "points": player.points, "expected_points": player.expected_points,
            "top": player.top, **_norms(player.norms)}


def event_forecast_dict(forecast: EventForecast) -> dict[str, Any]:
    """Writes the whole event's forecast as the command line writes it."""
    return {"after_round": forecast.after_round, "rounds": forecast.rounds,
            "top": forecast.top, "finished": forecast.finished, "runs": forecast.runs,
            "seed": forecast.seed, "error": forecast.error,
            "model": _model(forecast.fit, forecast.assumptions),
            "players": [_chances_dict(p) for p in forecast.players]}
