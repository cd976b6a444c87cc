"""What the Club page shows of a season, worked out in a process of its own
(:mod:`pages.ui.apart`): the files read and the season rated there, and only what the page draws
handed back, as the Whole event page has its report read (:mod:`pages.ui.event.shown`). The largest
files the page takes (2,000,000 characters) make up to a million small objects in their reading
and rating; made in the server, among other sessions' objects, such objects can pin its memory
after every session has ended, and made in a child they all go back when it ends
(docs/memory.md).

Nothing here imports Streamlit, so that the fork server the children start from stays small:
:class:`Asked` is what the page asks (the files and every setting and choice that changes what
it shows), :class:`Shown` the answer, plain values the page draws; :func:`download` makes a
download's file.
"""

from __future__ import annotations

import hashlib
from collections.abc import Collection
from datetime import date
from typing import NamedTuple

from elo_core import (
    ASSUMED_K,
    DateOrder,
    KBasis,
    LookAlike,
    Season,
    SeasonError,
    SeasonRating,
    StartList,
    System,
    Undecided,
    compare_ranks,
    crosses_raise_2026,
    fold,
    from_start_rating,
    head_to_head,
    merge_members,
    name_filter,
    nobody_rated,
    pool_pieces,
    rate_season,
    read_season,
    read_start_list_bytes,
    with_start_list,
)
from elo_core.pool.records import DateOrderRead
from elo_core.pool.standings import StepKind
from pages.ui.club import table
from pages.ui.in_force import Frame
from pages.ui.shared.spreadsheet import Column, Value, csv_file

#: A file as an upload gives it: its name and its bytes.
File = tuple[str, bytes]
#: The most members drawn at once: beyond them the lines cannot be told apart.
MOST_LINES = 10
#: The most members a sentence names (the others are counted).
MOST_NAMED = 10
#: The downloads, by the name the page gives each.
DOWNLOADS = ("list", "games", "json")


class Asked(NamedTuple):
    """What the page asks of the season in ``season`` (with the start list ``start``)."""

    season: tuple[File, ...]
    start: File | None
    frame: Frame
    system: System
    k: float | None
    start_rating: int
    """Where every member starts when nobody in the season has a rating."""
    versus: System
    """The system the season is compared with."""
    versus_k: float | None
    k_assumed: float = ASSUMED_K
    """FIDE with K by §8.3.3: the K of a member whose facts do not decide it and whose start
    list gives none."""
    dates: DateOrder | None = None
    """The order of the year-last dates of a games file whose lines do not show it."""
    same: tuple[str, ...] = ()
    """The marks of the pairs of names that look alike read as one member (:func:`mark`)."""
    find: str = ""
    """The list's filter: words of a name."""
    member: str | None = None
    """The member whose games are shown."""
    beside: tuple[str, ...] = ()
    """The members drawn beside them."""
    opponent: str | None = None
    """The member whose games against the one chosen are shown."""


class Line(NamedTuple):
    """One member's rating over the season on the chart (:func:`points`), and the DWZ's raise
    of 7 June 2026 where it moved theirs: its day, the DWZ after it and its label."""

    name: str
    days: tuple[str, ...]
    ratings: tuple[float, ...]
    raises: tuple[tuple[str, float, str], ...]


class Member(NamedTuple):
    """The member chosen: their standing in figures, their games and whom they played."""

    start_rating: float | None
    first_rating_day: date | None
    rating: float | None
    change: float | None
    """From the start rating, or the first the season gave."""
    rated_games: int
    """The rated games the change covers."""
    rows: tuple[tuple[Value, ...], ...]
    opponents: tuple[str, ...]
    """Everyone they played, by name as a reader sorts them."""
    k: str = ""
    """FIDE with K by §8.3.3: their K over the season in words, where it changes from which
    month (:func:`pages.ui.club.table.k_changes`)."""


class Versus(NamedTuple):
    """The games of the member chosen against the opponent chosen, from the member's side."""

    wins: int
    draws: int
    losses: int
    points: float
    opponent_points: float
    change: float
    opponent_change: float
    rows: tuple[tuple[Value, ...], ...]


class Compared(NamedTuple):
    """The season under the second system: whether everyone starts from the page's start
    rating there, and each member whose rank moves."""

    nobody_rated: bool
    rows: tuple[tuple[Value, ...], ...]


class Shown(NamedTuple):
    """Everything the page draws of the season; without members, only ``problems``."""

    problems: tuple[SeasonError, ...]
    """The first problems kept, the season's and then the rating's notes."""
    dropped: int
    """The lines the reading left out (:attr:`~elo_core.pool.records.Season.dropped_lines`);
    a file not read is among ``problems``."""
    counted: int
    """The problems in all."""
    members: int
    look_alikes: tuple[LookAlike, ...] = ()
    """The pairs of names that look alike and are rated apart."""
    merged: tuple[LookAlike, ...] = ()
    """The pairs of names that look alike read as one member, as asked."""
    written_both_ways: tuple[tuple[str, str], ...] = ()
    """The first :data:`MOST_NAMED` members the files write surname first and given names
    first, each as it is called and the other way it is written."""
    written_count: int = 0
    """The members written both ways, in all."""
    nobody_rated: bool = False
    """Nobody had a rating: every member started from the asked start rating."""
    rating_column: str = ""
    """The start list's column the ratings were read from."""
    raised: bool = False
    """The season is rated by DWZ across the raise of 7 June 2026."""
    rated_at_start: int = 0
    """The members with a start rating (the start list's, or the page's for everyone)."""
    rated: int = 0
    """The members with a rating at the season's end."""
    games: int = 0
    first_day: date | None = None
    last_day: date | None = None
    columns: tuple[Column, ...] = ()
    """The list's columns (:func:`pages.ui.club.table.list_columns`)."""
    standings: int = 0
    """The members the list has."""
    rows: tuple[tuple[Value, ...], ...] = ()
    """The members the list's filter finds (all of them without one)."""
    names: tuple[str, ...] = ()
    """Every member, in the list's order."""
    disregarded: tuple[tuple[str, int], ...] = ()
    """The first :data:`MOST_NAMED` members, in the list's order, with games of a first event
    without a point, disregarded (FIDE B.02 §8.2), and how many each."""
    disregarding: int = 0
    """The members with such games, in all."""
    member: Member | None = None
    beside: tuple[str, ...] = ()
    """The members asked to be drawn beside the one chosen that the season has."""
    lines: tuple[Line, ...] = ()
    opponent: str | None = None
    """The opponent asked, where the member chosen played them."""
    versus: Versus | None = None
    compared: Compared | None = None
    date_orders: tuple[tuple[str, DateOrderRead], ...] = ()
    """Each games file whose dates write the year last, and the order they were read in."""
    undecided: tuple[tuple[str, Undecided], ...] = ()
    """Each games file that left games out for want of its dates' order, and how many."""
    game_columns: tuple[Column, ...] = table.GAME_COLUMNS
    """A member's games' columns (:func:`pages.ui.club.table.game_columns`)."""
    k_by_rule: bool = False
    """The season is rated by FIDE's months with K by §8.3.3 from each member's facts."""
    k_listed: tuple[str, ...] = ()
    """The first :data:`MOST_NAMED` members whose K the start list's K column gave, their
    facts not deciding it, each with the facts missing (``Dora (no birth year)``)."""
    k_listed_count: int = 0
    k_assumed: tuple[str, ...] = ()
    """The same of the members whose K was assumed."""
    k_assumed_count: int = 0


def mark(pair: LookAlike) -> str:
    """A pair of names as the link marks it: a digest of the two names, so that the link says
    which pair is one member without naming either."""
    names = f"{pair.first}\n{pair.second}"
    return hashlib.blake2b(names.encode("utf-8"), digest_size=4).hexdigest()


def read(asked: Asked, listed: StartList | None) -> Season:
    """The season in the files as asked: its dates in the order chosen where no line shows
    it, and each pair of names that look alike whose mark is in ``asked.same`` one member."""
    season = read_season(asked.season, listed, date_order=asked.dates)
    return merged(season, asked.same)


def merged(season: Season, marks: Collection[str]) -> Season:
    """``season`` with each pair of its names that look alike whose :func:`mark` is among
    ``marks`` read as one member."""
    return merge_members(season, [pair for pair in season.look_alikes if mark(pair) in marks])


def start_list(held: Asked, system: System) -> StartList | None:
    """The start list, its ratings from the column for ``system``; ``None`` without one."""
    return None if held.start is None else read_start_list_bytes(*held.start, system.value)


def started(season: Season, system: System, start: int) -> tuple[Season, bool]:
    """``season`` as ``system`` rates it: where it can rate nobody (no member has a start
    rating), every member from ``start``; and whether that was so."""
    nobody = nobody_rated(season, system)
    return (from_start_rating(season, start) if nobody else season), nobody


def rate(asked: Asked, season: Season, system: System, k: float | None,
         keep_games: bool = True) -> SeasonRating:
    """``season`` rated by ``system`` with ``k``, and, by FIDE's rule, the K assumed as
    asked."""
    assumed = asked.k_assumed if system is System.FIDE and k is None else None
    return rate_season(season, system, k, asked.frame.rules, keep_games, assumed)


def rated(asked: Asked) -> SeasonRating:
    """The season in the files as asked, read and rated."""
    season, _ = started(read(asked, start_list(asked, asked.system)), asked.system,
                        asked.start_rating)
    return rate(asked, season, asked.system, asked.k)


def points(rating: SeasonRating, name: str) -> tuple[list[str], list[float]]:
    """The member's rating over the season: where the start list gives one, on the season's
    first day, then after each move (a game, a month, an event, a first rating published, the
    DWZ's raise of 7 June 2026); the days as ISO dates."""
    season, standing = rating.season, rating.standing(name)
    days: list[str] = []
    ratings: list[float] = []
    if standing.start_rating is not None and len(season):
        days.append(season.game(0).day.isoformat())
        ratings.append(standing.start_rating)
    for step in rating.history(name):
        days.append(step.day.isoformat())
        ratings.append(step.rating)
    return days, ratings


def line(frame: Frame, rating: SeasonRating, name: str) -> Line:
    """The member's line on the chart."""
    days, ratings = points(rating, name)
    raises = tuple((step.day.isoformat(), step.rating, table.raise_label(frame, step))
                   for step in rating.history(name) if step.kind is StepKind.RAISE_2026)
    return Line(name, tuple(days), tuple(ratings), raises)


def _member(frame: Frame, rating: SeasonRating, name: str) -> Member:
    standing = rating.standing(name)
    opponents = {change.game.black if change.game.white == name else change.game.white
                 for change in rating.games(name)}
    return Member(standing.start_rating, standing.first_rating_day, standing.rating,
                  standing.change, standing.rated_games,
                  tuple(table.member_rows(frame, rating, name)),
                  tuple(sorted(opponents, key=fold)), table.k_changes(frame, rating, name))


def _versus(frame: Frame, rating: SeasonRating, name: str, other: str) -> Versus:
    games = head_to_head(rating, name, other)
    return Versus(games.wins, games.draws, games.losses, games.points, games.opponent_points,
                  games.change, games.opponent_change,
                  tuple(table.game_rows(frame, rating, name, games.games)))


def _compared(asked: Asked, season_read: Season, listed: StartList | None,
              rating: SeasonRating) -> Compared:
    """The season rated by the second system: read again only where its start list's ratings
    are in another column; a member unranked by both systems does not move, one ranked by one
    system only does."""
    other_listed = start_list(asked, asked.versus)
    same = other_listed is None or listed is None or (
        other_listed.rating_column == listed.rating_column)
    season, nobody = started(season_read if same or other_listed is None
                             else with_start_list(season_read, other_listed), asked.versus,
                             asked.start_rating)
    other = rate(asked, season, asked.versus, asked.versus_k, keep_games=False)
    moves = [move for move in compare_ranks(rating, other) if move.moved != 0
             and (move.rank, move.other_rank) != (None, None)]
    return Compared(nobody, tuple(table.compare_row(move) for move in moves))


def k_unsure(frame: Frame, rating: SeasonRating, basis: KBasis) -> tuple[tuple[str, ...], int]:
    """The first :data:`MOST_NAMED` members, in the list's order, whose K by §8.3.3 rested on
    ``basis`` (the start list's K, a K assumed) in a month their facts did not decide it, each
    with the facts missing; and how many in all."""
    said = [frame.t("club.k.member", name=standing.name, missing=", ".join(
        frame.t(f"club.k_missing.{fact.value}") for fact in standing.k_unsure.missing))
        for standing in rating.ranking()
        if standing.k_unsure is not None and standing.k_unsure.basis is basis]
    return tuple(said[:MOST_NAMED]), len(said)


def found_rows(rating: SeasonRating, find: str) -> list[tuple[Value, ...]]:
    """The list's rows of the members whose name holds every word of ``find``, whatever their
    case and accents; everyone without one."""
    keeps = name_filter(find)
    return [row for row in table.list_rows(rating) if keeps(str(row[1]))]


def shown(asked: Asked) -> Shown:
    """What the page draws of the season as asked."""
    frame, system = asked.frame, asked.system
    listed = start_list(asked, system)
    season_read = read(asked, listed)
    undecided = tuple((file, left) for file, left in zip(
        season_read.files, season_read.undecided, strict=True) if left is not None)
    if not season_read.members:
        return Shown(tuple(season_read.errors), 0, len(season_read.errors), 0,
                     undecided=undecided)
    season, nobody = started(season_read, system, asked.start_rating)
    rating = rate(asked, season, system, asked.k)
    names = tuple(standing.name for standing in rating.ranking())
    disregarded = [(standing.name, standing.disregarded) for standing in rating.ranking()
                   if standing.disregarded]
    chosen = asked.member if asked.member in names else None
    beside = tuple(name for name in asked.beside if name in names and name != chosen)
    beside = beside[:MOST_LINES - 1]
    member = None if chosen is None else _member(frame, rating, chosen)
    opponent = (asked.opponent if member is not None and asked.opponent in member.opponents
                else None)
    return Shown(
        (*season.errors, *rating.notes), season.dropped_lines,
        season.error_count + len(rating.notes), len(season.members),
        tuple(season.look_alikes), season.merged, season.written_both_ways[:MOST_NAMED],
        len(season.written_both_ways), nobody,
        "" if listed is None else listed.rating_column or "",
        system is System.DWZ and crosses_raise_2026(event.last_day for event in season.events),
        sum(standing.start_rating is not None for standing in rating.standings),
        sum(standing.rating is not None for standing in rating.standings), len(season),
        season.game(0).day if len(season) else None,
        season.game(len(season) - 1).day if len(season) else None,
        table.list_columns(rating), len(rating.standings), tuple(found_rows(rating, asked.find)),
        names, tuple(disregarded[:MOST_NAMED]), len(disregarded), member, beside,
        tuple(line(frame, rating, name)
              for name in ((chosen, *beside) if chosen is not None else beside)),
        opponent,
        None if chosen is None or opponent is None else _versus(frame, rating, chosen, opponent),
        _compared(asked, season_read, listed, rating),
        tuple((file, order) for file, order in zip(season.files, season.date_orders,
                                                   strict=True) if order is not None),
        undecided, table.game_columns(rating), table.by_rule(rating),
        *k_unsure(frame, rating, KBasis.LISTED), *k_unsure(frame, rating, KBasis.ASSUMED))


def list_csv(frame: Frame, rating: SeasonRating) -> bytes:
    """One row a member, as the page's list, each with the system and K it was rated by: the
    one K as a number, the system's own in words (the DWZ, Glicko-2); by FIDE's rule, each
    member's K is the list's, and what it rests on in words (``junior under 2300``,
    ``assumed: no birth year``)."""
    system = frame.t(f"system.{rating.system.value}")
    if table.by_rule(rating):
        return csv_file(frame, (*table.list_columns(rating), *table.K_BY), (
            (*table.list_row(standing, True), system,
             "" if standing.k is None else table.k_why(frame, standing.k))
            for standing in rating.ranking()))
    rated_by = (system, rating.k if rating.k is not None
                else table.k_words(frame, rating.system, rating.k))
    return csv_file(frame, (*table.list_columns(rating), *table.RATED_BY),
                    ((*row, *rated_by) for row in table.list_rows(rating)))


def games_csv(frame: Frame, rating: SeasonRating) -> bytes:
    """One row a game of the season, both sides' ratings before and changes."""
    return csv_file(frame, table.SEASON_COLUMNS,
                    (table.season_row(frame, rating, change) for change in rating.games()))


def season_json(rating: SeasonRating) -> str:
    """The season rated, as the command line's ``pool`` prints it."""
    return "".join(pool_pieces(rating))


def download(asked: Asked, name: str) -> bytes:
    """The download ``name`` (one of :data:`DOWNLOADS`) of the season as asked: the list, or
    every game with each side's change, as a CSV that opens right in a spreadsheet in the
    page's language, or the whole season as JSON in the command line's shape."""
    rating = rated(asked)
    if name == "list":
        return list_csv(asked.frame, rating)
    if name == "games":
        return games_csv(asked.frame, rating)
    if name == "json":
        return season_json(rating).encode("utf-8")
    raise ValueError(f"no download {name!r}")

