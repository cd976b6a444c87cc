"""A season's games file: a CSV with a header ``date,white,black,result`` and, where the
events matter (the DWZ evaluates event by event), an ``event`` column; any other column is
passed over.

- ``date``: the day, as the dashboard reads a date everywhere (:mod:`elo_core.dates`:
  ``2025-03-14``, ``14.03.2025``, ``2025/03/14`` …; never guessed).
- ``white``, ``black``: the members, by name, exactly as written once trimmed (names that only
  look alike are reported, :mod:`~elo_core.pool.names`, never merged).
- ``result``: White's first, ``1-0``, ``0-1``, ``½-½`` or ``1/2-1/2`` (also with ``:`` as
  German lists write it, ``1:0``, and ``0.5-0.5``); a forfeit ``+:-`` or ``-:+`` (also
  ``+-``, ``-+``), or ``-:-`` where both lost by forfeit. A forfeit is listed with its points
  and never rated (FIDE B.02 §5.1; DSB WO 6.1).
- ``event``: the event a game belongs to; games with the same ``event`` are one event, and a
  row with an empty one belongs to its day's. Without the column each day of the file is one
  event.

Header words in German and Dutch name the same columns (``Datum``, ``Weiß``, ``Schwarz``,
``Ergebnis``, ``Turnier``; ``datum``, ``wit``, ``zwart``, ``uitslag``, ``toernooi``). Every row
that is not a game is named with its line and why, and the rest is read; a broken quote mark
refuses the file, since no row after it can be trusted (as for every table the dashboard reads).
"""

from __future__ import annotations

from array import array
from datetime import date
from typing import TYPE_CHECKING

from elo_core.dates import DateProblem, read_date
from elo_core.pool.problems import FileRefused, SeasonError, SeasonProblem
from elo_core.pool.records import (
    BLACK_FORFEIT_WIN,
    BLACK_WINS,
    DOUBLE_FORFEIT,
    DRAW,
    WHITE_FORFEIT_WIN,
    WHITE_WINS,
)
from elo_core.pool.table import Table
from elo_core.readers.notation import DASHES
from elo_core.readers.problems import Problem

if TYPE_CHECKING:
    from elo_core.pool.reading import SeasonReader

#: The games file's columns and the header words that name them (lower case, letters only).
COLUMNS: dict[str, frozenset[str]] = {
    "date": frozenset({"date", "datum", "dag", "tag"}),
    "white": frozenset({"white", "weiß", "weiss", "wit"}),
    "black": frozenset({"black", "schwarz", "zwart"}),
    "result": frozenset({"result", "ergebnis", "resultat", "uitslag", "resultaat"}),
    "event": frozenset({"event", "turnier", "toernooi", "evenement"}),
}
REQUIRED = ("date", "white", "black", "result")

#: Each result as a games file writes it (spaces taken out, dashes as ``-``) → its outcome.
RESULTS: dict[str, int] = {
    **dict.fromkeys(["1-0", "1:0"], WHITE_WINS),
    **dict.fromkeys(["0-1", "0:1"], BLACK_WINS),
    **dict.fromkeys(["½-½", "½:½", "1/2-1/2", "1/2:1/2", "0.5-0.5", "0.5:0.5", "0,5-0,5",
                     "0,5:0,5"], DRAW),
    **dict.fromkeys(["+:-", "+-"], WHITE_FORFEIT_WIN),
    **dict.fromkeys(["-:+", "-+"], BLACK_FORFEIT_WIN),
    **dict.fromkeys(["-:-", "--"], DOUBLE_FORFEIT),
}


def _result(cell: str) -> int | None:
    return RESULTS.get("".join(cell.split()).translate(DASHES))


def read_games_csv(reader: SeasonReader, file: int, table: Table) -> None:
    """Every row of ``table`` (the games file numbered ``file`` among the season's) into
    ``reader``: a game, or an error naming its line. A broken quote, or more games than the
    reader takes, refuses the file (:class:`~elo_core.pool.problems.FileRefused`)."""
    import csv

    name = reader.files[file]
    columns = table.columns
    missing = [column for column in REQUIRED if column not in columns]
    if missing:
        raise FileRefused(SeasonError(name, table.header_line, SeasonProblem.MISSING_COLUMNS,
                                      ", ".join(missing)))
    at = tuple(columns[c] for c in REQUIRED)
    at_date, at_white, at_black, at_result = at
    at_event = columns.get("event")
    days, whites, blacks, outcomes, events_of, lines, colours = reader.columns
    first = len(days)
    room = reader.room()
    day_of = reader.day_cache
    member_of: dict[str, int] = {}
    outcome_of: dict[str, int] = {}
    event_of: dict[str, int] = {}
    day_events: dict[int, int] = {}
    event_days = reader.event_days
    latest, in_order = reader.latest_day, reader.in_order
    errors = reader.errors
    rows, base = table.reader, table.header_line
    try:
        for cells in rows:
            try:
                day = day_of[cells[at_date]]
                white = member_of[cells[at_white]]
                black = member_of[cells[at_black]]
                outcome = outcome_of[cells[at_result]]
                if white == black:
                    raise KeyError
            except (KeyError, IndexError):
                read = _careful(reader, member_of, outcome_of, cells, at)
                if read is None:
                    continue
                if len(read) == 2:
                    problem, token = read
                    errors.append(SeasonError(name, base + rows.line_num, problem, token,
                                              table.delimiter.join(cells).strip()))
                    continue
                day, white, black, outcome = read
            if at_event is None or not (event_name := cells[at_event].strip()):
                event = day_events.get(day)
                if event is None:
                    event = day_events[day] = reader.add_event("", file, day, day)
            else:
                event = event_of.get(event_name)
                if event is None:
                    event = event_of[event_name] = reader.add_event(event_name, file, day, day)
                else:
                    span = event_days[event]
                    if day < span[0]:
                        span[0] = day
                    elif day > span[1]:
                        span[1] = day
            if room is not None:
                if room == 0:
                    raise FileRefused(SeasonError(name, base + rows.line_num,
                                                  Problem.TOO_MANY_GAMES, str(reader.max_games)))
                room -= 1
            if day < latest:
                in_order = False
            else:
                latest = day
            days.append(day)
            whites.append(white)
            blacks.append(black)
            outcomes.append(outcome)
            events_of.append(event)
            lines.append(base + rows.line_num)
    except csv.Error:
        raise FileRefused(SeasonError(name, base + rows.line_num, Problem.BAD_QUOTES)) from None
    finally:
        reader.latest_day, reader.in_order = latest, in_order
        colours.extend(array("b", [1]) * (len(days) - first))


def _careful(reader: SeasonReader, member_of: dict[str, int], outcome_of: dict[str, int],
             cells: list[str], at: tuple[int, ...]
             ) -> tuple[int, int, int, int] | tuple[SeasonProblem | DateProblem, str] | None:
    """A row the quick look-ups did not read whole: the game, the first problem with it, or
    ``None`` for a blank row; what it reads is kept for the quick look-ups of the rows after
    it."""
    if not "".join(cells).strip():
        return None
    raw_date, raw_white, raw_black, raw_result = (
        cells[position] if position < len(cells) else "" for position in at)
    date_text, white_name, black_name, result_text = (
        raw.strip() for raw in (raw_date, raw_white, raw_black, raw_result))
    for column, text in zip(("date", "white", "black", "result"),
                            (date_text, white_name, black_name, result_text), strict=True):
        if not text:
            return SeasonProblem.MISSING_CELL, column
    day = read_date(date_text)
    if isinstance(day, DateProblem):
        return day, date_text
    outcome = _result(result_text)
    if outcome is None:
        return SeasonProblem.UNKNOWN_RESULT, result_text
    if white_name == black_name:
        return SeasonProblem.SAME_PLAYER, white_name
    reader.day_cache[raw_date] = ordinal = date.toordinal(day)
    outcome_of[raw_result] = outcome
    member_of[raw_white] = white = reader.member(white_name)
    member_of[raw_black] = black = reader.member(black_name)
    return ordinal, white, black, outcome
