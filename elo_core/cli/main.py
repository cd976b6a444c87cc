"""``python -m elo_core``: the engine from the command line, JSON out.

Bad input of any kind exits with status 2, one line per problem on standard error naming the
line or the argument, nothing on standard output, and never a traceback; every number a flag
takes is in the range the pages accept (:mod:`elo_core.cli.arguments`). The JSON is strict (no NaN
or Infinity) and written as UTF-8 whatever the locale. A standard output that is closed, or
whose reader has gone (``… | head``), ends the command quietly with status 1.

A command imports what only it needs (the file readers, the planner, a whole event) when it
runs, so that ``game``, the quickest, starts without them.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import suppress
from datetime import date
from functools import partial
from typing import IO, Any, NoReturn

from elo_core.cli import arguments
from elo_core.cli.arguments import InputError
from elo_core.cli.summary import KEPT_ERRORS, summarise_list
from elo_core.elo.expectation import Expectation
from elo_core.elo.kfactor import PlayerFacts, default_opponent_facts
from elo_core.elo.mode import Mode
from elo_core.elo.rules import RULE_SETS, RuleSet, rule_set
from elo_core.elo.series import series_rows, summarise_series
from elo_core.elo.single import rate_game
from elo_core.export.json_text import dumps
from elo_core.export.reports import (
    error_dict,
    game_dict,
    glicko_lichess_dict,
    glicko_period_dict,
    plan_dict,
    series_head,
    series_row,
    series_summary_dict,
    series_tail,
)
from elo_core.games import played_opponents
from elo_core.glicko2.glickman import DEFAULT_OPPONENT_RD, PAPER_TAU, Glicko, rate_glicko2_period
from elo_core.glicko2.lichess import (
    DEFAULT_RATING,
    DEFAULT_RD,
    DEFAULT_VOLATILITY,
    LICHESS_TAU,
    RATING_FLOOR,
    VOLATILITY_CEILING,
    rate_lichess,
)
from elo_core.ranges import (
    BIRTH_YEAR_MIN,
    DAYS_IDLE_MAX,
    GAMES_BEFORE_MAX,
    K_MAX,
    K_MIN,
    MORE_GAMES_MAX,
    RATING_MAX,
    RATING_MIN,
    RD_MAX,
    RD_MIN,
    TAU_MAX,
    TAU_MIN,
    VOLATILITY_MAX,
    VOLATILITY_MIN,
)
from elo_core.readers.problems import GameList, LineError

USAGE_ERROR = 2
#: The exit status when the answer cannot be written: standard output closed, or its reader
#: gone (as Python's own documentation does on a broken pipe).
OUTPUT_ERROR = 1


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        _say(f"{self.prog}: {message}")
        raise SystemExit(USAGE_ERROR)

    def _print_message(self, message: str, file: IO[str] | None = None) -> None:
        """Help and usage as UTF-8, whatever the locale (their texts have ½, σ, –)."""
        if message:
            with suppress(AttributeError, OSError):
                _utf8_writer(file or sys.stderr)(message)


def _say(line: str) -> None:
    """One line on standard error, if there is one."""
    if sys.stderr is not None:
        sys.stderr.write(f"{line}\n")


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
    leaves the default to :func:`~elo_core.elo.single.rate_game`."""
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


def _refuse_bad_lines(errors: Sequence[LineError], count: int,
                      args: argparse.Namespace) -> None:
    """Lines that are not games refuse the list unless ``--skip-invalid`` was given: one line
    each on standard error (of those kept, and how many more there are)."""
    if errors and not args.skip_invalid:
        more = count - len(errors)
        raise InputError(*(e.message() for e in errors),
                         *([f"… and {more:,} more"] if more else []))


def _read_games(args: argparse.Namespace, stdin: IO[str] | None) -> GameList:
    """The whole game list (:func:`~elo_core.cli.sources.read_list`), checked."""
    from elo_core.cli.sources import Source, read_list

    games = read_list(Source(args.file, stdin))
    _refuse_bad_lines(games.errors, len(games.errors), args)
    return games


def _json(value: Any) -> str:
    """Strict JSON (RFC 8259: no NaN or Infinity). No range the flags allow leads to a number
    that is not finite; were one to, it is an error, not JSON."""
    try:
        return dumps(value)
    except ValueError:
        raise InputError("a result is not a finite number, which JSON cannot hold") from None


#: The answer to print, in pieces: the input is checked before the first piece is asked for.
Answer = Iterable[str]


def _document(value: dict[str, Any]) -> Answer:
    return [_json(value) + "\n"]


def _cmd_game(args: argparse.Namespace, stdin: IO[str] | None) -> Answer:
    k = _k_spec(args.k, args.rating, args)
    report = rate_game(args.rating, args.opponent, args.result, k, _rules(args), _opponent_k(args))
    return _document(game_dict(report))


#: How many games of ``series`` go into one piece of the answer.
_ROWS_PER_PIECE = 1000


def _cmd_series(args: argparse.Namespace, stdin: IO[str] | None) -> Answer:
    from elo_core.cli.sources import Source, summarise_source
    from elo_core.elo.performance import performance

    k, rules, mode = _k_spec(args.k, args.rating, args), _rules(args), Mode(args.mode)
    if args.summary:
        rate = partial(summarise_series, args.rating, k=k, rules=rules, mode=mode)
        summary = summarise_source(Source(args.file, stdin), partial(summarise_list, rate=rate))
        _refuse_bad_lines(summary.errors, summary.error_count, args)
        return _document(series_summary_dict(summary))
    games = _read_games(args, stdin)
    k_used, tally, rows = series_rows(args.rating, games.games, k, rules, mode)
    head = _json(series_head(mode, rules, args.rating, k_used))

    def pieces() -> Iterator[str]:
        """The answer as ``json.dumps`` writes it whole, the games a thousand at a time."""
        yield head[:-1] + ', "games": ['
        batch: list[str] = []
        separator = ""
        for row in rows:
            batch.append(_json(series_row(row)))
            if len(batch) == _ROWS_PER_PIECE:
                yield separator + ", ".join(batch)
                batch, separator = [], ", "
        if batch:
            yield separator + ", ".join(batch)
        tail = series_tail(tally.summary(k_used), performance(games.games), games.errors)
        yield "], " + _json(tail)[1:] + "\n"
    return pieces()


def _cmd_performance(args: argparse.Namespace, stdin: IO[str] | None) -> Answer:
    from elo_core.cli.sources import Source, summarise_source

    summary = summarise_source(Source(args.file, stdin),
                               partial(summarise_list, keep_errors=None))
    _refuse_bad_lines(summary.errors, summary.error_count, args)
    p = summary.performance
    return _document({
        "games": p.games, "points": p.points, "fide": p.fide, "exact": p.exact,
        "linear": p.linear, "errors": [error_dict(e) for e in summary.errors],
    })


def _cmd_target(args: argparse.Namespace, stdin: IO[str] | None) -> Answer:
    from elo_core.elo.planner import Basis, opponents_at_average, plan
    from elo_core.elo.targets import points_needed

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
        extra = opponents_at_average(args.more_games, args.average)
        out["plans"] = {basis.value: plan_dict(plan(args.rating, games.games, extra, [target],
                                                     k, rules, basis)) for basis in Basis}
    out["errors"] = [error_dict(e) for e in games.errors]
    return _document(out)


def _cmd_first_rating(args: argparse.Namespace, stdin: IO[str] | None) -> Answer:
    from elo_core.elo.first_rating import first_rating

    games = _read_games(args, stdin)
    f = first_rating(games.games)
    return _document({
        "games": f.games, "points": f.points, "average_opponent": f.average_opponent,
        "percent": f.percent, "dp": f.dp, "rating": f.rating,
        "capped_at_2200": f.capped_at_2200, "reason": f.reason.value if f.reason else None,
        "window": None if f.window is None else [day.isoformat() for day in f.window],
        "left_out": [{"line": left.game.line, "date": left.day.isoformat(),
                      "reason": left.reason.value} for left in f.left_out],
        "date_issues": [{"line": issue.game.line, "date": issue.game.date,
                         "problem": issue.problem.value, "message": issue.message()}
                        for issue in f.date_issues],
        "errors": [error_dict(e) for e in games.errors],
    })


def _cmd_glicko2(args: argparse.Namespace, stdin: IO[str] | None) -> Answer:
    games = _read_games(args, stdin)
    player = Glicko(args.rating, args.rd, args.volatility)
    if args.mode == "period":
        if args.days_idle is not None:
            raise InputError("--days-idle: only with --mode lichess (a period has no days)")
        tau = PAPER_TAU if args.tau is None else args.tau
        report = rate_glicko2_period(player, games.games, tau, opponent_rd=args.opponent_rd)
        return _document(glicko_period_dict(report, games.games, games.errors))
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
    return _document(glicko_lichess_dict(report, games.errors))


def _cmd_event(args: argparse.Namespace, stdin: IO[str] | None) -> Answer:
    from elo_core.cli.sources import Source, read_text
    from elo_core.event import rate_event
    from elo_core.export.event import event_dict
    from elo_core.trf.reader import read_trf

    source = Source(args.file, stdin)
    tournament = read_trf(read_text(source))
    if not tournament.players:
        raise InputError(*(f"{source.name}: {p.message()}" for p in tournament.problems))
    k = None if args.k == "fide" else float(args.k)
    return _document(event_dict(rate_event(tournament, rule_set(args.rules), k)))


def _add_rules(p: argparse.ArgumentParser) -> None:
    p.add_argument("--rules", choices=sorted(RULE_SETS), default="elo",
                   help="rule set (default: elo)")
    p.add_argument("--expectation", choices=[e.value for e in Expectation],
                   help="override the rule set's expected-score method")


def _add_k(p: argparse.ArgumentParser, *, opponent: bool = False) -> None:
    k = arguments.k_or_fide(K_MIN, K_MAX)
    games_before = arguments.whole(0, GAMES_BEFORE_MAX)
    birth_year = arguments.whole(BIRTH_YEAR_MIN, date.today().year)
    p.add_argument("--k", type=k, default=20.0,
                   help=f"K-factor, {K_MIN}–{K_MAX}, or 'fide' to derive it from the facts "
                        "below (default: 20)")
    p.add_argument("--games-before", type=games_before, default=30,
                   help=f"with --k fide: rated games completed before this period, "
                        f"0–{GAMES_BEFORE_MAX:,}")
    p.add_argument("--birth-year", type=birth_year,
                   help=f"with --k fide: year of birth, {BIRTH_YEAR_MIN}–this year")
    p.add_argument("--reached-2400", action="store_true",
                   help="with --k fide: a published rating has reached 2400")
    if opponent:
        p.add_argument("--k-opponent", type=k,
                       help="the opponent's K, or 'fide' for FIDE's rule from the opponent's "
                            "facts (default: with --k fide or any --opponent-… fact, FIDE's "
                            "rule from the opponent's own facts; else the same K as --k)")
        p.add_argument("--opponent-games-before", type=games_before,
                       help="the opponent's rated games before this period (default: 30)")
        p.add_argument("--opponent-birth-year", type=birth_year,
                       help="the opponent's year of birth (default: an adult)")
        p.add_argument("--opponent-reached-2400", action="store_true",
                       help="a published rating of the opponent has reached 2400 "
                            "(default: only if rated 2400 or more)")
    p.add_argument("--date", type=arguments.day,
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
    rating = arguments.rating
    ratings = f"{RATING_MIN}–{RATING_MAX}"

    game = sub.add_parser("game", help="one game, both players")
    game.add_argument("rating", type=rating, help=f"your rating, {ratings}")
    game.add_argument("opponent", type=rating, help=f"the opponent's rating, {ratings}")
    game.add_argument("result", type=arguments.result, help="1, ½, 0, w/d/l, win/draw/loss …")
    _add_k(game, opponent=True)
    _add_rules(game)
    game.set_defaults(run=_cmd_game)

    series = sub.add_parser(
        "series", help="a series of games from one start rating",
        description="A series of games from one start rating, every game listed with its "
                    "change. The list is held in memory; for big lists (a hundred thousand "
                    "games and more) use --summary, which reads any number of games in "
                    "bounded memory.")
    series.add_argument("--rating", type=rating, required=True, help=f"start rating, {ratings}")
    series.add_argument("--mode", choices=[m.value for m in Mode], default="period")
    series.add_argument("--summary", action="store_true",
                        help="the same numbers without the games: read a line at a time, in "
                             f"bounded memory; the first {KEPT_ERRORS} errors and their count")
    _add_k(series)
    _add_rules(series)
    _add_file(series)
    series.set_defaults(run=_cmd_series)

    perf = sub.add_parser("performance", help="performance ratings of a game list "
                                              "(read a line at a time, any length)")
    _add_file(perf)
    perf.set_defaults(run=_cmd_performance)

    target = sub.add_parser("target", help="points needed to reach a rating")
    target.add_argument("--rating", type=rating, required=True, help=f"start rating, {ratings}")
    target.add_argument("--target", type=rating,
                        help=f"target rating, {ratings} (default: hold the start)")
    target.add_argument("--more-games", type=arguments.whole(1, MORE_GAMES_MAX),
                        help=f"plan this many more games (1–{MORE_GAMES_MAX}) after the listed "
                             "ones, both ways: in the same rating period and after the next "
                             "list ('plans')")
    target.add_argument("--average", type=rating, default=1800.0,
                        help=f"with --more-games: the average opponent, {ratings} "
                             "(default: 1800)")
    _add_k(target)
    _add_rules(target)
    _add_file(target)
    target.set_defaults(run=_cmd_target)

    first = sub.add_parser("first-rating", help="first rating of a player new to the list")
    _add_file(first)
    first.set_defaults(run=_cmd_first_rating)

    event = sub.add_parser(
        "event", help="every player's rating change from a tournament report file (FIDE TRF)",
        description="Every player's rating change from a FIDE Tournament Report File (TRF-16 "
                    "or TRF-26): K by FIDE's rule from each player's facts in the file, or one "
                    "K for all; every problem of the file under 'errors', by line.")
    event.add_argument("file", nargs="?", help="the TRF file (default or '-': stdin)")
    event.add_argument("--rules", choices=sorted(RULE_SETS), default="fide",
                       help="rule set (default: fide)")
    event.add_argument("--k", type=arguments.k_or_fide(K_MIN, K_MAX), default="fide",
                       help=f"one K for every player, {K_MIN}–{K_MAX}, or 'fide' for FIDE's "
                            "rule from each player's rating and birth year (default: fide)")
    event.set_defaults(run=_cmd_event)

    deviation = arguments.in_range(RD_MIN, RD_MAX)
    glicko = sub.add_parser(
        "glicko2", help="Glicko-2: Glickman's rating period, or game by game as Lichess does")
    glicko.add_argument("--mode", choices=["period", "lichess"], default="period",
                        help="period: one rating period (Glickman); lichess: every game its own "
                             "period, with Lichess's caps (default: period)")
    glicko.add_argument("--rating", type=rating, default=DEFAULT_RATING,
                        help=f"start rating, {ratings} (default: {DEFAULT_RATING:g})")
    glicko.add_argument("--rd", type=deviation, default=DEFAULT_RD,
                        help=f"start rating deviation, {RD_MIN:g}–{RD_MAX:g} "
                             f"(default: {DEFAULT_RD:g})")
    glicko.add_argument("--volatility", type=arguments.in_range(VOLATILITY_MIN, VOLATILITY_MAX),
                        default=DEFAULT_VOLATILITY,
                        help=f"start volatility σ, {VOLATILITY_MIN:g}–{VOLATILITY_MAX:g} "
                             f"(lichess: at most {VOLATILITY_CEILING:g}; "
                             f"default: {DEFAULT_VOLATILITY:g})")
    glicko.add_argument("--tau", type=arguments.in_range(TAU_MIN, TAU_MAX),
                        help=f"τ, {TAU_MIN:g}–{TAU_MAX:g} as the paper advises "
                             f"(default: {PAPER_TAU:g} period, {LICHESS_TAU:g} lichess)")
    glicko.add_argument("--opponent-rd", type=deviation, default=DEFAULT_OPPONENT_RD,
                        help="the opponent's deviation where a line gives none (default: "
                             f"{DEFAULT_OPPONENT_RD:g}, an established player's)")
    glicko.add_argument("--days-idle", type=arguments.in_range(0, DAYS_IDLE_MAX),
                        help=f"lichess: days without games before the first one, "
                             f"0–{DAYS_IDLE_MAX:,} (the RD grows)")
    _add_file(glicko)
    glicko.set_defaults(run=_cmd_glicko2)
    return parser


def _utf8_writer(stream: IO[str]) -> Callable[[str], object]:
    """Writes text to ``stream`` as UTF-8 bytes where it has bytes underneath (a real standard
    output, whatever its locale's encoding), else as text."""
    binary = getattr(stream, "buffer", None)
    if binary is None:
        return stream.write
    stream.flush()
    return lambda text: binary.write(text.encode("utf-8"))


def _stop_writing(stream: IO[str]) -> None:
    """After a broken pipe: the rest of standard output goes nowhere, so the flush at exit
    cannot fail again (as Python's documentation on SIGPIPE advises)."""
    try:
        descriptor = stream.fileno()
    except (AttributeError, OSError, ValueError):
        return
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, descriptor)
    os.close(devnull)


def main(argv: list[str] | None = None, stdin: IO[str] | None = None,
         stdout: IO[str] | None = None) -> int:
    """Run the command line; returns the exit status: 0, ``USAGE_ERROR`` for bad input (one
    line a problem on standard error, nothing on standard output), ``OUTPUT_ERROR`` when the
    answer cannot be written. Bad arguments exit through ``SystemExit``, as ``argparse`` does.
    """
    args = build_parser().parse_args(argv)
    out = stdout or sys.stdout
    try:
        pieces = iter(args.run(args, stdin or sys.stdin))
        first = next(pieces)
    except InputError as exc:
        return _refused(exc)
    if out is None:
        return OUTPUT_ERROR
    try:
        write = _utf8_writer(out)
        write(first)
        for piece in pieces:
            write(piece)
        getattr(out, "buffer", out).flush()
    except InputError as exc:
        return _refused(exc)
    except BrokenPipeError:
        _stop_writing(out)
        return OUTPUT_ERROR
    except OSError as exc:
        _say(f"python -m elo_core: cannot write the answer ({exc.__class__.__name__})")
        _stop_writing(out)
        return OUTPUT_ERROR
    return 0


def _refused(error: InputError) -> int:
    for line in error.args:
        _say(line)
    return USAGE_ERROR
