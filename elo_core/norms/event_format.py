"""Finds the event's format as its norms need it, and says why. The caller may give it; otherwise it
is read from the Tournament Report File (FIDE Handbook B.01, 1.4.1e–f, 1.4.2b, 1.4.3d, 1.4.5).

A round robin's norm uses every round (1.4.1e: "a norm cannot be based on 9 rounds in a
12-player round robin", the Qualification Commission), so a round robin checked as a Swiss can
show a norm B.01 forbids. The format is taken, first that says:

1. as given (the command line's ``--format``, the page's choice), which overrides the file;
2. from the ``092`` line ("type of tournament", TRF-16), free text that pairing programs fill
   in their own words (Swiss-Manager: ``Individual: Swiss-System``, ``Individual: Round
   robin``): a round robin where it names one (``round robin``, ``all-play-all``,
   ``Rundenturnier``, ``rondetoernooi``, ``toutes rondes``, ``Berger``), a double one where it
   also says ``double`` (``doppel``, ``dubbel``), a Swiss where it names one (``Swiss``,
   ``Schweizer``, ``Zwitsers``, ``suisse``);
3. from the pairings: where every player meets every other exactly once, a round robin; exactly
   twice, a double round robin (at least three players; a game forfeited counts as a meeting,
   as it was paired);
4. else a Swiss, the format most events are and B.01's rule for "other events".

A ``092`` line that names none of these (a knockout, a Scheveningen) says nothing, and the
pairings decide.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from enum import StrEnum
from typing import NamedTuple

from elo_core.norms.event_type import EventFormat
from elo_core.trf.records import Tournament, TrfPlayer

__all__ = ["FormatReading", "FormatSource", "read_format"]

_ROUND_ROBIN = re.compile(r"round[\s_-]*robin|all[\s_-]*play[\s_-]*all|rundenturnier|vollrundig"
                          r"|rondetoernooi|toutes[\s_-]*rondes|berger")
_DOUBLE = re.compile(r"double|doppel|dubbel")
_SWISS = re.compile(r"swiss|schweizer|zwitsers|suisse")
#: The fewest players whose meetings can say the event is a round robin.
_LEAST_PLAYERS = 3


class FormatSource(StrEnum):
    """Why the format is what it is."""

    GIVEN = "given"
    """The caller gave it (``--format``, the page's choice)."""
    TYPE_LINE = "type-line"
    """The file's ``092`` line names it."""
    PAIRINGS = "pairings"
    """Every player met every other once (round robin) or twice (double round robin)."""
    DEFAULT = "default"
    """Neither the caller nor the file says: a Swiss."""


class FormatReading(NamedTuple):
    """Records the format taken and why."""

    format: EventFormat
    source: FormatSource
    type_line: str
    """The ``092`` line as written, ``""`` where the file has none (whatever decided)."""
    meetings: int | None
    """How many times every player met every other, where all met all equally often (1 or
    2); ``None`` where they did not."""


def _named(type_line: str) -> EventFormat | None:
    """Returns the format the ``092`` text names, or ``None``."""
    text = type_line.lower()
    if _ROUND_ROBIN.search(text):
        return (EventFormat.DOUBLE_ROUND_ROBIN if _DOUBLE.search(text)
                else EventFormat.ROUND_ROBIN)
    return EventFormat.SWISS if _SWISS.search(text) else None


def _meetings(players: Sequence[TrfPlayer]) -> int | None:
    """Counts how many times every player met every other (each pairing with an opponent, a forfeit
    included), where it is the same for every pair; ``None`` otherwise."""
    ranks = {p.start_rank for p in players}
    if len(ranks) < _LEAST_PLAYERS:
        return None
    times: set[int] = set()
    for player in players:
        met = Counter(entry.opponent for entry in player.rounds if entry.opponent is not None)
        if met.keys() != ranks - {player.start_rank}:
            return None
        times.update(met.values())
        if len(times) > 1:
            return None
    return times.pop() if times else None


def read_format(tournament: Tournament, given: EventFormat | None = None) -> FormatReading:
    """Returns the format of ``tournament``'s norms: ``given`` where it is, else what the file says
    (see the module)."""
    type_line = tournament.event_type
    meetings = _meetings(tournament.players)
    if given is not None:
        return FormatReading(given, FormatSource.GIVEN, type_line, meetings)
    named = _named(type_line)
    if named is not None:
        return FormatReading(named, FormatSource.TYPE_LINE, type_line, meetings)
    by_meetings = {1: EventFormat.ROUND_ROBIN, 2: EventFormat.DOUBLE_ROUND_ROBIN}
    if meetings in by_meetings:
        return FormatReading(by_meetings[meetings], FormatSource.PAIRINGS, type_line, meetings)
    return FormatReading(EventFormat.SWISS, FormatSource.DEFAULT, type_line, meetings)
