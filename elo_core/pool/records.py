"""Holds a season as read: its members, its events and every game, in the order they are rated.

The games are held packed in :mod:`array` columns rather than as an object each, 22 bytes a
game, so that a national pool's million games fit in 22 MB: the day (as an ordinal), both
members (as numbers into :attr:`Season.members`), the outcome (a number into :data:`OUTCOMES`),
the event (and so the file), the file's line and whether the colours are known.
:meth:`Season.game` and :meth:`Season.games` give them back as :class:`SeasonGame` records,
one at a time.

The order is the rating order: by day, and within a day as the files were given and each file
lists them (a Tournament Report File's games on its last day, round by round).
"""

from __future__ import annotations

from array import array
from collections.abc import Iterator, Sequence
from datetime import date
from enum import StrEnum
from typing import NamedTuple

from elo_core.games import NotRated
from elo_core.pool.names import LookAlike
from elo_core.pool.problems import SeasonError
from elo_core.pool.start_list import StartEntry

__all__ = ["OUTCOMES", "DateOrder", "Outcome", "Season", "SeasonEvent", "SeasonGame",
           "Undecided"]


class Outcome(NamedTuple):
    """Says how a game ended: as written, the points each side got, and why it is not rated."""

    result: str
    """``1-0``, ``½-½``, ``0-1``; a forfeit ``+:-``, ``-:+`` or ``-:-`` (both lost)."""
    white: float
    black: float
    not_rated: NotRated | None
    """``None`` for a game played over the board; a forfeit is never rated (FIDE B.02 §5.1),
    nor a game a Tournament Report File marks as lasting less than one move (``W D L``)."""


#: Every outcome a season's game can have; a game holds its position here.
OUTCOMES: tuple[Outcome, ...] = (
    Outcome("1-0", 1.0, 0.0, None),
    Outcome("½-½", 0.5, 0.5, None),
    Outcome("0-1", 0.0, 1.0, None),
    Outcome("+:-", 1.0, 0.0, NotRated.FORFEIT),
    Outcome("-:+", 0.0, 1.0, NotRated.FORFEIT),
    Outcome("-:-", 0.0, 0.0, NotRated.FORFEIT),
    Outcome("1-0", 1.0, 0.0, NotRated.NOT_RATED_IN_FILE),
    Outcome("½-½", 0.5, 0.5, NotRated.NOT_RATED_IN_FILE),
    Outcome("0-1", 0.0, 1.0, NotRated.NOT_RATED_IN_FILE),
)
#: White's score in each outcome of a game played over the board; ``None`` for one not rated.
WHITE_SCORES: tuple[float | None, ...] = tuple(
    outcome.white if outcome.not_rated is None else None for outcome in OUTCOMES)
#: The outcomes of games played over the board, by White's score.
WHITE_WINS, DRAWN, BLACK_WINS = 0, 1, 2
WHITE_FORFEIT_WIN, BLACK_FORFEIT_WIN, DOUBLE_FORFEIT = 3, 4, 5
#: A Tournament Report File's ``W D L``: the points stand, the game is not rated.
UNRATED_OFFSET = 6


class DateOrder(StrEnum):
    """How a games file writes a date with the year last (``14/03/2025``, ``03-14-2025``):
    one file, one order, which the lines whose day is over 12 show, or the user chooses where
    none does."""

    DAY_FIRST = "day-first"
    MONTH_FIRST = "month-first"


class DateOrderRead(NamedTuple):
    """The order a games file's year-last dates were read in, and the first line that shows
    it: its date makes a day in that order only (a day over 12, ``23/04/2026``); or, where no
    line shows it, the order chosen and the first line whose date it decided
    (``03/04/2026``)."""

    order: DateOrder
    line: int
    date: str
    """The date as the line writes it."""
    chosen: bool = False
    """No line shows the order: it was chosen."""


class Undecided(NamedTuple):
    """A games file's games left out because either order makes a day of their dates, no line
    of the file shows which and none was chosen: how many, and the lines of the first and the
    last of them. They are the file's, said once: no line of them is a problem of its own."""

    games: int
    line: int
    date: str
    """The first one's date as its line writes it (``03/04/2026``)."""
    last_line: int


class SeasonEvent(NamedTuple):
    """Names an event of the season, which the DWZ evaluates as a whole (DSB WO 2.2.3)."""

    name: str
    """The ``event`` cell, a Tournament Report File's name (``012``); ``""`` for a day of a
    games file without an event column."""
    file: str
    first_day: date
    last_day: date
    """The day of its last game (a Tournament Report File's end date): events are rated in
    the order of their last day."""
    games: int


class SeasonGame(NamedTuple):
    """Holds one game of the season."""

    number: int
    """Its place in the rating order, counting from 0."""
    day: date
    white: str
    black: str
    outcome: Outcome
    event: int
    """Its event, a position in :attr:`Season.events`."""
    file: str
    line: int
    """The line of the file it was read from (a Tournament Report File's: the player line of
    the lower starting rank)."""
    colours_known: bool
    """False for a Tournament Report File's game without colours: ``white`` is then the lower
    starting rank."""


class Season:
    """Holds every member and game of a season, as :func:`~elo_core.pool.reading.read_season` read
    them, and each problem met on the way.

    ``members`` are the names, exactly as written once trimmed: the start list's in its order,
    then each new name as the games bring it. ``starts`` gives each member's start list entry
    (``None`` for a member the start list does not name). The game columns (``days``,
    ``whites``, ``blacks``, ``outcomes``, ``events_of``, ``lines``, ``colours``) hold one
    entry a game, in the rating order; a game's file is its event's.

    ``errors`` are the first problems met (every file that was not read among them), in the
    order of the files and, within one, of its lines; ``error_count`` counts them all.
    ``date_orders`` gives, for each of ``files``, the order its year-last dates were read in
    and the line that decided it (``None``: it writes none, or each reads the same either
    way, or none decided it), ``undecided`` the games it left out because nothing decided the
    order (``None``: none).

    ``written_both_ways`` gives each member whose name the files write surname first and given
    names first (:func:`~elo_core.pool.names.known_as`), as the member is called and the
    first other way it was written (``("Smith, John", "John Smith")``); ``merged`` each pair
    of names the club said are one member (:func:`~elo_core.pool.reading.merge_members`),
    ``look_alikes`` those that look alike among the rest.
    """

    __slots__ = ("blacks", "colours", "date_orders", "days", "error_count", "errors", "events",
                 "events_of", "files", "lines", "look_alikes", "member_index", "members",
                 "merged", "outcomes", "start_file", "starts", "undecided", "whites",
                 "written_both_ways")

    def __init__(self, members: Sequence[str], starts: Sequence[StartEntry | None],
                 files: Sequence[str], events: Sequence[SeasonEvent], columns: GameColumns,
                 errors: Sequence[SeasonError], look_alikes: Sequence[LookAlike],
                 start_file: str = "", error_count: int | None = None,
                 date_orders: Sequence[DateOrderRead | None] = (),
                 undecided: Sequence[Undecided | None] = (),
                 written_both_ways: Sequence[tuple[str, str]] = (),
                 merged: Sequence[LookAlike] = ()) -> None:
        self.members = tuple(members)
        self.member_index = {name: number for number, name in enumerate(self.members)}
        self.starts = tuple(starts)
        self.files = tuple(files)
        self.events = tuple(events)
        (self.days, self.whites, self.blacks, self.outcomes, self.events_of, self.lines,
         self.colours) = columns
        self.errors = tuple(errors)
        self.error_count = len(self.errors) if error_count is None else error_count
        self.date_orders = tuple(date_orders) or (None,) * len(self.files)
        self.undecided = tuple(undecided) or (None,) * len(self.files)
        self.written_both_ways = tuple(written_both_ways)
        self.merged = tuple(merged)
        self.look_alikes = tuple(look_alikes)
        self.start_file = start_file
        """The start list's file name; ``""`` without one."""

    def __len__(self) -> int:
        """Returns the number of games."""
        return len(self.days)

    @property
    def dropped_lines(self) -> int:
        """The problems of single lines, each a line left out of the season or read in part:
        all problems but those about a whole file (a file not read, or taken once), which are
        always among ``errors``."""
        return self.error_count - sum(error.whole_file for error in self.errors)

    def game(self, index: int) -> SeasonGame:
        """Returns the game at ``index`` of the rating order."""
        members, event = self.members, self.events_of[index]
        return SeasonGame(index, date.fromordinal(self.days[index]),
                          members[self.whites[index]], members[self.blacks[index]],
                          OUTCOMES[self.outcomes[index]], event, self.events[event].file,
                          self.lines[index], bool(self.colours[index]))

    def games(self) -> Iterator[SeasonGame]:
        """Yields every game in the rating order, one record at a time (none is kept)."""
        return (self.game(index) for index in range(len(self)))


class GameColumns(NamedTuple):
    """Holds the packed columns of a season's games (one entry a game, in the same order)."""

    days: array[int]
    """Each game's day, as :meth:`datetime.date.toordinal` counts it."""
    whites: array[int]
    blacks: array[int]
    outcomes: array[int]
    """A position in :data:`OUTCOMES`."""
    events_of: array[int]
    lines: array[int]
    colours: array[int]
    """1 where the file says who had White, else 0."""

    @classmethod
    def empty(cls) -> GameColumns:
        """Returns columns without a game."""
        return cls(array("i"), array("i"), array("i"), array("b"), array("i"), array("i"),
                   array("b"))
