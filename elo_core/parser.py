"""The game-list reader: one game per line, as people type them.

A line is ``[NAME] RATING SEP RESULT``: SEP is ``:`` ``;`` a tab or spaces; RESULT is ``1`` ``0``
``0.5`` ``0,5`` ``½`` ``1/2`` ``=`` ``1.0`` ``0.0``, ``w``/``d``/``l``, ``win``/``draw``/``loss``,
or the German and Dutch words and letters (Sieg/Remis/Niederlage, winst/remise/verlies).
``#`` starts a comment; blank lines are skipped. Forfeits as crosstables write them
(``+``/``-``, ``1F``/``0F``) are kept as unplayed games, which are not rated (FIDE B.02 §5.1).

Like python-chess's PGN reader, it never stops at the first problem: every line becomes a game or
a :class:`LineError` that names the line, quotes it and says why. Errors are data: a page shows
them in the user's language from ``problem`` and ``token``; :meth:`LineError.message` is English.
"""

from __future__ import annotations

import math
import re
from enum import StrEnum
from typing import NamedTuple

from elo_core.games import DRAW, LOSS, RATING_MAX, RATING_MIN, WIN, Game, Unplayed

_WINS = ["1", "1.0", "1,0", "w", "win", "won", "s", "sieg", "gewonnen", "winst"]
_DRAWS = ["½", "0.5", "0,5", ".5", ",5", "1/2", "=", "d", "draw", "r", "remis", "remise"]
_LOSSES = ["0", "0.0", "0,0", "l", "loss", "lost", "n", "niederlage", "verloren", "v", "verlies"]
_FORFEIT_WINS = ["+", "1f", "+f"]
_FORFEIT_LOSSES = ["-", "0f", "-f"]

#: Every result token (lower case) → (score, why it was not played or ``None``).
RESULT_TOKENS: dict[str, tuple[float, Unplayed | None]] = {
    **{t: (WIN, None) for t in _WINS},
    **{t: (DRAW, None) for t in _DRAWS},
    **{t: (LOSS, None) for t in _LOSSES},
    **{t: (WIN, Unplayed.FORFEIT_WIN) for t in _FORFEIT_WINS},
    **{t: (LOSS, Unplayed.FORFEIT_LOSS) for t in _FORFEIT_LOSSES},
}

_NUMBER = re.compile(r"[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)")
_SEPARATORS = re.compile(r"[:;\t]")
#: The common well-formed line, read in one match; anything else takes the careful path.
_PLAIN_LINE = re.compile(
    r"\s*(?:(?P<name>[^\d\s#:;][^#:;\t]*?)\s+)?(?P<rating>\d+)\s*(?:[:;\t]\s*|\s+)"
    r"(?P<result>[^\s#:;]+)\s*")


class Problem(StrEnum):
    """Why a line (or row, or game) did not become a game."""

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


class Place(StrEnum):
    """What a :class:`LineError`'s number counts."""

    LINE = "line"
    ROW = "row"
    GAME = "game"


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
    Problem.UNREADABLE_FILE: "the file cannot be read: {token}",
    Problem.NO_OPPONENT_RATING: "the opponent {token} has no rating",
    Problem.UNFINISHED_GAME: "the game has no result ({token})",
}


class LineError(NamedTuple):
    """One line that could not be read."""

    line: int
    text: str
    problem: Problem
    token: str = ""
    """The piece of the line the problem is about (a result, a rating, a column)."""
    place: Place = Place.LINE

    def message(self) -> str:
        """The problem in English: ``line 3: unknown result 'x' — "Meier 1800:x"``."""
        why = _ENGLISH[self.problem].format(token=self.token)
        quoted = f' — "{self.text}"' if self.text else ""
        return f"{self.place.value} {self.line}: {why}{quoted}"


class GameList(NamedTuple):
    """What a game list yielded: games, and the lines that did not become games."""

    games: list[Game]
    errors: list[LineError]


def parse_result(token: str) -> tuple[float, Unplayed | None] | None:
    """(score, why unplayed) for a result token, or ``None`` if it is not one."""
    return RESULT_TOKENS.get(token.strip().lower())


def parse_rating(token: str) -> float | Problem:
    """A rating in the sane range, or the problem with it."""
    token = token.strip()
    if not _NUMBER.fullmatch(token):
        return Problem.RATING_NOT_A_NUMBER
    value = float(token.replace(",", "."))
    if not (math.isfinite(value) and RATING_MIN <= value <= RATING_MAX):
        return Problem.RATING_OUT_OF_RANGE
    return value


def parse_line(text: str, line: int = 1) -> Game | LineError | None:
    """One line: a game, an error, or ``None`` for a blank or comment line."""
    plain = _PLAIN_LINE.fullmatch(text)
    if plain:
        rating = int(plain["rating"])
        result = RESULT_TOKENS.get(plain["result"].lower())
        name = plain["name"] or ""
        if (result is not None and RATING_MIN <= rating <= RATING_MAX
                and not (name and _NUMBER.fullmatch(name.rsplit(None, 1)[-1]))):
            return Game(float(rating), result[0], name, result[1], line)
    return _parse_line_carefully(text, line)


def _parse_line_carefully(text: str, line: int) -> Game | LineError | None:
    content = text.split("#", 1)[0].strip()
    if not content:
        return None
    quoted = text.strip()

    def error(problem: Problem, token: str = "") -> LineError:
        return LineError(line, quoted, problem, token)

    separators = list(_SEPARATORS.finditer(content))
    if separators:
        cut = separators[-1].start()
        left, right = content[:cut], content[cut + 1 :].strip()
        if len(separators) > 1 or len(right.split()) > 1:
            return error(Problem.TOO_MANY_FIELDS)
    else:
        *rest, right = content.split()
        left = " ".join(rest)
        if not rest:
            is_number = _NUMBER.fullmatch(right)
            return error(Problem.MISSING_RESULT if is_number else Problem.NOT_A_GAME)
    if not right:
        return error(Problem.MISSING_RESULT)
    words = left.split()
    if not words:
        return error(Problem.MISSING_RATING)
    *name, rating_token = words
    if name and _NUMBER.fullmatch(name[-1]):
        return error(Problem.TOO_MANY_FIELDS)
    rating = parse_rating(rating_token)
    if isinstance(rating, Problem):
        return error(rating, rating_token)
    result = parse_result(right)
    if result is None:
        return error(Problem.UNKNOWN_RESULT, right)
    score, unplayed = result
    return Game(rating, score, " ".join(name), unplayed, line)


def parse_game_list(text: str) -> GameList:
    """Every line of ``text`` as a game or an error; never raises."""
    parsed = GameList([], [])
    for number, line in enumerate(text.splitlines(), start=1):
        item = parse_line(line, number)
        if isinstance(item, Game):
            parsed.games.append(item)
        elif item is not None:
            parsed.errors.append(item)
    return parsed
