"""``python -m elo_core``: the engine from the command line, JSON out.

Bad input of any kind exits with status 2, one line per problem on standard error naming the
line or the argument, nothing on standard output, and never a traceback.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from collections.abc import Callable
from datetime import date
from typing import Any, NoReturn, TextIO

from elo_core.expectation import Expectation
from elo_core.export import (
    error_dict,
    game_dict,
    glicko_lichess_dict,
    glicko_period_dict,
    plan_dict,
    series_dict,
)
from elo_core.first_rating import first_rating
from elo_core.games import played_opponents
from elo_core.glicko2 import (
    DEFAULT_OPPONENT_RD,
    DEFAULT_RATING,
    DEFAULT_RD,
    DEFAULT_VOLATILITY,
    LICHESS_TAU,
    PAPER_TAU,
    RATING_FLOOR,
    RD_MAX,
    RD_MIN,
    TAU_MAX,
    TAU_MIN,
    VOLATILITY_CEILING,
    VOLATILITY_MAX,
    VOLATILITY_MIN,
    Glicko,
    rate_glicko2_period,
    rate_lichess,
)
from elo_core.kfactor import PlayerFacts, default_opponent_facts
from elo_core.parser import GameList, Problem, parse_game_list, parse_rating, parse_result
from elo_core.performance import performance
from elo_core.planner import Basis, opponents_at_average, plan
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


_OPPONENT_FACTS = {"games_before": "--opponent-games-before",
                   "birth_year": "--opponent-birth-year", "reached_2400": "--opponent-reached-2400"}


def _opponent_k(args: argparse.Namespace) -> float | PlayerFacts | None:
    """The opponent's own K: a number, or §8.3.3 from the opponent's facts (those given over
    the defaults: adult, 30+ games, 2400 only if rated 2400+), judged on ``--date``; ``None``
    leaves the default to :func:`~elo_core.single.rate_game`."""
    given = {name: value for name in _OPPONENT_FACTS
             if (value := getattr(args, f"opponent_{name}")) not in (None, False)}
    if args.k_opponent not in (None, "fide"):
        if given:
            flags = ", ".join(_OPPONENT_FACTS[name] for name in given)
            raise InputError(f"{flags}: the opponent's facts need --k-opponent fide, "
                             f"not --k-opponent {args.k_opponent:g}")
        return float(args.k_opponent)
    if not given and (args.k_opponent is None or args.k == "fide"):
        return None
    return default_opponent_facts(args.opponent, args.date)._replace(**given)


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
    report = rate_game(args.rating, args.opponent, args.result, k, _rules(args), _opponent_k(args))
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
    k, rules = _k_spec(args.k, args.rating, args), _rules(args)
    t = points_needed(args.rating, opponents, target, k, rules)
    out: dict[str, Any] = {
        "start_rating": t.start_rating, "target": t.target, "games": t.games,
        "expected_points": t.expected_points, "points_needed": t.points_needed,
        "new_rating": t.new_rating,
    }
    if args.more_games is not None:
        if args.more_games < 0:
            raise InputError(f"--more-games {args.more_games}: the number of games cannot be "
                             "negative")
        extra = opponents_at_average(args.more_games, args.average)
        out["plans"] = {basis.value: plan_dict(plan(args.rating, games.games, extra, [target],
                                                     k, rules, basis)) for basis in Basis}
    out["errors"] = [error_dict(e) for e in games.errors]
    return out


def _cmd_first_rating(args: argparse.Namespace, stdin: TextIO) -> dict[str, Any]:
    games = _read_games(args, stdin)
    f = first_rating(games.games)
    return {
        "games": f.games, "points": f.points, "average_opponent": f.average_opponent,
        "percent": f.percent, "dp": f.dp, "rating": f.rating,
        "capped_at_2200": f.capped_at_2200, "reason": f.reason.value if f.reason else None,
        "errors": [error_dict(e) for e in games.errors],
    }


def _in_range(low: float, high: float) -> Callable[[str], float]:
    """An argparse type: a finite number from ``low`` to ``high``."""
    def parse(text: str) -> float:
        try:
            value = float(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None
        if not (math.isfinite(value) and low <= value <= high):
            raise argparse.ArgumentTypeError(f"{text} is outside {low:g}–{high:g}")
        return value
    return parse


def _cmd_glicko2(args: argparse.Namespace, stdin: TextIO) -> dict[str, Any]:
    games = _read_games(args, stdin)
    player = Glicko(args.rating, args.rd, args.volatility)
    if args.mode == "period":
        if args.days_idle is not None:
            raise InputError("--days-idle: only with --mode lichess (a period has no days)")
        tau = PAPER_TAU if args.tau is None else args.tau
        report = rate_glicko2_period(player, games.games, tau, opponent_rd=args.opponent_rd)
        return glicko_period_dict(report, games.games, games.errors)
    problems = [
        *([f"--rating: Lichess has no rating below {RATING_FLOOR:g}"]
          if args.rating < RATING_FLOOR else []),
        *([f"--volatility: Lichess has no volatility above {VOLATILITY_CEILING:g}"]
          if args.volatility > VOLATILITY_CEILING else []),
    ]
    if problems:
        raise InputError(*problems)
    report = rate_lichess(player, games.games, LICHESS_TAU if args.tau is None else args.tau,
                          opponent_rd=args.opponent_rd, days_idle=args.days_idle or 0.0)
    return glicko_lichess_dict(report, games.errors)


def _add_rules(p: argparse.ArgumentParser) -> None:
    p.add_argument("--rules", choices=sorted(RULE_SETS), default="elo",
                   help="rule set (default: elo)")
    p.add_argument("--expectation", choices=[e.value for e in Expectation],
                   help="override the rule set's expected-score method")


def _add_k(p: argparse.ArgumentParser, *, opponent: bool = False) -> None:
    p.add_argument("--k", type=_k, default=20.0,
                   help="K-factor, or 'fide' to derive it from the facts below (default: 20)")
    p.add_argument("--games-before", type=int, default=30,
                   help="with --k fide: rated games completed before this period")
    p.add_argument("--birth-year", type=int, help="with --k fide: year of birth")
    p.add_argument("--reached-2400", action="store_true",
                   help="with --k fide: a published rating has reached 2400")
    if opponent:
        p.add_argument("--k-opponent", type=_k,
                       help="the opponent's K, or 'fide' for FIDE's rule from the opponent's "
                            "facts (default: with --k fide or any --opponent-… fact, FIDE's "
                            "rule from the opponent's own facts; else the same K as --k)")
        p.add_argument("--opponent-games-before", type=int,
                       help="the opponent's rated games before this period (default: 30)")
        p.add_argument("--opponent-birth-year", type=int,
                       help="the opponent's year of birth (default: an adult)")
        p.add_argument("--opponent-reached-2400", action="store_true",
                       help="a published rating of the opponent has reached 2400 "
                            "(default: only if rated 2400 or more)")
    p.add_argument("--date", type=_day,
                   help="the day K is judged on by FIDE's rule, for both players "
                        "(default: today)")


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
    target.add_argument("--more-games", type=int,
                        help="plan this many more games after the listed ones, both ways: in "
                             "the same rating period and after the next list ('plans')")
    target.add_argument("--average", type=_rating, default=1800.0,
                        help="with --more-games: the average opponent (default: 1800)")
    _add_k(target)
    _add_rules(target)
    _add_file(target)
    target.set_defaults(run=_cmd_target)

    first = sub.add_parser("first-rating", help="first rating of a player new to the list")
    _add_file(first)
    first.set_defaults(run=_cmd_first_rating)

    deviation = _in_range(RD_MIN, RD_MAX)
    glicko = sub.add_parser(
        "glicko2", help="Glicko-2: Glickman's rating period, or game by game as Lichess does")
    glicko.add_argument("--mode", choices=["period", "lichess"], default="period",
                        help="period: one rating period (Glickman); lichess: every game its own "
                             "period, with Lichess's caps (default: period)")
    glicko.add_argument("--rating", type=_rating, default=DEFAULT_RATING,
                        help=f"start rating (default: {DEFAULT_RATING:g})")
    glicko.add_argument("--rd", type=deviation, default=DEFAULT_RD,
                        help=f"start rating deviation, {RD_MIN:g}–{RD_MAX:g} "
                             f"(default: {DEFAULT_RD:g})")
    glicko.add_argument("--volatility", type=_in_range(VOLATILITY_MIN, VOLATILITY_MAX),
                        default=DEFAULT_VOLATILITY,
                        help=f"start volatility σ, {VOLATILITY_MIN:g}–{VOLATILITY_MAX:g} "
                             f"(lichess: at most {VOLATILITY_CEILING:g}; "
                             f"default: {DEFAULT_VOLATILITY:g})")
    glicko.add_argument("--tau", type=_in_range(TAU_MIN, TAU_MAX),
                        help=f"τ, {TAU_MIN:g}–{TAU_MAX:g} as the paper advises "
                             f"(default: {PAPER_TAU:g} period, {LICHESS_TAU:g} lichess)")
    glicko.add_argument("--opponent-rd", type=deviation, default=DEFAULT_OPPONENT_RD,
                        help="the opponent's deviation where a line gives none (default: "
                             f"{DEFAULT_OPPONENT_RD:g}, an established player's)")
    glicko.add_argument("--days-idle", type=_in_range(0, math.inf),
                        help="lichess: days without games before the first one (the RD grows)")
    _add_file(glicko)
    glicko.set_defaults(run=_cmd_glicko2)
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
