"""Reads the time control a Tournament Report File encodes (TRF-26's tag ``222``), and the kind of
play it is: standard, rapid or blitz.

TRF-26 ("Encoded Time Control", FIDE Handbook C.04 Annex 2, version 2026) writes ``d[:d]``, or
``Wd[:d]-Bd[:d]`` where White's and Black's differ (an Armageddon: ``W300-B240``), each ``d`` a
period: ``M/S`` or ``M/S+I`` (M moves in S seconds, I seconds added a move), ``S`` or ``S+I``
(the rest of the game). Examples from the format: 90 minutes and 30 seconds a move is
``5400+30``; 100 minutes for 40 moves, then 15 minutes, 30 seconds a move from move 1, is
``40/6000+30:900+30``. Two public readings of the grammar agree with this one: the
transcription of the format in echecsjs/trf (``SPEC.md``) and Sharly Chess's reader
(papi-web-org/papi-web, ``parse_time_control_trf25``); Otto Milvang's TieBreakServer
(``gacrux/trf2json.py``) keeps the text as it is.

The kind of play follows FIDE's Laws of Chess by the time each player has for 60 moves, the
time allotted plus 60 times any increment (Appendix A.1: a rapid game has "more than 10
minutes but less than 60 minutes for each player"; B.1: a blitz game "10 minutes or less";
60 minutes or more is standard play). For a control of several periods, the periods that
start within the first 60 moves give their time, and each of the 60 moves the increment of its
period; the last period lasts the rest of the game.
"""

from __future__ import annotations

import re
from enum import StrEnum
from fractions import Fraction
from typing import NamedTuple

__all__ = ["Play", "TimeControl", "TimePeriod", "play_for", "read_time_control"]

#: Appendices A.1 and B.1 count the time for this many moves.
MOVES_COUNTED = 60
#: Up to this many minutes for 60 moves a game is blitz (B.1) …
BLITZ_UP_TO = 10
#: … below this many, rapid (A.1); from it on, standard play.
STANDARD_FROM = 60
_PERIOD = re.compile(r"(?:(\d{1,3})/)?(\d{1,6})(?:\+(\d{1,4}))?")
_SIDES = re.compile(r"W(.+)-B(.+)")


class Play(StrEnum):
    """The kind of play: which of FIDE's three ratings an event's games count for."""

    STANDARD = "standard"
    RAPID = "rapid"
    BLITZ = "blitz"


class TimePeriod(NamedTuple):
    """Holds one period of a time control."""

    moves: int | None
    """The moves it is for; ``None``: the rest of the game."""
    seconds: int
    """The time it adds."""
    increment: int
    """Seconds added each move made in it."""


class TimeControl(NamedTuple):
    """Holds an encoded time control as read: each side's periods (the same for both, unless the
    file writes White's and Black's)."""

    written: str
    white: tuple[TimePeriod, ...]
    black: tuple[TimePeriod, ...]

    def seconds_for_60(self, side: tuple[TimePeriod, ...]) -> int:
        """Returns the time ``side`` has for 60 moves: each period begun within them, and 60
        increments, each that of its move's period."""
        total, moved = 0, 0
        for number, period in enumerate(side):
            if moved >= MOVES_COUNTED:
                break
            last = number == len(side) - 1
            moves = MOVES_COUNTED - moved if last or period.moves is None else min(
                period.moves, MOVES_COUNTED - moved)
            total += period.seconds + moves * period.increment
            moved += moves
        return total

    @property
    def play(self) -> Play | None:
        """The kind of play by the Laws' Appendices A and B; ``None`` where White's and
        Black's times fall into different kinds."""
        kinds = {play_for(Fraction(self.seconds_for_60(side), 60))
                 for side in (self.white, self.black)}
        return kinds.pop() if len(kinds) == 1 else None


def play_for(minutes: Fraction) -> Play:
    """Returns the kind of play of a game with ``minutes`` for 60 moves (Laws of Chess A.1, B.1)."""
    if minutes <= BLITZ_UP_TO:
        return Play.BLITZ
    return Play.RAPID if minutes < STANDARD_FROM else Play.STANDARD


def _periods(text: str) -> tuple[TimePeriod, ...] | None:
    periods = []
    for part in text.split(":"):
        found = _PERIOD.fullmatch(part.strip())
        if found is None:
            return None
        moves, seconds, increment = found.groups()
        periods.append(TimePeriod(int(moves) if moves else None, int(seconds),
                                  int(increment or 0)))
    return tuple(periods) if any(p.seconds or p.increment for p in periods) else None


def read_time_control(text: str) -> TimeControl | None:
    """Reads the time control a ``222`` line encodes (its text from column 5), blanks ignored;
    ``None`` where it is not one."""
    written = "".join(text.split())
    sides = _SIDES.fullmatch(written.upper())
    white = _periods(sides[1] if sides else written)
    black = _periods(sides[2]) if sides else white
    if white is None or black is None:
        return None
    return TimeControl(written, white, black)
