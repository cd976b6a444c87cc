"""Estimates one player's chances in the rounds left of an event read from a Tournament Report File:
the final score (the games played included), each title's norm, and FIDE's rating change over the
event, by FIDE's simulation model (:mod:`~elo_core.forecast.model`).

- **Exact** where every game to come is known (its opponent, and the player's colour or
  White and Black as likely where it is not given): every outcome of the games to come is
  judged, no sampling: outcomes the norm engine cannot tell
  apart once (:mod:`~elo_core.forecast.judge`), every ordering of the results separately
  (3^n: 6,561 for eight games) where games can be left out for a norm (1.4.1e–f). Beyond
  eight such games the outcomes are sampled instead, and the forecast says so.
- **Simulated** where some are not: each run draws the unknown opponents and colours
  (:mod:`~elo_core.forecast.draws`) and every result, seeded, so that the same input gives the
  same answer; the runs and the Monte Carlo error, 1/(2√runs) (the largest standard error of
  a chance estimated from so many runs), are stated.
- A norm is *certain* or *impossible* only where the rules make it so: every outcome makes it
  (or none does) in an exact forecast; made already or out of reach whoever the opponents
  (:class:`~elo_core.forecast.judge.NormJudge`) in a simulated one. Any other chance is a
  model's, however near 0 or 1.
- The rating change is the period's, rounded as B.02 §8.3.4 rounds it, with its mean and the
  central 90 % of its distribution (from the change that 5 % of outcomes reach or fall below
  to the one that 95 % do); ``None`` for an unrated player, who gets a first rating instead.
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Collection, Sequence
from enum import StrEnum
from itertools import product
from typing import NamedTuple

import numpy as np

from elo_core.elo.kfactor import PlayerFacts
from elo_core.elo.rules import FIDE, RuleSet
from elo_core.forecast.defaults import DEFAULT_RUNS, DEFAULT_SEED
from elo_core.forecast.draws import (
    RatingBand,
    by_lot,
    colour_sign,
    colours_due,
    history,
    opponent_pool,
    results,
)
from elo_core.forecast.judge import (
    Certainty,
    Facts,
    NormJudge,
    RatingJudge,
    norm_facts,
    truncated,
)
from elo_core.forecast.model import ModelFit, game_chances, model_fit
from elo_core.forecast.standing import (
    NextGame,
    Planned,
    PlayerStanding,
    planned_rounds,
    rounds_played,
    standing,
)
from elo_core.games import Colour
from elo_core.norms.event_norms import norm_field, titles_checked
from elo_core.norms.event_type import DEFAULT_SETTINGS, NormSettings
from elo_core.norms.exemptions import waiver_for
from elo_core.norms.titles import NormTitle
from elo_core.titles import Title
from elo_core.trf.records import RoundEntry, Tournament

__all__ = ["Assumption", "ForecastError",
           "ForecastProblem", "NormChance", "PlayerForecast", "RatingForecast", "ScoreChance",
           "forecast_player", "monte_carlo_error"]

#: The most games to come whose every ordering of results is judged one by one (3^8 = 6,561).
EXACT_ORDERED_MOST = 8
#: The central range of the rating change: from this share of outcomes to its complement.
TAIL = 0.05


class Assumption(StrEnum):
    """What a forecast takes for granted, each said beside its figures."""

    GAMES_PLAYED = "games-played"
    """Every round to come is a game played (no forfeit, bye or withdrawal), a bye the file
    gives already as given."""
    OPPONENTS_GIVEN = "opponents-given"
    """The opponents given (or the file's pairing of the next round) as given, and each colour
    given."""
    COLOUR_EITHER = "colour-either"
    """A game given without its colour is as likely White as Black."""
    OPPONENTS_NEAR_SCORE = "opponents-near-score"
    """Opponents not given drawn from the event's players near the player's score, as a Swiss
    pairs them, nobody met twice; colours as a Swiss gives them."""
    OPPONENTS_IN_BAND = "opponents-in-band"
    """Opponents not given rated anywhere in the band, of no known title or federation;
    colours as a Swiss gives them."""
    UNRATED_AT_1400 = "unrated-at-1400"
    """An unrated player plays at 1400 in the model."""
    FIELD_STAYS = "field-stays"
    """The field's 1.4.3d exemption as the rounds played give it: everyone still in plays
    every round to come."""
    SWISS_APPROXIMATE = "swiss-approximate"
    """The rounds left paired by score groups and ratings, an approximation of FIDE's Dutch
    system (or as the file pairs the next round)."""
    ORDERINGS_SAMPLED = "orderings-sampled"
    """Every game is known, but too many to judge every ordering of their results for the
    games a norm may leave out: the outcomes are sampled."""


class ForecastProblem(StrEnum):
    """Why a forecast cannot be made."""

    NO_SUCH_PLAYER = "no-such-player"
    ROUNDS_TOO_FEW = "rounds-too-few"
    """The event's rounds are fewer than the file has."""
    TOO_MANY_GAMES_GIVEN = "too-many-games-given"
    NOBODY_TO_MEET = "nobody-to-meet"
    """A game to come is not given, and the event has nobody left to draw for it."""
    EMPTY_BAND = "empty-band"
    NOT_A_SWISS = "not-a-swiss"
    """The whole event is simulated as a Swiss; a round robin's is not."""


class ForecastError(ValueError):
    """A forecast that cannot be made, and why."""

    def __init__(self, problem: ForecastProblem, detail: str) -> None:
        super().__init__(detail)
        self.problem = problem


class ScoreChance(NamedTuple):
    """Holds one final score and its chance."""

    points: float
    probability: float


class NormChance(NamedTuple):
    """Holds one title's norm and its chance."""

    title: NormTitle
    probability: float
    certainty: Certainty | None
    """Where the rules settle it; ``None`` where only the model does."""


class RatingForecast(NamedTuple):
    """Holds the period's rating change over the event."""

    mean: float
    low: float
    """The change 5 % of outcomes reach or fall below."""
    high: float
    """The change 95 % of outcomes reach or fall below."""
    changes: tuple[tuple[float, float], ...]
    """Each change and its chance, lowest first."""


class PlayerForecast(NamedTuple):
    """Holds everything a page draws of one player's chances."""

    start_rank: int
    name: str
    rating: int | None
    after_round: int
    rounds: int
    points: float
    """The points so far."""
    scores: tuple[ScoreChance, ...]
    """The final score's distribution, lowest first."""
    expected_points: float
    norms: tuple[NormChance, ...]
    rating_change: RatingForecast | None
    exact: bool
    runs: int | None
    """The runs simulated; ``None`` for an exact forecast."""
    seed: int | None
    error: float | None
    """The Monte Carlo error, 1/(2√runs); ``None`` for an exact forecast."""
    fit: ModelFit
    """How far the model holds for the ratings met."""
    assumptions: tuple[Assumption, ...]


def monte_carlo_error(runs: int) -> float:
    """Returns the largest standard error of a chance estimated from ``runs`` runs: 1/(2√runs)."""
    return 1 / (2 * math.sqrt(runs))


def _central(chances: dict[float, float]) -> RatingForecast:
    values = sorted(chances)
    total = sum(chances.values())
    cumulative = np.cumsum([chances[v] / total for v in values])
    low = values[int(np.searchsorted(cumulative, TAIL - 1e-12))]
    high = values[int(np.searchsorted(cumulative, 1 - TAIL - 1e-12))]
    mean = sum(v * p for v, p in chances.items()) / total
    return RatingForecast(float(mean), float(low), float(high),
                          tuple((float(v), float(chances[v] / total)) for v in values))


class _Setting(NamedTuple):
    """What a forecast reads of the event once."""

    state: PlayerStanding
    planned: tuple[Planned, ...]
    norm: NormJudge
    rating: RatingJudge | None
    titles: tuple[NormTitle, ...]
    settled: dict[NormTitle, Certainty]
    """Titles the rules settle whoever the unknown opponents."""


def _game_facts(game: NextGame, double: bool) -> Facts:
    return norm_facts(game.opponent, double)


def _chances(strength: float, game: NextGame) -> tuple[float, float, float]:
    """Returns the player's win, draw and loss; the mean of both colours' where the colour is not
    given."""
    white = game_chances(strength, game.opponent.strength)
    black = game_chances(game.opponent.strength, strength)
    if game.colour is Colour.WHITE:
        return white.white_win, white.draw, white.black_win
    if game.colour is Colour.BLACK:
        return black.black_win, black.draw, black.white_win
    return ((white.white_win + black.black_win) / 2, (white.draw + black.draw) / 2,
            (white.black_win + black.white_win) / 2)


def _outcomes(games: Sequence[NextGame], strength: float,
              ordered: bool) -> list[tuple[tuple[float, ...], float]]:
    """Lists every outcome of ``games`` the judges can tell apart, with its chance: every ordering
    of results where ``ordered``, else one per split of the points between rated and unrated
    opponents (wins first, then a draw, in each)."""
    chances = [_chances(strength, g) for g in games]
    if ordered:
        found = []
        for picks in product(range(3), repeat=len(games)):
            p = math.prod(c[i] for c, i in zip(chances, picks, strict=True))
            found.append((tuple(1 - i / 2 for i in picks), p))
        return found
    rated = [g.opponent.rating is not None for g in games]
    split: dict[tuple[int, int], float] = {(0, 0): 1.0}
    for is_rated, (win, draw, loss) in zip(rated, chances, strict=True):
        grown: dict[tuple[int, int], float] = defaultdict(float)
        for (r, u), p in split.items():
            for halves, q in ((2, win), (1, draw), (0, loss)):
                grown[(r + halves, u) if is_rated else (r, u + halves)] += p * q
        split = grown
    found = []
    for (r, u), p in split.items():
        left = {True: r, False: u}
        scores = []
        for is_rated in rated:
            halves = min(2, left[is_rated])
            left[is_rated] -= halves
            scores.append(halves / 2)
        found.append((tuple(scores), p))
    return found


def _exact(setting: _Setting, games: Sequence[NextGame], ordered: bool,
           fixed: float) -> tuple[dict[float, float], dict[NormTitle, float],
                                  dict[NormTitle, Certainty], dict[float, float]]:
    double = setting.norm.double
    facts = [_game_facts(g, double) for g in games]
    ratings = [g.opponent.rating for g in games]
    scores: dict[float, float] = defaultdict(float)
    norms: dict[NormTitle, float] = dict.fromkeys(setting.titles, 0.0)
    made: dict[NormTitle, set[bool]] = {t: set() for t in setting.titles}
    changes: dict[float, float] = defaultdict(float)
    for outcome, p in _outcomes(games, setting.state.strength, ordered):
        scores[setting.state.points + fixed + sum(outcome)] += p
        for title in setting.titles:
            if title in setting.settled:
                continue
            achieved = setting.norm.achieved(title, facts, outcome)
            made[title].add(achieved)
            norms[title] += p * achieved
        if setting.rating is not None:
            changes[setting.rating.change(ratings, outcome)] += p
    settled = dict(setting.settled)
    for title, seen in made.items():
        if seen == {True}:
            settled[title] = Certainty.CERTAIN
        elif seen == {False}:
            settled[title] = Certainty.IMPOSSIBLE
    return scores, norms, settled, changes


def _simulated(setting: _Setting, tournament: Tournament, band: RatingBand | None, runs: int,
               seed: int) -> tuple[dict[float, float], dict[NormTitle, float],
                                   dict[float, float], list[float]]:
    state, planned, norm = setting.state, setting.planned, setting.norm
    rng = np.random.default_rng(seed)
    pool = None if band is not None else opponent_pool(tournament, state, planned)
    unknown = sum(plan is None for plan in planned)
    if pool is not None and len(pool.opponents) < unknown:
        raise ForecastError(ForecastProblem.NOBODY_TO_MEET,
                            f"the event has {len(pool.opponents)} players left to meet for "
                            f"{unknown} games to come")
    balance, last = history(state.colours)
    balances, lasts = np.full(runs, balance), np.full(runs, last)
    halves = np.zeros(runs, dtype=np.int64)
    drawn = np.full((runs, len(planned)), -1, dtype=np.int64)
    games: list[tuple[int, NextGame | None, np.ndarray | None, np.ndarray]] = []
    fixed = 0.0
    for offset, plan in enumerate(planned):
        if isinstance(plan, RoundEntry):
            fixed += plan.score or 0.0
            continue
        ratings: np.ndarray | None = None
        if isinstance(plan, NextGame):
            colours = (np.full(runs, colour_sign(plan.colour)) if plan.colour is not None
                       else by_lot(runs, rng))
            strengths = np.full(runs, float(plan.opponent.strength))
        else:
            colours = colours_due(balances, lasts, rng)
            if pool is not None:
                drawn[:, offset] = pool.draw(offset, halves + round(2 * state.points), drawn,
                                             rng)
                strengths = pool.strengths[drawn[:, offset]]
            else:
                assert band is not None
                ratings = rng.integers(band.low, band.high + 1, runs)
                strengths = ratings.astype(float)
        gained = results(state.strength, strengths, colours, rng)
        halves += gained
        balances += colours
        lasts = colours
        games.append((offset, plan, ratings, gained))
    points = state.points + fixed + halves / 2
    values, counts = np.unique(points, return_counts=True)
    scores = {float(v): int(c) / runs for v, c in zip(values, counts, strict=True)}
    norms: dict[NormTitle, float] = dict.fromkeys(setting.titles, 0.0)
    changes: dict[float, float] = defaultdict(float)
    open_titles = [t for t in setting.titles if t not in setting.settled]
    double = norm.double
    pool_facts = [] if pool is None else [norm_facts(o, double) for o in pool.opponents]
    pool_ratings = [] if pool is None else [o.rating for o in pool.opponents]
    for run in range(runs):
        facts: list[Facts] = []
        ratings_met: list[int | None] = []
        outcome: list[float] = []
        for offset, plan, band_ratings, gained in games:
            if isinstance(plan, NextGame):
                facts.append(_game_facts(plan, double))
                ratings_met.append(plan.opponent.rating)
            elif band_ratings is not None:
                rating = int(band_ratings[run])
                facts.append(Facts(None, rating, "", ""))
                ratings_met.append(rating)
            else:
                index = int(drawn[run, offset])
                facts.append(pool_facts[index])
                ratings_met.append(pool_ratings[index])
            outcome.append(int(gained[run]) / 2)
        for title in open_titles:
            norms[title] += norm.achieved(title, facts, outcome)
        if setting.rating is not None:
            changes[setting.rating.change(ratings_met, outcome)] += 1
    strengths_met = ([] if pool is None
                     else [float(s) for s in pool.strengths[np.unique(drawn[drawn >= 0])]])
    if band is not None:
        strengths_met = [float(band.low), float(band.high)]
    return (scores, {t: n / runs for t, n in norms.items()},
            {c: n / runs for c, n in changes.items()}, strengths_met)


def _setting(tournament: Tournament, start_rank: int, rounds: int,
             given: Sequence[NextGame | None], band: RatingBand | None,
             settings: NormSettings, titles: Collection[NormTitle] | None, rules: RuleSet,
             k: float | PlayerFacts | None, after_round: int | None) -> _Setting:
    by_rank = {p.start_rank: p for p in tournament.players}
    if start_rank not in by_rank:
        raise ForecastError(ForecastProblem.NO_SUCH_PLAYER,
                            f"the file has no player of starting rank {start_rank}")
    after = rounds_played(tournament) if after_round is None else after_round
    if rounds < after:
        raise ForecastError(ForecastProblem.ROUNDS_TOO_FEW,
                            f"the file has {after} rounds played, more than {rounds}")
    if len(given) > rounds - after:
        raise ForecastError(ForecastProblem.TOO_MANY_GAMES_GIVEN,
                            f"{len(given)} games given for {rounds - after} rounds left")
    if band is not None and band.low > band.high:
        raise ForecastError(ForecastProblem.EMPTY_BAND,
                            f"the band {band.low}–{band.high} holds no rating")
    state = standing(by_rank[start_rank], after)
    planned = planned_rounds(state, rounds, given, by_rank)
    field = norm_field(truncated(tournament, after), settings)
    settings = field.settings
    player = state.player
    waiver = waiver_for(settings, player.federation.strip().upper(), field.host, field.swiss)
    norm = NormJudge(state, planned, rounds, settings, waiver, by_rank)
    checked = tuple(t for t in NormTitle
                    if t in (titles_checked(player) if titles is None else titles))
    rating = None if player.rating is None else RatingJudge(state, tournament, rules, k, by_rank)
    double = norm.double
    known = [None if not isinstance(p, NextGame) else _game_facts(p, double)
             for p in planned if not isinstance(p, RoundEntry)]
    if band is not None:
        # the band gives the unknown opponents' ratings, not who they are: by the rules any
        # of them may hold a title
        best: int | None = band.high
        unknown_titles: set[str] = {title.value for title in Title}
    else:
        pool = opponent_pool(tournament, state, planned)
        rated = [o.rating for o in pool.opponents if o.rating is not None]
        best = max(rated, default=None)
        unknown_titles = {norm_facts(o, double).title for o in pool.opponents}
    settled = norm.settled(checked, state, tournament, by_rank, known, best, unknown_titles)
    return _Setting(state, planned, norm, rating, checked, settled)


def forecast_player(tournament: Tournament, start_rank: int, rounds: int,
                    given: Sequence[NextGame | None] = (), *, band: RatingBand | None = None,
                    runs: int = DEFAULT_RUNS, seed: int = DEFAULT_SEED,
                    settings: NormSettings = DEFAULT_SETTINGS,
                    titles: Collection[NormTitle] | None = None, rules: RuleSet = FIDE,
                    k: float | PlayerFacts | None = None,
                    after_round: int | None = None) -> PlayerForecast:
    """Works out the chances of the player of ``start_rank`` in an event of ``rounds`` rounds,
    after the rounds ``tournament`` has played. A :class:`ForecastError` says why a forecast
    cannot be made.

    - ``given``: the games to come in order, as far as they are known (``None`` for a round not
      given; the file's pairing of the next round where it has one).
    - ``band``: the ratings of the opponents not given (by default the event's players near the
      player's score).
    - ``runs`` and ``seed``: for a simulated forecast.
    - ``titles``: the norms checked (by default the titles above the one the player holds,
      WGM and WIM for a woman only, as ``norms`` checks them:
      :func:`~elo_core.norms.event_norms.titles_checked`).
    - ``rules`` and ``k``: the rating's rules and K. By default these are FIDE's rules, with K by
      §8.3.3 from the file as the Whole event page takes it; ``k`` may also be a number, or the
      player's facts that §8.3.3 reads.
    - ``after_round``: the rounds played. By default this is the last round in which the file has
      a result against an opponent. For a list whose last rounds are byes, the caller gives it.

    Albers (2250) has beaten Bakker (2100) in round 1 of 2, and plays round 2 with White
    against a 2000. By the model (:func:`~elo_core.forecast.model.game_chances`, Rm = 2125:
    W = 108.325, B = −169.625), Albers wins with 1 / (1 + 10^(−141.675 / 370)) = 0.7072, loses
    with 1 / (1 + 10^(419.625 / 370)) = 0.0684 and draws with the rest, 0.2244. Every game
    known, the forecast is exact. Over the period (K 20, PD 0.70 and 0.81 by table 8.1.2) a
    loss gives 20 × (1 − 1.51) = −10.2, so −10; a draw −0.2, so 0; a win +9.8, so +10:

    >>> from elo_core import Colour, NextGame, Opponent, forecast_player, read_trf
    >>> trf = "\\n".join([
    ...     "012 Club Open", "052 2026/03/14",
    ...     "001    1 m    Albers, Arne                      2250 NED     1000001 1980/02/02"
    ...     "  1.0    1     2 w 1",
    ...     "001    2 m    Bakker, Bram                      2100 NED     1000002 1985/07/07"
    ...     "  0.0    2     1 b 0",
    ... ])
    >>> chances = forecast_player(read_trf(trf), 1, 2, [NextGame(Opponent(2000), Colour.WHITE)])
    >>> chances.exact, [(s.points, round(s.probability, 4)) for s in chances.scores]
    (True, [(1.0, 0.0684), (1.5, 0.2244), (2.0, 0.7072)])
    >>> [(change, round(chance, 4)) for change, chance in chances.rating_change.changes]
    [(-10.0, 0.0684), (0.0, 0.2244), (10.0, 0.7072)]
    """
    setting = _setting(tournament, start_rank, rounds, given, band, settings, titles, rules, k,
                       after_round)
    state, planned = setting.state, setting.planned
    games = [p for p in planned if isinstance(p, NextGame)]
    fixed = sum(p.score or 0.0 for p in planned if isinstance(p, RoundEntry))
    to_come = [p for p in planned if not isinstance(p, RoundEntry)]
    ordered = setting.norm.order_matters
    exact = len(games) == len(to_come) and (not ordered or len(games) <= EXACT_ORDERED_MOST)
    assumptions = [Assumption.GAMES_PLAYED]
    if games:
        assumptions.append(Assumption.OPPONENTS_GIVEN)
    if exact:
        scores, norms, settled, changes = _exact(setting, games, ordered, fixed)
        met: list[float] = []
    else:
        scores, norms, changes, met = _simulated(setting, tournament, band, runs, seed)
        settled = setting.settled
        assumptions.append(Assumption.ORDERINGS_SAMPLED if len(games) == len(to_come)
                           else Assumption.OPPONENTS_IN_BAND if band is not None
                           else Assumption.OPPONENTS_NEAR_SCORE)
    met += [float(g.opponent.strength) for g in games]
    if any(g.colour is None for g in games):
        assumptions.append(Assumption.COLOUR_EITHER)
    unrated = state.player.rating is None or any(g.opponent.rating is None for g in games)
    if unrated:
        assumptions.append(Assumption.UNRATED_AT_1400)
    if setting.norm.waiver == "1.4.3d":
        assumptions.append(Assumption.FIELD_STAYS)
    norm_chances = tuple(
        NormChance(t, 1.0 if settled.get(t) is Certainty.CERTAIN
                   else 0.0 if settled.get(t) is Certainty.IMPOSSIBLE else norms[t],
                   settled.get(t)) for t in setting.titles)
    player = state.player
    return PlayerForecast(
        player.start_rank, player.name, player.rating, state.after_round, rounds, state.points,
        tuple(ScoreChance(points, p) for points, p in sorted(scores.items())),
        float(sum(points * p for points, p in scores.items())), norm_chances,
        _central(changes) if changes else None, exact, None if exact else runs,
        None if exact else seed, None if exact else monte_carlo_error(runs),
        model_fit([state.strength, *met]), tuple(assumptions))

