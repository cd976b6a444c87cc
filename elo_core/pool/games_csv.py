"""Reads a season's games file: a CSV with a header ``date,white,black,result`` and, where the
events matter (the DWZ evaluates event by event), an ``event`` column; any other column is passed
over.

- ``date``: the day, as the dashboard reads a date everywhere (:mod:`elo_core.dates`:
  ``2025-03-14``, ``14.03.2025``, ``2025/03/14`` …; never guessed), in ASCII digits, without a
  time of day, from :data:`~elo_core.ranges.GAME_DAY_MIN` to ``GAME_DAY_MAX``. A file writes
  its dates one way: where the year comes last (``14/03/2025``), the lines whose day is over 12
  show the order, day or month first, and every date of the file is read in it
  (:class:`~elo_core.pool.records.DateOrder`, said for each file); dates that either order
  makes a day of are read once the order is known. Without a line to show it, they are read in
  the order the user chose (``pool --dates``, the Club page's choice), and without one either,
  their games are left out and said once for the file, counted with their first and last line
  (:class:`~elo_core.pool.records.Undecided`), not as a problem of each line: what the user
  answers is the file's order, once; lines that show both orders refuse the file, naming the
  first of each.
- ``white``, ``black``: the members, by name, exactly as written once trimmed, surname first
  or given names first (:func:`~elo_core.pool.names.known_as`); names that only look alike are
  reported (:mod:`~elo_core.pool.names`), and merged only where the club says so.
- ``result``: White's first, ``1-0``, ``0-1``, ``½-½`` or ``1/2-1/2`` (also with ``:`` as
  German lists write it, ``1:0``, and ``0.5-0.5``); a forfeit ``+:-`` or ``-:+`` (also
  ``+-``, ``-+``), or ``-:-`` where both lost by forfeit. A forfeit is listed with its points
  and never rated (FIDE B.02 §5.1; DSB WO 6.1).
- ``event``: the event a game belongs to; games with the same ``event`` are one event, and a
  row with an empty one belongs to its day's. Without the column each day of the file is one
  event.
- ``round``: only told apart: a row with the same day, players, result, event and round as an
  earlier one of the file is the same game written twice, a problem of its line.

Header words in German and Dutch name the same columns (``Datum``, ``Weiß``, ``Schwarz``,
``Ergebnis``, ``Turnier``, ``Runde``; ``datum``, ``wit``, ``zwart``, ``uitslag``, ``toernooi``,
``ronde``). Every row
that is not a game is named with its line and why, and the rest is read; a broken quote mark
refuses the file, since no row after it can be trusted (as for every table the dashboard reads).
"""

from __future__ import annotations

import re
from array import array
from datetime import date
from typing import Protocol

from elo_core.dates import DateProblem, read_date, writes_day_first
from elo_core.pool.problems import FileRefused, SeasonError, SeasonProblem
from elo_core.pool.records import (
    BLACK_FORFEIT_WIN,
    BLACK_WINS,
    DOUBLE_FORFEIT,
    DRAWN,
    WHITE_FORFEIT_WIN,
    WHITE_WINS,
    DateOrder,
    DateOrderRead,
    GameColumns,
    Undecided,
)
from elo_core.pool.table import Table
from elo_core.ranges import GAME_DAY_MAX, GAME_DAY_MIN
from elo_core.readers.notation import DASHES
from elo_core.readers.problems import Problem

#: The games file's columns and the header words that name them (lower case, letters only).
COLUMNS: dict[str, frozenset[str]] = {
    "date": frozenset({"date", "datum", "dag", "tag"}),
    "white": frozenset({"white", "weiß", "weiss", "wit"}),
    "black": frozenset({"black", "schwarz", "zwart"}),
    "result": frozenset({"result", "ergebnis", "resultat", "uitslag", "resultaat"}),
    "event": frozenset({"event", "turnier", "toernooi", "evenement"}),
    "round": frozenset({"round", "rd", "runde", "ronde"}),
}
REQUIRED = ("date", "white", "black", "result")

#: Each result as a games file writes it (spaces taken out, dashes as ``-``) → its outcome.
RESULTS: dict[str, int] = {
    **dict.fromkeys(["1-0", "1:0"], WHITE_WINS),
    **dict.fromkeys(["0-1", "0:1"], BLACK_WINS),
    **dict.fromkeys(["½-½", "½:½", "1/2-1/2", "1/2:1/2", "0.5-0.5", "0.5:0.5", "0,5-0,5",
                     "0,5:0,5"], DRAWN),
    **dict.fromkeys(["+:-", "+-"], WHITE_FORFEIT_WIN),
    **dict.fromkeys(["-:+", "-+"], BLACK_FORFEIT_WIN),
    **dict.fromkeys(["-:-", "--"], DOUBLE_FORFEIT),
}

#: A time of day after a date: ``T10:00``, `` 19:30:00``.
_TIME = re.compile(r"[T ]\d{1,2}:\d{2}")
_FIRST, _LAST = GAME_DAY_MIN.toordinal(), GAME_DAY_MAX.toordinal()


def _result(cell: str) -> int | None:
    return RESULTS.get("".join(cell.split()).translate(DASHES))


class SeasonSink(Protocol):
    """What a games file is read into: the season reader
    (:class:`~elo_core.pool.reading.SeasonReader`)."""

    files: list[str]
    columns: GameColumns
    event_days: list[list[int]]
    latest_day: int
    in_order: bool
    max_games: int | None
    date_order: DateOrder | None
    date_orders: list[DateOrderRead | None]
    undecided: list[Undecided | None]

    def member(self, name: str) -> int:
        """Returns the number of the member called ``name``, a new member if none is."""

    def add_event(self, name: str, file: int, first: int, last: int) -> int:
        """Adds a new event of ``file`` from day ``first`` to ``last`` and returns its number."""

    def room(self) -> int | None:
        """Returns how many more games the season takes, or ``None`` for any number."""

    def add_errors(self, errors: list[SeasonError], count: int) -> None:
        """Adds the first ``errors`` of ``count`` problems, in line order."""


#: A row read: its line, day (day first where either order makes one), the day month first
#: (0 where only one order makes a day), the members, the outcome, event and round.
_Row = tuple[int, int, int, int, int, int, str, str]


def read_games_csv(reader: SeasonSink, file: int, table: Table, keep: int) -> None:
    """Reads every row of ``table`` (the games file numbered ``file`` among the season's) into
    ``reader``: a game, or a problem naming its line (the first ``keep`` kept, all counted). A
    broken quote, more games than the reader takes, or dates written both day and month first refuse
    the file (:class:`~elo_core.pool.problems.FileRefused`)."""
    import csv

    name = reader.files[file]
    missing = [column for column in REQUIRED if column not in table.columns]
    if missing:
        raise FileRefused(SeasonError(name, table.header_line, SeasonProblem.MISSING_COLUMNS,
                                      ", ".join(missing)))
    games = _GamesFile(reader, file, table, keep)
    rows, base = table.reader, table.header_line
    try:
        try:
            for cells in rows:
                games.row(base + rows.line_num, cells)
        except csv.Error:
            raise FileRefused(SeasonError(name, base + rows.line_num,
                                          Problem.BAD_QUOTES)) from None
        games.end()
    finally:
        games.close()


class _GamesFile:
    """One games file as it is read: what the rows so far have shown (their members, results
    and dates, read once each), the rows that wait for the file's date order, and the
    problems of the file, the first kept in line order."""

    def __init__(self, reader: SeasonSink, file: int, table: Table, keep: int) -> None:
        self.reader, self.file, self.name, self.keep = reader, file, reader.files[file], keep
        self.delimiter = table.delimiter
        columns = table.columns
        self.at = tuple(columns[c] for c in REQUIRED)
        self.at_event, self.at_round = columns.get("event"), columns.get("round")
        self.first = len(reader.columns.days)
        self.room = reader.room()
        self.day_of: dict[str, int] = {}
        #: A date either order makes a day of → both (day first, month first).
        self.both_of: dict[str, tuple[int, int]] = {}
        self.member_of: dict[str, int] = {}
        self.outcome_of: dict[str, int] = {}
        self.event_of: dict[str, int] = {}
        self.day_events: dict[int, int] = {}
        self.latest, self.in_order = reader.latest_day, reader.in_order
        #: The first line that shows each order, and its date.
        self.shown: dict[DateOrder, tuple[int, str]] = {}
        self.shown_by_line = False
        self.order: DateOrder | None = None
        self.waiting: list[_Row] = []
        self.waiting_dates: dict[int, str] = {}
        #: Each game of a day (as its key) → its line: the same game twice is told.
        self.seen: dict[int, dict[tuple[int, int, int, str, str], int]] = {}
        self.errors: list[SeasonError] = []
        self.count = 0
        #: The line from which on no problem is kept any more (the first ``keep`` are on
        #: lines before it); ``None`` until that is known.
        self.beyond: int | None = None

    def problem(self, line: int, problem: SeasonProblem | DateProblem, token: str = "",
                cells: list[str] | None = None, other: int = 0) -> None:
        """Counts a problem of the line ``line`` (``cells``, the row as read, quoted in it). It is
        built only where it can be among the first ``keep`` by line. Once that many are kept, one on
        a later line never is: a file of five million bad lines builds a few thousand problems, not
        five million, each with its line joined again."""
        self.count += 1
        if self.beyond is not None and line >= self.beyond:
            return
        text = "" if cells is None else self.delimiter.join(cells).strip()
        self.errors.append(SeasonError(self.name, line, problem, token, text, other=other))
        if len(self.errors) > 2 * self.keep + 1000:
            self.errors = self._first()
            self.beyond = self.errors[-1].line if self.errors else 0

    def _first(self) -> list[SeasonError]:
        self.errors.sort(key=lambda e: e.line)
        return self.errors[:self.keep]

    def row(self, line: int, cells: list[str]) -> None:
        at_date, at_white, at_black, at_result = self.at
        try:
            day = self.day_of[cells[at_date]]
            white = self.member_of[cells[at_white]]
            black = self.member_of[cells[at_black]]
            outcome = self.outcome_of[cells[at_result]]
            if white == black:
                raise KeyError
            other = 0
        except (KeyError, IndexError):
            read = self._careful(line, cells)
            if read is None:
                return
            if len(read) == 2:
                problem, token = read
                self.problem(line, problem, token, cells)
                return
            day, other, white, black, outcome = read
        at_event, at_round = self.at_event, self.at_round
        event = (cells[at_event].strip()
                 if at_event is not None and at_event < len(cells) else "")
        round_text = (cells[at_round].strip()
                      if at_round is not None and at_round < len(cells) else "")
        game = (line, day, other, white, black, outcome, event, round_text)
        if other and self.order is None:
            self.waiting.append(game)
            self.waiting_dates.setdefault(day, cells[at_date].strip())
        elif self.waiting:
            self.waiting.append(game)
        else:
            self.add(game)

    def _careful(self, line: int, cells: list[str]
                 ) -> tuple[int, int, int, int, int] | tuple[SeasonProblem | DateProblem, str
                                                             ] | None:
        """Reads a row the quick look-ups did not read whole: the game, the first problem with it,
        or ``None`` for a blank row; what it reads is kept for the quick look-ups of the rows after
        it."""
        if not "".join(cells).strip():
            return None
        size = len(cells)
        raws = [cells[position] if position < size else "" for position in self.at]
        texts = [raw.strip() for raw in raws]
        if not all(texts):
            return SeasonProblem.MISSING_CELL, REQUIRED[texts.index("")]
        raw_date, raw_white, raw_black, raw_result = raws
        date_text, white_name, black_name, result_text = texts
        days = self._day(line, raw_date, date_text)
        if len(days) == 2 and not isinstance(days[0], int):
            return days
        outcome = _result(result_text)
        if outcome is None:
            return SeasonProblem.UNKNOWN_RESULT, result_text
        if white_name == black_name:
            return SeasonProblem.SAME_PLAYER, white_name
        reader = self.reader
        self.outcome_of[raw_result] = outcome
        self.member_of[raw_white] = white = reader.member(white_name)
        self.member_of[raw_black] = black = reader.member(black_name)
        day, other = days
        return day, other, white, black, outcome

    def _day(self, line: int, raw: str, text: str
             ) -> tuple[int, int] | tuple[SeasonProblem | DateProblem, str]:
        """Returns the date's day (day first) and, where either order makes a day of it, its day
        month first; or why it is not a day of the season."""
        both = self.both_of.get(raw)
        if both is not None:
            return both
        if not text.isascii():
            return DateProblem.UNREADABLE, text
        if _TIME.search(text):
            return SeasonProblem.DATE_WITH_TIME, text
        day = read_date(text)
        other = 0
        if day is DateProblem.AMBIGUOUS:
            day, month_first = read_date(text, True), read_date(text, False)
            assert isinstance(day, date) and isinstance(month_first, date)
            other = month_first.toordinal()
        if isinstance(day, DateProblem):
            return day, text
        ordinal = day.toordinal()
        if not _FIRST <= ordinal <= _LAST:
            return SeasonProblem.DATE_OUT_OF_RANGE, text
        if other:
            self.both_of[raw] = ordinal, other
            return ordinal, other
        shows = writes_day_first(text)
        if shows is not None:
            self._shows(DateOrder.DAY_FIRST if shows else DateOrder.MONTH_FIRST, line, text)
        self.day_of[raw] = ordinal
        return ordinal, 0

    def _shows(self, order: DateOrder, line: int, text: str) -> None:
        """Records that the line ``line`` shows the file's dates to be written in ``order``."""
        if order in self.shown:
            return
        self.shown[order] = line, text
        self.shown_by_line = True
        if len(self.shown) == 2:
            other_line, other_text = self.shown[self.order or order]
            raise FileRefused(SeasonError(self.name, line, SeasonProblem.DATE_ORDER_MIXED, text,
                                          other=other_line, other_token=other_text))
        self.order = order
        waiting, self.waiting = self.waiting, []
        for game in waiting:
            self.add(game)

    def add(self, game: _Row) -> None:
        """Adds the game, read, into the season."""
        line, day, other, white, black, outcome, event_name, round_text = game
        if other and self.order is DateOrder.MONTH_FIRST:
            day = other
        reader = self.reader
        key = (white, black, outcome, event_name, round_text)
        if self.in_order and day > self.latest:
            self.seen.clear()
        same = self.seen.setdefault(day, {})
        if key in same:
            self.problem(line, SeasonProblem.DUPLICATE_GAME, other=same[key])
            return
        same[key] = line
        if not event_name:
            event = self.day_events.get(day)
            if event is None:
                event = self.day_events[day] = reader.add_event("", self.file, day, day)
        else:
            event = self.event_of.get(event_name)
            if event is None:
                event = self.event_of[event_name] = reader.add_event(event_name, self.file,
                                                                     day, day)
            else:
                span = reader.event_days[event]
                if day < span[0]:
                    span[0] = day
                elif day > span[1]:
                    span[1] = day
        if self.room is not None:
            if self.room == 0:
                raise FileRefused(SeasonError(self.name, line, Problem.TOO_MANY_GAMES,
                                              str(reader.max_games)))
            self.room -= 1
        if day < self.latest:
            self.in_order = False
        else:
            self.latest = day
        days, whites, blacks, outcomes, events_of, lines, _ = reader.columns
        days.append(day)
        whites.append(white)
        blacks.append(black)
        outcomes.append(outcome)
        events_of.append(event)
        lines.append(line)

    def close(self) -> None:
        """Records what the reader keeps of the file, however its reading ended."""
        reader = self.reader
        reader.latest_day, reader.in_order = self.latest, self.in_order
        reader.columns.colours.extend(array("b", [1]) * (len(reader.columns.days) - self.first))

    def end(self) -> None:
        """Ends the file, read to its end: a date either order makes a day of, in a file that shows
        no order, is read in the order chosen, else its game is left out, counted with the file's
        others (:class:`~elo_core.pool.records.Undecided`); the order read is the file's."""
        waiting, self.waiting = self.waiting, []
        either = [game for game in waiting if game[2]]
        reader = self.reader
        if either and self.order is None and reader.date_order is not None:
            self.order = reader.date_order
            line, day = either[0][:2]
            self.shown[self.order] = line, self.waiting_dates[day]
        for game in waiting:
            if not (game[2] and self.order is None):
                self.add(game)
        if self.order is not None:
            reader.date_orders[self.file] = DateOrderRead(
                self.order, *self.shown[self.order], chosen=not self.shown_by_line)
        elif either:
            line, day = either[0][:2]
            reader.undecided[self.file] = Undecided(len(either), line, self.waiting_dates[day],
                                                    either[-1][0])
        reader.add_errors(self._first(), self.count)
