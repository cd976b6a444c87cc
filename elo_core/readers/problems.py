"""Holds what reading a game list can say back: the games, and each line that did not become one.

Errors are data. A page shows them in the user's language from ``problem`` and ``token``;
:meth:`LineError.message` is the English text the command line prints.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import StrEnum
from typing import NamedTuple

from elo_core.games import Game
from elo_core.ranges import GAME_RD_MAX, RATING_MAX, RATING_MIN

__all__ = ["GameList", "LineError", "Place", "Problem"]


class Problem(StrEnum):
    """Why a line (or row, game or whole file) did not become a game."""

    NOT_A_GAME = "not-a-game"
    MISSING_RESULT = "missing-result"
    MISSING_RATING = "missing-rating"
    UNKNOWN_RESULT = "unknown-result"
    RATING_NOT_A_NUMBER = "rating-not-a-number"
    RATING_OUT_OF_RANGE = "rating-out-of-range"
    TOO_MANY_FIELDS = "too-many-fields"
    MISSING_COLUMN = "missing-column"
    UNREADABLE_FILE = "unreadable-file"
    NO_OPPONENT_RATING = "no-opponent-rating"
    UNFINISHED_GAME = "unfinished-game"
    COLOUR_NEEDED = "colour-needed"
    DEVIATION_NOT_A_NUMBER = "deviation-not-a-number"
    DEVIATION_OUT_OF_RANGE = "deviation-out-of-range"
    LINE_TOO_LONG = "line-too-long"
    TOO_MANY_GAMES = "too-many-games"
    NOT_TEXT = "not-text"
    EMPTY_FILE = "empty-file"
    NO_HEADER = "no-header"
    NO_GAMES = "no-games"
    NO_RATINGS = "no-ratings"
    BAD_QUOTES = "bad-quotes"
    NOT_ONE_GAME = "not-one-game"
    RATING_COLUMN_UNCLEAR = "rating-column-unclear"
    UNKNOWN_TITLE = "unknown-title"
    """A table's title cell that is no FIDE title: the row's game is read without one (a
    note, :attr:`GameList.notes`)."""
    NOT_A_FEDERATION = "not-a-federation"
    """A federation that is no FIDE federation's code: a line's (``GM XXX 2480:½``) or a
    table's three letters are kept as written, a table's other cell is left out; either
    counts for nothing in a norm (a note)."""
    TITLE_CODE = "title-code"
    """A name that is a title as a TRF's code writes it (``g NED 2600:1``): a game line writes
    a title in full, so it is read as the name (a note)."""
    NUMBER_FOR_NAME = "number-for-name"
    """A number where a line's name, title or federation stands (``GM 123 2450:0``,
    ``Meier 2 1800:1``)."""


class Place(StrEnum):
    """What a :class:`LineError`'s number counts."""

    LINE = "line"
    ROW = "row"
    GAME = "game"
    FILE = "file"
    """The whole file: its ``line`` is 0 and says nothing."""


_ENGLISH: dict[Problem, str] = {
    Problem.NOT_A_GAME: "expected a rating and a result, such as 1800:1",
    Problem.MISSING_RESULT: "the result is missing (1, ½ or 0 after the rating)",
    Problem.MISSING_RATING: "the opponent's rating is missing",
    Problem.UNKNOWN_RESULT: "unknown result {token!r} (use 1, ½, 0, w/d/l, + or -)",
    Problem.RATING_NOT_A_NUMBER: "the rating {token!r} is not a number",
    Problem.RATING_OUT_OF_RANGE: (
        f"the rating {{token}} is outside {RATING_MIN}–{RATING_MAX}"
    ),
    Problem.TOO_MANY_FIELDS: "too many fields: write one game per line as NAME RATING:RESULT",
    Problem.MISSING_COLUMN: "no column for the {token} (header names: rating/Elo, result/score)",
    Problem.UNREADABLE_FILE: (
        "the text cannot be read at {token}: the file is not UTF-8, UTF-16 or Windows-1252 "
        "(save it as UTF-8)"
    ),
    Problem.NO_OPPONENT_RATING: "the opponent {token} has no rating",
    Problem.UNFINISHED_GAME: "the game has no result ({token})",
    Problem.COLOUR_NEEDED: (
        "{token} is the result from White's side; add your colour (w or b), "
        "as in 1800:w {token}, so we know whether you won"
    ),
    Problem.DEVIATION_NOT_A_NUMBER: "the rating deviation {token!r} is not a number",
    Problem.DEVIATION_OUT_OF_RANGE: (
        f"the rating deviation {{token}} must be above 0 and at most {GAME_RD_MAX}"
    ),
    Problem.LINE_TOO_LONG: "the line is longer than {token} characters and was not read",
    Problem.TOO_MANY_GAMES: "more than {token} games: nothing was read (the limit is {token})",
    Problem.NOT_TEXT: "this is not a text file (a spreadsheet, archive or image?); "
                      "save it as CSV or plain text",
    Problem.EMPTY_FILE: "the file is empty",
    Problem.NO_HEADER: (
        "the first row is not a header naming the columns (rating/Elo and result/score)"
    ),
    Problem.NO_GAMES: "no games found",
    Problem.NO_RATINGS: (
        "the games have no Elo tags (WhiteElo, BlackElo), so there is nothing to rate"
    ),
    Problem.BAD_QUOTES: "a quote mark (\") is not closed or stands inside a cell",
    Problem.NOT_ONE_GAME: (
        "{token} is not one game's result: the player's score comes first and the two add up "
        "to 1 (1:0, ½:½, 0:1), or +:- and -:+ for a forfeit"
    ),
    Problem.RATING_COLUMN_UNCLEAR: (
        "a row without a header has several numbers that could be the rating ({token}): "
        "paste the table with its header row, or write NAME RATING:RESULT"
    ),
    Problem.UNKNOWN_TITLE: (
        "the title {token!r} is not a FIDE title (GM, IM, WGM, WIM, FM, WFM, CM, WCM): "
        "the norm counts this opponent without one"
    ),
    Problem.NOT_A_FEDERATION: (
        "the federation {token!r} is no FIDE federation's code (GER, NED, FID …): "
        "the norm counts this opponent without one"
    ),
    Problem.TITLE_CODE: (
        "{token!r} is read as a name, not a title: a game line writes a title in full "
        "(GM, IM, WGM, WIM, FM, WFM, CM, WCM), not as a TRF's code (g, m, wg …)"
    ),
    Problem.NUMBER_FOR_NAME: (
        "{token!r} is a number where the opponent's name, title or federation stands: write "
        "NAME TITLE FEDERATION RATING:RESULT (Meier GM GER 2450:1), a name with a number "
        "in quotes (\"Meier 2\" 1800:1)"
    ),
}


class LineError(NamedTuple):
    """Holds one line (row, game, or the whole file) that could not be read."""

    line: int
    text: str
    problem: Problem
    token: str = ""
    """The piece of the line the problem is about (a result, a rating, a column, a limit)."""
    place: Place = Place.LINE
    game: Game | None = None
    """The game the line gives but for its rating, where it names its opponent instead: by
    name (``Kok 1``, ``Müller 1:0``) or by FIDE ID in the rating's place (``Kok 1503014:1``),
    so that a rating list can fill it in; ``None`` for any other line."""

    def message(self) -> str:
        """Says the problem in English: ``line 3: unknown result 'x' — "Meier 1800:x"``; about a
        whole file, just why (``the file is empty``)."""
        why = _ENGLISH[self.problem].format(token=self.token)
        if self.place is Place.FILE:
            return why
        quoted = f' — "{self.text}"' if self.text else ""
        return f"{self.place.value} {self.line}: {why}{quoted}"


class GameList(NamedTuple):
    """What a game list yielded: games, and the lines that did not become games."""

    games: list[Game]
    errors: list[LineError]
    notes: tuple[LineError, ...] = ()
    """Lines read as games, with what they may not mean: a title or federation that could not
    be read, a federation that is no FIDE federation's code, a title written as a TRF's code
    (:func:`~elo_core.readers.notation.doubts`)."""


#: Problems that refuse a whole list: what was read before them is dropped, and the list is
#: this one error (a broken quote leaves no row of a table trustworthy).
REFUSES_LIST = frozenset({Problem.BAD_QUOTES})


def collect(items: Iterable[Game | LineError]) -> GameList:
    """Collects the games and errors of a list from its items in order; an error in ``REFUSES_LIST``
    leaves the list that error alone."""
    parsed = GameList([], [])
    for item in items:
        if isinstance(item, Game):
            parsed.games.append(item)
        elif item.problem in REFUSES_LIST:
            return GameList([], [item])
        else:
            parsed.errors.append(item)
    return parsed
