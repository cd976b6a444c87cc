"""Gathers one player's norm report as facts: what FIDE's certificate of a title result (form IT1)
asks for and a Tournament Report File holds, beside every title checked (FIDE Handbook B.01).

- The event: name (``012``), place (``022``), dates (``042``, ``052``), the registering
  federation (``032``, else the one given), the chief arbiter with their FIDE ID (``102``), the
  deputies (``112``), the rate of play (``122``), the rounds and each one's date (``132``), the
  pairing system and why it is the one taken (given, or read from the file:
  :mod:`~elo_core.norms.event_format`), and what else a TRF cannot say
  (:class:`~elo_core.norms.event_type.NormSettings`).
- The ratings: the file's, which are those of the list in force at the start (1.4.6a; FIDE
  publishes a list on the first of each month, so the start's month names it), and the list the
  players were held against, where one was (a page holds them against the list it has loaded).
- The field: the players, the rated players, those of another FIDE federation than the
  registering one (``FID`` is none, 1.4.2a), every federation with its players, and what is
  written for a federation but is no FIDE federation's code (:mod:`elo_core.federations`),
  named, as it counts for nothing; for a Swiss, 1.4.3d's counts in each round.
- The player (name, title, FIDE ID, federation, rating, birth date: a day where the file
  writes one, which the report writes as the language writes a day) and each round: its date,
  colour, opponent (name, title, federation, rating, FIDE ID), result and whether it counts.
- The norms: every title checked (:func:`~elo_core.norms.event_norms.player_norms`), the norms
  made first (:attr:`NormReport.checks`), and of the first, the opponents counted by title and
  by federation.

Nothing is text in a language here: :mod:`~elo_core.norms.report.html` writes the report.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Collection, Iterable
from datetime import date
from typing import NamedTuple

from elo_core.dates import read_date
from elo_core.federations import FIDE_FLAG, read_federation
from elo_core.games import Colour
from elo_core.norms.check import NormCheck
from elo_core.norms.event_format import FormatReading
from elo_core.norms.event_norms import NormField, PlayerNorms, player_norms
from elo_core.norms.event_type import NormSettings
from elo_core.norms.exemptions import SwissField
from elo_core.norms.titles import NormTitle
from elo_core.titles import Title
from elo_core.trf.records import Arbiter, TrfPlayer

__all__ = ["EventFacts", "FieldFacts", "ListUsed", "NormReport", "Person", "ReportRound",
           "norm_report"]

#: The titles in the order FIDE's list writes them, highest first; ``""`` for none.
TITLE_ORDER = (*(t.value for t in Title), "")
#: A birth date that gives its year alone: ``1990``, or TRF-16's ``1990/00/00``.
_YEAR_ALONE = re.compile(r"([0-9]{4})(?:[-./]0{1,2}[-./]0{1,2})?")


class Person(NamedTuple):
    """A player as the report names them: the title as read (:mod:`elo_core.titles`), the rest
    as the file writes it."""

    name: str
    title: str
    federation: str
    rating: int | None
    fide_id: str


def person(player: TrfPlayer) -> Person:
    """Names ``player`` as the report names them."""
    return Person(player.name, player.title, player.federation.strip(), player.rating,
                  player.fide_id.strip())


class ReportRound(NamedTuple):
    """Holds one of the player's rounds."""

    round: int
    date: date | None
    """By the file's ``132`` line; ``None`` where it gives none."""
    colour: Colour | None
    opponent: Person | None
    """``None`` for a bye, or an opponent without a player line."""
    result: str
    """The code as the TRF writes it (``1``, ``=``, ``0``, ``+``, ``-``, ``U``, …)."""
    counted: bool
    """A game the norms count (1.4.2)."""


class EventFacts(NamedTuple):
    """Holds the event as the report heads it."""

    name: str
    city: str
    host: str
    """The registering federation: the TRF's ``032``, else the one given; ``""`` for none."""
    start: date | None
    end: date | None
    chief_arbiter: Arbiter | None
    deputy_arbiters: tuple[Arbiter, ...]
    rate_of_play: str
    rounds: int
    settings: NormSettings
    """The pairing system and what else the norms were checked with."""
    format_reading: FormatReading
    """Why the pairing system is the one taken: given, or read from the file."""


class FieldFacts(NamedTuple):
    """Counts who played, as the certificate asks."""

    players: int
    rated: int
    foreign: int | None
    """Players of a FIDE federation other than the registering one (not ``FID``, 1.4.2a);
    ``None`` where no registering federation is known."""
    federations: tuple[tuple[str, int], ...]
    """Every FIDE federation and its players, the most first."""
    unknown_federations: tuple[tuple[str, int], ...]
    """What is written for a federation but is no FIDE federation's code, as written, and its
    players, the most first: it counts for nothing."""
    swiss: SwissField | None
    """1.4.3d's counts in each round and their least, for a Swiss with a registering
    federation."""


class ListUsed(NamedTuple):
    """A FIDE list the players were held against: its month and kind (``standard``,
    ``rapid``, ``blitz``)."""

    month: date
    kind: str


class NormReport(NamedTuple):
    """Holds one player's norm report."""

    event: EventFacts
    field: FieldFacts
    list_in_force: date | None
    """The month of FIDE's list in force at the start (1.4.6a): the start's month."""
    held_against: ListUsed | None
    player: Person
    birth: date | str
    """The birth date: the day, where the file writes a whole one (TRF-16's ``YYYY/MM/DD``,
    :func:`_born`), else as written."""
    rounds: tuple[ReportRound, ...]
    norms: PlayerNorms

    @property
    def checks(self) -> tuple[NormCheck, ...]:
        """The titles checked, the norms made first, each part highest title first."""
        return tuple(sorted(self.norms.checks, key=lambda check: not check.achieved))

    def by_title(self, check: NormCheck) -> tuple[tuple[str, int], ...]:
        """Counts the opponents of the games ``check`` judged, by title in :data:`TITLE_ORDER`."""
        counts = Counter(game.title for game in check.judged.games)
        return tuple((title, counts[title]) for title in TITLE_ORDER if counts[title])

    def by_federation(self, check: NormCheck) -> tuple[tuple[str, int], ...]:
        """Counts the opponents of the games ``check`` judged, by federation, the most first."""
        return _most_first(game.federation for game in check.judged.games)


def _most_first(federations: Iterable[str]) -> tuple[tuple[str, int], ...]:
    """Counts each federation of ``federations`` (none for ``""``) and how often it is there, the
    most first."""
    counts = Counter(f for f in federations if f)
    return tuple(sorted(counts.items(), key=lambda item: (-item[1], item[0])))


def _born(written: str) -> date | str:
    """Writes a birth date as the report gives it: the day where ``written`` is one
    (:func:`elo_core.dates.read_date`: ``2001/02/03``, ``03.02.2001``), the year alone where it
    gives no more (``1990``, ``1990/00/00``), else as written (``""`` for none)."""
    written = written.strip()
    day = read_date(written)
    if isinstance(day, date):
        return day
    year = _YEAR_ALONE.fullmatch(written)
    return written if year is None else year[1]


def _field(norm_field: NormField) -> FieldFacts:
    players, host = norm_field.tournament.players, norm_field.host
    read = [read_federation(p.federation) for p in players]
    foreign = None if not host else sum(f not in (None, host, FIDE_FLAG) for f in read)
    unknown = (p.federation.strip() for p, f in zip(players, read, strict=True) if f is None)
    return FieldFacts(len(players), sum(1 for p in players if p.rating), foreign,
                      _most_first(f for f in read if f), _most_first(unknown), norm_field.swiss)


def _rounds(norm_field: NormField, player: TrfPlayer,
            norms: PlayerNorms) -> tuple[ReportRound, ...]:
    dates, by_rank = norm_field.tournament.round_dates, norm_field.by_rank
    counted = {game.round for game in norms.record.games}
    rounds = []
    for entry in player.rounds:
        other = by_rank.get(entry.opponent) if entry.opponent is not None else None
        rounds.append(ReportRound(
            entry.round, dates[entry.round - 1] if entry.round <= len(dates) else None,
            entry.colour, None if other is None else person(other),
            "" if entry.code is None else entry.code.value, entry.round in counted))
    return tuple(rounds)


def norm_report(norm_field: NormField, start_rank: int, held_against: ListUsed | None = None,
                titles: Collection[NormTitle] | None = None) -> NormReport:
    """Builds the report of the player with ``start_rank``, and raises :class:`KeyError` where there
    is none. It checks each of ``titles`` for them (by default the titles above the one they hold,
    :func:`~elo_core.norms.event_norms.titles_checked`, as a title application asks for one of
    those). ``held_against`` is the list the event's players were held against, if they were."""
    tournament = norm_field.tournament
    player = norm_field.by_rank[start_rank]
    norms = player_norms(norm_field, start_rank, titles)
    event = EventFacts(tournament.name, tournament.city, norm_field.host, tournament.start,
                       tournament.end, tournament.chief_arbiter, tournament.deputy_arbiters,
                       tournament.rate_of_play, tournament.rounds, norm_field.settings,
                       norm_field.format_reading)
    in_force = None if tournament.start is None else tournament.start.replace(day=1)
    return NormReport(event, _field(norm_field), in_force, held_against, person(player),
                      _born(player.birth), _rounds(norm_field, player, norms), norms)
