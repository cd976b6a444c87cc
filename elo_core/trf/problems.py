"""Lists what reading a Tournament Report File can say back besides the tournament: each problem
with its line.

Problems are data, as the game-list reader's are (:mod:`elo_core.readers.problems`): a page
shows them in the user's language from ``kind`` and ``token``; :meth:`TrfProblem.message` is
the English text the command line prints.
"""

from __future__ import annotations

from enum import StrEnum
from typing import NamedTuple

from elo_core.ranges import EVENT_ROUNDS_MAX, EVENT_ROUNDS_MIN, RATING_MAX, RATING_MIN

__all__ = ["TrfProblem", "TrfProblemKind"]


class TrfProblemKind(StrEnum):
    """Why (part of) a line of a Tournament Report File was not read as it stands."""

    EMPTY_FILE = "empty-file"
    """The text has no line at all (``line`` 0)."""
    NO_PLAYERS = "no-players"
    """No player line (``001``) could be read: there is no tournament to compute (``line``
    0)."""
    BAD_START_RANK = "bad-start-rank"
    """A player line whose starting rank (columns 5–8) is missing or not a number from 1 to
    9999: the line is left out."""
    DUPLICATE_START_RANK = "duplicate-start-rank"
    """A second player line with a starting rank already read: the line is left out."""
    BAD_RATING = "bad-rating"
    """The FIDE rating (columns 49–52) is not a whole number: read as unrated."""
    RATING_OUT_OF_RANGE = "rating-out-of-range"
    """The FIDE rating is a whole number outside RATING_MIN–RATING_MAX (0 and blank are
    unrated): read as unrated."""
    RATING_TOO_WIDE = "rating-too-wide"
    """Digits run on from the rating into the blank column beside it (48 or 53), as a rating
    written a column too wide or too far right is: read as unrated, not as the four columns'
    part of it."""
    UNKNOWN_TITLE = "unknown-title"
    """The title (columns 11–13) is neither TRF-16's code (``g``, ``m``, ``wg``, ``f``,
    ``wm``, ``c``, ``wf``, ``wc``) nor a FIDE title in full (``GM`` … ``WCM``): read as no
    title."""
    UNKNOWN_FEDERATION = "unknown-federation"
    """A federation (columns 54–56 of a player line, or the ``032`` line) that is no FIDE
    federation's code (:mod:`elo_core.federations`): kept as written, but it counts for
    nothing in a norm."""
    BAD_POINTS = "bad-points"
    """The points (columns 81–84) are not a number."""
    BAD_RANK = "bad-rank"
    """The rank (columns 86–89) is not a whole number."""
    BAD_BIRTH_DATE = "bad-birth-date"
    """The birth date (columns 70–79) has no year: K cannot tell a junior."""
    BAD_DATE = "bad-date"
    """A tournament date (``042``, ``052``) that is not a day."""
    BAD_ROUNDS = "bad-rounds"
    """The event's rounds (TRF-26's ``142``, TRF(x)'s ``XXR``) is not a whole number from
    EVENT_ROUNDS_MIN to EVENT_ROUNDS_MAX: read as not given."""
    AMBIGUOUS_DATE = "ambiguous-date"
    """A tournament date with the year last that is a day either way round (``02/10/2010``),
    and the file's other date does not show which way it writes them."""
    BAD_OPPONENT = "bad-opponent"
    """A round's opponent (4 columns from 92, 102, …) is not a starting rank: the round is
    not read."""
    BAD_COLOUR = "bad-colour"
    """A round's colour is not ``w``, ``b``, ``-`` or blank: the round is not read."""
    UNKNOWN_RESULT = "unknown-result"
    """A round's result code is none of TRF's: the round is not read."""
    MISALIGNED_ROUND = "misaligned-round"
    """Text where a round has blank columns (a line shifted by a column or more): the round is
    not read."""
    TOO_MANY_ROUNDS = "too-many-rounds"
    """A player line with more rounds than any tournament has: the rest is not read."""
    NO_RESULT = "no-result"
    """A round with an opponent but a blank result: the game has no result yet."""
    RESULT_WITHOUT_OPPONENT = "result-without-opponent"
    """A game's result (``1 = 0 + - W D L``) with opponent ``0000``."""
    BYE_WITH_OPPONENT = "bye-with-opponent"
    """A bye (``H F U Z``) with an opponent: read as the bye."""
    OPPONENT_MISSING = "opponent-missing"
    """The opponent's number has no player line (or is the player's own)."""
    NOT_MIRRORED = "not-mirrored"
    """The opponent's line does not say the same game: another opponent that round, the same
    colour, or a result that does not complement this one."""
    POINTS_DIFFER = "points-differ"
    """The points in the file differ from the sum of the rounds' points."""
    BAD_TIME_CONTROL = "bad-time-control"
    """TRF-26's encoded time control (``222``) is none the format writes: the kind of play is
    not read from it."""
    NATIONAL_WITHOUT_PLAYER = "national-without-player"
    """A national rating record (TRF-26's NRS, ``GER    5 …``) for a starting rank without a
    player line, or for none: the record is left out."""


_ENGLISH: dict[TrfProblemKind, str] = {
    TrfProblemKind.EMPTY_FILE: "the file is empty",
    TrfProblemKind.NO_PLAYERS: "no player line (001) could be read, so there is no tournament",
    TrfProblemKind.BAD_START_RANK: (
        "the starting rank {token!r} (columns 5–8) is not a number from 1 to 9999; "
        "the line was left out"),
    TrfProblemKind.DUPLICATE_START_RANK: (
        "starting rank {token} is on an earlier line already; this line was left out"),
    TrfProblemKind.BAD_RATING: (
        "the rating {token!r} (columns 49–52) is not a whole number; read as unrated"),
    TrfProblemKind.RATING_OUT_OF_RANGE: (
        f"the rating {{token}} (columns 49–52) is outside {RATING_MIN}–{RATING_MAX}; "
        "read as unrated"),
    TrfProblemKind.RATING_TOO_WIDE: (
        "the rating {token!r} does not fit columns 49–52; read as unrated"),
    TrfProblemKind.UNKNOWN_TITLE: (
        "the title {token!r} (columns 11–13) is no FIDE title (TRF-16 writes g, m, wg, f, wm, "
        "c, wf, wc, or GM … WCM in full); read as no title"),
    TrfProblemKind.UNKNOWN_FEDERATION: (
        "the federation {token!r} is no FIDE federation's code (GER, NED, FID …); it counts "
        "for nothing in a norm"),
    TrfProblemKind.BAD_POINTS: "the points {token!r} (columns 81–84) are not a number",
    TrfProblemKind.BAD_RANK: "the rank {token!r} (columns 86–89) is not a whole number",
    TrfProblemKind.BAD_BIRTH_DATE: (
        "the birth date {token!r} (columns 70–79) has no year; K cannot tell a junior"),
    TrfProblemKind.BAD_DATE: "the date {token!r} is not a day",
    TrfProblemKind.BAD_ROUNDS: (
        f"the event's rounds {{token!r}} are not a whole number from {EVENT_ROUNDS_MIN} to "
        f"{EVENT_ROUNDS_MAX}; read as not given"),
    TrfProblemKind.AMBIGUOUS_DATE: (
        "in the date {token!r} day and month could be either way round, and no other date "
        "of the file tells which (write the year first: YYYY/MM/DD)"),
    TrfProblemKind.BAD_OPPONENT: (
        "the opponent {token!r} is not a starting rank; the round was not read"),
    TrfProblemKind.BAD_COLOUR: (
        "the colour {token!r} is not w, b or -; the round was not read"),
    TrfProblemKind.UNKNOWN_RESULT: (
        "unknown result {token!r} (TRF has 1 = 0 + - W D L H F U Z); the round was not read"),
    TrfProblemKind.MISALIGNED_ROUND: (
        "the round's columns are shifted ({token!r}); the round was not read"),
    TrfProblemKind.TOO_MANY_ROUNDS: (
        "the line has more than {token} rounds; the rest of it was not read"),
    TrfProblemKind.NO_RESULT: "the game against {token} has no result",
    TrfProblemKind.RESULT_WITHOUT_OPPONENT: "the result {token!r} has no opponent (0000)",
    TrfProblemKind.BYE_WITH_OPPONENT: "the bye {token!r} names an opponent; read as the bye",
    TrfProblemKind.OPPONENT_MISSING: "there is no player {token} to have played",
    TrfProblemKind.NOT_MIRRORED: "player {token}'s line does not say the same game",
    TrfProblemKind.POINTS_DIFFER: "the points in the file differ from the results ({token})",
    TrfProblemKind.BAD_TIME_CONTROL: (
        "the time control {token!r} (222) is none TRF-26 encodes (5400+30, 40/6000+30:900+30, "
        "W300-B240); the kind of play is not read from it"),
    TrfProblemKind.NATIONAL_WITHOUT_PLAYER: (
        "the national rating is for starting rank {token!r}, which has no player line (001); "
        "it was left out"),
}


class TrfProblem(NamedTuple):
    """Holds one problem of a Tournament Report File, by line."""

    line: int
    """The line, counting from 1; 0 for the whole file."""
    kind: TrfProblemKind
    player: int | None = None
    """The starting rank of the player line it is about, where there is one."""
    round: int | None = None
    """The round it is about, counting from 1, where it is about one."""
    token: str = ""
    """The piece of the line the problem is about (a code, a number, an opponent)."""

    def message(self) -> str:
        """Says the problem in English: ``line 14: player 3, round 2: unknown result 'x' …``;
        about the whole file, just why."""
        why = _ENGLISH[self.kind].format(token=self.token)
        where = [f"line {self.line}"] if self.line else []
        if self.player is not None:
            where.append(f"player {self.player}")
        if self.round is not None:
            where.append(f"round {self.round}")
        return f"{', '.join(where)}: {why}" if where else why
