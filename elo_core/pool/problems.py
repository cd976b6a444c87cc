"""Lists what reading a season can say back besides the games: each problem with its file and line.

Problems are data, as the game-list reader's and the TRF reader's are: a page shows them in the
user's language from ``problem`` and ``token``; :meth:`SeasonError.message` is the English text
the command line prints. A problem is one of four kinds, each named by its own enum:

- :class:`SeasonProblem`, the season's own (a row without a white player, a name on both sides,
  a start list's birth year out of range …);
- :class:`~elo_core.readers.problems.Problem`, a file's that every reader shares (not a text
  file, bytes that are no encoding read here, an empty file, a broken quote, too many games);
- :class:`~elo_core.dates.DateProblem`, a date that cannot be read without guessing;
- :class:`~elo_core.trf.problems.TrfProblemKind`, a Tournament Report File's, by line.
"""

from __future__ import annotations

from enum import StrEnum
from typing import NamedTuple

import elo_core.ranges as ranges
from elo_core.dates import DateProblem, date_problem_message
from elo_core.readers.problems import LineError, Place, Problem
from elo_core.trf.problems import TrfProblem, TrfProblemKind

__all__ = ["SeasonError", "SeasonProblem"]


class SeasonProblem(StrEnum):
    """Why a row of a season's file, or a whole file, was not read as it stands."""

    MISSING_COLUMNS = "missing-columns"
    """The header names no column for ``token`` (a games file needs date, white, black and
    result; a start list, name): the file is not read."""
    MISSING_CELL = "missing-cell"
    """The row has nothing in the column ``token``: the row is not read."""
    UNKNOWN_RESULT = "unknown-result"
    """The result ``token`` is none of a games file's (``1-0 0-1 ½-½ 1/2-1/2 +:- -:+``)."""
    SAME_PLAYER = "same-player"
    """``token`` is named as White and as Black."""
    NO_EVENT_DAY = "no-event-day"
    """A Tournament Report File without an end or start date (``052``, ``042``): its games
    cannot be placed in the season, so none is read."""
    NOT_A_RATING = "not-a-rating"
    """A start list's rating ``token`` is not a number."""
    RATING_OUT_OF_RANGE = "rating-out-of-range"
    BIRTH_YEAR_OUT_OF_RANGE = "birth-year-out-of-range"
    GAMES_BEFORE_OUT_OF_RANGE = "games-before-out-of-range"
    K_OUT_OF_RANGE = "k-out-of-range"
    INDEX_OUT_OF_RANGE = "index-out-of-range"
    INDEX_WITHOUT_RATING = "index-without-rating"
    """A start list gives a DWZ Index but no rating: a member without a DWZ has no Index."""
    DUPLICATE_MEMBER = "duplicate-member"
    """A start list names ``token`` a second time: the row is not read."""
    BORN_AFTER_EVENT = "born-after-event"
    """The DWZ counts the age as the event's year minus the birth year; an event before the
    birth year (``token``) is evaluated as for a member without one."""
    DATE_ORDER_MIXED = "date-order-mixed"
    """The date ``token`` makes a day only month first (or only day first) where the line
    ``other`` wrote one (``other_token``) only the other way round: a file writes its dates
    one way, so which are the file's days cannot be told, and the file is not read."""
    DATE_OUT_OF_RANGE = "date-out-of-range"
    """The date ``token`` is outside the season's days (:data:`elo_core.ranges.GAME_DAY_MIN`
    to ``GAME_DAY_MAX``)."""
    DATE_WITH_TIME = "date-with-time"
    """The date ``token`` has a time of day: a season is rated by the day, a day's games in the
    file's order, so a time would be passed over unseen."""
    DUPLICATE_GAME = "duplicate-game"
    """The same game as the line ``other`` (day, players, colours, result, event and round):
    the row is not read."""
    SAME_FILE = "same-file"
    """The file is the same text as ``token``, read already: it is taken once."""


_ENGLISH: dict[SeasonProblem, str] = {
    SeasonProblem.MISSING_COLUMNS: "the header has no column for {token}; the file was not read",
    SeasonProblem.MISSING_CELL: "the {token} is missing",
    SeasonProblem.UNKNOWN_RESULT: (
        "unknown result {token!r} (use 1-0, 0-1, ½-½, 1/2-1/2, or +:- and -:+ for forfeits)"),
    SeasonProblem.SAME_PLAYER: "{token} cannot play against themselves",
    SeasonProblem.NO_EVENT_DAY: (
        "the file has no end date (052) or start date (042), so its games were not read"),
    SeasonProblem.NOT_A_RATING: "the rating {token!r} is not a number",
    SeasonProblem.RATING_OUT_OF_RANGE: (
        f"the rating {{token}} is outside {ranges.RATING_MIN}–{ranges.RATING_MAX}"),
    SeasonProblem.BIRTH_YEAR_OUT_OF_RANGE: (
        f"the birth year {{token!r}} is not a year from {ranges.BIRTH_YEAR_MIN} to this year"),
    SeasonProblem.GAMES_BEFORE_OUT_OF_RANGE: (
        "the games before {token!r} are not a whole number from 0 to "
        f"{ranges.GAMES_BEFORE_MAX:,}"),
    SeasonProblem.K_OUT_OF_RANGE: (
        f"the K {{token!r}} is not a whole number from {ranges.K_MIN} to {ranges.K_MAX}"),
    SeasonProblem.INDEX_OUT_OF_RANGE: (
        "the index {token!r} is not a whole number from "
        f"{ranges.DWZ_INDEX_MIN} to {ranges.DWZ_INDEX_MAX}"),
    SeasonProblem.INDEX_WITHOUT_RATING: "an index ({token}) needs a rating beside it",
    SeasonProblem.DUPLICATE_MEMBER: "{token} is on an earlier line already; this line was left out",
    SeasonProblem.BORN_AFTER_EVENT: (
        "born in {token}, after an event's year: that event counts the member as over 25"),
    SeasonProblem.DATE_ORDER_MIXED: (
        "{token!r} has its day and month the other way round from line {other} "
        "({other_token!r}): a file writes its dates one way (write 2025-03-14); the file was "
        "not read"),
    SeasonProblem.DATE_OUT_OF_RANGE: (
        f"the date {{token!r}} is not a day from {ranges.GAME_DAY_MIN.isoformat()} to "
        f"{ranges.GAME_DAY_MAX.isoformat()}"),
    SeasonProblem.DATE_WITH_TIME: (
        "the date {token!r} has a time of day; write the day alone (2025-03-14): a season is "
        "rated by the day, a day's games in the file's order"),
    SeasonProblem.DUPLICATE_GAME: (
        "the same game as line {other} (day, players, result, event and round); this line was "
        "left out"),
    SeasonProblem.SAME_FILE: "the same as {token}, which is read already: taken once",
}


#: Problems that leave a whole file unread (a start list's missing ``name`` column among them).
REFUSES_FILE = frozenset({
    SeasonProblem.MISSING_COLUMNS, SeasonProblem.NO_EVENT_DAY, SeasonProblem.DATE_ORDER_MIXED,
    Problem.NOT_TEXT,
    Problem.UNREADABLE_FILE, Problem.EMPTY_FILE, Problem.BAD_QUOTES, Problem.TOO_MANY_GAMES,
    TrfProblemKind.EMPTY_FILE, TrfProblemKind.NO_PLAYERS,
})


class SeasonError(NamedTuple):
    """Records one problem of a season's file: the file, the line (0 for the whole file) and why."""

    file: str
    line: int
    """Counting from 1; 0 for the whole file."""
    problem: SeasonProblem | Problem | DateProblem | TrfProblemKind
    token: str = ""
    """The piece of the line the problem is about (a result, a name, a column, a number)."""
    text: str = ""
    """The line as written (a row of a CSV file), where the problem is about one."""
    player: int | None = None
    """A Tournament Report File's: the starting rank of the player line it is about."""
    round: int | None = None
    """A Tournament Report File's: the round it is about, counting from 1."""
    other: int = 0
    """The other line the problem is about (a game the same as this line's, a date written the
    other way round); 0 for none."""
    other_token: str = ""
    """The piece of the ``other`` line the problem is about (its date written the other way
    round)."""

    @property
    def refuses_file(self) -> bool:
        """The file was not read at all (not text, no header, a broken quote, too many
        games …): nothing of it is in the season."""
        return self.problem in REFUSES_FILE

    @property
    def whole_file(self) -> bool:
        """Whether the problem is about a whole file, not one of its lines: the file was not read,
        or was taken once as the same as one before (``same-file``). At most one a file, and always
        kept."""
        return self.problem in REFUSES_FILE or self.problem is SeasonProblem.SAME_FILE

    def message(self) -> str:
        """Returns the problem in English with its file: ``season.csv: line 3: unknown result 'x'
        (…) — "2025-01-07,Meier,Kahn,x"``; about a whole file, the file and why."""
        problem = self.problem
        if isinstance(problem, TrfProblemKind):
            detail = TrfProblem(self.line, problem, self.player, self.round, self.token)
            return f"{self.file}: {detail.message()}"
        if isinstance(problem, Problem):
            place = Place.FILE if self.line == 0 else Place.LINE
            error = LineError(self.line, self.text, problem, self.token, place)
            return f"{self.file}: {error.message()}"
        why = (date_problem_message(problem, self.token) if isinstance(problem, DateProblem)
               else _ENGLISH[problem].format(token=self.token, other=self.other,
                                                 other_token=self.other_token))
        if self.line == 0:
            return f"{self.file}: {why}"
        quoted = f' — "{self.text}"' if self.text else ""
        return f"{self.file}: line {self.line}: {why}{quoted}"


class FileRefused(Exception):
    """A file of the season is not read at all; its one argument, a :class:`SeasonError`,
    says why."""
