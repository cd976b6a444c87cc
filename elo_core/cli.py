"""``python -m elo_core``: the engine from the command line, JSON out.

Bad input of any kind exits with status 2, one line per problem on standard error naming the
line or the argument, nothing on standard output, and never a traceback.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from datetime import date
from typing import Any, NoReturn, TextIO

from elo_core.expectation import Expectation
from elo_core.export import error_dict, game_dict, series_dict
from elo_core.first_rating import first_rating
from elo_core.games import played_opponents
from elo_core.kfactor import PlayerFacts
from elo_core.parser import GameList, Problem, parse_game_list, parse_rating, parse_result
from elo_core.performance import performance
from elo_core.problems import LineError
from elo_core.rules import RULE_SETS, RuleSet, rule_set
from elo_core.series import Mode, rate_series
from elo_core.single import rate_game
from elo_core.targets import points_needed

USAGE_ERROR = 2


class InputError(Exception):
    """Bad input: each argument is one line for standard error."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        sys.stderr.write(f"{self.prog}: {message}\n")
        raise SystemExit(USAGE_ERROR)


def _rating(text: str) -> float:
    value = parse_rating(text)
    if isinstance(value, Problem):
        raise argparse.ArgumentTypeError(
            f"{text!r} is not a rating" if value is Problem.RATING_NOT_A_NUMBER
            else f"{text} is outside the rating range"
        )
    return value


def _k(text: str) -> float | str:
    if text.strip().lower() == "fide":
        return "fide"
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is neither a number nor 'fide'") from None
    if not (math.isfinite(value) and value > 0):
        raise argparse.ArgumentTypeError(f"{text!r} is not a positive number")
    return value


def _result(text: str) -> float:
    result = parse_result(text)
    if result is None or result[1] is not None:
        raise argparse.ArgumentTypeError(f"unknown result {text!r} (use 1, ½, 0, w/d/l)")
    return result[0]


def _day(text: str) -> date:
    try:
        return date.fromisoformat(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a date (YYYY-MM-DD)") from None


def _rules(args: argparse.Namespace) -> RuleSet:
    rules = rule_set(args.rules)
    return rules.with_expectation(Expectation(args.expectation)) if args.expectation else rules


def _k_spec(k: float | str, rating: float, args: argparse.Namespace) -> float | PlayerFacts:
    if k != "fide":
        return float(k)
    return PlayerFacts(rating, args.games_before, args.birth_year, args.reached_2400, args.date)


def _read_games(args: argparse.Namespace, stdin: TextIO) -> GameList:
    """The game list from the file named, or standard input: bytes decoded by the pages' rule
    (:mod:`elo_core.decoding`), so the same bytes read the same from either; no game limit."""
    from elo_core.decoding import decode_text  # here: ``game`` starts faster without it

    source = "standard input" if args.file in (None, "-") else args.file
    try:
        if args.file in (None, "-"):
            binary = getattr(stdin, "buffer", None)
            data: bytes | str = stdin.read() if binary is None else binary.read()
        else:
            with open(args.file, "rb") as handle:
                data = handle.read()
    except OSError as exc:
        raise InputError(f"{args.file}: cannot read ({exc.__class__.__name__})") from None
    text = data if isinstance(data, str) else decode_text(data)
    if isinstance(text, LineError):
        raise InputError(f"{source}: {text.message()}")
    games = parse_game_list(text, max_games=None)
    if games.errors and not args.skip_invalid:
        raise InputError(*(e.message() for e in games.errors))
    return games


def _cmd_game(args: argparse.Namespace, stdin: TextIO) -> dict[str, Any]:
    k = _k_spec(args.k, args.rating, args)
    k_opponent = None if args.k_opponent is None else _k_spec(args.k_opponent, args.opponent, args)
    report = rate_game(args.rating, args.opponent, args.result, k, _rules(args), k_opponent)
    return game_dict(report)


def _cmd_series(args: argparse.Namespace, stdin: TextIO) -> dict[str, Any]:
    games = _read_games(args, stdin)
    k = _k_spec(args.k, args.rating, args)
    report = rate_series(args.rating, games.games, k, _rules(args), Mode(args.mode))
    return series_dict(report, performance(games.games), games.errors)


def _cmd_performance(args: argparse.Namespace, stdin: TextIO) -> dict[str, Any]:
    games = _read_games(args, stdin)
    p = performance(games.games)
    return {
        "games": p.games, "points": p.points, "fide": p.fide, "exact": p.exact,
        "linear": p.linear, "errors": [error_dict(e) for e in games.errors],
    }


def _cmd_target(args: argparse.Namespace, stdin: TextIO) -> dict[str, Any]:
    games = _read_games(args, stdin)
    opponents = played_opponents(games.games)
    target = args.rating if args.target is None else args.target
    t = points_needed(args.rating, opponents, target, _k_spec(args.k, args.rating, args),
                      _rules(args))
    return {
        "start_rating": t.start_rating, "target": t.target, "games": t.games,
        "expected_points": t.expected_points, "points_needed": t.points_needed,
        "new_rating": t.new_rating, "errors": [error_dict(e) for e in games.errors],
    }


def _cmd_first_rating(args: argparse.Namespace, stdin: TextIO) -> dict[str, Any]:
    games = _read_games(args, stdin)
    f = first_rating(games.games)
    return {
        "games": f.games, "points": f.points, "average_opponent": f.average_opponent,
        "percent": f.percent, "dp": f.dp, "rating": f.rating,
        "capped_at_2200": f.capped_at_2200, "reason": f.reason.value if f.reason else None,
        "errors": [error_dict(e) for e in games.errors],
    }


def _add_rules(p: argparse.ArgumentParser) -> None:
    p.add_argument("--rules", choices=sorted(RULE_SETS), default="elo",
                   help="rule set (default: elo)")
    p.add_argument("--expectation", choices=[e.value for e in Expectation],
                   help="override the rule set's expected-score method")


def _add_k(p: argparse.ArgumentParser, *, opponent: bool = False) -> None:
    p.add_argument("--k", type=_k, default=20.0,
                   help="K-factor, or 'fide' to derive it from the facts below (default: 20)")
    if opponent:
        p.add_argument("--k-opponent", type=_k, help="the opponent's K (default: the same)")
    p.add_argument("--games-before", type=int, default=30,
                   help="with --k fide: rated games completed before this period")
    p.add_argument("--birth-year", type=int, help="with --k fide: year of birth")
    p.add_argument("--reached-2400", action="store_true",
                   help="with --k fide: a published rating has reached 2400")
    p.add_argument("--date", type=_day, help="with --k fide: the day rated (default: today)")


def _add_file(p: argparse.ArgumentParser) -> None:
    p.add_argument("file", nargs="?", help="game list, one game per line (default: stdin)")
    p.add_argument("--skip-invalid", action="store_true",
                   help="compute the valid lines and list the rest under 'errors'")


def build_parser() -> argparse.ArgumentParser:
    """The command line's argument parser."""
    parser = _Parser(prog="python -m elo_core", description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)

    game = sub.add_parser("game", help="one game, both players")
    game.add_argument("rating", type=_rating)
    game.add_argument("opponent", type=_rating)
    game.add_argument("result", type=_result, help="1, ½, 0, w/d/l, win/draw/loss …")
    _add_k(game, opponent=True)
    _add_rules(game)
    game.set_defaults(run=_cmd_game)

    series = sub.add_parser("series", help="a series of games from one start rating")
    series.add_argument("--rating", type=_rating, required=True, help="start rating")
    series.add_argument("--mode", choices=[m.value for m in Mode], default="period")
    _add_k(series)
    _add_rules(series)
    _add_file(series)
    series.set_defaults(run=_cmd_series)

    perf = sub.add_parser("performance", help="performance ratings of a game list")
    _add_file(perf)
    perf.set_defaults(run=_cmd_performance)

    target = sub.add_parser("target", help="points needed to reach a rating")
    target.add_argument("--rating", type=_rating, required=True, help="start rating")
    target.add_argument("--target", type=_rating, help="target rating (default: hold the start)")
    _add_k(target)
    _add_rules(target)
    _add_file(target)
    target.set_defaults(run=_cmd_target)

    first = sub.add_parser("first-rating", help="first rating of a player new to the list")
    _add_file(first)
    first.set_defaults(run=_cmd_first_rating)
    return parser


def main(argv: list[str] | None = None, stdin: TextIO | None = None,
         stdout: TextIO | None = None) -> int:
    """Run the command line; returns the exit status."""
    args = build_parser().parse_args(argv)
    try:
        result = args.run(args, stdin or sys.stdin)
    except InputError as exc:
        for line in exc.args:
            sys.stderr.write(f"{line}\n")
        return USAGE_ERROR
    (stdout or sys.stdout).write(json.dumps(result, ensure_ascii=False) + "\n")
    return 0
