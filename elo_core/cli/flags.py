"""Declares the command line's flags: every command's, each number's range stated in its help and
read by :mod:`elo_core.cli.arguments`, and what runs each command (:mod:`elo_core.cli.commands`).

A command line that names its command first is read by that command's parser alone: the
other commands' flags are not built and their modules not imported, so ``game`` starts
without the Glicko-2, DWZ, file-reading and rating-list code (``docs/speed.md``), and each
command takes its choices from the engine's own enums (the DWZ's WO, a title, a season's
system), imported where its flags are built."""

from __future__ import annotations

import argparse
import sys
from contextlib import suppress
from typing import TYPE_CHECKING, NoReturn, TypeAlias

from elo_core.cli import arguments, commands
from elo_core.cli.output import say, utf8_writer
from elo_core.elo.expectation import Expectation
from elo_core.elo.mode import Mode
from elo_core.elo.rules import RULE_SETS
from elo_core.ranges import (
    BIRTH_YEAR_MIN,
    DAYS_IDLE_MAX,
    DWZ_INDEX_MAX,
    DWZ_INDEX_MIN,
    EVENT_ROUNDS_MAX,
    EVENT_ROUNDS_MIN,
    FORECAST_RUNS_MAX,
    FORECAST_RUNS_MIN,
    GAMES_BEFORE_MAX,
    K_MAX,
    K_MIN,
    MORE_GAMES_MAX,
    RATING_MAX,
    RATING_MIN,
    RD_MAX,
    RD_MIN,
    SEED_MAX,
    SEED_MIN,
    START_RANK_MAX,
    START_RANK_MIN,
    TAU_MAX,
    TAU_MIN,
    VOLATILITY_MAX,
    VOLATILITY_MIN,
    birth_year_max,
)

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from _typeshed import SupportsWrite

#: The exit status for bad input.
USAGE_ERROR = 2
#: ``event --system``: FIDE's rating (Elo, by the rule set) or the DWZ.
EVENT_SYSTEM_CHOICES = ("elo", "dwz")
PROG = "python -m elo_core"
DESCRIPTION = f"``{PROG}``: the engine from the command line, JSON out."
#: How the help texts write the ratings a command takes.
_RATINGS = f"{RATING_MIN}–{RATING_MAX}"


class _Parser(argparse.ArgumentParser):
    #: Whether the formatters asked for now write help or usage. argparse also makes one for
    #: every flag it adds, only to check the flag's metavar, and a formatter that writes asks
    #: the terminal's width, which imports ``shutil``: 4 ms of ``game``'s 60 (docs/speed.md).
    _writing = False

    def format_usage(self) -> str:
        self._writing = True
        return super().format_usage()

    def format_help(self) -> str:
        self._writing = True
        return super().format_help()

    def _get_formatter(self) -> argparse.HelpFormatter:
        """Returns argparse's formatter, as wide as the terminal where it writes; a metavar's
        check needs no width."""
        return argparse.HelpFormatter(self.prog, width=None if self._writing else 80)

    def error(self, message: str) -> NoReturn:
        say(f"{self.prog}: {message}")
        raise SystemExit(USAGE_ERROR)

    def _print_message(self, message: str, file: SupportsWrite[str] | None = None) -> None:
        """Writes help and usage as UTF-8, whatever the locale (their texts have ½, σ, –)."""
        if message:
            with suppress(AttributeError, OSError):
                utf8_writer(file or sys.stderr)(message)


#: The command line's subcommands, to which each ``_add_…`` below adds its own.
_Commands: TypeAlias = "argparse._SubParsersAction[_Parser]"


def _add_rules(p: argparse.ArgumentParser) -> None:
    p.add_argument("--rules", choices=sorted(RULE_SETS), default="elo",
                   help="rule set (default: elo)")
    p.add_argument("--expectation", choices=arguments.values(Expectation),
                   help="override the rule set's expected-score method")


def _add_k(p: argparse.ArgumentParser, *, opponent: bool = False) -> None:
    k = arguments.k_or_fide(K_MIN, K_MAX)
    games_before = arguments.whole(0, GAMES_BEFORE_MAX)
    birth_year = arguments.whole(BIRTH_YEAR_MIN, birth_year_max())
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
    from elo_core.readers.limits import KEPT_ERRORS

    p.add_argument("file", nargs="?", help="game list, one game per line (default: stdin)")
    p.add_argument("--skip-invalid", action="store_true",
                   help=f"compute the valid lines and list the rest under 'errors' (the "
                        f"first {KEPT_ERRORS}, and 'error_count' where there are more)")


def _add_game(subcommands: _Commands) -> None:
    game = subcommands.add_parser("game", help="one game, both players")
    game.add_argument("rating", type=arguments.rating, help=f"your rating, {_RATINGS}")
    game.add_argument("opponent", type=arguments.rating,
                      help=f"the opponent's rating, {_RATINGS}")
    game.add_argument("result", type=arguments.result, help="1, ½, 0, w/d/l, win/draw/loss …")
    _add_k(game, opponent=True)
    _add_rules(game)
    game.set_defaults(run=commands.run_game)


def _add_series(subcommands: _Commands) -> None:
    from elo_core.readers.limits import GAMES_IN_MEMORY, KEPT_ERRORS

    series = subcommands.add_parser(
        "series", help="a series of games from one start rating",
        description="A series of games from one start rating, every game listed with its "
                    "change, written as it is counted; the games are read twice (K needs "
                    f"their number first), so beyond {GAMES_IN_MEMORY:,} they wait on disk. "
                    "--summary gives the same numbers without the games, in one pass.")
    series.add_argument("--rating", type=arguments.rating, required=True,
                        help=f"start rating, {_RATINGS}")
    series.add_argument("--mode", choices=arguments.values(Mode), default="period")
    series.add_argument("--summary", action="store_true",
                        help="the same numbers without the games, in one pass: "
                             "'game_count' and 'rated_games' instead, the first "
                             f"{KEPT_ERRORS} errors and 'error_count', always")
    _add_k(series)
    _add_rules(series)
    _add_file(series)
    series.set_defaults(run=commands.run_series)


def _add_performance(subcommands: _Commands) -> None:
    performance = subcommands.add_parser("performance", help="performance ratings of a game list "
                                                           "(read a line at a time, any length)")
    _add_file(performance)
    performance.set_defaults(run=commands.run_performance)


def _add_target(subcommands: _Commands) -> None:
    target = subcommands.add_parser("target", help="points needed to reach a rating")
    target.add_argument("--rating", type=arguments.rating, required=True,
                        help=f"start rating, {_RATINGS}")
    target.add_argument("--target", type=arguments.rating,
                        help=f"target rating, {_RATINGS} (default: hold the start)")
    target.add_argument("--more-games", type=arguments.whole(1, MORE_GAMES_MAX),
                        help=f"plan this many more games (1–{MORE_GAMES_MAX}) after the listed "
                             "ones, both ways: in the same rating period and after the next "
                             "list ('plans')")
    target.add_argument("--average", type=arguments.rating, default=1800.0,
                        help=f"with --more-games: the average opponent, {_RATINGS} "
                             "(default: 1800)")
    _add_k(target)
    _add_rules(target)
    _add_file(target)
    target.set_defaults(run=commands.run_target)


def _add_first_rating(subcommands: _Commands) -> None:
    first = subcommands.add_parser("first-rating", help="first rating of a player new to the list")
    _add_file(first)
    first.set_defaults(run=commands.run_first_rating)


def _add_event(subcommands: _Commands) -> None:
    from elo_core.cli.rating_list import STORE_PLACES
    from elo_core.dwz.wo import WO
    from elo_core.readers.limits import KEPT_ERRORS
    from elo_core.trf.time_control import Play

    event = subcommands.add_parser(
        "event", help="every player's rating change from a tournament report file (FIDE TRF)",
        description="Every player's rating change from a FIDE Tournament Report File (TRF-16 "
                    "or TRF-26): K by FIDE's rule from each player's facts in the file, or one "
                    "K for all; by the rules of the file's kind of play (its encoded time "
                    "control), or by the DWZ from its national ratings; every record the file "
                    "has and the project does not use under 'not_used'; the file's problems "
                    f"under 'errors', by line (the first {KEPT_ERRORS}, and 'error_count' "
                    "where there are more).")
    event.add_argument("file", nargs="?", help="the TRF file (default or '-': stdin)")
    event.add_argument("--system", choices=EVENT_SYSTEM_CHOICES, default="elo",
                       help="elo: FIDE's rating by the rule set; dwz: the German DWZ from the "
                            "file's national ratings (TRF-26's GER records), the Index and a "
                            "missing birth year from the store's DWZ list (default: elo)")
    event.add_argument("--play", choices=arguments.values(Play),
                       help="the kind of play (default: as the file's time control, 222, says; "
                            "standard where it says none); rapid and blitz rate a player "
                            "unrated in them with the store's standard rating (B.02 rapid and "
                            "blitz 7.2.1)")
    event.add_argument("--rules", choices=sorted(RULE_SETS),
                       help="rule set (default: by the kind of play: fide, or fide-rapid for "
                            "rapid and blitz)")
    event.add_argument("--k", type=arguments.k_or_fide(K_MIN, K_MAX),
                       help=f"one K for every player, {K_MIN}–{K_MAX}, or 'fide' for FIDE's "
                            "rule from each player's rating and birth year (default: fide)")
    event.add_argument("--wo", choices=arguments.values(WO),
                       help="dwz: evaluate by this WO whatever the event's last day")
    event.add_argument("--db", help=f"the store of rating lists (default: {STORE_PLACES}); "
                                    "used where it holds the list needed, and named in the "
                                    "answer")
    event.set_defaults(run=commands.run_event)


def _add_norms(subcommands: _Commands) -> None:
    from elo_core.language import LANGUAGES
    from elo_core.norms.event_type import EventFormat, Exemption, TeamChampionship
    from elo_core.norms.titles import NormTitle

    norms = subcommands.add_parser(
        "norms", help="every player's title norms from a tournament report file (FIDE TRF)",
        description="Every player's GM, IM, WGM and WIM norms by FIDE's Title Regulations "
                    "(Handbook B.01, 2024) from a FIDE Tournament Report File: each "
                    "requirement with its figure, threshold, clause and whether it holds, and "
                    "the rounds left out where that makes the norm. The registering federation "
                    "is the TRF's 032 line; what a TRF cannot say is given by the flags.")
    norms.add_argument("file", nargs="?", help="the TRF file (default or '-': stdin)")
    norms.add_argument("--player", type=arguments.whole(1, 9999),
                       help="only the player of this starting rank, 1–9,999")
    norms.add_argument("--title", choices=arguments.values(NormTitle),
                       help="only this title (default: the titles above the one the player "
                            "holds, WGM and WIM for women only)")
    norms.add_argument("--format", choices=arguments.values(EventFormat),
                       help="the pairing system, over what the file says (default: the file's "
                            "092 line, else round-robin where everyone met everyone once, "
                            "double-round-robin where twice, else swiss): a round robin's "
                            "norms use every round (1.4.1e)")
    norms.add_argument("--team-championship", choices=arguments.values(TeamChampionship),
                       help="a World or Continental team or club championship: 7 games are "
                            "enough in 7 to 9 rounds (1.4.1b)")
    norms.add_argument("--exemption", choices=arguments.values(Exemption),
                       help="an event exempt from the foreigner requirement: a national "
                            "championship's final (1.4.3a) or national team championship "
                            "(1.4.3b), for the registering federation's players, or a zonal "
                            "(1.4.3c); a Swiss's own exemption (1.4.3d) is worked out from "
                            "its field")
    norms.add_argument("--federation", type=arguments.federation,
                       help="the registering federation, FIDE's code (GER, NED), where the TRF "
                            "has no 032 line")
    norms.add_argument("--report", choices=("html",),
                       help="instead of the JSON, the player's norm report as one HTML page "
                            "that prints on A4, with what FIDE's certificate of a title "
                            "result asks for and lines for the signatures (needs --player)")
    norms.add_argument("--lang", choices=LANGUAGES,
                       help="the report's language (default: en; with --report only)")
    norms.set_defaults(run=commands.run_norms)


def _add_glicko2(subcommands: _Commands) -> None:
    from elo_core.glicko2.glickman import DEFAULT_OPPONENT_RD, PAPER_TAU
    from elo_core.glicko2.lichess import (
        DEFAULT_RATING,
        DEFAULT_RD,
        DEFAULT_VOLATILITY,
        LICHESS_TAU,
        VOLATILITY_CEILING,
    )

    deviation = arguments.in_range(RD_MIN, RD_MAX)
    glicko = subcommands.add_parser(
        "glicko2", help="Glicko-2: Glickman's rating period, or game by game as Lichess does")
    glicko.add_argument("--mode", choices=["period", "lichess"], default="period",
                        help="period: one rating period (Glickman); lichess: every game its own "
                             "period, with Lichess's caps (default: period)")
    glicko.add_argument("--rating", type=arguments.rating, default=DEFAULT_RATING,
                        help=f"start rating, {_RATINGS} (default: {DEFAULT_RATING:g})")
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
    glicko.set_defaults(run=commands.run_glicko2)


def _add_dwz(subcommands: _Commands) -> None:
    from elo_core.dwz.wo import WO
    from elo_core.readers.limits import GAMES_IN_MEMORY

    dwz = subcommands.add_parser(
        "dwz", help="the German DWZ after one event, by the DSB's old or new Wertungsordnung",
        description="The DWZ after one event, rated as a whole: by the old WO (development "
                    "coefficient E) for an event ending up to 2026-06-07, by the new WO "
                    "(K-factor, at least 1100) from 2026-06-08, or by --wo. Without --rating, "
                    "the first DWZ of a new player. Games against opponents without a DWZ, "
                    "forfeits and byes are listed and not rated. The games are read twice "
                    "(the event is evaluated as a whole before its first game is listed), "
                    f"so beyond {GAMES_IN_MEMORY:,} they wait on disk.")
    dwz.add_argument("--rating", type=arguments.whole(RATING_MIN, RATING_MAX),
                     help=f"the DWZ before the event, a whole number, {_RATINGS} (without it: "
                          "a new player's first DWZ)")
    dwz.add_argument("--index", type=arguments.whole(DWZ_INDEX_MIN, DWZ_INDEX_MAX),
                     help=f"the Index of --rating (its evaluations so far), "
                          f"{DWZ_INDEX_MIN}–{DWZ_INDEX_MAX}; needed with --rating")
    dwz.add_argument("--birth-year", type=arguments.whole(BIRTH_YEAR_MIN, birth_year_max()),
                     help=f"year of birth, {BIRTH_YEAR_MIN}–this year (default: over 25); "
                          "age is the event's end year minus it")
    dwz.add_argument("--date", type=arguments.day,
                     help="the event's last day, YYYY-MM-DD (default: today); it picks the WO "
                          "and the year of the age")
    dwz.add_argument("--wo", choices=arguments.values(WO),
                     help="evaluate by this WO whatever the date: old (E) or new (K)")
    _add_file(dwz)
    dwz.set_defaults(run=commands.run_dwz)


def _add_pool(subcommands: _Commands) -> None:
    from elo_core.pool.records import DateOrder
    from elo_core.pool.standings import System

    pool = subcommands.add_parser(
        "pool", help="a club's season: every member's rating over time, by one system",
        description="A season of a club or league rated by one system: games files (CSV with a "
                    "header date,white,black,result and an optional event column) and "
                    "Tournament Report Files, in the order given; a start list (CSV "
                    "name,rating and optional birth_year, games_before, k, index; FIDE's "
                    "column names SRtng, SK and B-day too). Every member's "
                    "rating, change, games, performance and history, every game with each "
                    "side's change; every bad row under 'errors', by file and line, and names "
                    "that look alike under 'look_alikes'. A name written 'Surname, Given' is "
                    "the member 'Given Surname'.")
    pool.add_argument("files", nargs="+", metavar="FILE",
                      help="a games file or a TRF ('-': standard input)")
    pool.add_argument("--start-list", metavar="CSV",
                      help=f"each member's rating before the season, {_RATINGS} (without one, "
                           "or without the list: unrated until the system gives a first "
                           f"rating); birth_year {BIRTH_YEAR_MIN}–this year, games_before "
                           f"0–{GAMES_BEFORE_MAX:,}, k (FIDE's list's K) {K_MIN}–{K_MAX}, "
                           f"index {DWZ_INDEX_MIN}–{DWZ_INDEX_MAX}")
    pool.add_argument("--system", choices=arguments.values(System), default="elo",
                      help="elo: classic Elo game by game, one K; fide: FIDE's calendar months "
                           "as rating periods; dwz: the DWZ event by event; glicko2: Glicko-2 "
                           "as Lichess rates, game by game (default: elo)")
    pool.add_argument("--k", type=arguments.k_or_fide(K_MIN, K_MAX),
                      help=f"elo: one K, {K_MIN}–{K_MAX} (default: 20); fide: one K, or 'fide' "
                           "for §8.3.3's from each member's birth year, games before and "
                           "rating, month by month (default: fide); not with dwz or glicko2")
    pool.add_argument("--k-assumed", type=arguments.in_range(K_MIN, K_MAX), metavar="K",
                      help="with --system fide and §8.3.3's K: the K of a member whose facts "
                           "do not decide it (no birth_year beside a rating under 2300, no "
                           "games_before beside fewer than 30 games) and whose start list "
                           f"gives no k, {K_MIN}–{K_MAX} (default: 20, an established "
                           "adult's); each such member is under players[].k_unsure")
    pool.add_argument("--rules", choices=sorted(RULE_SETS),
                      help="with --system fide: the rule set (default: fide)")
    pool.add_argument("--dates", choices=arguments.values(DateOrder),
                      help="how a games file whose lines do not show it (no day over 12) writes "
                           "a date with the year last that either order makes a day of: "
                           "day-first (03/04/2026 is 3 April) or month-first (March 4); a "
                           "file whose lines show its order is read in it (default: such a "
                           "date's game is left out, said for its file)")
    pool.add_argument("--merge", nargs=2, action="append", metavar=("NAME", "OTHER"),
                      help="read NAME and OTHER as one member: two names that look alike "
                           "written for one person (the name the season meets first is kept, "
                           "its start rating too); again for each pair")
    pool.add_argument("--summary", action="store_true",
                      help="the standings only, without each member's history and the games: "
                           "for a pool of any size (a million games with their histories are "
                           "450–700 MB of JSON)")
    pool.set_defaults(run=commands.run_pool)


def _add_rating_list(subcommands: _Commands) -> None:
    from elo_core.cli.rating_list import add_rating_list

    add_rating_list(subcommands)


def _add_forecast(subcommands: _Commands) -> None:
    from elo_core.cli import forecast
    from elo_core.forecast import defaults
    from elo_core.norms.event_type import EventFormat
    from elo_core.norms.titles import NormTitle

    p = subcommands.add_parser(
        "forecast", help="chances in the rounds left, by FIDE's simulation model",
        description="Chances by FIDE's own simulation model (Milvang 2024; C.04 Annex 3, "
                    "question 32): one game's win, draw and loss (--game), one player's final "
                    "score, norms and rating change (--player), or every player's norms, top "
                    "places and final score, from a TRF after the rounds played. Exact where "
                    "every game to come is known, else simulated, seeded; the whole event is "
                    "paired by score groups and ratings, an approximation of the Dutch system.")
    p.add_argument("--game", nargs=2, type=arguments.rating, metavar=("WHITE", "BLACK"),
                   help=f"one game: White's and Black's ratings, {_RATINGS}")
    p.add_argument("file", nargs="?", help="the TRF after the rounds played ('-': stdin)")
    p.add_argument("--rounds", type=arguments.whole(EVENT_ROUNDS_MIN, EVENT_ROUNDS_MAX),
                   help=f"the event's rounds, {EVENT_ROUNDS_MIN}–{EVENT_ROUNDS_MAX} (default: "
                        "as the file announces them: its 142 line, else XXR, else the dates "
                        "of its 132 line)")
    p.add_argument("--player", type=arguments.whole(START_RANK_MIN, START_RANK_MAX),
                   help="the player's starting rank (without it: every player)")
    p.add_argument("--next", type=forecast.next_game, action="append", default=[],
                   metavar="RATING:TITLE:FED:COLOUR",
                   help="with --player: a game to come, the rounds in order (2450:GM:GER:w, "
                        "-::NED:b for an unrated opponent, 2450:GM:GER:- for a colour not "
                        "known); rounds not given are drawn")
    p.add_argument("--band", type=forecast.band, metavar="LOW-HIGH",
                   help="with --player: draw the opponents not given from this rating band "
                        "(default: the event's players near the player's score)")
    p.add_argument("--runs", type=arguments.whole(FORECAST_RUNS_MIN, FORECAST_RUNS_MAX),
                   help=f"simulated runs, {FORECAST_RUNS_MIN}–{FORECAST_RUNS_MAX:,} (default: "
                        f"{defaults.DEFAULT_RUNS:,} for a player, "
                        f"{defaults.DEFAULT_EVENT_RUNS:,} for the event)")
    p.add_argument("--seed", type=arguments.whole(SEED_MIN, SEED_MAX),
                   default=defaults.DEFAULT_SEED,
                   help=f"the simulation's seed, {SEED_MIN}–{SEED_MAX:,} (default: "
                        f"{defaults.DEFAULT_SEED}): the same seed gives the same answer")
    p.add_argument("--top", type=arguments.whole(START_RANK_MIN, START_RANK_MAX),
                   default=defaults.DEFAULT_TOP,
                   help=f"without --player: the places counted as the top (default: "
                        f"{defaults.DEFAULT_TOP})")
    p.add_argument("--title", choices=arguments.values(NormTitle), action="append",
                   help="only this title's norm (repeatable; default: the titles above the "
                        "one the player holds, WGM and WIM for women only, as norms checks them)")
    p.add_argument("--format", choices=arguments.values(EventFormat),
                   help="the pairing system, for the norms (default: as the file says, as "
                        "norms reads it; the whole event is simulated as a Swiss)")
    p.set_defaults(run=forecast.run_forecast)


#: Every command and the function that adds it with its flags, in the order the help lists them.
_COMMANDS: dict[str, Callable[[_Commands], None]] = {
    "game": _add_game, "series": _add_series, "performance": _add_performance,
    "target": _add_target, "first-rating": _add_first_rating, "event": _add_event,
    "norms": _add_norms, "glicko2": _add_glicko2, "dwz": _add_dwz, "pool": _add_pool,
    "rating-list": _add_rating_list, "forecast": _add_forecast,
}


def build_parser(argv: Sequence[str] | None = None) -> argparse.ArgumentParser:
    """Builds the command line's argument parser: for ``argv`` that names its command first, that
    command alone (all that reading them needs), else every command."""
    parser = _Parser(prog=PROG, description=DESCRIPTION)
    # ``prog`` given, so that argparse does not format a usage line to make it up
    subcommands = parser.add_subparsers(dest="command", required=True, parser_class=_Parser,
                                        prog=PROG)
    named = argv[0] if argv and argv[0] in _COMMANDS else None
    for command, add in _COMMANDS.items():
        if named in (None, command):
            add(subcommands)
    return parser
