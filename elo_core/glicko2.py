"""Glicko-2: Glickman's procedure for one rating period, and how Lichess applies it.

- :func:`rate_glicko2_period`: steps 1–8 of Mark Glickman, "Example of the Glicko-2 system"
  (glicko.net/glicko/glicko2.pdf): a rating period's games against the ratings and deviations
  the opponents had at its start, the volatility found by the Illinois iteration.
- :func:`rate_lichess`: Lichess's use of the same steps (scalachess ``glicko/impl/
  RatingCalculator.scala``, lila ``Glicko.scala``, ``Perf``/``PerfsUpdater``): every game is its
  own rating period, rated right after it with no deviation increase inside it, then limited by
  Lichess's caps; the deviation grows with the days between games.

Lichess also multiplies gains by a per-speed factor held in its settings (``RatingRegulator``,
not part of its code) and halves changes of a human playing a bot; neither is modelled here.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from enum import StrEnum
from typing import NamedTuple

from elo_core.games import Colour, Game

#: Step 2: the Glicko-2 scale is the Glicko scale shifted by 1500 and divided by this (400 / ln 10).
SCALE = 173.7178
BASE_RATING = 1500.0
#: Step 5: the iteration stops when the bracket is this narrow (on the scale of ln σ²).
CONVERGENCE = 0.000001
#: The paper's τ in its worked example.
PAPER_TAU = 0.5
#: The τ a command line or page accepts: "reasonable choices are between 0.3 and 1.2" (the paper).
TAU_MIN, TAU_MAX = 0.3, 1.2
#: The deviation accepted for a player or an opponent: from one rating point (a deviation below
#: that claims a certainty no rating has; Lichess's own floor is 45) up to Lichess's ceiling.
RD_MIN, RD_MAX = 1.0, 500.0
#: The volatility accepted: from a sixtieth of the paper's typical 0.06 up to ten times Lichess's
#: ceiling of 0.1.
VOLATILITY_MIN, VOLATILITY_MAX = 0.001, 1.0

#: Lichess: τ (scalachess ``Tau.default``).
LICHESS_TAU = 0.75
#: Lichess: a new player's rating, deviation and volatility (lila ``Glicko.default``).
DEFAULT_RATING, DEFAULT_RD, DEFAULT_VOLATILITY = 1500.0, 500.0, 0.09
#: Lichess's limits (lila ``Glicko.cap``, ``Glicko.maxRatingDelta``, ``Glicko.sanityCheck``).
RATING_FLOOR = 400.0
RATING_LIMIT = 4000.0
RD_FLOOR, RD_CEILING = 45.0, 500.0
VOLATILITY_CEILING = 0.1
MAX_RATING_DELTA = 700.0
#: A rating with this deviation or more is provisional, shown with "?" (``provisionalDeviation``).
PROVISIONAL_RD = 110.0
#: The deviation grows by this many rating periods a day without games (``ratingPeriodsPerDay``,
#: "chosen so a typical player's RD goes from 60 -> 110 in 1 year").
RATING_PERIODS_PER_DAY = 0.21436
#: The most days idle the dashboard accepts: ten years, far past the RD's ceiling.
DAYS_IDLE_MAX = 3650
#: White's edge in standard chess, in rating points (scalachess ``ColorAdvantage.standard``);
#: White's rating counts half of it more, Black's half of it less.
COLOUR_ADVANTAGE = 11.782457
#: The opponent's deviation when a game line gives none: the typical established player's RD
#: that Lichess's own ``ratingPeriodsPerDay`` comment starts from (60). Opponents in a list of
#: games are mostly established players; the new player's 500 would weigh every game down.
DEFAULT_OPPONENT_RD = 60.0


class Glicko(NamedTuple):
    """A player's Glicko-2 state on the rating scale (step 8's units)."""

    rating: float
    rd: float
    """The rating deviation RD."""
    volatility: float
    """σ, on the Glicko-2 scale (the paper's 0.06 is a typical value)."""

    @property
    def mu(self) -> float:
        """Step 2: μ = (r − 1500) / 173.7178."""
        return (self.rating - BASE_RATING) / SCALE

    @property
    def phi(self) -> float:
        """Step 2: φ = RD / 173.7178."""
        return self.rd / SCALE


LICHESS_DEFAULT = Glicko(DEFAULT_RATING, DEFAULT_RD, DEFAULT_VOLATILITY)


class GameTerms(NamedTuple):
    """Step 3's terms for one rated game, on the Glicko-2 scale."""

    game: Game
    opponent_rd: float
    """The opponent's RD as used: the line's, or the default."""
    mu_j: float
    phi_j: float
    advantage: float
    """Added to μ − μj for the colour played (0 when colours are not counted)."""
    g: float
    """g(φj) = 1 / √(1 + 3φj² / π²)."""
    expected: float
    """E = 1 / (1 + exp(−g(φj)(μ − μj + advantage)))."""


class GlickoPeriod(NamedTuple):
    """One rating period by Glickman's steps: the player before and after, and every term."""

    before: Glicko
    after: Glicko
    tau: float
    games: tuple[GameTerms, ...]
    """The rated games (unplayed rounds are left out)."""
    v: float | None
    """Step 3: the estimated variance from the games; ``None`` without games."""
    delta: float | None
    """Step 4: Δ = v Σ g(φj)(sj − E); ``None`` without games."""
    phi_star: float
    """Step 6: φ* = √(φ² + periods × σ′²), the deviation before the games count."""


def g(phi: float) -> float:
    """Glickman step 3: g(φ) = 1 / √(1 + 3φ² / π²)."""
    return 1.0 / math.sqrt(1.0 + 3.0 * phi * phi / (math.pi * math.pi))


def glicko_expected_score(mu: float, mu_j: float, phi_j: float, advantage: float = 0.0) -> float:
    """Glickman step 3: E(μ, μj, φj) = 1 / (1 + exp(−g(φj)(μ − μj))), ``advantage`` added to
    μ − μj for Lichess's colour advantage."""
    return 1.0 / (1.0 + math.exp(-g(phi_j) * (mu - mu_j + advantage)))


def new_volatility(sigma: float, phi: float, v: float, delta: float, tau: float) -> float:
    """Glickman step 5: σ′, the root of f(x) = eˣ(Δ² − φ² − v − eˣ) / (2(φ² + v + eˣ)²)
    − (x − a) / τ², a = ln σ², by the Illinois iteration to ε = 0.000001; σ′ = e^(A/2)."""
    a = 2.0 * math.log(sigma)
    phi2 = phi * phi
    delta2 = delta * delta

    def f(x: float) -> float:
        ex = math.exp(x)
        return ex * (delta2 - phi2 - v - ex) / (2.0 * (phi2 + v + ex) ** 2) - (x - a) / tau**2

    big_a = a
    if delta2 > phi2 + v:
        big_b = math.log(delta2 - phi2 - v)
    else:
        k = 1
        while f(a - k * tau) < 0:
            k += 1
        big_b = a - k * tau
    f_a, f_b = f(big_a), f(big_b)
    while abs(big_b - big_a) > CONVERGENCE:
        big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a)
        f_c = f(big_c)
        if f_c * f_b <= 0:
            big_a, f_a = big_b, f_b
        else:
            f_a /= 2.0
        big_b, f_b = big_c, f_c
    return math.exp(big_a / 2.0)


def grown_rd(rd: float, volatility: float, periods: float) -> float:
    """Glickman step 6 on the rating scale: 173.7178 × √(φ² + periods × σ²)."""
    phi = rd / SCALE
    return SCALE * math.sqrt(phi * phi + periods * volatility * volatility)


def _terms(
    player: Glicko, games: Iterable[Game], opponent_rd: float, colour_advantage: float
) -> tuple[GameTerms, ...]:
    mu = player.mu
    # White's rating counts half the advantage more and Black's half less: μ − μj moves by all of it
    edge = {Colour.WHITE: colour_advantage / SCALE, Colour.BLACK: -colour_advantage / SCALE}
    terms = []
    for game in games:
        if not game.played or game.opponent_rating is None:
            continue
        rd_j = opponent_rd if game.opponent_rd is None else game.opponent_rd
        mu_j = (game.opponent_rating - BASE_RATING) / SCALE
        phi_j = rd_j / SCALE
        advantage = edge[game.colour] if game.colour else 0.0
        terms.append(GameTerms(game, rd_j, mu_j, phi_j, advantage, g(phi_j),
                               glicko_expected_score(mu, mu_j, phi_j, advantage)))
    return tuple(terms)


def rate_glicko2_period(
    player: Glicko,
    games: Iterable[Game],
    tau: float = PAPER_TAU,
    *,
    opponent_rd: float = DEFAULT_OPPONENT_RD,
    periods: float = 1.0,
    colour_advantage: float = 0.0,
) -> GlickoPeriod:
    """One rating period by Glickman's steps 1–8, at full precision.

    Each played game counts against the opponent's rating and RD (``opponent_rd`` where the game
    gives none); unplayed rounds are skipped. ``periods`` is step 6's elapsed time (1 in the
    paper; Lichess uses 0 inside a game). A player with no games in the period: only step 6.
    ``colour_advantage`` (rating points) counts only for games whose colour is known.
    """
    terms = _terms(player, games, opponent_rd, colour_advantage)
    phi = player.phi
    if not terms:
        rd = grown_rd(player.rd, player.volatility, periods)
        return GlickoPeriod(player, Glicko(player.rating, rd, player.volatility), tau, (), None,
                            None, rd / SCALE)
    v = 1.0 / sum(t.g * t.g * t.expected * (1.0 - t.expected) for t in terms)
    outcome = sum(t.g * (t.game.score - t.expected) for t in terms)
    delta = v * outcome
    sigma = new_volatility(player.volatility, phi, v, delta, tau)
    phi_star = math.sqrt(phi * phi + periods * sigma * sigma)
    phi_new = 1.0 / math.sqrt(1.0 / (phi_star * phi_star) + 1.0 / v)
    mu_new = player.mu + phi_new * phi_new * outcome
    after = Glicko(SCALE * mu_new + BASE_RATING, SCALE * phi_new, sigma)
    return GlickoPeriod(player, after, tau, terms, v, delta, phi_star)


class Cap(StrEnum):
    """A limit Lichess applied after a game (lila ``Perf``/``Glicko``)."""

    RATING_DELTA = "rating-delta"
    """The game moved the rating by more than 700: it moves by 700."""
    RESET = "reset"
    """Lichess's sanity check failed (rating 4000 or more): back to 1500 / 500 / 0.09."""
    RATING_FLOOR = "rating-floor"
    RD_FLOOR = "rd-floor"
    RD_CEILING = "rd-ceiling"
    VOLATILITY_CEILING = "volatility-ceiling"


class LichessGame(NamedTuple):
    """One game as Lichess counts it."""

    game: Game
    before: Glicko
    period: GlickoPeriod | None
    """The game as its own rating period, before the caps; ``None``: unplayed, not rated."""
    after: Glicko
    caps: tuple[Cap, ...]

    @property
    def rated(self) -> bool:
        """Played over the board, so rated (an unplayed round never is)."""
        return self.period is not None

    @property
    def weight(self) -> float | None:
        """The rating points a full point of surprise (S − E = 1) moves the rating in this game,
        what K is in Elo: RD′² × g(φⱼ) / 173.7178, step 7 of Glickman's procedure on the rating
        scale; ``None`` for a round not played."""
        if self.period is None or not self.period.games:
            return None
        return self.period.after.rd ** 2 * self.period.games[0].g / SCALE


class LichessReport(NamedTuple):
    """A series of games rated one by one as Lichess does."""

    start: Glicko
    tau: float
    days_idle: float
    first: Glicko
    """The player before the first game: the RD grown over the days idle, within 45–500."""
    first_caps: tuple[Cap, ...]
    games: tuple[LichessGame, ...]

    @property
    def final(self) -> Glicko:
        """The player after the last game (unrounded)."""
        return self.games[-1].after if self.games else self.first

    @property
    def provisional(self) -> bool:
        """Lichess marks the final rating with "?" (RD 110 or more)."""
        return is_provisional(self.final.rd)

    @property
    def shown_rating(self) -> int:
        """The final rating as Lichess shows it, cut to a whole number."""
        return shown_rating(self.final.rating)


def is_provisional(rd: float) -> bool:
    """Lichess shows a rating as provisional ("?") while its RD is 110 or more."""
    return rd >= PROVISIONAL_RD


def shown_rating(rating: float) -> int:
    """The whole number Lichess shows: cut toward zero (``rating.toInt``), not rounded."""
    return int(rating)


def display(state: Glicko) -> str:
    """A rating as Lichess writes it: ``1741?`` while provisional (lila ``Glicko.display``)."""
    return f"{shown_rating(state.rating)}{'?' if is_provisional(state.rd) else ''}"


def idle_rd(state: Glicko, days: float) -> tuple[Glicko, tuple[Cap, ...]]:
    """The player after ``days`` without games, as Lichess reads a rating (lila
    ``Glicko.liveDeviation``): RD = √(φ² + t σ²) × 173.7178 with t = days × 0.21436, then kept
    within 45–500."""
    rd = grown_rd(state.rd, state.volatility, days * RATING_PERIODS_PER_DAY)
    caps = (Cap.RD_FLOOR,) if rd < RD_FLOOR else (Cap.RD_CEILING,) if rd > RD_CEILING else ()
    return state._replace(rd=min(max(rd, RD_FLOOR), RD_CEILING)), caps


def _sane(state: Glicko) -> bool:
    """lila ``Glicko.sanityCheck``."""
    return (0 < state.rating < RATING_LIMIT and 0 < state.rd < 2 * RD_CEILING
            and 0 < state.volatility < 2 * VOLATILITY_CEILING)


def lichess_caps(before: Glicko, computed: Glicko) -> tuple[Glicko, tuple[Cap, ...]]:
    """Lichess's limits after a game (lila ``Perf.addOrReset``, ``Glicko.cap``): the rating moves
    at most 700; a result that fails the sanity check (rating of 4000 or more) is replaced by
    the default 1500 / 500 / 0.09; then rating ≥ 400, 45 ≤ RD ≤ 500, volatility ≤ 0.1."""
    caps: list[Cap] = []
    low, high = before.rating - MAX_RATING_DELTA, before.rating + MAX_RATING_DELTA
    state = computed
    if not low <= computed.rating <= high:
        caps.append(Cap.RATING_DELTA)
        state = state._replace(rating=min(max(computed.rating, low), high))
    if not _sane(state):
        caps.append(Cap.RESET)
        state = LICHESS_DEFAULT
    limits = (
        (state.rating < RATING_FLOOR, Cap.RATING_FLOOR),
        (state.rd < RD_FLOOR, Cap.RD_FLOOR),
        (state.rd > RD_CEILING, Cap.RD_CEILING),
        (state.volatility > VOLATILITY_CEILING, Cap.VOLATILITY_CEILING),
    )
    caps.extend(cap for hit, cap in limits if hit)
    capped = Glicko(max(state.rating, RATING_FLOOR), min(max(state.rd, RD_FLOOR), RD_CEILING),
                    min(state.volatility, VOLATILITY_CEILING))
    return capped, tuple(caps)


def rate_lichess(
    player: Glicko = LICHESS_DEFAULT,
    games: Sequence[Game] = (),
    tau: float = LICHESS_TAU,
    *,
    opponent_rd: float = DEFAULT_OPPONENT_RD,
    days_idle: float = 0.0,
    colour_advantage: float = COLOUR_ADVANTAGE,
) -> LichessReport:
    """Rate ``games`` one after another as Lichess does.

    Before the first game the RD grows over ``days_idle`` days (:func:`idle_rd`). Each played game
    is then its own rating period (:func:`rate_glicko2_period` with no deviation increase,
    φ* = φ; the volatility is still updated), its colour advantage counted when its colour is
    known, and the result limited by :func:`lichess_caps`. Unplayed rounds are listed and
    change nothing.
    """
    first, first_caps = idle_rd(player, days_idle)
    state = first
    rows: list[LichessGame] = []
    for game in games:
        if not game.played:
            rows.append(LichessGame(game, state, None, state, ()))
            continue
        period = rate_glicko2_period(state, (game,), tau, opponent_rd=opponent_rd, periods=0.0,
                             colour_advantage=colour_advantage)
        after, caps = lichess_caps(state, period.after)
        rows.append(LichessGame(game, state, period, after, caps))
        state = after
    return LichessReport(player, tau, days_idle, first, first_caps, tuple(rows))
