"""Holds the records a Tournament Report File is read into (:func:`elo_core.trf.reader.read_trf`):
the tournament, its players, each player's rounds and their result codes, as TRF-16 and TRF-26
define them (the column table is in :mod:`elo_core.trf.reader`)."""

from __future__ import annotations

from collections.abc import Mapping
from datetime import date
from enum import StrEnum
from types import MappingProxyType
from typing import NamedTuple

from elo_core.games import Colour
from elo_core.trf.national import NationalRating, NationalSupport
from elo_core.trf.problems import TrfProblem, TrfProblemKind
from elo_core.trf.time_control import TimeControl

__all__ = ["Arbiter", "NotUsed", "ResultCode", "RoundEntry", "Tournament", "TrfPlayer"]


class ResultCode(StrEnum):
    """Names a round's result code in a TRF (TRF-16 and TRF-26 alike)."""

    WIN = "1"
    DRAW = "="
    LOSS = "0"
    FORFEIT_WIN = "+"
    FORFEIT_LOSS = "-"
    UNRATED_WIN = "W"
    """Won a game that lasted less than one move: not rated."""
    UNRATED_DRAW = "D"
    UNRATED_LOSS = "L"
    HALF_BYE = "H"
    FULL_BYE = "F"
    PAIRING_BYE = "U"
    """The pairing-allocated bye (at most one a round)."""
    ZERO_BYE = "Z"
    """A known absence."""
    BLANK = ""
    """No code: the same as ``Z`` without an opponent; with one, a game without a result."""

    @property
    def played(self) -> bool:
        """A game played over the board, the only kind that can be rated (``1 = 0``)."""
        return self in _PLAYED

    @property
    def game(self) -> bool:
        """A scheduled game, played or not (not a bye)."""
        return self in _GAMES

    @property
    def rating_score(self) -> float:
        """The score of the result as a game's: 1, ½ or 0 (a bye's as its points by default)."""
        return DEFAULT_POINTS[SYMBOL[self]]


_PLAYED = frozenset({ResultCode.WIN, ResultCode.DRAW, ResultCode.LOSS})
_GAMES = _PLAYED | {ResultCode.FORFEIT_WIN, ResultCode.FORFEIT_LOSS, ResultCode.UNRATED_WIN,
                    ResultCode.UNRATED_DRAW, ResultCode.UNRATED_LOSS}
#: TRF-26 tag 162's symbol for each result: W win (played, forfeit) or full-point bye, D draw
#: or half-point bye, L loss, A absence (zero-point bye, forfeit loss), P pairing-allocated bye.
SYMBOL = {
    ResultCode.WIN: "W", ResultCode.FORFEIT_WIN: "W", ResultCode.UNRATED_WIN: "W",
    ResultCode.FULL_BYE: "W", ResultCode.DRAW: "D", ResultCode.UNRATED_DRAW: "D",
    ResultCode.HALF_BYE: "D", ResultCode.LOSS: "L", ResultCode.UNRATED_LOSS: "L",
    ResultCode.FORFEIT_LOSS: "A", ResultCode.ZERO_BYE: "A", ResultCode.BLANK: "A",
    ResultCode.PAIRING_BYE: "P",
}
DEFAULT_POINTS: Mapping[str, float] = {"W": 1.0, "D": 0.5, "L": 0.0, "A": 0.0, "P": 1.0}


class RoundEntry(NamedTuple):
    """Holds one round of a player line."""

    round: int
    """Counting from 1."""
    opponent: int | None
    """The opponent's starting rank; ``None`` for none (``0000`` or blank)."""
    colour: Colour | None
    code: ResultCode | None
    """``None`` where the round could not be read (the problem says why)."""
    score: float | None
    """The points the round gives in the standings (by tag 162 or its defaults); ``None``
    where the round could not be read."""


class TrfPlayer(NamedTuple):
    """Holds one player line (``001``)."""

    start_rank: int
    sex: str
    title: str
    """The FIDE title as :func:`elo_core.titles.read_trf_title` reads columns 11–13 (``GM``,
    ``WIM``); ``""`` for none, or for a code that is no title (a problem of the line)."""
    name: str
    rating: int | None
    """The FIDE rating; ``None`` for an unrated player (blank or 0)."""
    federation: str
    """As written (columns 54–56); one that is no FIDE federation's code
    (:mod:`elo_core.federations`) is a problem of the line, and counts for nothing in a
    norm."""
    fide_id: str
    birth: str
    """The birth date as written."""
    birth_year: int | None
    points: float | None
    """The points the file gives; ``None`` where it gives none."""
    rank: int | None
    rounds: tuple[RoundEntry, ...]
    """Every round of the tournament, those the line leaves out as blank (not paired)."""
    line: int
    national: tuple[NationalRating, ...] = ()
    """The player's national ratings, from TRF-26's NRS records, in the file's order (one a
    federation)."""

    def national_rating(self, federation: str) -> NationalRating | None:
        """Returns the player's NRS record of ``federation`` (``GER``), if the file has one."""
        return next((n for n in self.national if n.federation == federation), None)


class NotUsed(NamedTuple):
    """Lines of one kind that the reader does not use, named so that nothing of a file is
    dropped unsaid."""

    tag: str
    """The record's tag (``250``, ``310``, ``XXC``); ``""`` for lines that begin with no
    record's tag."""
    lines: int
    first_line: int


class Arbiter(NamedTuple):
    """An arbiter as a ``102`` or ``112`` line names them
    (:func:`elo_core.trf.event_lines.read_arbiter`)."""

    name: str
    """As written, without the title and the FIDE ID."""
    title: str
    """The arbiter's title written before the name (``IA``, ``FA``, ``NA``); ``""`` for none."""
    fide_id: str
    """``""`` where the line gives none."""


class Tournament(NamedTuple):
    """Holds a Tournament Report File as read."""

    name: str
    city: str
    federation: str
    start: date | None
    end: date | None
    rate_of_play: str
    players: tuple[TrfPlayer, ...]
    """In the file's order."""
    problems: tuple[TrfProblem, ...]
    """Every problem, in line order (the first ``keep_problems`` where the reader was given a
    limit)."""
    rounds: int = 0
    problem_count: int = 0
    """Every problem, those beyond ``problems`` too."""
    problem_kinds: Mapping[int, frozenset[TrfProblemKind]] = MappingProxyType({})
    """By starting rank, the kinds of problem of that player's line, and of the other side of
    a game that does not mirror: what the event's flags are raised from, for every problem."""
    event_type: str = ""
    """The type of tournament as the ``092`` line writes it (``Individual: Swiss-System``);
    ``""`` where the file has none."""
    national_support: NationalSupport | None = None
    """The ``172`` line: the federation of the NRS records and how the starting ranks were
    made; ``None`` where the file has none."""
    time_control: TimeControl | None = None
    """TRF-26's encoded time control (``222``); ``None`` where the file has none, or none that
    can be read (a problem then)."""
    not_used: tuple[NotUsed, ...] = ()
    """The lines the reader passes over, by tag in the order each first comes: the records
    TRF-26 has and the project does not use (``062``, ``250``, ``310`` …), a second line of a
    record read once (``012``), a pairing program's own (``XXC``, ``XXP``), and text that is no
    record (tag ``""``). Comments (``###``) and blank lines are not named."""
    chief_arbiter: Arbiter | None = None
    """The ``102`` line's; ``None`` where the file names none."""
    deputy_arbiters: tuple[Arbiter, ...] = ()
    """The ``112`` lines', in the file's order."""
    round_dates: tuple[date | None, ...] = ()
    """Each round's date by the ``132`` line, from round 1; ``None`` for a round it gives
    none (and rounds past its last date have none)."""
    rounds_announced: int | None = None
    """The event's rounds as the file announces them, played or not: TRF-26's ``142`` line,
    else TRF(x)'s ``XXR`` (the line pairing programs exchange during an event), else the dates
    of the ``132`` line; ``None`` where it says nothing of them."""
    rounds_announced_by: str = ""
    """The line that announces them: ``142``, ``XXR`` or ``132``; ``""`` for none."""

