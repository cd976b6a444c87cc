"""Reads a season: a start list, then the games files and Tournament Report Files, in the order
given.

Each file is text in any encoding the dashboard reads (:mod:`elo_core.readers.decoding`: UTF-8,
UTF-16, Windows-1252), told a games file or a Tournament Report File by its first line that is
not blank (a TRF's begins with a three-digit tag, ``012 …`` or ``001 …``, or a TRF-26
comment, ``### …``). Every problem is
named with its file and line (:class:`~elo_core.pool.problems.SeasonError`) and the rest is
read; a file that cannot be read at all (not text, no header naming the columns, a broken quote
mark, too many games, a TRF without a player or a date) adds nothing, and says so. The first
``keep_problems`` problems are kept (every file not read among them) and all are counted, and a
file is read a line at a time (the blank lines before its first are only counted), so that a
season's files of any size and any number of bad lines take bounded memory beyond the games.

A file that is the same text as one read before (the same file given twice) is taken once, and
that is said (``same-file``). Each games file's date order is kept
(:attr:`~elo_core.pool.records.Season.date_orders`); ``date_order`` reads a file whose lines
do not show its order in the order chosen, and a file read without one keeps how many games it
left out for want of it (:attr:`~elo_core.pool.records.Season.undecided`).

A season on the pages takes at most ``MAX_GAMES`` games (:mod:`elo_core.readers.limits`), as any
game list there; the file that would pass the limit is refused whole, naming its first line
beyond it. The command line passes no limit.

Once every file is read, :meth:`SeasonReader.season` puts the games in the rating order (by day,
a day's games as the files were given and each lists them; a sort only where the files were not
in date order already) and lists the names that look alike (:mod:`~elo_core.pool.names`);
:func:`merge_members` reads two of them as one member where the club says they are.
"""

from __future__ import annotations

import hashlib
import io
import re
from array import array
from collections import Counter, deque
from collections.abc import Iterable, Iterator
from datetime import date
from itertools import chain
from typing import NamedTuple

from elo_core.pool.games_csv import COLUMNS, read_games_csv
from elo_core.pool.names import LookAlike, known_as, look_alikes
from elo_core.pool.problems import FileRefused, SeasonError, SeasonProblem
from elo_core.pool.records import (
    DateOrder,
    DateOrderRead,
    GameColumns,
    Season,
    SeasonEvent,
    Undecided,
)
from elo_core.pool.start_list import StartEntry, StartList
from elo_core.pool.table import csv_lines, read_table
from elo_core.pool.trf_events import event_day, missing_names, trf_errors, trf_games
from elo_core.ranges import GAME_DAY_MAX, GAME_DAY_MIN
from elo_core.readers.decoding import TextDecoder, decoded
from elo_core.readers.limits import KEPT_ERRORS, MAX_GAMES
from elo_core.readers.problems import LineError, Problem

__all__ = ["SeasonReader", "merge_members", "read_season"]

#: A Tournament Report File's first line: a three-digit tag or TRF-26's comment mark ``###``,
#: then a blank or the line's end.
_TRF_LINE = re.compile(r"(?:\d{3}|###)(?: |$)")


class Mark(NamedTuple):
    """How far a reader had got: what a file that is refused, or read again, is rolled back
    to."""

    files: int
    members: int
    written: int
    games: int
    events: int
    errors: int
    error_count: int
    latest_day: int
    in_order: bool


class SeasonReader:
    """Reads a season one file at a time (:meth:`read`, :meth:`read_bytes`), then gives it whole
    (:meth:`season`).

    - ``start_list`` names the first members, in its order.
    - ``max_games`` is the most games the season takes (``None``: no limit).
    - ``keep_problems`` is the most problems kept; all are counted.
    - ``date_order`` is the order of a games file's year-last dates where none of its lines shows
      it (``None``: such a date is a problem of its line)."""

    def __init__(self, start_list: StartList | None = None,
                 max_games: int | None = MAX_GAMES,
                 keep_problems: int = KEPT_ERRORS,
                 date_order: DateOrder | None = None) -> None:
        self.max_games = max_games
        self.keep_problems = keep_problems
        self.date_order = date_order
        self.members: list[str] = []
        #: Each member's number by :func:`~elo_core.pool.names.known_as`.
        self.ids: dict[str, int] = {}
        #: Each member written another way too (surname first, given names first), by number:
        #: the first other way met.
        self.written: dict[int, str] = {}
        self.starts: list[StartEntry | None] = []
        self.files: list[str] = []
        self.columns = GameColumns.empty()
        #: Each event's name and file, and its first and last day (as ordinals).
        self.events: list[tuple[str, int]] = []
        self.event_days: list[list[int]] = []
        self.errors: list[SeasonError] = []
        self.error_count = 0
        #: Each file's date order and the line that decided it
        #: (:class:`~elo_core.pool.records.DateOrderRead`), and its text's digest (``b""`` for
        #: a file not read).
        self.date_orders: list[DateOrderRead | None] = []
        #: Each file's games left out for want of a date order (``None``: none).
        self.undecided: list[Undecided | None] = []
        self.digests: list[bytes] = []
        self.latest_day = 0
        self.in_order = True
        self.start_file = "" if start_list is None else start_list.file
        if start_list is not None:
            self.add_errors(list(start_list.errors), len(start_list.errors))
            for entry in start_list.entries:
                self.ids[known_as(entry.name)] = len(self.members)
                self.members.append(entry.name)
                self.starts.append(entry)

    def member(self, name: str) -> int:
        """Returns the number of the member called ``name`` (trimmed; surname first or given names
        first, :func:`~elo_core.pool.names.known_as`), a new member if none is."""
        key = known_as(name)
        number = self.ids.get(key)
        if number is None:
            number = self.ids[key] = len(self.members)
            self.members.append(name)
            self.starts.append(None)
        elif name != self.members[number] and number not in self.written:
            self.written[number] = name
        return number

    def add_event(self, name: str, file: int, first: int, last: int) -> int:
        """Adds a new event of ``file``, from day ``first`` to ``last`` (ordinals), and returns its
        number."""
        self.events.append((name, file))
        self.event_days.append([first, last])
        return len(self.events) - 1

    def room(self) -> int | None:
        """Returns how many more games the season takes, or ``None`` for any number."""
        return None if self.max_games is None else self.max_games - len(self.columns.days)

    def mark(self) -> Mark:
        """Returns how far the reader has got, for :meth:`rollback`."""
        return Mark(len(self.files), len(self.members), len(self.written),
                    len(self.columns.days), len(self.events), len(self.errors),
                    self.error_count, self.latest_day, self.in_order)

    def rollback(self, mark: Mark) -> None:
        """Forgets what was read since ``mark``: a file refused, or read again from its start."""
        for name in self.members[mark.members:]:
            del self.ids[known_as(name)]
        while len(self.written) > mark.written:
            self.written.popitem()
        del self.files[mark.files:], self.members[mark.members:], self.starts[mark.members:]
        del self.date_orders[mark.files:], self.undecided[mark.files:], self.digests[mark.files:]
        for column in self.columns:
            del column[mark.games:]
        del self.events[mark.events:], self.event_days[mark.events:], self.errors[mark.errors:]
        self.error_count, self.latest_day, self.in_order = (mark.error_count, mark.latest_day,
                                                            mark.in_order)

    def add_errors(self, errors: Iterable[SeasonError], count: int) -> None:
        """Adds the first ``errors`` of ``count`` problems of a file, in line order. They are kept
        while fewer than ``keep_problems`` are (one about the whole file, always), all counted."""
        room = self.keep_problems - len(self.errors)
        self.errors.extend(e for number, e in enumerate(errors)
                           if number < room or e.whole_file)
        self.error_count += count

    def _file(self, file: str) -> int:
        """Adds a new file called ``file`` and returns its number."""
        self.files.append(file)
        self.date_orders.append(None)
        self.undecided.append(None)
        self.digests.append(b"")
        return len(self.files) - 1

    def read(self, file: str, texts: Iterable[str]) -> None:
        """Reads the file called ``file`` whose text comes in ``texts`` (whole, or in pieces of any
        size): a games file or a Tournament Report File, by its first line."""
        start = self.mark()
        number = self._file(file)
        digest = hashlib.blake2b()

        def hashed() -> Iterator[str]:
            for text in texts:
                digest.update(text.encode("utf-8", "surrogatepass"))
                yield text

        try:
            self._read(number, hashed())
        except FileRefused as refused:
            self.rollback(start)
            self._file(file)
            self.add_errors([refused.args[0]], 1)
            return
        seen = digest.digest()
        if seen in self.digests:
            first = self.files[self.digests.index(seen)]
            self.rollback(start)
            self._file(file)
            self.add_errors([SeasonError(file, 0, SeasonProblem.SAME_FILE, first)], 1)
            return
        self.digests[number] = seen

    def read_bytes(self, file: str, data: bytes) -> None:
        """Decodes the file's bytes by the dashboard's rule, then reads them with :meth:`read`: a
        piece at a time, never the whole text (a 9.9 MB upload of five million bad lines split whole
        was a list of five million lines, 40 MB beside the text, and hashed whole a copy of it).
        What is read is forgotten where the rule's checks over the whole say the bytes are no text
        (then the file's problem is that), or a text in another encoding than their start showed
        (then the file is read again in it), as the command line reads a file
        (:func:`elo_core.cli.sources.read_source`)."""
        start = self.mark()
        encoding: str | None = None
        while True:
            decoder = TextDecoder(encoding)
            texts = decoded(io.BytesIO(data).read, decoder)
            self.read(file, texts)
            deque(texts, maxlen=0)  # the rest, where the reading ended early: the checks need it
            problem = decoder.problem
            if problem is None:
                return
            self.rollback(start)
            if isinstance(problem, LineError):
                self._file(file)
                self.add_errors([SeasonError(file, problem.line, problem.problem,
                                             problem.token)], 1)
                return
            encoding = problem.encoding

    def _read(self, number: int, texts: Iterator[str]) -> None:
        lines = csv_lines(texts)
        blank = 0
        for first in lines:
            if first.removeprefix("\ufeff").strip():
                break
            blank += 1
        else:
            raise FileRefused(SeasonError(self.files[number], 0, Problem.EMPTY_FILE))
        if _TRF_LINE.match(first.removeprefix("\ufeff").rstrip("\r\n")):
            self._read_trf(number, chain(_blank_lines(blank), _joined(chain((first,), lines))))
            return
        table = read_table(chain((first,), lines), COLUMNS, blank)
        if table is None:
            raise FileRefused(SeasonError(self.files[number], 0, Problem.EMPTY_FILE))
        read_games_csv(self, number, table, self.keep_problems)

    def _read_trf(self, number: int, texts: Iterator[str]) -> None:
        from elo_core.trf.problems import TrfProblemKind
        from elo_core.trf.reader import read_trf

        file = self.files[number]
        tournament = read_trf(texts, self.keep_problems)
        errors = trf_errors(file, tournament)
        refusal = next((e for e in errors if e.refuses_file), None)
        if refusal is None and not tournament.players:
            refusal = SeasonError(file, 0, TrfProblemKind.NO_PLAYERS)
        day = event_day(tournament)
        if refusal is None and day is None:
            refusal = SeasonError(file, 0, SeasonProblem.NO_EVENT_DAY)
        if refusal is not None:
            raise FileRefused(refusal)
        assert day is not None
        if not GAME_DAY_MIN <= day <= GAME_DAY_MAX:
            raise FileRefused(SeasonError(file, 0, SeasonProblem.DATE_OUT_OF_RANGE,
                                          day.isoformat()))
        unnamed = missing_names(file, tournament)
        self.add_errors(sorted((*errors, *unnamed), key=lambda e: (e.line == 0, e.line)),
                        tournament.problem_count + len(unnamed))
        ordinal = day.toordinal()
        first = min(ordinal, (tournament.start or day).toordinal())
        event = self.add_event(tournament.name, number, first, ordinal)
        days, whites, blacks, outcomes, events_of, lines, colours = self.columns
        room = self.room()
        for game in trf_games(tournament):
            if not (game.white and game.black):
                continue
            if game.white == game.black:
                self.add_errors([SeasonError(file, game.line, SeasonProblem.SAME_PLAYER,
                                             game.white)], 1)
                continue
            if room is not None:
                if room == 0:
                    raise FileRefused(SeasonError(file, game.line, Problem.TOO_MANY_GAMES,
                                                  str(self.max_games)))
                room -= 1
            days.append(ordinal)
            whites.append(self.member(game.white))
            blacks.append(self.member(game.black))
            outcomes.append(game.outcome)
            events_of.append(event)
            lines.append(game.line)
            colours.append(int(game.colours_known))
        if ordinal < self.latest_day:
            self.in_order = False
        self.latest_day = max(self.latest_day, ordinal)

    def season(self) -> Season:
        """Returns the season read so far: the games in the rating order, each event with its days
        and games, and the names that look alike."""
        columns = self.columns if self.in_order else _in_day_order(self.columns)
        counts = Counter(columns.events_of)
        events = [SeasonEvent(name, self.files[file], date.fromordinal(first),
                              date.fromordinal(last), counts[number])
                  for number, ((name, file), (first, last))
                  in enumerate(zip(self.events, self.event_days, strict=True))]
        return Season(self.members, self.starts, self.files, events, columns, self.errors,
                      look_alikes(self.members), self.start_file, self.error_count,
                      self.date_orders, self.undecided,
                      tuple((self.members[number], other)
                            for number, other in self.written.items()))


def _blank_lines(count: int) -> Iterator[str]:
    """Yields ``count`` blank lines, a few at a time."""
    while count > 0:
        yield "\n" * min(count, 1 << 16)
        count -= 1 << 16


def _joined(lines: Iterator[str]) -> Iterator[str]:
    """Joins the lines, each with its end, a thousand at a time (at most ``1 << 16`` characters a
    piece but for one long line)."""
    batch: list[str] = []
    size = 0
    for line in lines:
        batch.append(line)
        size += len(line)
        if size >= 1 << 16 or len(batch) == 1000:
            yield "".join(batch)
            batch, size = [], 0
    yield "".join(batch)


def _in_day_order(columns: GameColumns) -> GameColumns:
    """Sorts the columns by day, a day's games in the order read (a stable sort)."""
    order = sorted(range(len(columns.days)), key=columns.days.__getitem__)
    return GameColumns(*(array(column.typecode, map(column.__getitem__, order))
                         for column in columns))


def read_season(files: Iterable[tuple[str, bytes]], start_list: StartList | None = None,
                max_games: int | None = MAX_GAMES,
                date_order: DateOrder | None = None) -> Season:
    """Reads the season in ``files`` (each a name and its bytes, as an upload gives them), its
    first members from ``start_list``, and never raises. A file whose lines do not show the
    order of their dates is read in ``date_order``."""
    reader = SeasonReader(start_list, max_games, date_order=date_order)
    for name, data in files:
        reader.read_bytes(name, data)
    return reader.season()


def merge_members(season: Season, pairs: Iterable[tuple[str, str]]) -> Season:
    """Returns ``season`` with each pair of names in ``pairs`` read as one member, as the club says
    that two names which look alike are one person. The names are as the season writes them,
    either way round (:func:`~elo_core.pool.names.known_as`).

    The name the season met first (the start list's first) is kept, with its start entry, or the
    other's where it has none; the other's games become the kept one's. A game the two played
    against each other is no game, and a problem of its line (``same-player``). The names that look
    alike are then those among the members left. :attr:`~elo_core.pool.records.Season.merged`
    lists the pairs merged, in alphabetical order. A name that is no member's raises a
    ``ValueError`` naming it."""
    by_key = {known_as(name): number for number, name in enumerate(season.members)}
    joined = list(range(len(season.members)))

    def root(number: int) -> int:
        while joined[number] != number:
            joined[number] = joined[joined[number]]
            number = joined[number]
        return number

    merged: dict[LookAlike, None] = {}
    for pair in pairs:
        numbers = []
        for name in pair:
            number = by_key.get(known_as(name))
            if number is None:
                raise ValueError(f"no member is called {name!r}")
            numbers.append(number)
        one, other = sorted(root(number) for number in numbers)
        joined[other] = one
        first, second = sorted(season.members[number] for number in numbers)
        if first != second:
            merged[LookAlike(first, second)] = None
    if not merged:
        return season
    roots = [root(number) for number in range(len(season.members))]
    kept = sorted(set(roots))
    renumbered = {number: new for new, number in enumerate(kept)}
    starts = {number: season.starts[number] for number in kept}
    for number, start in enumerate(season.starts):
        if starts[roots[number]] is None:
            starts[roots[number]] = start
    columns = GameColumns.empty()
    errors: list[SeasonError] = []
    for index, (white, black) in enumerate(zip(season.whites, season.blacks, strict=True)):
        white, black = renumbered[roots[white]], renumbered[roots[black]]
        if white == black:
            event = season.events[season.events_of[index]]
            errors.append(SeasonError(event.file, season.lines[index], SeasonProblem.SAME_PLAYER,
                                      season.members[kept[white]]))
            continue
        for column, value in zip(columns, (season.days[index], white, black,
                                           season.outcomes[index], season.events_of[index],
                                           season.lines[index], season.colours[index]),
                                 strict=True):
            column.append(value)
    counts = Counter(columns.events_of)
    events = [event._replace(games=counts[number]) for number, event in enumerate(season.events)]
    members = [season.members[number] for number in kept]
    written = tuple((season.members[roots[season.member_index[name]]], other)
                    for name, other in season.written_both_ways)
    return Season(members, [starts[number] for number in kept], season.files, events, columns,
                  (*season.errors, *errors), look_alikes(members), season.start_file,
                  season.error_count + len(errors), season.date_orders, season.undecided,
                  written, tuple(merged))
