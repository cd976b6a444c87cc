"""Says what each command of ``python -m elo_core`` does: read its input, call the engine, and give
the answer as strict JSON in pieces (:data:`Answer`); bad input is an
:class:`~elo_core.cli.arguments.InputError`, raised before the first piece.

A command imports the engine it uses (the Elo arithmetic, the file readers, the planner, a
whole event) when it runs, so that each starts without the others' code: ``game``, the
quickest, without the file readers, ``rating-list`` without the Elo arithmetic.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Iterable, Iterator, Sequence
from functools import partial
from typing import IO, TYPE_CHECKING, Any, TypeVar

from elo_core.cli.arguments import InputError
from elo_core.export.json_text import dumps

if TYPE_CHECKING:
    from elo_core.cli.spool import TextSpool
    from elo_core.elo.kfactor import PlayerFacts
    from elo_core.elo.rules import RuleSet
    from elo_core.export.list_summary import KeptErrors
    from elo_core.games import Game
    from elo_core.glicko2.glickman import Glicko, PeriodTerms
    from elo_core.pool.reading import Mark, SeasonReader
    from elo_core.pool.records import Season
    from elo_core.pool.standings import SeasonRating
    from elo_core.rating_list.store import RatingStore
    from elo_core.readers.columns import RatingColumn
    from elo_core.readers.problems import LineError
    from elo_core.trf.records import Tournament

T = TypeVar("T")


def _rules(args: argparse.Namespace) -> RuleSet:
    from elo_core.elo.expectation import Expectation
    from elo_core.elo.rules import rule_set

    rules = rule_set(args.rules)
    return rules.with_expectation(Expectation(args.expectation)) if args.expectation else rules


def _k_spec(k: float | str, rating: float, args: argparse.Namespace) -> float | PlayerFacts:
    from elo_core.elo.kfactor import PlayerFacts

    if k != "fide":
        return float(k)
    return PlayerFacts(rating, args.games_before, args.birth_year, args.reached_2400, args.date)


_OPPONENT_FACTS = {"games_before": "--opponent-games-before",
                   "birth_year": "--opponent-birth-year", "reached_2400": "--opponent-reached-2400"}


def _opponent_k(args: argparse.Namespace) -> float | PlayerFacts | None:
    """Returns the opponent's own K: a number, or §8.3.3 from the opponent's facts (those
    given over the defaults: adult, 30+ games, 2400 only if rated 2400+), judged on
    ``--date``; ``None`` leaves the default to :func:`~elo_core.elo.single.rate_game`."""
    from elo_core.elo.kfactor import default_opponent_facts

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


def _said_notes(notes: Sequence[LineError]) -> list[LineError]:
    """Says the notes of the lines read as games (:attr:`~elo_core.GameList.notes`: what a
    line may not mean), each once (a text read again gives them again), on standard error as
    the Tournament page says them, under one line that counts the lines; returns the first
    ``KEPT_ERRORS``, for the answer."""
    from elo_core.cli.output import say
    from elo_core.readers.limits import KEPT_ERRORS

    once = list(dict.fromkeys(notes))
    if once:
        lines = len({note.line for note in once})
        say(f"{lines:,} line{'s were' if lines != 1 else ' was'} read, perhaps not as you "
            "meant:")
        for note in once[:KEPT_ERRORS]:
            say(note.message())
    return once[:KEPT_ERRORS]


def _read_games(args: argparse.Namespace, stdin: IO[str] | None,
                keep: Callable[[Iterator[Game]], T],
                rating_column: RatingColumn | None = None) -> tuple[T, KeptErrors]:
    """Reads the list's games one at a time and returns what ``keep`` makes of them (a
    table's ratings from ``rating_column``; ``None``: FIDE's first) and the list's errors,
    checked; says the lines' notes (:func:`_said_notes`) and keeps them with the errors."""
    from elo_core.cli.sources import Source, read_items
    from elo_core.export.list_summary import gather

    notes: list[LineError] = []
    kept, errors = read_items(Source(args.file, stdin), partial(gather, keep=keep), rating_column,
                              notes.append)
    _refuse_bad_lines(errors.errors, errors.count, args)
    errors.notes = _said_notes(notes)
    return kept, errors


def _notes_dict(notes: Sequence[LineError]) -> dict[str, Any]:
    """Returns ``{"notes"}`` where there are notes, as
    :func:`~elo_core.export.game_lines.errors_dict` writes them."""
    from elo_core.export.game_lines import errors_dict

    return {key: value for key, value in errors_dict((), None, notes).items()
            if key == "notes"}


def _json(value: Any) -> str:
    """Writes ``value`` as strict JSON (RFC 8259: no NaN or Infinity). No range the flags
    allow leads to a number that is not finite; were one to, it is an error, not JSON."""
    try:
        return dumps(value)
    except ValueError:
        raise InputError("a result is not a finite number, which JSON cannot hold") from None


#: The answer to print, in pieces: the input is checked before the first piece is asked for.
Answer = Iterable[str]


def _document(value: dict[str, Any]) -> Answer:
    return [_json(value) + "\n"]


#: How many items of a long list go into one piece of the answer.
_ITEMS_PER_PIECE = 1000


def _joined(items: Iterable[dict[str, Any]], per_piece: int = _ITEMS_PER_PIECE) -> Iterator[str]:
    """Yields the items of a list as JSON, joined as ``json.dumps`` joins them, in pieces of
    ``per_piece`` items."""
    batch: list[dict[str, Any]] = []
    separator = ""
    for item in items:
        batch.append(item)
        if len(batch) == per_piece:
            yield separator + _json(batch)[1:-1]
            batch, separator = [], ", "
    if batch:
        yield separator + _json(batch)[1:-1]


def _listed(head: dict[str, Any], key: str, items: Iterable[str],
            tail: Callable[[], dict[str, Any]]) -> Iterator[str]:
    """Writes a document as ``json.dumps`` writes it whole, piece by piece as it is made: the
    keys of ``head``, then ``key``'s list, whose ``items`` come in pieces (:func:`_joined`),
    then the keys ``tail`` gives once they have all come."""
    yield _json(head)[:-1] + f', "{key}": ['
    yield from items
    yield "], " + _json(tail())[1:] + "\n"


def _spooled(items: Iterable[dict[str, Any]], per_piece: int = _ITEMS_PER_PIECE) -> TextSpool:
    """Keeps a list's items as JSON, to be written once what comes before them is known."""
    from elo_core.cli.spool import TextSpool

    spool = TextSpool()
    for piece in _joined(items, per_piece):
        spool.write(piece)
    return spool


def run_game(args: argparse.Namespace, stdin: IO[str] | None) -> Answer:
    from elo_core.elo.single import rate_game
    from elo_core.export.game import game_dict

    k = _k_spec(args.k, args.rating, args)
    report = rate_game(args.rating, args.opponent, args.result, k, _rules(args), _opponent_k(args))
    return _document(game_dict(report))


def run_series(args: argparse.Namespace, stdin: IO[str] | None) -> Answer:
    from elo_core.cli.sources import Source, read_items
    from elo_core.cli.spool import GameSpool
    from elo_core.elo.mode import Mode
    from elo_core.elo.performance import PlayedGames
    from elo_core.elo.series import series_rows, summarise_series
    from elo_core.export.list_summary import series_summary_dict, summarise_list
    from elo_core.export.series import series_head, series_row, series_tail

    k, rules, mode = _k_spec(args.k, args.rating, args), _rules(args), Mode(args.mode)
    if args.summary:
        rate = partial(summarise_series, args.rating, k=k, rules=rules, mode=mode)
        notes: list[LineError] = []
        summary = read_items(Source(args.file, stdin), partial(summarise_list, rate=rate),
                             on_note=notes.append)
        _refuse_bad_lines(summary.errors, summary.error_count, args)
        return _document({**series_summary_dict(summary),
                          **_notes_dict(_said_notes(notes))})

    def spooled(games: Iterator[Game]) -> tuple[GameSpool, PlayedGames]:
        played = PlayedGames()
        return GameSpool(played.count(games)), played

    (games, played), errors = _read_games(args, stdin, spooled)
    k_used, tally, rows = series_rows(args.rating, games, k, rules, mode)
    return _listed(series_head(mode, rules, args.rating, k_used), "games",
                   _joined(series_row(row) for row in rows),
                   lambda: series_tail(tally.summary(k_used), played.performance(),
                                       errors.errors, errors.count, errors.notes))


def run_performance(args: argparse.Namespace, stdin: IO[str] | None) -> Answer:
    from elo_core.cli.sources import Source, read_items
    from elo_core.export.game_lines import errors_dict
    from elo_core.export.list_summary import summarise_list
    from elo_core.export.performance import performance_dict

    notes: list[LineError] = []
    summary = read_items(Source(args.file, stdin), summarise_list, on_note=notes.append)
    _refuse_bad_lines(summary.errors, summary.error_count, args)
    return _document({**performance_dict(summary.performance),
                      **errors_dict(summary.errors, summary.error_count,
                                    _said_notes(notes))})


def run_target(args: argparse.Namespace, stdin: IO[str] | None) -> Answer:
    from elo_core.cli.spool import GameSpool
    from elo_core.elo.planner import Basis, opponents_at_average, plan
    from elo_core.elo.targets import points_needed
    from elo_core.export.game_lines import errors_dict
    from elo_core.export.plan import plan_dict
    from elo_core.games import Reread, played_ratings

    games, errors = _read_games(args, stdin, GameSpool)
    opponents = Reread(lambda: played_ratings(games))
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
        out["plans"] = {basis.value: plan_dict(plan(args.rating, games, extra, [target],
                                                     k, rules, basis)) for basis in Basis}
    return _document({**out, **errors_dict(errors.errors, errors.count, errors.notes)})


def run_first_rating(args: argparse.Namespace, stdin: IO[str] | None) -> Answer:
    from elo_core.cli.spool import GameSpool
    from elo_core.elo.first_rating import first_rating
    from elo_core.export.game_lines import errors_dict
    from elo_core.export.performance import first_rating_dict

    games, errors = _read_games(args, stdin, GameSpool)
    return _document({**first_rating_dict(first_rating(games)),
                      **errors_dict(errors.errors, errors.count, errors.notes)})


def run_glicko2(args: argparse.Namespace, stdin: IO[str] | None) -> Answer:
    from elo_core.export.game_lines import errors_dict
    from elo_core.export.glicko import glicko_lichess_head, glicko_lichess_row
    from elo_core.glicko2.glickman import Glicko
    from elo_core.glicko2.lichess import (
        LICHESS_TAU,
        RATING_FLOOR,
        VOLATILITY_CEILING,
        LichessReport,
        idle_rd,
        lichess_games,
    )

    player = Glicko(args.rating, args.rd, args.volatility)
    if args.mode == "period":
        return _glickman_period(args, stdin, player)
    problems = [
        *([f"--rating: Lichess has no rating below {RATING_FLOOR:g}"]
          if args.rating < RATING_FLOOR else []),
        *([f"--volatility: Lichess has no volatility above {VOLATILITY_CEILING:g}"]
          if args.volatility > VOLATILITY_CEILING else []),
    ]
    tau = LICHESS_TAU if args.tau is None else args.tau
    days_idle = args.days_idle or 0.0
    first, first_caps = idle_rd(player, days_idle)

    def rated(games: Iterator[Game]) -> tuple[TextSpool, Glicko]:
        final = first

        def rows() -> Iterator[dict[str, Any]]:
            nonlocal final
            for row in lichess_games(first, games, tau, opponent_rd=args.opponent_rd):
                final = row.after
                yield glicko_lichess_row(row)
        spool = _spooled(() if problems else rows())
        return spool, final

    (rows, final), errors = _read_games(args, stdin, rated)
    if problems:
        raise InputError(*problems)
    report = LichessReport(player, tau, days_idle, first, first_caps, ())
    return _listed(glicko_lichess_head(report, final), "games", rows.pieces(),
                   lambda: errors_dict(errors.errors, errors.count, errors.notes))


def _glickman_period(args: argparse.Namespace, stdin: IO[str] | None,
                     player: Glicko) -> Answer:
    from elo_core.export.game_lines import errors_dict
    from elo_core.export.glicko import glicko_period_head, glicko_period_row
    from elo_core.glicko2.glickman import PAPER_TAU, PeriodTerms

    def rated(games: Iterator[Game]) -> tuple[TextSpool, PeriodTerms]:
        sums = PeriodTerms(player, args.opponent_rd)
        spool = _spooled(glicko_period_row(game, sums.add(game)) for game in games)
        return spool, sums

    (rows, sums), errors = _read_games(args, stdin, rated)
    if args.days_idle is not None:
        raise InputError("--days-idle: only with --mode lichess (a period has no days)")
    period = sums.period(player, PAPER_TAU if args.tau is None else args.tau)
    return _listed(glicko_period_head(period), "games", rows.pieces(),
                   lambda: errors_dict(errors.errors, errors.count, errors.notes))


def run_event(args: argparse.Namespace, stdin: IO[str] | None) -> Answer:
    """Rates the event by FIDE's rules (a player at a time, as they are rated) or by the DWZ
    (:func:`_event_by_dwz`); the store's lists where it holds them (the standard list lends a
    rapid or blitz event's unrated players their standard rating)."""
    from elo_core.cli.sources import Source, read_source
    from elo_core.elo.rules import rule_set
    from elo_core.event import EventTotals, play_used, rules_for_play
    from elo_core.event_months import (
        list_kind_for,
        month_ratings,
        rate_players_in_periods,
        split_by_month,
        standard_by_month,
    )
    from elo_core.export.event import (
        event_head,
        event_tail,
        periods_dict,
        player_dict,
        player_months_dict,
    )
    from elo_core.rating_list.trf_check import standard_ratings
    from elo_core.readers.limits import KEPT_ERRORS
    from elo_core.trf.reader import read_trf
    from elo_core.trf.time_control import Play

    if args.system == "dwz":
        given = [flag for flag, value in (("--rules", args.rules), ("--k", args.k),
                                          ("--play", args.play)) if value is not None]
        if given:
            raise InputError(*(f"{flag}: only with --system elo (the DWZ has its own rules)"
                               for flag in given))
    elif args.wo is not None:
        raise InputError("--wo: only with --system dwz")
    source = Source(args.file, stdin)
    tournament = read_source(source, partial(read_trf, keep_problems=KEPT_ERRORS))
    if not tournament.players:
        more = tournament.problem_count - len(tournament.problems)
        raise InputError(*(f"{source.name}: {p.message()}" for p in tournament.problems),
                         *([f"… and {more:,} more"] if more else []))
    if args.system == "dwz":
        return _event_by_dwz(args, tournament)
    play = play_used(tournament, None if args.play is None else Play(args.play))
    k = None if args.k in (None, "fide") else float(args.k)
    rules = rule_set(args.rules) if args.rules else rules_for_play(play.play)
    store = _store(args)
    lent, month = (standard_ratings(tournament.players, store, tournament.start)
                   if play.play in (Play.RAPID, Play.BLITZ) else ({}, None))
    totals = EventTotals(tournament, rules)
    # an event over more than 30 days month by month, each month with its list's ratings
    split = split_by_month(tournament)
    kind = list_kind_for(play.play, rules)
    ratings = month_ratings(tournament, split, store, kind)
    lent_by_month = standard_by_month(tournament, split, store, kind)

    def players() -> Iterator[dict[str, Any]]:
        for monthly in rate_players_in_periods(tournament, split, rules, ratings, k,
                                               lent=lent, lent_by_month=lent_by_month):
            totals.add(monthly.result)
            yield {**player_dict(monthly.result), **player_months_dict(monthly.months)}

    rows = _spooled(players(), per_piece=1)  # a player is hundreds of rounds at most
    report = totals.report()
    head = event_head(report, play, month)
    head["event"]["periods"] = periods_dict(split, ratings, kind)
    return _listed(head, "players", rows.pieces(), lambda: event_tail(report))


def _store(args: argparse.Namespace) -> RatingStore:
    """Opens the store of rating lists ``--db`` names, else the environment's."""
    from pathlib import Path

    from elo_core.rating_list import RatingStore

    return RatingStore(None if args.db is None else Path(args.db))


def _event_by_dwz(args: argparse.Namespace, tournament: Tournament) -> Answer:
    """Rates every player by the DWZ, the Index and a missing year of birth taken from the
    store's DWZ list where it holds one (``dwz_list`` names its day)."""
    from elo_core.dwz.wo import WO
    from elo_core.event_dwz import DWZ_FEDERATION, has_dwz, listed_players, rate_event_dwz
    from elo_core.export.event import dwz_event_dict

    if not has_dwz(tournament):
        raise InputError(f"--system dwz: the file gives no national rating of "
                         f"{DWZ_FEDERATION} (TRF-26's records '{DWZ_FEDERATION}    1 …'), so "
                         "no DWZ to rate from")
    listed, loaded = listed_players(tournament, _store(args))
    report = rate_event_dwz(tournament, None if args.wo is None else WO(args.wo), listed)
    return _document(dwz_event_dict(report, None if loaded is None else loaded.day))


def run_dwz(args: argparse.Namespace, stdin: IO[str] | None) -> Answer:
    """Evaluates the event as a whole, in bounded memory.

    One reading counts n, W and the opponents by DWZ (:class:`~elo_core.dwz.counting.DwzTally`),
    while the games wait in a :class:`~elo_core.cli.spool.GameSpool`. The counts give the head.
    The spool then gives the games again for their rows, each written as it is made. The document
    is the same as the whole list evaluated at once gives (:mod:`elo_core.export.dwz`)."""
    from datetime import date

    from elo_core.cli.spool import GameSpool
    from elo_core.dwz.counting import DwzTally, dwz_rows
    from elo_core.dwz.evaluation import evaluate_dwz_tally
    from elo_core.dwz.first_dwz import first_dwz_tally
    from elo_core.dwz.wo import WO
    from elo_core.export.dwz import dwz_game_dict, dwz_head
    from elo_core.export.game_lines import errors_dict
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

    def counted(games: Iterator[Game]) -> tuple[GameSpool, DwzTally]:
        tally = DwzTally()
        return GameSpool(tally.count(games)), tally

    (games, tally), errors = _read_games(args, stdin, counted, RatingColumn.NATIONAL)
    wo = None if args.wo is None else WO(args.wo)
    if args.rating is None:
        first = first_dwz_tally(tally, last_day, wo)
        rating = first.performance
        head = dwz_head(first, None if rating is None else tally.scores(rating))
    else:
        report = evaluate_dwz_tally(args.rating, args.index, tally, last_day, args.birth_year,
                                    wo)
        rating, head = args.rating, dwz_head(report)
    return _listed(head, "games", _joined(dwz_game_dict(row) for row in dwz_rows(games, rating)),
                   lambda: errors_dict(errors.errors, errors.count, errors.notes))


def run_pool(args: argparse.Namespace, stdin: IO[str] | None) -> Answer:
    from elo_core.elo.rules import rule_set
    from elo_core.export.pool import pool_pieces
    from elo_core.pool.rating import rate_season
    from elo_core.pool.reading import merge_members
    from elo_core.pool.standings import System

    system = System(args.system)
    problems = [
        *(["--k fide: FIDE's rule gives K only with --system fide"]
          if args.k == "fide" and system is not System.FIDE else []),
        *([f"--k: the {system.value} system has its own K"]
          if args.k is not None and system in (System.DWZ, System.GLICKO2) else []),
        *(["--rules: only with --system fide"]
          if args.rules is not None and system is not System.FIDE else []),
        *(["--k-assumed: only with --system fide and §8.3.3's K (not with one --k)"]
          if args.k_assumed is not None
          and (system is not System.FIDE or args.k not in (None, "fide")) else []),
    ]
    if problems:
        raise InputError(*problems)
    season = _read_season(args, stdin)
    if not season.members:
        raise InputError("no games and no start list: there is no one to rate")
    if args.merge:
        try:
            season = merge_members(season, args.merge)
        except ValueError as unknown:
            raise InputError(f"--merge: {unknown}") from None
    _say_written_both_ways(season)
    k = None if args.k in (None, "fide") else float(args.k)
    rating = rate_season(season, system, k, rule_set(args.rules or "fide"),
                         keep_games=not args.summary, assumed_k=args.k_assumed)
    _say_k_assumed(rating)
    return _finite(pool_pieces(rating, history=not args.summary))


def _read_season(args: argparse.Namespace, stdin: IO[str] | None) -> Season:
    """Reads the start list and every file of ``pool``, each streamed in bounded memory (a file read
    again from its start where its whole is in another encoding than its start); a file that
    cannot be read at all is an :class:`InputError`, every such file named."""
    from elo_core.cli.sources import Source, read_source
    from elo_core.pool.reading import SeasonReader
    from elo_core.pool.records import DateOrder
    from elo_core.pool.start_list import read_start_list
    from elo_core.readers.limits import KEPT_ERRORS

    start_list = None
    if args.start_list is not None:
        start_source = Source(args.start_list, stdin)
        start_list = read_source(start_source,
                                 partial(read_start_list, start_source.name))
        if refusals := [e.message() for e in start_list.errors if e.refuses_file]:
            raise InputError(*refusals)
    reader = SeasonReader(start_list, max_games=None, keep_problems=KEPT_ERRORS,
                          date_order=None if args.dates is None else DateOrder(args.dates))
    unread: list[str] = []
    for path in args.files:
        source, mark = Source(path, stdin), reader.mark()

        def read(texts: Iterator[str], name: str = source.name, since: Mark = mark) -> None:
            reader.rollback(since)
            reader.read(name, texts)

        try:
            read_source(source, read)
        except InputError as refused:
            reader.rollback(mark)
            unread.extend(refused.args)
        found = reader.errors[mark.errors:]
        if any(e.refuses_file for e in found):
            # a file not read: why, and the reader's problems behind it (a 052 that is no day)
            unread.extend(e.message() for e in found)
        _say_how_read(reader, mark)
    if unread:
        raise InputError(*unread)
    return reader.season()


def _say_how_read(reader: SeasonReader, mark: Mark) -> None:
    """Says on standard error which file was taken once since it is the same as one before,
    the order a file's dates were read in where the year comes last, and the games a file
    left out since nothing said that order."""
    from elo_core.cli.output import say
    from elo_core.pool.problems import SeasonProblem
    from elo_core.pool.records import DateOrder

    for error in reader.errors[mark.errors:]:
        if error.problem is SeasonProblem.SAME_FILE:
            say(error.message())
    for file, read, undecided in zip(reader.files[mark.files:], reader.date_orders[mark.files:],
                                     reader.undecided[mark.files:], strict=True):
        if read is not None:
            written = "DD/MM/YYYY" if read.order is DateOrder.DAY_FIRST else "MM/DD/YYYY"
            why = ("as --dates says: no date of the file has a day over 12 (first line "
                   if read.chosen else "as the file's dates with a day over 12 show (first line ")
            say(f"{file}: dates read {read.order.value.replace('-', ' ')} ({written}), {why}"
                f"{read.line}: {read.date})")
        if undecided is not None:
            games = "1 game" if undecided.games == 1 else f"{undecided.games:,} games"
            say(f"{file}: {games} left out: no date of the file has a day over 12, so "
                f"'{undecided.date}' (line {undecided.line}) could be either day or month "
                "first; say which with --dates day-first or --dates month-first")


def _say_written_both_ways(season: Season) -> None:
    """Says on standard error how many members the files write both surname first and given
    names first, each read as one member, and the first of them."""
    from elo_core.cli.output import say

    if season.written_both_ways:
        count = len(season.written_both_ways)
        name, other = season.written_both_ways[0]
        members = "1 member" if count == 1 else f"{count:,} members"
        say(f"{members} written both surname first and given names first, each read as one "
            f"member (the first: '{name}' as '{other}')")


def _say_k_assumed(rating: SeasonRating) -> None:
    """Says on standard error how many members' K by §8.3.3 was assumed, their facts not
    deciding it and the start list giving no K, and the first of them with the facts
    missing."""
    from elo_core.cli.output import say
    from elo_core.elo.kfactor import KBasis

    assumed = [s for s in rating.standings
               if s.k_unsure is not None and s.k_unsure.basis is KBasis.ASSUMED]
    if assumed:
        first = assumed[0]
        assert first.k_unsure is not None
        members = "1 member's" if len(assumed) == 1 else f"{len(assumed):,} members'"
        missing = ", ".join(f"no {fact.value.replace('-', '_')}" for fact in first.k_unsure.missing)
        say(f"{members} K by §8.3.3 assumed {rating.k_assumed:g}: the start list's facts do not "
            f"decide it (the first: '{first.name}', {missing}); --k-assumed sets it, a k column "
            "on the start list gives each member's own")


def _finite(pieces: Iterator[str]) -> Iterator[str]:
    """Yields ``pieces`` as they come; a number that is not finite, which JSON cannot hold, is an
    :class:`InputError` (no range the flags allow leads to one)."""
    try:
        yield from pieces
    except ValueError:
        raise InputError("a result is not a finite number, which JSON cannot hold") from None


def run_norms(args: argparse.Namespace, stdin: IO[str] | None) -> Answer:
    """Checks every player's title norms (FIDE Handbook B.01) from a TRF, one player at a time after
    the event's head, as ``event`` writes its players."""
    from elo_core.cli.sources import Source, read_source
    from elo_core.export.norms import norms_head, player_norms_dict
    from elo_core.norms.event_norms import norm_field, player_norms
    from elo_core.norms.event_type import EventFormat, Exemption, NormSettings, TeamChampionship
    from elo_core.norms.titles import NormTitle
    from elo_core.readers.limits import KEPT_ERRORS
    from elo_core.trf.reader import read_trf

    source = Source(args.file, stdin)
    tournament = read_source(source, partial(read_trf, keep_problems=KEPT_ERRORS))
    if not tournament.players:
        more = tournament.problem_count - len(tournament.problems)
        raise InputError(*(f"{source.name}: {p.message()}" for p in tournament.problems),
                         *([f"… and {more:,} more"] if more else []))
    ranks = [p.start_rank for p in tournament.players]
    if args.player is not None and args.player not in ranks:
        raise InputError(f"--player: {source.name} has no player of starting rank "
                         f"{args.player}")
    if args.report is None and args.lang is not None:
        raise InputError("--lang: only the report (--report html) is written in a language")
    if args.report is not None and args.player is None:
        raise InputError("--report: the report is of one player: give --player")
    settings = NormSettings(
        None if args.format is None else EventFormat(args.format),
        TeamChampionship(args.team_championship) if args.team_championship else None,
        Exemption(args.exemption) if args.exemption else None,
        args.federation)
    field = norm_field(tournament, settings)
    titles = None if args.title is None else [NormTitle(args.title)]
    if args.report == "html":
        from elo_core.norms.report.facts import norm_report
        from elo_core.norms.report.html import norm_report_html

        return [norm_report_html(norm_report(field, args.player, titles=titles),
                                 args.lang or "en")]
    with_norm = 0

    def players() -> Iterator[dict[str, Any]]:
        nonlocal with_norm
        for rank in ranks if args.player is None else [args.player]:
            norms = player_norms(field, rank, titles)
            with_norm += norms.best is not None
            yield player_norms_dict(norms)

    rows = _spooled(players(), per_piece=1)
    return _listed(norms_head(field), "players", rows.pieces(),
                   lambda: {"players_with_a_norm": with_norm})
