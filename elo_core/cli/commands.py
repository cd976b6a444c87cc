"""What each command of ``python -m elo_core`` does: read its input, call the engine, and give the
answer as strict JSON in pieces (:data:`Answer`); bad input is an
:class:`~elo_core.cli.arguments.InputError`, raised before the first piece.

A command imports what only it needs (the file readers, the planner, a whole event) when it
runs, so that ``game``, the quickest, starts without them.
"""

from __future__ import annotations

import argparse
from collections.abc import Iterable, Iterator, Sequence
from functools import partial
from typing import IO, TYPE_CHECKING, Any

from elo_core.cli.arguments import InputError
from elo_core.cli.summary import summarise_list
from elo_core.elo.expectation import Expectation
from elo_core.elo.kfactor import PlayerFacts, default_opponent_facts
from elo_core.elo.mode import Mode
from elo_core.elo.rules import RuleSet, rule_set
from elo_core.elo.series import series_rows, summarise_series
from elo_core.elo.single import rate_game
from elo_core.export.json_text import dumps
from elo_core.export.reports import (
    dwz_dict,
    error_dict,
    first_rating_dict,
    game_dict,
    glicko_lichess_dict,
    glicko_period_dict,
    performance_dict,
    plan_dict,
    series_head,
    series_row,
    series_summary_dict,
    series_tail,
)
from elo_core.games import played_opponents
from elo_core.glicko2.glickman import PAPER_TAU, Glicko, rate_glicko2_period
from elo_core.glicko2.lichess import (
    LICHESS_TAU,
    RATING_FLOOR,
    VOLATILITY_CEILING,
    rate_lichess,
)
from elo_core.readers.problems import GameList, LineError

if TYPE_CHECKING:
    from elo_core.pool.reading import Mark
    from elo_core.pool.records import Season
    from elo_core.readers.columns import RatingColumn


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


def _read_games(args: argparse.Namespace, stdin: IO[str] | None,
                rating_column: RatingColumn | None = None) -> GameList:
    """The whole game list (:func:`~elo_core.cli.sources.read_list`), checked; a table's
    ratings from ``rating_column`` (``None``: FIDE's first)."""
    from elo_core.cli.sources import Source, read_list
    from elo_core.readers.columns import RatingColumn

    games = read_list(Source(args.file, stdin), rating_column or RatingColumn.FIDE)
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


def run_game(args: argparse.Namespace, stdin: IO[str] | None) -> Answer:
    k = _k_spec(args.k, args.rating, args)
    report = rate_game(args.rating, args.opponent, args.result, k, _rules(args), _opponent_k(args))
    return _document(game_dict(report))


#: How many games of ``series`` go into one piece of the answer.
_ROWS_PER_PIECE = 1000


def run_series(args: argparse.Namespace, stdin: IO[str] | None) -> Answer:
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


def run_performance(args: argparse.Namespace, stdin: IO[str] | None) -> Answer:
    from elo_core.cli.sources import Source, summarise_source

    summary = summarise_source(Source(args.file, stdin),
                               partial(summarise_list, keep_errors=None))
    _refuse_bad_lines(summary.errors, summary.error_count, args)
    return _document({**performance_dict(summary.performance),
                      "errors": [error_dict(e) for e in summary.errors]})


def run_target(args: argparse.Namespace, stdin: IO[str] | None) -> Answer:
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


def run_first_rating(args: argparse.Namespace, stdin: IO[str] | None) -> Answer:
    from elo_core.elo.first_rating import first_rating

    games = _read_games(args, stdin)
    return _document({**first_rating_dict(first_rating(games.games)),
                      "errors": [error_dict(e) for e in games.errors]})


def run_glicko2(args: argparse.Namespace, stdin: IO[str] | None) -> Answer:
    games = _read_games(args, stdin)
    player = Glicko(args.rating, args.rd, args.volatility)
    if args.mode == "period":
        if args.days_idle is not None:
            raise InputError("--days-idle: only with --mode lichess (a period has no days)")
        tau = PAPER_TAU if args.tau is None else args.tau
        period = rate_glicko2_period(player, games.games, tau, opponent_rd=args.opponent_rd)
        return _document(glicko_period_dict(period, games.games, games.errors))
    problems = [
        *([f"--rating: Lichess has no rating below {RATING_FLOOR:g}"]
          if args.rating < RATING_FLOOR else []),
        *([f"--volatility: Lichess has no volatility above {VOLATILITY_CEILING:g}"]
          if args.volatility > VOLATILITY_CEILING else []),
    ]
    if problems:
        raise InputError(*problems)
    lichess = rate_lichess(player, games.games, LICHESS_TAU if args.tau is None else args.tau,
                           opponent_rd=args.opponent_rd, days_idle=args.days_idle or 0.0)
    return _document(glicko_lichess_dict(lichess, games.errors))


def run_event(args: argparse.Namespace, stdin: IO[str] | None) -> Answer:
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


def run_dwz(args: argparse.Namespace, stdin: IO[str] | None) -> Answer:
    from datetime import date

    from elo_core.dwz.evaluation import evaluate_dwz
    from elo_core.dwz.first_dwz import first_dwz
    from elo_core.dwz.wo import WO
    from elo_core.readers.columns import RatingColumn

    last_day: date = args.date or date.today()
    problems = [
        *(["--index: a new player has no Index; give it with --rating"]
          if args.rating is None and args.index is not None else []),
        *(["--index: needed with --rating (the Index of the DWZ, 1 after its first "
           "evaluation)"] if args.rating is not None and args.index is None else []),
        *([f"--birth-year: {args.birth_year} is after the year of the event's last day "
           f"({last_day.isoformat()})"]
          if args.birth_year is not None and args.birth_year > last_day.year else []),
    ]
    if problems:
        raise InputError(*problems)
    games = _read_games(args, stdin, RatingColumn.NATIONAL)
    wo = None if args.wo is None else WO(args.wo)
    if args.rating is None:
        return _document(dwz_dict(first_dwz(games.games, last_day, wo), games.errors))
    report = evaluate_dwz(args.rating, args.index, games.games, last_day, args.birth_year, wo)
    return _document(dwz_dict(report, games.errors))


def run_pool(args: argparse.Namespace, stdin: IO[str] | None) -> Answer:
    from elo_core.export.pool import pool_pieces
    from elo_core.pool.rating import rate_season
    from elo_core.pool.standings import System

    system = System(args.system)
    problems = [
        *(["--k fide: FIDE's rule gives K only with --system fide"]
          if args.k == "fide" and system is not System.FIDE else []),
        *([f"--k: the {system.value} system has its own K"]
          if args.k is not None and system in (System.DWZ, System.GLICKO2) else []),
        *(["--rules: only with --system fide"]
          if args.rules is not None and system is not System.FIDE else []),
    ]
    if problems:
        raise InputError(*problems)
    season = _read_season(args, stdin)
    if not season.members:
        raise InputError("no games and no start list: there is no one to rate")
    k = None if args.k in (None, "fide") else float(args.k)
    rating = rate_season(season, system, k, rule_set(args.rules or "fide"),
                         keep_games=not args.summary)
    return _finite(pool_pieces(rating, history=not args.summary))


def _read_season(args: argparse.Namespace, stdin: IO[str] | None) -> Season:
    """The start list and every file of ``pool``, each streamed in bounded memory (a file read
    again from its start where its whole is in another encoding than its start); a file that
    cannot be read at all is an :class:`InputError`, every such file named."""
    from elo_core.cli.sources import Source, read_text, stream_source
    from elo_core.pool.reading import SeasonReader
    from elo_core.pool.start_list import read_start_list

    start_list = None
    if args.start_list is not None:
        start_source = Source(args.start_list, stdin)
        start_list = read_start_list(start_source.name, (read_text(start_source),))
        if refusals := [e.message() for e in start_list.errors if e.refuses_file]:
            raise InputError(*refusals)
    reader = SeasonReader(start_list, max_games=None)
    unread: list[str] = []
    for path in args.files:
        source, mark = Source(path, stdin), reader.mark()

        def read(texts: Iterator[str], name: str = source.name, since: Mark = mark) -> None:
            reader.rollback(since)
            reader.read(name, texts)

        try:
            stream_source(source, read)
        except InputError as refused:
            reader.rollback(mark)
            unread.extend(refused.args)
        unread.extend(e.message() for e in reader.errors[mark.errors:] if e.refuses_file)
    if unread:
        raise InputError(*unread)
    return reader.season()


def _finite(pieces: Iterator[str]) -> Iterator[str]:
    """``pieces`` as they come; a number that is not finite, which JSON cannot hold, is an
    :class:`InputError` (no range the flags allow leads to one)."""
    try:
        yield from pieces
    except ValueError:
        raise InputError("a result is not a finite number, which JSON cannot hold") from None
