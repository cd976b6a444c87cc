"""Reads the command line's arguments: every number in the range the pages accept, read without
``int()`` or ``float()`` of the whole text, so no argument, however long, can raise or stall.

Each type is an ``argparse`` type: a bad value is an error that names the flag (``argparse``
adds it) and says why, and the command exits with status 2 before anything is computed.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from datetime import date
from enum import StrEnum

from elo_core.ranges import RATING_MAX, RATING_MIN
from elo_core.readers.notation import parse_rating, parse_result, read_number
from elo_core.readers.problems import Problem


class InputError(Exception):
    """Reports bad input: each argument is one line for standard error, and the command exits with
    status 2."""


def _number(text: str) -> float:
    value = read_number(text)
    if value is None:
        raise argparse.ArgumentTypeError(f"{quoted(text)} is not a number")
    return value


def quoted(text: str) -> str:
    """Returns the text as an error quotes it: a long one cut short."""
    return repr(text if len(text) <= 20 else text[:20] + "…")


def values(kind: type[StrEnum]) -> list[str]:
    """Returns the values of ``kind`` in its order, as a flag's choices: the engine states them
    once, and argparse writes each in its usage and errors as a user types it."""
    return [member.value for member in kind]


def _shown(value: float) -> str:
    """Returns a bound as a message writes it: ``100,000``, ``0.001``."""
    return f"{value:,}" if float(value).is_integer() else f"{value:g}"


def in_range(low: float, high: float) -> Callable[[str], float]:
    """Reads a number from ``low`` to ``high`` (a decimal point or comma, no exponent)."""
    def parse(text: str) -> float:
        value = _number(text)
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(
                f"{quoted(text)} is outside {_shown(low)}–{_shown(high)}")
        return value
    return parse


def whole(low: int, high: int) -> Callable[[str], int]:
    """Reads a whole number from ``low`` to ``high``."""
    within = in_range(low, high)

    def parse(text: str) -> int:
        value = within(text)
        if not value.is_integer():
            raise argparse.ArgumentTypeError(f"{quoted(text)} is not a whole number")
        return int(value)
    return parse


def rating(text: str) -> float:
    """Reads a rating, ``RATING_MIN``–``RATING_MAX``, read as a game list's rating is."""
    value = parse_rating(text)
    if value is Problem.RATING_NOT_A_NUMBER:
        raise argparse.ArgumentTypeError(f"{quoted(text)} is not a rating")
    if isinstance(value, Problem):
        raise argparse.ArgumentTypeError(
            f"{quoted(text)} is outside the rating range {RATING_MIN}–{RATING_MAX}")
    return value


def k_or_fide(low: float, high: float) -> Callable[[str], float | str]:
    """Reads K from ``low`` to ``high``, or ``fide`` to derive it by FIDE's rule."""
    within = in_range(low, high)

    def parse(text: str) -> float | str:
        return "fide" if text.strip().lower() == "fide" else within(text)
    return parse


def result(text: str) -> float:
    """Reads a game's result for the player, as a game list writes it (``1``, ``½``, ``w``,
    ``loss``)."""
    read = parse_result(text)
    if read is None or read[1] is not None:
        raise argparse.ArgumentTypeError(f"unknown result {quoted(text)} (use 1, ½, 0, w/d/l)")
    return read[0]


def day(text: str) -> date:
    """Reads a day, ``YYYY-MM-DD``."""
    if len(text) <= 20:
        try:
            return date.fromisoformat(text.strip())
        except ValueError:
            pass
    raise argparse.ArgumentTypeError(f"{quoted(text)} is not a date (YYYY-MM-DD)")


def federation(text: str) -> str:
    """Reads a FIDE federation's code (:mod:`elo_core.federations`: ``GER``, ``FID``), read in
    capitals."""
    from elo_core.federations import read_federation  # for ``norms`` alone

    code = read_federation(text)
    if code is None:
        raise argparse.ArgumentTypeError(f"{quoted(text)} is not a FIDE federation's code "
                                         "(three letters as FIDE writes them: GER, NED, FID)")
    return code


def month(text: str) -> date:
    """Reads a month, ``YYYY-MM``, as its first day."""
    if len(text) <= 20:
        try:
            return date.fromisoformat(text.strip() + "-01")
        except ValueError:
            pass
    raise argparse.ArgumentTypeError(f"{quoted(text)} is not a month (YYYY-MM)")
