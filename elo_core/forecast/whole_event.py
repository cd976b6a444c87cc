"""Estimates every player's chances in the rounds left of a Swiss read from a Tournament Report
File: each title's norm, a place in the top k, and the expected final score, by simulating the
rounds left again and again (FIDE's simulation model, :mod:`~elo_core.forecast.model`), each round
paired by score groups and ratings (:mod:`~elo_core.forecast.swiss`, an approximation of the Dutch
system) or as the file pairs it already.

- Every player still in plays every round left (a pairing-allocated bye where the number is
  odd); who has left is not paired again, and keeps their points.
- A place in the top k is by points; players level on points share the places they span
  (three level for 2nd to 4th with k = 3: two places among three, 2/3 each), since no
  tie-break is forecast.
- A norm is judged on each run's completed event by the norm engine, as for one player
  (:mod:`~elo_core.forecast.judge`); certain or impossible only where the rules settle it
  before any game.
- An event with no round left has nothing to forecast: its standings and norms as they are.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping
from typing import NamedTuple

import numpy as np

from elo_core.forecast.defaults import DEFAULT_EVENT_RUNS, DEFAULT_SEED, DEFAULT_TOP
from elo_core.forecast.judge import Certainty, Facts, NormJudge, norm_facts, truncated
from elo_core.forecast.model import ModelFit, chance_arrays, model_fit
from elo_core.forecast.player import (
    Assumption,
    ForecastError,
    ForecastProblem,
    NormChance,
    monte_carlo_error,
)
from elo_core.forecast.standing import (
    Planned,
    PlayerStanding,
    event_opponent,
    rounds_played,
    standing,
)
from elo_core.forecast.swiss import BLACK, WHITE, SwissPlayer, pair_round
from elo_core.games import Colour
from elo_core.norms.event_norms import norm_field, titles_checked
from elo_core.norms.event_type import DEFAULT_SETTINGS, EventFormat, NormSettings
from elo_core.norms.exemptions import waiver_for
from elo_core.norms.titles import NormTitle
from elo_core.trf.records import ResultCode, RoundEntry, Tournament, TrfPlayer

__all__ = ["EventForecast", "PlayerChances",
           "forecast_event"]

#: How often, in runs, the progress is told: a hundred times over a forecast.
_STEPS = 100
_BYE = RoundEntry(0, None, None, ResultCode.PAIRING_BYE, 1.0)
#: A round to come of a player who has left: not paired, no game and no point.
_ABSENT = RoundEntry(0, None, None, ResultCode.ZERO_BYE, 0.0)
_PLAYED = frozenset({ResultCode.WIN, ResultCode.DRAW, ResultCode.LOSS})

#: Told after each share of the runs: the runs done and all of them.
Progress = Callable[[int, int], None]


class PlayerChances(NamedTuple):
    """Holds one player's chances in the event."""

    start_rank: int
    name: str
    rating: int | None
    points: float
    """The points so far."""
    expected_points: float
    top: float
    """The chance of finishing in the top k (places shared where level on points)."""
    norms: tuple[NormChance, ...]

    @property
    def best_norm(self) -> NormChance | None:
        """The norm with the best chance (the higher title where two are level); ``None``
        where every norm checked is impossible."""
        open_norms = [n for n in self.norms if n.certainty is not Certainty.IMPOSSIBLE]
        return max(open_norms, key=lambda n: n.probability, default=None)


class EventForecast(NamedTuple):
    """Holds everything a page draws of a whole event's chances."""

    after_round: int
    rounds: int
    top: int
    players: tuple[PlayerChances, ...]
    """In the file's order."""
    finished: bool
    """No round left: the standings and norms as they are."""
    runs: int | None
    seed: int | None
    error: float | None
    fit: ModelFit
    assumptions: tuple[Assumption, ...]


class _Entrant:
    """One player's state through a run, and what the norm needs of them."""

    def __init__(self, number: int, state: PlayerStanding, settings: NormSettings,
                 titles: tuple[NormTitle, ...], waiver: str | None, rounds: int) -> None:
        self.number, self.state, self.settings = number, state, settings
        self.titles, self.waiver, self.rounds = titles, waiver, rounds
        self.judges: dict[tuple[int, ...], NormJudge] = {}
        self.settled: dict[NormTitle, Certainty] = {}

    def judge(self, byes: tuple[int, ...], by_rank: Mapping[int, TrfPlayer]) -> NormJudge:
        """Returns the norm judge of the completed event with pairing-allocated byes in the rounds
        ``byes`` (offsets from the first round to come), every other round a game; for a player
        who has left, every round to come is one they are absent from."""
        found = self.judges.get(byes)
        if found is None:
            planned: list[Planned] = [
                _ABSENT if self.state.left else _BYE if offset in byes else None
                for offset in range(self.rounds - self.state.after_round)]
            found = NormJudge(self.state, planned, self.rounds, self.settings, self.waiver,
                              by_rank)
            self.judges[byes] = found
        return found


def _shares(halves: np.ndarray, top: int) -> np.ndarray:
    """Returns each player's share of the top ``top`` places, level players sharing theirs."""
    order = np.sort(halves)[::-1]
    above = np.searchsorted(-order, -halves, side="left")
    level = np.searchsorted(-order, -halves, side="right") - above
    inside = np.clip(top - above, 0, level)
    shares: np.ndarray = inside / level
    return shares


def forecast_event(tournament: Tournament, rounds: int, *, top: int = DEFAULT_TOP,
                   runs: int = DEFAULT_EVENT_RUNS, seed: int = DEFAULT_SEED,
                   settings: NormSettings = DEFAULT_SETTINGS,
                   titles: Collection[NormTitle] | None = None,
                   progress: Progress | None = None) -> EventForecast:
    """Works out every player's chances in an event of ``rounds`` rounds, after the rounds
    ``tournament`` has played, over ``runs`` simulated events from ``seed``. The chances are those
    of the norms of ``titles``, of the top ``top`` places, and of each final score. By default
    ``titles`` are each player's titles above the one they hold, WGM and WIM for women only, as
    the Whole event page's norm column checks them
    (:func:`~elo_core.norms.event_norms.titles_checked`).
    ``progress`` is told the runs done as they go. A :class:`ForecastError` says why a forecast
    cannot be made."""
    after = rounds_played(tournament)
    if rounds < after:
        raise ForecastError(ForecastProblem.ROUNDS_TOO_FEW,
                            f"the file has {after} rounds played, more than {rounds}")
    players = tournament.players
    by_rank = {p.start_rank: p for p in players}
    number_of = {p.start_rank: i for i, p in enumerate(players)}
    field = norm_field(truncated(tournament, after), settings)
    settings = field.settings
    if settings.event_format is not EventFormat.SWISS:
        raise ForecastError(ForecastProblem.NOT_A_SWISS,
                            f"the event is a {settings.event_format.value}, and the whole event "
                            "is simulated as a Swiss")
    states = [standing(p, after) for p in players]
    staying = sorted((s for s in states if not s.left),
                     key=lambda s: -(s.player.rating or 0))
    entrants = []
    for i, state in enumerate(states):
        player = state.player
        wanted = tuple(t for t in NormTitle
                       if t in (titles_checked(player) if titles is None else titles))
        waiver = waiver_for(settings, player.federation.strip().upper(), field.host,
                            field.swiss)
        entrant = _Entrant(i, state, settings, wanted, waiver, rounds)
        judge = entrant.judge((), by_rank)
        barred = state.met | {player.start_rank}
        others = [s.player for s in staying if s.player.start_rank not in barred]
        best = next((p.rating for p in others if p.rating is not None), None)
        if state.left:  # no game to come: what the games played make is settled now
            entrant.settled = {t: Certainty.CERTAIN if judge.achieved(t, (), ())
                               else Certainty.IMPOSSIBLE for t in wanted}
        else:
            entrant.settled = judge.settled(
                wanted, state, tournament, by_rank, [None] * (rounds - after), best,
                {p.title for p in others})
        entrants.append(entrant)
    strengths = np.array([s.strength for s in states], dtype=float)
    assumptions = [Assumption.GAMES_PLAYED, Assumption.SWISS_APPROXIMATE]
    if any(s.player.rating is None for s in states):
        assumptions.append(Assumption.UNRATED_AT_1400)
    if any(e.waiver == "1.4.3d" for e in entrants):
        assumptions.append(Assumption.FIELD_STAYS)
    fit = model_fit(strengths.tolist())
    start = np.array([round(2 * s.points) for s in states], dtype=np.int64)
    if after >= rounds:
        return _finished(entrants, start, top, after, rounds, fit, by_rank)
    double = entrants[0].judge((), by_rank).double
    facts = [norm_facts(event_opponent(s.player), double) for s in states]
    runs_from = _field(states, start, strengths, number_of)
    rng = np.random.default_rng(seed)
    expected = np.zeros(len(players))
    top_share = np.zeros(len(players))
    made = {(e.number, t): 0 for e in entrants for t in e.titles if t not in e.settled}
    step = max(1, runs // _STEPS)
    for run in range(runs):
        halves, games = _run(runs_from, rounds - after, rng)
        expected += halves / 2
        top_share += _shares(halves, top)
        for (number, title) in made:
            entrant = entrants[number]
            own = games[number]
            byes = tuple(offset for offset, (other, _) in enumerate(own) if other < 0)
            judge = entrant.judge(byes, by_rank)
            met: list[Facts] = [facts[other] for other, _ in own if other >= 0]
            scores = [score / 2 for other, score in own if other >= 0]
            made[(number, title)] += judge.achieved(title, met, scores)
        if progress is not None and ((run + 1) % step == 0 or run + 1 == runs):
            progress(run + 1, runs)
    chances = []
    for entrant, state in zip(entrants, states, strict=True):
        norms = tuple(NormChance(t, made[(entrant.number, t)] / runs, None)
                      if t not in entrant.settled
                      else NormChance(t, float(entrant.settled[t] is Certainty.CERTAIN),
                                      entrant.settled[t]) for t in entrant.titles)
        player = state.player
        chances.append(PlayerChances(player.start_rank, player.name, player.rating,
                                     state.points, float(expected[entrant.number] / runs),
                                     float(top_share[entrant.number] / runs), norms))
    return EventForecast(after, rounds, top, tuple(chances), False, runs, seed,
                         monte_carlo_error(runs), fit, tuple(assumptions))


def _fixed_round(states: list[PlayerStanding], number_of: dict[int, int]
                 ) -> tuple[list[tuple[int, int]], dict[int, int]] | None:
    """Reads the next round as the file pairs it: the games (White, Black) and each bye's half
    points; ``None`` where the file does not pair it."""
    games, byes = [], {}
    for i, state in enumerate(states):
        entry = state.paired
        if entry is None:
            continue
        if entry.opponent is None:
            byes[i] = round(2 * (entry.score or 0.0))
        elif entry.colour is Colour.WHITE and entry.opponent in number_of:
            games.append((i, number_of[entry.opponent]))
    return (games, byes) if games or byes else None


class _Field(NamedTuple):
    """Holds the event as every run starts it."""

    halves: np.ndarray
    strengths: np.ndarray
    ranks: list[int]
    balance: list[int]
    last: list[int]
    had_bye: list[bool]
    unplayed: list[int]
    met: set[tuple[int, int]]
    active: list[int]
    fixed: tuple[list[tuple[int, int]], dict[int, int]] | None
    """The next round as the file pairs it."""


def _field(states: list[PlayerStanding], start: np.ndarray, strengths: np.ndarray,
           number_of: dict[int, int]) -> _Field:
    signs = [[WHITE if c is Colour.WHITE else BLACK for c in s.colours] for s in states]
    return _Field(
        start, strengths, [s.player.start_rank for s in states], [sum(c) for c in signs],
        [c[-1] if c else 0 for c in signs],
        [any(e.code is ResultCode.PAIRING_BYE for e in s.player.rounds[:s.after_round])
         for s in states],
        [sum(e.code not in _PLAYED for e in s.player.rounds[:s.after_round]) for s in states],
        {(min(i, number_of[r]), max(i, number_of[r]))
         for i, s in enumerate(states) for r in s.met if r in number_of},
        [i for i, s in enumerate(states) if not s.left], _fixed_round(states, number_of))


def _run(field: _Field, to_come: int, rng: np.random.Generator
         ) -> tuple[np.ndarray, list[list[tuple[int, int]]]]:
    """Simulates one run: it returns each player's final half points, and their rounds to come as
    (opponent, half points), the opponent -1 for a bye."""
    halves = field.halves.copy()
    balance, last, had_bye = list(field.balance), list(field.last), list(field.had_bye)
    unplayed = list(field.unplayed)
    met = set(field.met)
    games: list[list[tuple[int, int]]] = [[] for _ in field.ranks]
    strengths, ranks, fixed = field.strengths, field.ranks, field.fixed
    for offset in range(to_come):
        if offset == 0 and fixed is not None:
            pairs, byes = fixed
        else:
            points = halves.tolist()
            swiss = [SwissPlayer(i, points[i], ranks[i], balance[i], last[i], had_bye[i],
                                 unplayed[i]) for i in field.active]
            pairs, bye = pair_round(swiss, met)
            byes = {} if bye is None else {bye: 2}
        for i, points in byes.items():
            halves[i] += points
            games[i].append((-1, points))
            had_bye[i] = True
            unplayed[i] += 1
        if not pairs:
            continue
        white = np.array([w for w, _ in pairs])
        black = np.array([b for _, b in pairs])
        white_win, draw = chance_arrays(strengths[white], strengths[black])
        roll = rng.random(len(pairs))
        scored = np.where(roll < white_win, 2, np.where(roll < white_win + draw, 1, 0))
        for (w, b), points in zip(pairs, scored.tolist(), strict=True):
            halves[w] += points
            halves[b] += 2 - points
            games[w].append((b, points))
            games[b].append((w, 2 - points))
            balance[w] += WHITE
            balance[b] += BLACK
            last[w], last[b] = WHITE, BLACK
            met.add((min(w, b), max(w, b)))
    return halves, games


def _finished(entrants: list[_Entrant], halves: np.ndarray, top: int, after: int, rounds: int,
              fit: ModelFit, by_rank: Mapping[int, TrfPlayer]) -> EventForecast:
    """Returns the forecast of an event with no round left: its standings and norms as they are,
    each certain."""
    shares = _shares(halves, top)
    chances = []
    for entrant in entrants:
        judge = entrant.judge((), by_rank)
        norms = []
        for title in entrant.titles:
            achieved = judge.achieved(title, [], [])
            norms.append(NormChance(title, float(achieved),
                                    Certainty.CERTAIN if achieved else Certainty.IMPOSSIBLE))
        player = entrant.state.player
        chances.append(PlayerChances(player.start_rank, player.name, player.rating,
                                     entrant.state.points, entrant.state.points,
                                     float(shares[entrant.number]), tuple(norms)))
    return EventForecast(after, rounds, top, tuple(chances), True, None, None, None, fit, ())
