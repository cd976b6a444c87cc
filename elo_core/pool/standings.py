"""Holds a season rated: every member's standing, every game with each side's change, and each
member's history, as :func:`~elo_core.pool.rating.rate_season` gives them.

What a system computes it writes into a :class:`Ledger` as it goes: each member's rating, games
and points, the sums of their performance, and, unless asked not to (a national pool's summary),
each game's change for both sides and each step of a history, packed in :mod:`array` columns
(32 bytes a game, 47 a step) rather than as an object each. :class:`SeasonRating` gives them
back as records one at a time: :class:`Standing`, :class:`GameChange`, :class:`Step`.

- The change over the season is the final rating minus the one the member started from: the
  start list's, or the first rating the season gave (a member still unrated has none).
- The performance is FIDE's Rp (Title Regulations B.01 §1.4.7–1.4.9, :func:`~elo_core.elo
  .performance.fide_rp`) of the games played over the board against a rated opponent, each
  against the rating it was computed against, in every system, so that systems compare.
- A first event without a point is disregarded for a first rating (FIDE B.02 §8.2; classic
  Elo takes FIDE's first rating): its games are the member's ``disregarded``, counted neither
  in ``games`` nor in the performance, and marked in each game's change
  (:attr:`GameChange.white_disregarded`). The DWZ has no such rule: a first evaluation without
  a point gives no first DWZ, and its games count on towards the next try (WO 3.4.2).
- The ranks are by rating, highest first, an equal rating an equal rank (1, 2, 2, 4); a member
  without a rating has no rank and is listed after those with one, in the season's order.
- FIDE's months with K by §8.3.3 say each member's K and what it rests on
  (:class:`~elo_core.elo.kfactor.KFound`: the facts, the list's K, or a K assumed, with the
  facts missing): each month's on its step, the last month's and the first that did not rest
  on the facts alone on the standing.
"""

from __future__ import annotations

import math
from array import array
from collections.abc import Callable, Iterator
from datetime import date
from enum import IntEnum, StrEnum
from typing import TYPE_CHECKING, NamedTuple

from elo_core.elo.first_rating import LeftOutReason
from elo_core.elo.kfactor import KBasis, KFound
from elo_core.elo.performance import fide_rp
from elo_core.games import Game
from elo_core.pool.problems import SeasonError
from elo_core.pool.records import WHITE_SCORES, Season, SeasonGame

if TYPE_CHECKING:
    from elo_core.dwz.first_dwz import FirstDwz
    from elo_core.elo.first_rating import FirstRating
    from elo_core.elo.rules import RuleSet

__all__ = ["GameChange", "SeasonRating", "Standing", "Step", "System"]

_NONE = math.nan


class System(StrEnum):
    """The rating systems a season can be rated by."""

    ELO = "elo"
    """Classic Elo, game by game in date order, one K (the logistic formula, no rounding)."""
    FIDE = "fide"
    """FIDE B.02: calendar months as rating periods, against the list in force, table 8.1.2
    and the 400-point rule, K by §8.3.3 or one K, the change rounded once a month."""
    DWZ = "dwz"
    """The German DWZ: event by event in the order of their last day, by the DSB's WO."""
    GLICKO2 = "glicko2"
    """Glicko-2 as Lichess rates: game by game, new members at 1500 / 500 / 0.09."""


class StepKind(IntEnum):
    """Names what moved a rating: one game, a month, an event, a first rating published, or the
    DSB's one-time raise of 7 June 2026 (:func:`~elo_core.dwz.wo.raised_2026`)."""

    GAME = 0
    MONTH = 1
    EVENT = 2
    FIRST = 3
    RAISE_2026 = 4

    @property
    def written(self) -> str:
        """The kind as the JSON writes it: ``game``, ``month``, ``event``, ``first``,
        ``raise-2026``."""
        return self.name.lower().replace("_", "-")


class Step(NamedTuple):
    """Records one move of a member's rating: after a game (Elo, Glicko-2), a month (FIDE) or an
    event (DWZ), a first rating published, or the DWZ's raise of 7 June 2026."""

    day: date
    """The game's day, the month's last day, the event's last day, the raise's day."""
    rating: float
    """The rating after it."""
    change: float | None
    """What it changed (FIDE: the month's rounded change; the raise: the raised DWZ minus
    the DWZ before); ``None`` for a first rating."""
    games: int
    """The rated games it counts (for a first rating: the games it was made of; the raise:
    none)."""
    game: int | None
    """The game that moved it (Elo, Glicko-2), its number in the rating order."""
    month: str | None
    """FIDE: the rating period, ``2025-03``."""
    event: int | None
    """DWZ: the event, its number in :attr:`Season.events`."""
    first: bool
    """A first rating was published."""
    kind: StepKind
    """What made the step."""
    k: float | None = None
    """FIDE: the K the month's change was made with (after K × n ≤ 700); ``None`` for the
    other systems and steps."""
    k_found: KFound | None = None
    """FIDE with K by §8.3.3: the month's K as §8.3.3 gave it, and what it rests on."""


class GameChange(NamedTuple):
    """Holds one game with each side's change; ``None`` where it was not rated for that side."""

    game: SeasonGame
    white_before: float | None
    """The rating White's side was computed against: before the game (Elo, Glicko-2), at the
    month's start (FIDE), before the event (DWZ); ``None`` for a member without one."""
    white_change: float | None
    """White's change from this game: K × (S − E) (FIDE: with the month's K, unrounded; DWZ:
    the game's share of the event's change, 800 (S − P) / (E + n) or K (S − P)); Glicko-2:
    the rating after minus before."""
    black_before: float | None
    black_change: float | None
    white_disregarded: bool = False
    """White's game of a first event without a point, disregarded (FIDE B.02 §8.2)."""
    black_disregarded: bool = False


class Standing(NamedTuple):
    """Holds a member at the season's end."""

    member: int
    """The member's number in :attr:`Season.members`."""
    name: str
    start_rating: float | None
    """The start list's rating (Glicko-2: ``None`` also for a member who starts at Lichess's
    1500)."""
    rating: float | None
    """The rating at the end; ``None`` while unrated."""
    games: int
    """Games played over the board (forfeits are not), but for those ``disregarded``."""
    disregarded: int
    """Games of a first event without a point, disregarded for a first rating (FIDE B.02
    §8.2): not in ``games``, nor in the performance."""
    rated_games: int
    """Games that moved the rating (those towards a first rating are not)."""
    points: float
    """Points in the games played over the board."""
    change: float | None
    """The rating minus the start list's, or minus the first rating the season gave."""
    performance: int | None
    """FIDE's Rp of the games against rated opponents; ``None`` without one."""
    rank: int | None
    first_rating_day: date | None
    """The day a first rating was published in the season."""
    first_rating: FirstRating | FirstDwz | None
    """For a member who started unrated (FIDE, Elo, DWZ): the first rating published, or the
    last try and why it gave none."""
    rd: float | None
    """Glicko-2: the rating deviation at the end."""
    volatility: float | None
    dwz_index: int | None
    """DWZ: the Index at the end."""
    k: KFound | None = None
    """FIDE with K by §8.3.3: the K of the member's last month with a rated game, and what it
    rests on; ``None`` without one, and in the other systems."""
    k_unsure: KFound | None = None
    """The K of the first of the member's months whose K the facts known did not decide (the
    list's K or the K assumed, :class:`~elo_core.elo.kfactor.KBasis`); ``None``: none."""


class StepColumns(NamedTuple):
    """The steps of the histories that are not single games, packed: one entry a step."""

    members: array[int]
    days: array[int]
    ratings: array[float]
    changes: array[float]
    """NaN for a first rating."""
    games: array[int]
    kinds: array[int]
    references: array[int]
    """The game, the month's first day (an ordinal) or the event the step refers to."""
    positions: array[int]
    """The last game before the step, for its place among the member's games."""
    ks: array[float]
    """FIDE: the K the month's change was made with; NaN for none."""
    k_found: array[int]
    """FIDE with K by §8.3.3: the month's :class:`~elo_core.elo.kfactor.KFound`, a position in
    :attr:`Ledger.k_found`; −1 for none."""


class Ledger:
    """What a system writes as it rates a season: per member, the rating (``None`` while
    unrated) and the counts; per game (where ``keep``), each side's rating before and change;
    and the steps that are not single games.

    A system adds up ``opponents`` (the ratings each member's games were computed against);
    the games played over the board and their points are counted once for every system, when
    the season is rated (:meth:`result`). The games that are not rated, or count towards a first
    rating, are the few, and only they are counted apart (:meth:`exclude`,
    :meth:`towards_first`): the rated games and the performance's are the rest."""

    __slots__ = ("base", "birth_years", "black_before", "black_change", "dwz_index",
                 "excluded_games", "excluded_points", "first", "first_day", "games", "k_found",
                 "k_last", "k_unsure", "keep", "notes", "opponents", "points", "rating", "rd",
                 "season", "step_columns", "towards", "volatility", "white_before",
                 "white_change")

    def __init__(self, season: Season, keep: bool, ratings: list[float | None]) -> None:
        count = len(season.members)
        self.season, self.keep = season, keep
        self.rating = ratings
        self.base = list(ratings)
        self.birth_years = [None if e is None else e.birth_year for e in season.starts]
        self.games, self.points, self.opponents = [0] * count, [0.0] * count, [0.0] * count
        #: Games over the board that neither move the rating nor count towards a first one
        #: (against an opponent without a rating, rapid's 600-point gap), and their points.
        self.excluded_games, self.excluded_points = [0] * count, [0.0] * count
        #: Games towards a first rating.
        self.towards = [0] * count
        self.first: dict[int, FirstRating | FirstDwz] = {}
        self.first_day: dict[int, int] = {}
        self.rd: list[float] | None = None
        self.volatility: list[float] | None = None
        self.dwz_index: list[int] | None = None
        #: Each game's ratings before and changes, NaN where there is none (unrated, or not
        #: rated for that side); empty unless ``keep``.
        unset = array("d", [_NONE]) * (len(season) if keep else 0)
        self.white_before, self.white_change = array("d", unset), array("d", unset)
        self.black_before, self.black_change = array("d", unset), array("d", unset)
        self.notes: list[SeasonError] = []
        self.step_columns = StepColumns(array("i"), array("i"), array("d"), array("d"),
                                        array("i"), array("b"), array("i"), array("i"),
                                        array("d"), array("h"))
        #: FIDE with K by §8.3.3: each K found once (few differ), the steps point to them; each
        #: member's last month's and first not decided by the facts.
        self.k_found: dict[KFound, int] = {}
        self.k_last: list[KFound | None] = [None] * count
        self.k_unsure: list[KFound | None] = [None] * count

    def step(self, member: int, day: int, rating: float, change: float | None, games: int,
             kind: StepKind, reference: int, position: int, k: float | None = None,
             found: KFound | None = None) -> None:
        """Records a step of ``member``'s history that is not a single game (kept only with
        ``keep``); FIDE's month with the K its change was made with, and §8.3.3's ``found`` (which
        the member's standing keeps too)."""
        if found is not None:
            self.k_last[member] = found
            if found.basis is not KBasis.FACTS and self.k_unsure[member] is None:
                self.k_unsure[member] = found
        if self.keep:
            columns = self.step_columns
            columns.members.append(member)
            columns.days.append(day)
            columns.ratings.append(rating)
            columns.changes.append(_NONE if change is None else change)
            columns.games.append(games)
            columns.kinds.append(kind)
            columns.references.append(reference)
            columns.positions.append(position)
            columns.ks.append(_NONE if k is None else k)
            columns.k_found.append(-1 if found is None
                                   else self.k_found.setdefault(found, len(self.k_found)))

    def exclude(self, member: int, score: float) -> None:
        """Counts a game of ``member``'s, scored ``score``, that is neither rated nor counts towards
        a first rating (its ``games`` and ``points`` are counted)."""
        self.excluded_games[member] += 1
        self.excluded_points[member] += score

    def counted_towards(self, member: int, opponent_rating: float) -> None:
        """Counts a game of ``member``'s towards a first rating, against ``opponent_rating``: in the
        performance, not a rated game."""
        self.towards[member] += 1
        self.opponents[member] += opponent_rating

    def towards_first(self, pending: dict[int, list[Game]], number: int, member: int,
                      opponent: int, opponent_rating: float, score: float) -> list[Game]:
        """Counts game ``number`` of an unrated ``member`` against a rated ``opponent`` (rated
        ``opponent_rating`` as the game counts it), towards the member's first rating: counted for
        the performance and added, dated, to the member's ``pending`` games, which are returned."""
        self.counted_towards(member, opponent_rating)
        season = self.season
        games = pending.setdefault(member, [])
        games.append(Game(opponent_rating, score, season.members[opponent],
                          line=season.lines[number],
                          date=date.fromordinal(season.days[number]).isoformat()))
        return games

    def one_unrated(self, pending: dict[int, list[Game]], number: int, white: int, black: int,
                    score: float) -> list[int]:
        """Counts game ``number`` (White scored ``score``) where one side or both have no rating.
        For a member without one against a rated opponent it counts towards a first rating
        (:meth:`towards_first`); otherwise it is neither rated nor counted (:meth:`exclude`). With
        ``keep``, the ratings the sides had are kept. Returns the members it counts towards a first
        rating for."""
        rating, towards = self.rating, []
        for member, opponent, own in ((white, black, score), (black, white, 1.0 - score)):
            opponent_rating = rating[opponent]
            if rating[member] is None and opponent_rating is not None:
                self.towards_first(pending, number, member, opponent, opponent_rating, own)
                towards.append(member)
            else:
                self.exclude(member, own)
        if self.keep:
            self.before(number, rating[white], rating[black])
        return towards

    def before(self, number: int, white: float | None, black: float | None) -> None:
        """Returns game ``number``'s ratings before, where a side had one."""
        if white is not None:
            self.white_before[number] = white
        if black is not None:
            self.black_before[number] = black

    def published(self, member: int, day: int, first: FirstRating | FirstDwz, games: int,
                  position: int, reference: int) -> None:
        """Tries ``first``, made of ``games`` games, for ``member`` on ``day`` after game
        ``position`` (``reference``: the game, the month's first day or the event, as a step of the
        system refers to): its rating, where it gives one, is the member's from now on."""
        self.first[member] = first
        rating = first.rating
        if rating is None:
            return
        self.rating[member] = self.base[member] = rating
        self.first_day[member] = day
        self.step(member, day, rating, None, games, StepKind.FIRST, reference, position)

    def still_unrated(self, attempt: Callable[[int], FirstRating | FirstDwz]) -> None:
        """Records, for each member without a rating at the season's end and no first rating tried
        (never played a rated opponent, or fewer games than a try needs), what ``attempt`` says of
        the member's games so far: why there is no first rating yet."""
        for member, rating in enumerate(self.rating):
            if rating is None and member not in self.first:
                self.first[member] = attempt(member)

    def result(self, system: System, k: float | None, rules: RuleSet | None,
               k_assumed: float | None = None) -> SeasonRating:
        """Returns the season rated, each member's games over the board and points counted."""
        games, points, scores = self.games, self.points, WHITE_SCORES
        for white, black, outcome in zip(self.season.whites, self.season.blacks,
                                         self.season.outcomes, strict=True):
            score = scores[outcome]
            if score is not None:
                games[white] += 1
                games[black] += 1
                points[white] += score
                points[black] += 1.0 - score
        return SeasonRating(self, system, k, rules, k_assumed)


def _value(number: float) -> float | None:
    return None if number != number else number


class SeasonRating:
    """Holds a season rated by one system: :attr:`standings` by member, :meth:`ranking`,
    :meth:`history`, :meth:`games` and :meth:`game`."""

    def __init__(self, ledger: Ledger, system: System, k: float | None,
                 rules: RuleSet | None, k_assumed: float | None = None) -> None:
        self.season = ledger.season
        self.system = system
        self.k = k
        """The one K (Elo, FIDE with one K); ``None`` for K by §8.3.3, the DWZ and Glicko-2."""
        self.k_assumed = k_assumed
        """FIDE with K by §8.3.3: the K assumed where a member's facts do not decide it and no
        list gives one (:data:`~elo_core.elo.kfactor.ASSUMED_K` unless asked otherwise)."""
        self.rules = rules
        """FIDE's rule set (the 400-point rule, the table, rapid's 600-point rule)."""
        self.kept_games = ledger.keep
        """Each game's change and each step were kept (else only the standings)."""
        self._ledger = ledger
        self.notes = tuple(ledger.notes)
        """What the rating found to say about the season's data (a member born after an event
        the DWZ evaluates), as the reading's problems are said."""
        #: Each member with a first event without a point: its days, as ordinals.
        self._disregarded_days: dict[int, frozenset[int]] = {}
        self.standings = tuple(self._standings(ledger))
        self._by_member: list[array[int]] | None = None
        self._steps_of: list[array[int]] | None = None

    def _standings(self, ledger: Ledger) -> Iterator[Standing]:
        season = self.season
        ranks = _ranks(ledger.rating)
        for member, name in enumerate(season.members):
            start = season.starts[member]
            rating, base = ledger.rating[member], ledger.base[member]
            played, points = ledger.games[member], ledger.points[member]
            first = ledger.first.get(member)
            out = [left for left in getattr(first, "left_out", ())
                   if left.reason is LeftOutReason.FIRST_EVENT_ZERO]
            if out:
                self._disregarded_days[member] = frozenset(left.day.toordinal()
                                                           for left in out)
            games = played - ledger.excluded_games[member] - len(out)
            opponents = ledger.opponents[member] - sum(left.game.opponent_rating or 0.0
                                                       for left in out)
            day = ledger.first_day.get(member)
            yield Standing(
                member, name, None if start is None else start.rating, rating,
                played - len(out), len(out), games + len(out) - ledger.towards[member], points,
                None if rating is None or base is None else rating - base,
                fide_rp(games, points - ledger.excluded_points[member], opponents)
                if games else None,
                ranks.get(member), None if day is None else date.fromordinal(day), first,
                None if ledger.rd is None else ledger.rd[member],
                None if ledger.volatility is None else ledger.volatility[member],
                None if ledger.dwz_index is None or rating is None
                else ledger.dwz_index[member], ledger.k_last[member], ledger.k_unsure[member])

    def ranking(self) -> tuple[Standing, ...]:
        """Ranks the members by rating, highest first (an equal rating in the season's order), then
        those without a rating."""
        return tuple(sorted(self.standings, key=lambda s: (
            s.rank is None, s.rank or 0, s.member)))

    def standing(self, name: str) -> Standing:
        """Returns the standing of the member called ``name``; raises ``KeyError`` for no member."""
        return self.standings[self.season.member_index[name]]

    def game(self, number: int) -> GameChange:
        """Returns game ``number`` of the rating order with each side's change (``None`` for both
        sides where the changes were not kept)."""
        ledger = self._ledger
        game = self.season.game(number)
        if not self.kept_games:
            return GameChange(game, None, None, None, None)
        white_before, black_before = (_value(ledger.white_before[number]),
                                      _value(ledger.black_before[number]))
        return GameChange(game, white_before, _value(ledger.white_change[number]),
                          black_before, _value(ledger.black_change[number]),
                          self._disregards(number, self.season.whites[number], white_before,
                                           black_before),
                          self._disregards(number, self.season.blacks[number], black_before,
                                           white_before))

    def _disregards(self, number: int, member: int, before: float | None,
                    opponent_before: float | None) -> bool:
        """Tells whether game ``number`` is ``member``'s, played towards a first rating (the
        opponent had a rating, the member none), on a day of their first event without a point.
        FIDE disregards such games (B.02 §8.2)."""
        days = self._disregarded_days.get(member)
        return (days is not None and self.season.days[number] in days
                and before is None and opponent_before is not None
                and WHITE_SCORES[self.season.outcomes[number]] is not None)

    def games(self, member: str | None = None) -> Iterator[GameChange]:
        """Yields every game in the rating order, or the games of the member called ``member``."""
        if member is None:
            return (self.game(number) for number in range(len(self.season)))
        return (self.game(number) for number in self._games_of(member))

    def _games_of(self, name: str) -> array[int]:
        if self._by_member is None:
            by_member = [array("i") for _ in self.season.members]
            for number, (white, black) in enumerate(zip(self.season.whites, self.season.blacks,
                                                        strict=True)):
                by_member[white].append(number)
                by_member[black].append(number)
            self._by_member = by_member
        return self._by_member[self.season.member_index[name]]

    def history(self, name: str) -> tuple[Step, ...]:
        """Returns each move of the rating of the member called ``name``, in the season's order: the
        games (Elo, Glicko-2), months (FIDE) or events (DWZ) that changed it, a first rating
        published and (DWZ) the raise of 7 June 2026; empty where the changes were not kept."""
        if not self.kept_games:
            return ()
        ledger, member = self._ledger, self.season.member_index[name]
        keyed: list[tuple[int, int, Step]] = []
        if self.system in (System.ELO, System.GLICKO2):
            for number in self._games_of(name):
                white = self.season.whites[number] == member
                before = (ledger.white_before if white else ledger.black_before)[number]
                change = (ledger.white_change if white else ledger.black_change)[number]
                if change == change:
                    keyed.append((number, StepKind.GAME, Step(
                        date.fromordinal(self.season.days[number]), before + change, change,
                        1, number, None, None, False, StepKind.GAME)))
        (members, days, ratings, changes, games, kinds, references, positions, ks,
         k_found) = ledger.step_columns
        found = list(ledger.k_found)
        if self._steps_of is None:
            steps_of = [array("i") for _ in self.season.members]
            for index, owner in enumerate(members):
                steps_of[owner].append(index)
            self._steps_of = steps_of
        refers_to = {System.ELO: StepKind.GAME, System.GLICKO2: StepKind.GAME,
                     System.FIDE: StepKind.MONTH, System.DWZ: StepKind.EVENT}[self.system]
        for index in self._steps_of[member]:
            kind, reference = StepKind(kinds[index]), references[index]
            to = refers_to if kind is StepKind.FIRST else kind
            keyed.append((positions[index], kind, Step(
                date.fromordinal(days[index]), ratings[index], _value(changes[index]),
                games[index], reference if to is StepKind.GAME else None,
                date.fromordinal(reference).strftime("%Y-%m") if to is StepKind.MONTH
                else None,
                reference if to is StepKind.EVENT else None, kind is StepKind.FIRST, kind,
                _value(ks[index]), None if k_found[index] < 0 else found[k_found[index]])))
        return tuple(step for _, _, step in sorted(keyed, key=lambda item: item[:2]))


def _ranks(ratings: list[float | None]) -> dict[int, int]:
    """Returns each rated member's rank, an equal rating an equal rank (1, 2, 2, 4)."""
    order = sorted((-rating, member) for member, rating in enumerate(ratings)
                   if rating is not None)
    ranks: dict[int, int] = {}
    previous, rank = None, 0
    for place, (negative, member) in enumerate(order, 1):
        if negative != previous:
            previous, rank = negative, place
        ranks[member] = rank
    return ranks
