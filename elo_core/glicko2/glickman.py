"""Rates by Glicko-2 for one rating period, step by step as in Mark Glickman, "Example of the
Glicko-2 system" (glicko.net/glicko/glicko2.pdf): the period's games against the ratings and
deviations the opponents had at its start, the new volatility found by the Illinois iteration (step
5).

:func:`rate_glicko2_period` is the procedure, :class:`PeriodTerms` its sums counted one game at
a time (so a period of any length keeps no game); :mod:`elo_core.glicko2.lichess` applies it as
Lichess does, one game at a time.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from typing import NamedTuple

from elo_core.games import Colour, Game

__all__ = ["Glicko", "GlickoPeriod", "rate_glicko2_period"]

#: Step 2: the Glicko-2 scale is the Glicko scale shifted by 1500 and divided by this (400 / ln 10).
SCALE = 173.7178
BASE_RATING = 1500.0
#: Step 5: the iteration stops when the bracket is this narrow (on the scale of ln σ²).
CONVERGENCE = 0.000001
#: The paper's τ in its worked example.
PAPER_TAU = 0.5

#: The opponent's deviation when a game line gives none: the typical established player's RD
#: that Lichess's own ``ratingPeriodsPerDay`` comment starts from (60). Opponents in a list of
#: games are mostly established players; the new player's 500 would weigh every game down.
DEFAULT_OPPONENT_RD = 60.0


class Glicko(NamedTuple):
    """Holds a player's Glicko-2 state on the rating scale (step 8's units)."""

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




class GameTerms(NamedTuple):
    """Holds step 3's terms for one rated game, on the Glicko-2 scale."""

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
    """Holds one rating period by Glickman's steps: the player before and after, and every term."""

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
    """Computes Glickman's step 3: g(φ) = 1 / √(1 + 3φ² / π²)."""
    return 1.0 / math.sqrt(1.0 + 3.0 * phi * phi / (math.pi * math.pi))


def glicko_expected_score(mu: float, mu_j: float, phi_j: float, advantage: float = 0.0) -> float:
    """Computes Glickman's step 3: E(μ, μj, φj) = 1 / (1 + exp(−g(φj)(μ − μj))), ``advantage`` added
    to μ − μj for Lichess's colour advantage."""
    return 1.0 / (1.0 + math.exp(-g(phi_j) * (mu - mu_j + advantage)))


def new_volatility(sigma: float, phi: float, v: float, delta: float, tau: float) -> float:
    """Computes Glickman's step 5: σ′, the root of f(x) = eˣ(Δ² − φ² − v − eˣ) / (2(φ² + v + eˣ)²)
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
    """Computes Glickman's step 6 on the rating scale: 173.7178 × √(φ² + periods × σ²)."""
    phi = rd / SCALE
    return SCALE * math.sqrt(phi * phi + periods * volatility * volatility)


class PeriodTerms:
    """Counts step 3's terms of a period's games, one game at a time, and the sums steps 3 and 4
    need (Σ g(φj)² E (1 − E) and Σ g(φj)(sj − E)), so that a period of any length keeps no game."""

    __slots__ = ("_edge", "_mu", "_opponent_rd", "games", "outcome", "variance")

    def __init__(self, player: Glicko, opponent_rd: float = DEFAULT_OPPONENT_RD,
                 colour_advantage: float = 0.0) -> None:
        self._mu = player.mu
        self._opponent_rd = opponent_rd
        # White's rating counts half the advantage more and Black's half less: μ − μj moves by
        # all of it
        self._edge = colour_advantage / SCALE
        self.games = 0
        self.variance = self.outcome = 0.0

    def add(self, game: Game) -> GameTerms | None:
        """Counts the game's terms into the sums, and returns them; ``None`` for a game not played
        (skipped)."""
        if not game.played or game.opponent_rating is None:
            return None
        rd_j = self._opponent_rd if game.opponent_rd is None else game.opponent_rd
        mu_j = (game.opponent_rating - BASE_RATING) / SCALE
        phi_j = rd_j / SCALE
        colour, edge = game.colour, self._edge
        advantage = 0.0 if colour is None else edge if colour is Colour.WHITE else -edge
        g_j = g(phi_j)
        expected = glicko_expected_score(self._mu, mu_j, phi_j, advantage)
        self.games += 1
        self.variance += g_j * g_j * expected * (1.0 - expected)
        self.outcome += g_j * (game.score - expected)
        return GameTerms(game, rd_j, mu_j, phi_j, advantage, g_j, expected)

    def period(self, player: Glicko, tau: float, periods: float = 1.0,
               terms: tuple[GameTerms, ...] = ()) -> GlickoPeriod:
        """Works Glickman's steps 3–8 from the sums and returns the player after the period, with
        ``terms`` as its games."""
        phi = player.phi
        if not self.games:
            rd = grown_rd(player.rd, player.volatility, periods)
            return GlickoPeriod(player, Glicko(player.rating, rd, player.volatility), tau, terms,
                                None, None, rd / SCALE)
        v = 1.0 / self.variance
        delta = v * self.outcome
        sigma = new_volatility(player.volatility, phi, v, delta, tau)
        phi_star = math.sqrt(phi * phi + periods * sigma * sigma)
        phi_new = 1.0 / math.sqrt(1.0 / (phi_star * phi_star) + 1.0 / v)
        mu_new = player.mu + phi_new * phi_new * self.outcome
        after = Glicko(SCALE * mu_new + BASE_RATING, SCALE * phi_new, sigma)
        return GlickoPeriod(player, after, tau, terms, v, delta, phi_star)


def rate_glicko2_period(
    player: Glicko,
    games: Iterable[Game],
    tau: float = PAPER_TAU,
    *,
    opponent_rd: float = DEFAULT_OPPONENT_RD,
    periods: float = 1.0,
    colour_advantage: float = 0.0,
) -> GlickoPeriod:
    """Rates one rating period by Glickman's steps 1–8, at full precision.

    Each played game counts against the opponent's rating and RD (``opponent_rd`` where the game
    gives none); unplayed rounds are skipped. ``periods`` is step 6's elapsed time (1 in the
    paper; Lichess uses 0 inside a game). A player with no games in the period: only step 6.
    ``colour_advantage`` (rating points) counts only for games whose colour is known.

    The paper's worked example: a player at 1500, RD 200, σ 0.06 with τ = 0.5 beats 1400 (RD
    30) and loses to 1550 (RD 100) and 1700 (RD 300). The paper ends at 1464.06, RD 151.52 and
    σ′ 0.05999, rounding as it goes (μ′ = −0.2069); unrounded, μ′ = −0.206941 gives 1464.05:

    >>> from elo_core import Game, Glicko, rate_glicko2_period
    >>> games = [Game(1400, 1, opponent_rd=30), Game(1550, 0, opponent_rd=100),
    ...          Game(1700, 0, opponent_rd=300)]
    >>> after = rate_glicko2_period(Glicko(1500, 200, 0.06), games, tau=0.5).after
    >>> f"{after.rating:.2f} {after.rd:.2f} {after.volatility:.6f}"
    '1464.05 151.52 0.059996'
    """
    sums = PeriodTerms(player, opponent_rd, colour_advantage)
    terms = tuple(term for game in games if (term := sums.add(game)) is not None)
    return sums.period(player, tau, periods, terms)
