"""Rates the whole event by the DWZ: every player of a Tournament Report File rated by the German
Chess Federation's Wertungsordnung, from the national ratings the file carries (TRF-26's
National Rating Support records of ``GER``, :mod:`elo_core.trf.national`).

- The event is evaluated as a whole, against the DWZ before it (WO 2.2.2, 2.2.3): each player's
  games count against the opponents' DWZ as the file gives them, by the WO the event's last day
  picks (old up to 7 June 2026, new from 8 June 2026) or the one asked for
  (:mod:`elo_core.dwz.wo`); the last day is the file's end date, else its start, else today
  (:func:`elo_core.event.event_day`).
- Only games played over the board against an opponent with a DWZ count (WO 3.4.1.2; forfeits,
  WO 6.1); every other round keeps its reason, as the file's codes give it
  (:func:`elo_core.event.round_reason`: a forfeit, a bye, a game of less than one move, an
  opponent without a DWZ).
- A player with a DWZ is evaluated by :func:`~elo_core.dwz.evaluation.evaluate_dwz`, one
  without by :func:`~elo_core.dwz.first_dwz.first_dwz` from the games against opponents with a
  DWZ (the event's alone: a file holds no Restpartien, WO 3.4.2).
- A file writes no Index. It comes from the DSB's list (``listed``, by starting rank: found by
  the national number as ZPS and member, else by FIDE ID), or, where no list gives it, is
  taken as 6, the Index of a DWZ that came from another rating (WO 2.2.4), and said so. The
  year of birth is the player line's, else the national record's, else the list's; one after
  the event's year cannot give an age, and the player counts as over 25, as without one.
- A round's share of a change is 800 (S − P) / (E + n) under the old WO, K (S − P) under the
  new, P the game's P(D) to three decimals as the DSB's table gives it and rates by, before the
  new DWZ is rounded (and, new WO, lifted to 1100).

Not modelled (as in :mod:`elo_core.dwz`): opponents who get a first DWZ in the same event and
the WO's "Zusatzstufen".
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import date
from enum import StrEnum
from types import MappingProxyType
from typing import NamedTuple

from elo_core.dwz.evaluation import OTHER_RATING_INDEX, DwzEvaluation, evaluate_dwz
from elo_core.dwz.expectation import dwz_table_expected
from elo_core.dwz.first_dwz import FirstDwz, first_dwz
from elo_core.dwz.wo import WO, wo_for
from elo_core.event import event_day, round_reason
from elo_core.games import Colour, Game, NotRated
from elo_core.rating_list.dsb.lookups import dwz_for_players, dwz_list
from elo_core.rating_list.dsb.records import DwzList, DwzPlayer
from elo_core.rating_list.store import NoStore, RatingStore
from elo_core.trf.records import ResultCode, Tournament, TrfPlayer

__all__ = ["DWZ_FEDERATION", "DwzEventReport", "DwzFacts", "DwzResult", "DwzRound", "DwzTotals",
           "IndexFrom", "dwz_facts", "has_dwz", "listed_players", "rate_event_dwz"]

#: The federation whose national rating is the DWZ: the DSB's.
DWZ_FEDERATION = "GER"
#: Old WO: a change is 800 (W − We) / (E + n).
_OLD_WO_SCALE = 800


class IndexFrom(StrEnum):
    """Where a player's Index came from."""

    LIST = "list"
    """The DSB's list."""
    ASSUMED = "assumed"
    """Not known: taken as 6 (WO 2.2.4)."""


class DwzFacts(NamedTuple):
    """What a player is evaluated from."""

    dwz: int | None
    """The DWZ the file gives (``None``: none, a first DWZ is worked out)."""
    rating_index: int | None
    """The Index of ``dwz``; ``None`` without one (``index`` would hide the tuple's own
    method)."""
    index_from: IndexFrom | None
    birth_year: int | None
    """The one counted (``None``: over 25)."""
    born_from: str
    """``"file"`` (the player line), ``"national"`` (the national record), ``"list"``, or
    ``""``."""
    born_late: int | None
    """A year of birth after the event's year, which gives no age and is not counted."""
    listed: DwzPlayer | None
    """The DSB list's player, where found."""


class DwzRound(NamedTuple):
    """One round of a player, as the DWZ counts it."""

    round: int
    opponent: int | None
    opponent_name: str
    opponent_dwz: int | None
    colour: Colour | None
    code: ResultCode | None
    score: float | None
    """The points the round gives in the standings."""
    rated: bool
    not_rated: NotRated | None
    difference: float | None
    """D, the player's DWZ minus the opponent's, for a rated game of a player with a DWZ."""
    expected: float | None
    """P(D) to three decimals, as the DSB's table gives it."""
    change: float | None
    """The game's share of the change."""


class DwzResult(NamedTuple):
    """Holds one player's event by the DWZ: an evaluation (a player with a DWZ) or a first DWZ."""

    player: TrfPlayer
    facts: DwzFacts
    evaluation: DwzEvaluation | None
    first: FirstDwz | None
    rounds: tuple[DwzRound, ...]

    @property
    def new_rating(self) -> int | None:
        """The DWZ after the event: the new one, the old one where no game was rated, the
        first one; ``None`` where a player without a DWZ gets none yet."""
        if self.evaluation is not None:
            return self.evaluation.new_rating
        return None if self.first is None else self.first.rating

    @property
    def change(self) -> int | None:
        """The new DWZ minus the old; ``None`` without a DWZ before."""
        return None if self.evaluation is None else self.evaluation.rounded_change


class DwzTotals(NamedTuple):
    """Adds up the whole event's WO and what its players come to by the DWZ."""

    last_day: date
    wo: WO
    wo_requested: bool
    players: int
    with_dwz: int
    """Players the file gives a DWZ."""
    evaluated: int
    """Of them, those with a rated game."""
    first_dwz: int
    """Players who get a first DWZ."""
    games_rated: int
    """Games rated for at least one of their players, each game once."""
    sum_of_changes: int
    """The sum of the (whole) changes."""
    index_assumed: int
    """Players with a DWZ whose Index no list gave."""


class DwzEventReport(NamedTuple):
    """Holds the whole event by the DWZ: every player, and the totals."""

    tournament: Tournament
    players: tuple[DwzResult, ...]
    totals: DwzTotals


def has_dwz(tournament: Tournament, federation: str = DWZ_FEDERATION) -> bool:
    """Checks whether the file gives any player a national rating of ``federation``."""
    return any(p.national_rating(federation) is not None for p in tournament.players)


def listed_players(tournament: Tournament, store: RatingStore,
                   federation: str = DWZ_FEDERATION
                   ) -> tuple[dict[int, DwzPlayer], DwzList | None]:
    """Finds the DSB list's player of each of ``tournament``'s players found on the store's DWZ
    list (by the national number, else the FIDE ID:
    :func:`~elo_core.rating_list.dsb.lookups.dwz_for_players`), and the list; none where the
    store holds no DWZ list."""
    try:
        loaded = dwz_list(store)
        if loaded is None:
            return {}, None
        wanted = {}
        for player in tournament.players:
            national = player.national_rating(federation)
            fide_id = player.fide_id.strip()
            wanted[player.start_rank] = (
                "" if national is None else national.national_id,
                int(fide_id) if fide_id.isdigit() and int(fide_id) else None,
                None if national is None else national.rating)
        return dwz_for_players(store, wanted), loaded
    except NoStore:
        return {}, None


def _birth_year(player: TrfPlayer, listed: DwzPlayer | None, federation: str
                ) -> tuple[int | None, str]:
    national = player.national_rating(federation)
    for year, source in ((player.birth_year, "file"),
                         (None if national is None else national.birth_year, "national"),
                         (None if listed is None else listed.birth_year, "list")):
        if year is not None:
            return year, source
    return None, ""


def dwz_facts(player: TrfPlayer, listed: DwzPlayer | None, year: int,
              federation: str = DWZ_FEDERATION) -> DwzFacts:
    """Returns what ``player`` is evaluated from in an event ending in ``year``: the file's DWZ, the
    Index and a missing year of birth from ``listed`` (see the module)."""
    national = player.national_rating(federation)
    dwz = None if national is None else national.rating
    index = None if listed is None else listed.index
    born, source = _birth_year(player, listed, federation)
    late = born if born is not None and born > year else None
    if dwz is None:
        index_from = None
    else:
        index_from = IndexFrom.ASSUMED if index is None else IndexFrom.LIST
        index = OTHER_RATING_INDEX if index is None else index
    return DwzFacts(dwz, None if dwz is None else index, index_from,
                    None if late is not None else born, source, late, listed)


def _with_dwz(tournament: Tournament, federation: str) -> dict[int, TrfPlayer]:
    """Returns every player by starting rank, with the DWZ as the rating a round is rated
    against."""
    return {p.start_rank: p._replace(rating=None if (n := p.national_rating(federation)) is None
                                     else n.rating)
            for p in tournament.players}


def _rate(player: TrfPlayer, facts: DwzFacts, by_rank: Mapping[int, TrfPlayer],
          last_day: date, wo: WO | None) -> DwzResult:
    """Rates one player: their evaluation or first DWZ, and each round with why it is not
    rated."""
    me = player.start_rank
    reasons: dict[int, NotRated] = {}
    counted: dict[int, Game] = {}
    for index, entry in enumerate(player.rounds):
        opponent = by_rank.get(entry.opponent) if entry.opponent is not None else None
        reason = round_reason(entry, me, opponent)
        if reason is None and opponent is not None and opponent.rating is not None:
            score = entry.code.rating_score if entry.code is not None else 0.0
            counted[index] = Game(opponent.rating, score, opponent.name, colour=entry.colour,
                                  line=player.line)
        else:
            reasons[index] = reason or NotRated.NOT_READ
    evaluation = first = None
    views: dict[int, tuple[float, float, float]] = {}
    if facts.dwz is None or facts.rating_index is None:
        first = first_dwz(list(counted.values()), last_day, wo)
    else:
        evaluation = evaluate_dwz(facts.dwz, facts.rating_index, list(counted.values()),
                                  last_day, facts.birth_year, wo)
        scale: float = (_OLD_WO_SCALE / (evaluation.e.e + evaluation.games.n)
                        if evaluation.e is not None
                        else evaluation.k.k if evaluation.k is not None else 0.0)
        for index, row in zip(counted, evaluation.games.rows, strict=True):
            if row.difference is not None:
                table = dwz_table_expected(row.difference)
                views[index] = (row.difference, table, scale * (row.game.score - table))
    rounds = []
    for index, entry in enumerate(player.rounds):
        opponent = by_rank.get(entry.opponent) if entry.opponent is not None else None
        view = views.get(index)
        rounds.append(DwzRound(
            entry.round, entry.opponent, opponent.name if opponent else "",
            opponent.rating if opponent else None, entry.colour, entry.code, entry.score,
            index in counted, reasons.get(index), *(view or (None, None, None))))
    return DwzResult(player, facts, evaluation, first, tuple(rounds))


#: No player found on a list.
_NONE_LISTED: Mapping[int, DwzPlayer] = MappingProxyType({})


def rate_event_dwz(tournament: Tournament, wo: WO | None = None,
                   listed: Mapping[int, DwzPlayer] = _NONE_LISTED,
                   federation: str = DWZ_FEDERATION) -> DwzEventReport:
    """Rates every player of ``tournament`` by the DWZ (see the module), by the WO its last day
    picks or by ``wo``. ``listed`` holds the DSB list's player of each starting rank found
    there. It never raises for a tournament that :func:`~elo_core.trf.reader.read_trf` read."""
    last_day = event_day(tournament)
    by_rank = _with_dwz(tournament, federation)
    results = tuple(
        _rate(player, dwz_facts(player, listed.get(player.start_rank), last_day.year,
                                federation), by_rank, last_day, wo)
        for player in tournament.players)
    rated = [r for r in results if r.evaluation is not None]
    rounds = {(r.player.start_rank, g.round): g.opponent for r in results for g in r.rounds
              if g.rated and r.evaluation is not None}
    games = sum(1 for (rank, rnd), opponent in rounds.items()
                if not (opponent is not None and opponent < rank
                        and rounds.get((opponent, rnd)) == rank))
    return DwzEventReport(tournament, results, DwzTotals(
        last_day, wo or wo_for(last_day), wo is not None, len(results), len(rated),
        sum(1 for r in rated if r.evaluation is not None and r.evaluation.evaluated),
        sum(1 for r in results if r.first is not None and r.first.rating is not None),
        games, sum(r.change or 0 for r in rated),
        sum(1 for r in rated if r.facts.index_from is IndexFrom.ASSUMED)))
